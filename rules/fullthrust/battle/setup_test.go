package battle

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// twoShips is a valid setup the tests alter.
func twoShips() Setup {
	ship := func(name string, side int, y float64, h int) Ship {
		return Ship{
			Sheet: fullthrust.Ship{Name: name, Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2}, {Kind: fullthrust.Other, Name: "SML"}, {Kind: fullthrust.Other, Name: "bay"}}},
			Side: side, Crew: 2, DCP: 2,
			Mounts: []Mount{{Kind: SalvoLauncher, System: 1, Ammo: 2}},
			Bays:   []Bay{{System: 2, Group: pointdefence.NewGroup(name+" group", pointdefence.Standard)}},
			Start:  Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: y}, geom.Clock(h), 4)},
		}
	}
	return Setup{Table: Table{Width: 48, Depth: 48}, Turns: 8, Sides: []string{"A", "B"},
		Ships: []Ship{ship("One", 0, -10, 12), ship("Two", 1, 10, 6)}}
}

func TestValidate(t *testing.T) {
	if err := twoShips().Validate(); err != nil {
		t.Fatalf("valid setup refused: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(s *Setup)
		ship   int
		field  string
		want   string
	}{
		{"turns", func(s *Setup) { s.Turns = 101 }, -1, "turns", "turn limit must be 1-100"},
		{"table NaN", func(s *Setup) { s.Table.Width = math.NaN() }, -1, "table", "width must be"},
		{"one side", func(s *Setup) { s.Sides = s.Sides[:1]; s.Ships[1].Side = 0 }, -1, "sides", "needs 2-16 sides"},
		{"side index", func(s *Setup) { s.Ships[1].Side = 2 }, 1, "side", "on side 2 of 2"},
		{"position inf", func(s *Setup) { s.Ships[0].Start.Motion.Pos.X = math.Inf(1) }, 0, "at", "finite"},
		{"off table", func(s *Setup) { s.Ships[0].Start.Motion.Pos.X = 25 }, 0, "at", "off the 48 x 48 MU table"},
		{"velocity", func(s *Setup) { s.Ships[0].Start.Motion.Velocity = 101 }, 0, "velocity", "velocity must be 0-100"},
		{"mount box", func(s *Setup) { s.Ships[0].Mounts[0].System = 0 }, 0, "mounts[0]", "not a SML box"},
		{"mount box range", func(s *Setup) { s.Ships[0].Mounts[0].System = 9 }, 0, "mounts[0]", "system 9 of 3"},
		{"mount kind", func(s *Setup) { s.Ships[0].Mounts[0].Kind = NoMount }, 0, "mounts[0]", "no kind"},
		{"extended plasma", func(s *Setup) {
			s.Ships[0].Mounts[0] = Mount{Kind: PlasmaBolt, System: 1, Class: 2, Extended: true}
			s.Ships[0].Sheet.Systems[1].Name = "PBL"
		}, 0, "mounts[0].extended", "only salvo missiles"},
		{"group name", func(s *Setup) { s.Ships[1].Bays[0].Group.Name = "One group" }, 1, "bays[0].group", "name of its own"},
		{"group CEF", func(s *Setup) { s.Ships[1].Bays[0].Group.CEF = 7 }, 1, "bays[0].cef", "0-6 CEF"},
		{"crew", func(s *Setup) { s.Ships[1].Crew = -1 }, 1, "crew", "crew factors must be"},
		{"sheet", func(s *Setup) { s.Ships[1].Sheet.Hull = nil }, 1, "", "no hull rows"},
		{"arrival", func(s *Setup) { s.Ships[1].Start.Arrives = 2 }, 1, "arrives", "without an FTL drive"},
		{"heading", func(s *Setup) { s.Ships[1].Start.Motion.Facing = geom.Clock(3) }, 1, "heading", "same clock point"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := twoShips()
			tc.change(&s)
			err := s.Validate()
			if !errors.Is(err, ErrSetup) {
				t.Fatalf("err = %v, want ErrSetup", err)
			}
			var se *SetupError
			if !errors.As(err, &se) || se.Ship != tc.ship || se.Field != tc.field || !strings.Contains(se.Msg, tc.want) {
				t.Errorf("got %+v, want ship %d field %q with %q", se, tc.ship, tc.field, tc.want)
			}
		})
	}
}

func TestDefaultCrew(t *testing.T) {
	for mass, want := range map[int]int{0: 0, 1: 1, 20: 1, 21: 2, 60: 3, 76: 4, 120: 6} {
		if got := DefaultCrew(mass); got != want {
			t.Errorf("DefaultCrew(%d) = %d, want %d", mass, got, want)
		}
	}
}
