package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// TestAcceptsAsCheckOrdersBayOut checks that State.Accepts answers as
// State.CheckOrders does for the lines joined, where the refusals of a
// fighter bay knocked out (W80) apply: Resolute's bay out before the
// battle (TestBayKnockedOutRefusesLaunch), and both its bays lost to a
// Grav Backfire (TestBayKnockedOutBeforeLaunch) under rules version 3 and
// under versions 1 and 2, which refuse none of them. Each line goes alone and
// after other lines, with each side, and some of each are refused and
// some accepted.
func TestAcceptsAsCheckOrdersBayOut(t *testing.T) {
	b := pointdefence.NewGroup("B", pointdefence.Standard)
	b.Strength = 4
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("A", pointdefence.Standard), b)
	res.Sheet.Systems[res.Bays[0].System].Destroyed = true
	matches := map[string]*game.Match{"out before the battle": startSetup(t, battle.Setup{Turns: 6, Ships: []battle.Ship{res, carrier(geom.Vec{Y: 40})}})}
	for version, dice := range map[string][]int{"": {1, 1, 1, 1, 6, 6, 1, 4}, "2": {1, 1, 1, 1, 6, 6, 1, 4, 4}, "1": {1, 1, 1, 1, 6, 6, 1, 4, 4}} {
		m := bayBlastBattle(t, version)
		turnDice(t, m, [2]string{"A: land\nB: screen Resolute", "Backfirer: backfire"}, dice...)
		turnDice(t, m, [2]string{"Resolute repair: none", "Backfirer repair: none"})
		matches["blasted, version "+version] = m
	}
	lines := []string{"", "A: attack Carrier", "A: attack Carrier press", "A: screen Resolute", "A: intercept missiles",
		"A: intercept plasma", "A: assist B\nB: attack Carrier", "A: screen B\nB: attack Carrier", "B: screen Resolute",
		"A: hold", "B: hold", "A: land", "A: land combat", "B: land", "Resolute scramble: A", "Resolute scramble: B",
		"Resolute scramble: A, B", "A: join B", "B: join A", "A: hold; A: hold", "Resolute: 2", "Backfirer: backfire"}
	for name, m := range matches {
		st := m.State().(*battle.State)
		accepted, refused := 0, 0
		for p := range game.Player(2) {
			for _, prefix := range [][]string{nil, {"A: hold"}, {"B: hold", ""}, {"Resolute: 2"}} {
				for _, line := range lines {
					want := st.CheckOrders(p, game.Orders{Text: strings.Join(append(prefix[:len(prefix):len(prefix)], line), "\n")}) == nil
					if got := st.Accepts(p, prefix, line); got != want {
						t.Errorf("%s, side %d: Accepts(%q, %q) = %v, CheckOrders of the joined text accepts: %v", name, p, prefix, line, got, want)
					}
					if want {
						accepted++
					} else {
						refused++
					}
				}
			}
		}
		if accepted == 0 || refused == 0 {
			t.Errorf("%s: %d accepted, %d refused; want some of each", name, accepted, refused)
		}
	}
}
