package spacefleet

import (
	"strings"
	"testing"
)

// TestDesignExamples checks the design examples of "Ship design": the
// standard destroyer is 7 hull points as 5 speed, 1 shot and 2 shields,
// and may be rebuilt as 4-2-2, 3-3-2 or 4-3-0.
func TestDesignExamples(t *testing.T) {
	for _, tc := range []struct {
		name                  string
		speed, shots, shields int
	}{
		{"standard 5-1-2", 5, 1, 2},
		{"4-2-2", 4, 2, 2},
		{"3-3-2", 3, 3, 2},
		{"4-3-0", 4, 3, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := Design{Class: Destroyer, Speed: tc.speed, Beams: tc.shots, Shields: tc.shields}
			if got := d.Hull(); got != 14 {
				t.Errorf("hull = %s, want 7", got)
			}
			if errs := d.Check(); errs != nil {
				t.Errorf("Check() = %v, want valid", errs)
			}
			if got := d.Profile(); got != tc.name[len(tc.name)-5:] {
				t.Errorf("Profile() = %q", got)
			}
		})
	}
}

// TestStandardHulls checks that every standard class fits its hull range
// (RULINGS D2#24): DN 16.5, BB 12, HC 9, LC 8, DD 7.
func TestStandardHulls(t *testing.T) {
	want := map[Class]string{Dreadnought: "16.5", Battleship: "12", HeavyCruiser: "9", LightCruiser: "8", Destroyer: "7"}
	for _, c := range Classes {
		t.Run(c.String(), func(t *testing.T) {
			d := StandardDesign(c)
			if got := d.Hull().String(); got != want[c] {
				t.Errorf("hull = %s, want %s", got, want[c])
			}
			if errs := d.Check(); errs != nil {
				t.Errorf("Check() = %v", errs)
			}
		})
	}
}

// TestSpeedPoints checks that a dreadnought pays two hull points for its
// second speed and a battleship two for its third.
func TestSpeedPoints(t *testing.T) {
	for _, tc := range []struct {
		class Class
		speed int
		want  HalfPoints
	}{
		{Dreadnought, 1, 2}, {Dreadnought, 2, 6},
		{Battleship, 2, 4}, {Battleship, 3, 8},
		{HeavyCruiser, 4, 8}, {Destroyer, 5, 10},
	} {
		t.Run(tc.class.Abbrev()+"-"+string(rune('0'+tc.speed)), func(t *testing.T) {
			d := Design{Class: tc.class, Speed: tc.speed}
			if got := d.SpeedPoints(); got != tc.want {
				t.Errorf("SpeedPoints() = %d half points, want %d", got, tc.want)
			}
		})
	}
}

func TestDesignLimits(t *testing.T) {
	for _, tc := range []struct {
		name   string
		design Design
		field  string
		msg    string
	}{
		{"too fast", Design{Class: HeavyCruiser, Speed: 5, Beams: 2, Shields: 4}, "speed", "top speed of 4"},
		{"too many shots", Design{Class: Destroyer, Speed: 3, Beams: 4}, "beams", "more than a destroyer's 3"},
		{"hull too big", Design{Class: Destroyer, Speed: 5, Beams: 2, Shields: 2}, "class", "uses 8 hull points, but a destroyer hull holds 6 to 7"},
		{"hull too small", Design{Class: Battleship, Speed: 2, Beams: 5, Shields: 2}, "class", "holds 11 to 13"},
		{"no speed", Design{Class: Destroyer, Beams: 3, Shields: 6}, "speed", "at least 1"},
		{"negative", Design{Class: Destroyer, Speed: 5, Beams: -1, Shields: 2}, "beams", "cannot be negative"},
		{"regenerator on LC", Design{Class: LightCruiser, Speed: 4, Beams: 1, Shields: 4, Regenerator: true}, "regenerator", "cannot fit"},
		{"srm ammo", Design{Class: Destroyer, Speed: 5, SRM: 1, SRMAmmo: 5, Shields: 2}, "srm_ammo", "2 to 4"},
		{"lrm ammo", Design{Class: HeavyCruiser, Speed: 3, LRM: 3, LRMAmmo: 3, Shields: 6}, "lrm_ammo", "1 or 2"},
		{"plasma rear", Design{Class: Destroyer, Speed: 5, Plasma: 1, PlasmaArc: 3, Shields: 2}, "plasma_arc", "rear"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := tc.design.Check()
			for _, e := range errs {
				if e.Field == tc.field && strings.Contains(e.Msg, tc.msg) {
					return
				}
			}
			t.Errorf("Check() = %v, want an error on %s containing %q", errs, tc.field, tc.msg)
		})
	}
}

// TestArmour checks advanced armour: a quarter of the hull rounded to the
// nearest half point, an exact tie rounding up, out of the hull's own
// points (RULINGS D2#17), and two thirds of the hull as damage capacity.
func TestArmour(t *testing.T) {
	for _, tc := range []struct {
		name     string
		design   Design
		armour   string
		hull     string
		capacity int
	}{
		// 6.5 hull points: a quarter is 1.625, nearer 1.5 than 2.
		{"destroyer 3-1-2", Design{Class: Destroyer, Speed: 3, Beams: 1, Shields: 2, Armour: true}, "1.5", "6.5", 4},
		{"heavy cruiser 3-2-4", Design{Class: HeavyCruiser, Speed: 3, Beams: 2, Shields: 4, Armour: true}, "2.5", "9.5", 6},
		{"battleship 2-4-6", Design{Class: Battleship, Speed: 2, Beams: 4, Shields: 6, Armour: true}, "3", "12", 8},
		// 12.5 hull points: a quarter is 3.125, nearer 3 than 3.5.
		{"battleship 2-5-5 nearest half point", Design{Class: Battleship, Speed: 2, Beams: 5, Shields: 5, Armour: true}, "3", "12.5", 8},
		{"battleship 2-4-8 too big", Design{Class: Battleship, Speed: 2, Beams: 4, Shields: 8, Armour: true}, "3.5", "13.5", 9},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.design.ArmourPoints().String(); got != tc.armour {
				t.Errorf("ArmourPoints() = %s, want %s", got, tc.armour)
			}
			if got := tc.design.Hull().String(); got != tc.hull {
				t.Errorf("Hull() = %s, want %s", got, tc.hull)
			}
			if got := tc.design.Capacity(Options{Armour: true}); got != tc.capacity {
				t.Errorf("Capacity() = %d, want %d", got, tc.capacity)
			}
			errs := tc.design.Check()
			if big := strings.HasSuffix(tc.name, "too big"); (errs != nil) != big {
				t.Errorf("Check() = %v", errs)
			}
		})
	}
}

// TestCapacity checks damage capacity: 4 points, or half the hull rounded
// down with the damage capacity rule (RULINGS D2#18: a dreadnought's 16.5
// gives 8).
func TestCapacity(t *testing.T) {
	for _, tc := range []struct {
		class     Class
		core, opt int
	}{
		{Dreadnought, 4, 8}, {Battleship, 4, 6}, {HeavyCruiser, 4, 4}, {LightCruiser, 4, 4}, {Destroyer, 4, 3},
	} {
		t.Run(tc.class.String(), func(t *testing.T) {
			d := StandardDesign(tc.class)
			if got := d.Capacity(Options{}); got != tc.core {
				t.Errorf("core capacity = %d, want %d", got, tc.core)
			}
			if got := d.Capacity(Options{DamageCapacity: true}); got != tc.opt {
				t.Errorf("damage-capacity rule = %d, want %d", got, tc.opt)
			}
		})
	}
}

// TestCampaignCosts checks the text's examples, a heavy cruiser at 15 and
// a destroyer at 8, and the other standard classes.
func TestCampaignCosts(t *testing.T) {
	for _, tc := range []struct {
		class Class
		want  string
	}{
		{HeavyCruiser, "15"}, {Destroyer, "8"}, {LightCruiser, "12"}, {Battleship, "20"}, {Dreadnought, "27.125"},
	} {
		t.Run(tc.class.String(), func(t *testing.T) {
			if got := StandardDesign(tc.class).CampaignCost().String(); got != tc.want {
				t.Errorf("CampaignCost() = %s, want %s", got, tc.want)
			}
		})
	}
}

func TestSpeedFactor(t *testing.T) {
	want := map[int]float64{1: 0.75, 2: 1, 3: 1.5, 4: 2, 5: 3}
	for speed, f := range want {
		if got := float64(SpeedFactor(speed)) / 4; got != f {
			t.Errorf("SpeedFactor(%d) = %v, want %v", speed, got, f)
		}
	}
}

func TestParseClass(t *testing.T) {
	for _, text := range []string{"heavy cruiser", "Heavy-Cruiser", "HC", "heavy_cruiser", "heavycruiser"} {
		if c, err := ParseClass(text); err != nil || c != HeavyCruiser {
			t.Errorf("ParseClass(%q) = %v, %v", text, c, err)
		}
	}
	if _, err := ParseClass("frigate"); err == nil {
		t.Error("ParseClass(frigate) succeeded")
	}
}

func TestOptionsAllow(t *testing.T) {
	d := Design{Class: HeavyCruiser, Speed: 3, Beams: 2, SRM: 1, SRMAmmo: 2, Shields: 6}
	if err := (Options{}).Allow(d); err == nil || !strings.Contains(err.Error(), "srm rule") {
		t.Errorf("Allow without srm = %v", err)
	}
	if err := (Options{SRM: true}).Allow(d); err != nil {
		t.Errorf("Allow with srm = %v", err)
	}
}
