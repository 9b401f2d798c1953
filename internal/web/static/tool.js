// The mechanic pages: hide the fields that do not apply to the form as it
// stands (their data-when condition, which the server also applies when it
// draws the page) as the reader changes the form; and when htmx has swapped
// in a page whose result comes first (asked for from the form below the
// last result), move the focus to the result's heading, as a page loaded
// afresh would begin there, or, when the form had mistakes, to their list
// at the top of the page, so that a screen reader reads them out, rather
// than leave it on the button that asked. Nothing else.
(function () {
	"use strict";
	// holds reports whether a condition such as "weapon=plasma",
	// "trials!=0" or "cards=numbers;kind=capital" holds for form.
	function holds(form, cond) {
		return cond.split(";").every(function (part) {
			var neg = part.indexOf("!=") >= 0;
			var at = neg ? part.indexOf("!=") : part.indexOf("=");
			var name = part.slice(0, at);
			var want = part.slice(at + (neg ? 2 : 1)).split("|");
			var el = form.elements.namedItem(name);
			var value = "";
			if (el && el.type === "checkbox") {
				value = el.checked ? "1" : "";
			} else if (el) {
				value = el.value.trim();
			}
			return (want.indexOf(value) >= 0) !== neg;
		});
	}
	function update(form) {
		form.querySelectorAll(".field[data-when]").forEach(function (f) {
			// A field with a mistake stays in sight until it is put right.
			if (!f.classList.contains("invalid")) {
				f.hidden = !holds(form, f.getAttribute("data-when"));
			}
		});
	}
	function onChange(e) {
		var form = e.target && e.target.form;
		if (form && form.classList.contains("mech")) {
			update(form);
		}
	}
	document.addEventListener("change", onChange);
	document.addEventListener("input", onChange);
	document.addEventListener("htmx:afterSettle", function () {
		var mistakes = document.getElementById("errors");
		var heading = document.getElementById("result-title");
		if (mistakes) {
			mistakes.focus({preventScroll: true});
		} else if (heading && document.querySelector(".result-head .to-inputs")) {
			heading.focus({preventScroll: true});
		}
	});
})();
