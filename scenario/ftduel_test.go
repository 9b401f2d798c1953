package scenario

import (
	"errors"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestFTDuelExamples decodes every duel file in examples/fullthrust.
func TestFTDuelExamples(t *testing.T) {
	files, err := filepath.Glob("../examples/fullthrust/duel-*.yaml")
	if err != nil || len(files) < 4 {
		t.Fatalf("found %d duel files (%v), want at least 4", len(files), err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			d, err := DecodeFTDuel(f, data)
			if err != nil {
				t.Fatal(err)
			}
			if d.Name == "" || len(d.Duel.Ships) < 2 || d.Duel.Validate() != nil {
				t.Fatalf("decoded %+v", d)
			}
		})
	}
}

const goodDuel = `name: test
sides: [A, B]
options: {hard_about: before-moving, house: [flip, skid], thresholds: end-of-turn}
ships:
  - {name: One, side: A, at: [0, 0], heading: 3, velocity: 5, mass: 40, armour: 2, hull: 12, drive: 4,
     beams: [{class: 2, arcs: [F, FS]}], screens: 1, sensors: enhanced, doctrine: {et: true, em: 1, backfire: true, jump: true}}
  - {name: Two, side: B, at: [20, 0], heading: 9, velocity: 5, hull: [4, 4], drive: 2, beams: [{class: 1}]}
`

func TestDecodeFTDuel(t *testing.T) {
	d, err := DecodeFTDuel("good.yaml", []byte(goodDuel))
	if err != nil {
		t.Fatal(err)
	}
	one, two := d.Duel.Ships[0], d.Duel.Ships[1]
	if d.Duel.Sides != [2]string{"A", "B"} || one.Side != 0 || two.Side != 1 {
		t.Errorf("sides %v %d %d", d.Duel.Sides, one.Side, two.Side)
	}
	if one.Motion.Course != geom.Clock(3) || one.Motion.Velocity != 5 || two.Motion.Pos != (geom.Vec{X: 20}) {
		t.Errorf("motions %v %v", one.Motion, two.Motion)
	}
	if one.Ship.Systems[0].Arcs != geom.Arcs(geom.F, geom.FS) || two.Ship.Systems[0].FireArcs().Len() != 6 || one.Ship.Systems[0].Class != 2 {
		t.Errorf("beams %+v %+v", one.Ship.Systems[0], two.Ship.Systems[0])
	}
	if lvl, _ := one.Ship.Screens(); lvl != 1 || one.Ship.Systems[1].Label() != "enhanced sensors" {
		t.Errorf("systems %+v", one.Ship.Systems)
	}
	o := d.Duel.Options
	if o.HardAbout != manoeuvre.BeforeMoving || !o.Flip || !o.Skid || o.Thresholds != fullthrust.ThresholdEndOfTurn {
		t.Errorf("options %+v", o)
	}
	if !one.Doctrine.ET || one.Doctrine.EM != 1 || !one.Doctrine.Backfire || !one.Doctrine.Jump || two.Doctrine.Backfire {
		t.Errorf("doctrine %+v", one.Doctrine)
	}
}

func TestDecodeFTDuelErrors(t *testing.T) {
	tests := []struct {
		name, from, to, want string
	}{
		{"unknown side", "side: B, at: [20", "side: C, at: [20", `good.yaml:7:23: side must be "A" or "B", got "C"`},
		{"bad heading", "heading: 3", "heading: 13", "good.yaml:5:47: heading must be a clock point 1-12, got 13"},
		{"bad arc", "arcs: [F, FS]", "arcs: [F, XS]", `good.yaml:6:35: unknown arc "XS"`},
		{"bad house rule", "house: [flip, skid]", "house: [flip, hop]", `good.yaml:3:52: unknown house rule "hop"`},
		{"bad timing", "hard_about: before-moving", "hard_about: soon", "good.yaml:3:23: hard_about must be end-of-turn or before-moving"},
		{"bad thresholds", "thresholds: end-of-turn", "thresholds: later", `good.yaml:3:71: option thresholds="later": want one of immediate, end-of-turn`},
		{"bad class", "class: 1}", "class: 0}", "good.yaml:7:104: a beam's class is 1-8, got 0"},
		{"one side", "sides: [A, B]", "sides: [A, A]", "good.yaml:2:8: a duel needs two differently named sides"},
		{"unknown field", "drive: 2,", "drive: 2, warp: 9,", "good.yaml:7:88: unknown field"},
		{"escort enemy", "doctrine: {et: true", "doctrine: {escort: Two, et: true", `good.yaml:1:1: One escorts "Two", which is not an ally`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := strings.Replace(goodDuel, tt.from, tt.to, 1)
			if text == goodDuel {
				t.Fatalf("%q not in the file", tt.from)
			}
			_, err := DecodeFTDuel("good.yaml", []byte(text))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
}

// FuzzDecodeFTDuel checks that no duel file panics the decoder and that
// every duel it returns validates, with finite positions and course
// vectors. The seeds are the test files, cinematic and vector, and every
// duel example.
func FuzzDecodeFTDuel(f *testing.F) {
	f.Add([]byte(goodDuel))
	f.Add([]byte(vectorDuelText))
	addExamples(f, "fullthrust/duel-*.yaml")
	f.Add([]byte(strings.Replace(vectorDuelText, "course: [-3, 1.5]", "course: [1e308, 1e308]", 1)))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := DecodeFTDuel("fuzz.yaml", data)
		if err != nil {
			wantList(t, err)
			return
		}
		if err := d.Duel.Validate(); err != nil {
			t.Fatalf("decoded duel does not validate: %v", err)
		}
		for _, s := range d.Duel.Ships {
			p, v := s.Motion.Pos, s.Motion.Vector
			if math.IsNaN(p.X+p.Y+v.X+v.Y) || math.IsInf(p.X+p.Y+v.X+v.Y, 0) {
				t.Fatalf("ship %q at %v, vector %v", s.Ship.Name, p, v)
			}
		}
	})
}

// addExamples adds every embedded example whose path matches pattern, such
// as "fullthrust/duel-*.yaml", to the fuzz corpus.
func addExamples(f *testing.F, pattern string) {
	f.Helper()
	names, err := fs.Glob(examples.FullThrust, pattern)
	if err != nil || len(names) == 0 {
		f.Fatalf("no examples match %s: %v", pattern, err)
	}
	for _, name := range names {
		data, err := fs.ReadFile(examples.FullThrust, name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// wantList fails the test unless err is a List, as every decoder's
// errors are.
func wantList(t *testing.T, err error) {
	t.Helper()
	var list List
	if !errors.As(err, &list) {
		t.Fatalf("error is not a List: %v", err)
	}
}
