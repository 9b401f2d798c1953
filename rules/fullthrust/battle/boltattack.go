package battle

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// Fighters attacking plasma bolts (Continuum §6.8; RULINGS A7, which gives
// the point defence against a bolt; reading W63). "GROUP: intercept
// plasma", in the movement orders, sends a group with CEF left, of any
// type, at the nearest enemy plasma bolt fired this turn, as "intercept
// missiles" sends a group at the nearest salvo or heavy missile
// (antimissile.go, reading W34): the same main move (after the attack runs,
// from its carrier when in its bay, at half distance), the same secondary
// move when more than 6 MU short, and with no bolt fired it holds, or stays
// in its bay. In phase 8, with the interceptions of missiles, a group
// within 6 MU of its bolt that did not dogfight rolls a die per fighter, as
// a PDS does against a bolt (§6.8): each 6 a hit, no re-roll and no type
// modifier. Each hit takes one class off the bolt (§6.8); a bolt brought
// to class 0 is destroyed and bursts on nothing; a weakened bolt
// bursts at its class left, whatever the procedure. The group spends 1 CEF
// and is engaged for the turn; it loses no fighters to the bolt it fires
// at (§6.8 gives no loss die, unlike §8.12's for missiles); from rules
// version 8 the blast catches it when the bolt bursts, as it does every
// group inside (blasted.go, W113).

// plasmaWord is the argument of "GROUP: intercept plasma".
const plasmaWord = "plasma"

// boltHit is the face of a die per fighter that takes a class off a bolt.
const boltHit = 6

// plasmaLine records group k's order to intercept plasma bolts.
func (s *State) plasmaLine(k int, out *airOrders) error {
	if s.wings[k].group.CEF < 1 {
		return game.Illegal("%s has no CEF left and cannot intercept a plasma bolt", s.wings[k].group.Name)
	}
	if out.plasma == nil {
		out.plasma = map[int]bool{}
	}
	out.plasma[k] = true
	return nil
}

// boltFire rolls group k's dice at the plasma bolt sv, sends the events
// and returns the classes it takes off.
func (s *State) boltFire(k int, sv salvo, src rng.Source, emit game.Emit) int {
	w := s.wings[k]
	dice := make([]int, w.group.Strength)
	hits := 0
	for n := range dice {
		dice[n] = src.Roll(6, "fighter of "+w.group.Name+" at a plasma bolt")
		if dice[n] == boltHit {
			hits++
		}
	}
	faces := make([]string, len(dice))
	for n, d := range dice {
		faces[n] = fmt.Sprint(d)
	}
	s.event(emit, "intercept", fmt.Sprintf("%s fires at %s: %s → %d %s off it", w.group.Label(), s.markerName(sv), strings.Join(faces, " "), hits, plural(hits, "class", "classes")), dice)
	return hits
}

// boltClass returns the class plasma bolt sv bursts at: its launcher's
// class less what fighters shot off.
func (s *State) boltClass(sv salvo) int {
	return s.setup.Ships[sv.ship].Mounts[sv.mount].Class - sv.kills
}
