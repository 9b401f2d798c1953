package battle_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// The scramble launch (Continuum §8.3; reading W61), with table dice.

// ones returns n dice of 1.
func ones(n int) []int { return slices.Repeat([]int{1}, n) }

// scrambleBattle is Resolute at the origin with the standard groups A and
// B in its bays (its tubes as given, none for no limit) and the enemy
// Carrier 10 MU ahead with the standard groups named.
func scrambleBattle(t *testing.T, tubes int, enemy ...string) *game.Match {
	t.Helper()
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("A", pointdefence.Standard), pointdefence.NewGroup("B", pointdefence.Standard))
	if tubes > 0 {
		res = withTubes(res, tubes, 0)
	}
	return startSetup(t, battle.Setup{Turns: 6, Ships: []battle.Ship{res, carrier(geom.Vec{Y: 10}, enemy...)}})
}

// TestScrambleRefused: a scramble is written for groups in the ship's own
// bays, once each, from a ship that applies no thrust, and for groups not
// otherwise launched that turn.
func TestScrambleRefused(t *testing.T) {
	m := scrambleBattle(t, 0, "X")
	refused(t, m, 0, "Resolute: +1\nResolute scramble: A", "may not scramble fighters on a turn it applies thrust")
	refused(t, m, 0, "Resolute scramble: A\nA: screen Resolute", "A is launched by its order this turn and cannot also be held to scramble")
	refused(t, m, 0, "Resolute scramble: X", "which is no fighter group of its bays")
	refused(t, m, 0, "Resolute scramble: A, A", "names A twice")
	refused(t, m, 0, "Resolute scramble: A\nResolute scramble: B", "two scramble orders")
	if _, err := m.Submit(1, game.Orders{Text: "Carrier scramble: X"}); err != nil {
		t.Errorf("the enemy carrier's scramble: %v", err)
	}
}

// TestScrambleNotAttacked: with no enemy group attacking the ship, the
// scramble rolls nothing and the groups stay in their bays.
func TestScrambleNotAttacked(t *testing.T) {
	m := scrambleBattle(t, 0, "X")
	log := turnDice(t, m, [2]string{"Resolute scramble: A, B", "X: hold"})
	mustLog(t, log, "Navy movement orders: Resolute scramble: A, B")
	if f := fighterView(t, m, "A"); f.Status != "in bay" {
		t.Errorf("A: %+v", f)
	}
}

// TestScrambleInTime: on a 5 the first group named launches and dogfights
// the attacker in phase 8, which then makes no attack run.
func TestScrambleInTime(t *testing.T) {
	m := scrambleBattle(t, 0, "X")
	dice := append(append([]int{5}, ones(6)...), ones(6)...) // the scramble, A's dogfight dice, X's
	log := turnDice(t, m, [2]string{"Resolute scramble: B, A", "X: attack Resolute"}, dice...)
	mustLog(t, log, "Resolute scrambles: 5, one group in time to intercept", "B (standard, 6) scrambles from Resolute", "B intercepts X",
		"B loses 0 in the dogfight, 6 left, 5 CEF", "X loses 0 in the dogfight, 6 left, 5 CEF")
	if f := fighterView(t, m, "A"); f.Status != "in bay" {
		t.Errorf("A: %+v", f)
	}
	if f := fighterView(t, m, "B"); f.Status != "in space" || !f.Engaged {
		t.Errorf("B: %+v", f)
	}
}

// TestScrambleTwo: on a 6 two groups launch, each intercepting an attacker,
// the largest first; a ship with one launch tube scrambles only one.
func TestScrambleTwo(t *testing.T) {
	m := scrambleBattle(t, 0, "X", "Y")
	dice := append([]int{6}, ones(24)...) // A, B, X and Y in the dogfights
	log := turnDice(t, m, [2]string{"Resolute scramble: A, B", "X: attack Resolute\nY: attack Resolute"}, dice...)
	mustLog(t, log, "Resolute scrambles: 6, two groups in time to intercept", "A intercepts X", "B intercepts Y")

	m = scrambleBattle(t, 1, "X", "Y")
	dice = append(append([]int{6}, ones(12)...), ones(6)...) // A and X in the dogfight; Y's attack run
	log = turnDice(t, m, [2]string{"Resolute scramble: A, B", "X: attack Resolute\nY: attack Resolute"}, dice...)
	mustLog(t, log, "Resolute scrambles: 6, one group in time to intercept", "A intercepts X")
	if f := fighterView(t, m, "B"); f.Status != "in bay" {
		t.Errorf("B with one tube: %+v", f)
	}
}

// TestScrambleLate: on a 4 the attacker makes its attack run first, then
// the scrambled group dogfights it under the normal rules: A's 6 kills two
// (its re-roll a 1), and X's 4 kills one.
func TestScrambleLate(t *testing.T) {
	m := scrambleBattle(t, 0, "X")
	dice := []int{4}
	dice = append(dice, ones(6)...)          // X's attack run on Resolute
	dice = append(dice, 6, 1, 1, 1, 1, 1, 1) // A in the dogfight, with its re-roll
	dice = append(dice, 4, 1, 1, 1, 1, 1)    // X in the dogfight
	log := turnDice(t, m, [2]string{"Resolute scramble: A", "X: attack Resolute"}, dice...)
	mustLog(t, log, "Resolute scrambles: 4, A gets away too late to intercept and will dogfight X after its attack run",
		"the strike on Resolute", "X loses 2 in a dogfight after the attack runs, 4 left, 5 CEF", "A loses 1 in a dogfight after the attack runs, 5 left, 5 CEF")
}

// TestScrambleMishap: on a 1 the first group's bay is knocked out; the
// group may not launch until damage control repairs the bay (here the
// default repair, three parties, on a 4).
func TestScrambleMishap(t *testing.T) {
	m := scrambleBattle(t, 0, "X")
	log := turnDice(t, m, [2]string{"Resolute scramble: A, B", "X: attack Resolute"}, append([]int{1}, ones(6)...)...)
	mustLog(t, log, "Resolute scrambles: 1, a mishap in the launch tube: A's bay is out of action until repaired")
	if v := shipView(t, m, "Resolute"); !slices.Contains(v.Lost, "bay") {
		t.Errorf("Resolute's lost systems: %v", v.Lost)
	}
	turnDice(t, m, [2]string{"Resolute repair: none", ""})
	refused(t, m, 0, "A: screen Resolute", "A may not launch: A's bay on Resolute is out of action after a scramble mishap")
	refused(t, m, 0, "Resolute scramble: A", "A may not scramble: A's bay on Resolute is out of action")
	turnDice(t, m, [2]string{"B: hold", "X: hold"})
	turnDice(t, m, [2]string{"", ""}, 4)
	if v := shipView(t, m, "Resolute"); slices.Contains(v.Lost, "bay") {
		t.Errorf("the bay is not repaired: %v", v.Lost)
	}
	if _, err := m.Submit(0, game.Orders{Text: "A: screen Resolute"}); err != nil {
		t.Errorf("A after its bay is repaired: %v", err)
	}
}

// TestScrambleWhileRearming: a group re-arming scrambles with half its
// CEF; one of torpedo fighters may not be named.
func TestScrambleWhileRearming(t *testing.T) {
	m := scrambleBattle(t, 0, "X")
	turnDice(t, m, [2]string{"A: screen Resolute", "X: hold"})
	turnDice(t, m, [2]string{"", ""})
	turnDice(t, m, [2]string{"A: land", ""}, 3) // may launch on turn 4
	turnDice(t, m, [2]string{"", ""})
	dice := append(append([]int{5}, ones(6)...), ones(6)...)
	log := turnDice(t, m, [2]string{"Resolute scramble: A", "X: attack Resolute"}, dice...)
	mustLog(t, log, "A scrambles while re-arming, with 3 CEF", "A intercepts X", "A loses 0 in the dogfight, 6 left, 2 CEF")

	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("T", pointdefence.Torpedo))
	m = startSetup(t, battle.Setup{Turns: 6, Ships: []battle.Ship{res, carrier(geom.Vec{Y: 10}, "X")}})
	turnDice(t, m, [2]string{"T: attack Carrier", ""}, ones(6)...)
	turnDice(t, m, [2]string{"", ""})
	turnDice(t, m, [2]string{"Resolute: \nT: land", ""}, 3)
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "Resolute scramble: T", "torpedo fighters do not scramble without their torpedoes")
}

// TestScrambleInTimeMeetsAttackerAtSixMU: a group scrambled in time
// dogfights the attacker it intercepts even when the attacker's secondary
// move stopped at 6 MU by the last bits of a float (one interception in four
// once ended with no dogfight and the attacker's run made anyway). The
// enemy carrier stands at 60 places 20-22 MU out; each is played with
// seeds until the scramble die gives one group in time.
func TestScrambleInTimeMeetsAttackerAtSixMU(t *testing.T) {
	tried := 0
	for n := range 60 {
		a := float64(n) * 0.1047
		d := 20.0 + float64(n%7)*0.37
		at := geom.Vec{X: d * math.Sin(a), Y: d * math.Cos(a)}
		res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("A", pointdefence.Standard), pointdefence.NewGroup("B", pointdefence.Standard))
		for seed := range 40 {
			m := startSeeded(t, battle.Setup{Turns: 6, Ships: []battle.Ship{res, carrier(at, "X")}}, rng.Seed(seed+1))
			if _, err := m.Submit(0, game.Orders{Text: "Resolute scramble: B"}); err != nil {
				t.Fatal(err)
			}
			events, err := m.Submit(1, game.Orders{Text: "X: attack Resolute"})
			if err != nil {
				t.Fatal(err)
			}
			log := eventLines(events)
			if !strings.Contains(log, "one group in time") {
				continue
			}
			if strings.Contains(log, "B intercepts X") {
				tried++
				if !strings.Contains(log, "in the dogfight") {
					t.Fatalf("carrier at %v: B intercepts X in time but no dogfight follows:\n%s", at, log)
				}
			}
			break
		}
	}
	if tried < 30 {
		t.Errorf("only %d scrambles in time were played; the test needs more", tried)
	}
}

// eventLines returns the events' texts, one a line.
func eventLines(events []game.Event) string {
	var b strings.Builder
	for _, e := range events {
		b.WriteString(e.Text + "\n")
	}
	return b.String()
}

// TestScrambledGroupFacesAsItsCarrier checks reading W122: B, scrambled
// from Resolute facing 3 o'clock, faces 90 degrees, as a group launched in
// the fighter phase faces its carrier's way until it moves (W121); under
// rules version 8 it had no front. The dice are TestScrambleInTime's.
func TestScrambledGroupFacesAsItsCarrier(t *testing.T) {
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("A", pointdefence.Standard), pointdefence.NewGroup("B", pointdefence.Standard))
	res.Start.Motion = manoeuvre.NewMotion(geom.Vec{}, geom.Clock(3), 0)
	for version, want := range map[string]string{"": "90.0", "8": "none"} {
		m := atVersion(t, startSetup(t, battle.Setup{Turns: 6, Ships: []battle.Ship{res, carrier(geom.Vec{Y: 10}, "X")}}), version)
		dice := append(append([]int{5}, ones(6)...), ones(6)...) // the scramble, B's dogfight dice, X's
		log := turnDice(t, m, [2]string{"Resolute scramble: B", "X: attack Resolute"}, dice...)
		mustLog(t, log, "B (standard, 6) scrambles from Resolute", "B intercepts X")
		if f := fighterView(t, m, "B"); facingOf(f) != want {
			t.Errorf("version %q: B faces %s, want %s", version, facingOf(f), want)
		}
	}
}
