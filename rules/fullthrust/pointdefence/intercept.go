package pointdefence

import (
	"fmt"

	"github.com/broadside/broadside/rng"
)

// This file rolls fighters intercepting missiles in space (Continuum §8.12,
// with §6.4's dice; RULINGS A6, A7): a group within 6 MU of a salvo or heavy
// missile marker at the end of its main or secondary move may engage it.
// Against a salvo each fighter rolls a Beam-1 point-defence die (5-6 kills
// one missile, a 6 re-rolls), interceptors at +1; against a heavy missile a
// fighter kills it on a 6, an interceptor on 5-6, as screening fighters do
// in a classic raid (killDie). For each missile a group kills it rolls one
// more D6, and loses a fighter on each 6. Attack and torpedo fighters cannot
// intercept missiles, nor can a group with no CEF left; the caller checks
// both, and range.

// CanInterceptMissiles reports whether fighters of type t may intercept
// missiles (Continuum §8.12: not attack or torpedo fighters).
func (t FighterType) CanInterceptMissiles() bool { return t != Attack && t != Torpedo }

// InterceptFire rolls group g's fire at a salvo (heavy false) or a heavy
// missile (heavy true) it intercepts in space, one die per fighter, and
// returns the missiles killed, not capped at what the marker holds, with
// the log entry of the throw (Ship left empty). The dice's purposes are
// "interception by NAME" and "interception re-roll by NAME".
func InterceptFire(g Group, heavy bool, src rng.Source) (int, Entry) {
	r := newRoller(src)
	t, what := threat{kind: threatSalvo}, "a salvo"
	if heavy {
		t, what = threat{kind: threatHeavy}, "a heavy missile"
	}
	die, _ := killDie(unit{kind: unitScreen, typ: g.Type, dice: g.Strength}, t, 0)
	rec := &throwRec{}
	first, later := r.throw(die, g.Strength, "interception by "+g.Name, "interception re-roll by "+g.Name, rec)
	k := first + later
	how := ""
	if g.Type == Interceptor {
		how = ", +1 as interceptors"
	}
	return k, Entry{Step: StepPointDefence, Who: g.Name, Dice: rec.dice(), Value: k,
		Text: fmt.Sprintf("%s intercepts %s%s: %s → %s", g.Label(), what, how, rec.text(), plural(k, "kill", "kills"))}
}

// InterceptLosses rolls one D6 for each of the kills group g scored on
// missiles it intercepted; each 6 destroys one of its fighters (Continuum
// §8.12). It returns the fighters lost, capped at g's strength, and the log
// entry (Ship left empty); the dice's purpose is "interception loss for
// NAME". No die is rolled, and no entry made, for no kills.
func InterceptLosses(g Group, kills int, src rng.Source) (int, Entry) {
	if kills <= 0 {
		return 0, Entry{}
	}
	r := newRoller(src)
	rec := &throwRec{}
	lost, _ := r.throw(&successDice[6], kills, "interception loss for "+g.Name, "", rec)
	lost = min(lost, g.Strength)
	return lost, Entry{Step: StepCasualties, Who: g.Name, Dice: rec.dice(), Value: lost,
		Text: fmt.Sprintf("%s rolls for each missile it killed, a 6 losing a fighter: %s → loses %s", g.Name, rec.text(), plural(lost, "fighter", "fighters"))}
}
