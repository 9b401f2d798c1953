package fullthrust

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/google/go-cmp/cmp"
)

func TestTake(t *testing.T) {
	tests := []struct {
		name   string
		ship   Ship
		d      Damage
		want   Taken
		armour []int // armour lost after
	}{
		{"armour first", Ship{Armour: []int{4}, Hull: HullRows(12, 4)}, Damage{Normal: 6},
			Taken{Armour: 4, Hull: 2}, []int{4}},
		{"penetrating skips the armour", Ship{Armour: []int{4}, Hull: HullRows(12, 4)}, Damage{Normal: 1, Penetrating: 3},
			Taken{Armour: 1, Hull: 3, Rows: []int{1}}, []int{1}},
		{"penetrating into the next layer", Ship{Armour: []int{2, 2}, Hull: HullRows(8, 4)}, Damage{Penetrating: 3},
			Taken{Armour: 2, Hull: 1}, []int{0, 2}},
		{"overflow and penetration share the inner layer", Ship{Armour: []int{2, 2}, Hull: HullRows(8, 4)}, Damage{Normal: 3, Penetrating: 2},
			Taken{Armour: 4, Hull: 1}, []int{2, 2}},
		{"a spent outer layer is skipped", Ship{Armour: []int{2, 3}, Hull: HullRows(8, 4), Lost: Lost{Armour: []int{2}}}, Damage{Penetrating: 2},
			Taken{Hull: 2, Rows: []int{1}}, []int{2, 0}},
		{"several rows at once", Ship{Hull: HullRows(12, 4)}, Damage{Normal: 7},
			Taken{Hull: 7, Rows: []int{1, 2}}, nil},
		{"destroyed with overkill", Ship{Armour: []int{1}, Hull: HullRows(8, 4)}, Damage{Normal: 12},
			Taken{Armour: 1, Hull: 8, Rows: []int{1, 2, 3}, Destroyed: true, Overkill: 3}, []int{1}},
		{"no damage", Ship{Hull: HullRows(8, 4)}, Damage{}, Taken{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := tt.ship.clone()
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
		t    Taken
		want Check
	}{
		{"none", Taken{}, Check{}},
		{"one row", Taken{Rows: []int{2}}, Check{Row: 2}},
		{"two rows: the last, +1", Taken{Rows: []int{1, 2}}, Check{Row: 2, Extra: 1}},
		{"destroyed: no check", Taken{Rows: []int{3}, Destroyed: true}, Check{}},
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
	ship := Ship{Name: "S", Hull: HullRows(12, 4), Drive: Drive{Thrust: 5},
		Systems: []System{{Kind: PDS}, {Kind: Core, Name: "bridge"}, {Kind: FireControl, Destroyed: true}, {Kind: Screen}}}
	tests := []struct {
		name  string
		check Check
		dice  []int
		lost  []bool // PDS, bridge, firecon, screen
		drive int
	}{
		{"row 1 fails on 6", Check{Row: 1}, []int{6, 6, 5, 1}, []bool{true, false, true, false}, 5},
		{"row 2 fails on 5, the core takes 1 off", Check{Row: 2}, []int{5, 5, 5, 5}, []bool{true, false, true, true}, 2},
		{"an extra row adds 1", Check{Row: 2, Extra: 1}, []int{4, 5, 1, 1}, []bool{true, true, true, false}, 5},
		{"row 5 fails on 2+", Check{Row: 5}, []int{1, 2, 2, 1}, []bool{false, false, true, true}, 5},
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
		d    Drive
		want int
	}{{Drive{Thrust: 6}, 6}, {Drive{Thrust: 5, Hits: 1}, 2}, {Drive{Thrust: 1, Hits: 1}, 0}, {Drive{Thrust: 6, Hits: 2}, 0}} {
		if got := tt.d.Current(); got != tt.want {
			t.Errorf("%+v: %d, want %d", tt.d, got, tt.want)
		}
	}
}

func TestEndPhase(t *testing.T) {
	ship := Ship{Hull: HullRows(8, 4), Systems: []System{{Kind: PDS}}, Pending: []Check{{Row: 1}, {Row: 2}}}
	after, rolls := ship.EndPhase(rng.NewScript([]int{5, 5}))
	if len(after.Pending) != 0 || len(rolls) != 2 || !after.Systems[0].Destroyed || len(ship.Pending) != 2 {
		t.Fatalf("after %+v, rolls %v", after, rolls)
	}
}

func TestShipValidate(t *testing.T) {
	tests := []struct {
		name string
		ship Ship
		want string
	}{
		{"no hull", Ship{Name: "A"}, "no hull rows"},
		{"empty row", Ship{Name: "A", Hull: []int{3, 0}}, "hull row 2 has 0 boxes"},
		{"empty layer", Ship{Name: "A", Hull: []int{3}, Armour: []int{0}}, "armour layer 1 has 0 boxes"},
		{"too much damage", Ship{Name: "A", Hull: []int{3}, Lost: Lost{Hull: 4}}, "lost 4 of 3 hull boxes"},
		{"both screens", Ship{Name: "A", Hull: []int{3}, Systems: []System{{Kind: Screen}, {Kind: AdvancedScreen}}}, "both standard and advanced"},
		{"classless beam", Ship{Name: "A", Hull: []int{3}, Systems: []System{{Kind: Beam}}}, "beam has no class"},
		{"valid", Ship{Name: "A", Hull: []int{3}, Armour: []int{2}, Systems: []System{{Kind: Beam, Class: 2}}}, ""},
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
	s := Ship{Hull: []int{4}, Systems: []System{{Kind: Screen}, {Kind: Screen}, {Kind: Screen}, {Kind: Beam, Class: 1},
		{Kind: Beam, Class: 2}, {Kind: Scattergun, Spent: true}, {Kind: PDS, Destroyed: true}}}
	if l, adv := s.Screens(); l != 2 || adv {
		t.Errorf("screens %d %v, want level 2 standard", l, adv)
	}
	if s.Count(Beam) != 1 || s.Count(Scattergun) != 0 || s.Count(PDS) != 0 {
		t.Errorf("counts B1 %d, scatterguns %d, PDS %d", s.Count(Beam), s.Count(Scattergun), s.Count(PDS))
	}
}

func TestParseNames(t *testing.T) {
	for k := range numKinds {
		if got, err := ParseSystemKind(k.String()); err != nil || got != k {
			t.Errorf("ParseSystemKind(%q) = %v, %v", k, got, err)
		}
	}
	for ft := range numTypes {
		if got, err := ParseFighterType(ft.String()); err != nil || got != ft {
			t.Errorf("ParseFighterType(%q) = %v, %v", ft, got, err)
		}
	}
	for _, p := range []Procedure{New2015, Classic} {
		if got, err := ParseProcedure(p.String()); err != nil || got != p {
			t.Errorf("ParseProcedure(%q) = %v, %v", p, got, err)
		}
	}
	if _, err := ParseFighterType("bomber"); err == nil {
		t.Error("bomber parsed")
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
