package pointdefence

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/broadside/broadside/rules/fullthrust"
)

// MaxExactWork is the budget of a strike's exact odds, in work units: one
// unit is one multiply-add of a 64-bit word of the exact weights (one to two
// nanoseconds), so the budget is one to two seconds of one core. [OddsContext],
// [CompareContext] and [Scaling] estimate a strike's work before
// they start and refuse it past the budget with a [*BudgetError]; the
// estimate follows the grid the damage is convolved on, whose side is the
// target's boxes left (and its outer armour's, when points penetrate), and
// the number of convolutions its attackers need, and once the classic
// allocation is made, the conditioning on scatterguns lent in ADFC mode
// (lentWork). While they compute they
// also meter the work they do, and stop with a *BudgetError should it pass
// the budget after all.
const MaxExactWork = 1_000_000_000

// MaxPDLDice is the most point defence dice whose level [PDLOdds] computes
// exactly: B1 and PDS dice together, a scattergun counting 4 PDS dice and an
// ADS 2, as the 2015 text rolls them. 200 dice take a few milliseconds (800
// take 70 ms, 2,000 1.5 s), so PDLOdds needs no context: the limit keeps
// it far inside the 100 ms in which other odds stop when cancelled.
const MaxPDLDice = 200

// BudgetError is returned when exact odds would take more work than their
// budget: [MaxExactWork] for a strike, [MaxPDLDice] for a point defence
// level.
type BudgetError struct {
	What  string  // what was asked, such as "the strike on Dreadnought" or "400 B1, 400 PDS"
	Work  float64 // the estimated or metered work, in the limit's unit
	Limit string  // the limit's name: "pointdefence.MaxExactWork" or "pointdefence.MaxPDLDice"
	Max   float64 // the limit's value
	// Metered is set when the work was stopped as it passed the budget,
	// rather than refused by the estimate before it started.
	Metered bool
}

func (e *BudgetError) Error() string {
	if e.Limit == pdlLimit {
		return fmt.Sprintf("fullthrust: %.0f point defence dice (%s) are more than the %.0f the exact odds take (%s); roll fewer, or estimate the odds by Monte Carlo sampling instead",
			e.Work, e.What, e.Max, e.Limit)
	}
	need := fmt.Sprintf("need about %.2g steps, more than", e.Work)
	if e.Metered {
		need = "were stopped when they passed"
	}
	return fmt.Sprintf("fullthrust: exact odds of %s %s the budget of %.0f steps (%s); use a smaller strike, or estimate the odds by Monte Carlo sampling instead",
		e.What, need, e.Max, e.Limit)
}

// The names of the limits, as BudgetError gives them.
const (
	workLimit = "pointdefence.MaxExactWork"
	pdlLimit  = "pointdefence.MaxPDLDice"
)

// meter counts the work of one exact computation and polls its context
// every pollEvery units, so that the work stops within milliseconds of its
// cancellation, or as soon as it passes its budget. A nil *meter counts
// nothing and never stops. A meter stops the computation by panicking with
// a stop value, which the exported entry point recovers (see
// [stopped]); nothing else in the package recovers.
type meter struct {
	ctx   context.Context
	what  string  // what the work is for, for a BudgetError
	work  float64 // units spent so far
	limit float64 // the budget in units
	next  float64 // the work at which ctx is polled next
}

// pollEvery is the work between two polls of the context: well under a
// millisecond.
const pollEvery = 1 << 18

// stop is the panic value by which a meter ends a computation.
type stop struct{ err error }

func newMeter(ctx context.Context, what string) *meter {
	return &meter{ctx: ctx, what: what, limit: MaxExactWork, next: pollEvery}
}

// spend adds k units of work, and stops the computation when its context
// is done or the budget is spent.
func (m *meter) spend(k float64) {
	if m == nil {
		return
	}
	m.work += k
	if m.work < m.next {
		return
	}
	m.next = m.work + pollEvery
	if err := m.ctx.Err(); err != nil {
		panic(stop{err})
	}
	if m.work > m.limit {
		panic(stop{&BudgetError{What: m.what, Work: m.work, Limit: workLimit, Max: m.limit, Metered: true}})
	}
}

// stopped returns the error of a meter's stop recovered as p; any other
// panic goes on.
func stopped(p any) error {
	s, ok := p.(stop)
	if !ok {
		panic(p)
	}
	return s.err
}

// describe names what a strike's odds are of, for a BudgetError.
func (s *Strike) describe() string {
	var names []string
	for _, r := range s.Raids {
		if r.Target >= 0 && r.Target < len(s.Ships) {
			names = append(names, s.Ships[r.Target].Name)
		}
	}
	if len(names) == 0 {
		return "the strike"
	}
	return "the strike on " + strings.Join(names, ", ")
}

// raidWork estimates the work of a raid's odds before they start: a
// convolution of two full grids for each attacker (each fighter group and
// plasma bolt, and each kind of missile), cells² / 2 products of weights
// whose mean length grows by log2(6) bits a point. A grid is as long as the
// target's boxes left when a fighter's dice, which re-roll without end,
// fill it; missiles and plasma bolts score at most 36 points a salvo, 18 a
// heavy missile and 6 a class, which bounds it otherwise. Measured, raids
// of 10 to 70 attackers on 400 to 800 boxes take 40 to 100 such
// convolutions, about two per attacker, so the estimate is a lower bound
// that refuses at once the strikes far past the budget; the meter stops,
// once they have spent the budget, those the estimate let by. Of p it reads
// only the target and the raid.
func raidWork(s *Strike, p *raidPlan, opt fullthrust.Options) float64 {
	attackers, most := raidAttackers(p.raid)
	if attackers == 0 {
		return 0
	}
	return float64(attackers) * attackerWork(s, p, opt, most)
}

// raidAttackers returns raidWork's count of a raid's attackers and the
// points it can score without fighters.
func raidAttackers(r *Raid) (attackers, most int) {
	attackers = len(r.Groups) + len(r.Plasma)
	most = 36*r.Salvos + 18*(r.Heavy+r.AdvancedHeavy)
	for _, n := range []int{r.Heavy, r.AdvancedHeavy, r.Salvos} {
		if n > 0 {
			attackers++
		}
	}
	for _, b := range r.Plasma {
		most += 6 * b.Class
	}
	return attackers, most
}

// attackerWork is raidWork's work of one attacker of p's raid: a
// convolution of two full grids.
func attackerWork(s *Strike, p *raidPlan, opt fullthrust.Options, most int) float64 {
	c := newOddsCtx(nil, s, p, opt)
	side := c.cap
	if len(p.raid.Groups) == 0 {
		side = min(side, most+1)
	}
	cells := float64(c.w) * float64(side)
	words := 1 + float64(side)*math.Log2(6)/128
	return cells * cells / 2 * words * words
}

// lentWork estimates, once the classic allocation is made, the work that
// conditioning on the dice of scatterguns lent in ADFC mode adds
// (adfcscatter.go): a threat they roll at is computed once for each
// distinct total of their kills up to the most that matter (lentTop),
// where raidWork counts it once, so each total past the first counts as
// one more attacker. The 1s each total is mixed over cost a small part of
// that, and are left out.
func lentWork(s *Strike, p *raidPlan, opt fullthrust.Options) float64 {
	cp := p.classic
	if cp == nil {
		return 0
	}
	extra := 0
	for ti := range cp.threats {
		t := cp.threats[ti]
		n := cp.lentRolls(&t)
		if n == 0 {
			continue
		}
		lo, hi := math.MaxInt, 0
		for _, f := range p.lentDie(t).Faces {
			lo, hi = min(lo, f.Score), max(hi, f.Score)
		}
		top := p.lentTop(t)
		extra += min(top, hi*n) - min(top, lo*n)
	}
	if extra == 0 {
		return 0
	}
	_, most := raidAttackers(p.raid)
	return float64(extra) * attackerWork(s, p, opt, most)
}

// checkBudget refuses a valid strike whose estimated work is past
// MaxExactWork, before it is compiled (planning the assists of many groups
// takes time of its own).
func checkBudget(s *Strike, opt fullthrust.Options) error {
	w := 0.0
	for i := range s.Raids {
		w += raidWork(s, &raidPlan{target: s.Raids[i].Target, raid: &s.Raids[i]}, opt)
	}
	if w > MaxExactWork {
		return &BudgetError{What: s.describe(), Work: w, Limit: workLimit, Max: MaxExactWork}
	}
	return nil
}

// checkPlannedBudget is checkBudget once the raids are planned, with the
// lent scatterguns' conditioning (lentWork) added: the classic allocation
// decides which threats they engage.
func checkPlannedBudget(s *Strike, plans []raidPlan, opt fullthrust.Options) error {
	w, lent := 0.0, 0.0
	for i := range plans {
		w += raidWork(s, &plans[i], opt)
		lent += lentWork(s, &plans[i], opt)
	}
	if lent > 0 && w+lent > MaxExactWork {
		return &BudgetError{What: s.describe(), Work: w + lent, Limit: workLimit, Max: MaxExactWork}
	}
	return nil
}
