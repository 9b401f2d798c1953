package battle_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// vectorHeld returns vector movement with the options of held Extreme
// Manoeuvres: discretionary (em-discretionary) when disc is set, after
// movement (em-after-movement) when post is set.
func vectorHeld(disc, post bool) manoeuvre.ManoeuvreOptions {
	var opt manoeuvre.ManoeuvreOptions
	opt.Vector, opt.EMDiscretionary, opt.EMAfterMovement = true, disc, post
	return opt
}

// TestVectorDiscretionaryCalled checks reading W100 with W58: under vector
// movement "EM2?" holds two of the Cruiser's main-drive factors without a
// die; called on with the fire orders, the check (+1 for the second
// factor) is rolled before any fire, a 3 passes, and the Cruiser's own B2
// then fires at 20 + 12 effective MU, beyond its reach.
func TestVectorDiscretionaryCalled(t *testing.T) {
	m := evaderBattle(t, vectorHeld(true, false))
	log := turnDice(t, m, [2]string{"Cruiser: EM2?", ""})
	mustLog(t, log, "Navy movement orders: Cruiser: EM2?", "Cruiser: EM2?: now at (0.00, 0.00)")
	if strings.Contains(log, "Extreme Manoeuvres") {
		t.Errorf("held factors rolled a check before the call:\n%s", log)
	}
	log = turnDice(t, m, [2]string{"Cruiser: Hulk\nCruiser em: call", "Hulk repair: none"}, 3)
	mustLog(t, log, "Navy fire orders: Cruiser: Hulk; Cruiser em: call", "Cruiser: Extreme Manoeuvres (called): main drive check 6+ (+1), rolled 3: passed [3]",
		"Cruiser fires at Hulk at 20.0 MU (32.0 effective: Extreme Manoeuvres 2): no weapon reaches that range; 0 points")
}

// TestVectorHeldReaction checks reading W100 with W94-W97: a vector ship
// holding "EM2?" and fired at may call on the factors in the reaction
// round, its check at +1 for the second factor and the reaction's further
// +1; a 3 passes and the Gunship's B2 fires at 8 + 12 effective MU with one
// die. With em-after-movement too, "MD1 EM1?" leaves 2 factors
// unallocated, the held factor counting as allocated (W95), and a
// reaction of 3 is refused naming the ship.
func TestVectorHeldReaction(t *testing.T) {
	opt := vectorHeld(true, false)
	opt.EMReaction = true
	m := duelBattle(t, opt)
	fireRound(t, m, [2]string{"Cruiser: MD2 EM2?", ""}, [2]string{"", "Gunship: Cruiser"})
	if want := []battle.Reactor{{Ship: "Cruiser", Held: 2, By: []string{"Gunship"}}}; !cmp.Equal(m.View(0).(battle.View).Reactors, want) {
		t.Errorf("the Navy's reactors: %+v, want %+v", m.View(0).(battle.View).Reactors, want)
	}
	log := react(t, m, 0, "Cruiser em: call", 3, 5)
	mustLog(t, log, "Navy reactions: Cruiser em: call", "Cruiser: Extreme Manoeuvres (reaction, held factors): main drive check 6+ (+2), rolled 3: passed [3]",
		"Gunship fires at Cruiser at 8.0 MU (20.0 effective: Extreme Manoeuvres 2): B2 1 dice [5]")

	opt.EMAfterMovement = true
	m = duelBattle(t, opt)
	fireRound(t, m, [2]string{"Cruiser: MD1 EM1?", ""}, [2]string{"", "Gunship: Cruiser"})
	if want := []battle.Reactor{{Ship: "Cruiser", Held: 1, Free: 2, By: []string{"Gunship"}}}; !cmp.Equal(m.View(0).(battle.View).Reactors, want) {
		t.Errorf("the Navy's reactors after MD1 EM1?: %+v, want %+v", m.View(0).(battle.View).Reactors, want)
	}
	if _, err := m.Submit(0, game.Orders{Text: "Cruiser em: 3"}); err == nil || !strings.Contains(err.Error(), "Cruiser em: 3 factors, but its movement order left 2 of its drive's 4 unallocated") {
		t.Errorf("a reaction beyond the unallocated thrust: %v", err)
	}
}

// TestVectorAfterMovement checks reading W100 with W57: under vector
// movement "/ EM1" holds a factor for after movement; after the strike
// the check is rolled at once at +1: a 4 passes. "MD1 / EM2" checks at
// +2, a 3 passes, and the Hulk 19 MU away is 31 MU off for fire, beyond
// the B2's 24. With "/ EM1" a 5 fails, the evasion does not
// happen, the drive is halved and damage control may not repair it that
// turn. "MD3 / EM2" asks 5 factors of the drive's 4 and is impossible: the
// ship drifts (W72).
func TestVectorAfterMovement(t *testing.T) {
	m := evaderBattle(t, vectorHeld(false, true))
	log := turnDice(t, m, [2]string{"Cruiser: MD2 / EM1", ""}, 4)
	mustLog(t, log, "Navy movement orders: Cruiser: MD2 / EM1", "Cruiser: Extreme Manoeuvres (after movement): main drive check 6+ (+1), rolled 4: passed [4]")
	m = evaderBattle(t, vectorHeld(false, true))
	log = turnDice(t, m, [2]string{"Cruiser: MD1 / EM2", ""}, 3)
	mustLog(t, log, "Cruiser: Extreme Manoeuvres (after movement): main drive check 6+ (+2), rolled 3: passed [3]")
	if _, err := m.Submit(0, game.Orders{Text: "Cruiser: Hulk"}); err == nil || !strings.Contains(err.Error(), "bears") {
		t.Errorf("the evading cruiser fired at 31 effective MU: %v", err)
	}

	m = evaderBattle(t, vectorHeld(false, true))
	log = turnDice(t, m, [2]string{"Cruiser: / EM1", ""}, 5)
	mustLog(t, log, "rolled 5: failed", "the post-movement Extreme Manoeuvres check failed")
	log = turnDice(t, m, [2]string{"Cruiser: Hulk", ""}, 1) // the B2 at 20 MU: one die, no evasion now
	mustLog(t, log, "Cruiser fires at Hulk at 20.0 MU: B2 1 dice [1]")
	if strings.Contains(log, "damage control") {
		t.Errorf("damage control tried the drive the after-movement check damaged:\n%s", log)
	}
	if v := shipView(t, m, "Cruiser"); v.Thrust != 2 {
		t.Errorf("thrust %d after the failed check, want 2", v.Thrust)
	}

	m = evaderBattle(t, vectorHeld(false, true))
	mustLog(t, turnDice(t, m, [2]string{"Cruiser: MD3 / EM2", ""}), `impossible order "MD3 / EM2"`)
}

// TestVectorHeldRefusals checks that a vector order holding Extreme
// Manoeuvres without the option they need is refused at submission,
// naming the ship and the option, and leaves the match as it was
// (reading W100).
func TestVectorHeldRefusals(t *testing.T) {
	for _, c := range []struct {
		opt         manoeuvre.ManoeuvreOptions
		order, want string
	}{
		{vectorHeld(false, true), "Cruiser: MD2 EM2?", "Cruiser: MD2 EM2?: discretionary Extreme Manoeuvres (EM n?) need the option em-discretionary"},
		{vectorHeld(true, false), "Cruiser: MD2 / EM1", "Cruiser: MD2 / EM1: Extreme Manoeuvres held for after movement (/ EM n) need the option em-after-movement"},
		{manoeuvre.ManoeuvreOptions{Vector: true, PostMovement: true}, "Cruiser: / EM1", "need the option em-after-movement"},
		{vectorHeld(true, true), "Cruiser: / SK P1", "Cruiser: fullthrust: order \"/ SK P1\" column 3: a Skid is a cinematic order"},
	} {
		m := evaderBattle(t, c.opt)
		before := m.Version()
		_, err := m.Submit(0, game.Orders{Text: c.order})
		if err == nil || !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want an illegal order saying %q", c.order, err, c.want)
		}
		if m.Version() != before {
			t.Errorf("%q: the refusal changed the match's version", c.order)
		}
	}
}

// TestVectorHeldRecordReplays checks that a vector battle whose ships hold
// Extreme Manoeuvres, call on them in the reaction round and make them
// after movement replays to the same events.
func TestVectorHeldRecordReplays(t *testing.T) {
	opt := vectorHeld(true, true)
	opt.EMReaction, opt.Extreme = true, manoeuvre.BeforeMoving
	m := duelBattle(t, opt)
	var events []game.Event
	play := submitter(t, m, &events)
	play(0, "Cruiser: MD1 EM2?")
	play(1, "Gunship: TP1 / EM1")
	play(0, "Cruiser: Gunship")
	play(1, "Gunship: Cruiser")
	play(0, "Cruiser em: call")
	play(1, "Gunship em: 1")
	play(0, "Cruiser: MD1 EM1? / EM1")
	play(1, "")
	play(0, "Cruiser: Gunship\nCruiser em: call")
	play(1, "")
	log := string(writeLog(events))
	for _, w := range []string{"Navy reactions: Cruiser em: call", "Gunship: Extreme Manoeuvres (after movement)",
		"Cruiser: Extreme Manoeuvres (after movement)", "Cruiser: Extreme Manoeuvres (called)"} {
		if !strings.Contains(log, w) {
			t.Fatalf("the battle did not play %q:\n%s", w, log)
		}
	}
	mustReplay(t, m, events)
}

// TestVectorHeldEclipsed checks readings W53 and W100 together: a ship
// ordered eclipsed may not make Extreme Manoeuvres, so under vector
// movement its order may hold none either, at discretion ("EM1?") or for
// after movement ("/ EM1"); both are refused at submission naming the
// ship, as "EM1" is.
func TestVectorHeldEclipsed(t *testing.T) {
	setup := eclipseSetup(12, geom.Vec{X: 10, Y: 1})
	setup.Options = vectorHeld(true, true)
	m := startSetup(t, setup)
	for _, order := range []string{"Flagship: EM1", "Flagship: EM1?", "Flagship: / EM1", "Flagship: MD1 EM1? / EM1"} {
		refused(t, m, 0, "Escort: Ec1\n"+order+"\nEscort eclipse: Flagship", "Flagship, eclipsed by Escort, may not make Extreme Manoeuvres")
	}
	if _, err := m.Submit(0, game.Orders{Text: "Escort: Ec1 / EM1\nEscort eclipse: Flagship"}); err != nil {
		t.Errorf("the eclipsing ship holding a factor for after movement was refused: %v", err)
	}
}

// TestVectorHeldViewsHidden checks hidden information for held Extreme
// Manoeuvres under vector movement (W58, W94, W100): the factors held are
// in the revealed movement orders, for the other side too, as a cinematic
// order's are; a call written with the fire orders, and one written in the
// reaction round, is in no view of the other side nor a spectator's until
// every side has written.
func TestVectorHeldViewsHidden(t *testing.T) {
	opt := vectorHeld(true, true)
	opt.EMReaction = true
	m := duelBattle(t, opt)
	turnDice(t, m, [2]string{"Cruiser: MD2 EM2?", "Gunship: TP1 EM1? / EM1"}, 3)
	for _, p := range []game.Player{0, 1, game.Spectator} {
		revealed := strings.Join(m.View(p).(battle.View).Revealed, "\n")
		if !strings.Contains(revealed, "Cruiser: MD2 EM2?") || !strings.Contains(revealed, "Gunship: TP1 EM1? / EM1") {
			t.Errorf("viewer %d: the revealed movement orders %q lack the held factors", p, revealed)
		}
	}
	submitHidden(t, m, "Cruiser: Gunship\nCruiser em: call")
	if _, err := m.SubmitDice(1, game.Orders{Text: "Gunship: Cruiser"}, []int{3}); err != nil { // the call's check; then the reaction round
		t.Fatal(err)
	}
	if got := m.Waiting(); got != game.PlayerSet(0).With(1) {
		t.Fatalf("waiting for %v, want the Raiders' reaction", got)
	}

	m = duelBattle(t, opt)
	fireRound(t, m, [2]string{"Cruiser: MD2 EM2?", "Gunship: TP1 EM1?"}, [2]string{"Cruiser: Gunship", "Gunship: Cruiser"})
	if got := m.Waiting(); got != game.PlayerSet(0).With(0).With(1) {
		t.Fatalf("waiting for %v, want both sides to react", got)
	}
	submitHidden(t, m, "Cruiser em: call")
}

// TestHeldCallDisabledDrive checks reading W102: the Cruiser, its drive
// already damaged, holds "EM1? / EM1"; the check after movement fails and
// disables the drive, so the ship "will perform no further manoeuvres"
// and its call on the held factor with the fire orders is refused, under
// vector movement as under cinematic movement ("/ EM1" there too). Under
// rules version 5 the call was accepted and the factor worked: the B2
// fired at 20 + 6 effective MU.
func TestHeldCallDisabledDrive(t *testing.T) {
	for _, c := range []struct {
		name   string
		vector bool
	}{{"vector", true}, {"cinematic", false}} {
		cr := warship(0, fullthrust.Ship{Name: "Cruiser", Mass: 40, Hull: fullthrust.HullRows(16, 4), Drive: fullthrust.Drive{Thrust: 4, Hits: 1},
			Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2}, {Kind: fullthrust.FireControl}}}, geom.Vec{})
		hulk := warship(1, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{Y: 20})
		opt := vectorHeld(true, true)
		opt.Vector = c.vector
		m := startSetup(t, battle.Setup{Options: opt, Ships: []battle.Ship{cr, hulk}})
		mustLog(t, turnDice(t, m, [2]string{"Cruiser: EM1? / EM1", ""}, 6), "Cruiser: Extreme Manoeuvres (after movement): main drive check 6+ (+1), rolled 6: failed, drive disabled [6]")
		old := atVersion(t, m, "5")
		refused(t, m, 0, "Cruiser: Hulk\nCruiser em: call", "Cruiser em: call: its main drive is disabled")
		if _, err := old.Submit(0, game.Orders{Text: "Cruiser: Hulk\nCruiser em: call"}); err != nil {
			t.Fatalf("%s, version 5: %v", c.name, err)
		}
		ev, err := old.Submit(1, game.Orders{})
		if err != nil {
			t.Fatal(err)
		}
		mustLog(t, string(writeLog(ev)), "Cruiser fires at Hulk at 20.0 MU (26.0 effective: Extreme Manoeuvres 1)")
	}
}

// madeAfterMovement returns the factors of Extreme Manoeuvres the named
// ship held for after movement and made, its check passed, in events: the
// check's DRM, +1 a factor after the first and the further +1 (W57), is
// the number of factors.
func madeAfterMovement(events []game.Event, name string) int {
	n := 0
	for _, e := range events {
		rest, ok := strings.CutPrefix(e.Text, name+": Extreme Manoeuvres (after movement): ")
		if e.Kind != "move" || !ok || !strings.Contains(rest, ": passed") {
			continue
		}
		var k int
		if _, drm, ok := strings.Cut(rest, "(+"); ok {
			if _, err := fmt.Sscanf(drm, "%d)", &k); err == nil {
				n += k
			}
		}
	}
	return n
}
