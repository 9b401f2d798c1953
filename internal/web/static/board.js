// The Space Fleet board's move markers. A marker posts its order with htmx
// and swaps in the game that answers. One listener on the document serves
// every marker, so a marker answers from the moment it is on the page:
// markers bound one by one by htmx stay dead until htmx processes them,
// which it does only after its settle delay for swapped content, and only
// after its deferred script ran for a freshly loaded page. A click in that
// window was lost. While an order is on its way, further clicks on the same
// board are ignored, so one click gives one order.
(function () {
	"use strict";
	document.addEventListener("click", function (e) {
		var mark = e.target instanceof Element ? e.target.closest("polygon.move") : null;
		if (!mark || !window.htmx) {
			return;
		}
		var svg = mark.closest("svg.board");
		if (!svg || !svg.dataset.act || svg.dataset.busy) {
			return;
		}
		e.preventDefault();
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
