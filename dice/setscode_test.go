package dice

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
)

// setsEachSequence calls fn with every sequence of n faces from 1 to sides; fn
// must not keep the slice.
func setsEachSequence(n, sides int, fn func(faces []int)) {
	faces := make([]int, n)
	for i := range faces {
		faces[i] = 1
	}
	for {
		fn(faces)
		i := n - 1
		for i >= 0 && faces[i] == sides {
			faces[i] = 1
			i--
		}
		if i < 0 {
			return
		}
		faces[i]++
	}
}

func TestReadCodeAgreesWithRead(t *testing.T) {
	for n := 0; n <= 5; n++ {
		setsEachSequence(n, 7, func(faces []int) {
			r := Read(faces)
			c := ReadCode(faces)
			rc, err := r.Code()
			if err != nil || rc != c {
				t.Fatalf("%v: Read gives %v (code %d, %v), ReadCode gives %d", faces, r, rc, err, c)
			}
			if back := c.Result(); !slices.Equal(back, r) {
				t.Fatalf("%v: code %d decodes to %v, want %v", faces, c, back, r)
			}
			if c.String() != r.String() {
				t.Fatalf("%v: code prints %s, result %s", faces, c, r)
			}
		})
	}
	// Longer pools on the largest die, at a fixed seed.
	src := rng.New(11)
	faces := make([]int, 40)
	for range 2000 {
		for i := range faces {
			faces[i] = src.Roll(MaxSetSides, "test")
		}
		if rc, _ := Read(faces).Code(); rc != ReadCode(faces) {
			t.Fatalf("%v: Read and ReadCode disagree", faces)
		}
	}
}

func TestCodeQueries(t *testing.T) {
	tests := []struct {
		text         string
		len, d, t, q int
		best         Magnitude
		mag2, mag16  Magnitude
	}{
		{"[N]", 0, 0, 0, 0, N, N, N},
		{"[D2]", 1, 1, 0, 0, D, D, N},
		{"[D2,T3]", 2, 1, 1, 0, T, D, N},
		{"[D1,T2,Q3,D16]", 4, 2, 1, 1, Q, T, D},
		{"[Q16]", 1, 0, 0, 1, Q, N, Q},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			r, err := ParseResult(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			c, err := r.Code()
			if err != nil {
				t.Fatal(err)
			}
			if got := [4]int{c.Len(), c.Count(D), c.Count(T), c.Count(Q)}; got != [4]int{tt.len, tt.d, tt.t, tt.q} {
				t.Errorf("Len, Count(D), Count(T), Count(Q) = %v", got)
			}
			if c.Count(N) != 0 {
				t.Errorf("Count(N) = %d, want 0", c.Count(N))
			}
			if c.Best() != tt.best || r.Best() != tt.best {
				t.Errorf("Best() = %v (result %v), want %v", c.Best(), r.Best(), tt.best)
			}
			if c.Mag(2) != tt.mag2 || c.Mag(16) != tt.mag16 || c.Mag(0) != N || c.Mag(17) != N {
				t.Errorf("Mag(2), Mag(16) = %v, %v", c.Mag(2), c.Mag(16))
			}
			if c.String() != tt.text {
				t.Errorf("String() = %q, want %q", c, tt.text)
			}
		})
	}
}

func TestResultCodeErrors(t *testing.T) {
	tests := []struct {
		name string
		r    Result
		want string
	}{
		{"set of magnitude N", Result{{N, 2}}, "magnitude N"},
		{"face zero", Result{{D, 0}}, "has face 0"},
		{"face above the largest die", Result{{D, MaxSetSides + 1}}, "has face 17"},
		{"face in two sets", Result{{D, 3}, {T, 3}}, "face 3 in two sets"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.r.Code()
			if err == nil || !strings.HasPrefix(err.Error(), "dice: ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Code() error = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestReadCodePanicsOutsideFaces(t *testing.T) {
	for _, face := range []int{0, MaxSetSides + 1} {
		t.Run("face "+strconv.Itoa(face), func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("ReadCode of face %d did not panic", face)
				}
			}()
			ReadCode([]int{1, face})
		})
	}
}

func TestReadCodeAllocs(t *testing.T) {
	faces := []int{3, 2, 3, 2, 3, 6}
	if n := testing.AllocsPerRun(100, func() { ReadCode(faces) }); n != 0 {
		t.Errorf("ReadCode allocates %v times", n)
	}
}

// parseCode reads a result such as "[D2,T3]" as a code, failing the test
// if it cannot.
func parseCode(t *testing.T, text string) Code {
	t.Helper()
	r, err := ParseResult(text)
	if err != nil {
		t.Fatal(err)
	}
	c, err := r.Code()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCodeDiminishRaise(t *testing.T) {
	tests := []struct {
		name  string
		from  string
		face  int
		raise bool
		want  string
		ok    bool
	}{
		{"Q to T", "[D1,T3,Q5]", 5, false, "[D1,T3,T5]", true},
		{"T to D", "[D1,T3,T5]", 5, false, "[D1,T3,D5]", true},
		{"D to N", "[D1,T3,D5]", 1, false, "[T3,D5]", true},
		{"no set to lower", "[T3,D5]", 1, false, "[T3,D5]", false},
		{"face beyond the code", "[T3,D5]", 17, false, "[T3,D5]", false},
		{"face 16", "[D16]", 16, false, "[N]", true},
		{"D to T", "[D2]", 2, true, "[T2]", true},
		{"T to Q", "[T2,D9]", 2, true, "[Q2,D9]", true},
		{"Q stays Q", "[Q2]", 2, true, "[Q2]", true},
		{"no set to raise", "[D2]", 3, true, "[D2]", false},
		{"raise face 16", "[T16]", 16, true, "[Q16]", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := parseCode(t, tt.from)
			op := c.Diminish
			if tt.raise {
				op = c.Raise
			}
			got, ok := op(tt.face)
			if got.String() != tt.want || ok != tt.ok {
				t.Errorf("got %v, %v; want %s, %v", got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestCountsCodeAgreesWithReadCode(t *testing.T) {
	for n := 0; n <= 5; n++ {
		setsEachSequence(n, 6, func(faces []int) {
			var counts [7]int8
			for _, f := range faces {
				counts[f]++
			}
			if got, want := CountsCode(counts[:]), ReadCode(faces); got != want {
				t.Fatalf("%v: CountsCode %v, ReadCode %v", faces, got, want)
			}
		})
	}
	if got := CountsCode([]int{0, -1, 5}); got.String() != "[Q2]" {
		t.Errorf("negative and capped counts read as %v, want [Q2]", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("CountsCode of 18 counts did not panic")
		}
	}()
	CountsCode(make([]int32, MaxSetSides+2))
}
