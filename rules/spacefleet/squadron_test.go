package spacefleet

import (
	"encoding/json"
	"strings"
	"testing"
)

// fleetOf returns a setup whose Red side has squadrons of the given sizes
// and whose Blue side is a squadron of two destroyers.
func fleetOf(sizes ...int) Setup {
	dd := StandardDesign(Destroyer)
	red := Side{Name: "Red"}
	for j, n := range sizes {
		sq := Squadron{}
		if j == 0 {
			sq.Name = "Flag"
		}
		for k := range n {
			sq.Ships = append(sq.Ships, ShipSetup{Design: dd, At: Cell{k, 8 - j}})
		}
		red.Squadrons = append(red.Squadrons, sq)
	}
	blue := Side{Name: "Blue", Squadrons: []Squadron{squadron("blue", Destroyer, 2, 0, 0, 3)}}
	return Setup{Width: 10, Height: 10, Sides: []Side{red, blue}}
}

// TestSquadronSize checks the squadron size of "Movement" ("Ships are
// organised into squadrons of 2-6 ships"): a squadron of one is refused
// unless it is its side's only ship or LoneShips is set, and a squadron
// of more than six always, each error naming the squadron and its size.
func TestSquadronSize(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sizes []int
		lone  bool
		want  string // "" when the setup is valid
	}{
		{"two", []int{2}, false, ""},
		{"six", []int{6, 2}, false, ""},
		{"side of one ship", []int{1}, false, ""},
		{"lone flagship", []int{1, 3}, false, `sides[0].squadrons[0]: squadron "Flag" has 1 ship; a squadron holds 2 to 6 ships (the lone_ships option allows squadrons of one)`},
		{"unnamed lone ship", []int{3, 1}, false, `sides[0].squadrons[1]: squadron 2 of side "Red" has 1 ship; a squadron holds 2 to 6 ships`},
		{"seven", []int{7}, false, `sides[0].squadrons[0]: squadron "Flag" has 7 ships; a squadron holds 2 to 6 ships`},
		{"empty", []int{0, 2}, false, `squadron "Flag" has 0 ships; a squadron holds 2 to 6 ships`},
		{"lone ships allowed", []int{1, 3}, true, ""},
		{"seven with lone ships", []int{7}, true, `squadron "Flag" has 7 ships; a squadron holds 1 to 6 ships`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fleetOf(tc.sizes...)
			errs := s.Check(Options{LoneShips: tc.lone})
			if tc.want == "" {
				if len(errs) > 0 {
					t.Fatalf("refused: %v", errs)
				}
				return
			}
			if len(errs) != 1 || !strings.Contains(errs[0].Error(), tc.want) {
				t.Fatalf("got %v, want one error saying %q", errs, tc.want)
			}
		})
	}
}

// TestLoneShipsInRecords checks that New, Start and the kernel's New
// refuse a squadron of one under the current rules, while a record of rules
// version 1 (made before the size was enforced) holding one still replays.
func TestLoneShipsInRecords(t *testing.T) {
	s := fleetOf(1, 3)
	if _, err := New(s, Options{}, 1); err == nil {
		t.Error("New accepted a squadron of one")
	}
	if _, err := Start(s, Options{}, 1); err == nil {
		t.Error("Start accepted a squadron of one")
	}
	if _, err := (Rules{}).New([]byte(`{}`), mustJSON(t, s), 1); err == nil {
		t.Error("the kernel's New accepted a squadron of one")
	}
	if _, err := (Rules{}).New([]byte(`{"lone_ships": true}`), mustJSON(t, s), 1); err != nil {
		t.Errorf("lone_ships does not allow a squadron of one: %v", err)
	}
	if _, err := (Rules{}).NewAt("1", []byte(`{}`), mustJSON(t, s), 1); err != nil {
		t.Errorf("a version 1 record with a squadron of one does not replay: %v", err)
	}
	if _, err := (Rules{}).NewAt("1", []byte(`{}`), mustJSON(t, fleetOf(7)), 1); err == nil {
		t.Error("a recorded squadron of seven replays")
	}
}

// mustJSON marshals v or fails the test.
func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
