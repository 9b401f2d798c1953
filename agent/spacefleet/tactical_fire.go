package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/spacefleet"
)

// toughness is about how many hits after its shields a ship of each class
// takes to put out of the fight, for sharing fire out.
var toughness = [...]float64{spacefleet.Destroyer: 1.5, spacefleet.LightCruiser: 2, spacefleet.HeavyCruiser: 3, spacefleet.Battleship: 4, spacefleet.Dreadnought: 5}

// hitsPerSuccess is the mean number of hits a successful shot of each
// weapon causes.
var hitsPerSuccess = [...]float64{spacefleet.Beam: 1, spacefleet.Plasma: 2, spacefleet.Missile: 3.5}

// resetAlloc starts a fresh fire allocation when the fire step changed.
func (t *Tactical) resetAlloc(st *spacefleet.State) {
	stamp := [3]int{st.Turn(), int(st.Phase()), int(st.Step())}
	n := st.NumShips() + st.NumSalvos()
	if stamp != t.stamp || len(t.alloc) != n {
		t.stamp = stamp
		if cap(t.alloc) < n {
			t.alloc = make([]float64, n)
		}
		t.alloc = t.alloc[:n]
		clear(t.alloc)
	}
}

// pHit returns the chance that one die meets need.
func pHit(need int, o *spacefleet.Options) float64 {
	switch {
	case need <= 1:
		return 1
	case need <= 6:
		return float64(7-need) / 6
	case o.NaturalSix:
		return 1.0 / 6
	}
	return 0
}

// fire declares the next batch of shots of this player's ships of the
// class firing now: every ship concentrates on the enemy it can best finish
// off, sharing targets out by the hits already thrown at each.
func (t *Tactical) fire(st *spacefleet.State, p game.Player) (game.Action, bool) {
	t.resetAlloc(st)
	o := st.Options()
	for i := range st.NumShips() {
		if st.Side(i) != int(p) || !st.Active(i) || st.Class(i) != st.Step() {
			continue
		}
		for _, w := range [...]spacefleet.Weapon{spacefleet.Missile, spacefleet.Plasma, spacefleet.Beam} {
			n := st.Available(i, w)
			if n == 0 {
				continue
			}
			target, shots, ok := t.pickTarget(st, &o, i, w, n)
			if ok {
				t.alloc[t.slot(st, target)] += float64(shots) * t.expected(st, &o, i, w, target)
				return spacefleet.FireAction(p, i, target, w, shots), true
			}
		}
	}
	return game.Action{}, false
}

// slot returns the index in alloc of a target code.
func (t *Tactical) slot(st *spacefleet.State, target int) int {
	if target < 0 {
		return st.NumShips() + (-1 - target)
	}
	return target
}

// expected returns the expected hits one shot of weapon w from ship i
// does to target, 0 when it cannot fire at it.
func (t *Tactical) expected(st *spacefleet.State, o *spacefleet.Options, i int, w spacefleet.Weapon, target int) float64 {
	need, ok := st.ShotNeed(i, w, target)
	if !ok {
		return 0
	}
	return pHit(need, o) * hitsPerSuccess[w]
}

// pickTarget chooses the target and the number of shots for up to n shots
// of weapon w from ship i: the enemy ship that is closest to going down,
// weighted by its worth, or a missile salvo closing in. Missiles are kept
// for big or weakened targets.
func (t *Tactical) pickTarget(st *spacefleet.State, o *spacefleet.Options, i int, w spacefleet.Weapon, n int) (int, int, bool) {
	best, bestScore, bestNeed, found := 0, 0.0, 0.0, false
	for k := range t.contacts {
		c := &t.contacts[k]
		if !c.known {
			continue
		}
		j := c.ship
		if st.Pos(i).Distance(c.pos) > 12 {
			continue
		}
		e := t.expected(st, o, i, w, j)
		if e == 0 {
			continue
		}
		if w == spacefleet.Missile && st.Shields(j) > 3 && st.Class(j) < spacefleet.HeavyCruiser {
			continue
		}
		left := float64(st.Shields(j)) + toughness[st.Class(j)]*float64(st.Capacity(j)+1-st.Damage(j))/4 - t.alloc[j]
		if st.Crippled(j) {
			left = 0.3
		}
		worth := st.Cost(j).Float()
		score := e * worth / (max(left, 0) + 1)
		if left <= 0 {
			score *= 0.05
		}
		if score > bestScore {
			best, bestScore, bestNeed, found = j, score, left, true
		}
	}
	// Enemy salvoes within 6 hexes draw spare beams.
	if w != spacefleet.Missile {
		for k := range st.NumSalvos() {
			sv := st.Salvo(k)
			if sv.Gone || sv.Side == st.Side(i) || sv.Pos.Distance(st.Pos(i)) > 6 {
				continue
			}
			target := -1 - k
			e := t.expected(st, o, i, w, target)
			if e == 0 || t.alloc[t.slot(st, target)] >= 1 {
				continue
			}
			if score := e * 6; score > bestScore {
				best, bestScore, bestNeed, found = target, score, 1-t.alloc[t.slot(st, target)], true
			}
		}
	}
	if !found {
		return 0, 0, false
	}
	e := t.expected(st, o, i, w, best)
	shots := n
	if bestNeed > 0 && e > 0 {
		// Enough shots to finish the target, with a margin; the rest go
		// elsewhere.
		want := int(bestNeed/e*1.3) + 1
		shots = min(n, max(want, 1))
	}
	if w == spacefleet.Missile {
		shots = 1
	}
	return best, shots, true
}

// intercept fires every shot of eligible ships at the salvoes about to
// strike.
func (t *Tactical) intercept(st *spacefleet.State, p game.Player) (game.Action, bool) {
	t.buf = st.Actions(p, t.buf[:0])
	var best game.Action
	bestShots := 0
	for _, a := range t.buf {
		if a.Kind == spacefleet.KindFire && int(a.Args[2]) > bestShots {
			best, bestShots = a, int(a.Args[2])
		}
	}
	return best, bestShots > 0
}
