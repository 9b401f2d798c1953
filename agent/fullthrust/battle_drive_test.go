package fullthrust_test

import (
	"strings"
	"testing"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// overshotState is a heavy cruiser (thrust 4, two forward B3) racing at
// 16 MU a turn toward 12 o'clock with the only enemy ship 30 MU astern, in
// turn 1 of a battle of turns turns.
func overshotState(t *testing.T, turns int) *battle.State {
	t.Helper()
	fwd := geom.Arcs(geom.FP, geom.F, geom.FS)
	hammer := battle.Ship{Side: 0, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: "Hammer", Mass: 72, Hull: fullthrust.HullRows(20, 4), Armour: []int{4},
		Drive: fullthrust.Drive{Thrust: 4}, Systems: []fullthrust.System{{Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl},
			{Kind: fullthrust.Beam, Class: 3, Arcs: fwd}, {Kind: fullthrust.Beam, Class: 3, Arcs: fwd}}},
		Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 16)}}
	hulk := battle.Ship{Side: 1, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(12, 4),
		Drive: fullthrust.Drive{Thrust: 2}, Systems: []fullthrust.System{{Kind: fullthrust.FireControl}, {Kind: fullthrust.Beam, Class: 2, Arcs: fwd}}},
		Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: -30}, geom.Clock(12), 4)}}
	return startedState(t, battle.Setup{Turns: turns, Sides: []string{"Navy", "Raiders"}, Ships: []battle.Ship{hammer, hulk}})
}

// TestBattlePlayerSparesItsDrive checks the battle's price of a drive hit
// (battle_drive.go): a cruiser that has raced past its enemy would come
// about by Emergency Thrust at the duel's price (DefaultDriveRisk), and
// still does in the last turn of a battle; with nine turns to fight it
// turns within its standard limits instead, keeping its drive whole.
func TestBattlePlayerSparesItsDrive(t *testing.T) {
	move := func(p *ftagent.BattlePlayer, turns int) string {
		t.Helper()
		st := overshotState(t, turns)
		o, err := p.Write(st, 0)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.CheckOrders(0, o); err != nil {
			t.Fatalf("orders %q refused: %v", o.Text, err)
		}
		for _, l := range strings.Split(o.Text, "\n") {
			if strings.HasPrefix(l, "Hammer: ") {
				return strings.TrimPrefix(l, "Hammer: ")
			}
		}
		t.Fatalf("no movement order for Hammer: %q", o.Text)
		return ""
	}
	duel := ftagent.NewBattlePlayer()
	duel.Doctrine.DriveRisk = ftagent.DefaultDriveRisk
	if o := move(duel, 10); !strings.HasPrefix(o, "ET ") {
		t.Errorf("at the duel's price the cruiser moves %q, want Emergency Thrust", o)
	}
	if o := move(ftagent.NewBattlePlayer(), 2); !strings.HasPrefix(o, "ET ") {
		t.Errorf("in the last turn the cruiser moves %q, want Emergency Thrust", o)
	}
	if o := move(ftagent.NewBattlePlayer(), 10); strings.Contains(o, "ET") {
		t.Errorf("with nine turns left the cruiser moves %q, want no Emergency Thrust", o)
	}
}
