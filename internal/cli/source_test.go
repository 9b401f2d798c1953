package cli

import (
	"bytes"
	"errors"
	"regexp"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/spf13/cobra"
)

func TestNewRandomness(t *testing.T) {
	tests := []struct {
		name          string
		seed, dice    string
		wantSeed      rng.Seed
		wantGenerated bool
		wantScript    bool
		wantFaces     []int // first rolls of a d6
	}{
		{"seed", "2a", "", 0x2a, false, false, nil},
		{"seed with prefix", "0x00000000000000ff", "", 0xff, false, false, nil},
		{"dice", "", "4,6,2", 0, false, true, []int{4, 6, 2}},
		{"dice and seed", "7", "5 1", 7, false, true, []int{5, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := newRandomness(tt.seed, tt.dice)
			if err != nil {
				t.Fatal(err)
			}
			if r.Seed != tt.wantSeed || r.Generated != tt.wantGenerated || (r.Script != nil) != tt.wantScript {
				t.Errorf("seed %s generated %v script %v; want %s %v %v",
					r.Seed, r.Generated, r.Script != nil, tt.wantSeed, tt.wantGenerated, tt.wantScript)
			}
			if !tt.wantScript {
				want := rng.New(tt.wantSeed).Roll(6, "test")
				if got := r.Source.Roll(6, "test"); got != want {
					t.Errorf("first roll %d, want %d from a stream seeded with %s", got, want, tt.wantSeed)
				}
				return
			}
			for i, want := range tt.wantFaces {
				if got := r.Source.Roll(6, "test"); got != want {
					t.Errorf("roll %d = %d, want %d", i, got, want)
				}
			}
			if err := r.Check(); err != nil {
				t.Errorf("Check after using every die: %v", err)
			}
		})
	}
}

func TestNewRandomnessGenerated(t *testing.T) {
	r, err := newRandomness("", "")
	if err != nil {
		t.Fatal(err)
	}
	if !r.Generated || r.Script != nil || r.Source == nil {
		t.Fatalf("got %+v, want a generated seed and a stream", r)
	}
	var b bytes.Buffer
	if err := r.Announce(&b); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^seed: [0-9a-f]{16}\n$`).MatchString(b.String()) {
		t.Errorf("Announce wrote %q, want seed: and 16 hex digits", b.String())
	}
	again, err := rng.ParseSeed(b.String()[len("seed: "):])
	if err != nil || again != r.Seed {
		t.Errorf("the announced seed parses as %s (%v), want %s", again, err, r.Seed)
	}
}

func TestAnnounceQuietForGivenSeed(t *testing.T) {
	r, err := newRandomness("1", "")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := r.Announce(&b); err != nil || b.Len() != 0 {
		t.Errorf("Announce wrote %q (%v), want nothing for a given seed", b.String(), err)
	}
}

func TestNewRandomnessErrors(t *testing.T) {
	tests := []struct {
		name, seed, dice, want string
	}{
		{"seed not hex", "zz", "", `--seed: rng: seed "zz" is not hexadecimal`},
		{"seed too long", "12345678901234567", "", `--seed: rng: seed "12345678901234567" is longer than 16 hexadecimal digits`},
		{"dice not numbers", "", "4,x", `--dice: rng: die 2 is "x", not a positive whole number`},
		{"dice empty list", "", ",", `--dice: rng: no dice in ","`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := newRandomness(tt.seed, tt.dice)
			if err == nil || err.Error() != tt.want {
				t.Fatalf("error %v, want %q", err, tt.want)
			}
			var usage *usageError
			if !errors.As(err, &usage) {
				t.Errorf("error %v is not a usage error", err)
			}
		})
	}
}

func TestCheck(t *testing.T) {
	tests := []struct {
		name     string
		dice     string
		rolls    int
		want     string
		wantNeed bool
	}{
		{"every die used", "3,4", 2, "", false},
		{"one left over", "3,4,5", 2, "--dice: 1 die was not used: 5", false},
		{"two left over", "3,4,5,6", 2, "--dice: 2 dice were not used: 5,6", false},
		{"ran out", "3", 2, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := newRandomness("", tt.dice)
			if err != nil {
				t.Fatal(err)
			}
			for range tt.rolls {
				r.Source.Roll(6, "beam")
			}
			err = r.Check()
			switch {
			case tt.wantNeed:
				if !errors.Is(err, rng.ErrNeedDice) {
					t.Errorf("error %v, want one that needs dice", err)
				}
			case tt.want == "":
				if err != nil {
					t.Errorf("error %v, want none", err)
				}
			case err == nil || err.Error() != tt.want:
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}

func TestCheckSeeded(t *testing.T) {
	r, err := newRandomness("5", "")
	if err != nil {
		t.Fatal(err)
	}
	r.Source.Roll(6, "beam")
	if err := r.Check(); err != nil {
		t.Errorf("Check on a seeded stream: %v", err)
	}
}

func TestRandomFlags(t *testing.T) {
	cmd := &cobra.Command{Use: "roll"}
	f := addRandomFlags(cmd)
	if err := cmd.ParseFlags([]string{"--seed", "ff", "--dice", "6,6"}); err != nil {
		t.Fatal(err)
	}
	r, err := f.randomness()
	if err != nil {
		t.Fatal(err)
	}
	if r.Seed != 0xff || r.Script == nil {
		t.Errorf("got seed %s, script %v; want ff and a script", r.Seed, r.Script != nil)
	}
}
