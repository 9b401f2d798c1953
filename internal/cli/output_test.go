package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"testing"
)

func TestWriteResult(t *testing.T) {
	value := struct {
		Value string  `json:"value"`
		P     float64 `json:"p"`
	}{"[D2,T3]", 0.25}
	text := func(w io.Writer) error {
		_, err := fmt.Fprintln(w, "text form")
		return err
	}
	tests := []struct {
		name   string
		asJSON bool
		want   string
	}{
		{"text", false, "text form\n"},
		{"json indented, html not escaped", true, "{\n  \"value\": \"[D2,T3]\",\n  \"p\": 0.25\n}\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := writeResult(&b, tt.asJSON, value, text); err != nil {
				t.Fatal(err)
			}
			if b.String() != tt.want {
				t.Errorf("got %q, want %q", b.String(), tt.want)
			}
		})
	}
}

func TestWriteJSONHTMLCharacters(t *testing.T) {
	var b bytes.Buffer
	if err := writeJSON(&b, map[string]string{"rule": "a<b & c>d"}); err != nil {
		t.Fatal(err)
	}
	if want := "{\n  \"rule\": \"a<b & c>d\"\n}\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
}

func TestWriteResultErrors(t *testing.T) {
	broken := errors.New("disk full")
	tests := []struct {
		name   string
		asJSON bool
		v      any
		w      io.Writer
		text   func(io.Writer) error
		want   string
	}{
		{"json encoding", true, math.NaN(), io.Discard, nil, "writing JSON output: json: unsupported value: NaN"},
		{"json writing", true, 1, failingWriter{broken}, nil, "writing JSON output: disk full"},
		{"text", false, nil, io.Discard, func(io.Writer) error { return broken }, "writing output: disk full"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := writeResult(tt.w, tt.asJSON, tt.v, tt.text)
			if err == nil || err.Error() != tt.want {
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}

// failingWriter fails every write with its error.
type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

func TestJSONFlag(t *testing.T) {
	var asJSON bool
	cmd := newVersionCmd()
	cmd.ResetFlags()
	addJSONFlag(cmd, &asJSON)
	if err := cmd.ParseFlags([]string{"--json"}); err != nil {
		t.Fatal(err)
	}
	if !asJSON {
		t.Error("--json did not set the flag")
	}
	if usage := cmd.Flags().FlagUsages(); !strings.Contains(usage, "print the result as JSON") {
		t.Errorf("flag usage %q lacks its description", usage)
	}
}
