package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
)

// Status is whether a ship is still in the battle. The zero value is
// Active.
type Status uint8

const (
	Active      Status = iota // on the map and fighting
	Destroyed                 // destroyed by damage or collision
	Surrendered               // crippled and struck its colours ("Effect of hits")
	Withdrawn                 // moved off the map and left the battle
)

var statusNames = [...]string{"active", "destroyed", "surrendered", "withdrawn"}

// String returns "active", "destroyed", "surrendered" or "withdrawn".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "unknown"
}

// MarshalText writes [Status.String].
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// shipFlags are a ship's conditions, one bit each.
type shipFlags uint16

const (
	fMoved         shipFlags = 1 << iota // has moved this turn
	fHalfSpeed                           // engine damage ("5" or "3-4"): half speed until repaired
	fMajor                               // major damage: permanent half speed, weapons destroyed, no regeneration
	fWeaponsKO                           // weapons knocked out until repaired ("6")
	fEWLost                              // EW suite destroyed
	fArmourUsed                          // armour has ignored a damaging hit this turn
	fFiredBeam                           // fired a beam or plasma weapon this turn: no regeneration
	fIntercepted                         // fired at a striking missile salvo: no more fire this turn
	fRevealed                            // fired beams or missiles this turn (limited sensors)
	fRevealedLast                        // did so last turn
	fRevealPending                       // declared such fire this step: revealed when the step resolves
)

// ship is a ship's changing state. Everything fixed (design, name, side,
// squadron) lives in shipInfo, shared by every clone.
type ship struct {
	pos     geom.Hex
	facing  geom.Dir
	status  Status
	shields int8
	damage  int8
	flags   shipFlags
	beams   int8 // beam shots fired this turn
	plasma  int8 // plasma shots fired this turn
	srm     int8 // missile launchers fired this turn
	srmAmmo int8 // short-range salvoes left
	lrmAmmo int8 // long-range salvoes left
	lrmUsed int8 // long-range launchers fired this turn
	mines   int8 // mine patterns left
	moved   int8 // hexes moved this turn
	// witnesses holds the players who saw the ship leave the battle (see
	// leave); empty while it is in the battle or when everyone saw.
	witnesses game.PlayerSet
}

// leave takes ship i out of the battle with status (destroyed, surrendered
// or withdrawn) and notes who saw it go: the players who see it now, the
// audience of the events that say so. Views reveal a ship out of the
// battle only to them (docs/rulings/spacefleet.md).
func (st *State) leave(i int, status Status) {
	st.ships[i].witnesses = st.seenBy(i)
	st.ships[i].status = status
}

// witnessed reports whether player p saw ship i leave the battle; a
// spectator sees it when any side but its own did.
func (st *State) witnessed(p game.Player, i int) bool {
	w := st.ships[i].witnesses
	if w == 0 {
		return true
	}
	if p >= 0 {
		return w.Has(p)
	}
	return w.Without(game.Player(st.g.info[i].side)) != 0
}

// shipInfo is what never changes about a ship.
type shipInfo struct {
	name     string
	design   Design
	side     int8
	squad    int16
	capacity int8
	cost     Cost
	label    int16 // the counter number it shows under limited sensors
	ewLabel  int16 // the number of its EW suite's dummy squadron counter (rules version 3)
}

// has reports whether every flag of f is set.
func (s *ship) has(f shipFlags) bool { return s.flags&f == f }

// active reports whether the ship is still in the battle.
func (s *ship) active() bool { return s.status == Active }

// weaponsWork reports whether the ship's weapons can fire: not knocked out
// and not destroyed.
func (s *ship) weaponsWork() bool { return s.flags&(fWeaponsKO|fMajor) == 0 }

// halfSpeed returns half a speed, rounded down but at least 1 (RULINGS
// D2#14), or rounded up with the HalfSpeedRoundUp reading.
func halfSpeed(speed int, o *Options) int {
	if o.HalfSpeedRoundUp {
		return (speed + 1) / 2
	}
	return max(speed/2, 1)
}

// speed returns the ship's speed this turn: its design speed, halved while
// engine damage lasts. Half speed does not stack (RULINGS D2#14), unless
// under HalfSpeedStacks a ship with both unrepaired engine damage and
// major damage is halved twice.
func (st *State) speed(i int) int {
	sp := st.g.info[i].design.Speed
	f := st.ships[i].flags & (fHalfSpeed | fMajor)
	if f == 0 {
		return sp
	}
	sp = halfSpeed(sp, &st.g.opts)
	if f == fHalfSpeed|fMajor && st.g.opts.HalfSpeedStacks {
		sp = halfSpeed(sp, &st.g.opts)
	}
	return sp
}

// canFireAny reports whether the ship has a weapon able to fire at all this
// battle: working weapons and a beam, plasma cannon, or missile launcher
// with salvoes left.
func (st *State) canFireAny(i int) bool {
	s := &st.ships[i]
	if !s.weaponsWork() {
		return false
	}
	d := &st.g.info[i].design
	return d.Beams > 0 || d.Plasma > 0 || (d.SRM > 0 && s.srmAmmo > 0) || (d.LRM > 0 && s.lrmAmmo > 0)
}

// crippled reports whether the ship is crippled: shields down and no weapon
// able to fire ("Effect of hits"; RULINGS D2#16).
func (st *State) crippled(i int) bool {
	return st.ships[i].shields == 0 && !st.canFireAny(i)
}

// ewWorks reports whether the ship carries a working EW suite.
func (st *State) ewWorks(i int) bool {
	return st.g.opts.EW && st.g.info[i].design.EW && st.ships[i].flags&fEWLost == 0 && st.ships[i].active()
}
