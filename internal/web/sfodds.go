package web

import (
	"context"
	"fmt"
	"strings"

	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// sfShotTool is the Space Fleet shot page, the counterpart of "broadside
// spacefleet odds fire".
var sfShotTool = &mechTool{
	Key:   "spacefleet/shot",
	Title: "Space Fleet shot",
	Intro: "One shot from the firing table: the score the d6 needs, the hits (a beam hit is one, plasma two, a missile 1d6), the damage table for the target's class, and the outcome on a target with shields left.",
	read:  readSFShot,
	Examples: []link{
		{Label: "beam at a destroyer, range 6", URL: "/odds/spacefleet/shot?weapon=beam&range=6&target=destroyer"},
		{Label: "missile at a light cruiser with a shield", URL: "/odds/spacefleet/shot?weapon=missile&range=3&target=light+cruiser&shields=1"},
	},
}

// sfShot is one shot and the target's shields.
type sfShot struct {
	shot    spacefleet.Shot
	shields int
	opts    spacefleet.Options
}

// sfClassNames are the classes as the form offers them.
func sfClassNames() []string {
	out := make([]string, len(spacefleet.Classes))
	for i, c := range spacefleet.Classes {
		out[i] = c.String()
	}
	return out
}

// readSFShot reads the shot form, with the checks of "spacefleet odds
// fire".
func readSFShot(f *form) mechanic {
	var s sfShot
	weapon := f.choice("weapon", "Weapon", "", []string{"beam", "missile", "plasma"})
	s.shot.Range = f.number("range", "Range", "in hexes", 3, 0, 12)
	classes := sfClassNames()
	target := f.choice("target", "Target", "the target's class", classes)
	firer := f.choice("firer", "Firer", "destroyers and light cruisers cannot fire at long range", append([]string{"battleship"}, classes...))
	s.shields = f.number("shields", "Shields left", "", 0, 0, 20)
	s.shot.Debris = f.check("debris", "Through debris (−1)", "")
	s.shot.PlasmaNear = f.check("plasma-near", "Plasma fired next to the firer (−1)", "")
	s.shot.AtSalvo = f.check("at-salvo", "At a missile salvo (−1)", "")
	s.opts.NaturalSix = f.check("natural-six", "A natural 6 always hits", "RULINGS D2#2 alternative")
	s.opts.TwoIsMajor = f.check("two-is-major", "A damage score of 2 is major damage", "RULINGS D2#1 alternative")
	s.opts.SRMHitsD4 = f.check("srm-d4", "A missile hit does 1d4 hits", "")
	f.showWhen("weapon=plasma", "plasma-near")
	f.showWhen("weapon=missile", "srm-d4")
	if !f.ok() {
		return nil
	}
	var err error
	if s.shot.Weapon, err = spacefleet.ParseWeapon(weapon); err != nil {
		f.fail("weapon", trimPrefix(err))
	}
	if s.shot.Target, err = spacefleet.ParseClass(target); err != nil {
		f.fail("target", trimPrefix(err))
	}
	if s.shot.Firer, err = spacefleet.ParseClass(firer); err != nil {
		f.fail("firer", trimPrefix(err))
	}
	if _, err := s.shot.Need(); err != nil && f.ok() {
		f.fail("range", trimPrefix(err))
	}
	if !f.ok() {
		return nil
	}
	return s
}

// trimPrefix drops the package prefix of a library error for a person.
func trimPrefix(err error) string {
	msg := err.Error()
	if _, rest, ok := strings.Cut(msg, ": "); ok && !strings.Contains(msg[:len(msg)-len(rest)-2], " ") {
		return rest
	}
	return msg
}

// sfOddsJSON is the odds API's answer, as "spacefleet odds fire --json".
type sfOddsJSON struct {
	Weapon  string    `json:"weapon"`
	Range   int       `json:"range"`
	Band    string    `json:"band"`
	Target  string    `json:"target"`
	Shields int       `json:"shields"`
	Need    int       `json:"need"`
	Hit     float64   `json:"p_hit"`
	HitExac string    `json:"p_hit_exact,omitempty"`
	Hits    prob.JSON `json:"hits"`
	PerHit  prob.JSON `json:"damage_per_hit"`
	Outcome prob.JSON `json:"outcome"`
}

func (s sfShot) odds(_ context.Context, exact bool) (mechOdds, error) {
	o, err := spacefleet.ShotOdds(s.shot, s.shields, s.opts)
	if err != nil {
		return mechOdds{}, err
	}
	hit, _ := o.Hit.Float64()
	out := sfOddsJSON{
		Weapon: s.shot.Weapon.String(), Range: s.shot.Range, Band: spacefleet.BandOf(s.shot.Range).String(),
		Target: s.shot.Target.String(), Shields: s.shields, Need: o.Need, Hit: hit,
		Hits:    o.Hits.JSON(exact),
		PerHit:  o.PerHit.JSON(exact, spacefleet.Result.String),
		Outcome: o.Outcome.JSON(exact, spacefleet.Outcome.String),
	}
	if exact {
		out.HitExac = o.Hit.RatString()
	}
	return mechOdds{
		Facts: []fact{{Label: "needs", Value: fmt.Sprint(o.Need)}, {Label: "band", Value: out.Band}, {Label: "P(hit)", Value: percent(hit)}},
		Dists: []distView{
			newDistView(fmt.Sprintf("Outcome on a %s with %d shields", out.Target, s.shields), "outcome", out.Outcome, false),
			newDistView("Hits", "hits", out.Hits, true),
			newDistView("Damage table, one hit past the shields", "result", out.PerHit, false),
		},
		JSON: out,
	}, nil
}

// sfRollJSON is the roll API's answer.
type sfRollJSON struct {
	spacefleet.ShotRoll
	Outcome string `json:"outcome"`
}

func (s sfShot) roll(src rng.Source) (mechRoll, error) {
	r, err := spacefleet.RollShot(s.shot, s.shields, s.opts, src)
	if err != nil {
		return mechRoll{}, err
	}
	return mechRoll{Steps: r.Steps, Result: r.Outcome.String(), JSON: sfRollJSON{ShotRoll: r, Outcome: r.Outcome.String()}}, nil
}
