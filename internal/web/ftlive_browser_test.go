package web

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// ftSourceJS returns the page's source as the browser holds it.
const ftSourceJS = `document.documentElement.outerHTML`

// TestBrowserFTTwoPlayersLive plays a two-turn cruiser action between two
// browsers, the creator (Union) and a friend who joins by the invitation
// (League). The test never reloads a page: each learns of the other's
// orders from the game's live stream. While Union's orders are sealed,
// nothing League's browser holds or its API answers carries them, and
// League's page, on which it is writing, is not reloaded but told; no
// submission is refused as stale.
func TestBrowserFTTwoPlayersLive(t *testing.T) {
	union, _ := browser(t)
	league, _ := browser(t)
	ts := newGameTestServer(t)
	startFT(t, union, ts.URL, "ft-mode", "friend", "ft-turns", "2")
	invite := evaluate[string](t, union, `document.getElementById("invite").getAttribute("href")`)
	id := evaluate[string](t, union, `location.pathname.split("/")[2]`)
	do(t, league, "joining", chromedp.Navigate(ts.URL+invite), chromedp.Click(chromedp.ID("take-seat")))
	if err := waitFT(league, "none"); err != nil {
		t.Fatalf("the friend's page did not open: %v", err)
	}
	jar, err := chromedp.Call(league, network.GetCookies, network.GetCookiesParams{})
	if err != nil {
		t.Fatal(err)
	}
	token := ""
	for _, c := range jar.Cookies {
		if c.Name == seatCookie(id, 1) {
			token = c.Value
		}
	}
	leagueAPI := func(path string) string {
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
	submit := func(name string, ctx context.Context) string {
		t.Helper()
		mark := evaluate[string](t, ctx, ftMarkJS)
		do(t, ctx, name+" submitting", chromedp.Click(chromedp.ID("ft-submit")))
		if err := waitFT(ctx, mark); err != nil {
			t.Fatalf("%s's page did not move on: %v", name, err)
		}
		if note := evaluate[string](t, ctx, `(() => { const n = document.querySelector("#note.error"); return n ? n.textContent : ""; })()`); note != "" {
			t.Fatalf("%s's orders were refused: %s", name, note)
		}
		return evaluate[string](t, ctx, ftMarkJS)
	}
	for round := 0; round < 8; round++ {
		if evaluate[bool](t, union, `!!document.getElementById("report")`) {
			break
		}
		movement := evaluate[bool](t, union, `!!document.querySelector("#ft-orders input[name^=ship-]")`)
		// Each turn's order is new, so that an earlier turn's revealed
		// orders do not count as a leak.
		accel := strconv.Itoa(round/2 + 1)
		if movement {
			do(t, union, "Union writing", chromedp.SendKeys(chromedp.CSS("#ft-orders input[name^=ship-]"), "P2+"+accel))
		} else {
			evaluate[int](t, union, ftFireJS)
		}
		leagueMark := evaluate[string](t, league, ftMarkJS)
		if movement {
			do(t, league, "League starting to write", chromedp.SendKeys(chromedp.CSS("#ft-orders input[name^=ship-]"), "S1"))
		}
		unionSealed := submit("Union", union)
		if !evaluate[bool](t, union, `!!document.getElementById("sealed")`) {
			t.Fatalf("round %d: Union's page does not show its sealed orders", round)
		}
		if movement {
			// League hears of the sealed orders on its stream, without a reload.
			if err := pollAcross(league, `!document.getElementById("ft-notice").hidden`, 10*time.Second); err != nil {
				t.Fatalf("round %d: League's page was not told that Union sealed its orders: %v", round, err)
			}
			if got := evaluate[string](t, league, `document.querySelector("#ft-orders input[name^=ship-]").value`); got != "S1" {
				t.Errorf("round %d: League's order being written reads %q", round, got)
			}
			src := evaluate[string](t, league, ftSourceJS)
			api := leagueAPI("/state") + leagueAPI("/log")
			for _, leak := range []string{"P2+" + accel, "P2 +" + accel, "P2&#43;" + accel} {
				if strings.Contains(src, leak) || strings.Contains(api, leak) {
					t.Errorf("round %d: League's page or API carries Union's sealed %q", round, leak)
				}
			}
			if evaluate[string](t, league, ftMarkJS) != leagueMark {
				t.Errorf("round %d: League's page changed while it was writing", round)
			}
		} else {
			evaluate[int](t, league, ftFireJS)
		}
		submit("League", league)
		// Union's page follows by itself once the round has resolved.
		if err := waitFT(union, unionSealed); err != nil {
			t.Fatalf("round %d: Union's page did not follow the resolution: %v", round, err)
		}
		if round == 0 && !strings.Contains(evaluate[string](t, league, ftSourceJS), "Resolute: P2 +1") {
			t.Errorf("after the round, League does not see Union's revealed orders")
		}
	}
	for _, ctx := range []context.Context{union, league} {
		if !evaluate[bool](t, ctx, `!!document.getElementById("report")`) {
			t.Fatalf("the battle did not end on both pages")
		}
	}
	screenshot(t, league, "ft-two-league-report.png")
}

// TestBrowserFTHotSeat plays the first round of a battle hot-seat: the
// page opens on the hand-over screen, which shows no table and no orders,
// and after each side's orders it hands over to the other side, also when
// the orders completed the round.
func TestBrowserFTHotSeat(t *testing.T) {
	ctx, _ := browser(t, chromedp.WindowSize(1280, 900))
	ts := newGameTestServer(t)
	startFT(t, ctx, ts.URL, "ft-mode", "hotseat")
	for k, side := range []string{"Union", "League", "Union"} {
		if err := pollAcross(ctx, `!!document.getElementById("handover")`, 10*time.Second); err != nil {
			t.Fatalf("step %d: no hand-over screen: %v", k, err)
		}
		if got := text(t, ctx, "#handover-title"); got != "Hand the screen to "+side {
			t.Errorf("step %d: the hand-over reads %q, want it to %s", k, got, side)
		}
		if evaluate[bool](t, ctx, `!!document.querySelector("svg.ftboard, #ft-orders, #sealed")`) {
			t.Errorf("step %d: the hand-over screen shows the table or orders", k)
		}
		if k == 0 {
			screenshot(t, ctx, "ft-handover.png")
		}
		mark := evaluate[string](t, ctx, ftMarkJS)
		do(t, ctx, side+" taking the screen", chromedp.Click(chromedp.ID("handover-ok")))
		if err := waitFT(ctx, mark); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text(t, ctx, "#turn-line"), "Write your") {
			t.Fatalf("step %d: %s's page offers no orders: %s", k, side, text(t, ctx, "#turn-line"))
		}
		if k == 2 {
			break // Union, handed the screen after the round, writes its fire orders
		}
		mark = evaluate[string](t, ctx, ftMarkJS)
		do(t, ctx, side+" submitting", chromedp.Click(chromedp.ID("ft-submit")))
		if err := waitFT(ctx, mark); err != nil {
			t.Fatal(err)
		}
	}
	if !strings.Contains(text(t, ctx, ".status"), "fire orders") {
		t.Errorf("after both sides' movement orders the battle is not in the fire round: %s", text(t, ctx, ".status"))
	}
}
