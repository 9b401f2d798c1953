package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/broadside/broadside/sim"
	"github.com/spf13/cobra"
)

// merger prints what the command pf.Command prints for a whole run, from
// the merged partial result of each point (every trial counted).
type merger func(cmd *cobra.Command, pf partialFile, points []sim.Partial, asJSON bool) error

// mergers are the commands whose shards merge, by partialFile.Command.
func mergers() map[string]merger {
	return map[string]merger{
		"battle":            mergeBattle,
		"ft duel":           mergeFTDuel,
		"jovian engagement": mergeJovian,
		"sweep":             mergeSweep,
	}
}

// newMergeCmd is "merge PARTS..." (also "sweep merge").
func newMergeCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "merge PARTS...",
		Short: "Combine the partial results of a sharded run into what the whole run prints",
		Long: `Read the partial results that 'battle --trials', 'ft duel', 'jovian engagement'
and 'sweep' write with --shard i/n (or --shard-count n in a Slurm job array or a
Kubernetes Indexed Job), check that they are shards of one run and count every
trial exactly once, and print what the run in one process prints, byte for byte
(with --json, its JSON).

The shards hold exact counts, never rounded means, so the merge is exact. The
input file the run read is read again from the path it was given as, and must
not have changed since.`,
		Example: `  for i in 0 1 2 3; do
    broadside battle examples/spacefleet/fleet-action.yaml --trials 4000 --seed 7 --shard $i/4 --partial part-$i.json
  done
  broadside merge part-*.json`,
		Args: cobra.MinimumNArgs(1),
	}
	addJSONFlag(cmd, &asJSON)
	cmd.Flags().String("chart", "", "for a sweep: also draw the results to this file (.svg or .png)")
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		files := make([]partialFile, len(args))
		for i, name := range args {
			pf, err := readPartial(name)
			if err != nil {
				return err
			}
			files[i] = pf
		}
		pf, points, err := mergePartials(args, files)
		if err != nil {
			return err
		}
		if chart, _ := cmd.Flags().GetString("chart"); chart != "" && pf.Command != "sweep" {
			return &usageError{err: fmt.Errorf("--chart draws sweeps; these are shards of %q", pf.Command)}
		}
		return mergers()[pf.Command](cmd, pf, points, asJSON)
	}
	return cmd
}

// readPartial reads and checks one shard file.
func readPartial(name string) (partialFile, error) {
	data, err := readPartialFile(name)
	if err != nil {
		return partialFile{}, err
	}
	var pf partialFile
	if err := json.Unmarshal(data, &pf); err != nil {
		return partialFile{}, fmt.Errorf("%s: not a partial result: %w", name, err)
	}
	if pf.Format != partialFormat {
		return partialFile{}, fmt.Errorf("%s: not a partial result (format %q, want %q)", name, pf.Format, partialFormat)
	}
	if _, ok := mergers()[pf.Command]; !ok {
		return partialFile{}, fmt.Errorf("%s: unknown command %q", name, pf.Command)
	}
	return pf, nil
}

// mergePartials checks that the files are shards of one run and merges
// their points. It returns the first file, standing for the run, and the
// merged partial of each point, which counts every trial.
func mergePartials(names []string, files []partialFile) (partialFile, []sim.Partial, error) {
	first := files[0]
	byPoint := map[int][]sim.Partial{}
	for i, pf := range files {
		switch {
		case pf.Command != first.Command || pf.Input != first.Input:
			return partialFile{}, nil, fmt.Errorf("%s: a shard of %q on %s, but %s is of %q on %s",
				names[i], pf.Command, pf.Input, names[0], first.Command, first.Input)
		case pf.SHA256 != first.SHA256:
			return partialFile{}, nil, fmt.Errorf("%s: ran on another version of %s than %s", names[i], pf.Input, names[0])
		case pf.Seed != first.Seed:
			return partialFile{}, nil, fmt.Errorf("%s: seed %v, but %s has seed %v", names[i], pf.Seed, names[0], first.Seed)
		case !maps.Equal(pf.Options, first.Options):
			return partialFile{}, nil, fmt.Errorf("%s: ran with other options (%v) than %s (%v)", names[i], pf.Options, names[0], first.Options)
		}
		for _, p := range pf.Points {
			if p.Point < 0 {
				return partialFile{}, nil, fmt.Errorf("%s: negative point %d", names[i], p.Point)
			}
			byPoint[p.Point] = append(byPoint[p.Point], p.Partial)
		}
	}
	keys := slices.Sorted(maps.Keys(byPoint))
	if len(keys) == 0 {
		return partialFile{}, nil, errors.New("the partial results hold no points")
	}
	points := make([]sim.Partial, len(keys))
	for i, k := range keys {
		if k != i {
			return partialFile{}, nil, fmt.Errorf("no shard holds point %d", i)
		}
		m, err := sim.Merge(byPoint[k]...)
		if err != nil {
			return partialFile{}, nil, fmt.Errorf("point %d: %w", k, trimPkg(err))
		}
		if _, err := m.Result(); err != nil {
			return partialFile{}, nil, fmt.Errorf("point %d: %w (is a shard missing?)", k, trimPkg(err))
		}
		points[i] = m
	}
	return first, points, nil
}

// readInput reads a run's input file again for a merge, within the setup
// files' bound (a shard's file may name any path), and checks that it is
// the one the shards read.
func readInput(pf partialFile) ([]byte, error) {
	data, err := readSetupFile(pf.Input)
	if err != nil {
		return nil, err
	}
	if hashFile(data) != pf.SHA256 {
		return nil, fmt.Errorf("%s has changed since the shards ran (its SHA-256 differs)", pf.Input)
	}
	return data, nil
}
