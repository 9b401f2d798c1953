package pointdefence

import (
	"math"
	"math/big"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// overkillStrike is eclipseStrike with the escort down to 3 boxes (BDI 60),
// so that its share of the missiles often destroys it, and with fighters,
// salvos and heavy missiles around it.
func overkillStrike() Strike {
	s := eclipseStrike(60)
	s.Ships[1] = hurt(testShip("Escort", 8, 0, sys(fullthrust.PDS, 2)...), 5)
	s.Raids[0].Groups = []Attacker{group("A", Standard, 4, ""), group("B", Heavy, 2, "")}
	s.Raids[0].Salvos = 3
	s.Raids[0].Heavy = 2
	return s
}

// TestOverkillMatchesTake checks Ship.overkill, the odds' and the Sampler's
// arithmetic, against Ship.Take on ships with and without armour layers,
// with damage already taken, for normal and penetrating points.
func TestOverkillMatchesTake(t *testing.T) {
	ships := map[string]fullthrust.Ship{
		"bare":          testShip("Bare", 6, 0),
		"armour":        testShip("Armoured", 6, 3),
		"hurt":          hurt(testShip("Hurt", 8, 2), 5),
		"outer gone":    {Name: "Layers", Hull: fullthrust.HullRows(6, 3), Armour: []int{2, 3}, Lost: fullthrust.Lost{Armour: []int{2, 1}, Hull: 1}},
		"two layers":    {Name: "Layers", Hull: fullthrust.HullRows(4, 2), Armour: []int{2, 3}},
		"all but hull":  {Name: "Bare hull", Hull: fullthrust.HullRows(4, 2), Armour: []int{2}, Lost: fullthrust.Lost{Armour: []int{2}, Hull: 3}},
		"already dead":  hurt(testShip("Dead", 4, 1), 4),
		"inner skipped": {Name: "Inner", Hull: fullthrust.HullRows(4, 2), Armour: []int{0, 2}},
	}
	for name, s := range ships {
		t.Run(name, func(t *testing.T) {
			for n := range 16 {
				for p := range 16 {
					d := fullthrust.Damage{Normal: n, Penetrating: p}
					_, taken := s.Take(d)
					if got := overkill(&s, d); got != taken.Overkill {
						t.Fatalf("%+v: overkill %d, Take gives %d", d, got, taken.Overkill)
					}
				}
			}
		})
	}
}

// TestEclipseOverkillMean checks the exact mean by hand: an eclipser with
// one box left takes every heavy missile hit (BDI 100); a hit (5 in 6 at
// PDL 0) does 3D6, of which all but 1 go on, so the target's mean is
// 5/6 * 9.5 = 95/12.
func TestEclipseOverkillMean(t *testing.T) {
	s := eclipsed(testShip("Corvette", 8, 0), Raid{Heavy: 1}, 100, hurt(testShip("Escort", 4, 0), 3))
	odds, err := Odds(s, fullthrust.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o := odds[0]
	if want := big.NewRat(95, 12); o.MeanDamage.Cmp(want) != 0 {
		t.Errorf("mean damage %s, want %s", o.MeanDamage.RatString(), want.RatString())
	}
	last := o.Parts[len(o.Parts)-1]
	if last.Label != "overkill of destroyed eclipsers" || last.Mean.Cmp(big.NewRat(95, 12)) != 0 {
		t.Errorf("last part %q with mean %s, want the overkill with mean 95/12", last.Label, last.Mean.RatString())
	}
	// 3D6 - 1 >= 8 (destroying the corvette's 8 boxes) has P(3D6 >= 9) = 160/216.
	want := new(big.Rat).Mul(big.NewRat(5, 6), big.NewRat(160, 216))
	if o.Destroyed.Cmp(want) != 0 {
		t.Errorf("P(destroyed) %s, want %s", o.Destroyed.RatString(), want.RatString())
	}
}

// TestEclipseOverkillOwnScreens checks the exact mean by hand when the
// eclipser has advanced screens (level 1) and the target level 2: a hit (5
// in 6) does 3 dice of a d6 less 1 on the eclipser, X with mean 15/2, and
// max(0, X-1) goes on, whose mean is 15/2 - 1 + P(X = 0) = 1405/216; the
// target's screens do not touch overkill, which arrives as points. The
// target's mean is 5/6 of that, 7025/1296.
func TestEclipseOverkillOwnScreens(t *testing.T) {
	s := eclipsed(testShip("Corvette", 8, 0, sys(fullthrust.AdvancedScreen, 2)...), Raid{Heavy: 1}, 100,
		hurt(testShip("Escort", 4, 0, sys(fullthrust.AdvancedScreen, 1)...), 3))
	odds, err := Odds(s, fullthrust.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if want := big.NewRat(7025, 1296); odds[0].MeanDamage.Cmp(want) != 0 {
		t.Errorf("mean damage %s, want %s", odds[0].MeanDamage.RatString(), want.RatString())
	}
}

// TestEclipseOverkillMonteCarlo samples a strike whose eclipser is often
// destroyed and compares the frequencies with the exact odds within 4
// standard errors, with ordnance plain and SAP, and with each ship's share
// of the damage dice meeting its own advanced screens, under both procedures
// (the classic one pooling the heavy missiles' hits, with the salvos'
// lock-on at +1).
func TestEclipseOverkillMonteCarlo(t *testing.T) {
	for _, tc := range []struct {
		name     string
		opt      fullthrust.Options
		screened bool // advanced screens: level 2 on the target, 1 on the eclipser
	}{{"plain", fullthrust.Options{}, false}, {"SAP", fullthrust.Options{SAPOrdnance: true}, false}, {"own advanced screens", fullthrust.Options{}, true},
		{"classic", classicOpt, false}, {"classic SAP", fullthrust.Options{Procedure: fullthrust.Classic, SAPOrdnance: true}, false},
		{"classic own advanced screens", classicOpt, true}} {
		opt := tc.opt
		t.Run(tc.name, func(t *testing.T) {
			s := overkillStrike()
			if opt.SAPOrdnance {
				s.Ships[1].Armour = []int{2}
			}
			if tc.screened {
				s.Ships[0].Systems = append(s.Ships[0].Systems, sys(fullthrust.AdvancedScreen, 2)...)
				s.Ships[1].Systems = append(s.Ships[1].Systems, sys(fullthrust.AdvancedScreen, 1)...)
			}
			odds, err := Odds(s, opt)
			if err != nil {
				t.Fatal(err)
			}
			o := odds[0]
			m, err := NewSampler(s, opt)
			if err != nil {
				t.Fatal(err)
			}
			const n = 40000
			stream := rng.New(0x0c1)
			var tl tally
			over := 0
			for range n {
				smp := m.Sample(stream)[0]
				tl.add(smp, o.Boxes)
				over += b2i(smp.Overkill > 0)
			}
			if over < n/10 {
				t.Fatalf("only %d of %d trials passed overkill on", over, n)
			}
			tl.check(t, o.Total, 4, "")
			mean, _ := o.MeanDamage.Float64()
			if d := tl.mean() - mean; math.Abs(d) > 0.02*mean+0.1 {
				t.Errorf("mean damage %.3f sampled, %.3f exact", tl.mean(), mean)
			}
		})
	}
}

// TestConvAllPinsItsInputs checks the invariant the sums' cache rests on:
// every grid a cached sum names by address stays alive as long as the
// cache, so no other grid can take its address. Before, the eclipsed
// missiles' grid, which is not cached, could be collected and its address
// reused within one computation, and about 2 in 1,000 runs of the odds
// below read a stale sum.
func TestConvAllPinsItsInputs(t *testing.T) {
	s := overkillStrike()
	plan := compile(&s, fullthrust.Options{})[0]
	c := newOddsCtx(nil, &s, &plan, fullthrust.Options{})
	a, b := point0(c.w, c.cap), point0(c.w, c.cap)
	c.convAll([]*grid{&a, &b})
	if len(c.pinned) != 2 || c.pinned[0] != &a || c.pinned[1] != &b {
		t.Fatalf("pinned %v, want the two grids summed", c.pinned)
	}
}

// TestOddsRepeat computes the same odds from fresh strikes many times: the
// exact answer must never change.
func TestOddsRepeat(t *testing.T) {
	var first string
	for i := range 100 {
		s := overkillStrike()
		s.Ships[0].Systems = append(s.Ships[0].Systems, sys(fullthrust.AdvancedScreen, 2)...)
		s.Ships[1].Systems = append(s.Ships[1].Systems, sys(fullthrust.AdvancedScreen, 1)...)
		odds, err := Odds(s, fullthrust.Options{DeclaredAssists: true})
		if err != nil {
			t.Fatal(err)
		}
		got := odds[0].Destroyed.RatString()
		if i == 0 {
			first = got
		} else if got != first {
			t.Fatalf("run %d: P(destroyed) %s, first run %s", i, got, first)
		}
	}
}
