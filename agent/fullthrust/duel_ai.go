package fullthrust

import (
	"slices"

	"github.com/broadside/broadside/geom"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Planner is the duel's computer player. Each turn it lists every end state
// a ship's legal orders can reach in the modes its doctrine allows
// ([manoeuvre.Reach]), scores each by the beam damage the ship could deal its target
// (chosen by threat, [chooseTarget]) minus the damage it could take if the
// enemies held their course, less the drive damage the manoeuvre risks,
// then tries the best few, and the best few that make no turn, with a Roll,
// a Corkscrew or Extreme Manoeuvres added; a Grav Backfire and a
// Short-Range Jump, when the doctrine allows them, are weighed against the
// best of those (duel_ai_jump.go). It plays the geometry of one fire phase
// ahead (three turns for a jump) and nothing deeper; the battle player
// sets it to weigh the next turn's exchange as well for the best few
// (plan_ahead.go) and to skip the ET end states that cannot be among them
// (plan_prune.go). Choices are deterministic: the planner rolls no dice.
//
// Reachability does not depend on where the ship is or which way it
// points, so the planner keeps each table, worked out for a ship at the
// origin heading 12, keyed by drive, velocity and options. A Planner is
// not safe for concurrent use; give each goroutine its own.
type Planner struct {
	cache map[reachKey][]manoeuvre.Reached
	buf   []candidate // reused by best
	top   []candidate // reused by best for its best few
	// aheadOrder and aheadSorted are lookAhead's buffers.
	aheadOrder  []int
	aheadSorted []candidate
	// replots holds, during one call of best, the value of each failed
	// Emergency Thrust's re-plot by drive hits and order: many ET orders
	// fail to the same re-plot.
	replots map[replotKey]float64
	// inside, when not nil, keeps only the end states that it accepts
	// for a ship whose drive gives the thrust (a battle on a table with
	// edges); nil accepts every one, as duels do.
	inside func(thrust int, m manoeuvre.Motion) bool
	// edge is the table inside tests when edged is set (the battle
	// player's, prepare): insideTable(edge, ...) is inside then.
	edge  battle.Table
	edged bool
	// sc is the scene of the current call of orders, nil outside one;
	// scBuf holds its storage between calls.
	sc    *scene
	scBuf scene
	// ets holds the ET side of each reach table (plan_table.go), and
	// replotVals, during one call of best, the value of each of its
	// re-plots (NaN until worked out).
	ets        map[etKey]*etTable
	replotVals []float64
	// bonus, when not nil, adds to the score of ship i ending its move at
	// end what the battle player values beyond the fire phase (dodging
	// ordnance, battle_dodge.go).
	bonus func(i int, end manoeuvre.Motion) float64
	// terms are the battle player's bonus terms (bonusOf); termsSet says
	// that bonus is bonusOf, which code that sets bonus otherwise clears.
	terms    bonusTerms
	termsSet bool
	// ahead is the weight of the next turn's exchange in an end state's
	// value (plan_ahead.go); 0 in duels.
	ahead float64
	// worth, when not nil, multiplies the priority fire control gives
	// each ship of the call (by index in its ships) when choosing a target:
	// what destroying it scores, under points victory (battle_fire.go).
	worth []float64
	// shells, when not nil, holds each ship's K-guns and torpedoes, by
	// index in the call's ships, for the scene (plan_projectile.go).
	shells [][]shell
	prune  pruneBufs   // scanPruned's and scanCoarse's buffers
	ranks  []groupRank // scanCoarse's buffers
	ranks2 []groupRank
	// exact turns the coarse pass off (plan_coarse.go): every end state is
	// weighed, the ET ones pruned only where they cannot be among the best
	// (plan_prune.go).
	exact bool
	// scan selects the coarse scan's passes (coarseScans in
	// plan_coarse.go): 0, the battle player's, unless a test pits another.
	scan int
	// fine, when not empty, is true for the ships of the call (by index in
	// its ships) that the coarse scan weighs, when scan is 0, by the scan
	// of ships with ordnance (ordnanceScan, or ordnance when not 0): the
	// ships with ordnance to launch (plan_coarse.go, ordnanceShips).
	// prepare sets it for a battle player's call and the caller empties it
	// after; a duel leaves it empty.
	fine []bool
	// ordnance, when not 0, is the coarse scan of the ships fine marks in
	// place of ordnanceScan: a test pits 1, the single pass, against it.
	ordnance int
	// full turns the pruning of ET end states off (plan_prune.go), so
	// that the tests can check it changes no choice.
	full bool
	// vectors holds the vector orders the planner weighs for a ship, by
	// its main-drive limit and thrusters (vectorCandidatesFor).
	vectors map[[2]int][]manoeuvre.VectorOrder
	// shared, when not nil, is the store of tables the planner shares
	// with others (plan_shared.go): cache and ets then hold its tables.
	shared *Tables
}

// NewPlanner returns a planner with an empty table cache.
func NewPlanner() *Planner { return &Planner{cache: map[reachKey][]manoeuvre.Reached{}} }

type reachKey struct {
	thrust    int
	advanced  bool
	driveHits int // the main drive's hits and the threshold level decide
	level     int // which order to an end state risks least (OrderRisk)
	// etUses is the ship's earlier Emergency Thrust attempts when the
	// search tries ET orders (modes.ET), each a die more on an ET order's
	// risk (RULINGS E2) that can make another order to the same end risk
	// less; 0 otherwise, no other order rolling ET dice.
	etUses     int
	velocity   int
	turnedLast bool
	noAccel    bool
	ftl        manoeuvre.FTLState
	modes      manoeuvre.ReachModes
	opt        manoeuvre.ManoeuvreOptions
}

// plan is one ship's order for a turn, with its Eclipsing pair.
type plan struct {
	order      manoeuvre.Order
	eclipsing  int // the ally this ship eclipses, or -1
	eclipsedBy int // the ally eclipsing this ship, or -1
	end        manoeuvre.Motion
}

// candidate is a scored order.
type candidate struct {
	order manoeuvre.Order
	end   manoeuvre.Motion
	score float64
}

// reach returns the cached table for a ship's drive and motion.
func (pl *Planner) reach(s ft.Ship, m manoeuvre.Motion, modes manoeuvre.ReachModes, opt manoeuvre.ManoeuvreOptions) []manoeuvre.Reached {
	k := pl.key(s, m, modes, opt)
	if r, ok := pl.cache[k]; ok {
		return r
	}
	build := func() []manoeuvre.Reached {
		rel := m
		rel.Pos, rel.Course, rel.Facing = geom.Vec{}, 0, 0
		return manoeuvre.Reach(s, rel, modes, opt)
	}
	var r []manoeuvre.Reached
	if pl.shared != nil {
		r = pl.shared.reachTable(k, build) // plan_shared.go
	} else {
		r = build()
	}
	pl.cache[k] = r
	return r
}

// key names the reach table of a ship's drive and motion.
func (pl *Planner) key(s ft.Ship, m manoeuvre.Motion, modes manoeuvre.ReachModes, opt manoeuvre.ManoeuvreOptions) reachKey {
	uses := 0
	if modes.ET {
		uses = m.ETUses
	}
	return reachKey{s.Drive.Current(), s.Drive.Advanced, s.Drive.Hits, ft.ThresholdLevel(s), uses, m.Velocity, m.TurnedLast, m.NoAcceleration, m.FTL, modes, opt}
}

// orders chooses the order of every ship of side (every ship at all when
// side is -1); escorts choose after their charges. The other ships keep
// an empty plan.
func (pl *Planner) orders(ships []Duellist, side int, opt manoeuvre.ManoeuvreOptions) []plan {
	pl.sc = newSceneIn(&pl.scBuf, ships)
	pl.sc.addShells(pl.shells)
	if pl.worth != nil {
		for j := range pl.sc.threat {
			pl.sc.threat[j] *= pl.worth[j]
		}
	}
	defer func() { pl.sc = nil }()
	out := make([]plan, len(ships))
	for i := range out {
		out[i] = plan{eclipsing: -1, eclipsedBy: -1, end: ships[i].Motion}
	}
	var escorts []int
	for i, s := range ships {
		if !inBattle(s) || side >= 0 && s.Side != side {
			continue
		}
		if s.Doctrine.Escort != "" {
			escorts = append(escorts, i)
			continue
		}
		c := pl.best(ships, i, opt, nil)
		out[i].order, out[i].end = c.order, c.end
	}
	for _, i := range escorts {
		k := -1
		for j, s := range ships {
			if s.Ship.Name == ships[i].Doctrine.Escort && inBattle(s) {
				k = j
			}
		}
		if k < 0 || out[k].order.EM > 0 {
			c := pl.best(ships, i, opt, nil)
			out[i].order, out[i].end = c.order, c.end
			continue
		}
		charge := out[k].end
		c := pl.best(ships, i, opt, func(o manoeuvre.Order, end manoeuvre.Motion) bool {
			e := nearestEnemy(ships, i)
			if e < 0 || end.Pos.Dist(charge.Pos) > manoeuvre.EclipseRange {
				return false
			}
			o.Eclipse = 1
			if !manoeuvre.PlanOrder(ships[i].Ship, ships[i].Motion, o, opt).Legal() {
				return false
			}
			enemy := predicted(ships[e].Motion)
			return enemy.Pos.Dist(end.Pos) < enemy.Pos.Dist(charge.Pos)
		})
		if c.score == negInf {
			c = pl.best(ships, i, opt, nil)
			out[i].order, out[i].end = c.order, c.end
			continue
		}
		c.order.Eclipse = 1
		out[i].eclipsing, out[k].eclipsedBy = k, i
		out[i].order, out[i].end = c.order, c.end
	}
	return out
}

const negInf = -1e300

// best returns the highest-scoring order for ship i, among the end states
// whose order and end keep passes (nil: all). With a keep function the
// variants (Roll, Corkscrew, EM) are not tried.
func (pl *Planner) best(ships []Duellist, i int, opt manoeuvre.ManoeuvreOptions, keep func(manoeuvre.Order, manoeuvre.Motion) bool) candidate {
	s := ships[i]
	if s.Motion.FTL == manoeuvre.FTLEngagedJump {
		return pl.jumpTo(ships, i)
	}
	doc := s.Doctrine
	if doc.ET {
		if pl.replots == nil {
			pl.replots = map[replotKey]float64{}
		}
		clear(pl.replots)
	}
	modes := manoeuvre.ReachModes{HardAbout: doc.HardAbout, Redline: doc.Redline, ET: doc.ET}
	key := pl.key(s.Ship, s.Motion, modes, opt)
	table := pl.reach(s.Ship, s.Motion, modes, opt)
	var et *etTable
	if doc.ET {
		et = pl.etFor(key, s.Ship, s.Motion, table)
		pl.replotVals = pl.replotVals[:0]
	}
	cands := pl.buf[:0]
	defer func() { pl.buf = cands[:0] }()
	rows := table
	coarse := et != nil && keep == nil && pl.ahead > 0 && !pl.full && !doc.Corkscrew && !doc.Roll && doc.EM == 0
	if et != nil && !(coarse && !pl.exact) {
		et.fillAll(table, s.Ship, s.Motion, opt)
	}
	if coarse {
		if pl.exact {
			cands = pl.scanPruned(ships, i, table, et, cands)
		} else {
			cands = pl.scanCoarse(ships, i, table, et, cands, max(6, pl.aheadTop()), opt)
		}
		rows = nil
	}
	for e, r := range rows {
		end := reachedEnd(s.Motion, &r)
		if keep != nil && !keep(r.Order, end) || pl.inside != nil && !pl.inside(s.Ship.Drive.Current(), end) {
			continue
		}
		var sc float64
		if et != nil {
			sc = pl.scoreEntry(ships, i, table, &end, et, e)
		} else {
			sc = pl.scoreOrder(ships, i, r.Order, end, opt)
		}
		if pl.bonus != nil {
			sc += pl.bonus(i, end)
		}
		cands = append(cands, candidate{order: r.Order, end: end, score: sc})
	}
	if len(cands) == 0 {
		return candidate{score: negInf, end: s.Motion}
	}
	best := topScores(pl.top[:0], cands, max(6, pl.aheadTop()))
	defer func() { pl.top = best[:0] }()
	if pl.ahead > 0 {
		best = pl.lookAhead(ships, i, best)
	}
	best = best[:min(6, len(best))]
	top := best[0]
	if keep != nil {
		return top
	}
	if d := s.Doctrine; d.Corkscrew || d.Roll || d.EM > 0 {
		// A Corkscrew, a Roll or EM needs thrust a full turn leaves no room
		// for: try them on the best orders that make no turn as well.
		straight := make([]candidate, 0, len(cands)/8+1)
		for _, c := range cands {
			if len(c.order.Legs) == 0 {
				straight = append(straight, c)
			}
		}
		best = append(best, topScores(nil, straight, 6)...)
	}
	for _, c := range best {
		for _, v := range pl.variants(s, c.order, opt) {
			end := c.end
			if v.Roll {
				end.Inverted = !end.Inverted
			}
			sc := pl.scoreOrder(ships, i, v, end, opt)
			if pl.bonus != nil {
				sc += pl.bonus(i, end)
			}
			if sc > top.score {
				top = candidate{order: v, end: end, score: sc}
			}
		}
	}
	if doc.Backfire {
		if c, ok := pl.backfire(ships, i, opt); ok && c.score > top.score {
			top = c
		}
	}
	if doc.Jump && s.Motion.FTL == manoeuvre.FTLReady {
		if c, ok := pl.engage(ships, i, opt, table, top.score); ok {
			top = c
		}
	}
	return top
}

// topScores returns the n best candidates, best first, in top (emptied;
// nil for a new slice); among equal scores the earlier one comes first.
// It ranks the candidates' indices, then copies each of the best once: a
// candidate is a few hundred bytes to move.
func topScores(top, cands []candidate, n int) []candidate {
	var buf [16]int
	order := buf[:0] // indices in cands of the best so far, best first
	if n+1 > len(buf) {
		order = make([]int, 0, n+1)
	}
	for k := range cands {
		i := len(order)
		for i > 0 && cands[k].score > cands[order[i-1]].score {
			i--
		}
		if i >= n {
			continue
		}
		if len(order) < n { // else the last falls out
			order = append(order, 0)
		}
		copy(order[i+1:], order[i:len(order)-1])
		order[i] = k
	}
	top = slices.Grow(top[:0], n+1)
	for _, k := range order {
		top = append(top, cands[k])
	}
	return top
}

// variants returns the legal orders made from o by adding a Roll, a
// Corkscrew or Extreme Manoeuvres, as the doctrine allows.
func (pl *Planner) variants(s Duellist, o manoeuvre.Order, opt manoeuvre.ManoeuvreOptions) []manoeuvre.Order {
	var out []manoeuvre.Order
	add := func(v manoeuvre.Order) {
		if manoeuvre.PlanOrder(s.Ship, s.Motion, v, opt).Legal() {
			out = append(out, v)
		}
	}
	d := s.Doctrine
	if d.Roll {
		v := o
		v.Roll = true
		add(v)
	}
	if d.Corkscrew {
		v := o
		v.Corkscrew = true
		add(v)
	}
	for n := 1; n <= d.EM; n++ {
		v := o
		v.EM = n
		add(v)
	}
	return out
}

// predicted returns where a ship will be if it holds its course and speed.
func predicted(m manoeuvre.Motion) manoeuvre.Motion {
	if m.Vector != (geom.Vec{}) { // a ship under vector movement drifts along its vector
		m.Pos = m.Pos.Add(m.Vector)
		return m
	}
	m.Pos = m.Pos.Add(m.Course.Vec().Scale(float64(m.Velocity)))
	return m
}

// score values ship i ending its move at end with order o: the expected
// beam damage it can deal the enemy it would choose as its target
// ([chooseTarget]), minus the expected damage the
// enemies can deal it weighed by the doctrine's caution, both on the enemies' positions if they hold their
// course, minus the drive damage o risks, less a small pull towards the
// enemy (stronger when no gun bears). A Corkscrew with a turn counts its hull stress
// as damage taken.
func (pl *Planner) score(ships []Duellist, i int, o manoeuvre.Order, end manoeuvre.Motion, opt manoeuvre.ManoeuvreOptions) float64 {
	return pl.position(ships, i, o, end) - ships[i].Doctrine.driveRisk()*expectedDriveHits(ships[i].Ship, ships[i].Motion, o, opt)
}

// position is score without the drive risk: what ending the move at end
// with order o is worth in the fire phase.
func (pl *Planner) position(ships []Duellist, i int, o manoeuvre.Order, end manoeuvre.Motion) float64 {
	if !o.Corkscrew && o.EM == 0 {
		return pl.plainPosition(ships, i, &end)
	}
	s := &ships[i]
	em := o.EM
	mod := 0
	if o.Corkscrew {
		mod = -1
	}
	sc := pl.sceneFor(ships)
	t, dist, taken := sc.exchange(ships, i, &end, o.Corkscrew, em, mod) // plan_scene.go
	if t.ship < 0 {
		return 0
	}
	if o.Corkscrew {
		if turn, hard := o.PointsOf(); turn+hard > 0 {
			taken += float64(manoeuvre.StressDice(s.Ship.Mass, turn+hard)) * manoeuvre.ExpectedBeam(0, 0)
		}
	}
	return positionValue(t.hit, taken, dist, s.Doctrine.caution())
}

// plainPosition is position for an order without a Corkscrew or Extreme
// Manoeuvres, which reads nothing else of the order: the planner weighs
// most end states by it without touching their orders.
func (pl *Planner) plainPosition(ships []Duellist, i int, end *manoeuvre.Motion) float64 {
	t, dist, taken := pl.sceneFor(ships).exchange(ships, i, end, false, 0, 0) // plan_scene.go
	if t.ship < 0 {
		return 0
	}
	return positionValue(t.hit, taken, dist, ships[i].Doctrine.caution())
}

// positionValue is position's sum: the damage dealt less the damage taken
// weighed by caution, less a small pull towards the target dist MU away,
// stronger when no gun bears.
func positionValue(dealt, taken, dist, caution float64) float64 {
	score := dealt - caution*taken - 0.01*dist
	if dealt == 0 {
		score -= 0.05 * dist
	}
	return score
}

// expectedVolley returns the mean damage of a ship's beams in a shot.
func expectedVolley(s ft.Ship, sh manoeuvre.Shot, mod int) float64 {
	_, eff := sh.Range()
	if eff > maxReach(s) {
		return 0
	}
	per := manoeuvre.ExpectedBeam(mod, sh.Screen)
	in := arcsIn(sh)
	t := 0.0
	for si := range s.Systems {
		sys := &s.Systems[si] // read in place, not copied
		if sys.Kind != ft.Beam || sys.Destroyed {
			continue
		}
		n := manoeuvre.BeamDice(sys.Class, eff)
		if n == 0 {
			continue
		}
		if sh.BearsIn(in, sys.FireArcs()) {
			t += float64(n) * per
		}
	}
	return t
}

// maxReach returns the range of a ship's longest working beam, in MU.
func maxReach(s ft.Ship) float64 {
	r := 0.0
	for si := range s.Systems {
		sys := &s.Systems[si] // read in place, not copied
		if sys.Kind == ft.Beam && !sys.Destroyed {
			r = max(r, manoeuvre.BeamReach(sys.Class))
		}
	}
	return r
}

// etHits[n] is the expected number of drive hits of n Emergency Thrust
// dice: P(score 1-3) + 2 P(score 4+).
var etHits = func() (t [16]float64) {
	for n := 1; n < len(t); n++ {
		d := manoeuvre.ETScores(n)
		t[n] = (d.AtMost(3) - d.Prob(0)) + 2*(1-d.AtMost(3))
	}
	return t
}()

// expectedDriveHits returns the drive hits an order risks on average:
// Emergency Thrust dice, and one check each for a Hard About, Redlined
// Engines and Extreme Manoeuvres at the current threshold level.
func expectedDriveHits(s ft.Ship, m manoeuvre.Motion, o manoeuvre.Order, opt manoeuvre.ManoeuvreOptions) float64 {
	n := 0
	if o.ET {
		n = manoeuvre.PlanOrder(s, m, o, opt).Thrust.ETDice
	}
	return driveHits(s, o, n)
}
