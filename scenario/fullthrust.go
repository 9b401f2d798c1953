package scenario

import (
	"fmt"
	"slices"

	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Full Thrust strike files describe one turn of missile and fighter combat
// around a group of ships (rules/fullthrust/pointdefence.Strike):
//
//	name: Cruiser against three heavy missiles
//	rules: 2015                 # or classic; the command line may override it
//	options: {thresholds: end-of-turn, kinetic: reroll}   # see "broadside ft options"
//	ships:
//	  - name: Cruiser
//	    mass: 60
//	    armour: 4               # one layer of 4 boxes, or layers: [4, 2]
//	    hull: 18                # hull boxes, in 4 rows unless rows: N or hull: [5, 5, 4, 4]
//	    screens: 1              # or advanced_screens: 1
//	    b1: 2
//	    pds: 2
//	    adfc: 1
//	    cover: [{ship: Escort, pds: 1}]   # PDS lent through ADFC; classic: scatterguns: N in ADFC mode
//	    fire: {scatterguns: 0}  # own point defence, when not everything
//	    screening: [{name: Green 1, type: interceptor}]
//	    eclipses: {ship: Escort, thrust: 1, heading: 0}  # or {ship: Escort, bdi: 40}
//	    firecon: 2
//	    other: 4                # other systems that take threshold checks
//	    drive: 4
//	raids:
//	  - target: Cruiser
//	    heavy_missiles: 3
//	    salvos: 0
//	    fighters:
//	      - {name: Red 1, type: attack, strength: 6}
//	      - {name: Red 2, type: heavy, strength: 3, assists: Red 1}
//	    plasma: [{class: 2}]    # a blast may catch fighters and missiles:
//	                            # {class: 2, fighters: [Red 2], salvos: 1}
//
// By default a ship fires every B1, K-1, PDS and ADS it does not lend to
// another ship, and no scattergun or grapeshot; "fire" overrides any of
// those counts. A group's strength defaults to the most its type holds (6,
// 8 for light fighters) and its CEF to the type's
// full endurance.

// ftStrikeFile is a strike file as written.
type ftStrikeFile struct {
	Name    string         `yaml:"name"`
	Rules   any            `yaml:"rules"`
	Options map[string]any `yaml:"options"`
	Ships   []ftShip       `yaml:"ships"`
	Raids   []ftRaid       `yaml:"raids"`
	built   FullThrustStrike
}

type ftShip struct {
	Sheet       ftSheet    `yaml:",inline"`
	B1          int        `yaml:"b1"`
	K1          int        `yaml:"k1"`
	ADS         int        `yaml:"ads"`
	ADFC        int        `yaml:"adfc"`
	Scatterguns int        `yaml:"scatterguns"`
	Grapeshot   int        `yaml:"grapeshot"`
	Lost        ftLost     `yaml:"lost"`
	Cover       []ftCover  `yaml:"cover"`
	Fire        *ftFire    `yaml:"fire"`
	Screening   []ftGroup  `yaml:"screening"`
	Eclipses    *ftEclipse `yaml:"eclipses"`
}

// ftEclipse is the ship a ship eclipses: its BDI given, or worked out from
// the thrust the two dedicated and the clock points between their courses.
type ftEclipse struct {
	Ship    string `yaml:"ship"`
	BDI     *int   `yaml:"bdi"`
	Thrust  int    `yaml:"thrust"`
	Heading int    `yaml:"heading"`
}

type ftLost struct {
	Armour []int `yaml:"armour"`
	Hull   int   `yaml:"hull"`
}

type ftCover struct {
	Ship        string `yaml:"ship"`
	PDS         int    `yaml:"pds"`
	ADS         int    `yaml:"ads"`
	Far         bool   `yaml:"far"`
	Scatterguns int    `yaml:"scatterguns"` // lent in ADFC mode, classic procedure only (W120)
}

type ftFire struct {
	B1          *int `yaml:"b1"`
	K1          *int `yaml:"k1"`
	PDS         *int `yaml:"pds"`
	ADS         *int `yaml:"ads"`
	Scatterguns *int `yaml:"scatterguns"`
	Grapeshot   *int `yaml:"grapeshot"`
}

// sets reports whether fire gives the count of a field ("pds", "scatterguns").
func (f *ftFire) sets(field string) bool {
	if f == nil {
		return false
	}
	m := map[string]*int{"b1": f.B1, "k1": f.K1, "pds": f.PDS, "ads": f.ADS, "scatterguns": f.Scatterguns, "grapeshot": f.Grapeshot}
	return m[field] != nil
}

type ftGroup struct {
	Name     string `yaml:"name"`
	Type     string `yaml:"type"`
	Strength *int   `yaml:"strength"`
	CEF      *int   `yaml:"cef"`
	Assists  string `yaml:"assists"`
}

type ftRaid struct {
	Target                string    `yaml:"target"`
	Fighters              []ftGroup `yaml:"fighters"`
	HeavyMissiles         int       `yaml:"heavy_missiles"`
	AdvancedHeavyMissiles int       `yaml:"advanced_heavy_missiles"`
	Salvos                int       `yaml:"salvos"`
	Plasma                []ftBolt  `yaml:"plasma"`
}

type ftBolt struct {
	Class                 int      `yaml:"class"`
	ID                    string   `yaml:"id"`
	Fighters              []string `yaml:"fighters"`
	Salvos                int      `yaml:"salvos"`
	HeavyMissiles         int      `yaml:"heavy_missiles"`
	AdvancedHeavyMissiles int      `yaml:"advanced_heavy_missiles"`
}

// FullThrustStrike is a decoded strike file: its name, the strike and the
// rules options it asks for.
type FullThrustStrike struct {
	Name    string
	Strike  pointdefence.Strike
	Options fullthrust.Options
}

// DecodeFullThrustStrike reads a Full Thrust strike file, named name in
// messages. Every problem, from a misspelt field to scatterguns mixed with
// PDS, is reported as a [List] of "file:line:column: message" errors.
func DecodeFullThrustStrike(name string, data []byte) (FullThrustStrike, error) {
	var f ftStrikeFile
	if err := Decode(name, data, &f); err != nil {
		return FullThrustStrike{}, err
	}
	return f.built, nil
}

// Validate builds the strike and checks it, recording each problem at its
// place in the file.
func (f *ftStrikeFile) Validate(c *Check) {
	out := FullThrustStrike{Name: f.Name}
	opt, ok := f.options(c)
	out.Options = opt
	if len(f.Ships) == 0 {
		c.Errorf("$.ships", "a strike needs at least one ship")
		return
	}
	index := map[string]int{}
	for i, s := range f.Ships {
		at := fmt.Sprintf("$.ships[%d]", i)
		if s.Sheet.Name == "" {
			c.Errorf(at, "every ship needs a name")
			ok = false
		} else if _, dup := index[s.Sheet.Name]; dup {
			c.Errorf(at+".name", "two ships are named %q", s.Sheet.Name)
			ok = false
		}
		index[s.Sheet.Name] = i
	}
	st := &out.Strike
	for i := range f.Ships {
		sh, good := f.Ships[i].build(c, fmt.Sprintf("$.ships[%d]", i))
		ok = ok && good
		st.Ships = append(st.Ships, sh)
	}
	for i := range f.Ships {
		d, good := f.Ships[i].defence(c, fmt.Sprintf("$.ships[%d]", i), st.Ships[i], index)
		ok = ok && good
		st.Defence = append(st.Defence, d)
	}
	for i, sh := range f.Ships {
		e := sh.Eclipses
		if e == nil {
			continue
		}
		at := fmt.Sprintf("$.ships[%d].eclipses", i)
		k, found := index[e.Ship]
		if !found {
			c.Errorf(at+".ship", "no ship is named %q", e.Ship)
			ok = false
			continue
		}
		bdi := pointdefence.StrikeBDI(st.Ships[i], st.Ships[k], e.Thrust, e.Heading)
		if e.BDI != nil {
			bdi = *e.BDI
		}
		st.Eclipses = append(st.Eclipses, pointdefence.Eclipsing{Eclipser: i, Eclipsed: k, BDI: bdi})
	}
	for a, r := range f.Raids {
		raid, good := r.build(c, fmt.Sprintf("$.raids[%d]", a), index)
		ok = ok && good
		st.Raids = append(st.Raids, raid)
	}
	if len(f.Raids) == 0 {
		c.Errorf("$.raids", "a strike needs at least one raid")
		ok = false
	}
	if !ok {
		return
	}
	if err := st.ValidateFor(out.Options); err != nil {
		for _, e := range setupErrors(err) {
			path, fe := setupPath(e)
			if e.Ship >= 0 && e.Cover < 0 && e.Group < 0 && f.Ships[e.Ship].Fire.sets(e.Field) {
				path += ".fire" // the count at fault is the one the file wrote under fire
			}
			c.Field(path, fieldError{fe})
		}
		return
	}
	f.built = out
}

// options reads the rules and options: "rules" is short for the option of
// that name; the options map holds any of fullthrust's named options.
func (f *ftStrikeFile) options(c *Check) (fullthrust.Options, bool) {
	var opt fullthrust.Options
	ok := true
	if f.Rules != nil {
		if err := opt.Set("rules", fmt.Sprint(f.Rules)); err != nil {
			c.Errorf("$.rules", "rules must be 2015 or classic, got %v", f.Rules)
			ok = false
		}
	}
	names := make([]string, 0, len(f.Options))
	for name := range f.Options {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if err := opt.Set(name, fmt.Sprint(f.Options[name])); err != nil {
			c.Errorf("$.options."+name, "%s", trimPrefix(err))
			ok = false
		}
	}
	return opt, ok
}

// setupErrors lists the *SetupError values joined in err.
func setupErrors(err error) []*pointdefence.SetupError {
	var out []*pointdefence.SetupError
	var walk func(error)
	walk = func(e error) {
		if se, ok := e.(*pointdefence.SetupError); ok {
			out = append(out, se)
			return
		}
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, x := range j.Unwrap() {
				walk(x)
			}
		}
	}
	walk(err)
	return out
}

// setupPath returns the YAML path of the entry a setup error concerns and
// the error to record there; Check.Field adds the error's field to the path.
func setupPath(e *pointdefence.SetupError) (string, *pointdefence.SetupError) {
	switch {
	case e.Raid >= 0 && e.Field == "plasma":
		plain := *e
		plain.Field = ""
		return fmt.Sprintf("$.raids[%d].plasma[%d]", e.Raid, e.Group), &plain
	case e.Raid >= 0 && e.Group >= 0:
		return fmt.Sprintf("$.raids[%d].fighters[%d]", e.Raid, e.Group), e
	case e.Raid >= 0:
		return fmt.Sprintf("$.raids[%d]", e.Raid), e
	case e.Ship >= 0 && e.Cover >= 0:
		return fmt.Sprintf("$.ships[%d].cover[%d]", e.Ship, e.Cover), e
	case e.Ship >= 0 && e.Group >= 0:
		return fmt.Sprintf("$.ships[%d].screening[%d]", e.Ship, e.Group), e
	case e.Ship >= 0 && e.Field == "eclipses":
		return fmt.Sprintf("$.ships[%d].eclipses", e.Ship), e
	case e.Ship >= 0:
		return fmt.Sprintf("$.ships[%d]", e.Ship), e
	}
	return "$", e
}

// fieldError is a setup error as a positioned message: without the
// ruleset's prefix, at its field.
type fieldError struct{ e *pointdefence.SetupError }

func (f fieldError) Error() string     { return f.e.Msg }
func (f fieldError) FieldName() string { return f.e.Field }

// trimPrefix drops the "fullthrust: " prefix of a ruleset error, which the
// positioned message does not need.
func trimPrefix(err error) string {
	msg := err.Error()
	for _, p := range []string{"fullthrust: invalid ship ", "fullthrust: "} {
		if len(msg) > len(p) && msg[:len(p)] == p {
			return msg[len(p):]
		}
	}
	return msg
}
