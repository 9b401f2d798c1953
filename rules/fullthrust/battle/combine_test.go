package battle_test

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Combining depleted groups while re-arming (Continuum §8.16; reading
// W62), with table dice.

// depleted is Resolute at the origin with the standard groups A (4
// fighters), B (3) and C (6) and the interceptors I in its bays, and the
// enemy Carrier 40 MU ahead.
func depleted(t *testing.T) *game.Match {
	t.Helper()
	a, b := pointdefence.NewGroup("A", pointdefence.Standard), pointdefence.NewGroup("B", pointdefence.Standard)
	a.Strength, b.Strength = 4, 3
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, a, b, pointdefence.NewGroup("C", pointdefence.Standard), pointdefence.NewGroup("I", pointdefence.Interceptor))
	return startSetup(t, battle.Setup{Turns: 8, Ships: []battle.Ship{res, carrier(geom.Vec{Y: 40}, "X")}})
}

// TestJoinRefused: groups combine in the same carrier's bays, with their
// own type, into a group short of full strength, not launched that turn
// and not itself joining.
func TestJoinRefused(t *testing.T) {
	m := depleted(t)
	refused(t, m, 0, "A: join I", "groups combine with their own type")
	refused(t, m, 0, "A: join C", "which is at full strength")
	refused(t, m, 0, "A: join A", "cannot join itself")
	refused(t, m, 0, "A: join X", "no fighter group of Navy")
	refused(t, m, 0, "A: join B\nB: screen Resolute", "A joins B, which is launched this turn")
	refused(t, m, 0, "A: join B\nB: join A", "itself joining")
	refused(t, m, 0, "A: join B\nResolute scramble: B", "B is combined with another group in the bays this turn")
	refused(t, m, 0, "A: join B\nResolute scramble: A", "A is combined with another group in the bays this turn")
	turnDice(t, m, [2]string{"C: screen Resolute", ""})
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "C: join A", "C is in space")
	refused(t, m, 0, "A: join C", "which is not in a bay")
}

// TestJoinFillsAGroup: B's 3 fighters go into A (4) up to six, one staying
// in B, which may not join the full A again.
func TestJoinFillsAGroup(t *testing.T) {
	m := depleted(t)
	log := turnDice(t, m, [2]string{"B: join A", ""})
	mustLog(t, log, "Navy movement orders: B: join A",
		"2 fighters of B join A in Resolute's bays: A has 6, 6 CEF, and may launch on turn 2 (the worst of the groups' re-arming); 1 stay in B")
	if a, b := fighterView(t, m, "A"), fighterView(t, m, "B"); a.Strength != 6 || b.Strength != 1 || b.Status != "in bay" {
		t.Errorf("A %+v, B %+v", a, b)
	}
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "B: join A", "which is at full strength")
}

// TestJoinTakesTheWorstRearming: B, grounded by a re-arming 1, grounds A
// when it joins it; C, ready, joining A while A re-arms leaves A
// re-arming; B, all of whose fighters join A, is merged and counted as no
// group lost.
func TestJoinTakesTheWorstRearming(t *testing.T) {
	m := depleted(t)
	turnDice(t, m, [2]string{"A: screen Resolute\nB: hold", ""})
	turnDice(t, m, [2]string{"", ""})
	turnDice(t, m, [2]string{"A: land\nB: screen Resolute", ""}, 3) // A ready on turn 4
	turnDice(t, m, [2]string{"", ""})
	turnDice(t, m, [2]string{"B: land", ""}, 1) // B grounded on turn 3
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"B: join A", ""})
	mustLog(t, log, "2 fighters of B join A in Resolute's bays: A has 6, 6 CEF, and may not be launched again in this battle (the worst of the groups' re-arming); 1 stay in B")
	if a := fighterView(t, m, "A"); !a.Grounded {
		t.Errorf("A after a grounded group joined it: %+v", a)
	}

	m = depleted(t)
	turnDice(t, m, [2]string{"A: screen Resolute", ""})
	turnDice(t, m, [2]string{"", ""})
	turnDice(t, m, [2]string{"A: land", ""}, 2) // A ready on turn 4
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"C: join A", ""}) // C, never launched, has no re-arming to wait for
	mustLog(t, log, "2 fighters of C join A in Resolute's bays: A has 6, 6 CEF, and may launch on turn 4")
	if a := fighterView(t, m, "A"); a.Ready != 4 || a.Strength != 6 {
		t.Errorf("A after C joined it: %+v", a)
	}

	b := pointdefence.NewGroup("B", pointdefence.Standard)
	b.Strength = 2
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.Group{Name: "A", Type: pointdefence.Standard, Strength: 4, CEF: 6}, b)
	m = startSetup(t, battle.Setup{Turns: 8, Ships: []battle.Ship{res, carrier(geom.Vec{Y: 40}, "X")}})
	log = turnDice(t, m, [2]string{"B: join A", ""})
	mustLog(t, log, "2 fighters of B join A in Resolute's bays: A has 6, 6 CEF, and may launch on turn 2 (the worst of the groups' re-arming); B is merged into it")
	if b := fighterView(t, m, "B"); b.Status != "merged" || b.Strength != 0 {
		t.Errorf("B after merging: %+v", b)
	}
	if s := m.State().(*battle.State).Spent(0); s.GroupsLost != 0 || s.FightersLost != 0 {
		t.Errorf("Spent after a merge: %+v", s)
	}
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "B: hold", "B cannot be ordered")
}
