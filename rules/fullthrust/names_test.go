package fullthrust

import "testing"

func TestParseNames(t *testing.T) {
	for k := range numKinds {
		if got, err := parseSystemKind(k.String()); err != nil || got != k {
			t.Errorf("ParseSystemKind(%q) = %v, %v", k, got, err)
		}
	}
	for _, p := range []Procedure{New2015, Classic} {
		if got, err := ParseProcedure(p.String()); err != nil || got != p {
			t.Errorf("ParseProcedure(%q) = %v, %v", p, got, err)
		}
	}
}
