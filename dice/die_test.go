package dice

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDieValidate(t *testing.T) {
	cycle := Die{Name: "a", Sides: 1, Faces: []Face{{Score: 1, Reroll: true}}}
	other := Die{Name: "b", Sides: 2, Faces: []Face{{}, {Score: 1, Reroll: true}}, Again: &cycle}
	cycle.Again = &other
	self := Die{Name: "self", Sides: 2, Faces: []Face{{}, {Score: 1, Reroll: true}}}
	self.Again = &self
	deep := beamDie
	for range MaxChain - 1 {
		deep = deep.WithScores(func(_ int, f Face) Face { return f })
	}
	tooDeep := deep.WithScores(func(_ int, f Face) Face { return f })
	tests := []struct {
		name string
		die  Die
		want string // substring of the error; "" for a valid die
	}{
		{"beam", beamDie, ""},
		{"PDS", pdsDie, ""},
		{"B1", b1Die, ""},
		{"screen 2", screened(2), ""},
		{"chain with a zero-score re-roll into another die", chainDie(), ""},
		{"plain d20", Plain(20), ""},
		{"one-sided die", Plain(1), ""},
		{"unreachable Again is ignored", Die{Sides: 1, Faces: []Face{{}}, Again: &Die{}}, ""},
		{"chain of MaxChain dice", deep, ""},
		{"zero value", Die{}, "has 0 sides"},
		{"faces missing", Die{Name: "short", Sides: 6, Faces: make([]Face, 5)}, `"short" has 6 sides but 5 faces`},
		{"score too large", Die{Sides: 1, Faces: []Face{{Score: MaxScore + 1}}}, "face 1 scores 1000001"},
		{"every face re-rolls", Die{Name: "loop", Sides: 2, Faces: []Face{{Score: 1, Reroll: true}, {Score: 2, Reroll: true}}}, "never stops"},
		{"zero-score face re-rolls itself", Die{Name: "free", Sides: 6, Faces: []Face{{}, {}, {}, {}, {}, {Reroll: true}}}, "face 6 re-rolls the same die but scores 0"},
		{"negative face re-rolls itself", Die{Sides: 2, Faces: []Face{{}, {Score: -1, Reroll: true}}}, "scores -1"},
		{"invalid re-roll die", Die{Name: "x", Sides: 1, Faces: []Face{{Reroll: true}}, Again: &Die{Name: "y", Sides: 3}}, `"y" has 3 sides but 0 faces`},
		{"cycle of two dice", other, "does not end within"},
		{"pointer to itself", self, "does not end within"},
		{"chain too long", tooDeep, "does not end within 16 dice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.die.Validate()
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("Validate() = %v, want nil", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("Validate() = %v, want an error containing %q", err, tt.want)
			case tt.want != "" && !errors.Is(err, ErrInvalidDie):
				t.Errorf("Validate() = %v does not wrap ErrInvalidDie", err)
			}
		})
	}
}

func TestConstructors(t *testing.T) {
	tests := []struct {
		name string
		got  Die
		want Die
	}{
		{"Plain(4)", Plain(4), Die{Name: "d4", Sides: 4, Faces: []Face{{Score: 1}, {Score: 2}, {Score: 3}, {Score: 4}}}},
		{"Success(4, 3)", Success(4, 3), Die{Name: "d4>=3", Sides: 4, Faces: []Face{{}, {}, {Score: 1}, {Score: 1}}}},
		{"Success(2, 1) always succeeds", Success(2, 1), Die{Name: "d2>=1", Sides: 2, Faces: []Face{{Score: 1}, {Score: 1}}}},
		{"Success(2, 3) never does", Success(2, 3), Die{Name: "d2>=3", Sides: 2, Faces: []Face{{}, {}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got); diff != "" {
				t.Errorf("mismatch (-want +got):\n%s", diff)
			}
		})
	}
	for _, f := range []func(){func() { Plain(0) }, func() { Success(-1, 1) }} {
		func() {
			defer func() {
				if recover() == nil {
					t.Error("a die of fewer than 1 side did not panic")
				}
			}()
			f()
		}()
	}
}

func TestWithScores(t *testing.T) {
	s := screened(2)
	if s.Again == nil || s.Again.Name != "beam" || s.Again.Again != nil {
		t.Fatalf("Again = %+v, want the plain beam die", s.Again)
	}
	if diff := cmp.Diff(beamDie.Faces, s.Again.Faces); diff != "" {
		t.Errorf("re-roll die differs from the beam die:\n%s", diff)
	}
	want := []Face{{}, {}, {}, {}, {Score: 1}, {Score: 1, Reroll: true}}
	if diff := cmp.Diff(want, s.Faces); diff != "" {
		t.Errorf("screened faces (-want +got):\n%s", diff)
	}
	if beamDie.Faces[3].Score != 1 || beamDie.Faces[5].Score != 2 {
		t.Errorf("WithScores changed the original die: %+v", beamDie.Faces)
	}
}

func TestIsPlain(t *testing.T) {
	tests := []struct {
		name string
		die  Die
		want bool
	}{
		{"d6", Plain(6), true},
		{"success die", Success(6, 5), false},
		{"exploding d4", d4Explode, false},
		{"faces missing", Die{Sides: 2, Faces: []Face{{Score: 1}}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.die.IsPlain(); got != tt.want {
				t.Errorf("IsPlain() = %v, want %v", got, tt.want)
			}
		})
	}
}
