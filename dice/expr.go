package dice

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math"
	"math/big"
	"slices"
	"strconv"

	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
)

// ErrTooLarge reports an expression whose exact distribution would take
// too much memory or time to compute; a caller may estimate it by
// simulation instead. Test for it with errors.Is.
var ErrTooLarge = errors.New("dice: too large for an exact distribution")

// Budgets of Expr.Dist: the big-integer weights it may hold at once, and the
// machine-word operations it may spend (about a second).
const (
	maxExactBytes = 64 << 20
	maxExactOps   = 3e8
)

// maxJointFactors is how many kinds of dice, the most numerous, the cost
// estimate takes prob.PowProduct to raise together by one recurrence (its
// own limit is the same); the other kinds are multiplied in one die at a
// time.
const maxJointFactors = 4

// Score rolls e on src and returns its value. Parts are rolled in order,
// each die once. It allocates nothing when src is an *rng.Stream. It panics
// if e is invalid (see [Expr.Validate]).
func (e Expr) Score(src rng.Source) int {
	total := 0
	for _, p := range e.Parts {
		v := p.score(src)
		if p.Neg {
			v = -v
		}
		total += v
	}
	return total
}

// score rolls one part and returns its value before the sign.
func (p Part) score(src rng.Source) int {
	switch p.Kind {
	case KindConst:
		return p.Const
	case KindKeepHigh, KindKeepLow:
		return p.keep().Score(src)
	}
	if p.Sides < 1 {
		panic(fmt.Sprintf("dice: part %s has no sides", p))
	}
	total := 0
	if st, ok := src.(*rng.Stream); ok {
		for range p.Dice {
			total += p.value(st.Roll(p.Sides, ""))
		}
		return total
	}
	purpose := p.String()
	for range p.Dice {
		total += p.value(src.Roll(p.Sides, purpose))
	}
	return total
}

// value is what one face is worth in a KindSum or KindAtLeast part.
func (p Part) value(face int) int {
	if p.Kind == KindAtLeast {
		if face >= p.Target {
			return 1
		}
		return 0
	}
	return face
}

// keep returns the Keep of a keep part.
func (p Part) keep() Keep {
	return Keep{N: p.Dice, Sides: p.Sides, K: p.Kept, Lowest: p.Kind == KindKeepLow}
}

// Roll rolls e on src like [Expr.Score] (the same faces in the same order)
// and returns the record: one [Group] per part, labelled with the part's
// notation. It panics if e is invalid.
func (e Expr) Roll(src rng.Source) Rolled {
	var r Rolled
	for _, p := range e.Parts {
		var g Group
		switch p.Kind {
		case KindConst:
			g = Group{Label: p.String(), Score: p.Const}
		case KindKeepHigh, KindKeepLow:
			g = p.keep().Roll(src).Groups[0]
		default:
			g = Group{Label: p.String(), Scored: p.Kind == KindAtLeast, Dice: make([]RolledDie, p.Dice)}
			name, purpose := "d"+strconv.Itoa(p.Sides), p.String()
			for i := range g.Dice {
				face := src.Roll(p.Sides, purpose)
				v := p.value(face)
				g.Dice[i] = RolledDie{Throws: []Throw{{Die: name, Face: face, Score: v}}, Score: v}
				g.Score += v
			}
		}
		g.Neg = p.Neg
		if p.Neg {
			r.Score -= g.Score
		} else {
			r.Score += g.Score
		}
		r.Groups = append(r.Groups, g)
	}
	return r
}

// Dist returns the exact distribution of e's value, with no tail. The
// sums and success counts are computed together as one product of powers
// of generating functions by [prob.PowProduct] (a subtracted die scores its
// faces negated), the keep parts by [Keep.Dist], and the results added. It returns an error if e is invalid, or one wrapping
// [ErrTooLarge] when the exact weights would need more than about 64 MB or
// a second of work (such as 10000d6; 1000d6 takes milliseconds).
func (e Expr) Dist() (prob.Dist, error) {
	return e.DistContext(context.Background())
}

// DistContext is [Expr.Dist] that returns ctx's error, without the
// distribution, when ctx is done before it starts or between its stages
// (each keep part, the product of the sums, each addition). A stage is
// bounded by the budget of Dist, about a second, so the work ends within
// that of ctx being done.
func (e Expr) DistContext(ctx context.Context) (prob.Dist, error) {
	if err := ctx.Err(); err != nil {
		return prob.Dist{}, err
	}
	if err := e.Validate(); err != nil {
		return prob.Dist{}, err
	}
	if mb, ok := e.exactCost(); !ok {
		if mb<<20 <= maxExactBytes {
			// Small weights, but too many operations to make them.
			return prob.Dist{}, fmt.Errorf("%w: %s needs more than about a second of exact work; simulate it instead (--trials)", ErrTooLarge, e)
		}
		return prob.Dist{}, fmt.Errorf("%w: %s needs about %d MB of exact weights, more than the %d MB budget; simulate it instead (--trials)", ErrTooLarge, e, mb, maxExactBytes>>20)
	}
	type key struct {
		kind         Kind
		neg          bool
		sides, limit int
	}
	index := map[key]int{}
	var fs []prob.Factor
	var keeps []prob.Dist
	shift := 0
	total := big.NewInt(1)
	var t big.Int
	for _, p := range e.Parts {
		switch p.Kind {
		case KindConst:
			shift += p.sign() * p.Const
			continue
		case KindKeepHigh, KindKeepLow:
			if err := ctx.Err(); err != nil {
				return prob.Dist{}, err
			}
			kd := p.keep().Dist()
			if p.Neg {
				kd = kd.Neg()
			}
			keeps = append(keeps, kd)
			continue
		}
		k := key{p.Kind, p.Neg, p.Sides, p.Target}
		if i, ok := index[k]; ok {
			fs[i].Exp += p.Dice
		} else {
			index[k] = len(fs)
			fs = append(fs, prob.Factor{Base: p.diePoly(), Exp: p.Dice})
		}
		total.Mul(total, t.Exp(big.NewInt(int64(p.Sides)), big.NewInt(int64(p.Dice)), nil))
	}
	if err := ctx.Err(); err != nil {
		return prob.Dist{}, err
	}
	d, err := prob.PowProduct(fs...).Dist(total)
	if err != nil {
		panic(fmt.Sprintf("dice: internal error: %v", err))
	}
	for _, kd := range keeps {
		if err := ctx.Err(); err != nil {
			return prob.Dist{}, err
		}
		d = d.Add(kd)
	}
	return d.Shift(shift), nil
}

// sign is -1 for a subtracted part and +1 otherwise.
func (p Part) sign() int {
	if p.Neg {
		return -1
	}
	return 1
}

// diePoly returns the generating function of one die of a KindSum or
// KindAtLeast part, with its sign, counting faces (not probabilities).
func (p Part) diePoly() prob.Poly {
	var g prob.Poly
	if p.Kind == KindAtLeast {
		g = prob.PolyOf(0, int64(p.Target-1), int64(p.Sides-p.Target+1))
	} else {
		g = facesPoly(Plain(p.Sides).Faces, false)
	}
	if p.Neg {
		g = g.Reflect()
	}
	return g
}

// exactCost estimates the memory of the exact weights in MB and reports
// whether the computation fits the budgets. Sums of D values with weights
// of W words take about (4 + 8·distinct dice)·D·W word operations for the
// four kinds of dice most numerous, and 3·D·W per die of any other kind; a
// keep part of K kept dice about Sides²·K³·W for its own weights and then
// its length times D·W to multiply it in.
func (e Expr) exactCost() (mb int, ok bool) {
	var bits, span, keepOps float64
	var keepLens []float64
	type key struct {
		kind         Kind
		neg          bool
		sides, limit int
	}
	kinds := map[key]float64{}
	for _, p := range e.Parts {
		if p.Kind == KindConst {
			continue
		}
		s := float64(p.Sides)
		bits += float64(p.Dice) * math.Log2(s)
		switch p.Kind {
		case KindSum, KindAtLeast:
			if p.Kind == KindSum {
				span += float64(p.Dice) * (s - 1)
			} else {
				span += float64(p.Dice)
			}
			kinds[key{p.Kind, p.Neg, p.Sides, p.Target}] += float64(p.Dice)
		default:
			k := float64(p.Kept)
			keepLens = append(keepLens, k*(s-1)+1)
			span += k * (s - 1)
			keepOps += s * s * k * k * k * (float64(p.Dice)*math.Log2(s)/64 + 1)
		}
	}
	counts := slices.Sorted(maps.Values(kinds))
	slices.Reverse(counts)
	words := bits/64 + 1
	ops := (4+8*float64(min(len(counts), maxJointFactors)))*(span+1)*words + keepOps
	for _, n := range counts[min(len(counts), maxJointFactors):] {
		ops += 3 * n * (span + 1) * words
	}
	for _, l := range keepLens {
		ops += l * (span + 1) * words
	}
	bytes := 8 * (span + 1) * words
	return int(bytes / (1 << 20)), bytes <= maxExactBytes && ops <= maxExactOps
}
