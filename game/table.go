package game

import (
	"fmt"
	"strings"
)

// The table steps: agreements between the players that are not actions of
// any ruleset's rules, kept in the record like actions (a [Step] with Table
// set and one of these words as its Action) so that replaying the record
// ends the game as it ended.
const (
	// Resign ends the game at once: every other player wins.
	Resign = "resign"
	// OfferDraw proposes to end the game as a draw. The offer stands until
	// another player accepts or declines it or the game ends.
	OfferDraw = "offer draw"
	// AcceptDraw agrees to the draw offered; once every player agrees, the
	// game ends as a draw.
	AcceptDraw = "accept draw"
	// DeclineDraw refuses the draw offered; the offer lapses.
	DeclineDraw = "decline draw"
)

// Event kinds of the table steps.
const (
	KindResign      = "resign"
	KindDrawOffer   = "draw offered"
	KindDrawAgreed  = "draw agreed"
	KindDrawDecline = "draw declined"
)

// IsTable reports whether word is a table step (see [Resign]).
func IsTable(word string) bool {
	switch word {
	case Resign, OfferDraw, AcceptDraw, DeclineDraw:
		return true
	}
	return false
}

// Ended reports whether the game was ended by a table step (a resignation or
// an agreed draw) rather than by its rules.
func (m *Match) Ended() bool { return m.end != nil }

// DrawOffered returns the players who offered or accepted the draw that
// stands now; it is empty when no draw is offered.
func (m *Match) DrawOffered() PlayerSet { return m.draw }

// TableLegal reports whether player p may take the table step word now: nil,
// or an error wrapping ErrOver or ErrIllegal with the reason.
func (m *Match) TableLegal(p Player, word string) error {
	refuse := func(err error) error { return annotate(err, Action{Player: p}, word) }
	if m.Outcome().Over {
		return refuse(Over())
	}
	if p < 0 || int(p) >= m.state.Players() {
		return refuse(Illegal("there is no %s in this game", p))
	}
	switch word {
	case Resign:
	case OfferDraw:
		if m.draw != 0 {
			return refuse(Illegal("a draw is offered already: accept or decline it"))
		}
	case AcceptDraw, DeclineDraw:
		switch {
		case m.draw == 0:
			return refuse(Illegal("no draw is offered"))
		case m.draw.Has(p):
			return refuse(Illegal("%s offered or accepted the draw already", p))
		}
	default:
		return refuse(Illegal("%q is not a table step: resign, offer draw, accept draw or decline draw", word))
	}
	return nil
}

// Table takes the table step word (see [Resign]) for player p and records
// it; it returns the event it produced, visible to everyone. A resignation
// or the last acceptance of a draw ends the game: [Match.Outcome] then
// reports it, with the state's scores, and every further action is refused
// with ErrOver. Orders sealed but not resolved are dropped when the game
// ends. A refused step changes nothing.
func (m *Match) Table(p Player, word string) ([]Event, error) {
	if err := m.TableLegal(p, word); err != nil {
		return nil, err
	}
	i := len(m.rec.Steps)
	e := Event{Action: i, Turn: m.turn()}
	switch word {
	case Resign:
		out := m.state.Outcome()
		all := PlayerSet(1<<uint(m.state.Players()) - 1)
		m.end = &Outcome{Over: true, Winners: all.Without(p), Scores: out.Scores, Reason: p.String() + " resigned"}
		e.Kind, e.Text = KindResign, p.String()+" resigns"
	case OfferDraw:
		m.draw = Players(p)
		e.Kind, e.Text = KindDrawOffer, p.String()+" offers a draw"
	case AcceptDraw:
		m.draw = m.draw.With(p)
		e.Kind, e.Text = KindDrawAgreed, p.String()+" accepts the draw"
		if m.draw.Len() == m.state.Players() {
			out := m.state.Outcome()
			m.end = &Outcome{Over: true, Scores: out.Scores, Reason: "draw agreed"}
			e.Text += ": the game ends in a draw"
		}
	case DeclineDraw:
		m.draw = 0
		e.Kind, e.Text = KindDrawDecline, p.String()+" declines the draw"
	}
	if m.end != nil {
		m.draw, m.sealed, m.sealedBy = 0, nil, 0
	}
	m.rec.Steps = append(m.rec.Steps, Step{Player: p, Action: word, Table: true})
	return []Event{e}, nil
}

// turn returns the turn of the latest event the state can tell, for stamping
// table events: the Turn of a view that has one, else 0.
func (m *Match) turn() int {
	type turner interface{ Turn() int }
	if t, ok := m.state.(turner); ok {
		return t.Turn()
	}
	return 0
}

// PlayStep plays one step of a record: an action in its text form (with its
// table dice when it has them), a submission of written orders (whose
// action word must be "orders", as the match records it), or a table
// step. [Replay] plays every step this way; a front end that reads steps
// another server stored does too.
func (m *Match) PlayStep(step Step) ([]Event, error) {
	switch {
	case step.Table:
		return m.Table(step.Player, step.Action)
	case step.Orders != nil:
		if step.Action != ordersAction {
			return nil, annotate(Illegal("a step of written orders has the action %q; it must be %q", step.Action, ordersAction), Action{Player: step.Player}, ordersAction)
		}
		if step.Dice != nil {
			return m.SubmitDice(step.Player, *step.Orders, step.Dice)
		}
		return m.Submit(step.Player, *step.Orders)
	}
	a, err := m.state.ParseAction(step.Player, step.Action)
	if err != nil {
		return nil, err
	}
	if step.Dice != nil {
		return m.PlayDice(a, step.Dice)
	}
	return m.Play(a)
}

// DescribeTable says a table step in words with the players' names, such
// as "Red resigns", for names given by seat; a player with no name is called
// as [Player.String] does.
func DescribeTable(p Player, word string, names []string) string {
	who := p.String()
	if int(p) >= 0 && int(p) < len(names) && names[p] != "" {
		who = names[p]
	}
	switch word {
	case Resign:
		return who + " resigns"
	case OfferDraw:
		return who + " offers a draw"
	case AcceptDraw:
		return who + " accepts the draw"
	case DeclineDraw:
		return who + " declines the draw"
	}
	return fmt.Sprintf("%s: %s", who, strings.TrimSpace(word))
}
