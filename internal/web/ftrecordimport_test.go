package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// cruiserActionRecord is the record of the first turn of the embedded
// cruiser action, seed 1: both sides' movement orders, then fire orders
// whose resolution rolls the beams' dice.
func cruiserActionRecord(t *testing.T) game.Record {
	t.Helper()
	b, ok := findFTBattle("battle-cruiser-action")
	if !ok {
		t.Fatal("no cruiser action")
	}
	setup, err := battle.MarshalSetup(b.setup)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.Start(battle.Rules{}, nil, setup, rng.Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	for i, text := range []string{
		"Resolute: +4\nDauntless: P1 +4\nUnion Blue: attack Lancer",
		"Vigilant: +4\nLancer: P1 +4\nLeague Red: attack Dauntless",
		"Resolute: Lancer\nDauntless: Lancer",
		"Vigilant: Dauntless\nLancer: Dauntless",
	} {
		if _, err := m.Submit(game.Player(i%2), game.Orders{Text: text}); err != nil {
			t.Fatalf("orders %d: %v", i, err)
		}
	}
	return m.Record()
}

// TestFTRecordImportRefusesImpossibleDice imports a Full Thrust record
// whose fire orders carry dice rolled at the table that no d6 shows (7, 0
// and -1): it is refused with 400 naming the dice, and no game is stored.
// Before, the 0 and -1 reached the beam table and the import panicked (500).
func TestFTRecordImportRefusesImpossibleDice(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	rec := cruiserActionRecord(t)
	rec.Steps[3].Dice = []int{7, 0, -1}
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	before, err := s.store.ListGames(t.Context(), store.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, use := range []string{"replay", "continue"} {
		w := postRecord(s, cookieJar{}, string(data), false, url.Values{"use": {use}, "mode": {"hotseat"}, "side": {"0"}})
		body := w.Body.String()
		if w.Code != http.StatusBadRequest || !strings.Contains(body, "does not replay") || !strings.Contains(body, "die 2 is 0, which no d6 shows") {
			t.Errorf("%s: status %d, want 400 naming the die 0:\n%.600s", use, w.Code, body)
		}
	}
	after, err := s.store.ListGames(t.Context(), store.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(after) != len(before) {
		t.Errorf("%d games stored before the imports, %d after", len(before), len(after))
	}
}

// TestFTRecordImportNamesTheSides imports a Full Thrust record to replay
// and to play on: the seats are named after the battle's sides, as a
// battle started here names them, and the page says which the player
// commands. They were "player 1" and "player 2".
func TestFTRecordImportNamesTheSides(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	rec := cruiserActionRecord(t)
	rec.Steps = rec.Steps[:2]
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	for _, use := range []string{"replay", "continue"} {
		b := cookieJar{}
		w := postRecord(s, b, string(data), false, url.Values{"use": {use}, "mode": {"computer"}, "side": {"1"}})
		if w.Code != http.StatusSeeOther {
			t.Fatalf("%s: %d %s", use, w.Code, w.Body)
		}
		loc := w.Header().Get("Location")
		stored, err := s.store.LoadGame(t.Context(), strings.TrimSuffix(gameIDOf(loc), "/replay"))
		if err != nil {
			t.Fatal(err)
		}
		if len(stored.Seats) != 2 || stored.Seats[0].Name != "Union" || stored.Seats[1].Name != "League" {
			t.Errorf("%s: seats %+v, want Union and League", use, stored.Seats)
		}
		if use == "continue" {
			if page := b.get(s, loc).Body.String(); !strings.Contains(page, "You command <strong>League</strong>") {
				t.Error("the page of the game played on does not give the player League")
			}
		}
	}
}

// TestFTRecordImportUnfinishedToReplay imports a Full Thrust record that
// stops before the battle's end, to replay: it is stored as a finished game
// whose report says where the record stops, and its page opens without an
// orders form. The import answered 500 (it built a Space Fleet report of
// the battle) and left a running game that nobody held a seat of.
func TestFTRecordImportUnfinishedToReplay(t *testing.T) {
	st := newTestStore(t)
	s := gameServer(t, st)
	rec := cruiserActionRecord(t)
	rec.Steps = rec.Steps[:3]
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	w := postRecord(s, cookieJar{}, string(data), false, url.Values{"use": {"replay"}})
	if w.Code != http.StatusSeeOther {
		t.Fatalf("import: %d %.300s", w.Code, w.Body)
	}
	id := strings.TrimSuffix(gameIDOf(w.Header().Get("Location")), "/replay")
	stored, err := st.LoadGame(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if stored.Game.Status != store.Finished || stored.Report == nil || stored.Report.Summary != "Cruiser action: an imported record that stops on turn 1" || len(stored.Actions) != 3 {
		t.Errorf("stored as %q with %d actions and report %+v", stored.Game.Status, len(stored.Actions), stored.Report)
	}
	page := get(s, "/games/"+id)
	if page.Code != http.StatusOK || strings.Contains(page.Body.String(), `id="ft-orders"`) {
		t.Errorf("the imported battle's page: %d, orders form %v", page.Code, strings.Contains(page.Body.String(), `id="ft-orders"`))
	}
}
