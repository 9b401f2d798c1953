package scenario

import (
	"fmt"
	"strings"
	"testing"
)

type testShip struct {
	Name    string `yaml:"name"`
	Shields int    `yaml:"shields"`
}

type testFleet struct {
	Ships []testShip `yaml:"ships"`
}

type rangeError struct{ field, msg string }

func (e rangeError) Error() string     { return e.msg }
func (e rangeError) FieldName() string { return e.field }

func (f *testFleet) Validate(c *Check) {
	if len(f.Ships) == 0 {
		c.Errorf("$.ships", "a fleet needs at least one ship")
	}
	for i, s := range f.Ships {
		if s.Shields < 0 || s.Shields > 30 {
			c.Field(fmt.Sprintf("$.ships[%d]", i), rangeError{"shields", fmt.Sprintf("shields must be 0-30, got %d", s.Shields)})
		}
		if s.Name == "" {
			c.Errorf(fmt.Sprintf("$.ships[%d].name", i), "every ship needs a name")
		}
	}
}

func TestDecode(t *testing.T) {
	tests := []struct {
		name, doc string
		want      string // "" for success
	}{
		{"valid", "ships:\n  - name: Hood\n    shields: 2\n", ""},
		{"range", "ships:\n  - name: Hood\n    shields: 45\n", "fleet.yaml:3:14: shields must be 0-30, got 45"},
		{"missing field at parent", "ships:\n  - shields: 1\n", "fleet.yaml:2:5: every ship needs a name"},
		{"unknown field", "ships:\n  - name: Hood\n    sheilds: 2\n", "fleet.yaml:3:5: unknown field \"sheilds\""},
		{"wrong type", "ships:\n  - name: Hood\n    shields: lots\n", "fleet.yaml:3:14:"},
		{"syntax", "ships: [\n", "fleet.yaml:1:"},
		{"empty", "", "fleet.yaml: empty document"},
		{"duplicate key", "ships: []\nships: []\n", "fleet.yaml:2:1:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var f testFleet
			err := Decode("fleet.yaml", []byte(tt.doc), &f)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Fatalf("error = %v\nwant prefix %q", err, tt.want)
			}
			if strings.Contains(err.Error(), "\n") && tt.name != "empty" {
				t.Fatalf("error is not one line: %q", err)
			}
		})
	}
}

func TestDecodeReportsEveryProblem(t *testing.T) {
	doc := "ships:\n  - name: A\n    shields: 31\n  - name: B\n    shields: -1\n"
	var f testFleet
	err := Decode("f.yaml", []byte(doc), &f)
	list, ok := err.(List)
	if !ok || len(list) != 2 {
		t.Fatalf("err = %#v, want two problems", err)
	}
	if list[0].Line != 3 || list[1].Line != 5 {
		t.Fatalf("lines %d and %d, want 3 and 5", list[0].Line, list[1].Line)
	}
}

func TestDecodeTooLarge(t *testing.T) {
	var f testFleet
	err := Decode("big.yaml", make([]byte, MaxFileSize+1), &f)
	if err == nil || !strings.Contains(err.Error(), "limit") {
		t.Fatalf("err = %v", err)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add("ships:\n  - name: Hood\n    shields: 2\n")
	f.Add("ships: [{name: a, shields: 99}]")
	f.Add("&a [*a]")
	f.Fuzz(func(t *testing.T, doc string) {
		var fl testFleet
		err := Decode("fuzz.yaml", []byte(doc), &fl)
		if err == nil {
			return
		}
		if _, ok := err.(List); !ok {
			t.Fatalf("error of type %T, want List", err)
		}
		if !strings.HasPrefix(err.Error(), "fuzz.yaml") {
			t.Fatalf("error without file name: %v", err)
		}
	})
}

// TestDecodeNamesFirstUnknownField checks that a file with several unknown
// fields is always refused for the first one in file order: the YAML
// library picks one from a Go map, which gave a different message on each
// run.
func TestDecodeNamesFirstUnknownField(t *testing.T) {
	type inner struct {
		Name string `yaml:"name"`
	}
	type doc struct {
		Ships []inner `yaml:"ships"`
		Turns int     `yaml:"turns"`
	}
	const src = "turns: 3\nships:\n  - name: Hood\n    sheilds: 2\n    warp: 9\n    crew: 4\nspeed: 2\n"
	for range 30 {
		var d doc
		err := Decode("fleet.yaml", []byte(src), &d)
		if err == nil || err.Error() != `fleet.yaml:4:5: unknown field "sheilds"` {
			t.Fatalf("Decode = %v, want the first unknown field, sheilds at 4:5", err)
		}
	}
}
