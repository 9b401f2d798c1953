package agent

import (
	"errors"
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// Agent is a computer player.
type Agent interface {
	// Choose returns the action the agent takes for player p, whom the state
	// waits for. It must not change the state.
	Choose(st game.State, p game.Player) (game.Action, error)
}

// Random is the baseline computer player: it picks uniformly at random
// among the actions the game lists for its player. It works with any
// ruleset. Create one with [NewRandom]; it is not safe for concurrent use.
type Random struct {
	src *rng.Stream
	buf []game.Action
}

// NewRandom returns a random player drawing from its own stream seeded with
// seed.
func NewRandom(seed rng.Seed) *Random { return &Random{src: rng.New(seed)} }

// Reset reseeds the player in place, without allocating.
func (r *Random) Reset(seed rng.Seed) { r.src.Reset(seed) }

// ErrNoAction means the game waits for a player but lists no action for
// him: a bug in the ruleset.
var ErrNoAction = errors.New("agent: no legal action listed")

// Choose picks one of the listed actions at random.
func (r *Random) Choose(st game.State, p game.Player) (game.Action, error) {
	r.buf = st.Actions(p, r.buf[:0])
	if len(r.buf) == 0 {
		return game.Action{}, fmt.Errorf("%w for %s", ErrNoAction, p)
	}
	return r.buf[r.src.IntN(len(r.buf))], nil
}

// MaxActions is the most actions Play applies before giving up on a game
// that does not end.
const MaxActions = 1_000_000

// Play plays st to its end with one agent per player, applying each action
// with dice from seed.Derive("action", i) for the i-th action (counted from
// 0), exactly as [game.Match.Play] does. Events go to emit when it is not
// nil, stamped with their action's index; the events of the game's start
// ([game.Opening]) are not among them, since st may be a game already
// under way: a caller that starts from the beginning sends them first. It returns the number of actions
// applied. When several players may act at once, the lowest goes first. A
// state that collects written orders ([game.Collector]) has each collecting
// player's agent, a [Writer], write them, and resolves them with the dice
// [game.Match.Submit] would use, counting each submission as an action.
func Play(st game.State, players []Agent, seed rng.Seed, emit game.Emit) (int, error) {
	if len(players) < st.Players() {
		return 0, fmt.Errorf("agent: %d players for a game of %d", len(players), st.Players())
	}
	dice := rng.New(0)
	var stamp game.Emit
	n := 0
	if emit != nil {
		stamp = func(e game.Event) {
			e.Action = n
			emit(e)
		}
	}
	for n < MaxActions {
		w := st.Waiting()
		if w == 0 {
			return n, nil
		}
		if c, col := collecting(st); col != 0 {
			k, err := resolve(c, col, players, seed, n, dice, emit)
			if err != nil {
				return n, err
			}
			n += k
			continue
		}
		p := w.First()
		a, err := players[p].Choose(st, p)
		if err != nil {
			return n, err
		}
		dice.Reset(game.ActionSeed(seed, n))
		if err := st.Apply(a, dice, stamp); err != nil {
			return n, fmt.Errorf("agent: %s chose %q: %w", p, st.FormatAction(a), err)
		}
		n++
	}
	return n, fmt.Errorf("agent: the game did not end after %d actions", MaxActions)
}

// PlayMatch plays a match to its end with one agent per player, through
// [game.Match.Play] so that every action is recorded, and sends the events
// to emit when it is not nil: first, when the match has not begun, the
// events of its start ([game.Match.Opening]), then those of each action.
// Written orders are submitted player by player, each written by the
// player's [Writer].
func PlayMatch(m *game.Match, players []Agent, emit game.Emit) error {
	st := m.State()
	if len(players) < st.Players() {
		return fmt.Errorf("agent: %d players for a game of %d", len(players), st.Players())
	}
	if emit != nil && m.Version() == 0 {
		for _, e := range m.Opening() {
			emit(e)
		}
	}
	for range MaxActions {
		st = m.State()
		w := st.Waiting()
		if w == 0 {
			return nil
		}
		if _, col := collecting(st); col != 0 {
			if err := submit(m, players, emit); err != nil {
				return err
			}
			continue
		}
		p := w.First()
		a, err := players[p].Choose(st, p)
		if err != nil {
			return err
		}
		events, err := m.Play(a)
		if err != nil {
			return err
		}
		if emit != nil {
			for _, e := range events {
				emit(e)
			}
		}
	}
	return fmt.Errorf("agent: the game did not end after %d actions", MaxActions)
}
