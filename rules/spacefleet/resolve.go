package spacefleet

import (
	"strconv"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// resolveFire resolves the declarations of the class firing now, all at
// once ("Firing": fire within a class is simultaneous and its damage is
// applied before the next class fires; RULINGS D2#10). Crippled targets
// first test for surrender, once for each enemy ship declaring fire at
// them (RULINGS D2#16); then every shot is rolled in the order the ships
// are numbered. A ship destroyed by this class's fire still fires, having
// declared; shots at a target already gone are lost.
func (st *State) resolveFire(src rng.Source, emit game.Emit) {
	if len(st.decl) == 0 {
		return
	}
	st.revealFirers()
	st.sortDecl()
	st.surrenders(src, emit)
	st.resolveDecls(src, emit)
	st.decl = st.decl[:0]
}

// revealFirers reveals the ships that declared fire this step, now that it
// resolves (see declareFire).
func (st *State) revealFirers() {
	for i := range st.ships {
		if s := &st.ships[i]; s.has(fRevealPending) {
			s.flags = s.flags&^fRevealPending | fRevealed
		}
	}
}

// sortDecl orders the declarations by firing ship, keeping each ship's own
// order (insertion sort: the list is short and nearly sorted).
func (st *State) sortDecl() {
	d := st.decl
	for i := 1; i < len(d); i++ {
		for j := i; j > 0 && d[j].ship < d[j-1].ship; j-- {
			d[j], d[j-1] = d[j-1], d[j]
		}
	}
}

// surrenders tests each crippled target of the declarations for surrender:
// a d6 of 5 or 6 for each enemy ship that declared fire at it, until it
// strikes.
func (st *State) surrenders(src rng.Source, emit game.Emit) {
	for k, d := range st.decl {
		t := d.target
		if t < 0 || !st.ships[t].active() || !st.crippled(int(t)) {
			continue
		}
		seen := false
		for _, e := range st.decl[:k] {
			if e.ship == d.ship && e.target == t {
				seen = true
			}
		}
		if seen {
			continue
		}
		die := src.Roll(6, "surrender")
		if die >= 5 {
			st.leave(int(t), Surrendered)
			if emit != nil {
				st.emitAbout(emit, st.seenByEither(int(d.ship), int(t)), "surrender", []int{die}, "%s, crippled and under fire from %s, surrenders (rolled %d)", st.shipName(int(t)), st.shipName(int(d.ship)), die)
			}
		} else {
			if emit != nil {
				st.emitAbout(emit, st.seenByEither(int(d.ship), int(t)), "surrender", []int{die}, "%s, crippled, fights on (rolled %d)", st.shipName(int(t)), die)
			}
		}
	}
}

// plasmaNear reports whether a ship other than ship i declared plasma fire
// this step from a hex at most one hex from at (RULINGS D2#4).
func (st *State) plasmaNear(i int, at int16) bool {
	ref := st.ships[i].pos
	if st.g.opts.PlasmaNearTarget {
		if at < 0 {
			ref = st.salvos[-1-at].pos
		} else {
			ref = st.ships[at].pos
		}
	}
	for _, d := range st.decl {
		if d.weapon == Plasma && int(d.ship) != i && st.ships[d.ship].pos.Distance(ref) <= 1 {
			return true
		}
	}
	return false
}

// resolveDecls rolls every declared shot and applies its hits.
func (st *State) resolveDecls(src rng.Source, emit game.Emit) {
	var dice []int
	for _, d := range st.decl {
		i := int(d.ship)
		if d.target >= 0 && !st.ships[d.target].active() || d.target < 0 && st.salvos[-1-d.target].gone {
			if emit != nil {
				st.emitAbout(emit, st.seenByEither(i, -1), "fire", nil, "%s's %s fire finds its target gone", st.shipName(i), d.weapon)
			}
			continue
		}
		// The declaration was legal and stands: only a target gone since
		// is lost, not one that this step's fire has hidden again.
		shot, why := st.shotSeen(i, d.weapon, d.target, false)
		if why != shotOK {
			continue
		}
		shot.PlasmaNear = st.plasmaNear(i, d.target)
		need, _ := shot.Need()
		hits := 0
		if emit != nil {
			dice = dice[:0]
		}
		for range d.count {
			face := src.Roll(6, "to-hit")
			if emit != nil {
				dice = append(dice, face)
			}
			if Hits(face, need, st.g.opts) {
				hits++
			}
		}
		if emit != nil {
			st.emitAbout(emit, st.seenByEither(i, targetShip(d.target)), "fire", append([]int(nil), dice...), "%s fires %s at %s (range %d, needs %d): %s, %s",
				st.shipName(i), plural(int(d.count), d.weapon.String()), st.targetName(d.target), shot.Range, need, faces(dice), plural(hits, "hit"))
		}
		if hits == 0 {
			continue
		}
		if d.target < 0 {
			st.salvos[-1-d.target].gone = true
			if emit != nil {
				st.emitf(emit, "salvo", nil, "missile salvo %d is shot down", -1-d.target)
			}
			continue
		}
		st.applyWeaponHits(int(d.target), d.weapon, hits, src, emit)
	}
}

// applyWeaponHits turns successful shots of a weapon into hits on ship t: a
// beam hit is one hit, a plasma hit two, a missile hit 1d6 (1d4 under
// SRMHitsD4) missile hits.
func (st *State) applyWeaponHits(t int, w Weapon, successes int, src rng.Source, emit game.Emit) {
	switch w {
	case Beam:
		st.applyHits(t, successes, false, src, emit)
	case Plasma:
		st.applyHits(t, 2*successes, false, src, emit)
	case Missile:
		for range successes {
			n := st.missileHits(src)
			if emit != nil {
				st.emitAbout(emit, st.seenBy(t), "missile", []int{n}, "the missile salvo strikes %s for %s", st.shipName(t), plural(n, "hit"))
			}
			st.applyHits(t, n, true, src, emit)
		}
	}
}

// missileHits rolls the hits of one successful missile salvo.
func (st *State) missileHits(src rng.Source) int {
	if st.g.opts.SRMHitsD4 {
		return src.Roll(4, "missile hits")
	}
	return src.Roll(6, "missile hits")
}

// targetShip returns the ship of a target code, or −1 for a salvo.
func targetShip(t int16) int {
	if t < 0 {
		return -1
	}
	return int(t)
}

// targetName names a target code for logs.
func (st *State) targetName(t int16) string {
	if t < 0 {
		return "missile salvo " + strconv.Itoa(int(-1-t))
	}
	return st.shipName(int(t))
}
