package battle_test

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
)

// classicEclipseBattle is eclipseBattle under the classic point defence
// procedure, played as rules version version ("" for the current one).
func classicEclipseBattle(t *testing.T, boatAt geom.Vec, version string) *game.Match {
	t.Helper()
	s := eclipseSetup(12, boatAt)
	s.Options.Procedure = fullthrust.Classic
	m := startSetup(t, s)
	return atVersion(t, m, version)
}

// TestClassicEclipseAgainstMissiles checks reading W82: under the classic
// procedure the salvo homing on the eclipsed flagship rolls its lock-on die
// at +1 for the escort between it and the boat (3 + 1 = 4 missiles on
// target, no point defence), and the escort takes 60% of the hits, 2,
// rounded down, the flagship the other 2. A boat on the far side launches
// a salvo the eclipse does not stop.
func TestClassicEclipseAgainstMissiles(t *testing.T) {
	m := classicEclipseBattle(t, geom.Vec{X: 10, Y: 1}, "")
	log := turnDice(t, m, [2]string{"Escort: Ec1\nEscort eclipse: Flagship", "Boat salvo: Flagship"}, 3, 1, 1, 2, 2)
	mustLog(t, log, "Escort eclipses Flagship against the missiles (BDI 60%)",
		"salvo 1 lock-on: 3 + 1 for eclipsing = 4 missiles on target, 0 shot down → 4 missiles hit",
		"Escort, eclipsing (BDI 60%), takes 2 of the 4 hits")
	if got := shipView(t, m, "Escort").Hull; got != 18 {
		t.Errorf("the escort has %d hull boxes, want 18\n%s", got, log)
	}
	if got := shipView(t, m, "Flagship").Hull; got != 16 {
		t.Errorf("the flagship has %d hull boxes, want 16\n%s", got, log)
	}
	m = classicEclipseBattle(t, geom.Vec{X: -10, Y: 1}, "")
	log = turnDice(t, m, [2]string{"Escort: Ec1\nEscort eclipse: Flagship", "Boat salvo: Flagship"}, 3, 1, 1, 1)
	mustLog(t, log, "Escort's eclipse of Flagship does not work against the missiles: it is not between",
		"salvo 1 lock-on: 3 missiles on target, 0 shot down → 3 missiles hit")
}

// TestClassicEclipseVersion2 checks that records of rules version 2 replay
// as played: there the classic procedure added no eclipse against missiles,
// so the salvo's lock-on is the bare die and the flagship takes every hit.
func TestClassicEclipseVersion2(t *testing.T) {
	m := classicEclipseBattle(t, geom.Vec{X: 10, Y: 1}, "2")
	log := turnDice(t, m, [2]string{"Escort: Ec1\nEscort eclipse: Flagship", "Boat salvo: Flagship"}, 3, 1, 1, 1)
	mustLog(t, log, "Escort's eclipse of Flagship does not work against the missiles: the classic point defence procedure has no eclipse",
		"salvo 1 lock-on: 3 missiles on target, 0 shot down → 3 missiles hit")
	if got := shipView(t, m, "Escort").Hull; got != 20 {
		t.Errorf("the escort has %d hull boxes, want 20\n%s", got, log)
	}
	if got := shipView(t, m, "Flagship").Hull; got != 17 {
		t.Errorf("the flagship has %d hull boxes, want 17\n%s", got, log)
	}
}
