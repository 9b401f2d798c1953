package web

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// Bounds of a sweep run by the web page, like every lab run: the trials of
// all its points together (about ten seconds of Space Fleet battles of the
// examples' size on one core; a Full Thrust duel counts for more, see
// sweepWeight), and the size of a pasted sweep file.
const (
	maxWebSweepTrials = 200_000
	maxWebSweepFile   = 64 << 10
)

// sweepTool is the balance sweep page, the counterpart of "broadside
// sweep" (docs/scaling-out.md): an example sweep file or a pasted one whose
// base is one of the embedded examples, run whole within the page's bounds.
var sweepTool = &mechTool{
	Key:    "sweep",
	Title:  "Balance sweep",
	Intro:  "A balance study: a scenario of any ruleset (a Space Fleet battle, a Full Thrust duel or strike, a Jovian engagement) varied along axes (designs, option values, counts, any field of its file), every point fought many times from its own seed, each estimate with its 95% interval. Pick an example or paste a sweep file (see examples/sweeps) whose base is one of the examples, such as ../jovian/skirmish.yaml. The page runs at most 200,000 trials in all (5,000 Full Thrust duels, 200 Full Thrust battles: the fleet study's 16 match-ups run here at 12 battles each, where their files ask for 100); 'broadside sweep' runs any size, and splits over machines with --shard.",
	NoDice: true,
	Submit: "Run the sweep",
	read:   readSweep,
	Examples: []link{
		{Label: "Space Fleet: equal campaign cost across speeds", URL: "/odds/sweep?example=spacefleet-speed-cost.yaml&trials=1000"},
		{Label: "Jovian: the lancers' range", URL: "/odds/sweep?example=jovian-range.yaml"},
		{Label: "Full Thrust: fighter groups under both point defences", URL: "/odds/sweep?example=ft-fighters.yaml"},
		{Label: "Full Thrust fleet study: every match-up, 2015 point defence (12 battles each)", URL: "/odds/sweep?example=ft-fleet-study-2015.yaml&trials=" + strconv.Itoa(fleetStudyWebTrials)},
		{Label: "Full Thrust fleet study: every match-up, classic point defence (12 battles each)", URL: "/odds/sweep?example=ft-fleet-study-classic.yaml&trials=" + strconv.Itoa(fleetStudyWebTrials)},
	},
}

// fleetStudyWebTrials is the battles per match-up of the fleet study's
// sweeps (ft-fleet-study-*.yaml, 16 match-ups of 100 battles each) that
// fit the page's bound: 16 x 12 = 192 of the 200 Full Thrust battles it
// runs. One battle of the study took 134 ms on one core of the loaded
// 2-core machine, so a run takes about 26 s of one core.
const fleetStudyWebTrials = maxWebSweepTrials / 1000 / 16

// firstSweep is the example the page opens with, one of the quickest.
const firstSweep = "jovian-range.yaml"

// sweepExamples lists the example sweep files, the quick firstSweep first
// (a base such as light-cruisers.yaml has no axes and is left out).
func sweepExamples() []string {
	names, _ := fs.Glob(examples.Sweeps, "sweeps/*.yaml")
	out := []string{firstSweep}
	for _, n := range names {
		data, err := fs.ReadFile(examples.Sweeps, n)
		if err == nil && strings.Contains(string(data), "\naxes:") && path.Base(n) != firstSweep {
			out = append(out, path.Base(n))
		}
	}
	return out
}

// sweepWeight is how many Space Fleet battles of the examples' size one
// trial of a kind costs, roughly (docs/scaling-out.md measures them): a
// Full Thrust duel plans every ship's manoeuvres each turn, and a Full
// Thrust battle plans every ship against every enemy (a few hundred ms
// for the fleet study's four ships a side).
func sweepWeight(kind string) int {
	switch kind {
	case lab.KindFTDuel:
		return 40
	case lab.KindFTBattle:
		return 1000
	}
	return 1
}

// webSweep is a sweep ready to run from a seed.
type webSweep struct {
	sw   *lab.Sweep
	seed rng.Seed
	// example is the example file's text; "" for a pasted file.
	example, exampleName string
}

// readSweep reads the sweep form: the example or the pasted file, the
// seed and the trials per point, within the page's bounds.
func readSweep(f *form) mechanic {
	example := f.choice("example", "Example", "the sweep file to run when none is pasted below", sweepExamples())
	text := f.text("file", "Sweep file", "a sweep file (YAML) to run instead of the example; its base names one of the examples, such as ../spacefleet/fleet-action.yaml", maxWebSweepFile)
	seedText := f.line("sweep-seed", "Seed", "hexadecimal; empty for the file's own seed (1 when it has none)", "", 16)
	trials := f.number("trials", "Trials per point", "0 for the file's own; with a target precision, a number here replaces it", 0, 0, maxWebSweepTrials)
	if !f.ok() {
		return nil
	}
	name, field := "sweep.yaml", "file"
	data := []byte(text)
	if text == "" {
		name, field = example, "example"
		var err error
		if data, err = fs.ReadFile(examples.Sweeps, "sweeps/"+example); err != nil {
			f.fail("example", err.Error())
			return nil
		}
	}
	sw, err := lab.DecodeSweep(name, data, examples.All, "sweeps")
	if err != nil {
		f.fail(field, strings.ReplaceAll(err.Error(), "\n", "; "))
		return nil
	}
	seed := rng.Seed(1)
	if sw.HasSeed {
		seed = sw.Seed
	}
	if seedText != "" {
		if seed, err = rng.ParseSeed(seedText); err != nil {
			f.fail("sweep-seed", trimPrefix(err))
			return nil
		}
	}
	if trials > 0 {
		sw.Trials, sw.Precision = trials, nil
	}
	perPoint := sw.Trials
	if sw.Precision != nil {
		perPoint = sw.Precision.Max
	}
	limit := maxWebSweepTrials / sweepWeight(sw.Kind)
	if total := len(sw.Points) * perPoint; total > limit {
		f.fail("trials", fmt.Sprintf("%d points of up to %d trials is %d trials; the page runs at most %d of a %s (set at most %d trials per point, or run 'broadside sweep')",
			len(sw.Points), perPoint, total, limit, sw.Kind, max(limit/len(sw.Points), 1)))
		return nil
	}
	if len(sw.Axes) > 2 {
		f.fail(field, "the page draws sweeps of one or two axes; run 'broadside sweep' for more")
		return nil
	}
	out := webSweep{sw: sw, seed: seed}
	if text == "" {
		out.example, out.exampleName = string(data), name
	}
	return out
}

// source shows the example's file; nothing when the file was pasted.
func (w webSweep) source() *sourceView {
	if w.example == "" {
		return nil
	}
	return &sourceView{Name: w.exampleName, Text: w.example}
}

// odds runs the sweep and shows its table and chart; the JSON is that of
// "broadside sweep --json".
func (s webSweep) odds(ctx context.Context, _ bool) (mechOdds, error) {
	parts, err := s.sw.Run(ctx, sim.Config{}, s.seed, sim.Shard{Index: 0, Count: 1})
	if err != nil {
		return mechOdds{}, err
	}
	points := make([]sim.Partial, len(parts))
	for i, p := range parts {
		points[i] = p.Partial
	}
	r, err := s.sw.Report(s.seed, points)
	if err != nil {
		return mechOdds{}, err
	}
	t := tableView{Title: "Every point"}
	for _, a := range r.Axes {
		t.Head = append(t.Head, a.Name)
	}
	t.Head = append(t.Head, "trials")
	for _, m := range r.Metrics {
		t.Head = append(t.Head, r.Title(m))
	}
	for _, p := range r.Points {
		row := append(append([]string{}, p.Labels...), fmt.Sprint(p.Trials))
		for _, m := range r.Metrics {
			row = append(row, p.Estimates[m].String())
		}
		t.Rows = append(t.Rows, row)
	}
	notes := []string{fmt.Sprintf("%s: %d points, seed %s; each estimate is a mean or a chance with its 95%% interval.", r.Name, len(r.Points), r.Seed)}
	if r.Skipped > 0 {
		notes = append(notes, fmt.Sprintf("%d points of the grid are left out: their sides' campaign costs differ.", r.Skipped))
	}
	c := chart.SweepCurves(r)
	return mechOdds{
		Title:  "Balance sweep: " + r.Name,
		Notes:  notes,
		Curves: []curveView{{Title: "Chart: " + c.YLabel, Alt: "Chart of " + c.YLabel + " against " + c.XLabel + "; the table below lists every point.", chart: c}},
		Tables: []tableView{t},
		JSON:   r,
	}, nil
}
