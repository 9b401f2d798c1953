package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// The scramble launch (Continuum §8.3; reading W61). A carrier may launch
// groups not ordered to launch only when enemy fighters have just moved
// into position to attack it. Orders are written before anything moves, so
// the scramble is written as a standing order with the movement orders:
// "SHIP scramble: GROUP, GROUP", the groups in the ship's bays that should
// scramble, first named first, if enemy groups attack the ship this turn.
// The ship may not scramble if it applies thrust (§8.3), so its movement
// order must be empty, and a group named may be given no order that
// launches it the same turn. A group grounded for the battle may not be
// named, nor one whose bay is knocked out (bays.go); a group
// still re-arming may (§8.3), and launches with half its full CEF, rounded
// down (3 for a standard group, 4 long-range), except a group of torpedo
// fighters, whose torpedoes are the reloadable ordnance it would lack.
//
// After the fighters' secondary moves, for each ship in setup order that
// wrote a scramble and is the target of enemy groups within 6 MU able to
// attack it, one D6, an event:
//
//   - 1: a mishap in the launch tube: the bay of the first group named is
//     knocked out, and that group may not launch until damage control
//     repairs the bay's box;
//   - 2-3: no group gets away;
//   - 4: the first group named launches too late: the attackers make their
//     attack runs, then it dogfights the largest attacking group under the
//     normal rules, both firing, after the strike;
//   - 5: the first group named launches in time and intercepts the largest
//     attacking group, which it dogfights in phase 8 as an interceptor
//     (dogfight.go), so that group makes no attack run unless it presses
//     home (reading W24);
//   - 6: as 5 for the first two groups named, the second intercepting the
//     second largest attacking group (the largest when there is one), when
//     the ship can launch two groups this turn; else as 5.
//
// A ship with launch tubes (tubes.go) scrambles only as many groups as it
// has tubes free this turn, and rolls nothing with none free; a ship with
// none written may scramble two. A scrambled group is launched, at its
// carrier, and the carrier may not use its ADFC that turn (RULINGS A7).

// scrambleSuffix marks a scramble line: "Resolute scramble: Blue 1, Blue 2".
const scrambleSuffix = " scramble"

// Scramble results (Continuum §8.3).
const (
	scrambleMishap = 1 // a bay knocked out
	scrambleLate   = 4 // one group, after the attack runs
	scrambleTwo    = 6 // two groups in time; 5 is one
)

// scrambleLine reads ship i's scramble order into out.
func (s *State) scrambleLine(i int, text string, out *airOrders) error {
	name := s.name(i)
	if s.phase != OrdersPhase {
		return game.Illegal("%s%s: a scramble is ordered with the movement orders", name, scrambleSuffix)
	}
	if _, dup := out.scrambles[i]; dup {
		return game.Illegal("%s has two scramble orders", name)
	}
	var groups []int
	for g := range strings.SplitSeq(text, ",") {
		g = strings.TrimSpace(g)
		k := s.wingNamed(g)
		switch {
		case k < 0 || s.wings[k].carrier != i:
			return game.Illegal("%s scrambles %q, which is no fighter group of its bays", name, g)
		case s.wings[k].out || s.wings[k].group.Strength == 0:
			return game.Illegal("%s scrambles %s, which is not in its bay", name, g)
		case slices.Contains(groups, k):
			return game.Illegal("%s names %s twice in its scramble", name, g)
		}
		if why := s.unscramblable(k); why != "" {
			return game.Illegal("%s", why)
		}
		groups = append(groups, k)
	}
	if out.scrambles == nil {
		out.scrambles = map[int][]int{}
	}
	out.scrambles[i] = groups
	return nil
}

// unscramblable returns why group k, in its bay, may not scramble, or "".
func (s *State) unscramblable(k int) string {
	w := s.wings[k]
	switch {
	case w.grounded:
		return fmt.Sprintf("%s may not be launched again in this battle, not even scrambled", w.group.Name)
	case s.bayDown(k): // bays.go
		return w.group.Name + " may not scramble: " + s.bayOut(k)
	case s.turn < w.ready && w.group.Type == pointdefence.Torpedo:
		return fmt.Sprintf("%s is re-arming, and torpedo fighters do not scramble without their torpedoes", w.group.Name)
	}
	return ""
}

// checkScrambles refuses a side's scrambles from a ship that applies
// thrust, or of a group launched by another order the same turn, or of a
// group that joins another or is joined that turn (neither launches: W62).
func (s *State) checkScrambles(o *sideOrders) error {
	for _, i := range sortedKeys(o.air.scrambles) {
		if so := o.ship(i); so.given && (so.move.String() != "" || so.vector.String() != "") {
			return game.Illegal("%s may not scramble fighters on a turn it applies thrust (Continuum 8.3): give it no movement order", s.name(i))
		}
		for _, k := range o.air.scrambles[i] {
			if s.launches(o, k) {
				return game.Illegal("%s is launched by its order this turn and cannot also be held to scramble", s.wings[k].group.Name)
			}
			if s.combining(o, k) {
				return game.Illegal("%s is combined with another group in the bays this turn and cannot also scramble (Continuum 8.16)", s.wings[k].group.Name)
			}
		}
	}
	return nil
}

// lateScramble is a group scrambled too late, to dogfight an attacker
// after the strike.
type lateScramble struct{ group, attacker int }

// scrambles rolls the scramble of every ship that ordered one and is under
// fighter attack, in setup order, before the dogfights; it returns the
// groups that dogfight after the strike.
func (s *State) scrambles(read []sideOrders, src rng.Source, emit game.Emit) []lateScramble {
	var late []lateScramble
	for i := range s.units {
		groups := read[s.setup.Ships[i].Side].air.scrambles[i]
		if len(groups) == 0 || !s.inBattle(i) {
			continue
		}
		attackers := s.attackersOf(i)
		var ready []int
		for _, k := range groups {
			if w := s.wings[k]; !w.out && w.group.Strength > 0 && s.unscramblable(k) == "" {
				ready = append(ready, k)
			}
		}
		if len(attackers) == 0 || len(ready) == 0 {
			continue
		}
		room := 2
		if working, _, limited := s.tubes(i); limited {
			room = working - s.tubeUses(i)
		}
		if room <= 0 {
			s.event(emit, "scramble", fmt.Sprintf("%s is attacked by fighters but has no launch tube free to scramble", s.name(i)), nil)
			continue
		}
		face := src.Roll(6, "scramble from "+s.name(i))
		first := s.wings[ready[0]].group.Name
		switch {
		case face <= scrambleMishap:
			s.wings[ready[0]].mishap = true
			s.units[i].ship.Systems[s.bayBox(ready[0])].Destroyed = true
			s.event(emit, "scramble", fmt.Sprintf("%s scrambles: %d, a mishap in the launch tube: %s's bay is out of action until repaired", s.name(i), face, first), []int{face})
		case face < scrambleLate:
			s.event(emit, "scramble", fmt.Sprintf("%s scrambles: %d, no group gets away", s.name(i), face), []int{face})
		case face == scrambleLate:
			s.event(emit, "scramble", fmt.Sprintf("%s scrambles: %d, %s gets away too late to intercept and will dogfight %s after its attack run", s.name(i), face, first, s.wings[attackers[0]].group.Name), []int{face})
			s.scrambleLaunch(ready[0], emit)
			late = append(late, lateScramble{ready[0], attackers[0]})
		default:
			n := 1
			if face >= scrambleTwo {
				n = min(2, room, len(ready))
			}
			s.event(emit, "scramble", fmt.Sprintf("%s scrambles: %d, %s in time to intercept", s.name(i), face, plural(n, "one group", "two groups")), []int{face})
			for j, k := range ready[:n] {
				s.scrambleLaunch(k, emit)
				q := attackers[j%len(attackers)]
				s.wings[k].quarry = q
				s.event(emit, "fighters", fmt.Sprintf("%s intercepts %s", s.wings[k].group.Name, s.wings[q].group.Name), nil)
			}
		}
	}
	return late
}

// plural returns one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// attackersOf returns the enemy groups within 6 MU of ship i that attack
// it this turn and are able to, largest first (ties in group order): from
// rules version 8 with i in their front 180 degrees (facing.go, W121; a
// group facing away that could not pay to turn makes no attack run).
func (s *State) attackersOf(i int) []int {
	var out []int
	at := s.units[i].motion.Pos
	for k, w := range s.wings {
		if w.target == i && w.side != s.setup.Ships[i].Side && w.out && w.group.Strength > 0 && w.group.CEF >= 1 && s.within(w.pos, at, AttackRange) && s.inFront(k, i) {
			out = append(out, k)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int { return s.wings[b].group.Strength - s.wings[a].group.Strength })
	return out
}

// scrambleLaunch launches group k from its bay at its carrier, a group
// still re-arming with half its full CEF (Continuum §8.3).
func (s *State) scrambleLaunch(k int, emit game.Emit) {
	w := &s.wings[k]
	if s.turn < w.ready {
		w.group.CEF = w.group.Type.FullCEF() / 2
		s.event(emit, "fighters", fmt.Sprintf("%s scrambles while re-arming, with %d CEF", w.group.Name, w.group.CEF), nil)
	}
	w.out, w.pos, w.flown, w.launchTurn, w.ready = true, s.units[w.carrier].motion.Pos, true, s.turn, 0
	w.target, w.assists, w.screens, w.escorts = -1, -1, -1, -1
	if s.version >= 9 { // a launched group faces as its carrier until it moves (W121, W122)
		w.facing = s.units[w.carrier].motion.Facing.Vec()
	}
	s.units[w.carrier].launched = true
	s.event(emit, "fighters", fmt.Sprintf("%s scrambles from %s", w.group.Label(), s.name(w.carrier)), nil)
}

// lateDogfights fights, after the strike, each group scrambled too late
// against its attacker, when both are left: both fire at once under the
// normal rules, though the attacker has made its attack run (Continuum
// §8.3); the scrambled group spends 1 CEF, the attacker none beyond its
// run's, and both are engaged for the rest of the turn.
func (s *State) lateDogfights(late []lateScramble, src rng.Source, emit game.Emit) {
	for _, l := range late {
		g, a := &s.wings[l.group], &s.wings[l.attacker]
		if g.group.Strength == 0 || a.group.Strength == 0 {
			continue
		}
		var kills [2]int
		for n, pair := range [2][2]*wing{{g, a}, {a, g}} {
			kills[n] = s.dogfightFire(pair[0].group, pair[1].group.Type, src, emit) // dogfight.go
		}
		for n, w := range [2]*wing{a, g} {
			lost := min(kills[n], w.group.Strength)
			w.group.Strength -= lost
			w.engaged, w.dogfought = true, true
			if w == g && w.group.CEF > 0 {
				w.group.CEF--
			}
			s.event(emit, "fighters", fmt.Sprintf("%s loses %d in a dogfight after the attack runs, %d left, %d CEF", w.group.Name, lost, w.group.Strength, w.group.CEF), nil)
			if w.group.Strength == 0 {
				s.event(emit, "fighters", fmt.Sprintf("%s is destroyed", w.group.Name), nil)
			}
		}
	}
}
