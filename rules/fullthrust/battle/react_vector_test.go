package battle_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// vectorReact returns the options of the reaction round with unallocated
// thrust (em-reaction, em-after-movement) under vector movement, the
// Extreme Manoeuvres check at timing.
func vectorReact(timing manoeuvre.CheckTiming) manoeuvre.ManoeuvreOptions {
	opt := reactOptions(false, true, timing)
	opt.Vector = true
	return opt
}

// TestVectorReactionLengthensRange checks reading W97: under vector
// movement the Cruiser burns "MD2" of its thrust-4 drive and ends 8 MU
// from the Gunship, which fires at it. Its order left 2 factors of the
// main drive unallocated, so the Navy alone is asked to react; "em: 2"
// checks at +2 (the second factor and the reaction's further +1), a 3
// passes, and the B2 fires at 20 effective MU with one die. With "MD1
// EM1" the reaction's check counts only its own factor (W96) and both
// factors lengthen the fire.
func TestVectorReactionLengthensRange(t *testing.T) {
	m := duelBattle(t, vectorReact(manoeuvre.AtEndOfTurn))
	log := fireRound(t, m, [2]string{"Cruiser: MD2", ""}, [2]string{"", "Gunship: Cruiser"})
	mustLog(t, log, "Navy may react to the fire declared at Cruiser")
	if strings.Contains(log, "fires at") {
		t.Errorf("fire was rolled before the reactions:\n%s", log)
	}
	if got := m.Waiting(); got != game.PlayerSet(0).With(0) {
		t.Fatalf("waiting for %v, want the Navy alone", got)
	}
	if want := []battle.Reactor{{Ship: "Cruiser", Free: 2, By: []string{"Gunship"}}}; !cmp.Equal(m.View(0).(battle.View).Reactors, want) {
		t.Errorf("the Navy's reactors: %+v, want %+v", m.View(0).(battle.View).Reactors, want)
	}
	log = react(t, m, 0, "Cruiser em: 2", 3, 5)
	mustLog(t, log, "Navy reactions: Cruiser em: 2", "Cruiser: Extreme Manoeuvres (reaction): main drive check 6+ (+2), rolled 3: passed [3]",
		"Gunship fires at Cruiser at 8.0 MU (20.0 effective: Extreme Manoeuvres 2): B2 1 dice [5]")

	m = duelBattle(t, vectorReact(manoeuvre.AtEndOfTurn))
	fireRound(t, m, [2]string{"Cruiser: MD1 EM1", ""}, [2]string{"", "Gunship: Cruiser"})
	log = react(t, m, 0, "Cruiser em: 1", 4, 5, 2)
	mustLog(t, log, "Cruiser: Extreme Manoeuvres (reaction): main drive check 6+ (+1), rolled 4: passed [4]",
		"Gunship fires at Cruiser at 9.0 MU (21.0 effective: Extreme Manoeuvres 2): B2 1 dice [5]", "Cruiser: Extreme Manoeuvres: main drive check 6+, rolled 2: passed")
}

// TestVectorReactionFailedCheck checks that a vector ship's failed
// reaction check is the cinematic one (W96, W97): "em: 2" after "MD1"
// checks at +2, a 4 fails and halves the drive, the evasion does not
// happen and no further die is rolled, under Option 1 as under Option 2;
// damage control does not try the drive that turn.
func TestVectorReactionFailedCheck(t *testing.T) {
	for _, timing := range []manoeuvre.CheckTiming{manoeuvre.AtEndOfTurn, manoeuvre.BeforeMoving} {
		m := duelBattle(t, vectorReact(timing))
		fireRound(t, m, [2]string{"Cruiser: MD1", ""}, [2]string{"", "Gunship: Cruiser"})
		log := react(t, m, 0, "Cruiser em: 2", 4, 5, 5)
		mustLog(t, log, "Cruiser: Extreme Manoeuvres (reaction): main drive check 6+ (+2), rolled 4: failed, drive halved to 2 [4]",
			"the reaction's Extreme Manoeuvres check failed: no evasion this turn", "Gunship fires at Cruiser at 9.0 MU: B2 2 dice [5 5]")
		if strings.Contains(log, "Extreme Manoeuvres: rolled") || strings.Contains(log, "damage control") {
			t.Errorf("timing %v: a further die or damage control after the failed check:\n%s", timing, log)
		}
		if v := shipView(t, m, "Cruiser"); v.Thrust != 2 {
			t.Errorf("timing %v: thrust %d after the failed check, want 2", timing, v.Thrust)
		}
	}
}

// TestVectorReactionRefusals checks the refusals of reading W97 under
// vector movement, each naming the ship: more factors than the burn and
// the EM left; a burn of the whole drive; Emergency Thrust beyond the
// rating (its extra factors are not the normal rating's, W95); a Grav
// Backfire (the whole order, no thrust); an order engaging the FTL drive,
// to leave or for a Short-Range Jump (no thrust in the warm-up, W88,
// W95); and "call" without em-discretionary, or with it from a ship whose
// order held no discretionary factors (W100). The Escort, fired at too,
// keeps the round open. An impossible order, carried out as the drift,
// used nothing and leaves the whole drive (W95's answer, W72).
func TestVectorReactionRefusals(t *testing.T) {
	for _, c := range []struct {
		name, moves, line, want string
		dice                    []int
	}{
		{"more than unallocated", "Cruiser: MD1 EM1", "Cruiser em: 3", "Cruiser em: 3 factors, but its movement order left 2 of its drive's 4 unallocated", nil},
		{"burn used all", "Cruiser: MD4", "Cruiser em: 1", "Cruiser em: it holds no discretionary Extreme Manoeuvres and no unallocated thrust", nil},
		{"emergency thrust", "Cruiser: ET MD4 EM1", "Cruiser em: 1", "Cruiser em: it holds no discretionary Extreme Manoeuvres and no unallocated thrust", []int{2}},
		{"backfire", "Cruiser: backfire", "Cruiser em: 1", "Cruiser em: it holds no discretionary Extreme Manoeuvres and no unallocated thrust", []int{2, 2, 2}},
		{"call", "", "Cruiser em: call", "Cruiser em: call: discretionary Extreme Manoeuvres need the option em-discretionary", nil},
		{"FTL engaged", "Cruiser: TP1 FTL", "Cruiser em: 1", "Cruiser em: it holds no discretionary Extreme Manoeuvres and no unallocated thrust", nil},
		{"Short-Range Jump engaged", "Cruiser: SRJ", "Cruiser em: 1", "Cruiser em: it holds no discretionary Extreme Manoeuvres and no unallocated thrust", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			cruiser := gunnedShip(0, "Cruiser", geom.Vec{})
			cruiser.FTL = battle.StandardFTL
			m := startSetup(t, battle.Setup{Options: vectorReact(manoeuvre.AtEndOfTurn), Ships: []battle.Ship{cruiser, gunnedShip(1, "Gunship", geom.Vec{Y: 10}),
				gunnedShip(0, "Escort", geom.Vec{X: 6}), gunnedShip(1, "Raider", geom.Vec{X: 6, Y: 10})}})
			turnDice(t, m, [2]string{c.moves, ""}, c.dice...)
			turnDice(t, m, [2]string{"", "Gunship: Cruiser\nRaider: Escort"})
			before := m.Version()
			_, err := m.Submit(0, game.Orders{Text: c.line})
			if err == nil || !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("%q after %q: got %v, want an illegal order saying %q", c.line, c.moves, err, c.want)
			}
			if m.Version() != before {
				t.Errorf("the refusal changed the match's version")
			}
		})
	}
	disc := vectorReact(manoeuvre.AtEndOfTurn)
	disc.EMDiscretionary = true
	m := refusalBattle(t, disc)
	turnDice(t, m, [2]string{"", ""})
	turnDice(t, m, [2]string{"", "Gunship: Cruiser"})
	if _, err := m.Submit(0, game.Orders{Text: "Cruiser em: call"}); err == nil || !strings.Contains(err.Error(), "it holds no discretionary Extreme Manoeuvres (write EMn? in its movement order)") {
		t.Errorf("a call under vector movement with em-discretionary: %v", err)
	}
	m = refusalBattle(t, vectorReact(manoeuvre.AtEndOfTurn))
	mustLog(t, turnDice(t, m, [2]string{"Cruiser: MD5", ""}), `impossible order "MD5"`)
	turnDice(t, m, [2]string{"", "Gunship: Cruiser"})
	if r := m.View(0).(battle.View).Reactors; len(r) != 1 || r[0].Free != 4 {
		t.Errorf("after a drift the Navy's reactors are %+v, want the Cruiser with 4 factors", r)
	}
}

// TestVectorReactionRoundSkipped checks that under vector movement the
// round opens only when a ship fired at has main-drive thrust left (W97):
// without em-after-movement (and no discretionary factors held, W100), or when
// the target burned its whole drive, the turn plays exactly as without
// the options.
func TestVectorReactionRoundSkipped(t *testing.T) {
	held := reactOptions(true, false, manoeuvre.AtEndOfTurn)
	held.Vector = true
	for _, c := range []struct {
		name  string
		opt   manoeuvre.ManoeuvreOptions
		moves [2]string
	}{
		{"no em-after-movement", held, [2]string{"", ""}},
		{"burn used all", vectorReact(manoeuvre.AtEndOfTurn), [2]string{"Cruiser: MD4", ""}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var logs [2]string
			for k, opt := range []manoeuvre.ManoeuvreOptions{{Vector: true}, c.opt} {
				m := duelBattle(t, opt)
				turnDice(t, m, c.moves)
				logs[k] = turnDice(t, m, [2]string{"", "Gunship: Cruiser"}, 5, 5)
				if st := m.State().(*battle.State); st.Phase() != battle.OrdersPhase || st.Turn() != 2 {
					t.Errorf("options %v: turn %d, phase %v after the fire orders", k, st.Turn(), st.Phase())
				}
			}
			if diff := cmp.Diff(logs[0], logs[1]); diff != "" {
				t.Errorf("the options changed a turn without a reaction round:\n%s", diff)
			}
		})
	}
}

// TestVectorReactionViewsHidden checks that under vector movement, as
// under cinematic movement (W94), a side's reaction is secret until every
// side collected has written: each side's view lists only its own ship,
// with the main-drive factors its order left, and the Navy's pending
// reaction is in no other view.
func TestVectorReactionViewsHidden(t *testing.T) {
	m := duelBattle(t, vectorReact(manoeuvre.AtEndOfTurn))
	fireRound(t, m, [2]string{"Cruiser: MD2", "Gunship: TP1"}, [2]string{"Cruiser: Gunship", "Gunship: Cruiser"})
	if got := m.Waiting(); got != game.PlayerSet(0).With(0).With(1) {
		t.Fatalf("waiting for %v, want both sides", got)
	}
	for p, want := range [][]battle.Reactor{
		{{Ship: "Cruiser", Free: 2, By: []string{"Gunship"}, Targets: []string{"Gunship"}}},
		{{Ship: "Gunship", Free: 4, By: []string{"Cruiser"}, Targets: []string{"Cruiser"}}},
	} {
		if got := m.View(game.Player(p)).(battle.View).Reactors; !cmp.Equal(got, want) {
			t.Errorf("side %d's reactors: %+v, want %+v", p, got, want)
		}
	}
	submitHidden(t, m, "Cruiser em: 2")
	log := react(t, m, 1, "", 3, 5, 5)
	mustLog(t, log, "Navy reactions: Cruiser em: 2", "Raiders reactions: no orders", "rolled 3: passed [3]")
}

// TestVectorReactionRecordReplays checks that a vector battle with
// reaction rounds replays to the same events, and that its record read as
// rules version 4, under which no vector ship reacted, plays the fire at
// once: the reason version 5 was raised.
func TestVectorReactionRecordReplays(t *testing.T) {
	m := duelBattle(t, vectorReact(manoeuvre.BeforeMoving))
	var events []game.Event
	play := submitter(t, m, &events)
	play(0, "Cruiser: MD1 EM1")
	play(1, "Gunship: TP1 PS1")
	old := atVersion(t, m, "4")
	play(0, "Cruiser: Gunship")
	play(1, "Gunship: Cruiser")
	play(1, "Gunship em: 2")
	play(0, "Cruiser em: 1")
	play(0, "Cruiser: MD1")
	play(1, "")
	play(0, "Cruiser: Gunship")
	play(1, "Gunship: Cruiser")
	play(1, "Gunship em: 1")
	if !strings.Contains(string(writeLog(events)), "Navy reactions: Cruiser em: 1") {
		t.Fatalf("no reaction round was played:\n%s", writeLog(events))
	}
	mustReplay(t, m, events)
	for p, text := range []string{"Cruiser: Gunship", "Gunship: Cruiser"} {
		if _, err := old.Submit(game.Player(p), game.Orders{Text: text}); err != nil {
			t.Fatal(err)
		}
	}
	if st := old.State().(*battle.State); st.Phase() != battle.OrdersPhase || st.Turn() != 2 {
		t.Errorf("version 4: turn %d, phase %v after the fire orders, want turn 2's orders", st.Turn(), st.Phase())
	}
}

// TestVectorReactionAroundJump checks reading W97 on the turns of a
// Short-Range Jump (W88): the Cruiser (thrust 4) engages its FTL drive
// turning about ("TS6 SRJ") and jumps 5 MU away from the Gunship the next
// turn ("SRJ 5", scatter 1 MU toward 12 o'clock, both checks passed),
// spending no main-drive factor, while the Gunship turns to face it, 14
// MU away. On the jump's turn the Cruiser may not
// react (the ship may not use thrust that turn, W95), so the Gunship's
// fire at it opens no round. On the turn after, when it may rotate but
// neither burn nor push, "TP1 EM1" leaves its drive's rating less the EM
// factor, 3 of 4, as on any other turn.
func TestVectorReactionAroundJump(t *testing.T) {
	cruiser := gunnedShip(0, "Cruiser", geom.Vec{})
	cruiser.FTL = battle.StandardFTL
	m := startSetup(t, battle.Setup{Options: vectorReact(manoeuvre.AtEndOfTurn), Ships: []battle.Ship{cruiser, gunnedShip(1, "Gunship", geom.Vec{Y: 10})}})
	turnDice(t, m, [2]string{"Cruiser: TS6 SRJ", ""})
	turnDice(t, m, [2]string{"", ""})
	mustLog(t, turnDice(t, m, [2]string{"Cruiser: SRJ 5", "Gunship: TS6"}, 12, 1, 1, 1), "arriving at (0.00, -4.00)")
	log := turnDice(t, m, [2]string{"", "Gunship: Cruiser"}, 3)
	if strings.Contains(log, "may react") {
		t.Errorf("a round opened for a ship that jumped this turn:\n%s", log)
	}
	mustLog(t, log, "Gunship fires at Cruiser")
	turnDice(t, m, [2]string{"Cruiser: TP1 EM1", ""})
	turnDice(t, m, [2]string{"", "Gunship: Cruiser"})
	if want := []battle.Reactor{{Ship: "Cruiser", Free: 3, By: []string{"Gunship"}}}; !cmp.Equal(m.View(0).(battle.View).Reactors, want) {
		t.Errorf("on the turn after the jump the Navy's reactors are %+v, want %+v", m.View(0).(battle.View).Reactors, want)
	}
}

// TestVectorReactionAfterFailedEM checks reading W97 after an Option 2
// check under vector movement: the Cruiser (thrust 4) writes "MD1 EM1",
// its check before moving fails on a 6 and halves the drive to 2, which
// cuts the burn to nothing, and the 50% die (2) leaves the evasion
// without effect. The EM factor was spent all the same, and the drive now
// gives 2, so a reaction may spend 1: not 3 (the rating the order was
// written against) nor 2 (the factor without effect left unallocated).
func TestVectorReactionAfterFailedEM(t *testing.T) {
	m := duelBattle(t, vectorReact(manoeuvre.BeforeMoving))
	mustLog(t, turnDice(t, m, [2]string{"Cruiser: MD1 EM1", ""}, 6, 2), "rolled 6: failed, drive halved to 2", "the evasion has no effect")
	turnDice(t, m, [2]string{"", "Gunship: Cruiser"})
	if want := []battle.Reactor{{Ship: "Cruiser", Free: 1, By: []string{"Gunship"}}}; !cmp.Equal(m.View(0).(battle.View).Reactors, want) {
		t.Errorf("the Navy's reactors: %+v, want %+v", m.View(0).(battle.View).Reactors, want)
	}
	if _, err := m.Submit(0, game.Orders{Text: "Cruiser em: 2"}); err == nil || !strings.Contains(err.Error(), "left 1 of its drive's 2 unallocated") {
		t.Errorf("two factors after the failed check: %v", err)
	}
}
