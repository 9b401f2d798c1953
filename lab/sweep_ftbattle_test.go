package lab_test

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/broadside/broadside/lab"
)

// frigateBase is a Full Thrust battle with no ships: the sweep appends a
// fleet for each side.
const frigateBase = `name: Frigates
table: [48, 48]
turns: 4
victory: points
sides: [Red, Blue]
`

// fleetSweep sweeps a one-frigate fleet against a two-frigate one, each
// side appending its fleet to the ships.
const fleetSweep = `name: Fleets
kind: ft-battle
base: ../bases/frigates-ft.yaml
trials: 8
axes:
  - name: Red fleet
    field: $.ships[+]
    labels: [one, two]
    values:
      - {name: R1, side: Red, mass: 30, hull: 10, drive: 4, firecon: 1, beams: [{class: 2}], at: [0, -14], heading: 12, velocity: 4}
      - [{name: R1, side: Red, mass: 30, hull: 10, drive: 4, firecon: 1, beams: [{class: 2}], at: [-4, -14], heading: 12, velocity: 4},
         {name: R2, side: Red, mass: 30, hull: 10, drive: 4, firecon: 1, beams: [{class: 2}], at: [4, -14], heading: 12, velocity: 4}]
  - name: Blue fleet
    field: $.ships[+]
    labels: [one, two]
    values:
      - [{name: B1, side: Blue, mass: 30, hull: 10, drive: 4, firecon: 1, beams: [{class: 2}], at: [0, 14], heading: 6, velocity: 4}]
      - [{name: B1, side: Blue, mass: 30, hull: 10, drive: 4, firecon: 1, beams: [{class: 2}], at: [-4, 14], heading: 6, velocity: 4},
         {name: B2, side: Blue, mass: 30, hull: 10, drive: 4, firecon: 1, beams: [{class: 2}], at: [4, 14], heading: 6, velocity: 4}]
`

func decodeFleetSweep(t *testing.T, text string) (*lab.Sweep, error) {
	t.Helper()
	fsys := fstest.MapFS{"study/sweep.yaml": {Data: []byte(text)}, "bases/frigates-ft.yaml": {Data: []byte(frigateBase)}}
	return lab.DecodeSweep("sweep.yaml", []byte(text), fsys, "study")
}

// TestFTBattleSweep sweeps Full Thrust fleets appended with "[+]": every
// pairing is a point, the sides' fleets in the axes' order, the metrics
// those of lab.FTBattles, and shards merge into the whole run.
func TestFTBattleSweep(t *testing.T) {
	sw, err := decodeFleetSweep(t, fleetSweep)
	if err != nil {
		t.Fatal(err)
	}
	if len(sw.Points) != 4 || sw.Players != "tactical" {
		t.Fatalf("%d points, players %q", len(sw.Points), sw.Players)
	}
	for _, m := range []string{"win:0", "win:1", "draw", "turns"} {
		if !strings.Contains(strings.Join(sw.Metrics, " "), m) {
			t.Errorf("default metrics %v lack %s", sw.Metrics, m)
		}
	}
	whole := report(t, sw, 1, 1)
	want, _ := json.Marshal(whole)
	got, _ := json.Marshal(report(t, sw, 2, 2))
	if string(got) != string(want) {
		t.Fatalf("2 shards:\n%s\nwant\n%s", got, want)
	}
	// Two frigates beat one more often than one beats two.
	p := func(red, blue int) float64 {
		for _, pt := range whole.Points {
			if pt.At[0] == red && pt.At[1] == blue {
				return pt.Estimates["win:0"].Value
			}
		}
		t.Fatalf("no point %d, %d", red, blue)
		return 0
	}
	if p(1, 0) <= p(0, 1) {
		t.Errorf("P(Red wins) two against one %v, one against two %v", p(1, 0), p(0, 1))
	}
}

func TestFTBattleSweepErrors(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"append inside a path", strings.Replace(fleetSweep, "field: $.ships[+]", "field: $.ships[+].name", 1), "[+] may only end the path"},
		{"append to a mapping", strings.Replace(fleetSweep, "field: $.ships[+]", "field: $.name[+]", 1), "field $.name[+]: $.name is not a list"},
		{"no ships for a side", strings.Replace(fleetSweep, "      - [{name: B1, side: Blue, mass: 30, hull: 10, drive: 4, firecon: 1, beams: [{class: 2}], at: [0, 14], heading: 6, velocity: 4}]", "      - []", 1), "Blue"},
		{"equal cost", fleetSweep + "equal_cost: true\n", "equal_cost: is for spacefleet sweeps"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := decodeFleetSweep(t, tc.text)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
}
