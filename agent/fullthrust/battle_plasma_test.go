package fullthrust_test

import (
	"strings"
	"testing"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// boltState is a ship of side 0 at the origin facing 12 o'clock with a
// fire control, a salvo launcher and a class-2 plasma bolt launcher, and
// side 1's ships standing still at enemies.
func boltState(t *testing.T, enemies ...geom.Vec) *battle.State {
	t.Helper()
	lamp := battle.Ship{Side: 0, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: "Lamp", Mass: 40, Hull: fullthrust.HullRows(12, 4),
		Drive: fullthrust.Drive{Thrust: 4}, Systems: []fullthrust.System{{Kind: fullthrust.FireControl},
			{Kind: fullthrust.Other, Name: battle.SalvoLauncher.Label()}, {Kind: fullthrust.Other, Name: battle.PlasmaBolt.Label()}}},
		Mounts: []battle.Mount{{Kind: battle.SalvoLauncher, System: 1, Ammo: 2}, {Kind: battle.PlasmaBolt, System: 2, Class: 2}},
		Start:  battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 0)}}
	return boltBattle(t, lamp, enemies)
}

// TestBattlePlayerBoltSparesOwnSalvos checks that the tactical player does
// not burst its plasma bolt over the ship its own salvo homes on, whose
// blast would destroy the salvo (reading W36): with one enemy it fires the
// salvo and holds the bolt, and with a second enemy more than a blast away
// it aims the bolt at that one.
func TestBattlePlayerBoltSparesOwnSalvos(t *testing.T) {
	for _, tc := range []struct {
		name    string
		enemies []geom.Vec
		plasma  string // the bolt's line, "" for none
	}{
		{"one enemy", []geom.Vec{{Y: 15}}, ""},
		{"a second enemy beyond the blast", []geom.Vec{{Y: 15}, {X: 10, Y: 20}}, "Lamp plasma: 10.0 20.0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkBolt(t, boltState(t, tc.enemies...), "Lamp salvo: 0.0 15.0", tc.plasma)
		})
	}
}

// boltCarrierState is boltState's ship without the salvo launcher and with
// a standard fighter group in a bay, against side 1's ships standing still
// at enemies.
func boltCarrierState(t *testing.T, enemies ...geom.Vec) *battle.State {
	t.Helper()
	lamp := battle.Ship{Side: 0, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: "Lamp", Mass: 40, Hull: fullthrust.HullRows(12, 4),
		Drive: fullthrust.Drive{Thrust: 4}, Systems: []fullthrust.System{{Kind: fullthrust.FireControl},
			{Kind: fullthrust.Other, Name: battle.PlasmaBolt.Label()}, {Kind: fullthrust.Other, Name: "bay"}}},
		Mounts: []battle.Mount{{Kind: battle.PlasmaBolt, System: 1, Class: 2}},
		Bays:   []battle.Bay{{System: 2, Group: pointdefence.NewGroup("Wasp", pointdefence.Standard)}},
		Start:  battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 0)}}
	return boltBattle(t, lamp, enemies)
}

// TestBattlePlayerBoltSparesOwnGroups checks that the tactical player does
// not burst its plasma bolt where its own fighter group will be (reading
// W113: the blast catches every group inside it, either side's). Its group
// launches at Hulk, 20 MU ahead, and ends its moves 6 MU short of it, on
// the edge of a bolt bursting on Hulk: with Hulk alone the player holds
// the bolt, and with Barge farther off it aims the bolt at Barge instead.
func TestBattlePlayerBoltSparesOwnGroups(t *testing.T) {
	for _, tc := range []struct {
		name    string
		enemies []geom.Vec
		plasma  string // the bolt's line, "" for none
	}{
		{"one enemy", []geom.Vec{{Y: 20}}, ""},
		{"a second enemy beyond the blast", []geom.Vec{{Y: 20}, {X: 12, Y: 24}}, "Lamp plasma: 12.0 24.0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkBolt(t, boltCarrierState(t, tc.enemies...), "Wasp: attack Hulk", tc.plasma)
		})
	}
}

// boltBattle is lamp, of side 0, against side 1's ships, Hulk and Barge in
// that order, standing still at enemies and facing 6 o'clock: three turns.
func boltBattle(t *testing.T, lamp battle.Ship, enemies []geom.Vec) *battle.State {
	t.Helper()
	ships := []battle.Ship{lamp}
	for k, at := range enemies {
		ships = append(ships, battle.Ship{Side: 1, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: []string{"Hulk", "Barge"}[k], Mass: 40,
			Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 2}},
			Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(6), 0)}})
	}
	return startedState(t, battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Ships: ships})
}

// checkBolt checks the tactical player's orders for side 0 in st: the
// rules accept them, they hold the line line, and Lamp's plasma bolt line
// is plasma ("" for none).
func checkBolt(t *testing.T, st *battle.State, line, plasma string) {
	t.Helper()
	o, err := ftagent.NewBattlePlayer().Write(st, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CheckOrders(0, o); err != nil {
		t.Fatalf("orders %q refused: %v", o.Text, err)
	}
	if !strings.Contains(o.Text, line) {
		t.Errorf("no %q: %q", line, o.Text)
	}
	got := ""
	for _, l := range strings.Split(o.Text, "\n") {
		if strings.HasPrefix(l, "Lamp plasma:") {
			got = l
		}
	}
	if got != plasma {
		t.Errorf("bolt %q, want %q: %q", got, plasma, o.Text)
	}
}
