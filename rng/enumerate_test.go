package rng_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/broadside/broadside/rng"
)

func TestEnumerate(t *testing.T) {
	tests := []struct {
		name  string
		limit int
		run   func(src rng.Source) int
		want  map[int]*big.Rat
		cut   *big.Rat
	}{
		{
			name: "one d4",
			run:  func(src rng.Source) int { return src.Roll(4, "d4") },
			want: map[int]*big.Rat{1: big.NewRat(1, 4), 2: big.NewRat(1, 4), 3: big.NewRat(1, 4), 4: big.NewRat(1, 4)},
			cut:  new(big.Rat),
		},
		{
			name: "2d2 sum",
			run:  func(src rng.Source) int { return src.Roll(2, "a") + src.Roll(2, "b") },
			want: map[int]*big.Rat{2: big.NewRat(1, 4), 3: big.NewRat(1, 2), 4: big.NewRat(1, 4)},
			cut:  new(big.Rat),
		},
		{
			name: "a d2 decides the next die",
			run: func(src rng.Source) int {
				if src.Roll(2, "which") == 1 {
					return 0
				}
				return src.Roll(3, "d3")
			},
			want: map[int]*big.Rat{0: big.NewRat(1, 2), 1: big.NewRat(1, 6), 2: big.NewRat(1, 6), 3: big.NewRat(1, 6)},
			cut:  new(big.Rat),
		},
		{
			name:  "exploding d2 cut at three dice",
			limit: 3,
			run: func(src rng.Source) int {
				total := 0
				for {
					f := src.Roll(2, "d2!")
					total += f
					if f < 2 {
						return total
					}
				}
			},
			want: map[int]*big.Rat{1: big.NewRat(1, 2), 3: big.NewRat(1, 4), 5: big.NewRat(1, 8)},
			cut:  big.NewRat(1, 8),
		},
		{
			name: "weighted choice skips zero weights",
			run: func(src rng.Source) int {
				return src.(*rng.Enumerator).Choose(1, 0, 3)
			},
			want: map[int]*big.Rat{0: big.NewRat(1, 4), 2: big.NewRat(3, 4)},
			cut:  new(big.Rat),
		},
		{
			name: "weighted choice then a die",
			run: func(src rng.Source) int {
				return 10*src.(*rng.Enumerator).Choose(0, 2, 1) + src.Roll(2, "d2")
			},
			want: map[int]*big.Rat{11: big.NewRat(1, 3), 12: big.NewRat(1, 3), 21: big.NewRat(1, 6), 22: big.NewRat(1, 6)},
			cut:  new(big.Rat),
		},
		{
			// Weights past 64 bits in all: the sums fall back to big.Rat.
			name: "weights whose product and sum overflow 64 bits",
			run: func(src rng.Source) int {
				e := src.(*rng.Enumerator)
				const w = math.MaxInt64
				return 10*e.Choose(w, w, w) + e.Choose(1<<40, 1<<41)
			},
			want: map[int]*big.Rat{0: big.NewRat(1, 9), 1: big.NewRat(2, 9), 10: big.NewRat(1, 9), 11: big.NewRat(2, 9), 20: big.NewRat(1, 9), 21: big.NewRat(2, 9)},
			cut:  new(big.Rat),
		},
		{
			// A denominator of 2^40 * (2^40 + 1) overflows; 2^40 alone does not.
			name: "a run past 64 bits beside runs within them",
			run: func(src rng.Source) int {
				e := src.(*rng.Enumerator)
				if e.Choose(1<<39, 1<<39) == 0 {
					return 0
				}
				return 1 + e.Choose(1<<40, 1)
			},
			want: map[int]*big.Rat{0: big.NewRat(1, 2), 1: big.NewRat(1<<40, 2*(1<<40+1)), 2: big.NewRat(1, 2*(1<<40+1))},
			cut:  new(big.Rat),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, cut := rng.Enumerate(tt.limit, tt.run)
			if len(got) != len(tt.want) {
				t.Errorf("got %d outcomes %v, want %d", len(got), got, len(tt.want))
			}
			sum := new(big.Rat).Set(cut)
			for v, p := range tt.want {
				if got[v] == nil || got[v].Cmp(p) != 0 {
					t.Errorf("P(%d) = %v, want %v", v, got[v], p)
				}
			}
			for _, p := range got {
				sum.Add(sum, p)
			}
			if cut.Cmp(tt.cut) != 0 {
				t.Errorf("cut %v, want %v", cut, tt.cut)
			}
			if sum.Cmp(big.NewRat(1, 1)) != 0 {
				t.Errorf("probabilities sum to %v, want 1", sum)
			}
		})
	}
}

func TestEnumeratorRuns(t *testing.T) {
	var e rng.Enumerator
	var seen [][2]int
	for e.Next() {
		a := e.Roll(2, "a")
		b := 0
		if a == 2 {
			b = e.Roll(2, "b")
		}
		seen = append(seen, [2]int{a, b})
		if e.Used() != 1+min(b, 1) {
			t.Errorf("run %v used %d draws", seen[len(seen)-1], e.Used())
		}
	}
	want := [][2]int{{1, 0}, {2, 1}, {2, 2}}
	if len(seen) != len(want) {
		t.Fatalf("runs %v, want %v", seen, want)
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Errorf("run %d is %v, want %v", i, seen[i], want[i])
		}
	}
	if e.Next() {
		t.Error("Next after the last run reported another")
	}
}

func TestEnumeratorPanics(t *testing.T) {
	tests := []struct {
		name string
		f    func(e *rng.Enumerator)
	}{
		{"zero sides", func(e *rng.Enumerator) { e.Roll(0, "none") }},
		{"negative weight", func(e *rng.Enumerator) { e.Choose(1, -1) }},
		{"no positive weight", func(e *rng.Enumerator) { e.Choose(0, 0) }},
		{"impure run", func(e *rng.Enumerator) {
			e.Roll(2, "a d2")
			e.Next()
			e.Roll(3, "then a d3 in its place")
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			var e rng.Enumerator
			e.Next()
			tt.f(&e)
		})
	}
}

func BenchmarkEnumerate(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		rng.Enumerate(0, func(src rng.Source) int {
			return src.Roll(6, "a") + src.Roll(6, "b") + src.Roll(6, "c")
		})
	}
}
