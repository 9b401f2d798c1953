package jovian

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/broadside/broadside/rules/jovian"
)

// MaxRounds bounds an engagement's round limit.
const MaxRounds = 100

// Side is one force of an engagement: a name and its models on the table.
type Side struct {
	Name  string
	Units []jovian.Unit
	// Modifiers apply to every attack the side makes, such as a net bonus
	// for a veteran crew (see [jovian.Modifiers]); nil is none. The short-range
	// flex bonus is added by the engagement itself.
	Modifiers jovian.Modifiers
}

// Engagement is two forces facing each other on the table, trading attacks
// round after round until one side has no model left that can act, or
// the round limit. The rule texts describe attacks only; how a round runs
// is the engine's own reading (docs/rulings/jovian.md, "Engagements"):
//
//   - Models do not move; they stand where the file places them. The
//     rule texts have no movement, so an engagement is a firefight at
//     fixed positions, an invention of this engine, not a game of Jovian
//     Wars.
//   - Each round one d6 decides who activates first: 1-3 the first side,
//     4-6 the second. The sides then alternate, one model at a time, in
//     the order the file lists them; a side with no model left to activate
//     lets the other finish.
//   - An activated model that can still act fires each of its weapons
//     once, in card order, while it has Fire Control (one per attack);
//     weapons whose System is damaged stay silent ([jovian.SystemsDisable]).
//   - Each weapon picks its target among the active enemy models in range
//     (see [jovian.InRange]): the kind its rating is highest against (AC against
//     capital ships, AS against squadrons), then the nearest, then the
//     first listed. A target within short range gives the attack +1 flex
//     die (RULINGS C2), and the side's [Side.Modifiers] apply to every
//     attack. Crippled models are not targeted: they can no
//     longer fight, and an engagement ends when one side cannot.
//   - Missile attacks are supported by the target's friends as
//     [jovian.Supporters] says; Armor applies in the arc the attack comes through
//     ([jovian.ArcOf]).
//   - At the end of each round every model's Fire Control is replenished.
//
// An Engagement is read, never changed, by its fights, so one Engagement
// may be fought by many goroutines at once, each with its own [Fight].
type Engagement struct {
	Name    string
	Sides   [2]Side
	Rounds  int // the round limit, 1 to MaxRounds
	Options jovian.Options
}

// Validate reports the first problem that keeps the engagement from being
// fought.
func (e *Engagement) Validate() error {
	if e.Rounds < 1 || e.Rounds > MaxRounds {
		return fmt.Errorf("jovian: a round limit of %d; want 1 to %d", e.Rounds, MaxRounds)
	}
	if err := e.Options.Validate(); err != nil {
		return err
	}
	for s, side := range e.Sides {
		if len(side.Units) == 0 {
			return fmt.Errorf("jovian: side %d (%s) has no models", s+1, side.Name)
		}
		if net := side.Modifiers.Net(); net < -jovian.MaxNet || net > jovian.MaxNet {
			return fmt.Errorf("jovian: side %d (%s) has a net attack modifier of %+d; want %+d to %+d", s+1, side.Name, net, -jovian.MaxNet, jovian.MaxNet)
		}
		for _, u := range side.Units {
			if u.Card == nil {
				return fmt.Errorf("jovian: %s has no card", u.Name)
			}
			if err := u.Card.Validate(); err != nil {
				return fmt.Errorf("jovian: %s: %w", u.Name, err)
			}
			if math.IsNaN(u.Pos.X+u.Pos.Y+u.Facing) || math.IsInf(u.Pos.X+u.Pos.Y+u.Facing, 0) {
				return fmt.Errorf("jovian: %s stands at no place on the table", u.Name)
			}
		}
	}
	return nil
}

// Result is how one fight of an engagement ended.
type Result struct {
	// Winner is 0 or 1, the side that still has a model able to act when
	// the other has none, or -1: both sides were put out in the same round
	// or the round limit came first.
	Winner int
	Rounds int    // rounds fought, up to the limit; 0 when a side could not fight at all
	Active [2]int // models of each side still able to act
	Alive  [2]int // models of each side not destroyed (crippled ones count)
}

// Fight is the scratch state for fighting one engagement again and again
// without allocating; make one per goroutine with [Engagement.NewFight].
type Fight struct {
	e     *Engagement
	units [2][]jovian.Unit
	// mods are each side's modifiers without and with the short-range
	// bonus, built once so that attacks allocate nothing.
	mods [2][2]jovian.Modifiers
}

// NewFight returns scratch state for fights of e, which must be valid and
// must not change while the Fight is in use.
func (e *Engagement) NewFight() *Fight {
	f := &Fight{e: e}
	for s := range f.units {
		f.units[s] = make([]jovian.Unit, len(e.Sides[s].Units))
		side := e.Sides[s].Modifiers
		f.mods[s][0] = side
		f.mods[s][1] = shortRangeOnly
		if len(side) > 0 {
			f.mods[s][1] = append(slices.Clone(side), jovian.ShortRange)
		}
	}
	return f
}

// Units returns the models of side s as the last Run left them; the slice
// is reused by the next Run.
func (f *Fight) Units(s int) []jovian.Unit { return f.units[s] }

// errFight marks an attack the engine declared that the rules refused,
// which would be a bug in the targeting.
var errFight = errors.New("jovian: the engagement declared an illegal attack")
