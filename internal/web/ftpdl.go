package web

import (
	"context"
	"fmt"
	"strings"

	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// ftPDLTool is the Full Thrust 2015 point defence level page, the
// counterpart of "broadside ft odds pdl".
var ftPDLTool = &mechTool{
	Key:   "ft/pdl",
	Title: "Full Thrust point defence level",
	Intro: "The 2015 point defence level of one ship: a die per B1 (5 scores 1, 6 scores 1 and re-rolls), per PDS (4-5 score 1, 6 scores 2 and re-rolls), four PDS dice per scattergun, a PDS die per screening interceptor and a B1 die per other screening fighter.",
	read:  readFTPDL,
	Examples: []link{
		{Label: "2 B1 + 3 PDS", URL: "/odds/ft/pdl?b1=2&pds=3"},
		{Label: "scattergun + 6 interceptors", URL: "/odds/ft/pdl?pds=0&scatterguns=1&screen-interceptors=6"},
	},
}

// ftPDL is a point defence level: its B1 and PDS dice.
type ftPDL struct {
	b1, pds int
}

// readFTPDL reads the form of the point defence page, with the checks of
// "ft odds pdl".
func readFTPDL(f *form) mechanic {
	b1 := f.number("b1", "B1 batteries", "firing as point defence", 0, 0, 200)
	pds := f.number("pds", "PDS", "the ship's own and those lent through ADFC", 1, 0, 200)
	sg := f.number("scatterguns", "Scatterguns", "4 PDS dice each; not with B1 or PDS", 0, 0, 200)
	ic := f.number("screen-interceptors", "Screening interceptors", "a PDS die each", 0, 0, 200)
	other := f.number("screen-fighters", "Other screening fighters", "a B1 die each", 0, 0, 200)
	if sg > 0 && b1+pds > 0 {
		f.fail("scatterguns", "scatterguns cannot be mixed with B1 or PDS (2015 rules)")
	}
	if n := b1 + other + pds + 4*sg + ic; n > pointdefence.MaxPDLDice && f.ok() {
		// PDLOdds refuses them too; the form says which field to change.
		f.fail("pds", fmt.Sprintf("%d point defence dice are more than the %d the exact odds take (pointdefence.MaxPDLDice)", n, pointdefence.MaxPDLDice))
	}
	if !f.ok() {
		return nil
	}
	return ftPDL{b1: b1 + other, pds: pds + 4*sg + ic}
}

func (p ftPDL) odds(_ context.Context, exact bool) (mechOdds, error) {
	d, err := pointdefence.PDLOdds(p.b1, p.pds, nil) // the project's default tail, 1e-15, as on the command line
	if err != nil {
		return mechOdds{}, err
	}
	j := d.JSON(exact)
	title := fmt.Sprintf("Point defence level from %s and %s", diceWord(p.b1, "B1"), diceWord(p.pds, "PDS"))
	return mechOdds{Dists: []distView{newDistView(title, "point defence level", j, true)}, Facts: ftBands(d), JSON: j}, nil
}

// ftBands gives the chance of each band of a level (the tail belongs to
// the top band).
func ftBands(d prob.Dist) []fact {
	p := pointdefence.BandChances(d)
	out := make([]fact, len(p))
	for b, x := range p {
		out[b] = fact{Label: "band " + pointdefence.Band(b).String(), Value: percent(x)}
	}
	return out
}

// ftPDLRollJSON is the API's answer to a roll of a level.
type ftPDLRollJSON struct {
	PDL  int              `json:"pdl"`
	Band string           `json:"band"`
	Log  pointdefence.Log `json:"log"`
}

func (p ftPDL) roll(src rng.Source) (mechRoll, error) {
	pdl, log := pointdefence.RollPDL(p.b1, p.pds, src)
	steps := make([]string, len(log))
	for i, e := range log {
		steps[i] = e.Text
	}
	band := pointdefence.BandOf(pdl).String()
	return mechRoll{Steps: steps, Result: fmt.Sprintf("PDL %d, band %s", pdl, band), JSON: ftPDLRollJSON{PDL: pdl, Band: band, Log: log}}, nil
}

// diceWord says "3 PDS dice" or "1 B1 die".
func diceWord(n int, what string) string {
	if n == 1 {
		return "1 " + what + " die"
	}
	return strings.TrimSpace(fmt.Sprintf("%d %s dice", n, what))
}
