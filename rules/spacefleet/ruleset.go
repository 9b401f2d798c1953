package spacefleet

import (
	"encoding/json"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// RulesVersion is the version of the rules this package plays; records
// carry it, and a record of another version is not replayed. It changes
// whenever a change to the package would change the outcome of a recorded
// game.
const RulesVersion = "1"

// Ruleset is Space Fleet for the game kernel: it builds a [State] from
// options and a setup in their JSON forms ([Options] and [Setup]). The zero
// value is ready to use and safe for concurrent use.
type Ruleset struct{}

var _ game.Ruleset = Ruleset{}

// Name returns "spacefleet".
func (Ruleset) Name() string { return "spacefleet" }

// Version returns RulesVersion.
func (Ruleset) Version() string { return RulesVersion }

// New returns the starting state of a battle; see [New]. It is how a
// record is replayed, so it checks the setup as engines did before the
// squadron size was enforced, allowing squadrons of one ship whatever
// LoneShips says: a recorded battle is replayed as it was played. [Start]
// and [New] check the size.
func (Ruleset) New(options, setup json.RawMessage, seed rng.Seed) (game.State, error) {
	o, err := ParseOptions(options)
	if err != nil {
		return nil, err
	}
	s, err := ParseSetup(setup)
	if err != nil {
		return nil, err
	}
	if err := joinErrors(s.check(o, true)); err != nil {
		return nil, err
	}
	return newState(s, o, seed), nil
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
	return game.Start(Ruleset{}, opts, setup, seed)
}
