package game

import (
	"encoding/json"

	"github.com/broadside/broadside/rng"
)

// State is a position in a game of some ruleset: everything needed to go on
// playing, including what is hidden from some players. A ruleset implements
// it on its own compact type.
//
// The methods other than Apply only read the state, so several goroutines
// may call them at once; Apply changes the state and needs the caller's
// exclusive use. Clone returns a copy that shares nothing mutable.
type State interface {
	// Players returns the number of seats, 2 or more.
	Players() int
	// Waiting returns the players whose decision the game waits for. It is
	// empty exactly when the game is over. When it holds several players,
	// each may act in any order (simultaneous declarations).
	Waiting() PlayerSet
	// Outcome returns the result so far; Outcome().Over is true once the
	// game has ended.
	Outcome() Outcome
	// Legal reports whether the action may be applied now: nil, or an error
	// wrapping ErrOver, ErrNotYourTurn or ErrIllegal with the reason. It
	// rolls no dice and never changes the state.
	Legal(a Action) error
	// Actions appends to dst the legal actions of player p now and returns
	// the extended slice; nothing is appended when p is not waiting. Every
	// action it lists passes Legal. Listing allocates nothing when dst has
	// room.
	Actions(p Player, dst []Action) []Action
	// Apply carries out a legal action, rolling its dice from src and
	// sending what happened to emit when emit is not nil. It checks
	// legality first and, when refusing, leaves the state unchanged. When
	// src is a table script that ran out of dice, the state is left
	// changed as if the missing dice had been 1s: the caller must discard
	// it, which Match does by applying to a clone.
	Apply(a Action, src rng.Source, emit Emit) error
	// View returns what player p sees (or, for Spectator, what everyone
	// sees): a value that marshals to JSON and holds nothing the rules hide
	// from p.
	View(p Player) any
	// Clone returns an independent copy of the state.
	Clone() State
	// FormatAction returns the action's text form, without the player,
	// which ParseAction reads back.
	FormatAction(a Action) string
	// ParseAction reads the text form of an action by player p.
	ParseAction(p Player, text string) (Action, error)
}

// Outcome is how a game ended, or stands. The zero value is a game still
// running.
type Outcome struct {
	// Over reports that the game has ended.
	Over bool `json:"over"`
	// Winners holds the players who won; it is empty for a draw or while
	// the game runs.
	Winners PlayerSet `json:"winners"`
	// Scores holds each player's score in the ruleset's victory points, by
	// player; it may be nil when the ruleset keeps no score.
	Scores []int `json:"scores,omitempty"`
	// Reason says in words why the game ended, such as "turn limit".
	Reason string `json:"reason,omitempty"`
}

// Draw reports whether the game ended with no winner.
func (o Outcome) Draw() bool { return o.Over && o.Winners == 0 }

// Rules is a ruleset as the kernel sees it: it builds games of one set of
// rules and names their version. Implementations are stateless values,
// safe for concurrent use.
type Rules interface {
	// Name is the ruleset's short name, as in records: "spacefleet".
	Name() string
	// Version is the version of the rules the ruleset plays. A record made
	// under another version is refused by Replay, unless the ruleset is
	// [Versioned] and replays it.
	Version() string
	// New returns the starting state for options and setup, both in the
	// ruleset's JSON form (null or empty options select the defaults).
	// Anything random about the setup is drawn from seed, so the same
	// arguments always give the same state.
	New(options, setup json.RawMessage, seed rng.Seed) (State, error)
}
