package game

import (
	"errors"
	"fmt"
)

// The kinds of refusal. Every error the kernel and the rulesets return for
// an action wraps one of them, so errors.Is tells a front end what happened.
var (
	// ErrIllegal means the rules forbid the action now.
	ErrIllegal = errors.New("game: illegal action")
	// ErrNotYourTurn means the game is not waiting for that player.
	ErrNotYourTurn = errors.New("game: not your turn")
	// ErrOver means the game has ended and takes no more actions.
	ErrOver = errors.New("game: game over")
	// ErrStale means the action was chosen against an older version of the
	// game than the current one.
	ErrStale = errors.New("game: stale action")
	// ErrBadRecord means a record cannot be loaded or replayed.
	ErrBadRecord = errors.New("game: bad record")
)

// ActionError is the error for an action that was refused or failed: which
// action, by whom, why, and the kind ([ErrIllegal] and so on, or a dice
// error from a table script) that errors.Is matches.
type ActionError struct {
	Player Player // who tried the action
	Action string // the action in the ruleset's text form, when known
	Reason string // what is wrong, in words; may be empty
	Err    error  // the kind of error: a sentinel of this package or a cause
}

// Error prints "game: <player>: <action>: <reason>", or "game: <reason>"
// for an error not yet tied to an action, with the kind's text when there
// is no reason.
func (e *ActionError) Error() string {
	msg := "game"
	if e.Action != "" {
		msg += ": " + e.Player.String() + ": " + e.Action
	}
	switch {
	case e.Reason != "":
		msg += ": " + e.Reason
	case e.Err != nil:
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns the kind of the error.
func (e *ActionError) Unwrap() error { return e.Err }

// Illegal returns an error wrapping [ErrIllegal] with a reason formatted as
// by fmt.Sprintf. Rulesets use it in Legal and Apply; the Match fills in
// the player and the action's text.
func Illegal(format string, args ...any) error {
	return &ActionError{Reason: fmt.Sprintf(format, args...), Err: ErrIllegal}
}

// NotYourTurn returns an error wrapping [ErrNotYourTurn] for player p.
func NotYourTurn(p Player, waiting PlayerSet) error {
	return &ActionError{Player: p, Reason: fmt.Sprintf("not the turn of %s; waiting for %s", p, waiting), Err: ErrNotYourTurn}
}

// Over returns an error wrapping [ErrOver].
func Over() error {
	return &ActionError{Reason: "the game is over", Err: ErrOver}
}

// annotate fills in the player and the action's text of an error from a
// ruleset, wrapping errors that are not ActionErrors.
func annotate(err error, a Action, text string) error {
	var ae *ActionError
	if errors.As(err, &ae) {
		c := *ae
		c.Player = a.Player
		if c.Action == "" {
			c.Action = text
		}
		return &c
	}
	return &ActionError{Player: a.Player, Action: text, Err: err}
}
