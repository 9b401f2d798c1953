package jovian

import (
	"context"
	"fmt"
)

// MaxExactWork is the budget of exact odds, in work units: one unit is
// one pool reading without flex dice (about 12 ns); a reading that must
// choose which flex dice to remove costs [flexReadingCost] units. PoolOdds
// and Odds estimate the work of a pool before counting it and refuse
// beyond the budget, about half a second of one core. Every pool of up to 10
// base, 2 flex and 3 macro dice is inside it, and so is every pool
// without flex dice of up to 40 base and 12 macro dice.
const MaxExactWork = 50_000_000

// flexReadingCost is the work of one reading with flex dice to remove,
// relative to one without (measured: about 1.5 µs against 12 ns).
const flexReadingCost = 128

// BudgetError is returned when exact odds would take more work than
// [MaxExactWork].
type BudgetError struct {
	Pool Pool
	Work float64 // estimated work units
}

func (e *BudgetError) Error() string {
	return fmt.Sprintf("jovian: exact odds of %s need about %.2g steps, more than the budget of %d (jovian.MaxExactWork); use fewer dice, or estimate the odds by Monte Carlo sampling instead", e.Pool, e.Work, MaxExactWork)
}

// poolWork estimates the work of counting the Results of a valid pool, in
// units of [MaxExactWork]: the readings poolWeights visits.
func poolWork(p Pool, opt Options) float64 {
	rolled, removed, _ := p.shape(opt)
	macro := multisetCount(abs(p.Macro))
	if removed == 0 {
		return min(multisetCount(rolled), codes) * macro
	}
	return multisetCount(rolled) * macro * flexReadingCost
}

// multisetCount is the number of ways n d6 can fall ignoring order,
// C(n+5, 5).
func multisetCount(n int) float64 {
	c := 1.0
	for k := 1; k <= Faces-1; k++ {
		c = c * float64(n+k) / float64(k)
	}
	return c
}

// checkBudget refuses a pool whose estimated work is past the budget.
func checkBudget(p Pool, opt Options) error {
	if w := poolWork(p, opt); w > MaxExactWork {
		return &BudgetError{Pool: p, Work: w}
	}
	return nil
}

// stopper polls a context every so many units of work, so that counting
// stops within milliseconds of cancellation without paying for a check on
// every reading.
type stopper struct {
	ctx  context.Context
	work int
	err  error
}

// stopEvery is the work between two polls of the context (well under a
// millisecond).
const stopEvery = 1 << 14

// spend adds k units of work and reports whether counting must stop.
func (s *stopper) spend(k int) bool {
	if s.err != nil {
		return true
	}
	s.work += k
	if s.work >= stopEvery {
		s.work = 0
		s.err = s.ctx.Err()
	}
	return s.err != nil
}
