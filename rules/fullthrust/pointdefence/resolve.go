package pointdefence

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// Result is a resolved strike: the ships and groups as they stand after
// it, what each raid did, and the log of every die.
type Result struct {
	Ships   []fullthrust.Ship // every defending ship after the strike, parallel to Strike.Ships
	Screens [][]Group         // each ship's screening groups after the strike, parallel to Strike.Defence
	Raids   []RaidResult      // one per raid with attackers, in the order of Strike.Raids
	Log     Log               // every die, in the order rolled
}

// RaidResult is what one raid did to its target and what it cost.
type RaidResult struct {
	Raid       int                     // index in Strike.Raids
	Target     int                     // index of the attacked ship
	PDL        int                     // 2015: the point defence level before screens; classic: 0
	Damage     fullthrust.Damage       // every point the raid scored, applied at once
	Taken      fullthrust.Taken        // what the damage did to the ship
	Check      fullthrust.Check        // the threshold check it called for (zero: none)
	Thresholds []fullthrust.SystemRoll // the check's dice, unless it waits for the end phase
	Groups     []Group                 // the raid's groups after casualties and CEF, parallel to Raid.Groups
	// Fired tells, parallel to Raid.Groups, which groups rolled their own
	// attack dice at the target: not those that only assisted (2015 text,
	// "Fighter assistance"), dogfought a screen (classic) or were wiped out
	// before they attacked. A torpedo group that fired has spent its
	// one-shot torpedoes (RULINGS A6).
	Fired       []bool
	Losses      int             // fighters lost
	MissileHits int             // salvo missiles that hit
	Eclipsers   []EclipseResult // what each ship eclipsing the target took
}

// EclipseResult is the share of a raid's missile damage an eclipsing ship
// took. Overkill is the points it could not take, being destroyed, which
// went on to the eclipsed ship as normal points ("If Eclipsing ship is
// destroyed, any overkill ... is applied to Eclipsed ship").
type EclipseResult struct {
	Ship       int                     // index of the eclipser in Strike.Ships
	BDI        int                     // its share of the missile hits, percent
	Damage     fullthrust.Damage       // the points of the hits it took
	Taken      fullthrust.Taken        // what they did to it
	Check      fullthrust.Check        // the threshold check they called for
	Thresholds []fullthrust.SystemRoll // the check's dice, unless it waits for the end phase
	Overkill   int                     // points passed on to the eclipsed ship
}

// Resolve rolls a strike from src and returns its result. Raids are resolved
// ship by ship in the order of Strike.Raids; within a raid every effect
// (damage, casualties, CEF) is applied together at its end, and the
// threshold checks the damage calls for are rolled after the last raid, ship
// by ship, unless Options.Thresholds leaves them for the end phase.
//
// Resolve returns an error wrapping ErrSetup for an invalid strike. When src
// reports an error after resolving (an rng.Script that ran out of dice or
// was given a face too large, through an Err method), Resolve returns that
// error and no result, so that nothing is applied half-way.
func Resolve(s Strike, opt fullthrust.Options, src rng.Source) (Result, error) {
	return resolve(s, opt, src, true)
}

// ResolveQuiet is Resolve without the log: it rolls the same dice from src
// and returns the same result, with Result.Log empty, writing no text (a
// battle that sends no events).
func ResolveQuiet(s Strike, opt fullthrust.Options, src rng.Source) (Result, error) {
	return resolve(s, opt, src, false)
}

// resolve is Resolve, keeping the log when logged is set.
func resolve(s Strike, opt fullthrust.Options, src rng.Source, logged bool) (Result, error) {
	if err := s.ValidateFor(opt); err != nil {
		return Result{}, err
	}
	plans := compile(&s, opt)
	var log Log
	rv := resolver{opt: opt, r: newRoller(src)}
	if logged {
		rv.log = &log
	}
	outs := make([]raidOut, len(plans))
	for i := range plans {
		rv.raid(&plans[i], &outs[i])
	}
	res := Result{Ships: make([]fullthrust.Ship, len(s.Ships)), Screens: make([][]Group, len(s.Defence))}
	for i, sh := range s.Ships {
		res.Ships[i] = sh.Clone()
	}
	for i, d := range s.Defence {
		res.Screens[i] = append([]Group(nil), d.Screen...)
	}
	for i := range plans {
		res.Raids = append(res.Raids, rv.apply(&s, &plans[i], &outs[i], &res))
	}
	for i := range res.Raids {
		rr := &res.Raids[i]
		for j := range rr.Eclipsers {
			if er := &rr.Eclipsers[j]; er.Check.Row != 0 {
				er.Thresholds = settle(&res, er.Ship, er.Check, opt, src, rv.log)
			}
		}
		if rr.Check.Row != 0 {
			rr.Thresholds = settle(&res, rr.Target, rr.Check, opt, src, rv.log)
		}
	}
	if e, ok := src.(interface{ Err() error }); ok {
		if err := e.Err(); err != nil {
			return Result{}, err
		}
	}
	res.Log = log
	return res, nil
}

// settle rolls ship i's threshold check c into res, unless
// Options.Thresholds leaves it for the end phase, logs it, and returns the
// check's dice (nil when it waits); a nil log logs nothing.
func settle(res *Result, i int, c fullthrust.Check, opt fullthrust.Options, src rng.Source, log *Log) []fullthrust.SystemRoll {
	sh, rolls := res.Ships[i].Settle(c, opt.Thresholds, src)
	res.Ships[i] = sh
	if log == nil {
		return rolls
	}
	if opt.Thresholds == fullthrust.ThresholdEndOfTurn {
		*log = append(*log, Entry{Ship: sh.Name, Step: StepThreshold, Who: "pending", Text: c.String() + " waits for the end phase"})
	} else {
		*log = append(*log, thresholdEntry(sh.Name, c, rolls))
	}
	return rolls
}

// raid resolves one raid by the procedure the options select.
func (rv *resolver) raid(p *raidPlan, out *raidOut) {
	if rv.opt.Procedure == fullthrust.Classic {
		rv.raidClassic(p, out)
		return
	}
	rv.raid2015(p, out)
}

// apply writes a raid's effects into the result: damage on the target,
// casualties and CEF on the groups, one-shot systems spent.
func (rv *resolver) apply(s *Strike, p *raidPlan, out *raidOut, res *Result) RaidResult {
	r := p.raid
	rr := RaidResult{Raid: p.index, Target: p.target, PDL: out.pdl, Damage: out.damage, MissileHits: out.missile}
	damage := out.damage
	for i, e := range p.eclipsers {
		er := EclipseResult{Ship: e.ship, BDI: e.bdi, Damage: out.eclipse[i]}
		if er.Damage.Total() > 0 {
			res.Ships[e.ship], er.Taken = res.Ships[e.ship].Take(er.Damage)
			er.Check = er.Taken.Check()
			er.Overkill = er.Taken.Overkill
			damage = damage.Add(fullthrust.Damage{Normal: er.Overkill})
			if rv.log != nil {
				*rv.log = append(*rv.log, damageEntry(e.name, er.Damage, er.Taken, 0))
			}
		}
		rr.Eclipsers = append(rr.Eclipsers, er)
	}
	rr.Damage = damage
	ship := res.Ships[p.target]
	ship, rr.Taken = ship.Take(damage)
	rr.Check = rr.Taken.Check()
	d := defenceOf(s, p.target)
	if !rv.opt.ReusableScatterguns {
		fired := map[fullthrust.SystemKind]int{fullthrust.Scattergun: d.Scatterguns, fullthrust.Grapeshot: d.Grapeshot}
		if p.classic != nil {
			fired = map[fullthrust.SystemKind]int{fullthrust.Scattergun: p.classic.scatterguns, fullthrust.Grapeshot: p.classic.grapeshot}
		}
		for i := range ship.Systems {
			if k := ship.Systems[i].Kind; fired[k] > 0 && !ship.Systems[i].Spent && !ship.Systems[i].Destroyed {
				ship.Systems[i].Spent = true
				fired[k]--
			}
		}
	}
	res.Ships[p.target] = ship
	if p.classic != nil && !rv.opt.ReusableScatterguns {
		for from, n := range p.classic.lentFired { // the lenders' scatterguns (W120); res.Ships holds clones
			for i := range res.Ships[from].Systems {
				if sys := &res.Ships[from].Systems[i]; n > 0 && sys.Kind == fullthrust.Scattergun && !sys.Spent && !sys.Destroyed {
					sys.Spent = true
					n--
				}
			}
		}
	}
	rr.Groups = make([]Group, len(r.Groups))
	rr.Fired = append([]bool(nil), out.fired...)
	for g, a := range r.Groups {
		grp := a.Group
		grp.Strength -= out.losses[g]
		rr.Losses += out.losses[g]
		if out.cef[g] {
			grp.CEF--
		}
		rr.Groups[g] = grp
	}
	if p.target < len(res.Screens) {
		for g := range res.Screens[p.target] {
			grp := &res.Screens[p.target][g]
			if g < len(out.screenLoss) {
				grp.Strength -= out.screenLoss[g]
			}
			if !rv.opt.ScreenersKeepCEF || p.classic != nil {
				grp.CEF--
			}
		}
	}
	if rv.log != nil {
		*rv.log = append(*rv.log, damageEntry(p.ship, damage, rr.Taken, rr.Losses))
	}
	return rr
}

// damageEntry describes the damage applied at the end of a raid.
func damageEntry(ship string, d fullthrust.Damage, t fullthrust.Taken, losses int) Entry {
	var b strings.Builder
	fmt.Fprintf(&b, "%s", pointsText(d))
	if d.Total() > 0 {
		fmt.Fprintf(&b, ": %d on armour, %d on the hull", t.Armour, t.Hull)
	}
	if len(t.Rows) > 0 {
		rows := make([]string, len(t.Rows))
		for i, r := range t.Rows {
			rows[i] = fmt.Sprint(r)
		}
		fmt.Fprintf(&b, "; hull row %s completed", strings.Join(rows, ", "))
	}
	if t.Destroyed {
		b.WriteString("; the ship is destroyed")
		if t.Overkill > 0 {
			fmt.Fprintf(&b, " (%d points to spare)", t.Overkill)
		}
	}
	if losses > 0 {
		fmt.Fprintf(&b, "; the attackers lose %s", plural(losses, "fighter", "fighters"))
	}
	return Entry{Ship: ship, Step: StepDamage, Who: "damage", Value: d.Total(), Text: b.String()}
}

// thresholdEntry describes a threshold check's dice.
func thresholdEntry(ship string, c fullthrust.Check, rolls []fullthrust.SystemRoll) Entry {
	lost := 0
	var faceList []int
	for _, r := range rolls {
		lost += b2i(r.Failed)
		faceList = append(faceList, r.Face)
	}
	return Entry{Ship: ship, Step: StepThreshold, Who: c.String(), Dice: [][]int{faceList}, Value: lost, Text: c.RollsText(rolls)}
}
