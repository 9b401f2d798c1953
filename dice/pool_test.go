package dice

import (
	"errors"
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/google/go-cmp/cmp"
)

// hiddenStream hides a stream behind the Source interface, so that Score
// takes its general path.
type hiddenStream struct{ st *rng.Stream }

func (p hiddenStream) Roll(sides int, purpose string) int { return p.st.Roll(sides, purpose) }

func TestPoolRollExplains(t *testing.T) {
	tests := []struct {
		name  string
		pool  Pool
		faces []int
		want  string
	}{
		{
			"B1 and PDS re-roll round by round",
			Pool{{b1Die, 3}, {pdsDie, 2}},
			[]int{6, 5, 1, 6, 2, 6, 4, 6, 1},
			"3 B1: 6!6!2(2) 5(1) 1(0) + 2 PDS: 6!6!1(4) 4(1) = 8",
		},
		{
			"screened beam re-rolls with the plain die",
			Pool{{screened(2), 2}},
			[]int{6, 4, 6, 3},
			"2 beam vs screen 2: 6!6!3(3) 4(0) = 3",
		},
		{
			"plain dice show faces only",
			Pool{{Plain(6), 3}, {Plain(8), 1}},
			[]int{4, 6, 2, 8},
			"3d6: 4 6 2 + 1d8: 8 = 20",
		},
		{
			"successes",
			Pool{{Success(6, 5), 4}},
			[]int{5, 1, 6, 4},
			"4d6>=5: 5(1) 1(0) 6(1) 4(0) = 2",
		},
		{
			"chained die into another die",
			Pool{{chainDie(), 2}},
			[]int{6, 1, 6, 5},
			"2 chain: 6!6!5(3) 1(-1) = 2",
		},
		{"empty pool", nil, nil, "0 = 0"},
		{"terms of no dice are left out", Pool{{pdsDie, 0}, {Plain(4), 1}}, []int{3}, "1d4: 3 = 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := rng.NewScript(tt.faces)
			r := tt.pool.Roll(src)
			if err := src.Err(); err != nil {
				t.Fatalf("script: %v", err)
			}
			if got := r.String(); got != tt.want {
				t.Errorf("Roll() explains\n%s\nwant\n%s", got, tt.want)
			}
			if unused := src.Unused(); len(unused) > 0 {
				t.Errorf("unused dice %v", unused)
			}
			if got := tt.pool.Score(rng.NewScript(tt.faces)); got != r.Score {
				t.Errorf("Score() = %d, Roll().Score = %d", got, r.Score)
			}
		})
	}
}

func TestPoolRollRecord(t *testing.T) {
	r := Pool{{pdsDie, 2}}.Roll(rng.NewScript([]int{6, 2, 4}))
	want := Rolled{Score: 3, Groups: []Group{{
		Label: "2 PDS", Scored: true, Score: 3,
		Dice: []RolledDie{
			{Score: 3, Throws: []Throw{{Die: "PDS", Face: 6, Score: 2, Reroll: true}, {Die: "PDS", Face: 4, Score: 1}}},
			{Score: 0, Throws: []Throw{{Die: "PDS", Face: 2}}},
		},
	}}}
	if diff := cmp.Diff(want, r); diff != "" {
		t.Errorf("Roll() mismatch (-want +got):\n%s", diff)
	}
}

func TestPoolScoreAgreesWithRoll(t *testing.T) {
	pools := []struct {
		name string
		pool Pool
	}{
		{"6 B1 + 4 PDS", Pool{{b1Die, 6}, {pdsDie, 4}}},
		{"mixed sizes and chains", Pool{{d4Explode, 3}, {chainDie(), 2}, {Plain(10), 2}, {screened(1), 2}}},
	}
	for _, tt := range pools {
		t.Run(tt.name, func(t *testing.T) {
			for seed := range rng.Seed(300) {
				fast := tt.pool.Score(rng.New(seed))
				general := tt.pool.Score(hiddenStream{rng.New(seed)})
				rolled := tt.pool.Roll(rng.New(seed))
				if fast != general || fast != rolled.Score {
					t.Fatalf("seed %v: Score on a stream %d, on a plain source %d, Roll %d (%s)", seed, fast, general, rolled.Score, rolled)
				}
			}
		})
	}
}

func TestPoolScriptRunsOut(t *testing.T) {
	// A die whose 1 re-rolls: a script that ran out answers 1 forever, and
	// the pool must still stop and say what it needs.
	ones := Die{Name: "ones", Sides: 2, Faces: []Face{{Score: 1, Reroll: true}, {}}}
	tests := []struct {
		name  string
		pool  Pool
		faces []int
		want  string
	}{
		{"PDS re-roll missing", Pool{{pdsDie, 2}}, []int{6, 3}, "1d6 for PDS re-roll"},
		{"initial dice missing", Pool{{b1Die, 3}}, []int{2}, "2d6 for B1"},
		{"face 1 re-rolls", Pool{{ones, 1}}, nil, "1d2 for ones"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, roll := range []func(rng.Source) int{tt.pool.Score, func(s rng.Source) int { return tt.pool.Roll(s).Score }} {
				src := rng.NewScript(tt.faces)
				roll(src)
				err := src.Err()
				if !errors.Is(err, rng.ErrNeedDice) || !strings.Contains(err.Error(), tt.want) {
					t.Errorf("Err() = %v, want a need for %q", err, tt.want)
				}
			}
		})
	}
}

func TestPoolScoreAllocs(t *testing.T) {
	pool := Pool{{b1Die, 6}, {pdsDie, 4}, {d4Explode, 2}}
	src := rng.New(1)
	if n := testing.AllocsPerRun(100, func() { pool.Score(src) }); n != 0 {
		t.Errorf("Score allocates %v times per call on a stream", n)
	}
}

func TestPoolValidateAndString(t *testing.T) {
	tests := []struct {
		name    string
		pool    Pool
		str     string
		wantErr string
	}{
		{"ruleset dice", Pool{{b1Die, 6}, {pdsDie, 4}}, "6 B1 + 4 PDS", ""},
		{"notation-like names", Pool{{Plain(6), 3}, {Success(6, 5), 8}}, "3d6 + 8d6>=5", ""},
		{"empty", Pool{}, "0", ""},
		{"negative count", Pool{{pdsDie, -2}}, "-2 PDS", "term 1 has -2 dice"},
		{"invalid die", Pool{{pdsDie, 1}, {Die{Name: "bad"}, 1}}, "1 PDS + 1 bad", `term 2: dice: invalid die: "bad" has 0 sides`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.pool.String(); got != tt.str {
				t.Errorf("String() = %q, want %q", got, tt.str)
			}
			err := tt.pool.Validate()
			if (err == nil) != (tt.wantErr == "") || (err != nil && !strings.Contains(err.Error(), tt.wantErr)) {
				t.Errorf("Validate() = %v, want %q", err, tt.wantErr)
			}
		})
	}
}
