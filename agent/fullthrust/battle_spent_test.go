package fullthrust

import (
	"slices"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestMemoryCountsSpentOrdnance checks that the tactical player counts
// the heavy missiles and plasma bolts the enemy fired, from the ordnance
// the view shows placed: a ship that fired its one heavy missile no longer shows it, one
// with two mounts that fired one keeps both, and a launcher that fired a
// bolt shows none on the next turn only, nor does one that fired on
// another turn; its own side's ships are never changed.
func TestMemoryCountsSpentOrdnance(t *testing.T) {
	hm, pb := battle.HeavyMissile.Label(), battle.PlasmaBolt.Label()
	view := func(turn int, phase battle.Phase, revealed string) battle.View {
		all := []string{"Lance missile: 0.0 0.0; Lance plasma: 1.0 1.0", revealed}
		return battle.View{Turn: turn, Phase: phase.String(), You: 0, Revealed: all, Ordnance: placedIn(all...),
			Ships: []battle.ShipView{
				{Name: "Lance", Side: 0, Systems: []string{"B3", hm, pb}},
				{Name: "Viper", Side: 1, Systems: []string{"B2", salvoLauncherLabel, hm}},
				{Name: "Asp", Side: 1, Systems: []string{"B2", hm, hm}},
				{Name: "Krait", Side: 1, Systems: []string{"B2", pb}},
			}}
	}
	has := func(v battle.View, ship int, label string) bool { return slices.Contains(v.Ships[ship].Systems, label) }
	var m memory
	m.note(view(2, battle.FirePhase, "Viper missile: 3.0 4.0; Asp missile: 5.0 6.0; Krait plasma: 1.0 2.0"))
	got := m.known(view(3, battle.OrdersPhase, ""))
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
	m.note(view(3, battle.FirePhase, "Asp missile: 5.0 6.0"))
	got = m.known(view(4, battle.OrdersPhase, ""))
	if has(got, 2, hm) {
		t.Errorf("Asp fired both heavy missiles: shows %v", got.Ships[2].Systems)
	}
	if !has(got, 3, pb) {
		t.Errorf("Krait's launcher fired on turn 2 and is ready on turn 4: shows %v", got.Ships[3].Systems)
	}
	orig := view(4, battle.OrdersPhase, "")
	m.known(orig)
	if !has(orig, 1, hm) {
		t.Error("known changed the view it was given")
	}
}
