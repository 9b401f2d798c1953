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
