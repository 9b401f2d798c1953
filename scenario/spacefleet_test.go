package scenario

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// TestSpaceFleetExamples decodes every example scenario and starts its
// battle.
func TestSpaceFleetExamples(t *testing.T) {
	files, err := filepath.Glob("../examples/spacefleet/*.yaml")
	if err != nil || len(files) < 4 {
		t.Fatalf("examples: %v, %v", files, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := DecodeSpaceFleet(filepath.Base(f), data)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := spacefleet.New(sc.Setup, sc.Options, rng.Seed(1)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestSpaceFleetDecode(t *testing.T) {
	sc, err := DecodeSpaceFleet("s.yaml", []byte(`
name: test
map: {width: 10, height: 12}
victory: {turns: 9, break: 40}
options: {srm: true, initiative: squadron}
designs:
  raider: {class: destroyer, speed: 4, beams: 2, shields: 2}
terrain:
  asteroids: [{at: [5, 5], heading: SE, speed: 1}]
  planets: [{at: [2, 2]}]
  debris: [{cells: [[6, 6], [6, 7]]}]
sides:
  - name: A
    squadrons:
      - ships:
          - {design: raider, name: R, at: [1, 10], facing: N}
          - {class: heavy-cruiser, shields: 4, srm: 1, srm_ammo: 2, at: [2, 10]}
  - name: B
    squadrons:
      - ships: [{class: DD, at: [1, 1], facing: S}]
`))
	if err != nil {
		t.Fatal(err)
	}
	s := sc.Setup
	if s.Width != 10 || s.Turns != 9 || s.Break != 40 || sc.Options.Initiative != spacefleet.SquadronInitiative || !sc.Options.SRM {
		t.Errorf("setup %+v options %+v", s, sc.Options)
	}
	ships := s.Sides[0].Squadrons[0].Ships
	if d := ships[0].Design; d.Profile() != "4-2-2" || d.Name != "raider" {
		t.Errorf("design ship: %+v", d)
	}
	if d := ships[1].Design; d.Class != spacefleet.HeavyCruiser || d.Shields != 4 || d.SRM != 1 || d.Beams != 3 {
		t.Errorf("changed standard ship: %+v", d)
	}
	if len(s.Rocks) != 2 || s.Rocks[1].Kind != spacefleet.Planet || s.Rocks[0].Speed != 1 {
		t.Errorf("rocks %+v", s.Rocks)
	}
}

// TestSpaceFleetErrors checks that problems are reported at their place
// in the file.
func TestSpaceFleetErrors(t *testing.T) {
	base := `
map: {width: 10, height: 12}
sides:
  - name: A
    squadrons:
      - ships:
          - {class: destroyer, speed: 7, at: [1, 10]}
  - name: B
    squadrons:
      - ships: [{class: destroyer, at: [1, 20]}]
terrain:
  planets: [{at: [3, 3], speed: 9}]
`
	_, err := DecodeSpaceFleet("bad.yaml", []byte(base))
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{
		"bad.yaml:7:39: speed 7 is above the destroyer's top speed of 5",
		"bad.yaml:10:40: cell 1,20 is off the 10x12 map",
		"bad.yaml:12:33: speed 9 is not between 0 and 6",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q\nlacks %q", err, want)
		}
	}
	for _, tc := range []struct{ name, text, want string }{
		{"unknown class", "map: {width: 5, height: 5}\nsides: [{name: A, squadrons: [{ships: [{class: frigate}]}]}]", "unknown class"},
		{"unknown design", "map: {width: 5, height: 5}\nsides: [{name: A, squadrons: [{ships: [{design: x}]}]}]", `no design named "x"`},
		{"unknown field", "map: {width: 5, height: 5, depth: 3}", "depth"},
		{"option not in play", "map: {width: 5, height: 5}\nsides:\n - name: A\n   squadrons: [{ships: [{class: destroyer, srm: 1, srm_ammo: 2, beams: 0, at: [0,0]}]}]\n - name: B\n   squadrons: [{ships: [{class: destroyer, at: [4,4]}]}]", "srm rule is not in play"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecodeSpaceFleet("x.yaml", []byte(tc.text))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// FuzzDecodeSpaceFleet checks that no input makes the decoder panic.
func FuzzDecodeSpaceFleet(f *testing.F) {
	files, _ := filepath.Glob("../examples/spacefleet/*.yaml")
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("sides: [{name: A}]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := DecodeSpaceFleet("fuzz.yaml", data)
		if err != nil {
			return
		}
		if _, err := spacefleet.New(sc.Setup, sc.Options, 1); err != nil {
			t.Fatalf("a file that decoded does not start: %v", err)
		}
	})
}

// TestSpaceFleetOptionsMirror checks that scenario files can set every
// option of spacefleet.Options under its JSON name, and that each reaches
// the options the scenario is played with.
func TestSpaceFleetOptionsMirror(t *testing.T) {
	typ := reflect.TypeFor[spacefleet.Options]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		t.Run(key, func(t *testing.T) {
			value := "true"
			switch f.Type.Kind() {
			case reflect.Int:
				value = "3"
			case reflect.Uint8:
				value = "squadron"
			}
			opts := "{" + key + ": " + value
			if key == "ew" {
				opts += ", sensors: true"
			}
			text := "map: {width: 5, height: 5}\noptions: " + opts + "}\nsides:\n - name: A\n   squadrons: [{ships: [{class: destroyer, at: [0,0]}]}]\n - name: B\n   squadrons: [{ships: [{class: destroyer, at: [4,4]}]}]"
			sc, err := DecodeSpaceFleet("o.yaml", []byte(text))
			if err != nil {
				t.Fatal(err)
			}
			if reflect.ValueOf(sc.Options).Field(i).IsZero() {
				t.Errorf("options: {%s: %s} left %s at its zero value", key, value, f.Name)
			}
		})
	}
}
