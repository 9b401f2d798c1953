package web

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// gameStepJS gives one order on a game page the way a player does, by
// clicking, and says what it did: a move marker on the map when the
// selected ship shows some, else the first order button, else the next of
// the player's ships on the map.
const gameStepJS = `(() => {
	if (document.getElementById("report")) return "report";
	if (!document.getElementById("your-turn")) return "wait";
	const g = document.getElementById("game");
	const here = g.dataset.version + "/" + g.dataset.sel;
	const mv = document.querySelector("polygon.move");
	if (mv && window.triedMove !== here) { window.triedMove = here; mv.dispatchEvent(new MouseEvent("click", {bubbles: true})); return "move"; }
	const b = document.querySelector("#orders form.order button") || document.querySelector("form.choose button");
	if (b) { b.click(); return "order"; }
	const ships = [...document.querySelectorAll("a.select")];
	const sel = Number(document.getElementById("game").dataset.sel);
	const next = ships.find(a => Number(a.id.slice(5)) > sel);
	if (next) { next.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true})); return "select"; }
	return "stuck";
})()`

// gameMarkJS identifies the position on the page: version and selection.
const gameMarkJS = `(() => { const g = document.getElementById("game"); return g ? g.dataset.version + "/" + g.dataset.sel + "/" + !!document.getElementById("your-turn") + "/" + !!document.getElementById("report") : "none"; })()`

// TestBrowserGameAgainstComputer starts a two-turn destroyer skirmish
// against the computer from the games page and plays it to the end by
// clicking ships, move markers and order buttons, then checks the report
// and opens the replay, taking screenshots along the way.
func TestBrowserGameAgainstComputer(t *testing.T) {
	ctx, console := browser(t)
	ts := httptest.NewServer(newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20}))
	t.Cleanup(ts.Close)

	do(t, ctx, "starting a game",
		chromedp.Navigate(ts.URL+"/games"),
		chromedp.WaitVisible(chromedp.ID("start-button")),
		chromedp.SetValue(chromedp.ID("turns"), "2"),
		chromedp.Click(chromedp.ID("start-button")),
		chromedp.WaitVisible(chromedp.CSS("svg.board")),
	)
	shots := 0
	for step := 0; step < 400; step++ {
		mark := evaluate[string](t, ctx, gameMarkJS)
		did := evaluate[string](t, ctx, gameStepJS)
		if did == "report" {
			break
		}
		if did == "stuck" {
			screenshot(t, ctx, "game-stuck.png")
			t.Fatalf("step %d: no order to give on the page", step)
		}
		if did == "move" && shots == 0 {
			shots++
		}
		time.Sleep(300 * time.Millisecond) // let a navigation begin before polling
		var err error
		for range 5 { // a navigation replaces the page under the poll: poll the new one
			_, err = chromedp.Run(ctx, chromedp.Poll[bool](
				`(() => { const m = `+gameMarkJS+`; return m !== "none" && m !== `+jsString(mark)+`; })()`,
				chromedp.WithPollingTimeout(8*time.Second)))
			if err == nil || !(strings.Contains(err.Error(), "context") || strings.Contains(err.Error(), "attached")) {
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		if err != nil && did == "move" {
			t.Logf("step %d: the move marker did not answer; giving the order from the list", step)
			continue
		}
		if err != nil {
			screenshot(t, ctx, "game-timeout.png")
			t.Fatalf("step %d (%s): the page did not change: %v", step, did, err)
		}
		if did == "select" && evaluate[bool](t, ctx, `!!document.querySelector("polygon.move")`) && shots == 1 {
			shots++
			screenshot(t, ctx, "game-selected.png")
		}
	}
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

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	return "\"" + strings.NewReplacer("\\", "\\\\", "\"", "\\\"").Replace(s) + "\""
}
