package fullthrust_test

import (
	"os"
	"testing"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// boltsSetups are the test copies of examples with plasma bolt launchers
// added to ships facing enemy fighters (testdata/bolts).
var boltsSetups = []string{"carrier-gunline-plasma.yaml", "fleet-action-plasma.yaml"}

// boltsStart returns the prepared start of the test copy named name.
func boltsStart(t testing.TB, name string) battle.Prepared {
	t.Helper()
	start, err := battle.Rules{}.Prepare(nil, battleSetupIn(t, os.DirFS("testdata/bolts"), name))
	if err != nil {
		t.Fatal(err)
	}
	return start
}

// TestBoltsSetupsPlay checks that the test copies of BenchmarkBoltsAB
// read and start a battle of two sides.
func TestBoltsSetupsPlay(t *testing.T) {
	for _, name := range boltsSetups {
		start := boltsStart(t, name)
		st := start.New()
		if st.Players() != 2 {
			t.Fatalf("%s: %d sides", name, st.Players())
		}
	}
}

// BenchmarkBoltsAB is the A/B measurement of the tactical player's plasma
// bolts at enemy fighter groups (battle_plasma_flak.go), as pairedAB
// measures: on each test copy, the player against the player kept from
// them, the control the player kept from them on both sides. Run it with
// -benchtime=1000x for 1,000 battles a case (500 a side), e.g.
//
//	go test ./agent/fullthrust/ -run XXX -bench BoltsAB -benchtime 1000x
func BenchmarkBoltsAB(b *testing.B) {
	for _, name := range boltsSetups {
		start := boltsStart(b, name)
		b.Run(name, func(b *testing.B) {
			pairedAB(b, name, start, ftagent.NewBattlePlayer(), ftagent.NewBattlePlayerWithout("bolts"), ftagent.NewBattlePlayerWithout("bolts"))
		})
	}
}
