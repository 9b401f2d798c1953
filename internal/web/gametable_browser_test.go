package web

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// startGame opens the games page, starts a game of the first scenario in
// mode with the given turn limit, and waits for the game page to settle.
func startGame(t *testing.T, ctx context.Context, base, mode, turns string) {
	t.Helper()
	do(t, ctx, "starting a game",
		chromedp.Navigate(base+"/games"),
		chromedp.WaitVisible(chromedp.ID("start-button")),
		chromedp.SetValue(chromedp.ID("mode"), mode),
		chromedp.SetValue(chromedp.ID("turns"), turns),
		chromedp.Click(chromedp.ID("start-button")),
		chromedp.WaitVisible(chromedp.CSS("svg.board")),
	)
	if err := waitGame(ctx, "none"); err != nil {
		t.Fatalf("the game page did not settle: %v", err)
	}
}

// selectShipJS clicks the first of the viewer's ships that the page says
// may act, by its link in the ship list's hex on the map.
const selectShipJS = `(() => {
	const a = document.querySelector("a.select");
	a.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true}));
	return true;
})()`

// ensureSelected makes sure one of the viewer's ships is selected: the
// page selects the first that may act by itself, else the first ship is
// clicked.
func ensureSelected(t *testing.T, ctx context.Context) {
	t.Helper()
	if evaluate[int](t, ctx, `Number(document.getElementById("game").dataset.sel)`) >= 0 {
		return
	}
	mark := evaluate[string](t, ctx, gameMarkJS)
	evaluate[bool](t, ctx, selectShipJS)
	if err := waitGame(ctx, mark); err != nil {
		t.Fatalf("selecting a ship: %v", err)
	}
}

// pendingJS reads the pending order: "" when none is shown.
const pendingJS = `(() => { const p = document.getElementById("pending"); return p && !p.hidden ? document.getElementById("pending-text").textContent : ""; })()`

// TestBrowserTakeBack chooses a move on the map, which must stay pending
// (the game's version does not move), takes it back, chooses another and
// confirms that one: only the confirmed move is given.
func TestBrowserTakeBack(t *testing.T) {
	ctx, console := browser(t)
	ts := newGameTestServer(t)
	startGame(t, ctx, ts.URL, "computer", "1")
	ensureSelected(t, ctx)
	before := evaluate[int](t, ctx, `Number(document.getElementById("game").dataset.version)`)
	moves := evaluate[[]string](t, ctx, `[...document.querySelectorAll("a.move")].map(a => a.getAttribute("aria-label"))`)
	if len(moves) < 2 {
		t.Fatalf("the selected ship offers %d moves", len(moves))
	}
	first := evaluate[string](t, ctx, `(() => { const a = document.querySelectorAll("a.move polygon")[0]; a.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true})); return document.getElementById("pending-text").textContent; })()`)
	if first != moves[0] {
		t.Errorf("the pending order reads %q, want %q", first, moves[0])
	}
	if !evaluate[bool](t, ctx, `document.querySelectorAll("a.move.is-pending").length === 1`) {
		t.Error("the pending move is not marked on the map")
	}
	time.Sleep(300 * time.Millisecond)
	if v := evaluate[int](t, ctx, `Number(document.getElementById("game").dataset.version)`); v != before {
		t.Fatalf("one click gave the order: version %d, was %d", v, before)
	}
	screenshot(t, ctx, "game-pending.png")
	do(t, ctx, "taking it back", chromedp.Click(chromedp.ID("pending-cancel")))
	if p := evaluate[string](t, ctx, pendingJS); p != "" {
		t.Errorf("after Take back the pending order still reads %q", p)
	}
	if evaluate[bool](t, ctx, `document.querySelectorAll(".is-pending").length > 0`) {
		t.Error("the taken-back move is still marked")
	}
	last := len(moves) - 1
	second := evaluate[string](t, ctx, `(() => { const a = [...document.querySelectorAll("a.move polygon")].pop(); a.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true})); return document.getElementById("pending-text").textContent; })()`)
	if second != moves[last] {
		t.Errorf("the second pending order reads %q, want %q", second, moves[last])
	}
	mark := evaluate[string](t, ctx, gameMarkJS)
	do(t, ctx, "confirming", chromedp.Click(chromedp.ID("pending-confirm")))
	if err := waitGame(ctx, mark); err != nil {
		t.Fatalf("Confirm changed nothing: %v", err)
	}
	log := text(t, ctx, "ol.log")
	// The log names the ship and the end of the confirmed move, not the
	// taken-back one.
	end := moves[last][strings.LastIndex(moves[last], " to ")+4 : strings.Index(moves[last], " facing")]
	if !strings.Contains(log, end) {
		t.Errorf("the log does not show the confirmed move to %s:\n%s", end, log)
	}
	noConsoleErrors(t, console)
}

// noConsoleErrors fails the test for every error the pages wrote.
func noConsoleErrors(t *testing.T, console func() []chromedp.ConsoleMessage) {
	t.Helper()
	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException {
			t.Errorf("console %s", m)
		}
	}
}

// TestBrowserGameLayout shows the game page, with a ship selected, at a
// desktop size and a phone size: the page must not scroll sideways, the
// map's controls must be at least 24 px, and the board must start with a
// hex big enough to touch. Screenshots of both are kept.
func TestBrowserGameLayout(t *testing.T) {
	ctx, console := browser(t)
	ts := newGameTestServer(t)
	for _, size := range []struct {
		name string
		w, h int64
	}{{"desktop", 1280, 900}, {"phone", 390, 844}} {
		do(t, ctx, "sizing the window", chromedp.EmulateViewport(size.w, size.h))
		startGame(t, ctx, ts.URL, "computer", "0")
		ensureSelected(t, ctx)
		if w := evaluate[int](t, ctx, `document.documentElement.scrollWidth`); w > int(size.w) {
			t.Errorf("%s: the page is %d px wide in a %d px window", size.name, w, size.w)
		}
		small := evaluate[[]string](t, ctx, `[...document.querySelectorAll(".zoom button, #orders button, a.select")].filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && (r.width < 24 || r.height < 24); }).map(e => e.className.baseVal ?? e.className + " " + e.textContent)`)
		if len(small) > 0 {
			t.Errorf("%s: controls smaller than 24 px: %q", size.name, small)
		}
		shipsUnderButtons(t, ctx, size.name+" at the start")
		hex := evaluate[float64](t, ctx, `document.querySelector("polygon.hex").getBoundingClientRect().height`)
		if hex < 24 {
			t.Errorf("%s: a hex is %.1f px high at the start", size.name, hex)
		}
		// The selected ship is in sight.
		if !evaluate[bool](t, ctx, `(() => { const s = document.querySelector("g.ship.selected").getBoundingClientRect(), m = document.querySelector("svg.board").getBoundingClientRect(); return s.left >= m.left && s.right <= m.right && s.top >= m.top && s.bottom <= m.bottom; })()`) {
			t.Errorf("%s: the selected ship is off the map's view", size.name)
		}
		// Zoom in and out with the buttons.
		vb := evaluate[string](t, ctx, `document.querySelector("svg.board").getAttribute("viewBox")`)
		do(t, ctx, "zooming in", chromedp.Click(chromedp.CSS(".zoom-in")))
		if got := evaluate[string](t, ctx, `document.querySelector("svg.board").getAttribute("viewBox")`); got == vb {
			t.Errorf("%s: + left the view at %s", size.name, got)
		}
		do(t, ctx, "fitting", chromedp.Click(chromedp.CSS(".zoom-fit")))
		if !evaluate[bool](t, ctx, `(() => { const m = document.querySelector("svg.board").getBoundingClientRect(), h = [...document.querySelectorAll("polygon.hex")].map(p => p.getBoundingClientRect()); return h.every(r => r.left >= m.left - 1 && r.right <= m.right + 1 && r.top >= m.top - 1 && r.bottom <= m.bottom + 1); })()`) {
			t.Errorf("%s: Fit does not show the whole map", size.name)
		}
		shipsUnderButtons(t, ctx, size.name+" after Fit")
		// The wheel zooms in; a pinch (two pointers moving apart) too.
		widthJS := `Number(document.querySelector("svg.board").getAttribute("viewBox").split(" ")[2])`
		w0 := evaluate[float64](t, ctx, widthJS)
		evaluate[bool](t, ctx, `(() => { const s = document.querySelector("svg.board"), r = s.getBoundingClientRect(); s.dispatchEvent(new WheelEvent("wheel", {deltaY: -100, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, bubbles: true, cancelable: true})); return true; })()`)
		w1 := evaluate[float64](t, ctx, widthJS)
		if w1 >= w0 {
			t.Errorf("%s: the wheel left the view %g wide, was %g", size.name, w1, w0)
		}
		evaluate[bool](t, ctx, `(() => {
			const s = document.querySelector("svg.board"), r = s.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
			const ev = (type, id, dx) => s.dispatchEvent(new PointerEvent(type, {pointerId: id, clientX: x + dx, clientY: y, bubbles: true, pointerType: "touch"}));
			ev("pointerdown", 1, -20); ev("pointerdown", 2, 20);
			ev("pointermove", 2, 60); ev("pointermove", 1, -60);
			ev("pointerup", 1, -60); ev("pointerup", 2, 60);
			return true; })()`)
		if w2 := evaluate[float64](t, ctx, widthJS); w2 >= w1 {
			t.Errorf("%s: the pinch left the view %g wide, was %g", size.name, w2, w1)
		}
		do(t, ctx, "back to the fleet", chromedp.Click(chromedp.CSS(".zoom-mine")))
		screenshot(t, ctx, "game-"+size.name+".png")
	}
	noConsoleErrors(t, console)
}

// shipsUnderButtons fails the test if the part of a ship marker in the
// map's view lies under the map's zoom buttons, where a player could
// neither see nor click it.
func shipsUnderButtons(t *testing.T, ctx context.Context, when string) {
	t.Helper()
	under := evaluate[[]string](t, ctx, `(() => { const z = document.querySelector(".zoom").getBoundingClientRect(), m = document.querySelector("svg.board").getBoundingClientRect(), meet = (a, b) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top; return [...document.querySelectorAll("g.ships g")].filter(g => { const r = g.getBoundingClientRect(), seen = {left: Math.max(r.left, m.left), right: Math.min(r.right, m.right), top: Math.max(r.top, m.top), bottom: Math.min(r.bottom, m.bottom)}; return r.width > 0 && meet(r, m) && meet(seen, z); }).map(g => g.querySelector("title").textContent); })()`)
	if len(under) > 0 {
		t.Errorf("%s: ships lie under the map's buttons: %q", when, under)
	}
}

// keyboardTurnJS returns a CSS selector for the element the keyboard
// player goes to next, with "" when the seat has nothing to do: Confirm
// when an order is pending, else a move marker of the selected ship, else
// an order button, else an own ship the page says may act.
const keyboardTurnJS = `(() => {
	if (document.getElementById("report") || !document.getElementById("your-turn")) return "";
	const p = document.getElementById("pending");
	if (p && !p.hidden) return "#pending-confirm";
	if (document.querySelector("a.move")) return "a.move";
	if (document.querySelector("#orders form.order button")) return "#orders form.order button";
	const acting = (document.getElementById("acting") || {}).textContent || "";
	const a = [...document.querySelectorAll("#orders table.ships a")].find(a => acting.includes(a.textContent));
	return a ? "#orders table.ships a[href='" + a.getAttribute("href") + "']" : "";
})()`

// TestBrowserKeyboardTurn plays a whole turn against the computer with the
// Tab and Enter keys alone: selecting each ship from the ship list, a move
// marker, its Confirm, and the fire phase's orders.
func TestBrowserKeyboardTurn(t *testing.T) {
	ctx, console := browser(t)
	ts := newGameTestServer(t)
	startGame(t, ctx, ts.URL, "computer", "1")
	for step := 0; ; step++ {
		if step == 60 {
			t.Fatal("the turn did not end in 60 keyboard orders")
		}
		target := evaluate[string](t, ctx, keyboardTurnJS)
		if target == "" {
			break
		}
		// Tab (from wherever the focus is) until the target has it.
		if evaluate[bool](t, ctx, `document.activeElement.matches(`+jsString(target)+`)`) == false {
			found := false
			for range 600 {
				do(t, ctx, "pressing Tab", chromedp.KeyEvent(kb.Tab))
				if evaluate[bool](t, ctx, `document.activeElement.matches(`+jsString(target)+`)`) {
					found = true
					break
				}
			}
			if !found {
				screenshot(t, ctx, "keyboard-stuck.png")
				t.Logf("focus on %s", evaluate[string](t, ctx, `document.activeElement.outerHTML.slice(0, 200)`))
				t.Fatalf("step %d: Tab never reached %s", step, target)
			}
		}
		mark := evaluate[string](t, ctx, gameMarkJS)
		do(t, ctx, "pressing Enter on "+target, chromedp.KeyEvent(kb.Enter))
		if target == "a.move" || target == "#orders form.order button" {
			if evaluate[string](t, ctx, pendingJS) == "" {
				t.Fatalf("step %d: Enter on %s made no pending order", step, target)
			}
			// Nothing may have been sent meanwhile (by the page's boosted
			// forms, say).
			time.Sleep(300 * time.Millisecond)
			if now := evaluate[string](t, ctx, gameMarkJS); now != mark {
				t.Fatalf("step %d: Enter on %s gave the order at once (%s, was %s)", step, target, now, mark)
			}
			continue
		}
		if err := waitGame(ctx, mark); err != nil {
			t.Fatalf("step %d: Enter on %s changed nothing: %v", step, target, err)
		}
	}
	if !evaluate[bool](t, ctx, `!!document.getElementById("report")`) {
		t.Error("the one-turn game did not end with its report")
	}
	noConsoleErrors(t, console)
}

// twoSeatStepJS gives one order for a seat in a game between two
// browsers: the longest move of the first ship that may act (so the fleets
// close in and fire), else the first fire order, else Done, each confirmed
// at once; "wait" when the game waits for the other side. It returns the
// kind of order with its text.
const twoSeatStepJS = `(() => {
	if (document.getElementById("report")) return "report";
	const h = document.getElementById("handover");
	if (h && !h.hidden) { document.getElementById("handover-ok").click(); return "handover"; }
	if (!document.getElementById("your-turn")) return "wait";
	const confirm = () => { document.getElementById("pending-confirm").click(); };
	const moves = [...document.querySelectorAll("a.move")];
	if (moves.length) {
		const score = m => { const w = m.dataset.order.split(" ").pop(); return 10 * (w.match(/F/g) || []).length - w.length; };
		const best = moves.reduce((a, b) => score(b) > score(a) ? b : a);
		best.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true}));
		confirm();
		return "move " + best.dataset.order;
	}
	const fire = document.querySelector("#orders form.order[data-kind=fire] button");
	const done = document.querySelector("#orders form.order[data-kind=done] button");
	const any = fire || done || document.querySelector("#orders form.order button");
	if (any) { const what = any.value; any.click(); confirm(); return (fire ? "fire " : "order ") + what; }
	const acting = (document.getElementById("acting") || {}).textContent || "";
	const a = [...document.querySelectorAll("#orders table.ships a")].find(a => acting.includes(a.textContent));
	if (a) { a.click(); return "select"; }
	return "stuck";
})()`

// TestBrowserTwoPlayersLive plays a one-turn game between two browsers, a
// creator and a friend who joins by the invitation link. Neither page is
// ever reloaded by the test: each learns of the other's orders from the
// game's live stream. No order may be refused as stale, and while one side
// has declared fire and the other has not, the declaration must be absent
// from the other side's page source and from its API answers.
func TestBrowserTwoPlayersLive(t *testing.T) {
	red, redConsole := browser(t)
	blue, blueConsole := browser(t)
	ts := newGameTestServer(t)
	startGame(t, red, ts.URL, "friend", "1")
	invite := evaluate[string](t, red, `document.getElementById("invite").getAttribute("href")`)
	id := evaluate[string](t, red, `location.pathname.split("/")[2]`)
	do(t, blue, "joining", chromedp.Navigate(ts.URL+invite), chromedp.Click(chromedp.ID("take-seat")), chromedp.WaitVisible(chromedp.CSS("svg.board")))
	// Taking the seat used the invitation up and gave this browser a token
	// of its own, kept in its seat cookie.
	jar, err := chromedp.Call(blue, network.GetCookies, network.GetCookiesParams{})
	if err != nil {
		t.Fatalf("reading the seat cookie: %v", err)
	}
	cookies := jar.Cookies
	token := ""
	for _, c := range cookies {
		if c.Name == seatCookie(id, 1) {
			token = c.Value
		}
	}
	if token == "" {
		t.Fatalf("no seat cookie %s after taking the seat", seatCookie(id, 1))
	}
	if err := waitGame(blue, "none"); err != nil {
		t.Fatalf("the friend's page did not settle: %v", err)
	}
	blueAPI := func(path string) string {
		req, _ := http.NewRequest(http.MethodGet, ts.URL+"/api/games/"+id+path, nil)
		req.Header.Set("Authorization", "Bearer "+token)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	sides := []struct {
		name string
		ctx  context.Context
	}{{"red", red}, {"blue", blue}}
	orders, fires, checked := 0, 0, 0
	deadline := time.Now().Add(60 * time.Second)
	for over := false; !over; {
		if time.Now().After(deadline) {
			screenshot(t, red, "two-red-stuck.png")
			screenshot(t, blue, "two-blue-stuck.png")
			t.Fatalf("the game did not end in time after %d orders", orders)
		}
		acted := false
		for k, s := range sides {
			if note := evaluate[string](t, s.ctx, `(document.getElementById("note") || {}).textContent || ""`); note != "" {
				t.Fatalf("%s's page says %q after %d orders", s.name, note, orders)
			}
			mark := evaluate[string](t, s.ctx, gameMarkJS)
			if k == 0 && fires == 0 && evaluate[bool](t, s.ctx, `!!document.querySelector("#orders form.order[data-kind=fire]")`) {
				odds := evaluate[string](t, s.ctx, `document.querySelector("#orders form.order[data-kind=fire] .odds").textContent`)
				if !strings.Contains(odds, "+ to hit: ") || !strings.Contains(odds, "hits expected") {
					t.Errorf("a fire order's odds read %q", odds)
				}
				screenshot(t, s.ctx, "two-red-fire-orders.png")
			}
			did := evaluate[string](t, s.ctx, twoSeatStepJS)
			switch {
			case did == "report":
				over = true
				continue
			case did == "wait":
				continue
			case did == "stuck":
				t.Fatalf("%s has no order to give", s.name)
			}
			acted = true
			orders++
			if err := waitGame(s.ctx, mark); err != nil {
				t.Fatalf("%s's order %q changed nothing: %v", s.name, did, err)
			}
			if k == 0 && strings.HasPrefix(did, "fire ") {
				fires++
				if fires == 1 {
					screenshot(t, red, "two-red-fire.png")
					screenshot(t, blue, "two-blue-fire.png")
				}
				// Red's declaration stands; Blue has not declared all.
				if evaluate[bool](t, blue, `!!document.getElementById("your-turn")`) {
					declared := strings.TrimPrefix(did, "fire ")
					html := evaluate[string](t, blue, `document.documentElement.outerHTML`)
					redLog := evaluate[[]string](t, red, `[...document.querySelectorAll("ol.log li")].slice(0, 3).map(li => li.textContent)`)
					for _, line := range redLog {
						if strings.Contains(line, "fire") && strings.Contains(html, line) {
							t.Errorf("Blue's page shows Red's declaration %q", line)
						}
					}
					state, log := blueAPI("/state"), blueAPI("/log")
					for _, line := range redLog {
						if strings.Contains(line, "fire") && (strings.Contains(state, line) || strings.Contains(log, jsonText(line))) {
							t.Errorf("Blue's API answers show Red's declaration %q", line)
						}
					}
					if strings.Contains(html, `value="`+declared+`"`) && !strings.Contains(html, "<strong>Blue") {
						t.Errorf("Blue's page holds Red's order %q", declared)
					}
					checked++
				}
			}
		}
		if !acted && !over {
			time.Sleep(100 * time.Millisecond)
		}
	}
	t.Logf("%d orders, %d of Red's fire declarations, %d checked from Blue's side", orders, fires, checked)
	if fires == 0 {
		t.Error("Red never declared fire: the test did not reach the fire phase")
	}
	screenshot(t, red, "two-red-report.png")
	noConsoleErrors(t, redConsole)
	noConsoleErrors(t, blueConsole)
}

// jsonText writes s as it appears inside a JSON string.
func jsonText(s string) string {
	b, _ := json.Marshal(s)
	return string(b[1 : len(b)-1])
}

// TestBrowserHotSeat plays a one-turn game with both seats at one browser:
// the page must pass to the seat the game waits for by itself, never
// refuse an order, and show the hand-over screen before the second seat's
// secret fire declarations, hiding the page until it is dismissed.
func TestBrowserHotSeat(t *testing.T) {
	ctx, console := browser(t)
	ts := newGameTestServer(t)
	startGame(t, ctx, ts.URL, "hotseat", "1")
	seats := map[string]bool{}
	handovers := 0
	for step := 0; ; step++ {
		if step == 200 {
			t.Fatal("the game did not end in 200 orders")
		}
		if note := evaluate[string](t, ctx, `(document.getElementById("note") || {}).textContent || ""`); note != "" {
			t.Fatalf("step %d: the page says %q", step, note)
		}
		seats[evaluate[string](t, ctx, `document.getElementById("game").dataset.seat`)] = true
		mark := evaluate[string](t, ctx, gameMarkJS)
		did := evaluate[string](t, ctx, twoSeatStepJS)
		switch did {
		case "report":
		case "wait":
			t.Fatalf("step %d: the hot-seat page waits: it did not pass to the seat the game waits for", step)
		case "stuck":
			t.Fatalf("step %d: no order to give", step)
		case "handover":
			handovers++
			if evaluate[bool](t, ctx, `document.documentElement.classList.contains("handing-over")`) {
				t.Error("the page stays hidden after the hand-over")
			}
			continue
		default:
			if err := waitGame(ctx, mark); err != nil {
				screenshot(t, ctx, "hotseat-stuck.png")
				for _, m := range console() {
					t.Logf("console %s", m)
				}
				t.Fatalf("step %d: %s changed nothing (the page says %q): %v", step, did, evaluate[string](t, ctx, `(document.getElementById("note") || {}).textContent || ""`), err)
			}
			if evaluate[bool](t, ctx, `!document.getElementById("handover").hidden`) {
				if !evaluate[bool](t, ctx, `["svg.board", "#orders", "ol.log"].every(s => getComputedStyle(document.querySelector(s)).visibility === "hidden")`) {
					t.Error("the hand-over screen leaves the map, orders or log in sight")
				}
				if handovers == 0 {
					screenshot(t, ctx, "hotseat-handover.png")
				}
			}
			continue
		}
		break
	}
	if !seats["0"] || !seats["1"] {
		t.Errorf("the page showed the seats %v, want both", seats)
	}
	if handovers == 0 {
		t.Error("no hand-over screen before secret orders")
	}
	noConsoleErrors(t, console)
}

// TestBrowserHexPicker clicks a hex where several moves of the selected
// ship end (with different facings): a picker must list them, each a
// touch-sized button, and choosing one makes it the pending order.
func TestBrowserHexPicker(t *testing.T) {
	ctx, console := browser(t)
	ts := newGameTestServer(t)
	startGame(t, ctx, ts.URL, "computer", "1")
	ensureSelected(t, ctx)
	cell := evaluate[string](t, ctx, `(() => { const n = {}; document.querySelectorAll("a.move").forEach(a => n[a.dataset.cell] = (n[a.dataset.cell] || 0) + 1); return Object.keys(n).find(c => n[c] > 1 && !document.querySelector("a.select[data-cell='" + c + "']")) || ""; })()`)
	if cell == "" {
		t.Fatal("no hex where several moves end")
	}
	want := evaluate[[]string](t, ctx, `[...document.querySelectorAll("a.move")].filter(a => a.dataset.cell === `+jsString(cell)+`).map(a => a.getAttribute("aria-label"))`)
	do(t, ctx, "clicking the hex", chromedp.Click(chromedp.CSS(`polygon.dest[data-cell="`+cell+`"]`)))
	got := evaluate[[]string](t, ctx, `[...document.querySelectorAll(".picker:not([hidden]) .picks button")].map(b => b.textContent)`)
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("the picker lists %q, want %q", got, want)
	}
	if small := evaluate[int](t, ctx, `[...document.querySelectorAll(".picks button")].filter(b => b.getBoundingClientRect().height < 24).length`); small > 0 {
		t.Errorf("%d picker buttons are under 24 px high", small)
	}
	screenshot(t, ctx, "game-picker.png")
	do(t, ctx, "choosing the last", chromedp.Click(chromedp.CSS(".picks button:last-child")))
	if p := evaluate[string](t, ctx, pendingJS); p != want[len(want)-1] {
		t.Errorf("the pending order reads %q, want %q", p, want[len(want)-1])
	}
	if !evaluate[bool](t, ctx, `document.querySelector(".picker").hidden`) {
		t.Error("the picker stays open")
	}
	noConsoleErrors(t, console)
}
