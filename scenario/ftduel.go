package scenario

import (
	"fmt"
	"math"
	"strings"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Full Thrust duel files describe two or three ships fighting a beam duel
// over several turns with computer-chosen orders (agent/fullthrust.Duel):
//
//	name: Emergency Thrust against the standard limits
//	turns: 12                   # the turn limit; 12 when left out
//	sides: [Daring, Steady]     # the two sides' names
//	options:
//	  movement: cinematic       # or vector (Fleet Book 1 vector movement, RULINGS A4)
//	  hard_about: end-of-turn   # or before-moving (each manoeuvre's Option 2)
//	  redline: end-of-turn
//	  extreme: end-of-turn
//	  thresholds: immediate     # or end-of-turn
//	  em_after_movement: false  # the EM optional rule
//	  em_discretionary: false
//	  house: [flip, skid]       # house-ruled manoeuvres switched on
//	  bystanders: quarter-tmf   # or 2d6
//	  non_penetrating_beams: false
//	ships:
//	  - name: Daring
//	    side: Daring
//	    at: [0, -20]            # MU; +y is 12 o'clock
//	    heading: 12
//	    velocity: 6
//	    # under movement: vector a ship drifts at its velocity along its
//	    # heading, or by course: [x, y] MU a turn instead
//	    mass: 60
//	    armour: 3               # or a list of layers
//	    hull: 18                # in 4 rows unless rows: N, or a list of rows
//	    rows: 3
//	    screens: 1              # or advanced_screens: 1
//	    drive: 4
//	    advanced_drive: false
//	    beams:
//	      - {class: 3, arcs: [FP, F, FS]}   # arcs default to all six
//	    pds: 1
//	    firecon: 1
//	    other: 2                # other systems that take threshold checks
//	    sensors: enhanced       # or superior: a Short-Range Jump scatters less
//	    doctrine: {et: true, hard_about: true, redline: false, corkscrew: false,
//	               roll: false, em: 1, backfire: false, jump: false,
//	               escort: "", caution: 0.6, drive_risk: 3}
//
// In the doctrine, backfire lets the computer player order a Grav Backfire
// and jump lets it engage its FTL drive for a Short-Range Jump, each when
// it judges the gain worth the risk.
//
// With movement: vector (the battle files' option, in the same words) the
// ships move as in a battle under vector movement (readings W70-W75): each
// turn the computer player writes every ship a vector order (a burn, a
// rotation and a push) and the ship drifts along its vector before carrying
// it out. A doctrine may then allow none of hard_about, redline,
// corkscrew, roll, em, backfire, jump and escort (W93): the turning
// manoeuvres are cinematic orders (W73), and the vector player orders none
// of those with vector forms (W87-W90). et is accepted, though a duel has
// no table edge, the only reason the vector player takes Emergency Thrust.

// ftMaxCoord bounds a duel ship's position, in MU from the origin.
const ftMaxCoord = 100_000

// ftDuelFile is a duel file as written.
type ftDuelFile struct {
	Name    string        `yaml:"name"`
	Turns   int           `yaml:"turns"`
	Sides   []string      `yaml:"sides"`
	Options ftDuelOptions `yaml:"options"`
	Ships   []ftDuelShip  `yaml:"ships"`
	built   FTDuel
}

type ftDuelOptions struct {
	HardAbout           string   `yaml:"hard_about"`
	Redline             string   `yaml:"redline"`
	Extreme             string   `yaml:"extreme"`
	Thresholds          string   `yaml:"thresholds"`
	EMAfterMovement     bool     `yaml:"em_after_movement"`
	EMDiscretionary     bool     `yaml:"em_discretionary"`
	House               []string `yaml:"house"`
	Bystanders          string   `yaml:"bystanders"`
	PlainEntryScatter   bool     `yaml:"plain_entry_scatter"`
	NonPenetratingBeams bool     `yaml:"non_penetrating_beams"`
	Movement            string   `yaml:"movement"`
}

type ftDuelShip struct {
	Sheet    ftSheet        `yaml:",inline"`
	Side     string         `yaml:"side"`
	At       []float64      `yaml:"at"`
	Heading  int            `yaml:"heading"`
	Velocity int            `yaml:"velocity"`
	Course   []float64      `yaml:"course"`
	Beams    []ftDuelBeam   `yaml:"beams"`
	Sensors  string         `yaml:"sensors"`
	Doctrine ftDuelDoctrine `yaml:"doctrine"`
}

type ftDuelBeam struct {
	Class int      `yaml:"class"`
	Arcs  []string `yaml:"arcs"`
}

type ftDuelDoctrine struct {
	ET        bool    `yaml:"et"`
	HardAbout bool    `yaml:"hard_about"`
	Redline   bool    `yaml:"redline"`
	Corkscrew bool    `yaml:"corkscrew"`
	Roll      bool    `yaml:"roll"`
	EM        int     `yaml:"em"`
	Backfire  bool    `yaml:"backfire"`
	Jump      bool    `yaml:"jump"`
	Escort    string  `yaml:"escort"`
	Caution   float64 `yaml:"caution"`
	DriveRisk float64 `yaml:"drive_risk"`
}

// FTDuel is a decoded Full Thrust duel file.
type FTDuel struct {
	Name string
	Duel ftagent.Duel
}

// DecodeFTDuel reads a Full Thrust duel file, named name in messages. Every
// problem is reported as a [List] of "file:line:column: message" errors.
func DecodeFTDuel(name string, data []byte) (FTDuel, error) {
	var f ftDuelFile
	if err := Decode(name, data, &f); err != nil {
		return FTDuel{}, err
	}
	return f.built, nil
}

// Validate builds the duel and checks it, recording each problem at its
// place in the file.
func (f *ftDuelFile) Validate(c *Check) {
	out := FTDuel{Name: f.Name}
	d := &out.Duel
	ok := true
	if f.Turns < 0 || f.Turns > 100 {
		c.Errorf("$.turns", "turns must be 1-100, got %d", f.Turns)
		ok = false
	}
	d.Turns = f.Turns
	if len(f.Sides) != 2 || f.Sides[0] == "" || f.Sides[1] == "" || f.Sides[0] == f.Sides[1] {
		c.Errorf("$.sides", "a duel needs two differently named sides, such as [Red, Blue]")
		ok = false
	} else {
		d.Sides = [2]string{f.Sides[0], f.Sides[1]}
	}
	opt, good := f.Options.build(c)
	ok = ok && good
	d.Options = opt
	if n := len(f.Ships); n < 2 || n > 3 {
		c.Errorf("$.ships", "a duel needs two or three ships, not %d", n)
		return
	}
	names := map[string]bool{}
	for i, s := range f.Ships {
		at := fmt.Sprintf("$.ships[%d]", i)
		if s.Sheet.Name == "" || names[s.Sheet.Name] {
			c.Errorf(at+".name", "every ship needs a name of its own, got %q", s.Sheet.Name)
			ok = false
		}
		names[s.Sheet.Name] = true
		ds, good := s.build(c, at, d.Sides, opt.Vector)
		ok = ok && good
		d.Ships = append(d.Ships, ds)
	}
	if !ok {
		return
	}
	if err := d.Validate(); err != nil {
		c.Errorf("$", "%s", strings.TrimPrefix(err.Error(), "fullthrust: invalid duel: "))
		return
	}
	f.built = out
}

// build returns the rules options.
func (o ftDuelOptions) build(c *Check) (manoeuvre.ManoeuvreOptions, bool) {
	var opt manoeuvre.ManoeuvreOptions
	ok := true
	for _, t := range []struct {
		field, v string
		to       *manoeuvre.CheckTiming
	}{{"hard_about", o.HardAbout, &opt.HardAbout}, {"redline", o.Redline, &opt.Redline}, {"extreme", o.Extreme, &opt.Extreme}} {
		if t.v == "" {
			continue
		}
		ct, err := manoeuvre.ParseCheckTiming(t.v)
		if err != nil {
			c.Errorf("$.options."+t.field, "%s must be end-of-turn or before-moving, got %q", t.field, t.v)
			ok = false
		}
		*t.to = ct
	}
	if o.Thresholds != "" {
		if err := opt.Set("thresholds", o.Thresholds); err != nil {
			c.Errorf("$.options.thresholds", "%s", trimPrefix(err))
			ok = false
		}
	}
	switch o.Bystanders {
	case "", "quarter-tmf":
	case "2d6":
		opt.Bystanders = manoeuvre.BystandersTwoD6
	default:
		c.Errorf("$.options.bystanders", "bystanders must be quarter-tmf or 2d6, got %q", o.Bystanders)
		ok = false
	}
	if o.Movement != "" {
		if err := opt.SetManoeuvre("movement", o.Movement); err != nil {
			c.Errorf("$.options.movement", "%s", trimPrefix(err))
			ok = false
		}
	}
	opt.EMAfterMovement, opt.EMDiscretionary = o.EMAfterMovement, o.EMDiscretionary
	opt.PlainEntryScatter, opt.NonPenetratingBeams = o.PlainEntryScatter, o.NonPenetratingBeams
	for i, h := range o.House {
		if err := opt.SetHouseRule(h); err != nil {
			c.Errorf(fmt.Sprintf("$.options.house[%d]", i), "%s", trimPrefix(err))
			ok = false
		}
	}
	return opt, ok
}

// build returns the duellist, under vector movement when vector is set.
func (s *ftDuelShip) build(c *Check, at string, sides [2]string, vector bool) (ftagent.Duellist, bool) {
	ok := true
	var d ftagent.Duellist
	switch s.Side {
	case sides[0]:
	case sides[1]:
		d.Side = 1
	default:
		c.Errorf(at+".side", "side must be %q or %q, got %q", sides[0], sides[1], s.Side)
		ok = false
	}
	if len(s.At) != 2 {
		c.Errorf(at+".at", "at must be [x, y] in MU")
		ok = false
	} else if max(math.Abs(s.At[0]), math.Abs(s.At[1])) > ftMaxCoord {
		c.Errorf(at+".at", "at must be within %d MU of the origin, got [%g, %g]", ftMaxCoord, s.At[0], s.At[1])
		ok = false
	}
	h, err := geom.ParseHeading(fmt.Sprint(s.Heading))
	if err != nil {
		c.Errorf(at+".heading", "heading must be a clock point 1-12, got %d", s.Heading)
		ok = false
	}
	if s.Velocity < 0 || s.Velocity > 100 {
		c.Errorf(at+".velocity", "velocity must be 0-100, got %d", s.Velocity)
		ok = false
	}
	if ok {
		d.Motion = manoeuvre.NewMotion(geom.Vec{X: s.At[0], Y: s.At[1]}, h, s.Velocity)
	}
	if s.Course != nil {
		switch {
		case len(s.Course) != 2:
			c.Errorf(at+".course", "course must be [x, y] in MU a turn")
			ok = false
		case !vector:
			c.Errorf(at+".course", "a course vector needs vector movement (options: {movement: vector})")
			ok = false
		case s.Velocity != 0:
			c.Errorf(at+".course", "give a velocity along the heading or a course vector, not both")
			ok = false
		case !(math.Hypot(s.Course[0], s.Course[1]) <= ftagent.MaxCourse):
			c.Errorf(at+".course", "a course vector must be finite and at most %d MU long, got [%v, %v]", ftagent.MaxCourse, s.Course[0], s.Course[1])
			ok = false
		default:
			d.Motion.Vector = geom.Vec{X: s.Course[0], Y: s.Course[1]} // the duel starts it drifting (W75)
		}
	}
	ship, good := s.record(c, at)
	ok = ok && good
	d.Ship = ship
	dc := s.Doctrine
	d.Doctrine = ftagent.Doctrine{ET: dc.ET, HardAbout: dc.HardAbout, Redline: dc.Redline, Corkscrew: dc.Corkscrew,
		Roll: dc.Roll, EM: dc.EM, Backfire: dc.Backfire, Jump: dc.Jump, Escort: dc.Escort, Caution: dc.Caution, DriveRisk: dc.DriveRisk}
	if dc.EM < 0 || dc.EM > 6 || dc.Caution < 0 || dc.DriveRisk < 0 {
		c.Errorf(at+".doctrine", "em must be 0-6, caution and drive_risk 0 or more")
		ok = false
	} else if p := d.Doctrine.VectorProblem(); vector && p != "" {
		c.Errorf(at+".doctrine", "%s", p)
		ok = false
	}
	return d, ok
}

// record returns the ship's record sheet: beams first, in file order, then
// the sensors and the other systems.
func (s *ftDuelShip) record(c *Check, at string) (fullthrust.Ship, bool) {
	ok := true
	var first []fullthrust.System
	for i, b := range s.Beams {
		if b.Class < 1 || b.Class > fullthrust.MaxClass {
			c.Errorf(fmt.Sprintf("%s.beams[%d].class", at, i), "a beam's class is 1-%d, got %d", fullthrust.MaxClass, b.Class)
			ok = false
		}
		arcs, good := beamArcs(c, fmt.Sprintf("%s.beams[%d].arcs", at, i), b.Arcs)
		ok = ok && good
		first = append(first, fullthrust.System{Kind: fullthrust.Beam, Class: b.Class, Arcs: arcs})
	}
	switch s.Sensors {
	case "":
	case "enhanced":
		first = append(first, fullthrust.System{Kind: fullthrust.Sensors, Class: 1})
	case "superior":
		first = append(first, fullthrust.System{Kind: fullthrust.Sensors, Class: 2})
	default:
		c.Errorf(at+".sensors", "sensors must be enhanced or superior, got %q", s.Sensors)
		ok = false
	}
	sh, good := s.Sheet.build(c, at, first, []ftCount{count("pds", s.Sheet.PDS, fullthrust.PDS)}, fullthrust.Lost{})
	return sh, ok && good
}

// beamArcs reads a beam's arcs; none listed means all six.
func beamArcs(c *Check, at string, names []string) (geom.ArcSet, bool) {
	if len(names) == 0 {
		return geom.Arcs(geom.F, geom.FS, geom.AS, geom.A, geom.AP, geom.FP), true
	}
	var set geom.ArcSet
	for i, n := range names {
		a, err := geom.ParseArc(n)
		if err != nil {
			c.Errorf(fmt.Sprintf("%s[%d]", at, i), "unknown arc %q (want F, FS, AS, A, AP or FP)", n)
			return 0, false
		}
		set |= geom.Arcs(a)
	}
	return set, true
}
