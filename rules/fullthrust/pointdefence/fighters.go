package pointdefence

import (
	"fmt"
	"strings"
)

// FighterType is a kind of fighter (RULINGS A6). The zero value is the
// standard fighter.
type FighterType uint8

// The fighter types the 2015 text names.
const (
	Standard    FighterType = iota // the baseline fighter
	Interceptor                    // screens as a PDS; cannot assist
	Attack                         // attacks ships one band lower; cannot screen
	Torpedo                        // one band lower, 1D6 per hit; ignores standard screens; cannot screen
	Heavy                          // has its own casualty table
	LongRange                      // 9 CEF
	Fast                           // moves 36 MU
	Kinetic                        // cannon-armed: ignores standard screens, never re-rolls (RULINGS A6)
	Light                          // light standard fighters: 8 a group, 4 CEF, +1 to dice against them (Continuum §8.15, W118)
	numTypes
)

var typeNames = [numTypes]string{"standard", "interceptor", "attack", "torpedo", "heavy", "long-range", "fast", "kinetic", "light"}

// String returns the type's name as strike files spell it, such as
// "long-range".
func (t FighterType) String() string {
	if t < numTypes {
		return typeNames[t]
	}
	return fmt.Sprintf("FighterType(%d)", int(t))
}

// ParseFighterType reads a type name as [FighterType.String] writes it, in
// any case.
func ParseFighterType(s string) (FighterType, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for t, n := range typeNames {
		if n == s {
			return FighterType(t), nil
		}
	}
	return 0, fmt.Errorf("fullthrust: unknown fighter type %q (want one of %s)", s, strings.Join(typeNames[:], ", "))
}

// FullCEF returns the combat endurance of a fresh group of the type: 9 for
// long-range fighters, 4 for light fighters, 6 for the others (RULINGS A6).
func (t FighterType) FullCEF() int {
	switch t {
	case LongRange:
		return 9
	case Light:
		return 4
	}
	return 6
}

// GroupSize returns the most fighters a group of the type holds: 8 for light
// fighters, 6 for the others (RULINGS A6; Continuum §8.15, Light).
func (t FighterType) GroupSize() int {
	if t == Light {
		return MaxStrength
	}
	return 6
}

// defenceMod returns the modifier of the point-defence and fighter dice
// rolled at a fighter of the type: -1 against heavy fighters (RULINGS A6),
// +1 against light fighters (Continuum §8.15, Light; W118), 0 otherwise.
func (t FighterType) defenceMod() int {
	switch t {
	case Heavy:
		return -1
	case Light:
		return 1
	}
	return 0
}

// CanScreen reports whether fighters of the type may add to a ship's point
// defence level: attack and torpedo fighters cannot ("Point defence level").
func (t FighterType) CanScreen() bool { return t != Attack && t != Torpedo }

// CanAssist reports whether a group of the type may assist another:
// interceptors cannot ("Fighter assistance").
func (t FighterType) CanAssist() bool { return t != Interceptor }

// screenDie reports whether a screening fighter of the type rolls a PDS die
// (interceptors) rather than a B1 die (standard, heavy, long-range, fast and,
// by RULINGS A6, kinetic).
func (t FighterType) screensAsPDS() bool { return t == Interceptor }

// standardScreensWork reports whether standard screens raise the PDL against
// the type: not against torpedo or kinetic fighters ("Fighter attacks").
func (t FighterType) standardScreensWork() bool { return t != Torpedo && t != Kinetic }

// bandShift returns how many bands lower the type attacks: one for attack
// and torpedo fighters.
func (t FighterType) bandShift() int {
	if t == Attack || t == Torpedo {
		return 1
	}
	return 0
}

// MaxStrength is the most fighters a group of any type holds (8, light
// fighters); [FighterType.GroupSize] is the limit of one type.
const MaxStrength = 8

// Group is a fighter group: its type, the fighters left in it (1-6, 1-8 for
// light fighters) and its
// combat endurance factors left. The zero value is a destroyed standard
// group.
type Group struct {
	Name     string      `json:"name"`
	Type     FighterType `json:"type"`
	Strength int         `json:"strength"` // fighters left, 0-6 (0-8 light); 0 means the group is destroyed
	CEF      int         `json:"cef"`      // combat endurance left; a group at 0 cannot attack
}

// NewGroup returns a full-strength group of the type with full CEF.
func NewGroup(name string, t FighterType) Group {
	return Group{Name: name, Type: t, Strength: t.GroupSize(), CEF: t.FullCEF()}
}

// Label returns the group for logs, such as "Red 1 (attack, 6)".
func (g Group) Label() string {
	name := g.Name
	if name == "" {
		name = "group"
	}
	return fmt.Sprintf("%s (%s, %d)", name, g.Type, g.Strength)
}

// validate reports a group that cannot take part in combat.
func (g Group) validate() error {
	if g.Type >= numTypes {
		return fmt.Errorf("group %q has an unknown type", g.Name)
	}
	if g.Strength < 1 || g.Strength > g.Type.GroupSize() {
		return fmt.Errorf("group %q has %d fighters; a %s group has 1-%d", g.Name, g.Strength, g.Type, g.Type.GroupSize())
	}
	if g.CEF < 1 {
		return fmt.Errorf("group %q has no CEF left and cannot fight", g.Name)
	}
	return nil
}

// MarshalText writes the type's name, such as "attack".
func (t FighterType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
