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
