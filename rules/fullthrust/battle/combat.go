package battle

import (
	"fmt"

	"github.com/broadside/broadside/game"
)

// Combat landings (Continuum §8.4; reading W60). "GROUP: land combat", in
// the movement orders, is a landing (recovery.go) that needs no launch
// tube: every group of a carrier ordered so that reaches it lands that
// turn, however many tubes the carrier has or has used (§8.4: a combat
// landing recovers all the carrier's fighters in one turn). The price is
// the group: a carrier may not launch fighters recovered by a combat
// landing again in the battle, so the group is grounded at once, with no
// re-arming die (§8.16's die could only ground it or ready it for a launch
// it may never make). As for any landing, the carrier keeps its course and
// velocity that turn (§8.4: a ship that applied thrust may not make one)
// and may not use its ADFC (RULINGS A7). Its CEF is restored as for any
// landing, which matters only to the view.
//
// Continuum also adds 1 to the collateral-damage rolls of critical hits on
// the hangar bays after a combat landing; the battle has no hangar-bay
// critical hits (a threshold check knocks a bay's box out, nothing more),
// so it has nothing to add the 1 to.

// combatWord follows "land" in a combat landing's order.
const combatWord = "combat"

// combatLanding grounds group k, just landed on its carrier by a combat
// landing, and sends its events.
func (s *State) combatLanding(k int, emit game.Emit) {
	w := &s.wings[k]
	w.grounded, w.combatLanded = true, true
	s.event(emit, "fighters", fmt.Sprintf("%s makes a combat landing on %s and may not be launched again in this battle", w.group.Label(), s.name(w.carrier)), nil)
}
