package cli

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
	"github.com/spf13/cobra"
)

// partialFormat names the version of the shard file format.
const partialFormat = "broadside-partial/1"

// shardFlags holds --shard, --shard-count and --partial, which every Monte
// Carlo command takes to run one part of its trials.
type shardFlags struct {
	text  string // --shard: "i/n", or "" for none
	count int    // --shard-count: n, the index read from the environment
	file  string // --partial: where the shard's result goes; "" for stdout
}

// addShardFlags registers the shard flags on cmd.
func addShardFlags(cmd *cobra.Command) *shardFlags {
	f := new(shardFlags)
	fl := cmd.Flags()
	fl.StringVar(&f.text, "shard", "", "run only part i/n of the trials (such as 0/4) and write its partial result for 'broadside merge'")
	fl.IntVar(&f.count, "shard-count", 0, "run part i of n, i read from SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX")
	fl.StringVar(&f.file, "partial", "", "write the shard's partial result to this file instead of stdout")
	return f
}

// shard returns the shard the flags ask for, and false when the command
// runs whole. The index comes from --shard, or, with --shard-count n, from
// the environment of a Slurm job array task (SLURM_ARRAY_TASK_ID, counted
// from SLURM_ARRAY_TASK_MIN when set) or of a Kubernetes Indexed Job
// (JOB_COMPLETION_INDEX).
func (f *shardFlags) shard() (sim.Shard, bool, error) {
	switch {
	case f.text != "" && f.count != 0:
		return sim.Shard{}, false, &usageError{err: errors.New("give --shard or --shard-count, not both")}
	case f.text != "":
		s, err := sim.ParseShard(f.text)
		if err != nil {
			return sim.Shard{}, false, badFlag("shard", trimPkg(err))
		}
		return s, true, nil
	case f.count == 0:
		if f.file != "" {
			return sim.Shard{}, false, &usageError{err: errors.New("--partial needs --shard or --shard-count")}
		}
		return sim.Shard{}, false, nil
	}
	index, err := envShardIndex()
	if err != nil {
		return sim.Shard{}, false, badFlag("shard-count", err)
	}
	s := sim.Shard{Index: index, Count: f.count}
	if err := s.Check(); err != nil {
		return sim.Shard{}, false, badFlag("shard-count", trimPkg(err))
	}
	return s, true, nil
}

// envShardIndex reads a job array task's index from the environment; a
// variable set to "" counts as unset.
func envShardIndex() (int, error) {
	if v := os.Getenv("SLURM_ARRAY_TASK_ID"); v != "" {
		id, err := strconv.Atoi(v)
		if err != nil {
			return 0, fmt.Errorf("SLURM_ARRAY_TASK_ID=%q is not a number", v)
		}
		if m := os.Getenv("SLURM_ARRAY_TASK_MIN"); m != "" {
			lo, err := strconv.Atoi(m)
			if err != nil {
				return 0, fmt.Errorf("SLURM_ARRAY_TASK_MIN=%q is not a number", m)
			}
			id -= lo
		}
		return id, nil
	}
	if v := os.Getenv("JOB_COMPLETION_INDEX"); v != "" {
		id, err := strconv.Atoi(v)
		if err != nil {
			return 0, fmt.Errorf("JOB_COMPLETION_INDEX=%q is not a number", v)
		}
		return id, nil
	}
	return 0, errors.New("neither SLURM_ARRAY_TASK_ID nor JOB_COMPLETION_INDEX is set; use --shard i/n")
}

// trimPkg drops the "sim: " prefix of an error for a flag message.
func trimPkg(err error) error {
	var msg = err.Error()
	if len(msg) > 5 && msg[:5] == "sim: " {
		return errors.New(msg[5:])
	}
	return err
}

// partialFile is a shard's result as written to disk: what was run, on
// which input, and the exact counts of each point's trials. Merging every
// shard of a run gives back what the whole run prints.
type partialFile struct {
	// Format is partialFormat.
	Format string `json:"format"`
	// Command is the command that ran: "battle", "ft duel", "jovian
	// engagement" or "sweep".
	Command string `json:"command"`
	// Input is the file the command read, as given on its command line,
	// and SHA256 the hash of its content, so that a merge reads the same.
	Input  string `json:"input"`
	SHA256 string `json:"input_sha256"`
	// Seed is the seed of the whole run.
	Seed rng.Seed `json:"seed"`
	// Options are the command's flags that change its output, by name.
	Options map[string]string `json:"options,omitempty"`
	// Shard is the part this file holds, "i/n".
	Shard string `json:"shard"`
	// Points are the partial results, one for each sweep point the shard
	// ran (a single point 0 outside sweeps).
	Points []pointPartial `json:"points"`
}

// pointPartial is the partial result of one point.
type pointPartial struct {
	Point   int         `json:"point"`
	Partial sim.Partial `json:"partial"`
}

// hashFile returns the hexadecimal SHA-256 of data.
func hashFile(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

// writePartial writes pf as JSON to the --partial file, whole or not at
// all, or to w.
func (f *shardFlags) writePartial(w io.Writer, pf partialFile) error {
	pf.Format = partialFormat
	if f.file == "" {
		return writeJSON(w, pf)
	}
	data, err := json.Marshal(pf)
	if err != nil {
		return fmt.Errorf("writing the partial result: %w", err)
	}
	return writeAtomically(f.file, append(data, '\n'))
}

// writeAtomically writes data to a new file beside path and renames it to
// path, so that a merge watching a shared directory never reads half a
// partial result.
func writeAtomically(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("writing the partial result: %w", err)
	}
	return nil
}

// needSeed refuses to shard a run whose seed was made up on the spot:
// every shard would draw from a different run.
func needSeed(r randomness) error {
	if r.Generated {
		return &usageError{err: errors.New("--shard needs --seed, so that every shard draws from the same run")}
	}
	return nil
}

// runShard runs the trials of shard s out of total with run, which calls
// the command's simulation with cfg, and returns the shard's partial.
func runShard(ctx context.Context, stderr io.Writer, s sim.Shard, seed rng.Seed, total, workers int, what string,
	run func(ctx context.Context, cfg sim.Config) (sim.Result, error)) (sim.Partial, error) {
	from, to := s.Range(total)
	bar := newProgress(stderr, int64(to-from), what)
	cfg := sim.Config{Seed: seed, First: from, Trials: to - from, Workers: workers,
		Progress: func(done, total int) { bar.Report(int64(done), int64(total)) }}
	res, err := run(ctx, cfg)
	bar.Finish()
	if err != nil {
		return sim.Partial{}, err
	}
	return sim.NewPartial(res, total, from)
}
