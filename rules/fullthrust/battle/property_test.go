package battle_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// moveChoices are the movement orders random sides pick from; some are
// impossible for some ships (those drift straight on).
var moveChoices = []string{"", "+1", "-1", "+2", "-2", "P1", "S1", "P1 +1", "S2 -1", "ET P3 +3", "Roll P1", "HA1P", "P+S+2", "RL +6", "CO", "EM1", "EM2", "Ec1", "FTL", "SRJ", "SRJ P1", "SRJ 20", "SRJ 30", "backfire"}

// reactionMoveChoices are the further movement orders of battles with the
// reaction round (W94): thrust held at discretion and for after movement.
var reactionMoveChoices = append(moveChoices[:len(moveChoices):len(moveChoices)], "EM1?", "P1 / EM1", "+1 EM2?")

// randomOrders writes side p's orders for the phase: a random movement
// order per ship, or a random target among those the rules accept.
func randomOrders(t *rapid.T, st *battle.State, p game.Player, label string) game.Orders {
	v := st.View(p).(battle.View)
	var lines []string
	if st.Phase() == battle.ReactPhase { // a reaction or none for each ship that may react (W94)
		for _, r := range v.Reactors {
			var choices []string
			if r.Held > 0 {
				choices = append(choices, "call")
			}
			for n := 1; n <= r.Free; n++ {
				choices = append(choices, strconv.Itoa(n))
			}
			if rapid.Bool().Draw(t, label+" reacts "+r.Ship) {
				lines = append(lines, r.Ship+" em: "+rapid.SampledFrom(choices).Draw(t, label+" reaction "+r.Ship))
			}
		}
		return game.Orders{Text: strings.Join(lines, "\n")}
	}
	for _, own := range v.Ships {
		if own.Side != int(p) || own.Status != "in battle" {
			continue
		}
		if st.Phase() == battle.OrdersPhase {
			o := rapid.SampledFrom(movesFor(st)).Draw(t, label+" "+own.Name) // vector_property_test.go
			lines = append(lines, own.Name+": "+o)
			continue
		}
		var ok []string
		for a, foe := range v.Ships {
			if foe.Side == int(p) {
				continue
			}
			cands := []string{own.Name + ": " + foe.Name}
			for _, other := range v.Ships[a+1:] {
				if other.Side != int(p) {
					cands = append(cands, own.Name+": "+foe.Name+", "+other.Name)
				}
			}
			for _, l := range own.Systems {
				if weaponLabel(l) {
					cands = append(cands, own.Name+": "+foe.Name+" ["+l+"]", own.Name+": "+foe.Name+" ["+l+" "+l+"]")
				}
			}
			for _, line := range cands {
				if st.CheckOrders(p, game.Orders{Text: line}) == nil {
					ok = append(ok, line)
				}
			}
		}
		if len(ok) > 0 && rapid.Bool().Draw(t, label+" fires "+own.Name) {
			lines = append(lines, rapid.SampledFrom(ok).Draw(t, label+" target "+own.Name))
		}
		if len(own.Lost) > 0 && rapid.Bool().Draw(t, label+" repairs "+own.Name) {
			job := rapid.SampledFrom(append([]string{"none"}, own.Lost...)).Draw(t, label+" repair "+own.Name)
			if job != "none" {
				job += fmt.Sprintf(" %d", rapid.IntRange(1, 3).Draw(t, label+" parties "+own.Name))
			}
			line := own.Name + " repair: " + job
			if st.CheckOrders(p, game.Orders{Text: strings.Join(append(lines[:len(lines):len(lines)], line), "\n")}) == nil {
				lines = append(lines, line)
			}
		}
	}
	if st.Phase() == battle.OrdersPhase {
		for _, f := range v.Fighters {
			if f.Side != int(p) || f.Status == "destroyed" || !rapid.Bool().Draw(t, label+" orders "+f.Name) {
				continue
			}
			options := []string{f.Name + ": hold", f.Name + ": intercept missiles", f.Name + ": land", f.Name + ": land combat", f.Name + ": intercept plasma"}
			for _, e := range v.Ships {
				options = append(options, f.Name+": attack "+e.Name, f.Name+": screen "+e.Name, f.Name+": attack "+e.Name+" press", f.Name+": pursue "+e.Name)
			}
			for _, g := range v.Fighters {
				options = append(options, f.Name+": intercept "+g.Name, f.Name+": screen "+g.Name, f.Name+": join "+g.Name)
			}
			line := rapid.SampledFrom(options).Draw(t, label+" group "+f.Name)
			if st.CheckOrders(p, game.Orders{Text: strings.Join(append(lines[:len(lines):len(lines)], line), "\n")}) == nil {
				lines = append(lines, line)
			}
		}
	}
	if st.Phase() == battle.OrdersPhase {
		lines = randomScrambles(t, st, p, v, lines, label)
	}
	if st.Phase() == battle.FirePhase {
		lines = randomAirFire(t, st, p, v, lines, label)
	}
	if st.Phase() == battle.OrdersPhase && !st.Options().Vector {
		for _, own := range v.Ships { // eclipses, kept when the movement orders dedicate thrust to them
			if own.Side != int(p) || own.Status != "in battle" || !rapid.Bool().Draw(t, label+" eclipses "+own.Name) {
				continue
			}
			var names []string
			for _, o := range v.Ships {
				names = append(names, o.Name)
			}
			other := rapid.SampledFrom(names).Draw(t, label+" eclipsed")
			line := own.Name + " eclipse: " + other
			if st.CheckOrders(p, game.Orders{Text: strings.Join(append(lines[:len(lines):len(lines)], line), "\n")}) == nil {
				lines = append(lines, line)
				// the eclipser's PDS lent to the ship it eclipses (W64)
				if cover := own.Name + " cover: " + other; rapid.Bool().Draw(t, label+" eclipse cover") &&
					st.CheckOrders(p, game.Orders{Text: strings.Join(append(lines[:len(lines):len(lines)], cover), "\n")}) == nil {
					lines = append(lines, cover)
				}
			}
		}
	}
	if st.Phase() == battle.OrdersPhase {
		var names []string
		for _, e := range v.Ships {
			names = append(names, e.Name)
		}
		for _, word := range []string{"salvo", "missile", "plasma"} { // salvos, heavy missiles (advanced ones too, W39), plasma bolts
			for _, own := range v.Ships {
				has := own.Salvos > 0
				switch word {
				case "missile":
					has = slicesContain(own.Systems, "HM")
				case "plasma":
					has = slicesContain(own.Systems, "PBL")
				}
				if own.Side != int(p) || !has || own.Status != "in battle" || !rapid.Bool().Draw(t, label+" "+word+" "+own.Name) {
					continue
				}
				line := own.Name + " " + word + ": " + rapid.SampledFrom(names).Draw(t, label+" "+word+" at")
				if word != "plasma" && rapid.Bool().Draw(t, label+" "+word+" ahead") {
					// a point up to 6 MU from where a ship will be if it
					// holds its course and speed, so that missiles home
					// near the edge of their lock-on (W84)
					foe := rapid.SampledFrom(v.Ships).Draw(t, label+" "+word+" ahead of")
					p := foe.At.Add(geom.Clock(foe.Course).Vec().Scale(float64(foe.Velocity)))
					p = p.Add(geom.Vec{X: rapid.Float64Range(-6, 6).Draw(t, label+" dx"), Y: rapid.Float64Range(-6, 6).Draw(t, label+" dy")})
					line = fmt.Sprintf("%s %s: %.1f %.1f", own.Name, word, p.X, p.Y)
				}
				if st.CheckOrders(p, game.Orders{Text: strings.Join(append(lines[:len(lines):len(lines)], line), "\n")}) == nil {
					lines = append(lines, line)
				}
			}
		}
	}
	return game.Orders{Text: strings.Join(lines, "\n")}
}

// randomAirFire adds to side p's fire orders random fire at enemy fighter
// groups and evasions of its own groups, each kept when the rules accept
// the orders with it.
func randomAirFire(t *rapid.T, st *battle.State, p game.Player, v battle.View, lines []string, label string) []string {
	accept := func(line string) {
		if st.CheckOrders(p, game.Orders{Text: strings.Join(append(lines[:len(lines):len(lines)], line), "\n")}) == nil {
			lines = append(lines, line)
		}
	}
	for _, own := range v.Ships {
		if own.Side != int(p) || own.Status != "in battle" || !rapid.Bool().Draw(t, label+" flak "+own.Name) {
			continue
		}
		for _, g := range v.Fighters {
			if g.Side == int(p) || g.Status != "in space" {
				continue
			}
			words := rapid.SampledFrom([]string{"beams", "pds", "ads 1", "scatterguns", "grapeshot 1", "beams pds 1", "pds scatterguns"}).Draw(t, label+" flak with")
			accept(own.Name + " fire at: " + g.Name + " " + words)
		}
	}
	for _, f := range v.Fighters {
		if f.Side == int(p) && f.Status == "in space" && rapid.Bool().Draw(t, label+" evade "+f.Name) {
			accept(f.Name + ": evade")
		}
	}
	return lines
}

// checkFighterEvents checks the fighters' part of one resolution's events
// against the views before (old) and after it: every group that made an
// attack run in the strike is within 6 MU of the ship its side's revealed
// orders sent it at and did not dogfight, and no dogfight kills more
// fighters than a group had.
func checkFighterEvents(t *rapid.T, events []game.Event, old map[string]battle.FighterView, v battle.View) {
	at := map[string]battle.ShipView{}
	for _, s := range v.Ships {
		at[s.Name] = s
	}
	target := map[string]string{}
	for _, rev := range v.Revealed {
		for _, part := range strings.Split(rev, "; ") {
			name, order, _ := strings.Cut(part, ": ")
			target[name] = order
		}
	}
	fought := map[string]bool{}
	for _, e := range events {
		for _, f := range v.Fighters {
			if e.Kind == "fighters" && strings.HasPrefix(e.Text, f.Name+" loses ") && strings.Contains(e.Text, " in the dogfight, ") {
				fought[f.Name] = true
				var lost, left int
				if _, err := fmt.Sscanf(strings.TrimPrefix(e.Text, f.Name+" loses "), "%d in the dogfight, %d left", &lost, &left); err != nil {
					t.Fatalf("%q: %v", e.Text, err)
				}
				if o := old[f.Name]; lost > o.Strength || left != o.Strength-lost || left < 0 {
					t.Fatalf("%q, the group had %d", e.Text, o.Strength)
				}
			}
			if late, ok := strings.CutPrefix(e.Text, f.Name+" loses "); e.Kind == "fighters" && ok && strings.Contains(late, " in a dogfight after the attack runs, ") {
				// A group scrambled too late and its attacker (W61): after
				// the strike, so never more than the group had.
				var lost, left int
				if _, err := fmt.Sscanf(late, "%d in a dogfight after the attack runs, %d left", &lost, &left); err != nil || left < 0 || lost+left > old[f.Name].Strength {
					t.Fatalf("%q, the group had %d", e.Text, old[f.Name].Strength)
				}
			}
			if e.Kind == "intercept" && strings.HasPrefix(e.Text, f.Name+" (") && strings.Contains(e.Text, " intercepts a ") {
				// Only a group ordered to intercept missiles does, and it
				// makes no attack run after (W34).
				if target[f.Name] != "intercept missiles" {
					t.Fatalf("%s intercepted with the order %q: %q", f.Name, target[f.Name], e.Text)
				}
				fought[f.Name] = true
			}
			if o := old[f.Name]; o.BayOut && strings.HasPrefix(e.Text, f.Name+" (") && (strings.Contains(e.Text, " launches from ") || strings.Contains(e.Text, " scrambles from ") || strings.Contains(e.Text, " lands on ")) {
				// A group whose bay is knocked out neither launches nor lands (W80).
				t.Fatalf("%s's bay was out: %q", f.Name, e.Text)
			}
			if e.Kind == "fighters" && strings.HasPrefix(e.Text, f.Name+" (") && strings.Contains(e.Text, " lands on ") {
				// Only a group ordered to land does, on its own carrier (W37).
				if target[f.Name] != "land" || !strings.HasSuffix(e.Text, " lands on "+f.Carrier) {
					t.Fatalf("%s landed with the order %q: %q", f.Name, target[f.Name], e.Text)
				}
				if f.Status != "destroyed" && f.Status != "in bay" {
					t.Fatalf("%s landed but is %s", f.Name, f.Status)
				}
			}
			if left, ok := strings.CutPrefix(e.Text, f.Name+" intercepted: "); e.Kind == "fighters" && ok {
				var n int
				if _, err := fmt.Sscanf(left, "%d left", &n); err != nil || n < 0 || n > old[f.Name].Strength {
					t.Fatalf("%q, the group had %d", e.Text, old[f.Name].Strength)
				}
			}
			run := e.Kind == "strike" && strings.HasPrefix(e.Text, f.Name+" (") &&
				(strings.Contains(e.Text, " at PDL ") || strings.Contains(e.Text, " left, beam dice") || strings.Contains(e.Text, " left, torpedoes"))
			if !run {
				continue
			}
			if fought[f.Name] {
				t.Fatalf("%s attacked a ship after a dogfight: %q", f.Name, e.Text)
			}
			order := target[f.Name]
			if a, ok := strings.CutPrefix(order, "assist "); ok {
				order = target[a]
			}
			ship, ok := strings.CutPrefix(strings.TrimSuffix(order, " press"), "attack ")
			if !ok {
				ship, ok = strings.CutPrefix(order, "pursue ") // W38
			}
			if !ok {
				t.Fatalf("%s attacked with the order %q: %q", f.Name, order, e.Text)
			}
			// A group destroyed in the strike is shown at its carrier.
			if d := f.At.Dist(at[ship].At); f.Status == "in space" && d > battle.AttackRange+1e-9 {
				t.Fatalf("%s attacked %s from %.2f MU: %q", f.Name, ship, d, e.Text)
			}
		}
	}
}

// TestRandomBattles plays random legal battles of both examples, fighters
// included, and checks: damage is only ever added (never taken back or applied to a gone ship),
// velocities stay 0 or more, destroyed and gone ships stay so, the order
// in which the sides submit does not matter, and the record replays to the
// same events.
func TestRandomBattles(t *testing.T) {
	files := map[string]json.RawMessage{}
	examples := []string{"battle-cruiser-action.yaml", "battle-carrier-gunline.yaml", "battle-kinetic-raid.yaml", "battle-vector-duel.yaml"}
	for _, f := range examples {
		files[f] = setupOf(t, f)
	}
	// The missile boats with every heavy missile advanced (W39).
	boats, err := battle.UnmarshalSetup(setupOf(t, "battle-missile-boats.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range boats.Ships {
		for j := range boats.Ships[i].Mounts {
			boats.Ships[i].Mounts[j].Advanced = boats.Ships[i].Mounts[j].Kind == battle.HeavyMissile
		}
	}
	js, err := battle.MarshalSetup(boats)
	if err != nil {
		t.Fatal(err)
	}
	files["advanced missile boats"] = js
	examples = append(examples, "advanced missile boats")
	// The carrier battle with every carrier given a launch tube and a
	// catapult tube (W59), so that launches and landings meet the limits,
	// its groups made depleted standard groups that may join each other
	// (W62), and every other ship a class-2 plasma bolt launcher, so that
	// the carriers' groups have bolts to intercept (W63).
	tubed, err := battle.UnmarshalSetup(setupOf(t, "battle-carrier-gunline.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range tubed.Ships {
		sh := &tubed.Ships[i]
		if len(sh.Bays) == 0 {
			sh.Sheet.Systems = append(sh.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: "PBL"})
			sh.Mounts = append(sh.Mounts, battle.Mount{Kind: battle.PlasmaBolt, System: len(sh.Sheet.Systems) - 1, Class: 2, Arcs: geom.Arcs(geom.FP, geom.F, geom.FS)})
			continue
		}
		for _, name := range []string{"tube", "catapult"} {
			sh.Sheet.Systems = append(sh.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: name})
			sh.Tubes = append(sh.Tubes, len(sh.Sheet.Systems)-1)
		}
		for j := range sh.Bays { // depleted standard groups, which may join each other (W62)
			g := &sh.Bays[j].Group
			*g = pointdefence.Group{Name: g.Name, Type: pointdefence.Standard, Strength: 3, CEF: pointdefence.Standard.FullCEF()}
		}
	}
	if files["carrier with tubes"], err = battle.MarshalSetup(tubed); err != nil {
		t.Fatal(err)
	}
	examples = append(examples, "carrier with tubes")
	// The cruiser action under vector movement: its ships have FTL drives,
	// so the vector Short-Range Jumps are made (W88).
	cruisers, err := battle.UnmarshalSetup(setupOf(t, "battle-cruiser-action.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	cruisers.Options.Vector = true
	if files["vector cruisers"], err = battle.MarshalSetup(cruisers); err != nil {
		t.Fatal(err)
	}
	examples = append(examples, "vector cruisers")
	rapid.Check(t, func(t *rapid.T) { randomBattle(t, files, examples) })
}

// TestRandomReactionBattles is TestRandomBattles for the cruiser action
// with reactions to fire from held and unallocated thrust (W94-W96), and
// for the vector duel with reactions from unallocated main-drive thrust
// (W97) and held factors (W100), under Option 2 of the Extreme Manoeuvres
// check: the reaction round with random reactions opens in each, replays,
// and plays the same whatever order the sides submit in.
func TestRandomReactionBattles(t *testing.T) {
	for _, c := range []struct {
		name, file    string
		discretionary bool
	}{
		{"reacting cruisers", "battle-cruiser-action.yaml", true},
		{"reacting vector duel", "battle-vector-duel.yaml", true}, // unallocated thrust is W97, held factors W100
	} {
		reacting, err := battle.UnmarshalSetup(setupOf(t, c.file))
		if err != nil {
			t.Fatal(err)
		}
		o := &reacting.Options
		o.EMReaction, o.EMAfterMovement, o.EMDiscretionary, o.Extreme = true, true, c.discretionary, manoeuvre.BeforeMoving
		js, err := battle.MarshalSetup(reacting)
		if err != nil {
			t.Fatal(err)
		}
		files := map[string]json.RawMessage{c.name: js}
		var rounds, reactions int
		rapid.Check(t, func(t *rapid.T) {
			for _, e := range randomBattle(t, files, []string{c.name}) {
				switch {
				case e.Kind == "reaction":
					rounds++
				case e.Kind == "orders" && strings.Contains(e.Text, " reactions: ") && strings.Contains(e.Text, " em: "):
					reactions++
				}
			}
		})
		if rounds == 0 || reactions == 0 {
			t.Errorf("%s: the random battles opened %d reaction rounds for a side, with %d reactions", c.name, rounds, reactions)
		}
	}
}

// randomBattle plays a battle of one of the files, drawn, between random
// sides, checking what every step did, then plays it again with the sides
// submitting in the other order and replays its record: both must give
// the same events, which it returns.
func randomBattle(t *rapid.T, files map[string]json.RawMessage, examples []string) []game.Event {
	file := rapid.SampledFrom(examples).Draw(t, "file")
	seed := rng.Seed(rapid.Uint64().Draw(t, "seed"))
	m, err := game.Start(battle.Rules{}, nil, files[file], seed)
	if err != nil {
		t.Fatal(err)
	}
	type subm struct {
		p game.Player
		o game.Orders
	}
	var played [][]subm // by round, in the order submitted
	var events []game.Event
	prev := map[string]battle.ShipView{}
	prevF := map[string]battle.FighterView{}
	for step := 0; !m.Outcome().Over; step++ {
		st := m.State().(*battle.State)
		before := st.Ships()
		from := len(events)                      // this step's events start here
		fire := st.Phase() != battle.OrdersPhase // the fire orders, or the reactions before the fire (W94)
		texts := make([]string, st.Players())
		played = append(played, nil)
		for _, p := range m.Waiting().List() {
			o := randomOrders(t, st, p, "step")
			texts[p] = o.Text
			played[len(played)-1] = append(played[len(played)-1], subm{p, o})
			ev, err := m.Submit(p, o)
			if err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
			events = append(events, ev...)
			if fire && len(ev) > 0 {
				checkFire(t, before, ev)
			}
			if !fire && len(ev) > 0 && st.Options().Vector {
				checkVectorMoves(t, before, m.State().(*battle.State).Ships(), texts) // vector_property_test.go
			}
			if len(ev) > 0 {
				checkFighterEvents(t, ev, prevF, m.View(game.Spectator).(battle.View))
			}
		}
		if !fire {
			checkHoming(t, m.State().(*battle.State), events[from:])
		}
		for _, s := range m.View(game.Spectator).(battle.View).Ships {
			old, seen := prev[s.Name]
			if s.Velocity < 0 {
				t.Fatalf("%s has velocity %d", s.Name, s.Velocity)
			}
			if seen {
				if s.Hull > old.Hull || sum(s.Armour) > sum(old.Armour) {
					t.Fatalf("%s got boxes back: hull %d -> %d, armour %v -> %v", s.Name, old.Hull, s.Hull, old.Armour, s.Armour)
				}
				if old.Status != "in battle" && old.Status != s.Status {
					t.Fatalf("%s went from %s to %s", s.Name, old.Status, s.Status)
				}
				if old.Status != "in battle" && (s.Hull != old.Hull || s.At != old.At) {
					t.Fatalf("%s, %s, was changed", s.Name, old.Status)
				}
			}
			prev[s.Name] = s
		}
		// Only a group joined by another in the bays gains fighters, as
		// many as the event says (W62).
		joined := map[string]int{}
		for _, e := range events[from:] {
			var n int
			if _, rest, ok := strings.Cut(e.Text, " fighters of "); ok && e.Kind == "fighters" {
				if _, into, ok := strings.Cut(rest, " join "); ok {
					if _, err := fmt.Sscanf(e.Text, "%d fighters of", &n); err == nil {
						name, _, _ := strings.Cut(into, " in ")
						joined[name] += n
					}
				}
			}
		}
		for _, f := range m.View(game.Spectator).(battle.View).Fighters {
			if f.CEF < 0 || f.Strength < 0 || f.Strength > 6 {
				t.Fatalf("%s has strength %d and CEF %d", f.Name, f.Strength, f.CEF)
			}
			if old, seen := prevF[f.Name]; seen && joined[f.Name] > 0 {
				if f.Strength > old.Strength+joined[f.Name] {
					t.Fatalf("%s grew beyond the %d that joined it: %+v -> %+v", f.Name, joined[f.Name], old, f)
				}
				old.Strength = f.Strength
				prevF[f.Name] = old
			}
			// Only a landing restores CEF, to full, with its re-arming die
			// (W37). The group may then be lost in the same step with its
			// carrier (as by an FTL drive that explodes on departure), keeping
			// what its landing gave it.
			ft, _ := pointdefence.ParseFighterType(f.Type)
			landed := (f.Status == "in bay" || f.Status == "destroyed") && (f.Ready > 0 || f.Grounded) && f.CEF == ft.FullCEF()
			if old, seen := prevF[f.Name]; seen && (f.Strength > old.Strength || f.CEF > old.CEF && !(landed && old.Status == "in space")) {
				t.Fatalf("%s grew: %+v -> %+v", f.Name, old, f)
			}
			prevF[f.Name] = f
		}
	}
	// The same orders with the sides submitting in the other order.
	other, _ := game.Start(battle.Rules{}, nil, files[file], seed)
	var again []game.Event
	for k, round := range played {
		for j := range round {
			s := round[len(round)-1-j]
			ev, err := other.Submit(s.p, s.o)
			if err != nil {
				t.Fatalf("reversed submission %d: %v", k, err)
			}
			again = append(again, ev...)
		}
	}
	if diff := cmp.Diff(events, again); diff != "" {
		t.Fatalf("the order of submission changed the battle:\n%s", diff)
	}
	var replayed []game.Event
	if _, err := game.Replay(battle.Rules{}, m.Record(), func(e game.Event) { replayed = append(replayed, e) }); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(events, replayed); diff != "" {
		t.Fatalf("replay differs:\n%s", diff)
	}
	return events
}

// checkHoming checks every salvo and heavy missile that homed in a
// movement phase's events: its target was within its lock-on radius, the
// homing distance less 1 MU per factor of Extreme Manoeuvres the target
// has in effect, and more than 0 (W84); the distance is logged to 0.1 MU.
// The factors in effect after the phase, less those made after movement
// (W57: after the strike), are those the strike saw; the random orders
// call on no discretionary factor in the movement phase.
func checkHoming(t *rapid.T, st *battle.State, events []game.Event) {
	base := float64(battle.SalvoHoming)
	if o := st.Options(); o.Vector && o.VectorMissileRadius {
		base = battle.VectorHoming
	}
	ships := st.Ships()
	for _, e := range events {
		_, rest, ok := strings.Cut(e.Text, " homes on ")
		if e.Kind != "ordnance" || !ok {
			continue
		}
		name, dist, ok := strings.Cut(rest, ", ")
		var d float64
		if _, err := fmt.Sscanf(dist, "%f MU away", &d); !ok || err != nil {
			t.Fatalf("a homing event without its distance: %q", e.Text)
		}
		i := slices.IndexFunc(ships, func(s battle.ShipState) bool { return s.Sheet.Name == name })
		if i < 0 {
			t.Fatalf("%q homes on no ship of the battle", e.Text)
		}
		em := st.EvadingEM(i) - madeAfterMovement(events, name) // vector_held_test.go
		r := manoeuvre.LockOnRadius(base, em)
		if r <= 0 || d > r+0.05 {
			t.Fatalf("%q: %s evades with %d EM, lock-on %g MU", e.Text, name, em, r)
		}
	}
}

// randomScrambles adds to side p's movement orders, for some of its ships
// with groups in their bays, a scramble of those groups in a drawn order,
// with the ship's movement order emptied when that is what the rules need;
// kept when the rules accept it with the rest.
func randomScrambles(t *rapid.T, st *battle.State, p game.Player, v battle.View, lines []string, label string) []string {
	for _, own := range v.Ships {
		var groups []string
		for _, f := range v.Fighters {
			if f.Carrier == own.Name && f.Status == "in bay" {
				groups = append(groups, f.Name)
			}
		}
		if own.Side != int(p) || own.Status != "in battle" || len(groups) == 0 || !rapid.Bool().Draw(t, label+" scrambles "+own.Name) {
			continue
		}
		groups = rapid.Permutation(groups).Draw(t, label+" scramble order")
		line := own.Name + " scramble: " + strings.Join(groups, ", ")
		try := append(lines[:len(lines):len(lines)], line)
		if st.CheckOrders(p, game.Orders{Text: strings.Join(try, "\n")}) == nil {
			lines = try
			continue
		}
		for k, l := range try {
			if strings.HasPrefix(l, own.Name+": ") {
				try[k] = own.Name + ": "
			}
		}
		if st.CheckOrders(p, game.Orders{Text: strings.Join(try, "\n")}) == nil {
			lines = try
		}
	}
	return lines
}
