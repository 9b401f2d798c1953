// The Space Fleet board: zoom and pan, choosing among the ships and moves
// of a hex, pending orders, and live updates. Without this script the board
// still works: ships and move markers are links, the move link opens a
// confirmation, and the order buttons are forms.
//
// View: the map fills its box; it starts fitted to the box when that keeps
// a hex big enough to touch, else at that size centred on the ship to act
// (or the selection, or the viewer's fleet). The wheel, a pinch, dragging,
// the + / − / Fit / ◎ buttons and the + - 0 keys zoom and pan. The view
// is kept per game in session storage, so a page load keeps it.
//
// Orders: a click on a move marker (or Enter on one reached with Tab), on
// a hex where moves end, or on an order button does not give the order: it
// is shown as pending, with Confirm and Take back (Escape). Confirm posts
// it with htmx and swaps in the game that answers. A click on a hex with
// several ships or moves opens a picker listing them.
//
// Live: the page listens to the game's stream of versions and, when the
// version moves on, fetches its own seat's page again. A pending order
// stays pending if the new position still offers it. When a hot-seat game
// passes to the other seat in a phase whose orders are secret, a hand-over
// screen hides the page until the next player asks to see it.
(function () {
	"use strict";
	// A hex starts at least this wide (more on touch screens), so that a
	// hex, the target of the moves that end in it, is a 24 px target.
	var MIN_HEX_PX = window.matchMedia && window.matchMedia("(pointer: coarse)").matches ? 40 : 28;
	var HEX_UNITS = 31.2; // a hex's width across its flats, in SVG units
	var pending = null; // {action, label, el}
	// A pending order chosen by a key (Enter or Space on a marker) is not
	// confirmed by a key-made click on Confirm (detail 0) within keyGuard
	// ms: that is the same key press, repeated or delivered late, not a
	// choice. keyAt is when Enter or Space last went down (ms).
	var pendingAt = 0, pendingByKey = false, keyAt = 0, keyGuard = 150;
	document.addEventListener("keydown", function (e) {
		if (e.key === "Enter" || e.key === " ") {
			keyAt = Date.now();
		}
	}, true);
	var dragged = false;
	var wantConfirm = false; // Confirm was pressed while the page was being refreshed
	var stream = null, streamURL = "";

	function game() { return document.getElementById("game"); }

	// ---- the view ----
	function viewKey(svg) {
		var g = game();
		return "board-view:" + (g ? g.dataset.live : location.pathname);
	}
	function natural(svg) {
		if (!svg._natural) {
			var v = svg.getAttribute("viewBox").split(/[ ,]+/).map(Number);
			svg._natural = { x: v[0], y: v[1], w: v[2], h: v[3] };
		}
		return svg._natural;
	}
	function box(svg) {
		var r = svg.getBoundingClientRect();
		return { w: Math.max(r.width, 1), h: Math.max(r.height, 1) };
	}
	function setView(svg, cx, cy, scale) {
		var n = natural(svg), b = box(svg);
		var fit = Math.min(b.w / n.w, b.h / n.h);
		scale = Math.min(Math.max(scale, fit * 0.8), 8);
		var w = b.w / scale, h = b.h / scale;
		// Keep the view on the map: no empty space beside a map larger
		// than the view, and a smaller map in the middle.
		var clamp = function (c, lo, size, view) {
			return view >= size ? lo + size / 2 : Math.min(Math.max(c, lo + view / 2), lo + size - view / 2);
		};
		cx = clamp(cx, n.x, n.w, w);
		cy = clamp(cy, n.y, n.h, h);
		svg.setAttribute("viewBox", [cx - w / 2, cy - h / 2, w, h].map(function (x) { return x.toFixed(1); }).join(" "));
		var g = game();
		svg._view = { cx: cx, cy: cy, scale: scale, phase: g ? g.dataset.phase : "" };
		try { sessionStorage.setItem(viewKey(svg), JSON.stringify(svg._view)); } catch (e) { /* storage off */ }
	}
	function fit(svg) {
		var n = natural(svg), b = box(svg);
		setView(svg, n.x + n.w / 2, n.y + n.h / 2, Math.min(b.w / n.w, b.h / n.h));
	}
	function touchScale() { return MIN_HEX_PX / HEX_UNITS; }
	function focusPoint(svg) {
		var view = svg.closest(".boardview");
		var g = game();
		var fire = !!(g && g.dataset.secret);
		var id = view ? view.dataset.focus : "-1";
		var el = !fire && id && id !== "-1" ? svg.querySelector("#ship-" + id) : null;
		if (el) {
			return { x: Number(el.dataset.x), y: Number(el.dataset.y) };
		}
		// In a fire phase, the middle of every ship in sight (the firers
		// and their targets); else the middle of the viewer's fleet.
		var ships = svg.querySelectorAll(fire ? "g.ship" : "g.ship.own");
		if (!ships.length) {
			return null;
		}
		var x = 0, y = 0;
		ships.forEach(function (s) { x += Number(s.dataset.x); y += Number(s.dataset.y); });
		return { x: x / ships.length, y: y / ships.length };
	}
	function home(svg, keepScale) {
		var n = natural(svg), b = box(svg);
		var fitScale = Math.min(b.w / n.w, b.h / n.h);
		var p = focusPoint(svg);
		var scale = keepScale || Math.max(fitScale, touchScale());
		if (!p || (!keepScale && scale === fitScale)) {
			if (!keepScale) {
				fit(svg);
				return;
			}
			p = { x: n.x + n.w / 2, y: n.y + n.h / 2 };
		}
		setView(svg, p.x, p.y, scale);
	}
	function zoomAt(svg, factor, px, py) {
		var v = svg._view, b = box(svg), r = svg.getBoundingClientRect();
		if (px === undefined) {
			px = r.left + b.w / 2;
			py = r.top + b.h / 2;
		}
		// The map point under (px, py) stays under it.
		var mx = v.cx + (px - r.left - b.w / 2) / v.scale;
		var my = v.cy + (py - r.top - b.h / 2) / v.scale;
		var s = v.scale * factor;
		setView(svg, mx - (px - r.left - b.w / 2) / s, my - (py - r.top - b.h / 2) / s, s);
	}
	function panBy(svg, dx, dy) {
		var v = svg._view;
		setView(svg, v.cx - dx / v.scale, v.cy - dy / v.scale, v.scale);
	}
	function inView(svg, x, y) {
		var v = svg._view, b = box(svg);
		return Math.abs(x - v.cx) < b.w / v.scale / 2 - 20 && Math.abs(y - v.cy) < b.h / v.scale / 2 - 20;
	}

	function initBoard(svg) {
		if (svg._ready) {
			return;
		}
		svg._ready = true;
		svg.closest(".boardview").classList.add("zoomable");
		svg.removeAttribute("width");
		svg.removeAttribute("height");
		natural(svg);
		var saved = null;
		try { saved = JSON.parse(sessionStorage.getItem(viewKey(svg)) || "null"); } catch (e) { saved = null; }
		if (saved && saved.scale) {
			setView(svg, saved.cx, saved.cy, saved.scale);
			// Bring the ship to act into sight.
			var p = focusPoint(svg);
			var view = svg.closest(".boardview");
			var g = game();
			if (p && ((view.dataset.focus !== "-1" && !inView(svg, p.x, p.y)) || (g && saved.phase !== g.dataset.phase))) {
				setView(svg, p.x, p.y, saved.scale);
			}
		} else {
			home(svg);
		}
		svg.addEventListener("wheel", function (e) {
			e.preventDefault();
			zoomAt(svg, e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX, e.clientY);
		}, { passive: false });
		var pointers = {}, start = null;
		svg.addEventListener("pointerdown", function (e) {
			pointers[e.pointerId] = { x: e.clientX, y: e.clientY };
			start = { x: e.clientX, y: e.clientY };
			dragged = false;
		});
		svg.addEventListener("pointermove", function (e) {
			var old = pointers[e.pointerId];
			if (!old) {
				return;
			}
			var ids = Object.keys(pointers);
			if (ids.length === 2) {
				var other = pointers[ids[0] == e.pointerId ? ids[1] : ids[0]];
				var d0 = Math.hypot(old.x - other.x, old.y - other.y);
				var d1 = Math.hypot(e.clientX - other.x, e.clientY - other.y);
				if (d0 > 0) {
					zoomAt(svg, d1 / d0, (e.clientX + other.x) / 2, (e.clientY + other.y) / 2);
				}
				dragged = true;
			} else if (dragged || Math.hypot(e.clientX - start.x, e.clientY - start.y) > 6) {
				if (!dragged) {
					try { svg.setPointerCapture(e.pointerId); } catch (err) { /* gone */ }
				}
				dragged = true;
				panBy(svg, e.clientX - old.x, e.clientY - old.y);
			}
			pointers[e.pointerId] = { x: e.clientX, y: e.clientY };
		});
		function up(e) { delete pointers[e.pointerId]; }
		svg.addEventListener("pointerup", up);
		svg.addEventListener("pointercancel", up);
		svg.addEventListener("focusin", function (e) {
			var a = e.target.closest("a.move, a.select");
			var p = a && a.querySelector("[data-x]") ? a.querySelector("[data-x]").dataset : null;
			if (a && a.matches("a.move")) {
				var bb = a.getBBox();
				p = { x: bb.x + bb.width / 2, y: bb.y + bb.height / 2 };
			}
			if (p && !inView(svg, Number(p.x), Number(p.y))) {
				setView(svg, Number(p.x), Number(p.y), svg._view.scale);
			}
		});
	}
	function initAll() {
		document.querySelectorAll("svg.board").forEach(initBoard);
	}
	window.addEventListener("resize", function () {
		document.querySelectorAll("svg.board").forEach(function (svg) {
			if (svg._view) {
				setView(svg, svg._view.cx, svg._view.cy, svg._view.scale);
			}
		});
	});

	// ---- pending orders ----
	function pendingBox() { return document.getElementById("pending"); }
	function clearPending(refocus) {
		var el = pending && pending.el;
		document.querySelectorAll(".is-pending").forEach(function (x) { x.classList.remove("is-pending"); });
		pending = null;
		var p = pendingBox();
		if (p) {
			p.hidden = true;
		}
		if (refocus && el && document.contains(el)) {
			el.focus();
		}
	}
	function choose(action, label, el) {
		var p = pendingBox();
		if (!p) {
			return false;
		}
		clearPending(false);
		pending = { action: action, label: label, el: el };
		pendingAt = Date.now();
		pendingByKey = pendingAt - keyAt < keyGuard;
		if (el) {
			el.classList.add("is-pending");
		}
		document.getElementById("pending-text").textContent = label;
		p.hidden = false;
		// The focus goes to Confirm once the key that chose the order is
		// done with: Enter on a marker must not also press Confirm.
		setTimeout(function () {
			var c = document.getElementById("pending-confirm");
			if (c && pending) {
				c.focus();
			}
		}, 0);
		return true;
	}
	function confirmPending() {
		var g = game(), svg = document.querySelector("#game svg.board");
		if (g && g.dataset.busy && pending) {
			wantConfirm = true;
			return;
		}
		wantConfirm = false;
		if (!pending || !g || !window.htmx) {
			return;
		}
		g.dataset.busy = "true";
		var values = { seat: g.dataset.seat, version: g.dataset.version, action: pending.action, sel: g.dataset.sel };
		var act = svg && svg.dataset.act ? svg.dataset.act : location.pathname + "/act";
		pending = null;
		htmx.ajax("POST", act, { source: g, target: "#game", select: "#game", swap: "outerHTML", values: values }).finally(function () {
			var now = game();
			if (now) {
				delete now.dataset.busy;
			}
		});
	}
	function labelOf(el) {
		return el.getAttribute("aria-label") || el.textContent.trim();
	}

	// ---- the picker ----
	function openPicker(svg, items) {
		var view = svg.closest(".boardview");
		var picker = view.querySelector(".picker"), list = picker.querySelector(".picks");
		list.textContent = "";
		items.forEach(function (el) {
			var b = document.createElement("button");
			b.type = "button";
			b.textContent = el.matches("a.move") ? labelOf(el) : labelOf(el).replace(/^select /, "Select ").split(":")[0];
			b.addEventListener("click", function () {
				picker.hidden = true;
				take(el);
			});
			list.appendChild(b);
		});
		picker.hidden = false;
		list.firstChild.focus();
	}
	function take(el) {
		if (el.matches("a.move")) {
			choose(el.dataset.order, labelOf(el), el);
		} else if (el.href) {
			location.href = el.getAttribute("href");
		}
	}

	document.addEventListener("click", function (e) {
		var t = e.target instanceof Element ? e.target : null;
		if (!t) {
			return;
		}
		if (t.closest(".zoom button")) {
			var svg0 = t.closest(".boardview").querySelector("svg.board");
			var b0 = t.closest("button");
			if (b0.classList.contains("zoom-in")) { zoomAt(svg0, 1.4); }
			else if (b0.classList.contains("zoom-out")) { zoomAt(svg0, 1 / 1.4); }
			else if (b0.classList.contains("zoom-fit")) { fit(svg0); }
			else { home(svg0, Math.max(svg0._view.scale, touchScale())); }
			return;
		}
		if (t.closest(".picker-close")) {
			t.closest(".picker").hidden = true;
			return;
		}
		if (t.id === "pending-confirm") {
			if (e.detail === 0 && pendingByKey && Date.now() - pendingAt < keyGuard) { return; }
			confirmPending();
			return;
		}
		if (t.id === "pending-cancel") { clearPending(true); return; }
		if (t.id === "handover-ok") {
			document.getElementById("handover").hidden = true;
			document.documentElement.classList.remove("handing-over");
			return;
		}
		var svg = t.closest("svg.board");
		if (!svg) {
			return;
		}
		if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) {
			return;
		}
		if (dragged) {
			e.preventDefault();
			e.stopPropagation();
			dragged = false;
			return;
		}
		var direct = t.closest("a.move");
		if (direct && pendingBox()) {
			e.preventDefault();
			e.stopPropagation();
			choose(direct.dataset.order, labelOf(direct), direct);
			return;
		}
		var cellEl = t.closest("[data-cell]");
		if (!cellEl || !pendingBox()) {
			return;
		}
		var cell = cellEl.dataset.cell;
		var items = Array.prototype.filter.call(svg.querySelectorAll("a.move, a.select"), function (a) { return a.dataset.cell === cell; });
		if (items.length === 0) {
			return;
		}
		e.preventDefault();
		e.stopPropagation();
		if (items.length === 1) {
			take(items[0]);
		} else {
			openPicker(svg, items);
		}
	}, true);

	// Both listeners run in the capture phase, before the page's boosted
	// links and forms (hx-boost), so that they hold an order as pending
	// instead of sending it.
	// Order buttons give pending orders too.
	document.addEventListener("submit", function (e) {
		var f = e.target;
		if (!(f instanceof HTMLFormElement) || !f.closest("#orders") || !pendingBox() || !(f.matches("form.order") || f.matches("form.choose"))) {
			return;
		}
		// Before the page's boosted forms (hx-boost) send it.
		e.preventDefault();
		e.stopPropagation();
		var btn = e.submitter;
		if (f.matches("form.choose")) {
			var sel = f.querySelector("select");
			choose(sel.value, sel.options[sel.selectedIndex].text, sel);
		} else if (btn) {
			choose(btn.value, btn.textContent.trim(), btn);
		}
	}, true);

	document.addEventListener("keydown", function (e) {
		if (e.key === "Escape") {
			var open = document.querySelector(".picker:not([hidden])");
			if (open) { open.hidden = true; return; }
			if (pending) { clearPending(true); return; }
		}
		var tag = e.target && e.target.tagName;
		if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") {
			return;
		}
		var svg = document.querySelector("svg.board");
		if (!svg || !svg._view) {
			return;
		}
		if (e.key === "+" || e.key === "=") { zoomAt(svg, 1.4); }
		else if (e.key === "-") { zoomAt(svg, 1 / 1.4); }
		else if (e.key === "0") { fit(svg); }
	});

	// ---- live updates ----
	function refresh() {
		var g = game();
		if (!g || !window.htmx || g.dataset.busy) {
			return;
		}
		g.dataset.busy = "true";
		htmx.ajax("GET", g.dataset.refresh, { source: g, target: "#game", select: "#game", swap: "outerHTML" }).finally(function () {
			var now = game();
			if (now) {
				delete now.dataset.busy;
			}
		});
	}
	function listen() {
		var g = game();
		if (!g || !g.dataset.live || !window.EventSource) {
			return;
		}
		if (stream && streamURL === g.dataset.live) {
			return;
		}
		if (stream) {
			stream.close();
		}
		streamURL = g.dataset.live;
		stream = new EventSource(streamURL);
		stream.addEventListener("version", function (e) {
			var now = game();
			if (now && Number(e.data) > Number(now.dataset.version)) {
				refresh();
			}
		});
	}

	// A page left for another (or kept in the back-forward cache) closes
	// its stream at once: browsers allow few connections per server, and
	// streams of pages no longer shown would starve the orders.
	window.addEventListener("pagehide", function () {
		if (stream) {
			stream.close();
			stream = null;
			streamURL = "";
		}
	});
	window.addEventListener("pageshow", function (e) {
		if (e.persisted) {
			listen();
			refresh();
		}
	});

	var lastSeat = null, lastPending = null;
	// lastSeat is the seat of the page last settled: a swap may replace
	// a page that never settled, so the old page's seat is not asked for.
	document.addEventListener("htmx:beforeSwap", function () {
		lastPending = pending ? { action: pending.action, label: pending.label } : null;
	});
	document.addEventListener("htmx:afterSettle", function () {
		settle();
	});
	function settle() {
		initAll();
		listen();
		var g = game();
		if (!g) {
			return;
		}
		// The hand-over state lives on the root element, so that a page
		// swapped in meanwhile stays hidden too.
		var root = document.documentElement;
		var handing = root.classList.contains("handing-over") && g.dataset.turn;
		if (handing || (lastSeat !== null && lastSeat !== g.dataset.seat && Number(g.dataset.seats) > 1 && g.dataset.secret && g.dataset.turn)) {
			var h = document.getElementById("handover");
			if (h) {
				h.hidden = false;
				root.classList.add("handing-over");
				document.getElementById("handover-ok").focus();
			}
			lastPending = null;
		} else {
			root.classList.remove("handing-over");
		}
		lastSeat = g.dataset.seat;
		if (lastPending) {
			var again = Array.prototype.find.call(g.querySelectorAll("[data-order]"), function (el) { return el.dataset.order === lastPending.action; });
			if (again) {
				choose(lastPending.action, lastPending.label, again);
				if (wantConfirm) {
					lastPending = null;
					confirmPending();
					return;
				}
			} else if (g.dataset.turn) {
				var note = document.createElement("p");
				note.className = "why-not";
				note.id = "overtaken";
				note.textContent = "Your pending order (" + lastPending.label + ") is not possible any more after the other side's move: choose again.";
				var orders = document.getElementById("orders");
				if (orders) { orders.insertBefore(note, orders.firstChild); }
			}
			lastPending = null;
		}
		wantConfirm = false;
	}
	function start() {
		initAll();
		listen();
		var g = game();
		lastSeat = g ? g.dataset.seat : null;
		document.documentElement.dataset.board = "ready";
	}
	if (document.readyState === "loading") {
		document.addEventListener("DOMContentLoaded", start);
	} else {
		start();
	}
})();
