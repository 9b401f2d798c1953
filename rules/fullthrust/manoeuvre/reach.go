package manoeuvre

import (
	"fmt"
	"math"
	"slices"
	"sync"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
)

// ReachMode is how much risk an order takes to reach a position: the
// standard limits, or one of the manoeuvres that stretch them. Modes are
// ordered from least to most risk: the zero value, ReachStandard, risks nothing.
type ReachMode uint8

// The reach modes.
const (
	ReachStandard  ReachMode = iota // within the normal thrust and turning limits
	ReachHardAbout                  // a Hard About: one main-drive check
	ReachRedline                    // Redlined Engines, maybe with a Hard About: one or two checks
	ReachET                         // Emergency Thrust: dice that may fail the order
	numReachModes
)

var reachNames = [numReachModes]string{"standard", "hard-about", "redline", "emergency-thrust"}

// String returns "standard", "hard-about", "redline" or "emergency-thrust".
func (r ReachMode) String() string {
	if r < numReachModes {
		return reachNames[r]
	}
	return fmt.Sprintf("ReachMode(%d)", int(r))
}

// ReachModes says which stretching manoeuvres a reachability search may
// use besides the standard limits. The zero value uses none.
type ReachModes struct {
	HardAbout bool
	Redline   bool
	ET        bool
}

// AllModes uses every stretching manoeuvre.
var AllModes = ReachModes{HardAbout: true, Redline: true, ET: true}

// Reached is one end state a single turn's order can reach: position,
// course and velocity, and the least risky order that reaches it (by
// [Risk.Less]; among equals the first found), with its mode and risk.
type Reached struct {
	Pos      geom.Vec
	Course   geom.Heading
	Velocity int
	Mode     ReachMode
	Order    Order
	Risk     Risk
}

// Reach returns every end position, course and velocity that one turn's
// legal orders can take the ship to, assuming any Emergency Thrust
// succeeds and ignoring the Roll, the Corkscrew and thrust spent on Extreme
// Manoeuvres or Eclipsing, which only narrow the choice. Each end state is
// listed once, with the order that reaches it at the least exact risk
// ([OrderRisk], compared by [Risk.Less]), in a fixed order: where the search
// first reaches it, by mode (standard, Hard About, Redline, Emergency
// Thrust), then by the orders' turns and velocity. The mode listed is the
// least risky order's, which need not be the first mode that reaches it. The house-ruled Flip
// and Reverse Thrust are included when their options are on. Reach never
// rolls dice and never changes its inputs.
func Reach(s fullthrust.Ship, m Motion, modes ReachModes, opt ManoeuvreOptions) []Reached {
	r := search(s, m, modes, opt)
	defer r.release()
	if len(r.out) == 0 {
		return nil
	}
	return slices.Clone(r.out)
}

// AppendReach appends to dst the end states [Reach] returns and returns
// the extended slice, so that a caller that draws from them and keeps
// none can reuse one slice for every search.
func AppendReach(dst []Reached, s fullthrust.Ship, m Motion, modes ReachModes, opt ManoeuvreOptions) []Reached {
	r := search(s, m, modes, opt)
	defer r.release()
	return append(dst, r.out...)
}

// search runs Reach's search with a reacher from reachers, which the
// caller releases once it has copied the end states out.
func search(s fullthrust.Ship, m Motion, modes ReachModes, opt ManoeuvreOptions) *reacher {
	r := reachers.Get().(*reacher)
	r.s, r.m, r.opt = s, m, opt
	t := s.Drive.Current()
	adv := s.Drive.Advanced
	r.mode(ReachStandard, t, turnCap(t, adv, m, opt), false, Order{})
	if modes.HardAbout && !adv {
		r.mode(ReachHardAbout, t, turnCap(t, adv, m, opt), true, Order{})
	}
	if modes.Redline {
		b := boosted(t)
		cap := b / 2
		if adv {
			cap = b
		}
		r.mode(ReachRedline, b, cap, false, Order{Redline: true})
		if !adv {
			r.mode(ReachRedline, b, cap, true, Order{Redline: true})
		}
	}
	if modes.ET {
		b := boosted(t)
		r.mode(ReachET, b, b, false, Order{ET: true})
	}
	if opt.Flip {
		r.try(ReachStandard, &Order{Flip: true})
	}
	if opt.ReverseThrust && m.Velocity <= 0 {
		for n := 1; n <= t/2+m.Velocity; n++ {
			r.try(ReachStandard, &Order{Reverse: n})
		}
	}
	return r
}

type endKey struct {
	x, y     int64
	course   geom.Heading
	velocity int
}

type reacher struct {
	s     fullthrust.Ship
	m     Motion
	opt   ManoeuvreOptions
	seen  endIndex // the end states in out, by their key
	out   []Reached
	turns []int      // the Turns of the plan of the order being tried
	plan  Plan       // the plan of the order being tried, but for its Order and Turns (planCore)
	risks []riskMemo // the risks of the orders tried, by what they depend on (risk)
	// lastRisk is the index in risks of the key risk last met.
	lastRisk int
	legs     []Leg // the block the orders' legs are cut from (newLegs)
}

// newLegs returns room for n legs (length 0, capacity n) cut from a block
// shared by the orders of one search, which the end states it returns keep.
func (r *reacher) newLegs(n int) []Leg {
	if cap(r.legs)-len(r.legs) < n {
		r.legs = make([]Leg, 0, max(n, 256))
	}
	k := len(r.legs)
	r.legs = r.legs[:k+n]
	return r.legs[k : k : k+n]
}

// reachers keeps searches' storage for the next one: the end states found
// and their index by end grow to a few hundred entries, which the computer
// players would otherwise build afresh for every ship every turn; Reach
// returns a copy of exactly the end states found.
var reachers = sync.Pool{New: func() any { return &reacher{} }}

// release empties r and puts it back in reachers.
func (r *reacher) release() {
	r.seen.reset()
	clear(r.out)                                           // drop the orders' turn legs
	r.s, r.out, r.legs = fullthrust.Ship{}, r.out[:0], nil // the orders returned keep the block of legs
	r.risks = r.risks[:0]
	reachers.Put(r)
}

// mode lists the orders of one mode: every turn pattern within the turning
// allowance cap (one turn, or a side-slip of two legs), with Hard About
// points added to the last leg when hard is set, and every velocity change
// the rest of the budget allows.
func (r *reacher) mode(mode ReachMode, budget, cap int, hard bool, base Order) {
	for _, legs := range turnPatterns(cap) {
		turning := 0
		for _, l := range legs {
			turning += abs(l)
		}
		maxHard := 0
		if hard {
			maxHard = (budget - turning) / 2
		}
		for h := 0; h <= maxHard; h++ {
			if hard && h == 0 {
				continue
			}
			o := base
			o.Legs = r.newLegs(len(legs) + 1)
			for _, l := range legs {
				o.Legs = append(o.Legs, Leg{Points: l})
			}
			if h > 0 {
				dir := 1
				if len(legs) > 0 && legs[len(legs)-1] < 0 {
					dir = -1
				}
				r.hardBoth(o, h, dir, len(legs) < 2, budget-turning-2*h, mode)
				continue
			}
			r.speeds(o, budget-turning, mode)
		}
	}
}

// hardBoth adds h points of Hard About after the order's legs: both ways
// when there is at most one leg (against a single turn it makes a
// side-slip, "S4 HA1P", which the rules accept), else the way of the last
// leg, which it joins (HA1).
func (r *reacher) hardBoth(o Order, h, dir int, both bool, left int, mode ReachMode) {
	dirs := []int{dir}
	if both {
		dirs = []int{-1, 1}
	}
	for _, d := range dirs {
		q := o
		q.Legs = append(append(r.newLegs(len(o.Legs)+1), o.Legs...), Leg{Points: d * h, Hard: true})
		r.speeds(q, left, mode)
	}
}

// speeds tries every velocity change within left factors.
func (r *reacher) speeds(o Order, left int, mode ReachMode) {
	for dv := -min(left, r.m.Velocity); dv <= left; dv++ {
		o.Accel = dv // o is speeds' own copy
		r.try(mode, &o)
	}
}

// try records where a legal order ends. It works out the end first and
// plans the order only when no order reaches that end at no risk: the
// modes that stretch the limits reach many of the standard ends again.
func (r *reacher) try(mode ReachMode, o *Order) {
	delta, _ := o.delta(r.m.Velocity)
	vel := r.m.Velocity + delta - o.Reverse // the velocity planOrder gives the order
	r.turns = appendMerged(r.turns[:0], o.Legs)
	pos, course := endAt(r.m, r.turns, o.Flip, vel)
	k := endKey{int64(math.Round(pos.X * 1e6)), int64(math.Round(pos.Y * 1e6)), course, vel}
	i, seen := r.seen.find(k)
	if seen && r.out[i].Risk == (Risk{}) {
		return // nothing risks less
	}
	p := &r.plan
	r.turns = planCore(p, &r.s, &r.m, o, r.opt, r.turns, true)
	if !p.Legal() {
		return
	}
	risk := r.risk(p, o)
	if seen {
		if e := &r.out[i]; risk.Less(e.Risk) {
			e.Mode, e.Order, e.Risk = mode, *o, risk
		}
		return
	}
	r.seen.add(k, len(r.out))
	r.out = append(r.out, Reached{})
	e := &r.out[len(r.out)-1] // written in place: an entry, with its order, is large
	e.Pos, e.Course, e.Velocity, e.Mode, e.Order, e.Risk = pos, course, vel, mode, *o, risk
}

// riskKey is what [OrderRisk] reads of a legal plan besides the ship and
// the options, which one search holds fixed: the order's Redlined Engines,
// Emergency Thrust (or Deceleration), discretionary Extreme Manoeuvres and
// Flip, its points of Hard About and factors of Extreme Manoeuvres, and
// the plan's Emergency Thrust dice.
type riskKey struct {
	redline, et, emDiscretionary, flip bool
	hard, em, etDice                   int
}

// riskMemo is one risk a search has worked out, with its key.
type riskMemo struct {
	key  riskKey
	risk Risk
}

// risk returns OrderRisk of order o planned in p (planCore), worked out once a search for
// each riskKey: a search tries thousands of orders with a few dozen keys at
// most, the standard limits' (no risk) first.
// The orders come in runs that share a key (one turn pattern at every
// velocity change), so the key last asked for is tried first.
func (r *reacher) risk(p *Plan, o *Order) Risk {
	_, hard := o.PointsOf()
	k := riskKey{o.Redline, o.ET || o.EmergencyStop, o.EMDiscretionary, o.Flip, hard, o.EM, p.Thrust.ETDice}
	if r.lastRisk < len(r.risks) && r.risks[r.lastRisk].key == k {
		return r.risks[r.lastRisk].risk
	}
	for n := range r.risks {
		if r.risks[n].key == k {
			r.lastRisk = n
			return r.risks[n].risk
		}
	}
	full := *p // planCore's plan, with the order and turns it leaves out
	full.Order, full.Turns = *o, r.turns
	risk := OrderRisk(r.s, full, r.opt)
	r.lastRisk, r.risks = len(r.risks), append(r.risks, riskMemo{k, risk})
	return risk
}

// endOf returns where a legal plan takes the ship, without dice.
func endOf(m Motion, p Plan) (geom.Vec, geom.Heading) {
	return endAt(m, p.Turns, p.Order.Flip, p.NewVel)
}

// endAt returns where a ship with motion m ends after the turns as
// executed (one turn, or the two legs of a side-slip), a Flip at mid-move
// when flip is set, and moving at velocity v (MU a turn), without dice.
func endAt(m Motion, turns []int, flip bool, v int) (geom.Vec, geom.Heading) {
	before, mid := split(turns)
	if flip {
		mid = 6
	}
	c1 := m.Course.Turn(before)
	c2 := c1.Turn(mid)
	d1 := v / 2
	return m.Pos.Add(c1.Vec().Scale(float64(d1))).Add(c2.Vec().Scale(float64(v - d1))), c2
}

// turnPatterns lists the turns within a turning allowance: none, one turn
// of 1 to cap points either way, and side-slips of two legs in opposite
// directions whose points add up to cap at most, first leg first.
func turnPatterns(cap int) [][]int {
	if cap >= 0 && cap < len(patterns) {
		return patterns[cap]
	}
	return newPatterns(cap)
}

// patterns holds turnPatterns of the allowances drives give (a thrust of
// 20 boosted by half), worked out once; no caller changes them.
var patterns = func() (t [31][][]int) {
	for c := range t {
		t[c] = newPatterns(c)
	}
	return t
}()

// newPatterns works turnPatterns out.
func newPatterns(cap int) [][]int {
	out := [][]int{nil}
	for n := 1; n <= cap; n++ {
		out = append(out, []int{-n}, []int{n})
	}
	for a := 1; a < cap; a++ {
		for b := 1; a+b <= cap; b++ {
			out = append(out, []int{-a, b}, []int{a, -b})
		}
	}
	return out
}

// contains reports whether the end of a move is among the reached states.
func contains(ends []Reached, m Motion) bool {
	for _, e := range ends {
		if e.Course == m.Course && e.Velocity == m.Velocity && e.Pos.Dist(m.Pos) < 1e-6 {
			return true
		}
	}
	return false
}
