package fullthrust

import (
	"math"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestGroupStretches checks where the tactical player predicts side 0's
// group Wasp (standard: a 24 MU main move, 12 when launched) to end its
// moves under each kind of order, the stretch from where it ends if its
// target stays to where it ends if the target holds its course and speed.
// Hulk and Barge are side 1's ships, Lamp side 0's, Bee side 0's other
// group and Gnat side 1's group.
func TestGroupStretches(t *testing.T) {
	ship := func(name string, side int, at geom.Vec, course, velocity int) battle.ShipView {
		return battle.ShipView{Name: name, Side: side, Status: "in battle", At: at, Course: course, Velocity: velocity}
	}
	group := func(name string, side int, status string, at geom.Vec, cef int) battle.FighterView {
		return battle.FighterView{Name: name, Type: "standard", Side: side, Strength: 6, CEF: cef, Status: status, At: at}
	}
	still := geom.Vec{Y: 20}
	for _, tc := range []struct {
		name   string
		ships  []battle.ShipView
		wasp   battle.FighterView
		others []battle.FighterView
		lines  []string
		want   []stretch // nil for none: Wasp stays in its bay
	}{
		{"attack a ship within the main move", []battle.ShipView{ship("Hulk", 1, still, 6, 0)},
			group("Wasp", 0, "in space", geom.Vec{}, 3), nil, []string{"Wasp: attack Hulk"},
			[]stretch{{still, still}}},
		{"attack a ship moving away: the secondary move", []battle.ShipView{ship("Hulk", 1, geom.Vec{Y: 30}, 12, 10)},
			group("Wasp", 0, "in space", geom.Vec{}, 3), nil, []string{"Wasp: attack Hulk press"},
			[]stretch{{geom.Vec{Y: 24}, geom.Vec{Y: 34}}}},
		{"attack with 1 CEF: no secondary move", []battle.ShipView{ship("Hulk", 1, geom.Vec{Y: 30}, 12, 10)},
			group("Wasp", 0, "in space", geom.Vec{}, 1), nil, []string{"Wasp: attack Hulk"},
			[]stretch{{geom.Vec{Y: 24}, geom.Vec{Y: 24}}}},
		{"launch at a ship: half the main move", []battle.ShipView{ship("Hulk", 1, still, 6, 0)},
			group("Wasp", 0, "in bay", geom.Vec{}, 6), nil, []string{"Wasp: attack Hulk"},
			[]stretch{{geom.Vec{Y: 12}, geom.Vec{Y: 14}}}},
		{"assist a group attacking a ship", []battle.ShipView{ship("Hulk", 1, geom.Vec{Y: 30}, 12, 10), ship("Barge", 1, geom.Vec{X: -30}, 6, 0)},
			group("Wasp", 0, "in space", geom.Vec{}, 3), []battle.FighterView{group("Bee", 0, "in space", geom.Vec{X: 5}, 3)},
			[]string{"Bee: attack Hulk", "Wasp: assist Bee"},
			[]stretch{{geom.Vec{X: 1.054, Y: 23.674}, geom.Vec{X: 0.387, Y: 34.013}}, {geom.Vec{Y: 24}, geom.Vec{Y: 34}}}},
		{"pursue a ship", []battle.ShipView{ship("Hulk", 1, geom.Vec{Y: 30}, 12, 10)},
			group("Wasp", 0, "in space", geom.Vec{Y: 28}, 3), nil, []string{"Wasp: pursue Hulk"},
			[]stretch{{geom.Vec{Y: 30}, geom.Vec{Y: 40}}}},
		{"screen a ship within reach", []battle.ShipView{ship("Lamp", 0, geom.Vec{X: 5}, 3, 4)},
			group("Wasp", 0, "in space", geom.Vec{}, 3), nil, []string{"Wasp: screen Lamp"},
			[]stretch{{geom.Vec{X: 5}, geom.Vec{X: 9}}}},
		{"screen a ship out of reach", []battle.ShipView{ship("Lamp", 0, geom.Vec{X: 40}, 3, 4)},
			group("Wasp", 0, "in space", geom.Vec{}, 3), nil, []string{"Wasp: screen Lamp"},
			[]stretch{{geom.Vec{X: 24}, geom.Vec{X: 24}}}},
		{"escort a group attacking a ship", []battle.ShipView{ship("Hulk", 1, geom.Vec{Y: 30}, 12, 10)},
			group("Wasp", 0, "in space", geom.Vec{X: 1}, 3), []battle.FighterView{group("Bee", 0, "in space", geom.Vec{}, 3)},
			[]string{"Bee: attack Hulk", "Wasp: screen Bee"},
			[]stretch{{geom.Vec{Y: 24}, geom.Vec{Y: 34}}, {geom.Vec{Y: 24}, geom.Vec{Y: 34}}}},
		{"intercept an enemy group", nil,
			group("Wasp", 0, "in space", geom.Vec{}, 3), []battle.FighterView{group("Gnat", 1, "in space", geom.Vec{Y: 40}, 3)},
			[]string{"Wasp: intercept Gnat"},
			[]stretch{{geom.Vec{Y: 24}, geom.Vec{Y: 34}}}},
		{"hold in space", []battle.ShipView{ship("Hulk", 1, still, 6, 0)},
			group("Wasp", 0, "in space", geom.Vec{X: 3}, 3), nil, []string{"Wasp: hold"},
			[]stretch{{geom.Vec{X: 3}, geom.Vec{X: 3}}}},
		{"intercept missiles from space", nil,
			group("Wasp", 0, "in space", geom.Vec{X: 3}, 3), nil, []string{"Wasp: intercept missiles"},
			[]stretch{{geom.Vec{X: 3}, geom.Vec{X: 3}}}},
		{"no order in space", nil, group("Wasp", 0, "in space", geom.Vec{X: 3}, 3), nil, nil,
			[]stretch{{geom.Vec{X: 3}, geom.Vec{X: 3}}}},
		{"hold in its bay", []battle.ShipView{ship("Hulk", 1, still, 6, 0)},
			group("Wasp", 0, "in bay", geom.Vec{}, 6), nil, []string{"Wasp: hold"}, nil},
		{"no order in its bay", nil, group("Wasp", 0, "in bay", geom.Vec{}, 6), nil, nil, nil},
		{"an enemy group is no concern", nil, group("Wasp", 1, "in space", geom.Vec{}, 6), nil, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := battle.View{Ships: tc.ships, Fighters: append(tc.others, tc.wasp)}
			got := groupStretches(v, 0, tc.lines, nil)
			near := func(a, b geom.Vec) bool { return a.Dist(b) < 0.01 }
			if len(got) != len(tc.want) {
				t.Fatalf("stretches %v, want %v", got, tc.want)
			}
			for k := range got {
				if !near(got[k].from, tc.want[k].from) || !near(got[k].to, tc.want[k].to) {
					t.Errorf("stretch %d: %v, want %v", k, got[k], tc.want[k])
				}
			}
		})
	}
}

// TestBlastsGroups checks the distance a bolt keeps from a stretch: its
// blast, 6 MU, with the rounding of the written point (aimSlack).
func TestBlastsGroups(t *testing.T) {
	s := []stretch{{geom.Vec{}, geom.Vec{Y: 12}}}
	for _, tc := range []struct {
		at   geom.Vec
		want bool
	}{
		{geom.Vec{X: 6, Y: 6}, true},    // abeam the middle, on the blast's edge
		{geom.Vec{X: 6.05, Y: 6}, true}, // within the rounding
		{geom.Vec{X: 6.1, Y: 6}, false}, // beyond it
		{geom.Vec{Y: 18}, true},         // past the end, on the edge
		{geom.Vec{Y: 18.2}, false},      // farther
		{geom.Vec{X: -4, Y: -4}, true},  // behind the start, 5.7 MU off
		{geom.Vec{X: 30, Y: 30}, false}, // far off
		{geom.Vec{X: math.Sqrt(18), Y: -math.Sqrt(18)}, true},
	} {
		if got := blastsGroups(tc.at, s); got != tc.want {
			t.Errorf("bolt at %v: %v, want %v", tc.at, got, tc.want)
		}
	}
	if blastsGroups(geom.Vec{}, nil) {
		t.Error("no group, yet a bolt at the origin blasts one")
	}
}
