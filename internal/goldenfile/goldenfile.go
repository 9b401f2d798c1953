// Package goldenfile compares a test's output with a golden file, the
// record of what the output was when a person last checked it. Tests
// across the module share it: agents' logs, Space Fleet replays and Full
// Thrust battles.
package goldenfile

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// Check compares got with the file at path and reports a test error when
// they differ. With update set (a test's -update flag) it writes got to
// the file instead, creating its directory, so that a person reviews the
// change in the diff.
func Check(t testing.TB, path string, got []byte, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run go test -update after checking the change)", path)
	}
}
