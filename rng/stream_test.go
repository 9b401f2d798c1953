package rng

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files")

// TestGoldenFaces pins the die faces that fixed seeds produce: changing the
// generator or the seeding would silently change every saved game.
func TestGoldenFaces(t *testing.T) {
	var b strings.Builder
	for _, seed := range []Seed{0, 1, 0x7f3a9c0d12e45b61} {
		s := New(seed)
		b.WriteString(seed.String() + " d6:")
		for range 30 {
			b.WriteString(" " + string(rune('0'+s.D6())))
		}
		b.WriteString("\n" + seed.String() + " d20:")
		for range 10 {
			b.WriteString(" " + itoa(s.Roll(20, "test")))
		}
		b.WriteString("\n" + seed.String() + " derive(trial,7): " + seed.Derive("trial", 7).String() + "\n")
	}
	golden := filepath.Join("testdata", "faces.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./rng -update to create it)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("faces changed:\ngot:\n%s\nwant:\n%s", got, want)
	}
}

func itoa(v int) string {
	if v < 10 {
		return string(rune('0' + v))
	}
	return string(rune('0'+v/10)) + string(rune('0'+v%10))
}

func TestSeedText(t *testing.T) {
	tests := []struct {
		name, in string
		want     Seed
		err      string
	}{
		{"full", "7f3a9c0d12e45b61", 0x7f3a9c0d12e45b61, ""},
		{"short", "2a", 0x2a, ""},
		{"prefix", "0xFF", 0xff, ""},
		{"empty", "", 0, "empty seed"},
		{"too long", "12345678901234567", 0, "longer than 16"},
		{"not hex", "seedy", 0, "not hexadecimal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseSeed(tt.in)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("ParseSeed(%q) error = %v, want %q", tt.in, err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("ParseSeed(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
			}
			back, err := ParseSeed(got.String())
			if err != nil || back != got {
				t.Fatalf("round trip of %v gave %v, %v", got, back, err)
			}
		})
	}
}

func TestSeedUnmarshalText(t *testing.T) {
	var s Seed
	if err := s.UnmarshalText([]byte("00000000000000ff")); err != nil || s != 0xff {
		t.Fatalf("got %v, %v", s, err)
	}
	if err := s.UnmarshalText([]byte("zz")); err == nil {
		t.Fatal("bad seed accepted")
	}
}

func TestDeriveIndependent(t *testing.T) {
	root := Seed(42)
	seen := map[Seed]string{}
	for _, label := range []string{"trial", "action", "agent", "trial2"} {
		for i := range uint64(1000) {
			d := root.Derive(label, i)
			if prev, dup := seen[d]; dup {
				t.Fatalf("Derive(%q, %d) collides with %s", label, i, prev)
			}
			seen[d] = label
		}
	}
	if a, b := root.Derive("trial", 3), root.Derive("trial", 3); a != b {
		t.Fatal("Derive is not deterministic")
	}
	if Seed(43).Derive("trial", 3) == root.Derive("trial", 3) {
		t.Fatal("Derive ignores the seed")
	}
}

// TestUniform checks every face of a d6 within 5 sigma over 600,000 rolls
// and that consecutive derived streams do not correlate in their first die.
func TestUniform(t *testing.T) {
	const n = 600000
	s := New(7)
	var counts [7]int
	for range n {
		counts[s.D6()]++
	}
	for f := 1; f <= 6; f++ {
		if d := counts[f] - n/6; d > 5*289 || d < -5*289 { // sd = sqrt(n*1/6*5/6) ~ 289
			t.Errorf("face %d came up %d times, want about %d", f, counts[f], n/6)
		}
	}
	var first [7]int
	for i := range uint64(60000) {
		first[New(Seed(1).Derive("trial", i)).D6()]++
	}
	for f := 1; f <= 6; f++ {
		if d := first[f] - 10000; d > 5*91 || d < -5*91 {
			t.Errorf("first die of derived streams: face %d came up %d times of 60000", f, first[f])
		}
	}
}

func TestStateRestore(t *testing.T) {
	s := New(99)
	for range 17 {
		s.D6()
	}
	st := s.State()
	want := []int{s.D6(), s.Roll(20, ""), s.IntN(1000)}
	text, _ := st.MarshalText()
	var back State
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	r := New(0)
	r.Restore(back)
	got := []int{r.D6(), r.Roll(20, ""), r.IntN(1000)}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("after restore got %v, want %v", got, want)
		}
	}
	if err := back.UnmarshalText([]byte("abc")); err == nil {
		t.Fatal("short state accepted")
	}
}

func TestResetMatchesNew(t *testing.T) {
	a, b := New(5), New(77)
	b.Reset(5)
	for range 50 {
		if a.Uint64() != b.Uint64() {
			t.Fatal("Reset(seed) differs from New(seed)")
		}
	}
}

func TestFloat64Range(t *testing.T) {
	s := New(3)
	for range 10000 {
		if f := s.Float64(); f < 0 || f >= 1 {
			t.Fatalf("Float64 = %v", f)
		}
	}
}

func BenchmarkD6(b *testing.B) {
	s := New(1)
	var sum int
	for b.Loop() {
		sum += s.D6()
	}
	_ = sum
}

func BenchmarkRollInterface(b *testing.B) {
	var src Source = New(1)
	var sum int
	for b.Loop() {
		sum += src.Roll(6, "bench")
	}
	_ = sum
}

func BenchmarkReset(b *testing.B) {
	s := New(1)
	for i := range b.N {
		s.Reset(Seed(i))
	}
}

func TestDeriverMatchesDerive(t *testing.T) {
	for _, label := range []string{"", "trial", "action"} {
		d := Seed(9).Deriver(label)
		for i := range uint64(100) {
			if d.At(i) != Seed(9).Derive(label, i) {
				t.Fatalf("Deriver(%q).At(%d) differs from Derive", label, i)
			}
		}
	}
}

func BenchmarkDerive(b *testing.B) {
	var s Seed
	for i := range b.N {
		s ^= Seed(1).Derive("trial", uint64(i))
	}
	_ = s
}

func BenchmarkDeriverAt(b *testing.B) {
	d := Seed(1).Deriver("trial")
	var s Seed
	for i := range b.N {
		s ^= d.At(uint64(i))
	}
	_ = s
}
