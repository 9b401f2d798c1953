// The Space Fleet board's move markers. Each marker is a link to the game
// page with its move chosen, where a form confirms it, so the board works
// without this script. With it, a click on a marker (or Enter on a marker
// reached with the keyboard) posts the marker's order with htmx at once and
// swaps in the game that answers, instead of following the link. A click
// with a modifier key or another button is left to the browser (to open
// the confirmation in a new tab, say). One listener on the document serves
// every marker, so a marker answers from the moment it is on the page:
// markers bound one by one by htmx stay dead until htmx processes them,
// which it does only after its settle delay for swapped content, and only
// after its deferred script ran for a freshly loaded page. A click in that
// window was lost. While an order is on its way, further clicks on the same
// board are ignored, so one click gives one order.
(function () {
	"use strict";
	document.addEventListener("click", function (e) {
		var link = e.target instanceof Element ? e.target.closest("a.move") : null;
		var mark = link ? link.querySelector("polygon.move") : null;
		if (!mark || !mark.dataset.vals || !window.htmx) {
			return;
		}
		if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) {
			return;
		}
		var svg = mark.closest("svg.board");
		if (!svg || !svg.dataset.act) {
			return;
		}
		e.preventDefault();
		if (svg.dataset.busy) {
			return;
		}
		svg.dataset.busy = "true";
		htmx.ajax("POST", svg.dataset.act, {
			source: mark,
			target: "#game",
			select: "#game",
			swap: "outerHTML",
			values: JSON.parse(mark.dataset.vals)
		}).finally(function () {
			delete svg.dataset.busy;
		});
	});
	document.documentElement.dataset.board = "ready";
})();
