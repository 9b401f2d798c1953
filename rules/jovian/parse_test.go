package jovian

import (
	"strings"
	"testing"
)

func TestOptions(t *testing.T) {
	var o Options
	if o.String() != "defaults" {
		t.Errorf("zero Options print %q", o)
	}
	if err := o.Parse("catastrophic=none, squadron-q=destroys"); err != nil {
		t.Fatal(err)
	}
	if o.Catastrophic != CatastrophicNone || o.SquadronQ != QDestroys || o.String() != "squadron-q=destroys,catastrophic=none" {
		t.Errorf("parsed %+v, prints %q", o, o)
	}
	for _, bad := range []string{"catastrophic", "catastrophic=maybe", "colour=red"} {
		if err := o.Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
	if v := (Options{}).Values(); len(v) != len(OptionNames()) || v["criticals"] != "choice" {
		t.Errorf("Values() = %v", v)
	}
	if !strings.Contains(OptionHelp(), "rating-overflow=structure|triple") {
		t.Errorf("help:\n%s", OptionHelp())
	}
	if err := (Options{Catastrophic: 9}).validate(); err == nil {
		t.Error("validate accepted an out-of-range option")
	}
}

func TestTrack(t *testing.T) {
	tr, err := TrackOf(5, 3, 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	steps := []int{3, 2, 1, 0, 0}
	for i, want := range steps {
		var ok bool
		tr, ok = tr.Mark()
		if tr.Value() != want || ok != (i < 4) {
			t.Fatalf("mark %d: value %d ok %v, want %d", i+1, tr.Value(), ok, want)
		}
	}
	if tr.Max() != 5 || tr.Marked() != 4 || tr.String() != "[x][x][x][x]" || tr.Restore().Value() != 5 {
		t.Errorf("track %v max %d marked %d", tr, tr.Max(), tr.Marked())
	}
	if s := NewTrack(3).String(); s != "3 2 1" {
		t.Errorf("NewTrack(3) prints %q", s)
	}
	for _, bad := range [][]int{{1, 2}, {0}, {100}, make([]int, MaxBoxes+1)} {
		if _, err := TrackOf(bad...); err == nil {
			t.Errorf("TrackOf(%v) accepted", bad)
		}
	}
}

func TestParseTraits(t *testing.T) {
	tests := []struct {
		in   []string
		want Traits
		err  string
	}{
		{[]string{"Macro:2", "missile"}, Traits{Macro: 2, Missile: true}, ""},
		{[]string{" Beam ", "Flex:1"}, Traits{Beam: true, Flex: 1}, ""},
		{[]string{"Macro"}, Traits{}, "needs a number"},
		{[]string{"Macro:0"}, Traits{}, "whole number from 1"},
		{[]string{"Missile:2"}, Traits{}, "takes no number"},
		{[]string{"Beam", "beam"}, Traits{}, "appears twice"},
		{[]string{"Autofire"}, Traits{}, "not a trait Broadside knows"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.in, ","), func(t *testing.T) {
			got, err := ParseTraits(tt.in)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("got %+v, %v", got, err)
			}
			back, err := ParseTraits(got.Strings())
			if err != nil || back != got {
				t.Errorf("round trip %v -> %+v", got.Strings(), back)
			}
		})
	}
}

func TestParseHits(t *testing.T) {
	tests := []struct{ in, want string }{
		{"[D2,T3]", "[D2,T3]"},
		{"T3, D2", "[D2,T3]"},
		{"[D1,D1]", "[D1,D1]"},
		{"[N]", "[N]"},
		{"", "[N]"},
	}
	for _, tt := range tests {
		h, err := ParseHits(tt.in)
		if err != nil || h.String() != tt.want {
			t.Errorf("ParseHits(%q) = %v, %v; want %s", tt.in, h, err, tt.want)
		}
	}
	for _, bad := range []string{"[D7]", "[X1]", "D1,D1,D1,D1,D1,D1,D1", "[N1]"} {
		if _, err := ParseHits(bad); err == nil {
			t.Errorf("ParseHits(%q) accepted", bad)
		}
	}
}

func TestParseCrit(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Sensors", "sensors"},
		{"system:Hangar Bay", "system:Hangar Bay"},
		{"structure", "structure"},
	}
	for _, tt := range tests {
		c, err := ParseCrit(tt.in)
		if err != nil || c.String() != tt.want {
			t.Errorf("ParseCrit(%q) = %v, %v", tt.in, c, err)
		}
	}
	if _, err := ParseCrit("engines"); err == nil {
		t.Error("ParseCrit accepted engines")
	}
}

func TestCardValidate(t *testing.T) {
	good := testShip("Ship", 3, 3, 3, 4)
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		edit  func(c *Card)
		field string
	}{
		{"no name", func(c *Card) { c.Name = "" }, "name"},
		{"no base", func(c *Card) { c.Base = 0 }, "base"},
		{"no structure", func(c *Card) { c.Structure = Track{} }, "structure"},
		{"squadron armour", func(c *Card) {
			c.Kind, c.Models, c.Systems = Squadron, 2, nil
			c.Weapons[1].System = ""
			c.Armor.Aft = 1
		}, "armor"},
		{"twin systems", func(c *Card) { c.Systems = []string{"Bay", "bay"} }, "systems[1]"},
		{"unknown system", func(c *Card) { c.Weapons[0].System = "Reactor" }, "weapons[0].system"},
		{"no rating", func(c *Card) { c.Weapons[0].AC, c.Weapons[0].AS = 0, 0 }, "weapons[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := testShip("Ship", 3, 3, 3, 4)
			tt.edit(c)
			err := c.Validate()
			fe, ok := err.(*FieldError)
			if !ok || fe.FieldName() != tt.field {
				t.Errorf("error %v, want a problem with %s", err, tt.field)
			}
		})
	}
}

func FuzzParseHits(f *testing.F) {
	for _, s := range []string{"[D2,T3]", "D1, D1", "[N]", "[Q6]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		h, err := ParseHits(text)
		if err != nil {
			return
		}
		back, err := ParseHits(h.String())
		if err != nil || back != h {
			t.Fatalf("%q -> %v -> %v, %v", text, h, back, err)
		}
	})
}

func FuzzParseTraits(f *testing.F) {
	f.Add("Macro:2,Missile")
	f.Add("Beam,Flex:1")
	f.Fuzz(func(t *testing.T, text string) {
		tr, err := ParseTraits(strings.Split(text, ","))
		if err != nil {
			return
		}
		if err := tr.validate(); err != nil {
			t.Fatalf("%q parsed to invalid %+v", text, tr)
		}
		back, err := ParseTraits(tr.Strings())
		if err != nil || back != tr {
			t.Fatalf("%q -> %+v -> %+v, %v", text, tr, back, err)
		}
	})
}

func FuzzOptionsParse(f *testing.F) {
	f.Add("catastrophic=none,squadron-q=destroys")
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		var o Options
		if err := o.Parse(text); err != nil {
			return
		}
		if err := o.validate(); err != nil {
			t.Fatal(err)
		}
		var back Options
		if s := o.String(); s != "defaults" {
			if err := back.Parse(s); err != nil || back != o {
				t.Fatalf("%q -> %v -> %+v, %v", text, o, back, err)
			}
		}
	})
}
