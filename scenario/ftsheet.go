package scenario

import (
	"fmt"

	"github.com/broadside/broadside/rules/fullthrust"
)

// ftSheet is the record sheet of a Full Thrust ship as strike and duel
// files write it; each file's ship entry adds its own fields around it.
// The systems only one kind of file counts (b1: 2) are listed by the file's
// entry, in the order the record sheet takes them, as ftCount values; the
// sheet's own screens, fire controls, cores and others follow them.
type ftSheet struct {
	Name            string `yaml:"name"`
	Mass            int    `yaml:"mass"`
	Armour          any    `yaml:"armour"`
	Hull            any    `yaml:"hull"`
	Rows            int    `yaml:"rows"`
	Screens         int    `yaml:"screens"`
	AdvancedScreens int    `yaml:"advanced_screens"`
	PDS             int    `yaml:"pds"`
	FireCon         int    `yaml:"firecon"`
	Core            int    `yaml:"core"`
	Other           int    `yaml:"other"`
	Drive           int    `yaml:"drive"`
	AdvancedDrive   bool   `yaml:"advanced_drive"`
}

// ftCount is a number of identical systems written as one field.
type ftCount struct {
	field string // the YAML field, such as "pds"
	n     int    // how many; 0 to fullthrust.MaxSystems
	sys   fullthrust.System
}

// count returns n systems of a kind, written under field.
func count(field string, n int, kind fullthrust.SystemKind) ftCount {
	return ftCount{field: field, n: n, sys: fullthrust.System{Kind: kind}}
}

// build returns the ship's record sheet with the systems of first (already
// checked by the caller), then those counted, then the sheet's screens,
// fire controls, cores and others, and the damage already lost. It records
// each problem at its place under at and returns false when there was one.
func (s *ftSheet) build(c *Check, at string, first []fullthrust.System, counts []ftCount, lost fullthrust.Lost) (fullthrust.Ship, bool) {
	ok := true
	rows := s.Rows
	if rows == 0 {
		rows = 4
	}
	var hull []int
	if rows < 1 || rows > fullthrust.MaxRows {
		c.Errorf(at+".rows", "a hull has 1-%d rows, got %d", fullthrust.MaxRows, s.Rows)
		ok = false
	} else {
		var good bool
		hull, good = boxes(c, at+".hull", s.Hull, rows)
		ok = ok && good
		if good && len(hull) == 0 {
			c.Errorf(at, "ship %q needs hull boxes", s.Name)
			ok = false
		}
	}
	armour, good := boxes(c, at+".armour", s.Armour, 1)
	ok = ok && good
	sh := fullthrust.Ship{Name: s.Name, Mass: s.Mass, Armour: armour, Hull: hull,
		Drive: fullthrust.Drive{Thrust: s.Drive, Advanced: s.AdvancedDrive}, Lost: lost,
		Systems: append([]fullthrust.System(nil), first...)}
	counts = append(counts[:len(counts):len(counts)],
		count("screens", s.Screens, fullthrust.Screen), count("advanced_screens", s.AdvancedScreens, fullthrust.AdvancedScreen),
		count("firecon", s.FireCon, fullthrust.FireControl), count("core", s.Core, fullthrust.Core), count("other", s.Other, fullthrust.Other))
	for _, n := range counts {
		if n.n < 0 || n.n > fullthrust.MaxSystems {
			c.Errorf(at+"."+n.field, "%s must be 0-%d, got %d", n.field, fullthrust.MaxSystems, n.n)
			ok = false
			continue
		}
		for range n.n {
			sh.Systems = append(sh.Systems, n.sys)
		}
	}
	if s.Mass < 0 || s.Mass > fullthrust.MaxMass {
		c.Errorf(at+".mass", "a ship's mass is 0-%d, got %d", fullthrust.MaxMass, s.Mass)
		ok = false
	}
	if s.Drive < 0 || s.Drive > fullthrust.MaxThrust {
		c.Errorf(at+".drive", "a drive's thrust is 0-%d, got %d", fullthrust.MaxThrust, s.Drive)
		ok = false
	}
	if ok {
		// The record sheet's own check: its ranges are those above, and it
		// catches what no one field shows (too many systems of a kind
		// written in two fields, too many armour layers).
		if err := sh.Validate(); err != nil {
			c.Errorf(at, "%s", trimPrefix(err))
			ok = false
		}
	}
	return sh, ok
}

// boxes reads an armour or hull field: a number of boxes or a list of rows.
func boxes(c *Check, at string, v any, rows int) ([]int, bool) {
	switch x := v.(type) {
	case nil:
		return nil, true
	case uint64:
		if x > fullthrust.MaxBoxes {
			c.Errorf(at, "%d boxes is too many (at most %d)", x, fullthrust.MaxBoxes)
			return nil, false
		}
		return fullthrust.HullRows(int(x), rows), true
	case int64, int:
		c.Errorf(at, "boxes must be a positive number, got %v", x)
		return nil, false
	case []any:
		out := make([]int, len(x))
		for i, e := range x {
			n, ok := e.(uint64)
			if !ok || n < 1 || n > fullthrust.MaxBoxes {
				c.Errorf(fmt.Sprintf("%s[%d]", at, i), "a row must have 1-%d boxes, got %v", fullthrust.MaxBoxes, e)
				return nil, false
			}
			out[i] = int(n)
		}
		return out, true
	}
	c.Errorf(at, "must be a number of boxes or a list of rows, got %v", v)
	return nil, false
}
