package battle

import (
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// An eclipser's PDS turned on the attackers of the ship it eclipses
// (ft-advanced-manoeuvres.txt "Eclipsing": fighters may ignore the eclipse,
// but the eclipsing ship "may use PDS vs. fighters attacking Eclipsed ship
// as if it were the fighter target"; reading W64). A ship with no working
// ADFC may write a cover line for the ship its eclipse line names the same
// turn, "SHIP cover: OTHER [pds N]": its PDS (all when no count is written)
// go to OTHER's defence in the strike as a cover does (W11), without an
// ADFC, while the eclipse holds after movement (within 3 MU, thrust
// dedicated; eclipse.go); when it does not hold, the cover lapses with a
// log line and the PDS stay with the eclipser. It lends no ADS: the text
// speaks of PDS, and an ADS reaching another ship is what an ADFC is for.
// Launching or recovering fighters does not end it, as it uses no ADFC. A
// ship with a working ADFC covers the ship it eclipses through its ADFC, as
// any cover. Under the 2015 procedure the lent PDS add to OTHER's level,
// which is one for fighters and missiles alike; under the classic one they
// fire at OTHER's attackers as a cover's do (pointdefence.Cover.Eclipse).

// eclipseCovers checks side orders o's covers lent without an ADFC: each
// must go to the ship the lender is ordered to eclipse.
func (s *State) eclipseCovers(o *sideOrders) error {
	for _, c := range o.covers {
		if !c.eclipse {
			continue
		}
		eclipsing := false
		for _, e := range o.eclipses {
			eclipsing = eclipsing || (e.ship == c.ship && e.other == c.other)
		}
		if !eclipsing {
			return game.Illegal("%s cover: it has no working ADFC (without one a ship lends its PDS only to the ship it eclipses)", s.name(c.ship))
		}
	}
	return nil
}

// eclipseCover adds eclipse cover c, whose eclipse holds, to the strike:
// the lender is the defender at index from and the covered ship at to.
func (s *State) eclipseCover(st *pointdefence.Strike, c cover, from, to int, emit game.Emit) {
	def := &st.Defence[from]
	pds := min(c.pds, def.PDS)
	def.PDS -= pds
	mergeCover(def, pointdefence.Cover{Ship: to, PDS: pds, Eclipse: true})
	s.event(emit, "strike", fmt.Sprintf("%s, eclipsing %s, turns %d PDS on its attackers", s.name(c.ship), s.name(c.other), pds), nil)
}
