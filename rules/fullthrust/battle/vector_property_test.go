package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"pgregory.net/rapid"
)

// vectorMoveChoices are the vector orders random sides pick from under
// vector movement; some are beyond some ships' thrust (those drift).
var vectorMoveChoices = []string{"", "MD1", "MD2", "MD4", "MD6", "TP1", "TS2 MD2", "MD3 TP6", "PP1", "PS2", "PR1 MD1", "TS1 PP1", "TP3 MD4 PS1", "PS4",
	"ET MD6", "ET TS2 PS2 MD5", "ET PR3",
	"MD2 EM2", "TS1 EM1 Ec1", "EM4", "RL MD6", "RL TS3 PP2", "RL MD4 Ec1", "backfire", "TP1 SRJ", "SRJ", "SRJ 20", "SRJ 40"}

// vectorHeldChoices are the further vector orders of battles with both
// options of held Extreme Manoeuvres (W100).
var vectorHeldChoices = append(vectorMoveChoices[:len(vectorMoveChoices):len(vectorMoveChoices)], "EM1?", "MD1 / EM1", "MD1 EM2?", "TS1 EM1? / EM1")

// movesFor returns the movement orders random sides pick from in st.
func movesFor(st *battle.State) []string {
	if o := st.Options(); o.Vector && o.EMDiscretionary && o.EMAfterMovement {
		return vectorHeldChoices
	}
	if st.Options().Vector {
		return vectorMoveChoices
	}
	if st.Options().EMReaction {
		return reactionMoveChoices
	}
	return moveChoices
}

// checkVectorMoves checks every ship that was and is in the battle after
// a vector movement phase whose orders were the sides' texts: it ended
// where its drift and at most its main drive's rating plus its thrusters
// put it (RULINGS A4), both half as much again, rounded down, when its
// order used Emergency Thrust (W56) or Redlined Engines (W90), and its new
// vector is the whole move; a ship that made a Short-Range Jump kept its
// vector (W88).
func checkVectorMoves(t *rapid.T, before, after []battle.ShipState, texts []string) {
	for i, b := range before {
		a := after[i]
		if !b.InBattle || !a.InBattle {
			continue
		}
		drive, thr := manoeuvre.VectorLimits(b.Sheet)
		o, _ := orderOf(texts[b.Side], b.Sheet.Name)
		if strings.HasPrefix(o, "ET ") || strings.HasPrefix(o, "RL ") {
			drive += drive / 2
			thr = drive / 2
		}
		if b.Motion.FTL == manoeuvre.FTLEngagedJump && strings.HasPrefix(o, "SRJ ") {
			if a.Motion.Vector != b.Motion.Vector {
				t.Fatalf("%s jumped and its vector went from %v to %v", b.Sheet.Name, b.Motion.Vector, a.Motion.Vector)
			}
			continue
		}
		drift := b.Motion.Pos.Add(b.Motion.Vector)
		if d := a.Motion.Pos.Dist(drift); d > float64(drive+thr)+1e-9 {
			t.Fatalf("%s moved %.2f MU beyond its drift with thrust %d and thrusters %d", b.Sheet.Name, d, drive, thr)
		}
		if v := a.Motion.Pos.Sub(b.Motion.Pos); v.Dist(a.Motion.Vector) > 1e-9 {
			t.Fatalf("%s moved %v but its vector is %v", b.Sheet.Name, v, a.Motion.Vector)
		}
	}
}

// FuzzVectorOrders checks that no written orders panic a battle under
// vector movement, in either phase, and that refused orders change nothing.
func FuzzVectorOrders(f *testing.F) {
	for _, s := range []string{"Lance: MD4 TP2 PS1", "Pike: TS6, MD0 + PR3", "Lance: P1 +2", "Lance: MD-1", "Pike: FTL", "Lance: Corsair",
		"Lance salvo: Corsair; Lance: TP1 TP1", "Pike: md 999 ps 999", "Lance: ET MD4",
		"Lance: MD2 EM2", "Pike: RL MD6 Ec1", "Lance: TP1 SRJ", "Pike: SRJ 30", "Lance: backfire", "Lance: Roll MD2", "Pike: EM2?",
		"Lance: MD1 EM1? / EM1", "Pike: / EM2", "Lance: MD2 / SK P1", "Pike: TP1 FTL / EM1"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	fuzzOrders(f, "battle-vector-duel.yaml", [2]string{"Lance: MD2; Pike: TS1 MD6", "Corsair: TP2 PP1; Raven: MD4"})
}
