// The Full Thrust battle page (templates/ftgame.html): zoom and pan of the
// table, selection of a ship (its fire arcs, range bands, reachable end
// positions, the range to every other ship), the live check of the orders
// as they are written (POST /games/{id}/orders/check), drafts kept in the
// tab's session storage, and live updates from the game's stream of
// versions. Without the script the page still works: the orders form posts
// and the server checks the orders.
(function () {
	"use strict";

	var stream = null, streamURL = "";
	// submitted is set once this page's orders form is submitted: the page
	// is on its way to the answer, and a live update must not send it to a
	// reload of its own seat instead (in hot-seat play the answer hands the
	// screen to the next seat).
	var submitted = false;

	function root() { return document.getElementById("ftgame"); }

	// ---- zoom and pan: the SVG's viewBox, in MU ----
	function vb(svg) { return svg.getAttribute("viewBox").split(/\s+/).map(Number); }
	function setVB(svg, b) { svg.setAttribute("viewBox", b.map(function (x) { return x.toFixed(2); }).join(" ")); sizeHits(svg); }
	function home(svg) { svg.setAttribute("viewBox", svg.dataset.home); sizeHits(svg); }
	// sizeHits keeps the hit area of every ship and fighter group at least
	// 24 px across at the current zoom: its radius in MU is the larger of
	// its drawn radius (data-r) and 12 px in MU.
	function sizeHits(svg) {
		var r = svg.getBoundingClientRect(), b = vb(svg);
		if (!r.width || !r.height) { return; }
		var k = Math.max(b[2] / r.width, b[3] / r.height) * 12;
		svg.querySelectorAll("circle.hit[data-r]").forEach(function (c) {
			c.setAttribute("r", Math.max(Number(c.dataset.r), k).toFixed(2));
		});
	}
	function zoomAt(svg, factor, px, py) {
		var b = vb(svg), r = svg.getBoundingClientRect();
		var fx = px === undefined ? 0.5 : (px - r.left) / r.width, fy = py === undefined ? 0.5 : (py - r.top) / r.height;
		var w = Math.min(Math.max(b[2] / factor, 4), 4000), h = b[3] * w / b[2];
		setVB(svg, [b[0] + (b[2] - w) * fx, b[1] + (b[3] - h) * fy, w, h]);
	}
	function centreOn(svg, x, y) {
		var b = vb(svg);
		setVB(svg, [x - b[2] / 2, y - b[3] / 2, b[2], b[3]]);
	}
	function mine(svg) {
		var own = svg.querySelectorAll(".ftship.own"), x = 0, y = 0;
		if (!own.length) { own = svg.querySelectorAll(".ftship"); }
		if (!own.length) { return; }
		own.forEach(function (s) { x += Number(s.dataset.x); y += Number(s.dataset.y); });
		centreOn(svg, x / own.length, y / own.length);
	}
	function initZoom(svg) {
		var view = svg.closest(".ftmap");
		view.querySelector(".ft-zoom-in").addEventListener("click", function () { zoomAt(svg, 1.4); });
		view.querySelector(".ft-zoom-out").addEventListener("click", function () { zoomAt(svg, 1 / 1.4); });
		view.querySelector(".ft-fit").addEventListener("click", function () { home(svg); });
		view.querySelector(".ft-mine").addEventListener("click", function () { mine(svg); });
		svg.addEventListener("wheel", function (e) {
			e.preventDefault();
			zoomAt(svg, e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX, e.clientY);
		}, { passive: false });
		var pointers = {}, moved = 0, pinch = 0;
		svg.addEventListener("pointerdown", function (e) {
			pointers[e.pointerId] = { x: e.clientX, y: e.clientY };
			moved = 0;
		});
		svg.addEventListener("pointermove", function (e) {
			var p = pointers[e.pointerId];
			if (!p) { return; }
			var ids = Object.keys(pointers);
			var r = svg.getBoundingClientRect(), b = vb(svg), k = b[2] / r.width;
			if (ids.length === 2) {
				var o = pointers[ids[0] == e.pointerId ? ids[1] : ids[0]];
				var d = Math.hypot(e.clientX - o.x, e.clientY - o.y);
				if (pinch) { zoomAt(svg, d / pinch, (e.clientX + o.x) / 2, (e.clientY + o.y) / 2); }
				pinch = d;
			} else {
				var dx = e.clientX - p.x, dy = e.clientY - p.y;
				moved += Math.abs(dx) + Math.abs(dy);
				if (moved > 4) { setVB(svg, [b[0] - dx * k, b[1] - dy * k, b[2], b[3]]); }
			}
			p.x = e.clientX;
			p.y = e.clientY;
		});
		function up(e) { delete pointers[e.pointerId]; pinch = 0; }
		svg.addEventListener("pointerup", up);
		svg.addEventListener("pointercancel", up);
		svg.addEventListener("pointerleave", up);
		svg.addEventListener("click", function (e) {
			if (moved > 4) { return; }
			if (placing) { place(svg, e); return; }
			if (tableClick(e.target)) { return; }
			var s = e.target.closest(".ftship");
			if (s) { select(s.dataset.ship); }
		});
		svg.addEventListener("keydown", function (e) {
			var s = e.target.closest && e.target.closest(".ftship");
			if ((e.key === "Enter" || e.key === " ") && e.target.closest && e.target.closest(".fighter, .ftship") && tableClick(e.target)) { e.preventDefault(); return; }
			if (s && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); select(s.dataset.ship); return; }
			if (e.key === "+" || e.key === "=") { zoomAt(svg, 1.4); }
			else if (e.key === "-") { zoomAt(svg, 1 / 1.4); }
			else if (e.key === "0") { home(svg); }
		});
	}

	// ---- ordnance placed by a click on the table ----
	var placing = null;
	function startPlacing(button) {
		var svg = document.querySelector("svg.ftboard"), note = document.getElementById("ft-placing");
		placing = { name: button.dataset.name, kind: button.dataset.kind };
		if (svg) { svg.classList.add("placing"); }
		if (note) {
			note.textContent = "Click or tap the table where " + placing.name + "'s " + placing.kind + " goes (Escape to cancel).";
			note.hidden = false;
		}
		if (svg) { svg.scrollIntoView({ block: "nearest" }); }
	}
	function stopPlacing() {
		var svg = document.querySelector("svg.ftboard"), note = document.getElementById("ft-placing");
		placing = null;
		if (svg) { svg.classList.remove("placing"); }
		if (note) { note.hidden = true; }
	}
	function place(svg, e) {
		var form = document.getElementById("ft-orders"), extra = form && form.elements.namedItem("extra");
		var m = svg.getScreenCTM();
		if (!extra || !m) { stopPlacing(); return; }
		var pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
		var x = Math.round(pt.x * 2) / 2, y = Math.round(-pt.y * 2) / 2;
		var line = placing.name + " " + placing.kind + ": " + x + " " + y;
		extra.value = extra.value.replace(/\s+$/, "") + (extra.value.trim() ? "\n" : "") + line;
		var details = extra.closest("details");
		if (details) { details.open = true; }
		stopPlacing();
		extra.dispatchEvent(new Event("input", { bubbles: true }));
	}
	document.addEventListener("click", function (e) {
		var b = e.target.closest && e.target.closest(".ft-place");
		if (b) { startPlacing(b); }
	});
	document.addEventListener("keydown", function (e) { if (e.key === "Escape" && placing) { stopPlacing(); } });

	// ---- fighter groups ordered on the table ----
	// A click on one of the side's fighter groups (its marker, or its row in
	// the orders) selects it; a click on an enemy ship then sets its order
	// to attack that ship, on one of the side's own ships to screen it, on
	// an enemy group to intercept it, as far as its select offers that
	// order. The select is the order: the live check and the submission
	// read it as if it had been chosen in the list.
	var group = null;
	function groupSelectOf(name) {
		var form = document.getElementById("ft-orders"), el = form && form.elements.namedItem("group-" + name);
		return el && el.tagName === "SELECT" ? el : null;
	}
	function offered(sel, value) { return Array.prototype.some.call(sel.options, function (o) { return o.value === value; }); }
	function fighterNote(text) {
		var note = document.getElementById("ft-fighter");
		if (!note) { return; }
		note.textContent = text;
		note.hidden = !text;
	}
	function byData(sel, key, value) {
		var svg = document.querySelector("svg.ftboard");
		return svg ? Array.prototype.find.call(svg.querySelectorAll(sel), function (el) { return el.dataset[key] === value; }) : null;
	}
	function highlightGroup() {
		document.querySelectorAll(".fighter[data-group], .ftrow[data-group]").forEach(function (el) { el.classList.toggle("selected", el.dataset.group === group); });
	}
	function selectGroup(name) {
		var sel = groupSelectOf(name);
		if (!sel) { fighterNote(name + " takes no orders this round."); return; }
		group = name;
		highlightGroup();
		var can = ["click an enemy ship to attack it"];
		if (Array.prototype.some.call(sel.options, function (o) { return o.value.indexOf("screen ") === 0; })) { can.push("one of your ships to screen it"); }
		if (Array.prototype.some.call(sel.options, function (o) { return o.value.indexOf("intercept ") === 0; })) { can.push("an enemy group to intercept it"); }
		fighterNote(name + " selected: " + can.join(", ") + " (Escape or the empty table to deselect).");
	}
	function deselectGroup() {
		if (group === null) { return; }
		group = null;
		highlightGroup();
		fighterNote("");
	}
	function orderGroup(value) {
		var sel = groupSelectOf(group);
		if (!sel) { deselectGroup(); return; }
		if (!offered(sel, value)) { fighterNote(group + " cannot be ordered to " + value + " this round."); return; }
		var name = group;
		sel.value = value;
		sel.dispatchEvent(new Event("change", { bubbles: true }));
		deselectGroup();
		fighterNote(name + ": " + value + ".");
		drawGroups(sel.form);
	}
	// tableClick handles a click (or Enter) on the table's element target
	// for the fighter groups, and reports whether it did.
	function tableClick(target) {
		var f = target.closest(".fighter[data-group]"), s = target.closest(".ftship");
		if (group === null) {
			if (f && f.classList.contains("own")) { selectGroup(f.dataset.group); return true; }
			return false;
		}
		if (s) { orderGroup((s.classList.contains("own") ? "screen " : "attack ") + s.dataset.name); return true; }
		if (f && f.classList.contains("own")) {
			if (f.dataset.group === group) { deselectGroup(); } else { selectGroup(f.dataset.group); }
			return true;
		}
		if (f) { orderGroup("intercept " + f.dataset.group); return true; }
		deselectGroup();
		return true;
	}
	document.addEventListener("keydown", function (e) { if (e.key === "Escape" && group !== null && !placing) { deselectGroup(); } });
	// drawGroups draws a dashed line from each fighter group (or its
	// carrier, while it is in the bay) to the ship or group its order names.
	function drawGroups(form) {
		var svg = document.querySelector("svg.ftboard"), plans = svg && svg.querySelector(".plans");
		if (!plans || !form) { return; }
		plans.querySelectorAll(".groupline").forEach(function (l) { l.remove(); });
		form.querySelectorAll("select[name^=group-]").forEach(function (sel) {
			var m = sel.value.match(/^(attack|screen|intercept|assist) (.+)$/);
			if (!m) { return; }
			var name = sel.name.slice(6), row = sel.closest(".ftrow");
			var from = byData(".fighter", "group", name) || (row && row.dataset.carrier ? byData(".ftship", "name", row.dataset.carrier) : null);
			var to = m[1] === "attack" || m[1] === "screen" ? byData(".ftship", "name", m[2]) : byData(".fighter", "group", m[2]);
			if (!from || !to) { return; }
			var line = document.createElementNS("http://www.w3.org/2000/svg", "line");
			line.setAttribute("x1", from.dataset.x);
			line.setAttribute("y1", from.dataset.y);
			line.setAttribute("x2", to.dataset.x);
			line.setAttribute("y2", to.dataset.y);
			line.setAttribute("class", "groupline");
			line.dataset.group = name;
			plans.appendChild(line);
		});
	}

	// ---- selection ----
	function select(i) {
		var g = root();
		if (!g) { return; }
		g.dataset.sel = i;
		g.querySelectorAll(".ftship").forEach(function (s) { s.classList.toggle("selected", s.dataset.ship === String(i)); });
		g.querySelectorAll(".arcset, .fan").forEach(function (a) { a.classList.toggle("off", a.dataset.ship !== String(i)); });
		g.querySelectorAll(".ftrow[data-ship]").forEach(function (r) { r.classList.toggle("selected", r.dataset.ship === String(i)); });
		var ship = g.querySelector('.ftship[data-ship="' + i + '"]');
		g.querySelectorAll("td.range").forEach(function (td) {
			if (!ship) { td.textContent = ""; return; }
			var dx = Number(td.dataset.x) - Number(ship.dataset.x), dy = Number(td.dataset.y) + Number(ship.dataset.y);
			var d = Math.hypot(dx, dy);
			td.textContent = d < 0.05 ? "—" : d.toFixed(1) + " MU";
		});
	}

	// ---- the live check of the orders ----
	var timer = null, seq = 0;
	function draftKey(g) { return "ft-draft:" + location.pathname + ":" + g.dataset.seat + ":" + g.dataset.phase; }
	function saveDraft(form) {
		var g = root();
		if (!g || !form) { return; }
		var out = {};
		form.querySelectorAll("input[name^=ship-], select[name^=ship-], select[name^=em-], select[name^=group-], textarea[name=extra]").forEach(function (el) { out[el.name] = el.value; });
		try { sessionStorage.setItem(draftKey(g), JSON.stringify(out)); } catch (e) { /* storage full or off: drafts are a convenience */ }
	}
	function restoreDraft(form) {
		var g = root(), saved = null;
		try { saved = JSON.parse(sessionStorage.getItem(draftKey(g)) || "null"); } catch (e) { saved = null; }
		if (!saved) { return; }
		var filled = Array.prototype.some.call(form.querySelectorAll("input[name^=ship-], textarea[name=extra]"), function (el) { return el.value !== ""; });
		if (filled) { return; }
		Object.keys(saved).forEach(function (name) {
			var el = form.elements.namedItem(name);
			if (el && el.tagName !== undefined) {
				if (el.tagName === "SELECT" && !Array.prototype.some.call(el.options, function (o) { return o.value === saved[name]; })) { return; }
				el.value = saved[name];
			}
		});
	}
	function check(form) {
		var g = root();
		if (!g || !g.dataset.check) { return; }
		var n = ++seq;
		fetch(g.dataset.check, { method: "POST", credentials: "same-origin", body: new URLSearchParams(new FormData(form)) })
			.then(function (r) { return r.json(); })
			.then(function (c) { if (n === seq) { showCheck(form, c); } })
			.catch(function () { /* the server checks again on submission */ });
	}
	function showCheck(form, c) {
		var verdict = document.getElementById("ft-verdict");
		if (verdict) {
			verdict.textContent = c.ok ? "These orders are valid." : (c.error || "These orders cannot be submitted.");
			verdict.classList.toggle("bad", !c.ok);
		}
		var svg = document.querySelector("svg.ftboard"), plans = svg && svg.querySelector(".plans");
		if (plans) { while (plans.firstChild) { plans.removeChild(plans.firstChild); } }
		(c.ships || []).forEach(function (s) {
			var out = document.getElementById("check-" + s.ship);
			if (out) {
				out.textContent = s.words;
				out.classList.toggle("bad", !!s.error || !s.legal);
			}
			if (!plans || !s.path || s.path.length < 2) { return; }
			var ship = svg.querySelector('.ftship[data-ship="' + s.ship + '"]');
			var side = ship ? (ship.getAttribute("class").match(/side(\d)/) || [0, 0])[1] : 0;
			var line = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
			line.setAttribute("points", s.path.map(function (p) { return p[0] + "," + (-p[1]); }).join(" "));
			line.setAttribute("class", "plan side" + side + (s.error || !s.legal ? " bad" : ""));
			plans.appendChild(line);
			var end = s.path[s.path.length - 1], ghost = document.createElementNS("http://www.w3.org/2000/svg", "circle");
			ghost.setAttribute("cx", end[0]);
			ghost.setAttribute("cy", -end[1]);
			ghost.setAttribute("r", "1.8");
			ghost.setAttribute("class", "ghost");
			plans.appendChild(ghost);
		});
		drawSalvos(form);
		drawAims(form);
		drawGroups(form);
	}
	// drawAims draws a line from each ship to the target its fire order
	// names, and marks the targets.
	function drawAims(form) {
		var svg = document.querySelector("svg.ftboard"), plans = svg && svg.querySelector(".plans");
		if (!plans) { return; }
		svg.querySelectorAll(".ftship.target").forEach(function (s) { s.classList.remove("target"); });
		form.querySelectorAll("select[name^=ship-]").forEach(function (sel) {
			var from = svg.querySelector('.ftship[data-ship="' + sel.name.slice(5) + '"]');
			var to = Array.prototype.find.call(svg.querySelectorAll(".ftship"), function (s) { return s.dataset.name === sel.value; });
			if (!from || !to || !sel.value) { return; }
			to.classList.add("target");
			var line = document.createElementNS("http://www.w3.org/2000/svg", "line");
			line.setAttribute("x1", from.dataset.x);
			line.setAttribute("y1", from.dataset.y);
			line.setAttribute("x2", to.dataset.x);
			line.setAttribute("y2", to.dataset.y);
			line.setAttribute("class", "aim");
			plans.appendChild(line);
		});
	}
	// drawSalvos marks the ordnance the further orders place at X Y.
	function drawSalvos(form) {
		var svg = document.querySelector("svg.ftboard"), plans = svg && svg.querySelector(".plans");
		var extra = form.elements.namedItem("extra");
		if (!plans || !extra) { return; }
		extra.value.split(/[\n;]/).forEach(function (line) {
			var m = line.match(/^\s*(.+?)\s+(salvo|missile|plasma)\s*:\s*(-?[\d.]+)\s+(-?[\d.]+)\s*$/i);
			if (!m) { return; }
			var r = document.createElementNS("http://www.w3.org/2000/svg", "rect");
			r.setAttribute("x", Number(m[3]) - 1);
			r.setAttribute("y", -Number(m[4]) - 1);
			r.setAttribute("width", 2);
			r.setAttribute("height", 2);
			var g = document.createElementNS("http://www.w3.org/2000/svg", "g");
			g.setAttribute("class", "salvo draft");
			g.appendChild(r);
			plans.appendChild(g);
		});
	}
	function initOrders(form) {
		restoreDraft(form);
		form.addEventListener("input", function () {
			saveDraft(form);
			clearTimeout(timer);
			timer = setTimeout(function () { check(form); }, 250);
		});
		form.addEventListener("change", function () { saveDraft(form); drawGroups(form); check(form); });
		form.addEventListener("focusin", function (e) {
			var row = e.target.closest(".ftrow[data-ship]");
			if (row) { deselectGroup(); select(row.dataset.ship); }
			var gr = e.target.closest(".ftrow[data-group]");
			if (gr && gr.dataset.group !== group) { selectGroup(gr.dataset.group); }
		});
		form.addEventListener("submit", function () {
			submitted = true;
			try { sessionStorage.removeItem(draftKey(root())); } catch (e) { /* nothing kept */ }
		});
		check(form);
	}

	// ---- live updates ----
	function listen() {
		var g = root();
		if (!g || !g.dataset.live || !window.EventSource) { return; }
		if (stream && streamURL === g.dataset.live) { return; }
		if (stream) { stream.close(); }
		streamURL = g.dataset.live;
		stream = new EventSource(streamURL);
		stream.addEventListener("version", function (e) {
			var now = root();
			if (!submitted && now && Number(e.data) > Number(now.dataset.version)) {
				// While this side writes its orders the round cannot resolve
				// without them, unless they were submitted elsewhere (another
				// tab holding this seat): the game moved on because another
				// side sealed its orders or took a table step (a draw offered
				// or declined), and the orders' version stays valid. The page
				// stays, so nothing being typed is disturbed: it takes the
				// turn line and the table steps from the page as it is now.
				// A battle that ended (a resignation, a draw agreed), or a
				// round played out elsewhere, is shown at once (told).
				if (document.getElementById("ft-orders")) {
					told(now);
					return;
				}
				reload(now);
			}
		});
	}
	function reload(now) {
		if (stream) { stream.close(); }
		stream = null;
		streamURL = "";
		location.replace(now.dataset.refresh);
	}
	// told brings the turn line and the table steps of the writing seat's
	// page up to date, or reloads when the page no longer offers the orders
	// form (the battle ended) or offers them for another phase (the round
	// was played out from another tab or device holding this seat, so the
	// orders being written no longer stand).
	function told(now) {
		var seat = now.dataset.seat;
		fetch(location.pathname + "?seat=" + seat + "&ready=" + seat, { credentials: "same-origin" }).then(function (r) {
			if (!r.ok) { throw new Error(String(r.status)); }
			return r.text();
		}).then(function (html) {
			if (submitted) { return; }
			var doc = new DOMParser().parseFromString(html, "text/html");
			var fresh = doc.getElementById("ftgame");
			if (!doc.getElementById("ft-orders") || !fresh || fresh.dataset.phase !== now.dataset.phase) { reload(now); return; }
			var changed = {};
			["turn-line", "table-steps"].forEach(function (id) {
				var fresh = doc.getElementById(id), old = document.getElementById(id);
				if (fresh && old) {
					changed[id] = fresh.innerHTML !== old.innerHTML;
					old.replaceWith(document.importNode(fresh, true));
				}
			});
			var notice = document.getElementById("ft-notice");
			if (notice) {
				// The turn line stands above the orders, the draw and resign
				// section below them.
				notice.textContent = changed["table-steps"] ?
					"A draw was offered or answered while you were writing (below the orders): your orders stay valid." :
					"The battle moved on while you were writing (the line above): your orders stay valid.";
				notice.hidden = false;
			}
		}).catch(function () {
			var notice = document.getElementById("ft-notice");
			if (notice) {
				notice.textContent = "The battle moved on while you were writing: your orders stay valid; submit them to see what changed.";
				notice.hidden = false;
			}
		});
	}
	window.addEventListener("pagehide", function () {
		if (stream) { stream.close(); stream = null; streamURL = ""; }
	});
	window.addEventListener("pageshow", function (e) { if (e.persisted) { listen(); } });

	function start() {
		var g = root();
		if (!g || g.dataset.ready) { return; }
		g.dataset.ready = "true";
		var svg = g.querySelector("svg.ftboard");
		if (svg) { initZoom(svg); sizeHits(svg); window.addEventListener("resize", function () { sizeHits(svg); }); }
		var form = document.getElementById("ft-orders");
		if (form) { initOrders(form); }
		var first = g.querySelector(".ftrow[data-ship]") || g.querySelector(".ftship.own");
		if (first) { select(first.dataset.ship); }
		listen();
		document.documentElement.dataset.ftboard = "ready";
	}
	document.addEventListener("htmx:afterSettle", start);
	if (document.readyState === "loading") {
		document.addEventListener("DOMContentLoaded", start);
	} else {
		start();
	}
})();
