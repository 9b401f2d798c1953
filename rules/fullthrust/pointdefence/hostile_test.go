package pointdefence

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/broadside/broadside/internal/benchcpu"
	"github.com/broadside/broadside/rules/fullthrust"
)

// lentStrike is a classic strike on a ship of hull boxes (4 rows, or 12
// when more than 12) without point defence, by groups groups of type typ
// and bolts plasma bolts of class class, with lenders ships each lending
// it sg scatterguns in ADFC mode.
func lentStrike(lenders, sg, groups int, typ FighterType, bolts, class, hull int) Strike {
	tg := fullthrust.Ship{Name: "Target", Mass: 100, Hull: fullthrust.HullRows(hull, min(hull, 12)), Drive: fullthrust.Drive{Thrust: 2}}
	s := Strike{Ships: []fullthrust.Ship{tg}, Defence: []Defence{{}}}
	for i := range lenders {
		sh := fullthrust.Ship{Name: fmt.Sprint("Lender ", i+1), Mass: 100, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 2}}
		for range sg {
			sh.Systems = append(sh.Systems, fullthrust.System{Kind: fullthrust.Scattergun})
		}
		s.Ships = append(s.Ships, sh)
		s.Defence = append(s.Defence, Defence{Cover: []Cover{{Ship: 0, Scatterguns: sg}}})
	}
	r := Raid{Target: 0}
	for g := range groups {
		r.Groups = append(r.Groups, Attacker{Group: NewGroup(fmt.Sprint("G", g+1), typ)})
	}
	for range bolts {
		r.Plasma = append(r.Plasma, Bolt{Class: class})
	}
	s.Raids = []Raid{r}
	return s
}

// TestBoltClassBounded checks that a plasma bolt past MaxBoltClass is
// refused as a bad setup: a strike file of 150 bytes with a bolt of class
// 10^9 made the exact odds ask for 32 GB (the process died), and one of
// class 40 met by 100 lent scatterguns overflowed the lent dice's counts
// (the odds panicked on negative weights).
func TestBoltClassBounded(t *testing.T) {
	classic := fullthrust.Options{Procedure: fullthrust.Classic}
	for _, class := range []int{MaxBoltClass + 1, 40, 1_000_000_000} {
		s := lentStrike(1, 100, 0, Standard, 1, class, 100)
		err := s.ValidateFor(classic)
		if !errors.Is(err, ErrSetup) || !strings.Contains(err.Error(), fmt.Sprintf("has class %d; a bolt has class 1-%d", class, MaxBoltClass)) {
			t.Fatalf("class %d: Validate = %v, want the class refused", class, err)
		}
		if _, err := Odds(s, classic); !errors.Is(err, ErrSetup) {
			t.Errorf("class %d: Odds = %v, want a setup error", class, err)
		}
	}
	if _, err := Odds(lentStrike(1, 100, 0, Standard, 1, MaxBoltClass, 100), classic); err != nil {
		t.Errorf("class %d: %v", MaxBoltClass, err)
	}
}

// TestLentScattergunsBudget checks that the estimate counts the
// conditioning on lent scatterguns' dice (lentWork): 64 light groups on a
// ship of 400 boxes, each met by three of the 1,000 scatterguns ten ships
// lend it, whose kills 6-8 make each group's odds be computed three times.
// The estimate without them let the strike by (raidWork alone is inside the
// budget) and the meter stopped it after 3 s; it is now refused at once.
func TestLentScattergunsBudget(t *testing.T) {
	classic := fullthrust.Options{Procedure: fullthrust.Classic}
	s := lentStrike(10, 100, 64, Light, 0, 0, 400)
	if err := checkBudget(&s, classic); err != nil {
		t.Fatalf("checkBudget = %v; the strike without its lent dice is meant to be inside the budget", err)
	}
	sw := benchcpu.Start()
	_, err := Odds(s, classic)
	var be *BudgetError
	if !errors.As(err, &be) || be.Metered {
		t.Fatalf("err = %v, want a BudgetError from the estimate", err)
	}
	if d := sw.Elapsed(); d > 500*time.Millisecond {
		t.Errorf("refused after %v, want within 500 ms", d)
	}
	// Without lent scatterguns the same raid is inside the estimate.
	plain := lentStrike(0, 0, 64, Light, 0, 0, 400)
	plans := compile(&plain, classic)
	if err := checkPlannedBudget(&plain, plans, classic); err != nil {
		t.Errorf("no lent scatterguns: %v", err)
	}
}

// TestLentOutcomesExact checks that the lent dice's outcomes count exactly
// past 24 dice, where 6^n passes an int64 (the counts went negative from 28
// dice), and that they cap the kills at the top given.
func TestLentOutcomesExact(t *testing.T) {
	for _, tc := range []struct{ n, top int }{{3, 100}, {30, 100}, {30, 6}, {60, 4}} {
		total := new(big.Int)
		for _, o := range lentOutcomes(noMeter, &plasmaScatterDie, tc.n, tc.top) {
			if o.count.Sign() <= 0 || o.kills > tc.top || o.ones > tc.n {
				t.Fatalf("n=%d: outcome %+v", tc.n, o)
			}
			total.Add(total, o.count)
		}
		if want := sixTo(tc.n); total.Cmp(want) != 0 {
			t.Errorf("n=%d top=%d: counts sum to %v, want 6^%d = %v", tc.n, tc.top, total, tc.n, want)
		}
	}
}

// TestManyLentUnitsPlannedQuickly checks that the classic allocation,
// which runs before the meter, passes over the systems no threat needs:
// 200 ships lending 100 scatterguns each to a ship attacked by 64 light
// groups took 1.8 s to allocate (the 19,800 left over each weighed every
// group), and the odds still refuse the strike or answer within the
// budget's time.
func TestManyLentUnitsPlannedQuickly(t *testing.T) {
	classic := fullthrust.Options{Procedure: fullthrust.Classic}
	s := lentStrike(200, 100, 64, Light, 0, 0, 30)
	sw := benchcpu.Start()
	plans := compile(&s, classic)
	if d := sw.Elapsed(); d > time.Second { // 1.8 s before; well under 0.3 s alone
		t.Errorf("allocated in %v, want within 1 s", d)
	}
	if n := plans[0].classic.lentRolls(&plans[0].classic.threats[0]); n == 0 || n > 8 {
		t.Errorf("%d lent scatterguns engage the first group, want a few", n)
	}
	sw = benchcpu.Start()
	if _, err := Odds(s, classic); err != nil {
		t.Fatal(err)
	}
	if d := sw.Elapsed(); d > 2*time.Second {
		t.Errorf("odds in %v", d)
	}
}

// TestManyLentPDSPlannedQuickly checks that the classic allocation weighs
// a unit against a threat in one step: 20 ships lending 100 PDS and 100
// ADS each against 64 light groups, 1,788 of the 4,000 engaging, took
// 1.7 s to allocate before the meter (each weighing summed the dice of
// every unit already on the threat, twice).
func TestManyLentPDSPlannedQuickly(t *testing.T) {
	s := lentStrike(0, 0, 64, Light, 0, 0, 30)
	for i := range 20 {
		sh := fullthrust.Ship{Name: fmt.Sprint("Escort ", i+1), Mass: 100, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 2}}
		for range 100 {
			sh.Systems = append(sh.Systems, fullthrust.System{Kind: fullthrust.PDS}, fullthrust.System{Kind: fullthrust.ADS})
		}
		sh.Systems = append(sh.Systems, fullthrust.System{Kind: fullthrust.ADFC})
		s.Ships = append(s.Ships, sh)
		s.Defence = append(s.Defence, Defence{Cover: []Cover{{Ship: 0, PDS: 100, ADS: 100}}})
	}
	sw := benchcpu.Start()
	plans := compile(&s, fullthrust.Options{Procedure: fullthrust.Classic})
	if d := sw.Elapsed(); d > time.Second { // 0.1 s, 0.6 s under the race detector
		t.Errorf("allocated in %v, want within 1 s", d)
	}
	engaged := 0
	for _, ti := range plans[0].classic.target {
		if ti >= 0 {
			engaged++
		}
	}
	if engaged != 1788 {
		t.Errorf("%d systems engage, want 1788", engaged)
	}
}
