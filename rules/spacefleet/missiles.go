package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// salvo is a long-range missile salvo on the map ("Long range missile
// salvoes"; RULINGS D2#23). Salvoes keep their index for the whole battle;
// a salvo that is spent, shot down or off the map is gone.
type salvo struct {
	pos      geom.Hex
	facing   geom.Dir
	side     int8
	warhead  Warhead
	ship     int16    // the launching ship
	moves    int8     // movement phases it has had
	moved    bool     // steered this turn
	gone     bool     // no longer on the map
	striking bool     // attacks this turn
	target   int16    // contact: the ship it strikes
	at       geom.Hex // directed energy: the hex it strikes
}

// SalvoSpeed is how far a salvo may move in a turn, in hexes; 3 when its
// path enters debris (RULINGS D2#21).
const SalvoSpeed = 6

// salvoLife is the number of moves after which a salvo is removed.
const salvoLife = 3

// canLaunch reports whether player p has a ship that may launch a salvo.
func (st *State) canLaunch(p game.Player) bool {
	if !st.g.opts.LRM {
		return false
	}
	for i := range st.ships {
		if game.Player(st.g.info[i].side) == p && st.mayLaunch(i) {
			return true
		}
	}
	return false
}

// mayLaunch reports whether ship i may launch a salvo now: working weapons,
// a salvo left and a launcher not yet used this turn.
func (st *State) mayLaunch(i int) bool {
	s := &st.ships[i]
	return s.active() && s.weaponsWork() && s.lrmAmmo > 0 && int(s.lrmUsed) < st.g.info[i].design.LRM
}

// launch puts a salvo from ship i on the map, in the ship's hex, facing f.
func (st *State) launch(i int, f geom.Dir, emit game.Emit) {
	s := &st.ships[i]
	s.lrmAmmo--
	s.lrmUsed++
	in := &st.g.info[i]
	st.salvos = append(st.salvos, salvo{pos: s.pos, facing: f, side: in.side, warhead: in.design.Warhead, ship: int16(i), target: -1})
	if emit != nil {
		st.emitAbout(emit, st.seenBy(i), "launch", nil, "%s launches %s missile salvo %d facing %s", st.shipName(i), in.design.Warhead, len(st.salvos)-1, f)
	}
}

// hasSalvosToSteer reports whether player p has a salvo not yet steered
// this turn.
func (st *State) hasSalvosToSteer(p game.Player) bool {
	for k := range st.salvos {
		if sv := &st.salvos[k]; !sv.gone && !sv.moved && game.Player(sv.side) == p {
			return true
		}
	}
	return false
}

// checkSteer returns why salvo k may not follow path p, or nil: salvoes
// obey the ships' turning rules at speed 6, or 3 for a path that enters
// debris.
func (st *State) checkSteer(pl game.Player, k int, p Path) error {
	if k < 0 || k >= len(st.salvos) || st.salvos[k].gone {
		return game.Illegal("no missile salvo %d", k)
	}
	sv := &st.salvos[k]
	switch {
	case game.Player(sv.side) != pl:
		return game.Illegal("salvo %d is not yours", k)
	case sv.moved:
		return game.Illegal("salvo %d has already moved this turn", k)
	}
	if err := CheckPath(p, SalvoSpeed, false); err != nil {
		return game.Illegal("%s", trimPrefix(err))
	}
	if p.Hexes > SalvoSpeed/2 && len(st.g.debris) > 0 {
		debris := false
		p.Walk(sv.pos, sv.facing, func(h geom.Hex, _ geom.Dir) bool {
			debris = debris || st.IsDebris(h)
			return true
		})
		if debris {
			return game.Illegal("salvoes move at half speed (3) in debris")
		}
	}
	return nil
}

// steer moves salvo k along path p. It is lost off the map or in an
// asteroid or planet; a contact salvo stops on entering a hex holding an
// enemy ship and picks one of them at random to strike, and is wasted on
// a hex holding only an enemy dummy counter.
func (st *State) steer(k int, p Path, src rng.Source, emit game.Emit) {
	sv := &st.salvos[k]
	sv.moved = true
	if p.Hexes == 0 {
		sv.facing = p.Pivot
		if emit != nil && st.g.version >= 3 {
			st.emitf(emit, "salvo", nil, "missile salvo %d pivots at %s to face %s", k, CellOf(sv.pos), sv.facing)
		}
		return
	}
	facing := sv.facing
	for step := range p.Hexes {
		next := sv.pos.Neighbor(facing)
		if !st.g.board.Contains(next) || st.IsRock(next) {
			sv.gone = true
			if emit != nil {
				st.emitf(emit, "salvo", nil, "missile salvo %d is lost at %s", k, CellOf(next))
			}
			return
		}
		sv.pos = next
		sv.facing = facing
		if sv.warhead == Contact {
			if t := st.pickEnemyIn(next, sv.side, src); t >= 0 {
				sv.striking = true
				sv.target = int16(t)
				if emit != nil {
					st.emitAbout(emit, st.salvoAudience(t, int(sv.side)), "salvo", nil, "missile salvo %d closes on %s at %s", k, st.shipName(t), CellOf(next))
				}
				return
			}
			if st.enemyDummyIn(next, sv.side) {
				sv.gone = true
				if emit != nil {
					// Only the salvo's side and the dummy's learn that it was a
					// dummy.
					who := game.Players(game.Player(sv.side))
					for _, d := range st.dummies {
						if !d.gone && d.pos == next {
							who = who.With(game.Player(d.side))
						}
					}
					st.emitAbout(emit, who, "salvo", nil, "missile salvo %d detonates on a dummy counter at %s", k, CellOf(next))
				}
				return
			}
		}
		facing = facing.Turn(p.Turn(step))
	}
	sv.facing = facing
	if emit != nil {
		st.emitf(emit, "salvo", nil, "missile salvo %d moves %s to %s", k, p, CellOf(sv.pos))
	}
}

// pickEnemyIn returns an enemy ship of side in hex h chosen at random (no
// die is rolled when there is only one), or −1 when there is none.
func (st *State) pickEnemyIn(h geom.Hex, side int8, src rng.Source) int {
	var cand [32]int
	n := 0
	for i := range st.ships {
		if st.ships[i].active() && st.ships[i].pos == h && st.g.info[i].side != side && n < len(cand) {
			cand[n] = i
			n++
		}
	}
	switch n {
	case 0:
		return -1
	case 1:
		return cand[0]
	}
	return cand[src.Roll(n, "missile target")-1]
}

// ageSalvos counts a movement phase for every salvo on the map.
func (st *State) ageSalvos() {
	for k := range st.salvos {
		if !st.salvos[k].gone {
			st.salvos[k].moves++
		}
	}
}

// retireSalvos removes the salvoes that have made their third move.
func (st *State) retireSalvos(emit game.Emit) {
	for k := range st.salvos {
		sv := &st.salvos[k]
		if !sv.gone && sv.moves >= salvoLife {
			sv.gone = true
			if emit != nil {
				st.emitf(emit, "salvo", nil, "missile salvo %d is spent", k)
			}
		}
	}
}

// canStrike reports whether player p has a directed-energy salvo that could
// strike now.
func (st *State) canStrike(p game.Player) bool {
	for k := range st.salvos {
		sv := &st.salvos[k]
		if sv.gone || sv.striking || sv.warhead != DirectedEnergy || game.Player(sv.side) != p {
			continue
		}
		for r := 0; r <= SalvoSpeed; r++ {
			for _, h := range geom.Ring(sv.pos, r) {
				if st.checkStrike(p, k, h) == nil {
					return true
				}
			}
		}
	}
	return false
}

// checkStrike returns why directed-energy salvo k may not strike at hex h,
// or nil: it attacks as beams at double the measured range, so within 6
// hexes, along an unblocked line, at a hex where its side sees an enemy.
func (st *State) checkStrike(p game.Player, k int, h geom.Hex) error {
	if k < 0 || k >= len(st.salvos) || st.salvos[k].gone {
		return game.Illegal("no missile salvo %d", k)
	}
	sv := &st.salvos[k]
	switch {
	case game.Player(sv.side) != p:
		return game.Illegal("salvo %d is not yours", k)
	case sv.warhead != DirectedEnergy:
		return game.Illegal("salvo %d has a contact warhead; it strikes by entering its target's hex", k)
	case sv.striking:
		return game.Illegal("salvo %d is already striking", k)
	case 2*sv.pos.Distance(h) > 12:
		return game.Illegal("the hex is more than 6 hexes from the salvo (12 at double range)")
	case st.Blocked(sv.pos, h):
		return game.Illegal("an asteroid or planet blocks the line")
	case !st.seesEnemyAt(p, h):
		return game.Illegal("there is no enemy in sight in that hex")
	}
	if st.g.version >= 3 {
		if need := st.strikeNeed(k, h); !Possible(need, st.g.opts) {
			return game.Illegal("the strike needs %d on a d6 and cannot hit", need)
		}
	}
	return nil
}

// strikeNeed returns the lowest score a shot of directed-energy salvo k
// striking at hex h may need, as far as the salvo's side can tell: the
// need against each fully detected enemy ship there, and against a ship
// of unknown class (a ship or squadron counter, or a dummy), which may be
// anything but a destroyer, so no −1 for a destroyer at long range. Like
// ship fire that cannot hit (RULINGS D2#2), a strike that cannot hit
// whatever it finds is refused; one at a counter that turns out to be a
// destroyer beyond reach is wasted, as at the table.
func (st *State) strikeNeed(k int, h geom.Hex) int {
	sv := &st.salvos[k]
	shot := Shot{Weapon: Beam, Range: 2 * sv.pos.Distance(h), Salvo: true, Debris: st.debrisOnLine(sv.pos, h)}
	best := 7
	try := func(c Class) {
		shot.Target = c
		if need, why := shot.need(); why == needOK {
			best = min(best, need)
		}
	}
	unknown := st.g.opts.Sensors && st.enemyDummyIn(h, sv.side)
	for i := range st.ships {
		if !st.ships[i].active() || st.g.info[i].side == sv.side || st.ships[i].pos != h {
			continue
		}
		if st.level(int(sv.side), i) == Full {
			try(st.g.info[i].design.Class)
		} else {
			unknown = true
		}
	}
	if unknown {
		try(Battleship)
	}
	return best
}

// mayIntercept reports whether ship i may fire at striking salvo k before
// it strikes: ships of the target's squadron against a contact salvo,
// enemy ships within short range of a directed-energy salvo.
func (st *State) mayIntercept(i, k int) bool {
	if k < 0 || k >= len(st.salvos) {
		return false
	}
	sv := &st.salvos[k]
	s := &st.ships[i]
	if sv.gone || !sv.striking || !s.active() || s.has(fIntercepted) || st.g.info[i].side == sv.side || !s.weaponsWork() {
		return false
	}
	if sv.warhead == Contact {
		return st.g.info[i].squad == st.g.info[sv.target].squad
	}
	return s.pos.Distance(sv.pos) <= 4
}

// canIntercept reports whether player p has a ship able to fire at a
// striking salvo.
func (st *State) canIntercept(p game.Player) bool {
	for k := range st.salvos {
		if st.salvos[k].gone || !st.salvos[k].striking {
			continue
		}
		for i := range st.ships {
			if game.Player(st.g.info[i].side) != p || !st.mayIntercept(i, k) {
				continue
			}
			for _, w := range [...]Weapon{Beam, Plasma} {
				if st.available(i, w) > 0 && st.possibleShot(i, w, salvoTarget(k)) {
					return true
				}
			}
		}
	}
	return false
}

// resolveIntercept resolves the defenders' fire at striking salvoes and
// then every strike of a surviving salvo, before any other fire (RULINGS
// D2#23). A contact salvo attacks like a short-range missile; a
// directed-energy salvo fires 1d6 beam shots at one enemy ship in its
// target hex, chosen at random from the counters its side sees there (see
// strikeTarget), at double the measured range. Either way
// the salvo is then spent.
func (st *State) resolveIntercept(src rng.Source, emit game.Emit) {
	st.revealFirers()
	st.sortDecl()
	st.resolveDecls(src, emit)
	st.decl = st.decl[:0]
	for k := range st.salvos {
		sv := &st.salvos[k]
		if sv.gone || !sv.striking {
			continue
		}
		sv.gone = true
		if sv.warhead == Contact {
			st.contactStrike(k, src, emit)
		} else {
			st.energyStrike(k, src, emit)
		}
	}
}

// contactStrike resolves contact salvo k's attack on its target.
func (st *State) contactStrike(k int, src rng.Source, emit game.Emit) {
	sv := &st.salvos[k]
	t := int(sv.target)
	if !st.ships[t].active() || st.ships[t].pos != sv.pos {
		if emit != nil {
			st.emitf(emit, "salvo", nil, "missile salvo %d finds no target", k)
		}
		return
	}
	shot := Shot{Weapon: Missile, Target: st.g.info[t].design.Class, Salvo: true, Debris: st.IsDebris(sv.pos)}
	need, _ := shot.Need()
	face := src.Roll(6, "missile to-hit")
	if !Hits(face, need, st.g.opts) {
		if emit != nil {
			st.emitAbout(emit, st.salvoAudience(t, int(sv.side)), "salvo", []int{face}, "missile salvo %d strikes at %s (needs %d): rolled %d, miss", k, st.shipName(t), need, face)
		}
		return
	}
	if emit != nil {
		st.emitAbout(emit, st.salvoAudience(t, int(sv.side)), "salvo", []int{face}, "missile salvo %d strikes at %s (needs %d): rolled %d, hit", k, st.shipName(t), need, face)
	}
	st.applyWeaponHits(t, Missile, 1, src, emit)
}

// energyStrike resolves directed-energy salvo k's attack on its target hex.
func (st *State) energyStrike(k int, src rng.Source, emit game.Emit) {
	sv := &st.salvos[k]
	t, dummy := st.strikeTarget(sv.at, sv.side, src)
	if dummy {
		if emit != nil {
			// Only the salvo's side and the dummy's learn that it was a
			// dummy.
			who := game.Players(game.Player(sv.side))
			for _, d := range st.dummies {
				if !d.gone && d.pos == sv.at && d.side != sv.side {
					who = who.With(game.Player(d.side))
				}
			}
			st.emitAbout(emit, who, "salvo", nil, "missile salvo %d strikes at a dummy counter at %s and is wasted", k, CellOf(sv.at))
		}
		return
	}
	if t < 0 {
		if emit != nil {
			st.emitf(emit, "salvo", nil, "missile salvo %d strikes at %s and finds nothing there", k, CellOf(sv.at))
		}
		return
	}
	shot := Shot{Weapon: Beam, Range: 2 * sv.pos.Distance(sv.at), Target: st.g.info[t].design.Class, Salvo: true, Debris: st.debrisOnLine(sv.pos, sv.at)}
	need, err := shot.Need()
	if err != nil {
		return
	}
	n := src.Roll(6, "directed-energy shots")
	var dice []int
	hits := 0
	for range n {
		face := src.Roll(6, "directed-energy to-hit")
		dice = append(dice, face)
		if Hits(face, need, st.g.opts) {
			hits++
		}
	}
	if emit != nil {
		st.emitAbout(emit, st.salvoAudience(t, int(sv.side)), "salvo", dice, "missile salvo %d fires %s at %s (range %d doubled, needs %d): %s, %s",
			k, plural(n, "shot"), st.shipName(t), shot.Range, need, faces(dice), plural(hits, "hit"))
	}
	st.applyHits(t, hits, false, src, emit)
}
