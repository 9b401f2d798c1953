package web

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserFTReactionRound opens Red's page in the reaction round of
// reactBattle (battle readings W94-W96), at desk and phone width: the
// round is named, the declared fire listed and drawn, Kestrel's reactions
// offered in a select; choosing one and submitting plays the turn out, and
// the next page shows the reaction's check.
func TestBrowserFTReactionRound(t *testing.T) {
	browserReactionRound(t, reactBattle, "", 4, "ft-reaction")
}

// TestBrowserFTReactionRoundVector is [TestBrowserFTReactionRound] under
// vector movement (battle reading W97): Kestrel burns "MD1" of its
// thrust-4 drive, so its select offers no reaction and 1 to 3 factors of
// the main drive left.
func TestBrowserFTReactionRoundVector(t *testing.T) {
	file := strings.Replace(reactBattle, "options: {", "options: {movement: vector, ", 1)
	browserReactionRound(t, file, "Kestrel: MD1", 3, "ft-reaction-vector")
}

// browserReactionRound plays battle file to its reaction round, Red's
// movement order being move and Blue's fire at Kestrel, and checks Red's
// page there: free is the most factors Kestrel's select offers, and the
// screenshots are named shot.png and shot-phone.png.
func browserReactionRound(t *testing.T, file, move string, free int, shot string) {
	ctx, console := browser(t, chromedp.WindowSize(1280, 900))
	ts := newGameTestServer(t)
	call := func(method, path, token string, body any) []byte {
		t.Helper()
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		r, err := http.NewRequest(method, ts.URL+path, bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		r.Header.Set("Content-Type", "application/json")
		if token != "" {
			r.Header.Set("Authorization", "Bearer "+token)
		}
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out bytes.Buffer
		if _, err := out.ReadFrom(resp.Body); err != nil {
			t.Fatal(err)
		}
		if resp.StatusCode >= 300 {
			t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, out.String())
		}
		return out.Bytes()
	}
	var g createdGame
	if err := json.Unmarshal(call(http.MethodPost, "/api/games", "", newGameRequest{Ruleset: "fullthrust", File: file, Seats: []string{"human", "human"}}), &g); err != nil {
		t.Fatal(err)
	}
	for v, o := range []struct {
		seat   int
		orders string
	}{{0, move}, {1, ""}, {0, ""}, {1, "Heron: Kestrel"}} {
		call(http.MethodPost, "/api/games/"+g.ID+"/orders", g.Tokens[o.seat], map[string]any{"version": v, "orders": o.orders})
	}
	page := ts.URL + "/games/" + g.ID + "?seat=0"
	do(t, ctx, "opening Red's page in the reaction round",
		chromedp.Navigate(ts.URL+"/"),
		chromedp.Evaluate[chromedp.Void](`document.cookie = `+jsString(seatCookie(g.ID, 0)+"="+g.Tokens[0]+"; path=/")),
		chromedp.Navigate(page),
	)
	if err := pollAcross(ctx, ftReadyJS, 30e9); err != nil {
		t.Fatalf("the battle page did not load: %v", err)
	}
	if got := text(t, ctx, "#ft-orders h2, aside.ftorders h2"); got != "Your reactions to fire" {
		t.Errorf("the orders heading is %q", got)
	}
	if !evaluate[bool](t, ctx, `document.querySelectorAll("svg.ftboard .declared line.aim").length === 1 && document.getElementById("declared").textContent.includes("Heron: Kestrel")`) {
		t.Errorf("the declared fire is not listed and drawn")
	}
	if n := evaluate[int](t, ctx, `document.querySelectorAll("#em-0 option").length`); n != free+1 {
		t.Errorf("Kestrel's select offers %d choices, want no reaction and 1 to %d factors", n, free)
	}
	screenshot(t, ctx, shot+".png")
	do(t, ctx, "opening the round on a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile), chromedp.Navigate(page))
	if err := pollAcross(ctx, ftReadyJS, 30e9); err != nil {
		t.Fatalf("the battle page did not load on the phone: %v", err)
	}
	if !evaluate[bool](t, ctx, `document.documentElement.scrollWidth <= 390`) {
		t.Errorf("the reaction round is %d px wide on a 390 px phone", evaluate[int](t, ctx, `document.documentElement.scrollWidth`))
	}
	screenshot(t, ctx, shot+"-phone.png")
	mark := evaluate[string](t, ctx, ftMarkJS)
	do(t, ctx, "reacting with one factor", chromedp.SetValue(chromedp.ID("em-0"), "1"), chromedp.Click(chromedp.ID("ft-submit")))
	if err := waitFT(ctx, mark); err != nil {
		t.Fatalf("the reaction did not play the turn out: %v", err)
	}
	if err := pollAcross(ctx, `document.body.textContent.includes("Extreme Manoeuvres (reaction)")`, 10e9); err != nil {
		t.Errorf("the page after the round does not show the reaction's check: %v", err)
	}
	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException || m.Type == chromedp.ConsoleWarning {
			t.Errorf("console %s", m)
		}
	}
}
