package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// evaderBattle is a thrust-4 cruiser at rest at the origin facing 12 with
// a Beam-2 battery (reach 24 MU), and an enemy hulk 20 MU ahead.
func evaderBattle(t *testing.T, opt manoeuvre.ManoeuvreOptions) *game.Match {
	t.Helper()
	cr := warship(0, fullthrust.Ship{Name: "Cruiser", Mass: 40, Hull: fullthrust.HullRows(16, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2}, {Kind: fullthrust.FireControl}}}, geom.Vec{})
	hulk := warship(1, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{Y: 20})
	return startSetup(t, battle.Setup{Options: opt, Ships: []battle.Ship{cr, hulk}})
}

// TestExtremeManoeuvresAfterMovement checks reading W57: with the option
// em-after-movement, "P1 / EM1" holds a factor for after movement; once
// the ships have moved the cruiser rolls its check at once at +1 (6+ with
// no rows lost). A 4 passes and the evasion works: the hulk 20 MU away is
// then 26 MU off for fire, beyond the B2's 24. A 5 fails: no evasion, the
// drive is halved and damage control may not repair it this turn.
func TestExtremeManoeuvresAfterMovement(t *testing.T) {
	var opt manoeuvre.ManoeuvreOptions
	opt.EMAfterMovement = true
	m := evaderBattle(t, opt)
	log := turnDice(t, m, [2]string{"Cruiser: / EM1", ""}, 4)
	mustLog(t, log, "Navy movement orders: Cruiser: / EM1", "Cruiser: Extreme Manoeuvres (after movement): main drive check 6+ (+1), rolled 4: passed [4]")
	if _, err := m.Submit(0, game.Orders{Text: "Cruiser: Hulk"}); err == nil || !strings.Contains(err.Error(), "bears") {
		t.Errorf("the evading cruiser fired at 26 effective MU: %v", err)
	}

	m = evaderBattle(t, opt)
	log = turnDice(t, m, [2]string{"Cruiser: / EM1", ""}, 5)
	mustLog(t, log, "rolled 5: failed", "the post-movement Extreme Manoeuvres check failed")
	log = turnDice(t, m, [2]string{"Cruiser: Hulk", ""}, 1) // the B2 at 20 MU: one die, no evasion now
	if strings.Contains(log, "damage control") {
		t.Errorf("damage control tried the drive the after-movement check damaged:\n%s", log)
	}
	if v := shipView(t, m, "Cruiser"); v.Thrust != 2 {
		t.Errorf("thrust %d after the failed check, want 2", v.Thrust)
	}
	// Without the option the order is impossible.
	m = evaderBattle(t, manoeuvre.ManoeuvreOptions{})
	log = turnDice(t, m, [2]string{"Cruiser: / EM1", ""})
	mustLog(t, log, "impossible order")
}

// TestDiscretionaryExtremeManoeuvres checks reading W58: with the option
// em-discretionary, "EM2?" holds two factors; the ship calls on them with
// its fire orders ("Cruiser em: call"), and only then is the check rolled
// (+1 for the second factor: 6+ needs a 5 on the die) and the evasion in
// force for the fire. A ship holding nothing cannot call, nor may the call
// come with the movement orders.
func TestDiscretionaryExtremeManoeuvres(t *testing.T) {
	var opt manoeuvre.ManoeuvreOptions
	opt.EMDiscretionary = true
	m := evaderBattle(t, opt)
	if _, err := m.Submit(0, game.Orders{Text: "Cruiser em: call"}); err == nil || !strings.Contains(err.Error(), "called on with the fire orders") {
		t.Errorf("a call with the movement orders: %v", err)
	}
	log := turnDice(t, m, [2]string{"Cruiser: EM2?", ""})
	if strings.Contains(log, "Extreme Manoeuvres") {
		t.Errorf("held factors rolled a check before the call:\n%s", log)
	}
	// The call comes before any fire is rolled: the cruiser's own B2 then
	// fires at 20 + 12 effective MU, beyond its reach, and rolls no die.
	log = turnDice(t, m, [2]string{"Cruiser: Hulk\nCruiser em: call", "Hulk repair: none"}, 3)
	mustLog(t, log, "Navy fire orders: Cruiser: Hulk; Cruiser em: call", "Cruiser: Extreme Manoeuvres (called): main drive check 6+ (+1), rolled 3: passed [3]",
		"Cruiser fires at Hulk at 20.0 MU (32.0 effective: Extreme Manoeuvres 2): no weapon reaches that range; 0 points")

	m = evaderBattle(t, opt)
	turnDice(t, m, [2]string{"", ""})
	if _, err := m.Submit(0, game.Orders{Text: "Cruiser em: call"}); err == nil || !strings.Contains(err.Error(), "holds no discretionary") {
		t.Errorf("a call without held factors: %v", err)
	}
}

// TestSkidAfterMovement checks the Skid house rule (RULINGS E3, option
// skid) through a battle (reading W57): "/ SK P1" turns the ship in place
// one point to port after movement, before fire orders are written, with a
// main-drive check at the current level.
func TestSkidAfterMovement(t *testing.T) {
	var opt manoeuvre.ManoeuvreOptions
	opt.Skid = true
	m := evaderBattle(t, opt)
	log := turnDice(t, m, [2]string{"Cruiser: / SK P1", ""}, 2)
	mustLog(t, log, "Cruiser: Skid: the ship turns in place to 11", "Cruiser: Skid: main drive check 6+, rolled 2: passed [2]")
	if v := shipView(t, m, "Cruiser"); v.Facing != 11 || v.Course != 11 || v.At != (geom.Vec{}) {
		t.Errorf("after the Skid: facing %d course %d at %v, want 11, 11, (0, 0)", v.Facing, v.Course, v.At)
	}
}

// TestAfterMovementDisabledDrive checks reading W102 for thrust held for
// after movement: Bison, its drive already damaged, holds "/ EM1"; the
// plasma bolt's 8 points complete a hull row and the row's check (a 6)
// disables the drive in the strike, so after it Bison makes no Extreme
// Manoeuvres and rolls nothing. Under rules version 5 the check was
// "rolled" on the disabled drive and the factor worked.
func TestAfterMovementDisabledDrive(t *testing.T) {
	lamp, bison := lampAndBison()
	bison.Sheet.Drive = fullthrust.Drive{Thrust: 4, Hits: 1}
	s := battle.Setup{Ships: []battle.Ship{lamp, bison}}
	s.Options.EMAfterMovement = true
	for _, version := range []string{"", "5"} {
		m := atVersion(t, startSetup(t, s), version)
		log := turnDice(t, m, [2]string{"Lamp plasma: Bison", "Bison: / EM1"}, 1, 4, 3, 5, 5, 6)
		mustLog(t, log, "row 1 check (6+): PDS 5 holds, main drive 6 lost [5 6]")
		made := strings.Contains(log, "Bison: Extreme Manoeuvres (after movement)")
		refused := strings.Contains(log, "Bison: its main drive is disabled, so it makes no manoeuvre after movement")
		if made == (version == "") || refused != (version == "") {
			t.Errorf("version %q: made %v, refused %v:\n%s", version, made, refused, log)
		}
	}
}
