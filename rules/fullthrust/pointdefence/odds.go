package pointdefence

import (
	"context"
	"errors"
	"math/big"
	"slices"

	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rules/fullthrust"
)

// Total is the exact outcome of one raid on its target.
type Total struct {
	Raid   int    // index in Strike.Raids
	Target int    // index of the attacked ship
	Ship   string // its name
	Boxes  int    // armour and hull boxes it has left
	// Damage is the distribution of the points the raid scores on the
	// target, with the overkill of any eclipser its missiles destroy, listed
	// from 0 to Boxes, the last value standing for Boxes or more.
	Damage prob.Dist
	// Destroyed is the probability that the raid destroys the ship.
	Destroyed *big.Rat
	// MeanDamage is the expected number of points scored, with no cap.
	MeanDamage *big.Rat
	// MeanLosses is the expected number of fighters the attackers lose.
	MeanLosses *big.Rat
	// Tail is probability whose outcome is not accounted for: zero except
	// when torpedo fighters meet advanced screens, whose hits may score
	// nothing and so re-roll without end; Destroyed is then a lower bound
	// short of the truth by at most Tail.
	Tail *big.Rat
}

// PartOdds is the damage one attacker of a raid does.
type PartOdds struct {
	Label  string    // such as "heavy missile ×3", "Red 1 (standard, 6)" or "salvo missiles ×6"
	Damage prob.Dist // points, 0 to Boxes, the last value standing for Boxes or more
	Mean   *big.Rat  // expected points, with no cap
}

// LossOdds is the fighters of one type a raid's attackers lose.
type LossOdds struct {
	Type     FighterType
	Fighters int       // fighters of the type in the raid
	Lost     prob.Dist // fighters lost, 0 to Fighters
	Mean     *big.Rat
}

// RaidOdds is the exact distribution of every step of one raid.
type RaidOdds struct {
	Total
	// PDL is the 2015 point defence level before screens (zero under the
	// classic rules), listed until less than 1e-15 is left.
	PDL prob.Dist
	// Parts is the damage of each attacker: the heavy missiles, the
	// advanced heavy missiles, each plasma bolt, each attack run, the salvos
	// (the missiles' share of the hits the target keeps) and, when an
	// eclipser can be destroyed, the overkill it passes on.
	Parts []PartOdds
	// HeavyHits is the number of heavy missiles (advanced or not) that hit.
	HeavyHits prob.Dist
	// MissileHits is the number of salvo missiles that hit.
	MissileHits prob.Dist
	// Losses is the fighters lost, per type.
	Losses []LossOdds
}

// ErrIntercepted is returned by [Odds] for a 2015 strike in which fighters
// shot missiles down from a salvo in space (Raid.SalvoKills) aimed at an
// eclipsed ship: the exact odds of eclipsing do not yet follow salvos of
// different sizes; [Resolve] plays them.
var ErrIntercepted = errors.New("fullthrust: exact odds do not cover salvos that fighters intercepted")

// pdlListTail is how much of a point defence level's probability Odds
// leaves unlisted: the default, 10^-15.
var pdlListTail = prob.DefaultTail()

// Odds returns the exact distribution of every step of every raid of a
// strike under the options' procedure. It returns an error wrapping ErrSetup
// for an invalid strike, [ErrIntercepted] for a 2015 strike with salvos
// that fighters intercepted in space aimed at an eclipsed ship, and a [*BudgetError] for a strike whose
// work is estimated past [MaxExactWork].
func Odds(s Strike, opt fullthrust.Options) ([]RaidOdds, error) {
	return OddsContext(context.Background(), s, opt)
}

// OddsContext is [Odds] that stops, returning ctx's error, within
// milliseconds of ctx being done.
func OddsContext(ctx context.Context, s Strike, opt fullthrust.Options) ([]RaidOdds, error) {
	return strikeOdds(ctx, s, opt, true)
}

// totals returns the exact damage, probability of destruction and expected
// losses of every raid of a strike, without the per-step detail of Odds; it
// is what scaling studies sweep. It returns Odds's errors.
func totals(ctx context.Context, s Strike, opt fullthrust.Options) ([]Total, error) {
	odds, err := strikeOdds(ctx, s, opt, false)
	out := make([]Total, len(odds))
	for i := range odds {
		out[i] = odds[i].Total
	}
	return out, err
}

// strikeOdds checks the strike and its budget, then computes the odds of
// each raid, with the per-step detail when full is set.
func strikeOdds(ctx context.Context, s Strike, opt fullthrust.Options, full bool) (out []RaidOdds, err error) {
	if err := s.ValidateFor(opt); err != nil {
		return nil, err
	}
	for _, r := range s.Raids {
		eclipsed := slices.ContainsFunc(s.Eclipses, func(e Eclipsing) bool { return e.Eclipsed == r.Target })
		if opt.Procedure != fullthrust.Classic && eclipsed && slices.ContainsFunc(r.SalvoKills, func(n int) bool { return n > 0 }) {
			return nil, ErrIntercepted
		}
	}
	if err := checkBudget(&s, opt); err != nil {
		return nil, err
	}
	plans := compile(&s, opt)
	for i := range plans {
		if err := plans[i].checkLent(); err != nil {
			return nil, err
		}
	}
	if err := checkPlannedBudget(&s, plans, opt); err != nil {
		return nil, err
	}
	m := newMeter(ctx, s.describe())
	defer func() {
		if p := recover(); p != nil {
			out, err = nil, stopped(p)
		}
	}()
	out = make([]RaidOdds, len(plans))
	for i := range plans {
		out[i] = raidOdds(m, &s, &plans[i], opt, full)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// oddsCtx holds what every exact computation of one raid shares.
type oddsCtx struct {
	m     *meter // the work's meter, which stops it
	s     *Strike
	p     *raidPlan
	opt   fullthrust.Options
	w     int      // rows of a: the outer armour layer's boxes left + 1, or 1
	cap   int      // boxes left: points listed below it
	ord   splitter // how ordnance points land: armour first, or half and half (SAP)
	inner int      // boxes of the armour layers inside the outer one
	hull  int      // hull boxes left
	cache map[string]*grid
	// pinned keeps alive every grid a cached sum's key names by address
	// (convAll), so that no other grid can take that address.
	pinned []*grid
	// ecl sizes the damage of each eclipser of the target when one of them
	// can be destroyed, so that its overkill reaches the target; nil when
	// none can (see planOverkill).
	ecl []eclipserOdds
	// lentFixed replaces the dice of the scatterguns lent in ADFC mode on
	// the threat being computed by lentKills certain kills (adfcscatter.go).
	lentFixed bool
	lentKills int
}

// newOddsCtx sizes the grids for the raid's target. Armour needs a second
// dimension only when some points penetrate.
func newOddsCtx(m *meter, s *Strike, p *raidPlan, opt fullthrust.Options) *oddsCtx {
	ship := s.Ships[p.target]
	c := &oddsCtx{m: m, s: s, p: p, opt: opt, w: 1, ord: allNormal, cache: map[string]*grid{}}
	c.cap = max(ship.BoxesLeft(), 1)
	c.hull = ship.HullBoxes() - ship.Lost.Hull
	left := ship.ArmourLeft()
	outer := -1
	for i, a := range left {
		if a > 0 {
			outer = i
			break
		}
	}
	pen := opt.SAPOrdnance || (opt.Procedure == fullthrust.Classic && !opt.NonPenetratingRerolls && len(p.raid.Groups) > 0)
	if outer >= 0 {
		c.inner = sum(left[outer+1:])
		if pen {
			c.w = left[outer] + 1
		} else {
			c.hull += left[outer]
		}
	}
	if opt.SAPOrdnance {
		c.ord = func(_, points int) int { return (points + 1) / 2 }
	}
	return c
}

// destroyed returns the probability that the points of g destroy the ship:
// everything not listed, less the unplaced tail, plus the listed outcomes
// whose points past the outer armour reach the hull's last box.
func (c *oddsCtx) destroyed(g *grid) *big.Rat {
	var survive rat6
	survive.exp = g.cap - 1 + g.n
	var t big.Int
	for a := range g.w {
		for m := range g.cap {
			if m >= c.hull+c.inner+a {
				break
			}
			if v := g.at(a, m); v.Sign() != 0 {
				survive.num.Add(&survive.num, mulSix(&t, v, g.cap-1-m))
			}
		}
	}
	one := one6()
	d := sub(&one, &survive)
	d = sub(&d, &g.tail)
	return d.rat()
}

// total fills the Total of a raid from the grid of all its points.
func (c *oddsCtx) total(g *grid, mean, losses *big.Rat) Total {
	p := c.p
	return Total{
		Raid: p.index, Target: p.target, Ship: p.ship, Boxes: c.cap,
		Damage: g.toDist(true), Destroyed: c.destroyed(g),
		MeanDamage: mean, MeanLosses: losses, Tail: g.tail.rat(),
	}
}

// raidOdds computes a raid's odds by its procedure; full adds the per-step
// detail.
func raidOdds(m *meter, s *Strike, p *raidPlan, opt fullthrust.Options, full bool) RaidOdds {
	c := newOddsCtx(m, s, p, opt)
	if opt.Procedure == fullthrust.Classic {
		return c.classic(full)
	}
	return c.new2015(full)
}

// countOdds mixes a count over the classes; n is the largest count.
func (c *oddsCtx) countOdds(classes []pdlClass, n int, at func(pdl int) *grid) prob.Dist {
	if n == 0 {
		return prob.Point(0)
	}
	terms := make([]weighted, len(classes))
	for k := range classes {
		terms[k] = weighted{classes[k].w, at(classes[k].lo)}
	}
	g := mix(1, n+1, terms)
	return g.toDist(false)
}

// losses2015 returns the fighters lost per type: none when the level before
// screens is 0, otherwise the casualty dice of the type's groups, on the
// heavy or other table, improved by ADFC or scatterguns ("Fighter
// casualties"), capped at the fighters there are.
func (c *oddsCtx) losses2015(pdl *grid) ([]LossOdds, *big.Rat) {
	p := c.p
	zero := pdl.p(0, 0)
	one := one6()
	some := sub(&one, &zero)
	total := new(big.Rat)
	var out []LossOdds
	for _, t := range p.types {
		st := t.fighters
		die := &casualtyDice[b2i(t.typ == Heavy)][b2i(p.bonus)]
		one := dieGrid(die, 1, st, allNormal)
		kills := c.m.pow(&one, len(t.groups))
		none := point0(1, st)
		g := mix(1, st, []weighted{{zero, &none}, {some, &kills}})
		d := g.toDist(true)
		m := distMean(d)
		if b, ok := p.blastLosses(&t); ok {
			d, m = withBlast(d, b, st)
		}
		total.Add(total, m)
		out = append(out, LossOdds{Type: t.typ, Fighters: st, Lost: d, Mean: m})
	}
	return out, total
}

// distMean returns the exact mean of a distribution's listed outcomes.
func distMean(d prob.Dist) *big.Rat {
	m := new(big.Rat)
	for _, o := range d.Outcomes() {
		m.Add(m, ratMul(o.P, ratInt(o.Value)))
	}
	return m
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}
