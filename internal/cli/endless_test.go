package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMergeAndSweepReadBoundedFiles gives merge and sweep files that never
// end or are far too large: a partial result whose input is /dev/zero (a
// tampered shard; merge read its input whole), /dev/zero as a sweep file,
// and a partial result of 1 GiB (sparse, so the test writes nothing). Each
// is refused with the limit it passed, without reading it whole; before,
// the first two ran the process out of memory.
func TestMergeAndSweepReadBoundedFiles(t *testing.T) {
	dir := t.TempDir()
	battleFile := filepath.Join("..", "..", "examples", "fullthrust", "battle-cruiser-action.yaml")
	var shard, errs bytes.Buffer
	if code := Main([]string{"battle", battleFile, "--trials", "2", "--seed", "1", "--shard", "0/1"}, strings.NewReader(""), &shard, &errs); code != 0 {
		t.Fatalf("shard: exit %d: %s", code, errs.String())
	}
	var pf map[string]any
	if err := json.Unmarshal(shard.Bytes(), &pf); err != nil {
		t.Fatal(err)
	}
	pf["input"] = "/dev/zero"
	tampered, _ := json.Marshal(pf)
	tamperedPath := filepath.Join(dir, "tampered.json")
	huge := filepath.Join(dir, "huge.json")
	if err := os.WriteFile(tamperedPath, tampered, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"merge", tamperedPath}, "/dev/zero: file is larger than 4194304 bytes, the limit"},
		{[]string{"sweep", "/dev/zero"}, "/dev/zero: file is larger than 4194304 bytes, the limit"},
		{[]string{"merge", huge}, "huge.json: partial result file is larger than 268435456 bytes, the limit"},
	} {
		var out, errs bytes.Buffer
		code := Main(c.args, strings.NewReader(""), &out, &errs)
		if code == 0 || !strings.Contains(errs.String(), c.want) {
			t.Errorf("%s: exit %d, stderr %q: want %q", strings.Join(c.args, " "), code, errs.String(), c.want)
		}
	}
}
