package battle_test

import (
	"slices"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestDrivenOffScores checks reading W8 and its option: a ship that leaves
// by FTL scores nothing for the other side by default, and half its points
// (rounded down) with driven-off: half, under either victory condition;
// the setup's choice survives the record.
func TestDrivenOffScores(t *testing.T) {
	for _, tc := range []struct {
		victory battle.Victory
		off     battle.DrivenOff
		want    []int
		last    string
	}{
		{battle.Destroy, battle.ScoreNothing, []int{0, 0}, "points destroyed [0 0]"},
		{battle.Points, battle.ScoreNothing, []int{0, 0}, "points destroyed [0 0]"},
		{battle.Destroy, battle.ScoreHalf, []int{0, 45}, "points scored (ships driven off at half) [0 45]"},
		{battle.Points, battle.ScoreHalf, []int{0, 45}, "points scored (ships driven off at half) [0 45]"},
	} {
		t.Run(tc.victory.String()+"/"+tc.off.String(), func(t *testing.T) {
			fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
			fr.FTL, fr.Points = battle.StandardFTL, 91
			far := warship(1, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 100})
			m := startSetup(t, battle.Setup{Turns: 5, Victory: tc.victory, DrivenOff: tc.off, Ships: []battle.Ship{fr, far}})
			turnDice(t, m, [2]string{"Frigate: FTL", ""})
			turnDice(t, m, [2]string{"", ""})
			log := ""
			for n := 0; !m.Outcome().Over && n < 10; n++ {
				log += turnDice(t, m, [2]string{"", ""})
			}
			mustLog(t, log, "Frigate leaves the battle by FTL", tc.last)
			out := m.Outcome()
			if !out.Over || !slices.Equal(out.Scores, tc.want) {
				t.Errorf("outcome %+v, want over with scores %v", out, tc.want)
			}
			if want := game.PlayerSet(0).With(1); out.Winners != want {
				t.Errorf("winners %v, want the side left on the table", out.Winners)
			}
			r, err := game.Replay(battle.Rules{}, m.Record(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.Outcome().Scores; !slices.Equal(got, tc.want) {
				t.Errorf("the replayed record scores %v, want %v", got, tc.want)
			}
		})
	}
}
