package web

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserFTDrawOfferWhileWriting has Union offer a draw while League
// writes its movement orders: League's page, not reloaded, must show the
// offer with its answers, must not claim that Union sealed its orders, and
// must keep the order being written, which is then sealed (not refused as
// stale). Then League resigns while Union writes: Union's page must show
// the battle over.
func TestBrowserFTDrawOfferWhileWriting(t *testing.T) {
	union, _ := browser(t)
	league, _ := browser(t)
	ts := newGameTestServer(t)
	startFT(t, union, ts.URL, "ft-mode", "friend")
	invite := evaluate[string](t, union, `document.getElementById("invite").getAttribute("href")`)
	do(t, league, "joining", chromedp.Navigate(ts.URL+invite), chromedp.Click(chromedp.ID("take-seat")))
	if err := waitFT(league, "none"); err != nil {
		t.Fatalf("the friend's page did not open: %v", err)
	}
	do(t, league, "League starting to write", chromedp.SendKeys(chromedp.CSS("#ft-orders input[name^=ship-]"), "S1"))
	leagueMark := evaluate[string](t, league, ftMarkJS)
	unionMark := evaluate[string](t, union, ftMarkJS)
	do(t, union, "Union offering a draw", chromedp.Click(chromedp.ID("draw-offer-button")))
	if err := waitFT(union, unionMark); err != nil {
		t.Fatalf("Union's page did not move on after its offer: %v", err)
	}
	if err := pollAcross(league, `!!document.getElementById("draw-accept")`, 10*time.Second); err != nil {
		t.Fatalf("League's page, writing, does not show Union's draw offer: %v", err)
	}
	if notice := evaluate[string](t, league, `document.getElementById("ft-notice").textContent`); strings.Contains(notice, "sealed") || !strings.Contains(notice, "draw was offered") {
		t.Errorf("League's page says %q after a draw offer, want it to point to the offer", notice)
	}
	if got := evaluate[string](t, league, `document.querySelector("#ft-orders input[name^=ship-]").value`); got != "S1" {
		t.Errorf("League's order being written reads %q", got)
	}
	if evaluate[string](t, league, ftMarkJS) != leagueMark {
		t.Errorf("League's page was reloaded while it was writing")
	}
	screenshot(t, league, "ft-draw-offered-while-writing.png")
	do(t, league, "a phone's screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	screenshot(t, league, "ft-draw-offered-while-writing-phone.png")
	do(t, league, "League submitting", chromedp.Click(chromedp.ID("ft-submit")))
	if err := waitFT(league, leagueMark); err != nil {
		t.Fatalf("League's page did not move on: %v", err)
	}
	if note := evaluate[string](t, league, `(() => { const n = document.querySelector("#note.error"); return n ? n.textContent : ""; })()`); note != "" {
		t.Fatalf("League's orders were refused: %s", note)
	}
	if !evaluate[bool](t, league, `!!document.getElementById("sealed")`) {
		t.Error("League's page does not show its sealed orders")
	}
	// Union, writing, hears of League's resignation: its page shows the
	// battle ended rather than a form whose orders can only be refused.
	if !evaluate[bool](t, union, `!!document.getElementById("ft-orders")`) {
		t.Fatal("Union's page offers no orders form")
	}
	leagueMark = evaluate[string](t, league, ftMarkJS)
	evaluate[bool](t, league, `(() => { document.getElementById("resign").click(); return true; })()`)
	if err := waitFT(league, leagueMark); err != nil {
		t.Fatalf("League's page did not move on after resigning: %v", err)
	}
	if err := pollAcross(union, `!!document.getElementById("report")`, 10*time.Second); err != nil {
		t.Errorf("Union's page, writing, does not show that League resigned: %v", err)
	}
	screenshot(t, union, "ft-draw-resigned-while-writing.png")
}

// TestBrowserFTRoundPlayedInAnotherTab has one browser write a side's
// movement orders in two tabs against the computer: the first submits, so
// the round is played out; the second, still writing, must not be told its
// orders stay valid (they were written for a round now over): it loads the
// new round.
func TestBrowserFTRoundPlayedInAnotherTab(t *testing.T) {
	first, _ := browser(t)
	ts := newGameTestServer(t)
	startFT(t, first, ts.URL)
	second, cancel := chromedp.NewContext(first) // a second tab, with the same seat's cookie
	defer cancel()
	page := evaluate[string](t, first, `location.href`)
	do(t, second, "opening the battle in a second tab", chromedp.Navigate(page))
	if err := waitFT(second, "none"); err != nil {
		t.Fatalf("the second tab did not open the battle: %v", err)
	}
	do(t, second, "writing in the second tab", chromedp.SendKeys(chromedp.CSS("#ft-orders input[name^=ship-]"), "S1"))
	before := evaluate[string](t, second, `document.getElementById("ftgame").dataset.phase`)
	firstMark := evaluate[string](t, first, ftMarkJS)
	do(t, first, "submitting in the first tab", chromedp.Click(chromedp.ID("ft-submit")))
	if err := waitFT(first, firstMark); err != nil {
		t.Fatalf("the first tab did not move on: %v", err)
	}
	after := evaluate[string](t, first, `document.getElementById("ftgame").dataset.phase`)
	if after == before {
		t.Fatalf("the round was not played out (phase %s)", after)
	}
	err := pollAcross(second, `(() => { const g = document.getElementById("ftgame"); return !!g && g.dataset.phase === `+jsString(after)+`; })()`, 10*time.Second)
	if err != nil {
		notice := evaluate[string](t, second, `(() => { const n = document.getElementById("ft-notice"); return n && !n.hidden ? n.textContent : ""; })()`)
		t.Errorf("the second tab, writing for phase %s, did not load phase %s (%v); it says %q", before, after, err, notice)
	}
}
