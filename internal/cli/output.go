package cli

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/cobra"
)

// addJSONFlag registers the --json flag that every command takes; it sets *p
// when given.
func addJSONFlag(cmd *cobra.Command, p *bool) {
	cmd.Flags().BoolVar(p, "json", false, "print the result as JSON")
}

// writeJSON writes v to w as JSON indented by two spaces and followed by a
// newline. Characters such as <, > and & are written as they are, not escaped
// for HTML. An error says whether encoding or writing failed.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("writing JSON output: %w", err)
	}
	return nil
}

// writeResult prints a command's result: v as JSON when asJSON is set (see
// [writeJSON]), otherwise whatever text writes. Every command ends with it, so
// that --json behaves the same everywhere.
func writeResult(w io.Writer, asJSON bool, v any, text func(io.Writer) error) error {
	if asJSON {
		return writeJSON(w, v)
	}
	if err := text(w); err != nil {
		return fmt.Errorf("writing output: %w", err)
	}
	return nil
}
