// The battle lab: keep the chosen scenario's description beside the form's
// scenario field (and offer its file only for a scenario, not for "your own
// file"), put the chosen scenario's file in the file field when asked
// (without scripts the link loads the form with it), and follow the
// server-sent events of a run, showing the progress, then the result the
// server rendered, and telling a screen reader once when the run is done
// (the progress itself is left unannounced: it changes many times a second)
// or has failed. Nothing else.
(function () {
	"use strict";
	var choice = document.getElementById("f-scenario");
	var about = document.getElementById("f-scenario-about");
	var start = document.getElementById("lab-start");
	if (choice && about) {
		choice.addEventListener("change", function () {
			var opt = choice.options[choice.selectedIndex];
			about.textContent = opt ? opt.title : "";
			if (start) {
				start.hidden = choice.value === "";
			}
		});
	}
	var file = document.getElementById("f-file");
	if (choice && start && file && window.fetch) {
		start.addEventListener("click", function (e) {
			e.preventDefault();
			fetch("/lab/scenario.yaml?scenario=" + encodeURIComponent(choice.value)).then(function (r) {
				if (!r.ok) {
					throw new Error(r.statusText);
				}
				return r.text();
			}).then(function (text) {
				file.value = text;
				file.focus();
			}).catch(function () {
				window.location.href = start.href;
			});
		});
	}
	var run = document.getElementById("lab-run");
	if (!run || !run.dataset.stream) {
		return;
	}
	var bar = document.getElementById("lab-progress");
	var count = document.getElementById("lab-count");
	var out = document.getElementById("lab-result");
	var status = document.getElementById("lab-status");
	var fail = function (message) {
		out.textContent = message;
		out.className = "error";
		out.setAttribute("role", "alert");
	};
	var source = new EventSource(run.dataset.stream);
	source.addEventListener("progress", function (e) {
		var p = JSON.parse(e.data);
		bar.max = p.total;
		bar.value = p.done;
		count.textContent = p.done + " of " + p.total;
	});
	source.addEventListener("result", function (e) {
		source.close();
		bar.value = bar.max;
		count.textContent = bar.max + " of " + bar.max;
		out.innerHTML = e.data;
		var head = out.querySelector("h3");
		if (status && head) {
			status.textContent = "Done: " + head.textContent + ".";
		}
	});
	source.addEventListener("failure", function (e) {
		source.close();
		fail(e.data);
	});
	source.onerror = function () {
		if (source.readyState === EventSource.CLOSED) {
			return;
		}
		source.close();
		if (!out.firstChild) {
			fail("The connection to the lab was lost; reload the page to run again.");
		}
	};
})();
