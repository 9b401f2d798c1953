package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/spacefleet"
)

// launch sends long-range salvoes off towards the nearest enemy once one is
// within reach of a salvo's three moves.
func (t *Tactical) launch(st *spacefleet.State, p game.Player) (game.Action, bool) {
	t.buf = st.Actions(p, t.buf[:0])
	for _, a := range t.buf {
		if a.Kind != spacefleet.KindLaunch {
			continue
		}
		i := int(a.Unit)
		k := t.nearest(st.Pos(i))
		if k < 0 || st.Pos(i).Distance(t.contacts[k].pos) > 18 {
			continue
		}
		return spacefleet.LaunchAction(p, i, st.Pos(i).DirTo(t.contacts[k].pos)), true
	}
	return game.Action{}, false
}

// steer moves each salvo: a contact salvo into the nearest enemy's hex if
// it can, otherwise as close as it can; a directed-energy salvo to two
// hexes from its target, short range at double range.
func (t *Tactical) steer(st *spacefleet.State, p game.Player) (game.Action, bool) {
	for k := range st.NumSalvos() {
		sv := st.Salvo(k)
		if sv.Gone || sv.Moved || sv.Side != int(p) {
			continue
		}
		best := spacefleet.SteerAction(p, k, spacefleet.Path{Pivot: sv.Facing})
		bestScore := -1 << 30
		for _, r := range spacefleet.Reachable(spacefleet.SalvoSpeed, false) {
			path := spacefleet.Rotated(r.Paths[0], sv.Facing)
			a := spacefleet.SteerAction(p, k, path)
			if st.Legal(a) != nil {
				continue
			}
			score := t.salvoScore(sv, path)
			if score > bestScore {
				best, bestScore = a, score
			}
		}
		return best, true
	}
	return game.Action{}, false
}

// salvoScore scores a salvo's path.
func (t *Tactical) salvoScore(sv spacefleet.SalvoInfo, path spacefleet.Path) int {
	if sv.Warhead == spacefleet.Contact {
		score := -1 << 20
		steps := 0
		path.Walk(sv.Pos, sv.Facing, func(h geom.Hex, _ geom.Dir) bool {
			steps++
			for k := range t.contacts {
				if t.contacts[k].pos == h {
					score = 1000 - steps
					return false
				}
			}
			return true
		})
		if score > 0 {
			return score
		}
	}
	end, _ := path.End(sv.Pos, sv.Facing)
	k := t.nearest(end)
	if k < 0 {
		return 0
	}
	d := end.Distance(t.contacts[k].pos)
	if sv.Warhead == spacefleet.DirectedEnergy {
		return -abs(d - 2)
	}
	return -d
}

// strike sends each directed-energy salvo at the nearest enemy it can
// reach.
func (t *Tactical) strike(st *spacefleet.State, p game.Player) (game.Action, bool) {
	t.buf = st.Actions(p, t.buf[:0])
	var best game.Action
	bestD := 1 << 30
	for _, a := range t.buf {
		if a.Kind != spacefleet.KindStrike {
			continue
		}
		sv := st.Salvo(int(a.Unit))
		c := spacefleet.Cell{Col: int(a.Args[0]), Row: int(a.Args[1])}
		if d := sv.Pos.Distance(c.Hex()); d < bestD {
			best, bestD = a, d
		}
	}
	return best, bestD < 1<<30
}

// dummy moves a dummy counter to about 14 hexes from the nearest enemy, in
// sight but out of detection range, so that it draws attention. Before it
// moves, a dummy is made to show as many ship counters as the side's real
// squadrons have ships on average, so that its size gives nothing away.
func (t *Tactical) dummy(st *spacefleet.State, p game.Player) (game.Action, bool) {
	t.buf = st.Actions(p, t.buf[:0])
	if n := typicalSquadron(st, int(p)); n > 0 {
		for _, a := range t.buf {
			if a.Kind == spacefleet.KindShow && int(a.Args[0]) == n {
				return a, true
			}
		}
	}
	var best game.Action
	bestScore := -1 << 30
	for _, a := range t.buf {
		if a.Kind != spacefleet.KindDummy {
			continue
		}
		h := spacefleet.Cell{Col: int(a.Args[0]), Row: int(a.Args[1])}.Hex()
		k := t.nearest(h)
		score := 0
		if k >= 0 {
			score = -abs(h.Distance(t.contacts[k].pos) - 14)
		}
		score = score*4 + t.src.IntN(4)
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best, bestScore > -1<<30
}

// typicalSquadron returns the number of ships, rounded to the nearest, that
// side's squadrons still in the battle have on average, from 1 to
// spacefleet.MaxDummyShips, or 0 when it has none.
func typicalSquadron(st *spacefleet.State, side int) int {
	ships, squads, last := 0, 0, -1
	for i := range st.NumShips() {
		if st.Side(i) != side || !st.Active(i) {
			continue
		}
		ships++
		if q := st.Squadron(i); q != last {
			squads++
			last = q
		}
	}
	if squads == 0 {
		return 0
	}
	return min(max((2*ships+squads)/(2*squads), 1), spacefleet.MaxDummyShips)
}
