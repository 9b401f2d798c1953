package jovian

import (
	"math/big"

	"github.com/broadside/broadside/rng"
)

// The random parts of damage are the Catastrophic Damage roll and the
// randomise rule. The same damage code runs on real dice, from an
// rng.Source, and on the exact enumeration of every branch by an
// [rng.Enumerator] (see [damageLeaves]), so the rules exist once. The damager picks between the two
// with a nil test rather than an interface, so that simulations allocate
// nothing.

// catastrophe rolls n d6 for the Catastrophic Damage Table and reports
// whether any two of them match (RULINGS C3 house default).
func (d *damager) catastrophe(n int) bool {
	if d.enum {
		return d.tw.choose(n) == 0
	}
	if d.br != nil {
		set, none, _ := catastropheWeights(n)
		return d.br.Choose(set, none) == 0
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
	if d.enum {
		return d.tw.choose(0) == 1
	}
	if d.br != nil {
		return d.br.Choose(3, 3) == 1
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

// damageLeaves calls leaf for every way damage from hits can end, with the
// loss and its probability num/den. The arguments passed to leaf are
// reused between calls. The damage code runs once per branch of its
// random parts (DESIGN.md: one definition, two interpretations): each
// decision is a weighted choice of the enumerator, and since damage is a
// pure function of the choices made, the runs are the leaves of a finite
// tree; there are only a handful, since only the Catastrophic Damage roll
// and the randomise rule draw dice.
func damageLeaves(card *Card, st Status, hits Hits, opt Options, leaf func(l Loss, num, den *big.Int)) error {
	var e rng.Enumerator
	var num, den big.Int
	for e.Next() {
		d := damager{card: card, st: st, opt: opt, br: &e}
		if err := d.apply(hits); err != nil {
			return err
		}
		after := d.st
		e.Weight(&num, &den)
		leaf(lossOf(&st, &after), &num, &den)
	}
	return nil
}
