package fullthrust

import (
	"encoding/json"
	"math"
	"os"
	"testing"

	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestSalvoThrough checks one salvo's mean damage through a ship's own
// point defence: a D6 missiles of a D6 each with none (12.25); the
// missile boats' convoy against the odds worked out apart (by
// enumerating the B1 and PDS dice with up to six re-rolls each, then the
// band's D6 less its row): the transport, 2 B1 and 2 PDS, 6.67; the
// Picket, 1 B1 and 3 PDS, 6.15; the Bulwark, 2 B1 and 4 PDS, 4.80.
// Systems knocked out do not defend.
func TestSalvoThrough(t *testing.T) {
	if got := salvoThrough(ft.Ship{Name: "Bare"}); math.Abs(got-12.25) > 1e-9 {
		t.Errorf("no point defence: %v, want 12.25", got)
	}
	setup := missileBoatsSetup(t)
	for name, want := range map[string]float64{"Providence": 6.67, "Picket": 6.15, "Bulwark": 4.80} {
		if got := salvoThrough(shipNamed(t, setup, name)); math.Abs(got-want) > 0.005 {
			t.Errorf("%s: %.4f, want %.2f", name, got, want)
		}
	}
	b := shipNamed(t, setup, "Bulwark")
	for k := range b.Systems {
		if b.Systems[k].Kind == ft.PDS {
			b.Systems[k].Destroyed = true
		}
	}
	if got, want := salvoThrough(b), salvoThrough(ft.Ship{Systems: []ft.System{{Kind: ft.Beam, Class: 1}, {Kind: ft.Beam, Class: 1}}}); got != want {
		t.Errorf("the Bulwark with its PDS knocked out: %v, want its two B1's %v", got, want)
	}
}

// missileBoatsSetup returns the setup of the missile-boat golden battle.
func missileBoatsSetup(t *testing.T) battle.Setup {
	t.Helper()
	data, err := os.ReadFile("testdata/battles/battle-missile-boats.record.json")
	if err != nil {
		t.Fatal(err)
	}
	var rec struct{ Setup json.RawMessage }
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	setup, err := battle.UnmarshalSetup(rec.Setup)
	if err != nil {
		t.Fatal(err)
	}
	return setup
}

// shipNamed returns the sheet of the ship called name in setup.
func shipNamed(t *testing.T, setup battle.Setup, name string) ft.Ship {
	t.Helper()
	for _, s := range setup.Ships {
		if s.Sheet.Name == name {
			return s.Sheet
		}
	}
	t.Fatalf("no ship %s", name)
	return ft.Ship{}
}
