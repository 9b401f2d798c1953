package fullthrust

import (
	"slices"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// The random player's movement orders. Three times in four a ship takes an
// end state drawn uniformly from those a legal order within the standard
// limits reaches; otherwise it draws uniformly a kind of advanced order
// the battle accepts that the ship can carry out this turn, then an order
// of that kind uniformly: the orders reaching an end state with Emergency
// Thrust, Hard About or Redlined Engines; a plain order with a point of
// Hard About, a Roll, a Corkscrew, a factor of Extreme Manoeuvres or of
// Eclipsing added; a
// plain order's turn while engaging the FTL drive for a Short-Range Jump;
// a Grav Backfire; engaging the FTL drive to leave. A ship whose FTL drive is engaged
// for a jump always jumps, a distance drawn uniformly within its reach.
// Under vector movement randomVector draws the vector forms the same way.

// moveBuffers is the storage randomMove reuses from one call to the next:
// the end states of its two searches and the orders of the kind drawn.
type moveBuffers struct {
	ends, all []manoeuvre.Reached
	orders    []manoeuvre.Order
}

// advanced lists the ways randomMove stretches a plain order that reaches
// an end state within the standard limits: a point of Hard About after the
// turn (to port when it does not turn to starboard), a Roll, a Corkscrew, a
// factor of Extreme Manoeuvres or of Eclipsing, and a Short-Range Jump's
// engaging with the order's turn.
var advanced = [...]func(o *manoeuvre.Order){
	func(o *manoeuvre.Order) {
		side := -1
		if t := o.Turn(); t > 0 {
			side = 1
		}
		o.Legs = append(slices.Clone(o.Legs), manoeuvre.Leg{Points: side, Hard: true})
	},
	func(o *manoeuvre.Order) { o.Roll = true },
	func(o *manoeuvre.Order) { o.Corkscrew = true },
	func(o *manoeuvre.Order) { o.EM++ },
	func(o *manoeuvre.Order) { o.Eclipse++ },
	func(o *manoeuvre.Order) { *o = manoeuvre.Order{Jump: true, Legs: o.Legs} },
}

// randomMove returns ship s's random movement order, drawn from src with
// buf's storage. The kinds of advanced order are drawn among those with at
// least one order the ship can carry out, so only the kind drawn has all
// its orders checked.
func randomMove(s Duellist, opt manoeuvre.ManoeuvreOptions, src *rng.Stream, buf *moveBuffers) (manoeuvre.Order, bool) {
	if s.Motion.FTL == manoeuvre.FTLEngagedJump {
		if reach := 10 * s.Ship.Drive.Current(); reach > 0 {
			return manoeuvre.Order{Jump: true, JumpDist: 1 + src.IntN(reach)}, true
		}
	}
	buf.ends = manoeuvre.AppendReach(buf.ends[:0], s.Ship, s.Motion, manoeuvre.ReachModes{}, opt)
	ends := buf.ends
	if src.IntN(4) > 0 || len(ends) == 0 {
		if len(ends) == 0 {
			return manoeuvre.Order{}, false
		}
		return ends[src.IntN(len(ends))].Order, true
	}
	legal := func(o manoeuvre.Order) bool { return manoeuvre.Legal(s.Ship, s.Motion, o, opt) }
	stretched := func(a int, o manoeuvre.Order) (manoeuvre.Order, bool) { // o made advanced order a
		advanced[a](&o)
		return o, legal(o)
	}
	// The kinds, numbered: 0 the orders reaching an end state only by
	// stretching the limits, 1 to 6 the advanced orders, 7 a Grav Backfire,
	// 8 engaging the FTL drive to leave.
	const stretch, backfire, leave = 0, len(advanced) + 1, len(advanced) + 2
	kinds := make([]int, 0, leave+1)
	buf.all = manoeuvre.AppendReach(buf.all[:0], s.Ship, s.Motion, manoeuvre.AllModes, opt)
	far := 0 // the end states reached only by stretching the limits
	for _, e := range buf.all {
		if e.Mode != manoeuvre.ReachStandard {
			far++
		}
	}
	if far > 0 {
		kinds = append(kinds, stretch)
	}
	for a := range advanced {
		for _, e := range ends {
			if _, ok := stretched(a, e.Order); ok {
				kinds = append(kinds, 1+a)
				break
			}
		}
	}
	lone := [...]manoeuvre.Order{backfire: {Backfire: true}, leave: {FTL: true}}
	for _, k := range []int{backfire, leave} {
		if legal(lone[k]) {
			kinds = append(kinds, k)
		}
	}
	if len(kinds) == 0 {
		return ends[src.IntN(len(ends))].Order, true
	}
	switch k := kinds[src.IntN(len(kinds))]; k {
	case stretch:
		n := src.IntN(far)
		for _, e := range buf.all {
			if e.Mode == manoeuvre.ReachStandard {
				continue
			}
			if n == 0 {
				return e.Order, true
			}
			n--
		}
	case backfire, leave:
		buf.orders = append(buf.orders[:0], lone[k])
	default:
		buf.orders = buf.orders[:0]
		for _, e := range ends {
			if o, ok := stretched(k-1, e.Order); ok {
				buf.orders = append(buf.orders, o)
			}
		}
	}
	return buf.orders[src.IntN(len(buf.orders))], true
}

// randomEclipses returns lines with an eclipse line added for each of side
// p's ships whose movement order dedicates thrust to Eclipsing (eclipsing,
// by ship, cinematic or vector), naming a
// ship of the side drawn uniformly, when the battle accepts it, and half
// the time a cover line lending the eclipser's PDS to the ship it
// eclipses (battle reading W64), when the battle accepts that too.
func randomEclipses(st *battle.State, p game.Player, ships []Duellist, eclipsing map[int]int, lines []string, src *rng.Stream) []string {
	var friends []int
	for k, s := range ships {
		if s.Side == int(p) {
			friends = append(friends, k)
		}
	}
	for k, s := range ships {
		if eclipsing[k] == 0 {
			continue
		}
		other := ships[friends[src.IntN(len(friends))]].Ship.Name
		line := s.Ship.Name + " eclipse: " + other
		if st.CheckOrders(p, game.Orders{Text: strings.Join(append(lines[:len(lines):len(lines)], line), "\n")}) != nil {
			continue
		}
		lines = append(lines, line)
		if cover := s.Ship.Name + " cover: " + other; src.IntN(2) == 0 && accepts(st, p, lines, cover) {
			lines = append(lines, cover)
		}
	}
	return lines
}

// dropRefusedEclipses returns lines without the eclipse lines, and the
// cover lines drawn with them, that the battle refuses with the rest of
// them: keepCourseToLand blanks the movement order of a carrier recovering
// fighters, and with it any thrust that order dedicated to Eclipsing.
func dropRefusedEclipses(st *battle.State, p game.Player, lines []string) []string {
	for k := 0; k < len(lines); k++ {
		if !strings.Contains(lines[k], " eclipse: ") && !strings.Contains(lines[k], " cover: ") {
			continue
		}
		rest := slices.Delete(slices.Clone(lines), k, k+1)
		if !accepts(st, p, rest, lines[k]) {
			lines = rest
			k--
		}
	}
	return lines
}

// randomFlightDeck returns lines with the random player's carrier orders
// beyond launches and landings drawn, each kept when the battle accepts it
// with the rest: each landing ("GROUP: land") is made a combat landing
// ("GROUP: land combat", battle reading W60) one time in four; one time in
// four a ship with groups in its bays writes a scramble of them in a drawn
// order ("SHIP scramble: A, B", reading W61), its movement order emptied
// when the scramble needs that; one time in four a group in its bay is
// ordered instead to join a group drawn among the others of its type short
// of full strength in the same bays, which is then ordered to hold ("GROUP: join OTHER", reading W62); and one time in eight a group is
// ordered instead to fly at the nearest enemy plasma bolt ("GROUP:
// intercept plasma", reading W63). v is side p's view of the battle.
func randomFlightDeck(st *battle.State, p game.Player, v battle.View, lines []string, src *rng.Stream) []string {
	for k, l := range lines {
		if !strings.HasSuffix(l, ": land") || src.IntN(4) != 0 {
			continue
		}
		rest := slices.Delete(slices.Clone(lines), k, k+1)
		if line := l + " combat"; accepts(st, p, rest, line) {
			lines[k] = line
		}
	}
	for _, f := range v.Fighters {
		if f.Side != int(p) || gone(f) || src.IntN(8) != 0 {
			continue
		}
		rest := slices.DeleteFunc(slices.Clone(lines), func(l string) bool { return strings.HasPrefix(l, f.Name+": ") })
		if line := f.Name + ": intercept plasma"; accepts(st, p, rest, line) {
			lines = append(rest, line)
		}
	}
	for _, f := range v.Fighters {
		if f.Side != int(p) || f.Status != "in bay" || src.IntN(4) != 0 {
			continue
		}
		var mates []string
		for _, g := range v.Fighters {
			if g.Name != f.Name && g.Carrier == f.Carrier && g.Status == "in bay" && g.Type == f.Type && g.Strength < groupSize(g.Type) {
				mates = append(mates, g.Name)
			}
		}
		if len(mates) == 0 {
			continue
		}
		mate := mates[src.IntN(len(mates))]
		rest := slices.DeleteFunc(slices.Clone(lines), func(l string) bool {
			return strings.HasPrefix(l, f.Name+": ") || strings.HasPrefix(l, mate+": ")
		})
		rest = append(rest, mate+": hold") // the group joined stays in its bay
		if line := f.Name + ": join " + mate; accepts(st, p, rest, line) {
			lines = append(rest, line)
		}
	}
	for _, own := range v.Ships {
		var groups []string
		for _, f := range v.Fighters {
			if f.Carrier == own.Name && f.Status == "in bay" && !f.Grounded && !f.BayOut {
				groups = append(groups, f.Name)
			}
		}
		if own.Side != int(p) || own.Status != "in battle" || len(groups) == 0 || src.IntN(4) != 0 {
			continue
		}
		for i := len(groups) - 1; i > 0; i-- {
			j := src.IntN(i + 1)
			groups[i], groups[j] = groups[j], groups[i]
		}
		line := own.Name + " scramble: " + strings.Join(groups, ", ")
		if accepts(st, p, lines, line) {
			lines = append(lines, line)
			continue
		}
		still := slices.Clone(lines)
		for k, l := range still {
			if strings.HasPrefix(l, own.Name+": ") {
				still[k] = own.Name + ": "
			}
		}
		if accepts(st, p, still, line) {
			lines = append(still, line)
		}
	}
	return lines
}

// groupSize returns the most fighters a group of the type named in a view
// holds (8 light, 6 others; pointdefence.FighterType.GroupSize).
func groupSize(typ string) int {
	t, err := pointdefence.ParseFighterType(typ)
	if err != nil {
		return 6
	}
	return t.GroupSize()
}
