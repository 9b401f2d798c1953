package fullthrust

import (
	"errors"
	"strings"
	"testing"
)

// TestValidateRanges checks that the record sheet itself refuses every
// count and rating outside its range, which only the file decoders did
// before, and accepts the edges.
func TestValidateRanges(t *testing.T) {
	ok := Ship{Name: "S", Mass: MaxMass, Hull: HullRows(MaxBoxes*MaxRows, MaxRows), Armour: []int{MaxBoxes},
		Drive: Drive{Thrust: MaxThrust}, Systems: []System{{Kind: Beam, Class: MaxClass}}}
	for range MaxSystems {
		ok.Systems = append(ok.Systems, System{Kind: PDS})
	}
	if err := ok.Validate(); err != nil {
		t.Fatalf("a sheet at every edge: %v", err)
	}
	tests := []struct {
		name string
		edit func(s *Ship)
		want string
	}{
		{"mass", func(s *Ship) { s.Mass = MaxMass + 1 }, "mass is 0-10000"},
		{"negative mass", func(s *Ship) { s.Mass = -1 }, "mass is 0-10000"},
		{"thrust", func(s *Ship) { s.Drive.Thrust = 300 }, "thrust is 0-20"},
		{"hull row", func(s *Ship) { s.Hull = []int{MaxBoxes + 1} }, "a row has 1-1000"},
		{"hull rows", func(s *Ship) { s.Hull = HullRows(20, MaxRows+1) }, "each is at most 12"},
		{"armour layer", func(s *Ship) { s.Armour = []int{MaxBoxes + 1} }, "a layer has 1-1000"},
		{"armour layers", func(s *Ship) { s.Armour = HullRows(20, MaxRows+1) }, "each is at most 12"},
		{"systems", func(s *Ship) { s.Systems = append(s.Systems, System{Kind: PDS}) }, "more than 100 pds systems"},
		{"class", func(s *Ship) { s.Systems[0].Class = MaxClass + 1 }, "a class is 1-8"},
		{"kind", func(s *Ship) { s.Systems[0].Kind = numKinds }, "unknown kind"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := ok
			s.Systems = append([]System(nil), ok.Systems...)
			tt.edit(&s)
			err := s.Validate()
			if !errors.Is(err, ErrShip) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want ErrShip saying %q", err, tt.want)
			}
		})
	}
}
