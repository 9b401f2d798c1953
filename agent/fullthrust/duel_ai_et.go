package fullthrust

import "github.com/broadside/broadside/rules/fullthrust/manoeuvre"

// scoreOrder values ship i's order o ending at end (where it goes when it
// works). An order whose dice can make it fail, Emergency Thrust, is
// valued by its outcomes: the end it reaches when the dice succeed, and
// for each failure (the drive damaged once or twice) the end of the
// re-plot the engine carries out instead ([manoeuvre.FailedET], valued as
// that order), each weighed by its exact chance, less the drive risk of
// the expected drive hits. Every other order is valued by [Planner.score].
func (pl *Planner) scoreOrder(ships []Duellist, i int, o manoeuvre.Order, end manoeuvre.Motion, opt manoeuvre.ManoeuvreOptions) float64 {
	if !o.ET && !o.EmergencyStop {
		return pl.score(ships, i, o, end, opt)
	}
	s := ships[i]
	n := manoeuvre.PlanOrder(s.Ship, s.Motion, o, opt).Thrust.ETDice
	if n == 0 {
		return pl.score(ships, i, o, end, opt)
	}
	ok, once, twice := etChances(n)
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

// replotKey names a failed ET order's re-plot: the drive hits and the order.
type replotKey struct {
	hits  int
	order string
}

// replotValue returns the position value of the re-plot of ship i's ET
// order o failing with hits drive hits, cached for the current call of best.
func (pl *Planner) replotValue(ships []Duellist, i int, o manoeuvre.Order, hits int, opt manoeuvre.ManoeuvreOptions) float64 {
	s := ships[i]
	re, end := manoeuvre.FailedET(s.Ship, s.Motion, o, hits, opt)
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

// scoreEntry is scoreOrder for entry e of the ship's reach table, ending
// at end, with its ET dice, drive risk and re-plots from et (filled for
// e) and the re-plots' values kept in pl.replotVals for the current call
// of best. It reads the entry's order only when position needs more of it
// than its end (a Corkscrew or Extreme Manoeuvres, which reach tables do
// not list).
func (pl *Planner) scoreEntry(ships []Duellist, i int, table []manoeuvre.Reached, end *manoeuvre.Motion, et *etTable, e int) float64 {
	s := &ships[i]
	x := &et.entries[e]
	var pos float64
	if x.plain {
		pos = pl.plainPosition(ships, i, end)
	} else {
		pos = pl.position(ships, i, table[e].Order, *end)
	}
	if x.dice == 0 {
		return pos - s.Doctrine.driveRisk()*x.hits
	}
	ok, once, twice := etChances(int(x.dice))
	v := ok * pos
	for h, p := range [2]float64{once, twice} {
		if p == 0 {
			continue
		}
		v += p * pl.replotOf(ships, i, et, int(x.replot[h]))
	}
	return v - s.Doctrine.driveRisk()*x.hits
}
