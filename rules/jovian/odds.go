package jovian

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/prob"
)

// AttackOdds is the exact distribution of what one attack does to its
// target, under the engine's policies for every choice (flex removal, best
// defence, the attacker's Values and critical hits). An AttackOdds is
// immutable once built and safe to share.
type AttackOdds struct {
	Kind    AttackKind
	Pool    Pool // the attack's dice
	Defence Pool // the target's point-defence dice (Missile Attacks)
	// Loss lists every outcome with its exact probability; there is no
	// tail.
	Loss prob.Table[Loss]
}

// Odds returns the exact distribution of the outcome of the attack s
// declares. The attack pool's Result distribution (with flex and macro
// dice) is combined with the point-defence Result and the defender's
// policy ([DefencePolicy]) for a Missile Attack, and every damage
// outcome, with the Catastrophic Damage roll and the randomise rule, is
// enumerated exactly.
// Hand choices do not apply to odds and are refused. A Missile Attack of
// AC 6 against Defense 5 with two supporters takes well under a
// millisecond. An attack whose pool (or point defence) would take more
// work than [MaxExactWork] is refused with a [*BudgetError] before
// counting starts.
func Odds(s *Shot, opt Options) (AttackOdds, error) {
	return OddsContext(context.Background(), s, opt)
}

// OddsContext is [Odds] that stops, returning ctx's error, within
// milliseconds of ctx being done.
func OddsContext(ctx context.Context, s *Shot, opt Options) (AttackOdds, error) {
	if err := opt.validate(); err != nil {
		return AttackOdds{}, err
	}
	if err := s.check(opt); err != nil {
		return AttackOdds{}, err
	}
	if s.Hand.Remove != nil || s.Hand.Diminish != nil || s.Hand.Values != nil || s.Hand.Crits != nil {
		return AttackOdds{}, errors.New("jovian: exact odds follow the engine's policies; choices by hand apply to one roll")
	}
	p, err := s.Pool()
	if err != nil {
		return AttackOdds{}, err
	}
	o := AttackOdds{Kind: s.Kind(), Pool: p}
	if err := checkBudget(p, opt); err != nil {
		return AttackOdds{}, err
	}
	attack, err := poolWeights(ctx, p, opt)
	if err != nil {
		return AttackOdds{}, err
	}
	hits := map[Hits]*big.Int{}
	var total big.Int
	if o.Kind == Missile {
		o.Defence = s.DefencePool()
		if err := o.Defence.Validate(); err != nil {
			return AttackOdds{}, err
		}
		if err := checkBudget(o.Defence, opt); err != nil {
			return AttackOdds{}, err
		}
		defence, err := poolWeights(ctx, o.Defence, opt)
		if err != nil {
			return AttackOdds{}, err
		}
		steps := map[int]*big.Int{} // -1: negated
		for c := range defence.w {
			if defence.w[c].Sign() == 0 {
				continue
			}
			n, negates := Defence(dice.Code(c))
			if negates {
				n = -1
			}
			addTo(steps, n, &defence.w[c])
		}
		var x big.Int
		def := &defender{card: s.Target, st: s.TargetStatus, opt: opt}
		for c := range attack.w {
			if attack.w[c].Sign() == 0 {
				continue
			}
			for n, w := range steps {
				left := dice.Code(0)
				if n >= 0 {
					left = def.place(dice.Code(c), n)
				}
				h := chooseValues(s.Target, &s.TargetStatus, left, opt)
				addTo(hits, h, x.Mul(&attack.w[c], w))
			}
		}
		total.Mul(&attack.total, &defence.total)
	} else {
		for c := range attack.w {
			if attack.w[c].Sign() > 0 {
				addTo(hits, HitsOf(dice.Code(c)), &attack.w[c])
			}
		}
		total.Set(&attack.total)
	}
	o.Loss, err = lossTable(s, opt, hits, &total)
	return o, err
}

// lossTable enumerates the damage of each set of hits, weighted by the
// chance of those hits, and builds the table of losses.
func lossTable(s *Shot, opt Options, hits map[Hits]*big.Int, total *big.Int) (prob.Table[Loss], error) {
	losses := map[Loss]*big.Rat{}
	var r big.Rat
	for h, w := range hits {
		err := damageLeaves(s.Target, s.TargetStatus, h, opt, func(l Loss, num, den *big.Int) {
			var n, d big.Int
			n.Mul(w, num)
			d.Mul(total, den)
			r.SetFrac(&n, &d)
			if acc, ok := losses[l]; ok {
				acc.Add(acc, &r)
			} else {
				losses[l] = new(big.Rat).Set(&r)
			}
		})
		if err != nil {
			return prob.Table[Loss]{}, err
		}
	}
	// Every probability is a fraction over a power of 6 (and 2): bring them
	// to their least common denominator.
	lcm := big.NewInt(1)
	var g big.Int
	for _, p := range losses {
		g.GCD(nil, nil, lcm, p.Denom())
		lcm.Mul(lcm, new(big.Int).Quo(p.Denom(), &g))
	}
	items := make([]prob.Weighted[Loss], 0, len(losses))
	for l, p := range losses {
		w := new(big.Int).Quo(lcm, p.Denom())
		items = append(items, prob.Weighted[Loss]{Value: l, Weight: w.Mul(w, p.Num())})
	}
	slices.SortFunc(items, func(a, b prob.Weighted[Loss]) int { return compareLoss(a.Value, b.Value) })
	t, err := prob.NewTable(items, lcm)
	if err != nil {
		return t, fmt.Errorf("jovian: attack outcomes do not form a distribution: %w", err)
	}
	return t, nil
}

// compareLoss orders losses from the mildest to the worst: destroyed last,
// then crippled, then by Structure, Systems and rating boxes lost.
func compareLoss(a, b Loss) int {
	return cmp.Or(
		cmpBool(a.Destroyed, b.Destroyed),
		cmpBool(a.Crippled, b.Crippled),
		cmp.Compare(a.Structure, b.Structure),
		cmp.Compare(a.Ratings[0]+a.Ratings[1]+a.Ratings[2], b.Ratings[0]+b.Ratings[1]+b.Ratings[2]),
		cmp.Compare(a.Systems, b.Systems),
		slices.Compare(a.Ratings[:], b.Ratings[:]),
	)
}

func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// addTo adds w to m[k].
func addTo[K comparable](m map[K]*big.Int, k K, w *big.Int) {
	if acc, ok := m[k]; ok {
		acc.Add(acc, w)
		return
	}
	m[k] = new(big.Int).Set(w)
}

// Crippled returns the probability that the target ends the attack at 0
// Structure, destroyed or not.
func (o AttackOdds) Crippled() *big.Rat { return o.prob(func(l Loss) bool { return l.Crippled }) }

// Destroyed returns the probability that the target is destroyed.
func (o AttackOdds) Destroyed() *big.Rat { return o.prob(func(l Loss) bool { return l.Destroyed }) }

// prob sums the probabilities of the losses that satisfy keep.
func (o AttackOdds) prob(keep func(Loss) bool) *big.Rat {
	sum := new(big.Rat)
	for _, it := range o.Loss.Items() {
		if keep(it.Value) {
			sum.Add(sum, it.P)
		}
	}
	return sum
}

// Structure returns the distribution of the Structure boxes marked.
func (o AttackOdds) Structure() prob.Dist {
	return o.Loss.Dist(func(l Loss) int { return int(l.Structure) })
}

// Rating returns the distribution of the boxes marked on rating r.
func (o AttackOdds) Rating(r Rating) prob.Dist {
	return o.Loss.Dist(func(l Loss) int { return int(l.Ratings[r]) })
}

// Systems returns the distribution of the Systems disabled.
func (o AttackOdds) Systems() prob.Dist {
	return o.Loss.Dist(func(l Loss) int { return int(l.Systems) })
}
