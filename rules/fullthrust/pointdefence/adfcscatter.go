package pointdefence

import (
	"errors"
	"math/big"

	"github.com/broadside/broadside/dice"
)

// This file gives the exact odds of scatterguns lent in ADFC mode (RULINGS
// A7; reading W120). Such a scattergun engages one threat of the covered
// ship as the ship's own would, and a 1 on its die also does 1 damage to
// the covered ship, so the ship's damage and the kills on that threat are
// not independent. The odds condition on the faces of the lent dice on each
// threat: for every total of their kills S and count of 1s J (each face
// weighs exactly 1/6), the threat's damage is computed with S certain kills
// from them, then J points added; the mixture over (S, J) is exact.

// errLentEclipsed refuses the exact odds of a lent scattergun engaging a
// missile aimed at an eclipsed ship: the missiles' hits are pooled and
// split between the ships there (classiceclipse.go), which the conditioning
// above does not reach.
var errLentEclipsed = errors.New("fullthrust: the exact odds of scatterguns lent in ADFC mode against missiles at an eclipsed ship are not computed; sample the strike instead")

// selfDie scores 1 on every face: the point a lent scattergun's 1 does.
var selfDie = d6("scattergun's 1", [6]int{1, 1, 1, 1, 1, 1}, false, nil)

// lentRolls returns how many scatterguns lent in ADFC mode engage threat t
// and roll a die (against a heavy missile a scattergun kills without one).
func (cp *classicPlan) lentRolls(t *threat) int {
	if t.kind == threatHeavy {
		return 0
	}
	n := 0
	for _, u := range t.units {
		if cp.units[u].lent {
			n++
		}
	}
	return n
}

// lentDie returns the die a lent scattergun rolls at threat t: the
// scattergun kill die of its fighters, or the plasma scattergun die.
func (p *raidPlan) lentDie(t threat) *dice.Die {
	if t.kind == threatPlasma {
		return &plasmaScatterDie
	}
	_, row := p.targetMod(t)
	return &scatterDice[row]
}

// checkLent refuses a plan whose lent scatterguns engage missiles at an
// eclipsed ship (errLentEclipsed).
func (p *raidPlan) checkLent() error {
	if p.classic == nil || len(p.eclipsers) == 0 {
		return nil
	}
	for ti := range p.classic.threats {
		t := &p.classic.threats[ti]
		if (t.kind == threatSalvo || t.kind == threatHeavy) && p.classic.lentRolls(t) > 0 {
			return errLentEclipsed
		}
	}
	return nil
}

// lentTop returns the most kills that matter on threat t, as threatOdds
// caps them: a salvo's missiles, a group's fighters or a bolt's class.
// More kills leave the same damage, none.
func (p *raidPlan) lentTop(t threat) int {
	switch t.kind {
	case threatPlasma:
		return p.raid.Plasma[t.index].Class
	case threatSalvo:
		return salvoMissiles
	case threatGroup:
		return p.raid.Groups[t.index].Strength
	}
	return 1
}

// lentOutcome is one total of kills and count of 1s of a threat's lent
// scatterguns, with its probability count/6^n.
type lentOutcome struct {
	kills, ones int
	count       *big.Int
}

// lentOutcomes returns the distinct outcomes of n dice of d, each face a
// kill score and a 1 counted, the kills capped at top (more change
// nothing, see lentTop), in order of kills then ones. The counts are exact
// for any n (6^n passes an int64 from 25 dice). The work is spent on m.
func lentOutcomes(m *meter, d *dice.Die, n, top int) []lentOutcome {
	cur := make([]big.Int, (top+1)*(n+1)) // [kills*(n+1)+ones]
	cur[0].SetInt64(1)
	next := make([]big.Int, len(cur))
	for range n {
		for i := range next {
			next[i].SetInt64(0)
		}
		for i := range cur {
			if cur[i].Sign() == 0 {
				continue
			}
			k, j := i/(n+1), i%(n+1)
			for f, face := range d.Faces {
				nk, nj := min(k+face.Score, top), j
				if f == 0 {
					nj++
				}
				x := &next[nk*(n+1)+nj]
				x.Add(x, &cur[i])
			}
		}
		cur, next = next, cur
		m.spend(float64(len(cur)*len(d.Faces)) * float64(1+n/24))
	}
	var out []lentOutcome
	for i := range cur {
		if cur[i].Sign() != 0 {
			out = append(out, lentOutcome{i / (n + 1), i % (n + 1), &cur[i]})
		}
	}
	return out
}

// threatOddsLent is threatOdds for a threat that lent scatterguns engage
// with a die: the mixture over their outcomes, each outcome's 1s added to
// the damage as points on armour first, and for a salvo the mixture of its
// hits.
func (c *oddsCtx) threatOddsLent(ti, n int) (*grid, *big.Rat, []rat6) {
	t := c.p.classic.threats[ti]
	self := c.cached("self", func() grid { return dieGrid(&selfDie, c.w, c.cap, allNormal) })
	mean := new(big.Rat)
	var terms []weighted
	var hits []rat6
	type given struct { // the threat's odds given the lent dice's kills, shared by their counts of 1s
		g   *grid
		m   *big.Rat
		hit []rat6
	}
	byKills := map[int]given{}
	selfPow := map[int]*grid{} // self to the power of a count of 1s
	for _, o := range lentOutcomes(c.m, c.p.lentDie(t), n, c.p.lentTop(t)) {
		gv, ok := byKills[o.kills]
		if !ok {
			c.lentKills, c.lentFixed = o.kills, true
			gv.g, gv.m, gv.hit = c.threatOdds(ti)
			c.lentFixed = false
			byKills[o.kills] = gv
		}
		g, m, hit := gv.g, gv.m, gv.hit
		hits = resize6(hits, len(hit))
		for h := range hit {
			var x rat6
			x.num.Mul(&hit[h].num, o.count)
			x.exp = hit[h].exp + n
			hits[h].add(&x)
		}
		if o.ones > 0 {
			s, ok := selfPow[o.ones]
			if !ok {
				p := c.m.pow(self, o.ones)
				s = &p
				selfPow[o.ones] = s
			}
			shifted := c.m.conv(g, s)
			g = &shifted
		}
		var w rat6
		w.num.Set(o.count)
		w.exp = n
		terms = append(terms, weighted{w, g})
		mean.Add(mean, ratMul(w.rat(), new(big.Rat).Add(m, ratInt(o.ones))))
	}
	g := mix(c.w, c.cap, terms)
	return &g, mean, hits
}

// resize6 returns s with n entries, the new ones 0.
func resize6(s []rat6, n int) []rat6 {
	for len(s) < n {
		s = append(s, rat6{})
	}
	return s
}
