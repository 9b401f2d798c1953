package battle_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Launch tubes and combat landings (Continuum §8.1, §8.2, §8.4; readings
// W59, W60), with table dice.

// withTubes adds plain launch tubes and tubes with catapults to a ship.
func withTubes(s battle.Ship, plain, catapults int) battle.Ship {
	for n := range plain + catapults {
		name := "tube"
		if n >= plain {
			name = "catapult"
		}
		s.Sheet.Systems = append(s.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: name})
		s.Tubes = append(s.Tubes, len(s.Sheet.Systems)-1)
	}
	return s
}

// tubeCarrier is Resolute at the origin with the standard groups A, B and
// C in its bays, its launch tubes as given, and the enemy carrier 40 MU
// ahead.
func tubeCarrier(t *testing.T, plain, catapults int) *game.Match {
	t.Helper()
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("A", pointdefence.Standard),
		pointdefence.NewGroup("B", pointdefence.Standard), pointdefence.NewGroup("C", pointdefence.Standard))
	return startSetup(t, battle.Setup{Turns: 8, Ships: []battle.Ship{withTubes(res, plain, catapults), carrier(geom.Vec{Y: 40})}})
}

// TestTubesLimitLaunches: a carrier with one tube and one catapult tube
// launches two groups a turn when it keeps its course and speed, and one,
// from the catapult, when it manoeuvres.
func TestTubesLimitLaunches(t *testing.T) {
	m := tubeCarrier(t, 1, 1)
	refused(t, m, 0, "A: screen Resolute\nB: screen Resolute\nC: attack Carrier", "Resolute launches A, B, C, but has 2 working launch tubes")
	refused(t, m, 0, "Resolute: +1\nA: screen Resolute\nB: screen Resolute", "only tubes with catapults launch a ship that applies thrust (Continuum 8.1-8.2): it has 1 working")
	refused(t, m, 0, "Resolute: P1\nA: intercept missiles\nB: screen Resolute", "launches A, B under thrust")
	log := turnDice(t, m, [2]string{"Resolute: +1\nA: screen Resolute\nC: hold", ""})
	mustLog(t, log, "A (standard, 6) launches from Resolute and moves to screen Resolute")
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"B: screen Resolute\nC: screen Resolute", ""})
	mustLog(t, log, "B (standard, 6) launches from Resolute", "C (standard, 6) launches from Resolute")
}

// TestTubesWithoutThrust: a ship whose tubes have no catapults launches
// nothing on a turn it manoeuvres, vector drift excepted.
func TestTubesWithoutThrust(t *testing.T) {
	m := tubeCarrier(t, 2, 0)
	refused(t, m, 0, "Resolute: 1\nA: screen Resolute", "it has 0 working; give Resolute no movement order")
	if _, err := m.Submit(0, game.Orders{Text: "Resolute: \nA: screen Resolute"}); err != nil {
		t.Errorf("an empty movement order: %v", err)
	}
}

// TestTubeKnockedOut: a tube whose box a threshold check knocked out
// launches nothing; a ship without tubes written launches every group.
func TestTubeKnockedOut(t *testing.T) {
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("A", pointdefence.Standard), pointdefence.NewGroup("B", pointdefence.Standard))
	res = withTubes(res, 2, 0)
	res.Sheet.Systems[res.Tubes[1]].Destroyed = true
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{res, carrier(geom.Vec{Y: 40})}})
	refused(t, m, 0, "A: screen Resolute\nB: screen Resolute", "has 1 working launch tubes")
	if v := shipView(t, m, "Resolute"); !strings.Contains(strings.Join(v.Lost, ","), "tube") {
		t.Errorf("the view does not show the tube lost: %+v", v)
	}

	free := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("A", pointdefence.Standard), pointdefence.NewGroup("B", pointdefence.Standard))
	m = startSetup(t, battle.Setup{Ships: []battle.Ship{free, carrier(geom.Vec{Y: 40})}})
	if _, err := m.Submit(0, game.Orders{Text: "Resolute: +2\nA: screen Resolute\nB: screen Resolute"}); err != nil {
		t.Errorf("a carrier with no tubes written: %v", err)
	}
}

// launchAB launches A on turn 1 and B on turn 2 from a one-tube carrier,
// both screening it.
func launchAB(t *testing.T) *game.Match {
	t.Helper()
	m := tubeCarrier(t, 1, 0)
	turnDice(t, m, [2]string{"A: screen Resolute", ""})
	turnDice(t, m, [2]string{"", ""})
	turnDice(t, m, [2]string{"B: screen Resolute", ""})
	turnDice(t, m, [2]string{"", ""})
	return m
}

// TestTubesLimitLandings: launching and landing share the tubes. With one
// tube, A lands and B, reaching the carrier with no tube free, holds beside
// it and lands the next turn; C may not launch on a turn A lands.
func TestTubesLimitLandings(t *testing.T) {
	m := launchAB(t)
	log := turnDice(t, m, [2]string{"A: land\nB: land", ""}, 4)
	mustLog(t, log, "A (standard, 6) lands on Resolute", "A re-arming: 4",
		"B (standard, 6) reaches Resolute, whose 1 working launch tubes are all in use this turn, and holds beside it")
	if f := fighterView(t, m, "B"); f.Status != "in space" || f.At != shipView(t, m, "Resolute").At {
		t.Errorf("B after waiting: %+v", f)
	}
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"B: land", ""}, 6)
	mustLog(t, log, "B (standard, 6) lands on Resolute", "B re-arming: 6")
}

// TestLaunchUsesTheTubeBeforeLandings: a group launched takes the tube
// before any landing the same turn.
func TestLaunchUsesTheTubeBeforeLandings(t *testing.T) {
	m := launchAB(t)
	log := turnDice(t, m, [2]string{"A: land\nC: screen Resolute", ""})
	mustLog(t, log, "C (standard, 6) launches from Resolute", "A (standard, 6) reaches Resolute, whose 1 working launch tubes are all in use this turn")
}

// TestEscortLaunchUsesTheTubeBeforeLandings: a group launched to escort
// another takes the tube before a landing, though escorts launch after the
// landings are flown (the landing once took the tube and the escort
// launched as well, two groups through one tube).
func TestEscortLaunchUsesTheTubeBeforeLandings(t *testing.T) {
	m := launchAB(t)
	log := turnDice(t, m, [2]string{"A: land\nC: screen B", ""})
	mustLog(t, log, "C (standard, 6) launches from Resolute", "A (standard, 6) reaches Resolute, whose 1 working launch tubes are all in use this turn")
}

// TestCombatLanding: "land combat" lands every group that reaches its
// carrier that turn, beyond the tubes, with no re-arming die, and grounds
// it for the rest of the battle; the carrier keeps its course and speed.
func TestCombatLanding(t *testing.T) {
	m := launchAB(t)
	refused(t, m, 0, "Resolute: +1\nA: land combat", "must then keep its course and velocity")
	refused(t, m, 0, "C: land combat", "in its bay")
	log := turnDice(t, m, [2]string{"A: land combat\nB: land combat", ""}) // no dice
	mustLog(t, log, "Navy movement orders: A: land combat; B: land combat",
		"A (standard, 6) makes a combat landing on Resolute and may not be launched again in this battle",
		"B (standard, 6) makes a combat landing on Resolute")
	for _, g := range []string{"A", "B"} {
		if f := fighterView(t, m, g); f.Status != "in bay" || !f.Grounded {
			t.Errorf("%s after a combat landing: %+v", g, f)
		}
	}
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "A: screen Resolute", "may not be launched again")
}

// TestTubesInSetup: a tube's index must point at a tube or catapult box,
// each box once (a box listed twice counted as two tubes).
func TestTubesInSetup(t *testing.T) {
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("A", pointdefence.Standard))
	res.Tubes = []int{res.Bays[0].System}
	s := battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Ships: []battle.Ship{res, carrier(geom.Vec{Y: 40})}}
	err := s.Validate()
	var se *battle.SetupError
	if !errors.As(err, &se) || se.Field != "tubes[0]" || !strings.Contains(err.Error(), "not a tube box") {
		t.Errorf("a tube on a bay's box: %v", err)
	}
	twice := withTubes(withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("A", pointdefence.Standard)), 1, 0)
	twice.Tubes = append(twice.Tubes, twice.Tubes[0])
	s.Ships[0] = twice
	if err := s.Validate(); !errors.As(err, &se) || se.Field != "tubes[1]" || !strings.Contains(err.Error(), "already a launch tube") {
		t.Errorf("a tube box listed twice: %v", err)
	}
	s.Ships[0] = withTubes(withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("A", pointdefence.Standard)), 1, 1)
	js, err := battle.MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := battle.UnmarshalSetup(js)
	if err != nil || len(back.Ships[0].Tubes) != 2 || back.Ships[0].Tubes[1] != s.Ships[0].Tubes[1] {
		t.Errorf("tubes through form 2: %v %+v", err, back.Ships[0].Tubes)
	}
}
