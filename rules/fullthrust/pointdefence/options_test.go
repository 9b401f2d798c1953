package pointdefence

import (
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// one is a strike of a single raid on a single ship with its default
// defence.
func one(s fullthrust.Ship, r Raid) Strike {
	r.Target = 0
	return Strike{Ships: []fullthrust.Ship{s}, Defence: []Defence{DefaultDefence(s)}, Raids: []Raid{r}}
}

// TestOptions shows each option switching its ruling, with scripted dice.
func TestOptions(t *testing.T) {
	bare := testShip("Bare", 40, 0)
	adv := testShip("Shielded", 40, 0, sys(fullthrust.AdvancedScreen, 1)...)
	tests := []struct {
		name  string
		s     Strike
		opt   fullthrust.Options
		dice  []int
		check func(t *testing.T, r Result)
	}{
		{"kinetic fighters never re-roll", one(bare, Raid{Groups: []Attacker{group("K", Kinetic, 1, "")}}), fullthrust.Options{},
			[]int{6}, func(t *testing.T, r Result) { wantDamage(t, r, 2, 0) }},
		{"KineticRerolls", one(bare, Raid{Groups: []Attacker{group("K", Kinetic, 1, "")}}), fullthrust.Options{KineticRerolls: true},
			[]int{6, 3}, func(t *testing.T, r Result) { wantDamage(t, r, 3, 0) }},
		// Level 0 + 2 for the advanced screen: band 2-3, one lower for a
		// torpedo: band 1. Its re-roll of 4 hits on band 1 but not on the
		// screens' band 2-3. Each hit does 1D6 - 1.
		{"torpedo re-rolls on its band", one(adv, Raid{Groups: []Attacker{group("T", Torpedo, 1, "")}}), fullthrust.Options{},
			[]int{6, 4, 3, 3, 3}, func(t *testing.T, r Result) { wantDamage(t, r, 6, 0) }},
		{"TorpedoRerollsAtScreens", one(adv, Raid{Groups: []Attacker{group("T", Torpedo, 1, "")}}), fullthrust.Options{TorpedoRerollsAtScreens: true},
			[]int{6, 4, 3, 3}, func(t *testing.T, r Result) { wantDamage(t, r, 4, 0) }},
		{"SAPOrdnance splits missile damage", one(testShip("Armoured", 40, 3), Raid{Salvos: 1}), fullthrust.Options{SAPOrdnance: true},
			[]int{2, 5, 4}, func(t *testing.T, r Result) { wantDamage(t, r, 9, 2+2) }},
		{"missile damage lands on armour", one(testShip("Armoured", 40, 3), Raid{Salvos: 1}), fullthrust.Options{},
			[]int{2, 5, 4}, func(t *testing.T, r Result) { wantDamage(t, r, 9, 0) }},
		{"classic re-rolls penetrate", one(bare, Raid{Groups: []Attacker{group("A", Standard, 1, "")}}), fullthrust.Options{Procedure: fullthrust.Classic},
			[]int{6, 5}, func(t *testing.T, r Result) { wantDamage(t, r, 3, 1) }},
		{"NonPenetratingRerolls", one(bare, Raid{Groups: []Attacker{group("A", Standard, 1, "")}}), fullthrust.Options{Procedure: fullthrust.Classic, NonPenetratingRerolls: true},
			[]int{6, 5}, func(t *testing.T, r Result) { wantDamage(t, r, 3, 0) }},
		{"end-of-turn thresholds wait", one(testShip("Small", 4, 0, sys(fullthrust.PDS, 1)...), Raid{Heavy: 1}), fullthrust.Options{Thresholds: fullthrust.ThresholdEndOfTurn},
			[]int{1, 6, 1, 1, 1}, func(t *testing.T, r Result) {
				if p := r.Ships[0].Pending; len(p) != 1 || p[0].Row != 3 || p[0].Extra != 2 {
					t.Fatalf("pending %+v, want the row 3 check with 2 extra rows", p)
				}
			}},
		{"immediate thresholds roll", one(testShip("Small", 4, 0, sys(fullthrust.PDS, 1)...), Raid{Heavy: 1}), fullthrust.Options{},
			[]int{1, 6, 1, 1, 1, 2}, func(t *testing.T, r Result) {
				if !r.Ships[0].Systems[0].Destroyed || len(r.Raids[0].Thresholds) != 1 {
					t.Fatalf("the PDS should be lost on 2 + 2 against 4+: %+v", r.Raids[0].Thresholds)
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.check(t, scripted(t, tt.s, tt.opt, tt.dice...))
		})
	}
}

func wantDamage(t *testing.T, r Result, total, pen int) {
	t.Helper()
	if d := r.Raids[0].Damage; d.Total() != total || d.Penetrating != pen {
		t.Fatalf("damage %+v, want %d with %d penetrating\n%s", d, total, pen, r.Log)
	}
}

func TestScreenersCEF(t *testing.T) {
	s := one(testShip("A", 40, 0), Raid{Salvos: 1})
	s.Defence[0].Screen = []Group{NewGroup("Green", Interceptor)}
	dice := []int{1, 1, 1, 1, 1, 1, 1, 1} // six screening dice, one salvo (1 hit), its damage
	if r := scripted(t, s, fullthrust.Options{}, dice...); r.Screens[0][0].CEF != 5 {
		t.Errorf("screening group has %d CEF, want 5", r.Screens[0][0].CEF)
	}
	if r := scripted(t, s, fullthrust.Options{ScreenersKeepCEF: true}, dice...); r.Screens[0][0].CEF != 6 {
		t.Errorf("ScreenersKeepCEF: %d CEF, want 6", r.Screens[0][0].CEF)
	}
}

func TestOtherPDSystems(t *testing.T) {
	s := one(testShip("A", 40, 0, systems(sys(fullthrust.ADS, 1), sys(fullthrust.KGun, 1), sys(fullthrust.Grapeshot, 1))...), Raid{Salvos: 1})
	s.Defence[0].Grapeshot = 1
	full, err := Odds(s, fullthrust.Options{})
	if err != nil {
		t.Fatal(err)
	}
	none, err := Odds(s, fullthrust.Options{IgnoreOtherPD: true})
	if err != nil {
		t.Fatal(err)
	}
	// 2 ADS dice + 4 grapeshot dice as PDS (mean 5/6 each with re-rolls... )
	// and a K-1 as a B1; ignored, only the grapeshot (always counted) is left.
	pds, b1 := meanF(&pdsDie), meanF(&b1Die)
	if got, want := full[0].PDL.Mean(), 6*pds+b1; fabs(got-want) > 1e-6 {
		t.Errorf("PDL mean %v, want %v", got, want)
	}
	if got, want := none[0].PDL.Mean(), 0.0; fabs(got-want) > 1e-6 {
		t.Errorf("IgnoreOtherPD: PDL mean %v, want %v", got, want)
	}
}

func TestScattergunsSpent(t *testing.T) {
	s := one(testShip("K", 40, 0, sys(fullthrust.Scattergun, 2)...), Raid{Salvos: 1})
	s.Defence[0].Scatterguns = 1
	dice := []int{1, 1, 1, 1, 1, 1} // four scattergun dice, one salvo (1 hit), its damage
	r := scripted(t, s, fullthrust.Options{}, dice...)
	if got := r.Ships[0].Count(fullthrust.Scattergun); got != 1 {
		t.Errorf("%d scatterguns left, want 1 (one-shot)", got)
	}
	if r := scripted(t, s, fullthrust.Options{ReusableScatterguns: true}, dice...); r.Ships[0].Count(fullthrust.Scattergun) != 2 {
		t.Errorf("ReusableScatterguns: %d left, want 2", r.Ships[0].Count(fullthrust.Scattergun))
	}
}

func TestPlasmaOneDie(t *testing.T) {
	a, b := testShip("A", 40, 0), testShip("B", 40, 0)
	s := Strike{Ships: []fullthrust.Ship{a, b}, Defence: []Defence{{}, {}},
		Raids: []Raid{{Target: 0, Plasma: []Bolt{{Class: 1, ID: "p"}}}, {Target: 1, Plasma: []Bolt{{Class: 1, ID: "p"}}}}}
	// Separate dice: to hit 1 (miss) on A, 2 (hit on 2+) and 4 damage on B.
	r := scripted(t, s, fullthrust.Options{}, 1, 2, 4)
	if r.Raids[0].Damage.Total() != 0 || r.Raids[1].Damage.Total() != 4 {
		t.Errorf("separate dice: damage %v and %v", r.Raids[0].Damage, r.Raids[1].Damage)
	}
	// One die: 2 hits both.
	r = scripted(t, s, fullthrust.Options{PlasmaOneDie: true}, 2, 3, 4)
	if r.Raids[0].Damage.Total() != 3 || r.Raids[1].Damage.Total() != 4 {
		t.Errorf("one die: damage %v and %v", r.Raids[0].Damage, r.Raids[1].Damage)
	}
}

func TestCasualtyOrder(t *testing.T) {
	s := one(testShip("A", 60, 0, sys(fullthrust.PDS, 1)...), Raid{Groups: []Attacker{
		group("X", Standard, 6, ""), group("Y", Standard, 3, "")}})
	// PDL 1 (a 4); X and Y roll nothing (band 1: 4-5 hit, so 1s); casualties 6, 6 and re-rolls 5, 1: 5 kills.
	dice := []int{4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 6, 5, 1}
	even := scripted(t, s, fullthrust.Options{}, dice...)
	if g := even.Raids[0].Groups; g[0].Strength != 2 || g[1].Strength != 2 {
		t.Errorf("even: %d and %d fighters left, want 2 and 2", g[0].Strength, g[1].Strength)
	}
	conc := scripted(t, s, fullthrust.Options{Casualties: fullthrust.CasualtiesConcentrate}, dice...)
	if g := conc.Raids[0].Groups; g[0].Strength != 4 || g[1].Strength != 0 {
		t.Errorf("concentrate: %d and %d fighters left, want 4 and 0", g[0].Strength, g[1].Strength)
	}
}

func TestOptionSet(t *testing.T) {
	var o fullthrust.Options
	for _, v := range o.Values() {
		if v.Value != v.Values[0] {
			t.Errorf("zero Options: %s=%s, want the default %s", v.Name, v.Value, v.Values[0])
		}
		for _, val := range v.Values {
			var p fullthrust.Options
			if err := p.Set(v.Name, val); err != nil {
				t.Fatal(err)
			}
			for _, w := range p.Values() {
				if w.Name == v.Name && w.Value != val {
					t.Errorf("set %s=%s, reads %s", v.Name, val, w.Value)
				}
			}
		}
	}
	if err := o.Parse("thresholds=End-Of-Turn"); err != nil || o.Thresholds != fullthrust.ThresholdEndOfTurn {
		t.Fatalf("Parse: %v, %+v", err, o)
	}
	for _, bad := range []string{"thresholds=later", "speed=3", "kinetic"} {
		if err := o.Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}

func FuzzOptionsParse(f *testing.F) {
	for _, s := range []string{"rules=classic", "thresholds=End-Of-Turn", "kinetic=", "=reroll", "plasma", "rules=new"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var o fullthrust.Options
		if err := o.Parse(text); err != nil {
			return
		}
		// Whatever parsed reads back as one of the named values.
		for _, v := range o.Values() {
			found := false
			for _, w := range v.Values {
				found = found || w == v.Value
			}
			if !found {
				t.Fatalf("%q set %s to %q", text, v.Name, v.Value)
			}
		}
	})
}
