package scenario

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/broadside/broadside/internal/benchcpu"
)

// aliasBomb returns testdata/alias-bomb.yaml: a strike file whose options
// hold nine levels of anchors, each naming the one before nine times: 9^9
// (387 million) nodes once expanded, in under 600 bytes. internal/web's
// tests paste the same file.
func aliasBomb(t testing.TB) string {
	data, err := os.ReadFile("testdata/alias-bomb.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// costly runs f and returns how long it took, in the process's CPU time
// (which another process's load does not lengthen), and how many bytes it
// allocated.
func costly(f func()) (time.Duration, uint64) {
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	sw := benchcpu.Start()
	f()
	took := sw.Elapsed()
	runtime.ReadMemStats(&after)
	return took, after.TotalAlloc - before.TotalAlloc
}

// TestHostileDocuments feeds documents built to exhaust a YAML reader
// through every decoder and asserts each is refused quickly, in bounded
// memory, with a positioned error naming the limit.
func TestHostileDocuments(t *testing.T) {
	deepBlock := func(n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteString(strings.Repeat(" ", i) + "-\n")
		}
		return b.String()
	}
	countBomb := strings.Repeat("- *a\n", MaxAliases+1)
	docs := []struct {
		name, doc, want string
	}{
		{"alias bomb", aliasBomb(t), "expands to more than"},
		{"20 KB of nested sequences", strings.Repeat("[", 10_000) + strings.Repeat("]", 10_000), "nests deeper than 64"},
		{"80 KB of nested sequences", strings.Repeat("[", 40_000) + strings.Repeat("]", 40_000), "nests deeper than 64"},
		{"80 KB of nested mappings", strings.Repeat("{a: ", 20_000) + "1" + strings.Repeat("}", 20_000), "nests deeper than 64"},
		{"nested block sequences", deepBlock(200), "nests deeper than 64"},
		{"nested block sequences on one line", strings.Repeat("- ", 10_000) + "x\n", "nests deeper than 64"},
		{"nested block mappings", func() string {
			var b strings.Builder
			for i := range 200 {
				b.WriteString(strings.Repeat(" ", i) + "k:\n")
			}
			return b.String()
		}(), "nests deeper than 64"},
		{"alias count bomb", "- &a x\n" + countBomb, "more than 1000 aliases"},
		{"token count bomb", strings.Repeat("- 1\n", MaxTokens), "more than 50000 YAML tokens"},
	}
	decoders := []struct {
		name string
		f    func(string, []byte) error
	}{
		{"strike", func(n string, d []byte) error { _, err := DecodeFullThrustStrike(n, d); return err }},
		{"duel", func(n string, d []byte) error { _, err := DecodeFTDuel(n, d); return err }},
		{"space fleet", func(n string, d []byte) error { _, err := DecodeSpaceFleet(n, d); return err }},
		{"jovian cards", func(n string, d []byte) error { _, err := DecodeJovianCards(n, d); return err }},
		{"any", func(n string, d []byte) error { var v any; return Decode(n, d, &v) }},
	}
	for _, tt := range docs {
		for _, dec := range decoders {
			t.Run(tt.name+"/"+dec.name, func(t *testing.T) {
				var err error
				took, bytes := costly(func() { err = dec.f("f.yaml", []byte(tt.doc)) })
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("error = %v, want one containing %q", err, tt.want)
				}
				if !strings.HasPrefix(err.Error(), "f.yaml:") || strings.HasPrefix(err.Error(), "f.yaml: ") {
					t.Errorf("error %q has no line and column", err)
				}
				// Generous for a loaded machine; an unbounded reader takes
				// seconds and gigabytes on these.
				if took > 2*time.Second {
					t.Errorf("took %v", took)
				}
				if limit := uint64(64 << 20); bytes > limit {
					t.Errorf("allocated %d MB, limit %d MB", bytes>>20, limit>>20)
				}
			})
		}
	}
}

// TestBombSize pins the alias bomb to the size the issue measured.
func TestBombSize(t *testing.T) {
	if n := len(aliasBomb(t)); n > 600 {
		t.Errorf("alias bomb is %d bytes", n)
	}
}

// TestLimitsAcceptExamples checks that the limits leave every shipped
// example file far inside them.
func TestLimitsAcceptExamples(t *testing.T) {
	files, _ := filepath.Glob("../examples/*/*.yaml")
	if len(files) == 0 {
		t.Fatal("no example files")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if e := prescan(f, data); e != nil {
			t.Errorf("%v", e)
		}
	}
}

// TestAliasesWithinLimits checks that ordinary aliases still decode.
func TestAliasesWithinLimits(t *testing.T) {
	var v struct {
		A []int `yaml:"a"`
		B []int `yaml:"b"`
	}
	if err := Decode("f.yaml", []byte("a: &x [1, 2]\nb: *x\n"), &v); err != nil {
		t.Fatal(err)
	}
	if len(v.B) != 2 {
		t.Errorf("b = %v", v.B)
	}
}

// TestReadBounded checks that a file past the size limit is refused
// without reading it whole.
func TestReadBounded(t *testing.T) {
	r := &countingReader{}
	if _, err := Read("big.yaml", r); err == nil || !strings.Contains(err.Error(), "big.yaml: file is larger than") {
		t.Fatalf("err = %v", err)
	}
	if r.n > MaxFileSize+64<<10 {
		t.Errorf("read %d bytes of an endless file", r.n)
	}
	if d, err := Read("small.yaml", strings.NewReader("a: 1\n")); err != nil || string(d) != "a: 1\n" {
		t.Fatalf("Read = %q, %v", d, err)
	}
}

// countingReader is an endless file of spaces that counts what was read.
type countingReader struct{ n int }

func (c *countingReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	c.n += len(p)
	return len(p), nil
}

// TestManyShipsRefusedQuickly checks that decoding is linear: Space Fleet
// files of 420 and 2,100 ships, too many, (each ship about 40 s in all when
// every enum field formatted the whole file) are refused for their ship
// count, and five times the ships take about five times as long, not
// twenty-five times. Each size is timed three times and the fastest kept, so that a
// busy machine slows both alike.
func TestManyShipsRefusedQuickly(t *testing.T) {
	file := func(perSide int) []byte {
		var b strings.Builder
		b.WriteString("name: big\nmap: {width: 32, height: 30}\nvictory: {turns: 20, break: 50}\nsides:\n")
		for s, edge := range []string{"south", "north"} {
			fmt.Fprintf(&b, "  - name: S%d\n    edge: %s\n    squadrons:\n      - name: Q\n        ships:\n", s, edge)
			for i := range perSide {
				fmt.Fprintf(&b, "          - {class: destroyer, name: S%d-%d, at: [%d, %d], facing: N}\n", s, i, i%32, i/32%30)
			}
		}
		return []byte(b.String())
	}
	fastest := func(perSide int) time.Duration {
		data := file(perSide)
		best := time.Duration(1 << 62)
		for range 3 {
			var err error
			took, _ := costly(func() { _, err = DecodeSpaceFleet("big.yaml", data) })
			want := fmt.Sprintf("%d ships are more than the 400", 2*perSide)
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("%d ships: err = %v, want %q", 2*perSide, err, want)
			}
			best = min(best, took)
		}
		return best
	}
	small, large := fastest(210), fastest(1050)
	if large > 12*small || large > 10*time.Second {
		t.Errorf("2,100 ships took %v against %v for 420: not linear", large, small)
	}
}

// TestNumbersChecked checks that NaN, infinities and out-of-range ratings
// are refused at their place in a duel file.
func TestNumbersChecked(t *testing.T) {
	ship := "  - {name: Two, side: B, at: [20, 0], heading: 9, velocity: 5, hull: [4, 4], drive: 2, beams: [{class: 1}]}\n"
	head := "name: test\nsides: [A, B]\nships:\n"
	for _, tt := range []struct{ one, want string }{
		{"at: [.nan, 1], drive: 2", "f.yaml:4:87: .nan is not a number"},
		{"at: [.inf, 1], drive: 2", "f.yaml:4:87: .inf is not a number"},
		{"at: [-.Inf, 1], drive: 2", "f.yaml:4:87: -.Inf is not a number"},
		{"at: [1e300, 1], drive: 2", "at must be within 100000 MU"},
		{"at: [0, 0], drive: 300", "a drive's thrust is 0-20, got 300"},
		{"at: [0, 0], drive: 2, mass: 20000", "a ship's mass is 0-10000"},
		{"at: [0, 0], drive: 2, doctrine: {caution: .NaN}", ".NaN is not a number"},
	} {
		doc := head + "  - {name: One, side: A, heading: 3, velocity: 5, hull: 12, beams: [{class: 2}], " + tt.one + "}\n" + ship
		_, err := DecodeFTDuel("f.yaml", []byte(doc))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want %q", tt.one, err, tt.want)
		}
	}
}

// TestLongInputQuotedShort checks that a message quoting a 10 KB key is
// cut short, keeps its position, and shows non-ASCII as characters.
func TestLongInputQuotedShort(t *testing.T) {
	var v struct {
		Name string `yaml:"name"`
	}
	err := Decode("f.yaml", []byte("name: x\n"+strings.Repeat("ж", 10_000)+": 1\n"), &v)
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	if len(msg) > 600 || !strings.HasPrefix(msg, "f.yaml:2:1: ") || !strings.Contains(msg, "жжж") || !strings.Contains(msg, "characters in all") {
		t.Errorf("message %d bytes: %.300s", len(msg), msg)
	}
}
