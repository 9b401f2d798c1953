package battle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Point defence orders in a battle (RULINGS A7; ft-new-point-defence.txt,
// "Area defence"). They are written with the movement orders, before
// anything moves, and hold for the strike of the same turn:
//
//   - "SHIP pd: b1 [N] [k1 [N]]" commits N (all working, when N is left
//     out) Beam-1 batteries and K-1 guns to the ship's own point defence.
//     A B1 so committed may not fire in the ship-fire phase of the turn.
//     The same line may fire one-shot systems: "grapeshot [N]" and
//     "scatterguns [N]" (one when N is left out); scatterguns are never
//     mixed with B1, K-1, PDS, ADS or grapeshot (2015 text; RULINGS B2.1):
//     a ship that fires them defends itself with them alone, and covers
//     lent to it lapse (reading W23). Both are spent once fired.
//   - "SHIP cover: OTHER [pds N] [ads N]" lends N PDS and ADS (all, when no
//     count is written) through the ship's ADFC to OTHER, a ship of its own
//     side. One cover line per working ADFC; an AADFC covers any number.
//     The cover holds in the strike only when OTHER is within 6 MU of the
//     ship after movement and the ship launched no fighters this turn
//     (RULINGS A7; reading W11); otherwise the lent systems defend the ship
//     itself. Between 6 and 12 MU only the lent ADS reach, with one die
//     each instead of two, and the PDS stay with the ship (reading W35).
//     From rules version 8, under the classic procedure, the line may lend
//     "scatterguns [N]" in ADFC mode through their own ADFC
//     (scattercover.go, reading W120).
//
// Every PDS and ADS not lent defends its own ship.

// CoverRange is how far, in MU, an ADFC reaches to the ship it covers.
const CoverRange = 6

// ADSRange is how far, in MU, an ADS lent through an ADFC reaches, with one
// die instead of two beyond CoverRange (Continuum §7.13: once to 12 MU or
// twice to 6; RULINGS B2.2; reading W35).
const ADSRange = 12

// Suffixes of the point-defence lines: "Resolute pd: b1", "Escort cover: Resolute".
const (
	pdSuffix    = " pd"
	coverSuffix = " cover"
)

// pdOrder is what a ship commits to its own point defence beyond its PDS
// and ADS.
type pdOrder struct{ b1, k1, scatter, grape int }

// cover is one ADFC cover ordered.
type cover struct {
	ship, other int // the lending ship and the covered one, battle indexes
	pds, ads    int
	eclipse     bool // lent without an ADFC by the ship eclipsing the other (eclipsecover.go)
	// scatter is the scatterguns lent in ADFC mode (scatter.go, reading
	// W120); scatterOnly marks a line that lends nothing else and so uses
	// none of the ship's ADFC.
	scatter     int
	scatterOnly bool
}

// pdLine reads "b1 [N] [k1 [N]]" for ship i.
func (s *State) pdLine(i int, text string) (pdOrder, error) {
	sh := s.units[i].ship
	var o pdOrder
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return o, game.Illegal("%s pd: write \"b1\", \"k1\", \"grapeshot\" or \"scatterguns\", each with an optional count", s.name(i))
	}
	seen := map[string]bool{}
	for k := 0; k < len(f); k++ {
		var kind fullthrust.SystemKind
		word := f[k]
		switch word {
		case "b1":
			kind = fullthrust.Beam
		case "k1":
			kind = fullthrust.KGun
		case "grapeshot":
			kind = fullthrust.Grapeshot
		case "scatterguns":
			kind = fullthrust.Scattergun
		default:
			return o, game.Illegal("%s pd: %q is not b1, k1, grapeshot or scatterguns", s.name(i), f[k])
		}
		if seen[word] {
			return o, game.Illegal("%s pd: %s written twice", s.name(i), word)
		}
		seen[word] = true
		has := sh.Count(kind)
		n := has
		if kind == fullthrust.Grapeshot || kind == fullthrust.Scattergun {
			n = min(has, 1) // one-shot: one unless a count is written
		}
		if k+1 < len(f) {
			if v, err := strconv.Atoi(f[k+1]); err == nil {
				n = v
				k++
			}
		}
		if n < 0 || n > has || has == 0 {
			return o, game.Illegal("%s pd: commits %d %s but has %d working", s.name(i), n, strings.ToUpper(word), has)
		}
		switch kind {
		case fullthrust.Beam:
			o.b1 = n
		case fullthrust.KGun:
			o.k1 = n
		case fullthrust.Grapeshot:
			o.grape = n
		default:
			o.scatter = n
		}
	}
	if o.scatter > 0 && o.b1+o.k1+o.grape > 0 {
		return o, game.Illegal("%s pd: scatterguns cannot be mixed with B1, K-1 or grapeshot (2015 text, RULINGS B2.1)", s.name(i))
	}
	return o, nil
}

// coverLine reads "OTHER [pds N] [ads N]" for ship i of side p.
func (s *State) coverLine(p game.Player, i int, text string) (cover, error) {
	name := s.name(i)
	sh := s.units[i].ship
	f := strings.Fields(text)
	// The covered ship's name may hold spaces: it runs to the first
	// "pds" or "ads" count.
	end := len(f)
	for k, w := range f {
		if lw := strings.ToLower(w); (lw == "pds" || lw == "ads" || lw == scatterWord && s.version >= 8) && k > 0 {
			end = k
			break
		}
	}
	other := s.shipSeen(p, strings.Join(f[:end], " "))
	c := cover{ship: i, other: other, pds: sh.Count(fullthrust.PDS), ads: sh.Count(fullthrust.ADS)}
	switch {
	case end == 0:
		return c, game.Illegal("%s cover: name the ship it covers", name)
	case other < 0:
		return c, game.Illegal("%s cover: no ship is named %q", name, strings.Join(f[:end], " "))
	case other == i:
		return c, game.Illegal("%s cover: a ship's own point defence needs no ADFC", name)
	case s.setup.Ships[other].Side != int(p):
		return c, game.Illegal("%s cover: %s is not a ship of %s", name, s.name(other), s.side(int(p)))
	case !s.inBattle(other):
		return c, game.Illegal("%s cover: %s is not in the battle", name, s.name(other))
	case sh.Count(fullthrust.ADFC) == 0: // only the ship it eclipses (eclipsecover.go)
		c.eclipse, c.ads = true, 0
	}
	rest := f[end:]
	if s.version >= 8 {
		if err := s.scatterCover(&c, &rest); err != nil {
			return c, err
		}
	}
	if len(rest)%2 != 0 {
		return c, game.Illegal("%s cover: write \"pds N\" and \"ads N\" after the ship's name", name)
	}
	for k := 0; k < len(rest); k += 2 {
		n, err := strconv.Atoi(rest[k+1])
		if err != nil || n < 0 {
			return c, game.Illegal("%s cover: %q is not a count", name, rest[k+1])
		}
		switch {
		case strings.EqualFold(rest[k], "pds"):
			c.pds = n
		case c.eclipse && n > 0:
			return c, game.Illegal("%s cover: it has no working ADFC to lend ADS through", name)
		default:
			c.ads = n
		}
	}
	return c, nil
}

// checkCovers checks one side's covers together: no ship covered twice by
// the same ship, no more covers than working ADFC (an AADFC covers any
// number), no more PDS or ADS lent than the ship has.
func (s *State) checkCovers(cs []cover, pd map[int]pdOrder) error {
	if len(cs) == 0 { // most orders: no maps to make
		return nil
	}
	type tally struct{ n, pds, ads, scatter int }
	by := map[int]*tally{}
	twice := map[[2]int]bool{}
	for _, c := range cs {
		if twice[[2]int{c.ship, c.other}] {
			return game.Illegal("%s covers %s twice", s.name(c.ship), s.name(c.other))
		}
		twice[[2]int{c.ship, c.other}] = true
		t := by[c.ship]
		if t == nil {
			t = &tally{}
			by[c.ship] = t
		}
		t.pds, t.ads, t.scatter = t.pds+c.pds, t.ads+c.ads, t.scatter+c.scatter
		if !c.eclipse && !c.scatterOnly { // an eclipser's cover uses no ADFC (eclipsecover.go), nor scatterguns alone (W120)
			t.n++
		}
		sh := s.units[c.ship].ship
		switch {
		case t.n > sh.Count(fullthrust.ADFC) && !s.setup.Ships[c.ship].AADFC:
			return game.Illegal("%s covers %d ships but has %d working ADFC", s.name(c.ship), t.n, sh.Count(fullthrust.ADFC))
		case t.pds > sh.Count(fullthrust.PDS):
			return game.Illegal("%s lends %d PDS but has %d working", s.name(c.ship), t.pds, sh.Count(fullthrust.PDS))
		case t.ads > sh.Count(fullthrust.ADS):
			return game.Illegal("%s lends %d ADS but has %d working", s.name(c.ship), t.ads, sh.Count(fullthrust.ADS))
		case t.scatter > 0 && t.scatter+pd[c.ship].scatter > sh.Count(fullthrust.Scattergun):
			return game.Illegal("%s fires and lends %d scatterguns but has %d working", s.name(c.ship), t.scatter+pd[c.ship].scatter, sh.Count(fullthrust.Scattergun))
		}
	}
	return nil
}

// defence returns ship i's point defence in the strike: every working PDS
// and ADS not lent by a cover that holds, and the B1 and K-1 its orders
// commit.
func (s *State) defence(i int) pointdefence.Defence {
	sh := s.units[i].ship
	u := s.units[i]
	if u.pd.scatter > 0 { // its PDS and ADS stay for lending; scatterOnly takes the rest off
		return pointdefence.Defence{PDS: sh.Count(fullthrust.PDS), ADS: sh.Count(fullthrust.ADS), Scatterguns: min(u.pd.scatter, sh.Count(fullthrust.Scattergun)),
			AADFC: s.setup.Ships[i].AADFC, Screen: s.screenGroups(i)}
	}
	return pointdefence.Defence{PDS: sh.Count(fullthrust.PDS), ADS: sh.Count(fullthrust.ADS),
		B1: min(u.pd.b1, sh.Count(fullthrust.Beam)), K1: min(u.pd.k1, sh.Count(fullthrust.KGun)), AADFC: s.setup.Ships[i].AADFC,
		Grapeshot: min(u.pd.grape, sh.Count(fullthrust.Grapeshot)), Screen: s.screenGroups(i)}
}

// coverText writes a cover for the revealed orders.
func (s *State) coverText(c cover) string {
	if c.scatterOnly {
		return fmt.Sprintf("%s %s %d", s.name(c.other), scatterWord, c.scatter)
	}
	if c.scatter > 0 {
		return fmt.Sprintf("%s pds %d ads %d %s %d", s.name(c.other), c.pds, c.ads, scatterWord, c.scatter)
	}
	return fmt.Sprintf("%s pds %d ads %d", s.name(c.other), c.pds, c.ads)
}

// pdText writes a pd order for the revealed orders.
func pdText(o pdOrder) string {
	var parts []string
	if o.b1 > 0 {
		parts = append(parts, fmt.Sprintf("b1 %d", o.b1))
	}
	if o.k1 > 0 {
		parts = append(parts, fmt.Sprintf("k1 %d", o.k1))
	}
	if o.grape > 0 {
		parts = append(parts, fmt.Sprintf("grapeshot %d", o.grape))
	}
	if o.scatter > 0 {
		parts = append(parts, fmt.Sprintf("scatterguns %d", o.scatter))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, " ")
}

// coverStrike adds the covers that hold to a strike whose raids are built:
// each lender within CoverRange of an attacked ship it covers, with a
// working ADFC for it, lends the PDS and ADS it still has, and a lender
// within ADSRange its ADS alone, at one die each (W35); a lender not yet
// in the strike joins it as a defender without a raid. A cover that does
// not hold is reported and its systems stay with the lender.
func (s *State) coverStrike(st *pointdefence.Strike, ships *[]int, slot map[int]int, covers []cover, emit game.Emit) {
	used := map[int]int{} // covers that hold, by lender
	for _, c := range covers {
		to, attacked := slot[c.other]
		if !attacked {
			continue
		}
		if c.scatter > 0 {
			s.scatterCoverStrike(st, ships, slot, c, to, emit) // scatter.go
			if c.scatterOnly {
				continue
			}
		}
		sh := s.units[c.ship].ship
		lapse := func(why string) {
			if emit != nil {
				s.event(emit, "strike", fmt.Sprintf("%s's cover of %s lapses: %s", s.name(c.ship), s.name(c.other), why), nil)
			}
		}
		d := s.units[c.ship].motion.Pos.Dist(s.units[c.other].motion.Pos)
		far := d > CoverRange
		idle := s.adfcIdle(c.ship)
		switch {
		case !s.inBattle(c.ship):
			lapse("it is no longer in the battle")
			continue
		case s.units[c.other].pd.scatter > 0:
			lapse(s.name(c.other) + " fires scatterguns, which cannot be mixed with other point defence")
			continue
		case c.eclipse:
			if k, _ := s.eclipseOf(c.other); k != c.ship {
				lapse("its eclipse of " + s.name(c.other) + " does not hold")
				continue
			}
		case idle != "":
			lapse(idle)
			continue
		case far && (d > ADSRange || c.ads == 0 || sh.Count(fullthrust.ADS) == 0):
			lapse(fmt.Sprintf("%.1f MU apart, beyond %d MU, and no ADS it lends reaches %d MU", d, CoverRange, ADSRange))
			continue
		case sh.Count(fullthrust.ADFC) == 0 || used[c.ship] >= sh.Count(fullthrust.ADFC) && !s.setup.Ships[c.ship].AADFC:
			lapse("no working ADFC is left for it")
			continue
		}
		from := s.strikeShip(st, ships, slot, c.ship)
		if c.eclipse {
			s.eclipseCover(st, c, from, to, emit) // eclipsecover.go
			continue
		}
		def := &st.Defence[from]
		pds, ads := min(c.pds, def.PDS), min(c.ads, def.ADS)
		if far {
			pds = 0 // a PDS reaches 6 MU
		}
		def.PDS, def.ADS = def.PDS-pds, def.ADS-ads
		mergeCover(def, pointdefence.Cover{Ship: to, PDS: pds, ADS: ads, Far: far})
		used[c.ship]++
		if emit == nil {
			continue
		}
		if far {
			s.event(emit, "strike", fmt.Sprintf("%s covers %s through its ADFC at %.1f MU with %d ADS, one die each beyond %d MU; its PDS reach %d MU and stay with it",
				s.name(c.ship), s.name(c.other), d, ads, CoverRange, CoverRange), nil)
			continue
		}
		s.event(emit, "strike", fmt.Sprintf("%s covers %s through its ADFC with %d PDS and %d ADS", s.name(c.ship), s.name(c.other), pds, ads), nil)
	}
}

// adfcIdle returns why ship i may not use its ADFC this turn, "" when it
// may: it engaged its FTL drive (RULINGS A8, reading W109, from rules
// version 7), or launched or recovered fighters (RULINGS A7). Covers lapse
// for it (coverStrike) and, from rules version 7, fire at groups through
// the ADFC is refused (flakLine, W110).
func (s *State) adfcIdle(i int) string {
	switch u := &s.units[i]; {
	case s.lostInWarmUp(i): // ftl.go, W114
		return "its FTL drive was knocked out in its warm-up this turn (RULINGS A8: the turn stays the warm-up, no ADFC)"
	case s.engagedNow(i):
		return "its FTL drive is engaged this turn (RULINGS A8: no ADFC while it warms up)"
	case u.launched:
		return "it launched fighters this turn"
	case u.recovered:
		return "it recovered fighters this turn"
	}
	return ""
}

// strikeShip returns battle ship k's index in strike st, adding the ship
// with its own defence when it is not in the strike yet (a lender or an
// eclipser that no raid attacks): ships lists the battle index of each
// strike ship, slot maps the other way.
func (s *State) strikeShip(st *pointdefence.Strike, ships *[]int, slot map[int]int, k int) int {
	j, ok := slot[k]
	if !ok {
		j = len(*ships)
		slot[k] = j
		*ships = append(*ships, k)
		st.Ships = append(st.Ships, s.units[k].ship)
		st.Defence = append(st.Defence, s.defence(k))
	}
	return j
}
