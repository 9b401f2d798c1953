package cli

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/broadside/broadside/rules"
	"github.com/spf13/cobra"
)

// newRulesCmd is "rules [NAME]": the rulesets of the registry, or one
// ruleset's rule texts, rulings and options.
func newRulesCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "rules [NAME]",
		Short: "List the rulesets, or one ruleset's rule texts and options",
		Long: `List the rulesets the engine implements with the rule texts each one follows.

With a ruleset's name (` + strings.Join(rules.Names(), ", ") + `) print what it covers, its rule
texts, the documents that explain its rulings, its rules version if it has one,
and every rules option: its values with the default first and what it decides.
A * marks an option whose default is a house ruling (L in RULINGS.md).`,
		Example: `  broadside rules
  broadside rules jovian
  broadside rules spacefleet --json`,
		Args: cobra.MaximumNArgs(1),
	}
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		out := cmd.OutOrStdout()
		if len(args) == 0 {
			all := rules.All()
			return writeResult(out, asJSON, all, func(w io.Writer) error { return writeRulesets(w, all) })
		}
		r, ok := rules.Lookup(args[0])
		if !ok {
			return &usageError{err: fmt.Errorf("unknown ruleset %q (rulesets: %s)", args[0], strings.Join(rules.Names(), ", "))}
		}
		return writeResult(out, asJSON, r, func(w io.Writer) error { return writeRuleset(w, r) })
	}
	return cmd
}

// writeRulesets prints one line per ruleset: its name, title and rule texts.
// The text is built in memory and written at once, so the one write error
// is the only one.
func writeRulesets(w io.Writer, all []rules.Ruleset) error {
	var b bytes.Buffer
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tTITLE\tRULE TEXTS")
	for _, r := range all {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", r.Name, r.Title, strings.Join(r.Texts, ", "))
	}
	tw.Flush() // writes to a bytes.Buffer, which cannot fail
	fmt.Fprintln(&b, "\nSee 'broadside rules NAME' for a ruleset's options.")
	_, err := w.Write(b.Bytes())
	return err
}

// writeRuleset prints one ruleset: its summary wrapped to 80 columns, its
// documents and a table of its options, written at once as
// [writeRulesets] does.
func writeRuleset(w io.Writer, r rules.Ruleset) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s (%s)\n\n", r.Title, r.Name)
	fmt.Fprintf(&b, "%s\n\n", wrapText(r.Summary, 80))
	fmt.Fprintf(&b, "Rule texts: %s\n", strings.Join(r.Texts, ", "))
	fmt.Fprintf(&b, "Rulings:    %s\n", strings.Join(r.Rulings, ", "))
	if r.Version != "" {
		fmt.Fprintf(&b, "Version:    %s\n", r.Version)
	}
	fmt.Fprintln(&b, "\nOptions (values with the default first; * the default is a house ruling):")
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	grouped := slices.ContainsFunc(r.Options, func(o rules.Option) bool { return o.Group != "" })
	if grouped {
		fmt.Fprintln(tw, "GROUP\tOPTION\tVALUES\tWHAT IT DECIDES")
	} else {
		fmt.Fprintln(tw, "OPTION\tVALUES\tWHAT IT DECIDES")
	}
	for _, o := range r.Options {
		name := o.Name
		if o.House {
			name += " *"
		}
		if grouped {
			fmt.Fprintf(tw, "%s\t", o.Group)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", name, strings.Join(o.Values, "|"), o.Help)
	}
	tw.Flush() // writes to a bytes.Buffer, which cannot fail
	_, err := w.Write(b.Bytes())
	return err
}

// wrapText breaks text into lines of at most width characters at spaces; a
// word longer than width stands on a line of its own.
func wrapText(text string, width int) string {
	var b strings.Builder
	line := 0
	for word := range strings.FieldsSeq(text) {
		switch {
		case line == 0:
		case line+1+len(word) > width:
			b.WriteByte('\n')
			line = 0
		default:
			b.WriteByte(' ')
			line++
		}
		b.WriteString(word)
		line += len(word)
	}
	return b.String()
}
