package fullthrust

import (
	"sync"

	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// What a salvo does through a ship's own point defence. The 2015 text
// reads a ship's point defence level from its B1 and PDS dice (an ADS
// rolls two PDS dice), and one salvo then hits with a D6 less the level's
// band row, each missile doing a D6 (ft-new-point-defence.txt, "Point
// defence level" and the missile table; RULINGS B1, B2.2). dodgeWeights
// weighs dodging each enemy carrier at that mean damage for the ship that
// dodges: a transport with two PDS and two B1 takes 6.7 points from a
// salvo, a cruiser with four PDS and two B1 4.8, a ship with none 12.25.

// salvoThrough returns the mean damage, in points before armour and
// screens, one salvo does to ship s through its own working B1, PDS and
// ADS, from the exact odds of its point defence level
// (pointdefence.PDLOdds); dodgeWeight when the odds cannot be worked out
// (more dice than the odds allow).
func salvoThrough(s ft.Ship) float64 {
	b1, pds := 0, 0
	for _, sys := range s.Systems {
		switch {
		case sys.Destroyed || sys.Spent:
		case sys.Kind == ft.Beam && sys.Class == 1:
			b1++
		case sys.Kind == ft.PDS:
			pds++
		case sys.Kind == ft.ADS:
			pds += 2
		}
	}
	key := [2]int{b1, pds}
	throughMu.Lock()
	defer throughMu.Unlock()
	if x, ok := throughCache[key]; ok {
		return x
	}
	x := float64(dodgeWeight)
	if d, err := pointdefence.PDLOdds(b1, pds, nil); err == nil {
		x = 0
		for pdl := d.Lo(); pdl <= d.Hi(); pdl++ {
			x += d.Prob(pdl) * missilesThrough(int(pointdefence.BandOf(pdl)))
		}
		x += d.TailFloat() * missilesThrough(int(pointdefence.Band16up))
		x *= 3.5 // a D6 a missile
	}
	throughCache[key] = x
	return x
}

// missilesThrough returns the mean of a D6 less row, never below 0: the
// missiles of one salvo that hit at a point defence level of band row.
func missilesThrough(row int) float64 {
	n := 0
	for r := 1; r <= 6; r++ {
		n += max(0, r-row)
	}
	return float64(n) / 6
}

// throughCache holds salvoThrough's answers by B1 and PDS dice; few
// ships differ, and the odds are exact rationals.
var (
	throughMu    sync.Mutex
	throughCache = map[[2]int]float64{}
)
