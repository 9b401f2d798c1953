package pointdefence

import (
	"fmt"
	"slices"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rules/fullthrust"
)

// pdlBlock is one kind of die in a ship's 2015 point defence level: n dice
// thrown together, as the text's example does ("the PDS roll 2,4,6,2").
type pdlBlock struct {
	label          string
	die            *dice.Die
	n              int
	purpose, again string
}

// strikePlan is a fighter group that rolls attack dice, with the groups that
// assist it.
type strikePlan struct {
	group          int   // index in Raid.Groups
	assists        []int // indices of the groups assisting it
	dice           int   // smallest strength of the group and its assistants
	shift          int   // bands lower: one for attack and torpedo fighters, one per assistant
	typ            FighterType
	label          string // the group, such as "Red 1 (attack, 6)"
	title          string // the group and its assistants, for odds
	purpose, again string
	damage         string // purpose of torpedo damage dice
}

// typeGroups is the groups of one fighter type in a raid, for casualties.
type typeGroups struct {
	typ      FighterType
	groups   []int // indices in Raid.Groups
	fighters int   // the groups' fighters in all
	purpose  string
	again    string
}

// raidPlan is a raid compiled for resolution: everything that does not
// depend on the dice.
type raidPlan struct {
	index    int // index in Strike.Raids
	target   int
	ship     string
	raid     *Raid
	pdl      []pdlBlock // 2015 point defence level dice
	screen   int        // screen level 0-2
	advanced bool       // advanced screens
	bonus    bool       // casualty tables with ADFC or scatterguns (2015 "Fighter casualties")
	// runs are the attack-run plans: runs[0] as declared, the others the
	// attacker's re-plans; runAt[l] indexes the plan at level l (nil: always
	// the declared one).
	runs    [][]strikePlan
	leads   [][]int
	runAt   []int
	types   []typeGroups
	classic *classicPlan // the classic allocation, for Procedure Classic
	blasts  []blastPlan  // fighter groups caught in plasma blasts
	// eclipsers are the ships eclipsing the target; salvoEc are the 2015
	// salvo dice with their lock-on bonus, nil without eclipsers or under
	// the classic procedure (whose lock-on die is classicLock).
	eclipsers []eclipsePlan
	salvoEc   []dice.Die
}

// blastPlan is a fighter group caught in a plasma bolt's blast: it loses
// one D6 fighters per class of the bolt.
type blastPlan struct {
	bolt, group, dice int
	purpose           string
}

// compile builds the plans of every raid of a valid strike.
func compile(s *Strike, opt fullthrust.Options) []raidPlan {
	plans := make([]raidPlan, 0, len(s.Raids))
	for i := range s.Raids {
		r := &s.Raids[i]
		if r.empty() {
			continue
		}
		ship := s.Ships[r.Target]
		r = caughtMissiles(r)
		p := raidPlan{index: i, target: r.Target, ship: ship.Name, raid: r, blasts: blastsOf(r)}
		p.planEclipses(s, opt.Procedure != fullthrust.Classic)
		p.screen, p.advanced = ship.Screens()
		p.pdl = pdlBlocks(s, r, opt)
		d := defenceOf(s, r.Target)
		p.bonus = ship.Count(fullthrust.ADFC) > 0 || d.Scatterguns > 0
		p.types = fighterPlans(r)
		p.planAssists(opt)
		if opt.Procedure == fullthrust.Classic {
			p.classic = planClassic(s, &p, opt)
		}
		plans = append(plans, p)
	}
	return plans
}

// caughtMissiles returns the raid without the missiles plasma blasts
// destroy before they attack (RULINGS A7): a copy when any are caught. The
// caught ones are the last of each kind; the aft marks of the heavy
// missiles left are kept in Aft's layout (heavy, then advanced heavy).
func caughtMissiles(r *Raid) *Raid {
	var salvos, heavy, adv int
	for _, b := range r.Plasma {
		salvos, heavy, adv = salvos+b.Salvos, heavy+b.Heavy, adv+b.AdvancedHeavy
	}
	if salvos+heavy+adv == 0 {
		return r
	}
	c := *r
	c.Salvos -= salvos
	if len(c.SalvoKills) > c.Salvos { // the caught salvos are the last
		c.SalvoKills = c.SalvoKills[:c.Salvos]
	}
	c.Heavy -= heavy
	c.AdvancedHeavy -= adv
	if heavy+adv > 0 && r.Aft.Heavy != nil { // the marks of the heavy and advanced heavy missiles left
		c.Aft.Heavy = make([]bool, 0, c.Heavy+c.AdvancedHeavy)
		for k := range c.Heavy {
			c.Aft.Heavy = append(c.Aft.Heavy, marked(r.Aft.Heavy, k))
		}
		for k := range c.AdvancedHeavy {
			c.Aft.Heavy = append(c.Aft.Heavy, marked(r.Aft.Heavy, r.Heavy+k))
		}
	}
	return &c
}

// blastsOf lists the fighter groups caught in each bolt's blast, in the
// order of the bolts and then of their Fighters lists.
func blastsOf(r *Raid) []blastPlan {
	var out []blastPlan
	for k, b := range r.Plasma {
		for _, name := range b.Fighters {
			g := slices.IndexFunc(r.Groups, func(a Attacker) bool { return a.Name == name })
			out = append(out, blastPlan{bolt: k, group: g, dice: b.Class, purpose: "plasma blast on " + name})
		}
	}
	return out
}

// defenceOf returns ship i's defence, or the zero Defence when none is given.
func defenceOf(s *Strike, i int) Defence {
	if i < len(s.Defence) {
		return s.Defence[i]
	}
	return Defence{}
}

// pdlBlocks lists the dice of the 2015 point defence level of raid r's
// target: its own B1 and K-1 (the K-1 only when no attacker of r comes
// from its aft arc, Raid.Aft), its own PDS, PDS lent by ADFC ships, its
// own and lent ADS, grapeshot, scatterguns (4 PDS dice each, "Point
// defence level") and the screening fighters (interceptors as a PDS, the
// others as a B1).
func pdlBlocks(s *Strike, r *Raid, opt fullthrust.Options) []pdlBlock {
	i := r.Target
	var out []pdlBlock
	add := func(label string, die *dice.Die, n int, name string) {
		if n > 0 {
			out = append(out, pdlBlock{label: label, die: die, n: n, purpose: name, again: name + " re-roll"})
		}
	}
	d := defenceOf(s, i)
	other := !opt.IgnoreOtherPD
	add(fmt.Sprintf("B1 ×%d", d.B1), &b1Die, d.B1, "B1")
	if other && !r.Aft.any(r) {
		add(fmt.Sprintf("K-1 ×%d (as B1)", d.K1), &b1Die, d.K1, "K-1")
	}
	add(fmt.Sprintf("PDS ×%d", d.PDS), &pdsDie, d.PDS, "PDS")
	for j := range s.Defence {
		if j == i || j >= len(s.Ships) {
			continue
		}
		for _, c := range s.Defence[j].Cover {
			if c.Ship != i {
				continue
			}
			from := s.Ships[j].Name
			via := "ADFC"
			if slices.ContainsFunc(s.Eclipses, func(e Eclipsing) bool { return e.Eclipser == j && e.Eclipsed == i }) {
				via = "eclipsing"
			}
			add(fmt.Sprintf("PDS ×%d from %s (%s)", c.PDS, from, via), &pdsDie, c.PDS, "PDS from "+from)
			if other {
				per := 2
				if c.Far {
					per = 1
				}
				add(fmt.Sprintf("ADS ×%d from %s (%s)", c.ADS, from, plural(c.ADS*per, "PDS die", "PDS dice")), &pdsDie, c.ADS*per, "ADS from "+from)
			}
		}
	}
	if other {
		add(fmt.Sprintf("ADS ×%d (%s)", d.ADS, plural(2*d.ADS, "PDS die", "PDS dice")), &pdsDie, 2*d.ADS, "ADS")
		add(fmt.Sprintf("grapeshot ×%d (%s)", d.Grapeshot, plural(4*d.Grapeshot, "PDS die", "PDS dice")), &pdsDie, 4*d.Grapeshot, "grapeshot")
	}
	add(fmt.Sprintf("scattergun ×%d (%s)", d.Scatterguns, plural(4*d.Scatterguns, "PDS die", "PDS dice")), &pdsDie, 4*d.Scatterguns, "scattergun")
	for _, g := range d.Screen {
		die, as := &b1Die, "B1"
		if g.Type.screensAsPDS() {
			die, as = &pdsDie, "PDS"
		}
		add(fmt.Sprintf("screening %s (as %s)", g.Label(), as), die, g.Strength, "screening "+g.Name)
	}
	return out
}

// fighterPlans sorts a raid's groups into types for casualties.
func fighterPlans(r *Raid) []typeGroups {
	var types []typeGroups
	for g, grp := range r.Groups {
		k := -1
		for i, t := range types {
			if t.typ == grp.Type {
				k = i
			}
		}
		if k < 0 {
			types = append(types, typeGroups{typ: grp.Type, purpose: "casualties on " + grp.Type.String() + " fighters",
				again: "casualty re-roll on " + grp.Type.String() + " fighters"})
			k = len(types) - 1
		}
		types[k].groups = append(types[k].groups, g)
		types[k].fighters += grp.Strength
	}
	return types
}

// pdlFor returns the level a fighter type meets: the PDL plus 2 per screen
// level, except that standard screens do not count against torpedo or
// kinetic fighters ("Fighter attacks").
func (p *raidPlan) pdlFor(pdl int, t FighterType) int {
	return pdl + 2*p.screensAgainst(t)
}

// screensAgainst returns the screen level that counts against a fighter type.
func (p *raidPlan) screensAgainst(t FighterType) int {
	if p.advanced || t.standardScreensWork() {
		return p.screen
	}
	return 0
}

// attackDie returns the die a group of the plan rolls at point defence level
// pdl, and the bands of its first throw and of its re-rolls. Re-rolls meet
// the screens alone (RULINGS B2.4); torpedo re-rolls stay on the first band
// unless Options.TorpedoRerollsAtScreens (B2.5); kinetic fighters do not
// re-roll unless Options.KineticRerolls (A6).
func (p *raidPlan) attackDie(sp *strikePlan, pdl int, opt fullthrust.Options) (die *dice.Die, band, reroll Band) {
	band = BandOf(p.pdlFor(pdl, sp.typ)).Lower(sp.shift)
	reroll = BandOf(2 * p.screensAgainst(sp.typ))
	if sp.typ == Torpedo && !opt.TorpedoRerollsAtScreens {
		reroll = band
	}
	if sp.typ == Kinetic && !opt.KineticRerolls {
		return &kineticDice[band], band, band
	}
	return &attackDice[band][reroll], band, reroll
}

// attackDice[b][rb] is the die of a fighter attacking on band b whose
// re-rolls are on band rb; kineticDice[b] never re-rolls.
var attackDice, kineticDice = func() (a [NumBands][NumBands]dice.Die, k [NumBands]dice.Die) {
	for b := range Band(NumBands) {
		for rb := range Band(NumBands) {
			a[b][rb] = fighterDie(b, rb, false)
		}
		k[b] = fighterDie(b, b, true)
	}
	return a, k
}()

// salvoDice[b] scores the missiles of one salvo on band b: the die less b,
// never below 0 ("Salvo missiles"). heavyDice[b] scores 1 for a heavy missile
// or plasma bolt that hits on band b. damageDice[k] is a d6 less k.
var salvoDice, heavyDice, damageDice = func() (s, h [NumBands]dice.Die, d [7]dice.Die) {
	for b := range NumBands {
		var sc [6]int
		for f := range 6 {
			sc[f] = max(f+1-b, 0)
		}
		s[b] = d6("salvo", sc, false, nil)
		h[b] = dice.Success(6, heavyToHit[b])
	}
	for k := range d {
		d[k] = reduced(k)
	}
	return s, h, d
}()

// pdlCounts returns the B1 and PDS dice of a raid's point defence level.
func (p *raidPlan) pdlCounts() (b1, pds int) {
	for _, b := range p.pdl {
		if b.die == &b1Die {
			b1 += b.n
		} else {
			pds += b.n
		}
	}
	return b1, pds
}

// advancedLevel returns the level of advanced screens, which reduce missile
// and torpedo damage; standard screens do not.
func (p *raidPlan) advancedLevel() int {
	if p.advanced {
		return p.screen
	}
	return 0
}
