package fullthrust

import (
	"cmp"
	"math"
	"slices"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Plasma bolts at enemy fighter groups. A bolt's blast catches every
// group in space within 6 MU of its point when it bursts, each losing one
// D6 fighters per class of the bolt, capped at its strength (battle
// reading W113, rules/fullthrust/battle/blasted.go), as well as hitting
// every ship there of either side (W15). When enemy groups are in space
// the tactical player weighs, for each bolt, the place it would fire at
// an enemy ship (ordnanceOrders) against the places where enemy groups
// will be, by what the bolt there is worth, and fires at the best that
// keeps clear of its own ships, groups and missiles' targets. It keeps
// its ship aims otherwise: letting the worth below choose among the
// enemy ships' places as well lost head to head (the Gunline with bolts
// in a copy of the carrier-gunline example won 0.674 of 500 battles
// against the player of before, which won 0.848 there), the chance an
// enemy ship ends in a blast being harder to judge than that model makes
// it.
//
// The worth is in the currency of the beams' choice between ships and
// groups (battle_flak.go). An enemy ship caught scores the bolt's mean
// damage, 3.5 a class, times what a box of the ship scores (its worth
// over its boxes left), times the chance it ends inside the blast: the
// share of the end positions of its reach table there (battle_aim.go),
// or, under vector movement, 1/2 where it would be holding its course.
// An enemy group caught scores the fighters it loses, the mean of the
// least of its strength and the class's D6s, times what a fighter of its
// type deals a ship in an attack run, times the runs it has left, times
// what a box scores of the side's own ship it could hurt most (any in the
// battle: a group out of reach this turn comes back), times the chance
// it ends inside the blast. The player cannot see the enemy's orders and
// takes the enemy to play as it would (groupEnd): a group screening a
// ship or escorting a group ends with it; an armed group (CEF left,
// torpedoes not fired) that can reach one of the player's ships attacks
// the nearest and ends beside it, where no bolt of the player's may burst;
// one that cannot flies its main move toward it; a group with no attack
// left lands when its carrier is within a main move, else flies toward
// it. Where a group is taken to end, the chance it ends within a blast
// of a point is the share of a disc of groupSpread MU around that place
// the blast covers: one in four for a blast right over it. Groups in
// their bays are not in the blast; interceptors, which deal ships nothing
// in the flak currency, score nothing.
//
// A launcher fires every other turn, so a bolt fired at groups where no
// enemy ship may be caught costs next turn's shot: such a bolt must be
// worth more than half what the best shot at an enemy ship's course-held
// place would be worth, out of range or not, of the ships that could be
// in range next turn (holdMargin).

// groupSpread is the radius in MU of the disc around where an enemy group
// is taken to end within which it may end, all places alike: half a
// standard group's main move.
const groupSpread = battle.FighterMove / 2

// boltJudge weighs plasma bolt points for side p as the file comment
// describes, for one call of ordnanceOrders.
type boltJudge struct {
	st     *battle.State
	v      battle.View
	p      game.Player
	aim    *aimer                // the enemy ships' reach tables; nil under vector movement
	groups []battle.FighterView  // the enemy groups in space that score
	worth  []float64             // per fighter lost of groups[k], in points
	ends   map[string][]geom.Vec // enemy ships' end positions on the table, by name
}

// newBoltJudge returns a judge for side p's bolts, and false when no enemy
// group in space scores: the bolts then keep to their ship aims. The judge
// is a value, held by ordnanceOrders for one call, so that the aimer it
// refers to stays off the heap.
func newBoltJudge(st *battle.State, v battle.View, p game.Player, aim *aimer) (boltJudge, bool) {
	box := 0.0 // the most a box of one of p's ships scores
	for _, s := range v.Ships {
		if s.Side == int(p) && s.Status == "in battle" {
			box = max(box, viewBoxWorth(st, s))
		}
	}
	j := boltJudge{st: st, v: v, p: p, aim: aim}
	turnsLeft := max(1, v.Turns-v.Turn)
	for _, g := range v.Fighters {
		if g.Side == int(p) || g.Status != "in space" || g.Strength == 0 {
			continue
		}
		if w := fighterRunDamage(g.Type) * flakRuns(g, turnsLeft) * box; w > 0 {
			j.groups = append(j.groups, g)
			j.worth = append(j.worth, w)
		}
	}
	return j, len(j.groups) > 0
}

// viewBoxWorth returns what a box of ship s scores: its worth over its
// boxes left (armour and hull).
func viewBoxWorth(st *battle.State, s battle.ShipView) float64 {
	return float64(st.WorthOf(s.Name)) / float64(max(1, sum(s.Armour)+s.Hull))
}

// places returns the points worth trying for a bolt of the ship at from
// besides the ship aims: where each scoring enemy group is taken to end
// (groupEnd), within the bolt's range. The point in range nearest a
// group's end beyond the range was tried too and dropped: in 100 battles
// of the fleet action's test copy (testdata/bolts) it was the first bolt
// placed differently from the player of before in 77, and none of those
// 77 bolts caught a group or a ship.
func (j *boltJudge) places(from geom.Vec, out []geom.Vec) []geom.Vec {
	for _, g := range j.groups {
		if end, ok := j.groupEnd(g, 0); ok && from.Dist(end) <= battle.PlasmaRange {
			out = append(out, end)
		}
	}
	return out
}

// holdMargin is how far in MU beyond a bolt's range an enemy ship's
// course-held place may be for the ship to count as in range next turn:
// what two ships closing at a middling speed gain on each other in a
// turn.
const holdMargin = 12

// holdWorth returns what keeping a bolt of the ship at from for next turn
// is taken to be worth: half the most a bolt of class class would be
// worth at the course-held place of an enemy ship within its range and
// holdMargin.
func (j *boltJudge) holdWorth(from geom.Vec, class int) float64 {
	best := 0.0
	for _, e := range j.v.Ships {
		if e.Side != int(j.p) && e.Status == "in battle" && from.Dist(aheadOf(e)) <= battle.PlasmaRange+holdMargin {
			best = max(best, j.worthAt(aheadOf(e), class))
		}
	}
	return best / 2
}

// worthAt returns what a bolt of class class bursting at at is worth in
// points to side p: the enemy ships and groups it is expected to catch.
func (j *boltJudge) worthAt(at geom.Vec, class int) float64 {
	if class < 1 {
		return 0
	}
	total := 0.0
	for _, e := range j.v.Ships {
		if e.Side != int(j.p) && e.Status == "in battle" {
			if c := j.shipChance(e, at); c > 0 {
				total += c * 3.5 * float64(class) * viewBoxWorth(j.st, e)
			}
		}
	}
	for k, g := range j.groups {
		if c := j.groupChance(g, at); c > 0 {
			total += c * blastKills(g.Strength, class) * j.worth[k]
		}
	}
	return total
}

// shipChance returns the chance that enemy ship e ends its move within a
// bolt's blast of at: the share of its reach table's end positions there,
// or 1/2 when it would be there holding course and no table is known.
func (j *boltJudge) shipChance(e battle.ShipView, at geom.Vec) float64 {
	const r = battle.PlasmaBlast - aimSlack
	ends := j.shipEnds(e)
	if ends == nil {
		if aheadOf(e).Dist(at) <= r {
			return 0.5
		}
		return 0
	}
	n := 0
	for _, x := range ends {
		if x.Dist(at) <= r {
			n++
		}
	}
	return float64(n) / float64(len(ends))
}

// shipEnds returns where enemy ship e can end its move this turn on the
// table, from its reach table as the aimer lists it (without Hard About,
// Redline or Emergency Thrust), or nil under vector movement or when the
// aimer does not know the ship.
func (j *boltJudge) shipEnds(e battle.ShipView) []geom.Vec {
	if ends, ok := j.ends[e.Name]; ok {
		return ends
	}
	var ends []geom.Vec
	if a := j.aim; a != nil && !a.opt.Vector {
		if k := slices.IndexFunc(a.ships, func(s Duellist) bool { return s.Ship.Name == e.Name }); k >= 0 && !vectorMotion(a.ships[k].Motion) {
			s := a.ships[k]
			table := a.pl.reach(s.Ship, s.Motion, manoeuvre.ReachModes{}, a.opt)
			thrust := s.Ship.Drive.Current()
			for i := range table {
				end := reachedEnd(s.Motion, &table[i]) // duel_ai_jump.go
				if a.pl.inside != nil && !a.pl.inside(thrust, end) {
					continue
				}
				ends = append(ends, end.Pos)
			}
		}
	}
	if j.ends == nil {
		j.ends = map[string][]geom.Vec{}
	}
	j.ends[e.Name] = ends
	return ends
}

// groupChance returns the chance that enemy group g ends its moves within
// a bolt's blast of at: with the ship it screens, the share of the ship's
// ends there; else the share of the disc of groupSpread MU around where
// it is taken to end (groupEnd) that the blast covers; 0 when it is taken
// to end beside one of the player's ships or in its bay.
func (j *boltJudge) groupChance(g battle.FighterView, at geom.Vec) float64 {
	if s, ok := j.screened(g); ok {
		return j.shipChance(s, at)
	}
	end, ok := j.groupEnd(g, 0)
	if !ok {
		return 0
	}
	return lens(end.Dist(at), battle.PlasmaBlast-aimSlack, groupSpread) / (math.Pi * groupSpread * groupSpread)
}

// screened returns the enemy ship group g screens, and whether it
// screens one in the battle.
func (j *boltJudge) screened(g battle.FighterView) (battle.ShipView, bool) {
	if g.Screens == "" {
		return battle.ShipView{}, false
	}
	return shipView(j.v, g.Screens)
}

// groupEnd returns where enemy group g is taken to end its moves, as the
// file comment describes, and false when that is beside one of the
// player's ships or in its carrier's bay. depth bounds the escorts
// followed.
func (j *boltJudge) groupEnd(g battle.FighterView, depth int) (geom.Vec, bool) {
	if s, ok := j.screened(g); ok {
		return aheadOf(s), true
	}
	if g.Escorts != "" && depth == 0 {
		for _, h := range j.v.Fighters {
			if h.Name == g.Escorts && h.Side == g.Side && h.Status == "in space" {
				return j.groupEnd(h, depth+1)
			}
		}
	}
	move := mainMove(g) // battle_land.go
	if !armed(g) {
		c, ok := shipView(j.v, g.Carrier)
		switch {
		case !ok:
			return g.At, true
		case c.At.Dist(g.At) <= move:
			return geom.Vec{}, false // it lands
		}
		return flyToward(g.At, c.At, move, 0), true
	}
	var near battle.ShipView // the player's ship nearest g
	found := false
	for _, s := range j.v.Ships {
		if s.Side == int(j.p) && s.Status == "in battle" && (!found || g.At.Dist(s.At) < g.At.Dist(near.At)) {
			near, found = s, true
		}
	}
	if !found {
		return g.At, true
	}
	reach := move + battle.AttackRange
	if g.CEF >= 2 {
		reach += battle.SecondaryMove
	}
	if g.At.Dist(near.At) <= reach {
		return geom.Vec{}, false // it attacks the ship
	}
	return flyToward(g.At, near.At, move, 0), true
}

// lens returns the area in MU² two discs of radii r and R share when
// their centres are d MU apart.
func lens(d, r, R float64) float64 {
	if d >= r+R {
		return 0
	}
	if d <= math.Abs(R-r) {
		m := min(r, R)
		return math.Pi * m * m
	}
	a := r * r * math.Acos((d*d+r*r-R*R)/(2*d*r))
	b := R * R * math.Acos((d*d+R*R-r*r)/(2*d*R))
	c := 0.5 * math.Sqrt((-d+r+R)*(d+r-R)*(d-r+R)*(d+r+R))
	return a + b - c
}

// blastKills returns the mean fighters a group of strength fighters
// loses to a bolt of class class: the least of its strength and the sum
// of class D6.
func blastKills(strength, class int) float64 {
	sums := []float64{1} // the chance of each sum of the dice rolled so far
	for range class {
		next := make([]float64, len(sums)+6)
		for s, q := range sums {
			for f := 1; f <= 6; f++ {
				next[s+f] += q / 6
			}
		}
		sums = next
	}
	mean := 0.0
	for s, q := range sums {
		mean += q * float64(min(s, strength))
	}
	return mean
}

// boltPlace is a point a bolt may be fired at and what it is worth there.
type boltPlace struct {
	at    geom.Vec
	worth float64
}

// choose returns the point, among the ship aim first (when there is
// one, ok) and the judge's places, where side p's ship own's next bolt
// is worth most and that usable accepts (in range, clear of side p's
// own, accepted by the rules), with its line; "" when none is worth
// more than nothing or, with no ship aim, than holding the bolt for next
// turn (holdWorth). The ship aim is kept unless a place is worth more.
// mine are the ship's ordnance lines so far.
func (j *boltJudge) choose(own battle.ShipView, mine []string, first geom.Vec, ok bool, usable func(geom.Vec) (string, bool)) string {
	var cands []boltPlace
	floor := 0.0
	if ok {
		floor = j.worthAt(first, j.st.BoltClassAt(j.p, mine, own.Name, first))
	}
	hold := -1.0 // holdWorth, worked out when first needed
	places := j.places(own.At, nil)
	for k, at := range places {
		if at == first && ok || slices.Contains(places[:k], at) {
			continue
		}
		if own.At.Dist(at) > battle.PlasmaRange+aimSlack {
			continue
		}
		class := j.st.BoltClassAt(j.p, mine, own.Name, at)
		w := j.worthAt(at, class)
		if w <= floor {
			continue
		}
		if !ok {
			if hold < 0 {
				hold = j.holdWorth(own.At, class)
			}
			if w <= hold {
				continue
			}
		}
		cands = append(cands, boltPlace{at, w})
	}
	slices.SortStableFunc(cands, func(a, b boltPlace) int { return cmp.Compare(b.worth, a.worth) })
	for _, c := range cands {
		if line, fits := usable(c.at); fits {
			return line
		}
	}
	return ""
}
