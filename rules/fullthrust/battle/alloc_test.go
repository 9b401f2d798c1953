package battle_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// The computer players ask the state for its ships, a view, the weapons
// bearing on each enemy and whether a candidate line is accepted many
// times a phase; these tests keep what those calls allocate from growing
// with the ships of the battle.

// firingState plays the cruiser action with the scripted orders of
// battle_test.go until a fire phase in which some ship's weapons bear on
// an enemy, and returns the state and that pair of ships.
func firingState(t *testing.T) (st *battle.State, from, to int) {
	t.Helper()
	m := startBattle(t, "battle-cruiser-action.yaml", rng.Seed(1))
	for !m.Outcome().Over {
		st := m.State().(*battle.State)
		if st.Phase() == battle.FirePhase {
			ships := st.Ships()
			for i := range ships {
				for j := range ships {
					if ships[i].Side != ships[j].Side && len(st.Bearing(i, j)) > 0 {
						return st, i, j
					}
				}
			}
		}
		for p := game.Player(0); p < 2; p++ {
			var o game.Orders
			if st.Phase() == battle.OrdersPhase {
				o = game.Orders{Text: dropGone(st, moves[min(st.Turn(), len(moves))-1][p])}
			} else {
				o = fireOrders(m, p)
			}
			if _, err := m.Submit(p, o); err != nil {
				t.Fatalf("turn %d %s: %v", st.Turn(), st.Phase(), err)
			}
		}
	}
	t.Fatal("no ship's weapons bore on an enemy in the battle")
	return nil, 0, 0
}

// TestBearingAllocatesOnce checks that State.Bearing allocates only the
// list it returns.
func TestBearingAllocatesOnce(t *testing.T) {
	st, i, j := firingState(t)
	if n := testing.AllocsPerRun(50, func() { st.Bearing(i, j) }); n > 1 {
		t.Errorf("Bearing(%d, %d) allocates %v times a call, want 1", i, j, n)
	}
}

// TestShipsIntoReusesItsBuffer checks that ShipsInto with a buffer used
// before returns what Ships returns and allocates nothing, and that the
// buffer's copies stay apart from the state.
func TestShipsIntoReusesItsBuffer(t *testing.T) {
	st, _, _ := firingState(t)
	var buf battle.ShipBuffer
	st.ShipsInto(&buf)
	if n := testing.AllocsPerRun(50, func() { st.ShipsInto(&buf) }); n != 0 {
		t.Errorf("ShipsInto with a used buffer allocates %v times a call, want 0", n)
	}
	got := st.ShipsInto(&buf)
	if diff := cmp.Diff(st.Ships(), got); diff != "" {
		t.Fatalf("ShipsInto differs from Ships:\n%s", diff)
	}
	for i := range got {
		for k := range got[i].Sheet.Systems {
			got[i].Sheet.Systems[k].Destroyed = true
		}
		for k := range got[i].Sheet.Hull {
			got[i].Sheet.Hull[k] = 0
		}
	}
	if diff := cmp.Diff(st.Ships(), st.ShipsInto(&buf)); diff != "" {
		t.Errorf("changing ShipsInto's copies changed the state:\n%s", diff)
	}
}

// TestViewAllocationsDoNotGrowWithShips checks that a view of the cruiser
// action (4 ships) and one of the fleet action (18 ships, fighter groups)
// take the same few allocations: the ships' armour and system labels are
// cut from shared blocks.
func TestViewAllocationsDoNotGrowWithShips(t *testing.T) {
	counts := map[string]float64{}
	for _, name := range []string{"battle-cruiser-action.yaml", "battle-fleet-action.yaml"} {
		m := startBattle(t, name, rng.Seed(1))
		st := m.State().(*battle.State)
		counts[name] = testing.AllocsPerRun(50, func() { st.View(0) })
	}
	const most = 8 // the view itself, sides, revealed orders, ships, fighters, two blocks, outcome
	for name, n := range counts {
		t.Logf("%s: %v allocations a view", name, n)
		if n > most {
			t.Errorf("a view of %s allocates %v times, want at most %d", name, n, most)
		}
	}
}

// TestFireCheckAllocations checks what State.CheckOrders allocates for one
// fire line, as the players check each candidate: the ship's line, the
// index of lines by ship, the order's groups and one block for their
// weapons.
func TestFireCheckAllocations(t *testing.T) {
	st, i, j := firingState(t)
	ships := st.Ships()
	p := game.Player(ships[i].Side)
	o := game.Orders{Text: ships[i].Sheet.Name + ": " + ships[j].Sheet.Name}
	if err := st.CheckOrders(p, o); err != nil {
		t.Fatal(err)
	}
	const most = 4
	n := testing.AllocsPerRun(50, func() { st.CheckOrders(p, o) })
	t.Logf("checking %q: %v allocations", o.Text, n)
	if n > most {
		t.Errorf("checking %q allocates %v times, want at most %d", o.Text, n, most)
	}
}

// TestViewIntoReusesItsBuffer checks that ViewInto with a buffer used
// before shows what View shows, for each side and a spectator, in the
// cruiser action under fire and in the fleet action with its fighter
// groups, keeps nothing of an earlier view past its lengths, and
// allocates nothing (the outcome's scores are copied into the buffer).
func TestViewIntoReusesItsBuffer(t *testing.T) {
	fired, _, _ := firingState(t)
	fleet := startBattle(t, "battle-fleet-action.yaml", rng.Seed(1)).State().(*battle.State)
	var buf battle.ViewBuffer // one buffer for both battles
	for _, st := range []*battle.State{fired, fleet, fired} {
		for _, p := range []game.Player{0, 1, game.Spectator} {
			st.ViewInto(p, &buf)
			if n := testing.AllocsPerRun(50, func() { st.ViewInto(p, &buf) }); n > 0 {
				t.Errorf("side %d: ViewInto with a used buffer allocates %v times a call, want none", p, n)
			}
			v := st.ViewInto(p, &buf)
			if diff := cmp.Diff(st.View(p), v); diff != "" {
				t.Errorf("side %d: ViewInto differs from View:\n%s", p, diff)
			}
			for _, sv := range v.Ships[len(v.Ships):cap(v.Ships)] {
				if sv.Name != "" {
					t.Errorf("side %d: the view's buffer still holds %s past its ships", p, sv.Name)
				}
			}
		}
	}
}

// TestViewIntoReusesItsBufferInFire checks ViewInto as
// TestViewIntoReusesItsBuffer does, in a fire round whose views carry what
// its battles' views do not: the ordnance placed this turn (Boat's salvo,
// View.Ordnance) and fighter groups in space with a facing (Wasp and Hawk,
// launched at Target, FighterView.Facing), both kept in the buffer.
func TestViewIntoReusesItsBufferInFire(t *testing.T) {
	target := warship(0, fullthrust.Ship{Name: "Target", Mass: 80, Hull: fullthrust.HullRows(24, 4)}, geom.Vec{Y: 40})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{target, salvoBoat(geom.Vec{}), carrier(geom.Vec{X: 3}, "Wasp", "Hawk")}})
	turnDice(t, m, [2]string{"", "Boat salvo: 0 20\nWasp: attack Target\nHawk: attack Target"})
	st := m.State().(*battle.State)
	var buf battle.ViewBuffer
	for _, p := range []game.Player{0, 1, game.Spectator} {
		v := st.ViewInto(p, &buf)
		if v.Phase != "fire" || len(v.Ordnance) != 1 || len(v.Fighters) != 2 || v.Fighters[0].Facing == nil || v.Fighters[1].Facing == nil {
			t.Fatalf("side %d: the %s round's view shows ordnance %+v and groups %+v, want Boat's salvo and two groups facing", p, v.Phase, v.Ordnance, v.Fighters)
		}
		if n := testing.AllocsPerRun(50, func() { st.ViewInto(p, &buf) }); n > 0 {
			t.Errorf("side %d: ViewInto with a used buffer allocates %v times a call, want none", p, n)
		}
		if diff := cmp.Diff(st.View(p), st.ViewInto(p, &buf)); diff != "" {
			t.Errorf("side %d: ViewInto differs from View:\n%s", p, diff)
		}
	}
}

// TestWorthOfReadsTheSetup checks that WorthOf gives each ship of the fleet
// action what Worth gives it by index, 0 for a name no ship has, without
// copying the ships as Ships does.
func TestWorthOfReadsTheSetup(t *testing.T) {
	st := startBattle(t, "battle-fleet-action.yaml", rng.Seed(1)).State().(*battle.State)
	for i, sh := range st.Ships() {
		if got, want := st.WorthOf(sh.Sheet.Name), st.Worth(i); got != want || want == 0 {
			t.Errorf("WorthOf(%q) = %d, Worth(%d) = %d", sh.Sheet.Name, got, i, want)
		}
	}
	if got := st.WorthOf("no such ship"); got != 0 {
		t.Errorf("WorthOf of an unknown name = %d, want 0", got)
	}
	if n := testing.AllocsPerRun(20, func() { st.WorthOf("no such ship") }); n != 0 {
		t.Errorf("WorthOf allocates %v times a call, want 0", n)
	}
}
