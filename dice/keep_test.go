package dice

import (
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
)

// bruteKeep counts, over every sequence of faces, the sum of the kept ones.
func bruteKeep(k Keep) map[int]int64 {
	counts := map[int]int64{}
	faces := make([]int, k.N)
	var walk func(i int)
	walk = func(i int) {
		if i == k.N {
			s := slices.Clone(faces)
			slices.Sort(s)
			if !k.Lowest {
				slices.Reverse(s)
			}
			sum := 0
			for _, f := range s[:k.K] {
				sum += f
			}
			counts[sum]++
			return
		}
		for f := 1; f <= k.Sides; f++ {
			faces[i] = f
			walk(i + 1)
		}
	}
	walk(0)
	return counts
}

func TestKeepDistMatchesBruteForce(t *testing.T) {
	var tests []Keep
	for n := 1; n <= 5; n++ {
		for _, sides := range []int{1, 2, 3, 6} {
			for k := 0; k <= n; k++ {
				tests = append(tests, Keep{N: n, Sides: sides, K: k}, Keep{N: n, Sides: sides, K: k, Lowest: true})
			}
		}
	}
	tests = append(tests, Keep{N: 3, Sides: 20, K: 2}, Keep{N: 4, Sides: 10, K: 1, Lowest: true})
	for _, k := range tests {
		t.Run(k.String(), func(t *testing.T) {
			d := k.Dist()
			counts := bruteKeep(k)
			total := new(big.Int).Exp(big.NewInt(int64(k.Sides)), big.NewInt(int64(k.N)), nil)
			if d.Tail().Sign() != 0 {
				t.Errorf("tail %s", d.Tail().RatString())
			}
			for v := d.Lo() - 1; v <= d.Hi()+1; v++ {
				want := new(big.Rat).SetFrac(big.NewInt(counts[v]), total)
				if got := d.P(v); got.Cmp(want) != 0 {
					t.Errorf("P(%d) = %s, brute force %s", v, got.RatString(), want.RatString())
				}
			}
		})
	}
}

func TestKeepKnownValues(t *testing.T) {
	tests := []struct {
		name  string
		keep  Keep
		value int
		want  *big.Rat
	}{
		{"4d6kh3 rolls 18", Keep{N: 4, Sides: 6, K: 3}, 18, ratOf(21, 1296)},
		{"4d6kh3 rolls 3", Keep{N: 4, Sides: 6, K: 3}, 3, ratOf(1, 1296)},
		{"2d20kh1 rolls 20", Keep{N: 2, Sides: 20, K: 1}, 20, ratOf(39, 400)},
		{"2d20kl1 rolls 1", Keep{N: 2, Sides: 20, K: 1, Lowest: true}, 1, ratOf(39, 400)},
		{"100d6kh1 is almost surely 6", Keep{N: 100, Sides: 6, K: 1}, 5, new(big.Rat).Sub(ratPow(ratOf(5, 6), 100), ratPow(ratOf(4, 6), 100))},
		{"zero value", Keep{}, 0, ratOf(1, 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.keep.Dist().P(tt.value); got.Cmp(tt.want) != 0 {
				t.Errorf("P(%d) = %s, want %s", tt.value, got.RatString(), tt.want.RatString())
			}
		})
	}
}

func TestKeepRoll(t *testing.T) {
	tests := []struct {
		name  string
		keep  Keep
		faces []int
		want  string
	}{
		{"keep highest", Keep{N: 4, Sides: 6, K: 3}, []int{4, 1, 6, 5}, "4d6kh3: 4 1 6 5, dropped 1 = 15"},
		{"keep lowest", Keep{N: 4, Sides: 6, K: 1, Lowest: true}, []int{4, 1, 6, 5}, "4d6kl1: 4 1 6 5, dropped 4 6 5 = 1"},
		{"ties keep the earlier die", Keep{N: 3, Sides: 6, K: 1}, []int{5, 5, 2}, "3d6kh1: 5 5 2, dropped 5 2 = 5"},
		{"keep all", Keep{N: 2, Sides: 8, K: 2}, []int{3, 8}, "2d8kh2: 3 8 = 11"},
		{"keep none", Keep{N: 2, Sides: 8, K: 0}, []int{3, 8}, "2d8kh0: 3 8, dropped 3 8 = 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := rng.NewScript(tt.faces)
			r := tt.keep.Roll(src)
			if err := src.Err(); err != nil {
				t.Fatal(err)
			}
			if got := r.String(); got != tt.want {
				t.Errorf("Roll() = %q, want %q", got, tt.want)
			}
			if got := tt.keep.Score(rng.NewScript(tt.faces)); got != r.Score {
				t.Errorf("Score() = %d, Roll().Score = %d", got, r.Score)
			}
		})
	}
}

func TestKeepScoreAgreesWithRoll(t *testing.T) {
	for _, k := range []Keep{{N: 4, Sides: 6, K: 3}, {N: 10, Sides: 100, K: 4, Lowest: true}, {N: 7, Sides: 1000, K: 7}} {
		t.Run(k.String(), func(t *testing.T) {
			for seed := range rng.Seed(200) {
				fast, general, rolled := k.Score(rng.New(seed)), k.Score(hiddenStream{rng.New(seed)}), k.Roll(rng.New(seed)).Score
				if fast != general || fast != rolled {
					t.Fatalf("seed %v: Score %d on a stream, %d on a plain source, Roll %d", seed, fast, general, rolled)
				}
			}
		})
	}
}

func TestKeepMonteCarlo(t *testing.T) {
	for _, k := range []Keep{{N: 4, Sides: 6, K: 3}, {N: 3, Sides: 20, K: 1, Lowest: true}} {
		t.Run(k.String(), func(t *testing.T) {
			checkMonteCarlo(t, k.Dist(), 100_000, 0x4eeb, k.Score)
		})
	}
}

func TestKeepValidate(t *testing.T) {
	tests := []struct {
		name string
		keep Keep
		want string
	}{
		{"4d6kh3", Keep{N: 4, Sides: 6, K: 3}, ""},
		{"no dice", Keep{}, ""},
		{"negative count", Keep{N: -1}, "keep of -1 dice"},
		{"keeps too many", Keep{N: 2, Sides: 6, K: 3}, "keep 3 of 2 dice"},
		{"no sides", Keep{N: 2, K: 1}, "keep on d0"},
		{"too many sides", Keep{N: 2, Sides: MaxKeepSides + 1, K: 1}, "keep on d1001"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.keep.Validate()
			if (err == nil) != (tt.want == "") || (err != nil && !strings.Contains(err.Error(), tt.want)) {
				t.Errorf("Validate() = %v, want %q", err, tt.want)
			}
		})
	}
	defer func() {
		if recover() == nil {
			t.Error("Score of an invalid Keep did not panic")
		}
	}()
	Keep{N: 1, Sides: 6, K: 2}.Score(rng.New(1))
}

func TestKeepScoreAllocs(t *testing.T) {
	src := rng.New(1)
	for _, k := range []Keep{{N: 4, Sides: 6, K: 3}, {N: 4, Sides: 100, K: 3}} {
		if n := testing.AllocsPerRun(100, func() { k.Score(src) }); n != 0 {
			t.Errorf("%v: Score allocates %v times per call", k, n)
		}
	}
}
