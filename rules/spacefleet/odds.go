package spacefleet

import (
	"fmt"
	"math/big"

	"github.com/broadside/broadside/prob"
)

// Outcome is what one shot does to a ship, for odds: a miss, hits that
// only take shields, or the ship's fate after the damage-table rolls of
// its hits: destroyed (OutcomeOf(Wrecked)) when a roll destroys it or its
// damage points come to exceed its capacity, as two major damage results
// do to a ship of capacity 4, and otherwise the worst result it survives
// with. The zero value is Missed.
type Outcome uint8

const (
	Missed   Outcome = iota // the shot missed
	Absorbed                // every hit took a shield
	// The ship's fate follows: OutcomeOf(r) for each Result r, Wrecked
	// meaning destroyed.
)

// Turned is the outcome of a shot whose hits took shields and whose one hit
// past the shields was turned by advanced armour, so that nothing rolled on
// the damage table (see [Target]).
const Turned = Outcome(2 + numResults)

// OutcomeOf returns the outcome of a ship left with r as its worst result,
// or destroyed for Wrecked.
func OutcomeOf(r Result) Outcome { return Outcome(2 + r) }

// String names the outcome: "miss", "shields only" or the result.
func (o Outcome) String() string {
	switch o {
	case Missed:
		return "miss"
	case Absorbed:
		return "shields only"
	case Turned:
		return "turned by armour"
	}
	return Result(o - 2).String()
}

// Odds is the exact effect of one shot: the score needed, the chance to
// hit, the number of hits it does, the damage table for one hit past the
// shields, and the ship's fate.
type Odds struct {
	Need    int
	Hit     *big.Rat            // chance that the shot hits
	Hits    prob.Dist           // hits done: 0 on a miss
	PerHit  prob.Table[Result]  // one hit on the damage table, with the class and missile modifiers
	Outcome prob.Table[Outcome] // the shot's effect on the target: its fate
}

// ShotOdds computes the exact odds of one shot at a ship of the shot's
// target class that has shields shields left ("Firing", "Effect of
// hits"): a beam success is one hit, a plasma success two, a missile
// success 1d6 (1d4 under SRMHitsD4) missile hits. Armour is not counted;
// [TargetOdds] counts it.
func ShotOdds(s Shot, shields int, o Options) (Odds, error) {
	return TargetOdds(s, Target{Shields: shields}, o)
}

// Target is the state of the ship a shot is fired at, for odds. The zero
// value is a ship with no shields left and no armour.
type Target struct {
	// Shields is the number of shields it has left, 0 or more.
	Shields int
	// Armour marks advanced armour that has not yet turned a hit this turn
	// ("Advanced Armour and damage control"): the first hit past the
	// shields is disregarded (RULINGS D2#17). It counts only when the
	// armour rule is in play (Options.Armour).
	Armour bool
	// Damage is the damage points it has already taken, 0 or more.
	Damage int
	// Capacity is the damage points it can take: it is destroyed when its
	// points exceed it ("Effect of hits", RULINGS D2#13). 0 means 4, the
	// capacity of every ship without the damage_capacity or armour rules.
	Capacity int
}

// capacity returns the target's capacity, 4 when unset.
func (t Target) capacity() int {
	if t.Capacity <= 0 {
		return 4
	}
	return t.Capacity
}

// TargetOdds is [ShotOdds] at a target with shields and, possibly,
// unused advanced armour: with armour a shot whose only hit past the
// shields is turned has the outcome [Turned], and one with more rolls the
// damage table once fewer.
func TargetOdds(s Shot, t Target, o Options) (Odds, error) {
	shields := t.Shields
	need, err := s.Need()
	if err != nil {
		return Odds{}, err
	}
	if shields < 0 {
		return Odds{}, fmt.Errorf("spacefleet: %d shields", shields)
	}
	if t.Damage < 0 || t.Capacity < 0 {
		return Odds{}, fmt.Errorf("spacefleet: damage %d and capacity %d cannot be negative", t.Damage, t.Capacity)
	}
	faces := 0
	for f := 1; f <= 6; f++ {
		if Hits(f, need, o) {
			faces++
		}
	}
	hit := big.NewRat(int64(faces), 6)
	// Hits per success, as a distribution over 0..max with weights over a
	// common total.
	var perSuccess []int64
	switch s.Weapon {
	case Beam:
		perSuccess = []int64{0, 1}
	case Plasma:
		perSuccess = []int64{0, 0, 1}
	case Missile:
		sides := 6
		if o.SRMHitsD4 {
			sides = 4
		}
		perSuccess = make([]int64, sides+1)
		for k := 1; k <= sides; k++ {
			perSuccess[k] = 1
		}
	}
	var succTotal int64
	for _, w := range perSuccess {
		succTotal += w
	}
	// P(h hits) = miss·[h=0] + hit·perSuccess[h]/succTotal, over 6·succTotal.
	hitsW := make([]int64, len(perSuccess))
	for h, w := range perSuccess {
		hitsW[h] = int64(faces) * w
	}
	hitsW[0] += int64(6-faces) * succTotal
	hits := prob.FromWeights(0, hitsW)

	missile := s.Weapon == Missile
	perHit := damageWeights(s.Target, missile, o) // by Result, over 6
	table, err := resultTable(perHit)
	if err != nil {
		return Odds{}, err
	}
	outcome, err := outcomeTable(hitsW, 6*succTotal, t, o, perHit)
	if err != nil {
		return Odds{}, err
	}
	return Odds{Need: need, Hit: hit, Hits: hits, PerHit: table, Outcome: outcome}, nil
}

// damageWeights returns, for each result, the number of faces of the d6
// that give it on a hit on class c.
func damageWeights(c Class, missile bool, o Options) [numResults]int64 {
	var w [numResults]int64
	for f := 1; f <= 6; f++ {
		w[DamageResult(f+DamageModifier(c, missile), o)]++
	}
	return w
}

// resultTable turns damage weights into a table, mildest result first.
func resultTable(w [numResults]int64) (prob.Table[Result], error) {
	var items []prob.Weighted[Result]
	for _, r := range Results {
		items = append(items, prob.Weighted[Result]{Value: r, Weight: big.NewInt(w[r])})
	}
	return prob.NewTable(items, big.NewInt(6))
}

// outcomeTable combines the hits with the shields, the armour and the
// damage rolls: the ship's fate after h − shields rolls (one fewer with
// armour), each roll adding its points, the ship destroyed by a wreck or
// by points past its capacity, after which nothing more is rolled, as in
// the game.
func outcomeTable(hitsW []int64, hitsTotal int64, t Target, o Options, perHit [numResults]int64) (prob.Table[Outcome], error) {
	armour := t.Armour && o.Armour
	total := big.NewInt(hitsTotal)
	weights := map[Outcome]*big.Int{}
	add := func(o Outcome, w *big.Int) {
		if weights[o] == nil {
			weights[o] = new(big.Int)
		}
		weights[o].Add(weights[o], w)
	}
	maxRolls := len(hitsW)
	six := big.NewInt(6)
	sixPow := new(big.Int).Exp(six, big.NewInt(int64(maxRolls)), nil)
	total.Mul(total, sixPow)
	for h, w := range hitsW {
		if w == 0 {
			continue
		}
		base := new(big.Int).Mul(big.NewInt(w), sixPow)
		n := h - t.Shields
		if armour && n > 0 {
			n--
			if n == 0 {
				add(Turned, base)
				continue
			}
		}
		switch {
		case h == 0:
			add(Missed, base)
		case n <= 0:
			add(Absorbed, base)
		default:
			// Weight of each fate after n rolls, over 6^n, scaled to 6^maxRolls.
			scale := new(big.Int).Mul(new(big.Int).Exp(six, big.NewInt(int64(maxRolls-n)), nil), big.NewInt(w))
			for fate, fw := range fates(n, t, perHit) {
				add(fate, new(big.Int).Mul(fw, scale))
			}
		}
	}
	var items []prob.Weighted[Outcome]
	for _, o := range []Outcome{Missed, Absorbed, Turned} {
		if weights[o] != nil {
			items = append(items, prob.Weighted[Outcome]{Value: o, Weight: weights[o]})
		}
	}
	for _, r := range Results {
		if w := weights[OutcomeOf(r)]; w != nil {
			items = append(items, prob.Weighted[Outcome]{Value: OutcomeOf(r), Weight: w})
		}
	}
	return prob.NewTable(items, total)
}

// fates returns the weight of each fate of a ship after n damage rolls,
// over 6^n: perHit[r] of the 6 faces give result r.
func fates(n int, t Target, perHit [numResults]int64) map[Outcome]*big.Int {
	type state struct {
		worst  Result
		points int
	}
	cur := map[state]*big.Int{{Minor, t.Damage}: big.NewInt(1)}
	dead := new(big.Int)
	for range n {
		dead.Mul(dead, big.NewInt(6)) // nothing more is rolled for a wreck
		next := map[state]*big.Int{}
		for s, w := range cur {
			for _, r := range Results {
				if perHit[r] == 0 {
					continue
				}
				fw := new(big.Int).Mul(w, big.NewInt(perHit[r]))
				p := s.points + r.Points()
				if r == Wrecked || p > t.capacity() {
					dead.Add(dead, fw)
					continue
				}
				ns := state{max(s.worst, r), p}
				if next[ns] == nil {
					next[ns] = new(big.Int)
				}
				next[ns].Add(next[ns], fw)
			}
		}
		cur = next
	}
	out := map[Outcome]*big.Int{}
	if dead.Sign() > 0 {
		out[OutcomeOf(Wrecked)] = dead
	}
	for s, w := range cur {
		o := OutcomeOf(s.worst)
		if out[o] == nil {
			out[o] = new(big.Int)
		}
		out[o].Add(out[o], w)
	}
	return out
}
