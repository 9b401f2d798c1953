package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

func TestMainExitStatus(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantStdout string // substring; "" means stdout must be empty
		wantStderr string // exact
	}{
		{"version", []string{"version"}, exitOK, "broadside ", ""},
		{"help without command", nil, exitOK, "Usage:", ""},
		{"unknown command", []string{"nosuch"}, exitUsage, "",
			"broadside: unknown command \"nosuch\"; see 'broadside --help'\n"},
		{"unknown flag", []string{"version", "--nosuch"}, exitUsage, "",
			"broadside: unknown flag: --nosuch; see 'broadside version --help'\n"},
		{"unknown shorthand", []string{"version", "-z"}, exitUsage, "",
			"broadside: unknown shorthand flag: 'z' in -z; see 'broadside version --help'\n"},
		{"extra argument", []string{"version", "a", "b"}, exitUsage, "",
			"broadside: \"broadside version\" takes no arguments, got \"a b\"; see 'broadside version --help'\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := Main(tt.args, strings.NewReader(""), &stdout, &stderr)
			if code != tt.wantCode {
				t.Errorf("exit status %d, want %d (stderr %q)", code, tt.wantCode, stderr.String())
			}
			if tt.wantStdout == "" && stdout.Len() > 0 {
				t.Errorf("stdout %q, want nothing", stdout.String())
			}
			if !strings.Contains(stdout.String(), tt.wantStdout) {
				t.Errorf("stdout %q does not contain %q", stdout.String(), tt.wantStdout)
			}
			if stderr.String() != tt.wantStderr {
				t.Errorf("stderr %q, want %q", stderr.String(), tt.wantStderr)
			}
		})
	}
}

// TestFailureStatus runs commands that fail in other ways through a root
// with extra commands attached.
func TestFailureStatus(t *testing.T) {
	tests := []struct {
		name       string
		err        error
		wantCode   int
		wantStderr string
	}{
		{"plain error", fmt.Errorf("odds: no dice"), exitFailure, "broadside: odds: no dice\n"},
		{"multi-line error", fmt.Errorf("first\n\n  second\n"), exitFailure, "broadside: first; second\n"},
		{"interrupted", fmt.Errorf("sim: %w", context.Canceled), exitInterrupted, "broadside: interrupted\n"},
		{"bad flag value", badFlag("seed", fmt.Errorf("rng: seed \"zz\" is not hexadecimal")), exitUsage,
			"broadside: --seed: rng: seed \"zz\" is not hexadecimal; see 'broadside fail --help'\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := newRoot()
			root.AddCommand(&cobra.Command{
				Use:  "fail",
				RunE: func(*cobra.Command, []string) error { return tt.err },
			})
			var stderr bytes.Buffer
			root.SetOut(io.Discard)
			code := execute(context.Background(), root, []string{"fail"}, &stderr)
			if code != tt.wantCode {
				t.Errorf("exit status %d, want %d", code, tt.wantCode)
			}
			if stderr.String() != tt.wantStderr {
				t.Errorf("stderr %q, want %q", stderr.String(), tt.wantStderr)
			}
		})
	}
}

// TestCommandGroup checks that a command grouping subcommands prints its help
// alone and rejects an unknown subcommand as a usage error.
func TestCommandGroup(t *testing.T) {
	root := newRoot()
	group := &cobra.Command{Use: "fleet", Short: "Full Thrust"}
	group.AddCommand(&cobra.Command{Use: "beam", Run: func(*cobra.Command, []string) {}})
	root.AddCommand(group)
	finish(root)

	var stdout, stderr bytes.Buffer
	root.SetOut(&stdout)
	if code := execute(context.Background(), root, []string{"fleet"}, &stderr); code != exitOK || !strings.Contains(stdout.String(), "beam") {
		t.Errorf("fleet alone: status %d, stdout %q, stderr %q; want 0 and help", code, stdout.String(), stderr.String())
	}
	stderr.Reset()
	want := "broadside: unknown command \"bean\" (did you mean \"beam\"?); see 'broadside fleet --help'\n"
	if code := execute(context.Background(), root, []string{"fleet", "bean"}, &stderr); code != exitUsage || stderr.String() != want {
		t.Errorf("fleet bean: status %d, stderr %q; want %d, %q", code, stderr.String(), exitUsage, want)
	}
}

func TestOneLine(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"single line", "a b", "a b"},
		{"blank lines dropped", "a\n\n b \r\n", "a; b"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := oneLine(tt.in); got != tt.want {
				t.Errorf("oneLine(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
