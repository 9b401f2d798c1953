package manoeuvre

import (
	"math"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

func TestBeamDice(t *testing.T) {
	tests := []struct {
		class int
		r     float64
		want  int
	}{
		{3, 0, 3}, {3, 12, 3}, {3, 12.01, 2}, {3, 24, 2}, {3, 30, 1}, {3, 36, 1}, {3, 36.5, 0},
		{1, 12, 1}, {1, 13, 0}, {2, 24, 1}, {4, 48, 1}, {0, 1, 0}, {2, -1, 0},
	}
	for _, tt := range tests {
		if got := BeamDice(tt.class, tt.r); got != tt.want {
			t.Errorf("BeamDice(%d, %v) = %d, want %d", tt.class, tt.r, got, tt.want)
		}
	}
}

func TestFireBeams(t *testing.T) {
	fore := []Gun{{Name: "B2", Class: 2, Arcs: geom.Arcs(geom.F), System: -1}}
	port := []Gun{{Name: "B2 port", Class: 2, Arcs: geom.Arcs(geom.FP), System: -1}}
	at := func(x, y float64) Motion { return Motion{Pos: geom.Vec{X: x, Y: y}} }
	tests := []struct {
		name string
		guns []Gun
		shot Shot
		dice []int
		want fullthrust.Damage
	}{
		{"two dice, a re-roll", fore, Shot{To: at(0, 10)}, []int{6, 5, 4}, fullthrust.Damage{Normal: 3, Penetrating: 1}},
		{"level-1 screen", fore, Shot{To: at(0, 10), Screen: 1}, []int{6, 5, 4}, fullthrust.Damage{Normal: 2, Penetrating: 1}},
		{"level-2 screen", fore, Shot{To: at(0, 10), Screen: 2}, []int{6, 5, 5}, fullthrust.Damage{Normal: 2, Penetrating: 1}},
		{"corkscrew -1", fore, Shot{To: at(0, 10), Corkscrew: true}, []int{6, 5, 4}, fullthrust.Damage{Normal: 1, Penetrating: 1}},
		{"second band", fore, Shot{To: at(0, 20)}, []int{5}, fullthrust.Damage{Normal: 1}},
		{"extreme manoeuvres push it out of range", fore, Shot{To: at(0, 20), EM: 1}, nil, fullthrust.Damage{}},
		{"out of arc", fore, Shot{To: at(0, -10)}, nil, fullthrust.Damage{}},
		{"port battery on a starboard target", port, Shot{To: at(8, 5)}, nil, fullthrust.Damage{}},
		{"inverted: the port battery bears to starboard", port, Shot{From: Motion{Inverted: true}, To: at(8, 5)}, []int{4, 4}, fullthrust.Damage{Normal: 2}},
		{"corkscrew: both sides", port, Shot{To: at(8, 5), Corkscrew: true}, []int{5, 5}, fullthrust.Damage{Normal: 2}},
		{"eclipsed arc", fore, Shot{To: at(0, 10), Blocked: geom.Arcs(geom.F)}, nil, fullthrust.Damage{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			script := rng.NewScript(tt.dice)
			v := FireBeams(tt.guns, tt.shot, ManoeuvreOptions{}, script)
			checkScript(t, script)
			if v.Damage != tt.want {
				t.Errorf("damage %+v, want %+v (%s)", v.Damage, tt.want, v)
			}
		})
	}
	v := FireBeams(fore, Shot{To: at(0, 10)}, ManoeuvreOptions{NonPenetratingBeams: true}, rng.NewScript([]int{6, 5, 4}))
	if v.Damage != (fullthrust.Damage{Normal: 4}) {
		t.Errorf("non-penetrating re-rolls: %+v", v.Damage)
	}
}

// TestExpectedBeamMatchesSampling checks the closed form against a seeded
// sample of rollBeam.
func TestExpectedBeamMatchesSampling(t *testing.T) {
	for _, c := range []struct{ mod, screen int }{{0, 0}, {0, 1}, {0, 2}, {-1, 0}, {-1, 2}} {
		s := rng.New(rng.Seed(42))
		const n = 200000
		total := 0
		for range n {
			a, b := rollBeam(s, c.mod, c.screen, nil)
			total += a + b
		}
		got, want := float64(total)/n, ExpectedBeam(c.mod, c.screen)
		if math.Abs(got-want) > 0.01 {
			t.Errorf("mod %d screen %d: sampled %.4f, exact %.4f", c.mod, c.screen, got, want)
		}
	}
	if got := ExpectedBeam(0, 0); math.Abs(got-0.8) > 1e-12 {
		t.Errorf("ExpectedBeam(0, 0) = %v, want 0.8", got)
	}
}

func TestGunsFollowSystems(t *testing.T) {
	s := fullthrust.Ship{Hull: []int{4}, Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 3, Arcs: geom.Arcs(geom.F)}, {Kind: fullthrust.PDS}, {Kind: fullthrust.Beam, Class: 1, Destroyed: true}, {Kind: fullthrust.Beam, Class: 2}}}
	g := Guns(s)
	if len(g) != 2 || g[0].Class != 3 || g[0].Arcs != geom.Arcs(geom.F) || g[1].Arcs.Len() != 6 || g[1].System != 3 {
		t.Errorf("guns %+v", g)
	}
}

// TestExpectedBeamIsTheDiesMean checks the planner's float mean against the
// exact mean of the same die definition, and rollBeam's first-die scores
// against the face table RULINGS A1 gives.
func TestExpectedBeamIsTheDiesMean(t *testing.T) {
	for mod := -1; mod <= 0; mod++ {
		for screen := 0; screen <= 2; screen++ {
			d := fullthrust.BeamDie(mod, screen)
			exact, _ := d.Mean().Float64()
			if got := ExpectedBeam(mod, screen); math.Abs(got-exact) > 1e-15 {
				t.Errorf("ExpectedBeam(%d, %d) = %v, exact mean %v", mod, screen, got, exact)
			}
			for f := 1; f <= 6; f++ {
				m := min(max(f+mod, 1), 6)
				want := 0
				switch {
				case m == 6 && screen >= 2:
					want = 1
				case m == 6:
					want = 2
				case m == 5, m == 4 && screen == 0:
					want = 1
				}
				script := rng.NewScript([]int{f, 1})
				if first, _ := rollBeam(script, mod, screen, nil); first != want {
					t.Errorf("mod %d screen %d face %d: first die scores %d, want %d", mod, screen, f, first, want)
				}
			}
		}
	}
}

// TestExpectedBeamTable checks that the table ExpectedBeam reads holds
// exactly what meanOf works out from the die, screens past 2 as 2, and
// that reading it allocates nothing (the computer players weigh every shot
// with it).
func TestExpectedBeamTable(t *testing.T) {
	for mod := -1; mod <= 0; mod++ {
		for screen := 0; screen <= 4; screen++ {
			d := fullthrust.BeamDie(mod, screen)
			if got, want := ExpectedBeam(mod, screen), meanOf(&d); got != want {
				t.Errorf("ExpectedBeam(%d, %d) = %v, meanOf gives %v", mod, screen, got, want)
			}
		}
	}
	if n := testing.AllocsPerRun(100, func() { ExpectedBeam(-1, 1) }); n != 0 {
		t.Errorf("ExpectedBeam allocates %v times a call, want 0", n)
	}
}

// TestBandDice checks that BandDice of RangeBand reads BeamDice's table:
// on and near every band edge, at random ranges, and at negative, NaN and
// infinite ranges, for classes -1 to 7.
func TestBandDice(t *testing.T) {
	src := rng.New(rng.Seed(14))
	ranges := []float64{-1, math.Copysign(0, -1), 0, math.NaN(), math.Inf(1), math.Inf(-1), 1e-300, 1e300}
	for edge := 0.0; edge <= 120; edge += bandMU {
		ranges = append(ranges, edge, math.Nextafter(edge, -1), math.Nextafter(edge, 200), edge-1e-9, edge+1e-9, edge-2e-8, edge+2e-8)
	}
	for range 20000 {
		ranges = append(ranges, src.Float64()*130)
	}
	for _, r := range ranges {
		for class := -1; class <= 7; class++ {
			if got, want := BandDice(class, RangeBand(r)), BeamDice(class, r); got != want {
				t.Fatalf("BandDice(%d, RangeBand(%v)) = %d, BeamDice = %d", class, r, got, want)
			}
		}
	}
}
