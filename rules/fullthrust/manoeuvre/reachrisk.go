package manoeuvre

import (
	"math"

	"github.com/broadside/broadside/rules/fullthrust"
)

// Risk is what a legal order risks, computed exactly from its dice: the
// Emergency Thrust dice and the main-drive checks of Redlined Engines, Hard
// About, Extreme Manoeuvres and the Flip. Each field is a probability or an
// expectation rounded from an exact fraction, so two orders that risk the
// same compare equal.
type Risk struct {
	// Fail is the chance that the order is not carried out as written: a
	// failed Emergency Thrust (re-plotted), or an Option 2 check that fails
	// before the ship moves (the order is cut down or the Hard About lost).
	Fail float64 `json:"fail"`
	// Damage is the chance that the main drive is damaged at all.
	Damage float64 `json:"damage"`
	// DriveHits is the expected number of hits on the main drive (0 to 2).
	DriveHits float64 `json:"drive_hits"`
}

// Less orders risks: the smaller chance of damaging the drive first, then
// fewer expected drive hits, then the smaller chance of failing.
func (r Risk) Less(o Risk) bool {
	switch {
	case r.Damage != o.Damage:
		return r.Damage < o.Damage
	case r.DriveHits != o.DriveHits:
		return r.DriveHits < o.DriveHits
	}
	return r.Fail < o.Fail
}

// etCounts[n][v] is the number of the 6^n throws of n Emergency Thrust
// dice that score v (each die 0 on 1-3, 1 on 4-5, 2 on a 6).
var etCounts = func() (t [maxRiskDice + 1][]int64) {
	t[0] = []int64{1}
	for n := 1; n <= maxRiskDice; n++ {
		t[n] = make([]int64, 2*n+1)
		for v, c := range t[n-1] {
			t[n][v] += 3 * c
			t[n][v+1] += 2 * c
			t[n][v+2] += c
		}
	}
	return t
}()

// maxRiskDice is the most Emergency Thrust dice OrderRisk counts exactly;
// more count as that many (6^15 throws, with three checks, still fit an
// int64).
const maxRiskDice = 15

// OrderRisk returns the exact risk of carrying out a legal plan for ship s
// under opt, which says when each check is rolled. Checks fail when the die
// plus the modifier reaches the ship's threshold level (RULINGS E4 #1); a
// drive that is disabled rolls none, and the drive takes at most the hits
// it has left. When Emergency Thrust fails, the re-plot drops any Hard
// About (ET4), so its check is not rolled. The chances are counted in
// whole throws over a common denominator, so equal chances give equal
// floats.
func OrderRisk(s fullthrust.Ship, p Plan, opt ManoeuvreOptions) Risk {
	o := p.Order
	left := max(0, 2-s.Drive.Hits)
	if s.Drive.Thrust == 0 {
		left = 0
	}
	level := fullthrust.ThresholdLevel(s)
	type check struct {
		fail    int64 // faces of 6 that fail
		before  bool  // Option 2: a failure stops the order as written
		hardOff bool  // the Hard About's check, which a failed ET re-plot drops
	}
	faces := func(drm int) int64 {
		n := int64(0)
		for f := 1; f <= 6; f++ {
			if f+drm >= level {
				n++
			}
		}
		return n
	}
	var checks []check
	if left > 0 {
		if o.Redline {
			checks = append(checks, check{fail: faces(0), before: opt.Redline == BeforeMoving})
		}
		if _, hard := o.PointsOf(); hard > 0 {
			checks = append(checks, check{fail: faces(hard - 1), before: opt.HardAbout == BeforeMoving, hardOff: true})
		}
		if o.EM > 0 && !o.EMDiscretionary {
			checks = append(checks, check{fail: faces(o.EM - 1), before: opt.Extreme == BeforeMoving})
		}
		if o.Flip {
			checks = append(checks, check{fail: faces(1)})
		}
	}
	n := 0
	if o.ET || o.EmergencyStop {
		n = min(p.Thrust.ETDice, maxRiskDice)
	}
	if n == 0 && len(checks) == 0 {
		return Risk{} // no die is rolled: the count below gives zeros over 1
	}
	var fail, damaged, hits int64
	for v, c := range etCounts[n] {
		ok, dmg := ETOutcome(v)
		for mask := range 1 << len(checks) {
			w := c
			k, stopped := dmg, !ok
			for i, ch := range checks {
				rolled := ok || !ch.hardOff
				failed := mask&(1<<i) != 0
				switch {
				case !rolled && failed:
					w = 0
				case !rolled:
					w *= 6 // the die is not rolled: every face alike
				case failed:
					w *= ch.fail
					k++
					stopped = stopped || ch.before
				default:
					w *= 6 - ch.fail
				}
			}
			if w == 0 {
				continue
			}
			k = min(k, left)
			if stopped {
				fail += w
			}
			if k > 0 {
				damaged += w
				hits += w * int64(k)
			}
		}
	}
	den := float64(int64(math.Pow(6, float64(n+len(checks)))))
	return Risk{Fail: float64(fail) / den, Damage: float64(damaged) / den, DriveHits: float64(hits) / den}
}

// ETChances returns the exact chances that n Emergency Thrust dice succeed,
// fail doing one hit to the main drive, and fail doing two (RULINGS E2;
// more than 15 dice count as 15).
func ETChances(n int) (ok, once, twice float64) {
	n = min(max(n, 0), maxRiskDice)
	var c [3]int64
	for v, k := range etCounts[n] {
		switch success, dmg := ETOutcome(v); {
		case success:
			c[0] += k
		default:
			c[dmg] += k
		}
	}
	den := math.Pow(6, float64(n))
	return float64(c[0]) / den, float64(c[1]) / den, float64(c[2]) / den
}
