package jovian

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/broadside/broadside/internal/benchcpu"
)

// TestOddsBudget checks that pools whose exact odds took from 44 s to
// hours are refused at once, naming the budget and Monte Carlo, and that
// pools at the documented edges of the budget are accepted.
func TestOddsBudget(t *testing.T) {
	refused := []Pool{
		{Base: 10, Macro: 40},           // 44 s before the budget
		{Base: 30, Flex: 10, Macro: 10}, // hours
		{Base: 10, Flex: 10, Macro: 6},  // 48 s
		{Base: 40, Macro: -40},
	}
	for _, p := range refused {
		sw := benchcpu.Start()
		_, err := PoolOdds(p, Options{})
		var be *BudgetError
		if !errors.As(err, &be) {
			t.Errorf("%s: err = %v, want a BudgetError", p, err)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, "MaxExactWork") || !strings.Contains(msg, "Monte Carlo") {
			t.Errorf("%s: message %q names neither the limit nor Monte Carlo", p, msg)
		}
		if d := sw.Elapsed(); d > 50*time.Millisecond {
			t.Errorf("%s: refused after %v", p, d)
		}
	}
	for _, p := range []Pool{{Base: 10, Flex: 2, Macro: 3}, {Base: 40, Macro: 12}, {Base: 40, Macro: -12}} {
		if w := poolWork(p, Options{}); w > MaxExactWork {
			t.Errorf("%s: work %.3g is past the budget the doc says it is inside", p, w)
		}
	}
}

// TestPoolOddsCancel checks that counting stops within 100 ms of CPU time
// of its context being cancelled. The delay is timed by the process's CPU
// time from the cancellation itself, so that a busy machine that keeps the
// goroutine off the processor does not fail the test; of three tries the
// quickest counts.
func TestPoolOddsCancel(t *testing.T) {
	p := Pool{Base: 40, Macro: 12} // inside the budget, a third of a second
	best := time.Duration(1 << 62)
	for range 3 {
		ctx, cancel := context.WithCancel(context.Background())
		cancelled := make(chan benchcpu.Stopwatch, 1)
		time.AfterFunc(20*time.Millisecond, func() { cancelled <- benchcpu.Start(); cancel() })
		_, err := PoolOddsContext(ctx, p, Options{})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err = %v, want context.Canceled", err)
		}
		best = min(best, (<-cancelled).Elapsed())
	}
	if best > 100*time.Millisecond {
		t.Errorf("stopped %v of CPU time after its context was cancelled, at best of 3", best)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := PoolOddsContext(ctx, Pool{Base: 10, Flex: 2, Macro: 3}, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("flex pool: err = %v, want context.Canceled", err)
	}
}
