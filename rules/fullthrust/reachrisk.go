package fullthrust

import (
	"math/big"
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

// driveCheckRisk is one main-drive check an order calls for: its chance of
// failing and whether a failure stops the order being carried out as
// written (an Option 2 check, rolled before moving).
type driveCheckRisk struct {
	p       *big.Rat
	before  bool
	hardOff bool // the check is the Hard About's, which a failed ET re-plot drops
}

// OrderRisk returns the exact risk of carrying out a legal plan for ship s
// under opt, which says when each check is rolled. Checks fail when the die plus the modifier reaches the
// ship's threshold level (RULINGS E4 #1); a drive that is disabled rolls
// none, and the drive takes at most the hits it has left. When Emergency
// Thrust fails, the re-plot drops any Hard About (ET4), so its check is not
// rolled.
func OrderRisk(s Ship, p Plan, opt ManoeuvreOptions) Risk {
	o := p.Order
	left := max(0, 2-s.Drive.Hits)
	if s.Drive.Thrust == 0 {
		left = 0
	}
	level := ThresholdLevel(s)
	chance := func(drm int) *big.Rat {
		n := 0
		for f := 1; f <= 6; f++ {
			if f+drm >= level {
				n++
			}
		}
		return big.NewRat(int64(n), 6)
	}
	var checks []driveCheckRisk
	if left > 0 {
		if o.Redline {
			checks = append(checks, driveCheckRisk{p: chance(0), before: opt.Redline == BeforeMoving})
		}
		if _, hard := o.pointsOf(); hard > 0 {
			checks = append(checks, driveCheckRisk{p: chance(hard - 1), before: opt.HardAbout == BeforeMoving, hardOff: true})
		}
		if o.EM > 0 && !o.EMDiscretionary {
			checks = append(checks, driveCheckRisk{p: chance(o.EM - 1), before: opt.Extreme == BeforeMoving})
		}
		if o.Flip {
			checks = append(checks, driveCheckRisk{p: chance(1)})
		}
	}
	// The Emergency Thrust table: each total score with its chance.
	type etRow struct {
		p      *big.Rat
		fail   bool
		damage int
	}
	rows := []etRow{{p: big.NewRat(1, 1)}}
	if (o.ET || o.EmergencyStop) && p.Thrust.ETDice > 0 {
		d := etDie.SumN(p.Thrust.ETDice)
		rows = rows[:0]
		for v := d.Lo(); v <= d.Hi(); v++ {
			ok, dmg := ETOutcome(v)
			rows = append(rows, etRow{p: d.P(v), fail: !ok, damage: dmg})
		}
	}
	fail, damaged, hits := new(big.Rat), new(big.Rat), new(big.Rat)
	for _, row := range rows {
		for mask := range 1 << len(checks) {
			w := new(big.Rat).Set(row.p)
			n, stopped := row.damage, row.fail
			for k, c := range checks {
				rolled := !(row.fail && c.hardOff)
				failed := mask&(1<<k) != 0
				switch {
				case !rolled && failed:
					w.SetInt64(0)
				case !rolled:
				case failed:
					w.Mul(w, c.p)
					n++
					stopped = stopped || c.before
				default:
					w.Mul(w, new(big.Rat).Sub(big.NewRat(1, 1), c.p))
				}
			}
			if w.Sign() == 0 {
				continue
			}
			n = min(n, left)
			if stopped {
				fail.Add(fail, w)
			}
			if n > 0 {
				damaged.Add(damaged, w)
				hits.Add(hits, new(big.Rat).Mul(w, big.NewRat(int64(n), 1)))
			}
		}
	}
	f, _ := fail.Float64()
	d, _ := damaged.Float64()
	h, _ := hits.Float64()
	return Risk{Fail: f, Damage: d, DriveHits: h}
}
