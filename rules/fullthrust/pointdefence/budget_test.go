package pointdefence

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/broadside/broadside/internal/benchcpu"
	"github.com/broadside/broadside/rules/fullthrust"
)

// noMeter is the meter of the kernel tests: it counts nothing.
var noMeter *meter

// heavyStrike returns a strike on a ship of hull boxes (4 rows) with 5
// PDS, by salvos salvos, heavy heavy missiles and groups standard groups.
func heavyStrike(hull, salvos, heavy, groups int) Strike {
	sh := fullthrust.Ship{Name: "Target", Mass: 100, Hull: fullthrust.HullRows(hull, min(hull, 12)), Drive: fullthrust.Drive{Thrust: 2}}
	for range 5 {
		sh.Systems = append(sh.Systems, fullthrust.System{Kind: fullthrust.PDS})
	}
	r := Raid{Target: 0, Salvos: salvos, Heavy: heavy}
	for i := range groups {
		r.Groups = append(r.Groups, Attacker{Group: NewGroup(fmt.Sprint("G", i+1), Standard)})
	}
	return Strike{Ships: []fullthrust.Ship{sh}, Defence: []Defence{DefaultDefence(sh)}, Raids: []Raid{r}}
}

// armoured gives the target of s an outer armour layer of n boxes.
func armoured(s Strike, n int) Strike {
	s.Ships[0].Armour = []int{n}
	return s
}

// TestOddsBudget checks that a strike far past the budget, which the
// strike files' ranges allowed and which ran for hours, is refused at
// once naming the limit and Monte Carlo, and that one the estimate lets by
// but whose work passes the budget is stopped by the meter.
func TestOddsBudget(t *testing.T) {
	for _, tc := range []struct {
		name   string
		s      Strike
		within time.Duration
	}{
		{"12000 hull boxes", heavyStrike(12_000, 0, 0, 2), 50 * time.Millisecond},
		{"1000 boxes, compared", heavyStrike(1_000, 100, 100, 20), 50 * time.Millisecond},
		{"armour past the classic budget", armoured(heavyStrike(300, 20, 10, 10), 100), 50 * time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sw := benchcpu.Start()
			_, err := Compare(tc.s, fullthrust.Options{})
			var be *BudgetError
			if !errors.As(err, &be) {
				t.Fatalf("err = %v, want a BudgetError", err)
			}
			if msg := err.Error(); !strings.Contains(msg, "pointdefence.MaxExactWork") || !strings.Contains(msg, "Monte Carlo") {
				t.Errorf("message %q names neither the limit nor Monte Carlo", msg)
			}
			if d := sw.Elapsed(); d > tc.within {
				t.Errorf("refused after %v, want within %v", d, tc.within)
			}
		})
	}
	// The meter stops what the estimate lets by: here, a strike with its
	// budget cut to a thousandth.
	s := heavyStrike(400, 20, 0, 10)
	plans := compile(&s, fullthrust.Options{})
	m := newMeter(context.Background(), s.describe())
	m.limit = MaxExactWork / 1000
	sw := benchcpu.Start()
	err := func() (err error) {
		defer func() { err = stopped(recover()) }()
		raidOdds(m, &s, &plans[0], fullthrust.Options{}, true)
		return nil
	}()
	var be *BudgetError
	if !errors.As(err, &be) || !be.Metered || !strings.Contains(err.Error(), "were stopped when they passed the budget") {
		t.Errorf("metered: err = %v, want a metered BudgetError", err)
	} else if d := sw.Elapsed(); d > 100*time.Millisecond {
		t.Errorf("metered: stopped after %v", d)
	}
	// Missiles alone fill only the grid's first points, whatever the
	// target's boxes: 4 salvos on 12,000 boxes took under a second before
	// the budget and must stay inside it.
	huge := heavyStrike(12_000, 4, 4, 0)
	if err := checkBudget(&huge, fullthrust.Options{}); err != nil {
		t.Errorf("missiles on 12000 boxes: %v", err)
	}
	for _, s := range []Strike{heavyStrike(60, 6, 0, 4), heavyStrike(400, 20, 0, 10)} {
		if _, err := Odds(s, fullthrust.Options{}); err != nil {
			t.Errorf("%s: %v; the strike is inside the budget", s.describe(), err)
		}
	}
}

// TestOddsCancel checks that the strike odds and the scaling study stop
// within 100 ms of CPU time of their context being cancelled. The delay is
// timed by the process's CPU time from the cancellation itself, so that a
// loaded machine that keeps the goroutine off the processor does not fail
// the test; of three tries the quickest counts.
func TestOddsCancel(t *testing.T) {
	run := map[string]func(ctx context.Context) error{
		"odds": func(ctx context.Context) error {
			_, err := OddsContext(ctx, heavyStrike(400, 20, 0, 10), fullthrust.Options{}) // half a second
			return err
		},
		"compare": func(ctx context.Context) error {
			_, err := CompareContext(ctx, heavyStrike(400, 20, 0, 10), fullthrust.Options{})
			return err
		},
		"scaling": func(ctx context.Context) error {
			groups := make([]int, 64)
			for i := range groups {
				groups[i] = i + 1
			}
			_, err := Study(ctx, TypicalTargets(), []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic}, groups)
			return err
		},
	}
	for name, f := range run {
		t.Run(name, func(t *testing.T) {
			best := time.Duration(1 << 62)
			for range 3 {
				ctx, cancel := context.WithCancel(context.Background())
				cancelled := make(chan benchcpu.Stopwatch, 1)
				time.AfterFunc(30*time.Millisecond, func() { cancelled <- benchcpu.Start(); cancel() })
				err := f(ctx)
				if !errors.Is(err, context.Canceled) {
					t.Fatalf("err = %v, want context.Canceled", err)
				}
				best = min(best, (<-cancelled).Elapsed())
			}
			if best > 100*time.Millisecond {
				t.Errorf("stopped %v of CPU time after its context was cancelled, at best of 3", best)
			}
		})
	}
}

// TestPDLOddsBudget checks that PDLOdds itself refuses more than
// MaxPDLDice dice (800 took over a minute) and negative counts, which
// panicked before.
func TestPDLOddsBudget(t *testing.T) {
	sw := benchcpu.Start()
	_, err := PDLOdds(1, MaxPDLDice, nil)
	var be *BudgetError
	if !errors.As(err, &be) || !strings.Contains(err.Error(), "pointdefence.MaxPDLDice") {
		t.Errorf("201 dice: err = %v, want a BudgetError naming MaxPDLDice", err)
	}
	if d := sw.Elapsed(); d > 50*time.Millisecond {
		t.Errorf("refused after %v", d)
	}
	if _, err := PDLOdds(-1, 2, nil); !errors.Is(err, ErrSetup) {
		t.Errorf("-1 B1: err = %v, want ErrSetup", err)
	}
	if _, err := PDLOdds(0, MaxPDLDice, nil); err != nil {
		t.Errorf("%d dice: %v", MaxPDLDice, err)
	}
}
