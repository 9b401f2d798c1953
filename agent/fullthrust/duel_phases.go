package fullthrust

import (
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// The duel's Grav Backfire and Short-Range Jump steps. A turn runs: orders;
// the ordnance phase, where every backfiring ship's blast hits the ships in
// its aft zones on the positions at the start of the turn; the movement
// phase, jumping ships first (they jump before any ship moves), then
// backfiring ships, then the others, each in file order; the grav wakes,
// which hit every ship whose move crossed the path of a backfiring ship;
// fire; the end of the turn.

// present returns the ships still in the battle other than ship self (-1
// for none): their indices in the duel, record sheets and positions.
func present(ships []Duellist, self int) (idx []int, sh []ft.Ship, pos []geom.Vec) {
	for j, s := range ships {
		if j == self || !inBattle(s) {
			continue
		}
		idx = append(idx, j)
		sh = append(sh, s.Ship)
		pos = append(pos, s.Motion.Pos)
	}
	return idx, sh, pos
}

// moveOrder returns the order ships move in: jumping ships, then
// backfiring ships, then the rest, each in file order.
func moveOrder(ships []Duellist, orders []plan) []int {
	out := make([]int, 0, len(ships))
	for pass := range 3 {
		for i := range ships {
			o := orders[i].order
			jump, back := o.Jump && o.JumpDist > 0, o.Backfire
			if (pass == 0 && jump) || (pass == 1 && back && !jump) || (pass == 2 && !jump && !back) {
				out = append(out, i)
			}
		}
	}
	return out
}

// hurt records points ship by put on ship j outside beam fire: dealt when
// j is an enemy, and taken by j either way.
func (f *Fought) hurt(ships []Duellist, by, j, points int) {
	f.Taken[j] += points
	if by >= 0 && ships[by].Side != ships[j].Side {
		f.Dealt[by] += points
	}
}

// backfires resolves the ordnance phase: each ship ordered to backfire
// blasts the ships in its aft zones. It returns each backfiring ship's
// record sheet as it was at the blast, for its wake (nil entries for the
// others).
func (d Duel) backfires(ships []Duellist, orders []plan, f *Fought, src rng.Source, logf func(string, ...any)) []*ft.Ship {
	var at []*ft.Ship
	for i := range ships {
		if !orders[i].order.Backfire || !inBattle(ships[i]) {
			continue
		}
		if at == nil {
			at = make([]*ft.Ship, len(ships))
		}
		s := ships[i].Ship
		at[i] = &s
		f.Backfires[i]++
		idx, sh, pos := present(ships, i)
		out, hits := manoeuvre.GravBackfire(s, ships[i].Motion, sh, pos, d.Options, src)
		for k, j := range idx {
			ships[j].Ship = out[k]
		}
		logf("%s makes a Grav Backfire", s.Name)
		for _, h := range hits {
			j := idx[h.Ship]
			f.hurt(ships, i, j, h.Points)
			logf("%s is in the %s zone: dice %v, %d points", ships[j].Ship.Name, h.Zone, h.Faces, h.Points)
			if t := ft.ThresholdText(h.Taken.Check(), h.Thresholds); t != "" {
				logf("%s: %s", ships[j].Ship.Name, t)
			}
		}
	}
	return at
}

// wakes hits every ship whose move crossed the wake of a ship that
// backfired this turn; at holds the backfiring ships as they were at the
// blast.
func (d Duel) wakes(ships []Duellist, moved []manoeuvre.Moved, at []*ft.Ship, f *Fought, src rng.Source, logf func(string, ...any)) {
	for b, s := range at {
		if s == nil {
			continue
		}
		w := manoeuvre.WakeOf(*s, moved[b])
		if w.Dice == 0 {
			continue
		}
		for j := range ships {
			if j == b || !inBattle(ships[j]) || moved[j].Jump != nil || !w.Crosses(moved[j].Path) {
				continue
			}
			var h manoeuvre.BackfireHit
			ships[j].Ship, h = manoeuvre.WakeHit(w, ships[j].Ship, d.Options, src)
			f.hurt(ships, b, j, h.Points)
			logf("%s crosses the grav wake of %s: dice %v, %d points", ships[j].Ship.Name, s.Name, h.Faces, h.Points)
			if t := ft.ThresholdText(h.Taken.Check(), h.Thresholds); t != "" {
				logf("%s: %s", ships[j].Ship.Name, t)
			}
		}
	}
}

// jump carries out ship i's Short-Range Jump: the proximity roll when
// another ship is within 6 MU of its start, the jump itself with its
// scatter and checks ([manoeuvre.Move]), and the arrival when it ends within 6 MU of
// another ship. A drive that fails to engage leaves the ship drifting
// straight ahead with its FTL drive ready again; it may fire.
func (d Duel) jump(ships []Duellist, i int, o manoeuvre.Order, moved []manoeuvre.Moved, f *Fought, src rng.Source, logf func(string, ...any)) {
	s := &ships[i]
	name := s.Ship.Name
	idx, sh, pos := present(ships, i)
	if near := manoeuvre.Near(s.Motion.Pos, pos, -1); len(near) > 0 {
		e := manoeuvre.FTLExit(s.Ship, sh, near, d.Options, src)
		s.Ship = e.Self
		f.Taken[i] += e.SelfDice
		for _, b := range e.Blasts {
			j := idx[b.Ship]
			ships[j].Ship = e.Others[b.Ship]
			f.hurt(ships, i, j, b.Points)
			logf("%s", b.Text)
		}
		switch {
		case e.Destroyed:
			moved[i] = manoeuvre.Moved{Ship: s.Ship, Motion: s.Motion, NoFire: true}
			logf("%s jumps within %d MU of another ship: rolled %d, the drive explodes", name, manoeuvre.FTLDanger, e.Face)
			return
		case e.Stays:
			s.Motion.FTL = manoeuvre.FTLReady
			moved[i] = manoeuvre.Move(s.Ship, s.Motion, manoeuvre.Order{}, d.Options, src)
			s.Ship, s.Motion = moved[i].Ship, moved[i].Motion
			logf("%s jumps within %d MU of another ship: rolled 1, the drive fails to engage and the ship drifts on", name, manoeuvre.FTLDanger)
			return
		case e.SelfDice > 0:
			logf("%s jumps within %d MU of another ship: rolled %d, it takes %d points and jumps", name, manoeuvre.FTLDanger, e.Face, e.SelfDice)
			if e.SelfCheck != "" {
				logf("%s: %s", name, e.SelfCheck)
			}
		}
	}
	before := s.Ship.Drive.Hits
	mv := manoeuvre.Move(s.Ship, s.Motion, o, d.Options, src)
	f.Drive[i] += max(0, mv.Ship.Drive.Hits-before)
	f.Jumps[i]++
	moved[i] = mv
	s.Ship, s.Motion = mv.Ship, mv.Motion
	for _, l := range mv.Log {
		logf("%s: %s", name, l)
	}
	idx, sh, pos = present(ships, i)
	near := manoeuvre.Near(s.Motion.Pos, pos, -1)
	if len(near) == 0 {
		return
	}
	a := manoeuvre.JumpArrival(s.Ship, sh, near, d.Options, src)
	s.Ship = a.Self
	f.Taken[i] += a.SelfHit
	logf("%s arrives within %d MU of another ship and takes %d points (rolled %d)", name, manoeuvre.FTLDanger, a.SelfHit, a.SelfHit)
	if a.SelfCheck != "" {
		logf("%s: %s", name, a.SelfCheck)
	}
	for _, b := range a.Blasts {
		j := idx[b.Ship]
		ships[j].Ship = a.Others[b.Ship]
		f.hurt(ships, i, j, b.Points)
		logf("%s", b.Text)
	}
}
