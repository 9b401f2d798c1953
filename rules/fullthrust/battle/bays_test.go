package battle_test

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// A fighter bay knocked out (reading W80), with table dice.

// TestBayKnockedOutRefusesLaunch: Resolute's bay holding A was knocked out
// by a threshold check before the battle: every order that would launch A
// is refused, naming A, its bay and its carrier, and so are a scramble and
// a join naming it; B, in the bay beside it, launches. Damage control (the
// default repair, three parties, on a 4) repairs the bay, and A launches.
func TestBayKnockedOutRefusesLaunch(t *testing.T) {
	b := pointdefence.NewGroup("B", pointdefence.Standard)
	b.Strength = 4
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("A", pointdefence.Standard), b)
	res.Sheet.Systems[res.Bays[0].System].Destroyed = true
	m := startSetup(t, battle.Setup{Turns: 6, Ships: []battle.Ship{res, carrier(geom.Vec{Y: 40})}})
	const why = "A's bay on Resolute is knocked out by a threshold check until damage control repairs it"
	for _, o := range []string{"A: attack Carrier", "A: attack Carrier press", "A: screen Resolute", "A: intercept missiles", "A: intercept plasma", "A: assist B\nB: attack Carrier", "A: screen B\nB: attack Carrier"} {
		refused(t, m, 0, o, "A may not launch: "+why)
	}
	refused(t, m, 0, "Resolute scramble: A", "A may not scramble: "+why)
	refused(t, m, 0, "A: join B", "A may not join B: "+why)
	if f := fighterView(t, m, "A"); !f.BayOut || f.Status != "in bay" {
		t.Errorf("A: %+v, want in bay with its bay out", f)
	}
	if f := fighterView(t, m, "B"); f.BayOut {
		t.Errorf("B: %+v, its bay is working", f)
	}
	log := turnDice(t, m, [2]string{"A: hold\nB: screen Resolute", ""})
	mustLog(t, log, "B (standard, 4) launches from Resolute and moves to screen Resolute")
	turnDice(t, m, [2]string{"", ""}, 4) // the fire orders; damage control's die
	if f := fighterView(t, m, "A"); f.BayOut {
		t.Fatalf("A's bay is not repaired:\n%s", log)
	}
	log = turnDice(t, m, [2]string{"A: screen Resolute", ""})
	mustLog(t, log, "A (standard, 6) launches from Resolute")
}

// bayBlastBattle is Resolute (16 hull boxes in rows of 4, no armour) with
// the standard groups A and B in its bays, 7 MU astern of Backfirer, a
// ship of 100 MASS with a thrust-4 drive (its medium zone runs to 8 MU,
// 4D6: TestGravBackfireInBattle). On turn 1 A launches to screen Resolute.
func bayBlastBattle(t *testing.T, version string) *game.Match {
	t.Helper()
	res := withBays(0, sheet("Resolute", 16), geom.Vec{Y: -7}, pointdefence.NewGroup("A", pointdefence.Standard), pointdefence.NewGroup("B", pointdefence.Standard))
	bf := backfirer(geom.Vec{}, 0) // wakefighters_test.go
	m := atVersion(t, startSetup(t, battle.Setup{Turns: 6, Ships: []battle.Ship{res, bf}}), version)
	turnDice(t, m, [2]string{"A: screen Resolute", ""})
	turnDice(t, m, [2]string{"", ""})
	return m
}

// TestBayKnockedOutBeforeLaunch: the bays are knocked out after the orders
// were written and before the fighters move, by a Grav Backfire in the
// ordnance phase (the blast's 4D6 of 1s cross Resolute's first hull row;
// the threshold check's 6s take both bays). B, ordered to screen, stays in
// its bay, and A, flying home to land, holds beside Resolute; both with a
// log line. The next turn the landing and the launch are refused.
func TestBayKnockedOutBeforeLaunch(t *testing.T) {
	m := bayBlastBattle(t, "")
	dice := []int{1, 1, 1, 1, // the medium zone's 4D6 on Resolute: 4 points, the first row
		6, 6, 1, // Resolute's threshold check: both bays lost, the drive holds
		4, // Backfirer's ship-wide check
	}
	log := turnDice(t, m, [2]string{"A: land\nB: screen Resolute", "Backfirer: backfire"}, dice...)
	mustLog(t, log, "Resolute threshold check: bay 6 lost, bay 6 lost",
		"B stays in its bay: B's bay on Resolute is knocked out by a threshold check until damage control repairs it",
		"A (standard, 6) reaches Resolute and holds beside it: A's bay on Resolute is knocked out by a threshold check")
	if f := fighterView(t, m, "A"); f.Status != "in space" || !f.BayOut {
		t.Errorf("A: %+v, want in space with its bay out", f)
	}
	if f := fighterView(t, m, "B"); f.Status != "in bay" || !f.BayOut {
		t.Errorf("B: %+v, want in its bay, the bay out", f)
	}
	turnDice(t, m, [2]string{"Resolute repair: none", "Backfirer repair: none"})
	refused(t, m, 0, "A: land", "A may not land: A's bay on Resolute is knocked out by a threshold check")
	refused(t, m, 0, "A: land combat", "A may not land: A's bay")
	refused(t, m, 0, "B: screen Resolute", "B may not launch: B's bay on Resolute is knocked out")
}

// TestBayKnockedOutVersion2: a battle of rules version 2 plays the same
// turn as version 2 did: B launches from its knocked-out bay and A lands
// in its own (its re-arming die a 4); the view does not show the bays out,
// which version 2 did only after a scramble mishap.
func TestBayKnockedOutVersion2(t *testing.T) {
	m := bayBlastBattle(t, "2")
	dice := []int{1, 1, 1, 1, 6, 6, 1, 4,
		4, // A's re-arming die
	}
	log := turnDice(t, m, [2]string{"A: land\nB: screen Resolute", "Backfirer: backfire"}, dice...)
	mustLog(t, log, "B (standard, 6) launches from Resolute", "A (standard, 6) lands on Resolute", "A re-arming: 4")
	if f := fighterView(t, m, "A"); f.BayOut || f.Status != "in bay" {
		t.Errorf("version 2: A %+v, want in its bay, not shown out", f)
	}
}

// TestBayKnockedOutBeforeJoin: A (3 fighters) is ordered to join B (3) in
// Resolute's bays, and the Grav Backfire of the ordnance phase knocks both
// bays out before the groups combine (phase 4): the join, which would be
// refused at submission now, is not carried out, with a log line, and both
// groups keep their fighters.
func TestBayKnockedOutBeforeJoin(t *testing.T) {
	a, b := pointdefence.NewGroup("A", pointdefence.Standard), pointdefence.NewGroup("B", pointdefence.Standard)
	a.Strength, b.Strength = 3, 3
	res := withBays(0, sheet("Resolute", 16), geom.Vec{Y: -7}, a, b)
	m := startSetup(t, battle.Setup{Turns: 6, Ships: []battle.Ship{res, backfirer(geom.Vec{}, 0)}})
	dice := []int{1, 1, 1, 1, 6, 6, 1, 4} // as in TestBayKnockedOutBeforeLaunch: both bays lost
	log := turnDice(t, m, [2]string{"A: join B\nB: hold", "Backfirer: backfire"}, dice...)
	mustLog(t, log, "Resolute threshold check: bay 6 lost, bay 6 lost",
		"A does not join B: A's bay on Resolute is knocked out by a threshold check until damage control repairs it")
	if f := fighterView(t, m, "A"); f.Strength != 3 || f.Status != "in bay" {
		t.Errorf("A: %+v, want its 3 fighters in its bay\n%s", f, log)
	}
	if f := fighterView(t, m, "B"); f.Strength != 3 {
		t.Errorf("B: %+v, want its own 3 fighters\n%s", f, log)
	}
}
