package dice

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/broadside/broadside/rng"
)

func mustParse(t testing.TB, text string) Expr {
	t.Helper()
	e, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func TestExprRollExplains(t *testing.T) {
	tests := []struct {
		text  string
		faces []int
		want  string
	}{
		{"3d6", []int{4, 6, 2}, "3d6: 4 6 2 = 12"},
		{"2d6+1d4-1", []int{3, 5, 2}, "2d6: 3 5 + d4: 2 - 1 = 9"},
		{"8d6>=5", []int{5, 1, 6, 4, 2, 6, 3, 3}, "8d6>=5: 5(1) 1(0) 6(1) 4(0) 2(0) 6(1) 3(0) 3(0) = 3"},
		{"4d6kh3", []int{4, 1, 6, 5}, "4d6kh3: 4 1 6 5, dropped 1 = 15"},
		{"4d6kl1+d8", []int{4, 1, 6, 5, 7}, "4d6kl1: 4 1 6 5, dropped 4 6 5 + d8: 7 = 8"},
		{"-d4+3", []int{2}, "-d4: 2 + 3 = 1"},
		{"5", nil, "5 = 5"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			e := mustParse(t, tt.text)
			src := rng.NewScript(tt.faces)
			r := e.Roll(src)
			if err := src.Err(); err != nil {
				t.Fatal(err)
			}
			if got := r.String(); got != tt.want {
				t.Errorf("Roll() = %q, want %q", got, tt.want)
			}
			if got := e.Score(rng.NewScript(tt.faces)); got != r.Score {
				t.Errorf("Score() = %d, Roll().Score = %d", got, r.Score)
			}
		})
	}
}

func TestExprScriptNeeds(t *testing.T) {
	src := rng.NewScript([]int{3})
	mustParse(t, "2d6+4d6kh3").Roll(src)
	want := "rng: need at least 5 more dice: 1d6 for 2d6, 4d6 for 4d6kh3"
	if err := src.Err(); !errors.Is(err, rng.ErrNeedDice) || err.Error() != want {
		t.Errorf("Err() = %v, want %q", err, want)
	}
}

func TestExprScoreAgreesWithRoll(t *testing.T) {
	e := mustParse(t, "2d6+1d4-1+4d6kh3-8d6>=5+3d100kl2")
	for seed := range rng.Seed(200) {
		fast, general, rolled := e.Score(rng.New(seed)), e.Score(hiddenStream{rng.New(seed)}), e.Roll(rng.New(seed))
		if fast != general || fast != rolled.Score {
			t.Fatalf("seed %v: Score %d on a stream, %d on a plain source, Roll %d (%s)", seed, fast, general, rolled.Score, rolled)
		}
	}
}

// bruteExpr scores e on every sequence of faces and counts the values.
func bruteExpr(e Expr) (map[int]int64, int64) {
	var sides []int
	for _, p := range e.Parts {
		for range p.Dice {
			sides = append(sides, p.Sides)
		}
	}
	counts := map[int]int64{}
	faces := make([]int, len(sides))
	var total int64
	var walk func(i int)
	walk = func(i int) {
		if i == len(sides) {
			counts[e.Score(rng.NewScript(faces))]++
			total++
			return
		}
		for f := 1; f <= sides[i]; f++ {
			faces[i] = f
			walk(i + 1)
		}
	}
	walk(0)
	return counts, total
}

func TestExprDistMatchesBruteForce(t *testing.T) {
	for _, text := range []string{"3d6", "2d6+1", "2d6+d4-1", "d6-d6", "-d4-2", "8d2>=2", "3d6kh2-d4", "d6+3d4kl1-2d3>=2", "7", "2d6+d4+2d6>=4-d8"} {
		t.Run(text, func(t *testing.T) {
			e := mustParse(t, text)
			d, err := e.Dist()
			if err != nil {
				t.Fatal(err)
			}
			counts, total := bruteExpr(e)
			if d.Tail().Sign() != 0 {
				t.Errorf("tail %s", d.Tail().RatString())
			}
			for v := d.Lo() - 1; v <= d.Hi()+1; v++ {
				want := big.NewRat(counts[v], total)
				if got := d.P(v); got.Cmp(want) != 0 {
					t.Errorf("P(%d) = %s, brute force %s", v, got.RatString(), want.RatString())
				}
			}
		})
	}
}

func TestExprDistKnownValues(t *testing.T) {
	tests := []struct {
		text  string
		value int
		want  *big.Rat
	}{
		{"10d6", 35, ratOf(7631, 104976)},
		{"100d6", 350, new(big.Rat).SetFrac(mustInt("15237092858379903128111407924086725562812976591205826140530848189030092709496"), new(big.Int).Exp(big.NewInt(6), big.NewInt(100), nil))},
		{"8d6>=5", 8, ratOf(1, 6561)},
		{"4d6kh3", 18, ratOf(21, 1296)},
		{"d20-d20", 0, ratOf(1, 20)},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			d, err := mustParse(t, tt.text).Dist()
			if err != nil {
				t.Fatal(err)
			}
			if got := d.P(tt.value); got.Cmp(tt.want) != 0 {
				t.Errorf("P(%d) = %s, want %s", tt.value, got.RatString(), tt.want.RatString())
			}
		})
	}
}

func mustInt(s string) *big.Int {
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic(s)
	}
	return n
}

func TestExprDistTooLarge(t *testing.T) {
	tests := []struct {
		text  string
		large bool
	}{
		{"1000d6", false},
		{"1000d6-1000d6", false},
		{"100d1000", false},
		{"30d6kh15", false},
		{"10000d6", true},
		{"10000d1000", true},
		{"5000d6kh2500", true},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			e := mustParse(t, tt.text)
			if mb, ok := e.exactCost(); ok == tt.large {
				t.Fatalf("exactCost() = %d MB, %v; want too large %v", mb, ok, tt.large)
			}
			if !tt.large {
				return
			}
			_, err := e.Dist()
			if !errors.Is(err, ErrTooLarge) {
				t.Errorf("Dist() error %v, want ErrTooLarge", err)
			}
		})
	}
	if _, err := (Expr{Parts: []Part{{Kind: KindSum, Dice: 1}}}).Dist(); err == nil {
		t.Error("Dist of an invalid expression gave no error")
	}
}

func TestExprMonteCarlo(t *testing.T) {
	for _, text := range []string{"2d6+1d4-1", "8d6>=5", "4d6kh3+d8", "d20-d20"} {
		t.Run(text, func(t *testing.T) {
			e := mustParse(t, text)
			d, err := e.Dist()
			if err != nil {
				t.Fatal(err)
			}
			checkMonteCarlo(t, d, 100_000, 0xe4e4, e.Score)
		})
	}
}

func TestExprScoreAllocs(t *testing.T) {
	e := mustParse(t, "2d6+1d4-1+4d6kh3-8d6>=5")
	src := rng.New(1)
	if n := testing.AllocsPerRun(100, func() { e.Score(src) }); n != 0 {
		t.Errorf("Score allocates %v times per call on a stream", n)
	}
}

// TestDistContext checks that the exact odds of an expression return the
// context's error, and no distribution, once it is done.
func TestDistContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, text := range []string{"1000d6", "4d6kh3+2d8", "3d6"} {
		if _, err := mustParse(t, text).DistContext(ctx); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: err = %v, want context.Canceled", text, err)
		}
	}
	d, err := mustParse(t, "4d6kh3+2d8").DistContext(context.Background())
	if want, _ := mustParse(t, "4d6kh3+2d8").Dist(); err != nil || !d.Equal(want) {
		t.Errorf("with a live context: %v, %v; want Dist's answer", d, err)
	}
}
