// Package cli implements the broadside command: its subcommands, their flags
// and the formatting of their output. It holds no game logic; every command
// calls into the library packages and prints what they return.
//
// Conventions shared by every command: --json prints the result as indented
// JSON on stdout; commands that roll dice take --seed and --dice and print the
// seed they picked when none was given; progress bars go to stderr and only
// when stderr is a terminal; an error is one line "broadside: <message>" on
// stderr with a non-zero exit status.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/spf13/cobra"
)

// Exit statuses returned by [Main].
const (
	exitOK          = 0   // the command succeeded
	exitFailure     = 1   // the command ran and failed
	exitUsage       = 2   // the command line was wrong: unknown command or flag, bad arguments
	exitInterrupted = 130 // the command was interrupted (128 + SIGINT)
)

// Main runs the broadside command with args, the arguments that follow the
// program name, and returns the process exit status: 0 on success, 1 when the
// command failed, 2 when the command line was wrong (an unknown command or
// flag, a bad flag value, missing or extra arguments) and 130 when it was
// interrupted. Results go to stdout; errors go to stderr as a single line
// "broadside: <message>", and progress bars go to stderr only when it is a
// terminal. stdin is read only by commands that need it.
//
// The first interrupt (Ctrl-C) cancels the command's context, so that a
// command that honours it (a long simulation) stops cleanly and reports
// "interrupted"; a second interrupt ends the process at once. Main builds a
// fresh command tree on each call, so concurrent calls with different
// writers are safe.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		stop() // restore the default handling, so a second interrupt ends the process
	}()

	root := newRoot()
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	return execute(ctx, root, args, stderr)
}

// execute runs the command tree under root with args and reports an error as
// [Main] describes, returning the exit status.
func execute(ctx context.Context, root *cobra.Command, args []string, stderr io.Writer) int {
	root.SetArgs(args)
	cmd, err := root.ExecuteContextC(ctx)
	if err == nil {
		return exitOK
	}
	code := exitFailure
	msg := oneLine(err.Error())
	var usage *usageError
	switch {
	case errors.As(err, &usage):
		code = exitUsage
		if cmd == nil {
			cmd = root
		}
		msg += fmt.Sprintf("; see '%s --help'", cmd.CommandPath())
	case errors.Is(err, context.Canceled):
		code = exitInterrupted
		msg = "interrupted"
	}
	fmt.Fprintf(stderr, "broadside: %s\n", msg)
	return code
}

// newRoot returns the command tree with every subcommand attached.
func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:   "broadside",
		Short: "Adjudicate space-fleet wargames, compute exact odds and simulate battles",
		Long: `Broadside adjudicates tabletop space-fleet wargames (Full Thrust, Jovian Wars,
Space Fleet), computes exact odds and simulates whole battles.

Every command takes --json. Commands that roll dice take --seed to reproduce a
run and --dice to use dice rolled at the table.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		// Alone, broadside prints this help; it has no flags of its own to run with.
		DisableFlagsInUseLine: true,
	}
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return &usageError{err: err}
	})
	ft := newFTCmd()
	addFTMoveCommands(ft)
	root.AddCommand(newVersionCmd(), newRollCmd(), newOddsCmd(), newServeCmd(),
		ft, newJovianCmd(), newSpacefleetCmd(), newBattleCmd(), newReplayCmd(), newRulesCmd(), newMergeCmd(), newSweepCmd())
	finish(root)
	return root
}

// finish walks the command tree once every command is attached. A command
// that only groups subcommands prints its help when called alone and reports
// an unknown subcommand as a usage error, suggesting one within two edits;
// argument checks of the other commands report usage errors too.
func finish(cmd *cobra.Command) {
	if cmd.SuggestionsMinimumDistance <= 0 {
		cmd.SuggestionsMinimumDistance = 2
	}
	if cmd.HasSubCommands() && cmd.Args == nil && !cmd.Runnable() {
		cmd.Args = unknownCommand
		cmd.RunE = func(cmd *cobra.Command, _ []string) error { return cmd.Help() }
	} else if check := cmd.Args; check != nil {
		cmd.Args = func(cmd *cobra.Command, args []string) error {
			if err := check(cmd, args); err != nil {
				return &usageError{err: err}
			}
			return nil
		}
	}
	for _, sub := range cmd.Commands() {
		finish(sub)
	}
}

// unknownCommand rejects the arguments of a command that only groups
// subcommands: the first one names a subcommand that does not exist.
func unknownCommand(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	msg := fmt.Sprintf("unknown command %q", args[0])
	if sugg := cmd.SuggestionsFor(args[0]); len(sugg) > 0 {
		msg += fmt.Sprintf(" (did you mean %q?)", sugg[0])
	}
	return &usageError{err: errors.New(msg)}
}

// noArgs accepts no positional arguments.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return fmt.Errorf("%q takes no arguments, got %q", cmd.CommandPath(), strings.Join(args, " "))
	}
	return nil
}

// usageError marks an error in the command line rather than in the work the
// command did; [Main] exits with status 2 and points to the command's help.
type usageError struct {
	err error
}

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

// badFlag returns the usage error for a flag value that did not parse.
func badFlag(name string, err error) error {
	return &usageError{err: fmt.Errorf("--%s: %w", name, err)}
}

// oneLine folds a possibly multi-line message into one line, joining the
// non-blank lines with "; ".
func oneLine(msg string) string {
	if !strings.ContainsAny(msg, "\r\n") {
		return msg
	}
	var parts []string
	for line := range strings.FieldsFuncSeq(msg, func(r rune) bool { return r == '\n' || r == '\r' }) {
		if line = strings.TrimSpace(line); line != "" {
			parts = append(parts, line)
		}
	}
	return strings.Join(parts, "; ")
}
