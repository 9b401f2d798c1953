package web

import (
	"fmt"
	"io/fs"
	"path"
	"strings"
	"sync"

	jovianagent "github.com/broadside/broadside/agent/jovian"
	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/scenario"
)

// labKind is the ruleset of a lab scenario. The zero value is Space Fleet,
// the lab's first and default ruleset.
type labKind int

// The lab's rulesets.
const (
	labSpaceFleet labKind = iota // a Space Fleet battle fought by computer players
	labFTDuel                    // a Full Thrust duel, each ship following its doctrine
	labJovian                    // a Jovian Wars engagement, fought by its one procedure
	labFTBattle                  // a Full Thrust battle fought by computer players
)

// labKinds are the rulesets in the order the form groups them.
var labKinds = []labKind{labSpaceFleet, labFTBattle, labFTDuel, labJovian}

// String is the ruleset's name as the form's groups show it.
func (k labKind) String() string {
	switch k {
	case labFTDuel:
		return "Full Thrust duels"
	case labJovian:
		return "Jovian Wars engagements"
	case labFTBattle:
		return "Full Thrust battles"
	}
	return "Space Fleet battles"
}

// Maximum trials of one lab run of each ruleset. BenchmarkLabTrial
// measured one trial on one core (-cpu 1, a shared 2-core Xeon): a Full
// Thrust duel takes 1.5 ms (duel-backfire) to 4.7 ms (duel-evasion) and a
// Jovian engagement 6 µs (duel) to 48 µs (skirmish), so 3000 duels and
// 300000 engagements take at most about 14 s. The vector duel
// (duel-vector) took 1.5-1.7 times duel-evasion measured alongside it
// (load average 21), so 3000 of it take about 25 s. A Space Fleet battle takes
// 0.5 ms (destroyer-skirmish) to 4.1 ms (asteroid-field); its cap is the
// lab's original one, which links and tests rely on, and a run of the
// largest map at that cap takes longer (about 80 s of one core). A Full
// Thrust battle of tactical computer players took 21 ms
// (battle-cruiser-action) to 150 ms (battle-fleet-action, 15 ships) with
// the machine's load average at 7.5, so 200 battles take at most about 30 s
// of one core (15 s on the two the run uses), less on an idle machine.
const (
	maxLabTrials         = 20000  // Space Fleet battles in one run
	maxLabDuelTrials     = 3000   // Full Thrust duels in one run
	maxLabJovianTrials   = 300000 // Jovian engagements in one run
	maxLabFTBattleTrials = 200    // Full Thrust battles in one run
)

// maxTrials is the most trials one run of the ruleset may ask for.
func (k labKind) maxTrials() int {
	switch k {
	case labFTDuel:
		return maxLabDuelTrials
	case labJovian:
		return maxLabJovianTrials
	case labFTBattle:
		return maxLabFTBattleTrials
	}
	return maxLabTrials
}

// labScenario is a scenario the lab can fight, of any ruleset: one of the
// files embedded by package examples, decoded once. Exactly one of sf, ft
// and jv is set, as Kind says.
type labScenario struct {
	Key   string // as in URLs: "destroyer-skirmish", "fullthrust/duel-eclipse", "jovian/skirmish"
	Name  string // the scenario's own name
	About string // the comment at the top of the file, without the hashes
	Kind  labKind
	sf    gameScenario
	ft    scenario.FTDuel
	fb    scenario.FTBattle
	jv    *jovianagent.Engagement // read-only once loaded
	text  string                  // the file as written, for the form's "start from this scenario"
}

// labGroup is one ruleset's scenarios, as the form's optgroup shows them.
type labGroup struct {
	Label     string
	Scenarios []labChoice
}

// labCatalogue is every scenario the lab offers, with the problems of the
// embedded files that did not load (a build mistake, which the tests
// catch).
type labCatalogue struct {
	all      []labScenario
	problems []error
}

// labScenarios returns the lab's catalogue, loaded on the first call.
var labScenarios = sync.OnceValue(func() labCatalogue { return loadLabCatalogue(examples.FullThrust, examples.Jovian) })

// loadLabCatalogue gathers the Space Fleet scenarios (already loaded by
// the game pages, under their own keys), the duel-*.yaml and battle-*.yaml
// files of ft (in its fullthrust folder) and the engagement files of jv (in its jovian
// folder: those with a top-level "sides:" key; the others are card
// files). A file that does not load is left out and its error recorded.
func loadLabCatalogue(ft, jv fs.FS) labCatalogue {
	var c labCatalogue
	for _, sc := range scenarios() {
		data, err := fs.ReadFile(examples.SpaceFleet, "spacefleet/"+sc.Key+".yaml")
		if err != nil {
			c.problems = append(c.problems, fmt.Errorf("web: lab scenario %s: %w", sc.Key, err))
		}
		c.all = append(c.all, labScenario{Key: sc.Key, Name: sc.Name, About: sc.About, Kind: labSpaceFleet, sf: sc, text: string(data)})
	}
	duels, err := fs.Glob(ft, "fullthrust/duel-*.yaml")
	if err != nil {
		c.problems = append(c.problems, fmt.Errorf("web: lab duels: %w", err))
	}
	for _, name := range duels {
		data, err := fs.ReadFile(ft, name)
		if err != nil {
			c.problems = append(c.problems, fmt.Errorf("web: lab duel %s: %w", name, err))
			continue
		}
		d, err := scenario.DecodeFTDuel(name, data)
		if err != nil {
			c.problems = append(c.problems, fmt.Errorf("web: lab duel %s: %w", name, err))
			continue
		}
		c.all = append(c.all, labScenario{Key: strings.TrimSuffix(name, ".yaml"), Name: d.Name, About: leadComment(data), Kind: labFTDuel, ft: d, text: string(data)})
	}
	c.loadFTBattles(ft)
	sub, err := fs.Sub(jv, "jovian")
	if err != nil {
		c.problems = append(c.problems, fmt.Errorf("web: lab engagements: %w", err))
		return c
	}
	files, err := fs.Glob(sub, "*.yaml")
	if err != nil {
		c.problems = append(c.problems, fmt.Errorf("web: lab engagements: %w", err))
	}
	for _, name := range files {
		data, err := fs.ReadFile(sub, name)
		if err != nil {
			c.problems = append(c.problems, fmt.Errorf("web: lab engagement jovian/%s: %w", name, err))
			continue
		}
		if !hasTopKey(data, "sides") {
			continue
		}
		e, err := scenario.LoadJovianEngagement(sub, name)
		if err != nil {
			c.problems = append(c.problems, fmt.Errorf("web: lab engagement jovian/%s: %w", name, err))
			continue
		}
		c.all = append(c.all, labScenario{Key: "jovian/" + strings.TrimSuffix(path.Base(name), ".yaml"), Name: e.Name, About: leadComment(data), Kind: labJovian, jv: e, text: string(data)})
	}
	return c
}

// hasTopKey reports whether a YAML file has the top-level key key.
func hasTopKey(data []byte, key string) bool {
	for line := range strings.Lines(string(data)) {
		if strings.HasPrefix(line, key+":") {
			return true
		}
	}
	return false
}

// find returns the scenario with the given key.
func (c labCatalogue) find(key string) (labScenario, bool) {
	for _, sc := range c.all {
		if sc.Key == key {
			return sc, true
		}
	}
	return labScenario{}, false
}

// groups returns the scenarios by ruleset, in the order of labKinds,
// leaving out a ruleset with none.
func (c labCatalogue) groups() []labGroup {
	var out []labGroup
	for _, k := range labKinds {
		g := labGroup{Label: k.String()}
		for _, sc := range c.all {
			if sc.Kind == k {
				g.Scenarios = append(g.Scenarios, labChoice{Key: sc.Key, Name: sc.Name, About: sc.About})
			}
		}
		if len(g.Scenarios) > 0 {
			out = append(out, g)
		}
	}
	return out
}
