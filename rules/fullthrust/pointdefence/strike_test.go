package pointdefence

import (
	"errors"
	"strings"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

func TestStrikeValidate(t *testing.T) {
	a := testShip("A", 8, 0, systems(sys(fullthrust.PDS, 2), sys(fullthrust.ADFC, 1), sys(fullthrust.Beam, 1), sys(fullthrust.Scattergun, 1))...)
	b := testShip("B", 8, 0, sys(fullthrust.PDS, 1)...)
	ok := func() Strike {
		return Strike{Ships: []fullthrust.Ship{a, b}, Defence: []Defence{{PDS: 1, B1: 1, Cover: []Cover{{Ship: 1, PDS: 1}}}, DefaultDefence(b)},
			Raids: []Raid{{Target: 1, Salvos: 2, Groups: []Attacker{group("X", Standard, 6, ""), group("Y", Heavy, 3, "X")}}}}
	}
	tests := []struct {
		name  string
		edit  func(s *Strike)
		want  string
		field string
	}{
		{"valid", func(*Strike) {}, "", ""},
		{"too many PDS", func(s *Strike) { s.Defence[0].PDS = 2 }, "commits 3 PDS (kept and lent) but has 2", "pds"},
		{"B1 through ADFC is impossible, too many B1", func(s *Strike) { s.Defence[0].B1 = 2 }, "commits 2 b1 but has 1", "b1"},
		{"no ADFC to cover", func(s *Strike) { s.Defence[1].Cover = []Cover{{Ship: 0, PDS: 1}} }, "covers 1 ships but has 0 working ADFC", "cover"},
		{"cover itself", func(s *Strike) { s.Defence[0].Cover[0].Ship = 0 }, "covers itself", "ship"},
		{"cover nobody", func(s *Strike) { s.Defence[0].Cover[0].Ship = 5 }, "not in the strike", "ship"},
		{"scatterguns with B1", func(s *Strike) { s.Defence[0].Scatterguns = 1 }, "scatterguns cannot be mixed", "scatterguns"},
		{"scatterguns with lent PDS", func(s *Strike) {
			s.Defence[0] = Defence{Scatterguns: 1}
			s.Ships[1].Systems = append(s.Ships[1].Systems, fullthrust.System{Kind: fullthrust.ADFC})
			s.Defence[1] = Defence{Cover: []Cover{{Ship: 0, PDS: 1}}}
		}, "scatterguns cannot be mixed", "scatterguns"},
		{"attack fighters screen", func(s *Strike) { s.Defence[1].Screen = []Group{NewGroup("S", Attack)} }, "attack fighters cannot screen", ""},
		{"interceptor assists", func(s *Strike) { s.Raids[0].Groups[1].Type = Interceptor }, "interceptors cannot assist", "assists"},
		{"assist a stranger", func(s *Strike) { s.Raids[0].Groups[1].Assists = "Z" }, "which is not attacking", "assists"},
		{"assist an assistant", func(s *Strike) {
			s.Raids[0].Groups = append(s.Raids[0].Groups, group("W", Standard, 6, "Y"))
		}, "which is itself assisting", "assists"},
		{"no CEF", func(s *Strike) { s.Raids[0].Groups[0].CEF = 0 }, "no CEF left", ""},
		{"seven fighters", func(s *Strike) { s.Raids[0].Groups[0].Strength = 7 }, "has 7 fighters", ""},
		{"same name twice", func(s *Strike) { s.Raids[0].Groups[1] = group("X", Standard, 2, "") }, "named \"X\"", "name"},
		{"attacked twice", func(s *Strike) { s.Raids = append(s.Raids, Raid{Target: 1, Heavy: 1}) }, "attacked twice", "target"},
		{"bad target", func(s *Strike) { s.Raids[0].Target = 2 }, "not in the strike", "target"},
		{"bolt without class", func(s *Strike) { s.Raids[0].Plasma = []Bolt{{}} }, "has class 0", "plasma"},
		{"bad ship", func(s *Strike) { s.Ships[0].Hull = nil }, "no hull rows", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := ok()
			s.Defence = append([]Defence(nil), s.Defence...)
			s.Ships = append([]fullthrust.Ship(nil), s.Ships...)
			tt.edit(&s)
			err := s.Validate()
			if tt.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !errors.Is(err, ErrSetup) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want %q", err, tt.want)
			}
			var se *SetupError
			if !errors.As(err, &se) || se.FieldName() != tt.field {
				t.Fatalf("first problem %+v, want field %q", se, tt.field)
			}
		})
	}
}
