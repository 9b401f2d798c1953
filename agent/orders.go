package agent

import (
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// Writer is a computer player of rules played by written orders (a state
// that is a [game.Collector]): it writes player p's orders for the round
// the state collects. It reads only the state, which never holds another
// player's pending orders, and must not change it.
type Writer interface {
	Write(st game.State, p game.Player) (game.Orders, error)
}

// ErrNoWriter means a game collects written orders from a player whose
// agent cannot write them.
var ErrNoWriter = fmt.Errorf("agent: the player cannot write orders")

// collecting returns st as a Collector and the players it collects orders
// from now; the set is empty when st takes actions.
func collecting(st game.State) (game.Collector, game.PlayerSet) {
	c, ok := st.(game.Collector)
	if !ok || st.Outcome().Over {
		return nil, 0
	}
	return c, c.Collecting()
}

// write returns the orders of every collecting player, each written by
// its agent and checked by the state, indexed by player.
func write(c game.Collector, col game.PlayerSet, players []Agent) ([]game.Orders, error) {
	orders := make([]game.Orders, c.Players())
	for _, p := range col.List() {
		w, ok := players[p].(Writer)
		if !ok {
			return nil, fmt.Errorf("%w: %s", ErrNoWriter, p)
		}
		o, err := w.Write(c, p)
		if err != nil {
			return nil, err
		}
		if err := c.CheckOrders(p, o); err != nil {
			return nil, fmt.Errorf("agent: %s wrote orders the rules refuse: %w", p, err)
		}
		orders[p] = o
	}
	return orders, nil
}

// resolve plays one round of written orders on st without a match: every
// collecting player's agent writes, and the orders are resolved with the
// dice of the round's last submission, whose index is n+len-1 when the
// round's submissions are counted from n as a Match counts them. It
// returns the number of submissions.
func resolve(c game.Collector, col game.PlayerSet, players []Agent, seed rng.Seed, n int, dice *rng.Stream, emit game.Emit) (int, error) {
	orders, err := write(c, col, players)
	if err != nil {
		return 0, err
	}
	last := n + col.Len() - 1
	dice.Reset(game.ActionSeed(seed, last))
	var stamp game.Emit
	if emit != nil {
		stamp = func(e game.Event) {
			e.Action = last
			emit(e)
		}
	}
	if err := c.Resolve(orders, dice, stamp); err != nil {
		return 0, fmt.Errorf("agent: resolving the orders: %w", err)
	}
	return col.Len(), nil
}

// submit plays one round of written orders on a match, submitting every
// collecting player's orders in player order.
func submit(m *game.Match, players []Agent, emit game.Emit) error {
	st := m.State()
	c, col := collecting(st)
	orders, err := write(c, col, players)
	if err != nil {
		return err
	}
	for _, p := range col.List() {
		events, err := m.Submit(p, orders[p])
		if err != nil {
			return err
		}
		if emit != nil {
			for _, e := range events {
				emit(e)
			}
		}
	}
	return nil
}
