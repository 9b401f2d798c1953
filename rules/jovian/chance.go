package jovian

import "math/big"

// The random parts of damage are the Catastrophic Damage roll and the
// randomise rule. The same damage code runs on real dice, from an
// rng.Source, and on the exact enumeration of every branch (see
// [branches]), so the rules exist once. The damager picks between the two
// with a nil test rather than an interface, so that simulations allocate
// nothing.

// catastrophe rolls n d6 for the Catastrophic Damage Table and reports
// whether any two of them match (RULINGS C3 house default).
func (d *damager) catastrophe(n int) bool {
	if d.br != nil {
		set, none, _ := catastropheWeights(n)
		return d.br.choose(set, none) == 0
	}
	var counts [Faces + 1]int8
	var faces []int
	set := false
	for range n {
		f := d6(d.src, "catastrophic damage")
		counts[f]++
		set = set || counts[f] >= 2
		if d.log.on() {
			faces = append(faces, f)
		}
	}
	if d.log.on() {
		verdict := "no two match: it stays crippled"
		if set {
			verdict = "a set: it is destroyed"
		}
		d.log.addf("Catastrophic Damage roll, %dd6 (1 + %d ratings at 0): %s, %s", n, n-1, joinInts(faces), verdict)
	}
	return set
}

// second picks one of two ratings at random and reports whether it picked
// the second. At the table a d6 decides: 1-3 the first, 4-6 the second.
func (d *damager) second() bool {
	if d.br != nil {
		return d.br.choose(3, 3) == 1
	}
	f := d6(d.src, "randomise rating")
	if d.log.on() {
		d.log.addf("randomise: rolled %d (1-3 the first, 4-6 the second)", f)
	}
	return f >= 4
}

// catastropheWeights returns, out of 6^n rolls of n d6, how many show a set
// and how many show n different faces.
func catastropheWeights(n int) (set, none, total int64) {
	total, none = 1, 1
	for i := range n {
		total *= Faces
		none *= int64(max(Faces-i, 0))
	}
	return total - none, none, total
}

// branches enumerates every way the random parts of damage can go, so
// that the damage code itself, run once per branch, yields the exact
// distribution (DESIGN.md: one definition, two interpretations). Each
// decision has two weighted branches; a run follows path, taking the first
// branch of positive weight at each decision it has not met before, and
// [branches.next] moves to the next unexplored run, depth first. Damage is
// a pure function of the choices made, so the runs are the leaves of a
// finite tree; there are only a handful, since only the Catastrophic
// Damage roll and the randomise rule draw dice.
type branches struct {
	path  []int      // branch taken at each decision of the current run
	w     [][2]int64 // weights of the two branches at each decision
	depth int        // decisions met so far in the current run
}

// choose returns the branch to take at the next decision, whose branches
// weigh w0 and w1 (not both zero).
func (b *branches) choose(w0, w1 int64) int {
	if b.depth == len(b.path) {
		first := 0
		if w0 == 0 {
			first = 1
		}
		b.path = append(b.path, first)
		b.w = append(b.w, [2]int64{w0, w1})
	}
	i := b.path[b.depth]
	b.depth++
	return i
}

// weight sets num/den to the probability of the run just made.
func (b *branches) weight(num, den *big.Int) {
	num.SetInt64(1)
	den.SetInt64(1)
	var x big.Int
	for d := range b.depth {
		num.Mul(num, x.SetInt64(b.w[d][b.path[d]]))
		den.Mul(den, x.SetInt64(b.w[d][0]+b.w[d][1]))
	}
}

// next prepares the next run and reports whether there is one.
func (b *branches) next() bool {
	b.path, b.w = b.path[:b.depth], b.w[:b.depth]
	b.depth = 0
	for n := len(b.path); n > 0; n = len(b.path) {
		if b.path[n-1] == 0 && b.w[n-1][1] > 0 {
			b.path[n-1] = 1
			return true
		}
		b.path, b.w = b.path[:n-1], b.w[:n-1]
	}
	return false
}

// damageLeaves calls leaf for every way damage from hits can end, with the
// loss and its probability num/den. The arguments passed to leaf are
// reused between calls.
func damageLeaves(card *Card, st Status, hits Hits, opt Options, leaf func(l Loss, num, den *big.Int)) error {
	var b branches
	var num, den big.Int
	for {
		d := damager{card: card, st: st, opt: opt, br: &b}
		if err := d.apply(hits); err != nil {
			return err
		}
		after := d.st
		b.weight(&num, &den)
		leaf(lossOf(&st, &after), &num, &den)
		if !b.next() {
			return nil
		}
	}
}
