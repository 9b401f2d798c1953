package manoeuvre

import (
	"fmt"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// DriveCheckPurpose is what scripted dice for manoeuvre threshold checks are
// asked for.
const DriveCheckPurpose = "main drive threshold check"

// DriveCheck is one main-drive threshold check that a manoeuvre calls for
// "at the current threshold level" (ft-advanced-manoeuvres.txt: Hard About,
// Redlined Engines, Extreme Manoeuvres, Grav Backfire, Short-Range Jump;
// RULINGS E4 #1): the drive is damaged when the die plus DRM reaches the
// level of the last hull row lost, 6 for a ship that has lost none or one.
// A failure halves the drive's original rating, a second disables it
// (RULINGS A2). The zero value is an unrolled check with no modifier.
type DriveCheck struct {
	Why string `json:"why"` // the manoeuvre, such as "Hard About"
	// System is the drive checked: "" for the main drive, "FTL drive" for
	// a Short-Range Jump's FTL-drive check.
	System string `json:"system,omitempty"`
	DRM    int    `json:"drm"`    // added to the die: +1 per point of Hard About after the first, and so on
	Target int    `json:"target"` // the score that fails, fixed when rolled
	Face   int    `json:"face"`   // the natural die, 0 while not rolled
	Failed bool   `json:"failed"` // the drive was damaged
	Note   string `json:"note,omitempty"`
}

// String describes the check, such as "Hard About: main drive check 6+
// (+1), rolled 5: failed, drive halved".
func (c DriveCheck) String() string {
	system := c.System
	if system == "" {
		system = "main drive"
	}
	s := fmt.Sprintf("%s: %s check %d+", c.Why, system, c.Target)
	if c.DRM != 0 {
		s += fmt.Sprintf(" (%+d)", c.DRM)
	}
	if c.Face == 0 {
		if c.Note != "" {
			return s + ": " + c.Note
		}
		return s + ": not rolled"
	}
	s += fmt.Sprintf(", rolled %d", c.Face)
	if !c.Failed {
		return s + ": passed"
	}
	return s + ": failed, " + c.Note
}

// damageDrive returns the drive after n more threshold failures, and what
// became of it.
func damageDrive(d fullthrust.Drive, n int) (fullthrust.Drive, string) {
	if n <= 0 {
		return d, "no damage"
	}
	d.Hits = min(d.Hits+n, 2)
	if d.Current() == 0 {
		return d, "drive disabled"
	}
	return d, fmt.Sprintf("drive halved to %d", d.Current())
}

// FailingFaces returns how many faces of a D6, 0 to 6, fail a main-drive
// check of ship s rolled at a DRM of drm: those whose face plus drm
// reaches the ship's threshold level (RULINGS E4 #1), as rollDriveCheck
// rolls it on a drive that works (a disabled one rolls no check).
func FailingFaces(s fullthrust.Ship, drm int) int {
	return min(6, max(0, 7-fullthrust.ThresholdLevel(s)+drm))
}

// rollDriveCheck rolls a main-drive check at the ship's current threshold
// level and returns the ship with its drive damaged on a failure. A drive
// that is already disabled rolls nothing.
func rollDriveCheck(s fullthrust.Ship, c DriveCheck, src rng.Source) (fullthrust.Ship, DriveCheck) {
	c.Target = fullthrust.ThresholdLevel(s)
	if s.Drive.Thrust == 0 || s.Drive.Hits >= 2 {
		c.Note = "drive already disabled"
		return s, c
	}
	c.Face = src.Roll(6, DriveCheckPurpose)
	c.Failed = c.Face+c.DRM >= c.Target
	if c.Failed {
		s.Drive, c.Note = damageDrive(s.Drive, 1)
	}
	return s, c
}

// check rolls a main-drive check of the moving ship (rollDriveCheck) for
// why at a DRM of drm, records it in Checks and the log, and returns it.
func (mv *Moved) check(why string, drm int, src rng.Source) DriveCheck {
	var c DriveCheck
	mv.Ship, c = rollDriveCheck(mv.Ship, DriveCheck{Why: why, DRM: drm}, src)
	mv.Checks = append(mv.Checks, c)
	mv.logf("%s", c)
	return c
}

// emEffect rolls the D6 of a failed Option 2 Extreme Manoeuvres check
// (EM3) and reports whether the evasion of em factors still works: on a
// 4-6.
func (mv *Moved) emEffect(em int, src rng.Source) bool {
	f := src.Roll(6, "extreme manoeuvres effect")
	if f <= 3 {
		mv.warnf("Extreme Manoeuvres: rolled %d, the evasion has no effect this turn", f)
		return false
	}
	mv.logf("Extreme Manoeuvres: rolled %d, the evasion still works (%d factors)", f, em)
	return true
}

// wholeShipCheck rolls a threshold check at the current level for every
// working system and for the main drive, even a disabled one (the damaged-
// drive Grav Backfire destroys the ship when its drive fails it), in the
// order of Ship.Systems and then the drive. It returns the changed ship, the
// system rolls and whether the drive failed.
func wholeShipCheck(s fullthrust.Ship, why string, src rng.Source) (fullthrust.Ship, []fullthrust.SystemRoll, bool) {
	c := fullthrust.Check{Row: max(1, fullthrust.RowsLost(s))}
	drive := s.Drive
	bare := s
	bare.Drive = fullthrust.Drive{}
	out, rolls := bare.CheckThresholds(c, src)
	out.Drive = drive
	if drive.Thrust == 0 {
		return out, rolls, false
	}
	face := src.Roll(6, fullthrust.ThresholdPurpose)
	failed := face >= c.Target()
	if failed {
		out.Drive, _ = damageDrive(out.Drive, 1)
	}
	return out, append(rolls, fullthrust.SystemRoll{System: "main drive (" + why + ")", Face: face, Failed: failed}), failed
}

// TurnEnd is what the end of a turn did to a ship: the main-drive checks of
// Option 1 manoeuvres (rolled after damage control, so a drive they damage
// cannot be repaired before the next move) and the Corkscrew's inversion
// die.
type TurnEnd struct {
	Ship         fullthrust.Ship
	Motion       Motion
	Checks       []DriveCheck
	CorkscrewDie int // the Corkscrew's D6, 0 when the ship did not corkscrew
	Log          []string
}

// EndTurn rolls what a move left for the end of the turn, in order: each
// deferred main-drive check at the current threshold level (which damage
// taken in the fire phase may have raised), then, for a ship that
// corkscrewed, one D6 whose odd result inverts the ship as a Roll would and
// whose even result leaves it as it is (RULINGS E4 #5). It never changes its
// inputs.
func EndTurn(s fullthrust.Ship, m Motion, deferred []DriveCheck, corkscrew bool, src rng.Source) TurnEnd {
	e := TurnEnd{Ship: s, Motion: m}
	for _, c := range deferred {
		e.Ship, c = rollDriveCheck(e.Ship, c, src)
		e.Checks = append(e.Checks, c)
		e.Log = append(e.Log, c.String())
	}
	if corkscrew {
		e.CorkscrewDie = src.Roll(6, "corkscrew inversion")
		if e.CorkscrewDie%2 == 1 {
			e.Motion.Inverted = !e.Motion.Inverted
			e.Log = append(e.Log, fmt.Sprintf("corkscrew: rolled %d (odd): the ship is now %s", e.CorkscrewDie, uprightText(e.Motion.Inverted)))
		} else {
			e.Log = append(e.Log, fmt.Sprintf("corkscrew: rolled %d (even): the ship stays %s", e.CorkscrewDie, uprightText(e.Motion.Inverted)))
		}
	}
	return e
}

func uprightText(inverted bool) string {
	if inverted {
		return "inverted"
	}
	return "upright"
}
