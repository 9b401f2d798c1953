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
	// Candidates: ships ≥ 0; squadron q as −1−q; dummy k as −1000−k.
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
			// The squadron's counter stands on its first ship seen only
			// as a squadron.
			if !counted[q] {
				counted[q] = true
				if st.ships[i].pos == h {
					add(-1 - q)
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
				add(-1000 - k)
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
	case c <= -1000:
		return -1, true
	}
	return st.squadronShip(-1-c, int(side), src), false
}

// squadronShip returns one of squadron q's ships in the battle that side
// sees only as the squadron's counter, chosen at random.
func (st *State) squadronShip(q, side int, src rng.Source) int {
	var cand [32]int
	n := 0
	for _, i := range st.g.squads[q].ships {
		if st.ships[i].active() && st.level(side, int(i)) == SquadronOnly && n < len(cand) {
			cand[n] = int(i)
			n++
		}
	}
	if n == 1 {
		return cand[0]
	}
	return cand[src.Roll(n, "missile target in squadron")-1]
}
