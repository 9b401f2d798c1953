package fullthrust

import (
	"slices"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestKnownSalvoRacks checks that the tactical player reads the enemy's
// empty racks from the views' counts (battle.Fired): a ship with one rack
// that has placed its salvo shows no rack, while a ship with a launcher
// (its magazine unseen) and one with two racks that placed one keep
// theirs; its own side's ships are never changed, nor the view it was
// given; a view where no enemy has fired is returned as it is.
func TestKnownSalvoRacks(t *testing.T) {
	view := func(krait int) battle.View {
		return battle.View{Turn: 3, Phase: battle.OrdersPhase.String(), You: 0,
			Ships: []battle.ShipView{
				{Name: "Lance", Side: 0, Systems: []string{"B3", salvoRackLabel}, Fired: battle.Fired{Salvos: 1}},
				{Name: "Corsair", Side: 1, Systems: []string{"B3", salvoRackLabel}, Fired: battle.Fired{Salvos: 1}},
				{Name: "Krait", Side: 1, Systems: []string{"B2", salvoRackLabel, salvoRackLabel}, Fired: battle.Fired{Salvos: krait}},
				{Name: "Viper", Side: 1, Systems: []string{"B2", salvoLauncherLabel}, Fired: battle.Fired{Salvos: 3}},
			}}
	}
	got := known(view(1))
	for k, want := range []bool{true, false, true, true} {
		if has := slices.Contains(got.Ships[k].Systems, salvoRackLabel) || slices.Contains(got.Ships[k].Systems, salvoLauncherLabel); has != want {
			t.Errorf("%s shows ordnance %v, want %v: %v", got.Ships[k].Name, has, want, got.Ships[k].Systems)
		}
	}
	if got := known(view(2)); slices.Contains(got.Ships[2].Systems, salvoRackLabel) {
		t.Errorf("Krait placed two salvos from two racks and still shows %v", got.Ships[2].Systems)
	}
	orig := view(2)
	known(orig)
	if !slices.Contains(orig.Ships[1].Systems, salvoRackLabel) {
		t.Error("known changed the view it was given")
	}
	quiet := battle.View{You: 0, Ships: []battle.ShipView{{Name: "Corsair", Side: 1, Systems: []string{salvoRackLabel}}}}
	if got := known(quiet); &got.Ships[0] != &quiet.Ships[0] {
		t.Error("a view where no enemy has fired was copied")
	}
}

// TestKnownSpentOrdnance checks that the tactical player reads the heavy
// missiles and plasma bolts the enemy fired from the views' counts: a ship
// that fired its one heavy missile no longer shows it, one with two
// mounts that fired one keeps both, and a launcher that fired a bolt shows
// none on the next turn only, nor does one that fired on another turn.
func TestKnownSpentOrdnance(t *testing.T) {
	hm, pb := battle.HeavyMissile.Label(), battle.PlasmaBolt.Label()
	view := func(turn, asp int, krait battle.Fired) battle.View {
		return battle.View{Turn: turn, Phase: battle.OrdersPhase.String(), You: 0,
			Ships: []battle.ShipView{
				{Name: "Lance", Side: 0, Systems: []string{"B3", hm, pb}, Fired: battle.Fired{Missiles: 1, BoltTurn: turn - 1, Bolts: 1}},
				{Name: "Viper", Side: 1, Systems: []string{"B2", salvoLauncherLabel, hm}, Fired: battle.Fired{Missiles: 1}},
				{Name: "Asp", Side: 1, Systems: []string{"B2", hm, hm}, Fired: battle.Fired{Missiles: asp}},
				{Name: "Krait", Side: 1, Systems: []string{"B2", pb}, Fired: krait},
			}}
	}
	has := func(v battle.View, ship int, label string) bool { return slices.Contains(v.Ships[ship].Systems, label) }
	got := known(view(3, 1, battle.Fired{BoltTurn: 2, Bolts: 1}))
	if has(got, 1, hm) || !has(got, 1, salvoLauncherLabel) {
		t.Errorf("Viper fired its heavy missile: shows %v", got.Ships[1].Systems)
	}
	if count(got.Ships[2].Systems, hm) != 2 {
		t.Errorf("Asp fired one of two heavy missiles: shows %v", got.Ships[2].Systems)
	}
	if has(got, 3, pb) {
		t.Errorf("Krait fired a bolt on turn 2 and shows its launcher on turn 3: %v", got.Ships[3].Systems)
	}
	if !has(got, 0, hm) || !has(got, 0, pb) {
		t.Errorf("the player's own ship changed: %v", got.Ships[0].Systems)
	}
	got = known(view(4, 2, battle.Fired{BoltTurn: 2, Bolts: 1}))
	if has(got, 2, hm) {
		t.Errorf("Asp fired both heavy missiles: shows %v", got.Ships[2].Systems)
	}
	if !has(got, 3, pb) {
		t.Errorf("Krait's launcher fired on turn 2 and is ready on turn 4: shows %v", got.Ships[3].Systems)
	}
}
