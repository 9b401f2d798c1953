package battle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// SetupForm is the version of the JSON form of a setup that [MarshalSetup]
// writes, in the setup's "form" field. Form 1, with no "form" field, was
// the JSON of the Go value (upper-case names, every field written);
// [UnmarshalSetup] still reads it, so that old records replay. The form is
// described field by field in docs/fullthrust-record.md.
const SetupForm = 2

// setupJSON is a setup in form 2: lower-case names chosen for the file,
// every field that holds its zero value left out, so that a cinematic
// battle carries no vector field.
type setupJSON struct {
	Form      int               `json:"form"`
	Name      string            `json:"name,omitempty"`
	Table     []float64         `json:"table,omitempty"` // [width, depth] in MU; absent for an open table
	Turns     int               `json:"turns"`
	Victory   string            `json:"victory,omitempty"`   // "points"; absent for destroy
	DrivenOff string            `json:"drivenOff,omitempty"` // "half"; absent for nothing
	Sides     []string          `json:"sides"`
	Options   map[string]string `json:"options,omitempty"` // the options that differ from their default
	Ships     []shipJSON        `json:"ships"`
}

// shipJSON is a ship in form 2.
type shipJSON struct {
	Name          string       `json:"name"`
	Class         string       `json:"class,omitempty"`
	Side          int          `json:"side"`
	Points        int          `json:"points,omitempty"`
	Mass          int          `json:"mass"`
	Armour        []int        `json:"armour,omitempty"`
	Hull          []int        `json:"hull"`
	Systems       []systemJSON `json:"systems,omitempty"`
	Thrust        int          `json:"thrust,omitempty"`
	AdvancedDrive bool         `json:"advanced_drive,omitempty"`
	FTL           string       `json:"ftl,omitempty"` // "standard" or "advanced"; absent for none
	AADFC         bool         `json:"aadfc,omitempty"`
	Crew          int          `json:"crew"`
	DCP           int          `json:"dcp"`
	Mounts        []mountJSON  `json:"mounts,omitempty"`
	Bays          []bayJSON    `json:"bays,omitempty"`
	Tubes         []int        `json:"tubes,omitempty"` // system indices of the launch tubes (W59)
	Start         startJSON    `json:"start"`
	Damage        *damageJSON  `json:"damage,omitempty"`
}

// damageJSON is damage a ship already carries when the battle starts: none
// in a setup made from a battle file, so normally absent.
type damageJSON struct {
	Armour    []int       `json:"armour,omitempty"`     // boxes lost from each armour layer
	Hull      int         `json:"hull,omitempty"`       // hull boxes lost
	DriveHits int         `json:"drive_hits,omitempty"` // failed drive threshold checks
	Pending   []checkJSON `json:"pending,omitempty"`    // threshold checks waiting for the end phase
}

// checkJSON is a pending threshold check.
type checkJSON struct {
	Row   int `json:"row"`
	Extra int `json:"extra,omitempty"`
}

// systemJSON is one threshold box of a sheet.
type systemJSON struct {
	Kind      string   `json:"kind"`
	Name      string   `json:"name,omitempty"`
	Class     int      `json:"class,omitempty"`
	Arcs      []string `json:"arcs,omitempty"` // absent for all six
	Destroyed bool     `json:"destroyed,omitempty"`
	Spent     bool     `json:"spent,omitempty"`
}

// mountJSON is an ordnance or projectile mount.
type mountJSON struct {
	Kind     string   `json:"kind"`
	System   int      `json:"system"`
	Arcs     []string `json:"arcs,omitempty"`
	Class    int      `json:"class,omitempty"`
	Ammo     int      `json:"ammo,omitempty"`
	Extended bool     `json:"extended,omitempty"`
	Range    string   `json:"range,omitempty"` // "short" or "long"; absent for standard
	Advanced bool     `json:"advanced,omitempty"`
}

// bayJSON is a fighter bay and its group.
type bayJSON struct {
	System int                `json:"system"`
	Group  pointdefence.Group `json:"group"`
}

// startJSON is where and how a ship starts.
type startJSON struct {
	At             [2]float64  `json:"at"`                 // MU, +y toward 12 o'clock
	Heading        int         `json:"heading"`            // clock point 1-12 of course and facing
	Velocity       int         `json:"velocity,omitempty"` // MU a turn along the heading
	Course         *[2]float64 `json:"course,omitempty"`   // vector movement's velocity, MU a turn
	Arrives        int         `json:"arrives,omitempty"`  // turn of FTL arrival at the marker At
	Inverted       bool        `json:"inverted,omitempty"`
	ETUses         int         `json:"et_uses,omitempty"`
	TurnedLast     bool        `json:"turned_last,omitempty"`
	NoAcceleration bool        `json:"no_acceleration,omitempty"`
	FTLState       int         `json:"ftl_state,omitempty"`
}

// MarshalSetup returns the JSON form of a setup that [Rules.New] reads:
// form [SetupForm], as docs/fullthrust-record.md describes it. It fails
// only for a ship whose course and facing differ at the start, which
// [Setup.Validate] refuses too.
func MarshalSetup(s Setup) (json.RawMessage, error) {
	out := setupJSON{Form: SetupForm, Name: s.Name, Turns: s.Turns, Sides: s.Sides, Options: optionsJSON(s.Options)}
	if !s.Table.Open() {
		out.Table = []float64{s.Table.Width, s.Table.Depth}
	}
	if s.Victory != Destroy {
		out.Victory = s.Victory.String()
	}
	if s.DrivenOff != ScoreNothing {
		out.DrivenOff = s.DrivenOff.String()
	}
	for i, sh := range s.Ships {
		js, err := shipToJSON(sh)
		if err != nil {
			return nil, fmt.Errorf("battle: ships[%d] %q: %w", i, sh.Sheet.Name, err)
		}
		out.Ships = append(out.Ships, js)
	}
	return json.Marshal(out)
}

// optionsJSON returns the options that differ from their default, by the
// names "broadside ft options" lists; nil when every one is the default.
func optionsJSON(o manoeuvre.ManoeuvreOptions) map[string]string {
	var zero manoeuvre.ManoeuvreOptions
	out := map[string]string{}
	for _, pair := range [][2][]fullthrust.OptionValue{{o.Values(), zero.Values()}, {o.ManoeuvreValues(), zero.ManoeuvreValues()}} {
		for i, v := range pair[0] {
			if v.Value != pair[1][i].Value {
				out[v.Name] = v.Value
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// shipToJSON returns a ship in form 2.
func shipToJSON(sh Ship) (shipJSON, error) {
	sheet := sh.Sheet
	out := shipJSON{
		Name: sheet.Name, Class: sh.Class, Side: sh.Side, Points: sh.Points, Mass: sheet.Mass,
		Armour: sheet.Armour, Hull: sheet.Hull, Thrust: sheet.Drive.Thrust, AdvancedDrive: sheet.Drive.Advanced,
		AADFC: sh.AADFC, Crew: sh.Crew, DCP: sh.DCP,
	}
	if sh.FTL != NoFTL {
		out.FTL = sh.FTL.String()
	}
	for _, sys := range sheet.Systems {
		out.Systems = append(out.Systems, systemJSON{Kind: sys.Kind.String(), Name: sys.Name, Class: sys.Class,
			Arcs: arcsJSON(sys.Arcs), Destroyed: sys.Destroyed, Spent: sys.Spent})
	}
	for _, m := range sh.Mounts {
		mj := mountJSON{Kind: m.Kind.String(), System: m.System, Arcs: arcsJSON(m.Arcs), Class: m.Class, Ammo: m.Ammo, Extended: m.Extended, Advanced: m.Advanced}
		if m.Range != StandardRange {
			mj.Range = m.Range.String()
		}
		out.Mounts = append(out.Mounts, mj)
	}
	for _, b := range sh.Bays {
		out.Bays = append(out.Bays, bayJSON(b))
	}
	out.Tubes = sh.Tubes
	d := damageJSON{Armour: sheet.Lost.Armour, Hull: sheet.Lost.Hull, DriveHits: sheet.Drive.Hits}
	for _, c := range sheet.Pending {
		d.Pending = append(d.Pending, checkJSON(c))
	}
	if slices.ContainsFunc(d.Armour, func(n int) bool { return n != 0 }) || d.Hull != 0 || d.DriveHits != 0 || len(d.Pending) > 0 {
		out.Damage = &d
	}
	m := sh.Start.Motion
	if m.Course != m.Facing {
		return shipJSON{}, errors.New("its course and facing differ at the start")
	}
	out.Start = startJSON{At: [2]float64{m.Pos.X, m.Pos.Y}, Heading: m.Facing.Hour(), Velocity: m.Velocity, Arrives: sh.Start.Arrives,
		Inverted: m.Inverted, ETUses: m.ETUses, TurnedLast: m.TurnedLast, NoAcceleration: m.NoAcceleration, FTLState: int(m.FTL)}
	if m.Vector != (geom.Vec{}) {
		out.Start.Course = &[2]float64{m.Vector.X, m.Vector.Y}
	}
	return out, nil
}

// arcsJSON lists the arcs of a set clockwise from F; nil for the empty set,
// which a mount or system reads as all six.
func arcsJSON(s geom.ArcSet) []string {
	if s == 0 {
		return nil
	}
	var out []string
	for a := geom.F; a <= geom.FP; a++ {
		if s.Has(a) {
			out = append(out, a.String())
		}
	}
	return out
}

// UnmarshalSetup reads a setup in either JSON form: form [SetupForm] when
// it has a "form" field, and otherwise form 1, the JSON of the Go value
// that records made before form 2 carry. An error names the field at fault
// (such as "ships[2].systems[0].kind") and what is wrong with it. It does
// not check the setup; [Setup.Validate] does.
func UnmarshalSetup(data []byte) (Setup, error) {
	var head struct {
		Form *int `json:"form"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Setup{}, fmt.Errorf("battle: reading the setup: %w", jsonWhere(data, err))
	}
	if head.Form == nil {
		var s Setup
		if err := json.Unmarshal(data, &s); err != nil {
			return Setup{}, fmt.Errorf("battle: reading the setup (form 1): %w", jsonWhere(data, err))
		}
		return s, nil
	}
	if *head.Form != SetupForm {
		return Setup{}, fmt.Errorf("battle: reading the setup: form %d is not one this engine reads (1 or %d)", *head.Form, SetupForm)
	}
	var in setupJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return Setup{}, fmt.Errorf("battle: reading the setup (form %d): %w", SetupForm, jsonWhere(data, err))
	}
	s, err := in.setup()
	if err != nil {
		return Setup{}, fmt.Errorf("battle: reading the setup (form %d): %w", SetupForm, err)
	}
	return s, nil
}

// jsonWhere adds to a decoding error the byte offset where it happened,
// and for a value of the wrong type the field it was meant for.
func jsonWhere(data []byte, err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return fmt.Errorf("at byte %d of %d: %w", syntax.Offset, len(data), err)
	case errors.As(err, &typ):
		return fmt.Errorf("field %s at byte %d: want %v, got a JSON %s", typ.Field, typ.Offset, typ.Type, typ.Value)
	}
	return err
}

// setup converts a form-2 setup to the Go value, naming the field of the
// first value it cannot read.
func (in setupJSON) setup() (Setup, error) {
	s := Setup{Name: in.Name, Turns: in.Turns, Sides: in.Sides}
	switch len(in.Table) {
	case 0:
	case 2:
		s.Table = Table{Width: in.Table[0], Depth: in.Table[1]}
	default:
		return Setup{}, fmt.Errorf("table: want [width, depth] in MU, got %d numbers", len(in.Table))
	}
	v, err := ParseVictory(in.Victory)
	if err != nil {
		return Setup{}, fmt.Errorf("victory: %w", err)
	}
	s.Victory = v
	d, err := ParseDrivenOff(in.DrivenOff)
	if err != nil {
		return Setup{}, fmt.Errorf("drivenOff: %w", err)
	}
	s.DrivenOff = d
	for _, name := range slices.Sorted(maps.Keys(in.Options)) {
		if err := setOption(&s.Options, name, in.Options[name]); err != nil {
			return Setup{}, fmt.Errorf("options.%s: %w", name, err)
		}
	}
	for i, sj := range in.Ships {
		sh, err := sj.ship()
		var fe *fieldError
		if errors.As(err, &fe) {
			return Setup{}, fmt.Errorf("ships[%d].%s (ship %q): %w", i, fe.field, sj.Name, fe.err)
		}
		s.Ships = append(s.Ships, sh)
	}
	return s, nil
}

// fieldError is a problem with one field of a form-2 ship, the field
// named by its path within the ship.
type fieldError struct {
	field string
	err   error
}

func (e *fieldError) Error() string { return e.field + ": " + e.err.Error() }

// ship converts a form-2 ship to the Go value.
func (in shipJSON) ship() (Ship, error) {
	sheet := fullthrust.Ship{Name: in.Name, Mass: in.Mass, Armour: in.Armour, Hull: in.Hull,
		Drive: fullthrust.Drive{Thrust: in.Thrust, Advanced: in.AdvancedDrive}}
	sh := Ship{Side: in.Side, Class: in.Class, Points: in.Points, AADFC: in.AADFC, Crew: in.Crew, DCP: in.DCP}
	switch in.FTL {
	case "":
	case StandardFTL.String():
		sh.FTL = StandardFTL
	case AdvancedFTL.String():
		sh.FTL = AdvancedFTL
	default:
		return Ship{}, &fieldError{"ftl", fmt.Errorf("want standard or advanced (or no field for none), got %q", in.FTL)}
	}
	for j, sj := range in.Systems {
		k, ok := named(sj.Kind, fullthrust.SystemKind.String)
		if !ok {
			return Ship{}, &fieldError{fmt.Sprintf("systems[%d].kind", j), fmt.Errorf("unknown system kind %q", sj.Kind)}
		}
		arcs, err := parseArcs(sj.Arcs)
		if err != nil {
			return Ship{}, &fieldError{fmt.Sprintf("systems[%d].arcs", j), err}
		}
		sheet.Systems = append(sheet.Systems, fullthrust.System{Kind: k, Name: sj.Name, Class: sj.Class, Arcs: arcs, Destroyed: sj.Destroyed, Spent: sj.Spent})
	}
	for j, mj := range in.Mounts {
		k, ok := named(mj.Kind, MountKind.String)
		if !ok || k == NoMount {
			return Ship{}, &fieldError{fmt.Sprintf("mounts[%d].kind", j), fmt.Errorf("unknown mount kind %q", mj.Kind)}
		}
		arcs, err := parseArcs(mj.Arcs)
		if err != nil {
			return Ship{}, &fieldError{fmt.Sprintf("mounts[%d].arcs", j), err}
		}
		r := StandardRange
		if mj.Range != "" {
			if r, ok = named(mj.Range, TorpedoRange.String); !ok || r == StandardRange {
				return Ship{}, &fieldError{fmt.Sprintf("mounts[%d].range", j), fmt.Errorf("want short or long (or no field for standard), got %q", mj.Range)}
			}
		}
		sh.Mounts = append(sh.Mounts, Mount{Kind: k, System: mj.System, Arcs: arcs, Class: mj.Class, Ammo: mj.Ammo, Extended: mj.Extended, Range: r, Advanced: mj.Advanced})
	}
	for _, b := range in.Bays {
		sh.Bays = append(sh.Bays, Bay(b))
	}
	sh.Tubes = in.Tubes
	if d := in.Damage; d != nil {
		sheet.Lost = fullthrust.Lost{Armour: d.Armour, Hull: d.Hull}
		sheet.Drive.Hits = d.DriveHits
		for _, c := range d.Pending {
			sheet.Pending = append(sheet.Pending, fullthrust.Check(c))
		}
	}
	sh.Sheet = sheet
	st := in.Start
	if st.Heading < 1 || st.Heading > 12 {
		return Ship{}, &fieldError{"start.heading", fmt.Errorf("want a clock point 1-12, got %d", st.Heading)}
	}
	h := geom.Clock(st.Heading)
	m := manoeuvre.Motion{Pos: geom.Vec{X: st.At[0], Y: st.At[1]}, Course: h, Facing: h, Velocity: st.Velocity,
		Inverted: st.Inverted, ETUses: st.ETUses, TurnedLast: st.TurnedLast, NoAcceleration: st.NoAcceleration, FTL: manoeuvre.FTLState(st.FTLState)}
	if st.FTLState < 0 || st.FTLState > int(manoeuvre.FTLGone) {
		return Ship{}, &fieldError{"start.ftl_state", fmt.Errorf("want 0-%d, got %d", manoeuvre.FTLGone, st.FTLState)}
	}
	if st.Course != nil {
		m.Vector = geom.Vec{X: st.Course[0], Y: st.Course[1]}
	}
	sh.Start = Start{Motion: m, Arrives: st.Arrives}
	return sh, nil
}

// named returns the value of a small enumeration whose String gives name,
// trying the values from 0 until String gives a name of the "Type(n)" form
// that marks one past the last.
func named[T ~uint8](name string, str func(T) string) (T, bool) {
	for v := T(0); v < 64; v++ {
		s := str(v)
		if s == name {
			return v, true
		}
		if strings.HasSuffix(s, ")") && strings.Contains(s, "(") {
			break
		}
	}
	return 0, false
}

// parseArcs reads a list of arc names; an empty list is the zero set.
func parseArcs(names []string) (geom.ArcSet, error) {
	var s geom.ArcSet
	for _, n := range names {
		a, err := geom.ParseArc(n)
		if err != nil {
			return 0, err
		}
		s |= geom.Arcs(a)
	}
	return s, nil
}
