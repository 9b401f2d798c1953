package goldenfile_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/broadside/broadside/internal/goldenfile"
)

// recorder is a testing.TB that records whether the check failed.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Fatalf(string, ...any) { r.failed = true }
func (r *recorder) Helper()               {}

func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "out.txt")
	goldenfile.Check(t, path, []byte("one\n"), true)
	if b, err := os.ReadFile(path); err != nil || string(b) != "one\n" {
		t.Fatalf("update wrote %q, %v", b, err)
	}
	same := &recorder{TB: t}
	goldenfile.Check(same, path, []byte("one\n"), false)
	if same.failed {
		t.Error("equal output reported as different")
	}
	other := &recorder{TB: t}
	goldenfile.Check(other, path, []byte("two\n"), false)
	if !other.failed {
		t.Error("different output passed")
	}
	missing := &recorder{TB: t}
	goldenfile.Check(missing, filepath.Join(t.TempDir(), "none.txt"), nil, false)
	if !missing.failed {
		t.Error("a missing golden file passed")
	}
}
