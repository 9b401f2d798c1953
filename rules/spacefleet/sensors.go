package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// Detection is how well a side sees an enemy ship under the limited
// sensors rule ("Limited sensors"). The zero value is SquadronOnly.
type Detection uint8

const (
	// SquadronOnly: beyond 18 hexes only the squadron's counter shows.
	SquadronOnly Detection = iota
	// ShipCounter: within 18 hexes the ship shows as a counter of unknown
	// type.
	ShipCounter
	// Full: within 12 hexes (9 for a squadron with EW), or within 18 (12)
	// of a ship that fired beams or missiles this turn or last, the ship is
	// fully detected and may be fired at.
	Full
)

var detectionNames = [...]string{"squadron", "counter", "full"}

// String returns "squadron", "counter" or "full".
func (d Detection) String() string {
	if int(d) < len(detectionNames) {
		return detectionNames[d]
	}
	return "unknown"
}

// MarshalText writes [Detection.String].
func (d Detection) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// Detection ranges, in hexes as measured for detection.
const (
	counterRange = 18 // ship counters replace squadron counters
	fullRange    = 12 // fully detected
	ewFullRange  = 9  // fully detected, squadron with EW
)

// dummy is a dummy squadron counter: from the scenario, or put out by a
// ship's EW suite (ew is that ship's index, −1 otherwise).
type dummy struct {
	pos   geom.Hex
	side  int8
	label int16
	ew    int16
	ships int8 // ship counters it shows as within 18 hexes; 0 is DefaultDummyShips
	gone  bool
	moved bool
	shown bool // its ship counters were chosen this turn
}

// sensorRange returns the distance from a to b as measured for detection:
// each debris hex the line enters counts twice.
func (st *State) sensorRange(a, b geom.Hex) int {
	return a.Distance(b) + st.debrisCount(a, b)
}

// squadEW reports whether a squadron has a ship with a working EW suite.
func (st *State) squadEW(q int) bool {
	if !st.g.opts.EW {
		return false
	}
	for _, i := range st.g.squads[q].ships {
		if st.ewWorks(int(i)) {
			return true
		}
	}
	return false
}

// level returns how well side sees ship t. Without the sensors rule, and
// for a side's own ships, everything is fully detected. Only real ships
// detect: dummy counters see nothing.
func (st *State) level(side, t int) Detection {
	if !st.g.opts.Sensors || int(st.g.info[t].side) == side {
		return Full
	}
	full, reveal := fullRange, counterRange
	if st.squadEW(int(st.g.info[t].squad)) {
		full, reveal = ewFullRange, fullRange
	}
	if st.ships[t].flags&(fRevealed|fRevealedLast) == 0 {
		reveal = full
	}
	best := SquadronOnly
	tp := st.ships[t].pos
	for o := range st.ships {
		if int(st.g.info[o].side) != side || !st.ships[o].active() {
			continue
		}
		d := st.ships[o].pos.Distance(tp)
		if d > counterRange {
			continue
		}
		d += st.debrisCount(st.ships[o].pos, tp)
		if d <= reveal {
			return Full
		}
		if d <= counterRange {
			best = ShipCounter
		}
	}
	return best
}

// Detected returns how well player p sees ship i.
func (st *State) Detected(p game.Player, i int) Detection { return st.level(int(p), i) }

// detect removes the dummy counters that an enemy ship has fully detected:
// within 12 hexes as measured for detection ("Dummy counters are removed
// only when fully detected").
func (st *State) detect() {
	if !st.g.opts.Sensors {
		return
	}
	for k := range st.dummies {
		d := &st.dummies[k]
		if d.gone {
			continue
		}
		if st.exposed(d.pos, d.side) {
			d.gone = true
		}
	}
}

// initCounters numbers the squadron counters and dummy counters of each
// side in a random order, so that a counter's number tells the enemy
// nothing, and places the scenario's dummies. From rules version 3 the
// dummy counters of the side's EW suites draw their numbers from the same
// shuffle, one reserved for each ship with an EW suite, so that they are
// not numbered after every other counter.
func (st *State) initCounters(src rng.Source) {
	if !st.g.opts.Sensors {
		return
	}
	for side := range st.g.sides {
		var squads []int
		for q := range st.g.squads {
			if int(st.g.squads[q].side) == side {
				squads = append(squads, q)
			}
		}
		var ew []int
		if st.g.version >= 3 && st.g.opts.EW {
			for i := range st.g.info {
				if int(st.g.info[i].side) == side && st.g.info[i].design.EW {
					ew = append(ew, i)
				}
			}
		}
		dummies := st.g.setup.Sides[side].Dummies
		labels := shuffled(len(squads)+len(dummies)+len(ew), src)
		for k, q := range squads {
			st.g.squads[q].label = labels[k]
		}
		for k, c := range dummies {
			st.dummies = append(st.dummies, dummy{pos: c.Hex(), side: int8(side), label: labels[len(squads)+k], ew: -1})
		}
		for k, i := range ew {
			st.g.info[i].ewLabel = labels[len(squads)+len(dummies)+k]
		}
		st.labels = max(st.labels, int16(len(labels)))
		var ships []int
		for i := range st.g.info {
			if int(st.g.info[i].side) == side {
				ships = append(ships, i)
			}
		}
		sl := shuffled(len(ships), src)
		for k, i := range ships {
			st.g.info[i].label = sl[k]
		}
	}
}

// shuffled returns 1..n in a random order.
func shuffled(n int, src rng.Source) []int16 {
	out := make([]int16, n)
	for i := range out {
		out[i] = int16(i + 1)
	}
	for i := n - 1; i > 0; i-- {
		j := src.Roll(i+1, "counter shuffle") - 1
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// spawnEWDummies gives every ship with a working EW suite a dummy squadron
// counter when it has none on the map ("EW": "an additional dummy squadron
// counter within 12 hex of the ship"). From rules version 3 the counter
// carries the number reserved for the suite ([State.initCounters]) and is
// placed at random within 12 hexes of its ship, on the map, off asteroids
// and planets and beyond the reach at which an enemy ship would at once
// expose it (12 hexes as measured for detection), so that neither its
// place nor its number tells it from a real counter; under earlier
// versions it appeared in its ship's hex, numbered after every other
// counter. A dummy whose ship has lost its suite disappears.
func (st *State) spawnEWDummies(src rng.Source) {
	if !st.g.opts.EW {
		return
	}
	for i := range st.ships {
		if !st.ewWorks(i) {
			continue
		}
		has := false
		for k := range st.dummies {
			if d := &st.dummies[k]; !d.gone && int(d.ew) == i {
				has = true
			}
		}
		if has {
			continue
		}
		d := dummy{pos: st.ships[i].pos, side: st.g.info[i].side, ew: int16(i)}
		if st.g.version < 3 {
			st.labels++
			d.label = st.labels
		} else {
			d.label = st.g.info[i].ewLabel
			var buf []geom.Hex
			for _, h := range geom.WithinRange(d.pos, fullRange) {
				if st.g.board.Contains(h) && !st.IsRock(h) && !st.exposed(h, d.side) {
					buf = append(buf, h)
				}
			}
			if len(buf) == 0 {
				continue // nowhere to hide it this turn
			}
			k := 0
			if len(buf) > 1 {
				k = src.Roll(len(buf), "EW dummy placement") - 1
			}
			d.pos = buf[k]
		}
		st.dummies = append(st.dummies, d)
	}
	// An EW dummy whose ship lost its suite disappears.
	for k := range st.dummies {
		if d := &st.dummies[k]; !d.gone && d.ew >= 0 && !st.ewWorks(int(d.ew)) {
			d.gone = true
		}
	}
}

// exposed reports whether a dummy of side at hex h would be removed as
// fully detected by an enemy ship (see detect).
func (st *State) exposed(h geom.Hex, side int8) bool {
	for o := range st.ships {
		if st.g.info[o].side == side || !st.ships[o].active() {
			continue
		}
		if st.ships[o].pos.Distance(h) <= fullRange && st.sensorRange(st.ships[o].pos, h) <= fullRange {
			return true
		}
	}
	return false
}

// hasDummies reports whether player p has a dummy counter still to move.
func (st *State) hasDummies(p game.Player) bool {
	for k := range st.dummies {
		if d := &st.dummies[k]; !d.gone && !d.moved && game.Player(d.side) == p {
			return true
		}
	}
	return false
}

// checkDummy returns why dummy k may not move to hex h, or nil: a dummy
// moves as its owner wishes, up to DummyMove hexes, but stays on the map,
// and an EW dummy within 12 hexes of its ship.
func (st *State) checkDummy(p game.Player, k int, h geom.Hex) error {
	if k < 0 || k >= len(st.dummies) || st.dummies[k].gone {
		return game.Illegal("no dummy counter %d", k)
	}
	d := &st.dummies[k]
	switch {
	case game.Player(d.side) != p:
		return game.Illegal("dummy %d is not yours", k)
	case d.moved:
		return game.Illegal("dummy %d has already moved this turn", k)
	case !st.g.board.Contains(h):
		return game.Illegal("cell %s is off the map", CellOf(h))
	case d.pos.Distance(h) > st.g.opts.dummyMove():
		return game.Illegal("a dummy counter moves at most %d hexes", st.g.opts.dummyMove())
	case d.ew >= 0 && st.ships[d.ew].pos.Distance(h) > fullRange:
		return game.Illegal("an EW dummy stays within 12 hexes of its ship")
	}
	return nil
}

// enemyDummyIn reports whether a dummy counter of an enemy of side is in
// hex h.
func (st *State) enemyDummyIn(h geom.Hex, side int8) bool {
	for k := range st.dummies {
		if d := &st.dummies[k]; !d.gone && d.side != side && d.pos == h {
			return true
		}
	}
	return false
}

// seesEnemyAt reports whether player p sees an enemy in hex h: a ship at any
// level of detection (its counter shows somewhere near, and a squadron
// counter stands on its leader), or a dummy counter.
func (st *State) seesEnemyAt(p game.Player, h geom.Hex) bool {
	for i := range st.ships {
		if !st.ships[i].active() || game.Player(st.g.info[i].side) == p {
			continue
		}
		if st.ships[i].pos == h && st.level(int(p), i) > SquadronOnly {
			return true
		}
	}
	if !st.g.opts.Sensors {
		return false
	}
	for q := range st.g.squads {
		if game.Player(st.g.squads[q].side) == p {
			continue
		}
		if st.g.version < 3 {
			if l := st.leader(q); l >= 0 && st.ships[l].pos == h {
				return true
			}
			continue
		}
		// A counter stands on a ship of its squadron: only squadrons with
		// a ship in the hex need their counters worked out.
		here := false
		for _, i := range st.g.squads[q].ships {
			here = here || st.ships[i].active() && st.ships[i].pos == h
		}
		if !here {
			continue
		}
		var buf [8]geom.Hex
		for _, a := range st.squadCounters(buf[:0], q, func(i int) Detection { return st.level(int(p), i) }) {
			if a == h {
				return true
			}
		}
	}
	return st.enemyDummyIn(h, int8(p))
}

// squadronSpread is how far, in hexes, a ship seen only as its squadron's
// counter may stand from the counter and still be shown by it: ships of a
// squadron further apart show one counter for each group.
const squadronSpread = 2

// squadCounters appends to dst the hexes of the squadron counters that
// show squadron q's ships seen only as a squadron (lvl(i) == SquadronOnly,
// lvl giving the viewer's detection of ship i): taking those ships in
// squadron order, each joins the first counter within squadronSpread hexes
// of it, or else puts down a new counter in its own hex, so that a
// squadron split apart shows one counter for each part and no ship goes
// unseen. Under rules versions before 3 there is one counter, on the first
// such ship, wherever the others are.
func (st *State) squadCounters(dst []geom.Hex, q int, lvl func(int) Detection) []geom.Hex {
	start := len(dst)
	for _, i := range st.g.squads[q].ships {
		if !st.ships[i].active() || lvl(int(i)) != SquadronOnly {
			continue
		}
		if st.squadCounterOf(dst[start:], st.ships[i].pos) < 0 && (st.g.version >= 3 || len(dst) == start) {
			dst = append(dst, st.ships[i].pos)
		}
	}
	return dst
}

// squadCounterOf returns the index of the counter among counters (as
// squadCounters puts them down) that shows a ship in hex h, or −1.
func (st *State) squadCounterOf(counters []geom.Hex, h geom.Hex) int {
	for k, c := range counters {
		if st.g.version < 3 || c.Distance(h) <= squadronSpread {
			return k
		}
	}
	return -1
}

// leader returns the squadron's first ship still in the battle, which
// carries the squadron counter, or −1.
func (st *State) leader(q int) int {
	for _, i := range st.g.squads[q].ships {
		if st.ships[i].active() {
			return int(i)
		}
	}
	return -1
}
