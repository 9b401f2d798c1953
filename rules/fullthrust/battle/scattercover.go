package battle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Scatterguns lent in ADFC mode (RULINGS A7, the scattergun row; reading
// W120; from rules version 8, classic procedure only). A cover line may
// lend scatterguns: "SHIP cover: OTHER scatterguns [N]" (one when N is
// left out), alone or beside "pds N" and "ads N". The scattergun's ADFC is
// built in: a line lending only scatterguns uses none of the ship's ADFC
// and needs none, and the cover holds though the ship launched or
// recovered fighters or warms up its FTL drive (as scatterguns fire at
// groups on such turns, reading W110). It holds when OTHER is within
// ScattergunRange of the ship after movement and the ship is still in the
// battle; the lent scatterguns then engage OTHER's attackers in the strike
// as OTHER's own would, a 1 on the die also doing 1 damage to OTHER, and
// are spent once they fire (pointdefence.Cover.Scatterguns). A ship's
// scatterguns fired in its own defence ("pd: scatterguns") and lent
// together are at most those it has. The 2015 procedure's scattergun is
// four PDS dice with no ADFC mode (RULINGS B2.1), so under it the line is
// refused.

// scatterWord is the word of scatterguns in point-defence lines.
const scatterWord = "scatterguns"

// scatterCover reads the scatterguns of a cover line out of rest (the
// words after the covered ship's name) into c, and leaves the other words
// in rest. A line that lends only scatterguns lends no PDS or ADS.
func (s *State) scatterCover(c *cover, rest *[]string) error {
	name := s.name(c.ship)
	var left []string
	seen := false
	for k := 0; k < len(*rest); k++ {
		w := (*rest)[k]
		if !strings.EqualFold(w, scatterWord) {
			left = append(left, w)
			continue
		}
		if seen {
			return game.Illegal("%s cover: %s written twice", name, scatterWord)
		}
		seen = true
		n := 1
		if k+1 < len(*rest) {
			next := (*rest)[k+1]
			v, err := strconv.Atoi(next)
			switch {
			case err == nil:
				n = v
				k++
			case !strings.EqualFold(next, "pds") && !strings.EqualFold(next, "ads"):
				return game.Illegal("%s cover: %q after %s is not a count", name, next, scatterWord)
			}
		}
		has := s.units[c.ship].ship.Count(fullthrust.Scattergun)
		switch {
		case s.setup.Options.Options.Procedure != fullthrust.Classic:
			return game.Illegal("%s cover: scatterguns are lent in ADFC mode only under the classic procedure; the 2015 scattergun has no ADFC mode (W120)", name)
		case n < 1 || n > has:
			return game.Illegal("%s cover: lends %d scatterguns but has %d working", name, n, has)
		}
		c.scatter = n
	}
	*rest = left
	if seen && len(left) == 0 {
		c.pds, c.ads, c.eclipse, c.scatterOnly = 0, 0, false, true
	}
	return nil
}

// scatterCoverStrike adds the scatterguns of cover c to the strike when it
// holds (OTHER, attacked and in slot to, within ScattergunRange of the
// lender), bringing the lender into the strike as a defender without a
// raid if it is not there yet; otherwise it reports the lapse.
func (s *State) scatterCoverStrike(st *pointdefence.Strike, ships *[]int, slot map[int]int, c cover, to int, emit func(game.Event)) {
	lapse := func(why string) {
		if emit != nil {
			s.event(emit, "strike", fmt.Sprintf("%s's scatterguns do not cover %s: %s", s.name(c.ship), s.name(c.other), why), nil)
		}
	}
	if !s.inBattle(c.ship) {
		lapse("it is no longer in the battle")
		return
	}
	if d := s.units[c.ship].motion.Pos.Dist(s.units[c.other].motion.Pos); d > ScattergunRange {
		lapse(fmt.Sprintf("%.1f MU apart, beyond their %d MU", d, ScattergunRange))
		return
	}
	from := s.strikeShip(st, ships, slot, c.ship) // defence.go
	def := &st.Defence[from]
	n := st.Ships[from].Count(fullthrust.Scattergun) - def.Scatterguns
	for _, cv := range def.Cover {
		n -= cv.Scatterguns
	}
	n = min(n, c.scatter)
	if n <= 0 {
		lapse("it has no working scattergun left to lend")
		return
	}
	mergeCover(def, pointdefence.Cover{Ship: to, Scatterguns: n})
	if emit != nil {
		s.event(emit, "strike", fmt.Sprintf("%s covers %s with %d %s in ADFC mode (a 1 on a die also does 1 damage to %s)",
			s.name(c.ship), s.name(c.other), n, plural(n, "scattergun", "scatterguns"), s.name(c.other)), nil)
	}
}

// mergeCover adds cv to the covers of def, into the cover of the same
// ship when there is one: a ship lending PDS and scatterguns to one ship
// has one cover of it.
func mergeCover(def *pointdefence.Defence, cv pointdefence.Cover) {
	for k := range def.Cover {
		if c := &def.Cover[k]; c.Ship == cv.Ship {
			c.PDS, c.ADS, c.Scatterguns = c.PDS+cv.PDS, c.ADS+cv.ADS, c.Scatterguns+cv.Scatterguns
			c.Far = c.Far || cv.Far
			c.Eclipse = c.Eclipse || cv.Eclipse
			return
		}
	}
	def.Cover = append(def.Cover, cv)
}
