package battle_test

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// TestLastStrike checks the record of the turn's strike: none before the
// first, then the heavy missile and plasma bolt of turn 1 on Bison as the
// strike was built (Bison undamaged, its point defence), a copy the caller
// may change without changing the battle's, and still turn 1's after a
// turn without a strike.
func TestLastStrike(t *testing.T) {
	m := ordnanceDuel(t)
	last := func() (battle.StrikeRecord, bool) { return m.State().(*battle.State).LastStrike() }
	turn := func(red string) {
		t.Helper()
		for _, text := range []string{red, ""} { // movement orders, then fire
			for p := game.Player(0); p < 2; p++ {
				o := ""
				if p == 0 {
					o = text
				}
				if _, err := m.Submit(p, game.Orders{Text: o}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if _, ok := last(); ok {
		t.Fatal("a strike before the first turn")
	}
	turn("Lamp missile: Bison\nLamp plasma: Bison")
	rec, ok := last()
	if !ok || rec.Turn != 1 || len(rec.Strike.Raids) != 1 || len(rec.Strike.Ships) != 1 {
		t.Fatalf("after turn 1: %v %+v", ok, rec)
	}
	r, bison := rec.Strike.Raids[0], rec.Strike.Ships[0]
	if bison.Name != "Bison" || bison.Lost.Hull != 0 || r.Heavy != 1 || len(r.Plasma) != 1 || r.Plasma[0].Class != 2 {
		t.Errorf("the strike: ship %+v, raid %+v", bison, r)
	}
	if want := m.State().(*battle.State).Options().Options; rec.Options != want {
		t.Errorf("options %+v, want %+v", rec.Options, want)
	}
	if _, err := pointdefence.Odds(rec.Strike, rec.Options); err != nil {
		t.Errorf("the recorded strike has no odds: %v", err)
	}
	rec.Strike.Ships[0].Lost.Hull = 7
	rec.Strike.Ships[0].Hull[0] = 99
	rec.Strike.Raids[0].Plasma[0].Fighters = append(rec.Strike.Raids[0].Plasma[0].Fighters, "nobody")
	rec.Strike.Raids[0].Heavy = 5
	again, _ := last()
	if s := again.Strike; s.Ships[0].Lost.Hull != 0 || s.Ships[0].Hull[0] == 99 || len(s.Raids[0].Plasma[0].Fighters) != 0 || s.Raids[0].Heavy != 1 {
		t.Errorf("changing the copy changed the battle's record: %+v", s)
	}
	turn("")
	if rec, ok := last(); !ok || rec.Turn != 1 {
		t.Errorf("after a turn without a strike: %v, turn %d", ok, rec.Turn)
	}
}
