package spacefleet

import (
	"errors"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// duel sets up one ship a side: Red's at (5,12) facing north, Blue's
// straight ahead of it at (5,12-dist) facing south.
func duel(t *testing.T, red, blue Design, dist int, o Options) *State {
	t.Helper()
	s := Setup{Width: 12, Height: 20, Sides: []Side{
		{Name: "Red", Squadrons: []Squadron{{Ships: []ShipSetup{{Name: "Red", Design: red, At: Cell{5, 12}, Facing: 0}}}}},
		{Name: "Blue", Squadrons: []Squadron{{Ships: []ShipSetup{{Name: "Blue", Design: blue, At: Cell{5, 12 - dist}, Facing: 3}}}}},
	}}
	return mustNew(t, s, o, 1)
}

// stayAll gives every ship a "stay" move until the move phase ends.
func stayAll(t *testing.T, st *State) {
	t.Helper()
	for st.Phase() == PhaseMove {
		p := st.Waiting().First()
		moved := false
		for i := range st.NumShips() {
			if st.MayMove(i) {
				if err := st.Apply(MoveAction(p, i, Path{Pivot: st.Facing(i)}, false), rng.NewScript(nil), nil); err != nil {
					t.Fatal(err)
				}
				moved = true
				break
			}
		}
		if !moved {
			t.Fatal("nobody may move")
		}
	}
}

// apply applies an action with scripted dice and checks that exactly the
// dice given were used.
func apply(t *testing.T, st *State, a game.Action, dice ...int) {
	t.Helper()
	s := rng.NewScript(dice)
	if err := st.Apply(a, s, nil); err != nil {
		t.Fatalf("%s: %v", st.FormatAction(a), err)
	}
	if err := s.Err(); err != nil {
		t.Fatalf("%s: %v", st.FormatAction(a), err)
	}
	if u := s.Unused(); len(u) > 0 {
		t.Fatalf("%s: dice %v not used", st.FormatAction(a), u)
	}
}

// volley declares fire and then ends the step for every player, the
// last "done" resolving the step with the dice given.
func volley(t *testing.T, st *State, a game.Action, dice ...int) {
	t.Helper()
	apply(t, st, a)
	step, turn := st.Step(), st.Turn()
	for st.Phase() == PhaseFire && st.Step() == step && st.Turn() == turn {
		w := st.Waiting()
		if w.Len() > 1 {
			apply(t, st, DoneAction(w.First()))
			continue
		}
		apply(t, st, DoneAction(w.First()), dice...)
		return
	}
	if len(dice) > 0 {
		t.Fatalf("the step resolved without the dice %v", dice)
	}
}

// TestBeamFire follows a heavy cruiser's three beam shots at a destroyer
// 5 hexes away (medium range, 5 to hit): two hit and strip its two shields.
func TestBeamFire(t *testing.T) {
	st := duel(t, StandardDesign(HeavyCruiser), StandardDesign(Destroyer), 5, Options{})
	stayAll(t, st)
	if st.Phase() != PhaseFire || st.Step() != Destroyer {
		t.Fatalf("phase %s step %s, want the destroyers' fire", st.Phase(), st.Step())
	}
	apply(t, st, DoneAction(1)) // the destroyer holds its fire
	if st.Step() != HeavyCruiser {
		t.Fatalf("step %s, want heavy cruisers", st.Step())
	}
	// Three shots needing 5: 5, 2 and 6 hit twice and take both shields.
	// The turn then ends: the destroyer, which did not fire, regenerates a
	// shield, and initiative is rolled for turn 2 (3 and 4).
	apply(t, st, FireAction(0, 0, 1, Beam, 3), 5, 2, 6, 3, 4)
	if got := st.Shields(1); got != 1 || st.Turn() != 2 {
		t.Errorf("turn %d: destroyer shields = %d, want 1 in turn 2", st.Turn(), got)
	}
}

// TestDamageTableOnDestroyer follows hits on a destroyer without shields:
// a 5 (−2 = 3) is major damage, 3 points; a 6 (−2 = 4) is major damage
// again, 6 points, more than its 4, and it is destroyed.
func TestDamageTableOnDestroyer(t *testing.T) {
	st := duel(t, StandardDesign(HeavyCruiser), StandardDesign(Destroyer), 3, Options{})
	st.ships[1].shields = 0
	stayAll(t, st)
	apply(t, st, DoneAction(1))
	volley(t, st, FireAction(0, 0, 1, Beam, 1), 4, 5, 3, 4)
	if st.Damage(1) != 3 || !st.ships[1].has(fMajor) || !st.Active(1) {
		t.Fatalf("after one hit: damage %d, major %v, status %s", st.Damage(1), st.ships[1].has(fMajor), st.Status(1))
	}
	if st.Speed(1) != 2 {
		t.Errorf("speed after major damage = %d, want half of 5 = 2", st.Speed(1))
	}
	if st.canFireAny(1) {
		t.Error("weapons survived major damage")
	}
}

// TestDamageDestroys checks that points beyond the capacity destroy a
// ship (RULINGS D2#13) and that the battle then ends.
func TestDamageDestroys(t *testing.T) {
	st := duel(t, StandardDesign(HeavyCruiser), StandardDesign(Destroyer), 3, Options{})
	st.ships[1].shields = 0
	st.ships[1].damage = 2
	stayAll(t, st)
	apply(t, st, DoneAction(1))
	volley(t, st, FireAction(0, 0, 1, Beam, 1), 6, 6) // 6−2 = 4: major, 5 points
	if st.Status(1) != Destroyed {
		t.Fatalf("status %s, want destroyed", st.Status(1))
	}
	out := st.Outcome()
	if !out.Over || out.Winners != game.Players(0) {
		t.Errorf("outcome %+v, want Red to win", out)
	}
	if out.Scores[0] != int(StandardDesign(Destroyer).CampaignCost()) {
		t.Errorf("Red scored %d, want the destroyer's cost", out.Scores[0])
	}
}

// TestDamageTwo checks the gap in the damage table (RULINGS D2#1): a
// battleship's natural 1 scores 2, which destroys it, or is major damage
// under TwoIsMajor.
func TestDamageTwo(t *testing.T) {
	for _, tc := range []struct {
		opts Options
		want Status
	}{{Options{}, Destroyed}, {Options{TwoIsMajor: true}, Active}} {
		st := duel(t, StandardDesign(Battleship), StandardDesign(Battleship), 3, tc.opts)
		st.ships[1].shields = 0
		stayAll(t, st)
		dice := []int{6, 1}
		if tc.want == Active {
			dice = append(dice, 3, 4) // the battle goes on: turn 2's initiative
		}
		volley(t, st, FireAction(0, 0, 1, Beam, 1), dice...)
		if st.Status(1) != tc.want {
			t.Errorf("TwoIsMajor %v: status %s, want %s", tc.opts.TwoIsMajor, st.Status(1), tc.want)
		}
	}
}

// TestSurrender checks that a crippled ship fired on surrenders on a 5 or
// 6, before the fire is resolved (RULINGS D2#16).
func TestSurrender(t *testing.T) {
	st := duel(t, StandardDesign(HeavyCruiser), StandardDesign(Destroyer), 3, Options{})
	st.ships[1].shields = 0
	st.ships[1].flags |= fWeaponsKO
	if !st.Crippled(1) {
		t.Fatal("not crippled")
	}
	stayAll(t, st)
	// The destroyer has nothing to fire: the heavy cruisers fire at once.
	if st.Step() != HeavyCruiser {
		t.Fatalf("step %s", st.Step())
	}
	apply(t, st, FireAction(0, 0, 1, Beam, 3), 5) // surrender roll; the battle is over
	if st.Status(1) != Surrendered {
		t.Errorf("status %s, want surrendered", st.Status(1))
	}
}

// TestRegenerationAndRepair checks the end of the turn: a ship that did
// not fire regains a shield; a knocked-out weapon is repaired on a 5.
func TestRegenerationAndRepair(t *testing.T) {
	st := duel(t, StandardDesign(HeavyCruiser), StandardDesign(Destroyer), 3, Options{})
	st.ships[1].shields = 0
	st.ships[1].flags |= fHalfSpeed
	st.ships[0].shields = 4
	stayAll(t, st)
	apply(t, st, DoneAction(1))
	// Red fires (no regeneration for it); the turn ends: Blue regenerates,
	// rolls 5 to repair its engines, then turn 2's initiative is rolled.
	volley(t, st, FireAction(0, 0, 1, Beam, 1), 1, 5, 3, 4)
	if st.Turn() != 2 {
		t.Fatalf("turn %d", st.Turn())
	}
	if st.Shields(1) != 1 || st.Shields(0) != 4 {
		t.Errorf("shields %d and %d, want Blue 1 and Red still 4", st.Shields(1), st.Shields(0))
	}
	if st.ships[1].has(fHalfSpeed) {
		t.Error("engines not repaired on a 5")
	}
}

// TestRegenerator checks the shield regenerator: +1 after firing, +2
// without.
func TestRegenerator(t *testing.T) {
	bb := Design{Class: Battleship, Speed: 2, Beams: 5, Shields: 8, Regenerator: true}
	st := duel(t, bb, bb, 3, Options{Regenerators: true})
	st.ships[0].shields, st.ships[1].shields = 2, 2
	stayAll(t, st)
	volley(t, st, FireAction(0, 0, 1, Beam, 1), 1, 3, 4)
	if st.Shields(0) != 3 || st.Shields(1) != 4 {
		t.Errorf("shields %d and %d, want 3 (fired) and 4 (did not)", st.Shields(0), st.Shields(1))
	}
}

// TestPlasma checks plasma cannon: two hits a success, 5 to hit at short
// range, no fire outside the fixed arc, and the −1 for plasma fired next
// to the firer.
func TestPlasma(t *testing.T) {
	hc := Design{Class: HeavyCruiser, Speed: 3, Beams: 1, Plasma: 2, Shields: 6}
	st := duel(t, hc, StandardDesign(Battleship), 3, Options{Plasma: true})
	stayAll(t, st)
	volley(t, st, FireAction(0, 0, 1, Plasma, 2), 5, 4)
	if st.Shields(1) != 8 {
		t.Errorf("battleship shields = %d, want 10 − 2", st.Shields(1))
	}
	st.ships[0].facing = 3 // facing away: the target is in neither arc
	if err := st.Legal(FireAction(0, 0, 1, Plasma, 1)); err == nil {
		t.Error("plasma fired outside its arc")
	}
}

// TestNotYourTurn checks the kinds of refusal.
func TestNotYourTurn(t *testing.T) {
	st := duel(t, StandardDesign(HeavyCruiser), StandardDesign(Destroyer), 5, Options{})
	p := st.Waiting().First()
	err := st.Legal(MoveAction(1-p, 0, Path{}, false))
	if !errors.Is(err, game.ErrNotYourTurn) {
		t.Errorf("other player's move: %v", err)
	}
	err = st.Legal(FireAction(p, 0, 1, Beam, 1))
	if !errors.Is(err, game.ErrIllegal) {
		t.Errorf("fire in the move phase: %v", err)
	}
	if err := st.Legal(DoneAction(p)); !errors.Is(err, game.ErrIllegal) {
		t.Errorf("done in the move phase: %v", err)
	}
	st.finish(0, "test")
	if err := st.Legal(DoneAction(p)); !errors.Is(err, game.ErrOver) {
		t.Errorf("action after the end: %v", err)
	}
}

// TestFireRestrictions checks the firing rules: no fire into the rear arc,
// none beyond 12 hexes, none at long range for destroyers, and none by a
// class out of its turn.
func TestFireRestrictions(t *testing.T) {
	st := duel(t, StandardDesign(Destroyer), StandardDesign(HeavyCruiser), 10, Options{})
	stayAll(t, st)
	if st.Phase() == PhaseFire && st.Step() == Destroyer {
		t.Fatalf("a destroyer at long range had something to fire at")
	}
	st = duel(t, StandardDesign(HeavyCruiser), StandardDesign(HeavyCruiser), 4, Options{})
	st.ships[0].facing = 3 // Red turns its stern to Blue
	stayAll(t, st)
	if err := st.Legal(FireAction(0, 0, 1, Beam, 1)); err == nil {
		t.Error("fired into the rear arc")
	}
	if err := st.Legal(FireAction(1, 1, 0, Beam, 4)); err == nil {
		t.Error("fired four shots from three beams")
	}
}
