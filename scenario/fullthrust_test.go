package scenario

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/google/go-cmp/cmp"
)

// strikeExamples are the strike files in examples/fullthrust (the folder
// also holds the movement duels).
var strikeExamples = []string{"lone-escort.yaml", "cruiser.yaml", "dreadnought-escorts.yaml",
	"heavy-missiles.yaml", "four-groups.yaml", "assisted.yaml", "six-salvos.yaml", "eclipse-classic.yaml"}

// TestFullThrustExamples decodes every strike file in examples/fullthrust.
func TestFullThrustExamples(t *testing.T) {
	for _, name := range strikeExamples {
		f := filepath.Join("../examples/fullthrust", name)
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			st, err := DecodeFullThrustStrike(f, data)
			if err != nil {
				t.Fatal(err)
			}
			if st.Name == "" || len(st.Strike.Raids) == 0 {
				t.Fatalf("decoded %+v", st)
			}
		})
	}
}

// TestFullThrustClassicEclipseExample checks that a strike file's eclipse
// works under the classic rules (reading W82): in eclipse-classic.yaml the
// escort (BDI 43%) takes its share of the salvo hits, and its lent PDS fire
// without an ADFC.
func TestFullThrustClassicEclipseExample(t *testing.T) {
	data, err := os.ReadFile("../examples/fullthrust/eclipse-classic.yaml")
	if err != nil {
		t.Fatal(err)
	}
	st, err := DecodeFullThrustStrike("eclipse-classic.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	if st.Options.Procedure != fullthrust.Classic || len(st.Strike.Eclipses) != 1 || st.Strike.Eclipses[0].BDI != 43 {
		t.Fatalf("rules %v, eclipses %+v; want classic and one eclipse of BDI 43", st.Options.Procedure, st.Strike.Eclipses)
	}
	res, err := pointdefence.Resolve(st.Strike, st.Options, rng.New(4))
	if err != nil {
		t.Fatal(err)
	}
	r := res.Raids[0]
	if len(r.Eclipsers) != 1 || r.MissileHits == 0 || r.Eclipsers[0].Damage.Total() == 0 {
		t.Fatalf("eclipsers %+v with %d missile hits; want the escort's share\n%s", r.Eclipsers, r.MissileHits, res.Log)
	}
	if !strings.Contains(res.Log.String(), "for eclipsing") || !strings.Contains(res.Log.String(), "PDS from Escort") {
		t.Errorf("the log lacks the lock-on bonus or the escort's PDS:\n%s", res.Log)
	}
}

// TestFullThrustExamplesMatchTypicalTargets checks that the example files of
// the scaling study's targets hold the same ships as TypicalTargets.
func TestFullThrustExamplesMatchTypicalTargets(t *testing.T) {
	targets := pointdefence.TypicalTargets()
	tests := []struct {
		file  string
		index int
	}{
		{"lone-escort.yaml", 0},
		{"cruiser.yaml", 1},
		{"dreadnought-escorts.yaml", 2},
	}
	count := func(s fullthrust.Ship) map[fullthrust.SystemKind]int {
		m := map[fullthrust.SystemKind]int{}
		for _, sys := range s.Systems {
			k := sys.Kind
			if k == fullthrust.Beam && sys.Class != 1 {
				k = fullthrust.Other // heavier beams are "other" systems in strike files
			}
			m[k]++
		}
		return m
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("../examples/fullthrust", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			st, err := DecodeFullThrustStrike(tt.file, data)
			if err != nil {
				t.Fatal(err)
			}
			want := targets[tt.index]
			if len(st.Strike.Ships) != len(want.Ships) {
				t.Fatalf("%d ships, want %d", len(st.Strike.Ships), len(want.Ships))
			}
			for i, got := range st.Strike.Ships {
				w := want.Ships[i]
				if diff := cmp.Diff([]any{w.Name, w.Mass, w.Armour, w.Hull, w.Drive, count(w)}, []any{got.Name, got.Mass, got.Armour, got.Hull, got.Drive, count(got)}); diff != "" {
					t.Errorf("ship %d differs (-typical +file):\n%s", i, diff)
				}
			}
			if diff := cmp.Diff(want.Defence, st.Strike.Defence); diff != "" {
				t.Errorf("defence differs (-typical +file):\n%s", diff)
			}
		})
	}
}

// TestFullThrustStrikeErrors checks that problems are reported at their
// place in the file.
func TestFullThrustStrikeErrors(t *testing.T) {
	base := "ships:\n  - name: A\n    hull: 8\n    pds: 2\n    adfc: 1\n  - name: B\n    hull: 8\n    scatterguns: 1\n"
	tests := []struct {
		name, doc, want string
	}{
		{"unknown field", base + "    sheilds: 1\nraids: [{target: A, salvos: 1}]\n", "s.yaml:9:5: unknown field \"sheilds\""},
		{"unknown target", base + "raids:\n  - target: C\n    salvos: 1\n", "s.yaml:10:13: no ship is named \"C\""},
		{"bad type", base + "raids:\n  - target: A\n    fighters: [{name: X, type: bomber}]\n", "s.yaml:11:32: unknown fighter type \"bomber\""},
		{"mixed scatterguns", strings.Replace(base, "    scatterguns: 1\n", "    scatterguns: 1\n    fire: {scatterguns: 1}\n", 1) +
			"    cover: []\n" + "raids: [{target: B, salvos: 1}]\n", ""},
		{"lent to a scattergun ship", strings.Replace(base, "    adfc: 1\n", "    adfc: 1\n    cover: [{ship: B, pds: 1}]\n", 1) +
			"    fire: {scatterguns: 1}\nraids: [{target: B, salvos: 1}]\n", "s.yaml:10:25: B fires scatterguns with B1 or PDS; scatterguns cannot be mixed with them"},
		{"over-lent", strings.Replace(base, "    adfc: 1\n", "    adfc: 1\n    cover: [{ship: B, pds: 3}]\n", 1) + "raids: [{target: B, salvos: 1}]\n",
			"s.yaml:4:10: A commits 3 PDS (kept and lent) but has 2 working"},
		{"screening attack fighters", base + "    screening: [{name: S, type: attack}]\nraids: [{target: B, salvos: 1}]\n",
			"s.yaml:9:18: screening group \"S\": attack fighters cannot screen"},
		{"interceptor assists", base + "raids:\n  - target: A\n    fighters:\n      - {name: X}\n      - {name: Y, type: interceptor, assists: X}\n",
			"s.yaml:13:47: group \"Y\": interceptors cannot assist"},
		{"light group of eight", base + "raids:\n  - target: A\n    fighters: [{name: X, type: light, strength: 8}]\n", ""},
		{"light group of nine", base + "raids:\n  - target: A\n    fighters: [{name: X, type: light, strength: 9}]\n",
			"s.yaml:11:49: a light group has 1-8 fighters, got 9"},
		{"standard group of seven", base + "raids:\n  - target: A\n    fighters: [{name: X, strength: 7}]\n",
			"s.yaml:11:36: a standard group has 1-6 fighters, got 7"},
		{"lent scatterguns, classic", "rules: classic\n" + strings.Replace(base, "    scatterguns: 1\n", "    scatterguns: 1\n    cover: [{ship: A, scatterguns: 1}]\n", 1) + "raids: [{target: A, salvos: 1}]\n", ""},
		{"lent scatterguns, 2015", strings.Replace(base, "    scatterguns: 1\n", "    scatterguns: 1\n    cover: [{ship: A, scatterguns: 1}]\n", 1) + "raids: [{target: A, salvos: 1}]\n",
			"s.yaml:9:36: B lends scatterguns in ADFC mode, which only the classic procedure has"},
		{"no raids", base, "s.yaml:1:1: a strike needs at least one raid"},
		{"rules", "rules: modern\n" + base + "raids: [{target: A, salvos: 1}]\n", "s.yaml:1:8: rules must be 2015 or classic"},
		{"rules as a number", "rules: 2015\n" + base + "raids: [{target: A, salvos: 1}]\n", ""},
		{"option", "options: {plasma: two-dice}\n" + base + "raids: [{target: A, salvos: 1}]\n", "s.yaml:1:19: option plasma=\"two-dice\": want one of per-ship, one-die"},
		{"plasma blast", base + "raids:\n  - target: A\n    salvos: 1\n    fighters: [{name: X}]\n    plasma: [{class: 1, fighters: [X], salvos: 1}]\n", ""},
		{"plasma blast on a stranger", base + "raids:\n  - target: A\n    fighters: [{name: X}]\n    plasma: [{class: 1, fighters: [Z]}]\n",
			"s.yaml:12:15: plasma bolt 1 catches group \"Z\", which is not attacking A"},
		{"plasma class past the largest launcher", base + "raids:\n  - target: A\n    plasma: [{class: 1000000000}]\n",
			"s.yaml:11:15: plasma bolt 1 on A has class 1000000000; a bolt has class 1-6"},
		{"eclipse", strings.Replace(base, "    adfc: 1\n", "    adfc: 1\n    eclipses: {ship: B, thrust: 1}\n", 1) + "raids: [{target: B, salvos: 1}]\n", ""},
		{"eclipse of a stranger", strings.Replace(base, "    adfc: 1\n", "    adfc: 1\n    eclipses: {ship: Q}\n", 1) + "raids: [{target: B, salvos: 1}]\n",
			"s.yaml:6:22: no ship is named \"Q\""},
		{"eclipse BDI", strings.Replace(base, "    adfc: 1\n", "    adfc: 1\n    eclipses: {ship: B, bdi: 150}\n", 1) + "raids: [{target: B, salvos: 1}]\n",
			"s.yaml:6:16: A eclipses with a BDI of 150%"},
		{"hull rows", "ships:\n  - name: A\n    hull: [3, 0]\nraids: [{target: A, salvos: 1}]\n", "s.yaml:3:15: a row must have 1-1000 boxes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeFullThrustStrike("s.yaml", []byte(tt.doc))
			if tt.want == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Fatalf("error = %v\nwant prefix %q", err, tt.want)
			}
		})
	}
}

// TestFullThrustStrikeDefaults checks what a bare file commits and fields
// that default.
func TestFullThrustStrikeDefaults(t *testing.T) {
	doc := `rules: classic
options: {thresholds: end-of-turn, casualties: concentrate, kinetic: reroll}
ships:
  - name: A
    hull: [3, 3, 2]
    armour: [2, 1]
    b1: 1
    pds: 3
    adfc: 1
    cover: [{ship: B, pds: 1, far: true}]
    screening: [{name: S, type: interceptor, strength: 4}]
  - name: B
    hull: 6
raids:
  - {target: A, fighters: [{name: X, type: long-range}]}
`
	st, err := DecodeFullThrustStrike("d.yaml", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	opt := st.Options
	if opt.Procedure != fullthrust.Classic || opt.Thresholds != fullthrust.ThresholdEndOfTurn ||
		opt.Casualties != fullthrust.CasualtiesConcentrate || !opt.KineticRerolls {
		t.Errorf("options %+v", opt)
	}
	a := st.Strike.Ships[0]
	if diff := cmp.Diff([]int{3, 3, 2}, a.Hull); diff != "" {
		t.Error(diff)
	}
	d := st.Strike.Defence[0]
	want := pointdefence.Defence{B1: 1, PDS: 2, Cover: []pointdefence.Cover{{Ship: 1, PDS: 1, Far: true}},
		Screen: []pointdefence.Group{{Name: "S", Type: pointdefence.Interceptor, Strength: 4, CEF: 6}}}
	if diff := cmp.Diff(want, d); diff != "" {
		t.Errorf("defence (-want +got):\n%s", diff)
	}
	g := st.Strike.Raids[0].Groups[0]
	if g.Strength != 6 || g.CEF != 9 {
		t.Errorf("long-range group %+v, want 6 fighters and 9 CEF", g)
	}
}

func FuzzDecodeFullThrustStrike(f *testing.F) {
	for _, name := range strikeExamples {
		if data, err := os.ReadFile(filepath.Join("../examples/fullthrust", name)); err == nil {
			f.Add(string(data))
		}
	}
	f.Add("ships: [{name: A, hull: 4}]\nraids: [{target: A, fighters: [{name: X, assists: X}]}]")
	f.Add("ships: [{name: A, hull: -4, armour: [1, 2]}]")
	// Session 28's words: light groups, lent scatterguns, plasma blasts.
	f.Add("rules: classic\nships:\n  - {name: A, hull: 20, pds: 1}\n  - {name: B, hull: 9, scatterguns: 3, cover: [{ship: A, scatterguns: 3}]}\n" +
		"raids:\n  - target: A\n    salvos: 1\n    fighters: [{name: X, type: light}, {name: Y, type: light, strength: 5}]\n    plasma: [{class: 6, fighters: [X], salvos: 1}]\n")
	f.Add("rules: classic\nships:\n  - {name: A, hull: 20}\n  - {name: B, hull: 9, scatterguns: 2, adfc: 1, pds: 2, cover: [{ship: A, pds: 1, scatterguns: 2}]}\nraids: [{target: A, plasma: [{class: 40}]}]\n")
	f.Fuzz(func(t *testing.T, doc string) {
		st, err := DecodeFullThrustStrike("fuzz.yaml", []byte(doc))
		if err != nil {
			if _, ok := err.(List); !ok {
				t.Fatalf("error of type %T, want List", err)
			}
			return
		}
		if err := st.Strike.Validate(); err != nil {
			t.Fatalf("decoded strike does not validate: %v", err)
		}
		// What decodes may be computed: the exact odds (cut short; any
		// error is fine, a panic is not) and one roll.
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		_, _ = pointdefence.OddsContext(ctx, st.Strike, st.Options)
		if _, err := pointdefence.Resolve(st.Strike, st.Options, rng.New(1)); err != nil && !errors.Is(err, pointdefence.ErrSetup) {
			t.Fatalf("a decoded strike's roll: %v", err)
		}
	})
}
