package jovian

import (
	"cmp"
	"math/big"

	"github.com/broadside/broadside/dice"
)

// DefencePolicy is how the defender places the diminishing steps of its
// point defence when no choice is given by hand (jovian-attacks, Missile
// Attack, step 8: the diminished Results are "chosen by the defender").
// The zero value is DefenceSurvival.
type DefencePolicy uint8

const (
	// DefenceSurvival tries every way to place the steps and keeps the one
	// that leaves the target, after the attacker's choices and the damage
	// procedure computed exactly, the lowest chance of being destroyed,
	// then of being crippled, then the fewest expected Structure boxes
	// lost, then the fewest expected rating boxes and Systems lost. Ties go
	// to DefenceStrongest's choice.
	DefenceSurvival DefencePolicy = iota
	// DefenceStrongest lowers the strongest set left, lowest Value first on
	// ties, one step at a time: the least Structure Damage and Critical
	// Hits, whatever the target's state.
	DefenceStrongest
)

// defender is the target a point defence protects, which the survival
// policy needs; a nil *defender places steps by [DefenceStrongest].
type defender struct {
	card *Card
	st   Status // a copy: a pointer here would carry the shot to the heap
	opt  Options
}

// place returns what is left of attack after steps single steps placed by
// the policy. A step that finds nothing left to lower is lost.
func (d *defender) place(attack dice.Code, steps int) dice.Code {
	strongest := spend(attack, steps, nil)
	if d == nil || d.opt.DefencePolicy == DefenceStrongest || steps == 0 || strongest == 0 {
		return strongest // nothing to choose, or every set is lowered to [N] whichever way
	}
	w := placing{d: d, attack: attack, strongest: strongest, best: strongest, score: d.score(strongest)}
	w.walk(1, steps, attack)
	return w.best
}

// placing is the search of [defender.place] over every placement of the
// steps: k steps on the set of Value f for each f, the k adding up.
type placing struct {
	d                 *defender
	attack, strongest dice.Code
	best              dice.Code
	score             survivalScore
}

func (w *placing) walk(f, left int, c dice.Code) {
	if f > Faces {
		if left == 0 && c != w.strongest {
			if sc := w.d.score(c); sc.less(&w.score) {
				w.best, w.score = c, sc
			}
		}
		return
	}
	m := int(w.attack.Mag(f))
	for k := 0; k <= min(m, left); k++ {
		w.walk(f+1, left-k, c)
		c, _ = c.Diminish(f)
	}
}

// survivalScore is what a diminished attack is expected to do to the
// target, in the order the survival policy compares: P(destroyed),
// P(crippled), the expected Structure boxes lost, the expected rating
// boxes and Systems lost; smaller is better for the defender. The numbers
// are exact: numerators over 6^[scoreExp] (every chance in the damage
// procedure is a number of d6 faces over a power of 6), or, when a damage
// tree is too deep for that, fractions (exact set).
type survivalScore struct {
	n     [4]uint64
	exact bool
	p     [4]*big.Rat
}

// scoreExp is the power of 6 the whole-number scores are counted over: 5
// Catastrophic Damage rolls of 4 dice. 6^20 times the largest loss fits
// in a uint64.
const scoreExp = 20

var scoreDen = new(big.Int).Exp(big.NewInt(Faces), big.NewInt(scoreExp), nil)

// at returns the i-th number of the score as a fraction.
func (a *survivalScore) at(i int) *big.Rat {
	if a.exact {
		return a.p[i]
	}
	return new(big.Rat).SetFrac(new(big.Int).SetUint64(a.n[i]), scoreDen)
}

// less reports whether a is better for the defender than b.
func (a *survivalScore) less(b *survivalScore) bool {
	for i := range a.n {
		var c int
		if !a.exact && !b.exact {
			c = cmp.Compare(a.n[i], b.n[i])
		} else {
			c = a.at(i).Cmp(b.at(i))
		}
		if c != 0 {
			return c < 0
		}
	}
	return false
}

// score computes exactly what the attack left does: the attacker's Values
// and critical hits by its policies, every Catastrophic Damage roll and
// randomise die enumerated, without allocating unless the tree of the
// damage's chances is deeper than scoreExp allows.
func (d *defender) score(left dice.Code) survivalScore {
	hits := chooseValues(d.card, &d.st, left, d.opt)
	var sc survivalScore
	dm := damager{card: d.card, opt: d.opt, enum: true}
	for dm.tw.next() {
		dm.st, dm.critsLeft = d.st, 0
		if dm.apply(hits) != nil {
			// apply fails only on a destroyed target or hand choices,
			// which a resolution refuses before the point defence.
			return sc
		}
		w, ok := dm.tw.weight()
		if !ok {
			return d.bigScore(hits)
		}
		l := lossOf(&d.st, &dm.st)
		for i, v := range lossScore(l) {
			sc.n[i] += w * v
		}
	}
	return sc
}

// bigScore is score with fractions, for damage trees too deep for whole
// numbers over 6^scoreExp.
func (d *defender) bigScore(hits Hits) survivalScore {
	sc := survivalScore{exact: true}
	for i := range sc.p {
		sc.p[i] = new(big.Rat)
	}
	var p, x big.Rat
	_ = damageLeaves(d.card, d.st, hits, d.opt, func(l Loss, num, den *big.Int) {
		p.SetFrac(num, den)
		for i, v := range lossScore(l) {
			if v != 0 {
				sc.p[i].Add(sc.p[i], x.Mul(&p, x.SetInt64(int64(v))))
			}
		}
	})
	return sc
}

// lossScore lists a loss as the survival policy weighs it: destroyed,
// crippled, Structure boxes, rating boxes and Systems.
func lossScore(l Loss) [4]uint64 {
	b := func(v bool) uint64 {
		if v {
			return 1
		}
		return 0
	}
	other := uint64(l.Ratings[0]) + uint64(l.Ratings[1]) + uint64(l.Ratings[2]) + uint64(l.Systems)
	return [4]uint64{b(l.Destroyed), b(l.Crippled), uint64(l.Structure), other}
}

// twoWay enumerates the runs of a damage procedure whose chances are all
// two-way decisions, like [rng.Enumerator] but in fixed storage, so that
// the survival policy allocates nothing: a Catastrophic Damage roll of n
// dice (a set, or n different faces, out of 6^n) or the randomise rule
// (one rating or the other, 3 faces each out of 6).
type twoWay struct {
	started bool
	deep    bool  // a run made more decisions than can be recorded
	n, used uint8 // decisions recorded, and made by the current run
	path    [scoreExp]uint8
	dice    [scoreExp]uint8 // per decision: n for a Catastrophic Damage roll, 0 for the randomise rule
}

// weights returns the weights of decision i's two branches and the power
// of 6 they add up to.
func (t *twoWay) weights(i int) (a, b uint64, exp int) {
	n := int(t.dice[i])
	if n == 0 {
		return 3, 3, 1
	}
	set, none, _ := catastropheWeights(n)
	return uint64(set), uint64(none), n
}

// next prepares the next run and reports whether there is one.
func (t *twoWay) next() bool {
	if !t.started {
		t.started = true
		return true
	}
	t.n = min(t.n, t.used)
	t.used = 0
	for ; t.n > 0; t.n-- {
		i := int(t.n) - 1
		if _, b, _ := t.weights(i); t.path[i] == 0 && b > 0 {
			t.path[i] = 1
			return true
		}
	}
	return false
}

// choose takes decision dice (see twoWay) and returns the branch: 0 for a
// set or the first rating, 1 otherwise.
func (t *twoWay) choose(dice int) int {
	i := int(t.used)
	if i >= len(t.path) {
		t.deep = true
		return 0
	}
	t.used++
	if i < int(t.n) {
		return int(t.path[i])
	}
	t.dice[i] = uint8(dice)
	t.path[i] = 0
	if a, _, _ := t.weights(i); a == 0 {
		t.path[i] = 1
	}
	t.n = uint8(i + 1)
	return int(t.path[i])
}

// weight returns the current run's probability times 6^scoreExp, and false
// when that is not a whole number that fits.
func (t *twoWay) weight() (uint64, bool) {
	if t.deep {
		return 0, false
	}
	w, e := uint64(1), 0
	for i := range int(t.used) {
		a, b, exp := t.weights(i)
		if t.path[i] == 0 {
			w *= a
		} else {
			w *= b
		}
		e += exp
	}
	if e > scoreExp {
		return 0, false
	}
	for range scoreExp - e {
		w *= Faces
	}
	return w, true
}
