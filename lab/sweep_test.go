package lab_test

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/sim"
)

// frigates is a Jovian engagement to sweep: two frigates at 12 inches.
const frigates = `name: Frigate duel
rounds: 6
cards:
  - name: Picket Frigate
    kind: capital
    base: 2
    defense: 3
    sensors: 3
    thrusters: 3
    structure: 4
    fire_control: 2
    weapons:
      - {name: Coilgun, ac: 3, as: 1}
sides:
  - name: Blue
    units:
      - {card: Picket Frigate, at: [0, 0], facing: 0}
  - name: Red
    units:
      - {card: Picket Frigate, at: [0, 12], facing: 180}
`

// destroyers is a small Space Fleet battle whose sides use the designs
// "red" and "blue".
const destroyers = `name: Destroyers
map: {width: 14, height: 14}
victory: {turns: 8}
designs:
  red: {class: destroyer}
  blue: {class: destroyer}
sides:
  - name: Red
    squadrons:
      - ships:
          - {design: red, at: [6, 11], facing: N}
  - name: Blue
    squadrons:
      - ships:
          - {design: blue, at: [6, 2], facing: S}
`

// decodeSweep reads a sweep file from a file system holding the bases
// above in bases/.
func decodeSweep(t *testing.T, text string) (*lab.Sweep, error) {
	t.Helper()
	fsys := fstest.MapFS{
		"study/sweep.yaml":      {Data: []byte(text)},
		"bases/frigates.yaml":   {Data: []byte(frigates)},
		"bases/destroyers.yaml": {Data: []byte(destroyers)},
	}
	return lab.DecodeSweep("sweep.yaml", []byte(text), fsys, "study")
}

const rangeSweep = `name: Range
kind: jovian
base: ../bases/frigates.yaml
trials: 300
axes:
  - name: range
    field: $.sides[1].units[0].at
    labels: ["6", "12"]
    values: [[0, 6], [0, 12]]
  - name: catastrophic
    field: $.options.catastrophic
    values: [roll, none]
`

func TestSweepGrid(t *testing.T) {
	sw, err := decodeSweep(t, rangeSweep)
	if err != nil {
		t.Fatal(err)
	}
	var got [][]string
	for _, p := range sw.Points {
		got = append(got, p.Labels)
	}
	want := [][]string{{"6", "roll"}, {"6", "none"}, {"12", "roll"}, {"12", "none"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("points (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"win:0", "win:1", "none", "rounds"}, sw.Metrics); diff != "" {
		t.Fatalf("default metrics (-want +got):\n%s", diff)
	}
}

// report runs the sweep split into n shards, with the given workers, and
// merges the shards' points into the report.
func report(t *testing.T, sw *lab.Sweep, n, workers int) lab.SweepReport {
	t.Helper()
	byPoint := make([][]sim.Partial, len(sw.Points))
	for i := range n {
		parts, err := sw.Run(context.Background(), sim.Config{Workers: workers}, 42, sim.Shard{Index: i, Count: n})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range parts {
			byPoint[p.Point] = append(byPoint[p.Point], p.Partial)
		}
	}
	merged := make([]sim.Partial, len(byPoint))
	for k, parts := range byPoint {
		m, err := sim.Merge(parts...)
		if err != nil {
			t.Fatalf("point %d: %v", k, err)
		}
		merged[k] = m
	}
	r, err := sw.Report(42, merged)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestSweepShardsMergeToOneRun(t *testing.T) {
	for _, text := range []string{rangeSweep, strings.Replace(rangeSweep, "trials: 300", "precision: {width: 0.1, batch: 50, max: 400}", 1)} {
		sw, err := decodeSweep(t, text)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(report(t, sw, 1, 1))
		for _, n := range []int{2, 3, 7} {
			got, _ := json.Marshal(report(t, sw, n, 2))
			if string(got) != string(want) {
				t.Fatalf("%d shards:\n%s\nwant\n%s", n, got, want)
			}
		}
	}
}

func TestSweepPrecision(t *testing.T) {
	sw, err := decodeSweep(t, strings.Replace(rangeSweep, "trials: 300", "precision: {width: 0.1, batch: 50, max: 400}", 1))
	if err != nil {
		t.Fatal(err)
	}
	r := report(t, sw, 1, 1)
	for _, p := range r.Points {
		// 50, 100, 200 or 400 trials, the last only at the cap.
		if p.Trials != 50 && p.Trials != 100 && p.Trials != 200 && p.Trials != 400 {
			t.Errorf("point %v ran %d trials", p.Labels, p.Trials)
		}
		for _, m := range []string{"win:0", "win:1", "none"} {
			e := p.Estimates[m]
			if p.Trials < 400 && e.High-e.Low > 0.1 {
				t.Errorf("point %v stopped at %d trials with %s %v", p.Labels, p.Trials, m, e)
			}
		}
	}
}

func TestSweepEqualCost(t *testing.T) {
	sw, err := decodeSweep(t, `name: Speeds
kind: spacefleet
base: ../bases/destroyers.yaml
trials: 20
equal_cost: true
axes:
  - name: red
    field: $.designs.red
    values: [{class: destroyer, speed: 5, beams: 1, shields: 2}, {class: destroyer, speed: 2, beams: 2, shields: 4}, {class: destroyer, speed: 3, beams: 2, shields: 4}]
  - name: blue
    field: $.designs.blue
    values: [{class: destroyer, speed: 5, beams: 1, shields: 2}, {class: destroyer, speed: 2, beams: 2, shields: 4}]
`)
	if err != nil {
		t.Fatal(err)
	}
	// 5-1-2 and 2-2-4 cost 8, 3-2-4 costs 10: it meets neither.
	if len(sw.Points) != 4 || sw.Skipped != 2 {
		t.Fatalf("%d points, %d skipped; want 4 and 2", len(sw.Points), sw.Skipped)
	}
	r := report(t, sw, 1, 1)
	if r.Points[0].Trials != 20 || r.Skipped != 2 {
		t.Fatalf("report %+v", r)
	}
}

func TestDecodeSweepErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"no kind", "name: x\nbase: ../bases/frigates.yaml\ntrials: 1\naxes: [{name: a, field: $.rounds, values: [1]}]\n",
			"sweep.yaml:1:1: kind: is missing"},
		{"unknown kind", strings.Replace(rangeSweep, "kind: jovian", "kind: chess", 1), `sweep.yaml:2:7: unknown kind "chess"`},
		{"unknown field", rangeSweep + "colour: red\n", `sweep.yaml:13:1: unknown field "colour"`},
		{"no trials", strings.Replace(rangeSweep, "trials: 300\n", "", 1), "give trials: (per point) or precision:"},
		{"both", strings.Replace(rangeSweep, "trials: 300\n", "trials: 3\nprecision: {width: 0.1, max: 5000}\n", 1), "sweep.yaml:4:9: give trials: or precision:, not both"},
		{"bad width", strings.Replace(rangeSweep, "trials: 300\n", "precision: {width: 2, max: 5000}\n", 1), "sweep.yaml:4:20: width must be"},
		{"bad path", strings.Replace(rangeSweep, "$.options.catastrophic", "options.catastrophic", 1), `sweep.yaml:11:12: field "options.catastrophic" must be a YAML path`},
		{"refused value", strings.Replace(rangeSweep, "[roll, none]", "[roll, sometimes]", 1),
			`sweep.yaml:12:20: at range = 6, catastrophic = sometimes: option catastrophic="sometimes": want one of roll, destroys, none`},
		{"missing index", strings.Replace(rangeSweep, "units[0]", "units[3]", 1), "sweep.yaml:7:12: field $.sides[1].units[3].at: $.sides[1].units has 1 entries"},
		{"labels", strings.Replace(rangeSweep, `["6", "12"]`, `["6"]`, 1), "sweep.yaml:8:13: 1 labels for 2 values"},
		{"metric", rangeSweep + "metrics: [win:0, wins]\n", `sweep.yaml:13:18: unknown metric "wins"`},
		{"no base", strings.Replace(rangeSweep, "frigates.yaml", "frigate.yaml", 1), "sweep.yaml:3:7: cannot read ../bases/frigate.yaml"},
		{"range", strings.Replace(rangeSweep, "values: [roll, none]", "range: {from: 3, to: 1}", 1), "sweep.yaml:12:13: range must run upwards"},
		{"players", strings.Replace(rangeSweep, "trials: 300", "trials: 300\nplayers: random", 1), "sweep.yaml:5:10: players: is for spacefleet and ft-battle sweeps"},
		{"range overflowing", strings.Replace(rangeSweep, "values: [roll, none]", "range: {from: -9223372036854775807, to: 9223372036854775807}", 1), "sweep.yaml:12:13: range must run upwards"},
		{"range at the top", strings.Replace(rangeSweep, "values: [roll, none]", "range: {from: 9223372036854775806, to: 9223372036854775807}", 1),
			"at range = 6, catastrophic = 9223372036854775806: option catastrophic="},
		{"too many points", strings.Replace(rangeSweep, "values: [roll, none]", "range: {from: 1, to: 9999}", 1), "more than 10000 points"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := decodeSweep(t, tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v\nwant an error containing %q", err, tt.want)
			}
		})
	}
}

func TestSweepSetFields(t *testing.T) {
	sw, err := decodeSweep(t, strings.Replace(rangeSweep, "trials: 300", "trials: 300\nset: {$.rounds: 1}", 1))
	if err != nil {
		t.Fatal(err)
	}
	r := report(t, sw, 1, 1)
	for _, p := range r.Points {
		// One round: the frigates cannot both be put out, so most end with no winner.
		if e := p.Estimates["rounds"]; e.Value != 1 {
			t.Errorf("point %v fought %v rounds, want 1", p.Labels, e)
		}
	}
	_, err = decodeSweep(t, strings.Replace(rangeSweep, "trials: 300", "trials: 300\nset: {\"$.sides[5].name\": x}", 1))
	if err == nil || !strings.Contains(err.Error(), "sweep.yaml:5:7: field $.sides[5].name: $.sides has 2 entries") {
		t.Fatalf("got %v", err)
	}
}

func TestSweepCancelled(t *testing.T) {
	sw, err := decodeSweep(t, rangeSweep)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	parts, err := sw.Run(ctx, sim.Config{}, 1, sim.Shard{Index: 0, Count: 1})
	if err == nil || parts != nil {
		t.Fatalf("a cancelled sweep returned %d parts and %v", len(parts), err)
	}
	if _, err := sw.Run(context.Background(), sim.Config{}, 1, sim.Shard{Index: 2, Count: 2}); err == nil {
		t.Fatal("shard 2/2 ran")
	}
}

// TestExampleSweeps decodes every sweep file of examples/sweeps.
func TestExampleSweeps(t *testing.T) {
	names, err := fs.Glob(os.DirFS("../examples/sweeps"), "*.yaml")
	if err != nil || len(names) < 4 {
		t.Fatalf("%d sweep examples, %v", len(names), err)
	}
	for _, name := range names {
		if name == "light-cruisers.yaml" || name == "ft-fleet-study-base.yaml" { // bases, not sweeps
			continue
		}
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile("../examples/sweeps/" + name)
			if err != nil {
				t.Fatal(err)
			}
			sw, err := lab.DecodeSweep(name, data, os.DirFS(".."), "examples/sweeps")
			if err != nil {
				t.Fatal(err)
			}
			if len(sw.Points) == 0 || !sw.HasSeed {
				t.Fatalf("%d points, seed given: %v", len(sw.Points), sw.HasSeed)
			}
		})
	}
}

// TestStrikeSweepShards sweeps the example strike of fighters against
// point defence, split in shards and whole, and checks the damage grows
// with the groups.
func TestStrikeSweepShards(t *testing.T) {
	data, err := os.ReadFile("../examples/sweeps/ft-fighters.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "trials: 20000", "trials: 400", 1)
	sw, err := lab.DecodeSweep("ft-fighters.yaml", []byte(text), os.DirFS(".."), "examples/sweeps")
	if err != nil {
		t.Fatal(err)
	}
	want := report(t, sw, 1, 1)
	got := report(t, sw, 3, 2)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("3 shards differ from one run (-want +got):\n%s", diff)
	}
	last := map[string]float64{}
	for _, p := range want.Points {
		d := p.Estimates["damage 0"].Value
		if d <= last[p.Labels[1]] {
			t.Errorf("%s groups under %s rules: damage %v, no more than with fewer groups", p.Labels[0], p.Labels[1], d)
		}
		last[p.Labels[1]] = d
	}
}
