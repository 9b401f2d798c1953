package battle

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Rules is the Full Thrust battle as the game kernel plays it: a
// [game.Rules] whose states are [*State]. It is a stateless value, safe for
// concurrent use.
//
// The setup is a [Setup] in its JSON form: form [SetupForm], which
// [MarshalSetup] writes and docs/fullthrust-record.md describes, or form 1,
// the JSON of the Go value, which records made before form 2 carry
// ([UnmarshalSetup] reads both). The options are a JSON object of option names
// and values as "broadside ft options" lists them, such as
// {"thresholds": "end-of-turn", "hard-about": "before-moving"}, applied
// over the setup's own Options; null or empty keeps those.
type Rules struct{}

// Name returns "fullthrust".
func (Rules) Name() string { return "fullthrust" }

// Version is the version of the battle rules; a change that would change a
// recorded battle raises it, and [Rules.Replays] keeps the earlier ones.
// Version 2: a group moved to 6 MU of its target attacks it whatever the
// last bits of the computed distance (version 1 lost about one secondary
// move in ten to rounding), and an interceptor does not dogfight a group
// that landed that turn. Version 3: a group whose bay's box is knocked out,
// by a threshold check as well as by a scramble mishap, neither launches
// from the bay nor lands in it until damage control repairs the box
// (reading W80), a fighter group's secondary move across a grav wake
// costs a CEF more (reading W81), and under the classic point defence
// procedure an eclipse works against missiles (reading W82). Version 4:
// a ship's Extreme Manoeuvres shorten the lock-on radius of the salvos and
// heavy missiles homing on it in the strike (reading W84), and a ship that
// backfires as it leaves by FTL takes the backfire's own drive damage and
// ship-wide check before it vanishes (reading W51). Version 5: with the
// options em-reaction and em-after-movement, a ship under vector movement
// fired at may react with the main-drive thrust its order left
// unallocated (reading W97); before, the reaction round never opened
// under vector movement; and a cinematic ship whose Option 2 Extreme
// Manoeuvres check failed before it moved counts those factors as used,
// not as unallocated (reading W95). Version 6: a ship whose main drive is
// disabled may no longer use the Extreme Manoeuvres it holds, its call on
// discretionary factors refused and its thrust held for after movement
// unused (reading W102); before, the factors worked with the drive
// disabled. A ship ordered eclipsed may no longer hold Extreme Manoeuvres
// for after movement in a cinematic order (reading W53). Version 7: a
// ship engaging its FTL drive this turn, to leave or for a Short-Range
// Jump, fires no ordnance and lends nothing through its ADFC (RULINGS A8,
// reading W109); before, its salvos, missiles and bolts flew and its
// covers held. A ship that launched or recovered fighters may not fire
// its PDS, ADS or grapeshot at a fighter group through its ADFC in that
// turn's fire orders (reading W110). A torpedo group that made an attack
// run has fired its one-shot torpedoes and may neither attack nor assist
// until it lands to re-arm (reading W111); before, it attacked every turn.
// A ship whose FTL arrival scatters off the table hits nothing near the
// point (RULINGS A8: it cannot enter); before, the ships within 6 MU of it
// took 2D6 and the ship its scatter before it left. Version 8: a ship
// making a Short-Range Jump fires no ordnance that turn (reading W112);
// before, its salvos, missiles and bolts flew. A plasma bolt's blast
// catches every fighter group in space inside it (reading W113); before,
// only the groups of the raids on the ships it hit. A ship whose FTL
// warm-up began the turn and whose drive another ship's jump knocked out
// before it moved stays in its warm-up: no fire, no ADFC (reading W114);
// before, it fired and lent point defence. A K-1 committed to point
// defence does not engage attackers in its ship's aft arc (reading W115);
// before, it engaged them from any side.
// Also from version 8, a ship may fire its scatterguns at an enemy ship,
// one beam die each that ignores screens (reading W119), and lend them to
// an ally within 6 MU in ADFC mode under the classic procedure, where a 1
// on the die also does 1 damage to the covered ship (reading W120);
// before, fire orders and cover lines refused them. A fighter group
// attacks only a ship in its front 180 degrees (reading W121). Version
// 9: a group scrambled from its bay faces as its carrier, as a group
// launched in the fighter phase does (reading W122); before, it had no
// front until it moved, or kept the one of its last flight.
func (Rules) Version() string { return strconv.Itoa(currentVersion) }

// currentVersion is [Rules.Version] as a number.
const currentVersion = 9

// Replays reports whether records of version replay: versions "1" to
// "8", from before the changes of versions 2 to 9, replay as they were
// played.
func (Rules) Replays(version string) bool {
	return version == "1" || version == "2" || version == "3" || version == "4" || version == "5" || version == "6" || version == "7" || version == "8"
}

// NewAt returns the starting state of a battle recorded under version,
// the current [Rules.Version] or one that [Rules.Replays] accepts.
func (r Rules) NewAt(version string, options, setup json.RawMessage, seed rng.Seed) (game.State, error) {
	if version != r.Version() && !r.Replays(version) {
		return nil, fmt.Errorf("fullthrust: rules version %q; this engine plays %q and replays 1 to 8", version, r.Version())
	}
	b, err := r.Prepare(options, setup)
	if err != nil {
		return nil, err
	}
	st := b.New()
	st.version, _ = strconv.Atoi(version)
	return st, nil
}

// New returns the state at the start of the battle: the first turn, waiting
// for every side's written orders. The setup must pass [Setup.Validate].
// Nothing is drawn from seed: a battle's dice all belong to its turns.
func (r Rules) New(options, setup json.RawMessage, seed rng.Seed) (game.State, error) {
	b, err := r.Prepare(options, setup)
	if err != nil {
		return nil, err
	}
	return b.New(), nil
}

// Prepared is a battle's setup read and checked once, from which any number
// of battles begin without reading the JSON again: Monte Carlo runs
// (lab.FTBattles, the command line's --trials) fight thousands of battles
// of one setup. Its battles share the setup, which no state changes, so a
// Prepared is safe for concurrent use. The zero value is not a valid Prepared.
type Prepared struct{ setup *Setup }

// Prepare reads and checks a setup and options as [Rules.New] does and
// returns the Prepared its battles begin from.
func (Rules) Prepare(options, setup json.RawMessage) (Prepared, error) {
	s, err := UnmarshalSetup(setup)
	if err != nil {
		return Prepared{}, err
	}
	if err := applyOptions(&s, options); err != nil {
		return Prepared{}, err
	}
	if err := s.Validate(); err != nil {
		return Prepared{}, err
	}
	return Prepared{setup: &s}, nil
}

// New returns the state at the start of the battle, the same as
// [Rules.New] returns for the setup and options b was prepared from.
func (b Prepared) New() *State { return newState(b.setup) }

// applyOptions sets the named options of a JSON object on s.Options, in
// name order.
func applyOptions(s *Setup, options json.RawMessage) error {
	if len(options) == 0 || string(options) == "null" {
		return nil
	}
	var m map[string]string
	if err := json.Unmarshal(options, &m); err != nil {
		return fmt.Errorf("battle: options must be an object of names and values: %w", err)
	}
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := setOption(&s.Options, n, m[n]); err != nil {
			return fmt.Errorf("battle: %w", err)
		}
	}
	return nil
}

// setOption sets the option of the given name, a strike option or a
// movement one, to value.
func setOption(o *manoeuvre.ManoeuvreOptions, name, value string) error {
	if slices.ContainsFunc(o.Values(), func(v fullthrust.OptionValue) bool { return strings.EqualFold(v.Name, name) }) {
		return o.Options.Set(name, value)
	}
	return o.SetManoeuvre(name, value)
}

// A battle is played by written orders only.
var _ game.Collector = (*State)(nil)
