package lab

import (
	"context"
	"errors"
	"fmt"

	jovianagent "github.com/broadside/broadside/agent/jovian"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// EngagementOdds is what many Jovian Wars engagements came to. Every
// estimate carries a 95% interval. Its JSON is that of "broadside jovian
// engagement --json" and the web lab's API, without the narration
// ([EngagementReport]).
type EngagementOdds struct {
	// Name is the engagement's name.
	Name string `json:"name"`
	// Seed is the root seed of the run: engagement i drew from
	// Seed.Derive("trial", i).
	Seed rng.Seed `json:"seed"`
	// Trials is the number of engagements fought: the number asked for, or
	// fewer when the run was cancelled.
	Trials int `json:"trials"`
	// RoundLimit is the most rounds an engagement lasts, 1 to
	// jovianagent.MaxRounds.
	RoundLimit int `json:"round_limit"`
	// Sides are the two sides in the file's order.
	Sides []EngagementSide `json:"sides"`
	// NoWinner is the chance that neither side won: both were put out in
	// the same round or the round limit came first.
	NoWinner sim.Estimate `json:"no_winner"`
	// Rounds is the number of rounds fought, 0 to RoundLimit.
	Rounds sim.Summary `json:"rounds"`
	// Options are the rules options the engagement was fought with, by
	// name, as [jovian.Options.Values] gives them.
	Options map[string]string `json:"options"`
	// Result holds every metric with its histogram: "win:S" and "none" (1
	// or 0), "rounds", "active:S" and "alive:S" (models), and "unit:S:I" (1
	// when model I of side S was not destroyed), where S is the side's
	// index, 0 or 1, and I the model's index in the side, from 0. It is
	// left out of the JSON.
	Result sim.Result `json:"-"`
}

// EngagementSide is one side's results.
type EngagementSide struct {
	Name string `json:"name"`
	// Win is the chance that the side won.
	Win sim.Estimate `json:"win"`
	// Active is the mean number of its models still able to fight at the
	// end.
	Active sim.Estimate `json:"active"`
	// Alive is the mean number of its models not destroyed at the end
	// (crippled ones count).
	Alive sim.Estimate `json:"alive"`
	// Units are its models in the file's order.
	Units []UnitOdds `json:"units"`
}

// UnitOdds is one model's chance to come through.
type UnitOdds struct {
	Name string `json:"name"`
	// Survives is the chance that the model was not destroyed by the end.
	Survives sim.Estimate `json:"survives"`
}

// Engagements fights engagement e cfg.Trials times, engagement i with the
// dice of cfg.Seed.Derive("trial", i), and summarises them. The result does
// not depend on cfg.Workers; e is read, never changed.
//
// It returns an error for an engagement that fails [jovianagent.Engagement.Validate]
// or an invalid cfg, and, when ctx ends first, what the finished
// engagements came to with ctx's error. A valid engagement fought with a
// random stream never fails: a fight that does anyway declared an attack
// the rules refuse, a bug in the engine, and Engagements panics with the
// trial's seed as [sim.Run] describes.
func Engagements(ctx context.Context, cfg sim.Config, e *jovianagent.Engagement) (EngagementOdds, error) {
	if e == nil {
		return EngagementOdds{}, errors.New("lab: no engagement")
	}
	if err := e.Validate(); err != nil {
		return EngagementOdds{}, fmt.Errorf("lab: engagement %q: %w", e.Name, err)
	}
	metrics := []string{"win:0", "win:1", "none", "rounds", "active:0", "active:1", "alive:0", "alive:1"}
	for s, side := range e.Sides {
		for i := range side.Units {
			metrics = append(metrics, fmt.Sprintf("unit:%d:%d", s, i))
		}
	}
	res, runErr := sim.Run(ctx, cfg, metrics, func() sim.Trial { return engagementTrial(e) })
	if res.Metrics == nil {
		return EngagementOdds{}, runErr
	}
	metric := func(name string) sim.Estimate {
		m, _ := res.Metric(name)
		return m.Estimate()
	}
	rounds, _ := res.Metric("rounds")
	out := EngagementOdds{Name: e.Name, Seed: cfg.Seed, Trials: res.Trials, RoundLimit: e.Rounds,
		NoWinner: metric("none"), Rounds: rounds, Options: e.Options.Values(), Result: res}
	for s, side := range e.Sides {
		es := EngagementSide{Name: side.Name,
			Win:    metric(fmt.Sprintf("win:%d", s)),
			Active: metric(fmt.Sprintf("active:%d", s)),
			Alive:  metric(fmt.Sprintf("alive:%d", s))}
		for i, u := range side.Units {
			es.Units = append(es.Units, UnitOdds{Name: u.Name, Survives: metric(fmt.Sprintf("unit:%d:%d", s, i))})
		}
		out.Sides = append(out.Sides, es)
	}
	return out, runErr
}

// engagementTrial returns a trial that fights e once with its own scratch
// Fight and records the metrics Engagements names, in their order.
func engagementTrial(e *jovianagent.Engagement) sim.Trial {
	f := e.NewFight()
	return func(s *rng.Stream, out []int64) {
		r, err := f.Run(s, nil)
		if err != nil {
			// Only an attack the engine declared and the rules refused
			// fails a validated engagement's fight: a bug, not bad input.
			panic(fmt.Sprintf("lab: engagement %q: %v", e.Name, err))
		}
		out[0], out[1], out[2] = bit(r.Winner == 0), bit(r.Winner == 1), bit(r.Winner < 0)
		out[3] = int64(r.Rounds)
		out[4], out[5], out[6], out[7] = int64(r.Active[0]), int64(r.Active[1]), int64(r.Alive[0]), int64(r.Alive[1])
		k := 8
		for side := range 2 {
			for _, u := range f.Units(side) {
				out[k] = bit(!u.Status.Destroyed)
				k++
			}
		}
	}
}

// bit is 1 for true and 0 for false.
func bit(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
