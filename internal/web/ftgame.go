package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/spacefleet"
)

// A Full Thrust battle is played in the web app by written orders: each
// side submits its orders for the round (movement orders, then fire
// orders), and the last submission of a round resolves them all. The match
// (game.Match) keeps every submission sealed until then, and the store
// holds each as a step of the record with its orders; nothing the server
// sends to one side carries another side's sealed orders: pages and API
// answers are built from State.View and from Match.Sealed of the seat
// served only.

// gameRules returns the ruleset the hub plays games of the given registry
// name with.
func gameRules(name string) (game.Rules, bool) {
	switch name {
	case spacefleet.Rules{}.Name():
		return spacefleet.Rules{}, true
	case battle.Rules{}.Name():
		return battle.Rules{}, true
	}
	return nil, false
}

// battle returns the Full Thrust state of the match, or false when the
// game is a Space Fleet game.
func (g *liveGame) battle() (*battle.State, bool) {
	st, ok := g.match.State().(*battle.State)
	return st, ok
}

// scenarioName returns the name of the game's scenario or battle.
func (g *liveGame) scenarioName() string {
	if _, ok := g.battle(); ok {
		return g.name
	}
	return g.state().Setup().Name
}

// setupName returns the Name of a setup in its JSON form, or "" when it
// has none.
func setupName(setup json.RawMessage) string {
	var named struct{ Name string }
	if json.Unmarshal(setup, &named) != nil {
		return ""
	}
	return named.Name
}

// computerTables are the reach tables the computer players of every game
// on the server share: a player is made afresh for each of its writes, and
// would otherwise build every table it needs each time. The store keeps at
// most 16 MiB for the server's life.
var computerTables = ftagent.NewTables(16 << 20)

// computerOrders writes and submits the orders of computer seat p in
// battle st, committed to the store. Orders of the computer player that
// the rules refuse (a player and rules out of step) give way to no orders,
// every ship straight on and holding fire, so that the battle goes on.
func (h *hub) computerOrders(ctx context.Context, g *liveGame, st *battle.State, p game.Player) error {
	player := ftagent.NewBattlePlayer()
	player.Share(computerTables)
	o, err := player.Write(st, p)
	if err != nil {
		return fmt.Errorf("web: computer player %d of game %s: %w", p, g.id, err)
	}
	if st.CheckOrders(p, o) != nil {
		o = game.Orders{}
	}
	_, err = h.submit(ctx, g, p, g.match.Version(), o)
	return err
}

// maxOrdersText is the longest text of one side's written orders a request
// may carry, in bytes.
const maxOrdersText = game.MaxOrdersSize

// submitOrders checks side p's written orders against the version its
// player saw and submits them: a stale version is refused with ErrStale
// (409), orders of a side the battle does not wait for with ErrNotYourTurn
// (403), a second submission in the round with errSubmitted, and orders the
// rules refuse (a mistake in the notation, an unknown ship, a target out
// of reach) as a requestError with the rules' message (400). The caller
// holds the game's lock.
func (h *hub) submitOrders(ctx context.Context, g *liveGame, p game.Player, version int, text string) ([]game.Event, error) {
	if _, ok := g.battle(); !ok {
		return nil, requestError("this game is played by actions, not written orders")
	}
	if len(text) > maxOrdersText {
		return nil, requestError(fmt.Sprintf("written orders are at most %d bytes; these are %d", maxOrdersText, len(text)))
	}
	if g.match.Outcome().Over {
		return nil, game.Over()
	}
	if err := g.match.StaleAt(p, version); err != nil {
		return nil, err
	}
	if g.match.Submitted().Has(p) {
		return nil, errSubmitted
	}
	events, err := h.submit(ctx, g, p, version, game.Orders{Text: text})
	if errors.Is(err, game.ErrIllegal) {
		return nil, requestError(orderReason(err)) // the rules refuse them: 400 with the rules' words
	}
	return events, err
}

// errSubmitted refuses a second submission of a side in one round (409).
var errSubmitted = errors.New("your orders for this round are already submitted and sealed; they are revealed when every side has submitted")

// submit seals or resolves side p's orders in the match and appends the
// submission to the store, returning the events of a resolution. A refusal
// changes nothing; on a failure to store, the game is forgotten.
func (h *hub) submit(ctx context.Context, g *liveGame, p game.Player, version int, o game.Orders) ([]game.Event, error) {
	events, err := g.match.SubmitAt(version, p, o)
	if err != nil {
		return nil, err
	}
	rec := g.match.Record()
	if err := h.record(ctx, g, g.match.Version()-1, rec.Steps[len(rec.Steps)-1], events); err != nil {
		return nil, err
	}
	return events, nil
}
