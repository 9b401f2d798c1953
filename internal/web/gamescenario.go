package web

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/scenario"
)

// maxTurnLimit is the largest turn limit a new game may ask for.
const maxTurnLimit = 50

// gameScenario is a Space Fleet scenario a new game can start from: one of
// the files embedded by package examples, decoded once.
type gameScenario struct {
	Key   string // the file name without ".yaml", as in URLs: "destroyer-skirmish"
	Name  string // the scenario's own name: "Destroyer skirmish"
	About string // the comment at the top of the file, without the hashes
	Turns int    // the scenario's turn limit
	Ships int    // ships on both sides
	sf    scenario.SpaceFleet
}

// scenarios returns the embedded scenarios, smallest map first, decoded on
// the first call (not when the package loads: every broadside process
// links this package, and decoding all the embedded files took 0.3 s of
// CPU under -race at each start); an embedded file that does not decode is
// a build mistake that the tests catch, and it is left out.
var scenarios = sync.OnceValue(func() []gameScenario { return loadScenarios(examples.SpaceFleet) })

// loadScenarios decodes every spacefleet/*.yaml of fsys, leaving out those
// that do not decode.
func loadScenarios(fsys fs.FS) []gameScenario {
	names, err := fs.Glob(fsys, "spacefleet/*.yaml")
	if err != nil {
		return nil
	}
	var out []gameScenario
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			continue
		}
		sf, err := scenario.DecodeSpaceFleet(name, data)
		if err != nil {
			continue
		}
		sc := gameScenario{Key: strings.TrimSuffix(path.Base(name), ".yaml"), Name: sf.Name, About: leadComment(data), Turns: sf.Setup.Turns, sf: sf}
		if sc.Turns == 0 {
			sc.Turns = spacefleet.DefaultTurns
		}
		for _, side := range sf.Setup.Sides {
			for _, sq := range side.Squadrons {
				sc.Ships += len(sq.Ships)
			}
		}
		out = append(out, sc)
	}
	slices.SortFunc(out, func(a, b gameScenario) int {
		return a.sf.Setup.Width*a.sf.Setup.Height - b.sf.Setup.Width*b.sf.Setup.Height
	})
	return out
}

// leadComment returns the comment lines at the top of a YAML file, joined
// into one paragraph.
func leadComment(data []byte) string {
	var words []string
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "#") {
			break
		}
		words = append(words, strings.TrimSpace(strings.TrimPrefix(line, "#")))
	}
	return strings.Join(words, " ")
}

// findScenario returns the embedded scenario with the given key.
func findScenario(key string) (gameScenario, bool) {
	for _, sc := range scenarios() {
		if sc.Key == key {
			return sc, true
		}
	}
	return gameScenario{}, false
}

// records returns the options and setup of the scenario as the JSON of a
// game record, with the turn limit replaced when turns is above 0.
func (sc gameScenario) records(turns int) (options, setup json.RawMessage, err error) {
	if turns < 0 || turns > maxTurnLimit {
		return nil, nil, fmt.Errorf("web: turn limit %d is outside 1 to %d", turns, maxTurnLimit)
	}
	st := sc.sf.Setup
	if turns > 0 {
		st.Turns = turns
	}
	if options, err = json.Marshal(sc.sf.Options); err != nil {
		return nil, nil, fmt.Errorf("web: options of %s: %w", sc.Key, err)
	}
	if setup, err = json.Marshal(st); err != nil {
		return nil, nil, fmt.Errorf("web: setup of %s: %w", sc.Key, err)
	}
	return options, setup, nil
}
