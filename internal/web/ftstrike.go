package web

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"sync"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
)

// maxStrikeLen is the longest strike file the page reads from its URL.
const maxStrikeLen = 6000

// ftStrikeTool is the Full Thrust strike page, the counterpart of
// "broadside ft odds strike" and "broadside ft strike".
var ftStrikeTool = &mechTool{
	Key:   "ft/strike",
	Title: "Full Thrust strike",
	Wide:  true,
	Intro: "A whole strike of fighters and missiles on one or more ships: the exact point defence level, each attacker's expected damage, the fighters lost and the damage with the chance each ship is destroyed. Pick an example or paste a strike file (YAML, as in examples/fullthrust), override any rules option of the file or compare the 2015 and classic point defence side by side, and set a Monte Carlo run beside the exact odds if you like.",
	read:  readFTStrike,
	Examples: []link{
		{Label: "lone escort", URL: "/odds/ft/strike?example=lone-escort"},
		{Label: "dreadnought and escorts, classic rules", URL: "/odds/ft/strike?example=dreadnought-escorts&rules=classic"},
		{Label: "2015 and classic rules side by side", URL: "/odds/ft/strike?example=dreadnought-escorts&rules=compare"},
		{Label: "declared assists, with 20000 trials", URL: "/odds/ft/strike?example=dreadnought-escorts&opt-assists=declared&trials=20000&mc-seed=2a"},
	},
}

// ftStrikeFile is an embedded strike file.
type ftStrikeFile struct {
	key  string
	name string // the strike's own name, as its file gives it; "" for none
	data []byte
}

// ftStrikeFiles returns the embedded files that decode as strikes (the duel
// files do not), by name.
var ftStrikeFiles = sync.OnceValue(func() []ftStrikeFile { return loadFTStrikes(examples.FullThrust) })

// loadFTStrikes reads the strike files of fsys.
func loadFTStrikes(fsys fs.FS) []ftStrikeFile {
	names, _ := fs.Glob(fsys, "fullthrust/*.yaml")
	var out []ftStrikeFile
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			continue
		}
		st, err := scenario.DecodeFullThrustStrike(name, data)
		if err != nil {
			continue
		}
		out = append(out, ftStrikeFile{key: strings.TrimSuffix(path.Base(name), ".yaml"), name: st.Name, data: data})
	}
	return out
}

// ftCompare is the rules choice that shows the odds under both procedures.
const ftCompare = "compare"

// ftStrike is a decoded strike with its rules.
type ftStrike struct {
	file string
	st   scenario.FullThrustStrike
	mc   monteCarlo // no trials for the exact odds alone
	// compare shows the odds under the 2015 and the classic procedure side
	// by side; rolls then use the 2015 one (st.Options.Procedure).
	compare bool
	// example is the text of the example file used; "" for a pasted one.
	example string
}

// readFTStrike reads the strike form: an example or pasted YAML (which
// wins), and the rules to use.
func readFTStrike(f *form) mechanic {
	keys := make([]string, len(ftStrikeFiles()))
	for i, s := range ftStrikeFiles() {
		keys[i] = s.key
	}
	example := f.choice("example", "Example strike", "its file is shown below the form; used when nothing is pasted", keys)
	for _, s := range ftStrikeFiles() {
		text := s.key
		if s.name != "" {
			text = s.name + " (" + s.key + ")"
		}
		f.Fields[len(f.Fields)-1].OptionText = append(f.Fields[len(f.Fields)-1].OptionText, text)
	}
	text := f.text("yaml", "Your own strike file", "paste a strike file (YAML) to use it instead of the example", maxStrikeLen)
	rules := f.choice("rules", "Point defence rules", "", []string{"file", "2015", "classic", ftCompare})
	f.Fields[len(f.Fields)-1].OptionText = []string{"as the file says", "2015 (New Point Defence)", "classic", "both, side by side"}
	f.describe("rules", "", "rules", "")
	options := readFTOptions(f)
	mc := readMonteCarlo(f)
	f.describe("trials", "Also simulate the strike", "Monte Carlo trials", "")
	f.describe("mc-seed", "Simulation seed", "Monte Carlo seed", "trials!=0")
	f.group("Simulation beside the exact odds", "trials", "mc-seed")
	if !f.ok() {
		return nil
	}
	name, data := example+".yaml", []byte(text)
	if text == "" {
		for _, s := range ftStrikeFiles() {
			if s.key == example {
				data = s.data
			}
		}
	} else {
		name = "pasted"
	}
	st, err := scenario.DecodeFullThrustStrike(name, data)
	if err != nil {
		at := "yaml"
		if text == "" {
			at = "example"
		}
		f.fail(at, err.Error())
		return nil
	}
	compare := rules == ftCompare
	if compare {
		// The odds take both procedures; a roll takes the 2015 one. A Monte
		// Carlo run samples both, so it may ask for half the trials.
		if mc.Trials > maxWebTrials/2 {
			f.fail("trials", fmt.Sprintf("at most %d when comparing, which samples both procedures", maxWebTrials/2))
			return nil
		}
		st.Options.Procedure = fullthrust.New2015
	} else if rules != "file" {
		if err := st.Options.Set("rules", rules); err != nil {
			f.fail("rules", trimPrefix(err))
			return nil
		}
	}
	for _, o := range options {
		if err := st.Options.Set(o.name, o.value); err != nil {
			f.fail(ftOptionField+o.name, trimPrefix(err))
			return nil
		}
	}
	out := ftStrike{file: name, st: st, mc: mc, compare: compare}
	if text == "" {
		out.example = string(data)
	}
	return out
}

// source shows the example's file; nothing when the file was pasted.
func (s ftStrike) source() *sourceView {
	if s.example == "" {
		return nil
	}
	return &sourceView{Name: s.file, Text: s.example}
}

func (s ftStrike) odds(ctx context.Context, exact bool) (mechOdds, error) {
	q := lab.StrikeQuery{File: s.file, Name: s.st.Name, Strike: s.st.Strike, Options: s.st.Options, Compare: s.compare, Exact: exact}
	if s.mc.Trials > 0 {
		// One goroutine, inside the server's cap on heavy requests; the
		// trials draw from the seed as "broadside ft odds strike --seed"
		// does, so the numbers are the command line's.
		q.MonteCarlo = sim.Config{Trials: s.mc.Trials, Seed: s.mc.Seed, Workers: 1}
	}
	odds, err := lab.NewStrikeOdds(ctx, q)
	if err != nil {
		return mechOdds{}, err
	}
	var m mechOdds
	if odds.Compared {
		m.Notes = []string{"The 2015 and the classic point defence side by side: every other rules option applies to both. Roll it and I rolled these resolve the strike under the 2015 rules."}
		if s.mc.Trials > 0 {
			m.Notes = append(m.Notes, "The Monte Carlo run resolves the strike under each procedure, from the same seed.")
		}
	}
	for _, side := range odds.Sides {
		prefix := ""
		if odds.Compared {
			prefix = side.Options.Procedure.String() + " rules, "
		}
		addStrikeViews(&m, side.Report, prefix)
	}
	for _, r := range odds.Rows {
		m.Tables = append(m.Tables, tableView{
			Title: fmt.Sprintf("%s (%d boxes left): 2015 against classic point defence", r.Ship, r.Boxes),
			Head:  []string{"", "2015", "classic"},
			Rows: [][]string{
				{"expected damage (points)", number(r.MeanDamage2015), number(r.MeanDamageClassic)},
				{"P(destroyed)", percent(r.Destroyed2015), percent(r.DestroyedClassic)},
				{"fighters lost", number(r.MeanLosses2015), number(r.MeanLossesClassic)},
				{"mean point defence level", number(r.MeanPDL), "none: no level"},
			},
		})
	}
	m.JSON = odds.JSON()
	return m, nil
}

// addStrikeViews adds the facts and distributions of a strike's odds under
// one procedure to m, each label after prefix, with the Monte Carlo run's
// figures when the report holds them.
func addStrikeViews(m *mechOdds, out lab.StrikeReport, prefix string) {
	for _, r := range out.Raids {
		m.Facts = append(m.Facts, fact{Label: prefix + r.Ship + ": P(destroyed)", Value: percent(r.Destroyed)},
			fact{Label: prefix + r.Ship + ": expected damage", Value: number(r.MeanDamage)})
		if r.MeanLosses > 0 {
			m.Facts = append(m.Facts, fact{Label: prefix + r.Ship + ": fighters lost", Value: number(r.MeanLosses)})
		}
		m.Dists = append(m.Dists, newDistView(fmt.Sprintf("%s%s: points scored (%d means %d or more)", prefix, r.Ship, r.Boxes, r.Boxes), "points", r.Damage, true))
		if r.PDL != nil {
			m.Dists = append(m.Dists, newDistView(prefix+r.Ship+": point defence level", "point defence level", *r.PDL, true))
		}
	}
	for _, r := range out.Raids {
		mc := r.MonteCarlo
		if mc == nil {
			continue
		}
		ship := prefix + r.Ship
		m.Facts = append(m.Facts,
			fact{Label: ship + ": P(destroyed), Monte Carlo", Value: fmt.Sprintf("%s (95%% %s to %s)", percent(mc.Destroyed), percent(mc.DestroyedLow), percent(mc.DestroyedHi))},
			fact{Label: ship + ": expected damage, Monte Carlo", Value: number(mc.MeanDamage)},
			fact{Label: ship + ": fit to the exact odds", Value: fmt.Sprintf("%s, in %d trials from seed %s", mc.Fit, mc.Trials, mc.Seed)})
	}
}

// ftStrikeRollJSON is the roll API's answer, as "ft strike --json".
type ftStrikeRollJSON struct {
	Name  string                          `json:"name,omitempty"`
	Rules string                          `json:"rules"`
	Log   pointdefence.Log                `json:"log"`
	Raids []pointdefence.RaidResultReport `json:"raids"`
}

func (s ftStrike) roll(src rng.Source) (mechRoll, error) {
	res, err := pointdefence.Resolve(s.st.Strike, s.st.Options, src)
	if err != nil {
		return mechRoll{}, err
	}
	out := ftStrikeRollJSON{Name: s.st.Name, Rules: s.st.Options.Procedure.String(), Log: res.Log}
	var r mechRoll
	if s.compare {
		r.Steps = append(r.Steps, ftCompareRollNote)
	}
	for _, e := range res.Log {
		r.Steps = append(r.Steps, e.Ship+", "+e.Step.String()+": "+e.Text)
	}
	var results []string
	for _, rr := range res.Raids {
		rep := rr.Report(s.st.Strike, res, s.st.Options)
		out.Raids = append(out.Raids, rep)
		line := fmt.Sprintf("%s: %d points, %d armour and %d hull boxes lost", rep.Ship, rep.Normal+rep.Penetrating, rep.ArmourLost, rep.HullLost)
		if rep.Destroyed {
			line += ", destroyed"
		}
		results = append(results, line)
	}
	r.Result = strings.Join(results, "; ")
	r.JSON = out
	return r, nil
}

// ftCompareRollNote heads a roll of the strike when the page compares the
// procedures.
const ftCompareRollNote = "Rules compare: the dice are resolved under the 2015 rules alone; the odds show both procedures"
