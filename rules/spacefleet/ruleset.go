package spacefleet

import (
	"encoding/json"
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// RulesVersion is the version of the rules this package plays; records
// carry it. It changes whenever a change to the package would change the
// outcome of a recorded game, and records of earlier versions still replay
// as they were played ([Rules.Replays]). Version 2: sweeping a minefield
// became the owner's choice and squadrons hold 2 to 6 ships. Version 3:
// lines of fire and detection meet every hex they touch; firing reveals a
// ship when its step resolves; EW dummies are placed, numbered and marked
// like real counters; a directed-energy strike that cannot hit is refused;
// a split squadron shows a counter for each part; squadron counters move
// at their slowest ship's speed; more dice are logged.
const RulesVersion = "3"

// currentVersion is RulesVersion as a number.
const currentVersion = 3

// Rules is Space Fleet for the game kernel: it builds a [State] from
// options and a setup in their JSON forms ([Options] and [Setup]). The zero
// value is ready to use and safe for concurrent use.
type Rules struct{}

var _ game.Versioned = Rules{}

// Name returns "spacefleet".
func (Rules) Name() string { return "spacefleet" }

// Version returns RulesVersion.
func (Rules) Version() string { return RulesVersion }

// Replays reports whether records of version replay: version "1", from
// before sweeping became a choice and squadron sizes were checked, and
// version "2", from before the changes of version 3 (see RulesVersion).
func (Rules) Replays(version string) bool { return version == "1" || version == "2" }

// New returns the starting state of a battle under the current rules; see
// [New].
func (r Rules) New(options, setup json.RawMessage, seed rng.Seed) (game.State, error) {
	return r.NewAt(RulesVersion, options, setup, seed)
}

// NewAt returns the starting state of a battle recorded under version.
// Under version "1" every beam-armed ship that stays put in a minefield
// sweeps it, as AutoSweep has it (unless the options say auto_sweep), and
// squadrons of one ship are allowed, as LoneShips has it.
func (r Rules) NewAt(version string, options, setup json.RawMessage, seed rng.Seed) (game.State, error) {
	if version != RulesVersion && !r.Replays(version) {
		return nil, fmt.Errorf("spacefleet: rules version %q; this engine plays %q and replays 1 and 2", version, RulesVersion)
	}
	o, err := ParseOptions(options)
	if err != nil {
		return nil, err
	}
	s, err := ParseSetup(setup)
	if err != nil {
		return nil, err
	}
	lone := o.LoneShips
	if version == "1" {
		lone = true
		if o.Mines && !mentions(options, "auto_sweep") {
			o.AutoSweep = true
		}
	}
	if err := joinErrors(s.check(o, lone)); err != nil {
		return nil, err
	}
	n := currentVersion
	switch version {
	case "1":
		n = 1
	case "2":
		n = 2
	}
	return newState(s, o, seed, n), nil
}

// mentions reports whether the JSON object data has the key.
func mentions(data json.RawMessage, key string) bool {
	var keys map[string]json.RawMessage
	if json.Unmarshal(data, &keys) != nil {
		return false
	}
	_, ok := keys[key]
	return ok
}

// Start begins a recorded battle of a setup under options: a game.Match
// whose record holds both as JSON. The setup must pass [Setup.Check].
func Start(s Setup, o Options, seed rng.Seed) (*game.Match, error) {
	if err := joinErrors(s.Check(o)); err != nil {
		return nil, err
	}
	setup, err := json.Marshal(s)
	if err != nil {
		return nil, err
	}
	opts, err := json.Marshal(o)
	if err != nil {
		return nil, err
	}
	return game.Start(Rules{}, opts, setup, seed)
}
