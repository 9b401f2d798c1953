package fullthrust

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Doctrine is what a duelling ship's computer player may do beyond the
// standard limits, and how much it fears for its drive. The zero value
// keeps to the standard limits, weighs a drive hit at DefaultDriveRisk and
// damage taken at DefaultCaution.
type Doctrine struct {
	ET        bool // Emergency Thrust
	HardAbout bool // Hard About
	Redline   bool // Redlined Engines
	Corkscrew bool // Corkscrew to bring both broadsides to bear
	Roll      bool // Roll to swap the broadsides
	EM        int  // most Extreme Manoeuvres factors a turn, 0 or more
	// Backfire lets the player order a Grav Backfire when the blast on the
	// enemies in its aft zones (and their expected crossing of its wake)
	// outweighs the certain damage to its own drive, the ship-wide check
	// and, with a damaged drive, the chance of blowing up.
	Backfire bool
	// Jump lets the player engage its FTL drive for a Short-Range Jump
	// when the turn after the jump promises more than three ordinary turns,
	// counting two turns without fire, the scatter, the dangers within 6 MU
	// and the drive check; once engaged it always jumps, choosing the
	// distance.
	Jump bool
	// Escort names an ally of the same side to eclipse, within 3 MU between
	// it and the enemy, with one thrust factor of Eclipsing; "" for none.
	Escort string
	// DriveRisk is how many points of damage one hit to its own main drive
	// is worth to the player when it weighs a manoeuvre's risk; 0 means
	// DefaultDriveRisk.
	DriveRisk float64
	// Caution is how much the player weighs a point of damage it may take
	// against a point it may deal, from 0 up; 0 means DefaultCaution. Below
	// 1 the player closes in to trade fire.
	Caution float64
}

// String lists what the computer player may do beyond the standard limits,
// such as "ET, HA, EM 2" or "SRJ, eclipses Escort"; a zero Doctrine prints
// as "standard limits". DriveRisk and Caution are not shown.
func (d Doctrine) String() string {
	var parts []string
	for _, f := range []struct {
		on   bool
		name string
	}{{d.ET, "ET"}, {d.HardAbout, "HA"}, {d.Redline, "RL"}, {d.Corkscrew, "CO"}, {d.Roll, "Roll"}, {d.Backfire, "GB"}, {d.Jump, "SRJ"}} {
		if f.on {
			parts = append(parts, f.name)
		}
	}
	if d.EM > 0 {
		parts = append(parts, fmt.Sprintf("EM %d", d.EM))
	}
	if d.Escort != "" {
		parts = append(parts, "eclipses "+d.Escort)
	}
	if len(parts) == 0 {
		return "standard limits"
	}
	return strings.Join(parts, ", ")
}

// DefaultCaution is the weight a computer player gives to the damage it
// may take, against 1 for the damage it may deal.
const DefaultCaution = 0.6

// DefaultDriveRisk is the damage points a computer player gives up to
// avoid one hit to its main drive.
const DefaultDriveRisk = 5.0

// Duellist is a ship in a duel: its record sheet (with the arcs of its
// beams) and motion, its side (0 or 1) and its computer player's doctrine.
type Duellist struct {
	Ship     ft.Ship
	Motion   manoeuvre.Motion
	Side     int
	Doctrine Doctrine
}

// Duel is a beam fight of two or three ships over several turns with
// computer-chosen orders: each turn every ship writes an order; Grav
// Backfires blast the ships behind them; the ships move (jumping ships
// first, then backfiring ones) and the grav wakes hit the ships that crossed
// them; every ship fires its beams at the enemy where its mean damage, as a
// share of the enemy's remaining boxes, times one plus the enemy's
// firepower against its side, is highest (all ships fire at once, on the
// positions after movement), and ends the turn. A side wins when the
// other has no ship left in the battle. Duel is plain data.
type Duel struct {
	Ships   []Duellist
	Turns   int       // turn limit, 1 or more; 0 means DefaultDuelTurns
	Sides   [2]string // the sides' names; "" means "side 0" and "side 1"
	Options manoeuvre.ManoeuvreOptions
}

// DefaultDuelTurns is the turn limit of a Duel that sets none.
const DefaultDuelTurns = 12

// ErrDuel is wrapped by every error [Duel.Validate] returns.
var ErrDuel = errors.New("fullthrust: invalid duel")

// Validate reports a duel that cannot be fought: fewer than two or more
// than three ships, a side other than 0 or 1, one side empty, an invalid
// record sheet, or an escort that is not an ally; and a course vector
// without vector movement, one that is not finite or longer than 100 MU,
// or one given with a velocity, and under vector movement a doctrine that
// allows a cinematic manoeuvre (readings W73, W75, W93).
func (d Duel) Validate() error {
	bad := func(format string, a ...any) error { return fmt.Errorf("%w: %s", ErrDuel, fmt.Sprintf(format, a...)) }
	if n := len(d.Ships); n < 2 || n > 3 {
		return bad("a duel needs two or three ships, not %d", n)
	}
	if d.Turns < 0 {
		return bad("%d turns", d.Turns)
	}
	var sides [2]int
	for i, s := range d.Ships {
		if s.Side != 0 && s.Side != 1 {
			return bad("ship %d (%s) is on side %d; sides are 0 and 1", i, s.Ship.Name, s.Side)
		}
		sides[s.Side]++
		if err := s.Ship.Validate(); err != nil {
			return fmt.Errorf("%w: %w", ErrDuel, err)
		}
		if s.Doctrine.EM < 0 || s.Doctrine.Caution < 0 || s.Doctrine.DriveRisk < 0 {
			return bad("%s: negative EM, caution or drive risk", s.Ship.Name)
		}
		if err := d.motionProblem(s); err != "" {
			return bad("%s: %s", s.Ship.Name, err)
		}
		if e := s.Doctrine.Escort; e != "" {
			j := d.index(e)
			if j < 0 || j == i || d.Ships[j].Side != s.Side {
				return bad("%s escorts %q, which is not an ally", s.Ship.Name, e)
			}
		}
	}
	if sides[0] == 0 || sides[1] == 0 {
		return bad("both sides need a ship")
	}
	return nil
}

// MaxCourse is the longest course vector a duellist may start with, in
// MU a turn (reading W75).
const MaxCourse = 100

// motionProblem describes what is wrong with duellist s's start and
// doctrine under the duel's movement option, or returns "".
func (d Duel) motionProblem(s Duellist) string {
	if v := s.Motion.Vector; v != (geom.Vec{}) {
		switch {
		case !d.Options.Vector:
			return "a course vector needs vector movement (options: {movement: vector})"
		case math.IsNaN(v.X) || math.IsNaN(v.Y) || math.IsInf(v.X, 0) || math.IsInf(v.Y, 0) || v.Len() > MaxCourse:
			return fmt.Sprintf("a course vector must be finite and at most %d MU long, got [%v, %v]", MaxCourse, v.X, v.Y)
		case s.Motion.Velocity != 0:
			return "give a velocity along the heading or a course vector, not both"
		}
	}
	if d.Options.Vector {
		return s.Doctrine.VectorProblem()
	}
	return ""
}

func (d Duel) index(name string) int {
	for i, s := range d.Ships {
		if s.Ship.Name == name {
			return i
		}
	}
	return -1
}

// Fought is the outcome of one duel.
type Fought struct {
	Winner    int   // the winning side, or -1 for a draw
	Turns     int   // turns fought
	Dealt     []int // damage points each ship put on enemies still in the fight (beams, backfire, wake, FTL blasts), parallel to Duel.Ships
	Taken     []int // damage points each ship suffered, hull stress included
	Drive     []int // hits each ship's own manoeuvres did to its main drive
	Backfires []int // Grav Backfires each ship made
	Jumps     []int // Short-Range Jumps each ship made (the jumps, not the turns spent engaging)
	Destroyed []bool
	Ships     []Duellist // the ships at the end
	Log       []string   // one line per event, when asked for
}

// Fight runs the duel once with dice from src and returns its outcome. A
// planner keeps the computer players' reachability tables between turns;
// pass nil for a fresh one, or reuse one per goroutine across many fights.
// With log set the outcome carries a readable log. The duel is not
// changed. The dice come step by step, in the order of ships within a
// step: Grav Backfire blasts and the threshold checks they cause; movement
// in moving order (a jump's proximity die, scatter, checks and arrival
// damage; a backfire's ship-wide check; Emergency Thrust and checks); wake
// damage; fire; then the end of the turn.
func (d Duel) Fight(src rng.Source, pl *Planner, log bool) Fought {
	if pl == nil {
		pl = NewPlanner()
	}
	n := len(d.Ships)
	f := Fought{Winner: -1, Dealt: make([]int, n), Taken: make([]int, n), Drive: make([]int, n),
		Backfires: make([]int, n), Jumps: make([]int, n), Destroyed: make([]bool, n)}
	ships := make([]Duellist, n)
	copy(ships, d.Ships)
	turns := d.Turns
	if turns == 0 {
		turns = DefaultDuelTurns
	}
	logf := func(format string, a ...any) {
		if log {
			f.Log = append(f.Log, fmt.Sprintf(format, a...))
		}
	}
	if d.Options.Vector {
		for i := range ships {
			ships[i].Motion = manoeuvre.VectorStart(ships[i].Motion) // reading W75
		}
	}
	moved := make([]manoeuvre.Moved, n)
	for turn := 1; turn <= turns; turn++ {
		f.Turns = turn
		var orders []plan
		if d.Options.Vector {
			clear(moved)
			orders = d.moveVector(turn, ships, pl, moved, &f, src, logf) // duel_vector.go
		} else {
			orders = d.moveCinematic(turn, ships, pl, moved, &f, src, logf)
		}
		d.fire(ships, moved, orders, &f, src, log, logf)
		for i := range ships {
			if !inBattle(ships[i]) {
				continue
			}
			before := ships[i].Ship.Drive.Hits
			e := manoeuvre.EndTurn(ships[i].Ship, ships[i].Motion, moved[i].Deferred, moved[i].Corkscrew, src)
			f.Drive[i] += max(0, e.Ship.Drive.Hits-before)
			ships[i].Ship, ships[i].Motion = e.Ship, e.Motion
			for _, l := range e.Log {
				logf("turn %d: %s: %s", turn, ships[i].Ship.Name, l)
			}
			if len(e.Ship.Pending) > 0 {
				var rolls [][]ft.SystemRoll
				ships[i].Ship, rolls = e.Ship.EndPhase(src)
				for _, l := range endPhaseTexts(e.Ship, rolls) {
					logf("turn %d: %s: %s", turn, ships[i].Ship.Name, l)
				}
			}
		}
		alive := [2]bool{}
		for _, s := range ships {
			if inBattle(s) {
				alive[s.Side] = true
			}
		}
		if !alive[0] || !alive[1] {
			switch {
			case alive[0]:
				f.Winner = 0
			case alive[1]:
				f.Winner = 1
			}
			break
		}
	}
	for i, s := range ships {
		f.Destroyed[i] = s.Ship.Destroyed()
	}
	f.Ships = ships
	logf("result: %s after %d turns", winnerText(f.Winner), f.Turns)
	return f
}

// moveCinematic plays the orders and movement phases of a turn under
// cinematic movement: it chooses every ship's order, resolves the Grav
// Backfires, moves the ships in moving order (jumps included) into moved
// and hits the ships that crossed a grav wake. It returns the orders.
func (d Duel) moveCinematic(turn int, ships []Duellist, pl *Planner, moved []manoeuvre.Moved, f *Fought, src rng.Source, logf func(string, ...any)) []plan {
	orders := pl.orders(ships, -1, d.Options)
	clear(moved)
	blasts := d.backfires(ships, orders, f, src, logf)
	for _, i := range moveOrder(ships, orders) {
		if !inBattle(ships[i]) {
			continue
		}
		o := orders[i].order
		if o.Jump && o.JumpDist > 0 {
			logf("turn %d: %s orders %q", turn, ships[i].Ship.Name, o.String())
			d.jump(ships, i, o, moved, f, src, logf)
			continue
		}
		before := ships[i].Ship.Drive.Hits
		mv := manoeuvre.Move(ships[i].Ship, ships[i].Motion, o, d.Options, src)
		f.Drive[i] += max(0, mv.Ship.Drive.Hits-before)
		if mv.Stress != nil {
			f.Taken[i] += mv.Stress.Damage.Total()
		}
		moved[i] = mv
		ships[i].Ship, ships[i].Motion = mv.Ship, mv.Motion
		logf("turn %d: %s orders %q: %s", turn, ships[i].Ship.Name, o.String(), mv.Motion)
		for _, l := range mv.Log { // every die of the move: ET, checks, backfire, stress
			logf("turn %d: %s: %s", turn, ships[i].Ship.Name, l)
		}
	}
	if blasts != nil {
		d.wakes(ships, moved, blasts, f, src, logf)
	}
	return orders
}

// endPhaseTexts describes the pending threshold checks of s that
// [ft.Ship.EndPhase] rolled, one line each, in the order rolled.
func endPhaseTexts(s ft.Ship, all [][]ft.SystemRoll) []string {
	var out []string
	for k, rolls := range all {
		if k < len(s.Pending) {
			out = append(out, "threshold "+s.Pending[k].RollsText(rolls))
		}
	}
	return out
}

func winnerText(w int) string {
	if w < 0 {
		return "draw"
	}
	return fmt.Sprintf("side %d wins", w)
}

// inBattle reports whether a ship still fights: not destroyed, not gone.
func inBattle(s Duellist) bool { return !s.Ship.Destroyed() && s.Motion.FTL != manoeuvre.FTLGone }

// fire resolves the fire phase: every ship in the battle that may fire
// rolls its beams at the nearest enemy, on the ships as they stood after
// movement, and the damage is applied after all have rolled, volley by
// volley. When log is set every die is logged: the beam dice as rolled,
// then each hit's threshold check.
func (d Duel) fire(ships []Duellist, moved []manoeuvre.Moved, orders []plan, f *Fought, src rng.Source, log bool, logf func(string, ...any)) {
	type volley struct {
		from, to int
		dmg      ft.Damage
	}
	var volleys []volley
	start := make([]Duellist, len(ships))
	copy(start, ships)
	for i, s := range start {
		if !inBattle(s) || moved[i].NoFire {
			continue
		}
		shotAt := func(j int, to manoeuvre.Motion) (manoeuvre.Shot, int) {
			sh := manoeuvre.Shot{From: s.Motion, To: to, Corkscrew: moved[i].Corkscrew, EM: moved[i].EM + moved[j].EM}
			sh.Screen, _ = start[j].Ship.Screens()
			if k := orders[i].eclipsedBy; k >= 0 && inBattle(start[k]) {
				sh.Blocked |= manoeuvre.EclipsedBlocked(s.Motion, start[k].Motion)
			}
			if k := orders[i].eclipsing; k >= 0 && inBattle(start[k]) {
				sh.Blocked |= manoeuvre.EclipserBlocked(s.Motion, start[k].Motion)
			}
			if sh.Corkscrew {
				return sh, -1
			}
			return sh, 0
		}
		t := chooseTarget(start, i, s.Motion, func(j int) manoeuvre.Motion { return start[j].Motion }, shotAt)
		j := t.ship
		if j < 0 || t.hit == 0 {
			continue
		}
		sh, _ := shotAt(j, start[j].Motion)
		v := manoeuvre.FireBeams(manoeuvre.Guns(s.Ship), sh, d.Options, src)
		dmg := v.Damage
		if log {
			dice := ""
			for k, g := range v.Guns {
				if k > 0 {
					dice += "; "
				}
				dice += fmt.Sprintf("%s %v", g.Gun, g.Faces)
			}
			if dice != "" {
				logf("%s's beams at %s, range %.1f MU (effective %.1f): %s", s.Ship.Name, start[j].Ship.Name, v.Range, v.Effective, dice)
			}
		}
		if dmg.Total() > 0 {
			volleys = append(volleys, volley{i, j, dmg})
		}
	}
	for _, v := range volleys {
		target := &ships[v.to]
		if target.Ship.Destroyed() {
			continue
		}
		f.Dealt[v.from] += v.dmg.Total()
		if k := orders[v.to].eclipsedBy; k >= 0 && inBattle(ships[k]) {
			e := manoeuvre.NewEclipse(ships[k].Ship, ships[k].Motion, target.Ship, target.Motion, orders[k].order.Eclipse+orders[v.to].order.Eclipse)
			if e.Covers(ships[v.from].Motion.Pos) {
				var h manoeuvre.EclipseHit
				ships[k].Ship, target.Ship, h = manoeuvre.HitEclipsed(ships[k].Ship, target.Ship, v.dmg, e.BDI(false), d.Options, src)
				f.Taken[k] += h.Eclipser.Total()
				f.Taken[v.to] += v.dmg.Total() - h.Eclipser.Total()
				logf("%s fires at %s: %d points, %d%% intercepted by %s", ships[v.from].Ship.Name, target.Ship.Name, v.dmg.Total(), h.BDI, ships[k].Ship.Name)
				if t := ft.ThresholdText(h.TakenBy.Check(), h.RollsBy); t != "" {
					logf("%s: %s", ships[k].Ship.Name, t)
				}
				if t := ft.ThresholdText(h.TakenFrom.Check(), h.RollsFrom); t != "" {
					logf("%s: %s", target.Ship.Name, t)
				}
				continue
			}
		}
		var taken ft.Taken
		var rolls []ft.SystemRoll
		target.Ship, taken, rolls = manoeuvre.Hit(target.Ship, v.dmg, d.Options, src)
		f.Taken[v.to] += v.dmg.Total()
		logf("%s fires at %s: %d normal + %d penetrating", ships[v.from].Ship.Name, target.Ship.Name, v.dmg.Normal, v.dmg.Penetrating)
		if t := ft.ThresholdText(taken.Check(), rolls); t != "" {
			logf("%s: %s", target.Ship.Name, t)
		}
	}
}

// nearestEnemy returns the index of the closest enemy still in the
// battle, or -1.
func nearestEnemy(ships []Duellist, i int) int {
	best, bd := -1, 0.0
	for j, s := range ships {
		if s.Side == ships[i].Side || !inBattle(s) {
			continue
		}
		if d := s.Motion.Pos.Dist(ships[i].Motion.Pos); best < 0 || d < bd {
			best, bd = j, d
		}
	}
	return best
}

// SideName returns the name of side i (0 or 1): Duel.Sides[i], or "side i".
func (d Duel) SideName(i int) string {
	if d.Sides[i] != "" {
		return d.Sides[i]
	}
	return fmt.Sprintf("side %d", i)
}

// Metrics names the integers a duel trial records, in order: "win:" and
// each side's name (1 when that side won, else 0), "draw", "turns", then
// for each ship "dealt:", "taken:", "drive:" and "destroyed:" with its
// name (damage points dealt and taken, hits its own manoeuvres did to its
// drive, 1 when destroyed), then for each ship "backfires:" and "jumps:"
// with its name (Grav Backfires and Short-Range Jumps it made).
func (d Duel) Metrics() []string {
	m := []string{"win:" + d.SideName(0), "win:" + d.SideName(1), "draw", "turns"}
	for _, s := range d.Ships {
		n := s.Ship.Name
		m = append(m, "dealt:"+n, "taken:"+n, "drive:"+n, "destroyed:"+n)
	}
	for _, s := range d.Ships {
		m = append(m, "backfires:"+s.Ship.Name, "jumps:"+s.Ship.Name)
	}
	return m
}

// Trial returns a function that fights the duel once with the dice of a
// stream and writes the [Duel.Metrics] into out, which must have room for
// them; it matches sim.Trial. Each returned function owns a [Planner], so
// give each goroutine its own.
func (d Duel) Trial() func(s *rng.Stream, out []int64) { return d.SharedTrial(nil) }

// SharedTrial is [Duel.Trial] with a planner that reads its reach tables
// from ts (plan_shared.go) when ts is not nil: the functions of a Monte
// Carlo run's workers may share one store, so that each table is built
// once for the run. A table is a pure function of its key, so the duels
// are fought exactly as with planners of their own.
func (d Duel) SharedTrial(ts *Tables) func(s *rng.Stream, out []int64) {
	pl := NewPlanner()
	if ts != nil {
		pl.share(ts)
	}
	return func(s *rng.Stream, out []int64) {
		f := d.Fight(s, pl, false)
		for i := range out {
			out[i] = 0
		}
		if f.Winner >= 0 {
			out[f.Winner] = 1
		} else {
			out[2] = 1
		}
		out[3] = int64(f.Turns)
		for i := range d.Ships {
			k := 4 + 4*i
			out[k], out[k+1], out[k+2] = int64(f.Dealt[i]), int64(f.Taken[i]), int64(f.Drive[i])
			if f.Destroyed[i] {
				out[k+3] = 1
			}
			k = 4 + 4*len(d.Ships) + 2*i
			out[k], out[k+1] = int64(f.Backfires[i]), int64(f.Jumps[i])
		}
	}
}
