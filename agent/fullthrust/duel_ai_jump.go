package fullthrust

import (
	"math"

	"github.com/broadside/broadside/geom"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// The computer player's Grav Backfire and Short-Range Jump. Both are
// weighed in damage points, like every other choice of the [Planner]:
//
//   - A backfire is worth the mean damage of its blast on the enemies in
//     its aft zones now (each die less the enemy's screen), plus the wake's
//     dice on an enemy whose straight course crosses the ship's drift, less
//     caution times the same on allies; it costs what the ship's drift
//     exchanges in fire, the drive hit it certainly takes (two with a
//     damaged drive) and the drive's check at the drive risk, the chance
//     of losing each other system in the ship-wide check (a beam is worth
//     one volley of its dice at short range, any other system one point),
//     and with a damaged drive caution times the ship's remaining boxes at
//     the chance of the overload destroying it.
//   - A jump takes three turns: the turn engaging the drive (no fire), the
//     jump (no fire) and the turn after. Its value is the damage the ship
//     may take on the first two turns, weighed by caution, plus the
//     exchange of fire on the third from where it arrives holding course,
//     averaged over the scatter, less the 1D6 it takes and plus or minus
//     the 2D6 others take when it arrives within 6 MU of them, less the
//     main drive's check after the jump at the drive risk. Leaving within
//     6 MU of another ship weighs the proximity roll: nothing on a 1, 1D6
//     on 2-4, the ship's remaining boxes (caution-weighted) and the blast
//     on its neighbours on 5-6. The player engages when a third of that is
//     worth more than its best ordinary order this turn, and, once
//     engaged, jumps the distance worth most.

// checkFails returns the chance a check at the ship's current threshold
// level fails with drm added to the die.
func checkFails(s ft.Ship, drm int) float64 {
	return float64(manoeuvre.FailingFaces(s, drm)) / 6
}

// screenedDie returns the mean of a D6 less a screen level, never below 0.
func screenedDie(screen int) float64 {
	t := 0
	for f := 1; f <= 6; f++ {
		t += max(0, f-screen)
	}
	return float64(t) / 6
}

// caution returns the weight the doctrine gives to damage taken.
func (d Doctrine) caution() float64 {
	if d.Caution == 0 {
		return DefaultCaution
	}
	return d.Caution
}

// driveRisk returns the damage points the doctrine gives to a drive hit.
func (d Doctrine) driveRisk() float64 {
	if d.DriveRisk == 0 {
		return DefaultDriveRisk
	}
	return d.DriveRisk
}

// backfire returns the Grav Backfire order for ship i, scored, and false
// when the ship may not backfire.
func (pl *Planner) backfire(ships []Duellist, i int, opt manoeuvre.ManoeuvreOptions) (candidate, bool) {
	s := ships[i]
	o := manoeuvre.Order{Backfire: true}
	if !manoeuvre.PlanOrder(s.Ship, s.Motion, o, opt).Legal() {
		return candidate{}, false
	}
	m := s.Motion
	if m.Course != m.Facing && s.Ship.Drive.Current() > 0 {
		m.Course = m.Facing
	}
	end := predicted(m)
	caution := s.Doctrine.caution()
	gain := 0.0
	hd, md, ld := manoeuvre.BackfireDice(s.Ship)
	drift := []geom.Vec{m.Pos, end.Pos}
	wake := manoeuvre.Wake{Path: drift, Dice: ld}
	for j, e := range ships {
		if j == i || !inBattle(e) {
			continue
		}
		screen, _ := e.Ship.Screens()
		per := screenedDie(screen)
		v := float64([...]int{0, ld, md, hd}[manoeuvre.BackfireZone(s.Ship, s.Motion, e.Motion.Pos)]) * per
		if ld > 0 && wake.Crosses([]geom.Vec{e.Motion.Pos, predicted(e.Motion).Pos}) {
			v += float64(ld) * per
		}
		if e.Side == s.Side {
			v *= -caution
		}
		gain += v
	}
	lose := 0.0
	for _, sys := range s.Ship.Systems {
		switch {
		case sys.Destroyed:
		case sys.Kind == ft.Beam:
			lose += float64(manoeuvre.BeamDice(sys.Class, 0)) * manoeuvre.ExpectedBeam(0, 0)
		default:
			lose++
		}
	}
	fail := checkFails(s.Ship, 0)
	cost := fail * lose
	if s.Ship.Drive.Hits > 0 {
		cost += fail * caution * float64(s.Ship.BoxesLeft())
	}
	return candidate{order: o, end: end, score: pl.score(ships, i, o, end, opt) + gain - cost}, true
}

// predictN returns where a ship will be after k turns holding its course
// and speed.
func predictN(m manoeuvre.Motion, k int) manoeuvre.Motion {
	m.Pos = m.Pos.Add(m.Course.Vec().Scale(float64(k * m.Velocity)))
	return m
}

// exchange returns the mean damage ship i at me deals its chosen target and
// takes from every enemy, with the enemies k turns on along their courses.
func exchange(ships []Duellist, i int, me manoeuvre.Motion, k int) (dealt, taken float64) {
	t := chooseTarget(ships, i, me, func(j int) manoeuvre.Motion { return predictN(ships[j].Motion, k) }, func(j int, to manoeuvre.Motion) (manoeuvre.Shot, int) {
		screen, _ := ships[j].Ship.Screens()
		return manoeuvre.Shot{From: me, To: to, Screen: screen}, 0
	})
	myScreen, _ := ships[i].Ship.Screens()
	for _, en := range ships {
		if en.Side == ships[i].Side || !inBattle(en) {
			continue
		}
		taken += expectedVolley(en.Ship, manoeuvre.Shot{From: predictN(en.Motion, k), To: me, Screen: myScreen}, 0)
	}
	return t.hit, taken
}

// arrivalValue returns what arriving at me is worth to ship i when the
// others stand k turns on at the jump: the fire it takes that turn, the
// exchange of fire the turn after from one move further on, and the
// proximity damage.
func arrivalValue(ships []Duellist, i int, me manoeuvre.Motion, k int) float64 {
	caution := ships[i].Doctrine.caution()
	_, taken := exchange(ships, i, me, k+1)
	dealt2, taken2 := exchange(ships, i, predicted(me), k+2)
	v := -caution*taken + dealt2 - caution*taken2
	hit := false
	for j, o := range ships {
		if j == i || !inBattle(o) || predictN(o.Motion, k).Pos.Dist(me.Pos) > manoeuvre.FTLDanger+1e-9 {
			continue
		}
		hit = true
		if o.Side == ships[i].Side {
			v -= caution * 7
		} else {
			v += 7
		}
	}
	if hit {
		v -= caution * 3.5
	}
	return v
}

// jumpValue returns the best Short-Range Jump for ship i from motion from,
// the others standing k turns on when it jumps: its value and distance in
// MU (0 when the drive allows none). Distances are tried every step MU on
// the aim point, then, with scatter set, the best three are averaged over
// the scatter.
func jumpValue(ships []Duellist, i int, from manoeuvre.Motion, k, step int, scatter bool) (float64, int) {
	s := ships[i]
	maxD := 10 * s.Ship.Drive.Current()
	if maxD == 0 {
		return negInf, 0
	}
	type tried struct {
		d int
		v float64
	}
	var top [3]tried
	for n := range top {
		top[n] = tried{0, negInf}
	}
	for d := step; ; d += step {
		d = min(d, maxD)
		m := from
		m.Pos = from.Pos.Add(from.Course.Vec().Scale(float64(d)))
		v := arrivalValue(ships, i, m, k)
		for n := range top {
			if v > top[n].v {
				copy(top[n+1:], top[n:len(top)-1])
				top[n] = tried{d, v}
				break
			}
		}
		if d == maxD {
			break
		}
	}
	best, bestD := top[0].v, top[0].d
	red := manoeuvre.SensorReduction(s.Ship)
	if scatter {
		best = negInf
	}
	for _, t := range top {
		if t.d == 0 || !scatter {
			continue
		}
		aim := from
		aim.Pos = from.Pos.Add(from.Course.Vec().Scale(float64(t.d)))
		v := 0.0
		sums := scatterSums(max(1, (t.d+19)/20))
		total := math.Pow(6, float64(max(1, (t.d+19)/20)))
		for sum, w := range sums {
			if w == 0 {
				continue
			}
			sc := max(0, sum-red)
			if sc == 0 {
				v += w / total * arrivalValue(ships, i, aim, k)
				continue
			}
			for dir := 1; dir <= 12; dir++ {
				m := aim
				m.Pos = aim.Pos.Add(geom.Clock(dir).Vec().Scale(float64(sc)))
				v += w / total / 12 * arrivalValue(ships, i, m, k)
			}
		}
		if v > best {
			best, bestD = v, t.d
		}
	}
	caution := s.Doctrine.caution()
	best -= s.Doctrine.driveRisk() * checkFails(s.Ship, 0)
	// Leaving within 6 MU of another ship: the proximity roll.
	blast := math.Floor(float64(s.Ship.Mass)/4 + 0.5)
	near, bystanders := false, 0.0
	for j, o := range ships {
		if j == i || !inBattle(o) || predictN(o.Motion, k).Pos.Dist(from.Pos) > manoeuvre.FTLDanger+1e-9 {
			continue
		}
		near = true
		if o.Side == s.Side {
			bystanders -= caution * blast
		} else {
			bystanders += blast
		}
	}
	if near {
		best = best/2 - caution*3.5/2 + (bystanders-caution*float64(s.Ship.BoxesLeft()))/3
	}
	return best, bestD
}

// scatterSums returns the number of ways n D6 make each sum, indexed by
// the sum.
func scatterSums(n int) []float64 {
	w := []float64{1}
	for range n {
		next := make([]float64, len(w)+6)
		for s, c := range w {
			for f := 1; f <= 6; f++ {
				next[s+f] += c
			}
		}
		w = next
	}
	return w
}

// engage returns the best order engaging ship i's FTL drive for a
// Short-Range Jump, among the turns of the standard table at unchanged
// velocity, scored per turn of the three the jump takes, and whether it
// beats base, the best ordinary order's score.
func (pl *Planner) engage(ships []Duellist, i int, opt manoeuvre.ManoeuvreOptions, table []manoeuvre.Reached, base float64) (candidate, bool) {
	s := ships[i]
	caution := s.Doctrine.caution()
	// Rank the engaging orders on their jumps' aim points, then average the
	// best two over the scatter.
	var ranked [2]candidate
	for n := range ranked {
		ranked[n].score = negInf
	}
	for _, r := range table {
		if r.Mode != manoeuvre.ReachStandard || r.Velocity != s.Motion.Velocity {
			continue
		}
		o := r.Order
		o.Jump = true
		if !manoeuvre.PlanOrder(s.Ship, s.Motion, o, opt).Legal() {
			continue
		}
		end := reachedEnd(s.Motion, &r)
		_, taken := exchange(ships, i, end, 1)
		jv, _ := jumpValue(ships, i, end, 1, 5, false)
		c := candidate{order: o, end: end, score: jv - caution*taken}
		switch {
		case c.score > ranked[0].score:
			ranked[0], ranked[1] = c, ranked[0]
		case c.score > ranked[1].score:
			ranked[1] = c
		}
	}
	best := candidate{score: negInf}
	for _, c := range ranked {
		if c.score == negInf {
			continue
		}
		_, taken := exchange(ships, i, c.end, 1)
		jv, _ := jumpValue(ships, i, c.end, 1, 5, true)
		if v := (jv - caution*taken) / 3; v > best.score {
			best = candidate{order: c.order, end: c.end, score: v}
		}
	}
	return best, best.score > base
}

// jumpTo returns the jump order of a ship whose drive is engaged for a
// Short-Range Jump: the distance worth most, or the empty order when its
// drive allows none.
func (pl *Planner) jumpTo(ships []Duellist, i int) candidate {
	s := ships[i]
	v, d := jumpValue(ships, i, s.Motion, 0, 1, true)
	if d == 0 {
		return candidate{end: predicted(s.Motion)}
	}
	end := s.Motion
	end.Pos = end.Pos.Add(end.Course.Vec().Scale(float64(d)))
	return candidate{order: manoeuvre.Order{Jump: true, JumpDist: d}, end: end, score: v}
}

// reachedEnd returns the motion at the end of reachability entry r for a ship
// starting at m.
func reachedEnd(m manoeuvre.Motion, r *manoeuvre.Reached) manoeuvre.Motion {
	end := m
	end.Pos = m.Pos.Add(turned(r.Pos, m.Course)) // plan_arcs.go
	end.Course = m.Course.Turn(int(r.Course))
	end.Facing, end.Velocity = end.Course, r.Velocity
	return end
}
