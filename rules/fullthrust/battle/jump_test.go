package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// jumpBattle is a frigate with an FTL drive and a drive of 4 at the origin,
// heading 12 at velocity 4 (so at (0, 4) after the turn it engages the
// drive); a hulk of the other side stands at hulk, and a far ship 100 MU
// away.
func jumpBattle(t *testing.T, hulk geom.Vec, ftl bool) *game.Match {
	t.Helper()
	fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "FTL"}}}, geom.Vec{})
	fr.Start.Motion = manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 4)
	if ftl {
		fr.FTL = battle.StandardFTL
	}
	h := warship(1, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(40, 4)}, hulk)
	far := warship(1, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 100})
	return startSetup(t, battle.Setup{Turns: 5, Ships: []battle.Ship{fr, h, far}})
}

// engageJump plays the turn in which the frigate engages its FTL drive for
// a jump (it may turn; it may not fire), and the fire phase after it.
func engageJump(t *testing.T, m *game.Match) {
	t.Helper()
	log := turnDice(t, m, [2]string{"Frigate: SRJ", ""})
	mustLog(t, log, "Short-Range Jump: the FTL drive is engaged; the ship jumps next turn")
	turnDice(t, m, [2]string{"", ""})
}

// TestShortRangeJumpInBattle is the Short-Range Jump of
// ft-advanced-manoeuvres.txt in a battle (readings W46-W48): engaged in one
// turn, the jump is made at the start of the next movement phase, before
// any ship moves, up to 10 MU a point of drive along the course, with a D12
// direction and one D6 of scatter per 20 MU (or part), then a check for the
// FTL drive and one for the main drive, every die an event. The hulk
// stands 1 MU from the frigate when it jumps, or far away; where the jump
// ends decides whether the arrival hurts.
func TestShortRangeJumpInBattle(t *testing.T) {
	for _, tc := range []struct {
		name   string
		hulk   geom.Vec
		dice   []int
		want   []string
		status string
		at     geom.Vec
		hull   int // the hulk's hull boxes left
	}{
		{"alone: no proximity die", geom.Vec{X: 60}, []int{3, 2, 2, 1, 1},
			[]string{"Frigate: Short-Range Jump of 30 MU: scatter 4 MU (dice [2 2]) towards 3", "Frigate: Short-Range Jump: FTL drive check 6+, rolled 1",
				"Frigate: Short-Range Jump: main drive check 6+, rolled 1"}, "in battle", geom.Vec{X: 4, Y: 34}, 40},
		{"1 at the start: the drive fails to engage", geom.Vec{Y: 5}, []int{1},
			[]string{"Frigate jumps within 6 MU of another ship at (0.0, 4.0): rolled 1 [1]", "Frigate: the FTL drive fails to engage; the ship moves straight on"},
			"in battle", geom.Vec{Y: 8}, 40},
		{"3 at the start: damaged, then jumps", geom.Vec{Y: 5}, []int{3, 2, 6, 1, 1, 1, 1},
			[]string{"Frigate jumps within 6 MU of another ship at (0.0, 4.0): rolled 3 [3]", "Frigate takes 2 points from its FTL drive [2]",
				"scatter 2 MU (dice [1 1]) towards 6, arriving at (0.00, 32.00) [6 1 1]"}, "in battle", geom.Vec{Y: 32}, 40},
		{"5 at the start: the drive explodes", geom.Vec{Y: 5}, []int{5},
			[]string{"rolled 5 [5]", "Hulk takes 8 points from the explosion", "Frigate's FTL drive explodes and destroys it"}, "destroyed", geom.Vec{}, 32},
		{"arrival within 6 MU of the hulk", geom.Vec{X: 3, Y: 31}, []int{12, 1, 1, 1, 1, 2, 3, 5},
			[]string{"Frigate: Short-Range Jump of 30 MU: scatter 2 MU (dice [1 1]) towards 12, arriving at (0.00, 36.00) [12 1 1]",
				"Frigate arrives from its jump within 6 MU of another ship and takes 2 points [2]", "Hulk takes 8 points from the arrival (dice [3 5]) [3 5]"},
			"in battle", geom.Vec{Y: 36}, 32},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := jumpBattle(t, tc.hulk, true)
			engageJump(t, m)
			log := turnDice(t, m, [2]string{"Frigate: SRJ 30", ""}, tc.dice...)
			mustLog(t, log, tc.want...)
			v := shipView(t, m, "Frigate")
			if v.Status != tc.status || (tc.status == "in battle" && !nearVec(v.At, tc.at)) {
				t.Errorf("the frigate is %s at %v, want %s at %v\n%s", v.Status, v.At, tc.status, tc.at, log)
			}
			if h := shipView(t, m, "Hulk").Hull; h != tc.hull {
				t.Errorf("the hulk has %d hull boxes, want %d\n%s", h, tc.hull, log)
			}
		})
	}
}

// TestJumpComesBeforeOtherMoves checks reading W46: the jump is made
// before any ship moves, so its proximity is judged on where the other
// ships stood at the start of the phase. The hulk, 5 MU ahead, would be
// 11 MU away had it moved first (it flies off at 6); the frigate still
// rolls the proximity die.
func TestJumpComesBeforeOtherMoves(t *testing.T) {
	fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{Y: 10})
	fr.FTL = battle.StandardFTL
	h := warship(1, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(40, 4), Drive: fullthrust.Drive{Thrust: 6}}, geom.Vec{Y: 15})
	m := startSetup(t, battle.Setup{Turns: 5, Ships: []battle.Ship{h, fr}}) // the hulk first in setup order
	turnDice(t, m, [2]string{"Frigate: SRJ", ""})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"Frigate: SRJ 20", "Hulk: +6"}, 1)
	mustLog(t, log, "Frigate jumps within 6 MU of another ship at (0.0, 10.0): rolled 1")
	if i, j := strings.Index(log, "Frigate jumps"), strings.Index(log, "Hulk: moved"); i < 0 || j < 0 || i > j {
		t.Errorf("the jump does not come before the hulk's move:\n%s", log)
	}
}

// TestJumpNeedsWorkingFTL checks reading W49: a ship without an FTL drive,
// or whose FTL box is knocked out, cannot engage it for a jump or to leave;
// the order is impossible and the ship moves straight on.
func TestJumpNeedsWorkingFTL(t *testing.T) {
	for _, order := range []string{"SRJ", "FTL"} {
		m := jumpBattle(t, geom.Vec{X: 60}, false)
		log := turnDice(t, m, [2]string{"Frigate: " + order, ""})
		mustLog(t, log, "impossible order", "offline")
		if strings.Contains(log, "is engaged") {
			t.Errorf("%s: a ship without an FTL drive engaged it:\n%s", order, log)
		}
	}
	fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "FTL", Destroyed: true}}}, geom.Vec{})
	fr.FTL = battle.StandardFTL
	far := warship(1, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 100})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{fr, far}})
	log := turnDice(t, m, [2]string{"Frigate: SRJ", ""})
	mustLog(t, log, "impossible order")
}
