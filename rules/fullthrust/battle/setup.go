package battle

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Limits of a setup.
const (
	MaxTurns    = 100   // the longest turn limit
	MaxTable    = 10000 // the largest table side, in MU
	MaxSides    = 16    // the most sides a battle may have (one seat each)
	MaxShips    = 200   // the most ships a battle may have
	MaxVelocity = 100   // the largest starting velocity, in MU a turn
	MaxMass     = 1000  // the largest ship mass (TMF)
)

// Victory is how a battle is won. The zero value is [Destroy].
type Victory uint8

// The victory conditions.
const (
	// Destroy: the last side with ships on the table wins; ships destroyed
	// and ships driven off (off the table edge or out by FTL) both count as
	// gone. A battle that reaches its turn limit with several sides left is
	// a draw.
	Destroy Victory = iota
	// Points: at the turn limit, or when one side is left, the side that has
	// destroyed the most points (or mass where no points are given) wins.
	Points
)

// String returns "destroy" or "points".
func (v Victory) String() string {
	if v == Points {
		return "points"
	}
	return "destroy"
}

// ParseVictory reads "destroy" (or "") or "points".
func ParseVictory(s string) (Victory, error) {
	switch s {
	case "", "destroy":
		return Destroy, nil
	case "points":
		return Points, nil
	}
	return 0, fmt.Errorf("battle: victory must be destroy or points, got %q", s)
}

// DrivenOff is what a ship driven off the battle (off the table edge, out
// by FTL, or scattered off the table as it arrives) scores for the other
// sides, as a fraction of what destroying it scores (reading W8). The zero
// value is [ScoreNothing].
type DrivenOff uint8

// What a driven-off ship scores.
const (
	// ScoreNothing: a driven-off ship scores nothing (W8's reading).
	ScoreNothing DrivenOff = iota
	// ScoreHalf: a driven-off ship scores half its worth, rounded down (the
	// Fleet Book scenario convention W8 names as its alternative).
	ScoreHalf
)

// String returns "nothing" or "half".
func (d DrivenOff) String() string {
	if d == ScoreHalf {
		return "half"
	}
	return "nothing"
}

// Of returns what a driven-off ship of the given worth scores, in points.
func (d DrivenOff) Of(worth int) int {
	if d == ScoreHalf {
		return worth / 2
	}
	return 0
}

// ParseDrivenOff reads "nothing" (or "") or "half".
func ParseDrivenOff(s string) (DrivenOff, error) {
	switch s {
	case "", "nothing":
		return ScoreNothing, nil
	case "half":
		return ScoreHalf, nil
	}
	return 0, fmt.Errorf("battle: driven-off must be nothing or half, got %q", s)
}

// Table is the playing area, centred on the origin: Width along x and Depth
// along y, in MU. The zero value is an open table with no edge.
type Table struct {
	Width, Depth float64
}

// Open reports whether the table has no edge.
func (t Table) Open() bool { return t.Width == 0 && t.Depth == 0 }

// Setup is a battle before its first turn. Options are the rules choices of
// movement, beam fire and point defence, set once for every phase.
type Setup struct {
	Name    string
	Table   Table
	Turns   int // the turn limit, 1 to MaxTurns
	Victory Victory
	// DrivenOff is what a driven-off ship scores, under either victory
	// condition; it decides the winner only under [Points].
	DrivenOff DrivenOff
	Sides     []string // the sides' names, 2 to MaxSides, distinct and not empty
	Options   manoeuvre.ManoeuvreOptions
	Ships     []Ship
}

// ErrSetup is the kind of every error [Setup.Validate] reports.
var ErrSetup = errors.New("battle: invalid setup")

// SetupError is one problem of a setup: the ship it concerns (-1 for the
// setup itself), the field at fault as battle files name it (such as
// "velocity" or "bays[1].strength"; empty when no one field is), and what is
// wrong.
type SetupError struct {
	Ship  int
	Field string
	Msg   string
}

// Error prints the problem with the package prefix.
func (e *SetupError) Error() string { return "battle: " + e.Msg }

// FieldName returns the field at fault, as battle files name it.
func (e *SetupError) FieldName() string { return e.Field }

// Unwrap returns [ErrSetup].
func (e *SetupError) Unwrap() error { return ErrSetup }

// Validate reports every problem of the setup as [*SetupError] values joined
// with errors.Join, or nil when there is none: limits of the table, turns,
// sides and ships; unique ship and fighter group names; each ship's record
// sheet (fullthrust.Ship.Validate); mounts and bays that point at boxes of
// their own kind; positions that are finite numbers on the table.
func (s Setup) Validate() error {
	var errs []error
	bad := func(ship int, field, format string, a ...any) {
		errs = append(errs, &SetupError{Ship: ship, Field: field, Msg: fmt.Sprintf(format, a...)})
	}
	if s.Turns < 1 || s.Turns > MaxTurns {
		bad(-1, "turns", "the turn limit must be 1-%d, got %d", MaxTurns, s.Turns)
	}
	t := s.Table
	if !t.Open() {
		for _, d := range []struct {
			name string
			v    float64
		}{{"width", t.Width}, {"depth", t.Depth}} {
			if !(d.v >= 1 && d.v <= MaxTable) { // also refuses NaN
				bad(-1, "table", "the table's %s must be 1-%d MU, got %v", d.name, MaxTable, d.v)
			}
		}
	}
	if s.Victory > Points {
		bad(-1, "victory", "unknown victory condition %d", s.Victory)
	}
	if s.DrivenOff > ScoreHalf {
		bad(-1, "driven-off", "unknown score for driven-off ships %d", s.DrivenOff)
	}
	if n := len(s.Sides); n < 2 || n > MaxSides {
		bad(-1, "sides", "a battle needs 2-%d sides, got %d", MaxSides, n)
	}
	seen := map[string]bool{}
	for _, name := range s.Sides {
		if name == "" || seen[name] {
			bad(-1, "sides", "every side needs a name of its own, got %q twice or empty", name)
		}
		seen[name] = true
	}
	if n := len(s.Ships); n < 1 || n > MaxShips {
		bad(-1, "ships", "a battle needs 1-%d ships, got %d", MaxShips, n)
	}
	ships, groups := map[string]bool{}, map[string]bool{}
	present := make([]bool, len(s.Sides))
	for i, sh := range s.Ships {
		name := sh.Sheet.Name
		if name == "" || ships[name] {
			bad(i, "name", "every ship needs a name of its own, got %q", name)
		}
		ships[name] = true
		if sh.Side < 0 || sh.Side >= len(s.Sides) {
			bad(i, "side", "ship %q is on side %d of %d", name, sh.Side, len(s.Sides))
		} else {
			present[sh.Side] = true
		}
		errs = append(errs, s.validateShip(i, groups)...)
	}
	for k, p := range present {
		if !p && k < len(s.Sides) {
			bad(-1, "sides", "side %q has no ships", s.Sides[k])
		}
	}
	return errors.Join(errs...)
}

// validateShip checks ship i, adding its fighter groups' names to groups.
func (s Setup) validateShip(i int, groups map[string]bool) []error {
	sh := s.Ships[i]
	var errs []error
	bad := func(field, format string, a ...any) {
		errs = append(errs, &SetupError{Ship: i, Field: field, Msg: fmt.Sprintf("ship %q: %s", sh.Sheet.Name, fmt.Sprintf(format, a...))})
	}
	if sh.Sheet.Mass < 1 || sh.Sheet.Mass > MaxMass {
		bad("mass", "mass must be 1-%d, got %d", MaxMass, sh.Sheet.Mass)
	}
	if sh.Points < 0 {
		bad("points", "points must be 0 or more, got %d", sh.Points)
	}
	if sh.Sheet.Drive.Thrust < 0 || sh.Sheet.Drive.Thrust > 100 {
		bad("drive", "a drive's thrust is 0-100, got %d", sh.Sheet.Drive.Thrust)
	}
	if sh.FTL > AdvancedFTL {
		bad("ftl", "unknown FTL drive %d", sh.FTL)
	}
	if sh.Crew < 0 || sh.Crew > MaxCrew {
		bad("crew", "crew factors must be 0-%d, got %d", MaxCrew, sh.Crew)
	}
	if sh.DCP < 0 || sh.DCP > MaxCrew {
		bad("dcp", "damage-control parties must be 0-%d, got %d", MaxCrew, sh.DCP)
	}
	if err := sh.Sheet.Validate(); err != nil {
		bad("", "%s", trimShip(err))
	}
	systems := sh.Sheet.Systems
	box := func(field string, k int, label string) {
		if k < 0 || k >= len(systems) {
			bad(field, "its box is system %d of %d", k, len(systems))
			return
		}
		if sys := systems[k]; sys.Kind != fullthrust.Other || sys.Name != label {
			bad(field, "its box is system %d, a %s, not a %s box", k, sys.Label(), label)
		}
	}
	for j, m := range sh.Mounts {
		f := mountField(j)
		if m.Kind == NoMount || m.Kind >= numMountKinds {
			bad(f, "mount %d has no kind", j+1)
			continue
		}
		box(f, m.System, m.Kind.Label())
		if m.Ammo < 0 || m.Ammo > MaxAmmo {
			bad(f+".ammo", "ammunition must be 0-%d, got %d", MaxAmmo, m.Ammo)
		}
		switch m.Kind {
		case PlasmaBolt:
			if m.Class < 1 || m.Class > MaxPlasmaClass {
				bad(f+".class", "a plasma bolt launcher has class 1-%d, got %d", MaxPlasmaClass, m.Class)
			}
		default:
			if m.Class != 0 {
				bad(f+".class", "a %s has no class", m.Kind)
			}
		}
		if m.Extended && m.Kind != SalvoRack && m.Kind != SalvoLauncher {
			bad(f+".extended", "only salvo missiles come in extended range")
		}
		if m.Advanced && m.Kind != HeavyMissile {
			bad(f+".advanced", "only heavy missiles come advanced")
		}
		if m.Range > LongRange || (m.Range != StandardRange && m.Kind != PulseTorpedo) {
			bad(f+".range", "only pulse torpedoes have a range table")
		}
	}
	for j, b := range sh.Bays {
		f := fmt.Sprintf("bays[%d]", j)
		box(f, b.System, "bay")
		g := b.Group
		if g.Name == "" || groups[g.Name] {
			bad(f+".group", "every fighter group needs a name of its own, got %q", g.Name)
		}
		groups[g.Name] = true
		if _, err := pointdefence.ParseFighterType(g.Type.String()); err != nil {
			bad(f+".type", "unknown fighter type %d", g.Type)
		}
		if g.Strength < 1 || g.Strength > g.Type.GroupSize() {
			bad(f+".strength", "a %s group has 1-%d fighters, got %d", g.Type, g.Type.GroupSize(), g.Strength)
		}
		if full := g.Type.FullCEF(); g.CEF < 0 || g.CEF > full {
			bad(f+".cef", "a %s group has 0-%d CEF, got %d", g.Type, full, g.CEF)
		}
	}
	if len(sh.Tubes) > MaxTubes {
		bad("tubes", "a ship has 0-%d launch tubes, got %d", MaxTubes, len(sh.Tubes))
	}
	for j, k := range sh.Tubes {
		f := fmt.Sprintf("tubes[%d]", j)
		if slices.Contains(sh.Tubes[:j], k) {
			bad(f, "box %d is already a launch tube", k)
			continue
		}
		if k >= 0 && k < len(systems) && systems[k].Kind == fullthrust.Other && systems[k].Name == catapultBox {
			continue
		}
		box(f, k, tubeBox)
	}
	errs = append(errs, s.validateStart(i)...)
	return errs
}

// validateStart checks where ship i starts or arrives.
func (s Setup) validateStart(i int) []error {
	sh := s.Ships[i]
	st := sh.Start
	var errs []error
	bad := func(field, format string, a ...any) {
		errs = append(errs, &SetupError{Ship: i, Field: field, Msg: fmt.Sprintf("ship %q: %s", sh.Sheet.Name, fmt.Sprintf(format, a...))})
	}
	at := "at"
	if st.Arrives != 0 {
		at = "arrives.at"
		if st.Arrives < 1 || st.Arrives > max(s.Turns, 1) {
			bad("arrives.turn", "an FTL arrival turn must be 1-%d, got %d", max(s.Turns, 1), st.Arrives)
		}
		if sh.FTL == NoFTL {
			bad("arrives", "a ship without an FTL drive cannot arrive by FTL")
		}
	}
	p := st.Motion.Pos
	switch {
	case !finite(p.X) || !finite(p.Y):
		bad(at, "a position must be finite numbers of MU, got [%v, %v]", p.X, p.Y)
	case !s.Table.Open() && (math.Abs(p.X) > s.Table.Width/2 || math.Abs(p.Y) > s.Table.Depth/2):
		bad(at, "[%v, %v] is off the %v x %v MU table (centred on the origin)", p.X, p.Y, s.Table.Width, s.Table.Depth)
	}
	prefix := ""
	if st.Arrives != 0 {
		prefix = "arrives."
	}
	if v := st.Motion.Velocity; v < 0 || v > MaxVelocity {
		bad(prefix+"velocity", "velocity must be 0-%d, got %d", MaxVelocity, v)
	}
	if v := st.Motion.Vector; v != (geom.Vec{}) {
		switch {
		case !s.Options.Vector:
			bad(prefix+"course", "a course vector needs vector movement (options: {movement: vector})")
		case !finite(v.X) || !finite(v.Y) || v.Len() > MaxVelocity:
			bad(prefix+"course", "a course vector must be finite and at most %d MU long, got [%v, %v]", MaxVelocity, v.X, v.Y)
		case st.Motion.Velocity != 0:
			bad(prefix+"course", "give a velocity along the heading or a course vector, not both")
		}
	}
	if h := st.Motion.Facing; h > 11 || st.Motion.Course != h {
		bad(prefix+"heading", "a ship starts with its course and facing on the same clock point")
	}
	return errs
}

// finite reports whether x is neither NaN nor infinite.
func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// mountField names mount j in errors: "mounts[j]", the index among all the
// ship's mounts. Battle files list mounts kind by kind; their loader maps
// the index back to the entry as written.
func mountField(j int) string {
	return fmt.Sprintf("mounts[%d]", j)
}

// trimShip drops the record sheet's error prefix, which the setup error's
// own message replaces.
func trimShip(err error) string {
	msg := err.Error()
	p := fullthrust.ErrShip.Error() + " "
	if len(msg) > len(p) && msg[:len(p)] == p {
		return msg[len(p):]
	}
	return msg
}

// Values lists the rules choices a battle file makes beyond the strike and
// movement options (which its "rules:" and "options:" fields set), for the
// rules registry: the victory condition, with its default first.
func Values() []fullthrust.OptionValue {
	return []fullthrust.OptionValue{{Name: "victory", Value: Destroy.String(), Values: []string{Destroy.String(), Points.String()},
		Help: "how a battle is won: destroy (the last side with ships on the table) or points (the most points destroyed)"}}
}
