package manoeuvre

import (
	"fmt"
	"math"
	"strings"

	"github.com/broadside/broadside/rules/fullthrust"
)

// MovePoint is a position on the table in MU, rounded to hundredths.
type MovePoint struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// MoveReport is one turn's move as "broadside ft move --json" and the web
// API print it: where the ship ends, what the order cost, the Emergency
// Thrust dice and the drive checks. Positions are in MU, rounded to
// hundredths; courses and facings are clock hours 1-12. ThrustUsed exceeds
// Budget when a failed Option 2 check halved the drive after the order's
// Extreme Manoeuvres factors were spent (reading W95).
type MoveReport struct {
	Written    string       `json:"written"` // the order as written
	Order      string       `json:"order"`   // as carried out
	Legal      bool         `json:"legal"`
	X          float64      `json:"x"`
	Y          float64      `json:"y"`
	Course     int          `json:"course"`
	Facing     int          `json:"facing"`
	Velocity   int          `json:"velocity"`
	Inverted   bool         `json:"inverted"`
	ThrustUsed int          `json:"thrust_used"`      // factors the order as carried out used
	Budget     int          `json:"thrust_available"` // factors the order may use, after the checks before moving
	ETDice     int          `json:"et_dice"`
	ETChance   *float64     `json:"et_success_chance,omitempty"` // only when dice are rolled
	ET         *ETRoll      `json:"et,omitempty"`
	Checks     []DriveCheck `json:"checks"`
	Drive      int          `json:"drive"` // current rating after the turn
	EM         int          `json:"em"`    // Extreme Manoeuvres factors in effect for fire
	Corkscrew  bool         `json:"corkscrew"`
	HullLost   int          `json:"hull_lost"` // hull boxes lost this turn
	Path       []MovePoint  `json:"path"`      // start, mid-move, end
	Warnings   []string     `json:"warnings"`
	Log        []string     `json:"log"`
}

// ThrustText writes the thrust the move used for a reader, "thrust used
// 3 of 4", saying why when it is more than the drive now gives.
func (r MoveReport) ThrustText() string {
	if r.ThrustUsed > r.Budget {
		return fmt.Sprintf("thrust used %d, more than the %d the drive now gives: the Extreme Manoeuvres factors were spent before the failed check halved it", r.ThrustUsed, r.Budget)
	}
	return fmt.Sprintf("thrust used %d of %d", r.ThrustUsed, r.Budget)
}

// Report describes t for output. start is the ship before the turn (to
// count the hull it lost) and written the order as the player wrote it.
func (t TurnMove) Report(start fullthrust.Ship, written string) MoveReport {
	mv, end := t.Moved, t.End
	out := MoveReport{
		Written: written, Order: mv.Plan.Order.String(), Legal: mv.Legal,
		X: round2(end.Motion.Pos.X), Y: round2(end.Motion.Pos.Y),
		Course: end.Motion.Course.Hour(), Facing: end.Motion.Facing.Hour(), Velocity: end.Motion.Velocity,
		Inverted: end.Motion.Inverted, ThrustUsed: mv.Plan.Thrust.Used, Budget: mv.Plan.Thrust.Budget,
		ETDice: t.ETDice, ET: mv.ET, Checks: append(append([]DriveCheck{}, mv.Checks...), end.Checks...),
		Drive: end.Ship.Drive.Current(), EM: mv.EM, Corkscrew: mv.Corkscrew, HullLost: end.Ship.Lost.Hull - start.Lost.Hull,
		Warnings: append([]string{}, mv.Warnings...), Log: append(append([]string{}, mv.Log...), end.Log...),
	}
	if t.ETDice > 0 {
		p := t.ETSuccess
		out.ETChance = &p
	}
	for _, p := range mv.Path {
		out.Path = append(out.Path, MovePoint{round2(p.X), round2(p.Y)})
	}
	return out
}

// ReachEnd is one reachable end state in a [ReachReport].
type ReachEnd struct {
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	Course   int     `json:"course"`
	Velocity int     `json:"velocity"`
	Mode     string  `json:"mode,omitempty"`
	Order    string  `json:"order"`
	// Risk is the order's exact risk (absent for the starting point).
	Risk *Risk `json:"risk,omitempty"`
}

// ReachReport is the reach of one ship as "broadside ft reach --json" and
// the web API print it.
type ReachReport struct {
	From   ReachEnd       `json:"from"`
	Modes  []string       `json:"modes"`
	Counts map[string]int `json:"counts"` // end states first reached in each mode
	Ends   []ReachEnd     `json:"ends"`
}

// Names lists the modes in use, "standard" first, as [ReachMode.String]
// names them.
func (m ReachModes) Names() []string {
	names := []string{ReachStandard.String()}
	for _, on := range []struct {
		set  bool
		mode ReachMode
	}{{m.HardAbout, ReachHardAbout}, {m.Redline, ReachRedline}, {m.ET, ReachET}} {
		if on.set {
			names = append(names, on.mode.String())
		}
	}
	return names
}

// ReachReportOf describes the ends [Reach] found for a ship starting at m
// with modes.
func ReachReportOf(m Motion, modes ReachModes, ends []Reached) ReachReport {
	out := ReachReport{Modes: modes.Names(), Counts: map[string]int{}, Ends: []ReachEnd{},
		From: ReachEnd{X: round2(m.Pos.X), Y: round2(m.Pos.Y), Course: m.Course.Hour(), Velocity: m.Velocity}}
	for _, e := range ends {
		risk := e.Risk
		end := ReachEnd{X: round2(e.Pos.X), Y: round2(e.Pos.Y), Course: e.Course.Hour(), Velocity: e.Velocity, Mode: e.Mode.String(), Order: e.Order.String(), Risk: &risk}
		out.Counts[end.Mode]++
		out.Ends = append(out.Ends, end)
	}
	return out
}

// round2 rounds v to hundredths, giving 0 rather than -0.
func round2(v float64) float64 {
	r := math.Round(v*100) / 100
	if r == 0 {
		return 0
	}
	return r
}

// End says where the move leaves the ship, such as "(-7.00, 3.46) course 9
// facing 9 velocity 9; drive 2".
func (r MoveReport) End() string {
	var b strings.Builder
	fmt.Fprintf(&b, "(%.2f, %.2f) course %d facing %d velocity %d", r.X, r.Y, r.Course, r.Facing, r.Velocity)
	if r.Inverted {
		b.WriteString(" inverted")
	}
	fmt.Fprintf(&b, "; drive %d", r.Drive)
	if r.EM > 0 {
		fmt.Fprintf(&b, "; evading with %d EM", r.EM)
	}
	if r.Corkscrew {
		b.WriteString("; corkscrewed (-1 per die)")
	}
	if r.HullLost > 0 {
		fmt.Fprintf(&b, "; %d hull boxes lost", r.HullLost)
	}
	return b.String()
}
