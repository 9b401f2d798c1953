package scenario

import (
	"strings"
	"testing"
)

// TestFTSheetErrors checks that strike and duel files report a bad record
// sheet with the same message at the same field: one builder reads both.
func TestFTSheetErrors(t *testing.T) {
	const strike = "ships:\n  - {name: A, hull: 12, drive: 2, pds: 1}\nraids: [{target: A, salvos: 1}]\n"
	const duel = "sides: [A, B]\nships:\n  - {name: A, hull: 12, drive: 2, pds: 1, side: A, at: [0, 0], heading: 12}\n" +
		"  - {name: B, hull: 12, drive: 2, side: B, at: [0, 9], heading: 6}\n"
	tests := []struct {
		name, from, to string
		want           string // the message after "file:3:col: "
	}{
		{"rows", "hull: 12", "hull: 12, rows: 13", "a hull has 1-12 rows, got 13"},
		{"hull row", "hull: 12", "hull: [3, 0]", "a row must have 1-1000 boxes, got 0"},
		{"hull boxes", "hull: 12", "hull: 1001", "1001 boxes is too many (at most 1000)"},
		{"negative hull", "hull: 12", "hull: -3", "boxes must be a positive number, got -3"},
		{"armour", "hull: 12", "hull: 12, armour: lots", "must be a number of boxes or a list of rows, got lots"},
		{"no hull", "hull: 12", "hull: 0", `ship "A" needs hull boxes`},
		{"count", "pds: 1", "pds: 101", "pds must be 0-100, got 101"},
		{"drive", "drive: 2", "drive: -1", "a drive's thrust is 0-20, got -1"},
		{"mass", "drive: 2", "drive: 2, mass: -5", "a ship's mass is 0-10000, got -5"},
		{"armour layers", "hull: 12", "hull: 12, armour: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]", `"A": 4 hull rows and 13 armour layers; each is at most 12`},
		{"screens", "pds: 1", "pds: 1, screens: 1, advanced_screens: 1", `"A": it has both standard and advanced screens`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, serr := DecodeFullThrustStrike("s.yaml", []byte(strings.Replace(strike, tt.from, tt.to, 1)))
			_, derr := DecodeFTDuel("d.yaml", []byte(strings.Replace(duel, tt.from, tt.to, 1)))
			if serr == nil || derr == nil {
				t.Fatalf("strike error %v, duel error %v", serr, derr)
			}
			s := strings.SplitN(strings.TrimPrefix(serr.Error(), "s.yaml:2:"), "\n", 2)[0]
			d := strings.SplitN(strings.TrimPrefix(derr.Error(), "d.yaml:3:"), "\n", 2)[0]
			if !strings.Contains(s, tt.want) {
				t.Errorf("strike error %v, want %q on line 2", serr, tt.want)
			}
			if s != d {
				t.Errorf("strike says %q, duel says %q", s, d)
			}
		})
	}
}
