package fullthrust

import (
	"iter"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Vector movement for the computer players (the battle option movement:
// vector; RULINGS A4). The tactical player weighs a small set of vector
// orders per ship — every main-drive burn from 0 to the current rating,
// no rotation or one of 1 to 6 points either side before or after the
// burn, and no push or a 1 MU push to port, starboard or astern —
// by the same fire-phase exchange, next-turn lookahead and dodging the
// cinematic planner uses (dodging only for a ship that can leave a salvo's
// homing radius), keeping the ship where it can still brake to a stop on
// the table when it can (vector_edge.go), less the salvo damage its next
// drift point exposes it to (vector_exposure.go) and with a pull toward
// the enemy as the turn limit nears (vector_pursuit.go); it writes no
// advanced manoeuvre but Emergency Thrust (vector_et.go). The random
// player writes a random legal vector order, advanced manoeuvres among
// them (randomVector).

// plainVector are the manoeuvre options the players move their candidate
// vector orders under: the candidates use no manoeuvre whose checks the
// options time (Redlined Engines, Extreme Manoeuvres), so any would do.
var plainVector manoeuvre.ManoeuvreOptions

// maxVectorRotation is the largest rotation, in clock points, the tactical
// player tries: all of them. Over 100 battles of the vector example a
// side, trying at most three points won 87 and 80 against the random
// player, every rotation 90 and 90, for about half as much work again.
const maxVectorRotation = manoeuvre.MaxRotation

// vectorCandidates returns the vector orders the tactical player weighs
// for ship s, all within its limits, the empty order (drift) first.
func vectorCandidates(s Duellist) []manoeuvre.VectorOrder {
	drive, thr := manoeuvre.VectorLimits(s.Ship)
	out := make([]manoeuvre.VectorOrder, 0, (drive+1)*(1+4*maxVectorRotation)*4)
	for steps := range vectorSteps(drive, thr) {
		o := manoeuvre.VectorOrder{Steps: steps}
		if _, used := o.Spend(); used <= thr {
			out = append(out, o)
		}
	}
	return out
}

// vectorSteps yields the orders' steps the players weigh for a drive of
// up to drive points and thrusters of thr (MU or clock points a turn):
// every burn from 0 to drive, with no rotation or one of 1 to
// maxVectorRotation points either side before or after the burn (when
// thr is 1 or more), each with no push or a 1 MU push to port, to
// starboard or astern. The drift (no steps) comes first. The callers
// keep those within their limits.
func vectorSteps(drive, thr int) iter.Seq[[]manoeuvre.VectorStep] {
	return func(yield func([]manoeuvre.VectorStep) bool) {
		var rots []int
		if thr >= 1 {
			for r := 1; r <= maxVectorRotation; r++ {
				rots = append(rots, -r, r)
			}
		}
		for md := 0; md <= drive; md++ {
			var burn []manoeuvre.VectorStep
			if md > 0 {
				burn = []manoeuvre.VectorStep{{Kind: manoeuvre.VectorDrive, N: md}}
			}
			bodies := [][]manoeuvre.VectorStep{burn}
			for _, r := range rots {
				rot := manoeuvre.VectorStep{Kind: manoeuvre.VectorRotate, N: r}
				bodies = append(bodies, append([]manoeuvre.VectorStep{rot}, burn...))
				if md > 0 {
					bodies = append(bodies, append(append([]manoeuvre.VectorStep(nil), burn...), rot))
				}
			}
			for _, body := range bodies {
				if !yield(body) {
					return
				}
				for _, side := range []manoeuvre.PushSide{manoeuvre.PushPort, manoeuvre.PushStarboard, manoeuvre.PushReverse} {
					if !yield(append(append([]manoeuvre.VectorStep(nil), body...), manoeuvre.VectorStep{Kind: manoeuvre.VectorPush, N: 1, Side: side})) {
						return
					}
				}
			}
		}
	}
}

// vectorCandidatesFor returns vectorCandidates(s), which depends only on
// the ship's vector limits: the planner keeps each list it makes, by those
// limits, and returns it again for every ship and turn with the same.
func (pl *Planner) vectorCandidatesFor(s Duellist) []manoeuvre.VectorOrder {
	drive, thr := manoeuvre.VectorLimits(s.Ship)
	k := [2]int{drive, thr}
	if c, ok := pl.vectors[k]; ok {
		return c
	}
	if pl.vectors == nil {
		pl.vectors = map[[2]int][]manoeuvre.VectorOrder{}
	}
	c := vectorCandidates(s)
	pl.vectors[k] = c
	return c
}

// bestVector returns the best-scoring vector order for ship i and the
// motion it ends with. The planner's scene must be set.
func (pl *Planner) bestVector(ships []Duellist, i int) (manoeuvre.VectorOrder, manoeuvre.Motion) {
	s := ships[i]
	drive, _ := manoeuvre.VectorLimits(s.Ship)
	sc := pl.sceneFor(ships)
	best, bestEnd, bestScore, bestInside := manoeuvre.VectorOrder{}, s.Motion, negInf, false
	for _, o := range pl.vectorCandidatesFor(s) {
		mv := manoeuvre.MoveVectorQuiet(s.Ship, s.Motion, o, plainVector, nil)
		end := mv.Motion
		inside := pl.inside == nil || pl.inside(drive, end) // braking against the vector (vector_edge.go)
		if bestInside && !inside {
			continue
		}
		score := pl.position(ships, i, manoeuvre.Order{}, end) + pl.ahead*pl.aheadValue(ships, i, end, sc)
		if pl.bonus != nil {
			score += pl.bonus(i, end)
		}
		if inside && !bestInside || score > bestScore {
			best, bestEnd, bestScore, bestInside = o, end, score, inside
		}
	}
	if bestInside {
		return best, bestEnd
	}
	// No order within the standard limits keeps the ship where it can stop
	// on the table: Emergency Thrust may (vector_et.go).
	value := func(end manoeuvre.Motion) float64 {
		v := pl.position(ships, i, manoeuvre.Order{}, end) + pl.ahead*pl.aheadValue(ships, i, end, sc)
		if pl.bonus != nil {
			v += pl.bonus(i, end)
		}
		return v
	}
	for _, o := range vectorETCandidates(s) { // vector_et.go
		if score, end, ok := vectorETValue(ships, i, o, value, pl.inside); ok && (!bestInside || score > bestScore) {
			best, bestEnd, bestScore, bestInside = o, end, score, true
		}
	}
	return best, bestEnd
}

// vectorBonus returns the battle player's bonus function for side p's
// vector ships (prepare's, never nil) less the exposure of an end state to
// salvos (vector_exposure.go) and the pull toward the enemy as the turns
// run out (vector_pursuit.go); ships are the visible duellists of p's view
// v with the enemy's spent ordnance left out (known, battle_spent.go).
func vectorBonus(bonus func(int, manoeuvre.Motion) float64, v battle.View, p game.Player, ships []Duellist) func(int, manoeuvre.Motion) float64 {
	ex, pull := exposure(v, p, ships), pursuit(v, p)
	return func(i int, end manoeuvre.Motion) float64 {
		x := bonus(i, end)
		if ex != nil {
			x -= ex(i, end)
		}
		if pull != nil {
			x += pull(i, end)
		}
		return x
	}
}

// vectorWrite writes side p's orders for the movement phase of a battle
// under vector movement: a vector order per ship, then the fighter,
// salvo and defence orders as [BattlePlayer.Write] writes them.
func (b *BattlePlayer) vectorWrite(st *battle.State, p game.Player, ships []Duellist, idx []int) game.Orders {
	v := known(st.View(p).(battle.View)) // battle_spent.go
	for k := range ships {
		ships[k].Doctrine = battleDoctrine(ships[k].Doctrine, v) // battle_drive.go
	}
	prepare(b.pl, st, p, v, ships, idx)
	b.pl.bonus, b.pl.termsSet = vectorBonus(b.pl.bonus, v, p, ships), false // no longer bonusOf alone
	b.pl.sc = newScene(ships)
	var lines []string
	ends := map[string]geom.Vec{} // where each ship ends its move, where cover is judged (W11)
	for i, s := range ships {
		if s.Side != int(p) || !inBattle(s) {
			continue
		}
		o, end := b.pl.bestVector(ships, i)
		lines = append(lines, s.Ship.Name+": "+o.String())
		ends[s.Ship.Name] = end.Pos
	}
	worth := b.pl.worth
	b.pl.sc = nil
	unprepare(b.pl)
	lines = append(lines, groupOrders(st, p, v, nil, nil)...)
	lines = airOrders(st, p, v, strikeOrders(st, p, v, worthByName(ships, worth), lines))
	lines = salvoOrders(st, p, v, lines, nil, nil, ends, b.off&skillBolts == 0)
	lines = defenceOrdersAt(st, p, v, lines, ends) // battle_defence.go
	lines = wholeOrders(st, p, v, lines)           // battle_whole.go
	return game.Orders{Text: strings.Join(lines, "\n")}
}

// randomVector returns a random vector order ship s can carry out. A ship
// whose FTL drive is engaged for a Short-Range Jump jumps a distance drawn
// uniformly within its reach. Otherwise, three times in four, it draws a
// plain order (randomSteps); the fourth time it draws uniformly a kind of
// advanced order the ship can carry out, then an order of that kind, as
// the cinematic random player does (randomMove): Emergency Thrust or
// Redlined Engines with the limits half as much again (readings W56,
// W90), 1 to all of the drive's factors on Extreme Manoeuvres or on
// Eclipsing with a plain order in what is left (W87, W89), engaging the
// FTL drive for a Short-Range Jump, half the time with a rotation (W88), a
// Grav Backfire (W90), or engaging the FTL drive to leave (W74). The
// factors of Extreme Manoeuvres are held, at discretion ("EM n?") or for
// after movement ("/ EM n"), when opt enables that form (W100): the form
// is then drawn uniformly among those enabled and the plain one, with no
// draw at all when neither option is on.
func randomVector(s Duellist, opt manoeuvre.ManoeuvreOptions, src *rng.Stream) manoeuvre.VectorOrder {
	drive, thr := manoeuvre.VectorLimits(s.Ship)
	if s.Motion.FTL == manoeuvre.FTLEngagedJump && drive > 0 {
		return manoeuvre.VectorOrder{Jump: true, JumpDist: 1 + src.IntN(10*drive)}
	}
	if src.IntN(4) > 0 {
		return randomSteps(s, drive, thr, src)
	}
	const et, rl, em, ec, jump, backfire, leave = 0, 1, 2, 3, 4, 5, 6
	lone := [...]manoeuvre.VectorOrder{jump: {Jump: true}, backfire: {Backfire: true}, leave: {FTL: true}}
	kinds := []int{et}
	if drive > 0 && !s.Motion.NoAcceleration {
		kinds = append(kinds, rl, em, ec)
	}
	for _, k := range []int{jump, backfire, leave} {
		if len(manoeuvre.CheckVector(s.Ship, s.Motion, lone[k])) == 0 {
			kinds = append(kinds, k)
		}
	}
	var o manoeuvre.VectorOrder
	switch k := kinds[src.IntN(len(kinds))]; k {
	case et, rl:
		d := drive + drive/2
		o = randomSteps(s, d, d/2, src)
		o.ET, o.Redline = k == et, k == rl
	case em, ec:
		n := 1 + src.IntN(drive)
		o = randomSteps(s, drive-n, thr, src)
		if k == em {
			o.EM = n
			heldEM(&o, opt, src)
		} else {
			o.Eclipse = n
		}
	case jump:
		o = lone[jump]
		if thr >= 1 && src.IntN(2) == 0 {
			o.Steps = []manoeuvre.VectorStep{randomRotation(src)}
		}
	default:
		o = lone[k]
	}
	if len(manoeuvre.CheckVector(s.Ship, s.Motion, o)) > 0 {
		return manoeuvre.VectorOrder{} // not reached: each kind is drawn within its limits
	}
	return o
}

// heldEM draws the form of order o's factors of Extreme Manoeuvres among
// those opt enables (reading W100): as they are, at discretion, or held
// for after movement; it draws nothing when opt enables neither.
func heldEM(o *manoeuvre.VectorOrder, opt manoeuvre.ManoeuvreOptions, src *rng.Stream) {
	forms := []int{0}
	if opt.EMDiscretionary {
		forms = append(forms, 1)
	}
	if opt.EMAfterMovement {
		forms = append(forms, 2)
	}
	if len(forms) == 1 {
		return
	}
	switch forms[src.IntN(len(forms))] {
	case 1:
		o.EMDiscretionary = true
	case 2:
		o.EM, o.PostEM = 0, o.EM
	}
}

// randomSteps returns a plain vector order within a drive of drive MU
// and thrusters of thr points: a burn of 0 to drive, half the time a
// rotation of 1 to 6 points either side, half the time a push of what the
// thrusters have left, the parts in a random order. On the turn after a
// Short-Range Jump it neither burns nor pushes.
func randomSteps(s Duellist, drive, thr int, src *rng.Stream) manoeuvre.VectorOrder {
	still := s.Motion.NoAcceleration
	var steps []manoeuvre.VectorStep
	if md := src.IntN(drive + 1); md > 0 && !still {
		steps = append(steps, manoeuvre.VectorStep{Kind: manoeuvre.VectorDrive, N: md})
	}
	if thr >= 1 && src.IntN(2) == 0 {
		steps = append(steps, randomRotation(src))
		thr--
	}
	if thr >= 1 && src.IntN(2) == 0 && !still {
		steps = append(steps, manoeuvre.VectorStep{Kind: manoeuvre.VectorPush, N: 1 + src.IntN(thr), Side: manoeuvre.PushSide(src.IntN(3))})
	}
	for a := len(steps) - 1; a > 0; a-- {
		b := src.IntN(a + 1)
		steps[a], steps[b] = steps[b], steps[a]
	}
	return manoeuvre.VectorOrder{Steps: steps}
}

// randomRotation returns a thruster rotation of 1 to 6 points, to port or
// starboard, drawn uniformly.
func randomRotation(src *rng.Stream) manoeuvre.VectorStep {
	r := 1 + src.IntN(manoeuvre.MaxRotation)
	if src.IntN(2) == 0 {
		r = -r
	}
	return manoeuvre.VectorStep{Kind: manoeuvre.VectorRotate, N: r}
}

// aheadOf returns where a ship of a view will be next turn if it holds
// its course and speed: along its vector under vector movement.
func aheadOf(v battle.ShipView) geom.Vec {
	if v.Vector != nil {
		return v.At.Add(*v.Vector)
	}
	return v.At.Add(geom.Clock(v.Course).Vec().Scale(float64(v.Velocity)))
}
