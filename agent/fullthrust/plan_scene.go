package fullthrust

import (
	"math"
	"math/bits"

	"github.com/broadside/broadside/geom"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// scene is what the planner works out once per planning call
// ([Planner.orders]) rather than once per end state it weighs: where
// each ship will be if it holds its course and speed, its screen level,
// and the weight fire control gives a point of damage on it,
// (1 + threat) / boxes left ([chooseTarget]). The ships do not change
// during a call, so neither does the scene.
type scene struct {
	n      int
	pred   []manoeuvre.Motion
	pred2  []manoeuvre.Motion // two turns on
	screen []int
	threat []float64     // 1 + enemyThreat
	boxes  []float64     // max(1, boxes left)
	alive  []bool        // inBattle
	guns   [][]gun       // working beams
	arcs   []geom.ArcSet // the arcs of any working beam: a shot bears from none of the others
	// banded[bandAt[bandFrom[j]+b]:bandAt[bandFrom[j]+b+1]] are ship j's
	// working beams that roll dice at range band b (beamsAt), for b below
	// its longest beam's class.
	banded   []bandGun
	bandAt   []int32
	bandFrom []int32
	// volleys[(bandFrom[j]-j+b)*volleyKeys+k] is, once worked out, the
	// mean damage of ship j's beams at its range band b for key k
	// (volleyKey), NaN until then (beamVolley): ship j's bands follow the
	// bands of the ships before it, bandFrom[j]-j of them.
	volleys []float64
	reach   []float64 // maxReach, or the projectiles' reach when longer
	// foeList[foeAt[i]:foeAt[i+1]] are the enemies of ship i in the
	// battle, in order (foes).
	foeList, foeAt []int
	// far[k] is farSq (MU², plan_dist.go) of the longer reach of ship i
	// and its enemy foeList[k], for k from foeAt[i] (farOf): an enemy
	// whose squared distance is more lies beyond both ships' reach. It is
	// listed at its first use (farReady), since the projectiles lengthen
	// the reaches after the scene is made (addShells, plan_projectile.go).
	far      []float64
	farReady bool
	// rows[k] is, for k from foeAt[i], foeList[k] with its predicted place
	// and far[k], side by side for the exchange's pass over ship i's
	// enemies (foeRows), listed with far.
	rows []foeRow
	// least is the least squared distance in MU² from leastAt to ship
	// leastOf's enemies (leastSq), when leastOK: exchange lists it as it
	// passes over them, and the pace penalty of the same end reads it.
	least   float64
	leastAt geom.Vec
	leastOf int
	leastOK bool
	// shells holds each ship's K-guns and torpedoes (plan_projectile.go);
	// nil when the call weighs beams only, as duels do.
	shells [][]shell
}

// gun is a working beam battery as the planner weighs it.
type gun struct {
	class int
	arcs  geom.ArcSet
}

// bandGun is a working beam battery at one range band: the dice it rolls
// there (at least one) and its arcs.
type bandGun struct {
	dice int
	arcs geom.ArcSet
}

// volley is expectedVolley for ship j's working beams, from the scene,
// and the mean damage of its K-guns and torpedoes when the scene has them.
func (sc *scene) volley(j int, sh manoeuvre.Shot, mod int) float64 {
	_, eff := sh.Range()
	if eff > sc.reach[j] {
		return 0
	}
	return sc.volleyIn(j, aimOf(&sh), sh.Screen, arcsIn(sh), eff, mod)
}

// aim is what of a shot decides which of the firing ship's arcs bear
// (manoeuvre.Shot.BearsIn): whether it is inverted, whether it
// corkscrewed, and the arcs it may not fire from. The planner weighs it
// for every end state, so it passes these rather than the shot's two
// motions.
type aim struct {
	inverted, corkscrew bool
	blocked             geom.ArcSet
}

// aimOf returns sh's aim.
func aimOf(sh *manoeuvre.Shot) aim {
	return aim{inverted: sh.From.Inverted, corkscrew: sh.Corkscrew, blocked: sh.Blocked}
}

// bears is manoeuvre.Shot.BearsIn for a shot of aim a: whether a battery
// with arcs arcs bears on a target in the firing ship's arcs in.
func (a aim) bears(in, arcs geom.ArcSet) bool {
	if a.inverted {
		arcs = arcs.Mirror()
	}
	if a.corkscrew {
		arcs |= arcs.Mirror()
	}
	return in&arcs&^a.blocked != 0
}

// sees returns the arcs a battery must have to bear on a target in the
// firing ship's arcs in, for a shot of aim a: a.bears(in, arcs) is exactly
// a.sees(in)&arcs != 0. Mirroring swaps bits, so in meets the mirror of
// arcs where the mirror of in meets arcs, and in meets arcs or their
// mirror where in or its mirror meets arcs.
func (a aim) sees(in geom.ArcSet) geom.ArcSet {
	in &^= a.blocked
	if a.corkscrew {
		in |= in.Mirror()
	}
	if a.inverted {
		in = in.Mirror()
	}
	return in
}

// volleyIn is volley for a shot of aim a at a target of the screen level,
// with the target's arcs in (arcsIn of the shot) and the effective range
// eff (MU, within the ship's reach) already worked out. Its beams' range
// band is worked out once for all of them (manoeuvre.RangeBand), and it
// reads only the beams that roll dice in that band (beamsAt), adding
// their means in the ship's order as a loop over every beam would.
func (sc *scene) volleyIn(j int, a aim, screen int, in geom.ArcSet, eff float64, mod int) float64 {
	t := 0.0
	if q := a.sees(in); q&sc.arcs[j] != 0 { // else none of its beams bears
		t = sc.beamVolley(j, q, screen, manoeuvre.RangeBand(eff), mod)
	}
	if sc.shells != nil && len(sc.shells[j]) > 0 {
		t += shellVolley(sc.shells[j], a, in, eff, mod)
	}
	return t
}

// beamVolley returns the mean damage of ship j's beams that bear on a
// target in arcs q (what aim.sees gives) at range band (manoeuvre.RangeBand)
// with the screen level and the modifier, each beam's mean added in the
// ship's order as volleyIn describes. The value depends on nothing else,
// so the scene remembers it for the keys volleyKey names, the shots the
// planner weighs most, and gives it again to the last bit.
func (sc *scene) beamVolley(j int, q geom.ArcSet, screen, band, mod int) float64 {
	var memo *float64
	if k, ok := volleyKey(q, screen, mod); ok && band >= 0 {
		if b := int(sc.bandFrom[j]) - j + band; b < int(sc.bandFrom[j+1])-j-1 { // a band of ship j's
			if memo = &sc.volleys[b*volleyKeys+k]; !math.IsNaN(*memo) {
				return *memo
			}
		}
	}
	t := 0.0
	per := manoeuvre.ExpectedBeam(mod, screen)
	for _, g := range sc.beamsAt(j, band) {
		if q&g.arcs != 0 {
			t += float64(g.dice) * per
		}
	}
	if memo != nil {
		*memo = t
	}
	return t
}

// knownVolley is volleyIn for a ship j with no K-guns or torpedoes
// (hasShells) at a target in its arc a alone (what aim.sees gives for a
// shot into one arc, mirrored for an inverted ship: oneArc), at range band
// band (manoeuvre.RangeBand of the effective range, 0 or more), screen
// level 0-2 and modifier -1 or 0 (volleyKey's shots): none when its beams
// roll no dice at the band, else the volley beamVolley remembers, NaN
// until it has worked it out (the caller then asks beamVolley, which
// remembers it: small enough to be inlined, this leaves that call out). A
// beam that does not bear adds nothing to beamVolley's sum, so a shot into
// an arc no beam covers is remembered as 0, as volleyIn gives it without
// the memo.
func (sc *scene) knownVolley(j, a, screen, band, mod int) float64 {
	from := int(sc.bandFrom[j])
	if band >= int(sc.bandFrom[j+1])-from-1 {
		return 0 // beamsAt lists no beam
	}
	return sc.volleys[(from-j+band)*volleyKeys+(a*2+mod+1)*3+screen] // volleyKey
}

// sectorVolley is volleyIn(j, aim{inverted: inverted}, screen,
// arcOf(d, r, facing), eff, 0) for a shot with no Corkscrew, nothing
// blocked and no modifier, d being r MU long and band
// manoeuvre.RangeBand(eff): a shot into one arc by a ship with no K-guns
// or torpedoes is read from the scene's remembered volleys (knownVolley),
// as the exchange reads them.
func (sc *scene) sectorVolley(j int, d geom.Vec, r float64, facing geom.Heading, inverted bool, screen, band int, eff float64) float64 {
	a := sectorOf(d, r, facing) // plan_arcs.go
	if a < 0 || band < 0 || screen < 0 || screen > 2 || sc.hasShells(j) {
		return sc.volleyIn(j, aim{inverted: inverted}, screen, arcsOf(a, d, facing), eff, 0)
	}
	arc := oneArc(a, inverted)
	v := sc.knownVolley(j, arc, screen, band, 0)
	if v != v { // NaN: not yet worked out
		v = sc.beamVolley(j, 1<<arc, screen, band, 0)
	}
	return v
}

// hasShells reports whether ship j has K-guns or torpedoes the scene weighs
// (volleyIn adds their volley to its beams').
func (sc *scene) hasShells(j int) bool { return sc.shells != nil && len(sc.shells[j]) > 0 }

// oneArc returns the one arc (0-5, geom.Arc) of aim.sees of arc a for a
// shot with no Corkscrew and nothing blocked, by a ship inverted or not:
// the arc, or its mirror.
func oneArc(a int, inverted bool) int {
	if inverted {
		return int(geom.Arc(a).Mirror())
	}
	return a
}

// arcsOf is arcOf(d, r, facing) with sectorOf(d, r, facing) already
// worked out as a.
func arcsOf(a int, d geom.Vec, facing geom.Heading) geom.ArcSet {
	if a >= 0 {
		return 1 << a
	}
	return geom.ArcsAt(relBearing(d, facing))
}

// volleyKeys is how many keys volleyKey gives: a shot into one of the six
// arcs, with the modifier -1 (a Corkscrew) or 0, at screen level 0 to 2.
const volleyKeys = 6 * 2 * 3

// volleyKey returns the key under which the scene remembers a volley into
// arcs q at the screen level with the modifier, and false for a shot it
// does not remember (a target on an arc border, or seen through a
// Corkscrew, where q holds more than one arc).
func volleyKey(q geom.ArcSet, screen, mod int) (int, bool) {
	if q == 0 || q&(q-1) != 0 || q >= 1<<6 || mod < -1 || mod > 0 || screen < 0 || screen > 2 {
		return 0, false
	}
	return (bits.TrailingZeros8(uint8(q))*2+mod+1)*3 + screen, true
}

// newScene works out the scene of ships.
func newScene(ships []Duellist) *scene { return newSceneIn(&scene{}, ships) }

// newSceneIn works out the scene of ships in sc, reusing its storage: the
// planner keeps one for its calls of orders, so that a turn's planning
// does not allocate it afresh.
func newSceneIn(sc *scene, ships []Duellist) *scene {
	n := len(ships)
	guns := sc.guns
	for len(guns) < n {
		guns = append(guns, nil)
	}
	*sc = scene{n: n, pred: resize(sc.pred, n), pred2: resize(sc.pred2, n), screen: resize(sc.screen, n),
		threat: resize(sc.threat, n), boxes: resize(sc.boxes, n), alive: resize(sc.alive, n),
		guns: guns[:n], arcs: resize(sc.arcs, n), reach: resize(sc.reach, n),
		banded: sc.banded, bandAt: sc.bandAt, bandFrom: sc.bandFrom, volleys: sc.volleys,
		foeList: sc.foeList, foeAt: sc.foeAt, far: sc.far, rows: sc.rows}
	for j, s := range ships {
		sc.pred[j] = predicted(s.Motion)
		sc.pred2[j] = predicted(sc.pred[j])
		sc.screen[j], _ = s.Ship.Screens()
		sc.alive[j] = inBattle(s)
		sc.boxes[j] = float64(max(1, boxesLeft(s.Ship)))
		sc.reach[j] = maxReach(s.Ship)
		sc.guns[j] = sc.guns[j][:0]
		for si := range s.Ship.Systems {
			sys := &s.Ship.Systems[si] // read in place, not copied
			if sys.Kind == ft.Beam && !sys.Destroyed {
				sc.guns[j] = append(sc.guns[j], gun{sys.Class, sys.FireArcs()})
				sc.arcs[j] |= sys.FireArcs()
			}
		}
	}
	sc.bandGuns()
	for j := range ships {
		if sc.alive[j] {
			sc.threat[j] = 1 + sc.threatOf(ships, j) // the screens all listed
		}
	}
	sc.listFoes(ships)
	return sc
}

// threatOf is threatAt(ships, j, sc.screen) from the scene's beams by
// range band (beamsAt), where threatAt reads every system of ship j for
// every enemy: the beams that roll no dice at a band add +0 there, which
// leaves the sum as it is, so the sums are threatAt's to the last bit
// (TestSceneThreatAsThreatAt).
func (sc *scene) threatOf(ships []Duellist, j int) float64 {
	t := 0.0
	for k := range ships {
		s := &ships[k]
		if s.Side == ships[j].Side || s.Ship.Destroyed() || s.Motion.FTL == manoeuvre.FTLGone { // inBattle, not copying the ship
			continue
		}
		band := manoeuvre.RangeBand(ships[j].Motion.Pos.Dist(s.Motion.Pos))
		per := manoeuvre.ExpectedBeam(0, sc.screen[k])
		v := 0.0
		for _, g := range sc.beamsAt(j, band) {
			v += float64(g.dice) * per
		}
		t = max(t, v)
	}
	return t
}

// bandGuns lists each ship's working beams by range band for beamsAt,
// from the scene's guns: at band b a class-n beam rolls n - b dice
// (manoeuvre.BandDice), so it is listed in bands 0 to n - 1.
func (sc *scene) bandGuns() {
	// The volleys remembered stay good while every ship's beams by band
	// are those they were worked out for (beamVolley reads nothing else):
	// the lists are rewritten in place, each entry checked against the one
	// it overwrites, and the volleys forgotten when one differs.
	same := len(sc.volleys) > 0 && len(sc.bandFrom) == sc.n+1
	oldBanded, oldBandAt := sc.banded, sc.bandAt // the lists as they were, in the same storage
	sc.banded, sc.bandAt = sc.banded[:0], sc.bandAt[:0]
	if cap(sc.bandFrom) < sc.n+1 {
		sc.bandFrom, same = make([]int32, sc.n+1), false
	}
	sc.bandFrom = sc.bandFrom[:sc.n+1] // every entry is set below
	for j, gs := range sc.guns {
		at := int32(len(sc.bandAt))
		same = same && sc.bandFrom[j] == at
		sc.bandFrom[j] = at
		top := 0
		for _, g := range gs {
			top = max(top, g.class)
		}
		for b := range top {
			k := int32(len(sc.banded))
			same = same && len(sc.bandAt) < len(oldBandAt) && oldBandAt[len(sc.bandAt)] == k
			sc.bandAt = append(sc.bandAt, k)
			for _, g := range gs {
				if n := manoeuvre.BandDice(g.class, b); n > 0 {
					bg := bandGun{n, g.arcs}
					same = same && len(sc.banded) < len(oldBanded) && oldBanded[len(sc.banded)] == bg
					sc.banded = append(sc.banded, bg)
				}
			}
		}
		k := int32(len(sc.banded))
		same = same && len(sc.bandAt) < len(oldBandAt) && oldBandAt[len(sc.bandAt)] == k
		sc.bandAt = append(sc.bandAt, k)
	}
	at := int32(len(sc.bandAt))
	same = same && sc.bandFrom[sc.n] == at && len(sc.banded) == len(oldBanded) && len(sc.bandAt) == len(oldBandAt)
	sc.bandFrom[sc.n] = at
	if same {
		return
	}
	// Ship j's bands are bandAt[bandFrom[j]:bandFrom[j+1]-1], so all ships
	// have len(bandAt) - n of them.
	sc.volleys = resize(sc.volleys, (len(sc.bandAt)-sc.n)*volleyKeys)
	for k := range sc.volleys {
		sc.volleys[k] = math.NaN()
	}
}

// beamsAt returns ship j's working beams that roll dice at range band
// (manoeuvre.RangeBand), with their dice, in the ship's order: none for
// a negative band or one beyond its longest beam.
func (sc *scene) beamsAt(j, band int) []bandGun {
	at := sc.bandAt[sc.bandFrom[j]:sc.bandFrom[j+1]] // one more than the ship's bands
	if band < 0 || band+1 >= len(at) {
		return nil
	}
	return sc.banded[at[band]:at[band+1]]
}

// listFoes lists the enemies in the battle (by the scene's alive) of each
// of ships for foes, in the storage the scene has, and leaves their far
// ranges to be listed again at their first use (farOf).
func (sc *scene) listFoes(ships []Duellist) {
	sc.foeList, sc.foeAt = sc.foeList[:0], resize(sc.foeAt, len(ships)+1)
	for i := range ships {
		sc.foeAt[i] = len(sc.foeList)
		for j := range ships {
			if ships[j].Side != ships[i].Side && sc.alive[j] {
				sc.foeList = append(sc.foeList, j)
			}
		}
	}
	sc.foeAt[len(ships)] = len(sc.foeList)
	sc.farReady = false
}

// foes returns the enemies of ship i in the battle, in the ships' order:
// the ships the planner weighs ship i's end states against.
func (sc *scene) foes(i int) []int { return sc.foeList[sc.foeAt[i]:sc.foeAt[i+1]] }

// farOf returns, for each enemy j in foes(i) in the same order, the
// squared distance in MU² beyond which neither it nor ship i reaches the
// other: s > farOf(i)[k] is exactly beyond(d, max(reach[i], reach[j]))
// for a squared length s of d (plan_dist.go). The first call after the
// foes are listed, or after addShells lengthens the reaches, lists every
// pair's by the reaches the scene has then; code that changes a reach in
// any other way must clear farReady.
func (sc *scene) farOf(i int) []float64 {
	if !sc.farReady {
		sc.far, sc.rows = sc.far[:0], sc.rows[:0]
		for i := range sc.foeAt[:len(sc.foeAt)-1] {
			for _, j := range sc.foes(i) {
				f := farSq(max(sc.reach[i], sc.reach[j]))
				sc.far = append(sc.far, f)
				sc.rows = append(sc.rows, foeRow{at: sc.pred[j].Pos, far: f, ship: j})
			}
		}
		sc.farReady = true
	}
	return sc.far[sc.foeAt[i]:sc.foeAt[i+1]]
}

// foeRow is an enemy of a ship as the exchange passes over it: where the
// scene predicts it (its pred's Pos), its farOf square, and its index.
type foeRow struct {
	at   geom.Vec
	far  float64
	ship int
}

// foeRows returns ship i's enemies as foeRows, in foes' order, listed as
// farOf lists them.
func (sc *scene) foeRows(i int) []foeRow {
	sc.farOf(i) // lists them when not yet
	return sc.rows[sc.foeAt[i]:sc.foeAt[i+1]]
}

// leastSq returns the least squared distance in MU² from at to the
// predicted place of any enemy of ship i in the battle (+Inf with none),
// read from the last exchange's pass when it weighed the same end, else
// worked out the same way: the same squares, and min, whose result does
// not depend on the order, NaN included.
func (sc *scene) leastSq(i int, at geom.Vec) float64 {
	if sc.leastOK && sc.leastOf == i && sc.leastAt == at {
		return sc.least
	}
	least := math.Inf(1)
	for _, j := range sc.foes(i) {
		d := sc.pred[j].Pos.Sub(at)
		least = min(least, d.X*d.X+d.Y*d.Y)
	}
	return least
}

// resize returns s with length n, its elements zero, reusing its storage
// when it has room.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// sceneFor returns the scene of the current planning call, or a new one
// outside a call.
func (pl *Planner) sceneFor(ships []Duellist) *scene {
	if pl.sc != nil && pl.sc.n == len(ships) {
		return pl.sc
	}
	return newScene(ships)
}

// exchange returns what position weighs for ship i ending its move at
// from (with Extreme Manoeuvres em, its own beams at modifier mod) at the
// enemies where the scene predicts them: the target fire control would
// choose, as chooseTarget chooses it but with the scene's weights, and
// the distance in MU from from to that target (position pulls towards
// it), and the damage the enemies could deal it. One pass over the
// enemies measures each range once for all three; the distance is the
// same to the last bit as from.Pos.Dist(target), math.Hypot ignoring the
// signs of its arguments. An enemy beyond both ships' reach by its squared
// distance (the scene's farOf, as beyond in plan_dist.go) is left unmeasured, the effective range
// being at least the distance: when no enemy is a target and one was left
// unmeasured, the nearest is found afterwards (scene.nearest), as the pass
// would have found it measuring every one.
func (sc *scene) exchange(ships []Duellist, i int, from *manoeuvre.Motion, corkscrew bool, em, mod int) (targetChoice, float64, float64) {
	best, bestP, bestD := targetChoice{ship: -1}, 0.0, 0.0
	near, nd, skipped := -1, 0.0, false // the nearest of the enemies measured
	taken := 0.0
	myScreen, myReach := sc.screen[i], sc.reach[i]
	extra := 6 * float64(em) // MU the Extreme Manoeuvres add to each range
	out := aim{inverted: from.Inverted, corkscrew: corkscrew}
	least := math.Inf(1)
	// A shot into one arc without a Corkscrew, by a ship with no K-guns
	// or torpedoes, is read from the scene's volleys (knownVolley) once
	// worked out.
	quick := !corkscrew && !sc.hasShells(i) && (mod == 0 || mod == -1)
	mine := myScreen >= 0 && myScreen <= 2 // the enemies' shots at ship i are volleyKey's
	for _, r := range sc.foeRows(i) {
		d := r.at.Sub(from.Pos) // sc.pred[j].Pos, read beside the rest
		sq := d.X*d.X + d.Y*d.Y
		least = min(least, sq)
		if sq > r.far { // beyond both reaches (farOf)
			skipped = true
			continue
		}
		j := r.ship
		to := &sc.pred[j]
		dist := d.Len()
		if near < 0 || dist < nd {
			near, nd = j, dist
		}
		eff := dist + extra
		fires, fired := eff <= myReach, eff <= sc.reach[j]
		if !fires && !fired {
			continue
		}
		band := manoeuvre.RangeBand(eff)
		if fires {
			a := sectorOf(d, dist, from.Facing) // plan_arcs.go
			var hit float64
			if sj := sc.screen[j]; quick && a >= 0 && band >= 0 && sj >= 0 && sj <= 2 {
				arc := oneArc(a, from.Inverted)
				if hit = sc.knownVolley(i, arc, sj, band, mod); hit != hit { // NaN: not yet worked out
					hit = sc.beamVolley(i, 1<<arc, sj, band, mod)
				}
			} else {
				hit = sc.volleyIn(i, out, sj, arcsOf(a, d, from.Facing), eff, mod)
			}
			if hit > 0 {
				if p := hit * sc.threat[j] / sc.boxes[j]; best.ship < 0 || p > bestP {
					best, bestP, bestD = targetChoice{ship: j, hit: hit}, p, dist
				}
			}
		}
		if fired {
			back := geom.Vec{X: -d.X, Y: -d.Y}
			a := sectorOf(back, dist, to.Facing)
			if mine && a >= 0 && band >= 0 && !sc.hasShells(j) {
				arc := oneArc(a, to.Inverted)
				v := sc.knownVolley(j, arc, myScreen, band, 0)
				if v != v {
					v = sc.beamVolley(j, 1<<arc, myScreen, band, 0)
				}
				taken += v
			} else {
				taken += sc.volleyIn(j, aim{inverted: to.Inverted}, myScreen, arcsOf(a, back, to.Facing), eff, 0)
			}
		}
	}
	sc.least, sc.leastAt, sc.leastOf, sc.leastOK = least, from.Pos, i, true
	if best.ship < 0 && skipped {
		best.ship, bestD = sc.nearest(i, from.Pos)
	} else if best.ship < 0 {
		best.ship, bestD = near, nd
	}
	return best, bestD, taken
}
