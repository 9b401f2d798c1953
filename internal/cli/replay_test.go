package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestReplayRefusesHugeRecord checks that replay refuses a record file
// past maxRecordSize without reading it whole: a 1 GiB file (sparse, so
// the test writes nothing) was read into memory before.
func TestReplayRefusesHugeRecord(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil {
		t.Fatal(err)
	}
	f.Close()
	// A regular file is refused by its size, a device that never ends
	// after the limit's worth of it: neither is read whole.
	for _, c := range []struct {
		path  string
		bound time.Duration
	}{{path, 100 * time.Millisecond}, {"/dev/zero", time.Minute}} {
		var out, errs bytes.Buffer
		start := time.Now()
		code := Main([]string{"replay", c.path}, strings.NewReader(""), &out, &errs)
		if code == 0 || !strings.Contains(errs.String(), "record file is larger than 16777216 bytes, the limit") {
			t.Errorf("%s: exit %d, stderr %q: want the record's size limit", c.path, code, errs.String())
		}
		if d := time.Since(start); d > c.bound {
			t.Errorf("%s: refused after %v", c.path, d)
		}
	}
}
