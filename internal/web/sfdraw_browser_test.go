package web

import (
	"context"
	"strconv"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// pickMoveJS makes the first move on the map of the selected ship the
// pending order and returns its label.
const pickMoveJS = `(() => { const a = document.querySelector("a.move polygon"); a.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true})); return document.getElementById("pending-text").textContent; })()`

// versionJS reads the game page's version.
const versionJS = `Number((document.getElementById("game") || {dataset: {version: -1}}).dataset.version)`

// noteJS reads the page's refusal note: "" when there is none.
const noteJS = `(document.getElementById("note") || {}).textContent || ""`

// TestBrowserSFDrawOfferWhilePending has one side of a Space Fleet game
// choose a move (pending, not yet confirmed) while the other offers a
// draw. With the live stream, the chooser's page shows the offer and keeps
// the pending order, which Confirm then gives. Without it (the stream cut,
// or Confirm pressed before the news arrives), a pending order chosen
// before the other side took a table step is sent against the version
// before it and must be played, not refused as stale. Screenshots of the
// chooser's page at 1280x900 and 390x844.
func TestBrowserSFDrawOfferWhilePending(t *testing.T) {
	red, redConsole := browser(t)
	blue, blueConsole := browser(t)
	ts := newGameTestServer(t)
	for _, ctx := range []context.Context{red, blue} {
		do(t, ctx, "sizing the screen", chromedp.EmulateViewport(1280, 900))
	}
	startGame(t, red, ts.URL, "friend", "1")
	invite := evaluate[string](t, red, `document.getElementById("invite").getAttribute("href")`)
	do(t, blue, "joining", chromedp.Navigate(ts.URL+invite), chromedp.Click(chromedp.ID("take-seat")), chromedp.WaitVisible(chromedp.CSS("svg.board")))
	if err := waitGame(blue, "none"); err != nil {
		t.Fatalf("the friend's page did not settle: %v", err)
	}
	chooser, other := red, blue
	if !evaluate[bool](t, red, `!!document.getElementById("your-turn")`) {
		chooser, other = blue, red
	}

	// With the live stream: the offer is shown, the pending order kept.
	ensureSelected(t, chooser)
	label := evaluate[string](t, chooser, pickMoveJS)
	if label == "" {
		t.Fatal("no move became pending")
	}
	before := evaluate[int](t, chooser, versionJS)
	do(t, other, "offering a draw", chromedp.Click(chromedp.ID("draw-offer-button")))
	if err := pollAcross(chooser, `!!document.getElementById("draw-accept") && `+versionJS+` === `+strconv.Itoa(before+1), 10*time.Second); err != nil {
		t.Fatalf("the chooser's page does not show the draw offer: %v", err)
	}
	if err := waitGame(chooser, "none"); err != nil {
		t.Fatal(err)
	}
	if got := evaluate[string](t, chooser, pendingJS); got != label {
		t.Errorf("after the draw offer the pending order reads %q, want %q", got, label)
	}
	screenshot(t, chooser, "sf-draw-pending.png")
	do(t, chooser, "a phone's screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	screenshot(t, chooser, "sf-draw-pending-phone.png")
	mark := evaluate[string](t, chooser, gameMarkJS)
	do(t, chooser, "confirming", chromedp.Click(chromedp.ID("pending-confirm")))
	if err := waitGame(chooser, mark); err != nil {
		t.Fatalf("Confirm changed nothing: %v", err)
	}
	if note := evaluate[string](t, chooser, noteJS); note != "" {
		t.Fatalf("the move confirmed after the offer was refused: %s", note)
	}
	if v := evaluate[int](t, chooser, versionJS); v != before+2 {
		t.Errorf("after the offer and the move the version is %d, want %d", v, before+2)
	}
	do(t, chooser, "the desktop's screen", chromedp.EmulateViewport(1280, 900))

	// Without it: the page that chooses does not hear of the other side's
	// table step, and sends the version before it.
	latest := evaluate[int](t, chooser, versionJS)
	if err := pollAcross(other, versionJS+` === `+strconv.Itoa(latest), 10*time.Second); err != nil {
		t.Fatalf("the other page did not follow the move: %v", err)
	}
	if !evaluate[bool](t, chooser, `!!document.getElementById("your-turn")`) {
		chooser, other = other, chooser
	}
	if _, err := chromedp.Call(chooser, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: `window.EventSource = undefined;`}); err != nil {
		t.Fatal(err)
	}
	do(t, chooser, "reloading without a live stream", chromedp.Reload())
	if err := waitGame(chooser, "none"); err != nil {
		t.Fatal(err)
	}
	if evaluate[bool](t, chooser, `!!document.getElementById("draw-decline")`) {
		mark = evaluate[string](t, chooser, gameMarkJS)
		do(t, chooser, "declining", chromedp.Click(chromedp.ID("draw-decline")))
		if err := waitGame(chooser, mark); err != nil {
			t.Fatal(err)
		}
	}
	step := "draw-decline"
	if evaluate[bool](t, chooser, `!document.getElementById("draw-offer")`) {
		step = "draw-offer-button"
	}
	if err := pollAcross(other, `!!document.getElementById("`+step+`")`, 10*time.Second); err != nil {
		t.Fatalf("the other page offers no %s: %v", step, err)
	}
	ensureSelected(t, chooser)
	label = evaluate[string](t, chooser, pickMoveJS)
	before = evaluate[int](t, chooser, versionJS)
	do(t, other, "the other side's table step", chromedp.Click(chromedp.ID(step)))
	if err := pollAcross(other, versionJS+` === `+strconv.Itoa(before+1), 10*time.Second); err != nil {
		t.Fatalf("the other side's %s did not land: %v", step, err)
	}
	time.Sleep(300 * time.Millisecond)
	if v := evaluate[int](t, chooser, versionJS); v != before {
		t.Fatalf("the page without a live stream moved on to version %d", v)
	}
	if got := evaluate[string](t, chooser, pendingJS); got != label {
		t.Fatalf("the pending order reads %q, want %q", got, label)
	}
	mark = evaluate[string](t, chooser, gameMarkJS)
	do(t, chooser, "confirming at the version before the table step", chromedp.Click(chromedp.ID("pending-confirm")))
	if err := waitGame(chooser, mark); err != nil {
		t.Fatalf("Confirm changed nothing: %v", err)
	}
	if note := evaluate[string](t, chooser, noteJS); note != "" {
		t.Errorf("the move chosen before the other side's %s was refused: %s", step, note)
	}
	if v := evaluate[int](t, chooser, versionJS); v != before+2 {
		t.Errorf("after the table step and the move the version is %d, want %d", v, before+2)
	}
	screenshot(t, chooser, "sf-draw-confirmed.png")
	noConsoleErrors(t, redConsole)
	noConsoleErrors(t, blueConsole)
}
