package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
	"github.com/spf13/cobra"
)

// newSweepCmd is "sweep FILE" and "sweep merge PARTS...".
func newSweepCmd() *cobra.Command {
	var (
		asJSON    bool
		workers   int
		chartPath string
	)
	cmd := &cobra.Command{
		Use:   "sweep FILE",
		Short: "Run a balance study: a scenario varied along axes, every point many times",
		Long: `Run the sweep in FILE (YAML; see examples/sweeps): a base scenario (a Space Fleet
battle, a Full Thrust duel, strike or battle, or a Jovian engagement) varied along axes (option
values, counts, designs, whole fleets, any field of the file), every point of the grid fought
many times, and print each point's estimates with 95% intervals as a table, or
--json. --chart draws them (SVG or PNG by the file's extension): curves for one
axis, a heatmap of the first metric for two.

Point k draws from the seed's Derive("point", k) and its trial i from that
seed's Derive("trial", i), so the result does not depend on --workers or on
how the run is split. --shard i/n runs part of the trials of every point (of
the points themselves under a target precision) and writes its partial result,
as JSON, to --partial FILE or stdout; 'broadside sweep merge PARTS...' prints
exactly what the whole run prints. In a Slurm job array or a Kubernetes Indexed
Job, --shard-count n reads i from SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX.`,
		Example: `  broadside sweep examples/sweeps/jovian-range.yaml
  broadside sweep examples/sweeps/spacefleet-speed-cost.yaml --chart speed.svg
  broadside sweep examples/sweeps/spacefleet-speed-cost.yaml --shard 0/4 --partial part-0.json
  broadside sweep merge part-*.json`,
		Args: cobra.ExactArgs(1),
	}
	random := addSeedFlag(cmd) // no --dice: a sweep fights many battles
	shards := addShardFlags(cmd)
	fl := cmd.Flags()
	fl.IntVar(&workers, "workers", 0, "goroutines to use (0: one per core); never changes the result")
	fl.StringVar(&chartPath, "chart", "", "also draw the results to this file (.svg or .png)")
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if workers < 0 {
			return badFlag("workers", fmt.Errorf("cannot be negative, got %d", workers))
		}
		data, sw, err := loadSweep(args[0])
		if err != nil {
			return err
		}
		r, err := random.randomness()
		if err != nil {
			return err
		}
		if random.seed == "" && sw.HasSeed {
			r = randomness{Seed: sw.Seed, Source: rng.New(sw.Seed)}
		}
		s, sharded, err := shards.shard()
		if err != nil {
			return err
		}
		if sharded && chartPath != "" {
			return &usageError{err: errors.New("--chart draws a whole run; give it to 'sweep merge'")}
		}
		if !sharded {
			s = sim.Shard{Index: 0, Count: 1}
		} else if err := needSeed(r); err != nil {
			return err
		}
		bar := newProgress(cmd.ErrOrStderr(), -1, "trials")
		cfg := sim.Config{Workers: workers, Progress: func(done, total int) { bar.Report(int64(done), int64(total)) }}
		parts, err := sw.Run(cmd.Context(), cfg, r.Seed, s)
		bar.Finish()
		if err != nil {
			return err
		}
		if sharded {
			pf := partialFile{Command: "sweep", Input: args[0], SHA256: sweepHash(data, sw), Seed: r.Seed, Shard: s.String()}
			for _, p := range parts {
				pf.Points = append(pf.Points, pointPartial{Point: p.Point, Partial: p.Partial})
			}
			return shards.writePartial(cmd.OutOrStdout(), pf)
		}
		points := make([]sim.Partial, len(parts))
		for i, p := range parts {
			points[i] = p.Partial
		}
		w := cmd.OutOrStdout()
		if !asJSON {
			if err := r.Announce(w); err != nil {
				return err
			}
		}
		return printSweep(w, sw, r.Seed, points, asJSON, chartPath)
	}
	merge := newMergeCmd()
	merge.Short = "Combine the partial results of a sharded sweep (the same as 'broadside merge')"
	merge.Example = `  broadside sweep merge part-*.json --chart study.svg`
	cmd.AddCommand(merge)
	return cmd
}

// loadSweep reads a sweep file and its base.
func loadSweep(name string) ([]byte, *lab.Sweep, error) {
	data, err := readSetupFile(name)
	if err != nil {
		return nil, nil, err
	}
	abs, err := filepath.Abs(name)
	if err != nil {
		return nil, nil, err
	}
	// The base may lie beside or above the sweep file: read it through
	// the whole file system.
	root := filepath.VolumeName(abs) + string(filepath.Separator)
	dir, err := filepath.Rel(root, filepath.Dir(abs))
	if err != nil {
		return nil, nil, err
	}
	sw, err := lab.DecodeSweep(name, data, os.DirFS(root), filepath.ToSlash(dir))
	if err != nil {
		return nil, nil, err
	}
	return data, sw, nil
}

// sweepHash identifies a sweep's input: the sweep file and its base.
func sweepHash(data []byte, sw *lab.Sweep) string {
	return hashFile(data) + "+" + hashFile(sw.BaseData)
}

// mergeSweep prints what "sweep" prints for the merged run.
func mergeSweep(cmd *cobra.Command, pf partialFile, points []sim.Partial, asJSON bool) error {
	data, sw, err := loadSweep(pf.Input)
	if err != nil {
		return err
	}
	if sweepHash(data, sw) != pf.SHA256 {
		return fmt.Errorf("%s or its base has changed since the shards ran (their SHA-256 differs)", pf.Input)
	}
	chartPath, err := cmd.Flags().GetString("chart")
	if err != nil {
		chartPath = ""
	}
	return printSweep(cmd.OutOrStdout(), sw, pf.Seed, points, asJSON, chartPath)
}

// printSweep prints a sweep's report, and draws its chart when asked.
func printSweep(w io.Writer, sw *lab.Sweep, seed rng.Seed, points []sim.Partial, asJSON bool, chartPath string) error {
	rep, err := sw.Report(seed, points)
	if err != nil {
		return err
	}
	if chartPath != "" {
		if err := writeSweepChart(chartPath, rep); err != nil {
			return err
		}
	}
	return writeResult(w, asJSON, rep, func(w io.Writer) error { return writeSweep(w, rep) })
}

// writeSweep prints the table: a row per point, its axes' values, the
// trials and each metric's estimate.
func writeSweep(w io.Writer, r lab.SweepReport) error {
	if _, err := fmt.Fprintf(w, "%s: %d points, %s, seed %s\n", r.Name, len(r.Points), r.Kind, r.Seed); err != nil {
		return err
	}
	if r.Skipped > 0 {
		if _, err := fmt.Fprintf(w, "%d points of the grid left out: their sides' campaign costs differ\n", r.Skipped); err != nil {
			return err
		}
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	var head []string
	for _, a := range r.Axes {
		head = append(head, a.Name)
	}
	head = append(head, "trials")
	for _, m := range r.Metrics {
		head = append(head, r.Title(m))
	}
	fmt.Fprintf(tw, "\n%s\n", strings.Join(head, "\t"))
	for _, p := range r.Points {
		row := append([]string{}, p.Labels...)
		row = append(row, fmt.Sprint(p.Trials))
		for _, m := range r.Metrics {
			row = append(row, p.Estimates[m].String())
		}
		fmt.Fprintf(tw, "%s\n", strings.Join(row, "\t"))
	}
	return tw.Flush()
}
