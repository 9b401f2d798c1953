package battle_test

import (
	"encoding/json"
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

// reactOptions returns the options of the reaction round (W94) with the
// discretionary factors, the unallocated thrust, or both, and the
// Extreme Manoeuvres check at timing.
func reactOptions(held, free bool, timing manoeuvre.CheckTiming) manoeuvre.ManoeuvreOptions {
	var opt manoeuvre.ManoeuvreOptions
	opt.EMReaction, opt.EMDiscretionary, opt.EMAfterMovement, opt.Extreme = true, held, free, timing
	return opt
}

// gunnedShip returns a ship of the side with a thrust-4 drive, one Beam-2
// battery (two dice to 12 MU, one to 24) and a fire control, at rest
// facing 12 (side 0) or 6 (side 1).
func gunnedShip(side int, name string, at geom.Vec) battle.Ship {
	s := warship(side, fullthrust.Ship{Name: name, Mass: 40, Hull: fullthrust.HullRows(16, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2}, {Kind: fullthrust.FireControl}}}, at)
	return s
}

// duelBattle is the Navy's Cruiser at the origin and the Raiders' Gunship
// 10 MU ahead of it, with the ships given.
func duelBattle(t *testing.T, opt manoeuvre.ManoeuvreOptions, more ...battle.Ship) *game.Match {
	t.Helper()
	ships := append([]battle.Ship{gunnedShip(0, "Cruiser", geom.Vec{}), gunnedShip(1, "Gunship", geom.Vec{Y: 10})}, more...)
	return startSetup(t, battle.Setup{Options: opt, Ships: ships})
}

// fireRound plays a turn's movement orders, then submits the fire orders
// of both sides with no dice and returns the log of the submission that
// completed them.
func fireRound(t *testing.T, m *game.Match, moves, fire [2]string) string {
	t.Helper()
	turnDice(t, m, moves)
	return turnDice(t, m, fire)
}

// react submits side p's reactions with the table dice of the resolution
// and returns its log.
func react(t *testing.T, m *game.Match, p game.Player, text string, dice ...int) string {
	t.Helper()
	ev, err := m.SubmitDice(p, game.Orders{Text: text}, dice)
	if err != nil {
		t.Fatal(err)
	}
	return string(writeLog(ev))
}

// TestReactionLengthensRange checks reading W94: with em-reaction and
// em-after-movement, the Gunship's fire at the Cruiser 10 MU away opens a
// reaction round for the Navy alone. The Cruiser, which moved with none
// of its 4 factors, spends one of them ("em: 1"): its check is 6+ at +1
// for the reaction, and a 3 passes; the B2 then fires at 16 effective MU
// with one die, not two. With "call" on "EM1?" held at discretion the same
// holds 20 MU away, where the evasion takes the Gunship out of its 24 MU
// reach altogether and it rolls nothing; the Cruiser's own fire at the
// Gunship is at the longer effective range too.
func TestReactionLengthensRange(t *testing.T) {
	m := duelBattle(t, reactOptions(false, true, manoeuvre.AtEndOfTurn))
	log := fireRound(t, m, [2]string{"", ""}, [2]string{"", "Gunship: Cruiser"})
	mustLog(t, log, "Raiders fire orders: Gunship: Cruiser", "Navy may react to the fire declared at Cruiser")
	if strings.Contains(log, "fires at") {
		t.Errorf("fire was rolled before the reactions:\n%s", log)
	}
	if got := m.Waiting(); got != game.PlayerSet(0).With(0) {
		t.Fatalf("waiting for %v, want the Navy alone", got)
	}
	if _, err := m.Submit(1, game.Orders{}); !errors.Is(err, game.ErrNotYourTurn) {
		t.Errorf("the Raiders, who have no ship to react, submitted reactions: %v", err)
	}
	log = react(t, m, 0, "Cruiser em: 1", 3, 5)
	mustLog(t, log, "Navy reactions: Cruiser em: 1", "Cruiser: Extreme Manoeuvres (reaction): main drive check 6+ (+1), rolled 3: passed [3]",
		"Gunship fires at Cruiser at 10.0 MU (16.0 effective: Extreme Manoeuvres 1): B2 1 dice [5]")
	if m.State().(*battle.State).Phase() != battle.OrdersPhase || m.State().(*battle.State).Turn() != 2 {
		t.Errorf("after the reactions the battle is in turn %d, phase %v", m.State().(*battle.State).Turn(), m.State().(*battle.State).Phase())
	}

	// Without a reaction the same fire rolls two dice.
	m = duelBattle(t, reactOptions(false, true, manoeuvre.AtEndOfTurn))
	fireRound(t, m, [2]string{"", ""}, [2]string{"", "Gunship: Cruiser"})
	log = react(t, m, 0, "", 5, 5)
	mustLog(t, log, "Navy reactions: no orders", "Gunship fires at Cruiser at 10.0 MU: B2 2 dice [5 5]")

	// Held factors called in reaction, 20 MU apart: no die for either B2.
	far := startSetup(t, battle.Setup{Options: reactOptions(true, false, manoeuvre.AtEndOfTurn),
		Ships: []battle.Ship{gunnedShip(0, "Cruiser", geom.Vec{}), gunnedShip(1, "Gunship", geom.Vec{Y: 20})}})
	fireRound(t, far, [2]string{"Cruiser: EM1?", ""}, [2]string{"Cruiser: Gunship", "Gunship: Cruiser"})
	log = react(t, far, 0, "Cruiser em: call", 4)
	mustLog(t, log, "Cruiser: Extreme Manoeuvres (reaction, held factors): main drive check 6+ (+1), rolled 4: passed [4]",
		"Cruiser fires at Gunship at 20.0 MU (26.0 effective: Extreme Manoeuvres 1): no weapon reaches that range; 0 points", "Gunship fires at Cruiser at 20.0 MU (26.0 effective: Extreme Manoeuvres 1): no weapon reaches that range; 0 points")
}

// TestReactionFailedCheck checks the failed checks of readings W94 and
// W96: a reaction of two factors checks at +2 (one for the second factor,
// one for the reaction), so a 4 fails and halves the drive, which damage
// control may not repair that turn. Whatever the factors spent, held at
// discretion or unallocated, and under either option, the evasion then
// does not happen ("If successful"), with no further die: the B2 fires
// at 10 MU with two dice.
func TestReactionFailedCheck(t *testing.T) {
	for _, c := range []struct {
		name      string
		held      bool
		timing    manoeuvre.CheckTiming
		line      string
		dice      []int
		want      []string
		wantNotIn string
	}{
		{"held, Option 1", true, manoeuvre.AtEndOfTurn, "Cruiser em: call", []int{4, 5, 5},
			[]string{"Cruiser: Extreme Manoeuvres (reaction, held factors): main drive check 6+ (+2), rolled 4: failed, drive halved to 2 [4]",
				"the reaction's Extreme Manoeuvres check failed: no evasion this turn", "B2 2 dice [5 5]"}, "Extreme Manoeuvres: rolled"},
		{"held, Option 2", true, manoeuvre.BeforeMoving, "Cruiser em: call", []int{4, 5, 5},
			[]string{"rolled 4: failed, drive halved to 2 [4]", "no evasion this turn", "B2 2 dice [5 5]"}, "Extreme Manoeuvres: rolled"},
		{"unallocated, Option 1", false, manoeuvre.AtEndOfTurn, "Cruiser em: 2", []int{4, 5, 5},
			[]string{"Cruiser: Extreme Manoeuvres (reaction): main drive check 6+ (+2), rolled 4: failed, drive halved to 2 [4]",
				"the reaction's Extreme Manoeuvres check failed: no evasion this turn", "B2 2 dice [5 5]"}, "Extreme Manoeuvres: rolled"},
		{"unallocated, Option 2", false, manoeuvre.BeforeMoving, "Cruiser em: 2", []int{4, 5, 5},
			[]string{"rolled 4: failed, drive halved to 2 [4]", "no evasion this turn", "B2 2 dice [5 5]"}, "Extreme Manoeuvres: rolled"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := duelBattle(t, reactOptions(c.held, !c.held, c.timing))
			move := ""
			if c.held {
				move = "Cruiser: EM2?"
			}
			fireRound(t, m, [2]string{move, ""}, [2]string{"", "Gunship: Cruiser"})
			log := react(t, m, 0, c.line, c.dice...)
			mustLog(t, log, c.want...)
			if c.wantNotIn != "" && strings.Contains(log, c.wantNotIn) {
				t.Errorf("the log has %q:\n%s", c.wantNotIn, log)
			}
			if strings.Contains(log, "damage control") {
				t.Errorf("damage control tried the drive the reaction's check damaged:\n%s", log)
			}
			if v := shipView(t, m, "Cruiser"); v.Thrust != 2 {
				t.Errorf("thrust %d after the failed check, want 2", v.Thrust)
			}
		})
	}
}

// TestReactionCountsItsOwnFactors checks reading W96: the Cruiser wrote
// EM1 before movement (its check left for the end of the turn, Option 1)
// and reacts with one more factor. The reaction's check counts only its
// own factor, +0 for it and the optional rule's +1, not +1 more for the
// factor written before; the end-of-turn check of EM1 stays at +0. Both
// factors are in effect: the Gunship's B2 10 MU away fires at 22
// effective MU, one die.
func TestReactionCountsItsOwnFactors(t *testing.T) {
	m := duelBattle(t, reactOptions(false, true, manoeuvre.AtEndOfTurn))
	fireRound(t, m, [2]string{"Cruiser: EM1", ""}, [2]string{"", "Gunship: Cruiser"})
	log := react(t, m, 0, "Cruiser em: 1", 4, 5, 2)
	mustLog(t, log, "Cruiser: Extreme Manoeuvres (reaction): main drive check 6+ (+1), rolled 4: passed [4]",
		"Gunship fires at Cruiser at 10.0 MU (22.0 effective: Extreme Manoeuvres 2): B2 1 dice [5]", "Cruiser: Extreme Manoeuvres: main drive check 6+, rolled 2: passed")
}

// refusalBattle is the Navy's Cruiser at the origin, Escort 6 MU to its
// right and Wreck (its drive disabled) 6 MU to its left, against the
// Raiders' Gunship and Raider 10 MU ahead.
func refusalBattle(t *testing.T, opt manoeuvre.ManoeuvreOptions) *game.Match {
	t.Helper()
	wreck := gunnedShip(0, "Wreck", geom.Vec{X: -6})
	wreck.Sheet.Drive.Hits = 2
	return duelBattle(t, opt, gunnedShip(0, "Escort", geom.Vec{X: 6}), wreck, gunnedShip(1, "Raider", geom.Vec{X: 6, Y: 10}))
}

// TestReactionRefusals checks that each wrong reaction is refused with
// the ship and the reason (reading W94), and that the state is left as it
// was, so that a right reaction then plays.
func TestReactionRefusals(t *testing.T) {
	both := reactOptions(true, true, manoeuvre.AtEndOfTurn)
	for _, c := range []struct {
		name        string
		opt         manoeuvre.ManoeuvreOptions
		moves, fire string
		line, want  string
	}{
		{"not fired at", both, "", "Gunship: Cruiser", "Escort em: 1", "Escort em: no enemy fire is declared at it this turn"},
		{"more than unallocated", both, "Cruiser: +2", "Gunship: Cruiser", "Cruiser em: 3", "Cruiser em: 3 factors, but its movement order left 2 of its drive's 4 unallocated"},
		{"disabled drive", both, "", "Gunship: Cruiser\nRaider: Wreck", "Wreck em: 1", "Wreck em: its main drive is disabled"},
		{"nothing to spend", both, "Cruiser: +4", "Gunship: Cruiser\nRaider: Escort", "Cruiser em: 1", "Cruiser em: it holds no discretionary Extreme Manoeuvres and no unallocated thrust"},
		{"call without held factors", both, "", "Gunship: Cruiser", "Cruiser em: call", "Cruiser em: call: it holds no discretionary Extreme Manoeuvres"},
		{"thrust without em-after-movement", reactOptions(true, false, manoeuvre.AtEndOfTurn), "Cruiser: EM1?", "Gunship: Cruiser", "Cruiser em: 1", "need the option em-after-movement"},
		{"call without em-discretionary", reactOptions(false, true, manoeuvre.AtEndOfTurn), "", "Gunship: Cruiser", "Cruiser em: call", "Cruiser em: call: discretionary Extreme Manoeuvres need the option em-discretionary"},
		{"not a number", both, "", "Gunship: Cruiser", "Cruiser em: fast", `Cruiser em: "fast": write "call"`},
		{"no factors", both, "", "Gunship: Cruiser", "Cruiser em: 0", `Cruiser em: "0": write "call"`},
		{"two reactions", both, "", "Gunship: Cruiser", "Cruiser em: 1\nCruiser em: 1", "Cruiser em: two reactions"},
		{"eclipsed", both, "Cruiser: Ec1\nEscort eclipse: Cruiser", "Gunship: Escort\nRaider: Cruiser", "Cruiser em: 1", "Cruiser em: eclipsed by Escort, it may not make Extreme Manoeuvres"},
		{"fire in the round", both, "", "Gunship: Cruiser", "Cruiser: Gunship", "Cruiser: the reaction round takes only reactions to fire"},
		{"repair in the round", both, "", "Gunship: Cruiser", "Cruiser repair: none", "Cruiser repair: the reaction round takes only reactions to fire"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := refusalBattle(t, c.opt)
			fireRound(t, m, [2]string{c.moves, ""}, [2]string{"", c.fire})
			before := m.Version()
			_, err := m.Submit(0, game.Orders{Text: c.line})
			if err == nil || !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("%q: got %v, want an illegal order saying %q", c.line, err, c.want)
			}
			if m.Version() != before {
				t.Errorf("the refusal changed the match's version")
			}
		})
	}
	// Reactions outside the round.
	m := refusalBattle(t, both)
	if _, err := m.Submit(0, game.Orders{Text: "Cruiser em: 1"}); err == nil || !strings.Contains(err.Error(), "called on with the fire orders") {
		t.Errorf("a reaction with the movement orders: %v", err)
	}
	turnDice(t, m, [2]string{"", ""})
	if _, err := m.Submit(0, game.Orders{Text: "Cruiser em: 1"}); err == nil || !strings.Contains(err.Error(), "made in the reaction round") {
		t.Errorf("a reaction with the fire orders: %v", err)
	}
}

// TestReactionRoundSkipped checks that the round opens only when a ship
// fired at may react (reading W94): with the options on, a turn without
// fire, or whose only target spent its whole drive moving, goes straight
// to fire and plays exactly as the battle without the options does.
func TestReactionRoundSkipped(t *testing.T) {
	for _, c := range []struct {
		name        string
		moves, fire [2]string
		dice        []int
		vector      bool
	}{
		{"no fire", [2]string{"", ""}, [2]string{"", ""}, nil, false},
		{"no thrust left", [2]string{"Cruiser: +4", ""}, [2]string{"", "Gunship: Cruiser"}, []int{5, 5}, false},
		{"vector movement, burn used all", [2]string{"Cruiser: MD4", ""}, [2]string{"", "Gunship: Cruiser"}, []int{5, 5}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			var logs [2]string
			for k, opt := range []manoeuvre.ManoeuvreOptions{{}, reactOptions(true, true, manoeuvre.AtEndOfTurn)} {
				opt.Vector = c.vector
				m := duelBattle(t, opt)
				turnDice(t, m, c.moves)
				logs[k] = turnDice(t, m, c.fire, c.dice...)
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

// TestReactionViewsHidden checks that reactions are secret until every
// side collected has written them (reading W94): both ships fire at each
// other, so both sides react; the Navy's reaction, once submitted, is in
// no view but its own sealed orders, and each side's view lists only its
// own ship that may react. Once the Raiders submit, both are revealed.
func TestReactionViewsHidden(t *testing.T) {
	m := duelBattle(t, reactOptions(true, true, manoeuvre.AtEndOfTurn))
	fireRound(t, m, [2]string{"", ""}, [2]string{"Cruiser: Gunship", "Gunship: Cruiser"})
	if got := m.Waiting(); got != game.PlayerSet(0).With(0).With(1) {
		t.Fatalf("waiting for %v, want both sides", got)
	}
	v0 := m.View(0).(battle.View)
	if want := []battle.Reactor{{Ship: "Cruiser", Free: 4, By: []string{"Gunship"}, Targets: []string{"Gunship"}}}; !cmp.Equal(v0.Reactors, want) {
		t.Errorf("the Navy's reactors: %+v, want %+v", v0.Reactors, want)
	}
	if v0.Phase != "reaction" || !strings.Contains(strings.Join(v0.Revealed, "\n"), "Gunship: Cruiser") {
		t.Errorf("the Navy's view in the round: phase %q, revealed %q", v0.Phase, v0.Revealed)
	}
	if want := []battle.Reactor{{Ship: "Gunship", Free: 4, By: []string{"Cruiser"}, Targets: []string{"Cruiser"}}}; !cmp.Equal(m.View(1).(battle.View).Reactors, want) {
		t.Errorf("the Raiders' reactors: %+v, want %+v", m.View(1).(battle.View).Reactors, want)
	}
	if r := m.View(game.Spectator).(battle.View).Reactors; r != nil {
		t.Errorf("the spectator sees reactors %+v", r)
	}
	submitHidden(t, m, "Cruiser em: 2")
	if o, ok := m.Sealed(1); ok {
		t.Errorf("the Raiders have sealed orders %v before writing any", o)
	}
	log := react(t, m, 1, "", 3, 5, 5)
	mustLog(t, log, "Navy reactions: Cruiser em: 2", "Raiders reactions: no orders", "rolled 3: passed [3]")
	revealed := strings.Join(m.View(1).(battle.View).Revealed, "\n")
	if !strings.Contains(revealed, "Cruiser: Gunship; Cruiser em: 2") {
		t.Errorf("the revealed orders after the round: %q", revealed)
	}
}

// submitter returns a function that submits side p's orders to m,
// failing t on a refusal, and appends the events each submission returns
// to *events.
func submitter(t *testing.T, m *game.Match, events *[]game.Event) func(p game.Player, text string) {
	return func(p game.Player, text string) {
		t.Helper()
		ev, err := m.Submit(p, game.Orders{Text: text})
		if err != nil {
			t.Fatal(err)
		}
		*events = append(*events, ev...)
	}
}

// mustReplay checks that m's record replays to the events it played.
func mustReplay(t *testing.T, m *game.Match, events []game.Event) {
	t.Helper()
	var replayed []game.Event
	if _, err := game.Replay(battle.Rules{}, m.Record(), func(e game.Event) { replayed = append(replayed, e) }); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(events, replayed); diff != "" {
		t.Errorf("the replay differs:\n%s", diff)
	}
}

// submitHidden submits the Navy's reaction text and checks that it
// changed neither the Raiders' view nor a spectator's, and shows in
// neither (reading W94: reactions are sealed until the round is complete).
func submitHidden(t *testing.T, m *game.Match, text string) {
	t.Helper()
	views := func() [2]string {
		var out [2]string
		for k, p := range []game.Player{1, game.Spectator} {
			b, err := json.Marshal(m.View(p))
			if err != nil {
				t.Fatal(err)
			}
			out[k] = string(b)
		}
		return out
	}
	before := views()
	if _, err := m.Submit(0, game.Orders{Text: text}); err != nil {
		t.Fatal(err)
	}
	after := views()
	if diff := cmp.Diff(before, after); diff != "" {
		t.Errorf("a pending reaction changed the other views:\n%s", diff)
	}
	line := text[strings.Index(text, " em:")+1:]
	for _, v := range after {
		if strings.Contains(v, line) {
			t.Errorf("a view shows the pending reaction: %s", v)
		}
	}
}

// TestReactionRecordReplays checks that a battle with reaction rounds,
// played from the seed and with table dice, replays to the same events,
// and that reactions written against the fire phase are refused as stale.
func TestReactionRecordReplays(t *testing.T) {
	m := duelBattle(t, reactOptions(true, true, manoeuvre.BeforeMoving))
	var events []game.Event
	play := func(p game.Player, text string, dice []int) {
		t.Helper()
		var ev []game.Event
		var err error
		if dice != nil {
			ev, err = m.SubmitDice(p, game.Orders{Text: text}, dice)
		} else {
			ev, err = m.Submit(p, game.Orders{Text: text})
		}
		if err != nil {
			t.Fatal(err)
		}
		events = append(events, ev...)
	}
	play(0, "Cruiser: EM1?", nil)
	play(1, "Gunship: P1", nil)
	fire := m.Version()
	play(0, "Cruiser: Gunship", nil)
	play(1, "Gunship: Cruiser", nil)
	if _, err := m.SubmitAt(fire, 0, game.Orders{Text: "Cruiser em: call"}); !errors.Is(err, game.ErrStale) {
		t.Errorf("a reaction written at the fire orders' version: %v", err)
	}
	play(1, "Gunship em: 2", nil)
	play(0, "Cruiser em: call", []int{3, 4, 6, 1, 3})
	play(0, "Cruiser: +1", nil)
	play(1, "", nil)
	play(0, "Cruiser: Gunship", nil)
	play(1, "Gunship: Cruiser", nil)
	play(1, "Gunship em: 1", nil)
	if !strings.Contains(string(writeLog(events)), "reactions") {
		t.Fatalf("no reaction round was played:\n%s", writeLog(events))
	}
	mustReplay(t, m, events)
}

// TestReactionAfterFailedEM checks reading W95 after an Option 2 check:
// the Cruiser (thrust 4) writes EM1 alone, its check before moving fails
// on a 6 and halves the drive to 2, and the 50% die (5) leaves the
// evasion working. The factor was spent all the same, so the order used 1
// of the 2 left and a reaction may spend 1, not 2. Records of rules
// version 4 replay as they were made, with the failed factor unallocated.
func TestReactionAfterFailedEM(t *testing.T) {
	for _, c := range []struct {
		version string
		left    int
	}{{"", 1}, {"4", 2}} {
		m := atVersion(t, duelBattle(t, reactOptions(false, true, manoeuvre.BeforeMoving)), c.version)
		log := turnDice(t, m, [2]string{"Cruiser: EM1", ""}, 6, 5)
		mustLog(t, log, "rolled 6: failed, drive halved to 2", "the evasion still works")
		turnDice(t, m, [2]string{"", "Gunship: Cruiser"})
		_, err := m.Submit(0, game.Orders{Text: "Cruiser em: 2"})
		switch want := fmt.Sprintf("left %d of its drive's 2 unallocated", c.left); {
		case c.left == 2 && err != nil:
			t.Errorf("version %q: %v", c.version, err)
		case c.left < 2 && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("version %q: %v, want a refusal saying %q", c.version, err, want)
		}
	}
}
