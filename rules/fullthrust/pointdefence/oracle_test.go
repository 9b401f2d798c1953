package pointdefence

import (
	"context"
	"math"
	"math/big"
	"testing"

	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// checkBrute compares an exact distribution with an enumeration: every
// listed probability is at least the enumerated one and exceeds it by no
// more than the cut mass.
func checkBrute(t *testing.T, what string, exact prob.Dist, brute map[int]*big.Rat, cut *big.Rat) {
	t.Helper()
	for v := exact.Lo(); v <= exact.Hi(); v++ {
		b := brute[v]
		if b == nil {
			b = new(big.Rat)
		}
		e := exact.P(v)
		diff := new(big.Rat).Sub(e, b)
		if diff.Sign() < 0 || diff.Cmp(cut) > 0 {
			t.Errorf("%s: P(%d) exact %s, brute force %s (cut %s)", what, v, e.FloatString(12), b.FloatString(12), cut.FloatString(12))
		}
	}
	for v, b := range brute {
		if (v < exact.Lo() || v > exact.Hi()) && b.Sign() > 0 {
			t.Errorf("%s: brute force gives P(%d) = %s, which the exact odds do not list", what, v, b.FloatString(12))
		}
	}
}

// oracleCases are small strikes whose every die sequence can be enumerated.
// The oracle's power lies in the cut mass, which bounds how far an exact
// probability may exceed the enumerated one, so a case is kept as small as
// the branch it covers allows: a plasma blast catching fighters and the
// raid's salvo (a blast on 3+1 fighters and 2 salvos left all its mass cut
// at 8 dice, checking nothing), an eclipsed salvo and an eclipsed heavy
// missile apart (together the cut was 0.98).
func oracleCases() []struct {
	name  string
	s     Strike
	opt   fullthrust.Options
	limit int
} {
	small := testShip("Corvette", 8, 0, systems(sys(fullthrust.PDS, 1), sys(fullthrust.Screen, 1))...)
	gunboat := testShip("Gunboat", 8, 0, sys(fullthrust.KGun, 1)...)
	armoured := testShip("Frigate", 6, 2, systems(sys(fullthrust.Beam, 1), sys(fullthrust.AdvancedScreen, 1), sys(fullthrust.ADFC, 1))...)
	one := func(sh fullthrust.Ship, r Raid) Strike {
		r.Target = 0
		return Strike{Ships: []fullthrust.Ship{sh}, Defence: []Defence{DefaultDefence(sh)}, Raids: []Raid{r}}
	}
	return []struct {
		name  string
		s     Strike
		opt   fullthrust.Options
		limit int
	}{
		{"classic K-1 not into the aft arc", one(gunboat, Raid{Groups: []Attacker{group("A", Standard, 1, "")}, Salvos: 1, Aft: Aft{Salvos: []bool{true}}}),
			fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"2015 K-1 out of the level, a salvo aft", one(gunboat, Raid{Groups: []Attacker{group("A", Standard, 1, "")}, Salvos: 1, Aft: Aft{Salvos: []bool{true}}}), fullthrust.Options{}, 8},
		{"2015 fighters and casualties", one(small, Raid{Groups: []Attacker{group("A", Standard, 2, ""), group("B", Standard, 1, "A")}}), fullthrust.Options{}, 8},
		{"2015 assistance re-planned", one(small, Raid{Groups: []Attacker{group("A", Attack, 1, ""), group("H", Heavy, 1, ""), group("S", Standard, 1, "A")}}), fullthrust.Options{}, 8},
		{"2015 assistance declared", one(small, Raid{Groups: []Attacker{group("A", Attack, 2, ""), group("H", Heavy, 1, "A")}}), fullthrust.Options{DeclaredAssists: true}, 8},
		{"2015 plasma blast on fighters and salvos", one(small, Raid{Groups: []Attacker{group("A", Standard, 2, "")}, Salvos: 1,
			Plasma: []Bolt{{Class: 1, Fighters: []string{"A"}, Salvos: 1}}}), fullthrust.Options{}, 8},
		{"2015 eclipsed salvo", eclipsedBy(one(small, Raid{Salvos: 1}), testShip("Escort", 12, 0), 40), fullthrust.Options{}, 8},
		{"2015 eclipsed heavy", eclipsedBy(one(small, Raid{Heavy: 1}), testShip("Escort", 12, 0), 40), fullthrust.Options{}, 8},
		{"2015 eclipser destroyed by salvo hits", eclipsed(testShip("Corvette", 8, 0), Raid{Salvos: 1}, 60, hurt(testShip("Escort", 4, 0), 2)), fullthrust.Options{}, 8},
		{"2015 eclipser destroyed by heavy and advanced heavy", eclipsed(testShip("Corvette", 8, 0), Raid{Heavy: 1, AdvancedHeavy: 1}, 100, testShip("Escort", 4, 0)), fullthrust.Options{}, 8},
		{"2015 armoured eclipser overkill SAP", eclipsed(testShip("Frigate", 6, 2), Raid{Heavy: 1, AdvancedHeavy: 1}, 100, hurt(testShip("Escort", 4, 2), 1)), fullthrust.Options{SAPOrdnance: true}, 8},
		{"2015 eclipser's own advanced screens, overkill", eclipsed(testShip("Corvette", 8, 0), Raid{Heavy: 1, AdvancedHeavy: 1}, 50,
			hurt(testShip("Escort", 4, 0, sys(fullthrust.AdvancedScreen, 1)...), 1)), fullthrust.Options{}, 8},
		{"2015 eclipsed ship's advanced screens, overkill", eclipsed(testShip("Corvette", 8, 0, sys(fullthrust.AdvancedScreen, 2)...), Raid{Heavy: 1, AdvancedHeavy: 1}, 50,
			hurt(testShip("Escort", 4, 0), 2)), fullthrust.Options{}, 8},
		{"2015 two eclipsers destroyed", eclipsed(testShip("Corvette", 8, 0), Raid{Heavy: 2}, 50, hurt(testShip("Escort", 4, 0), 3), hurt(testShip("Picket", 4, 0), 2)), fullthrust.Options{}, 8},
		{"2015 salvos", one(small, Raid{Salvos: 2}), fullthrust.Options{}, 7},
		{"2015 salvos intercepted by fighters", one(small, Raid{Salvos: 3, SalvoKills: []int{2, 0, 5}}), fullthrust.Options{}, 8},
		{"classic salvos intercepted by fighters", one(small, Raid{Salvos: 2, SalvoKills: []int{3}}), fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"2015 one salvo undefended, six hits", eclipsed(testShip("Cruiser", 16, 0), Raid{Salvos: 1}, 0), fullthrust.Options{}, 7},
		{"2015 heavy and plasma", one(armoured, Raid{Heavy: 1, Plasma: []Bolt{{Class: 2}}}), fullthrust.Options{}, 7},
		{"2015 torpedo advanced screens", one(armoured, Raid{Groups: []Attacker{group("T", Torpedo, 2, "")}}), fullthrust.Options{}, 8},
		{"2015 kinetic SAP", one(armoured, Raid{Groups: []Attacker{group("K", Kinetic, 2, "")}, Salvos: 1}), fullthrust.Options{SAPOrdnance: true}, 7},
		{"classic fighters", one(armoured, Raid{Groups: []Attacker{group("A", Heavy, 2, ""), group("H", Heavy, 1, "")}}), fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic torpedo, the die is the damage", one(armoured, Raid{Groups: []Attacker{group("T", Torpedo, 3, "")}}), fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic torpedo SAP, the die is the damage", one(armoured, Raid{Groups: []Attacker{group("T", Torpedo, 3, "")}}), fullthrust.Options{Procedure: fullthrust.Classic, SAPOrdnance: true}, 8},
		{"classic torpedo, separate damage die", one(armoured, Raid{Groups: []Attacker{group("T", Torpedo, 2, "")}}), fullthrust.Options{Procedure: fullthrust.Classic, TorpedoDamageRoll: true}, 8},
		{"classic salvo and heavy", one(small, Raid{Salvos: 1, Heavy: 1}), fullthrust.Options{Procedure: fullthrust.Classic}, 7},
		{"classic plasma blast on fighters", one(small, Raid{Groups: []Attacker{group("A", Standard, 2, ""), group("B", Standard, 1, "")},
			Plasma: []Bolt{{Class: 1, Fighters: []string{"A", "B"}}}}), fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic eclipsed salvo", eclipsedBy(one(small, Raid{Salvos: 1}), testShip("Escort", 12, 0), 40), fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic two eclipsers, lock-on +2", eclipsed(testShip("Cruiser", 16, 0), Raid{Salvos: 1}, 30, testShip("Escort", 12, 0), testShip("Picket", 12, 0)),
			fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic eclipser destroyed by salvo hits", eclipsed(testShip("Corvette", 8, 0), Raid{Salvos: 1}, 60, hurt(testShip("Escort", 4, 0), 2)),
			fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic eclipsed salvo intercepted by fighters", eclipsed(testShip("Corvette", 8, 0), Raid{Salvos: 2, SalvoKills: []int{4}}, 60, hurt(testShip("Escort", 4, 0), 2)),
			fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic two eclipsers destroyed by pooled heavy missiles", eclipsed(testShip("Corvette", 8, 0), Raid{Heavy: 1, AdvancedHeavy: 1}, 50,
			hurt(testShip("Escort", 4, 0), 3), hurt(testShip("Picket", 4, 0), 2)), fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic armoured eclipser overkill SAP", eclipsed(testShip("Frigate", 6, 2), Raid{Heavy: 2}, 100, hurt(testShip("Escort", 4, 2), 1)),
			fullthrust.Options{Procedure: fullthrust.Classic, SAPOrdnance: true}, 8},
		{"classic lent scattergun at fighters (W120)", lent(one(small, Raid{Groups: []Attacker{group("A", Standard, 3, "")}}), 1),
			fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic two lent scatterguns at fighters and a salvo (W120)", lent(one(small, Raid{Groups: []Attacker{group("A", Standard, 3, "")}, Salvos: 1}), 2),
			fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic lent scattergun at a light group (W118, W120)", lent(one(small, Raid{Groups: []Attacker{group("L", Light, 3, "")}}), 1),
			fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic lent scattergun at a plasma bolt (W120)", lent(one(armoured, Raid{Plasma: []Bolt{{Class: 2}}}), 1),
			fullthrust.Options{Procedure: fullthrust.Classic}, 8},
		{"classic eclipser's own advanced screens, overkill", eclipsed(testShip("Corvette", 8, 0, sys(fullthrust.AdvancedScreen, 2)...), Raid{Heavy: 2}, 50,
			hurt(testShip("Escort", 4, 0, sys(fullthrust.AdvancedScreen, 1)...), 1)), fullthrust.Options{Procedure: fullthrust.Classic}, 8},
	}
}

// lent adds to s a ship lending n scatterguns in ADFC mode to s's first
// ship (W120).
func lent(s Strike, n int) Strike {
	s.Ships = append(s.Ships, testShip("Kra", 6, 0, sys(fullthrust.Scattergun, n)...))
	s.Defence = append(s.Defence, Defence{Cover: []Cover{{Ship: 0, Scatterguns: n}}})
	return s
}

// eclipsedBy adds to s the ship e, eclipsing s's first ship at the given BDI.
func eclipsedBy(s Strike, e fullthrust.Ship, bdi int) Strike {
	s.Eclipses = append(s.Eclipses, Eclipsing{Eclipser: len(s.Ships), Eclipsed: 0, BDI: bdi})
	s.Ships = append(s.Ships, e)
	s.Defence = append(s.Defence, Defence{})
	return s
}

// eclipsed is a strike on target by raid with no point defence, the ships
// of eclipsers each eclipsing it at the given BDI.
func eclipsed(target fullthrust.Ship, r Raid, bdi int, eclipsers ...fullthrust.Ship) Strike {
	s := Strike{Ships: []fullthrust.Ship{target}, Defence: []Defence{{}}, Raids: []Raid{r}}
	for _, e := range eclipsers {
		s.Eclipses = append(s.Eclipses, Eclipsing{Eclipser: len(s.Ships), Eclipsed: 0, BDI: bdi})
		s.Ships = append(s.Ships, e)
		s.Defence = append(s.Defence, Defence{})
	}
	return s
}

// hurt returns the ship with n hull boxes crossed off.
func hurt(s fullthrust.Ship, n int) fullthrust.Ship {
	s.Lost.Hull = n
	return s
}

// TestOddsAgreeWithBruteForce enumerates every die sequence of small
// strikes and compares the damage (capped at the boxes left), whether the
// ship is destroyed and the fighters lost with the exact odds. The cases
// share nothing, so they run in parallel.
func TestOddsAgreeWithBruteForce(t *testing.T) {
	for _, tc := range oracleCases() {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			odds, err := Odds(tc.s, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			o := odds[0]
			m, err := NewSampler(tc.s, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			// One enumeration gives all three: damage*1000 + destroyed*100 + losses.
			all, cut := rng.Enumerate(tc.limit, func(src rng.Source) int {
				smp := m.Sample(src)[0]
				return min(smp.Damage, o.Boxes)*1000 + b2i(smp.Destroyed)*100 + smp.Losses
			})
			dmg, dead, lost := map[int]*big.Rat{}, map[int]*big.Rat{}, map[int]*big.Rat{}
			for v, p := range all {
				for _, m := range []struct {
					to map[int]*big.Rat
					k  int
				}{{dmg, v / 1000}, {dead, v / 100 % 10}, {lost, v % 100}} {
					if m.to[m.k] == nil {
						m.to[m.k] = new(big.Rat)
					}
					m.to[m.k].Add(m.to[m.k], p)
				}
			}
			checkBrute(t, "damage", o.Damage, dmg, cut)
			pd := dead[1]
			if pd == nil {
				pd = new(big.Rat)
			}
			lo := new(big.Rat).Sub(o.Destroyed, cut)
			hi := new(big.Rat).Add(new(big.Rat).Add(o.Destroyed, o.Tail), cut)
			if pd.Cmp(lo) < 0 || pd.Cmp(hi) > 0 {
				t.Errorf("P(destroyed) exact %s, brute force %s (cut %s)", o.Destroyed.FloatString(12), pd.FloatString(12), cut.FloatString(12))
			}
			if len(o.Losses) == 1 { // a single fighter type: its losses are the total
				checkBrute(t, "losses", o.Losses[0].Lost, lost, cut)
			}
		})
	}
}

// TestOddsAgreeWithMonteCarlo samples a larger strike under both procedures
// and compares the frequencies with the exact odds.
func TestOddsAgreeWithMonteCarlo(t *testing.T) {
	for _, opt := range []fullthrust.Options{{}, {Procedure: fullthrust.Classic}, {SAPOrdnance: true, Casualties: fullthrust.CasualtiesConcentrate}, {DeclaredAssists: true}} {
		t.Run(opt.Procedure.String(), func(t *testing.T) {
			s := benchStrike(2)
			odds, err := totals(context.Background(), s, opt)
			if err != nil {
				t.Fatal(err)
			}
			m, err := NewSampler(s, opt)
			if err != nil {
				t.Fatal(err)
			}
			const n = 40000
			stream := rng.New(0x5eed)
			tallies := make([]tally, len(odds))
			for range n {
				for i, smp := range m.Sample(stream) {
					tallies[i].add(smp, odds[i].Boxes)
				}
			}
			for i, o := range odds {
				tallies[i].check(t, o, 5, o.Ship+": ")
				mean, _ := o.MeanDamage.Float64()
				if d := tallies[i].mean() - mean; math.Abs(d) > 0.05*mean+0.2 {
					t.Errorf("%s: mean damage %.3f sampled, %.3f exact", o.Ship, tallies[i].mean(), mean)
				}
			}
		})
	}
}

// tally is what Monte Carlo trials of one raid sampled, to compare with its
// exact odds.
type tally struct {
	n      int
	damage map[int]int // trials by damage, capped at the target's boxes
	dead   int         // trials that destroyed the target
	sum    float64     // the damage of every trial, not capped
	losses int         // the fighters lost in every trial
}

// add counts one trial's sample of a raid on a target with boxes left.
func (tl *tally) add(smp Sample, boxes int) {
	if tl.damage == nil {
		tl.damage = map[int]int{}
	}
	tl.n++
	tl.damage[min(smp.Damage, boxes)]++
	tl.dead += b2i(smp.Destroyed)
	tl.sum += float64(smp.Damage)
	tl.losses += smp.Losses
}

// mean returns the mean damage sampled.
func (tl *tally) mean() float64 { return tl.sum / float64(tl.n) }

// check fails the test where the sampled P(destroyed) or P(damage v), for
// every v from 0 to the boxes, is more than zmax standard errors from the
// exact odds o; each message starts with prefix.
func (tl *tally) check(t *testing.T, o Total, zmax float64, prefix string) {
	t.Helper()
	n := tl.n
	pd, _ := o.Destroyed.Float64()
	if z := zscore(float64(tl.dead)/float64(n), pd, n); math.Abs(z) > zmax {
		t.Errorf("%sP(destroyed) %.4f sampled, %.4f exact (z %.1f)", prefix, float64(tl.dead)/float64(n), pd, z)
	}
	for v := 0; v <= o.Boxes; v++ {
		if z := zscore(float64(tl.damage[v])/float64(n), o.Damage.Prob(v), n); math.Abs(z) > zmax {
			t.Errorf("%sP(damage %d) %.4f sampled, %.4f exact (z %.1f)", prefix, v, float64(tl.damage[v])/float64(n), o.Damage.Prob(v), z)
		}
	}
}

// zscore is the sampled frequency's distance from p in standard errors.
func zscore(freq, p float64, n int) float64 {
	se := math.Sqrt(max(p*(1-p), 1e-9) / float64(n))
	return (freq - p) / se
}
