package battle_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/scenario"
)

// exampleSetups returns the setups of every embedded battle file, by name.
func exampleSetups(t *testing.T) map[string]battle.Setup {
	t.Helper()
	names, err := fs.Glob(examples.FullThrust, "fullthrust/battle-*.yaml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no embedded battles: %v", err)
	}
	out := map[string]battle.Setup{}
	for _, name := range names {
		data, err := fs.ReadFile(examples.FullThrust, name)
		if err != nil {
			t.Fatal(err)
		}
		b, err := scenario.DecodeFTBattle(name, data)
		if err != nil {
			t.Fatal(err)
		}
		out[name] = b.Setup
	}
	return out
}

// roundTrip writes s in form 2 and reads it back.
func roundTrip(t *testing.T, s battle.Setup) (battle.Setup, []byte) {
	t.Helper()
	js, err := battle.MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := battle.UnmarshalSetup(js)
	if err != nil {
		t.Fatalf("reading back %s: %v", js, err)
	}
	return back, js
}

// TestSetupFormRoundTrip writes every embedded battle in form 2, with each
// value of each option in turn, and reads back the same setup; a
// cinematic battle's form carries no vector or mid-battle field.
func TestSetupFormRoundTrip(t *testing.T) {
	for name, s := range exampleSetups(t) {
		back, js := roundTrip(t, s)
		if !reflect.DeepEqual(back, s) {
			t.Errorf("%s: form 2 read back differs:\n got %+v\nwant %+v", name, back, s)
		}
		if !bytes.HasPrefix(js, []byte(`{"form":2,`)) {
			t.Errorf("%s: form 2 does not start with its form: %.40s", name, js)
		}
		if !s.Options.Vector {
			for _, field := range []string{`"course"`, `"movement"`, `"damage"`, `"inverted"`, `"et_uses"`, `"ftl_state"`, `"destroyed"`} {
				if bytes.Contains(js, []byte(field)) {
					t.Errorf("%s: a cinematic battle's form carries %s", name, field)
				}
			}
		}
	}
	boats := exampleSetups(t)["fullthrust/battle-missile-boats.yaml"]
	boats.Ships = slices.Clone(boats.Ships)
	advanced := 0
	for i := range boats.Ships {
		boats.Ships[i].Mounts = slices.Clone(boats.Ships[i].Mounts)
		for j := range boats.Ships[i].Mounts {
			if m := &boats.Ships[i].Mounts[j]; m.Kind == battle.HeavyMissile {
				m.Advanced = true
				advanced++
			}
		}
	}
	if back, js := roundTrip(t, boats); advanced == 0 || !reflect.DeepEqual(back, boats) || !bytes.Contains(js, []byte(`"advanced":true`)) {
		t.Errorf("advanced heavy missiles (%d) do not read back from %s", advanced, js)
	}
	base := exampleSetups(t)["fullthrust/battle-cruiser-action.yaml"]
	check := func(name, v string, set func(*battle.Setup) error) {
		s := base
		if err := set(&s); err != nil {
			t.Fatalf("%s=%s: %v", name, v, err)
		}
		back, js := roundTrip(t, s)
		if !reflect.DeepEqual(back.Options, s.Options) {
			t.Errorf("%s=%s: options read back as %+v from %s", name, v, back.Options, js)
		}
	}
	for _, o := range base.Options.Values() {
		for _, v := range o.Values {
			check(o.Name, v, func(s *battle.Setup) error { return s.Options.Options.Set(o.Name, v) })
		}
	}
	for _, o := range base.Options.ManoeuvreValues() {
		for _, v := range o.Values {
			check(o.Name, v, func(s *battle.Setup) error { return s.Options.SetManoeuvre(o.Name, v) })
		}
	}
}

// replayAll replays a record, returning its events and the match.
func replayAll(t *testing.T, rec game.Record) ([]game.Event, *game.Match) {
	t.Helper()
	var events []game.Event
	m, err := game.Replay(battle.Rules{}, rec, func(e game.Event) { events = append(events, e) })
	if err != nil {
		t.Fatal(err)
	}
	return events, m
}

// TestOldRecordsReplay replays records whose setup is in form 1, the JSON
// of the Go value that --record, the web store and the golden files wrote
// before form 2 (copies of the goldens as they were, in testdata/form1:
// cinematic, vector, fighters and FTL), and checks that each plays to the
// same end, event for event, as the same record with its setup in form 2;
// the cruiser action's replay also matches its golden log.
func TestOldRecordsReplay(t *testing.T) {
	paths, err := filepath.Glob("testdata/form1/*.record.json")
	if err != nil || len(paths) < 3 {
		t.Fatalf("form-1 records: %v %v", paths, err)
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := game.ParseRecord(data)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(rec.Setup, []byte(`"Sheet"`)) || bytes.Contains(rec.Setup, []byte(`"form"`)) {
				t.Fatal("the record's setup is not in form 1")
			}
			old, om := replayAll(t, rec)
			s, err := battle.UnmarshalSetup(rec.Setup)
			if err != nil {
				t.Fatal(err)
			}
			if rec.Setup, err = battle.MarshalSetup(s); err != nil {
				t.Fatal(err)
			}
			now, nm := replayAll(t, rec)
			if !reflect.DeepEqual(old, now) {
				t.Errorf("form 1 replays to %d events, form 2 to %d, not the same", len(old), len(now))
			}
			if !om.Outcome().Over || !reflect.DeepEqual(om.Outcome(), nm.Outcome()) {
				t.Errorf("outcomes: form 1 %+v, form 2 %+v", om.Outcome(), nm.Outcome())
			}
			if filepath.Base(path) == "cruiser-action.record.json" {
				want, err := os.ReadFile("testdata/cruiser-action.log")
				if err != nil {
					t.Fatal(err)
				}
				if got := writeLog(old); !bytes.Equal(got, want) {
					t.Error("the form-1 cruiser action does not replay to its golden log")
				}
			}
		})
	}
}

// TestSetupFormErrors reads broken form-2 setups and checks that each
// error says where (the field or the byte) and what.
func TestSetupFormErrors(t *testing.T) {
	good, err := battle.MarshalSetup(exampleSetups(t)["fullthrust/battle-carrier-gunline.yaml"])
	if err != nil {
		t.Fatal(err)
	}
	replace := func(old, new string) string {
		if !bytes.Contains(good, []byte(old)) {
			t.Fatalf("%s is not in the form", old)
		}
		return strings.Replace(string(good), old, new, 1)
	}
	for _, tc := range []struct{ name, in, want string }{
		{"syntax", `{"form": 2, "turns": }`, "at byte"},
		{"another form", `{"form": 3}`, "form 3 is not one this engine reads"},
		{"unknown field", replace(`"turns":`, `"turn":3,"turns":`), `unknown field "turn"`},
		{"wrong type", replace(`"turns":`, `"turns":"12","x":`), "field turns at byte"},
		{"table", replace(`"turns":`, `"table":[1,2,3],"turns":`), "table: want [width, depth]"},
		{"victory", replace(`"ships":`, `"victory":"glory","ships":`), "victory: battle: victory must be destroy or points"},
		{"driven off", replace(`"ships":`, `"drivenOff":"all","ships":`), "drivenOff: battle: driven-off must be nothing or half"},
		{"option", replace(`"ships":`, `"options":{"thresholds":"never"},"ships":`), "options.thresholds:"},
		{"system kind", replace(`"kind":"beam"`, `"kind":"laser"`), `ships[0].systems[0].kind (ship "Indomitable"): unknown system kind "laser"`},
		{"arcs", replace(`"arcs":["F"`, `"arcs":["N"`), `ships[0].systems[0].arcs (ship "Indomitable"): geom: arc "N"`},
		{"heading", replace(`"heading":12`, `"heading":13`), "start.heading (ship \"Indomitable\"): want a clock point 1-12, got 13"},
		{"ftl", replace(`"ftl":"standard"`, `"ftl":"warp"`), `ships[0].ftl (ship "Indomitable"): want standard or advanced`},
		{"fighter type", replace(`"type":"standard"`, `"type":"bomber"`), `unknown fighter type "bomber"`},
	} {
		_, err := battle.UnmarshalSetup([]byte(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want it to say %q", tc.name, err, tc.want)
		}
	}
}

// TestSetupFormHasEveryField fails when a field is added to a type that a
// setup carries, so that form 2 (setupform.go) and its description
// (docs/fullthrust-record.md) are given the new field before a record
// silently loses it; then update the count here. Advanced heavy missiles
// (Mount.Advanced) were lost this way once.
func TestSetupFormHasEveryField(t *testing.T) {
	for _, c := range []struct {
		v    any
		want int
	}{
		{battle.Setup{}, 8}, {battle.Ship{}, 12}, {battle.Mount{}, 8}, {battle.Start{}, 2},
	} {
		if got := reflect.TypeOf(c.v).NumField(); got != c.want {
			t.Errorf("%T has %d fields, form 2 was written for %d: add the new field to setupform.go and docs/fullthrust-record.md, then update this test", c.v, got, c.want)
		}
	}
}
