package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/broadside/broadside/rng"
	"github.com/spf13/cobra"
)

// randomFlags holds the --seed and --dice flags of a command that rolls dice.
// The zero value means neither was given.
type randomFlags struct {
	seed string // --seed: 1 to 16 hexadecimal digits, or "" for none
	dice string // --dice: faces such as "4,6,2", or "" for none
}

// addRandomFlags registers --seed and --dice on cmd and returns where their
// values land.
func addRandomFlags(cmd *cobra.Command) *randomFlags {
	f := new(randomFlags)
	cmd.Flags().StringVar(&f.seed, "seed", "", "seed of the random dice, as hexadecimal (default: a fresh seed, printed)")
	cmd.Flags().StringVar(&f.dice, "dice", "", "use dice rolled at the table instead, in order, such as 4,6,2")
	return f
}

// addSeedFlag registers only --seed, for commands whose dice cannot come
// from the table (see "battle"), and returns where its value lands.
func addSeedFlag(cmd *cobra.Command) *randomFlags {
	f := new(randomFlags)
	cmd.Flags().StringVar(&f.seed, "seed", "", "seed of the random dice, as hexadecimal (default: a fresh seed, printed)")
	return f
}

// randomness returns the source the flags select; see [newRandomness].
func (f *randomFlags) randomness() (randomness, error) {
	return newRandomness(f.seed, f.dice)
}

// randomness is where a command's dice come from, as chosen by --seed and
// --dice.
type randomness struct {
	// Source supplies the dice: Script when --dice was given, otherwise a
	// stream seeded with Seed.
	Source rng.Source
	// Script holds the table's dice, or is nil when none were given. After
	// resolving, [randomness.Check] reports dice that were missing or left over.
	Script *rng.Script
	// Seed is the seed of the random stream: the --seed value, or a fresh one
	// when neither flag was given. With --dice and no --seed it is zero and
	// unused.
	Seed rng.Seed
	// Generated reports that Seed came from [rng.RandomSeed], so the command
	// must show it (see [randomness.Announce]) for the run to be repeatable.
	Generated bool
}

// newRandomness turns the text of --seed and --dice (empty when not given)
// into a random source. Without flags it picks a fresh seed with
// [rng.RandomSeed]; with --seed it uses that seed; with --dice the dice come
// from the script, and a --seed given beside it is kept in Seed for whatever
// else the command derives from it (computer players, for instance). An error
// names the flag and is a usage error.
func newRandomness(seedText, diceText string) (randomness, error) {
	var r randomness
	if seedText != "" {
		seed, err := rng.ParseSeed(seedText)
		if err != nil {
			return randomness{}, badFlag("seed", err)
		}
		r.Seed = seed
	}
	if diceText != "" {
		faces, err := rng.ParseDice(diceText)
		if err != nil {
			return randomness{}, badFlag("dice", err)
		}
		r.Script = rng.NewScript(faces)
		r.Source = r.Script
		return r, nil
	}
	if seedText == "" {
		r.Seed = rng.RandomSeed()
		r.Generated = true
	}
	r.Source = rng.New(r.Seed)
	return r, nil
}

// Announce writes "seed: <16 hex digits>" and a newline to w when the seed
// was generated, and nothing otherwise. Text output starts with it; JSON
// output carries the seed in a field instead.
func (r randomness) Announce(w io.Writer) error {
	if !r.Generated {
		return nil
	}
	_, err := fmt.Fprintf(w, "seed: %s\n", r.Seed)
	return err
}

// Check reports, once a command has rolled everything it needs, whether the
// table's dice fitted: the [rng.NeedError] of a script that ran out (nothing
// rolled may then be applied), or an error listing dice that were given but
// not used. It returns nil for a seeded stream.
func (r randomness) Check() error {
	if r.Script == nil {
		return nil
	}
	if err := r.Script.Err(); err != nil {
		return err
	}
	return unusedDice(r.Script.Unused())
}

// unusedDice returns the error for table dice given but not used, or nil
// when there are none.
func unusedDice(unused []int) error {
	if len(unused) == 0 {
		return nil
	}
	faces := make([]string, len(unused))
	for i, v := range unused {
		faces[i] = strconv.Itoa(v)
	}
	noun := "dice were"
	if len(unused) == 1 {
		noun = "die was"
	}
	return fmt.Errorf("--dice: %d %s not used: %s", len(unused), noun, strings.Join(faces, ","))
}
