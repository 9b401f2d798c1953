package pointdefence

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/google/go-cmp/cmp"
)

func TestTake(t *testing.T) {
	tests := []struct {
		name   string
		ship   fullthrust.Ship
		d      fullthrust.Damage
		want   fullthrust.Taken
		armour []int // armour lost after
	}{
		{"armour first", fullthrust.Ship{Armour: []int{4}, Hull: fullthrust.HullRows(12, 4)}, fullthrust.Damage{Normal: 6},
			fullthrust.Taken{Armour: 4, Hull: 2}, []int{4}},
		{"penetrating skips the armour", fullthrust.Ship{Armour: []int{4}, Hull: fullthrust.HullRows(12, 4)}, fullthrust.Damage{Normal: 1, Penetrating: 3},
			fullthrust.Taken{Armour: 1, Hull: 3, Rows: []int{1}}, []int{1}},
		{"penetrating into the next layer", fullthrust.Ship{Armour: []int{2, 2}, Hull: fullthrust.HullRows(8, 4)}, fullthrust.Damage{Penetrating: 3},
			fullthrust.Taken{Armour: 2, Hull: 1}, []int{0, 2}},
		{"overflow and penetration share the inner layer", fullthrust.Ship{Armour: []int{2, 2}, Hull: fullthrust.HullRows(8, 4)}, fullthrust.Damage{Normal: 3, Penetrating: 2},
			fullthrust.Taken{Armour: 4, Hull: 1}, []int{2, 2}},
		{"a spent outer layer is skipped", fullthrust.Ship{Armour: []int{2, 3}, Hull: fullthrust.HullRows(8, 4), Lost: fullthrust.Lost{Armour: []int{2}}}, fullthrust.Damage{Penetrating: 2},
			fullthrust.Taken{Hull: 2, Rows: []int{1}}, []int{2, 0}},
		{"several rows at once", fullthrust.Ship{Hull: fullthrust.HullRows(12, 4)}, fullthrust.Damage{Normal: 7},
			fullthrust.Taken{Hull: 7, Rows: []int{1, 2}}, nil},
		{"destroyed with overkill", fullthrust.Ship{Armour: []int{1}, Hull: fullthrust.HullRows(8, 4)}, fullthrust.Damage{Normal: 12},
			fullthrust.Taken{Armour: 1, Hull: 8, Rows: []int{1, 2, 3}, Destroyed: true, Overkill: 3}, []int{1}},
		{"no damage", fullthrust.Ship{Hull: fullthrust.HullRows(8, 4)}, fullthrust.Damage{}, fullthrust.Taken{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := tt.ship.Clone()
			after, got := tt.ship.Take(tt.d)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("taken (-want +got):\n%s", diff)
			}
			if tt.armour != nil {
				if diff := cmp.Diff(tt.armour, after.Lost.Armour); diff != "" {
					t.Errorf("armour lost (-want +got):\n%s", diff)
				}
			}
			if diff := cmp.Diff(before, tt.ship); diff != "" {
				t.Errorf("Take changed its receiver:\n%s", diff)
			}
			if after.Destroyed() != got.Destroyed || destroys(&tt.ship, tt.d) != got.Destroyed {
				t.Errorf("Destroyed() %v, destroys %v, Taken %v", after.Destroyed(), destroys(&tt.ship, tt.d), got.Destroyed)
			}
		})
	}
}

func TestTakenCheck(t *testing.T) {
	tests := []struct {
		name string
		t    fullthrust.Taken
		want fullthrust.Check
	}{
		{"none", fullthrust.Taken{}, fullthrust.Check{}},
		{"one row", fullthrust.Taken{Rows: []int{2}}, fullthrust.Check{Row: 2}},
		{"two rows: the last, +1", fullthrust.Taken{Rows: []int{1, 2}}, fullthrust.Check{Row: 2, Extra: 1}},
		{"destroyed: no check", fullthrust.Taken{Rows: []int{3}, Destroyed: true}, fullthrust.Check{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.t.Check(); got != tt.want {
				t.Fatalf("Check() = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestCheckThresholds(t *testing.T) {
	ship := fullthrust.Ship{Name: "S", Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 5},
		Systems: []fullthrust.System{{Kind: fullthrust.PDS}, {Kind: fullthrust.Core, Name: "bridge"}, {Kind: fullthrust.FireControl, Destroyed: true}, {Kind: fullthrust.Screen}}}
	tests := []struct {
		name  string
		check fullthrust.Check
		dice  []int
		lost  []bool // PDS, bridge, firecon, screen
		drive int
	}{
		{"row 1 fails on 6", fullthrust.Check{Row: 1}, []int{6, 6, 5, 1}, []bool{true, false, true, false}, 5},
		{"row 2 fails on 5, the core takes 1 off", fullthrust.Check{Row: 2}, []int{5, 5, 5, 5}, []bool{true, false, true, true}, 2},
		{"an extra row adds 1", fullthrust.Check{Row: 2, Extra: 1}, []int{4, 5, 1, 1}, []bool{true, true, true, false}, 5},
		{"row 5 fails on 2+", fullthrust.Check{Row: 5}, []int{1, 2, 2, 1}, []bool{false, false, true, true}, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			script := rng.NewScript(tt.dice)
			after, rolls := ship.CheckThresholds(tt.check, script)
			if err := script.Err(); err != nil || len(script.Unused()) > 0 {
				t.Fatalf("dice: %v, unused %v", err, script.Unused())
			}
			if len(rolls) != 4 {
				t.Fatalf("%d rolls, want 4 (three working systems and the drive)", len(rolls))
			}
			for i, sys := range after.Systems {
				if sys.Destroyed != tt.lost[i] {
					t.Errorf("%s destroyed %v, want %v", sys.Label(), sys.Destroyed, tt.lost[i])
				}
			}
			if got := after.Drive.Current(); got != tt.drive {
				t.Errorf("drive %d, want %d", got, tt.drive)
			}
		})
	}
}

func TestDriveCurrent(t *testing.T) {
	for _, tt := range []struct {
		d    fullthrust.Drive
		want int
	}{{fullthrust.Drive{Thrust: 6}, 6}, {fullthrust.Drive{Thrust: 5, Hits: 1}, 2}, {fullthrust.Drive{Thrust: 1, Hits: 1}, 0}, {fullthrust.Drive{Thrust: 6, Hits: 2}, 0}} {
		if got := tt.d.Current(); got != tt.want {
			t.Errorf("%+v: %d, want %d", tt.d, got, tt.want)
		}
	}
}

func TestEndPhase(t *testing.T) {
	ship := fullthrust.Ship{Hull: fullthrust.HullRows(8, 4), Systems: []fullthrust.System{{Kind: fullthrust.PDS}}, Pending: []fullthrust.Check{{Row: 1}, {Row: 2}}}
	after, rolls := ship.EndPhase(rng.NewScript([]int{5, 5}))
	if len(after.Pending) != 0 || len(rolls) != 2 || !after.Systems[0].Destroyed || len(ship.Pending) != 2 {
		t.Fatalf("after %+v, rolls %v", after, rolls)
	}
}

func TestShipValidate(t *testing.T) {
	tests := []struct {
		name string
		ship fullthrust.Ship
		want string
	}{
		{"no hull", fullthrust.Ship{Name: "A"}, "no hull rows"},
		{"empty row", fullthrust.Ship{Name: "A", Hull: []int{3, 0}}, "hull row 2 has 0 boxes"},
		{"empty layer", fullthrust.Ship{Name: "A", Hull: []int{3}, Armour: []int{0}}, "armour layer 1 has 0 boxes"},
		{"too much damage", fullthrust.Ship{Name: "A", Hull: []int{3}, Lost: fullthrust.Lost{Hull: 4}}, "lost 4 of 3 hull boxes"},
		{"both screens", fullthrust.Ship{Name: "A", Hull: []int{3}, Systems: []fullthrust.System{{Kind: fullthrust.Screen}, {Kind: fullthrust.AdvancedScreen}}}, "both standard and advanced"},
		{"classless beam", fullthrust.Ship{Name: "A", Hull: []int{3}, Systems: []fullthrust.System{{Kind: fullthrust.Beam}}}, "beam has no class"},
		{"valid", fullthrust.Ship{Name: "A", Hull: []int{3}, Armour: []int{2}, Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2}}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.ship.Validate()
			if tt.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want %q", err, tt.want)
			}
		})
	}
}

func TestScreensAndCounts(t *testing.T) {
	s := fullthrust.Ship{Hull: []int{4}, Systems: []fullthrust.System{{Kind: fullthrust.Screen}, {Kind: fullthrust.Screen}, {Kind: fullthrust.Screen}, {Kind: fullthrust.Beam, Class: 1},
		{Kind: fullthrust.Beam, Class: 2}, {Kind: fullthrust.Scattergun, Spent: true}, {Kind: fullthrust.PDS, Destroyed: true}}}
	if l, adv := s.Screens(); l != 2 || adv {
		t.Errorf("screens %d %v, want level 2 standard", l, adv)
	}
	if s.Count(fullthrust.Beam) != 1 || s.Count(fullthrust.Scattergun) != 0 || s.Count(fullthrust.PDS) != 0 {
		t.Errorf("counts B1 %d, scatterguns %d, PDS %d", s.Count(fullthrust.Beam), s.Count(fullthrust.Scattergun), s.Count(fullthrust.PDS))
	}
}

func TestParseNames(t *testing.T) {
	for ft := range numTypes {
		if got, err := ParseFighterType(ft.String()); err != nil || got != ft {
			t.Errorf("ParseFighterType(%q) = %v, %v", ft, got, err)
		}
	}
	if _, err := ParseFighterType("bomber"); err == nil {
		t.Error("bomber parsed")
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
