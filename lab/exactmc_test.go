package lab_test

import (
	"context"
	"fmt"
	"io/fs"
	"math/big"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/rules/jovian"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
)

// minFitP is the p-value below which sampling and exact odds are taken to
// disagree. With a few hundred tests at fixed seeds a correct engine fails
// one with a chance of about 1e-4; the defects these tests exist for give p
// values far below it (the six-hit salvo bug: about 1e-100).
const minFitP = 1e-6

// fitTable tests counts of a table's values against the table: each value
// is a cell before pooling, in the table's order; a sampled value the table
// lacks makes the fit fail.
func fitTable[T comparable](t prob.Table[T], counts map[T]int64) sim.Fit {
	items := t.Items()
	exact := make([]sim.Outcome, len(items))
	bins := make([]sim.Bin, 0, len(items)+1)
	seen := int64(0)
	for i, it := range items {
		p, _ := it.P.Float64()
		exact[i] = sim.Outcome{Value: int64(i), P: p}
		bins = append(bins, sim.Bin{Value: int64(i), Count: counts[it.Value]})
		seen += counts[it.Value]
	}
	total := int64(0)
	for _, c := range counts {
		total += c
	}
	bins = append(bins, sim.Bin{Value: -1, Count: total - seen}) // values the table lacks
	return sim.Summarize("outcome", bins).GoodnessOfFit(exact, 0)
}

// TestExactFitsMonteCarloStrikeExamples samples every Full Thrust strike
// file, under its own rules and the other point-defence procedure, and
// tests each raid's capped damage and P(destroyed) against the exact odds.
func TestExactFitsMonteCarloStrikeExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("samples every example")
	}
	entries, err := fs.ReadDir(examples.FullThrust, "fullthrust")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, "duel-") || strings.HasPrefix(name, "battle-") {
			continue // duels and battles have no exact odds
		}
		st, _ := strike(t, name)
		for _, proc := range []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic} {
			opt := st.Options
			opt.Procedure = proc
			t.Run(fmt.Sprintf("%s %s", name, proc), func(t *testing.T) {
				n++
				checkStrikeFit(t, st.Strike, opt, 8000, rng.Seed(0xf17+n))
			})
		}
	}
	if n < 12 {
		t.Errorf("only %d example strikes tested", n)
	}
}

// checkStrikeFit samples a strike trials times and tests every raid.
func checkStrikeFit(t *testing.T, s pointdefence.Strike, opt fullthrust.Options, trials int, seed rng.Seed) {
	t.Helper()
	odds, err := pointdefence.Odds(s, opt)
	if err != nil {
		t.Fatal(err)
	}
	got, err := lab.StrikeSamples(context.Background(), sim.Config{Trials: trials, Seed: seed, Workers: 1}, s, opt, odds)
	if err != nil {
		t.Fatal(err)
	}
	for i, rs := range got {
		if rs.Fit.P < minFitP {
			t.Errorf("raid %d on %s: damage does not fit the exact odds: %s", i, odds[i].Ship, rs.Fit)
		}
		pd, _ := odds[i].Destroyed.Float64()
		dead := rs.Destroyed.GoodnessOfFit([]sim.Outcome{{Value: 0, P: 1 - pd}, {Value: 1, P: pd}}, 0)
		if dead.P < minFitP {
			t.Errorf("raid %d on %s: P(destroyed) does not fit: sampled %.4f, exact %.4f: %s", i, odds[i].Ship, rs.Destroyed.Mean, pd, dead)
		}
	}
}

// TestExactFitsMonteCarloGeneratedStrikes draws small strikes at random:
// ships with armour, screens and point defence, raids of every fighter
// type with salvos, heavy missiles and plasma, under both procedures and
// the ordnance and torpedo options.
func TestExactFitsMonteCarloGeneratedStrikes(t *testing.T) {
	if testing.Short() {
		t.Skip("samples generated strikes")
	}
	src := rng.New(0x5715)
	types := []pointdefence.FighterType{pointdefence.Standard, pointdefence.Interceptor, pointdefence.Attack, pointdefence.Torpedo, pointdefence.Heavy, pointdefence.Kinetic}
	for k := range 200 {
		s := randomStrike(src, types)
		var opt fullthrust.Options
		if src.Roll(2, "") == 2 {
			opt.Procedure = fullthrust.Classic
		}
		opt.SAPOrdnance = src.Roll(3, "") == 1
		opt.TorpedoDamageRoll = src.Roll(3, "") == 1
		if err := s.Validate(); err != nil {
			continue
		}
		t.Run(fmt.Sprint(k), func(t *testing.T) {
			checkStrikeFit(t, s, opt, 2000, rng.Seed(0x9000+k))
		})
	}
}

// randomStrike is one raid on one ship.
func randomStrike(src rng.Source, types []pointdefence.FighterType) pointdefence.Strike {
	d := func(n int) int { return src.Roll(n+1, "") - 1 } // 0 to n
	ship := fullthrust.Ship{Name: "Target", Hull: fullthrust.HullRows(6+2*d(10), 4)}
	if a := d(4); a > 0 {
		ship.Armour = []int{a}
	}
	add := func(k fullthrust.SystemKind, n int) {
		for range n {
			ship.Systems = append(ship.Systems, fullthrust.System{Kind: k})
		}
	}
	add(fullthrust.PDS, d(3))
	if d(1) == 1 {
		add(fullthrust.ADFC, 1)
	}
	if sc := d(2); sc > 0 {
		if d(1) == 1 {
			add(fullthrust.AdvancedScreen, sc)
		} else {
			add(fullthrust.Screen, sc)
		}
	}
	var r pointdefence.Raid
	for g := range d(3) {
		grp := pointdefence.NewGroup(fmt.Sprintf("G%d", g+1), types[d(len(types)-1)])
		grp.Strength = 1 + d(5)
		r.Groups = append(r.Groups, pointdefence.Attacker{Group: grp})
	}
	r.Salvos = d(3)
	r.Heavy = d(1)
	if d(3) == 0 {
		r.Plasma = []pointdefence.Bolt{{Class: 1 + d(2)}}
	}
	if len(r.Groups) == 0 && r.Salvos == 0 && r.Heavy == 0 && r.Plasma == nil {
		r.Salvos = 1
	}
	return pointdefence.Strike{Ships: []fullthrust.Ship{ship}, Defence: []pointdefence.Defence{pointdefence.DefaultDefence(ship)}, Raids: []pointdefence.Raid{r}}
}

// TestExactFitsMonteCarloJovian fires every weapon (and point defence) of
// every example card at every example card, fresh and damaged, and tests
// the sampled losses against the exact table.
func TestExactFitsMonteCarloJovian(t *testing.T) {
	if testing.Short() {
		t.Skip("samples Jovian attacks")
	}
	data, err := fs.ReadFile(examples.Jovian, "jovian/cards.yaml")
	if err != nil {
		t.Fatal(err)
	}
	cards, err := scenario.DecodeJovianCards("cards.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	src := rng.New(0x70f1)
	tested := 0
	for _, a := range cards {
		for _, target := range cards {
			for w := -1; w < len(a.Weapons); w++ {
				for _, hurt := range []int{0, 1, 3} {
					s := &jovian.Shot{Attacker: a, AttackerStatus: a.Fresh(), Weapon: max(w, 0), PointDefense: w < 0,
						Target: target, TargetStatus: target.Fresh(), Support: hurt % 3}
					for range hurt {
						s.TargetStatus.Structure, _ = s.TargetStatus.Structure.Mark()
						s.TargetStatus.Ratings[hurt%3], _ = s.TargetStatus.Ratings[hurt%3].Mark()
					}
					odds, err := jovian.Odds(s, jovian.Options{})
					if err != nil {
						continue // an attack this card cannot make
					}
					tested++
					counts := map[jovian.Loss]int64{}
					for range 3000 {
						r, err := jovian.Resolve(s, jovian.Options{}, src, nil)
						if err != nil {
							t.Fatal(err)
						}
						counts[r.Loss]++
					}
					if f := fitTable(odds.Loss, counts); f.P < minFitP {
						t.Errorf("%s weapon %d at %s (damage %d): %s", a.Name, w, target.Name, hurt, f)
					}
				}
			}
		}
	}
	t.Logf("%d Jovian attacks", tested)
	if tested < 100 {
		t.Errorf("only %d Jovian attacks tested", tested)
	}
}

// TestExactFitsMonteCarloSpaceFleet fires every weapon from every class at
// every class, at every range band it may use, at 0 to 2 shields, under the
// options that change a shot, and tests the sampled outcomes against the
// exact table.
func TestExactFitsMonteCarloSpaceFleet(t *testing.T) {
	if testing.Short() {
		t.Skip("samples Space Fleet shots")
	}
	src := rng.New(0x5f1)
	tested := 0
	opts := []spacefleet.Options{{}, {TwoIsMajor: true, NaturalSix: true}, {SRMHitsD4: true}}
	for _, w := range []spacefleet.Weapon{spacefleet.Beam, spacefleet.Plasma, spacefleet.Missile} {
		for _, firer := range spacefleet.Classes {
			for _, target := range spacefleet.Classes {
				for rg := 1; rg <= 8; rg += 3 {
					for shields := range 3 {
						o := opts[(tested+shields)%len(opts)]
						shot := spacefleet.Shot{Weapon: w, Range: rg, Firer: firer, Target: target}
						odds, err := spacefleet.ShotOdds(shot, shields, o)
						if err != nil {
							continue // out of range for this firer
						}
						tested++
						counts := map[spacefleet.Outcome]int64{}
						for range 2000 {
							r, err := spacefleet.RollShot(shot, shields, o, src)
							if err != nil {
								t.Fatal(err)
							}
							counts[r.Outcome]++
						}
						if f := fitTable(odds.Outcome, counts); f.P < minFitP {
							t.Errorf("%v from %v at %v, range %d, %d shields: %s", w, firer, target, rg, shields, f)
						}
					}
				}
			}
		}
	}
	t.Logf("%d Space Fleet shots", tested)
	if tested < 200 {
		t.Errorf("only %d Space Fleet shots tested", tested)
	}
}

// TestFitCatchesSalvoBug checks that the fit sees the defect it was built
// for: the exact odds of one salvo once dropped the roll of 6 and counted
// it as "destroyed". Sampling the right engine against those wrong odds
// (the 6 moved to the top value) must fail by far.
func TestFitCatchesSalvoBug(t *testing.T) {
	ship := fullthrust.Ship{Name: "Hulk", Hull: fullthrust.HullRows(40, 4)}
	s := pointdefence.Strike{Ships: []fullthrust.Ship{ship}, Defence: []pointdefence.Defence{{}}, Raids: []pointdefence.Raid{{Salvos: 1}}}
	odds, err := pointdefence.Odds(s, fullthrust.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := lab.StrikeSamples(context.Background(), sim.Config{Trials: 8000, Seed: 3, Workers: 1}, s, fullthrust.Options{}, odds)
	if err != nil {
		t.Fatal(err)
	}
	if got[0].Fit.P < minFitP {
		t.Fatalf("the right odds fail: %s", got[0].Fit)
	}
	// The old odds: the salvo's six hits (6 to 36 points, every one below
	// the cap of 40 except none) put on the top value instead.
	six := sixHitPoints()
	var exact []sim.Outcome
	for _, o := range odds[0].Damage.Outcomes() {
		p, _ := o.P.Float64()
		if w, ok := six[o.Value]; ok {
			p -= w
		}
		if o.Value == odds[0].Boxes {
			p += 1.0 / 6
		}
		exact = append(exact, sim.Outcome{Value: int64(o.Value), P: p})
	}
	if f := got[0].Damage.GoodnessOfFit(exact, 0); f.P > 1e-20 {
		t.Errorf("the salvo bug's odds pass: %s", f)
	}
}

// sixHitPoints is the chance of each total of a salvo that rolled a 6:
// 1/6 times the distribution of 6d6.
func sixHitPoints() map[int]float64 {
	d := prob.Uniform(1, 6).SumN(6)
	out := map[int]float64{}
	for _, o := range d.Outcomes() {
		p, _ := new(big.Rat).Mul(o.P, big.NewRat(1, 6)).Float64()
		out[o.Value] = p
	}
	return out
}
