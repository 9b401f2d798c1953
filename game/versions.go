package game

import (
	"encoding/json"

	"github.com/broadside/broadside/rng"
)

// Versioned is [Rules] that also replay records made under earlier
// versions of its rules, exactly as they were played: when a change to the
// ruleset would change the outcome of a recorded game, it raises its
// Version and keeps the old behaviour for the old records, so that no saved
// game is lost.
type Versioned interface {
	Rules
	// Replays reports whether the ruleset replays records of version, an
	// earlier version than Version.
	Replays(version string) bool
	// NewAt is New for a record of version, which Replays accepts or which
	// is the current Version.
	NewAt(version string, options, setup json.RawMessage, seed rng.Seed) (State, error)
}

// startAt begins a game under version of rs's rules: the current version,
// or an earlier one a [Versioned] ruleset replays.
func startAt(rs Rules, version string, options, setup json.RawMessage, seed rng.Seed) (*Match, error) {
	newState := rs.New
	if version != rs.Version() {
		v := rs.(Versioned) // the caller checked
		newState = func(options, setup json.RawMessage, seed rng.Seed) (State, error) {
			return v.NewAt(version, options, setup, seed)
		}
	}
	st, err := newState(options, setup, seed)
	if err != nil {
		return nil, err
	}
	return &Match{
		rules: rs,
		rec: Record{
			Rules:   rs.Name(),
			Version: version,
			Options: append(json.RawMessage(nil), options...),
			Seed:    seed,
			Setup:   append(json.RawMessage(nil), setup...),
		},
		state:   st,
		dice:    rng.New(seed),
		opening: Opening(st),
	}, nil
}

// replays reports whether rs replays records of version.
func replays(rs Rules, version string) bool {
	if version == rs.Version() {
		return true
	}
	v, ok := rs.(Versioned)
	return ok && v.Replays(version)
}
