package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/spf13/cobra"
)

// newFTReachCmd is "ft reach".
func newFTReachCmd() *cobra.Command {
	var (
		asJSON, list bool
		modesText    string
		chartPath    string
	)
	cmd := &cobra.Command{
		Use:   "reach",
		Short: "Every end position, course and velocity one turn's legal orders can reach",
		Long: `List every end state (position in MU, course, velocity) that one turn's legal
orders can take a ship to, each with the least risky way to reach it: the
standard limits, a Hard About, Redlined Engines or Emergency Thrust. Risk is
exact: the smaller chance of damaging the main drive wins, then fewer expected
drive hits, then the smaller chance that the order fails (Emergency Thrust
re-plotted, an Option 2 check cutting it down); --list and --json give both
chances. The end is where the order takes the ship when it works. Rolls,
Corkscrews and thrust spent on Extreme Manoeuvres or Eclipsing only narrow the
choice and are left out. --chart draws the end
positions as a map, one colour per mode, with the start marked.`,
		Example: `  broadside ft reach --thrust 4 --velocity 6
  broadside ft reach --thrust 4 --velocity 6 --modes all --chart reach.svg
  broadside ft reach --thrust 6 --velocity 8 --modes standard,et --json`,
		Args: noArgs,
	}
	ship := addFTShipFlags(cmd)
	fl := cmd.Flags()
	fl.StringVar(&modesText, "modes", "standard", "modes besides the standard limits: hard-about, redline, et, or all, separated by commas")
	fl.BoolVar(&list, "list", false, "list every end state in the text output")
	fl.StringVar(&chartPath, "chart", "", "draw the end positions into this file (.svg or .png)")
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		s, m, opt, err := ship.build()
		if err != nil {
			return err
		}
		modes, err := parseReachModes(modesText)
		if err != nil {
			return badFlag("modes", err)
		}
		if chartPath != "" {
			if _, err := chart.FormatOf(chartPath); err != nil {
				return badFlag("chart", err)
			}
		}
		out := manoeuvre.ReachReportOf(m, modes, manoeuvre.Reach(s, m, modes, opt))
		if chartPath != "" {
			if err := chart.Write(chartPath, reachChart(out, s.Drive.Thrust)); err != nil {
				return err
			}
		}
		return writeResult(cmd.OutOrStdout(), asJSON, out, func(w io.Writer) error { return writeFTReach(w, out, list) })
	}
	return cmd
}

// parseReachModes reads --modes.
func parseReachModes(text string) (manoeuvre.ReachModes, error) {
	var m manoeuvre.ReachModes
	for _, part := range strings.Split(text, ",") {
		switch strings.ToLower(strings.TrimSpace(part)) {
		case "standard", "":
		case "hard-about", "ha":
			m.HardAbout = true
		case "redline", "rl":
			m.Redline = true
		case "et", "emergency-thrust":
			m.ET = true
		case "all":
			m = manoeuvre.AllModes
		default:
			return m, fmt.Errorf("want standard, hard-about, redline, et or all, got %q", part)
		}
	}
	return m, nil
}

// reachChart draws the end positions, one series per mode.
func reachChart(out manoeuvre.ReachReport, thrust int) chart.Scatter {
	c := chart.Scatter{Title: fmt.Sprintf("Reach of a thrust-%d ship at velocity %d, course %d", thrust, out.From.Velocity, out.From.Course),
		XLabel: "x (MU)", YLabel: "y (MU)",
		Marks: []chart.Series{{Name: "start", Points: []chart.XY{{X: out.From.X, Y: out.From.Y}}}}}
	for _, mode := range []string{"standard", "hard-about", "redline", "emergency-thrust"} {
		s := chart.Series{Name: mode}
		for _, e := range out.Ends {
			if e.Mode == mode {
				s.Points = append(s.Points, chart.XY{X: e.X, Y: e.Y})
			}
		}
		if len(s.Points) > 0 {
			c.Series = append(c.Series, s)
		}
	}
	return c
}

// writeFTReach prints the reach as text.
func writeFTReach(w io.Writer, out manoeuvre.ReachReport, list bool) error {
	var b strings.Builder
	fmt.Fprintf(&b, "from (%.2f, %.2f) course %d velocity %d, modes %s: %d end states\n", out.From.X, out.From.Y, out.From.Course, out.From.Velocity, strings.Join(out.Modes, ", "), len(out.Ends))
	for _, mode := range []string{"standard", "hard-about", "redline", "emergency-thrust"} {
		if n, ok := out.Counts[mode]; ok {
			lo, hi, courses := 1<<30, -1<<30, map[int]bool{}
			for _, e := range out.Ends {
				if e.Mode == mode {
					lo, hi = min(lo, e.Velocity), max(hi, e.Velocity)
					courses[e.Course] = true
				}
			}
			fmt.Fprintf(&b, "  %-17s %4d ends: velocity %d-%d, %d courses\n", mode, n, lo, hi, len(courses))
		}
	}
	if list {
		fmt.Fprintf(&b, "%8s %8s %6s %8s  %-17s %7s %7s  %s\n", "x", "y", "course", "velocity", "mode", "P(fail)", "P(dmg)", "order")
		for _, e := range out.Ends {
			var r manoeuvre.Risk
			if e.Risk != nil {
				r = *e.Risk
			}
			fmt.Fprintf(&b, "%8.2f %8.2f %6d %8d  %-17s %7.4f %7.4f  %q\n", e.X, e.Y, e.Course, e.Velocity, e.Mode, r.Fail, r.Damage, e.Order)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
