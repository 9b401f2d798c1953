package web

import (
	"bytes"
	"net/http"
	"net/url"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestFTFormOneRecordInTheStore imports a Full Thrust record whose setup
// is in form 1, the JSON of the Go value that the web store saved before
// the documented form 2 (docs/fullthrust-record.md), and checks that the
// game the store then holds, setup as it was, loads and replays to the
// same events and end as the record with its setup in form 2, and that
// its page and record answer.
func TestFTFormOneRecordInTheStore(t *testing.T) {
	data, err := os.ReadFile("../../rules/fullthrust/battle/testdata/form1/cruiser-action.record.json")
	if err != nil {
		t.Fatal(err)
	}
	s := gameServer(t, newTestStore(t))
	w := postRecord(s, cookieJar{}, string(data), true, url.Values{"use": {"replay"}})
	if w.Code != http.StatusSeeOther {
		t.Fatalf("import: %d %.600s", w.Code, w.Body)
	}
	id := strings.TrimSuffix(gameIDOf(w.Header().Get("Location")), "/replay")
	stored, err := s.store.LoadGame(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(stored.Game.Setup, []byte(`"Sheet"`)) || bytes.Contains(stored.Game.Setup, []byte(`"form"`)) {
		t.Fatalf("the store holds the setup in another form: %.200s", stored.Game.Setup)
	}
	rec, err := recordOf(stored)
	if err != nil {
		t.Fatal(err)
	}
	replay := func(rec game.Record) ([]game.Event, game.Outcome) {
		var events []game.Event
		m, err := game.Replay(battle.Rules{}, rec, func(e game.Event) { events = append(events, e) })
		if err != nil {
			t.Fatal(err)
		}
		return events, m.Outcome()
	}
	old, oldEnd := replay(rec)
	setup, err := battle.UnmarshalSetup(rec.Setup)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Setup, err = battle.MarshalSetup(setup); err != nil {
		t.Fatal(err)
	}
	now, nowEnd := replay(rec)
	if !oldEnd.Over || !reflect.DeepEqual(oldEnd, nowEnd) || !reflect.DeepEqual(old, now) {
		t.Errorf("the stored form-1 game ends %+v after %d events; in form 2, %+v after %d", oldEnd, len(old), nowEnd, len(now))
	}
	for _, path := range []string{"/games/" + id, "/games/" + id + "/record"} {
		if w := get(s, path); w.Code != http.StatusOK {
			t.Errorf("%s: %d %.300s", path, w.Code, w.Body)
		}
	}
}

// TestFTSeatLinkPage makes and opens the seat link of a Full Thrust
// battle, whose pages named the scenario through the Space Fleet state and
// answered 500 before they took the invitation's way (scenarioName,
// offerSeat).
func TestFTSeatLinkPage(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	w := formPost(s, "/games/fullthrust", url.Values{"scenario": {"battle-cruiser-action"}, "mode": {"computer"}, "side": {"0"}}, nil)
	if w.Code != http.StatusSeeOther {
		t.Fatalf("create: %d %s", w.Code, w.Body)
	}
	holder := w.Result().Cookies()
	id := gameIDOf(w.Header().Get("Location"))
	w = formPost(s, "/games/"+id+"/seatlink", url.Values{"seat": {"0"}}, holder)
	m := regexp.MustCompile(`>https?://[^/<]+(/seat/[A-Za-z0-9]+)<`).FindStringSubmatch(w.Body.String())
	if w.Code != http.StatusOK || m == nil {
		t.Fatalf("seat link: %d %.600s", w.Code, w.Body)
	}
	if page := formGet(s, m[1], nil); page.Code != http.StatusOK || !strings.Contains(page.Body.String(), "Cruiser action") {
		t.Errorf("the seat link's page: %d %.600s", page.Code, page.Body)
	}
}
