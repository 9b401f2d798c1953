package scenario

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Full Thrust battle files describe a whole battle (rules/fullthrust/battle):
// the table, the turn limit, the victory condition, the sides and every
// ship's record sheet, in the words strike and duel files use for the same
// things, with what only a whole game needs added:
//
//	name: Cruiser action
//	table: [72, 48]             # width and depth in MU, centred on the origin; or open
//	turns: 12                   # the turn limit, 1-100
//	victory: destroy            # or points
//	driven-off: nothing         # or half: what a ship driven off scores
//	sides: [Union, League]
//	rules: 2015                 # or classic point defence
//	options: {thresholds: end-of-turn, hard-about: before-moving}   # fullthrust and manoeuvre options
//	ships:
//	  - name: Resolute
//	    class: heavy cruiser      # free text
//	    side: Union
//	    mass: 60                  # TMF
//	    points: 198               # optional, as the fleet book gives them
//	    armour: [3]               # layers, outermost first, or a number of boxes
//	    hull: 18                  # in 4 rows unless rows: N, or a list of rows
//	    drive: 4
//	    advanced_drive: false
//	    ftl: true                 # or standard, advanced; none when left out
//	    screens: 1                # or advanced_screens: 1
//	    sensors: enhanced         # or superior; standard when left out
//	    crew: 3                   # crew factors; one per 20 mass when left out
//	    dcp: 3                    # damage-control parties; the crew when left out
//	    firecon: 2
//	    core: 0
//	    other: 0
//	    beams: [{class: 3, arcs: [FP, F, FS]}]   # arcs default to all six
//	    b1: 2                     # Beam-1 batteries firing all round
//	    kguns: [{class: 2, arcs: [F]}]
//	    k1: 0
//	    pds: 2
//	    ads: 0
//	    adfc: 1                   # or aadfc: 1 for advanced ADFC
//	    scatterguns: 0
//	    grapeshot: 0
//	    salvo_racks: [{arcs: [F]}]
//	    salvo_launchers: [{arcs: [F], ammo: 3, extended: false}]
//	    heavy_missiles: [{arcs: [F]}]   # advanced: true for an advanced heavy missile (a band lower, 2015)
//	    plasma: [{class: 2, arcs: [F]}]
//	    torpedoes: [{arcs: [F], range: standard}]   # or short, long
//	    bays: [{name: Blue 1, type: interceptor, strength: 6, cef: 6}]   # light: up to 8, 4 CEF (W118)
//	    tubes: 1                  # launch tubes, a group each a turn (W59); no limit when left out
//	    catapults: 1              # launch tubes with catapults, which launch under thrust
//	    at: [0, -20]              # MU; +y is 12 o'clock
//	    heading: 12
//	    velocity: 6
//	    # or, to enter by FTL: arrives: {turn: 3, at: [10, 10], heading: 6, velocity: 8}
//	    # under options: {movement: vector} a ship drifts at its velocity
//	    # along its heading, or by course: [x, y] MU a turn instead
//
// The record sheet takes the systems in this order: beams, then kguns,
// sensors, the ordnance mounts kind by kind (racks, launchers, heavy
// missiles, plasma, torpedoes), the bays, the tubes and catapults, and the
// FTL drive, then b1, k1, pds, ads, adfc or aadfc, scatterguns and
// grapeshot, then screens, firecon, core and other.

type ftBattleFile struct {
	Name      string         `yaml:"name"`
	Table     any            `yaml:"table"`
	Turns     int            `yaml:"turns"`
	Victory   string         `yaml:"victory"`
	DrivenOff string         `yaml:"driven-off"`
	Sides     []string       `yaml:"sides"`
	Rules     any            `yaml:"rules"`
	Options   map[string]any `yaml:"options"`
	Ships     []ftBattleShip `yaml:"ships"`
	built     FTBattle
}

type ftBattleShip struct {
	Sheet          ftSheet         `yaml:",inline"`
	Class          string          `yaml:"class"`
	Side           string          `yaml:"side"`
	Points         int             `yaml:"points"`
	FTL            any             `yaml:"ftl"`
	Sensors        string          `yaml:"sensors"`
	Crew           *int            `yaml:"crew"`
	DCP            *int            `yaml:"dcp"`
	Beams          []ftDuelBeam    `yaml:"beams"`
	B1             int             `yaml:"b1"`
	KGuns          []ftDuelBeam    `yaml:"kguns"`
	K1             int             `yaml:"k1"`
	ADS            int             `yaml:"ads"`
	ADFC           int             `yaml:"adfc"`
	AADFC          int             `yaml:"aadfc"`
	Scatterguns    int             `yaml:"scatterguns"`
	Grapeshot      int             `yaml:"grapeshot"`
	SalvoRacks     []ftMount       `yaml:"salvo_racks"`
	SalvoLaunchers []ftMount       `yaml:"salvo_launchers"`
	HeavyMissiles  []ftMount       `yaml:"heavy_missiles"`
	Plasma         []ftMount       `yaml:"plasma"`
	Torpedoes      []ftMount       `yaml:"torpedoes"`
	Bays           []ftGroup       `yaml:"bays"`
	Tubes          int             `yaml:"tubes"`
	Catapults      int             `yaml:"catapults"`
	At             []float64       `yaml:"at"`
	Heading        int             `yaml:"heading"`
	Velocity       int             `yaml:"velocity"`
	Course         []float64       `yaml:"course"`
	Arrives        *ftBattleArrive `yaml:"arrives"`
}

// ftMount is an ordnance or projectile mount as written; each kind reads
// the fields it has and refuses the others.
type ftMount struct {
	Arcs     []string `yaml:"arcs"`
	Class    int      `yaml:"class"`
	Ammo     *int     `yaml:"ammo"`
	Extended bool     `yaml:"extended"`
	Range    string   `yaml:"range"`
	Advanced bool     `yaml:"advanced"`
}

type ftBattleArrive struct {
	Turn     int       `yaml:"turn"`
	At       []float64 `yaml:"at"`
	Heading  int       `yaml:"heading"`
	Velocity int       `yaml:"velocity"`
	Course   []float64 `yaml:"course"`
}

// FTBattle is a decoded Full Thrust battle file.
type FTBattle struct {
	Setup battle.Setup
}

// DecodeFTBattle reads a Full Thrust battle file, named name in messages.
// Every problem is reported as a [List] of "file:line:column: message"
// errors; a setup it returns passes battle.Setup.Validate.
func DecodeFTBattle(name string, data []byte) (FTBattle, error) {
	var f ftBattleFile
	if err := Decode(name, data, &f); err != nil {
		return FTBattle{}, err
	}
	return f.built, nil
}

// Validate builds the battle and checks it, recording each problem at its
// place in the file.
func (f *ftBattleFile) Validate(c *Check) {
	s := battle.Setup{Name: f.Name, Turns: f.Turns, Sides: f.Sides}
	ok := true
	if t, good := battleTable(c, f.Table); good {
		s.Table = t
	} else {
		ok = false
	}
	v, err := battle.ParseVictory(f.Victory)
	if err != nil {
		c.Errorf("$.victory", "victory must be destroy or points, got %q", f.Victory)
		ok = false
	}
	s.Victory = v
	d, err := battle.ParseDrivenOff(f.DrivenOff)
	if err != nil {
		c.Errorf("$.driven-off", "driven-off must be nothing or half, got %q", f.DrivenOff)
		ok = false
	}
	s.DrivenOff = d
	opt, good := battleOptions(c, f.Rules, f.Options)
	ok = ok && good
	s.Options = opt
	// mounts[i] maps each ship's mount index to the YAML path written.
	mounts := make([][]string, len(f.Ships))
	for i := range f.Ships {
		at := fmt.Sprintf("$.ships[%d]", i)
		sh, paths, good := f.Ships[i].build(c, at, f.Sides)
		ok = ok && good
		mounts[i] = paths
		s.Ships = append(s.Ships, sh)
	}
	if !ok {
		return
	}
	if err := s.Validate(); err != nil {
		for _, e := range battleErrors(err) {
			path := "$"
			if e.Ship >= 0 {
				path = fmt.Sprintf("$.ships[%d]", e.Ship)
			}
			field := e.Field
			if rest, found := strings.CutPrefix(field, "mounts["); found && e.Ship >= 0 {
				var j int
				var tail string
				if n, _ := fmt.Sscanf(rest, "%d]", &j); n == 1 && j >= 0 && j < len(mounts[e.Ship]) {
					_, tail, _ = strings.Cut(rest, "]")
					path, field = mounts[e.Ship][j], strings.TrimPrefix(tail, ".")
				}
			}
			if field != "" {
				path += "." + field
			}
			c.Errorf(path, "%s", strings.TrimPrefix(e.Error(), "battle: "))
		}
		return
	}
	f.built = FTBattle{Setup: s}
}

// battleErrors lists the *battle.SetupError values joined in err; any other
// error becomes one at the setup itself.
func battleErrors(err error) []*battle.SetupError {
	var out []*battle.SetupError
	var walk func(error)
	walk = func(e error) {
		var se *battle.SetupError
		if errors.As(e, &se) && e == error(se) {
			out = append(out, se)
			return
		}
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, x := range j.Unwrap() {
				walk(x)
			}
			return
		}
		out = append(out, &battle.SetupError{Ship: -1, Msg: e.Error()})
	}
	walk(err)
	return out
}

// battleTable reads the table: [width, depth] in MU, "open", or nothing
// (open).
func battleTable(c *Check, v any) (battle.Table, bool) {
	switch x := v.(type) {
	case nil:
		return battle.Table{}, true
	case string:
		if x == "open" {
			return battle.Table{}, true
		}
	case []any:
		if len(x) == 2 {
			w, okW := number(x[0])
			d, okD := number(x[1])
			if okW && okD && w >= 1 && w <= battle.MaxTable && d >= 1 && d <= battle.MaxTable {
				return battle.Table{Width: w, Depth: d}, true
			}
		}
	}
	c.Errorf("$.table", "table must be [width, depth] with each 1-%d MU, or open", battle.MaxTable)
	return battle.Table{}, false
}

// number reads a YAML number as a finite float64.
func number(v any) (float64, bool) {
	var f float64
	switch x := v.(type) {
	case uint64:
		f = float64(x)
	case int64:
		f = float64(x)
	case float64:
		f = x
	default:
		return 0, false
	}
	return f, !math.IsNaN(f) && !math.IsInf(f, 0)
}

// battleOptions reads the point-defence rules and the named options, each
// either a fullthrust option or a manoeuvre option.
func battleOptions(c *Check, rules any, options map[string]any) (manoeuvre.ManoeuvreOptions, bool) {
	var opt manoeuvre.ManoeuvreOptions
	ok := true
	if rules != nil {
		if err := opt.Set("rules", fmt.Sprint(rules)); err != nil {
			c.Errorf("$.rules", "rules must be 2015 or classic, got %v", rules)
			ok = false
		}
	}
	names := make([]string, 0, len(options))
	for name := range options {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		value := fmt.Sprint(options[name])
		set := opt.SetManoeuvre
		if slices.ContainsFunc(opt.Values(), func(v fullthrust.OptionValue) bool { return strings.EqualFold(v.Name, name) }) {
			set = opt.Options.Set
		}
		if err := set(name, value); err != nil {
			c.Errorf("$.options."+name, "%s", trimPrefix(err))
			ok = false
		}
	}
	return opt, ok
}
