package cli

import (
	"fmt"
	"io"
	"math/big"
	"strings"
	"text/tabwriter"

	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/spf13/cobra"
)

// newSpacefleetCmd returns "broadside spacefleet" and its subcommands: ship
// design with campaign costs, and the exact odds of one shot.
func newSpacefleetCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "spacefleet",
		Short: "Space Fleet: ship design, campaign costs and exact odds of a shot",
		Long: `Space Fleet: the hex-grid fleet game of space-fleet.txt. 'design' checks a ship
design and prices it for a campaign; 'odds fire' gives the exact chance to hit and
the damage a shot does. Whole battles are fought by 'broadside battle FILE'.

Where the rules are silent the engine follows docs/rulings/spacefleet.md.`,
	}
	odds := &cobra.Command{
		Use:   "odds",
		Short: "Exact odds of a shot",
	}
	odds.AddCommand(newSpacefleetOddsFireCmd())
	cmd.AddCommand(newSpacefleetDesignCmd(), odds)
	return cmd
}

// newSpacefleetDesignCmd is "spacefleet design".
func newSpacefleetDesignCmd() *cobra.Command {
	var (
		asJSON, capRule bool
		class           string
		d               spacefleet.Design
		warhead         string
	)
	cmd := &cobra.Command{
		Use:   "design --class CLASS --speed N --shots N --shields N",
		Short: "Check a ship design and give its hull points, damage capacity and campaign cost",
		Long: `Check a ship design against the limits of its hull class and print the hull
points it uses, its damage capacity and its campaign construction cost.

Each hull point holds one speed, one shot or two shields (a dreadnought pays two
for its second speed, a battleship two for its third). Missile launchers replace
shots; plasma cannon, shield regenerators and EW suites take a hull point each,
mine patterns half a point, advanced armour a quarter of the hull. The campaign
cost is the payload (every hull point not spent on speed) times the speed's
factor, plus the payload. An invalid design exits with status 1 and says which
limit it breaks.`,
		Example: `  broadside spacefleet design --class destroyer --speed 5 --shots 1 --shields 2
  broadside spacefleet design --class heavy-cruiser --speed 3 --shots 2 --shields 4 --armour --json`,
		Args: noArgs,
	}
	fl := cmd.Flags()
	fl.StringVar(&class, "class", "", "hull class: destroyer, light-cruiser, heavy-cruiser, battleship or dreadnought (or DD, LC, HC, BB, DN)")
	fl.IntVar(&d.Speed, "speed", 0, "speed in hexes per turn")
	fl.IntVar(&d.Beams, "shots", 0, "beam shots")
	fl.IntVar(&d.Shields, "shields", 0, "shields (two to a hull point)")
	fl.IntVar(&d.SRM, "srm", 0, "short-range missile launchers")
	fl.IntVar(&d.SRMAmmo, "srm-ammo", 2, "salvoes per short-range launcher (2 to 4)")
	fl.IntVar(&d.LRM, "lrm", 0, "long-range missile launchers")
	fl.IntVar(&d.LRMAmmo, "lrm-ammo", 1, "salvoes per long-range launcher (1 or 2)")
	fl.StringVar(&warhead, "warhead", "contact", "long-range missile warhead: contact or directed-energy")
	fl.IntVar(&d.Plasma, "plasma", 0, "plasma cannon")
	fl.IntVar(&d.PlasmaArc, "plasma-arc", 0, "hex side the plasma arc faces: 0 ahead, 1 and 2 starboard, 4 and 5 port")
	fl.BoolVar(&d.Regenerator, "regenerator", false, "fit a shield regenerator")
	fl.BoolVar(&d.Armour, "armour", false, "fit advanced armour and damage control")
	fl.BoolVar(&d.EW, "ew", false, "fit an EW suite")
	fl.IntVar(&d.Mines, "mines", 0, "mine patterns carried")
	fl.BoolVar(&capRule, "capacity-rule", false, "damage capacity by the additional rule: half the hull points")
	addJSONFlag(cmd, &asJSON)
	_ = cmd.MarkFlagRequired("class")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		c, err := spacefleet.ParseClass(class)
		if err != nil {
			return badFlag("class", err)
		}
		d.Class = c
		if err := d.Warhead.UnmarshalText([]byte(warhead)); err != nil {
			return badFlag("warhead", err)
		}
		if d.SRM == 0 {
			d.SRMAmmo = 0
		}
		if d.LRM == 0 {
			d.LRMAmmo = 0
		}
		out := spacefleet.NewDesignReport(d, capRule)
		err = writeResult(cmd.OutOrStdout(), asJSON, out, func(w io.Writer) error { return writeSFDesign(w, d, out) })
		if err != nil {
			return err
		}
		if !out.Valid {
			return fmt.Errorf("invalid design: %s", strings.Join(out.Errors, "; "))
		}
		return nil
	}
	return cmd
}

// writeSFDesign prints a design's report: what each part costs in hull
// points, the total against the class's range, the damage capacity and the
// campaign cost.
func writeSFDesign(w io.Writer, d spacefleet.Design, out spacefleet.DesignReport) error {
	status := "valid"
	if !out.Valid {
		status = "INVALID"
	}
	if _, err := fmt.Fprintf(w, "%s %s (speed-shots-shields): %s\n", out.Class, out.Profile, status); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\tcount\thull points")
	for _, part := range d.Parts() {
		fmt.Fprintf(tw, "%s\t%d\t%s\n", part.Name, part.Count, part.Points)
	}
	fmt.Fprintf(tw, "total\t\t%s (a %s hull holds %s)\n", d.Hull(), out.Class, out.HullRange())
	if err := tw.Flush(); err != nil {
		return err
	}
	lines := []string{
		fmt.Sprintf("damage capacity  %d", out.DamageCapacity),
		"campaign cost    " + d.CostFormula(),
	}
	for _, e := range out.Errors {
		lines = append(lines, "error: "+e)
	}
	_, err := io.WriteString(w, strings.Join(lines, "\n")+"\n")
	return err
}

// sfOddsJSON is the --json output of "spacefleet odds fire".
type sfOddsJSON struct {
	Weapon  string    `json:"weapon"`
	Range   int       `json:"range"`
	Band    string    `json:"band"`
	Target  string    `json:"target"`
	Shields int       `json:"shields"`
	Armour  bool      `json:"armour,omitempty"` // the target has unused advanced armour
	Damage  int       `json:"damage,omitempty"` // damage points the target has already taken
	Cap     int       `json:"capacity"`         // damage points the target can take
	Need    int       `json:"need"`
	Hit     float64   `json:"p_hit"`
	HitExac string    `json:"p_hit_exact,omitempty"`
	Hits    prob.JSON `json:"hits"`
	PerHit  prob.JSON `json:"damage_per_hit"`
	Outcome prob.JSON `json:"outcome"`
}

// newSpacefleetOddsFireCmd is "spacefleet odds fire".
func newSpacefleetOddsFireCmd() *cobra.Command {
	var (
		asJSON, exact        bool
		weapon, target, fire string
		shot                 spacefleet.Shot
		shields              int
		tgt                  spacefleet.Target
		opts                 spacefleet.Options
	)
	cmd := &cobra.Command{
		Use:   "fire --weapon beam|missile|plasma --range R --target CLASS",
		Short: "Exact chance to hit and damage-table outcome of one shot",
		Long: `Print the score a d6 needs for one shot, the exact chance that it hits, the hits
it does, the damage table for one hit on the target's class, and the shot's overall
outcome on a target with --shields shields left: a miss, hits that only take
shields, or what the damage-table rolls leave of the ship: "destroyed" when a
roll destroys it or its damage points come to exceed its capacity (--damage
points already taken, --capacity 4 by default: two major damage results destroy
a ship of capacity 4), otherwise the worst result it survives with.

A beam hit is one hit, a plasma hit two, a missile hit 1d6 missile hits. The
modifiers of the firing table are flags: --debris, --plasma-near (another ship
fires plasma next to the firer) and --at-salvo (the target is a missile salvo).

--armour gives the target advanced armour that has not yet turned a hit this
turn: the first hit past its shields is disregarded (RULINGS D2#17), and a shot
whose only such hit is disregarded is "turned by armour".`,
		Example: `  broadside spacefleet odds fire --weapon beam --range 6 --target destroyer
  broadside spacefleet odds fire --weapon missile --range 3 --target light-cruiser --shields 1 --exact --json
  broadside spacefleet odds fire --weapon plasma --range 2 --target heavy-cruiser --armour`,
		Args: noArgs,
	}
	fl := cmd.Flags()
	fl.StringVar(&weapon, "weapon", "beam", "beam, missile or plasma")
	fl.IntVar(&shot.Range, "range", 0, "range in hexes, 0 to 12")
	fl.StringVar(&target, "target", "", "the target's class")
	fl.StringVar(&fire, "firer", "battleship", "the firing ship's class (destroyers and light cruisers cannot fire at long range)")
	fl.IntVar(&shields, "shields", 0, "the target's shields left")
	fl.IntVar(&tgt.Damage, "damage", 0, "damage points the target has already taken")
	fl.IntVar(&tgt.Capacity, "capacity", 4, "damage points the target can take; more destroy it")
	fl.BoolVar(&shot.Debris, "debris", false, "the line of fire passes through debris: -1")
	fl.BoolVar(&shot.PlasmaNear, "plasma-near", false, "another ship fires plasma next to the firer: -1")
	fl.BoolVar(&shot.AtSalvo, "at-salvo", false, "the target is a missile salvo: -1, medium range at most")
	fl.BoolVar(&opts.Armour, "armour", false, "the target has advanced armour not yet used this turn: the first hit past its shields is disregarded")
	fl.BoolVar(&opts.NaturalSix, "natural-six", false, "a natural 6 always hits (RULINGS D2#2 alternative)")
	fl.BoolVar(&opts.TwoIsMajor, "two-is-major", false, "a damage score of 2 is major damage (RULINGS D2#1 alternative)")
	fl.BoolVar(&opts.SRMHitsD4, "srm-d4", false, "a missile hit does 1d4 hits instead of 1d6")
	fl.BoolVar(&exact, "exact", false, "also print every probability as a fraction")
	addJSONFlag(cmd, &asJSON)
	_ = cmd.MarkFlagRequired("target")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		w, err := spacefleet.ParseWeapon(weapon)
		if err != nil {
			return badFlag("weapon", err)
		}
		shot.Weapon = w
		if shot.Target, err = spacefleet.ParseClass(target); err != nil {
			return badFlag("target", err)
		}
		if shot.Firer, err = spacefleet.ParseClass(fire); err != nil {
			return badFlag("firer", err)
		}
		if shields < 0 {
			return badFlag("shields", fmt.Errorf("%d is negative", shields))
		}
		if tgt.Damage < 0 {
			return badFlag("damage", fmt.Errorf("%d is negative", tgt.Damage))
		}
		if tgt.Capacity < 1 {
			return badFlag("capacity", fmt.Errorf("%d is not positive", tgt.Capacity))
		}
		tgt.Shields, tgt.Armour = shields, opts.Armour
		odds, err := spacefleet.TargetOdds(shot, tgt, opts)
		if err != nil {
			return err
		}
		hit, _ := odds.Hit.Float64()
		out := sfOddsJSON{
			Weapon: w.String(), Range: shot.Range, Band: spacefleet.BandOf(shot.Range).String(), Target: shot.Target.String(),
			Shields: shields, Armour: opts.Armour, Damage: tgt.Damage, Cap: tgt.Capacity, Need: odds.Need, Hit: hit,
			Hits:    odds.Hits.JSON(exact),
			PerHit:  odds.PerHit.JSON(exact, spacefleet.Result.String),
			Outcome: odds.Outcome.JSON(exact, spacefleet.Outcome.String),
		}
		if exact {
			out.HitExac = odds.Hit.RatString()
		}
		return writeResult(cmd.OutOrStdout(), asJSON, out, func(wr io.Writer) error { return writeSFOdds(wr, odds, out, exact) })
	}
	return cmd
}

// writeSFOdds prints the odds of a shot.
func writeSFOdds(w io.Writer, odds spacefleet.Odds, out sfOddsJSON, exact bool) error {
	if _, err := fmt.Fprintf(w, "%s at a %s, range %d (%s): needs %d, P(hit) %s\n\nhits\n",
		out.Weapon, out.Target, out.Range, out.Band, out.Need, sfPercent(odds.Hit, exact)); err != nil {
		return err
	}
	opt := prob.TableOptions{Exact: exact}
	if err := odds.Hits.WriteTable(w, opt); err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, "\ndamage table, one hit past the shields\n"); err != nil {
		return err
	}
	if err := odds.PerHit.WriteTable(w, opt, spacefleet.Result.String); err != nil {
		return err
	}
	armour := ""
	if out.Damage > 0 {
		armour += fmt.Sprintf(", %d of %d damage points taken", out.Damage, out.Cap)
	}
	if out.Armour {
		armour += " and unused advanced armour"
	}
	if _, err := fmt.Fprintf(w, "\noutcome on a %s with %d shields%s\n", out.Target, out.Shields, armour); err != nil {
		return err
	}
	return odds.Outcome.WriteTable(w, opt, spacefleet.Outcome.String)
}

// sfPercent prints a probability as a percentage, with the fraction when
// exact.
func sfPercent(p *big.Rat, exact bool) string {
	f, _ := p.Float64()
	s := fmt.Sprintf("%.4g%%", 100*f)
	if exact {
		s += " (" + p.RatString() + ")"
	}
	return s
}
