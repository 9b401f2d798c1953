package web

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserFTStrikeOdds opens a battle whose last turn held a strike, as
// a spectator, on a desktop and a phone screen: the results show the
// strike's exact odds and the page is never wider than the screen.
func TestBrowserFTStrikeOdds(t *testing.T) {
	ctx, console := browser(t)
	s := gameServer(t, newTestStore(t))
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	t.Cleanup(s.live.close)
	g, rec := playToStrike(t, s)
	for _, size := range keepSizes {
		viewport(t, ctx, size.w, size.h, size.phone)
		do(t, ctx, "opening the battle on "+size.name,
			chromedp.Navigate(ts.URL+"/games/"+g.ID),
			chromedp.WaitVisible(chromedp.ID("strike-odds")),
		)
		table := text(t, ctx, "#strike-odds")
		for _, want := range []string{"P(destroyed)", rec.Strike.Ships[0].Name} {
			if !strings.Contains(table, want) {
				t.Errorf("%s: the strike's odds lack %q: %q", size.name, want, table)
			}
		}
		fits(t, ctx, "ft-strike-odds-"+size.name, size.w)
	}
	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException {
			t.Errorf("console %s", m)
		}
	}
}
