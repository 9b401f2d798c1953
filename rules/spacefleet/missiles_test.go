package spacefleet

import (
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// TestContactSalvo follows a contact salvo from launch to strike: launched
// at the start of the movement phase, steered into the enemy's hex after
// the ships have moved, fired at by the target before it strikes, then
// striking like a short-range missile (RULINGS D2#23).
func TestContactSalvo(t *testing.T) {
	red := Design{Class: HeavyCruiser, Speed: 3, Beams: 1, LRM: 2, LRMAmmo: 1, Shields: 6}
	st := duel(t, red, StandardDesign(Destroyer), 5, Options{LRM: true})
	if st.Phase() != PhaseLaunch {
		t.Fatalf("phase %s, want launch", st.Phase())
	}
	apply(t, st, LaunchAction(0, 0, geom.North))
	apply(t, st, DoneAction(0))
	stayAll(t, st)
	if st.Phase() != PhaseSalvos {
		t.Fatalf("phase %s, want salvos", st.Phase())
	}
	// Five hexes north: the salvo enters the destroyer's hex and stops.
	apply(t, st, SteerAction(0, 0, Path{Hexes: 5}))
	if !st.salvos[0].striking || st.salvos[0].target != 1 {
		t.Fatalf("salvo %+v, want striking ship 1", st.salvos[0])
	}
	if st.Phase() != PhaseIntercept {
		t.Fatalf("phase %s, want intercept", st.Phase())
	}
	// The destroyer fires its beam at the salvo (needs 4+1 = 5): a 2
	// misses. The salvo then strikes (needs 4+1 for a destroyer): a 5
	// hits for 1d6 = 3 hits: two shields and a damage roll of 6 −2 −1 =
	// 3, major damage.
	apply(t, st, FireAction(1, 1, -1, Beam, 1), 2, 5, 3, 6)
	if st.Shields(1) != 0 || st.Damage(1) != 3 {
		t.Errorf("destroyer shields %d damage %d, want 0 and 3", st.Shields(1), st.Damage(1))
	}
	if !st.salvos[0].gone {
		t.Error("the salvo survived its strike")
	}
	if st.Available(1, Beam) != 0 {
		t.Error("the destroyer may fire again after firing at the salvo")
	}
}

// TestSalvoInDebris checks that a salvo moves at most 3 hexes on a path
// through debris.
func TestSalvoInDebris(t *testing.T) {
	red := Design{Class: HeavyCruiser, Speed: 3, Beams: 1, LRM: 2, LRMAmmo: 1, Shields: 6}
	s := Setup{Width: 12, Height: 30, Debris: []Debris{{Cells: []Cell{{5, 20}}}}, Sides: []Side{
		{Name: "Red", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: red, At: Cell{5, 22}}}}}},
		{Name: "Blue", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: StandardDesign(Destroyer), At: Cell{5, 2}, Facing: 3}}}}},
	}}
	st := mustNew(t, s, Options{LRM: true}, 1)
	apply(t, st, LaunchAction(0, 0, geom.North))
	apply(t, st, DoneAction(0))
	stayAll(t, st)
	if err := st.Legal(SteerAction(0, 0, Path{Hexes: 4})); err == nil {
		t.Error("a salvo moved 4 hexes through debris")
	}
	if err := st.Legal(SteerAction(0, 0, Path{Hexes: 3})); err != nil {
		t.Errorf("a salvo could not move 3 hexes through debris: %v", err)
	}
}

// applyLog is apply collecting the events.
func applyLog(t *testing.T, st *State, a game.Action, dice ...int) []game.Event {
	t.Helper()
	var events []game.Event
	s := rng.NewScript(dice)
	if err := st.Apply(a, s, func(e game.Event) { events = append(events, e) }); err != nil {
		t.Fatalf("%s: %v", st.FormatAction(a), err)
	}
	if err := s.Err(); err != nil {
		t.Fatalf("%s: %v", st.FormatAction(a), err)
	}
	if u := s.Unused(); len(u) > 0 {
		t.Fatalf("%s: dice %v not used", st.FormatAction(a), u)
	}
	return events
}

// TestSalvoEventsAudience checks that without limited sensors everyone
// reads a long-range missile salvo's attack (it was logged only to the
// salvo's owner, so the target's player saw his ship lose shields with no
// line saying why), and that under limited sensors the target's side and
// the salvo's side read it.
func TestSalvoEventsAudience(t *testing.T) {
	red := Design{Class: HeavyCruiser, Speed: 3, Beams: 1, LRM: 2, LRMAmmo: 1, Shields: 6}
	for _, sensors := range []bool{false, true} {
		st := duel(t, red, StandardDesign(Destroyer), 5, Options{LRM: true, Sensors: sensors})
		apply(t, st, LaunchAction(0, 0, geom.North))
		apply(t, st, DoneAction(0))
		stayAll(t, st)
		events := applyLog(t, st, SteerAction(0, 0, Path{Hexes: 5}))
		events = append(events, applyLog(t, st, FireAction(1, 1, -1, Beam, 1), 2, 5, 3, 6)...)
		salvo := 0
		for _, e := range events {
			if e.Kind != "salvo" && e.Kind != "missile" {
				continue
			}
			salvo++
			want := game.PlayerSet(0)
			if sensors {
				want = game.Players(0, 1)
			}
			if e.Only != want {
				t.Errorf("sensors %v: %q reaches %v, want %v", sensors, e.Text, e.Only, want)
			}
		}
		if salvo < 2 {
			t.Errorf("sensors %v: %d salvo events, want the closing and the strike", sensors, salvo)
		}
	}
}

// TestSalvoPivotLogged checks that a salvo turning in place says so.
func TestSalvoPivotLogged(t *testing.T) {
	red := Design{Class: HeavyCruiser, Speed: 3, Beams: 1, LRM: 2, LRMAmmo: 1, Shields: 6}
	st := duel(t, red, StandardDesign(Destroyer), 5, Options{LRM: true})
	apply(t, st, LaunchAction(0, 0, geom.North))
	apply(t, st, DoneAction(0))
	stayAll(t, st)
	events := applyLog(t, st, SteerAction(0, 0, Path{Pivot: geom.SouthEast}))
	for _, e := range events {
		if e.Kind == "salvo" && strings.Contains(e.Text, "pivots") && strings.Contains(e.Text, "SE") {
			return
		}
	}
	t.Errorf("no pivot in the log: %v", events)
}

// TestInitiativeTieLogged checks that the dice re-rolled to break an
// initiative tie are logged with who rolled them, for ship and squadron
// initiative.
func TestInitiativeTieLogged(t *testing.T) {
	st := lone(t, nil, nil, Options{}, nil)
	// Red stays; turn 2's initiative ties at 3, then 2 against 5.
	events := applyLog(t, st, MoveAction(0, 0, Path{Pivot: st.Facing(0)}, false), 3, 3, 2, 5)
	if !hasEvent(events, "initiative", "initiative tie re-rolled: Red 2, Blue 5", []int{2, 5}) {
		t.Errorf("no tie line: %v", events)
	}
	st = lone(t, nil, nil, Options{Initiative: SquadronInitiative}, nil)
	// Two squadrons at speed 4: 1 + 4 against 1 + 4, then 6 against 1.
	var events2 []game.Event
	for st.Turn() == 1 {
		p := st.Waiting().First()
		for i := range st.NumShips() {
			if st.MayMove(i) {
				events2 = applyLog(t, st, MoveAction(p, i, Path{Pivot: st.Facing(i)}, false), 1, 1, 6, 1)
				break
			}
		}
	}
	if !hasEvent(events2, "initiative", "squadron initiative tie re-rolled: Red squadron 1 6, Blue squadron 1 1", []int{6, 1}) {
		t.Errorf("no squadron tie line: %v", events2)
	}
}

// hasEvent reports whether events hold one of the kind with the text and
// dice.
func hasEvent(events []game.Event, kind, text string, dice []int) bool {
	for _, e := range events {
		if e.Kind == kind && e.Text == text && slices.Equal(e.Dice, dice) {
			return true
		}
	}
	return false
}
