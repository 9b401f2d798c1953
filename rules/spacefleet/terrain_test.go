package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/geom"
)

// lone returns a battle with one Red destroyer at (5,12) facing north and
// a Blue destroyer far away in the corner, on a map with the given
// terrain, Red to move.
func lone(t *testing.T, rocks []Rock, debris []Debris, o Options, redMines []Cell) *State {
	t.Helper()
	dd := StandardDesign(Destroyer)
	s := Setup{Width: 12, Height: 40, Rocks: rocks, Debris: debris, Sides: []Side{
		{Name: "Red", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: dd, At: Cell{5, 12}}}}}, Mines: redMines},
		{Name: "Blue", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: dd, At: Cell{0, 39}, Facing: 3}}}}},
	}}
	st := mustNew(t, s, o, 1)
	if st.Waiting().First() != 0 {
		// Let Blue move first, staying put.
		apply(t, st, MoveAction(1, 1, Path{Pivot: 3}, false))
	}
	return st
}

// TestCollision checks a ship running into a stationary asteroid: it must
// roll under its speed (5) to survive, and is thrown into a random hex
// beside the asteroid with a random facing (RULINGS D2#20).
func TestCollision(t *testing.T) {
	rock := Rock{At: Cell{5, 10}}
	st := lone(t, []Rock{rock}, nil, Options{}, nil)
	// 4 survives; the second free hex; facing SE; then the turn ends and
	// turn 2's initiative is rolled (3, 4).
	apply(t, st, MoveAction(0, 0, Path{Hexes: 3}, false), 4, 2, 3, 3, 4)
	if !st.Active(0) {
		t.Fatal("destroyed on a 4")
	}
	if d := st.Pos(0).Distance(rock.At.Hex()); d != 1 {
		t.Errorf("thrown %d hexes from the asteroid, want 1", d)
	}
	if st.Facing(0) != geom.SouthEast {
		t.Errorf("facing %s, want SE (a 3)", st.Facing(0))
	}
	st = lone(t, []Rock{rock}, nil, Options{}, nil)
	apply(t, st, MoveAction(0, 0, Path{Hexes: 3}, false), 5) // destroyed: Blue wins
	if st.Active(0) {
		t.Error("survived a 5 at speed 5")
	}
}

// TestBlockedFire checks that an asteroid between two ships blocks fire,
// including a line that only grazes the asteroid's hex side.
func TestBlockedFire(t *testing.T) {
	st := lone(t, []Rock{{At: Cell{5, 10}}}, nil, Options{}, nil)
	a, b := Cell{5, 12}.Hex(), Cell{5, 8}.Hex()
	if !st.Blocked(a, b) {
		t.Error("asteroid on the line does not block")
	}
	if st.Blocked(a, Cell{9, 12}.Hex()) {
		t.Error("asteroid off the line blocks")
	}
	// A line along a hex side: from (0,0) to (1,-2) axial it runs between
	// (0,-1) and (1,-1); a rock in either blocks.
	for _, h := range []geom.Hex{{Q: 0, R: -1}, {Q: 1, R: -1}} {
		origin := geom.Hex{Q: 4, R: 8}
		st := lone(t, []Rock{{At: CellOf(origin.Add(h))}}, nil, Options{}, nil)
		if !st.Blocked(origin, origin.Add(geom.Hex{Q: 1, R: -2})) {
			t.Errorf("rock at %s beside a grazing line does not block", h)
		}
	}
}

// openMap returns a battle on a 30×30 map with the given terrain, a lone
// destroyer on each side in opposite corners.
func openMap(t *testing.T, rocks []Rock, debris []Debris) *State {
	t.Helper()
	dd := StandardDesign(Destroyer)
	s := Setup{Width: 30, Height: 30, Rocks: rocks, Debris: debris, Sides: []Side{
		{Name: "Red", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: dd, At: Cell{0, 0}}}}}},
		{Name: "Blue", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: dd, At: Cell{29, 29}, Facing: 3}}}}},
	}}
	return mustNew(t, s, Options{LoneShips: true}, 1)
}

// TestLinesMeetClippedHexes checks that a rock or debris hex the line of
// fire only clips (0.854 hex radii from its centre), or touches at a corner,
// blocks the line or hinders fire through it, and counts for detection,
// while rules version 2 traced a single line of hexes and missed them.
func TestLinesMeetClippedHexes(t *testing.T) {
	origin := Cell{15, 15}.Hex()
	cases := []struct {
		name   string
		to, at geom.Hex // the far end and the hex clipped, from origin
	}{
		{"clipped 0.854 radii from the centre", geom.Hex{Q: -11, R: 1}, geom.Hex{Q: -5, R: 1}},
		{"clipped, the other side", geom.Hex{Q: -11, R: 1}, geom.Hex{Q: -6, R: 0}},
		{"touched at a corner", geom.Hex{Q: 4, R: -5}, geom.Hex{Q: 1, R: -2}},
	}
	for _, c := range cases {
		a, b, h := origin, origin.Add(c.to), origin.Add(c.at)
		st := openMap(t, []Rock{{At: CellOf(h)}}, nil)
		if !st.Blocked(a, b) || !st.Blocked(b, a) {
			t.Errorf("%s: a rock at %v does not block %v to %v", c.name, h, a, b)
		}
		st.g.version = 2
		if st.Blocked(a, b) {
			t.Errorf("%s: version 2 blocks: the case tests nothing", c.name)
		}
		st = openMap(t, nil, []Debris{{Cells: []Cell{CellOf(h)}}})
		if !st.debrisOnLine(a, b) {
			t.Errorf("%s: debris at %v does not hinder fire from %v to %v", c.name, h, a, b)
		}
		if n := st.debrisCount(a, b); n != 1 {
			t.Errorf("%s: debris count %d, want 1", c.name, n)
		}
	}
	// A line along hex sides in a field of debris touches two hexes a step
	// but counts no more than the distance: debris at most doubles it.
	a, b := origin, origin.Add(geom.Hex{Q: 4, R: -2})
	var cells []Cell
	for _, h := range geom.WithinRange(origin, 6) {
		cells = append(cells, CellOf(h))
	}
	st := openMap(t, nil, []Debris{{Cells: cells}})
	if n := st.debrisCount(a, b); n != a.Distance(b) {
		t.Errorf("debris count along sides in a field: %d, want %d", n, a.Distance(b))
	}
	if got := len(geom.Cover(a, b)) - 1; got <= a.Distance(b) {
		t.Errorf("the line along sides touches %d hexes besides its own: the cap tests nothing", got)
	}
}

// TestDebrisHits checks that a ship going faster than half speed through
// debris takes 1d2 hits per debris hex (RULINGS D2#21), and one at half
// speed none.
func TestDebrisHits(t *testing.T) {
	debris := []Debris{{Cells: []Cell{{5, 10}, {5, 9}}}}
	st := lone(t, nil, debris, Options{}, nil)
	// Two debris hexes at speed 4 (half speed is 2): 1d2 hits each, 1 and
	// 2: two shields and a damage roll of 6 (−2: major damage, 3 points);
	// then turn 2's initiative.
	apply(t, st, MoveAction(0, 0, Path{Hexes: 4}, false), 1, 2, 6, 3, 4)
	if st.Shields(0) != 0 || st.Damage(0) != 3 {
		t.Errorf("shields %d, damage %d after 3 debris hits, want 0 and 3", st.Shields(0), st.Damage(0))
	}
	st = lone(t, nil, debris, Options{}, nil)
	apply(t, st, MoveAction(0, 0, Path{Hexes: 2}, false), 3, 4)
	if st.Shields(0) != 2 {
		t.Errorf("shields %d at half speed, want 2", st.Shields(0))
	}
	if !st.debrisOnLine(Cell{5, 12}.Hex(), Cell{5, 6}.Hex()) {
		t.Error("fire through debris not marked")
	}
}

// TestMines checks that entering a minefield attacks on 4-6 for 1d3 hits,
// and that the field then becomes known to everyone.
func TestMines(t *testing.T) {
	st := lone(t, nil, nil, Options{Mines: true}, []Cell{{5, 11}})
	if st.KnownMine(1, Cell{5, 11}.Hex()) {
		t.Fatal("Blue knows of Red's minefield")
	}
	// A 4 attacks, for 2 hits: both shields. At the end of the turn the
	// destroyer, which has not fired, regenerates one; then initiative.
	apply(t, st, MoveAction(0, 0, Path{Hexes: 1}, false), 4, 2, 3, 4)
	if st.Shields(0) != 1 {
		t.Errorf("shields %d, want 2 − 2 + 1", st.Shields(0))
	}
	if !st.KnownMine(1, Cell{5, 11}.Hex()) {
		t.Error("the minefield is still secret after a ship entered it")
	}
}
