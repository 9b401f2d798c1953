package cli

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/spf13/cobra"
)

// addFTMoveCommands adds "move", "reach" and "duel" to the ft command:
// Full Thrust cinematic movement with the advanced manoeuvres.
func addFTMoveCommands(ft *cobra.Command) {
	ft.AddCommand(newFTMoveCmd(), newFTReachCmd(), newFTDuelCmd())
}

// maxCoord bounds a position given on the command line, in MU from the
// origin; NaN and infinities are refused with it.
const maxCoord = 100_000

// ftShipFlags are the flags that describe one ship for "ft move" and "ft
// reach".
type ftShipFlags struct {
	thrust, velocity, heading, mass, hits, rowsLost, etUses int
	x, y                                                    float64
	advanced, inverted, turnedLast                          bool
	house                                                   []string
	hardAbout, redline, extreme                             string
	emAfter, emDiscretionary                                bool
}

// addFTShipFlags registers the ship and rules flags.
func addFTShipFlags(cmd *cobra.Command) *ftShipFlags {
	f := new(ftShipFlags)
	fl := cmd.Flags()
	fl.IntVar(&f.thrust, "thrust", 4, "main drive rating (original), 0-20")
	fl.IntVar(&f.velocity, "velocity", 0, "velocity at the start of the turn, MU")
	fl.IntVar(&f.heading, "heading", 12, "course and facing, a clock point 1-12")
	fl.Float64Var(&f.x, "x", 0, "position, MU (3 o'clock is +x)")
	fl.Float64Var(&f.y, "y", 0, "position, MU (12 o'clock is +y)")
	fl.BoolVar(&f.advanced, "advanced", false, "the main drive is an advanced drive")
	fl.IntVar(&f.mass, "mass", 100, "the ship's total MASS (Corkscrew hull stress, Grav Backfire)")
	fl.IntVar(&f.hits, "drive-hits", 0, "threshold failures the drive has suffered: 1 halved, 2 disabled")
	fl.IntVar(&f.rowsLost, "rows-lost", 0, "hull rows lost, 0-3 (sets the current threshold level)")
	fl.IntVar(&f.etUses, "et-uses", 0, "earlier Emergency Thrust attempts this scenario")
	fl.BoolVar(&f.inverted, "inverted", false, "the ship is inverted after a Roll")
	fl.BoolVar(&f.turnedLast, "turned-last", false, "the ship turned last turn (matters for thrust 1)")
	fl.StringSliceVar(&f.house, "house", nil, "house-ruled manoeuvres to allow: "+strings.Join(manoeuvre.HouseRules, ", "))
	fl.StringVar(&f.hardAbout, "hard-about", "end-of-turn", "when a Hard About's check is rolled: end-of-turn (Option 1) or before-moving (Option 2)")
	fl.StringVar(&f.redline, "redline", "end-of-turn", "when Redlined Engines' check is rolled: end-of-turn or before-moving")
	fl.StringVar(&f.extreme, "extreme", "end-of-turn", "when Extreme Manoeuvres' check is rolled: end-of-turn or before-moving")
	fl.BoolVar(&f.emAfter, "em-after-movement", false, "allow Extreme Manoeuvres after movement (\"/ EM1\")")
	fl.BoolVar(&f.emDiscretionary, "em-discretionary", false, "allow discretionary Extreme Manoeuvres (\"EM2?\")")
	return f
}

// build returns the ship, its motion and the rules options the flags ask
// for. Errors are usage errors naming the flag.
func (f *ftShipFlags) build() (fullthrust.Ship, manoeuvre.Motion, manoeuvre.ManoeuvreOptions, error) {
	var opt manoeuvre.ManoeuvreOptions
	fail := func(name string, format string, a ...any) (fullthrust.Ship, manoeuvre.Motion, manoeuvre.ManoeuvreOptions, error) {
		return fullthrust.Ship{}, manoeuvre.Motion{}, opt, badFlag(name, fmt.Errorf(format, a...))
	}
	switch {
	case f.thrust < 0 || f.thrust > fullthrust.MaxThrust:
		return fail("thrust", "want 0-%d, got %d", fullthrust.MaxThrust, f.thrust)
	case f.velocity < -20 || f.velocity > 200:
		return fail("velocity", "want -20 to 200, got %d", f.velocity)
	case f.mass < 0 || f.mass > fullthrust.MaxMass:
		return fail("mass", "want 0-%d, got %d", fullthrust.MaxMass, f.mass)
	case f.hits < 0 || f.hits > 2:
		return fail("drive-hits", "want 0-2, got %d", f.hits)
	case f.rowsLost < 0 || f.rowsLost > 3:
		return fail("rows-lost", "want 0-3, got %d", f.rowsLost)
	case f.etUses < 0 || f.etUses > 20:
		return fail("et-uses", "want 0-20, got %d", f.etUses)
	case !(math.Abs(f.x) <= maxCoord): // also refuses NaN
		return fail("x", "want a number from %d to %d MU, got %v", -maxCoord, maxCoord, f.x)
	case !(math.Abs(f.y) <= maxCoord):
		return fail("y", "want a number from %d to %d MU, got %v", -maxCoord, maxCoord, f.y)
	}
	h, err := geom.ParseHeading(fmt.Sprint(f.heading))
	if err != nil {
		return fail("heading", "want a clock point 1-12, got %d", f.heading)
	}
	for _, t := range []struct {
		name, v string
		to      *manoeuvre.CheckTiming
	}{{"hard-about", f.hardAbout, &opt.HardAbout}, {"redline", f.redline, &opt.Redline}, {"extreme", f.extreme, &opt.Extreme}} {
		ct, err := manoeuvre.ParseCheckTiming(t.v)
		if err != nil {
			return fail(t.name, "want end-of-turn or before-moving, got %q", t.v)
		}
		*t.to = ct
	}
	for _, name := range f.house {
		if err := opt.SetHouseRule(name); err != nil {
			return fail("house", "%s", strings.TrimPrefix(err.Error(), "fullthrust: "))
		}
	}
	opt.EMAfterMovement, opt.EMDiscretionary = f.emAfter, f.emDiscretionary
	s := fullthrust.Ship{Name: "ship", Mass: f.mass, Hull: fullthrust.HullRows(16, 4),
		Drive: fullthrust.Drive{Thrust: f.thrust, Advanced: f.advanced, Hits: f.hits}}
	s.Lost.Hull = 4 * f.rowsLost
	m := manoeuvre.NewMotion(geom.Vec{X: f.x, Y: f.y}, h, f.velocity)
	m.Inverted, m.ETUses, m.TurnedLast = f.inverted, f.etUses, f.turnedLast
	return s, m, opt, nil
}

// ftMoveJSON is the --json output of "ft move": the move's report and
// the seed of its dice (absent when they came from --dice).
type ftMoveJSON struct {
	Seed *rng.Seed `json:"seed,omitempty"`
	manoeuvre.MoveReport
}

// newFTMoveCmd is "ft move".
func newFTMoveCmd() *cobra.Command {
	var (
		asJSON, callEM bool
		orderText      string
	)
	cmd := &cobra.Command{
		Use:   "move",
		Short: "Carry out one ship's written movement order, manoeuvres and dice included",
		Long: `Carry out a written Full Thrust movement order in the book's notation for one
ship: "8P2+4: 12", "P3+3", "P+S+2" (side-slip), "2P + HA1P" (Hard About),
"ET P3+3" (Emergency Thrust), "RL +6" (Redlined Engines), "CO+2" (Corkscrew),
"Roll S1", "EM2" (Extreme Manoeuvres), "1p1+Ec2" (Eclipsing), "backfire",
"FTL", "SRJ" then "SRJ 30" (Short-Range Jump), and after "/" the
post-movement "EM1" or "SK P1". The house-ruled DR, ED, FL, R n and SK need
--house.

It prints where the ship ends (position in MU, course, facing, velocity), the
thrust the order uses, every die it needs (Emergency Thrust dice and outcome,
main-drive threshold checks at the current level, Corkscrew hull stress and
inversion) and a warning for an impossible order, which moves the ship
straight ahead at its velocity as the rules say. Option 1 checks are rolled
at the end of the turn, as here.`,
		Example: `  broadside ft move --thrust 4 --velocity 6 --order "ET P3+3" --dice 5,2
  broadside ft move --thrust 4 --velocity 6 --order "2P + HA1P" --seed 1 --json
  broadside ft move --thrust 6 --velocity 8 --order "S+2P"`,
		Args: noArgs,
	}
	ship := addFTShipFlags(cmd)
	random := addRandomFlags(cmd)
	cmd.Flags().StringVar(&orderText, "order", "", "the written order, such as \"P3+3\" (required)")
	cmd.Flags().BoolVar(&callEM, "call-em", false, "call on discretionary Extreme Manoeuvres (\"EM2?\") in the fire phase")
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		if !cmd.Flags().Changed("order") {
			return &usageError{err: errors.New("--order is required, such as --order \"P1+2\"")}
		}
		s, m, opt, err := ship.build()
		if err != nil {
			return err
		}
		o, err := manoeuvre.ParseOrder(orderText)
		if err != nil {
			return badFlag("order", errors.New(strings.TrimPrefix(err.Error(), "fullthrust: ")))
		}
		r, err := random.randomness()
		if err != nil {
			return err
		}
		out := ftMoveJSON{MoveReport: manoeuvre.PlayTurn(s, m, o, opt, callEM, r.Source).Report(s, orderText)}
		if err := r.Check(); err != nil {
			return err
		}
		if r.Script == nil {
			seed := r.Seed
			out.Seed = &seed
		}
		w := cmd.OutOrStdout()
		if !asJSON {
			if err := r.Announce(w); err != nil {
				return err
			}
		}
		return writeResult(w, asJSON, out, func(w io.Writer) error { return writeFTMove(w, out) })
	}
	return cmd
}

// writeFTMove prints the move as text.
func writeFTMove(w io.Writer, out ftMoveJSON) error {
	var b strings.Builder
	status := "legal"
	if !out.Legal {
		status = "impossible"
	}
	fmt.Fprintf(&b, "order %q: %s; carried out as %q\n", out.Written, status, out.Order)
	b.WriteString(out.ThrustText())
	if out.ETDice > 0 {
		fmt.Fprintf(&b, "; Emergency Thrust needs %d dice (succeeds %.1f%%)", out.ETDice, 100**out.ETChance)
	}
	b.WriteString("\n")
	for _, l := range out.Log {
		fmt.Fprintf(&b, "  %s\n", l)
	}
	fmt.Fprintf(&b, "end: %s", out.End())
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}
