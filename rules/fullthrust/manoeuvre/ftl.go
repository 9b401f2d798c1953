package manoeuvre

import (
	"fmt"
	"math"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// FTLDanger is the radius in MU within which an FTL jump endangers the
// jumping ship and everything around it (RULINGS A8).
const FTLDanger = 6

// Jump is a Short-Range Jump (ft-advanced-manoeuvres.txt "Short-Range
// Jump"; RULINGS E4 #6): the ship jumps along its course, keeping course and
// velocity, and appears off its aim point by a scatter of one D6 per 20 MU
// jumped (or part of 20) in a D12 direction, less 2 MU for enhanced sensors
// or 4 for superior ones. Afterwards its FTL drive and main drive each check
// at the current threshold level; the FTL drive is off-line for the rest of
// the scenario either way, the ship may not fire this turn and may not
// change velocity next turn.
type Jump struct {
	Distance    int          `json:"distance"`  // MU ordered
	Aim         geom.Vec     `json:"aim"`       // the point aimed at
	Direction   geom.Heading `json:"direction"` // the scatter's D12
	ScatterDice []int        `json:"scatter_dice"`
	Scatter     int          `json:"scatter"` // MU after the sensor reduction
	Arrive      geom.Vec     `json:"arrive"`
	FTLCheck    DriveCheck   `json:"ftl_check"`
	DriveCheck  DriveCheck   `json:"drive_check"`
}

// sensorReduction returns the jump scatter a ship's sensors remove: 4 MU for
// working superior [fullthrust.Sensors] (class 2), 2 for enhanced ones (class 1).
func SensorReduction(s fullthrust.Ship) int {
	best := 0
	for _, sys := range s.Systems {
		if sys.Kind == fullthrust.Sensors && !sys.Destroyed {
			best = max(best, 2*min(sys.Class, 2))
		}
	}
	return best
}

// jump makes the Short-Range Jump of dist MU along the ship's course.
func (mv *Moved) jump(dist int, src rng.Source) {
	mv.jumpAlong(mv.Motion.Course.Vec(), dist, src)
}

// jumpAlong makes the Short-Range Jump of dist MU in direction dir, a
// vector of length 1.
func (mv *Moved) jumpAlong(dir geom.Vec, dist int, src rng.Source) {
	m := &mv.Motion
	j := &Jump{Distance: dist, Aim: m.Pos.Add(dir.Scale(float64(dist)))}
	j.Direction = geom.Clock(src.Roll(12, "jump scatter direction"))
	sum := 0
	for range max(1, (dist+19)/20) {
		f := src.Roll(6, "jump scatter distance")
		j.ScatterDice = append(j.ScatterDice, f)
		sum += f
	}
	j.Scatter = max(0, sum-SensorReduction(mv.Ship))
	j.Arrive = j.Aim.Add(j.Direction.Vec().Scale(float64(j.Scatter)))
	mv.Path = []geom.Vec{m.Pos, j.Aim, j.Arrive}
	m.Pos = j.Arrive
	m.FTL, m.NoAcceleration, mv.NoFire = FTLOffline, true, true
	j.FTLCheck = DriveCheck{Why: "Short-Range Jump", System: "FTL drive", Target: fullthrust.ThresholdLevel(mv.Ship)}
	j.FTLCheck.Face = src.Roll(6, "FTL drive threshold check")
	j.FTLCheck.Failed = j.FTLCheck.Face >= j.FTLCheck.Target
	j.FTLCheck.Note = "FTL drive damaged; it is off-line for the scenario in any case"
	mv.Ship, j.DriveCheck = rollDriveCheck(mv.Ship, DriveCheck{Why: "Short-Range Jump"}, src)
	mv.Jump = j
	mv.logf("Short-Range Jump of %d MU: scatter %d MU (dice %v) towards %s, arriving at (%.2f, %.2f)", dist, j.Scatter, j.ScatterDice, j.Direction, j.Arrive.X, j.Arrive.Y)
	mv.logf("%s", j.FTLCheck)
	mv.logf("%s", j.DriveCheck)
}

// Near returns the indices of the positions within FTLDanger MU of at,
// skipping index self (-1 for none).
func Near(at geom.Vec, pos []geom.Vec, self int) []int {
	var out []int
	for i, p := range pos {
		if i != self && p.Dist(at) <= FTLDanger+1e-9 {
			out = append(out, i)
		}
	}
	return out
}

// Blast is FTL damage dealt to the ships near a jump.
type Blast struct {
	Ship   int              `json:"ship"` // index among the other ships
	Points int              `json:"points"`
	Dice   []int            `json:"dice,omitempty"`
	Taken  fullthrust.Taken `json:"taken"`
	Text   string           `json:"text"`
}

// Exit is the proximity roll of a ship entering FTL with another ship
// within 6 MU (RULINGS A8; ft-advanced-manoeuvres.txt "FTL Rules Revision").
type Exit struct {
	Face      int     `json:"face"`      // the D6: 1 the drive fails to engage, 2-4 damaged, 5-6 destroyed
	Stays     bool    `json:"stays"`     // the drive failed to engage: the ship stays, keeping course and velocity
	SelfDice  int     `json:"self_dice"` // the D6 of damage on a 2-4
	Destroyed bool    `json:"destroyed"` // the ship blew up
	Blasts    []Blast `json:"blasts,omitempty"`
	// SelfCheck describes the threshold check the D6 of damage caused,
	// with its dice ("" when none was rolled).
	SelfCheck string            `json:"self_check,omitempty"`
	Self      fullthrust.Ship   `json:"-"`
	Others    []fullthrust.Ship `json:"-"`
}

// FTLExit rolls for a ship entering FTL (or starting a Short-Range Jump)
// with the ships near it (indices into others, from [Near]): on a 1 the
// drive fails to engage; on 2-4 the ship takes 1D6 to its hull and goes; on
// 5-6 it is destroyed and every ship near it takes one quarter of its total
// MASS rounded to the nearest whole number, half (rounded up) on armour and
// the rest on the hull, ignoring screens, or 2D6 to the hull with
// Bystanders set to BystandersTwoD6. Threshold checks follow opt.Thresholds.
// It returns copies; the inputs are not changed.
func FTLExit(self fullthrust.Ship, others []fullthrust.Ship, near []int, opt ManoeuvreOptions, src rng.Source) Exit {
	e := Exit{Self: self, Others: append([]fullthrust.Ship(nil), others...)}
	if len(near) == 0 {
		return e
	}
	e.Face = src.Roll(6, "FTL proximity")
	switch {
	case e.Face == 1:
		e.Stays = true
	case e.Face <= 4:
		e.SelfDice = src.Roll(6, "FTL damage")
		var t fullthrust.Taken
		var rolls []fullthrust.SystemRoll
		e.Self, t, rolls = hullHit(self, e.SelfDice, opt, src)
		e.SelfCheck = fullthrust.ThresholdText(t.Check(), rolls)
	default:
		e.Destroyed = true
		e.Self, _ = self.Take(fullthrust.Damage{Normal: self.BoxesLeft() + 1})
		for _, i := range near {
			b := Blast{Ship: i}
			var t fullthrust.Taken
			var rolls []fullthrust.SystemRoll
			if opt.Bystanders == BystandersTwoD6 {
				b.Dice = []int{src.Roll(6, "FTL blast"), src.Roll(6, "FTL blast")}
				b.Points = b.Dice[0] + b.Dice[1]
				e.Others[i], t, rolls = hullHit(e.Others[i], b.Points, opt, src)
			} else {
				b.Points = int(math.Floor(float64(self.Mass)/4 + 0.5))
				e.Others[i], t, rolls = armourAndHull(e.Others[i], (b.Points+1)/2, b.Points/2, opt, src)
			}
			b.Taken = t
			b.Text = blastText(e.Others[i].Name, "explosion", b, fullthrust.ThresholdText(t.Check(), rolls))
			e.Blasts = append(e.Blasts, b)
		}
	}
	return e
}

// Arrival is a ship appearing by FTL (or at the end of a Short-Range
// Jump) and what its proximity did.
type Arrival struct {
	Direction geom.Heading `json:"direction"`
	Dice      []int        `json:"dice"`
	Distance  int          `json:"distance"` // scatter in MU
	At        geom.Vec     `json:"at"`
	SelfHit   int          `json:"self_hit"` // hull points the arriving ship took
	// SelfCheck describes the threshold check that damage caused, with its
	// dice ("" when none was rolled).
	SelfCheck string            `json:"self_check,omitempty"`
	Blasts    []Blast           `json:"blasts,omitempty"`
	Self      fullthrust.Ship   `json:"-"`
	Others    []fullthrust.Ship `json:"-"`
}

// FTLEntry places a ship entering the battle by FTL at its marker aim
// (Full Thrust p.24, kept by the FTL revision; RULINGS A8): a D12 direction
// and a D6 distance in MU, a 6 re-rolled and multiplied by 6 as the
// revision recommends unless opt.PlainEntryScatter. When any ship lies
// within 6 MU of the arrival point (pos holds the others' positions), the
// arriving ship takes the scatter distance and each of those ships 2D6, to
// the hull, ignoring screens and armour.
func FTLEntry(aim geom.Vec, self fullthrust.Ship, others []fullthrust.Ship, pos []geom.Vec, opt ManoeuvreOptions, src rng.Source) Arrival {
	return FTLEntryOn(aim, self, others, pos, nil, opt, src)
}

// FTLEntryOn is FTLEntry on a table whose edge off tells: an arrival point
// off the table (off reports true) means the ship cannot enter (RULINGS
// A8), so it hits nothing near that point and rolls no damage; the caller
// takes it out of the battle. A nil off is a table without edge.
func FTLEntryOn(aim geom.Vec, self fullthrust.Ship, others []fullthrust.Ship, pos []geom.Vec, off func(geom.Vec) bool, opt ManoeuvreOptions, src rng.Source) Arrival {
	a := Arrival{Self: self, Others: append([]fullthrust.Ship(nil), others...)}
	a.Direction = geom.Clock(src.Roll(12, "FTL scatter direction"))
	f := src.Roll(6, "FTL scatter distance")
	a.Dice, a.Distance = []int{f}, f
	if f == 6 && !opt.PlainEntryScatter {
		g := src.Roll(6, "FTL scatter distance x6")
		a.Dice, a.Distance = append(a.Dice, g), 6*g
	}
	a.At = aim.Add(a.Direction.Vec().Scale(float64(a.Distance)))
	if off != nil && off(a.At) {
		return a
	}
	near := Near(a.At, pos, -1)
	if len(near) == 0 {
		return a
	}
	a.SelfHit = a.Distance
	a.Self, _, _ = hullHit(self, a.SelfHit, opt, src)
	a.blast(near, opt, src)
	return a
}

// JumpArrival resolves a Short-Range Jump that ends within 6 MU of other
// ships: the jumper takes 1D6 and each of them 2D6, to the hull, as for an
// FTL arrival (a ruling: the jump's own scatter is not a damage die).
func JumpArrival(self fullthrust.Ship, others []fullthrust.Ship, near []int, opt ManoeuvreOptions, src rng.Source) Arrival {
	a := Arrival{Self: self, Others: append([]fullthrust.Ship(nil), others...)}
	if len(near) == 0 {
		return a
	}
	a.SelfHit = src.Roll(6, "jump arrival damage")
	var t fullthrust.Taken
	var rolls []fullthrust.SystemRoll
	a.Self, t, rolls = hullHit(self, a.SelfHit, opt, src)
	a.SelfCheck = fullthrust.ThresholdText(t.Check(), rolls)
	a.blast(near, opt, src)
	return a
}

func (a *Arrival) blast(near []int, opt ManoeuvreOptions, src rng.Source) {
	for _, i := range near {
		b := Blast{Ship: i, Dice: []int{src.Roll(6, "FTL blast"), src.Roll(6, "FTL blast")}}
		b.Points = b.Dice[0] + b.Dice[1]
		var rolls []fullthrust.SystemRoll
		a.Others[i], b.Taken, rolls = hullHit(a.Others[i], b.Points, opt, src)
		b.Text = blastText(a.Others[i].Name, "arrival", b, fullthrust.ThresholdText(b.Taken.Check(), rolls))
		a.Blasts = append(a.Blasts, b)
	}
}

// hullHit puts n points straight on the hull, past every armour layer, as
// one action, and rolls or defers its threshold check.
func hullHit(s fullthrust.Ship, n int, opt ManoeuvreOptions, src rng.Source) (fullthrust.Ship, fullthrust.Taken, []fullthrust.SystemRoll) {
	return armourAndHull(s, 0, n, opt, src)
}

// armourAndHull applies a points to armour (any shortfall flowing on to the
// hull) and h points straight to the hull, as one action.
func armourAndHull(s fullthrust.Ship, a, h int, opt ManoeuvreOptions, src rng.Source) (fullthrust.Ship, fullthrust.Taken, []fullthrust.SystemRoll) {
	out, t := s.Take(fullthrust.Damage{Normal: a})
	if h > 0 && !t.Destroyed {
		saved := out.Lost.Armour
		bare := out
		bare.Lost.Armour = append([]int(nil), out.Armour...)
		bare, t2 := bare.Take(fullthrust.Damage{Normal: h})
		bare.Lost.Armour = saved
		out = bare
		t.Hull += t2.Hull
		t.Rows = append(t.Rows, t2.Rows...)
		t.Destroyed, t.Overkill = t2.Destroyed, t2.Overkill
	}
	out, rolls := out.Settle(t.Check(), opt.Thresholds, src)
	return out, t, rolls
}

// blastText describes FTL damage to a ship for a log: "Escort takes 7
// points from the arrival (dice [3 4])", with the threshold check it caused.
func blastText(name, from string, b Blast, check string) string {
	s := fmt.Sprintf("%s takes %d points from the %s", name, b.Points, from)
	if len(b.Dice) > 0 {
		s += fmt.Sprintf(" (dice %v)", b.Dice)
	}
	if check != "" {
		s += "; " + check
	}
	return s
}
