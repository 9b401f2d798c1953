package rules_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/rules"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/jovian"
	"github.com/broadside/broadside/rules/spacefleet"
)

func TestAllOrderAndNames(t *testing.T) {
	want := []string{"fullthrust", "jovian", "spacefleet"}
	if got := rules.Names(); !slices.Equal(got, want) {
		t.Fatalf("Names() = %v, want %v", got, want)
	}
	for i, r := range rules.All() {
		if r.Name != want[i] {
			t.Errorf("All()[%d].Name = %q, want %q", i, r.Name, want[i])
		}
		if r.Title == "" || r.Summary == "" || len(r.Texts) == 0 || len(r.Rulings) == 0 || len(r.Options) == 0 {
			t.Errorf("%s: incomplete description %+v", r.Name, r)
		}
	}
}

// TestAllIsFresh checks that a caller who changes what All returns does not
// change the registry or a ruleset's own option tables.
func TestAllIsFresh(t *testing.T) {
	first := rules.All()
	first[0].Name = "changed"
	first[0].Texts[0] = "changed.txt"
	first[1].Options[0].Values[0] = "changed"
	second := rules.All()
	if second[0].Name != "fullthrust" || second[0].Texts[0] != "ft-new-point-defence.txt" {
		t.Errorf("All() returned a changed Full Thrust: %q, %v", second[0].Name, second[0].Texts)
	}
	if got := second[1].Options[0].Values[0]; got != "three" {
		t.Errorf("All() returned a changed Jovian option value %q", got)
	}
	if got := (fullthrust.Options{}).Values()[0].Values[0]; got != "2015" {
		t.Errorf("fullthrust's own option table changed: %q", got)
	}
}

func TestLookup(t *testing.T) {
	for _, tc := range []struct {
		name, query, want string
	}{
		{"full thrust", "fullthrust", "Full Thrust"},
		{"jovian with spaces and case", "  Jovian ", "Jovian Wars"},
		{"space fleet upper case", "SPACEFLEET", "Space Fleet"},
		{"empty", "", ""},
		{"abbreviation", "ft", ""},
		{"unknown", "warhammer", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, ok := rules.Lookup(tc.query)
			if ok != (tc.want != "") || r.Title != tc.want {
				t.Errorf("Lookup(%q) = %q, %t; want %q", tc.query, r.Title, ok, tc.want)
			}
		})
	}
}

// setter applies one listed option value to a ruleset's zero options
// through the ruleset's own parser, and returns the options it gives.
type setter func(o rules.Option, value string) (any, error)

// setters are the ruleset parsers, by ruleset and option group.
var setters = map[string]setter{
	"fullthrust/strike": func(o rules.Option, v string) (any, error) {
		var opt fullthrust.Options
		err := opt.Parse(o.Name + "=" + v)
		return opt, err
	},
	"fullthrust/movement": func(o rules.Option, v string) (any, error) {
		var opt manoeuvre.ManoeuvreOptions
		err := opt.SetManoeuvre(o.Name, v)
		return opt, err
	},
	"fullthrust/battle": func(o rules.Option, v string) (any, error) {
		var opt struct{ Victory battle.Victory }
		if o.Name != "victory" {
			return opt, fmt.Errorf("no battle option %q", o.Name)
		}
		var err error
		opt.Victory, err = battle.ParseVictory(v)
		return opt, err
	},
	"jovian/": func(o rules.Option, v string) (any, error) {
		var opt jovian.Options
		err := opt.Parse(o.Name + "=" + v)
		return opt, err
	},
	"spacefleet/": func(o rules.Option, v string) (any, error) {
		var opt spacefleet.Options
		err := opt.Set(o.Name, v)
		return opt, err
	},
}

// changed returns the names of the fields of the options struct v that
// differ from their zero value; an embedded struct counts as its own
// fields, with its name in front.
func changed(v reflect.Value, prefix string) []string {
	var names []string
	for i := range v.NumField() {
		f, field := v.Type().Field(i), v.Field(i)
		switch {
		case f.Anonymous && field.Kind() == reflect.Struct:
			names = append(names, changed(field, prefix+f.Name+".")...)
		case !field.IsZero():
			names = append(names, prefix+f.Name)
		}
	}
	return names
}

// fields returns the names of every field of the struct type t, as changed
// names them.
func fields(t reflect.Type, prefix string) []string {
	var names []string
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous && f.Type.Kind() == reflect.Struct {
			names = append(names, fields(f.Type, prefix+f.Name+".")...)
		} else {
			names = append(names, prefix+f.Name)
		}
	}
	return names
}

// TestOptionsParse checks every listed option against its ruleset's own
// parser: the default leaves the zero options as they are, every other
// value (and 4 for a whole-number option, which lists only its default)
// parses and changes exactly one field, and a value not listed is refused. Together the options of a group reach every field of its
// options struct, apart from the embedded Options of Full Thrust movement,
// which the strike group covers.
func TestOptionsParse(t *testing.T) {
	reached := map[string]map[string]bool{}
	types := map[string]reflect.Type{}
	for _, r := range rules.All() {
		for _, o := range r.Options {
			key := r.Name + "/" + o.Group
			t.Run(key+"/"+o.Name, func(t *testing.T) {
				set, ok := setters[key]
				if !ok {
					t.Fatalf("no parser for group %q", o.Group)
				}
				if o.Default != o.Values[0] || o.Help == "" {
					t.Errorf("default %q, values %v, help %q", o.Default, o.Values, o.Help)
				}
				values := o.Values
				if len(values) == 1 {
					values = append(slices.Clone(values), "4") // a whole-number option
				}
				for i, v := range values {
					got, err := set(o, v)
					if err != nil {
						t.Errorf("%s=%s: %v", o.Name, v, err)
						continue
					}
					types[key] = reflect.TypeOf(got)
					diff := changed(reflect.ValueOf(got), "")
					switch {
					case i == 0 && len(diff) != 0:
						t.Errorf("the default %s=%s changes %v", o.Name, v, diff)
					case i > 0 && len(diff) != 1:
						t.Errorf("%s=%s changes %v, want one field", o.Name, v, diff)
					case i > 0:
						if reached[key] == nil {
							reached[key] = map[string]bool{}
						}
						reached[key][diff[0]] = true
					}
				}
				if _, err := set(o, "no-such-value"); err == nil {
					t.Errorf("%s=no-such-value was accepted", o.Name)
				}
			})
		}
	}
	for key, typ := range types {
		for _, f := range fields(typ, "") {
			if !reached[key][f] && !(key == "fullthrust/movement" && strings.HasPrefix(f, "Options.")) {
				t.Errorf("%s: no option sets the field %s of %s", key, f, typ)
			}
		}
	}
}

// options returns the names of a ruleset's options in one group.
func options(t *testing.T, name, group string) []string {
	t.Helper()
	r, ok := rules.Lookup(name)
	if !ok {
		t.Fatalf("no ruleset %q", name)
	}
	var names []string
	for _, o := range r.Options {
		if o.Group == group {
			names = append(names, o.Name)
		}
	}
	return names
}

// TestOptionsComplete checks that the registry lists every option each
// ruleset has, by the ruleset's own lists.
func TestOptionsComplete(t *testing.T) {
	t.Run("fullthrust strike", func(t *testing.T) {
		got := options(t, "fullthrust", rules.GroupStrike)
		if n := strings.Count(fullthrust.OptionHelp(), "\n"); len(got) != n {
			t.Errorf("%d strike options, OptionHelp has %d", len(got), n)
		}
	})
	t.Run("fullthrust house manoeuvres", func(t *testing.T) {
		r, _ := rules.Lookup("fullthrust")
		for _, h := range manoeuvre.HouseRules {
			i := slices.IndexFunc(r.Options, func(o rules.Option) bool { return o.Name == h })
			if i < 0 || r.Options[i].Group != rules.GroupMovement || !r.Options[i].House {
				t.Errorf("house rule %s is not a house-ruled movement option", h)
				continue
			}
			var viaHouse, viaOption manoeuvre.ManoeuvreOptions
			if err := viaHouse.SetHouseRule(h); err != nil {
				t.Fatal(err)
			}
			if err := viaOption.SetManoeuvre(h, r.Options[i].Values[1]); err != nil || viaHouse != viaOption {
				t.Errorf("%s: SetManoeuvre gives %+v (%v), SetHouseRule %+v", h, viaOption, err, viaHouse)
			}
		}
	})
	t.Run("jovian", func(t *testing.T) {
		if got, want := options(t, "jovian", ""), jovian.OptionNames(); !slices.Equal(got, want) {
			t.Errorf("options %v, want %v", got, want)
		}
	})
	t.Run("spacefleet", func(t *testing.T) {
		var want []string
		typ := reflect.TypeFor[spacefleet.Options]()
		for i := range typ.NumField() {
			name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
			want = append(want, name)
		}
		if got := options(t, "spacefleet", ""); !slices.Equal(got, want) {
			t.Errorf("options %v, want the JSON fields %v", got, want)
		}
	})
}

// TestDocuments checks that every rulings document exists and that the rule
// texts are the ones the ruleset's package comment and rulings name.
func TestDocuments(t *testing.T) {
	for _, r := range rules.All() {
		t.Run(r.Name, func(t *testing.T) {
			doc, err := os.ReadFile(filepath.Join(r.Name, "doc.go"))
			if err != nil {
				t.Fatal(err)
			}
			var rulings strings.Builder
			for _, path := range r.Rulings {
				b, err := os.ReadFile(filepath.Join("..", filepath.FromSlash(path)))
				if err != nil {
					t.Errorf("rulings document: %v", err)
				}
				rulings.Write(b)
			}
			for _, text := range r.Texts {
				if !strings.Contains(string(doc), text) {
					t.Errorf("%s/doc.go does not name %s", r.Name, text)
				}
				if !strings.Contains(rulings.String(), text) {
					t.Errorf("the rulings %v do not name %s", r.Rulings, text)
				}
			}
		})
	}
}

func TestVersion(t *testing.T) {
	r, _ := rules.Lookup("spacefleet")
	if r.Version != spacefleet.RulesVersion || r.Version != (spacefleet.Rules{}).Version() {
		t.Errorf("Space Fleet version %q, want %q", r.Version, spacefleet.RulesVersion)
	}
}
