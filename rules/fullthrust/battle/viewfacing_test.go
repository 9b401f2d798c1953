package battle_test

import (
	"fmt"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// facingOf returns a group's facing as the view gives it, in degrees, or
// "none".
func facingOf(f battle.FighterView) string {
	if f.Facing == nil {
		return "none"
	}
	return fmt.Sprintf("%.1f", *f.Facing)
}

// TestViewFacingOnlyInSpace checks which groups the view gives a facing
// (FighterView.Facing, reading W121): Wasp in its bay has none (not its
// carrier's); launched at Runner it has the one it attacks into; under
// rules version 7, which gave groups no facing, it has none in space
// either.
func TestViewFacingOnlyInSpace(t *testing.T) {
	m := runnerPast(t, 6, "")
	if w := waspView(t, m); w.Status != "in bay" || w.Facing != nil {
		t.Errorf("Wasp %s faces %s, want in its bay with no facing", w.Status, facingOf(w))
	}
	turnDice(t, m, [2]string{"", "Wasp: attack Runner"}, 1, 1, 1, 1, 1, 1)
	if w := waspView(t, m); w.Status != "in space" || w.Facing == nil {
		t.Errorf("Wasp %s faces %s, want in space with a facing", w.Status, facingOf(w))
	}
	m = runnerPast(t, 6, "7")
	turnDice(t, m, [2]string{"", "Wasp: attack Runner"}, 1, 1, 1, 1, 1, 1)
	if w := waspView(t, m); w.Status != "in space" || w.Facing != nil {
		t.Errorf("version 7: Wasp %s faces %s, want in space with no facing", w.Status, facingOf(w))
	}
}

// TestViewFacingScrambled checks a group scrambled this turn: B launches
// from Resolute in time to intercept X and does not move. From rules
// version 9 it faces as its carrier, as a group launched in the fighter
// phase does (reading W122); under version 8 the battle gave it no front
// until it moved, and the view shows none rather than its carrier's. A,
// left in its bay, has none either way. The dice are TestScrambleInTime's.
func TestViewFacingScrambled(t *testing.T) {
	for _, version := range []string{"", "8"} {
		m := atVersion(t, scrambleBattle(t, 0, "X"), version)
		dice := append(append([]int{5}, ones(6)...), ones(6)...) // the scramble, B's dogfight dice, X's
		log := turnDice(t, m, [2]string{"Resolute scramble: B, A", "X: attack Resolute"}, dice...)
		mustLog(t, log, "B (standard, 6) scrambles from Resolute")
		want := "none"
		if version == "" {
			want = fmt.Sprintf("%.1f", float64(shipView(t, m, "Resolute").Facing%12*30))
		}
		if f := fighterView(t, m, "B"); f.Status != "in space" || facingOf(f) != want {
			t.Errorf("version %q: B %s faces %s, want in space facing %s", version, f.Status, facingOf(f), want)
		}
		if f := fighterView(t, m, "A"); f.Status != "in bay" || f.Facing != nil {
			t.Errorf("version %q: A %s faces %s, want in its bay with no facing", version, f.Status, facingOf(f))
		}
		if f := fighterView(t, m, "X"); f.Status != "in space" || f.Facing == nil {
			t.Errorf("version %q: X %s faces %s, want in space with a facing", version, f.Status, facingOf(f))
		}
	}
}

// TestViewFacingDestroyed checks that a destroyed group has no facing in
// the view: Hawk, screening Bison, is wiped out in the blast of Lamp's
// class-2 plasma bolt (TestBlastCatchesEveryGroupInside's battle without
// the Navy's carrier; seed 1's dice).
func TestViewFacingDestroyed(t *testing.T) {
	lamp, bison := lampAndBison()
	raiders := carrier(geom.Vec{X: 5, Y: 10}, "Hawk")
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{lamp, bison, raiders}})
	if _, err := m.Submit(0, game.Orders{Text: "Lamp plasma: Bison"}); err != nil {
		t.Fatal(err)
	}
	ev, err := m.Submit(1, game.Orders{Text: "Hawk: screen Bison"})
	if err != nil {
		t.Fatal(err)
	}
	mustLog(t, string(writeLog(ev)), "Hawk (standard, 6) is caught in the blast")
	if f := fighterView(t, m, "Hawk"); f.Status != "destroyed" || f.Facing != nil {
		t.Errorf("Hawk %s faces %s, want destroyed with no facing", f.Status, facingOf(f))
	}
}
