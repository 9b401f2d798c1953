package lab

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"testing/fstest"

	sfagent "github.com/broadside/broadside/agent/spacefleet"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
)

// runFunc runs some trials of one sweep point with cfg and returns their
// Result, whose metrics each kind names as its own entry point does.
type runFunc func(ctx context.Context, cfg sim.Config) (sim.Result, error)

// built is one point's scenario, ready to run.
type built struct {
	run runFunc
	// costs are the campaign costs of the sides, in eighths of a point
	// (Space Fleet only).
	costs []int64
	// sides are the sides' names, in order, for the kinds whose metrics
	// name a side by its number ("win:0").
	sides []string
}

// buildPoint reads a point's version of the base file, data, with the
// ruleset's loader.
func (sw *Sweep) buildPoint(data []byte) (built, error) {
	switch sw.Kind {
	case KindSpaceFleet:
		return sw.buildSpaceFleet(data)
	case KindFTDuel:
		d, err := scenario.DecodeFTDuel(sw.baseName, data)
		if err != nil {
			return built{}, err
		}
		return built{run: func(ctx context.Context, cfg sim.Config) (sim.Result, error) {
			odds, err := Duels(ctx, cfg, d)
			return odds.Result, err
		}}, nil
	case KindFTStrike:
		st, err := scenario.DecodeFullThrustStrike(sw.baseName, data)
		if err != nil {
			return built{}, err
		}
		odds, err := pointdefence.Odds(st.Strike, st.Options)
		if err != nil {
			return built{}, err
		}
		return built{run: func(ctx context.Context, cfg sim.Config) (sim.Result, error) {
			samples, err := StrikeSamples(ctx, cfg, st.Strike, st.Options, odds)
			return strikeResult(cfg.Seed, samples), err
		}}, nil
	case KindFTBattle:
		b, err := scenario.DecodeFTBattle(sw.baseName, data)
		if err != nil {
			return built{}, err
		}
		kinds, err := sfagent.ParseKinds(sw.Players, len(b.Setup.Sides))
		if err != nil {
			return built{}, err
		}
		return built{sides: b.Setup.Sides, run: func(ctx context.Context, cfg sim.Config) (sim.Result, error) {
			odds, err := FTBattles(ctx, cfg, b.Setup, kinds)
			return odds.Result, err
		}}, nil
	case KindJovian:
		dir, name := path.Split(sw.basePath)
		sub, err := fs.Sub(sw.fsys, path.Clean(dir))
		if err != nil {
			return built{}, err
		}
		e, err := scenario.LoadJovianEngagement(overlay{FS: sub, name: name, data: data}, name)
		if err != nil {
			return built{}, err
		}
		return built{sides: []string{e.Sides[0].Name, e.Sides[1].Name}, run: func(ctx context.Context, cfg sim.Config) (sim.Result, error) {
			odds, err := Engagements(ctx, cfg, e)
			return odds.Result, err
		}}, nil
	}
	return built{}, fmt.Errorf("lab: unknown sweep kind %q", sw.Kind)
}

// buildSpaceFleet reads a Space Fleet point: the battle is fought by the
// sweep's computer players, its start made from each run's seed as
// "battle --trials" makes it.
func (sw *Sweep) buildSpaceFleet(data []byte) (built, error) {
	sc, err := scenario.DecodeSpaceFleet(sw.baseName, data)
	if err != nil {
		return built{}, err
	}
	start, err := spacefleet.New(sc.Setup, sc.Options, 0)
	if err != nil {
		return built{}, err
	}
	kinds, err := sfagent.ParseKinds(sw.Players, len(sc.Setup.Sides))
	if err != nil {
		return built{}, err
	}
	costs := make([]int64, len(sc.Setup.Sides))
	sides := make([]string, len(sc.Setup.Sides))
	for i, side := range sc.Setup.Sides {
		sides[i] = side.Name
	}
	for i := range start.NumShips() {
		costs[start.Side(i)] += int64(start.Cost(i))
	}
	return built{costs: costs, sides: sides, run: func(ctx context.Context, cfg sim.Config) (sim.Result, error) {
		start, err := spacefleet.New(sc.Setup, sc.Options, cfg.Seed)
		if err != nil {
			return sim.Result{}, err
		}
		odds, err := Battles(ctx, cfg, start, kinds)
		return odds.Result, err
	}}, nil
}

// strikeResult gathers the summaries of a strike's raids into the Result
// they came from: for raid i, "damage i", "destroyed i" and "losses i".
func strikeResult(seed rng.Seed, samples []RaidSample) sim.Result {
	res := sim.Result{Seed: seed}
	for _, s := range samples {
		res.Trials = s.Trials
		res.Metrics = append(res.Metrics, s.Damage, s.Destroyed, s.Losses)
	}
	return res
}

// scale is what a kind's metric is divided by for reporting: Space Fleet
// counts campaign points in eighths.
func (sw *Sweep) scale(metric string) float64 {
	if sw.Kind == KindSpaceFleet && strings.HasPrefix(metric, "points_lost:") {
		return 8
	}
	return 1
}

// overlay is a file system in which one file has other contents: the
// point's version of the base file, beside the card files it includes.
type overlay struct {
	fs.FS
	name string
	data []byte
}

// Open opens the point's file from memory and any other from the FS.
func (o overlay) Open(name string) (fs.File, error) {
	if name == o.name {
		return fstest.MapFS{name: {Data: o.data}}.Open(name)
	}
	return o.FS.Open(name)
}
