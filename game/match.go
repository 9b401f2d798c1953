package game

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/broadside/broadside/rng"
)

// Match is a game in progress together with its record: every action it
// accepts is applied to the state and appended to the record, with its dice
// drawn from the record's seed or supplied from the table. The zero value is
// not usable; start one with [Start] or [Replay]. A Match is not safe for
// concurrent use.
type Match struct {
	rules Rules
	rec   Record
	state State
	dice  *rng.Stream // reseeded for every action
	// opening holds the events of the start of the game (see Opener).
	opening []Event
	// sealed holds the orders submitted in the current round of written
	// orders, by player, for the players of sealedBy (see Collector).
	sealed   []Orders
	sealedBy PlayerSet
	// end is how a table step ended the game (a resignation or an agreed
	// draw), nil while the rules decide; draw holds the players agreeing to
	// the draw offered now (see Table).
	end  *Outcome
	draw PlayerSet
}

// Start begins a game of the ruleset with options and setup in its JSON
// form and the given seed, under the current version of its rules.
func Start(rs Rules, options, setup json.RawMessage, seed rng.Seed) (*Match, error) {
	return startAt(rs, rs.Version(), options, setup, seed)
}

// State returns the current state. It belongs to the match: read it, clone
// it, but never apply actions to it directly.
func (m *Match) State() State { return m.state }

// Version returns the number of actions applied so far. A front end sends it
// back with an action ([Match.PlayAt]) so that an action chosen against an
// older position is refused.
func (m *Match) Version() int { return len(m.rec.Steps) }

// Record returns a copy of the game's record so far.
func (m *Match) Record() Record { return m.rec.Clone() }

// Outcome returns how the game ended or stands: the ending of a table step
// (a resignation or an agreed draw, see [Match.Table]) when there was one,
// else the state's outcome.
func (m *Match) Outcome() Outcome {
	if m.end != nil {
		out := *m.end
		out.Scores = append([]int(nil), out.Scores...)
		return out
	}
	return m.state.Outcome()
}

// View returns what player p sees now; see [State.View].
func (m *Match) View(p Player) any { return m.state.View(p) }

// ActionSeed returns the seed of the dice of the action with index i
// (counted from 0): the record's seed derived with the label "action".
func ActionSeed(seed rng.Seed, i int) rng.Seed { return seed.Derive("action", uint64(i)) }

// Play applies a, rolling its dice from the stream of seed.Derive("action",
// i) where i is the action's index, and returns the events it produced.
// A refused action changes nothing and returns an error wrapping ErrOver,
// ErrNotYourTurn or ErrIllegal.
func (m *Match) Play(a Action) ([]Event, error) {
	text, err := m.check(a)
	if err != nil {
		return nil, err
	}
	i := len(m.rec.Steps)
	m.dice.Reset(ActionSeed(m.rec.Seed, i))
	var events []Event
	if err := m.state.Apply(a, m.dice, collect(&events, i)); err != nil {
		return nil, annotate(err, a, text)
	}
	m.rec.Steps = append(m.rec.Steps, Step{Player: a.Player, Action: text})
	return events, nil
}

// PlayAt is Play for an action chosen when the match was at version; if
// another action has been applied since (see [Match.Opened]), it returns an
// error wrapping ErrStale and changes nothing. A table step since that left
// the game going (a draw offered or declined) changes nothing of the
// position the action was chosen in, so does not make it stale; one that
// ended the game has it refused with ErrOver.
func (m *Match) PlayAt(version int, a Action) ([]Event, error) {
	if err := m.StaleAt(a.Player, version); err != nil {
		return nil, err
	}
	return m.Play(a)
}

// PlayText parses text as an action of player p and plays it.
func (m *Match) PlayText(p Player, text string) ([]Event, error) {
	a, err := m.state.ParseAction(p, text)
	if err != nil {
		return nil, err
	}
	return m.Play(a)
}

// PlayDice applies a with dice rolled at the table, used in order. Nothing
// is applied unless the dice sufficed and all were used: when they ran out
// the error wraps rng.ErrNeedDice and says what is still needed; when some
// were left over the error lists them. The dice are kept in the record, so
// that a replay gives the same game.
func (m *Match) PlayDice(a Action, faces []int) ([]Event, error) {
	text, err := m.check(a)
	if err != nil {
		return nil, err
	}
	i := len(m.rec.Steps)
	script := rng.NewScript(faces)
	next := m.state.Clone()
	var events []Event
	if err := next.Apply(a, script, collect(&events, i)); err != nil {
		return nil, annotate(err, a, text)
	}
	if err := script.Err(); err != nil {
		return nil, annotate(err, a, text)
	}
	if unused := script.Unused(); len(unused) > 0 {
		return nil, annotate(fmt.Errorf("game: %d dice not used: %v", len(unused), unused), a, text)
	}
	m.state = next
	m.rec.Steps = append(m.rec.Steps, Step{Player: a.Player, Action: text, Dice: append([]int(nil), faces...)})
	return events, nil
}

// check returns the action's text or the reason it is refused.
func (m *Match) check(a Action) (string, error) {
	text := m.state.FormatAction(a)
	if m.end != nil {
		return "", annotate(Over(), a, text)
	}
	if _, col := m.collecting(); col != 0 {
		return "", annotate(Illegal("the game is collecting written orders from %s", col&^m.sealedBy), a, text)
	}
	if err := m.state.Legal(a); err != nil {
		return "", annotate(err, a, text)
	}
	return text, nil
}

// collect returns an Emit that appends events to *dst, stamped with the
// action index i.
func collect(dst *[]Event, i int) Emit {
	return func(e Event) {
		e.Action = i
		*dst = append(*dst, e)
	}
}

// Replay rebuilds a match from its record, replaying every action, and sends
// each event to emit when emit is not nil: first the events of the game's
// start ([Match.Opening]), then those of each step in order (see
// [Match.PlayStep]; a table step that ended the game ends it again). The record must name the
// ruleset's name and its version, or an earlier version a [Versioned]
// ruleset replays; the match goes on under the record's version. An error wraps ErrBadRecord and names the step
// that failed.
func Replay(rs Rules, rec Record, emit Emit) (*Match, error) {
	if rec.Rules != rs.Name() {
		return nil, fmt.Errorf("%w: record is for %q, not %q", ErrBadRecord, rec.Rules, rs.Name())
	}
	if !replays(rs, rec.Version) {
		return nil, fmt.Errorf("%w: record is for %s version %q; this engine plays version %q", ErrBadRecord, rec.Rules, rec.Version, rs.Version())
	}
	m, err := startAt(rs, rec.Version, rec.Options, rec.Setup, rec.Seed)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	if emit != nil {
		for _, e := range m.opening {
			emit(e)
		}
	}
	for i, step := range rec.Steps {
		events, err := m.PlayStep(step)
		if err != nil {
			return m, fmt.Errorf("%w: action %d (%s): %w", ErrBadRecord, i, step, err)
		}
		if emit != nil {
			for _, e := range events {
				emit(e)
			}
		}
	}
	return m, nil
}

// IsRefusal reports whether err is a refusal of an action (ErrIllegal,
// ErrNotYourTurn, ErrOver or ErrStale) rather than a failure of some other
// kind.
func IsRefusal(err error) bool {
	return errors.Is(err, ErrIllegal) || errors.Is(err, ErrNotYourTurn) || errors.Is(err, ErrOver) || errors.Is(err, ErrStale)
}
