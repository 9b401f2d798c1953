package pointdefence

import (
	"slices"
	"strings"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rules/fullthrust"
)

// This file is the attacker's re-planning of fighter assistance once the
// point defence level is known. The 2015 text's third worked example rolls
// the level first ("a final level of 17") and only then has the attacker
// decide which groups assist which ("the attacker decides that a squadron
// of heavy fighters will assist each attack squadron"), so the choice is
// the attacker's and is made knowing the level. Under Options.DeclaredAssists
// the engine keeps the plan the strike declares instead.
//
// The policy that stands in for the attacker (docs/rulings/fullthrust.md):
// the plan with the greatest expected damage at the level, fighters'
// points counted as they score (a torpedo hit as its mean damage); among
// equal plans the declared one, then the first in a fixed order. Casualties
// and CEF do not depend on the plan (assisting groups pay both), so damage
// is the only thing the choice changes. Every plan is tried (groups of the
// same type and strength being interchangeable) unless that takes more than
// planBudget plans or the raid has more than maxExhaustive groups; then the
// search starts from every group attacking and moves one group at a time
// while that gains.

// maxExhaustive is the most groups whose every assistance plan is tried;
// planBudget is the most plans tried at one level.
const (
	maxExhaustive = 16
	planBudget    = 50_000
)

// leadersOf returns the declared plan as a leader per group: a group that
// attacks is its own leader, an assisting group points at the group it
// assists.
func leadersOf(r *Raid) []int {
	index := map[string]int{}
	for g, grp := range r.Groups {
		index[grp.Name] = g
	}
	lead := make([]int, len(r.Groups))
	for g, grp := range r.Groups {
		lead[g] = g
		if grp.Assists != "" {
			lead[g] = index[grp.Assists]
		}
	}
	return lead
}

// runsOf builds the attack runs of a plan given as a leader per group.
func runsOf(r *Raid, lead []int) []strikePlan {
	var strikes []strikePlan
	for g, grp := range r.Groups {
		if lead[g] != g {
			continue
		}
		sp := strikePlan{group: g, dice: grp.Strength, typ: grp.Type, shift: grp.Type.bandShift()}
		for h, other := range r.Groups {
			if h != g && lead[h] == g {
				sp.assists = append(sp.assists, h)
				sp.dice = min(sp.dice, other.Strength)
				sp.shift++
			}
		}
		sp.label = grp.Label()
		sp.title = sp.label
		for i, h := range sp.assists {
			sep := " assisted by "
			if i > 0 {
				sep = " and "
			}
			sp.title += sep + r.Groups[h].Name
		}
		sp.purpose = "attack by " + grp.Name
		sp.again = "re-roll by " + grp.Name
		sp.damage = "torpedo damage by " + grp.Name
		strikes = append(strikes, sp)
	}
	return strikes
}

// planAssists fills the plan's attack runs for every level: the declared
// runs, and under the default policy the best runs of each level from 0 to
// saturatingPDL (every level above reads as saturatingPDL).
func (p *raidPlan) planAssists(opt fullthrust.Options) {
	r := p.raid
	declared := leadersOf(r)
	p.runs = [][]strikePlan{runsOf(r, declared)}
	p.leads = [][]int{declared}
	p.runAt = nil
	if opt.DeclaredAssists || opt.Procedure == fullthrust.Classic || !p.canReplan() {
		return
	}
	p.runAt = make([]int, saturatingPDL+1)
	means := map[any]float64{}
	type keyed struct {
		key []*dice.Die // bandKey
		k   int         // the runs of the levels of that key
	}
	var seen []keyed
	for pdl := range p.runAt {
		key := p.bandKey(pdl, opt)
		if i := slices.IndexFunc(seen, func(x keyed) bool { return slices.Equal(x.key, key) }); i >= 0 {
			p.runAt[pdl] = seen[i].k
			continue
		}
		lead := p.bestLeaders(pdl, opt, declared, means)
		k := slices.IndexFunc(p.leads, func(l []int) bool { return slices.Equal(l, lead) })
		if k < 0 {
			p.leads = append(p.leads, lead)
			p.runs = append(p.runs, runsOf(r, lead))
			k = len(p.runs) - 1
		}
		seen = append(seen, keyed{key, k})
		p.runAt[pdl] = k
	}
}

// canReplan reports whether the raid has two groups one of which may assist.
func (p *raidPlan) canReplan() bool {
	r := p.raid
	if len(r.Groups) < 2 {
		return false
	}
	return slices.ContainsFunc(r.Groups, func(a Attacker) bool { return a.Type.CanAssist() })
}

// bandKey names what a level means to every possible attack run: the die
// of each fighter type at each shift. The dice are fixed values
// (attackDie's tables), so two levels of the same dice, pointer for
// pointer, give every run the same odds.
func (p *raidPlan) bandKey(pdl int, opt fullthrust.Options) []*dice.Die {
	n := len(p.raid.Groups)
	key := make([]*dice.Die, 0, n*(n+1))
	for _, a := range p.raid.Groups {
		for shift := range n + 1 {
			sp := strikePlan{typ: a.Type, shift: shift}
			die, _, _ := p.attackDie(&sp, pdl, opt)
			key = append(key, die)
		}
	}
	return key
}

// strikesAt returns the attack runs at a point defence level (before
// screens).
func (p *raidPlan) strikesAt(pdl int) []strikePlan {
	if p.runAt == nil {
		return p.runs[0]
	}
	return p.runs[p.runAt[min(pdl, saturatingPDL)]]
}

// replanned reports whether the runs at a level differ from the declared.
func (p *raidPlan) replanned(pdl int) bool {
	return p.runAt != nil && p.runAt[min(pdl, saturatingPDL)] != 0
}

// planValue returns the expected damage of a plan at a level.
func (p *raidPlan) planValue(lead []int, pdl int, opt fullthrust.Options, means map[any]float64) float64 {
	r := p.raid
	v := 0.0
	for g, grp := range r.Groups {
		if lead[g] != g {
			continue
		}
		sp := strikePlan{typ: grp.Type, shift: grp.Type.bandShift(), dice: grp.Strength}
		for h, other := range r.Groups {
			if h != g && lead[h] == g {
				sp.shift++
				sp.dice = min(sp.dice, other.Strength)
			}
		}
		die, _, _ := p.attackDie(&sp, pdl, opt)
		m, ok := means[die]
		if !ok {
			m = die.MeanFloat64()
			means[die] = m
		}
		if grp.Type == Torpedo {
			d, ok := means[p.advancedLevel()]
			if !ok {
				d = damageDice[p.advancedLevel()].MeanFloat64()
				means[p.advancedLevel()] = d
			}
			m *= d
		}
		v += float64(sp.dice) * m
	}
	return v
}

// better reports whether value a beats b by more than rounding.
func better(a, b float64) bool { return a > b+1e-9*max(1, b) }

// bestLeaders returns the plan the policy picks at a level.
func (p *raidPlan) bestLeaders(pdl int, opt fullthrust.Options, declared []int, means map[any]float64) []int {
	n := len(p.raid.Groups)
	best := slices.Clone(declared)
	bestV := p.planValue(best, pdl, opt, means)
	try := func(lead []int) {
		if v := p.planValue(lead, pdl, opt, means); better(v, bestV) {
			best, bestV = slices.Clone(lead), v
		}
	}
	if n <= maxExhaustive {
		tried := 0
		if p.everyPlan(func(lead []int) bool {
			try(lead)
			tried++
			return tried < planBudget
		}) {
			return best
		}
		best, bestV = slices.Clone(declared), p.planValue(declared, pdl, opt, means)
	}
	// Local search from every group attacking.
	lead := make([]int, n)
	for g := range lead {
		lead[g] = g
	}
	try(lead)
	cur := slices.Clone(best)
	for {
		start := bestV
		for g := range n {
			if !p.raid.Groups[g].Type.CanAssist() {
				continue
			}
			led := false
			for h := range n {
				led = led || (h != g && cur[h] == g)
			}
			if led {
				continue
			}
			for h := range n {
				if h == g || cur[h] != h {
					continue
				}
				cand := slices.Clone(cur)
				cand[g] = h
				try(cand)
			}
			cand := slices.Clone(cur)
			cand[g] = g
			try(cand)
		}
		if !better(bestV, start) {
			return best
		}
		cur = slices.Clone(best)
	}
}

// everyPlan calls f with every legal plan: a set of leading groups (every
// interceptor leads) and a leader for each other group. Groups of the same
// type and strength that are listed together are interchangeable, so among
// them the leaders are the first ones and only one order of leaders is
// tried for those that assist. It stops, returning false, when f returns
// false.
func (p *raidPlan) everyPlan(f func(lead []int) bool) bool {
	gs := p.raid.Groups
	n := len(gs)
	lead := make([]int, n)
	same := func(a, b int) bool { return gs[a].Type == gs[b].Type && gs[a].Strength == gs[b].Strength }
	for mask := 1; mask < 1<<n; mask++ {
		var leaders, rest []int
		ok := true
		for g := range n {
			// Among interchangeable groups the leaders are the first ones.
			if mask&(1<<g) != 0 && g > 0 && same(g, g-1) && mask&(1<<(g-1)) == 0 {
				ok = false
			}
		}
		for g := range n {
			if mask&(1<<g) != 0 {
				leaders = append(leaders, g)
				lead[g] = g
			} else if !gs[g].Type.CanAssist() {
				ok = false
			} else {
				rest = append(rest, g)
			}
		}
		if !ok {
			continue
		}
		choice := make([]int, len(rest))
		var rec func(i int) bool
		rec = func(i int) bool {
			if i == len(rest) {
				return f(lead)
			}
			from := 0
			if i > 0 && same(rest[i], rest[i-1]) {
				from = choice[i-1]
			}
			for c := from; c < len(leaders); c++ {
				choice[i] = c
				lead[rest[i]] = leaders[c]
				if !rec(i + 1) {
					return false
				}
			}
			return true
		}
		if !rec(0) {
			return false
		}
	}
	return true
}

// planText describes the runs of a re-planned level for the log.
func planText(runs []strikePlan) string {
	parts := make([]string, len(runs))
	for i, sp := range runs {
		parts[i] = sp.title
	}
	return strings.Join(parts, "; ")
}
