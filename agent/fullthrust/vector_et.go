package fullthrust

import (
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Emergency Thrust for the tactical player under vector movement (reading
// W56, RULINGS A10). With ET a ship burns and turns as if its drive were
// rated half as much again, at the risk of its drive: one die for a burn
// beyond the rating, one for thruster points beyond the thrusters, one
// more for each earlier use; a score of 1 or more damages the drive, 2 or
// more also fails the order, which is re-plotted within the standard
// limits of the damaged drive (manoeuvre.ReplotVector). When no order
// within the standard limits keeps a ship where it can stop on the table
// (vector_edge.go), the planner weighs the ET orders, for a ship whose
// doctrine allows ET: each as its end state when it works and its
// re-plot's when it fails, each by its chance, less the battle's price of
// a drive hit (battle_drive.go, by turns left) times the hits the dice are
// expected to do; a ship driven off is lost to its side under either
// victory (reading W8), so an ET order that keeps it on the table is taken
// over any that does not. Weighing ET orders everywhere doubled the vector
// player's work and changed no battle of the vector example (seeds 3-4,
// 200 battles a side): with a drive hit priced at 5 points a turn left,
// the boost rarely pays but to stay on the table.

// etFail[n] is the chance that n Emergency Thrust dice fail the order: a
// score of 2 or more (manoeuvre.ETOutcome).
var etFail = func() (t [16]float64) {
	for n := 1; n < len(t); n++ {
		t[n] = 1 - manoeuvre.ETScores(n).AtMost(1)
	}
	return t
}()

// etSuccess is a source of dice that rolls 1 on every die: Emergency
// Thrust dice that score nothing, so MoveVector carries out the ET order
// as written.
type etSuccess struct{}

// Roll returns 1, whatever the die.
func (etSuccess) Roll(int, string) int { return 1 }

// vectorETCandidates returns the Emergency Thrust orders the tactical
// player weighs for ship s under vector movement: every burn from 0 to
// the boosted rating, no rotation or one of 1 to 6 points either side
// before or after the burn, and no push or a 1 MU push, each with ET and
// each beyond the standard limits (an ET order within them rolls no dice
// and is the same as the plain order vectorCandidates already holds).
// None when the doctrine forbids ET or the drive gives no thrust.
func vectorETCandidates(s Duellist) []manoeuvre.VectorOrder {
	if !s.Doctrine.ET {
		return nil
	}
	drive, thr := manoeuvre.VectorLimits(s.Ship)
	if drive <= 0 {
		return nil
	}
	eDrive := drive + drive/2
	eThr := eDrive / 2
	var out []manoeuvre.VectorOrder
	for steps := range vectorSteps(eDrive, eThr) {
		o := manoeuvre.VectorOrder{Steps: steps, ET: true}
		if md, used := o.Spend(); md <= eDrive && used <= eThr && (md > drive || used > thr) {
			out = append(out, o)
		}
	}
	return out
}

// vectorETValue returns what ET order o is worth to ship i as the file's
// comment weighs it, given score, which values an end state, and inside,
// which tests whether an end state with a drive of a given rating can
// stay on the table (nil: always). ok is false when the order's end is
// off the table.
func vectorETValue(ships []Duellist, i int, o manoeuvre.VectorOrder, score func(manoeuvre.Motion) float64, inside func(int, manoeuvre.Motion) bool) (v float64, end manoeuvre.Motion, ok bool) {
	s := ships[i]
	n := manoeuvre.VectorETDice(s.Ship, s.Motion, o)
	mv := manoeuvre.MoveVector(s.Ship, s.Motion, o, plainVector, etSuccess{})
	if !mv.Legal {
		return 0, s.Motion, false
	}
	end = mv.Motion
	drive, _ := manoeuvre.VectorLimits(s.Ship)
	if inside != nil && !inside(drive, end) {
		return 0, end, false
	}
	hurt := s.Ship
	hurt.Drive.Hits++ // a failure damages the drive at least once
	fail := etFail[min(n, len(etFail)-1)]
	re := manoeuvre.MoveVector(hurt, s.Motion, manoeuvre.ReplotVector(hurt, o), plainVector, nil).Motion
	reVal := score(re)
	if hd, _ := manoeuvre.VectorLimits(hurt); inside != nil && !inside(hd, re) {
		reVal = -float64(boxesLeft(s.Ship)) // it leaves the battle, now or soon
	}
	v = (1-fail)*score(end) + fail*reVal - s.Doctrine.driveRisk()*etHits[min(n, len(etHits)-1)]
	return v, end, true
}
