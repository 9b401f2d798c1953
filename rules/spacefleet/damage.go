package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// Result is a line of the damage table ("Effect of hits"), read from a d6
// with the class and missile modifiers once a ship's shields are gone. The
// zero value is Minor.
type Result uint8

const (
	Minor     Result = iota // 7 or more: minor damage, no effect
	HalfSpeed               // 5: damage, half speed; shields can still regenerate
	WeaponsKO               // 6: damage, weapons knocked out
	Major                   // 3-4: major damage, half speed, weapons destroyed, no shield regeneration
	Wrecked                 // 2 or less: the ship is destroyed (RULINGS D2#1)
	numResults
)

var resultNames = [numResults]string{"minor damage", "damage, half speed", "damage, weapons knocked out", "major damage", "destroyed"}

// String describes the result, such as "major damage".
func (r Result) String() string {
	if r < numResults {
		return resultNames[r]
	}
	return "unknown"
}

// MarshalText writes [Result.String].
func (r Result) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// Points returns the damage points the result scores: 3 for major damage,
// 1 for damage, 0 for minor damage; a wreck is destroyed outright ("Effect
// of hits").
func (r Result) Points() int {
	switch r {
	case Major:
		return 3
	case HalfSpeed, WeaponsKO:
		return 1
	}
	return 0
}

// Results lists the damage-table results from the mildest to the worst.
var Results = [numResults]Result{Minor, HalfSpeed, WeaponsKO, Major, Wrecked}

// DamageResult reads the damage table for a modified score: 2 or less
// destroys the ship (a score of exactly 2 is major damage under
// TwoIsMajor, RULINGS D2#1), 3-4 is major damage, 5 damage with half speed,
// 6 damage with the weapons knocked out and 7 or more minor damage.
func DamageResult(score int, o Options) Result {
	switch {
	case score <= 1:
		return Wrecked
	case score == 2:
		if o.TwoIsMajor {
			return Major
		}
		return Wrecked
	case score <= 4:
		return Major
	case score == 5:
		return HalfSpeed
	case score == 6:
		return WeaponsKO
	}
	return Minor
}

// DamageModifier returns the total modifier to the damage die for a hit on
// a ship of class c: the class's modifier and −1 for a missile hit.
func DamageModifier(c Class, missile bool) int {
	m := c.DamageModifier()
	if missile {
		m--
	}
	return m
}

// applyHits takes n hits on ship i ("Effect of hits"): each removes a
// shield while any are left; after that, the first damaging hit of the
// turn on an armoured ship is ignored, and every other hit rolls on the
// damage table. It stops when the ship is out of the battle.
func (st *State) applyHits(i, n int, missile bool, src rng.Source, emit game.Emit) {
	s := &st.ships[i]
	in := &st.g.info[i]
	for range n {
		if !s.active() {
			return
		}
		if s.shields > 0 {
			s.shields--
			if emit != nil {
				st.emitAbout(emit, st.seenBy(i), "shield", nil, "%s loses a shield (%d left)", st.shipName(i), s.shields)
			}
			continue
		}
		if in.design.Armour && st.g.opts.Armour && !s.has(fArmourUsed) {
			s.flags |= fArmourUsed
			if emit != nil {
				st.emitAbout(emit, st.seenBy(i), "armour", nil, "%s's armour turns the hit", st.shipName(i))
			}
			continue
		}
		die := src.Roll(6, "damage table")
		score := die + DamageModifier(in.design.Class, missile)
		r := DamageResult(score, st.g.opts)
		if st.g.opts.EW && in.design.EW && s.flags&fEWLost == 0 && (!st.g.opts.EWLostOnDamage || r.Points() > 0 || r == Wrecked) {
			s.flags |= fEWLost
			if emit != nil {
				st.emitAbout(emit, st.seenBy(i), "ew", nil, "%s's EW suite is destroyed", st.shipName(i))
			}
		}
		switch r {
		case Wrecked:
			st.leave(i, Destroyed)
		case Major:
			s.flags |= fMajor
		case HalfSpeed:
			s.flags |= fHalfSpeed
		case WeaponsKO:
			s.flags |= fWeaponsKO
		}
		s.damage += int8(r.Points())
		if s.active() && int(s.damage) > int(in.capacity) {
			st.leave(i, Destroyed)
		}
		if emit != nil {
			st.emitAbout(emit, st.seenBy(i), "damage", []int{die}, "%s damage roll %d%+d = %d: %s (%d of %d damage points)%s",
				st.shipName(i), die, score-die, score, r, s.damage, in.capacity, destroyedNote(s.status))
		}
	}
}

// destroyedNote returns " — destroyed" for a destroyed ship.
func destroyedNote(s Status) string {
	if s == Destroyed {
		return "; the ship is destroyed"
	}
	return ""
}
