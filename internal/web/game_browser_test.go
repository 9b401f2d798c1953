package web

import (
	"context"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// gameStepJS gives one order on a game page the way a player does, by
// clicking, and says what it did: a move marker on the map when the
// selected ship shows some, else the first order button, else another of
// the player's ships on the map, one that has not moved when there is one. Before clicking it leaves a mark on the
// window, which survives an htmx swap but not a page load.
const gameStepJS = `(() => {
	if (document.getElementById("report")) return "report";
	if (!document.getElementById("your-turn")) return "wait";
	window.sameWindow = true;
	const mv = document.querySelector("polygon.move");
	const confirm = () => { const c = document.getElementById("pending-confirm"); if (c && !document.getElementById("pending").hidden) c.click(); };
	if (mv) { mv.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true})); confirm(); return "move"; }
	const b = document.querySelector("#orders form.order button");
	if (b) { b.click(); confirm(); return "order"; }
	const ships = [...document.querySelectorAll("a.select")];
	const sel = Number(document.getElementById("game").dataset.sel);
	const next = ships.find(a => a.id !== "ship-" + sel && !a.querySelector("g.moved")) || ships.find(a => Number(a.id.slice(5)) > sel);
	if (next) { next.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true})); return "select"; }
	return "stuck";
})()`

// gameMarkJS identifies the position on the page: version, selection,
// whether the seat is to give orders and whether the report is shown.
const gameMarkJS = `(() => { const g = document.getElementById("game"); return g ? g.dataset.version + "/" + g.dataset.sel + "/" + !!document.getElementById("your-turn") + "/" + !!document.getElementById("report") : "none"; })()`

// gameSettledJS is true when the page shows another position than mark and
// is ready for the next click: the board's script is installed and htmx has
// no request, swap or settle under way.
func gameSettledJS(mark string) string {
	return `(() => { const m = ` + gameMarkJS + `; return m !== "none" && m !== ` + jsString(mark) +
		` && document.readyState === "complete" && document.documentElement.dataset.board === "ready"` +
		` && !document.querySelector(".htmx-request, .htmx-swapping, .htmx-settling, .htmx-added"); })()`
}

// waitGame waits until the page shows another position than mark, settled.
// A click on a ship loads a new page, which may replace the page under the
// poll (the browser then answers "target navigated or closed", "not
// attached" or a lost context); then the poll is repeated on the new page,
// until the deadline.
func waitGame(ctx context.Context, mark string) error {
	return pollAcross(ctx, gameSettledJS(mark), 15*time.Second)
}

// TestBrowserGameAgainstComputer starts a two-turn destroyer skirmish
// against the computer from the games page and plays it to the end by
// clicking ships, move markers and order buttons, then checks the report
// and opens the replay, taking screenshots along the way. Every click on a
// move marker must be answered by htmx, without a page load.
func TestBrowserGameAgainstComputer(t *testing.T) {
	ctx, console := browser(t)
	ts := newGameTestServer(t)

	do(t, ctx, "starting a game",
		chromedp.Navigate(ts.URL+"/games"),
		chromedp.WaitVisible(chromedp.ID("start-button")),
		chromedp.SetValue(chromedp.ID("turns"), "2"),
		chromedp.Click(chromedp.ID("start-button")),
		chromedp.WaitVisible(chromedp.CSS("svg.board")),
	)
	if err := waitGame(ctx, "none"); err != nil {
		t.Fatalf("the game page did not settle: %v", err)
	}
	moves, shots := 0, 0
	for step := 0; ; step++ {
		if step == 400 {
			t.Fatal("the game did not end in 400 clicks")
		}
		mark := evaluate[string](t, ctx, gameMarkJS)
		did := evaluate[string](t, ctx, gameStepJS)
		if did == "report" {
			break
		}
		if did == "stuck" {
			screenshot(t, ctx, "game-stuck.png")
			t.Fatalf("step %d: no order to give on the page", step)
		}
		if err := waitGame(ctx, mark); err != nil {
			t.Errorf("step %d (%s at %s): the page did not change: %v", step, did, mark, err)
			screenshot(t, ctx, "game-timeout.png")
			t.Logf("state: %s", evaluate[string](t, ctx, `JSON.stringify({busy: document.getElementById("game").dataset.busy, pend: !document.getElementById("pending").hidden, cls: [...document.querySelectorAll(".htmx-request, .htmx-swapping, .htmx-settling, .htmx-added")].map(e => e.tagName + "." + e.className).join(" ")})`))
			for _, m := range console() {
				t.Logf("console %s", m)
			}
			t.FailNow()
			t.Fatalf("step %d (%s at %s): the page did not change: %v", step, did, mark, err)
		}
		switch did {
		case "move":
			moves++
			if !evaluate[bool](t, ctx, `window.sameWindow === true`) {
				t.Errorf("step %d: the move marker loaded a new page instead of swapping the game in", step)
			}
		case "select":
			if shots == 0 && evaluate[bool](t, ctx, `!!document.querySelector("polygon.move")`) {
				shots++
				screenshot(t, ctx, "game-selected.png")
			}
		}
	}
	if moves == 0 {
		t.Error("no move marker was clicked")
	}
	t.Logf("%d moves given by clicking their markers", moves)
	do(t, ctx, "waiting for the report", chromedp.WaitVisible(chromedp.ID("report")))
	report := text(t, ctx, "#report")
	if !strings.Contains(report, "turn") || !strings.Contains(report, "Lance") {
		t.Errorf("the report reads %q", report)
	}
	screenshot(t, ctx, "game-report.png")
	do(t, ctx, "opening the replay",
		chromedp.Click(chromedp.ID("replay-link")),
		chromedp.WaitVisible(chromedp.ID("next")),
		chromedp.Click(chromedp.ID("next")),
		chromedp.WaitVisible(chromedp.ID("prev")),
	)
	screenshot(t, ctx, "game-replay.png")
	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException {
			t.Errorf("console %s", m)
		}
	}
}

// newGameTestServer starts a test server for browser games, without a
// rate limit to speak of. When the test ends the live streams are ended
// first, as a shutdown ends them, since the test server's Close waits for
// every request in progress.
func newGameTestServer(t *testing.T) *httptest.Server {
	t.Helper()
	s := newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20})
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	t.Cleanup(s.live.close)
	return ts
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	return "\"" + strings.NewReplacer("\\", "\\\\", "\"", "\\\"").Replace(s) + "\""
}

// TestBrowserMoveByKeyboard gives a move without the mouse: after a ship
// is selected, the Tab key must reach a move marker, which bears the move's
// name, and Enter on it must give the order through the board's script, by
// htmx without a page load (the marker's link, the way without scripts, is
// not followed), so the game's version advances in the same window.
func TestBrowserMoveByKeyboard(t *testing.T) {
	ctx, console := browser(t)
	ts := newGameTestServer(t)

	do(t, ctx, "starting a game",
		chromedp.Navigate(ts.URL+"/games"),
		chromedp.WaitVisible(chromedp.ID("start-button")),
		chromedp.Click(chromedp.ID("start-button")),
		chromedp.WaitVisible(chromedp.ID("your-turn")),
	)
	if err := waitGame(ctx, "none"); err != nil {
		t.Fatalf("the game page did not settle: %v", err)
	}
	ensureSelected(t, ctx)
	if !evaluate[bool](t, ctx, `!!document.querySelector("a.move")`) {
		t.Fatal("the selected ship shows no move markers")
	}
	// Tab from the top of the page until a marker has the focus.
	focused := ""
	for range 300 {
		do(t, ctx, "pressing Tab", chromedp.KeyEvent(kb.Tab))
		focused = evaluate[string](t, ctx, `(() => { const a = document.activeElement; return a && a.matches("a.move") ? a.getAttribute("aria-label") : ""; })()`)
		if focused != "" {
			break
		}
	}
	if !strings.HasPrefix(focused, "move ") || !strings.Contains(focused, " facing ") {
		t.Fatalf("no move marker took the focus with a name (got %q)", focused)
	}
	screenshot(t, ctx, "game-marker-focused.png")
	before := evaluate[int](t, ctx, `Number(document.getElementById("game").dataset.version)`)
	mark := evaluate[string](t, ctx, gameMarkJS)
	evaluate[bool](t, ctx, `window.sameWindow = true`)
	do(t, ctx, "pressing Enter on the marker", chromedp.KeyEvent(kb.Enter))
	// The order is pending, with the focus on its Confirm button, and
	// was not given. A loaded machine may take a moment to show it.
	onConfirmJS := `(() => { const p = document.getElementById("pending"); return p && !p.hidden && document.activeElement && document.activeElement.id === "pending-confirm" ? document.getElementById("pending-text").textContent : ""; })()`
	pollCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	_, _ = chromedp.Run(pollCtx, chromedp.Poll[bool](onConfirmJS+` !== ""`))
	cancel()
	time.Sleep(200 * time.Millisecond)
	if got := evaluate[string](t, ctx, onConfirmJS); got != focused {
		t.Fatalf("after Enter on %q the pending order reads %q, with the focus on Confirm", focused, got)
	}
	if v := evaluate[int](t, ctx, `Number(document.getElementById("game").dataset.version)`); v != before {
		t.Fatalf("Enter on a marker gave the order at once (version %d, was %d)", v, before)
	}
	do(t, ctx, "pressing Enter on Confirm", chromedp.KeyEvent(kb.Enter))
	if err := waitGame(ctx, mark); err != nil {
		t.Fatalf("Enter on %q changed nothing: %v", focused, err)
	}
	if !evaluate[bool](t, ctx, `window.sameWindow === true`) {
		t.Error("Enter on the marker loaded a new page instead of giving the order through htmx")
	}
	if loc, err := chromedp.Run(ctx, chromedp.Location()); err != nil || strings.Contains(loc, "move=") {
		t.Errorf("the address %q shows the marker's link was followed (%v)", loc, err)
	}
	if after := evaluate[int](t, ctx, `Number(document.getElementById("game").dataset.version)`); after <= before {
		t.Errorf("the game is at version %d after the move, was %d", after, before)
	}
	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException {
			t.Errorf("console %s", m)
		}
	}
}

// noScriptBrowser starts a headless chromium as browser does, but with
// JavaScript off for every page, as some players keep it.
func noScriptBrowser(t *testing.T) context.Context {
	t.Helper()
	ctx, _ := browser(t, chromedp.Flag("blink-settings", "scriptEnabled=false"))
	return ctx
}

// TestBrowserGameWithoutScript plays a move in a browser with JavaScript
// off: it starts a game, clicks a ship, clicks a move marker, which opens
// the game with the move described and a button to confirm it, and clicks
// the button; the game's version must advance.
func TestBrowserGameWithoutScript(t *testing.T) {
	ctx := noScriptBrowser(t)
	ts := newGameTestServer(t)
	version := func() int {
		v, err := chromedp.Run(ctx, chromedp.AttributeValue(chromedp.ID("game"), "data-version"))
		if err != nil {
			t.Fatalf("reading the version: %v", err)
		}
		n, err := strconv.Atoi(v.Value)
		if err != nil {
			t.Fatalf("the version %q: %v", v.Value, err)
		}
		return n
	}

	do(t, ctx, "starting a game",
		chromedp.Navigate(ts.URL+"/games"),
		chromedp.WaitVisible(chromedp.ID("start-button")),
		chromedp.Click(chromedp.ID("start-button")),
		chromedp.WaitVisible(chromedp.ID("your-turn")),
	)
	if ready, err := chromedp.Run(ctx, chromedp.AttributeValue(chromedp.CSS("html"), "data-board")); err == nil && ready.Exists {
		t.Fatal("the board's script ran: JavaScript is not off")
	}
	do(t, ctx, "selecting a ship",
		chromedp.Click(chromedp.CSS("a.select polygon")),
		chromedp.WaitVisible(chromedp.CSS("a.move")),
	)
	before := version()
	do(t, ctx, "clicking a move marker",
		chromedp.Click(chromedp.CSS("a.move polygon")),
		chromedp.WaitVisible(chromedp.ID("confirm-move")),
	)
	if loc, err := chromedp.Run(ctx, chromedp.Location()); err != nil || !strings.Contains(loc, "move=") {
		t.Errorf("the confirmation's address %q does not hold the move (%v)", loc, err)
	}
	if words := text(t, ctx, "#confirm-words"); !strings.Contains(words, " ends at ") && !strings.Contains(words, " stays at ") {
		t.Errorf("the move reads %q", words)
	}
	screenshot(t, ctx, "game-confirm.png")
	do(t, ctx, "confirming the move",
		chromedp.Click(chromedp.ID("confirm-move")),
		chromedp.WaitNotPresent(chromedp.ID("confirm")),
		chromedp.WaitVisible(chromedp.CSS("svg.board")),
	)
	if after := version(); after <= before {
		t.Errorf("the game is at version %d after the confirmed move, was %d", after, before)
	}
}
