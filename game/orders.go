package game

import (
	"encoding/json"
	"fmt"

	"github.com/broadside/broadside/rng"
)

// Orders are one player's written orders for a round of simultaneous
// orders: text in the ruleset's notation (Full Thrust's "P2+4" movement
// orders), structured data in the ruleset's JSON, or both. Together they
// may be at most [MaxOrdersSize] bytes. The zero value is no orders, which a
// ruleset may accept (a player who orders nothing).
type Orders struct {
	Text string          `json:"text,omitempty"`
	Data json.RawMessage `json:"data,omitempty"`
}

// MaxOrdersSize is the largest size of one player's orders, Text and Data
// together, in bytes.
const MaxOrdersSize = 64 << 10

// clone returns a copy of o that shares no memory with it.
func (o Orders) clone() Orders {
	o.Data = append(json.RawMessage(nil), o.Data...)
	if len(o.Data) == 0 {
		o.Data = nil
	}
	return o
}

// Collector is implemented by a [State] whose players at times write their
// orders at the same time and in secret, and reveal them together: every
// player of Collecting submits one set of [Orders], and only when all have
// done so are they carried out together by Resolve.
//
// The state never holds a part set of orders: the [Match] keeps each
// submission sealed until the last arrives, so no [State.View] can show
// anything of another player's pending orders (DESIGN.md, core idea 7).
// While Collecting is not empty, Waiting returns the same set and the Match
// refuses every Action.
type Collector interface {
	State
	// Collecting returns the players whose orders the game waits for; it
	// is empty when the game is not collecting orders.
	Collecting() PlayerSet
	// CheckOrders reports whether o may be p's orders now: nil, or an error
	// wrapping ErrOver, ErrNotYourTurn or ErrIllegal with the reason. It
	// rolls no dice and never changes the state.
	CheckOrders(p Player, o Orders) error
	// Resolve carries out the orders of every collecting player together,
	// orders[p] being player p's (the slice has Players() entries; those
	// of players not collecting are zero), rolling dice from src and
	// sending what happened to emit when it is not nil. When refusing it
	// leaves the state unchanged. When src is a table script that ran out
	// of dice, the state is left changed as if the missing dice had been
	// 1s, and the caller discards it, as for Apply.
	Resolve(orders []Orders, src rng.Source, emit Emit) error
}

// collecting returns the players the state collects orders from, and the
// state as a Collector; the set is empty when the state does not collect
// orders now.
func (m *Match) collecting() (Collector, PlayerSet) {
	c, ok := m.state.(Collector)
	if !ok || m.state.Outcome().Over {
		return nil, 0
	}
	return c, c.Collecting()
}

// Submitted returns the players whose orders are sealed and waiting for the
// others'; it is empty when no orders are being collected.
func (m *Match) Submitted() PlayerSet { return m.sealedBy }

// Waiting returns the players the game waits for: the state's Waiting less
// the players whose orders are already sealed; it is empty once a table
// step ended the game (see [Match.Table]).
func (m *Match) Waiting() PlayerSet {
	if m.end != nil {
		return 0
	}
	return m.state.Waiting() &^ m.sealedBy
}

// Sealed returns player p's own sealed orders, and whether p has submitted
// any that are still waiting for the other players'. It never returns
// another player's orders: a front end asks it only for the player it
// serves.
func (m *Match) Sealed(p Player) (Orders, bool) {
	if !m.sealedBy.Has(p) {
		return Orders{}, false
	}
	return m.sealed[p].clone(), true
}

// Submit seals p's orders. When they complete the set the state collects,
// every player's orders are resolved together with the dice of this
// submission's action index (as [Match.Play] rolls an action's), and the
// events of the resolution are returned; until then it returns none. It
// refuses, changing nothing, orders from a player the game is not
// collecting from or who has already submitted, orders larger than
// [MaxOrdersSize], and orders the state's CheckOrders refuses. Each
// submission is a step of the record.
func (m *Match) Submit(p Player, o Orders) ([]Event, error) {
	return m.submit(p, o, nil)
}

// SubmitAt is Submit for orders written when the match was at version. They
// are refused with an error wrapping ErrStale when the game has moved on
// since: when an action was applied or orders were resolved after version
// (see [Match.Opened]). Other players' submissions in the same round and
// table steps do not make them stale, since they change nothing a player
// sees.
func (m *Match) SubmitAt(version int, p Player, o Orders) ([]Event, error) {
	if err := m.StaleAt(p, version); err != nil {
		return nil, annotate(err, Action{Player: p}, ordersAction)
	}
	return m.Submit(p, o)
}

// StaleAt returns the error, wrapping ErrStale, with which SubmitAt and
// PlayAt refuse what player p wrote or chose at version when it is stale by
// [Match.Stale]'s rule, its words saying whether the game has moved on since
// or has not reached version; nil when it is current. A front end that
// checks staleness before anything else asks it, so as to answer as they do.
func (m *Match) StaleAt(p Player, version int) error {
	if !m.Stale(version) {
		return nil
	}
	reason := fmt.Sprintf("written at version %d; the game has moved on to version %d", version, m.Version())
	if version > m.Version() {
		reason = fmt.Sprintf("written at version %d, but the game is at version %d", version, m.Version())
	}
	return &ActionError{Player: p, Reason: reason, Err: ErrStale}
}

// Opened returns the version of the match after its last applied action or
// resolution of orders: what orders written now, or an action chosen now,
// are written against ([Match.SubmitAt], [Match.PlayAt]). The submissions
// sealed since and the table steps since (a draw offered or declined) do
// not move it, since they change nothing a player sees of the position.
func (m *Match) Opened() int {
	i, sealed := len(m.rec.Steps), m.sealedBy.Len()
	for ; i > 0; i-- {
		step := m.rec.Steps[i-1]
		switch {
		case step.Table:
		case step.Orders != nil && sealed > 0:
			sealed--
		default:
			return i
		}
	}
	return 0
}

// Stale reports whether orders written, or an action chosen, when the match
// was at version are stale now: written before [Match.Opened], or at a
// version the match has not reached.
func (m *Match) Stale(version int) bool {
	return version < m.Opened() || version > m.Version()
}

// SubmitDice is Submit with the dice of the resolution rolled at the table,
// used in order, as for [Match.PlayDice]. Only the submission that completes
// the set rolls dice; faces given to any other are refused.
func (m *Match) SubmitDice(p Player, o Orders, faces []int) ([]Event, error) {
	if faces == nil {
		faces = []int{}
	}
	return m.submit(p, o, faces)
}

// ordersAction is the text of a submission in records and errors.
const ordersAction = "orders"

// CheckOrders returns the error Submit would refuse p's orders o with now,
// or nil when Submit would take them; it changes nothing. A page checking
// orders as they are written gets the same answer as their submission:
// refused once the game is over or p's orders are sealed, not only when
// the rules refuse the text.
func (m *Match) CheckOrders(p Player, o Orders) error {
	if err := m.refusal(p, o); err != nil {
		return annotate(err, Action{Player: p}, ordersAction)
	}
	return nil
}

// refusal returns why the match refuses p's orders o now, or nil.
func (m *Match) refusal(p Player, o Orders) error {
	if m.Outcome().Over {
		return Over()
	}
	c, col := m.collecting()
	switch {
	case c == nil || col == 0:
		return Illegal("the game is not collecting written orders")
	case m.sealedBy.Has(p):
		return Illegal("%s has already submitted orders; waiting for %s", p, col&^m.sealedBy)
	case !col.Has(p):
		return NotYourTurn(p, col&^m.sealedBy)
	case len(o.Text)+len(o.Data) > MaxOrdersSize:
		return Illegal("the orders are %d bytes; the limit is %d", len(o.Text)+len(o.Data), MaxOrdersSize)
	case len(o.Data) > 0 && !json.Valid(o.Data):
		return Illegal("the orders' data is not JSON")
	}
	return c.CheckOrders(p, o)
}

// submit seals or resolves p's orders; faces is nil when the dice come from
// the seed.
func (m *Match) submit(p Player, o Orders, faces []int) ([]Event, error) {
	if err := m.CheckOrders(p, o); err != nil {
		return nil, err
	}
	refuse := func(err error) ([]Event, error) { return nil, annotate(err, Action{Player: p}, ordersAction) }
	c, col := m.collecting()
	o = o.clone()
	step := Step{Player: p, Action: ordersAction, Orders: &o}
	if m.sealedBy.With(p) != col|m.sealedBy {
		if faces != nil {
			return refuse(fmt.Errorf("game: dice are rolled only when the last orders arrive; waiting for %s", col&^m.sealedBy.With(p)))
		}
		if m.sealed == nil {
			m.sealed = make([]Orders, m.state.Players())
		}
		m.sealed[p] = o
		m.sealedBy = m.sealedBy.With(p)
		m.rec.Steps = append(m.rec.Steps, step)
		return nil, nil
	}
	all := make([]Orders, m.state.Players())
	for q := range all {
		if m.sealedBy.Has(Player(q)) {
			all[q] = m.sealed[q].clone()
		}
	}
	all[p] = o.clone()
	i := len(m.rec.Steps)
	var events []Event
	if faces == nil {
		m.dice.Reset(ActionSeed(m.rec.Seed, i))
		if err := c.Resolve(all, m.dice, collect(&events, i)); err != nil {
			return refuse(err)
		}
	} else {
		script := rng.NewScript(faces)
		next, ok := c.Clone().(Collector)
		if !ok {
			return refuse(fmt.Errorf("game: the state's Clone is not a Collector"))
		}
		if err := next.Resolve(all, script, collect(&events, i)); err != nil {
			return refuse(err)
		}
		if err := script.Err(); err != nil {
			return refuse(err)
		}
		if unused := script.Unused(); len(unused) > 0 {
			return refuse(fmt.Errorf("game: %d dice not used: %v", len(unused), unused))
		}
		m.state = next
		step.Dice = append([]int(nil), faces...)
	}
	m.sealed, m.sealedBy = nil, 0
	m.rec.Steps = append(m.rec.Steps, step)
	return events, nil
}
