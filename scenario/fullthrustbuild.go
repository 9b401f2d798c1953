package scenario

import (
	"fmt"

	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// This file builds the ruleset's values from a strike file's ships, groups
// and raids, recording each problem at its place.

// build returns the ship's record sheet.
func (s *ftShip) build(c *Check, at string) (fullthrust.Ship, bool) {
	beam := func(field string, n int, kind fullthrust.SystemKind) ftCount {
		return ftCount{field: field, n: n, sys: fullthrust.System{Kind: kind, Class: 1}}
	}
	return s.Sheet.build(c, at, nil, []ftCount{
		beam("b1", s.B1, fullthrust.Beam), beam("k1", s.K1, fullthrust.KGun), count("pds", s.Sheet.PDS, fullthrust.PDS),
		count("ads", s.ADS, fullthrust.ADS), count("adfc", s.ADFC, fullthrust.ADFC),
		count("scatterguns", s.Scatterguns, fullthrust.Scattergun), count("grapeshot", s.Grapeshot, fullthrust.Grapeshot),
	}, fullthrust.Lost{Armour: s.Lost.Armour, Hull: s.Lost.Hull})
}

// defence returns how the ship commits its point defence.
func (s *ftShip) defence(c *Check, at string, sh fullthrust.Ship, index map[string]int) (pointdefence.Defence, bool) {
	ok := true
	d := pointdefence.DefaultDefence(sh)
	for j, cv := range s.Cover {
		k, found := index[cv.Ship]
		if !found {
			c.Errorf(fmt.Sprintf("%s.cover[%d].ship", at, j), "no ship is named %q", cv.Ship)
			ok = false
			continue
		}
		d.Cover = append(d.Cover, pointdefence.Cover{Ship: k, PDS: cv.PDS, ADS: cv.ADS, Far: cv.Far, Scatterguns: cv.Scatterguns})
		d.PDS -= cv.PDS
		d.ADS -= cv.ADS
	}
	d.PDS, d.ADS = max(d.PDS, 0), max(d.ADS, 0)
	if f := s.Fire; f != nil {
		for _, o := range []struct {
			v  *int
			to *int
		}{{f.B1, &d.B1}, {f.K1, &d.K1}, {f.PDS, &d.PDS}, {f.ADS, &d.ADS}, {f.Scatterguns, &d.Scatterguns}, {f.Grapeshot, &d.Grapeshot}} {
			if o.v != nil {
				*o.to = *o.v
			}
		}
	}
	for g, grp := range s.Screening {
		gr, good := grp.build(c, fmt.Sprintf("%s.screening[%d]", at, g))
		ok = ok && good
		d.Screen = append(d.Screen, gr.Group)
		if grp.Assists != "" {
			c.Errorf(fmt.Sprintf("%s.screening[%d].assists", at, g), "screening fighters do not assist")
			ok = false
		}
	}
	return d, ok
}

// build returns a fighter group.
func (g *ftGroup) build(c *Check, at string) (pointdefence.Attacker, bool) {
	t, err := pointdefence.ParseFighterType(g.Type)
	if g.Type == "" {
		t, err = pointdefence.Standard, nil
	}
	if err != nil {
		c.Errorf(at+".type", "%s", trimPrefix(err))
		return pointdefence.Attacker{}, false
	}
	grp := pointdefence.NewGroup(g.Name, t)
	if g.Strength != nil {
		grp.Strength = *g.Strength
	}
	if g.CEF != nil {
		grp.CEF = *g.CEF
	}
	ok := true
	if grp.Strength < 1 || grp.Strength > t.GroupSize() {
		c.Errorf(at+".strength", "a %s group has 1-%d fighters, got %d", t, t.GroupSize(), grp.Strength)
		ok = false
	}
	if grp.CEF < 0 || grp.CEF > 20 {
		c.Errorf(at+".cef", "CEF must be 0-20, got %d", grp.CEF)
		ok = false
	}
	return pointdefence.Attacker{Group: grp, Assists: g.Assists}, ok
}

// build returns a raid.
func (r *ftRaid) build(c *Check, at string, index map[string]int) (pointdefence.Raid, bool) {
	ok := true
	raid := pointdefence.Raid{Heavy: r.HeavyMissiles, AdvancedHeavy: r.AdvancedHeavyMissiles, Salvos: r.Salvos}
	t, found := index[r.Target]
	if !found {
		c.Errorf(at+".target", "no ship is named %q", r.Target)
		ok = false
	}
	raid.Target = t
	for _, n := range []struct {
		field string
		v     int
	}{{"heavy_missiles", r.HeavyMissiles}, {"advanced_heavy_missiles", r.AdvancedHeavyMissiles}, {"salvos", r.Salvos}} {
		if n.v < 0 || n.v > 100 {
			c.Errorf(at+"."+n.field, "%s must be 0-100, got %d", n.field, n.v)
			ok = false
		}
	}
	if len(r.Fighters) > 64 || len(r.Plasma) > 64 {
		c.Errorf(at, "a raid has at most 64 fighter groups and 64 plasma bolts")
		ok = false
	}
	for g, grp := range r.Fighters {
		a, good := grp.build(c, fmt.Sprintf("%s.fighters[%d]", at, g))
		ok = ok && good
		raid.Groups = append(raid.Groups, a)
	}
	for _, b := range r.Plasma {
		raid.Plasma = append(raid.Plasma, pointdefence.Bolt{Class: b.Class, ID: b.ID, Fighters: b.Fighters,
			Salvos: b.Salvos, Heavy: b.HeavyMissiles, AdvancedHeavy: b.AdvancedHeavyMissiles})
	}
	return raid, ok
}
