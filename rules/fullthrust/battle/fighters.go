package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Fighters in a battle (RULINGS A6, Continuum 2.6 phases 4-10). A group
// starts in its carrier's bay. A side orders it in its movement orders with
// a line "GROUP: attack SHIP": a group in its bay is launched and moves half
// its distance, a group in space its full distance (24 MU, 36 for fast
// groups), straight toward the target, before the ships move; after they
// have moved, a group still more than 6 MU from its target makes a secondary
// move of up to 12 MU for 1 CEF when it has 2 or more. Then every group
// within 6 MU of its target with CEF left attacks it: the attacks on each
// ship are one raid of a pointdefence.Strike, resolved under the battle's
// point-defence procedure (2015 or classic) with every PDS and ADS of the
// ship firing in its own defence. Beam-1 batteries and K-1 guns keep to
// ship fire unless the orders commit them (reading W11). A group ordered
// to hold stays where it is; a group ordered "assist GROUP" flies with the
// other group's attack and assists it in the strike (reading W16).

// Fighter distances in MU (RULINGS A6).
const (
	FighterMove     = 24 // a group's main move
	FastFighterMove = 36 // a fast group's main move
	SecondaryMove   = 12 // a secondary move, for 1 CEF
	AttackRange     = 6  // a group attacks a ship within this distance
)

// wing is one fighter group in play.
type wing struct {
	group   pointdefence.Group
	side    int
	carrier int      // index of the ship whose bay holds it
	out     bool     // launched
	pos     geom.Vec // in space, when out
	facing  geom.Vec // in space: the unit vector its front faces (facing.go); zero before its first launch
	target  int      // the ship it is ordered to attack this turn, or -1
	assists int      // the group it is ordered to assist this turn, or -1
	screens int      // the ship it screens, moving with it, or -1 (screen.go)
	quarry  int      // the enemy group it intercepts this turn, or -1 (dogfight.go)
	// engaged is set when the group fought this turn (an attack run, a
	// dogfight, a screen in the strike): ship fire may not target it, nor
	// may it evade. dogfought is set by a dogfight in phase 8.
	engaged, dogfought bool
	press              bool // ordered to press its attack run home through interceptors (dogfight.go)
	marker             int  // the id of the enemy salvo or heavy missile it intercepts this turn, or -1 (antimissile.go)
	// flown is set once the group has been launched; ready is the turn from
	// which a group that landed may launch again, and grounded is set when
	// it may never (recovery.go).
	flown    bool
	ready    int
	grounded bool
	// escorts is the group of its side it screens, or -1; attacked is the
	// ship it made an attack run on in the last strike, or -1; pursuing is
	// the ship it pursues this turn, or -1 (escort.go).
	escorts, attacked, pursuing int
	// launchTurn and landTurn are the turns it last launched and landed,
	// each using one of its carrier's launch tubes unless combatLanded
	// (tubes.go, combat.go).
	launchTurn, landTurn int
	combatLanded         bool
	// mishap is set when a scramble mishap knocked out its bay (scramble.go),
	// and under rules version 3 cleared when damage control repairs it:
	// under rules versions 1 and 2 only such a bay keeps the group from
	// launching while its box is destroyed (bays.go).
	mishap bool
	// merged is set when all its fighters joined another group in the
	// bays (combine.go).
	merged bool
	// fired is set when a torpedo group has fired its one-shot torpedoes
	// in an attack run (RULINGS A6) and cleared when it lands to re-arm
	// (reading W111); until then it may neither attack nor assist.
	fired bool
}

// newWings returns the groups of the setup's bays.
func newWings(s *Setup) []wing {
	var out []wing
	for i, sh := range s.Ships {
		for _, b := range sh.Bays {
			out = append(out, wing{group: b.Group, side: sh.Side, carrier: i, target: -1, assists: -1, screens: -1, quarry: -1, marker: -1, escorts: -1, attacked: -1, pursuing: -1})
		}
	}
	return out
}

// wingNamed returns the index of the group named name, or -1.
func (s *State) wingNamed(name string) int {
	for k, n := range s.names[len(s.units):] {
		if n == name {
			return k
		}
	}
	return -1
}

// wingReady reports whether group k may be ordered: alive, and out or in
// the bay of a ship in the battle.
func (s *State) wingReady(k int) bool {
	w := s.wings[k]
	return w.group.Strength > 0 && (w.out || s.inBattle(w.carrier))
}

// wingOrder reads a group's order: "attack SHIP" (-> the ship's index),
// "hold" (-> -1) or "assist GROUP" (-> -1 and the group's index; the
// caller gives it the assisted group's target).
func (s *State) wingOrder(p game.Player, k int, text string) (target, assists int, err error) {
	name := s.wings[k].group.Name
	if text == "hold" {
		return -1, -1, nil
	}
	verb, arg, _ := strings.Cut(text, " ")
	arg = strings.TrimSpace(arg)
	if verb == "assist" {
		a := s.wingSeen(p, arg)
		switch {
		case a < 0 || s.wings[a].side != int(p):
			return 0, 0, game.Illegal("%s assists %q, which is no fighter group of %s", name, arg, s.side(int(p)))
		case a == k:
			return 0, 0, game.Illegal("%s cannot assist itself", name)
		case !s.wings[k].group.Type.CanAssist():
			return 0, 0, game.Illegal("%s: %s fighters cannot assist", name, s.wings[k].group.Type)
		case s.wings[k].fired:
			return 0, 0, game.Illegal("%s has fired its torpedoes (one-shot, RULINGS A6) and must land and re-arm before it attacks or assists again", name)
		case s.wings[k].group.CEF < 1:
			return 0, 0, game.Illegal("%s has no CEF left and cannot assist", name)
		}
		return -1, a, nil
	}
	if verb != "attack" {
		return 0, 0, game.Illegal("%s: a fighter group's order is \"attack SHIP\", \"assist GROUP\", \"screen SHIP\", \"intercept GROUP\" or \"hold\", not %q", name, text)
	}
	t, err := s.attackTarget(p, k, arg)
	return t, -1, err
}

// attackTarget checks group k's attack on the ship named target.
func (s *State) attackTarget(p game.Player, k int, target string) (int, error) {
	name := s.wings[k].group.Name
	t := s.shipSeen(p, target)
	switch {
	case t < 0:
		return 0, game.Illegal("%s attacks %q, which is no ship", name, target)
	case s.setup.Ships[t].Side == int(p):
		return 0, game.Illegal("%s may not attack %s, a ship of its own side", name, target)
	case !s.inBattle(t):
		return 0, game.Illegal("%s is not in the battle", target)
	case s.wings[k].group.CEF < 1:
		return 0, game.Illegal("%s has no CEF left and cannot attack", name)
	case s.wings[k].fired:
		return 0, game.Illegal("%s has fired its torpedoes (one-shot, RULINGS A6) and must land and re-arm before it attacks or assists again", name)
	}
	return t, nil
}

// fighterMoves carries out the fighters' main moves (before the ships move).
func (s *State) fighterMoves(orders, assists map[int]int, emit game.Emit) {
	for k := range s.wings {
		w := &s.wings[k]
		w.target, w.assists = -1, -1
		if a, ok := assists[k]; ok {
			w.assists = a
		}
		t, ordered := orders[k]
		if !ordered || t < 0 || w.group.Strength == 0 {
			continue
		}
		w.target = t
		reach, what := s.launch(k)
		w.move(toward(w.pos, s.units[t].motion.Pos, reach, 0))
		if emit != nil {
			s.event(emit, "fighters", fmt.Sprintf("%s %s toward %s, to %s", w.group.Label(), what, s.name(t), pos(w.pos)), nil)
		}
	}
}

// launch readies group k for its main move, launching it from its bay
// (at its carrier's place, which then may not use its ADFC this turn) when
// it is not yet out, and returns how far it may move, in MU (24, 36 for
// fast groups, half when launched; RULINGS A6), and the verb for the log.
func (s *State) launch(k int) (reach float64, what string) {
	w := &s.wings[k]
	reach, what = FighterMove, "moves"
	if w.group.Type == pointdefence.Fast {
		reach = FastFighterMove
	}
	if !w.out {
		w.out, w.pos, reach, what = true, s.units[w.carrier].motion.Pos, reach/2, "launches from "+s.name(w.carrier)+" and moves"
		w.facing = s.units[w.carrier].motion.Facing.Vec() // facing.go
		w.flown, w.launchTurn = true, s.turn
		s.units[w.carrier].launched = true
	}
	return reach, what
}

// secondaryMoves carries out the secondary moves (after the ships move),
// each paying for the grav wakes it crosses (wakefighters.go).
func (s *State) secondaryMoves(wakes []turnWake, emit game.Emit) {
	for k := range s.wings {
		w := &s.wings[k]
		if w.target < 0 || w.group.Strength == 0 || !s.inBattle(w.target) {
			continue
		}
		at := s.units[w.target].motion.Pos
		if s.within(w.pos, at, AttackRange) {
			if !s.inFront(k, w.target) { // facing.go (W121)
				s.faceTarget(k, emit)
			}
			continue
		}
		if w.group.CEF < 2 {
			continue
		}
		end := toward(w.pos, at, SecondaryMove, AttackRange)
		crossed, ok := s.wakeGate(k, end, s.name(w.target), wakes, emit)
		if !ok {
			continue
		}
		w.group.CEF--
		w.move(end)
		if emit != nil {
			s.event(emit, "fighters", fmt.Sprintf("%s makes a secondary move toward %s, to %s, for 1 CEF", w.group.Label(), s.name(w.target), pos(w.pos)), nil)
		}
		s.payWakes(k, crossed, wakes, emit)
	}
}

// within reports whether a and b are at most r MU apart, allowing
// [rounding] for the last bits of a computed distance: a group that
// toward moved to 6 MU of its target is within 6 MU of it. Records of
// rules version 1 replay without the allowance.
func (s *State) within(a, b geom.Vec, r float64) bool {
	if s.version < 2 {
		return a.Dist(b) <= r
	}
	return a.Dist(b) <= r+rounding
}

// rounding is the distance in MU by which a computed distance may pass a
// range and still be at it: far below anything a table measures, far
// above a float's error on a table's distances.
const rounding = 1e-9

// toward returns from moved up to dist MU straight toward to, stopping
// short of it by stop MU.
func toward(from, to geom.Vec, dist, stop float64) geom.Vec {
	d := from.Dist(to)
	if d <= stop {
		return from
	}
	step := min(dist, d-stop)
	return from.Add(to.Add(from.Scale(-1)).Scale(step / d))
}

// strike resolves the attacks of every group within reach of its target
// and of the salvos homing on each ship (salvos, by battle ship index), one
// raid per attacked ship, through the point-defence rules. It returns the
// groups whose raid's plasma bolts caught them in their blast (blasted.go).
func (s *State) strike(ord map[int]*ordnanceAttack, fired []salvo, covers []cover, src rng.Source, emit game.Emit) (caught []boltCatch) {
	var st pointdefence.Strike
	var ships []int       // battle index of each strike ship
	var members [][]int   // the wings of each raid
	slot := map[int]int{} // battle ship index -> strike index
	raid := func(target int) int {
		j, ok := slot[target]
		if !ok {
			j = len(ships)
			slot[target] = j
			ships = append(ships, target)
			members = append(members, nil)
			st.Ships = append(st.Ships, s.units[target].ship)
			st.Defence = append(st.Defence, s.defence(target))
			st.Raids = append(st.Raids, pointdefence.Raid{Target: j})
		}
		return j
	}
	for k, w := range s.wings {
		if w.target < 0 || w.group.Strength == 0 || w.group.CEF < 1 || w.dogfought || !s.inBattle(w.target) || !s.within(w.pos, s.units[w.target].motion.Pos, AttackRange) {
			continue
		}
		if !s.inFront(k, w.target) { // facing.go (W121): faceTarget has logged why
			continue
		}
		j := raid(w.target)
		st.Raids[j].Groups = append(st.Raids[j].Groups, pointdefence.Attacker{Group: w.group})
		members[j] = append(members[j], k)
		s.wings[k].attacked = w.target // it may pursue the ship next turn (escort.go)
	}
	for j, ks := range members { // assistance within a raid, when the assisted group attacks in it
		for n, k := range ks {
			a := s.wings[k].assists
			for n2, k2 := range ks {
				if k2 == a && s.wings[k2].assists < 0 && n2 != n {
					st.Raids[j].Groups[n].Assists = s.wings[a].group.Name
				}
			}
		}
	}
	for i := range s.units { // in ship order, so that the strike does not depend on map order
		a := ord[i]
		if a == nil {
			continue
		}
		r := &st.Raids[raid(i)]
		r.Salvos, r.Heavy, r.AdvancedHeavy = a.salvos, a.heavy, a.advanced
		if slices.ContainsFunc(a.kills, func(n int) bool { return n > 0 }) {
			r.SalvoKills = a.kills
		}
		for _, k := range a.bolts {
			b := pointdefence.Bolt{Class: s.boltClass(fired[k]), ID: fmt.Sprintf("bolt %d", k+1)} // boltattack.go
			for n, w := range members[raid(i)] {
				if s.wings[w].pos.Dist(fired[k].at) <= PlasmaBlast {
					b.Fighters = append(b.Fighters, r.Groups[n].Name)
					caught = append(caught, boltCatch{bolt: k, wing: w})
				}
			}
			r.Plasma = append(r.Plasma, b)
		}
		if len(r.Plasma) > 0 { // the homing missiles, next to the ship, are in the first blast (W36)
			r.Plasma[0].Salvos, r.Plasma[0].Heavy, r.Plasma[0].AdvancedHeavy = r.Salvos, r.Heavy, r.AdvancedHeavy
		}
	}
	if len(ships) == 0 {
		return caught
	}
	if s.version >= 8 {
		for j := range st.Raids { // before the covers add ships without raids
			s.markAft(&st.Raids[j], ships[j], st.Defence[j].K1, members[j], ord[ships[j]]) // aft.go
		}
	}
	s.coverStrike(&st, &ships, slot, covers, emit)
	s.eclipseStrike(&st, &ships, slot, ord, emit) // eclipse.go
	s.scatterOnly(&st)
	s.keepStrike(st)
	resolve := pointdefence.Resolve
	if emit == nil {
		resolve = pointdefence.ResolveQuiet // the same dice, no log text written
	}
	res, err := resolve(st, s.setup.Options.Options, src)
	if err != nil {
		// The strike is built from valid groups and ships; a failure is a
		// bug, or a table script that ran out, which the caller discards.
		s.event(emit, "strike", "the strike could not be resolved: "+err.Error(), nil)
		return caught
	}
	if emit != nil {
		defending := ""
		for _, e := range res.Log {
			if e.Ship != "" && e.Ship != defending {
				// A heading names the ship whose defence and damage follow.
				defending = e.Ship
				s.event(emit, "strike", "the strike on "+defending+":", nil)
			}
			var dice []int
			for _, wave := range e.Dice {
				dice = append(dice, wave...)
			}
			s.event(emit, "strike", e.Text, dice)
		}
	}
	for j, i := range ships {
		s.units[i].ship = res.Ships[j]
	}
	s.afterStrike(ships, res, members, emit)
	for _, rr := range res.Raids {
		for n, k := range members[rr.Raid] {
			s.wings[k].group = rr.Groups[n]
			if rr.Groups[n].Strength == 0 {
				if emit != nil {
					s.event(emit, "fighters", fmt.Sprintf("%s is destroyed", s.wings[k].group.Name), nil)
				}
			} else if s.version >= 7 && rr.Groups[n].Type == pointdefence.Torpedo && n < len(rr.Fired) && rr.Fired[n] { // W111
				s.wings[k].fired = true
				if emit != nil {
					s.event(emit, "fighters", fmt.Sprintf("%s has fired its torpedoes: it must land and re-arm before it attacks again", s.wings[k].group.Name), nil)
				}
			}
		}
		name := s.name(ships[rr.Raid])
		if emit != nil {
			s.event(emit, "damage", fmt.Sprintf("%s takes %d armour and %d hull boxes from fighters and missiles", name, rr.Taken.Armour, rr.Taken.Hull), nil)
		}
		if rr.Taken.Destroyed {
			if emit != nil {
				s.event(emit, "destroyed", fmt.Sprintf("%s is destroyed", name), nil)
			}
		}
	}
	return caught
}

// fightersLost clears the groups still in the bays of ships that are
// destroyed.
func (s *State) fightersLost(emit game.Emit) {
	for k := range s.wings {
		w := &s.wings[k]
		if !w.out && w.group.Strength > 0 && s.units[w.carrier].ship.Destroyed() {
			w.group.Strength = 0
			if emit != nil {
				s.event(emit, "fighters", fmt.Sprintf("%s is lost with %s", w.group.Name, s.name(w.carrier)), nil)
			}
		}
	}
}
