package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
)

// decl is one declared fire: count shots of a weapon from a ship at a
// target, which is a ship index, or −1−k for missile salvo k.
type decl struct {
	ship   int16
	target int16
	weapon Weapon
	count  int8
}

// salvoTarget returns the target code of salvo k.
func salvoTarget(k int) int16 { return int16(-1 - k) }

// available returns how many shots of weapon w ship i can still declare
// this turn.
func (st *State) available(i int, w Weapon) int {
	s := &st.ships[i]
	if !s.weaponsWork() || s.has(fIntercepted) {
		return 0
	}
	d := &st.g.info[i].design
	switch w {
	case Beam:
		return d.Beams - int(s.beams)
	case Plasma:
		return d.Plasma - int(s.plasma)
	case Missile:
		return min(d.SRM-int(s.srm), int(s.srmAmmo))
	}
	return 0
}

// Why a ship cannot fire at a target, for shot.
const (
	shotOK = iota
	shotNoShip
	shotGone
	shotOwn
	shotUndetected
	shotNoSalvo
	shotOwnSalvo
	shotMissileAtSalvo
	shotRear
	shotArc
	shotBlocked
	shotRange
)

// shot returns the shot ship i would make with weapon w at target t, with
// the modifiers known before fire is resolved, or why it cannot fire at
// all: the target must be an enemy in the battle, fully detected, within
// the weapon's range, outside the firer's rear arc (inside its arc for
// plasma) and not behind an asteroid or planet. It allocates nothing.
func (st *State) shot(i int, w Weapon, t int16) (Shot, int) {
	return st.shotSeen(i, w, t, true)
}

// shotSeen is shot, checking that the target is fully detected only when
// detect is set: fire declared in a class step stands even if the ship that
// detected the target is lost to fire in the same step (fire within a class
// is simultaneous, RULINGS D2#10).
func (st *State) shotSeen(i int, w Weapon, t int16, detect bool) (Shot, int) {
	s := &st.ships[i]
	in := &st.g.info[i]
	shot := Shot{Weapon: w, Firer: in.design.Class}
	var at geom.Hex
	if t >= 0 {
		if int(t) >= len(st.ships) {
			return shot, shotNoShip
		}
		ts := &st.ships[t]
		if !ts.active() {
			return shot, shotGone
		}
		if st.g.info[t].side == in.side {
			return shot, shotOwn
		}
		at = ts.pos
		if s.pos.Distance(at) > 12 {
			return shot, shotRange
		}
		if detect && st.g.opts.Sensors && st.level(int(in.side), int(t)) != Full {
			return shot, shotUndetected
		}
		shot.Target = st.g.info[t].design.Class
	} else {
		k := int(-1 - t)
		if k >= len(st.salvos) || st.salvos[k].gone {
			return shot, shotNoSalvo
		}
		if st.salvos[k].side == in.side {
			return shot, shotOwnSalvo
		}
		if w == Missile {
			return shot, shotMissileAtSalvo
		}
		at = st.salvos[k].pos
		shot.AtSalvo = true
	}
	shot.Range = s.pos.Distance(at)
	if _, why := shot.need(); why != needOK {
		return shot, shotRange
	}
	if !st.g.opts.AllRoundFire && InRear(s.pos, s.facing, at) {
		return shot, shotRear
	}
	if w == Plasma && !InPlasmaArc(s.pos, s.facing, in.design.PlasmaArc, at) {
		return shot, shotArc
	}
	if st.Blocked(s.pos, at) {
		return shot, shotBlocked
	}
	shot.Debris = st.debrisOnLine(s.pos, at)
	return shot, shotOK
}

// shotAt is shot with the reason as an error wrapping game.ErrIllegal.
func (st *State) shotAt(i int, w Weapon, t int16) (Shot, error) {
	shot, why := st.shot(i, w, t)
	switch why {
	case shotOK:
		return shot, nil
	case shotNoShip:
		return shot, game.Illegal("no ship %d", t)
	case shotGone:
		return shot, game.Illegal("%s is %s", st.shipName(int(t)), st.ships[t].status)
	case shotOwn:
		return shot, game.Illegal("%s is on your side", st.shipName(int(t)))
	case shotUndetected:
		return shot, game.Illegal("the target is not fully detected")
	case shotNoSalvo:
		return shot, game.Illegal("no missile salvo %d", -1-t)
	case shotOwnSalvo:
		return shot, game.Illegal("salvo %d is your own", -1-t)
	case shotMissileAtSalvo:
		return shot, game.Illegal("missiles cannot engage missile salvoes")
	case shotRear:
		return shot, game.Illegal("the target is in the rear arc")
	case shotArc:
		return shot, game.Illegal("the target is outside the plasma cannon's arc")
	case shotBlocked:
		return shot, game.Illegal("an asteroid or planet blocks the line of fire")
	}
	if t >= 0 {
		shot.Range = st.ships[i].pos.Distance(st.ships[t].pos)
	}
	_, err := shot.Need()
	return shot, game.Illegal("%s", trimPrefix(err))
}

// checkFire returns why ship i may not declare count shots of weapon w at
// target t now, or nil.
func (st *State) checkFire(p game.Player, i int, t int16, w Weapon, count int) error {
	in := &st.g.info[i]
	s := &st.ships[i]
	switch {
	case !s.active():
		return game.Illegal("%s is %s", st.shipName(i), s.status)
	case game.Player(in.side) != p:
		return game.Illegal("%s is not yours", st.shipName(i))
	case w >= numWeapons:
		return game.Illegal("unknown weapon")
	case count < 1:
		return game.Illegal("a ship fires at least one shot")
	}
	switch st.phase {
	case PhaseFire:
		if in.design.Class != st.step {
			return game.Illegal("%s fire now, not %ss", plural2(st.step), in.design.Class)
		}
	case PhaseIntercept:
		if t >= 0 || !st.mayIntercept(i, int(-1-t)) {
			return game.Illegal("%s may not fire at that salvo before it strikes", st.shipName(i))
		}
		if w == Missile {
			return game.Illegal("missiles cannot engage missile salvoes")
		}
	default:
		return game.Illegal("ships do not fire in the %s phase", st.phase)
	}
	if n := st.available(i, w); count > n {
		if n == 0 {
			return game.Illegal("%s has no %s shots left to fire", st.shipName(i), w)
		}
		return game.Illegal("%s has only %d %s shots left", st.shipName(i), n, w)
	}
	shot, err := st.shotAt(i, w, t)
	if err != nil {
		return err
	}
	need, _ := shot.Need()
	if !Possible(need, st.g.opts) {
		return game.Illegal("the shot needs %d on a d6 and cannot hit", need)
	}
	return nil
}

// plural2 names the ships of a class in the plural, such as "destroyers".
func plural2(c Class) string { return c.String() + "s" }

// declareFire records a legal declaration and spends the shots. Firing
// reveals the ship to the enemy at longer range, but only when the step
// resolves: nothing a side declares changes what the other side sees
// before it has declared too (rules version 3; before, the declaration
// revealed the ship at once).
func (st *State) declareFire(i int, t int16, w Weapon, count int) {
	s := &st.ships[i]
	reveal := fRevealed
	if st.g.version >= 3 {
		reveal = fRevealPending
	}
	switch w {
	case Beam:
		s.beams += int8(count)
		s.flags |= fFiredBeam | reveal
	case Plasma:
		s.plasma += int8(count)
		s.flags |= fFiredBeam | reveal
	case Missile:
		s.srm += int8(count)
		s.srmAmmo -= int8(count)
		s.flags |= reveal
	}
	if st.phase == PhaseIntercept {
		s.flags |= fIntercepted
	}
	for k := range st.decl {
		d := &st.decl[k]
		if int(d.ship) == i && d.target == t && d.weapon == w {
			d.count += int8(count)
			return
		}
	}
	st.decl = append(st.decl, decl{ship: int16(i), target: t, weapon: w, count: int8(count)})
}

// canFireStep reports whether player p has a ship of the class firing now
// with a shot it could declare.
func (st *State) canFireStep(p game.Player) bool {
	for i := range st.ships {
		in := &st.g.info[i]
		if game.Player(in.side) != p || in.design.Class != st.step || !st.ships[i].active() {
			continue
		}
		if st.hasShot(i) {
			return true
		}
	}
	return false
}

// hasShot reports whether ship i has any shot it could declare now.
func (st *State) hasShot(i int) bool {
	for w := range numWeapons {
		if st.available(i, w) == 0 {
			continue
		}
		for t := range st.ships {
			if st.possibleShot(i, w, int16(t)) {
				return true
			}
		}
		for k := range st.salvos {
			if st.possibleShot(i, w, salvoTarget(k)) {
				return true
			}
		}
	}
	return false
}

// possibleShot reports whether ship i could fire weapon w at target t with
// some chance to hit, ignoring how many shots it has left.
func (st *State) possibleShot(i int, w Weapon, t int16) bool {
	if t >= 0 {
		ts := &st.ships[t]
		if st.phase == PhaseIntercept || !ts.active() || st.g.info[t].side == st.g.info[i].side {
			return false
		}
	} else {
		k := int(-1 - t)
		if st.salvos[k].gone || st.salvos[k].side == st.g.info[i].side || w == Missile {
			return false
		}
		if st.phase == PhaseIntercept && !st.mayIntercept(i, k) {
			return false
		}
	}
	shot, why := st.shot(i, w, t)
	if why != shotOK {
		return false
	}
	need, _ := shot.need()
	return Possible(need, st.g.opts)
}
