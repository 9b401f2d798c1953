package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestFTOrdersWrittenBeforeADrawOffer writes League's orders on a page
// read before Union offered a draw: the offer changes nothing the orders
// are written against, so they are sealed, not refused as stale (which
// lost them: the page drops its draft when it submits), and the round
// resolves with both sides' orders.
func TestFTOrdersWrittenBeforeADrawOffer(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	union, league := g.Tokens[0], g.Tokens[1]
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/table", union, map[string]any{"step": "offer"}); code != http.StatusOK {
		t.Fatalf("Union's draw offer: %d %s", code, body)
	}
	jar := cookieJar{seatCookie(g.ID, 1): league}
	w := jar.post(s, "/games/"+g.ID+"/orders", url.Values{"seat": {"1"}, "version": {"0"}, "ship-2": {"S1"}})
	if loc := w.Header().Get("Location"); w.Code != http.StatusSeeOther || !strings.Contains(loc, "note=sealed") {
		t.Fatalf("League's orders written before the offer: %d to %q, want them sealed", w.Code, loc)
	}
	if code, body := submitFT(t, s, g.ID, union, 0, "Resolute: P1"); code != http.StatusOK {
		t.Fatalf("Union's orders written before its own offer: %d %s", code, body)
	}
	_, body := ftStateOf(t, s, g.ID, union)
	if !strings.Contains(body, "Vigilant: S1") || !strings.Contains(body, "Resolute: P1") {
		t.Errorf("the round did not resolve with both sides' orders:\n%s", body)
	}
	// Orders of the round before are stale still.
	if code, body := submitFT(t, s, g.ID, league, 0, ""); code != http.StatusConflict {
		t.Errorf("orders of the round resolved: %d %s, want 409", code, body)
	}
}
