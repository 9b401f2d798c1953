// Autoplay of a replay page: while the page's #replay carries data-next
// (the server sets it when the address says play=1), the next step is
// fetched after data-delay milliseconds and swapped in, and the address
// follows it. Without this script the Play link still steps one page at a
// time.
(function () {
	"use strict";
	var timer = null;
	function schedule() {
		if (timer) {
			clearTimeout(timer);
			timer = null;
		}
		var el = document.getElementById("replay");
		if (!el || !el.dataset.next || !window.htmx) {
			return;
		}
		var next = el.dataset.next;
		var delay = Math.max(100, Number(el.dataset.delay) || 1500);
		timer = setTimeout(function () {
			timer = null;
			var now = document.getElementById("replay");
			if (!now || now.dataset.next !== next) {
				return;
			}
			htmx.ajax("GET", next, { source: now, target: "#replay", select: "#replay", swap: "outerHTML" }).then(function () {
				history.replaceState(null, "", next);
			});
		}, delay);
	}
	document.addEventListener("DOMContentLoaded", schedule);
	document.addEventListener("htmx:afterSettle", schedule);
	// Space pauses or plays, the arrow keys step, when no field has focus.
	document.addEventListener("keydown", function (e) {
		if (!document.getElementById("replay") || e.altKey || e.ctrlKey || e.metaKey) {
			return;
		}
		var t = e.target;
		if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT")) {
			return;
		}
		var id = { " ": "play", ArrowRight: "next", ArrowLeft: "prev", Home: "first", End: "last" }[e.key];
		var a = id && document.getElementById(id);
		if (a) {
			e.preventDefault();
			a.click();
		}
	});
	if (document.readyState !== "loading") {
		schedule();
	}
})();
