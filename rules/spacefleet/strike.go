package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// strikeTarget picks what a directed-energy salvo of side attacks in hex h
// ("Long range missile salvoes": a salvo attacks a ship counter as usual,
// a squadron counter through one of its ships picked at random, and a
// dummy too, which wastes the salvo). The side's own picture of the hex decides:
// one of the counters it sees there is chosen at random (a fully detected
// ship or a ship counter is its ship; a squadron counter stands for the
// ships of its squadron seen only as that counter, one of which is then
// chosen at random; a dummy shows as one squadron counter, or as the ship
// counters its owner chose once an enemy is within 18 hexes). It returns
// the ship attacked, or −1 with dummy set when the choice fell on a dummy,
// or −1 when the side sees nothing there. No die is rolled for a choice of
// one. Without limited sensors every enemy ship in the hex is a counter of
// its own.
func (st *State) strikeTarget(h geom.Hex, side int8, src rng.Source) (t int, dummy bool) {
	p := game.Player(side)
	// Candidates: ships ≥ 0; squadron counters and dummies by their codes
	// (see squadCounterCodes).
	var cand [48]int
	n := 0
	add := func(c int) {
		if n < len(cand) {
			cand[n] = c
			n++
		}
	}
	counted := make([]bool, len(st.g.squads))
	for i := range st.ships {
		if !st.ships[i].active() || st.g.info[i].side == side {
			continue
		}
		q := int(st.g.info[i].squad)
		switch st.level(int(side), i) {
		case SquadronOnly:
			// The squadron's counters (one for each part of a split
			// squadron) stand on the first ship of their part.
			if !counted[q] {
				counted[q] = true
				var buf [8]geom.Hex
				for k, at := range st.squadCounters(buf[:0], q, func(j int) Detection { return st.level(int(side), j) }) {
					if at == h {
						add(-1 - (q*squadCounterCodes + k))
					}
				}
			}
		default:
			if st.ships[i].pos == h {
				add(i)
			}
		}
	}
	if st.g.opts.Sensors {
		for k := range st.dummies {
			d := &st.dummies[k]
			if d.gone || d.side == side || d.pos != h {
				continue
			}
			shown := 1
			if st.dummyNear(p, *d) {
				shown = d.counters()
			}
			for range shown {
				add(dummyCode - k)
			}
		}
	}
	if n == 0 {
		return -1, false
	}
	c := cand[0]
	if n > 1 {
		c = cand[src.Roll(n, "missile target")-1]
	}
	switch {
	case c >= 0:
		return c, false
	case c <= dummyCode:
		return -1, true
	}
	code := -1 - c
	return st.squadronShip(code/squadCounterCodes, code%squadCounterCodes, int(side), src), false
}

// Candidate codes of strikeTarget: squadron q's counter k is
// −1−(q·squadCounterCodes+k), dummy k is dummyCode−k.
const (
	squadCounterCodes = 8
	dummyCode         = -1 << 20
)

// squadronShip returns one of squadron q's ships in the battle that side
// sees only as the squadron's counter number k (see squadCounters), chosen
// at random.
func (st *State) squadronShip(q, k, side int, src rng.Source) int {
	var cand [32]int
	n := 0
	var buf [8]geom.Hex
	lvl := func(j int) Detection { return st.level(side, j) }
	counters := st.squadCounters(buf[:0], q, lvl)
	for _, i := range st.g.squads[q].ships {
		if st.ships[i].active() && lvl(int(i)) == SquadronOnly && st.squadCounterOf(counters, st.ships[i].pos) == k && n < len(cand) {
			cand[n] = int(i)
			n++
		}
	}
	if n == 1 {
		return cand[0]
	}
	return cand[src.Roll(n, "missile target in squadron")-1]
}
