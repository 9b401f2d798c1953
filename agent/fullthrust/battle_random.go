package fullthrust

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// RandomBattlePlayer is the baseline player of Full Thrust battles: each
// ship moves, three times in four, to an end state drawn uniformly from
// those a legal order within the standard limits reaches (manoeuvre.Reach),
// and otherwise makes an advanced manoeuvre drawn uniformly from those it
// can carry out (randomMove), with an eclipse line when it dedicates thrust
// to Eclipsing; it fires, or not,
// with a fire order drawn uniformly from a set the rules accept (one
// target, two targets, one weapon at one target; see randomFire) and
// writes, or not, a repair order drawn the same way; each fighter
// group attacks an enemy ship or holds, drawn uniformly; each salvo is fired
// or kept, and placed at an enemy ship, drawn uniformly. It draws from
// its own stream, never the battle's. It is not safe for concurrent use.
type RandomBattlePlayer struct {
	src   *rng.Stream
	sight sight       // the ships of the current call of Write (visibleIn)
	moves moveBuffers // randomMove's storage
}

// NewRandomBattlePlayer returns a random battle player seeded with seed.
func NewRandomBattlePlayer(seed rng.Seed) *RandomBattlePlayer {
	return &RandomBattlePlayer{src: rng.New(seed)}
}

// Choose refuses: a battle is played by written orders.
func (r *RandomBattlePlayer) Choose(st game.State, p game.Player) (game.Action, error) {
	return game.Action{}, fmt.Errorf("%w: battles take written orders", ErrNotBattle)
}

// Write writes side p's random orders for the phase the battle is in.
func (r *RandomBattlePlayer) Write(gs game.State, p game.Player) (game.Orders, error) {
	st, ok := gs.(*battle.State)
	if !ok {
		return game.Orders{}, ErrNotBattle
	}
	if st.Phase() == battle.ReactPhase {
		return game.Orders{Text: randomReactions(st, p, r.src)}, nil // battle_react.go
	}
	ships, idx := visibleIn(st, p, Doctrine{}, &r.sight)
	var lines []string
	eclipsing := map[int]int{} // the factors each ship's order dedicates to Eclipsing
	for k, s := range ships {
		if s.Side != int(p) {
			continue
		}
		if st.Phase() == battle.OrdersPhase && st.Options().Vector {
			o := randomVector(s, st.Options(), r.src) // vector_plan.go
			lines = append(lines, s.Ship.Name+": "+o.String())
			eclipsing[k] = o.Eclipse
			continue
		}
		if st.Phase() == battle.OrdersPhase {
			if o, ok := randomMove(s, st.Options(), r.src, &r.moves); ok { // battle_random_moves.go
				lines = append(lines, s.Ship.Name+": "+o.String())
				eclipsing[k] = o.Eclipse
			}
			continue
		}
		if line := randomFire(st, ships, idx, k, r.src); line != "" {
			lines = append(lines, line)
		}
		if line := randomRepair(st, ships, k, r.src); line != "" {
			lines = append(lines, line)
		}
	}
	if st.Phase() == battle.OrdersPhase {
		lines = randomEclipses(st, p, ships, eclipsing, lines, r.src)
		v := st.View(p).(battle.View)
		n := len(lines)
		all := keepCourseToLand(v, append(lines, groupOrders(st, p, v, func(options []string) string { return options[r.src.IntN(len(options))] }, moreGroupOrders)...))
		lines = dropRefusedEclipses(st, p, all[:n:n]) // battle_random_moves.go
		for _, l := range all[n:] {                   // each drawn alone; kept when the rules accept it with the others
			if accepts(st, p, lines, l) {
				lines = append(lines, l)
			}
		}
		lines = randomFlightDeck(st, p, v, lines, r.src) // battle_random_moves.go
		lines = salvoOrders(st, p, v, lines, func(options []string) string {
			if k := r.src.IntN(len(options) + 1); k < len(options) {
				return options[k]
			}
			return ""
		}, nil, nil, false)
		lines = r.randomDefenceOrders(st, p, v, lines)
	}
	if st.Phase() == battle.FirePhase {
		lines = r.randomAirFire(st, p, st.View(p).(battle.View), lines)
	}
	return game.Orders{Text: strings.Join(lines, "\n")}, nil
}
