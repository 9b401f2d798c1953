package fullthrust

import (
	"fmt"
	"slices"

	"github.com/broadside/broadside/rng"
)

// Damage is the damage one action does to one ship, in points: Normal
// points land on armour first (outermost layer, then inwards, then the hull
// rows), Penetrating points skip the outermost armour layer that was intact
// when the action began and land on the next layer in, or on the hull when
// there is no other layer (RULINGS A1; Continuum 4.6, 4.8-4.9). The zero
// value is no damage.
type Damage struct {
	Normal      int
	Penetrating int
}

// Total returns all the points.
func (d Damage) Total() int { return d.Normal + d.Penetrating }

// Add returns the sum of two damages.
func (d Damage) Add(e Damage) Damage {
	return Damage{d.Normal + e.Normal, d.Penetrating + e.Penetrating}
}

// Taken is what one action's damage did to a ship.
type Taken struct {
	Armour    int   // armour boxes crossed off
	Hull      int   // hull boxes crossed off
	Rows      []int // hull rows completed by this damage, counted from 1; never the last row
	Destroyed bool  // the last hull box is gone
	Overkill  int   // points beyond the last hull box
}

// Check returns the threshold check the damage calls for: one check for the
// last row completed, the die raised by 1 for each further row completed in
// the same action (Continuum 4.11). It is the zero Check, which needs no
// roll, when no row was completed or the ship was destroyed.
func (t Taken) Check() Check {
	if len(t.Rows) == 0 || t.Destroyed {
		return Check{}
	}
	return Check{Row: t.Rows[len(t.Rows)-1], Extra: len(t.Rows) - 1}
}

// Take applies one action's damage, all at once, and returns the changed
// ship and what the damage did. Normal points fill the outermost armour
// layer with boxes left, then the next, then the hull; penetrating points
// start one layer further in. The receiver is not changed.
func (s Ship) Take(d Damage) (Ship, Taken) {
	out := s.Clone()
	var t Taken
	left := s.ArmourLeft()
	if len(out.Lost.Armour) < len(left) {
		out.Lost.Armour = append(out.Lost.Armour, make([]int, len(left)-len(out.Lost.Armour))...)
	}
	outer := slices.IndexFunc(left, func(a int) bool { return a > 0 })
	flow := d.Normal // points moving inwards
	if outer < 0 {
		flow += d.Penetrating
	} else {
		for i := outer; i < len(left); i++ {
			if i == outer+1 {
				flow += d.Penetrating
			}
			took := min(flow, left[i])
			out.Lost.Armour[i] += took
			t.Armour += took
			flow -= took
		}
		if outer == len(left)-1 {
			flow += d.Penetrating
		}
	}
	hull := s.HullBoxes()
	before := s.Lost.Hull
	after := min(before+flow, hull)
	t.Hull = after - before
	t.Overkill = flow - t.Hull
	out.Lost.Hull = after
	t.Destroyed = after >= hull
	end := 0
	for i, r := range s.Hull[:len(s.Hull)-1] {
		end += r
		if before < end && after >= end {
			t.Rows = append(t.Rows, i+1)
		}
	}
	return out, t
}

// Check is one threshold check (RULINGS A2; Continuum 4.11): every working
// system rolls a die and is knocked out on Target() or more, the die raised by
// Extra. The zero value is no check.
type Check struct {
	Row   int // the hull row just completed, from 1
	Extra int // further rows completed by the same action, 0 or more
}

// Target returns the score that knocks a system out: 6 after row 1, 5 after
// row 2, 4 after row 3, and one less per further row down to 2.
func (c Check) Target() int { return max(2, 7-c.Row) }

// String describes the check, such as "row 2 check (5+)" or "row 3 check
// (4+, +1 for 1 more row)".
func (c Check) String() string {
	if c.Extra > 0 {
		return fmt.Sprintf("row %d check (%d+, +%d for %d more rows)", c.Row, c.Target(), c.Extra, c.Extra)
	}
	return fmt.Sprintf("row %d check (%d+)", c.Row, c.Target())
}

// SystemRoll is one system's die in a threshold check.
type SystemRoll struct {
	System string `json:"system"` // the system's label, or "main drive"
	Face   int    `json:"face"`   // the natural die
	Failed bool   `json:"failed"` // the system was knocked out (the drive halved or disabled)
}

// ThresholdPurpose is what scripted dice for threshold checks are asked for.
const ThresholdPurpose = "threshold check"

// CheckThresholds rolls check c for every working system, in the order of
// Ship.Systems, then the main drive, and returns the changed ship and the
// rolls. Core systems take 1 off their die. The first failure of the drive
// halves its original rating, the second disables it. A zero check rolls
// nothing. The receiver is not changed.
func (s Ship) CheckThresholds(c Check, src rng.Source) (Ship, []SystemRoll) {
	if c.Row == 0 {
		return s, nil
	}
	out := s.Clone()
	var rolls []SystemRoll
	target := c.Target()
	for i, sys := range out.Systems {
		if sys.Destroyed {
			continue
		}
		face := src.Roll(6, ThresholdPurpose)
		score := face + c.Extra
		if sys.Kind == Core {
			score--
		}
		failed := score >= target
		out.Systems[i].Destroyed = failed
		rolls = append(rolls, SystemRoll{System: sys.Label(), Face: face, Failed: failed})
	}
	if out.Drive.Thrust > 0 && out.Drive.Current() > 0 {
		face := src.Roll(6, ThresholdPurpose)
		failed := face+c.Extra >= target
		if failed {
			out.Drive.Hits++
		}
		rolls = append(rolls, SystemRoll{System: "main drive", Face: face, Failed: failed})
	}
	return out, rolls
}

// settle rolls the threshold check c at once or leaves it pending on the
// ship for the end phase, as t says (RULINGS A2), and returns the changed
// ship and the rolls made; with no check (c.Row 0) it changes nothing. The
// receiver is not changed.
func (s Ship) Settle(c Check, t ThresholdTiming, src rng.Source) (Ship, []SystemRoll) {
	switch {
	case c.Row == 0:
		return s, nil
	case t == ThresholdEndOfTurn:
		s.Pending = append(s.Pending[:len(s.Pending):len(s.Pending)], c)
		return s, nil
	}
	return s.CheckThresholds(c, src)
}

// EndPhase rolls every pending threshold check in the order the damage came
// and clears them, for ThresholdEndOfTurn. The receiver is not changed.
func (s Ship) EndPhase(src rng.Source) (Ship, [][]SystemRoll) {
	out := s.Clone()
	out.Pending = nil
	var all [][]SystemRoll
	for _, c := range s.Pending {
		var rolls []SystemRoll
		out, rolls = out.CheckThresholds(c, src)
		all = append(all, rolls)
	}
	return out, all
}

// RowsLost returns the number of hull rows whose every box is crossed off
// (the last row never counts: losing it destroys the ship).
func RowsLost(s Ship) int {
	rows, end := 0, 0
	for i, r := range s.Hull {
		end += r
		if i == len(s.Hull)-1 || s.Lost.Hull < end {
			break
		}
		rows++
	}
	return rows
}

// ThresholdLevel returns the score a threshold check "at the current level"
// needs to knock a system out (RULINGS E4 #1): the target of the last hull
// row lost, with an undamaged ship counting as having lost its first row, so
// 6 with no row or one row lost, 5 after two, 4 after three, never below 2.
func ThresholdLevel(s Ship) int {
	return Check{Row: max(1, RowsLost(s))}.Target()
}
