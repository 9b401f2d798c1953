package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
)

// The methods in this file read the battle for computer players and front
// ends. They do not check what the rules hide from whom: a computer player
// that plays fair asks Detected before it looks at an enemy ship, as the
// tactical player of package agent/spacefleet does.

// NumShips returns the number of ships in the battle, in any status; ships
// are numbered from 0 in the order of the setup.
func (st *State) NumShips() int { return len(st.ships) }

// Side returns the side ship i belongs to.
func (st *State) Side(i int) int { return int(st.g.info[i].side) }

// Squadron returns the index of ship i's squadron.
func (st *State) Squadron(i int) int { return int(st.g.info[i].squad) }

// Name returns ship i's name.
func (st *State) Name(i int) string { return st.g.info[i].name }

// Design returns ship i's design. The design is shared and must not be
// modified.
func (st *State) Design(i int) *Design { return &st.g.info[i].design }

// Class returns ship i's hull class.
func (st *State) Class(i int) Class { return st.g.info[i].design.Class }

// Pos returns ship i's hex.
func (st *State) Pos(i int) geom.Hex { return st.ships[i].pos }

// Facing returns ship i's facing.
func (st *State) Facing(i int) geom.Dir { return st.ships[i].facing }

// Status returns whether ship i is still in the battle.
func (st *State) Status(i int) Status { return st.ships[i].status }

// Active reports whether ship i is still in the battle.
func (st *State) Active(i int) bool { return st.ships[i].status == Active }

// Shields returns ship i's shields left.
func (st *State) Shields(i int) int { return int(st.ships[i].shields) }

// Damage returns ship i's damage points.
func (st *State) Damage(i int) int { return int(st.ships[i].damage) }

// Capacity returns the damage points ship i can take; one more destroys it.
func (st *State) Capacity(i int) int { return int(st.g.info[i].capacity) }

// Speed returns the most hexes ship i may move this turn: its speed (half
// speed after engine damage), or, under limited sensors while every enemy
// side sees it only as its squadron's counter, the speed of the slowest
// ship of its squadron seen so too ("squadron counters moving at the speed
// of the slowest ship in the sqdn"; rules version 3).
func (st *State) Speed(i int) int { return st.moveSpeed(i) }

// Moved reports whether ship i has moved this turn.
func (st *State) Moved(i int) bool { return st.ships[i].has(fMoved) }

// MayMove reports whether ship i may be moved now.
func (st *State) MayMove(i int) bool { return st.mayMove(i) }

// WeaponsWork reports whether ship i's weapons are neither knocked out nor
// destroyed.
func (st *State) WeaponsWork(i int) bool { return st.ships[i].weaponsWork() }

// Crippled reports whether ship i is crippled: no shields and no weapon
// able to fire.
func (st *State) Crippled(i int) bool { return st.crippled(i) }

// Cost returns ship i's campaign cost.
func (st *State) Cost(i int) Cost { return st.g.info[i].cost }

// Available returns how many shots of weapon w ship i may still declare
// this turn.
func (st *State) Available(i int, w Weapon) int { return st.available(i, w) }

// ShotAt returns the shot ship i would make with weapon w at target t (a
// ship, or −1−k for salvo k) with the modifiers known before resolution,
// or why it cannot fire at it.
func (st *State) ShotAt(i int, w Weapon, t int) (Shot, error) { return st.shotAt(i, w, int16(t)) }

// ShotNeed returns the d6 score ship i needs to hit target t (a ship, or
// −1−k for salvo k) with weapon w, before the plasma modifier that only
// resolution knows, and whether it may fire at it at all. It is ShotAt
// for computer players: it allocates nothing.
func (st *State) ShotNeed(i int, w Weapon, t int) (int, bool) {
	shot, why := st.shot(i, w, int16(t))
	if why != shotOK {
		return 0, false
	}
	need, _ := shot.need()
	return need, true
}

// MissileAmmo returns ship i's short- and long-range salvoes left.
func (st *State) MissileAmmo(i int) (srm, lrm int) {
	return int(st.ships[i].srmAmmo), int(st.ships[i].lrmAmmo)
}

// MinesLeft returns the mine patterns ship i still carries.
func (st *State) MinesLeft(i int) int { return int(st.ships[i].mines) }

// Turn returns the turn number, from 1.
func (st *State) Turn() int { return int(st.turn) }

// Phase returns the phase of the turn.
func (st *State) Phase() Phase { return st.phase }

// Step returns the class firing now, in the fire phase.
func (st *State) Step() Class { return st.step }

// Board returns the map.
func (st *State) Board() Board { return st.g.board }

// Options returns the options in play.
func (st *State) Options() Options { return st.g.opts }

// Edge returns the map edge a side withdraws to.
func (st *State) Edge(side int) Edge { return st.g.edges[side] }

// EdgeDistance returns how many hexes h lies inside the map from a side's
// withdrawal edge (0 on its outermost row or column).
func (st *State) EdgeDistance(side int, h geom.Hex) int {
	return st.g.board.edgeDistance(st.g.edges[side], h)
}

// EdgeDistanceMin returns how many hexes h lies inside the map from its
// nearest edge (0 on the outermost rows and columns).
func (st *State) EdgeDistanceMin(h geom.Hex) int {
	b := st.g.board
	d := b.edgeDistance(NorthEdge, h)
	for _, e := range [...]Edge{EastEdge, SouthEdge, WestEdge} {
		d = min(d, b.edgeDistance(e, h))
	}
	return d
}

// SalvoInfo is a missile salvo's public state.
type SalvoInfo struct {
	Pos      geom.Hex
	Facing   geom.Dir
	Side     int
	Warhead  Warhead
	Moves    int  // movement phases it has had
	Moved    bool // steered this turn
	Gone     bool
	Striking bool
}

// NumSalvos returns the number of salvoes launched so far, gone or not.
func (st *State) NumSalvos() int { return len(st.salvos) }

// Salvo returns salvo k's state.
func (st *State) Salvo(k int) SalvoInfo {
	sv := &st.salvos[k]
	return SalvoInfo{Pos: sv.pos, Facing: sv.facing, Side: int(sv.side), Warhead: sv.warhead, Moves: int(sv.moves), Moved: sv.moved, Gone: sv.gone, Striking: sv.striking}
}

// NumDummies returns the number of dummy counters put out so far.
func (st *State) NumDummies() int { return len(st.dummies) }

// Dummy returns dummy k's hex, side and whether it is still on the map and
// has moved this turn.
func (st *State) Dummy(k int) (pos geom.Hex, side int, gone, moved bool) {
	d := &st.dummies[k]
	return d.pos, int(d.side), d.gone, d.moved
}

// Rocks returns the hexes of the asteroids and planets on the map.
func (st *State) Rocks() []geom.Hex {
	var out []geom.Hex
	for _, r := range st.rocks {
		if !r.gone {
			out = append(out, r.pos)
		}
	}
	return out
}

// RockDrift reports whether a moving asteroid or planet will enter hex h
// when terrain moves at the start of the next turn, so that a ship ending
// its move there will have to survive a collision.
func (st *State) RockDrift(h geom.Hex) bool {
	if !st.g.mobile {
		return false
	}
	for r, rk := range st.rocks {
		spec := st.g.setup.Rocks[r]
		if rk.gone || spec.Speed == 0 {
			continue
		}
		for k := 1; k <= spec.Speed; k++ {
			if rk.pos.Step(spec.Heading.Dir(), k) == h {
				return true
			}
		}
	}
	return false
}

// HasRocks reports whether any asteroid or planet is on the map.
func (st *State) HasRocks() bool { return len(st.rocks) > 0 }

// HasDebris reports whether the map has debris fields.
func (st *State) HasDebris() bool { return len(st.g.debris) > 0 }

// Waits reports whether the battle waits for player p.
func (st *State) Waits(p game.Player) bool { return st.Waiting().Has(p) }

// Over reports whether the battle has ended.
func (st *State) Over() bool { return st.phase == PhaseOver }

// Winners returns the winning sides once the battle is over.
func (st *State) Winners() game.PlayerSet { return st.winners }

// Setup returns the setup the battle started from. It is shared and must
// not be modified.
func (st *State) Setup() *Setup { return &st.g.setup }
