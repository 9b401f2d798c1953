package battle

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Resolve carries out every side's orders for the current phase together
// (docs/fullthrust-battle.md). After the orders phase: FTL arrivals due this
// turn, ordnance and Grav Backfires, the fighters' main moves, Short-Range
// Jumps, then each ship's movement, backfiring ships first and the others
// in setup order (its Emergency Thrust and manoeuvre dice as
// manoeuvre.Move rolls them), the wakes, then ships off the table edge
// leave the battle; the fighters' attacks and the thrust held for after
// movement follow. After the fire phase: discretionary Extreme Manoeuvres
// called on, then, with the option em-reaction, the reaction round when
// some ship fired at may react (react.go: its resolution carries on from
// here after the reactions' checks), then each declared volley rolled in
// setup order of the firing ships, then the damage applied volley by
// volley (fire is simultaneous: a ship destroyed in this phase has already
// fired), with threshold checks at once or left for the end phase as the
// options say; then the end of the turn ship by ship (the deferred drive
// checks and Corkscrew die, pending threshold checks) and the victory
// check. A refusal leaves the state unchanged.
func (s *State) Resolve(orders []game.Orders, src rng.Source, emit game.Emit) error {
	if s.outcome.Over {
		return game.Over()
	}
	if len(orders) != s.Players() {
		return game.Illegal("orders for %d sides; the battle has %d", len(orders), s.Players())
	}
	if s.phase == ReactPhase {
		s.memo.clear()
		return s.resolveReactions(orders, src, emit) // react.go
	}
	read := make([]sideOrders, len(orders))
	var sc *readScratch // its memory of parsed movement orders, by text: often those CheckOrders has just read
	for p := range orders {
		if r, ok := s.memo.take(s, game.Player(p), orders[p]); ok { // read by CheckOrders just now (checked.go)
			read[p] = r
			continue
		}
		if sc == nil {
			sc = scratchPool.Get().(*readScratch)
		}
		r, err := s.readOrders(game.Player(p), orders[p], sc, true)
		if err != nil {
			scratchPool.Put(sc)
			return err
		}
		read[p] = r
	}
	if sc != nil {
		scratchPool.Put(sc)
	}
	s.memo.clear()
	for p, r := range read {
		s.revealed[p] = s.reveal(r)
		if emit != nil {
			s.event(emit, "orders", fmt.Sprintf("%s %s: %s", s.side(p), s.phase.orders(), s.revealed[p]), nil)
		}
	}
	if s.phase == OrdersPhase {
		s.movement(read, src, emit)
		s.phase = FirePhase
		return nil
	}
	s.callEM(read, src, emit)        // postmove.go
	if s.openReactions(read, emit) { // react.go
		return nil
	}
	s.shipFire(read, src, emit)
	return nil
}

// shipFire carries out the fire orders read: fire at fighter groups, the
// ships' volleys, then the end of the turn with the damage control they
// ordered.
func (s *State) shipFire(read []sideOrders, src rng.Source, emit game.Emit) {
	s.antiFighter(read, src, emit)
	s.fire(read, src, emit)
	repairs := map[int]repairOrder{}
	for _, r := range read {
		for i, o := range r.repairs {
			repairs[i] = o
		}
	}
	s.endTurn(repairs, src, emit)
}

// reveal writes one side's read orders in ship order, then its fighter
// groups' in group order.
func (s *State) reveal(r sideOrders) string {
	var names, texts []string
	for i := range r.shipAt {
		o := r.ship(i)
		if !o.given {
			continue
		}
		var text string
		switch {
		case s.phase == FirePhase:
			text = s.fireText(o.fire)
		case s.setup.Options.Vector:
			if text = o.vector.String(); text == "" {
				text = "(drift)"
			}
		default:
			if text = o.move.String(); text == "" {
				text = "(straight on)"
			}
		}
		names, texts = append(names, s.name(i)), append(texts, text)
	}
	wings := make([]int, 0, len(r.wings))
	for k := range r.wings {
		wings = append(wings, k)
	}
	sort.Ints(wings)
	for _, k := range wings {
		names = append(names, s.wings[k].group.Name)
		if a, ok := r.assists[k]; ok {
			texts = append(texts, "assist "+s.wings[a].group.Name)
		} else if t := r.wings[k]; t >= 0 {
			texts = append(texts, "attack "+s.name(t)+pressText(r.air, k))
		} else {
			texts = append(texts, "hold")
		}
	}
	pds := make([]int, 0, len(r.pd))
	for i := range r.pd {
		pds = append(pds, i)
	}
	sort.Ints(pds)
	for _, i := range pds {
		names = append(names, s.name(i)+pdSuffix)
		texts = append(texts, pdText(r.pd[i]))
	}
	for _, c := range r.covers {
		names = append(names, s.name(c.ship)+coverSuffix)
		texts = append(texts, s.coverText(c))
	}
	for _, e := range r.eclipses {
		names, texts = append(names, s.name(e.ship)+eclipseSuffix), append(texts, s.name(e.other))
	}
	for i := range s.units {
		if r.calls[i] {
			names, texts = append(names, s.name(i)+emSuffix), append(texts, "call")
		}
	}
	for _, i := range sortedKeys(r.repairs) {
		names = append(names, s.name(i)+repairSuffix)
		texts = append(texts, s.repairText(i, r.repairs[i]))
	}
	for _, sv := range r.salvos {
		suffix := salvoSuffix
		switch sv.kind {
		case HeavyMissile:
			suffix = missileSuffix
		case PlasmaBolt:
			suffix = plasmaSuffix
		}
		names = append(names, s.name(sv.ship)+suffix)
		texts = append(texts, fmt.Sprintf("%.1f %.1f", sv.at.X, sv.at.Y))
	}
	names, texts = s.revealAir(r.air, names, texts)
	return formatOrders(names, texts)
}

// event sends one event of the current turn when emit is not nil.
func (s *State) event(emit game.Emit, kind, text string, dice []int) {
	if emit != nil {
		emit(game.Event{Turn: s.turn, Kind: kind, Text: text, Dice: dice})
	}
}

// movement carries out the movement phase and the fighter phases that
// follow it (see fighters.go): fighters' main moves, the ships' moves,
// secondary moves, then the fighters' attacks through point defence.
func (s *State) movement(read []sideOrders, src rng.Source, emit game.Emit) {
	s.setEclipses(read) // eclipse.go
	s.arrivals(src, emit)
	wings, assists := map[int]int{}, map[int]int{}
	for _, r := range read {
		for k, t := range r.wings {
			wings[k] = t
		}
		for k, a := range r.assists {
			assists[k] = a
		}
	}
	var covers []cover
	for p, r := range read {
		for i := range s.units {
			if s.setup.Ships[i].Side == p {
				s.units[i].pd, s.units[i].launched = r.pd[i], false
				s.units[i].fcUsed, s.units[i].warmUp = r.fcUsed[i], false
				if o := r.ship(i); s.version >= 8 && s.withheld(i, o) != "" { // ordnance.go
					s.units[i].fcUsed = 0                 // withheld salvos direct nothing (W112)
					s.units[i].warmUp = s.warmingUp(i, o) // ftl.go, W114
				}
			}
		}
		covers = append(covers, r.covers...)
	}
	salvos := s.placeSalvos(read, emit)
	s.placed = s.placedOf(salvos)        // placed.go
	back := s.backfires(read, src, emit) // backfire.go
	leaving := s.leaving()
	s.baysLost(read, wings, assists, emit) // bays.go
	s.fighterMoves(wings, assists, emit)
	s.airMoves(read, emit)
	s.missileMoves(read, salvos, emit) // antimissile.go
	s.recoveries(read, src, emit)      // recovery.go
	s.escortMoves(read, emit)          // escort.go
	var jumped map[int]bool
	jumped, salvos = s.jumps(read, salvos, src, emit) // jump.go: before any ship moves
	var paths map[int][]geom.Vec                      // the ships' moves, for the wakes (backfire.go)
	if len(back) > 0 {
		paths = map[int][]geom.Vec{}
	}
	for _, i := range s.moveOrder(back) {
		if jumped[i] {
			continue
		}
		u := &s.units[i]
		u.deferred, u.corkscrew, u.noFire, u.em = nil, false, false, 0
		u.spent, u.holds = 0, false
		if !s.inBattle(i) || leaving[i] { // a departing ship moves after all others (ftl.go)
			continue
		}
		mv := s.move(i, read[s.setup.Ships[i].Side].ship(i), emit == nil, src) // vector.go
		if paths != nil && len(mv.Path) > 1 && mv.Path[0] != mv.Path[len(mv.Path)-1] {
			paths[i] = mv.Path
		}
		s.applyMove(i, mv, emit)        // movelog.go
		u.noFire = u.noFire || u.warmUp // a warm-up whose drive was knocked out before the ship moved (W114)
	}
	wakes := s.wakes(back, paths, src, emit)
	salvos = s.departures(leaving, back, read, salvos, src, emit)
	s.screensFollow(emit)
	s.pursuitFollow(emit)
	if s.version < 3 { // fighters crossed wakes freely before version 3 (wakefighters.go)
		wakes = nil
	}
	s.secondaryMoves(wakes, emit)
	s.interceptSecondary(wakes, emit)
	s.missileSecondary(salvos, wakes, emit)
	s.escortsFollow()
	late := s.scrambles(read, src, emit) // scramble.go
	s.dogfights(src, emit)
	salvos = s.interceptMissiles(salvos, src, emit)
	caught := s.strike(s.homeSalvos(salvos, emit), salvos, covers, src, emit)
	s.blastGroups(salvos, caught, src, emit) // blasted.go
	s.lateDogfights(late, src, emit)
	s.fightersLost(emit)
	s.postMovement(src, emit) // postmove.go
}

// arrivals brings in the ships whose FTL arrival is due this turn, in setup
// order, each where its marker scatters it to (an advanced drive does not
// scatter), before any ship moves.
func (s *State) arrivals(src rng.Source, emit game.Emit) {
	for i := range s.units {
		u := &s.units[i]
		if u.arrived || u.gone || s.setup.Ships[i].Start.Arrives != s.turn {
			continue
		}
		u.arrived = true
		aim := s.setup.Ships[i].Start.Motion.Pos
		if s.setup.Ships[i].FTL == AdvancedFTL {
			s.advancedArrival(i, aim, src, emit) // ftl.go
			continue
		}
		var idx []int
		var others []fullthrust.Ship
		var at []geom.Vec
		for j := range s.units {
			if j != i && s.inBattle(j) {
				idx, others, at = append(idx, j), append(others, s.units[j].ship), append(at, s.units[j].motion.Pos)
			}
		}
		var off func(geom.Vec) bool
		if s.version >= 7 { // an arrival off the table hits nothing (RULINGS A8); version 6 rolled its damage
			off = s.offTable
		}
		a := manoeuvre.FTLEntryOn(aim, u.ship, others, at, off, s.setup.Options, src)
		u.ship, u.motion.Pos = a.Self, a.At
		if emit != nil {
			s.event(emit, "arrive", fmt.Sprintf("%s arrives by FTL: scattered %d MU toward %d o'clock to %s", u.ship.Name, a.Distance, a.Direction.Hour(), pos(a.At)), a.Dice)
		}
		if a.SelfHit > 0 {
			if emit != nil {
				s.event(emit, "damage", fmt.Sprintf("%s arrives within %d MU of another ship and takes %d points", u.ship.Name, manoeuvre.FTLDanger, a.SelfHit), nil)
			}
		}
		for _, b := range a.Blasts {
			s.units[idx[b.Ship]].ship = a.Others[b.Ship]
			s.event(emit, "damage", b.Text, nil)
		}
		if a.SelfHit > 0 {
			s.fightersCaught(a.At, u.ship.Name+"'s arrival", emit) // ftl.go
		}
		if s.offTable(a.At) {
			u.gone = true
			if emit != nil {
				s.event(emit, "gone", fmt.Sprintf("%s scatters off the table and cannot enter", u.ship.Name), nil)
			}
		}
	}
}

// offTable reports whether p lies beyond the table's edge.
func (s *State) offTable(p geom.Vec) bool {
	t := s.setup.Table
	return !t.Open() && (math.Abs(p.X) > t.Width/2 || math.Abs(p.Y) > t.Depth/2)
}

// pos writes a position in MU to one decimal.
func pos(p geom.Vec) string { return fmt.Sprintf("(%.1f, %.1f)", p.X, p.Y) }

// fire carries out the ship fire phase: every declared volley is rolled on
// the ships as they stand, one per target of each firing ship
// (firecontrol.go, projectile.go), then the damage is applied.
func (s *State) fire(read []sideOrders, src rng.Source, emit game.Emit) {
	var volleys []volley
	var send func(kind, text string, dice []int) // nil: no events to send, none written
	if emit != nil {
		send = func(kind, text string, dice []int) { s.event(emit, kind, text, dice) }
	}
	for i := range s.units {
		o := read[s.setup.Ships[i].Side].ship(i)
		if !o.given {
			continue
		}
		for _, g := range o.fire {
			volleys = append(volleys, s.fireAt(i, g.target, g.weapons, src, send))
		}
	}
	for _, v := range volleys {
		u := &s.units[v.to]
		if v.dmg.Total() == 0 || u.ship.Destroyed() || s.hitEclipsed(v, src, emit) { // eclipse.go
			continue
		}
		var taken fullthrust.Taken
		var rolls []fullthrust.SystemRoll
		u.ship, taken, rolls = manoeuvre.Hit(u.ship, v.dmg, s.setup.Options, src)
		if emit != nil {
			s.event(emit, "damage", fmt.Sprintf("%s takes %d armour and %d hull boxes from %s", u.ship.Name, taken.Armour, taken.Hull, s.name(v.from)), nil)
		}
		s.thresholds(emit, u.ship.Name, rolls)
		if taken.Destroyed {
			if emit != nil {
				s.event(emit, "destroyed", fmt.Sprintf("%s is destroyed", u.ship.Name), nil)
			}
		}
	}
}

// thresholds sends the event of one threshold check.
func (s *State) thresholds(emit game.Emit, name string, rolls []fullthrust.SystemRoll) {
	if len(rolls) == 0 || emit == nil {
		return
	}
	dice := make([]int, len(rolls))
	parts := make([]string, len(rolls))
	for k, r := range rolls {
		dice[k] = r.Face
		parts[k] = fmt.Sprintf("%s %d", r.System, r.Face)
		if r.Failed {
			parts[k] += " lost"
		}
	}
	if emit != nil {
		s.event(emit, "threshold", fmt.Sprintf("%s threshold check: %s", name, strings.Join(parts, ", ")), dice)
	}
}

// endTurn carries out the end of the turn and the victory check, and opens
// the next turn's orders phase.
func (s *State) endTurn(repairs map[int]repairOrder, src rng.Source, emit game.Emit) {
	for i := range s.units {
		u := &s.units[i]
		if !s.inBattle(i) {
			continue
		}
		e := manoeuvre.EndTurn(u.ship, u.motion, u.deferred, u.corkscrew, src)
		u.ship, u.motion = e.Ship, e.Motion
		for _, l := range e.Log {
			if emit != nil {
				s.event(emit, "end", fmt.Sprintf("%s: %s", u.ship.Name, l), nil)
			}
		}
		if len(u.ship.Pending) > 0 {
			var checks [][]fullthrust.SystemRoll
			u.ship, checks = u.ship.EndPhase(src)
			for _, rolls := range checks {
				s.thresholds(emit, u.ship.Name, rolls)
			}
		}
		o, written := repairs[i]
		s.damageControl(i, o, written, src, emit)
		u.deferred, u.corkscrew, u.noFire, u.em = nil, false, false, 0
		u.pd, u.eclipses, u.ec = pdOrder{}, 0, 0
		u.post, u.emHeld, u.driveLocked = manoeuvre.PostMove{}, 0, false
		u.warmUp = false
		u.spent, u.holds = 0, false
	}
	s.fightersLost(emit)
	s.judge(emit)
	s.phase = OrdersPhase
	if !s.outcome.Over {
		s.turn++
	}
}
