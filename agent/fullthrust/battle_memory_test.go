package fullthrust

import (
	"slices"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestMemoryCountsRackSalvos checks that the tactical player counts the
// salvos the enemy placed, once a turn, from the revealed orders of the
// fire phase, and that a ship with one rack that has fired shows no rack
// while a ship with a launcher (its magazine unseen) and one with two
// racks that fired once keep theirs; a view of an earlier turn forgets.
func TestMemoryCountsRackSalvos(t *testing.T) {
	view := func(turn int, phase battle.Phase) battle.View {
		return battle.View{Turn: turn, Phase: phase.String(), You: 0,
			Revealed: []string{"Lance salvo: 0.0 0.0", "Corsair: MD4; Corsair salvo: -9.4 16.4; Krait salvo: 1.0 2.0; Viper salvo: 3.0 4.0"},
			Ships: []battle.ShipView{
				{Name: "Lance", Side: 0, Systems: []string{"B3", salvoRackLabel}},
				{Name: "Corsair", Side: 1, Systems: []string{"B3", salvoRackLabel}},
				{Name: "Krait", Side: 1, Systems: []string{"B2", salvoRackLabel, salvoRackLabel}},
				{Name: "Viper", Side: 1, Systems: []string{"B2", salvoLauncherLabel}},
			}}
	}
	var m memory
	m.note(view(2, battle.OrdersPhase))
	if got := m.known(view(2, battle.OrdersPhase)); !slices.Contains(got.Ships[1].Systems, salvoRackLabel) {
		t.Fatal("salvos counted from the movement phase's view, whose revealed orders are the last turn's fire")
	}
	m.note(view(2, battle.FirePhase))
	m.note(view(2, battle.FirePhase)) // the same turn twice counts once
	got := m.known(view(3, battle.OrdersPhase))
	for k, want := range []bool{true, false, true, true} {
		if has := slices.Contains(got.Ships[k].Systems, salvoRackLabel) || slices.Contains(got.Ships[k].Systems, salvoLauncherLabel); has != want {
			t.Errorf("%s shows ordnance %v, want %v: %v", got.Ships[k].Name, has, want, got.Ships[k].Systems)
		}
	}
	m.note(view(3, battle.FirePhase))
	if got := m.known(view(4, battle.OrdersPhase)); slices.Contains(got.Ships[2].Systems, salvoRackLabel) {
		t.Errorf("Krait placed two salvos from two racks and still shows %v", got.Ships[2].Systems)
	}
	orig := view(4, battle.OrdersPhase)
	m.known(orig)
	if !slices.Contains(orig.Ships[1].Systems, salvoRackLabel) {
		t.Error("known changed the view it was given")
	}
	m.note(view(1, battle.FirePhase)) // a new battle
	if m.salvos["Corsair"] != 1 {
		t.Errorf("a new battle kept the old count: %v", m.salvos)
	}
}
