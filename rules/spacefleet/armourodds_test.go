package spacefleet

import (
	"testing"
)

// TestTargetOddsArmour checks the odds at an armoured target by hand
// ("Advanced Armour and damage control"; RULINGS D2#17): the first hit past
// the shields is turned, every later one rolls on the damage table.
func TestTargetOddsArmour(t *testing.T) {
	plasma := Shot{Weapon: Plasma, Range: 2, Firer: HeavyCruiser, Target: Destroyer}
	beam := Shot{Weapon: Beam, Range: 2, Firer: HeavyCruiser, Target: Destroyer}
	on := Options{Armour: true}
	for _, tc := range []struct {
		name   string
		shot   Shot
		target Target
		opts   Options
		want   map[Outcome]string
	}{
		// Two hits: the armour turns one, the other rolls d6−2: 1-4
		// destroyed, 5-6 major damage.
		{"plasma, no shields", plasma, Target{Armour: true}, on,
			map[Outcome]string{Missed: "2/3", OutcomeOf(Wrecked): "2/9", OutcomeOf(Major): "1/9"}},
		{"plasma, one shield", plasma, Target{Shields: 1, Armour: true}, on,
			map[Outcome]string{Missed: "2/3", Turned: "1/3"}},
		{"beam, no shields", beam, Target{Armour: true}, on,
			map[Outcome]string{Missed: "1/2", Turned: "1/2"}},
		{"armour rule not in play", beam, Target{Armour: true}, Options{},
			map[Outcome]string{Missed: "1/2", OutcomeOf(Wrecked): "1/3", OutcomeOf(Major): "1/6"}},
		// Two rolls of d6−2: a wreck on 1-4, major damage on 5-6; two
		// majors are 6 damage points, past the capacity of 4, so every
		// hit destroys the destroyer.
		{"no armour", plasma, Target{}, on,
			map[Outcome]string{Missed: "2/3", OutcomeOf(Wrecked): "1/3"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			odds, err := TargetOdds(tc.shot, tc.target, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			items := odds.Outcome.Items()
			if len(items) != len(tc.want) {
				t.Errorf("outcomes %v, want %v", items, tc.want)
			}
			for _, it := range items {
				if got := it.P.RatString(); got != tc.want[it.Value] {
					t.Errorf("P(%s) = %s, want %s", it.Value, got, tc.want[it.Value])
				}
			}
		})
	}
}
