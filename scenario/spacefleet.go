package scenario

import (
	"fmt"
	"sort"
	"strings"

	"github.com/broadside/broadside/rules/spacefleet"
)

// Space Fleet scenario files describe a whole battle: the map, the
// victory conditions, the options, custom designs, terrain and the fleets
// with their deployment. Cells are [column, row] from the north-west corner
// (see spacefleet.Cell); facings are N, NE, SE, S, SW or NW.
//
//	name: Destroyer skirmish
//	map: {width: 24, height: 24}
//	victory: {turns: 15, break: 50}      # break: percent of its cost a side may lose
//	options: {sensors: true, initiative: squadron}
//	designs:
//	  raider: {class: destroyer, speed: 4, beams: 2, shields: 2}
//	terrain:
//	  asteroids: [{at: [11, 12]}, {at: [4, 11], heading: SE, speed: 1}]
//	  planets: [{at: [20, 5]}]
//	  debris: [{cells: [[14, 11], [15, 11]]}]
//	sides:
//	  - name: Red
//	    edge: south                      # where its ships withdraw
//	    dummies: [[3, 20]]               # dummy counters (sensors rule)
//	    mines: [[10, 10]]                # minefields laid before the battle
//	    squadrons:
//	      - name: Lancers
//	        ships:
//	          - {class: destroyer, at: [10, 20], facing: N}
//	          - {design: raider, name: Dart, at: [11, 20], facing: N}
//	          - {class: heavy-cruiser, shields: 4, srm: 1, srm_ammo: 2, at: [12, 20]}
//
// A ship is a standard ship of its class, or a named design, changed by any
// design fields it sets itself (speed, beams, shields, srm, srm_ammo, lrm,
// lrm_ammo, warhead, plasma, plasma_arc, regenerator, armour, ew, mines).

// SpaceFleet is a decoded Space Fleet scenario: the setup and options of
// a battle, ready for spacefleet.New.
type SpaceFleet struct {
	Name    string
	Setup   spacefleet.Setup
	Options spacefleet.Options
}

// DecodeSpaceFleet reads a Space Fleet scenario file named name. Every
// problem is reported as "name:line:column: what is wrong".
func DecodeSpaceFleet(name string, data []byte) (SpaceFleet, error) {
	var f sfFile
	if err := Decode(name, data, &f); err != nil {
		return SpaceFleet{}, err
	}
	return SpaceFleet{Name: f.Name, Setup: f.setup, Options: f.opts}, nil
}

// sfFile is a scenario file as written.
type sfFile struct {
	Name        string              `yaml:"name"`
	Description string              `yaml:"description"`
	Map         sfMap               `yaml:"map"`
	Victory     sfVictory           `yaml:"victory"`
	Options     sfOptions           `yaml:"options"`
	Designs     map[string]sfDesign `yaml:"designs"`
	Terrain     sfTerrain           `yaml:"terrain"`
	Sides       []sfSide            `yaml:"sides"`

	setup spacefleet.Setup
	opts  spacefleet.Options
	rocks []string // the YAML path of each of setup.Rocks
}

type sfMap struct {
	Width  int `yaml:"width"`
	Height int `yaml:"height"`
}

type sfVictory struct {
	Turns int `yaml:"turns"`
	Break int `yaml:"break"`
}

// sfOptions mirrors spacefleet.Options with YAML names.
type sfOptions struct {
	Initiative         spacefleet.Initiative `yaml:"initiative"`
	AlternateFirstMove bool                  `yaml:"alternate_first_move"`
	WinnerMovesFirst   bool                  `yaml:"winner_moves_first"`
	Regenerators       bool                  `yaml:"regenerators"`
	DamageCapacity     bool                  `yaml:"damage_capacity"`
	Armour             bool                  `yaml:"armour"`
	Sensors            bool                  `yaml:"sensors"`
	EW                 bool                  `yaml:"ew"`
	Mines              bool                  `yaml:"mines"`
	SRM                bool                  `yaml:"srm"`
	LRM                bool                  `yaml:"lrm"`
	Plasma             bool                  `yaml:"plasma"`
	TwoIsMajor         bool                  `yaml:"two_is_major"`
	NaturalSix         bool                  `yaml:"natural_six"`
	PlasmaNearTarget   bool                  `yaml:"plasma_near_target"`
	HalfSpeedRoundUp   bool                  `yaml:"half_speed_round_up"`
	HalfSpeedStacks    bool                  `yaml:"half_speed_stacks"`
	EWLostOnDamage     bool                  `yaml:"ew_lost_on_damage"`
	SRMHitsD4          bool                  `yaml:"srm_hits_d4"`
	AllRoundFire       bool                  `yaml:"all_round_fire"`
	NoWithdrawal       bool                  `yaml:"no_withdrawal"`
	DummyMove          int                   `yaml:"dummy_move"`
	AutoSweep          bool                  `yaml:"auto_sweep"`
	LoneShips          bool                  `yaml:"lone_ships"`
}

// sfDesign is a design, or the changes a ship makes to one; unset fields
// are nil.
type sfDesign struct {
	Class       *spacefleet.Class   `yaml:"class"`
	Speed       *int                `yaml:"speed"`
	Beams       *int                `yaml:"beams"`
	Shields     *int                `yaml:"shields"`
	SRM         *int                `yaml:"srm"`
	SRMAmmo     *int                `yaml:"srm_ammo"`
	LRM         *int                `yaml:"lrm"`
	LRMAmmo     *int                `yaml:"lrm_ammo"`
	Warhead     *spacefleet.Warhead `yaml:"warhead"`
	Plasma      *int                `yaml:"plasma"`
	PlasmaArc   *int                `yaml:"plasma_arc"`
	Regenerator *bool               `yaml:"regenerator"`
	Armour      *bool               `yaml:"armour"`
	EW          *bool               `yaml:"ew"`
	Mines       *int                `yaml:"mines"`
}

type sfTerrain struct {
	Asteroids []sfRock   `yaml:"asteroids"`
	Planets   []sfRock   `yaml:"planets"`
	Debris    []sfDebris `yaml:"debris"`
}

type sfRock struct {
	At      [2]int            `yaml:"at"`
	Heading spacefleet.Facing `yaml:"heading"`
	Speed   int               `yaml:"speed"`
}

type sfDebris struct {
	Cells   [][2]int          `yaml:"cells"`
	Heading spacefleet.Facing `yaml:"heading"`
	Speed   int               `yaml:"speed"`
}

type sfSide struct {
	Name      string          `yaml:"name"`
	Edge      spacefleet.Edge `yaml:"edge"`
	Dummies   [][2]int        `yaml:"dummies"`
	Mines     [][2]int        `yaml:"mines"`
	Squadrons []sfSquadron    `yaml:"squadrons"`
}

type sfSquadron struct {
	Name  string   `yaml:"name"`
	Ships []sfShip `yaml:"ships"`
}

type sfShip struct {
	Changes sfDesign          `yaml:",inline"`
	Name    string            `yaml:"name"`
	Design  string            `yaml:"design"`
	At      [2]int            `yaml:"at"`
	Facing  spacefleet.Facing `yaml:"facing"`
}

// cell converts a written [col, row].
func cell(v [2]int) spacefleet.Cell { return spacefleet.Cell{Col: v[0], Row: v[1]} }

// cells converts a list of written cells.
func cells(v [][2]int) []spacefleet.Cell {
	out := make([]spacefleet.Cell, len(v))
	for i, c := range v {
		out[i] = cell(c)
	}
	return out
}

// apply changes base by the fields set in d.
func (d *sfDesign) apply(base spacefleet.Design) spacefleet.Design {
	setInt := func(dst *int, v *int) {
		if v != nil {
			*dst = *v
		}
	}
	setBool := func(dst *bool, v *bool) {
		if v != nil {
			*dst = *v
		}
	}
	setInt(&base.Speed, d.Speed)
	setInt(&base.Beams, d.Beams)
	setInt(&base.Shields, d.Shields)
	setInt(&base.SRM, d.SRM)
	setInt(&base.SRMAmmo, d.SRMAmmo)
	setInt(&base.LRM, d.LRM)
	setInt(&base.LRMAmmo, d.LRMAmmo)
	setInt(&base.Plasma, d.Plasma)
	setInt(&base.PlasmaArc, d.PlasmaArc)
	setInt(&base.Mines, d.Mines)
	setBool(&base.Regenerator, d.Regenerator)
	setBool(&base.Armour, d.Armour)
	setBool(&base.EW, d.EW)
	if d.Warhead != nil {
		base.Warhead = *d.Warhead
	}
	return base
}

// Validate builds the setup and records every problem by YAML path.
func (f *sfFile) Validate(c *Check) {
	o := f.Options
	f.opts = spacefleet.Options{
		Initiative: o.Initiative, AlternateFirstMove: o.AlternateFirstMove, WinnerMovesFirst: o.WinnerMovesFirst,
		Regenerators: o.Regenerators, DamageCapacity: o.DamageCapacity, Armour: o.Armour, Sensors: o.Sensors, EW: o.EW,
		Mines: o.Mines, SRM: o.SRM, LRM: o.LRM, Plasma: o.Plasma, TwoIsMajor: o.TwoIsMajor, NaturalSix: o.NaturalSix,
		PlasmaNearTarget: o.PlasmaNearTarget, HalfSpeedRoundUp: o.HalfSpeedRoundUp, HalfSpeedStacks: o.HalfSpeedStacks,
		EWLostOnDamage: o.EWLostOnDamage, SRMHitsD4: o.SRMHitsD4, AllRoundFire: o.AllRoundFire, NoWithdrawal: o.NoWithdrawal,
		DummyMove: o.DummyMove, AutoSweep: o.AutoSweep, LoneShips: o.LoneShips,
	}
	designs := map[string]spacefleet.Design{}
	names := make([]string, 0, len(f.Designs))
	for n := range f.Designs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		d := f.Designs[n]
		if d.Class == nil {
			c.Errorf("$.designs."+n, "design %q needs a class", n)
			continue
		}
		designs[n] = d.apply(spacefleet.Design{Name: n, Class: *d.Class})
	}
	// Count the ships before building any: a file past the limit is
	// refused for that alone.
	ships := 0
	for _, side := range f.Sides {
		for _, sq := range side.Squadrons {
			ships += len(sq.Ships)
		}
	}
	if ships > spacefleet.MaxShips {
		c.Errorf("$.sides", "%d ships are more than the %d a battle may hold", ships, spacefleet.MaxShips)
		return
	}
	s := spacefleet.Setup{Name: f.Name, Width: f.Map.Width, Height: f.Map.Height, Turns: f.Victory.Turns, Break: f.Victory.Break}
	for i, side := range f.Sides {
		sp := fmt.Sprintf("$.sides[%d]", i)
		out := spacefleet.Side{Name: side.Name, Edge: side.Edge, Dummies: cells(side.Dummies), Mines: cells(side.Mines)}
		if side.Name == "" {
			c.Errorf(sp, "a side needs a name")
		}
		for j, sq := range side.Squadrons {
			q := spacefleet.Squadron{Name: sq.Name}
			for k, sh := range sq.Ships {
				hp := fmt.Sprintf("%s.squadrons[%d].ships[%d]", sp, j, k)
				var base spacefleet.Design
				switch {
				case sh.Design != "" && sh.Changes.Class != nil:
					c.Errorf(hp, "a ship gives a class or a design, not both")
				case sh.Design != "":
					d, ok := designs[sh.Design]
					if !ok {
						c.Errorf(hp+".design", "no design named %q", sh.Design)
					}
					base = d
				case sh.Changes.Class != nil:
					base = spacefleet.StandardDesign(*sh.Changes.Class)
				default:
					c.Errorf(hp, "a ship needs a class or a design")
				}
				q.Ships = append(q.Ships, spacefleet.ShipSetup{Name: sh.Name, Design: sh.Changes.apply(base), At: cell(sh.At), Facing: sh.Facing})
			}
			out.Squadrons = append(out.Squadrons, q)
		}
		s.Sides = append(s.Sides, out)
	}
	f.rocks = nil
	for i, r := range f.Terrain.Asteroids {
		s.Rocks = append(s.Rocks, spacefleet.Rock{Kind: spacefleet.Asteroid, At: cell(r.At), Heading: r.Heading, Speed: r.Speed})
		f.rocks = append(f.rocks, fmt.Sprintf("$.terrain.asteroids[%d]", i))
	}
	for i, r := range f.Terrain.Planets {
		s.Rocks = append(s.Rocks, spacefleet.Rock{Kind: spacefleet.Planet, At: cell(r.At), Heading: r.Heading, Speed: r.Speed})
		f.rocks = append(f.rocks, fmt.Sprintf("$.terrain.planets[%d]", i))
	}
	for _, d := range f.Terrain.Debris {
		s.Debris = append(s.Debris, spacefleet.Debris{Cells: cells(d.Cells), Heading: d.Heading, Speed: d.Speed})
	}
	if !c.OK() {
		return
	}
	for _, e := range s.Check(f.opts) {
		c.Errorf(f.yamlPath(e.Path), "%s", e.Msg)
	}
	f.setup = s
}

// yamlPath turns a path of spacefleet.Setup into the path of the same
// value in the file.
func (f *sfFile) yamlPath(p string) string {
	switch {
	case p == "":
		return "$"
	case p == "width" || p == "height":
		return "$.map." + p
	case p == "turns" || p == "break":
		return "$.victory." + p
	case strings.HasPrefix(p, "rocks["):
		var i int
		var rest string
		if n, _ := fmt.Sscanf(p, "rocks[%d]%s", &i, &rest); n >= 1 && i < len(f.rocks) {
			return f.rocks[i] + rest
		}
	case strings.HasPrefix(p, "debris"):
		return "$.terrain." + p
	}
	// A ship's design fields sit on the ship itself.
	p = strings.Replace(p, ".design.", ".", 1)
	return "$." + p
}
