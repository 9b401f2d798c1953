package game

import (
	"fmt"
	"math/bits"
	"strings"
)

// Player is a seat at the table, counted from 0. The zero value is the
// first player. Spectator stands for someone who sees only what every player
// sees.
type Player int8

// Spectator is the viewer of [State.View] who holds no seat: it is shown
// only what is public.
const Spectator Player = -1

// String returns "player 1" for Player(0) and so on, counting from 1 as
// people do, or "spectator".
func (p Player) String() string {
	if p < 0 {
		return "spectator"
	}
	return fmt.Sprintf("player %d", int(p)+1)
}

// MaxPlayers is the largest number of seats a game may have.
const MaxPlayers = 16

// PlayerSet is a set of players, one bit each. The zero value is the empty
// set.
type PlayerSet uint16

// Players returns the set holding the given players; players outside
// 0..MaxPlayers-1 are ignored.
func Players(ps ...Player) PlayerSet {
	var s PlayerSet
	for _, p := range ps {
		s = s.With(p)
	}
	return s
}

// Has reports whether p is in the set.
func (s PlayerSet) Has(p Player) bool {
	return p >= 0 && p < MaxPlayers && s&(1<<uint(p)) != 0
}

// With returns the set with p added.
func (s PlayerSet) With(p Player) PlayerSet {
	if p < 0 || p >= MaxPlayers {
		return s
	}
	return s | 1<<uint(p)
}

// Without returns the set with p removed.
func (s PlayerSet) Without(p Player) PlayerSet {
	if p < 0 || p >= MaxPlayers {
		return s
	}
	return s &^ (1 << uint(p))
}

// Len returns the number of players in the set.
func (s PlayerSet) Len() int { return bits.OnesCount16(uint16(s)) }

// First returns the lowest player in the set, or Spectator when it is
// empty.
func (s PlayerSet) First() Player {
	if s == 0 {
		return Spectator
	}
	return Player(bits.TrailingZeros16(uint16(s)))
}

// List returns the players of the set in ascending order.
func (s PlayerSet) List() []Player {
	out := make([]Player, 0, s.Len())
	for p := Player(0); p < MaxPlayers; p++ {
		if s.Has(p) {
			out = append(out, p)
		}
	}
	return out
}

// String lists the players, such as "{player 1, player 2}".
func (s PlayerSet) String() string {
	names := make([]string, 0, s.Len())
	for _, p := range s.List() {
		names = append(names, p.String())
	}
	return "{" + strings.Join(names, ", ") + "}"
}

// Action is one decision of one player in a compact, ruleset-neutral form:
// the player, a kind and up to four small integers whose meaning the
// ruleset defines (a ship, a target, a path packed into bits). It is a
// comparable value of 12 bytes, so rulesets list actions into a reused slice
// without allocating and a user interface can compare a click with the
// listed actions. The zero value is the ruleset's "no action" (kind 0),
// which no ruleset accepts. [State.FormatAction] and [State.ParseAction]
// give its text form.
type Action struct {
	Player Player   // who acts
	Kind   uint8    // what kind of action, as the ruleset numbers them; 0 is none
	Unit   int16    // the unit that acts, usually an index into the ruleset's units
	Args   [4]int16 // the action's arguments
}
