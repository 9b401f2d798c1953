package rng

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestScriptReplays(t *testing.T) {
	s := NewScript([]int{4, 6, 2})
	got := []int{s.Roll(6, "beam"), s.Roll(6, "beam"), s.Roll(6, "re-roll")}
	if got[0] != 4 || got[1] != 6 || got[2] != 2 {
		t.Fatalf("got %v", got)
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	if s.Used() != 3 || len(s.Unused()) != 0 {
		t.Fatalf("used %d, unused %v", s.Used(), s.Unused())
	}
}

func TestScriptRunsOut(t *testing.T) {
	s := NewScript([]int{6})
	s.Roll(6, "PDS")
	s.Roll(6, "PDS re-roll")
	s.Roll(6, "PDS re-roll")
	s.Roll(6, "heavy missile")
	err := s.Err()
	var need *NeedError
	if !errors.As(err, &need) || !errors.Is(err, ErrNeedDice) {
		t.Fatalf("err = %v, want a NeedError", err)
	}
	want := "rng: need at least 3 more dice: 2d6 for PDS re-roll, 1d6 for heavy missile"
	if err.Error() != want {
		t.Fatalf("err = %q\nwant  %q", err, want)
	}
}

func TestScriptBadFace(t *testing.T) {
	s := NewScript([]int{7})
	if f := s.Roll(6, "beam"); f != 1 {
		t.Fatalf("bad face replaced by %d", f)
	}
	if err := s.Err(); err == nil || !strings.Contains(err.Error(), "die 1 is 7, more than a d6") {
		t.Fatalf("err = %v", err)
	}
}

// TestScriptFaceBelowOne checks that a face below 1, which no die shows
// and ParseDice refuses but a record's dice may hold, is refused as a face
// above the die's size is, and never reaches the roller (a record with the
// die -1 made Full Thrust's beam table index out of range).
func TestScriptFaceBelowOne(t *testing.T) {
	for _, face := range []int{0, -1} {
		s := NewScript([]int{face})
		if f := s.Roll(6, "beam"); f != 1 {
			t.Errorf("face %d replaced by %d, want 1", face, f)
		}
		want := fmt.Sprintf("die 1 is %d, which no d6 shows (beam)", face)
		if err := s.Err(); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("face %d: err = %v, want %q", face, err, want)
		}
	}
}

func TestScriptUnused(t *testing.T) {
	s := NewScript([]int{1, 2, 3})
	s.Roll(6, "x")
	if u := s.Unused(); len(u) != 2 || u[0] != 2 || u[1] != 3 {
		t.Fatalf("unused %v", u)
	}
}

func TestParseDice(t *testing.T) {
	tests := []struct {
		name, in string
		want     []int
		err      string
	}{
		{"commas", "4,6,2", []int{4, 6, 2}, ""},
		{"spaces", "4 6  2", []int{4, 6, 2}, ""},
		{"mixed", "1, 2,3", []int{1, 2, 3}, ""},
		{"empty", " , ", nil, "no dice"},
		{"zero", "4,0", nil, `die 2 is "0"`},
		{"word", "4,six", nil, `die 2 is "six"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseDice(tt.in)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil || len(got) != len(tt.want) {
				t.Fatalf("got %v, %v", got, err)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Fatalf("got %v, want %v", got, tt.want)
				}
			}
		})
	}
}

func FuzzParseDice(f *testing.F) {
	for _, s := range []string{"4,6,2", "1 2 3", "", "0", "99999999999999999999", "-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		faces, err := ParseDice(s)
		if err != nil {
			return
		}
		for _, v := range faces {
			if v < 1 {
				t.Fatalf("ParseDice(%q) gave face %d", s, v)
			}
		}
	})
}
