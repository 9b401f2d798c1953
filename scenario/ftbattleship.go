package scenario

import (
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// build returns the battle ship written at path at, and the YAML path of
// each of its mounts, by mount index. It records each problem it finds;
// battle.Setup.Validate checks the ranges afterwards.
func (s *ftBattleShip) build(c *Check, at string, sides []string) (battle.Ship, []string, bool) {
	ok := true
	sh := battle.Ship{Class: s.Class, Points: s.Points, Side: -1}
	for k, name := range sides {
		if name == s.Side {
			sh.Side = k
		}
	}
	if sh.Side < 0 {
		c.Errorf(at+".side", "side must be one of %v, got %q", sides, s.Side)
		ok = false
	}
	var first []fullthrust.System
	add := func(sys fullthrust.System) int {
		first = append(first, sys)
		return len(first) - 1
	}
	for _, g := range []struct {
		field string
		list  []ftDuelBeam
		kind  fullthrust.SystemKind
		max   int
	}{{"beams", s.Beams, fullthrust.Beam, 4}, {"kguns", s.KGuns, fullthrust.KGun, 6}} {
		for i, b := range g.list {
			where := fmt.Sprintf("%s.%s[%d]", at, g.field, i)
			if b.Class < 1 || b.Class > g.max {
				c.Errorf(where+".class", "a %s class is 1-%d, got %d", g.kind, g.max, b.Class)
				ok = false
			}
			arcs, good := beamArcs(c, where+".arcs", b.Arcs)
			ok = ok && good
			add(fullthrust.System{Kind: g.kind, Class: b.Class, Arcs: arcs})
		}
	}
	switch s.Sensors {
	case "", "standard":
	case "enhanced":
		add(fullthrust.System{Kind: fullthrust.Sensors, Class: 1})
	case "superior":
		add(fullthrust.System{Kind: fullthrust.Sensors, Class: 2})
	default:
		c.Errorf(at+".sensors", "sensors must be standard, enhanced or superior, got %q", s.Sensors)
		ok = false
	}
	var paths []string
	for _, g := range []struct {
		field string
		list  []ftMount
		kind  battle.MountKind
	}{{"salvo_racks", s.SalvoRacks, battle.SalvoRack}, {"salvo_launchers", s.SalvoLaunchers, battle.SalvoLauncher},
		{"heavy_missiles", s.HeavyMissiles, battle.HeavyMissile}, {"plasma", s.Plasma, battle.PlasmaBolt},
		{"torpedoes", s.Torpedoes, battle.PulseTorpedo}} {
		for i, m := range g.list {
			where := fmt.Sprintf("%s.%s[%d]", at, g.field, i)
			mt, good := m.build(c, where, g.kind)
			ok = ok && good
			mt.System = add(fullthrust.System{Kind: fullthrust.Other, Name: g.kind.Label(), Arcs: mt.Arcs})
			sh.Mounts = append(sh.Mounts, mt)
			paths = append(paths, where)
		}
	}
	for i, g := range s.Bays {
		where := fmt.Sprintf("%s.bays[%d]", at, i)
		grp, good := bayGroup(c, where, g)
		ok = ok && good
		sh.Bays = append(sh.Bays, battle.Bay{System: add(fullthrust.System{Kind: fullthrust.Other, Name: "bay"}), Group: grp})
	}
	for _, t := range []struct {
		field, box string
		n          int
	}{{"tubes", "tube", s.Tubes}, {"catapults", "catapult", s.Catapults}} {
		if t.n < 0 || t.n > battle.MaxTubes {
			c.Errorf(at+"."+t.field, "%s must be 0-%d, got %d", t.field, battle.MaxTubes, t.n)
			ok = false
			continue
		}
		for range t.n {
			sh.Tubes = append(sh.Tubes, add(fullthrust.System{Kind: fullthrust.Other, Name: t.box}))
		}
	}
	if len(sh.Tubes) > battle.MaxTubes {
		c.Errorf(at+".catapults", "tubes and catapults together must be at most %d, got %d", battle.MaxTubes, len(sh.Tubes))
		ok = false
	}
	switch fmt.Sprint(s.FTL) {
	case "<nil>", "false", "none":
	case "true", "standard":
		sh.FTL = battle.StandardFTL
	case "advanced":
		sh.FTL = battle.AdvancedFTL
	default:
		c.Errorf(at+".ftl", "ftl must be true, false, none, standard or advanced, got %v", s.FTL)
		ok = false
	}
	if sh.FTL != battle.NoFTL {
		add(fullthrust.System{Kind: fullthrust.Other, Name: "FTL"})
	}
	if s.ADFC > 0 && s.AADFC > 0 {
		c.Errorf(at+".aadfc", "a ship's ADFC are all standard (adfc) or all advanced (aadfc), not both")
		ok = false
	}
	sh.AADFC = s.AADFC > 0
	counts := []ftCount{count("b1", s.B1, fullthrust.Beam), count("k1", s.K1, fullthrust.KGun), count("pds", s.Sheet.PDS, fullthrust.PDS),
		count("ads", s.ADS, fullthrust.ADS), count("adfc", s.ADFC, fullthrust.ADFC), count("aadfc", s.AADFC, fullthrust.ADFC),
		count("scatterguns", s.Scatterguns, fullthrust.Scattergun), count("grapeshot", s.Grapeshot, fullthrust.Grapeshot)}
	counts[0].sys.Class, counts[1].sys.Class = 1, 1
	if s.AADFC > 0 {
		counts[5].sys.Name = "AADFC"
	}
	sheet, good := s.Sheet.build(c, at, first, counts, fullthrust.Lost{})
	ok = ok && good
	sh.Sheet = sheet
	sh.Crew = battle.DefaultCrew(s.Sheet.Mass)
	if s.Crew != nil {
		sh.Crew = *s.Crew
	}
	sh.DCP = sh.Crew
	if s.DCP != nil {
		sh.DCP = *s.DCP
	}
	start, good := s.start(c, at)
	ok = ok && good
	sh.Start = start
	return sh, paths, ok
}

// build returns the mount of kind k written at where, refusing the fields
// the kind does not have.
func (m ftMount) build(c *Check, where string, k battle.MountKind) (battle.Mount, bool) {
	ok := true
	arcs, good := beamArcs(c, where+".arcs", m.Arcs)
	ok = ok && good
	mt := battle.Mount{Kind: k, Arcs: arcs, Class: m.Class, Extended: m.Extended, Advanced: m.Advanced}
	refuse := func(field string, set bool) {
		if set {
			c.Errorf(where+"."+field, "a %s has no %s", k, field)
			ok = false
		}
	}
	refuse("class", k != battle.PlasmaBolt && m.Class != 0)
	refuse("extended", k != battle.SalvoRack && k != battle.SalvoLauncher && m.Extended)
	refuse("range", k != battle.PulseTorpedo && m.Range != "")
	refuse("advanced", k != battle.HeavyMissile && m.Advanced)
	switch k {
	case battle.SalvoLauncher:
		mt.Ammo = 1
		if m.Ammo != nil {
			mt.Ammo = *m.Ammo
		}
	case battle.SalvoRack, battle.HeavyMissile:
		refuse("ammo", m.Ammo != nil)
		mt.Ammo = 1
	default:
		refuse("ammo", m.Ammo != nil)
	}
	if k == battle.PulseTorpedo {
		r, err := battle.ParseTorpedoRange(m.Range)
		if err != nil {
			c.Errorf(where+".range", "range must be standard, short or long, got %q", m.Range)
			ok = false
		}
		mt.Range = r
	}
	return mt, ok
}

// bayGroup returns the fighter group carried in a bay, written as strike
// files write groups (a bay's group assists no one).
func bayGroup(c *Check, where string, g ftGroup) (pointdefence.Group, bool) {
	t, err := pointdefence.ParseFighterType(g.Type)
	if err != nil {
		c.Errorf(where+".type", "%s", trimPrefix(err))
		return pointdefence.Group{}, false
	}
	if g.Assists != "" {
		c.Errorf(where+".assists", "a group in its bay assists no one; assistance is ordered in the game")
		return pointdefence.Group{}, false
	}
	grp := pointdefence.NewGroup(g.Name, t)
	if g.Strength != nil {
		grp.Strength = *g.Strength
	}
	if g.CEF != nil {
		grp.CEF = *g.CEF
	}
	return grp, true
}

// start returns where the ship starts: at, heading and velocity, or the FTL
// arrival.
func (s *ftBattleShip) start(c *Check, at string) (battle.Start, bool) {
	pos, heading, velocity, course, where := s.At, s.Heading, s.Velocity, s.Course, at
	var st battle.Start
	if s.Arrives != nil {
		if s.At != nil || s.Heading != 0 || s.Velocity != 0 || s.Course != nil {
			c.Errorf(at+".arrives", "a ship arriving by FTL has its place under arrives, not at, heading and velocity")
			return st, false
		}
		a := s.Arrives
		pos, heading, velocity, course, where = a.At, a.Heading, a.Velocity, a.Course, at+".arrives"
		st.Arrives = a.Turn
		if a.Turn < 1 {
			c.Errorf(where+".turn", "an FTL arrival needs a turn of 1 or more, got %d", a.Turn)
			return st, false
		}
	}
	if len(pos) != 2 {
		c.Errorf(where+".at", "at must be [x, y] in MU")
		return st, false
	}
	h, err := geom.ParseHeading(fmt.Sprint(heading))
	if err != nil {
		c.Errorf(where+".heading", "heading must be a clock point 1-12, got %d", heading)
		return st, false
	}
	// Velocity and the position's finiteness and place on the table are
	// range-checked by battle.Setup.Validate.
	st.Motion = manoeuvre.NewMotion(geom.Vec{X: pos[0], Y: pos[1]}, h, velocity)
	if course != nil {
		if len(course) != 2 {
			c.Errorf(where+".course", "course must be [x, y] in MU a turn")
			return st, false
		}
		// Whether vector movement is on, and the vector's length, are
		// checked by battle.Setup.Validate.
		st.Motion.Vector = geom.Vec{X: course[0], Y: course[1]}
	}
	return st, true
}
