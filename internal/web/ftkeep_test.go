package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/broadside/broadside/internal/store"
)

// TestFTResignRecordAndRematch plays the table steps of a Full Thrust
// battle from its page: the seat's page offers resigning, a seat link and
// (to a human opponent only) a draw; resigning ends the battle with the
// other side the winner; the finished page offers the record and a
// rematch, and the rematch against the computer swaps the sides.
func TestFTResignRecordAndRematch(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	b := cookieJar{}
	w := b.post(s, "/games/fullthrust", url.Values{"scenario": {"battle-cruiser-action"}, "mode": {"computer"}, "side": {"0"}})
	if w.Code != http.StatusSeeOther {
		t.Fatalf("new battle: %d %s", w.Code, w.Body)
	}
	id := gameIDOf(w.Header().Get("Location"))
	page := b.get(s, "/games/"+id).Body.String()
	for _, want := range []string{`id="resign"`, `id="seat-link-make"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the running battle's page lacks %s", want)
		}
	}
	if strings.Contains(page, `id="draw-offer-button"`) {
		t.Error("the page offers a draw to the computer, which does not answer offers")
	}
	if w := table(s, b, id, "0", "resign"); w.Code != http.StatusSeeOther {
		t.Fatalf("resign: %d %s", w.Code, w.Body)
	}
	page = b.get(s, "/games/"+id).Body.String()
	if !strings.Contains(page, "League won") || !strings.Contains(page, `id="record-link"`) || !strings.Contains(page, `id="rematch"`) {
		t.Fatalf("the finished battle's page lacks the result, the record or the rematch:\n%s", page)
	}
	if strings.Contains(page, `id="resign"`) {
		t.Error("the finished battle still offers resigning")
	}
	if rec := exportedRecord(t, s, id); len(rec.Steps) == 0 || !rec.Steps[len(rec.Steps)-1].Table {
		t.Errorf("the record does not end with the resignation: %+v", rec.Steps)
	}
	w = b.post(s, "/games/"+id+"/rematch", url.Values{"seat": {"0"}})
	if w.Code != http.StatusSeeOther {
		t.Fatalf("rematch: %d %s", w.Code, w.Body)
	}
	next := gameIDOf(w.Header().Get("Location"))
	rec, err := s.store.LoadGame(t.Context(), next)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Game.Ruleset != ftRuleset || rec.Seats[0].Kind != store.Computer || rec.Seats[1].Kind != store.Human {
		t.Errorf("the rematch: ruleset %q, seats %+v", rec.Game.Ruleset, rec.Seats)
	}
	if page := b.get(s, "/games/"+next).Body.String(); !strings.Contains(page, "You command <strong>League</strong>") {
		t.Error("the rematch's page does not give the player League")
	}
}
