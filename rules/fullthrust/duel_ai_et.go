package fullthrust

import "math"

// scoreOrder values ship i's order o ending at end (where it goes when it
// works). An order whose dice can make it fail, Emergency Thrust, is
// valued by its outcomes: the end it reaches when the dice succeed, and
// for each failure (the drive damaged once or twice) the end of the
// re-plot the engine carries out instead ([Replot] on the damaged drive,
// valued as that order; straight ahead when none fits), each weighed by its exact chance,
// less the drive risk of the expected drive hits. Every other order is
// valued by [Planner.score].
func (pl *Planner) scoreOrder(ships []Duellist, i int, o Order, end Motion, opt ManoeuvreOptions) float64 {
	if !o.ET && !o.EmergencyStop {
		return pl.score(ships, i, o, end, opt)
	}
	s := ships[i]
	n := PlanOrder(s.Ship, s.Motion, o, opt).Thrust.ETDice
	if n == 0 {
		return pl.score(ships, i, o, end, opt)
	}
	ok, once, twice := etOutcomes(n)
	v := ok * pl.position(ships, i, o, end)
	for _, f := range []struct {
		hits int
		p    float64
	}{{1, once}, {2, twice}} {
		if f.p == 0 {
			continue
		}
		v += f.p * pl.replotValue(ships, i, o, f.hits, opt)
	}
	return v - s.Doctrine.driveRisk()*expectedDriveHits(s.Ship, s.Motion, o, opt)
}

// replotEnd returns where ship s ends when its Emergency Thrust order o
// fails with hits more drive hits: the engine's re-plot within the standard
// limits of the damaged drive, or straight ahead at its velocity when no
// re-plot fits (as [Move] does).
func replotEnd(s Duellist, o Order, hits int, opt ManoeuvreOptions) (Order, Motion) {
	sh := s.Ship
	sh.Drive, _ = damageDrive(sh.Drive, hits)
	m := s.Motion
	m.ETUses++
	re := Replot(sh, m, o, opt)
	q := PlanOrder(sh, m, re, opt)
	if !q.Legal() {
		return Order{}, predicted(s.Motion)
	}
	end := s.Motion
	end.Pos, end.Course = endOf(s.Motion, q)
	end.Facing, end.Velocity = end.Course, q.NewVel
	return re, end
}

// etOutcomes returns the chances that n Emergency Thrust dice succeed,
// fail with one drive hit, and fail with two (RULINGS E2), from the exact
// counts of OrderRisk (n above maxRiskDice counts as maxRiskDice).
func etOutcomes(n int) (ok, once, twice float64) {
	n = min(n, maxRiskDice)
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

// replotKey names a failed ET order's re-plot: the drive hits and the order.
type replotKey struct {
	hits  int
	order string
}

// replotValue returns the position value of the re-plot of ship i's ET
// order o failing with hits drive hits, cached for the current call of best.
func (pl *Planner) replotValue(ships []Duellist, i int, o Order, hits int, opt ManoeuvreOptions) float64 {
	re, end := replotEnd(ships[i], o, hits, opt)
	if pl.replots == nil {
		return pl.position(ships, i, re, end)
	}
	k := replotKey{hits, re.String()}
	if v, ok := pl.replots[k]; ok {
		return v
	}
	v := pl.position(ships, i, re, end)
	pl.replots[k] = v
	return v
}
