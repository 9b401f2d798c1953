package sim

import (
	"context"
	"fmt"
)

// Sweep runs the same experiment at points 0, 1, ..., points-1 of a
// parameter range, such as 1 to 12 fighter groups, and returns one Result per
// point. newTrial(k) makes a worker's Trial for point k; the caller maps k to
// its parameter. Point k runs cfg.Trials trials with Run, on all of cfg's
// workers, from its own seed cfg.Seed.Derive("point", k) (reported as its
// Result.Seed), so adding points never changes the earlier ones and the
// results do not depend on the number of workers.
//
// Points run one after another. cfg.Progress, if set, sees the trials of
// the whole sweep: done counts the trials finished over all points out of
// points·cfg.Trials, and the last call has done equal to that total unless
// the sweep was cancelled.
//
// When ctx is cancelled, Sweep returns the results of the points that
// finished followed by the partial Result of the point that was running,
// and ctx.Err(). It returns an error without running anything if points is
// negative or cfg is invalid (see Run), and panics if newTrial is nil or a
// Trial panics.
func Sweep(ctx context.Context, cfg Config, points int, metrics []string, newTrial func(point int) Trial) ([]Result, error) {
	if newTrial == nil {
		panic("sim: Sweep needs a newTrial function")
	}
	if points < 0 {
		return nil, fmt.Errorf("sim: negative number of sweep points (%d)", points)
	}
	if err := check(cfg, metrics); err != nil {
		return nil, err
	}
	results := make([]Result, 0, points)
	for k := range points {
		point := cfg
		point.Seed = cfg.Seed.Derive("point", uint64(k))
		if cfg.Progress != nil {
			before, total := k*cfg.Trials, points*cfg.Trials
			point.Progress = func(done, _ int) { cfg.Progress(before+done, total) }
		}
		res, err := Run(ctx, point, metrics, func() Trial { return newTrial(k) })
		results = append(results, res)
		if err != nil {
			return results, err
		}
	}
	if points == 0 && cfg.Progress != nil {
		cfg.Progress(0, 0)
	}
	return results, nil
}
