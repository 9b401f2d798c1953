package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Fighters screening fighter groups, and pursuit (Continuum §8.6; reading
// W38), with table dice.

// TestEscortEngagedFirst: Guard, launched to screen Blue, joins it after
// the main moves and follows its secondary move (turn 1, toward a carrier
// 50 MU off); given no order on turn 2 it keeps screening. Red, launched on
// turn 2 to intercept Blue, must engage Guard instead, so Blue makes its
// attack run on the carrier. Guard and Red dogfight with six 1s each;
// Blue's six attack dice are 1s too.
func TestEscortEngagedFirst(t *testing.T) {
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Standard), pointdefence.NewGroup("Guard", pointdefence.Interceptor))
	car := carrier(geom.Vec{Y: 50})
	car.Sheet.Systems = append(car.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
	car.Bays = append(car.Bays, battle.Bay{System: len(car.Sheet.Systems) - 1, Group: pointdefence.NewGroup("Red", pointdefence.Interceptor)})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{res, car}})
	refused(t, m, 0, "Guard: screen Guard", "cannot screen itself")
	refused(t, m, 0, "Guard: screen Blue; Blue: screen Guard", "which screens a fighter group itself")
	refused(t, m, 1, "Red: screen Blue", "a group of the enemy")
	log := turnDice(t, m, [2]string{"Blue: attack Carrier; Guard: screen Blue", ""})
	mustLog(t, log, "Navy movement orders: Blue: attack Carrier; Guard: screen Blue",
		"Guard (interceptor, 6) launches from Resolute and moves to screen Blue, at (0.0, 12.0)")
	if g := fighterView(t, m, "Guard"); g.Escorts != "Blue" || g.At != (geom.Vec{Y: 24}) {
		t.Errorf("Guard after Blue's secondary move: %+v", g)
	}
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"Blue: attack Carrier", "Red: intercept Blue"},
		1, 1, 1, 1, 1, 1, // Guard in the dogfight
		1, 1, 1, 1, 1, 1, // Red
		1, 1, 1, 1, 1, 1, // Blue's attack run
	)
	mustLog(t, log, "Red must first engage Guard, screening Blue (Continuum 8.6)",
		"Guard (interceptor, 6) in the dogfight", "Red (interceptor, 6) in the dogfight",
		"the strike on Carrier:")
	blue, guard := fighterView(t, m, "Blue"), fighterView(t, m, "Guard")
	if guard.Escorts != "Blue" || guard.At != blue.At || blue.At != (geom.Vec{Y: 48}) {
		t.Errorf("Guard %+v, Blue %+v", guard, blue)
	}
}

// TestPursuit: Blue attacks the carrier on turn 1; on turn 2 the carrier
// burns 20 MU away, and Blue, pursuing it, moves with it and attacks it
// again, where an attack order would have left it 14 MU short. A group
// may pursue only the ship it attacked last turn.
func TestPursuit(t *testing.T) {
	car := carrier(geom.Vec{Y: 10})
	car.Sheet.Drive = fullthrust.Drive{Thrust: 20}
	car.Start.Motion = manoeuvre.NewMotion(geom.Vec{Y: 10}, geom.Clock(12), 0)
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Standard), pointdefence.NewGroup("Idle", pointdefence.Standard)),
		car, warship(1, sheet("Other", 30), geom.Vec{X: 20}),
	}})
	refused(t, m, 0, "Blue: pursue Carrier", "in its bay")
	turnDice(t, m, [2]string{"Blue: attack Carrier; Idle: screen Resolute", ""}, 1, 1, 1, 1, 1, 1)
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "Blue: pursue Other", "made no attack run on Other last turn")
	refused(t, m, 0, "Idle: pursue Carrier", "made no attack run on Carrier last turn")
	log := turnDice(t, m, [2]string{"Blue: pursue Carrier", "Carrier: +20"}, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Navy movement orders: Blue: pursue Carrier", "Blue (standard, 6) pursues Carrier, to (0.0, 30.0)", "the strike on Carrier:")
	if f := fighterView(t, m, "Blue"); f.CEF != 4 || f.At != (geom.Vec{Y: 30}) {
		t.Errorf("Blue after its pursuit: %+v", f)
	}
}

// TestEscortsPairOff is Continuum §8.6's worked example (three screens,
// four attackers: three pair off with the screens, the fourth is free) for
// escorts of a group: two escorts, three interceptors. The first two
// interceptors, in group order, must engage the escorts; the third engages
// Blue itself, which, in a dogfight, makes no attack run. Every group rolls
// six 1s.
func TestEscortsPairOff(t *testing.T) {
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Standard),
		pointdefence.NewGroup("G1", pointdefence.Interceptor), pointdefence.NewGroup("G2", pointdefence.Interceptor))
	car := carrier(geom.Vec{Y: 50})
	for _, n := range []string{"R1", "R2", "R3"} {
		car.Sheet.Systems = append(car.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
		car.Bays = append(car.Bays, battle.Bay{System: len(car.Sheet.Systems) - 1, Group: pointdefence.NewGroup(n, pointdefence.Interceptor)})
	}
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{res, car}})
	turnDice(t, m, [2]string{"Blue: attack Carrier; G1: screen Blue; G2: screen Blue", ""})
	turnDice(t, m, [2]string{"", ""})
	dice := make([]int, 36)
	for k := range dice {
		dice[k] = 1
	}
	log := turnDice(t, m, [2]string{"Blue: attack Carrier", "R1: intercept Blue; R2: intercept Blue; R3: intercept Blue"}, dice...)
	mustLog(t, log, "R1 must first engage G1, screening Blue", "R2 must first engage G2, screening Blue",
		"Blue (standard, 6) in the dogfight", "Blue loses 0 in the dogfight")
	for _, no := range []string{"R3 must first", "the strike on Carrier"} {
		if strings.Contains(log, no) {
			t.Errorf("the log has %q:\n%s", no, log)
		}
	}
}
