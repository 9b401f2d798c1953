package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestGravBackfireInBattle is "Grav Backfire" of ft-advanced-manoeuvres.txt
// between battle ships (readings W50-W52). A ship of 100 MASS with a
// thrust-4 drive has 20 MASS of drive (RULINGS A5): zones of 4, 8 and 12 MU
// astern (the text's "1% of TMF times thrust" is 4 MU too), with 8D6, 4D6
// and 2D6 of damage (RULINGS E4 #2). In the ordnance phase, before anything
// moves, the ships astern of it take their zone's dice less their screens:
// High (3 MU, screen 1), Medium (7 MU) and Low (11 MU); Clear (14 MU) and
// Ahead (in its fore arc) take nothing. The backfiring ship moves first:
// its drive is damaged and the whole ship checks at the current level
// (one die, for the drive). Crosser then crosses its 6 MU wake and takes
// the low zone's 2D6. Every die is an event.
func TestGravBackfireInBattle(t *testing.T) {
	bf := warship(0, fullthrust.Ship{Name: "Backfirer", Mass: 100, Hull: fullthrust.HullRows(40, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
	bf.Start.Motion = manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6)
	target := func(name string, at geom.Vec, screens int) battle.Ship {
		sh := fullthrust.Ship{Name: name, Mass: 100, Armour: []int{4}, Hull: fullthrust.HullRows(100, 4), Drive: fullthrust.Drive{Thrust: 4}}
		for range screens {
			sh.Systems = append(sh.Systems, fullthrust.System{Kind: fullthrust.Screen})
		}
		return warship(1, sh, at)
	}
	crosser := target("Crosser", geom.Vec{X: 3, Y: 3}, 0)
	crosser.Start.Motion = manoeuvre.NewMotion(geom.Vec{X: 3, Y: 3}, geom.Clock(9), 6)
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{bf,
		target("High", geom.Vec{Y: -3}, 1), target("Medium", geom.Vec{X: 1, Y: -7}, 0), target("Low", geom.Vec{Y: -11}, 0),
		target("Clear", geom.Vec{Y: -14}, 0), target("Ahead", geom.Vec{Y: 10}, 0), crosser}})
	log := turnDice(t, m, [2]string{"Backfirer: backfire", ""},
		3, 3, 3, 3, 3, 3, 3, 3, // High: 8D6 less 1 each: 16 points
		6, 6, 6, 6, // Medium: 4D6, 24 points
		2, 5, // Low: 2D6, 7 points
		4,    // the backfirer's ship-wide check: the drive passes
		1, 2, // Crosser crosses the wake: 2D6, 3 points
	)
	mustLog(t, log, "Backfirer makes a Grav Backfire: its aft arc to 4, 8 and 12 MU",
		"High is in the high zone of Backfirer's Grav Backfire: dice [3 3 3 3 3 3 3 3] less screens, 16 points (4 armour and 12 hull boxes) [3 3 3 3 3 3 3 3]",
		"Medium is in the medium zone of Backfirer's Grav Backfire: dice [6 6 6 6] less screens, 24 points",
		"Low is in the low zone of Backfirer's Grav Backfire: dice [2 5] less screens, 7 points",
		"Backfirer: Grav Backfire: ", "[4]",
		"Crosser crosses the grav wake of Backfirer: dice [1 2] less screens, 3 points")
	for name, hull := range map[string]int{"High": 88, "Medium": 80, "Low": 97, "Clear": 100, "Ahead": 100, "Crosser": 100} {
		v := shipView(t, m, name)
		if v.Hull != hull {
			t.Errorf("%s has %d hull boxes, want %d\n%s", name, v.Hull, hull, log)
		}
	}
	if a := shipView(t, m, "Crosser").Armour; len(a) != 1 || a[0] != 1 {
		t.Errorf("Crosser's armour %v, want [1] (the wake's 3 points are non-penetrating)", a)
	}
	if v := shipView(t, m, "Backfirer"); v.Thrust != 2 || !nearVec(v.At, geom.Vec{Y: 6}) {
		t.Errorf("the backfirer has thrust %d at %v, want 2 at (0, 6)", v.Thrust, v.At)
	}
}

// TestGravBackfireRefused checks that an advanced drive cannot backfire
// (the text: "Advanced Main Drives ... cannot generate a Grav Backfire"):
// the order is impossible, no blast is rolled and the ship moves straight
// on.
func TestGravBackfireRefused(t *testing.T) {
	bf := warship(0, fullthrust.Ship{Name: "Backfirer", Mass: 100, Hull: fullthrust.HullRows(40, 4), Drive: fullthrust.Drive{Thrust: 4, Advanced: true}}, geom.Vec{})
	near := warship(1, fullthrust.Ship{Name: "Near", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{Y: -3})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{bf, near}})
	log := turnDice(t, m, [2]string{"Backfirer: backfire", ""})
	mustLog(t, log, "impossible order")
	if v := shipView(t, m, "Near"); v.Hull != 12 {
		t.Errorf("the advanced drive's backfire hit: %d hull left\n%s", v.Hull, log)
	}
}

// TestGravBackfireCatchesFighters checks reading W50: a fighter group in
// space in a backfire's zones spends a CEF to get clear, and a group with
// none left is destroyed. The carrier's screening group sits with it 6 MU
// astern of the backfiring ship (the medium zone, 4D6 for the carrier).
func TestGravBackfireCatchesFighters(t *testing.T) {
	for _, tc := range []struct {
		cef      int
		want     string
		strength int
	}{
		{3, "Guard spends a CEF to get clear of Backfirer's Grav Backfire", 6},
		{0, "Guard, with no CEF left, is destroyed by Backfirer's Grav Backfire", 0},
	} {
		bf := warship(0, fullthrust.Ship{Name: "Backfirer", Mass: 100, Hull: fullthrust.HullRows(40, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
		cv := carrier(geom.Vec{Y: -6}, "Guard")
		cv.Bays[0].Group.CEF = tc.cef
		m := startSetup(t, battle.Setup{Ships: []battle.Ship{bf, cv}})
		turnDice(t, m, [2]string{"", "Guard: screen Carrier"})
		turnDice(t, m, [2]string{"", ""})
		log := turnDice(t, m, [2]string{"Backfirer: backfire", ""}, 1, 1, 1, 1, 4)
		mustLog(t, log, tc.want)
		for _, f := range m.View(game.Spectator).(battle.View).Fighters {
			if f.Name == "Guard" && (f.Strength != tc.strength || tc.cef > 0 && f.CEF != tc.cef-1) {
				t.Errorf("CEF %d: Guard has strength %d and CEF %d\n%s", tc.cef, f.Strength, f.CEF, log)
			}
		}
	}
}

// TestGravBackfireLeaving checks a Grav Backfire by a ship leaving by FTL
// that turn (W50-W51 with A8), under cinematic and vector movement: it
// blasts its aft arc in the ordnance phase, and as it moves, after every
// other ship, it takes the backfire's drive damage and ship-wide check
// before it vanishes. Before rules version 4 the departing ship moved
// with no order and took neither; records of versions 1 to 3 replay so.
func TestGravBackfireLeaving(t *testing.T) {
	for _, vector := range []bool{false, true} {
		for _, version := range []string{"", "3"} {
			runner := warship(0, fullthrust.Ship{Name: "Runner", Mass: 100, Hull: fullthrust.HullRows(30, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
			runner.FTL = battle.StandardFTL
			runner.Start.Motion = manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6)
			hulk := warship(1, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(40, 4)}, geom.Vec{Y: -1})
			var opt manoeuvre.ManoeuvreOptions
			opt.Vector = vector
			m := atVersion(t, startSetup(t, battle.Setup{Options: opt, Ships: []battle.Ship{runner, hulk}}), version)
			turnSeeded(t, m, [2]string{"Runner: FTL", ""})
			turnSeeded(t, m, [2]string{"", ""})
			log := turnSeeded(t, m, [2]string{"Runner: backfire", ""})
			mustLog(t, log, "Runner makes a Grav Backfire", "Hulk is in the medium zone of Runner's Grav Backfire", "Runner leaves the battle by FTL")
			paid := strings.Contains(log, "Runner: Grav Backfire: drive halved")
			if paid != (version == "") {
				t.Errorf("vector %v, version %q: the backfire's own damage rolled %v\n%s", vector, version, paid, log)
			}
		}
	}
}

// turnSeeded plays one round of orders of both sides on the match's own
// dice and returns its log.
func turnSeeded(t *testing.T, m *game.Match, orders [2]string) string {
	t.Helper()
	if _, err := m.Submit(0, game.Orders{Text: orders[0]}); err != nil {
		t.Fatal(err)
	}
	ev, err := m.Submit(1, game.Orders{Text: orders[1]})
	if err != nil {
		t.Fatal(err)
	}
	return string(writeLog(ev))
}

// TestGravBackfireLeavingDestroys checks a departing ship whose damaged
// drive backfires (W51, version 4): when its drive fails the ship-wide
// check the engine overloads and destroys it as it moves, and it is
// destroyed, not gone by FTL; the dice of its checks are events.
func TestGravBackfireLeavingDestroys(t *testing.T) {
	for seed := rng.Seed(1); seed < 200; seed++ {
		runner := warship(0, fullthrust.Ship{Name: "Runner", Mass: 100, Hull: fullthrust.HullRows(30, 4), Drive: fullthrust.Drive{Thrust: 4, Hits: 1}}, geom.Vec{})
		runner.FTL = battle.StandardFTL
		runner.Start.Motion = manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6)
		far := warship(1, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(40, 4)}, geom.Vec{X: 100})
		m := startSeeded(t, battle.Setup{Ships: []battle.Ship{runner, far}}, seed)
		turnSeeded(t, m, [2]string{"Runner: FTL", ""})
		turnSeeded(t, m, [2]string{"", ""})
		if _, err := m.Submit(0, game.Orders{Text: "Runner: backfire"}); err != nil {
			t.Fatal(err)
		}
		events, err := m.Submit(1, game.Orders{})
		if err != nil {
			t.Fatal(err)
		}
		log := string(writeLog(events))
		if !strings.Contains(log, "the engine overloads and the ship is destroyed") {
			continue
		}
		mustLog(t, log, "Runner is destroyed")
		if strings.Contains(log, "Runner leaves the battle by FTL") {
			t.Errorf("seed %d: the destroyed ship leaves by FTL:\n%s", seed, log)
		}
		if v := shipView(t, m, "Runner"); v.Status != "destroyed" {
			t.Errorf("seed %d: Runner is %q", seed, v.Status)
		}
		for _, e := range events {
			if strings.Contains(e.Text, "ship-wide check") && len(e.Dice) == 0 {
				t.Errorf("seed %d: %q carries no dice", seed, e.Text)
			}
		}
		return
	}
	t.Fatal("no seed destroyed the departing backfirer")
}
