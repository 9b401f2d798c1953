package pointdefence

import (
	"fmt"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rules/fullthrust"
)

// This file plans the classic point defence of RULINGS.md A7 (Fleet Books,
// Cross Dimensions, Continuum): each point-defence system engages one
// attacker (a fighter group, a salvo, a heavy missile or a plasma bolt) and
// kills before the attack; screening fighters are engaged by attacking
// groups in dogfights. The same Strike feeds both procedures: a PDS the 2015
// allocation lends to a ship is, here, a PDS that the ADFC lets fire at that
// ship's attackers.

// threatKind is the kind of attacker a point-defence system can engage.
type threatKind uint8

const (
	threatHeavy  threatKind = iota // a heavy missile
	threatPlasma                   // a plasma bolt
	threatGroup                    // a fighter group
	threatSalvo                    // a salvo
)

// threat is one attacker in a classic raid and the point defence on it.
type threat struct {
	kind    threatKind
	index   int  // group index, bolt index, or number of the missile or salvo from 0
	adv     bool // an advanced heavy missile
	aft     bool // in the defending ship's aft arc: no K-1 engages it (Raid.Aft)
	label   string
	units   []int // indices into classicPlan.units of the systems engaging it
	engaged int   // for a group: index of the screening group it dogfights, or -1
}

// unitKind is a kind of point-defence system in the classic procedure.
type unitKind uint8

const (
	unitPDS        unitKind = iota // a PDS, own or lent: one PDS die
	unitB1                         // a B1: one B1 die; own ship only
	unitK1                         // a K-1: a PDS die less 1 (RULINGS A7)
	unitADS                        // an ADS: two PDS dice, one beyond 6 MU
	unitGrapeshot                  // grapeshot: four PDS dice
	unitScattergun                 // a scattergun: 1D6 kills, 1D3 against heavy fighters, 1D6+1 against light ones
	unitScreen                     // a screening group no attacker engaged: a die per fighter against missiles
)

// unit is one point-defence system in a classic raid.
type unit struct {
	kind           unitKind
	dice           int         // PDS dice of an ADS or grapeshot; fighters of a screening group
	typ            FighterType // of a screening group
	lent           bool        // a scattergun lent in ADFC mode: a 1 on its die also does 1 damage to the target (W120)
	from           int         // the lending ship of a lent scattergun, its index in Strike.Ships
	label          string
	purpose, again string // what its dice are for, for scripted dice
}

// classicPlan is the classic allocation of a raid: what engages what.
type classicPlan struct {
	units       []unit
	threats     []threat
	target      []int       // for each unit, the threat it engages, or -1
	scatterguns int         // the target's own scatterguns that fire (one-shot)
	lentFired   map[int]int // scatterguns lent in ADFC mode that fire, by lending ship (W120)
	grapeshot   int         // grapeshot that fires (one-shot)
	engagedBy   []int       // for each screening group, the attacking group it dogfights, or -1
	screen      []Group     // the target's screening groups
	attack      []dice.Die  // each group's attack die against the ship
	// purposes of each group's attack dice and re-rolls, and of each
	// screening group's and its opponent's dogfight dice and re-rolls
	attackFor, againFor []string
	dogfightFor         [][4]string
}

// planClassic allocates a raid's point defence the way a careful defender
// would: each system in turn (scatterguns, grapeshot, ADS, PDS, K-1, B1, then
// screening fighters no attacker engaged) engages the attacker on which it
// most reduces the expected damage to the ship, the earliest listed among
// equals. The attacker first engages each screening group with the group
// that would do the ship the least damage (A6: screens must be engaged
// before the rest attack).
func planClassic(s *Strike, p *raidPlan, opt fullthrust.Options) *classicPlan {
	r := p.raid
	cp := &classicPlan{}
	for k := range r.Heavy {
		cp.threats = append(cp.threats, threat{kind: threatHeavy, index: k, aft: marked(r.Aft.Heavy, k), label: fmt.Sprintf("heavy missile %d", k+1), engaged: -1})
	}
	for k := range r.AdvancedHeavy {
		cp.threats = append(cp.threats, threat{kind: threatHeavy, index: r.Heavy + k, adv: true, aft: marked(r.Aft.Heavy, r.Heavy+k), label: fmt.Sprintf("advanced heavy missile %d", k+1), engaged: -1})
	}
	for k, b := range r.Plasma {
		cp.threats = append(cp.threats, threat{kind: threatPlasma, index: k, label: fmt.Sprintf("plasma bolt %d (class %d)", k+1, b.Class), engaged: -1})
	}
	cp.attack = make([]dice.Die, len(r.Groups))
	for g, grp := range r.Groups {
		cp.attack[g] = classicAttackDie(grp.Type, p.screen, p.advanced)
		if grp.Type == Torpedo && !opt.TorpedoDamageRoll {
			cp.attack[g] = torpedoHitDie(p.advancedLevel())
		}
		cp.attackFor = append(cp.attackFor, "attack by "+grp.Name)
		cp.againFor = append(cp.againFor, "re-roll by "+grp.Name)
		cp.threats = append(cp.threats, threat{kind: threatGroup, index: g, aft: marked(r.Aft.Groups, g), label: grp.Label(), engaged: -1})
	}
	for k := range r.Salvos {
		cp.threats = append(cp.threats, threat{kind: threatSalvo, index: k, aft: marked(r.Aft.Salvos, k), label: fmt.Sprintf("salvo %d", k+1), engaged: -1})
	}

	// Dogfights: the attacker engages each screening group.
	d := defenceOf(s, p.target)
	cp.screen = d.Screen
	cp.engagedBy = make([]int, len(d.Screen))
	var free []int // screening groups no attacker engaged
	for sg := range d.Screen {
		best, bestDmg := -1, 0.0
		for ti, t := range cp.threats {
			if t.kind != threatGroup || t.engaged >= 0 {
				continue
			}
			if e := expectedThreat(cp, p, ti, opt); best < 0 || e < bestDmg {
				best, bestDmg = ti, e
			}
		}
		cp.engagedBy[sg] = -1
		if best < 0 {
			free = append(free, sg)
			continue
		}
		cp.threats[best].engaged = sg
		cp.engagedBy[sg] = cp.threats[best].index
	}
	cp.dogfightFor = make([][4]string, len(d.Screen))
	for sg, g := range cp.engagedBy {
		if g >= 0 {
			a, b := d.Screen[sg].Name, r.Groups[g].Name
			cp.dogfightFor[sg] = [4]string{"dogfight by " + a, "dogfight re-roll by " + a, "dogfight by " + b, "dogfight re-roll by " + b}
		}
	}

	// The systems, in the order they are allocated.
	add := func(n int, u unit) {
		u.purpose, u.again = u.label+" fire", u.label+" re-roll"
		for range n {
			cp.units = append(cp.units, u)
		}
	}
	add(d.Scatterguns, unit{kind: unitScattergun, label: "scattergun"})
	add(d.Grapeshot, unit{kind: unitGrapeshot, dice: 4, label: "grapeshot"})
	if !opt.IgnoreOtherPD {
		add(d.ADS, unit{kind: unitADS, dice: 2, label: "ADS"})
	}
	add(d.PDS, unit{kind: unitPDS, label: "PDS"})
	for j := range s.Defence {
		if j == p.target || j >= len(s.Ships) {
			continue
		}
		for _, c := range s.Defence[j].Cover {
			if c.Ship != p.target {
				continue
			}
			from := s.Ships[j].Name
			if !opt.IgnoreOtherPD {
				n := 2
				if c.Far {
					n = 1
				}
				add(c.ADS, unit{kind: unitADS, dice: n, label: "ADS from " + from})
			}
			add(c.PDS, unit{kind: unitPDS, label: "PDS from " + from})
			add(c.Scatterguns, unit{kind: unitScattergun, lent: true, from: j, label: "scattergun from " + from})
		}
	}
	if !opt.IgnoreOtherPD {
		add(d.K1, unit{kind: unitK1, label: "K-1"})
	}
	add(d.B1, unit{kind: unitB1, label: "B1"})
	for _, sg := range free {
		g := d.Screen[sg]
		add(1, unit{kind: unitScreen, dice: g.Strength, typ: g.Type, label: "screening " + g.Name})
	}

	cp.target = make([]int, len(cp.units))
	// A unit that finds no threat worth engaging leaves the allocation as
	// it was, so the like units right after it (sameEngagement) find none
	// either: they are passed over without weighing every threat again,
	// which made a strike lending thousands of systems take seconds.
	missed := -1
	// The kills of each threat's units so far and the threat's expected
	// damage with them (nil until first weighed): a unit weighed against a
	// threat adds its own dice to them, the same sums in the same order as
	// killsF makes, so each unit costs one step per threat, not one per
	// unit already on it.
	kills := make([][]float64, len(cp.threats))
	before := make([]float64, len(cp.threats))
	for u := range cp.units {
		cp.target[u] = -1
		if missed >= 0 && sameEngagement(cp.units[missed], cp.units[u]) {
			continue
		}
		missed = u
		best, gain := -1, 0.0
		var bestKills []float64
		var bestAfter float64
		for ti := range cp.threats {
			t := &cp.threats[ti]
			if !canEngage(cp.units[u].kind, *t) {
				continue
			}
			target, top := killsOn(p, t)
			if kills[ti] == nil {
				kills[ti] = killsF(cp, t, target, top)
				before[ti] = expectedGiven(cp, p, t, kills[ti], opt)
			}
			k := addKillsF(kills[ti], cp.units[u], t, target, top) // a new slice: kills[ti] is kept
			after := expectedGiven(cp, p, t, k, opt)
			if g := before[ti] - after - selfHarm(cp.units[u], *t); g > gain+1e-12 {
				best, gain, bestKills, bestAfter = ti, g, k, after
			}
		}
		if best >= 0 {
			missed = -1
			kills[best], before[best] = bestKills, bestAfter
			cp.target[u] = best
			cp.threats[best].units = append(cp.threats[best].units, u)
			switch cp.units[u].kind {
			case unitScattergun:
				if cp.units[u].lent {
					if cp.lentFired == nil {
						cp.lentFired = map[int]int{}
					}
					cp.lentFired[cp.units[u].from]++
					break
				}
				cp.scatterguns++
			case unitGrapeshot:
				cp.grapeshot++
			}
		}
	}
	return cp
}

// sameEngagement reports whether units a and b weigh every threat alike:
// the same kind, dice, fighter type and lending (what killDie and selfHarm
// read).
func sameEngagement(a, b unit) bool {
	return a.kind == b.kind && a.dice == b.dice && a.typ == b.typ && a.lent == b.lent
}

// canEngage reports whether a system may fire at a threat: B1, K-1 and
// fighters never at plasma bolts (A7); a K-1 never into the aft arc (A7);
// screening fighters only at missiles; nothing at a group already
// dogfighting.
func canEngage(k unitKind, t threat) bool {
	switch {
	case t.kind == threatGroup && t.engaged >= 0:
		return false
	case k == unitK1 && t.aft:
		return false
	case t.kind == threatPlasma:
		return k != unitB1 && k != unitK1 && k != unitScreen
	case k == unitScreen:
		return t.kind == threatSalvo || t.kind == threatHeavy
	}
	return true
}

// classicAttackDie is the die a classic fighter rolls against a ship: a
// Beam-1 die (A6) with the type's modifier (attack +1, interceptor -2) and
// the screens on the first die; kinetic fighters ignore standard screens and
// never re-roll; a torpedo's die is its to-hit roll (4+).
func classicAttackDie(t FighterType, screen int, advanced bool) dice.Die {
	switch t {
	case Torpedo:
		return dice.Success(6, 4)
	case Kinetic:
		level := screen
		if !advanced {
			level = 0
		}
		return fullthrust.Modified(beamDie, 0, level).WithScores(func(_ int, f dice.Face) dice.Face {
			f.Reroll = false
			return f
		})
	case Attack:
		return fullthrust.Modified(beamDie, 1, screen)
	case Interceptor:
		return fullthrust.Modified(beamDie, -2, screen)
	}
	return fullthrust.Modified(beamDie, 0, screen)
}

// torpedoHitDie is a classic torpedo fighter's die when the die that hits
// is the damage (RULINGS A6): nothing on 1-3, the face on 4-6, less the
// advanced screen level adv, never below 0.
func torpedoHitDie(adv int) dice.Die {
	var sc [6]int
	for f := 4; f <= 6; f++ {
		sc[f-1] = max(f-adv, 0)
	}
	return d6("torpedo", sc, false, nil)
}

// killDie returns the die a system of kind k rolls against a threat, and how
// many: its kills (or, against a heavy missile, its successes; against a
// plasma bolt, the classes it takes off). mod is the target fighters' own
// modifier ([FighterType.defenceMod]: heavy -1, light +1; 0 for missiles and
// bolts); interceptors add 1 against missiles.
func killDie(u unit, t threat, mod int) (*dice.Die, int) {
	switch t.kind {
	case threatHeavy:
		switch u.kind {
		case unitB1, unitScreen:
			need := 6
			if u.kind == unitScreen && u.typ == Interceptor {
				need = 5
			}
			return &successDice[need], max(u.dice, 1)
		case unitK1:
			return &successDice[6], 1
		}
		return &successDice[5], max(u.dice, 1)
	case threatPlasma:
		if u.kind == unitScattergun {
			return &plasmaScatterDie, 1
		}
		return &successDice[6], max(u.dice, 1)
	}
	switch u.kind {
	case unitB1:
		return modDie(&b1Die, mod), 1
	case unitK1:
		return modDie(&pdsDie, mod-1), 1
	case unitScreen:
		if u.typ == Interceptor {
			return modDie(&b1Die, mod+1), u.dice
		}
		return modDie(&b1Die, mod), u.dice
	}
	return modDie(&pdsDie, mod), max(u.dice, 1)
}

// successDice[k] scores 1 on k or more; plasmaScatterDie takes 1 class off a
// bolt on 4-5 and 2 on a 6, without re-roll (A7).
var (
	successDice = func() (s [7]dice.Die) {
		for k := range s {
			s[k] = dice.Success(6, k)
		}
		return s
	}()
	plasmaScatterDie = d6("scattergun", [6]int{0, 0, 0, 1, 1, 2}, false, nil)
)

// modDice caches the B1 and PDS dice with modifiers -3 to +2 (+2: an
// interceptor's die at light fighters).
var modDice = func() (m [2][6]dice.Die) {
	for i, base := range []dice.Die{b1Die, pdsDie} {
		for k := range 6 {
			m[i][k] = fullthrust.Modified(base, k-3, 0)
		}
	}
	return m
}()

// modDie returns a B1 or PDS die with a modifier from -3 to +2.
func modDie(base *dice.Die, mod int) *dice.Die {
	i := 0
	if base == &pdsDie {
		i = 1
	}
	return &modDice[i][min(max(mod, -3), 2)+3]
}

// selfHarm returns the damage, in mean points, a unit's own die does the
// ship it defends when it engages t: 1/6 for a scattergun lent in ADFC mode
// that rolls (a 1 does 1 damage to the covered ship, RULINGS A7, W120;
// against a heavy missile it kills without a die), 0 otherwise. The
// allocation weighs it against the damage the unit prevents.
func selfHarm(u unit, t threat) float64 {
	if !u.lent || t.kind == threatHeavy {
		return 0
	}
	return 1.0 / 6
}
