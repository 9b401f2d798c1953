package web

import (
	"errors"
	"fmt"
	"strings"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// ftMoveTool is the Full Thrust movement page, the counterpart of
// "broadside ft move" and "broadside ft reach".
var ftMoveTool = &mechTool{
	Key:   "ft/move",
	Title: "Full Thrust movement",
	Intro: "One ship's written movement order in the book's notation (\"P3+3\", \"ET P3+3\", \"2P + HA1P\", \"RL +6\", \"CO+2\"): whether the drive can carry it out, the thrust it uses, the dice it rolls and the exact chance of an Emergency Thrust; where the ship ends when no dice are needed, or after a seeded roll or the table's dice; and the map of every end position one turn's legal orders can reach.",
	read:  readFTMove,
	Examples: []link{
		{Label: "Emergency Thrust P3+3", URL: "/odds/ft/move?thrust=4&velocity=6&order=ET+P3%2B3"},
		{Label: "Hard About, every reach mode", URL: "/odds/ft/move?thrust=4&velocity=6&order=2P+%2B+HA1P&reach-hard-about=1&reach-redline=1&reach-et=1"},
		{Label: "side-slip, advanced drive", URL: "/odds/ft/move?thrust=6&velocity=8&advanced=1&order=S%2B2P"},
	},
}

// ftMove is one ship, its motion, the rules options, an order and the
// modes of its reach map.
type ftMove struct {
	ship   fullthrust.Ship
	motion manoeuvre.Motion
	opt    manoeuvre.ManoeuvreOptions
	order  manoeuvre.Order
	text   string // the order as written
	callEM bool
	modes  manoeuvre.ReachModes
}

// readFTMove reads the movement form, with the checks of "ft move".
func readFTMove(f *form) mechanic {
	var mv ftMove
	thrust := f.number("thrust", "Thrust", "the main drive's original rating", 4, 0, fullthrust.MaxThrust)
	velocity := f.number("velocity", "Velocity", "at the start of the turn, MU", 0, -20, 200)
	heading := f.number("heading", "Heading", "course and facing, a clock point", 12, 1, 12)
	x := f.decimal("x", "x", "position in MU; 3 o'clock is +x", 0, -10000, 10000)
	y := f.decimal("y", "y", "position in MU; 12 o'clock is +y", 0, -10000, 10000)
	advanced := f.check("advanced", "Advanced drive", "")
	mv.text = f.line("order", "Order", "book notation, such as P3+3, ET P3+3, 2P + HA1P, RL +6, CO+2, Roll S1, EM2", "P1+2", manoeuvre.MaxOrderLen)
	mass := f.number("mass", "MASS", "Corkscrew hull stress, Grav Backfire", 100, 0, fullthrust.MaxMass)
	hits := f.number("drive-hits", "Drive hits", "threshold failures: 1 halves the drive, 2 disables it", 0, 0, 2)
	rows := f.number("rows-lost", "Hull rows lost", "sets the threshold level", 0, 0, 3)
	etUses := f.number("et-uses", "Earlier Emergency Thrusts", "this scenario", 0, 0, 20)
	inverted := f.check("inverted", "Inverted after a Roll", "")
	turnedLast := f.check("turned-last", "Turned last turn", "matters for thrust 1")
	timings := []string{"end-of-turn", "before-moving"}
	hardAbout := f.choice("hard-about", "Hard About check", "Option 1 at the end of the turn, Option 2 before moving", timings)
	redline := f.choice("redline", "Redlined Engines check", "", timings)
	extreme := f.choice("extreme", "Extreme Manoeuvres check", "", timings)
	mv.opt.EMAfterMovement = f.check("em-after-movement", "Extreme Manoeuvres after movement (\"/ EM1\")", "")
	mv.opt.EMDiscretionary = f.check("em-discretionary", "Discretionary Extreme Manoeuvres (\"EM2?\")", "")
	house := f.line("house", "House rules", "allowed house manoeuvres, separated by commas: "+strings.Join(manoeuvre.HouseRules, ", "), "", 200)
	mv.callEM = f.check("call-em", "Call on discretionary EM in the fire phase", "")
	f.showWhen("em-discretionary=1", "call-em")
	f.Fields[len(f.Fields)-1].RollOnly = true
	mv.modes.HardAbout = f.check("reach-hard-about", "Map: Hard About", "reach modes besides the standard limits")
	mv.modes.Redline = f.check("reach-redline", "Map: Redlined Engines", "")
	mv.modes.ET = f.check("reach-et", "Map: Emergency Thrust", "assumed to succeed")
	if !f.ok() {
		return nil
	}
	for _, t := range []struct {
		name, v string
		to      *manoeuvre.CheckTiming
	}{{"hard-about", hardAbout, &mv.opt.HardAbout}, {"redline", redline, &mv.opt.Redline}, {"extreme", extreme, &mv.opt.Extreme}} {
		ct, err := manoeuvre.ParseCheckTiming(t.v)
		if err != nil {
			f.fail(t.name, trimPrefix(err))
		}
		*t.to = ct
	}
	for _, name := range strings.Split(house, ",") {
		if name = strings.TrimSpace(name); name != "" {
			if err := mv.opt.SetHouseRule(name); err != nil {
				f.fail("house", trimPrefix(err))
			}
		}
	}
	o, err := manoeuvre.ParseOrder(mv.text)
	var oe *manoeuvre.OrderError
	switch {
	case errors.As(err, &oe):
		f.fail("order", orderErrorText(oe))
	case err != nil:
		f.fail("order", trimPrefix(err))
	}
	if !f.ok() {
		return nil
	}
	mv.order = o
	mv.ship = fullthrust.Ship{Name: "ship", Mass: mass, Hull: fullthrust.HullRows(16, 4),
		Drive: fullthrust.Drive{Thrust: thrust, Advanced: advanced, Hits: hits}}
	mv.ship.Lost.Hull = 4 * rows
	mv.motion = manoeuvre.NewMotion(geom.Vec{X: x, Y: y}, geom.Clock(heading), velocity)
	mv.motion.Inverted, mv.motion.ETUses, mv.motion.TurnedLast = inverted, etUses, turnedLast
	return mv
}

// orderErrorText places a parse error in the order: the column, what is
// wrong, and the text with the place marked.
func orderErrorText(e *manoeuvre.OrderError) string {
	at := min(max(e.Column-1, 0), len(e.Order))
	return fmt.Sprintf("column %d: %s (%s▸%s)", e.Column, e.Msg, e.Order[:at], e.Order[at:])
}

// ftMoveJSON is the roll API's answer, as "ft move --json".
type ftMoveJSON = manoeuvre.MoveReport

// play carries out the order with dice from src, as "ft move" does, and
// returns the JSON of "ft move --json" beside the library's account.
func (mv ftMove) play(src rng.Source) (ftMoveJSON, manoeuvre.TurnMove) {
	t := manoeuvre.PlayTurn(mv.ship, mv.motion, mv.order, mv.opt, mv.callEM, src)
	return t.Report(mv.ship, mv.text), t
}

func (mv ftMove) roll(src rng.Source) (mechRoll, error) {
	out, _ := mv.play(src)
	status := "legal"
	if !out.Legal {
		status = "impossible"
	}
	steps := append([]string{fmt.Sprintf("order %q: %s; carried out as %q, %s", out.Written, status, out.Order, out.ThrustText())}, out.Log...)
	return mechRoll{Steps: steps, Result: out.End(), JSON: out}, nil
}
