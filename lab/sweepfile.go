package lab

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/goccy/go-yaml"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/scenario"
)

// Sweep files describe a balance study: a base scenario of one ruleset,
// the axes along which to vary it, the metrics to report and how many
// trials each point gets.
//
//	name: Destroyer speed
//	kind: spacefleet               # spacefleet, ft-duel, ft-strike, ft-battle or jovian
//	base: ../spacefleet/destroyer-skirmish.yaml   # relative to this file
//	seed: 7                        # hexadecimal, as --seed; --seed overrides it
//	players: tactical              # spacefleet, ft-battle: computer players, as battle --players
//	trials: 2000                   # per point; or:
//	precision: {width: 0.02, max: 64000}   # run until each interval is narrower
//	equal_cost: true               # spacefleet: only points whose sides cost the same
//	metrics: [win:0, win:1, draw]  # default: each side's win, draws, turns or rounds
//	set: {$.victory.turns: 20}     # fields changed at every point
//	axes:
//	  - name: Red speed
//	    field: $.designs.red.speed # a YAML path in the base file
//	    values: [3, 4, 5]
//	  - name: Blue shields
//	    fields: [$.designs.blue.shields, $.designs.blue.beams]  # set together
//	    range: {from: 1, to: 4}    # 1, 2, 3, 4 (step 1 unless given)
//
// A point is one value of every axis (the grid, first axis slowest); the
// base file with each field set to the point's value is read by the
// ruleset's own loader, so every field a scenario has can be swept: an
// option (a house ruling), a count, a design or a whole fleet. A value may
// be any YAML (a number, a name, a mapping); labels: gives the names the
// table prints for an axis's values. A field ending in "[+]", such as
// "$.ships[+]", appends the value's items to the list there (a value that
// is not a list is appended as one item): two axes that each append a
// side's fleet to a battle's ships make the grid of every fleet against
// every other.

// Kinds of base scenario a sweep varies.
const (
	KindSpaceFleet = "spacefleet" // a Space Fleet scenario, fought by computer players
	KindFTDuel     = "ft-duel"    // a Full Thrust duel file
	KindFTStrike   = "ft-strike"  // a Full Thrust strike file (fighters and missiles against point defence)
	KindFTBattle   = "ft-battle"  // a Full Thrust battle file, fought by computer players
	KindJovian     = "jovian"     // a Jovian Wars engagement file
)

// MaxSweepPoints caps the points of a sweep file, so that a typing slip
// in a range cannot ask for a run that never ends.
const MaxSweepPoints = 10_000

type sweepFile struct {
	Name      string          `yaml:"name"`
	Kind      string          `yaml:"kind"`
	Base      string          `yaml:"base"`
	Seed      string          `yaml:"seed"`
	Players   string          `yaml:"players"`
	Trials    int             `yaml:"trials"`
	Precision *sweepPrecision `yaml:"precision"`
	EqualCost bool            `yaml:"equal_cost"`
	Metrics   []string        `yaml:"metrics"`
	Set       map[string]any  `yaml:"set"`
	Axes      []sweepAxis     `yaml:"axes"`

	// Set before decoding: where to read the base file.
	fsys fs.FS
	dir  string // the sweep file's directory in fsys
	name string // the sweep file's name, for messages

	built *Sweep
}

type sweepPrecision struct {
	Width   float64  `yaml:"width"`   // the widest 95% interval allowed, > 0
	Metrics []string `yaml:"metrics"` // the metrics it applies to; default: the reported proportions
	Batch   int      `yaml:"batch"`   // the first batch of trials; default 1000
	Max     int      `yaml:"max"`     // the most trials a point gets
}

type sweepAxis struct {
	Name   string      `yaml:"name"`
	Field  string      `yaml:"field"`
	Fields []string    `yaml:"fields"`
	Values []any       `yaml:"values"`
	Range  *sweepRange `yaml:"range"`
	Labels []string    `yaml:"labels"`
}

type sweepRange struct {
	From int `yaml:"from"`
	To   int `yaml:"to"`
	Step int `yaml:"step"`
}

// DecodeSweep reads the sweep file data, named name in messages, whose
// base file it reads from fsys at the path of base relative to dir (the
// sweep file's directory in fsys; "." for its root). It builds every point
// and checks it with the ruleset's loader, so that a value the base
// scenario refuses is reported at that value. Every problem is reported as
// "file:line:column: what is wrong" ([scenario.List]).
func DecodeSweep(name string, data []byte, fsys fs.FS, dir string) (*Sweep, error) {
	f := sweepFile{fsys: fsys, dir: dir, name: name}
	if err := scenario.Decode(name, data, &f); err != nil {
		return nil, err
	}
	return f.built, nil
}

// Validate checks the file, reads the base and builds the sweep.
func (f *sweepFile) Validate(c *scenario.Check) {
	sw := &Sweep{Name: f.Name, Kind: f.Kind, Trials: f.Trials, Players: f.Players, EqualCost: f.EqualCost}
	if f.Seed != "" {
		seed, err := rng.ParseSeed(f.Seed)
		if err != nil {
			c.Errorf("$.seed", "%s", strings.TrimPrefix(err.Error(), "rng: "))
		}
		sw.Seed, sw.HasSeed = seed, true
	}
	switch f.Kind {
	case KindSpaceFleet, KindFTBattle:
		if sw.Players == "" {
			sw.Players = "tactical"
		}
		if f.EqualCost && f.Kind == KindFTBattle {
			c.Errorf("$.equal_cost", "equal_cost: is for spacefleet sweeps")
		}
	case KindFTDuel, KindFTStrike, KindJovian:
		if f.Players != "" {
			c.Errorf("$.players", "players: is for spacefleet and ft-battle sweeps; a %s picks its own", f.Kind)
		}
		if f.EqualCost {
			c.Errorf("$.equal_cost", "equal_cost: is for spacefleet sweeps")
		}
	case "":
		c.Errorf("$", "kind: is missing (spacefleet, ft-duel, ft-strike, ft-battle or jovian)")
	default:
		c.Errorf("$.kind", "unknown kind %q (want spacefleet, ft-duel, ft-strike, ft-battle or jovian)", f.Kind)
	}
	f.checkTrials(c, sw)
	if len(f.Axes) == 0 {
		c.Errorf("$", "axes: is missing; a sweep varies at least one field")
	}
	points := 1
	for i := range f.Axes {
		ax, ok := f.Axes[i].build(c, fmt.Sprintf("$.axes[%d]", i))
		if ok {
			points *= len(ax.Values)
			if points > MaxSweepPoints {
				c.Errorf(fmt.Sprintf("$.axes[%d]", i), "the sweep has more than %d points", MaxSweepPoints)
				return
			}
		}
		sw.Axes = append(sw.Axes, ax)
	}
	if f.Base == "" {
		c.Errorf("$", "base: is missing; name the scenario file to vary")
		return
	}
	if !c.OK() {
		return
	}
	sw.baseName = path.Join(path.Dir(f.name), f.Base)
	sw.basePath = path.Join(f.dir, f.Base)
	sw.fsys = f.fsys
	base, err := f.fsys.Open(sw.basePath)
	if err != nil {
		c.Errorf("$.base", "cannot read %s: %v", sw.baseName, unwrapPath(err))
		return
	}
	// Read within the setup files' bound: a base may be a device that
	// never ends.
	data, err := scenario.Read(sw.baseName, base)
	base.Close()
	var tooLarge *scenario.Error
	switch {
	case errors.As(err, &tooLarge):
		c.Errorf("$.base", "%v", err)
		return
	case err != nil:
		c.Errorf("$.base", "cannot read %s: %v", sw.baseName, unwrapPath(err))
		return
	}
	sw.BaseData = data
	// The base passes the one safe loader, as every file does: read with
	// the YAML library directly, an alias bomb expanded without bound.
	if err := scenario.Decode(sw.baseName, data, &sw.base); err != nil {
		c.Errorf("$.base", "%s", err)
		return
	}
	if _, ok := sw.base.(map[string]any); !ok {
		c.Errorf("$.base", "%s is not a mapping", sw.baseName)
		return
	}
	for _, field := range slices.Sorted(maps.Keys(f.Set)) {
		if err := setField(sw.base, field, f.Set[field]); err != nil {
			c.Errorf("$.set", "%v", err)
			return
		}
	}
	sw.check(c, f)
	f.built = sw
}

// checkTrials reads trials: and precision:.
func (f *sweepFile) checkTrials(c *scenario.Check, sw *Sweep) {
	switch p := f.Precision; {
	case p == nil && f.Trials == 0:
		c.Errorf("$", "give trials: (per point) or precision:")
	case p == nil && (f.Trials < 1 || f.Trials > MaxTrials):
		c.Errorf("$.trials", "trials must be 1 to %d, got %d", MaxTrials, f.Trials)
	case p != nil && f.Trials != 0:
		c.Errorf("$.trials", "give trials: or precision:, not both")
	case p != nil:
		pr := Precision{Width: p.Width, Metrics: p.Metrics, Batch: p.Batch, Max: p.Max}
		if pr.Batch == 0 {
			pr.Batch = 1000
		}
		if !(p.Width > 0 && p.Width <= 1) {
			c.Errorf("$.precision.width", "width must be more than 0 and at most 1, got %v", p.Width)
		}
		if pr.Batch < 1 || pr.Batch > MaxTrials {
			c.Errorf("$.precision.batch", "batch must be 1 to %d, got %d", MaxTrials, pr.Batch)
		}
		if pr.Max < pr.Batch || pr.Max > MaxTrials {
			c.Errorf("$.precision.max", "max must be from the batch (%d) to %d, got %d", pr.Batch, MaxTrials, pr.Max)
		}
		sw.Precision = &pr
	}
}

// MaxTrials caps the trials of a sweep point.
const MaxTrials = 100_000_000

// build checks an axis and lists its values.
func (a *sweepAxis) build(c *scenario.Check, at string) (Axis, bool) {
	ax := Axis{Name: a.Name, Values: a.Values}
	ok := true
	if a.Name == "" {
		c.Errorf(at, "every axis needs a name")
		ok = false
	}
	switch {
	case a.Field != "" && len(a.Fields) > 0:
		c.Errorf(at+".fields", "give field: or fields:, not both")
		ok = false
	case a.Field != "":
		ax.Fields = []string{a.Field}
	case len(a.Fields) > 0:
		ax.Fields = a.Fields
	default:
		c.Errorf(at, "axis %q sets no field (field: $.path or fields: [...])", a.Name)
		ok = false
	}
	for i, p := range ax.Fields {
		if _, err := parseField(p); err != nil {
			c.Errorf(a.fieldPath(at, i), "%v", err)
			ok = false
		}
	}
	switch r := a.Range; {
	case r != nil && len(a.Values) > 0:
		c.Errorf(at+".range", "give values: or range:, not both")
		ok = false
	case r != nil:
		step := r.Step
		if step == 0 {
			step = 1
		}
		// The span is computed in uint64, where To − From cannot overflow.
		if step < 0 || r.To < r.From || (uint64(r.To)-uint64(r.From))/uint64(step) >= MaxSweepPoints {
			c.Errorf(at+".range", "range must run upwards from from: to to: by a positive step, in at most %d values", MaxSweepPoints)
			return ax, false
		}
		n := int((uint64(r.To) - uint64(r.From)) / uint64(step))
		ax.Values = make([]any, 0, n+1)
		for i := range n + 1 {
			ax.Values = append(ax.Values, uint64OrInt(r.From+i*step))
		}
	case len(a.Values) == 0:
		c.Errorf(at, "axis %q has no values (values: [...] or range:)", a.Name)
		ok = false
	}
	if len(a.Labels) > 0 && len(a.Labels) != len(ax.Values) {
		c.Errorf(at+".labels", "%d labels for %d values", len(a.Labels), len(ax.Values))
		ok = false
	}
	ax.Labels = slices.Clone(a.Labels)
	if len(ax.Labels) == 0 {
		for _, v := range ax.Values {
			ax.Labels = append(ax.Labels, label(v))
		}
	}
	return ax, ok
}

// fieldPath is the YAML path of the axis's field i in the sweep file.
func (a *sweepAxis) fieldPath(at string, i int) string {
	if a.Field != "" {
		return at + ".field"
	}
	return fmt.Sprintf("%s.fields[%d]", at, i)
}

// uint64OrInt returns v as the YAML reader would have: a uint64 when not
// negative, an int64 otherwise.
func uint64OrInt(v int) any {
	if v >= 0 {
		return uint64(v)
	}
	return int64(v)
}

// label prints a value for a table: a scalar as it is, anything else as
// flow YAML on one line.
func label(v any) string {
	switch v.(type) {
	case map[string]any, []any:
		data, err := yaml.MarshalWithOptions(v, yaml.Flow(true))
		if err == nil {
			return strings.TrimSpace(string(data))
		}
	}
	return fmt.Sprint(v)
}

// unwrapPath drops the operation and path of an fs.PathError, which name
// the file in fsys rather than as the user wrote it.
func unwrapPath(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err
	}
	return err
}
