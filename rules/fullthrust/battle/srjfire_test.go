package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestJumpFiresNoOrdnance checks reading W112 (ft-advanced-manoeuvres.txt
// "Short-Range Jump": no weapons but defensive ones on the turn of the
// jump): a frigate at rest engages its drive on turn 1 and jumps 30 MU on
// turn 2 with a salvo ordered at the boat 20 MU to its left. From rules
// version 8 the salvo is not placed, the log says why and the magazine
// keeps it; under version 7 it flew. Its beams are refused in the fire
// orders of the jump turn under both (the jump's own no-fire). State.Withholds
// says so of the jump order alone, not of a jump too far to make (an
// impossible order drifts, W4) nor of no order.
func TestJumpFiresNoOrdnance(t *testing.T) {
	for _, version := range []string{"", "7"} {
		t.Run("version "+version, func(t *testing.T) {
			fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SMR"}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.Beam, Class: 1}}}, geom.Vec{})
			fr.FTL = battle.StandardFTL
			fr.Mounts = []battle.Mount{{Kind: battle.SalvoRack, System: 0, Ammo: 1}}
			m := atVersion(t, startSetup(t, battle.Setup{Ships: []battle.Ship{fr, salvoBoat(geom.Vec{X: -20})}}), version)
			turnDice(t, m, [2]string{"Frigate: SRJ", ""})
			turnDice(t, m, [2]string{"", ""})
			st := m.State().(*battle.State)
			for line, want := range map[string]bool{"Frigate: SRJ 30": version == "", "Frigate: SRJ 300": false, "Frigate:": false} {
				if got := st.Withholds(0, []string{line}, "Frigate"); got != want {
					t.Errorf("Withholds after %q = %v, want %v", line, got, want)
				}
			}
			// the jump: direction 3, scatter 1 1, FTL check 1, drive check 1; then under version 7 the salvo: lock-on 3, damage 3 3 3
			dice := []int{3, 1, 1, 1, 1}
			if version == "7" {
				dice = append(dice, 3, 3, 3, 3, 3, 3, 3) // and the boat's threshold check
			}
			log := turnDice(t, m, [2]string{"Frigate: SRJ 30\nFrigate salvo: Boat", ""}, dice...)
			placed := strings.Contains(log, "Frigate places a salvo")
			if version == "7" {
				if !placed {
					t.Errorf("version 7: the salvo is not placed:\n%s", log)
				}
				return
			}
			mustLog(t, log, "Frigate's salvo rack is not fired: it makes a Short-Range Jump this turn")
			if placed {
				t.Errorf("the jumping frigate places its salvo:\n%s", log)
			}
			for _, v := range m.View(0).(battle.View).Ships {
				if v.Name == "Frigate" && v.Salvos != 1 {
					t.Errorf("the frigate has %d salvos left, want 1", v.Salvos)
				}
			}
			if _, err := m.Submit(0, game.Orders{Text: "Frigate: Boat"}); err == nil || !strings.Contains(err.Error(), "may not fire this turn") {
				t.Errorf("the jumping frigate's beams: err = %v, want a refusal", err)
			}
		})
	}
}

// TestFailedJumpKeepsItsFireControl checks reading W112 with W47: the
// frigate's jump starts 5 MU from the hulk and its drive fails to engage on
// the proximity die (1), so it moves straight on and may fire. Its salvo
// line was withheld, so the salvo used no fire control (W31), and its one
// fire control directs its beam at the hulk.
func TestFailedJumpKeepsItsFireControl(t *testing.T) {
	fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SMR"}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.Beam, Class: 1}}}, geom.Vec{})
	fr.FTL = battle.StandardFTL
	fr.Mounts = []battle.Mount{{Kind: battle.SalvoRack, System: 0, Ammo: 1}}
	hulk := warship(1, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(40, 4)}, geom.Vec{Y: 5})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{fr, hulk}})
	turnDice(t, m, [2]string{"Frigate: SRJ", ""})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"Frigate: SRJ 20\nFrigate salvo: Hulk", ""}, 1)
	mustLog(t, log, "the FTL drive fails to engage", "Frigate's salvo rack is not fired: it makes a Short-Range Jump this turn")
	if _, err := m.Submit(0, game.Orders{Text: "Frigate: Hulk"}); err != nil {
		t.Errorf("the frigate whose jump failed may not fire its beam: %v", err)
	}
}
