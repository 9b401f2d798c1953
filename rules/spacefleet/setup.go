package spacefleet

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Setup is everything a battle starts from: the map, the terrain, the
// fleets with their deployment and the victory conditions. It is the JSON
// stored in a game record; package scenario builds it from YAML. The zero
// value is not a valid setup.
type Setup struct {
	Name   string `json:"name,omitempty"`
	Width  int    `json:"width"`  // map width in hexes (columns), 1 to MaxBoard
	Height int    `json:"height"` // map height in hexes (rows), 1 to MaxBoard
	// Turns is the turn limit: when it is reached the side with more
	// victory points wins. 0 means DefaultTurns.
	Turns int `json:"turns,omitempty"`
	// Break is the share of its starting campaign cost, in percent, that a
	// side may lose before it breaks and loses the battle; 0 means the
	// battle is fought to the end.
	Break  int      `json:"break,omitempty"`
	Sides  []Side   `json:"sides"`
	Rocks  []Rock   `json:"rocks,omitempty"`
	Debris []Debris `json:"debris,omitempty"`
}

// DefaultTurns is the turn limit of a setup that sets none.
const DefaultTurns = 20

// MaxShips is the most ships a battle may hold.
const MaxShips = 400

// Side is one player's fleet.
type Side struct {
	Name string `json:"name"`
	// Edge is where the side's ships withdraw to; NoEdge picks the edge
	// nearest their starting positions.
	Edge      Edge       `json:"edge,omitempty"`
	Squadrons []Squadron `json:"squadrons"`
	// Dummies are the starting places of the side's dummy squadron
	// counters under the sensors rule (the text suggests one for every
	// three squadrons).
	Dummies []Cell `json:"dummies,omitempty"`
	// Mines are the hexes of minefields the side has laid before the
	// battle, under the mines rule.
	Mines []Cell `json:"mines,omitempty"`
}

// Squadron is a group of ships that moves together under squadron
// initiative and shows as one counter under limited sensors. It holds 2 to
// 6 ships ("Movement": "Ships are organised into squadrons of 2-6 ships");
// a side of a single ship fields it as a squadron of one, and the
// LoneShips option allows squadrons of one in any fleet.
type Squadron struct {
	Name  string      `json:"name,omitempty"`
	Ships []ShipSetup `json:"ships"`
}

// ShipSetup is one ship as deployed.
type ShipSetup struct {
	Name   string `json:"name,omitempty"`
	Design Design `json:"design"`
	At     Cell   `json:"at"`
	Facing Facing `json:"facing"`
}

// RockKind tells an asteroid from a planet; both occupy one hex and behave
// alike ("Asteroids, planets and lesser space debris"). The zero value is
// Asteroid.
type RockKind uint8

const (
	Asteroid RockKind = iota
	Planet
)

// String returns "asteroid" or "planet".
func (k RockKind) String() string {
	if k == Planet {
		return "planet"
	}
	return "asteroid"
}

// MarshalText writes [RockKind.String].
func (k RockKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads "asteroid" or "planet".
func (k *RockKind) UnmarshalText(b []byte) error {
	switch string(b) {
	case "asteroid":
		*k = Asteroid
	case "planet":
		*k = Planet
	default:
		return fmt.Errorf("spacefleet: unknown terrain %q (want asteroid or planet)", b)
	}
	return nil
}

// Rock is a significant asteroid or a planet: it fills one hex, blocks
// fire through that hex and may drift Speed hexes a turn towards Heading.
type Rock struct {
	Kind    RockKind `json:"kind,omitempty"`
	At      Cell     `json:"at"`
	Heading Facing   `json:"heading,omitempty"`
	Speed   int      `json:"speed,omitempty"` // hexes a turn, 0 to 6
}

// Debris is a field of lesser debris: an area of hexes that slows ships,
// hinders fire and detection, and may drift Speed hexes a turn towards
// Heading.
type Debris struct {
	Cells   []Cell `json:"cells"`
	Heading Facing `json:"heading,omitempty"`
	Speed   int    `json:"speed,omitempty"`
}

// SetupError is one problem with a setup. Path locates it like a JSON path
// below the setup ("sides[0].squadrons[1].ships[2].at").
type SetupError struct {
	Path string
	Msg  string
}

// Error prints "spacefleet: setup: path: message".
func (e *SetupError) Error() string {
	if e.Path == "" {
		return "spacefleet: setup: " + e.Msg
	}
	return "spacefleet: setup: " + e.Path + ": " + e.Msg
}

// Check returns every problem with the setup under the options, or nil.
func (s *Setup) Check(o Options) []*SetupError { return s.check(o, o.LoneShips) }

// check is Check, allowing squadrons of a single ship when lone is set.
func (s *Setup) check(o Options, lone bool) []*SetupError {
	var errs []*SetupError
	bad := func(path, format string, args ...any) {
		errs = append(errs, &SetupError{Path: path, Msg: fmt.Sprintf(format, args...)})
	}
	if err := o.Check(); err != nil {
		bad("", "%s", strings.TrimPrefix(err.Error(), "spacefleet: "))
	}
	if s.Width < 1 || s.Width > MaxBoard {
		bad("width", "width %d is not between 1 and %d", s.Width, MaxBoard)
	}
	if s.Height < 1 || s.Height > MaxBoard {
		bad("height", "height %d is not between 1 and %d", s.Height, MaxBoard)
	}
	if s.Turns < 0 {
		bad("turns", "turn limit %d is negative", s.Turns)
	}
	if s.Break < 0 || s.Break > 100 {
		bad("break", "break %d%% is not between 0 and 100", s.Break)
	}
	if len(s.Sides) < 2 || len(s.Sides) > 6 {
		bad("sides", "a battle needs 2 to 6 sides, not %d", len(s.Sides))
	}
	b := Board{s.Width, s.Height}
	onMap := func(path string, c Cell) {
		if !b.Contains(c.Hex()) {
			bad(path, "cell %s is off the %dx%d map", c, s.Width, s.Height)
		}
	}
	ships := 0
	for i, side := range s.Sides {
		sp := fmt.Sprintf("sides[%d]", i)
		if len(side.Squadrons) == 0 {
			bad(sp+".squadrons", "side %q has no squadrons", side.Name)
		}
		fleet := 0
		for _, sq := range side.Squadrons {
			fleet += len(sq.Ships)
		}
		least := 2
		if lone || fleet == 1 {
			least = 1
		}
		for j, sq := range side.Squadrons {
			qp := fmt.Sprintf("%s.squadrons[%d]", sp, j)
			if n := len(sq.Ships); n < least || n > MaxSquadron {
				hint := ""
				if n == 1 {
					hint = " (the lone_ships option allows squadrons of one)"
				}
				bad(qp, "%s has %s; a squadron holds %d to %d ships%s", squadronName(side.Name, j, sq.Name), plural(n, "ship"), least, MaxSquadron, hint)
			}
			for k, sh := range sq.Ships {
				ships++
				hp := fmt.Sprintf("%s.ships[%d]", qp, k)
				for _, e := range sh.Design.Check() {
					bad(hp+".design."+e.Field, "%s", strings.TrimPrefix(e.Msg, "spacefleet: "))
				}
				if err := o.Allow(sh.Design); err != nil {
					var de *DesignError
					if ok := asDesignError(err, &de); ok {
						bad(hp+".design."+de.Field, "%s", de.Msg)
					}
				}
				onMap(hp+".at", sh.At)
				if sh.Facing > 5 {
					bad(hp+".facing", "facing %d is not a hex side", sh.Facing)
				}
			}
		}
		if len(side.Dummies) > 0 && !o.Sensors {
			bad(sp+".dummies", "dummy counters need the sensors rule")
		}
		for j, c := range side.Dummies {
			onMap(fmt.Sprintf("%s.dummies[%d]", sp, j), c)
		}
		if len(side.Mines) > 0 && !o.Mines {
			bad(sp+".mines", "minefields need the mines rule")
		}
		for j, c := range side.Mines {
			onMap(fmt.Sprintf("%s.mines[%d]", sp, j), c)
		}
	}
	if ships > MaxShips {
		bad("sides", "%d ships are more than the %d a battle may hold", ships, MaxShips)
	}
	rocks := map[Cell]bool{}
	for i, r := range s.Rocks {
		rp := fmt.Sprintf("rocks[%d]", i)
		onMap(rp+".at", r.At)
		if r.Speed < 0 || r.Speed > 6 {
			bad(rp+".speed", "speed %d is not between 0 and 6", r.Speed)
		}
		if rocks[r.At] {
			bad(rp+".at", "two asteroids or planets in cell %s", r.At)
		}
		rocks[r.At] = true
	}
	for i, d := range s.Debris {
		dp := fmt.Sprintf("debris[%d]", i)
		if len(d.Cells) == 0 {
			bad(dp+".cells", "a debris field needs at least one cell")
		}
		for j, c := range d.Cells {
			onMap(fmt.Sprintf("%s.cells[%d]", dp, j), c)
		}
		if d.Speed < 0 || d.Speed > 6 {
			bad(dp+".speed", "speed %d is not between 0 and 6", d.Speed)
		}
	}
	for i, side := range s.Sides {
		for j, sq := range side.Squadrons {
			for k, sh := range sq.Ships {
				if rocks[sh.At] {
					bad(fmt.Sprintf("sides[%d].squadrons[%d].ships[%d].at", i, j, k), "the ship starts in the hex of an asteroid or planet")
				}
			}
		}
	}
	return errs
}

// MaxSquadron is the most ships a squadron may hold ("squadrons of 2-6
// ships").
const MaxSquadron = 6

// squadronName names squadron j of a side for an error message: by its
// name, or by its number and side when it has none.
func squadronName(side string, j int, name string) string {
	if name != "" {
		return fmt.Sprintf("squadron %q", name)
	}
	return fmt.Sprintf("squadron %d of side %q", j+1, side)
}

// asDesignError unwraps a *DesignError.
func asDesignError(err error, de **DesignError) bool {
	d, ok := err.(*DesignError)
	if ok {
		*de = d
	}
	return ok
}

// ParseSetup reads a setup from its JSON form. Unknown fields are errors;
// the setup is not checked (see [Setup.Check]).
func ParseSetup(data []byte) (Setup, error) {
	var s Setup
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return Setup{}, fmt.Errorf("spacefleet: setup: %w", err)
	}
	return s, nil
}
