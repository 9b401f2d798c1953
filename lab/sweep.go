package lab

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/goccy/go-yaml"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
)

// Sweep is a decoded sweep file ([DecodeSweep]): a base scenario and the
// grid of points that vary it. Running it gives one [sim.Partial] per
// point, exact counts that merge across shards; [Sweep.Report] turns the
// partials of every point into the table. A Sweep is not changed by
// running it and may be run from several goroutines at once.
type Sweep struct {
	Name string
	Kind string // KindSpaceFleet, KindFTDuel, KindFTStrike, KindFTBattle or KindJovian
	// Seed is the file's seed; HasSeed reports that it gave one.
	Seed    rng.Seed
	HasSeed bool
	// Players are the computer players of a Space Fleet sweep, as
	// "battle --players" takes them.
	Players string
	// Trials is the number of trials of each point, or 0 when Precision
	// decides it.
	Trials    int
	Precision *Precision
	// EqualCost keeps only the points whose sides have the same campaign
	// cost (Space Fleet).
	EqualCost bool
	Axes      []Axis
	// Metrics are the metrics reported, as the kind's entry point names
	// them (Battles, Duels, StrikeSamples, Engagements). The default: each
	// side's chance to win, draws and turns or rounds; a strike's damage
	// and destruction of each raid's target.
	Metrics []string
	// Sides are the sides' names, in order, as the first point gives them;
	// nil for a kind whose metrics do not number the sides (a duel names
	// them, a strike has none).
	Sides []string
	// BaseData is the base file as read.
	BaseData []byte
	// Points are the points of the grid that are run, first axis slowest;
	// Skipped counts those that EqualCost left out.
	Points  []Point
	Skipped int

	base     any    // the base file decoded as a tree
	baseName string // the base file's name for messages
	basePath string // its path in fsys
	fsys     fs.FS
}

// Axis is one dimension of a sweep: the fields it sets and their values.
type Axis struct {
	Name   string
	Fields []string // YAML paths in the base file, all set to the value
	Values []any
	Labels []string // how the table prints each value
}

// Precision runs each point in batches until every 95% interval of the
// chosen metrics is at most Width wide, or the point has Max trials. The
// first batch has Batch trials; each later one doubles the trials run so
// far, so a point runs Batch·2^k trials, capped at Max.
type Precision struct {
	Width   float64
	Metrics []string // default: the reported metrics that are proportions
	Batch   int
	Max     int
}

// Point is one point of a sweep.
type Point struct {
	// At is the index of the point's value on each axis.
	At []int
	// Labels are those values as the table prints them.
	Labels []string
	built  built
}

// maxPointErrors caps the problems reported for the points of a file.
const maxPointErrors = 5

// check builds every point, reporting a value the base refuses at that
// value, and checks the metrics against those of the first point.
func (sw *Sweep) check(c *scenario.Check, f *sweepFile) {
	shape := make([]int, len(sw.Axes))
	for i, a := range sw.Axes {
		shape[i] = len(a.Values)
	}
	// A field the base has no place for is reported once, at the field.
	for i, ax := range sw.Axes {
		for j, field := range ax.Fields {
			if err := setField(cloneTree(sw.base), field, ax.Values[0]); err != nil {
				c.Errorf(f.Axes[i].fieldPath(fmt.Sprintf("$.axes[%d]", i), j), "%v", err)
			}
		}
	}
	if !c.OK() {
		return
	}
	problems := 0
	reported := map[string]bool{} // a value's problem is reported once
	for at := range grid(shape) {
		data, err := sw.pointDoc(at)
		var b built
		if err == nil {
			b, err = sw.buildPoint(data)
		}
		if err != nil {
			problems++
			if where := sw.valuePath(f, at); !reported[where] {
				reported[where] = true
				c.Errorf(where, "at %s: %s", sw.pointText(at), oneLine(err))
			}
			if problems == maxPointErrors {
				return
			}
			continue
		}
		if sw.EqualCost && slices.Min(b.costs) != slices.Max(b.costs) {
			sw.Skipped++
			continue
		}
		p := Point{At: at, built: b}
		for i, k := range at {
			p.Labels = append(p.Labels, sw.Axes[i].Labels[k])
		}
		sw.Points = append(sw.Points, p)
	}
	if problems > 0 {
		return
	}
	if len(sw.Points) == 0 {
		c.Errorf("$.equal_cost", "no point of the grid has sides of equal campaign cost")
		return
	}
	sw.Sides = sw.Points[0].built.sides
	res, err := sw.Points[0].built.run(context.Background(), sim.Config{Seed: sw.Seed})
	if err != nil {
		c.Errorf("$.base", "%s", oneLine(err))
		return
	}
	var names []string
	for _, m := range res.Metrics {
		names = append(names, m.Name)
	}
	sw.Metrics = f.Metrics
	for i, m := range f.Metrics {
		if !slices.Contains(names, m) {
			c.Errorf(fmt.Sprintf("$.metrics[%d]", i), "unknown metric %q (this %s has %s)", m, sw.Kind, strings.Join(names, ", "))
		}
	}
	if len(sw.Metrics) == 0 {
		for _, n := range names {
			if strings.HasPrefix(n, "win:") || n == "draw" || n == "none" || n == "turns" || n == "rounds" ||
				strings.HasPrefix(n, "damage ") || strings.HasPrefix(n, "destroyed ") {
				sw.Metrics = append(sw.Metrics, n)
			}
		}
	}
	if sw.Precision != nil {
		for i, m := range sw.Precision.Metrics {
			if !slices.Contains(names, m) {
				c.Errorf(fmt.Sprintf("$.precision.metrics[%d]", i), "unknown metric %q", m)
			}
		}
	}
}

// grid yields every index tuple of an array of the given shape, the first
// index slowest.
func grid(shape []int) func(yield func([]int) bool) {
	return func(yield func([]int) bool) {
		at := make([]int, len(shape))
		for {
			if !yield(slices.Clone(at)) {
				return
			}
			i := len(at) - 1
			for ; i >= 0; i-- {
				at[i]++
				if at[i] < shape[i] {
					break
				}
				at[i] = 0
			}
			if i < 0 {
				return
			}
		}
	}
}

// pointDoc returns the base file with the point's values set.
func (sw *Sweep) pointDoc(at []int) ([]byte, error) {
	doc := cloneTree(sw.base)
	for i, k := range at {
		for _, f := range sw.Axes[i].Fields {
			if err := setField(doc, f, cloneTree(sw.Axes[i].Values[k])); err != nil {
				return nil, err
			}
		}
	}
	return yaml.Marshal(doc)
}

// pointText names a point by its axes' values.
func (sw *Sweep) pointText(at []int) string {
	parts := make([]string, len(at))
	for i, k := range at {
		parts[i] = sw.Axes[i].Name + " = " + sw.Axes[i].Labels[k]
	}
	return strings.Join(parts, ", ")
}

// valuePath is where a point's problem is reported: at the value of the
// last axis that is not at its first value, or at the first axis's first
// value.
func (sw *Sweep) valuePath(f *sweepFile, at []int) string {
	i := 0
	for j := len(at) - 1; j >= 0; j-- {
		if at[j] > 0 {
			i = j
			break
		}
	}
	if f.Axes[i].Range != nil {
		return fmt.Sprintf("$.axes[%d].range", i)
	}
	return fmt.Sprintf("$.axes[%d].values[%d]", i, at[i])
}

// oneLine folds an error into one line. The problems of a point's version
// of the base file are given without their lines and columns, which are
// those of a document the user never sees; repeated ones are given once.
func oneLine(err error) string {
	var list scenario.List
	if !errors.As(err, &list) {
		return strings.Join(strings.Fields(strings.ReplaceAll(err.Error(), "\n", "; ")), " ")
	}
	var msgs []string
	for _, e := range list {
		if !slices.Contains(msgs, e.Msg) {
			msgs = append(msgs, e.Msg)
		}
	}
	return strings.Join(msgs, "; ")
}

// PointPartial is what a shard ran of one point: its index in
// [Sweep.Points] and the exact counts.
type PointPartial struct {
	Point   int
	Partial sim.Partial
}

// Run runs shard of the sweep and returns the partial result of each
// point it ran. Point k draws from seed.Derive("point", k), and its trial
// i from that seed's Derive("trial", i), as [sim.Sweep] does, so the
// counts do not depend on how the work is split or on cfg.Workers.
//
// With a fixed number of trials every shard runs its range of the trials
// of every point ([sim.Shard.Range]); with a target precision, whose trial
// counts depend on the results, shard i runs the whole of the points k
// with k mod n = i. cfg.Seed is ignored (seed is used), cfg.First and
// cfg.Base must be zero; cfg.Progress is told of the trials of the shard,
// whose total is an upper bound under a target precision. A cancelled run
// returns ctx's error and no partials.
func (sw *Sweep) Run(ctx context.Context, cfg sim.Config, seed rng.Seed, shard sim.Shard) ([]PointPartial, error) {
	if err := shard.Check(); err != nil {
		return nil, err
	}
	if cfg.First != 0 || cfg.Base != nil {
		return nil, errors.New("lab: a sweep runs its own trial ranges")
	}
	progress := cfg.Progress
	var done, total int
	if sw.Precision == nil {
		from, to := shard.Range(sw.Trials)
		total = len(sw.Points) * (to - from)
	} else {
		for k := range sw.Points {
			if k%shard.Count == shard.Index {
				total += sw.Precision.Max
			}
		}
	}
	var out []PointPartial
	for k, p := range sw.Points {
		pc := cfg
		pc.Seed = seed.Derive("point", uint64(k))
		if progress != nil {
			before := done
			pc.Progress = func(d, _ int) { progress(before+d, total) }
		}
		var part sim.Partial
		var err error
		if sw.Precision == nil {
			from, to := shard.Range(sw.Trials)
			pc.First, pc.Trials = from, to-from
			var res sim.Result
			if res, err = p.built.run(ctx, pc); err == nil {
				part, err = sim.NewPartial(res, sw.Trials, from)
			}
			done += to - from
		} else {
			if k%shard.Count != shard.Index {
				continue
			}
			part, err = sw.runPrecise(ctx, pc, p)
			done += sw.Precision.Max
		}
		if err != nil {
			return nil, err
		}
		out = append(out, PointPartial{Point: k, Partial: part})
	}
	if progress != nil {
		progress(total, total)
	}
	return out, nil
}

// runPrecise runs one point in doubling batches until it is precise
// enough or has run Precision.Max trials.
func (sw *Sweep) runPrecise(ctx context.Context, cfg sim.Config, p Point) (sim.Partial, error) {
	pr := sw.Precision
	var part sim.Partial
	n := 0
	for {
		next := min(max(2*n, pr.Batch), pr.Max)
		c := cfg
		c.First, c.Trials = n, next-n
		if n > 0 {
			c.Base = &part
		}
		if cfg.Progress != nil {
			before := n
			c.Progress = func(d, _ int) { cfg.Progress(before+d, pr.Max) }
		}
		res, err := p.built.run(ctx, c)
		if err != nil {
			return sim.Partial{}, err
		}
		// The partial of trials 0 to next-1, taken as a whole run of next.
		if part, err = sim.NewPartial(res, next, 0); err != nil {
			return sim.Partial{}, err
		}
		if next == pr.Max || sw.precise(res) {
			return part, nil
		}
		n = next
	}
}

// precise reports whether every interval the precision applies to is
// narrow enough.
func (sw *Sweep) precise(res sim.Result) bool {
	names := sw.Precision.Metrics
	if len(names) == 0 {
		for _, m := range sw.Metrics {
			if s, _ := res.Metric(m); s.Proportion {
				names = append(names, m)
			}
		}
		if len(names) == 0 {
			names = sw.Metrics
		}
	}
	for _, m := range names {
		s, _ := res.Metric(m)
		if (s.High95-s.Low95)/sw.scale(m) > sw.Precision.Width {
			return false
		}
	}
	return true
}
