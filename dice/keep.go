package dice

import (
	"fmt"
	"math/big"
	"strconv"

	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
)

// MaxKeepSides is the largest die a [Keep] rolls.
const MaxKeepSides = 1000

// Keep is N plain dice of the given sides of which only the K highest (or,
// with Lowest, the K lowest) count: its score is the sum of the kept faces,
// as in "4d6kh3". The zero value keeps nothing of no dice and scores 0. A
// Keep is a plain value, safe for concurrent use.
type Keep struct {
	N      int  // dice rolled, at least 0
	Sides  int  // sides of each die, 1 to MaxKeepSides (any value when N is 0)
	K      int  // dice kept, 0 to N
	Lowest bool // keep the lowest faces instead of the highest
}

// Validate reports whether k can be rolled: 0 <= K <= N and, when N > 0,
// 1 <= Sides <= MaxKeepSides.
func (k Keep) Validate() error {
	switch {
	case k.N < 0:
		return fmt.Errorf("dice: keep of %d dice; the count must be at least 0", k.N)
	case k.K < 0 || k.K > k.N:
		return fmt.Errorf("dice: keep %d of %d dice; keep 0 to %d", k.K, k.N, k.N)
	case k.N > 0 && (k.Sides < 1 || k.Sides > MaxKeepSides):
		return fmt.Errorf("dice: keep on d%d; dice have 1 to %d sides", k.Sides, MaxKeepSides)
	}
	return nil
}

// String writes k in dice notation, such as "4d6kh3" or "4d6kl1".
func (k Keep) String() string {
	op := "kh"
	if k.Lowest {
		op = "kl"
	}
	return strconv.Itoa(k.N) + "d" + strconv.Itoa(k.Sides) + op + strconv.Itoa(k.K)
}

// Score rolls the dice on src and returns the sum of the kept faces. It
// allocates nothing when src is an *rng.Stream. It panics if k is invalid.
func (k Keep) Score(src rng.Source) int {
	k.check()
	// Count the faces; a small array for small dice keeps zeroing cheap.
	if k.Sides < 33 {
		var counts [33]int32
		return k.scoreCounts(src, counts[:])
	}
	var counts [MaxKeepSides + 1]int32
	return k.scoreCounts(src, counts[:])
}

// scoreCounts is Score with a zeroed array of at least Sides+1 counters.
func (k Keep) scoreCounts(src rng.Source, counts []int32) int {
	if st, ok := src.(*rng.Stream); ok {
		for range k.N {
			counts[st.Roll(k.Sides, "")]++
		}
	} else {
		purpose := k.String()
		for range k.N {
			counts[src.Roll(k.Sides, purpose)]++
		}
	}
	total, left := 0, k.K
	for i := range k.Sides {
		f := k.Sides - i // highest first
		if k.Lowest {
			f = i + 1
		}
		c := min(int(counts[f]), left)
		total += c * f
		left -= c
		if left == 0 {
			break
		}
	}
	return total
}

// Roll rolls the dice on src like [Keep.Score] (the same faces) and returns
// the record: one group of N dice, those not kept marked Dropped. Among
// equal faces the earlier dice are kept. It panics if k is invalid.
func (k Keep) Roll(src rng.Source) Rolled {
	k.check()
	g := Group{Label: k.String(), Dice: make([]RolledDie, k.N)}
	purpose, name := k.String(), "d"+strconv.Itoa(k.Sides)
	for i := range g.Dice {
		face := src.Roll(k.Sides, purpose)
		g.Dice[i] = RolledDie{Throws: []Throw{{Die: name, Face: face, Score: face}}, Score: face}
	}
	// Keep by selection: K passes, each taking the best die not yet kept.
	kept := make([]bool, k.N)
	for range k.K {
		best := -1
		for i, d := range g.Dice {
			if kept[i] {
				continue
			}
			if best < 0 || (!k.Lowest && d.Score > g.Dice[best].Score) || (k.Lowest && d.Score < g.Dice[best].Score) {
				best = i
			}
		}
		kept[best] = true
		g.Score += g.Dice[best].Score
	}
	for i := range g.Dice {
		g.Dice[i].Dropped = !kept[i]
	}
	return Rolled{Groups: []Group{g}, Score: g.Score}
}

func (k Keep) check() {
	if err := k.Validate(); err != nil {
		panic(err)
	}
}

// Dist returns the exact distribution of the sum of the kept faces, with no
// tail. It counts the ways by an order-statistics recurrence: faces are
// assigned from the best value down, tracking how many dice took a value so
// far (while fewer than K) and the sum they keep; once K dice are placed the
// rest may show any worse face. The cost grows with Sides²·K³, so it suits
// the pools people roll (4d6kh3, 2d20kh1, 10d10kh5) rather than hundreds of
// kept dice. It panics if k is invalid.
func (k Keep) Dist() prob.Dist {
	k.check()
	if k.K == 0 {
		return prob.Point(0)
	}
	w := k.highestWeights()
	ws := make([]*big.Int, len(w))
	for i := range w {
		ws[i] = &w[i]
	}
	total := new(big.Int).Exp(big.NewInt(int64(k.Sides)), big.NewInt(int64(k.N)), nil)
	d, err := prob.FromBig(k.K, ws, total)
	if err != nil {
		panic(fmt.Sprintf("dice: internal error: %v", err))
	}
	if k.Lowest {
		// The K lowest of faces f are K·(Sides+1) minus the K highest of
		// the faces Sides+1−f, which are just as likely.
		d = d.Neg().Shift(k.K * (k.Sides + 1))
	}
	return d
}

// highestWeights returns, for s = K..K·Sides, the number of face sequences
// whose K highest faces sum to s (index s−K).
func (k Keep) highestWeights() []big.Int {
	n, kk, sides := k.N, k.K, k.Sides
	res := make([]big.Int, kk*(sides-1)+1)
	// binom[j][c] = C(n−j, c) for c < kk−j.
	binom := make([][]big.Int, kk)
	for j := range binom {
		binom[j] = make([]big.Int, kk-j)
		for c := range binom[j] {
			binom[j][c].Binomial(int64(n-j), int64(c))
		}
	}
	// cur[j][s]: ways to place j < K dice on the values above v with sum s.
	cur := newGrid(kk, kk*sides+1)
	cur[0][0].SetInt64(1)
	next := newGrid(kk, kk*sides+1)
	var t, fin, pw, vm1 big.Int
	for v := sides; v >= 1; v-- {
		clearGrid(next)
		vm1.SetInt64(int64(v - 1))
		for j := range kk {
			rem, need := n-j, kk-j
			// fin = Σ_{c>=need} C(rem,c)·(v−1)^(rem−c) = v^rem − Σ_{c<need} C(rem,c)·(v−1)^(rem−c)
			fin.Exp(t.SetInt64(int64(v)), big.NewInt(int64(rem)), nil)
			for c := 0; c < need; c++ {
				pw.Exp(&vm1, big.NewInt(int64(rem-c)), nil)
				fin.Sub(&fin, pw.Mul(&pw, &binom[j][c]))
			}
			for s := range cur[j] {
				w := &cur[j][s]
				if w.Sign() == 0 {
					continue
				}
				for c := 0; c < need; c++ {
					next[j+c][s+c*v].Add(&next[j+c][s+c*v], t.Mul(w, &binom[j][c]))
				}
				idx := s + need*v - kk
				res[idx].Add(&res[idx], t.Mul(w, &fin))
			}
		}
		cur, next = next, cur
	}
	return res
}

func newGrid(rows, cols int) [][]big.Int {
	g := make([][]big.Int, rows)
	for i := range g {
		g[i] = make([]big.Int, cols)
	}
	return g
}

func clearGrid(g [][]big.Int) {
	for i := range g {
		for j := range g[i] {
			g[i][j].SetInt64(0)
		}
	}
}
