package dice

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
)

// setsPlainSource hides a stream behind the Source interface, to exercise the
// path that does not know the concrete type.
type setsPlainSource struct{ s *rng.Stream }

func (p setsPlainSource) Roll(sides int, purpose string) int { return p.s.Roll(sides, purpose) }

func TestRollCodeScoreAgree(t *testing.T) {
	for _, s := range []Sets{{Dice: 6}, {Dice: 11}, {Dice: 5, Sides: 8}, {Dice: 0}} {
		for seed := rng.Seed(1); seed <= 50; seed++ {
			roll := s.Roll(rng.New(seed))
			code := s.Code(rng.New(seed))
			plain := s.Code(setsPlainSource{rng.New(seed)})
			score := s.Score(rng.New(seed))
			if rc, _ := roll.Result.Code(); rc != code || plain != code || score != int(code) {
				t.Fatalf("%+v seed %v: Roll %v, Code %v, Code via interface %v, Score %d", s, seed, roll.Result, code, plain, score)
			}
			if len(roll.Faces) != s.Dice || !slices.Equal(roll.Result, Read(roll.Faces)) {
				t.Fatalf("%+v seed %v: faces %v read as %v", s, seed, roll.Faces, roll.Result)
			}
		}
	}
}

func TestRollScripted(t *testing.T) {
	tests := []struct {
		name  string
		s     Sets
		faces []int
		want  string
	}{
		{"issue example", Sets{Dice: 5}, []int{3, 2, 3, 2, 3}, "5d6 rolled 3,2,3,2,3: two 2s make D2, three 3s make T3 -> [D2,T3]"},
		{"no match", Sets{Dice: 3}, []int{1, 4, 6}, "3d6 rolled 1,4,6: no two dice match -> [N]"},
		{"five of a kind", Sets{Dice: 6}, []int{4, 4, 4, 1, 4, 4}, "6d6 rolled 4,4,4,1,4,4: five 4s make Q4 -> [Q4]"},
		{"no dice", Sets{}, nil, "0d6 rolled no dice: no two dice match -> [N]"},
		{"d8 pool", Sets{Dice: 2, Sides: 8}, []int{8, 8}, "2d8 rolled 8,8: two 8s make D8 -> [D8]"},
		{"many of a kind", Sets{Dice: 12, Sides: 1}, slices.Repeat([]int{1}, 12), "12d1 rolled 1,1,1,1,1,1,1,1,1,1,1,1: 12 1s make Q1 -> [Q1]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			script := rng.NewScript(tt.faces)
			roll := tt.s.Roll(script)
			if err := script.Err(); err != nil {
				t.Fatal(err)
			}
			if got := roll.String(); got != tt.want {
				t.Errorf("String() = %q\nwant       %q", got, tt.want)
			}
			if code := tt.s.Code(rng.NewScript(tt.faces)); code.String() != roll.Result.String() {
				t.Errorf("Code reads %v, Roll reads %v", code, roll.Result)
			}
		})
	}
}

func TestRollScriptRunsOut(t *testing.T) {
	script := rng.NewScript([]int{2, 2})
	Sets{Dice: 5}.Roll(script)
	err := script.Err()
	if !errors.Is(err, rng.ErrNeedDice) || !strings.Contains(err.Error(), "3d6 for matching sets") {
		t.Errorf("Err() = %v, want a need for 3d6 for matching sets", err)
	}
}

// setsBadSource returns a face no die of the pool has.
type setsBadSource struct{}

func (setsBadSource) Roll(int, string) int { return 7 }

func TestBadSourcePanics(t *testing.T) {
	for name, f := range map[string]func(){
		"Code": func() { Sets{Dice: 2}.Code(setsBadSource{}) },
		"Roll": func() { Sets{Dice: 2}.Roll(setsBadSource{}) },
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("a face of 7 on a d6 did not panic")
				}
			}()
			f()
		})
	}
}

func TestCodeAllocs(t *testing.T) {
	src := rng.New(5)
	plain := setsPlainSource{src}
	for name, f := range map[string]func(){
		"stream":    func() { Sets{Dice: 6}.Code(src) },
		"stream d8": func() { Sets{Dice: 6, Sides: 8}.Code(src) },
		"interface": func() { Sets{Dice: 6}.Code(plain) },
		"score":     func() { Sets{Dice: 6}.Score(src) },
	} {
		t.Run(name, func(t *testing.T) {
			if n := testing.AllocsPerRun(100, f); n != 0 {
				t.Errorf("allocates %v times per roll", n)
			}
		})
	}
}

// TestMonteCarloAgreesWithDist samples pools at fixed seeds and checks every
// result's frequency, and every best magnitude's, against the exact
// distribution within 4 standard deviations.
func TestMonteCarloAgreesWithDist(t *testing.T) {
	tests := []struct {
		s      Sets
		seed   rng.Seed
		trials int
	}{
		{Sets{Dice: 6}, 0x5e75, 200_000},
		{Sets{Dice: 20}, 0xd1ce, 100_000},
		{Sets{Dice: 4, Sides: 3}, 0xbeef, 50_000},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%dd%d", tt.s.Dice, tt.s.check()), func(t *testing.T) {
			src := rng.New(tt.seed)
			counts := map[Code]int{}
			var best [4]int
			for range tt.trials {
				c := tt.s.Code(src)
				counts[c]++
				best[c.Best()]++
			}
			dist := tt.s.Dist()
			check := func(what string, n int, p *big.Rat) {
				pf, _ := p.Float64()
				mean := pf * float64(tt.trials)
				sigma := math.Sqrt(mean * (1 - pf))
				if math.Abs(float64(n)-mean) > 4*sigma+1e-9 {
					t.Errorf("%s: %d of %d trials, expected %.1f ± %.1f", what, n, tt.trials, mean, sigma)
				}
			}
			// Results expected fewer than 20 times are checked as one group,
			// where the normal approximation holds.
			rareN, rareP := 0, new(big.Rat)
			for _, item := range dist.Items() {
				if p, _ := item.P.Float64(); p*float64(tt.trials) < 20 {
					rareN += counts[item.Value]
					rareP.Add(rareP, item.P)
				} else {
					check(item.Value.String(), counts[item.Value], item.P)
				}
				delete(counts, item.Value)
			}
			check("rare results", rareN, rareP)
			for c := range counts {
				t.Errorf("sampled %v, which Dist does not list", c)
			}
			bd := tt.s.Best()
			for m := N; m <= Q; m++ {
				check("best "+m.String(), best[m], bd.P(int(m)))
			}
		})
	}
}

func BenchmarkSetsRead6(b *testing.B) {
	src := rng.New(1)
	s := Sets{Dice: 6}
	b.ReportAllocs()
	var sink Code
	for b.Loop() {
		sink ^= s.Code(src)
	}
	_ = sink
}

func BenchmarkSetsRead6Interface(b *testing.B) {
	src := setsPlainSource{rng.New(1)}
	s := Sets{Dice: 6}
	b.ReportAllocs()
	var sink Code
	for b.Loop() {
		sink ^= s.Code(src)
	}
	_ = sink
}

func BenchmarkSetsRoll6(b *testing.B) {
	src := rng.New(1)
	s := Sets{Dice: 6}
	b.ReportAllocs()
	for b.Loop() {
		s.Roll(src)
	}
}
