package dice

import (
	"math"
	"math/big"
	"testing"

	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
)

// The test dice of issue 2, defined here as a ruleset would define them.
var (
	// beamDie is the Full Thrust beam die: 1-3 score 0, 4-5 score 1, a 6
	// scores 2 and re-rolls.
	beamDie = Die{Name: "beam", Sides: 6, Faces: []Face{{}, {}, {}, {Score: 1}, {Score: 1}, {Score: 2, Reroll: true}}}
	// pdsDie is the PDS die: 4-5 score 1, a 6 scores 2 and re-rolls.
	pdsDie = Die{Name: "PDS", Sides: 6, Faces: []Face{{}, {}, {}, {Score: 1}, {Score: 1}, {Score: 2, Reroll: true}}}
	// b1Die is the B1 die: a 5 scores 1, a 6 scores 1 and re-rolls.
	b1Die = Die{Name: "B1", Sides: 6, Faces: []Face{{}, {}, {}, {}, {Score: 1}, {Score: 1, Reroll: true}}}
)

// screened returns the beam die against a screen of the given level: level
// 1 makes a 4 score nothing; level 2 also makes a 6 score 1, still
// re-rolling; re-rolls use the plain beam die.
func screened(level int) Die {
	d := beamDie.WithScores(func(face int, f Face) Face {
		switch {
		case face == 4 && level >= 1:
			f.Score = 0
		case face == 6 && level >= 2:
			f.Score = 1
		}
		return f
	})
	d.Name = "beam vs screen " + string(rune('0'+level))
	return d
}

// chainDie re-rolls into a different die: its 6 scores nothing but calls
// for a d6 that scores 1 on 5 and 2 on a 6 that re-rolls itself, and its 1
// scores -1 (a case with a negative score and a zero-score re-roll).
func chainDie() Die {
	again := Die{Name: "follow-up", Sides: 6, Faces: []Face{{}, {}, {}, {}, {Score: 1}, {Score: 2, Reroll: true}}}
	return Die{Name: "chain", Sides: 6, Faces: []Face{{Score: -1}, {}, {}, {Score: 1}, {Score: 1}, {Reroll: true}}, Again: &again}
}

// d4Explode is a d4 that re-rolls itself on a 4, scoring face values.
var d4Explode = Die{Name: "d4!", Sides: 4, Faces: []Face{{Score: 1}, {Score: 2}, {Score: 3}, {Score: 4, Reroll: true}}}

// facePath is one sequence of faces of one die and its re-rolls.
type facePath struct {
	score    int
	p        *big.Rat
	resolved bool // false when the sequence was cut short at the depth limit
}

// diePaths enumerates every face sequence of d with at most depth throws.
func diePaths(d *Die, depth int) []facePath {
	var out []facePath
	var walk func(cur *Die, score int, p *big.Rat, left int)
	walk = func(cur *Die, score int, p *big.Rat, left int) {
		q := new(big.Rat).Mul(p, big.NewRat(1, int64(cur.Sides)))
		for _, f := range cur.Faces {
			s := score + f.Score
			switch {
			case !f.Reroll:
				out = append(out, facePath{score: s, p: q, resolved: true})
			case left == 1:
				out = append(out, facePath{score: s, p: q})
			default:
				next := cur
				if cur.Again != nil {
					next = cur.Again
				}
				walk(next, s, q, left-1)
			}
		}
	}
	walk(d, 0, big.NewRat(1, 1), depth)
	return out
}

// brutePool enumerates every combination of face sequences of the pool's
// dice (each die cut at depth throws) and returns the probability of each
// score among the fully resolved ones, and the mass cut short.
func brutePool(p Pool, depth int) (map[int]*big.Rat, *big.Rat) {
	var dice [][]facePath
	for i := range p {
		paths := diePaths(&p[i].Die, depth)
		for range p[i].Count {
			dice = append(dice, paths)
		}
	}
	got := map[int]*big.Rat{}
	cut := new(big.Rat)
	var walk func(i, score int, pr *big.Rat, resolved bool)
	walk = func(i, score int, pr *big.Rat, resolved bool) {
		if i == len(dice) {
			if !resolved {
				cut.Add(cut, pr)
				return
			}
			if got[score] == nil {
				got[score] = new(big.Rat)
			}
			got[score].Add(got[score], pr)
			return
		}
		for _, pa := range dice[i] {
			walk(i+1, score+pa.score, new(big.Rat).Mul(pr, pa.p), resolved && pa.resolved)
		}
	}
	walk(0, 0, big.NewRat(1, 1), true)
	return got, cut
}

// checkMonteCarlo rolls score n times from a fixed seed and checks every
// value's frequency against d within 4 standard deviations (plus 1/n for
// values so rare that a single hit would exceed it).
func checkMonteCarlo(t *testing.T, d prob.Dist, n int, seed rng.Seed, score func(rng.Source) int) {
	t.Helper()
	src := rng.New(seed)
	counts := map[int]int{}
	for range n {
		counts[score(src)]++
	}
	for v := d.Lo(); v <= d.Hi(); v++ {
		p := d.Prob(v)
		f := float64(counts[v]) / float64(n)
		sigma := math.Sqrt(p * (1 - p) / float64(n))
		if math.Abs(f-p) > 4*sigma+1/float64(n) {
			t.Errorf("P(%d): sampled %.6f from %d rolls, exact %.6f (%.1f sigma)", v, f, n, p, math.Abs(f-p)/sigma)
		}
		delete(counts, v)
	}
	for v, c := range counts {
		if c > 1 && float64(c)/float64(n) > 4*math.Sqrt(d.TailFloat()/float64(n))+d.TailFloat()+1/float64(n) {
			t.Errorf("value %d outside the listed range came up %d times; tail is %g", v, c, d.TailFloat())
		}
	}
}

// ratOf returns a/b.
func ratOf(a, b int64) *big.Rat { return big.NewRat(a, b) }
