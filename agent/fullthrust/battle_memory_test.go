package fullthrust

import (
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// placedIn returns the ordnance the orders text places ("SHIP salvo:
// X Y; SHIP missile: ..."), as View.Ordnance shows it.
func placedIn(orders ...string) []battle.Placed {
	var out []battle.Placed
	for _, text := range orders {
		for _, part := range strings.Split(text, "; ") {
			for _, kind := range []string{"salvo", "missile", "plasma"} {
				if name, _, ok := strings.Cut(part, " "+kind+": "); ok {
					out = append(out, battle.Placed{Ship: name, Kind: kind})
				}
			}
		}
	}
	return out
}

// TestMemoryCountsRackSalvos checks that the tactical player counts the
// salvos the enemy placed, once a turn, from the ordnance the fire phase's
// view shows placed, and that a ship with one rack that has fired shows no rack
// while a ship with a launcher (its magazine unseen) and one with two
// racks that fired once keep theirs; a view of an earlier turn forgets.
func TestMemoryCountsRackSalvos(t *testing.T) {
	view := func(turn int, phase battle.Phase) battle.View {
		revealed := []string{"Lance salvo: 0.0 0.0", "Corsair: MD4; Corsair salvo: -9.4 16.4; Krait salvo: 1.0 2.0; Viper salvo: 3.0 4.0"}
		return battle.View{Turn: turn, Phase: phase.String(), You: 0, Revealed: revealed, Ordnance: placedIn(revealed...),
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

// TestMemoryCountsOnlyPlacedSalvos checks that a salvo line the rules read
// but did not fire (Corsair warming up its FTL drive, readings W109, W114)
// is not counted: the view shows it revealed but not placed, and Corsair's
// one rack still holds its salvo.
func TestMemoryCountsOnlyPlacedSalvos(t *testing.T) {
	v := battle.View{Turn: 2, Phase: battle.FirePhase.String(), You: 0,
		Revealed: []string{"", "Corsair: FTL; Corsair salvo: -9.4 16.4"},
		Ships:    []battle.ShipView{{Name: "Lance", Side: 0}, {Name: "Corsair", Side: 1, Systems: []string{"B3", salvoRackLabel}}}}
	var m memory
	m.note(v)
	v.Turn, v.Phase = 3, battle.OrdersPhase.String()
	if got := m.known(v); !slices.Contains(got.Ships[1].Systems, salvoRackLabel) {
		t.Errorf("a salvo written but not placed was counted: Corsair shows %v", got.Ships[1].Systems)
	}
}
