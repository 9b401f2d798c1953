package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// Fighter groups caught in a plasma bolt's blast outside the raids (RULINGS
// A7: every fighter group inside the 6 MU blast loses one D6 fighters per
// class of the bolt; reading W113). The strike catches the groups of each
// raid on a ship in the blast (W15, pointdefence.Bolt.Fighters); from rules
// version 8 every other group in space within 6 MU of the bolt's point when
// it bursts is caught too, once a bolt: a group screening a ship or a group,
// holding, flying at a target elsewhere, intercepting groups, missiles or
// the bolt itself, or attacking a ship outside the blast. Its D6s are
// rolled after the strike, at the class the bolt bursts at whatever the
// point defence did to it, as the strike rolls them, and its losses are
// capped at its strength. Groups in a bay are inside their carrier, not in
// the blast. Missiles need nothing here: a salvo or heavy missile that
// homes is next to its target when the bolt bursts (W36), so those inside
// the blast are those homing on ships in it, which the strike destroys.

// boltCatch is a fighter group (its index in s.wings) caught in the blast
// of a plasma bolt (its index in the turn's ordnance).
type boltCatch struct{ bolt, wing int }

// blastGroups rolls the blast of each plasma bolt in fired on the groups in
// space within its radius that the strike did not catch with it (caught),
// from rules version 8.
func (s *State) blastGroups(fired []salvo, caught []boltCatch, src rng.Source, emit game.Emit) {
	if s.version < 8 {
		return
	}
	for k, sv := range fired {
		class := s.boltClass(sv) // boltattack.go
		if sv.kind != PlasmaBolt || class < 1 {
			continue
		}
		for w := range s.wings {
			g := &s.wings[w]
			if !g.out || g.group.Strength == 0 || g.pos.Dist(sv.at) > PlasmaBlast || slices.Contains(caught, boltCatch{bolt: k, wing: w}) {
				continue
			}
			dice := make([]int, class)
			sum := 0
			for n := range dice {
				dice[n] = src.Roll(6, "plasma blast on "+g.group.Name)
				sum += dice[n]
			}
			label := g.group.Label()
			lost := min(sum, g.group.Strength)
			g.group.Strength -= lost
			if emit == nil {
				continue
			}
			faces := make([]string, len(dice))
			for n, d := range dice {
				faces[n] = fmt.Sprint(d)
			}
			s.event(emit, "fighters", fmt.Sprintf("%s is caught in the blast of %s (class %d), %dD6: %s → loses %d %s",
				label, s.markerName(sv), class, class, strings.Join(faces, " "), lost, plural(lost, "fighter", "fighters")), dice)
			if g.group.Strength == 0 {
				s.event(emit, "fighters", fmt.Sprintf("%s is destroyed", g.group.Name), nil)
			}
		}
	}
}
