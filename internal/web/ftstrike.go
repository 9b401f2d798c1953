package web

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/scenario"
)

// maxStrikeLen is the longest strike file the page reads from its URL.
const maxStrikeLen = 6000

// ftStrikeTool is the Full Thrust strike page, the counterpart of
// "broadside ft odds strike" and "broadside ft strike".
var ftStrikeTool = &mechTool{
	Key:   "ft/strike",
	Title: "Full Thrust strike",
	Intro: "A whole strike of fighters and missiles on one or more ships: the exact point defence level, each attacker's expected damage, the fighters lost and the damage with the chance each ship is destroyed. Pick an example or paste a strike file (YAML, as in examples/fullthrust), override any rules option of the file, and set a Monte Carlo run beside the exact odds if you like.",
	read:  readFTStrike,
	Examples: []link{
		{Label: "lone escort", URL: "/odds/ft/strike?example=lone-escort"},
		{Label: "dreadnought and escorts, classic rules", URL: "/odds/ft/strike?example=dreadnought-escorts&rules=classic"},
		{Label: "declared assists, with 20000 trials", URL: "/odds/ft/strike?example=dreadnought-escorts&opt-assists=declared&trials=20000&mc-seed=2a"},
	},
}

// ftStrikeFile is an embedded strike file.
type ftStrikeFile struct {
	key  string
	data []byte
}

// ftStrikeFiles are the embedded files that decode as strikes (the duel
// files do not), by name.
var ftStrikeFiles = loadFTStrikes(examples.FullThrust)

// loadFTStrikes reads the strike files of fsys.
func loadFTStrikes(fsys fs.FS) []ftStrikeFile {
	names, _ := fs.Glob(fsys, "fullthrust/*.yaml")
	var out []ftStrikeFile
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			continue
		}
		if _, err := scenario.DecodeFullThrustStrike(name, data); err != nil {
			continue
		}
		out = append(out, ftStrikeFile{key: strings.TrimSuffix(path.Base(name), ".yaml"), data: data})
	}
	return out
}

// ftStrike is a decoded strike with its rules.
type ftStrike struct {
	file string
	st   scenario.FullThrustStrike
	mc   monteCarlo // no trials for the exact odds alone
}

// readFTStrike reads the strike form: an example or pasted YAML (which
// wins), and the rules to use.
func readFTStrike(f *form) mechanic {
	keys := make([]string, len(ftStrikeFiles))
	for i, s := range ftStrikeFiles {
		keys[i] = s.key
	}
	example := f.choice("example", "Example", "used when nothing is pasted below", keys)
	text := f.text("yaml", "Strike file", "paste a strike file to use it instead", maxStrikeLen)
	rules := f.choice("rules", "Rules", "the file's own, or 2015 or classic point defence", []string{"file", "2015", "classic"})
	options := readFTOptions(f)
	mc := readMonteCarlo(f)
	if !f.ok() {
		return nil
	}
	name, data := example+".yaml", []byte(text)
	if text == "" {
		for _, s := range ftStrikeFiles {
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
	if rules != "file" {
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
	return ftStrike{file: name, st: st, mc: mc}
}

// ftStrikeOddsJSON is the odds API's answer, as "ft odds strike --json".
type ftStrikeOddsJSON struct {
	File  string           `json:"file"`
	Name  string           `json:"name,omitempty"`
	Rules string           `json:"rules"`
	Raids []ftRaidOddsJSON `json:"raids"`
}

// ftRaidOddsJSON is one raid's exact odds and, when trials were asked for,
// the Monte Carlo run beside them, as "ft odds strike --trials N --json".
type ftRaidOddsJSON struct {
	fullthrust.RaidOddsReport
	MonteCarlo *lab.RaidSampleReport `json:"monte_carlo,omitempty"`
}

func (s ftStrike) odds(ctx context.Context, exact bool) (mechOdds, error) {
	odds, err := fullthrust.Odds(s.st.Strike, s.st.Options)
	if err != nil {
		return mechOdds{}, err
	}
	p := s.st.Options.Procedure
	out := ftStrikeOddsJSON{File: s.file, Name: s.st.Name, Rules: p.String()}
	var m mechOdds
	for _, o := range odds {
		r := o.Report(exact, p)
		out.Raids = append(out.Raids, ftRaidOddsJSON{RaidOddsReport: r})
		m.Facts = append(m.Facts, fact{Label: r.Ship + ": P(destroyed)", Value: percent(r.Destroyed)},
			fact{Label: r.Ship + ": expected damage", Value: number(r.MeanDamage)})
		if r.MeanLosses > 0 {
			m.Facts = append(m.Facts, fact{Label: r.Ship + ": fighters lost", Value: number(r.MeanLosses)})
		}
		m.Dists = append(m.Dists, newDistView(fmt.Sprintf("%s: points scored (%d means %d or more)", r.Ship, r.Boxes, r.Boxes), "points", r.Damage, true))
		if r.PDL != nil {
			m.Dists = append(m.Dists, newDistView(r.Ship+": point defence level", "point defence level", *r.PDL, true))
		}
	}
	if s.mc.Trials > 0 {
		sampled, err := sampleFTStrike(ctx, s.st.Strike, s.st.Options, odds, s.mc)
		if err != nil {
			return mechOdds{}, err
		}
		for i := range out.Raids {
			mc := sampled[i]
			out.Raids[i].MonteCarlo = &mc
			m.Facts = append(m.Facts,
				fact{Label: out.Raids[i].Ship + ": P(destroyed), Monte Carlo", Value: fmt.Sprintf("%s (95%% %s to %s)", percent(mc.Destroyed), percent(mc.DestroyedLow), percent(mc.DestroyedHi))},
				fact{Label: out.Raids[i].Ship + ": expected damage, Monte Carlo", Value: number(mc.MeanDamage)},
				fact{Label: out.Raids[i].Ship + ": largest gap from exact", Value: fmt.Sprintf("%.2f standard errors in %d trials from seed %s", mc.MaxSigmas, mc.Trials, mc.Seed)})
		}
	}
	m.JSON = out
	return m, nil
}

// ftStrikeRollJSON is the roll API's answer, as "ft strike --json".
type ftStrikeRollJSON struct {
	Name  string                        `json:"name,omitempty"`
	Rules string                        `json:"rules"`
	Log   fullthrust.Log                `json:"log"`
	Raids []fullthrust.RaidResultReport `json:"raids"`
}

func (s ftStrike) roll(src rng.Source) (mechRoll, error) {
	res, err := fullthrust.Resolve(s.st.Strike, s.st.Options, src)
	if err != nil {
		return mechRoll{}, err
	}
	out := ftStrikeRollJSON{Name: s.st.Name, Rules: s.st.Options.Procedure.String(), Log: res.Log}
	var r mechRoll
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
