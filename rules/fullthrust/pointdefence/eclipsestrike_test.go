package pointdefence

import (
	"errors"
	"math"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// eclipseStrike is a cruiser eclipsed by a big escort (BDI 50) that lends
// it a PDS without ADFC, struck by two salvos and a heavy missile.
func eclipseStrike(bdi int) Strike {
	cr := testShip("Cruiser", 16, 0, sys(fullthrust.PDS, 1)...)
	es := testShip("Escort", 16, 0, sys(fullthrust.PDS, 2)...)
	def := []Defence{DefaultDefence(cr), {PDS: 1, Cover: []Cover{{Ship: 0, PDS: 1}}}}
	raid := Raid{Target: 0, Salvos: 2, Heavy: 1}
	return Strike{Ships: []fullthrust.Ship{cr, es}, Defence: def, Raids: []Raid{raid},
		Eclipses: []Eclipsing{{Eclipser: 1, Eclipsed: 0, BDI: bdi}}}
}

// TestEclipseSalvos rolls the salvos at +1 for the eclipse and splits the
// hits: 7 missiles at BDI 50 put 3 on the escort and 4 on the cruiser.
func TestEclipseSalvos(t *testing.T) {
	dice := []int{
		1,    // cruiser's PDS
		1,    // escort's lent PDS: PDL 0
		1,    // heavy missile needs 2+: miss
		3, 2, // two salvos at band 0, +1: 4 + 3 = 7 hits
		1, 1, 1, // 3 missiles on the escort: 3 points
		2, 2, 2, 2, // 4 on the cruiser: 8 points, row 1 completed
		6, // cruiser's threshold check: PDS lost
	}
	res := scripted(t, eclipseStrike(50), fullthrust.Options{}, dice...)
	r := res.Raids[0]
	if r.MissileHits != 7 {
		t.Fatalf("missile hits %d, want 7", r.MissileHits)
	}
	if len(r.Eclipsers) != 1 || r.Eclipsers[0].Damage.Total() != 3 || r.Damage.Total() != 8 {
		t.Fatalf("eclipser %+v, cruiser %d points; want 3 and 8", r.Eclipsers, r.Damage.Total())
	}
	if got := res.Ships[1].Lost.Hull; got != 3 {
		t.Errorf("escort lost %d hull boxes, want 3", got)
	}
	mustContain(t, res.Log, "D6 + 1 for eclipsing - 0", "Escort, eclipsing (BDI 50%), takes 3 of the 7 hits")
}

// TestEclipserOwnAdvancedScreens rolls each ship's share of the missile
// damage less its own advanced screen level ("taken by Eclipsing ship and
// applied normally"): the escort's three dice meet the escort's screens and
// the cruiser's four the cruiser's, and the log names each level.
func TestEclipserOwnAdvancedScreens(t *testing.T) {
	tests := []struct {
		name               string
		cruiser, escort    int // advanced screens on each ship
		escortDice         []int
		cruiserDice        []int
		escortPts, crPts   int
		escortNote, crNote string
		threshold          []int // the cruiser's threshold checks, one a system
	}{
		{"eclipser screened", 0, 1, []int{1, 1, 4}, []int{2, 2, 2, 2}, 3, 8,
			"missile damage, 3D6 less 1 per die for screens on Escort: ", "missile damage, 4D6: ", []int{6}},
		{"target screened", 2, 0, []int{1, 1, 1}, []int{3, 3, 3, 3}, 3, 4,
			"missile damage, 3D6 on Escort: ", "missile damage, 4D6 less 2 per die for screens: ", []int{1, 1, 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := eclipseStrike(50)
			s.Ships[0].Systems = append(s.Ships[0].Systems, sys(fullthrust.AdvancedScreen, tc.cruiser)...)
			s.Ships[1].Systems = append(s.Ships[1].Systems, sys(fullthrust.AdvancedScreen, tc.escort)...)
			// PDL 0; the heavy misses; the salvos put 4 + 3 = 7 missiles
			// on target: 3 on the escort, 4 on the cruiser; then the
			// cruiser's threshold checks, one die per system.
			dice := append([]int{1, 1, 1, 3, 2}, tc.escortDice...)
			dice = append(append(dice, tc.cruiserDice...), tc.threshold...)
			res := scripted(t, s, fullthrust.Options{}, dice...)
			r := res.Raids[0]
			if got := r.Eclipsers[0].Damage.Total(); got != tc.escortPts {
				t.Errorf("escort took %d points, want %d", got, tc.escortPts)
			}
			if got := r.Damage.Total(); got != tc.crPts {
				t.Errorf("cruiser took %d points, want %d", got, tc.crPts)
			}
			mustContain(t, res.Log, tc.escortNote, tc.crNote)
		})
	}
}

// TestEclipseOverkill passes the points a destroyed eclipser cannot take on
// to the eclipsed ship.
func TestEclipseOverkill(t *testing.T) {
	s := eclipseStrike(100)
	s.Ships[1] = testShip("Escort", 4, 0, sys(fullthrust.PDS, 2)...)
	// PDL 0; the heavy misses; salvos 1 + 1 each: 4 hits, all on the
	// escort: 8 points on its 4 boxes; 4 go on to the cruiser (row 1).
	dice := []int{1, 1, 1, 1, 1, 2, 2, 2, 2, 1}
	res := scripted(t, s, fullthrust.Options{}, dice...)
	r := res.Raids[0]
	if e := r.Eclipsers[0]; !e.Taken.Destroyed || e.Overkill != 4 || r.Damage.Total() != 4 {
		t.Fatalf("eclipser %+v, cruiser %d points; want the escort destroyed and 4 passed on", e, r.Damage.Total())
	}
}

// TestEclipseValidate rejects bad eclipses and lets an eclipser lend PDS
// without ADFC only to the ship it eclipses.
func TestEclipseValidate(t *testing.T) {
	tests := []struct {
		name string
		e    []Eclipsing
		ok   bool
	}{
		{"valid", []Eclipsing{{Eclipser: 1, Eclipsed: 0, BDI: 40}}, true},
		{"no eclipse, no ADFC", nil, false},
		{"itself", []Eclipsing{{Eclipser: 1, Eclipsed: 1}}, false},
		{"unknown ship", []Eclipsing{{Eclipser: 2, Eclipsed: 0}}, false},
		{"bad BDI", []Eclipsing{{Eclipser: 1, Eclipsed: 0, BDI: 120}}, false},
		{"both ways", []Eclipsing{{Eclipser: 1, Eclipsed: 0}, {Eclipser: 0, Eclipsed: 1}}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := eclipseStrike(0)
			s.Eclipses = tc.e
			err := s.Validate()
			if tc.ok != (err == nil) || (err != nil && !errors.Is(err, ErrSetup)) {
				t.Errorf("Validate = %v, want ok %v", err, tc.ok)
			}
		})
	}
}

// TestStrikeBDI checks the formula of RULINGS E4 #7.
func TestStrikeBDI(t *testing.T) {
	a := testShip("A", 30, 0)
	b := testShip("B", 10, 0)
	for _, tc := range []struct {
		name                 string
		thrust, heading, bdi int
	}{
		{"share", 0, 0, 75}, {"thrust", 2, 0, 95}, {"heading", 0, 2, 35}, {"head-on", 0, 6, 0}, {"clamped", 5, 0, 100},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := StrikeBDI(a, b, tc.thrust, tc.heading); got != tc.bdi {
				t.Errorf("StrikeBDI = %d, want %d", got, tc.bdi)
			}
		})
	}
}

// TestEclipseBlastMonteCarlo samples a strike with an eclipse, a plasma
// blast on fighters and salvos, and re-planned assistance, and compares the
// frequencies with the exact odds.
func TestEclipseBlastMonteCarlo(t *testing.T) {
	s := eclipseStrike(40)
	s.Raids[0].Groups = []Attacker{group("A", Attack, 6, ""), group("B", Heavy, 4, "A"), group("C", Standard, 3, "")}
	s.Raids[0].Salvos = 3
	s.Raids[0].Plasma = []Bolt{{Class: 2, Fighters: []string{"C"}, Salvos: 1}}
	odds, err := Odds(s, fullthrust.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o := odds[0]
	m, err := NewSampler(s, fullthrust.Options{})
	if err != nil {
		t.Fatal(err)
	}
	const n = 40000
	stream := rng.New(0xec1)
	var tl tally
	for range n {
		tl.add(m.Sample(stream)[0], o.Boxes)
	}
	tl.check(t, o.Total, 5, "")
	ml, _ := o.MeanLosses.Float64()
	if d := float64(tl.losses)/n - ml; math.Abs(d) > 0.05 {
		t.Errorf("mean losses %.3f sampled, %.3f exact", float64(tl.losses)/n, ml)
	}
}
