package fullthrust

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/broadside/broadside/agent"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// The computer players of Full Thrust battles (rules/fullthrust/battle).
// They write a side's orders as a player would: movement orders in the
// book's notation, then, with the ships moved, their fire and damage control. Both
// read only what the side's view shows: their own ships and the enemy ships
// on the table.

// ErrNotBattle means a battle player was asked to play some other game.
var ErrNotBattle = errors.New("fullthrust: not a Full Thrust battle")

// BattlePlayer is the computer player of Full Thrust battles: each ship
// moves by the duel [Planner] within Doctrine, as if the battle were a duel
// of every ship on the table, weighing its K-guns and torpedoes with its
// beams (plan_projectile.go) and, under points victory, preferring targets
// by what destroying them scores; it keeps to end states from which it can
// stay on the table, holding its course or braking (insideOf), and counts
// an Emergency Thrust whose failure would carry it off as the ship lost;
// it weighs for the best of them the next turn's exchange as well
// (plan_ahead.go), ends its move no faster than it needs to reach the
// nearest enemy (battle_pace.go) and, when enemy ordnance can reach it,
// away from where that ordnance would be placed (battle_dodge.go); it
// prices a drive hit by the turns left (battle_drive.go) and an end state
// within reach of enemy fighter groups by their mean damage, more for a
// damaged ship (battle_exposure.go). Each
// fighter group attacks the enemy ship in reach where a point of damage
// is worth most (strikeOrders), else the nearest, and pursues the ship it
// attacked; spent groups land to re-arm, and interceptors escort strike
// groups or meet enemy missiles when no enemy group threatens the side's
// ships (battle_fighters.go, airPlays and landings); every salvo and heavy
// missile is placed at the nearest enemy ship where its homing radius holds
// the most of the end positions that ship's standard orders can reach
// (battle_aim.go); and each ship fires its beams, K-guns and torpedoes at up to as many
// targets as it has fire controls free, valued as the duel's fire control
// values targets (see tacticalFire) and weighed by how much of each enemy
// the side's fire together could destroy this turn (battle_focus.go),
// leaving damage control to the rules' default. Under points victory it follows a points plan (battle_points.go:
// the enemy ship it must destroy to get ahead draws its fire and its
// ships; with no such ship, a side behind or level closes on the enemy
// ship nearest to destruction, battle_level.go), fires beams at an enemy fighter group when that is worth more
// than its fire at ships (battle_flak.go), and reads from the views'
// counts of the ordnance each enemy ship has placed which of its racks,
// heavy missiles and bolt launchers are spent, so that it stops dodging
// them (battle_spent.go). It draws no dice. It is not safe for concurrent use;
// give each goroutine its own.
type BattlePlayer struct {
	Doctrine Doctrine
	pl       *Planner
	sight    sight                  // the ships of the current call of Write (visibleIn)
	view     battle.ViewBuffer      // the view of the current call of Write
	bear     bearings               // the bearings asked in the current call of Write (battle_bearing.go)
	off      airSkill               // fighter orders it does not give (battle_fighters.go); none by default
	aimed    map[reachKey][]aimCand // placements of ordnance by reach table (battle_aim.go)
	first    openings               // the first orders of the last few openings (battle_opening.go)
}

// battleAhead is the weight the battle player gives the next turn's
// exchange (plan_ahead.go).
const battleAhead = 1

// NewBattlePlayer returns a battle player with the default doctrine: the
// standard limits, Emergency Thrust and Hard About allowed.
func NewBattlePlayer() *BattlePlayer {
	pl := NewPlanner()
	pl.ahead = battleAhead
	return &BattlePlayer{Doctrine: Doctrine{ET: true, HardAbout: true}, pl: pl}
}

// Choose refuses: a battle is played by written orders ([BattlePlayer.Write]).
func (b *BattlePlayer) Choose(st game.State, p game.Player) (game.Action, error) {
	return game.Action{}, fmt.Errorf("%w: battles take written orders", ErrNotBattle)
}

// visible returns the battle's ships as side p may see them, as duellists:
// p's own ships and the others in the battle, with index k of the result
// at battle ship idx[k].
func visible(st *battle.State, p game.Player, doc Doctrine) (ships []Duellist, idx []int) {
	return visibleIn(st, p, doc, nil)
}

// sight is the storage visibleIn reuses: the ships' sheets, the
// duellists and their battle indices.
type sight struct {
	sheets battle.ShipBuffer
	ships  []Duellist
	idx    []int
}

// visibleIn is visible with its results in buf's storage (a nil buf
// allocates them afresh): they stay valid until buf is used again, which a
// player that keeps nothing of them from one call of Write to the next may
// do at its next call.
func visibleIn(st *battle.State, p game.Player, doc Doctrine, buf *sight) (ships []Duellist, idx []int) {
	if buf == nil {
		buf = &sight{}
	}
	all := st.ShipsInto(&buf.sheets)
	ships, idx = buf.ships[:0], buf.idx[:0]
	for i, s := range all {
		if !s.InBattle {
			continue
		}
		ships = append(ships, Duellist{Ship: s.Sheet, Motion: s.Motion, Side: s.Side, Doctrine: doc})
		idx = append(idx, i)
	}
	buf.ships, buf.idx = ships, idx
	return ships, idx
}

// worths returns, under points victory, what destroying each of the ships
// at battle indices idx scores (battle.State.Worth), and nil otherwise.
func worths(st *battle.State, idx []int) []float64 {
	if st.Victory() != battle.Points {
		return nil
	}
	w := make([]float64, len(idx))
	for k, i := range idx {
		w[k] = float64(st.Worth(i))
	}
	return w
}

// worthByName returns worth (by index in ships) by ship name, or nil
// when worth is nil.
func worthByName(ships []Duellist, worth []float64) map[string]float64 {
	if worth == nil {
		return nil
	}
	out := make(map[string]float64, len(ships))
	for k, s := range ships {
		out[s.Ship.Name] = worth[k]
	}
	return out
}

// prepare sets pl up to plan side p's moves in the battle as the battle
// player does: the table test, the bonus (pace and dodging), the worth of
// each ship under points victory and the K-guns and torpedoes of each;
// ships and idx are visible's, v is p's view.
func prepare(pl *Planner, st *battle.State, p game.Player, v battle.View, ships []Duellist, idx []int) {
	pl.inside, pl.edged = nil, false
	if t := st.Table(); !t.Open() {
		pl.inside, pl.edge, pl.edged = pl.insideOf(t), t, true
	}
	w := dodgeWeights(v, p, ships)
	if st.Options().Vector {
		w = vectorDodge(w, ships) // vector_exposure.go
	}
	dodge := dodgeBonus(ships, w)
	key := keyShips(st, v, p, ships)        // battle_points.go
	level := levelKey(st, v, p, ships, key) // battle_level.go
	// The exposure of each end state to the enemy's fighters (battle_exposure.go).
	exposed := exposureBonus(st, v, p, ships, idx)
	pl.terms, pl.termsSet = bonusTerms{ships: ships, key: key, heavy: heavier(level), dodge: dodge, exposed: exposed}, true
	pl.bonus = func(i int, end manoeuvre.Motion) float64 { return pl.bonusOf(i, &end) }
	pl.worth, pl.shells = worths(st, idx), shells(st, idx)
	pl.fine = ordnanceShips(v, ships, pl.fine) // plan_coarse.go
	for j := range key {
		pl.worth[j] *= key[j]
	}
}

// unprepare drops what prepare set (keeping the flags' storage), so that
// nothing of one side's plans stays in the planner past its write.
func unprepare(pl *Planner) {
	pl.bonus, pl.worth, pl.shells, pl.fine = nil, nil, nil, pl.fine[:0]
	pl.terms, pl.termsSet = bonusTerms{}, false
}

// bonusTerms are what the battle player's bonus (prepare) adds up for an
// end state: the pace, key-ship and level terms of ships, and the dodge and
// exposure bonuses when there are any.
type bonusTerms struct {
	ships          []Duellist
	key            []float64
	heavy          []int
	dodge, exposed func(i int, end geom.Vec) float64 // nil: none; they read only where the end lies
}

// bonusOf is the battle player's bonus (Planner.bonus, set by prepare) for
// ship i ending its move at end, from pl.terms, reading the end in place:
// the coarse scan, which adds it to every end state it weighs, calls it
// directly while pl.termsSet says that pl.bonus is it.
func (pl *Planner) bonusOf(i int, end *manoeuvre.Motion) float64 {
	b := &pl.terms
	x := paceBonus(pl.sceneFor(b.ships), i, end) + pl.keyBonus(b.ships, b.key, i, end) + pl.levelNear(b.ships, b.heavy, i, end)
	if b.dodge != nil {
		x += b.dodge(i, end.Pos)
	}
	if b.exposed != nil {
		x += b.exposed(i, end.Pos)
	}
	return x
}

// Write writes side p's orders for the phase the battle is in. The first
// orders of a battle whose opening it has met lately, as the same side
// with the same settings, it writes as it wrote them then, without
// planning them again (battle_opening.go).
func (b *BattlePlayer) Write(gs game.State, p game.Player) (game.Orders, error) {
	st, ok := gs.(*battle.State)
	if !ok {
		return game.Orders{}, ErrNotBattle
	}
	at, first := st.Opening()
	if !first {
		return b.write(st, p), nil
	}
	k := b.openingKey(at, p) // battle_opening.go
	if text, ok := b.first.find(k); ok {
		return game.Orders{Text: text}, nil
	}
	o := b.write(st, p)
	b.first.add(k, o.Text)
	return o, nil
}

// write writes side p's orders for the phase st is in, as Write returns
// them.
func (b *BattlePlayer) write(st *battle.State, p game.Player) game.Orders {
	if st.Phase() == battle.ReactPhase {
		return game.Orders{Text: tacticalReactions(st, p)} // battle_react.go
	}
	ships, idx := visibleIn(st, p, b.Doctrine, &b.sight)
	var lines []string
	if st.Phase() == battle.OrdersPhase && st.Options().Vector {
		return b.vectorWrite(st, p, ships, idx) // vector_plan.go
	}
	if st.Phase() == battle.OrdersPhase {
		v := known(st.ViewInto(p, &b.view)) // one view for every helper: the state does not change while p writes; battle_spent.go
		for k := range ships {
			ships[k].Doctrine = battleDoctrine(ships[k].Doctrine, v) // battle_drive.go
		}
		prepare(b.pl, st, p, v, ships, idx)
		plans := b.pl.orders(ships, int(p), st.Options())
		worth := b.pl.worth
		unprepare(b.pl)
		for k, s := range ships {
			if s.Side == int(p) {
				lines = append(lines, s.Ship.Name+": "+plans[k].order.String())
			}
		}
		lines = append(lines, groupOrders(st, p, v, nil, nil)...)
		byName := worthByName(ships, worth)
		lines = airOrders(st, p, v, strikeOrders(st, p, v, byName, lines))
		lines = airPlays(st, p, v, byName, b.off, lines) // battle_fighters.go
		if b.aimed == nil {
			b.aimed = map[reachKey][]aimCand{}
		}
		ends := map[string]geom.Vec{}
		for k, s := range ships {
			if s.Side == int(p) {
				ends[s.Ship.Name] = plans[k].end.Pos
			}
		}
		aim := newAimer(b.pl, int(p), ships, st.Options(), b.aimed) // battle_aim.go
		lines = salvoOrders(st, p, v, lines, nil, aim, ends, b.off&skillBolts == 0)
		lines = defenceOrdersAt(st, p, v, lines, ends) // battle_defence.go
		if b.off&skillLand == 0 && len(v.Fighters) > 0 {
			lines = b.landings(st, p, v, ships, lines) // battle_land.go
		}
		lines = wholeOrders(st, p, v, lines) // battle_whole.go
		return game.Orders{Text: strings.Join(lines, "\n")}
	}
	v := st.ViewInto(p, &b.view)
	bs := b.bear.reset(st, idx)
	key := withFocus(keyShips(st, v, p, ships), focusWeights(bs, ships, idx, int(p))) // battle_points.go, battle_focus.go
	for k, s := range ships {
		if s.Side != int(p) {
			continue
		}
		if line := flakChoice(st, v, p, ships, idx, k, shipFireValue(bs, ships, idx, k, key)); line != "" { // battle_flak.go
			lines = append(lines, line)
			continue
		}
		line := tacticalFire(bs, ships, idx, k, key)
		if line != "" && !st.Accepts(p, nil, line) {
			line = ""
		}
		if line = scatterFire(st, v, p, ships, idx, k, line); line != "" { // battle_scatter.go
			lines = append(lines, line)
		}
	}
	lines = airFire(st, p, v, lines)
	return game.Orders{Text: strings.Join(lines, "\n")}
}

// groupOrders writes an order for each of side p's fighter groups that may
// be ordered: pick chooses among its orders the rules accept, "attack" the
// enemy ships in the battle nearest first, then "hold", then those more
// returns when it is not nil. pick may keep no reference to the options,
// whose storage the next group reuses. A nil pick takes the first order,
// found without checking the others (the tactical players).
func groupOrders(st *battle.State, p game.Player, v battle.View, pick func([]string) string, more func(*battle.State, game.Player, battle.View, battle.FighterView) []string) []string {
	var lines, options []string
	var dist []float64
	var near []int
	for _, f := range v.Fighters {
		if f.Side != int(p) || gone(f) {
			continue
		}
		if pick == nil {
			if line := nearestGroupOrder(st, p, v, f, more, &near, &dist); line != "" {
				lines = append(lines, line)
			}
			continue
		}
		options, dist = options[:0], dist[:0] // pick keeps none of them
		for _, e := range v.Ships {
			if e.Side == int(p) {
				continue
			}
			line := f.Name + ": attack " + e.Name
			if !st.Accepts(p, nil, line) {
				continue
			}
			d := f.At.Dist(e.At)
			k := len(options)
			for k > 0 && dist[k-1] > d {
				k--
			}
			options, dist = slices.Insert(options, k, line), slices.Insert(dist, k, d)
		}
		if hold := f.Name + ": hold"; st.Accepts(p, nil, hold) {
			options = append(options, hold)
		}
		if more != nil {
			options = append(options, more(st, p, v, f)...)
		}
		if len(options) > 0 {
			lines = append(lines, pick(options))
		}
	}
	return lines
}

// nearestGroupOrder returns the first order groupOrders would offer
// fighter group f, or "" when it offers none: the attack on the nearest
// enemy ship the rules accept (the earliest of the view's ships at equal
// distance), else "hold", else the first of more's. It puts the enemies
// in the same order as groupOrders and checks them one at a time, nearest
// first, stopping at the first the rules accept; near and dist are
// scratch storage kept between groups.
func nearestGroupOrder(st *battle.State, p game.Player, v battle.View, f battle.FighterView, more func(*battle.State, game.Player, battle.View, battle.FighterView) []string, near *[]int, dist *[]float64) string {
	ns, ds := (*near)[:0], (*dist)[:0]
	for j, e := range v.Ships {
		// The rules refuse an attack on a ship out of the battle and an
		// attack by a group with no CEF left or its torpedoes fired
		// (rules/fullthrust/battle, attackTarget): a cheap filter before
		// their check.
		if e.Side == int(p) || e.Status != "in battle" || !armed(f) {
			continue
		}
		d := f.At.Dist(e.At)
		k := len(ns)
		for k > 0 && ds[k-1] > d {
			k--
		}
		ns, ds = slices.Insert(ns, k, j), slices.Insert(ds, k, d)
	}
	*near, *dist = ns, ds
	for _, j := range ns {
		if line := f.Name + ": attack " + v.Ships[j].Name; st.Accepts(p, nil, line) {
			return line
		}
	}
	if hold := f.Name + ": hold"; st.Accepts(p, nil, hold) {
		return hold
	}
	if more != nil {
		if o := more(st, p, v, f); len(o) > 0 {
			return o[0]
		}
	}
	return ""
}

// insideOf returns the planner's test of an end state on table t of a
// ship whose drive gives thrust: the ship stays on the table, and can stay
// on it, either holding its course and speed for one more turn or braking
// straight ahead by its whole thrust every turn until it stops (the
// distance stopping takes; see stopping); a ship under vector movement
// must be able to brake to a stop on it (insideVector).
func (pl *Planner) insideOf(t battle.Table) func(thrust int, m manoeuvre.Motion) bool {
	return func(thrust int, m manoeuvre.Motion) bool { return insideTable(t, thrust, &m) }
}

// insideTable is insideOf(t)(thrust, *m), reading the end in place: the
// coarse scan, which tests every end state it weighs, calls
// it directly on the planner's edge (Planner.edged), so that the end is not
// copied into a function value's argument.
func insideTable(t battle.Table, thrust int, m *manoeuvre.Motion) bool {
	if vectorMotion(*m) {
		return insideVector(t, thrust, *m) // vector_edge.go
	}
	if !onTable(t, m.Pos) {
		return false
	}
	if onTable(t, m.Pos.Add(m.Course.Vec().Scale(float64(m.Velocity)))) { // predicted(m).Pos, not copying m
		return true
	}
	d, ok := stopping(m.Velocity, thrust)
	return ok && onTable(t, m.Pos.Add(m.Course.Vec().Scale(d)))
}

// stopping returns how far in MU a ship at velocity v moves before it
// stops if it brakes by thrust every turn from the next one: (v - thrust)
// + (v - 2 thrust) + ... while positive. It reports false for a ship
// without thrust that is moving, which never stops.
func stopping(v, thrust int) (float64, bool) {
	if thrust <= 0 {
		return 0, v <= 0
	}
	d := 0
	for v -= thrust; v > 0; v -= thrust {
		d += v
	}
	return float64(d), true
}

// onTable reports whether p lies on the table (its edge included).
func onTable(t battle.Table, p geom.Vec) bool {
	return math.Abs(p.X) <= t.Width/2 && math.Abs(p.Y) <= t.Depth/2
}

// BattlePlayers makes the computer players of a battle, one per kind:
// "random" for a [RandomBattlePlayer], anything else (the command line's
// "tactical") for a [BattlePlayer]. Player p's random choices come from
// its own stream seed.Derive("agent", p), never from the battle's dice.
// Two or more battle players share one store of reach tables
// ([BattlePlayer.Share]), so that a table both sides need is built once:
// a table is a pure function of its key, so sharing it changes no choice
// (plan_shared.go), and it holds nothing of any ship but its drive and
// motion. [BattlePlayer.Share] may still give them another store.
func BattlePlayers(kinds []string, seed rng.Seed) []agent.Agent {
	out := make([]agent.Agent, len(kinds))
	var tactical []*BattlePlayer
	for p, k := range kinds {
		if k == "random" {
			out[p] = NewRandomBattlePlayer(seed.Derive("agent", uint64(p)))
		} else {
			b := NewBattlePlayer()
			out[p] = b
			tactical = append(tactical, b)
		}
	}
	if len(tactical) > 1 {
		ts := NewTables(0)
		for _, b := range tactical {
			b.Share(ts)
		}
	}
	return out
}
