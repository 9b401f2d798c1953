package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/geom"
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
