package jovian

import (
	"errors"
	"testing"

	"github.com/broadside/broadside/rng"
)

// The v1.2.4 attack-modifier table, with the rule page's own examples: a
// net -3 is -3 macro dice, a net +4 is +1 base, +1 flex and +2 macro dice.
func TestNetEffect(t *testing.T) {
	tests := []struct {
		name string
		net  int
		want Pool
	}{
		{"net -3 (page example)", -3, Pool{Macro: -3}},
		{"net -1", -1, Pool{Macro: -1}},
		{"net 0", 0, Pool{}},
		{"net +1", 1, Pool{Base: 1}},
		{"net +2", 2, Pool{Base: 1, Flex: 1}},
		{"net +3", 3, Pool{Base: 1, Flex: 1, Macro: 1}},
		{"net +4 (page example)", 4, Pool{Base: 1, Flex: 1, Macro: 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NetEffect(tt.net); got != tt.want {
				t.Errorf("NetEffect(%d) = %+v, want %+v", tt.net, got, tt.want)
			}
		})
	}
}

func TestModifiersEffect(t *testing.T) {
	tests := []struct {
		name string
		mods Modifiers
		want Pool
		text string
	}{
		{"none", nil, Pool{}, "none"},
		{"short range is a flex bonus, not a net point", Modifiers{ShortRange}, Pool{Flex: 1}, "short-range, +1 flex"},
		{"bonus and penalty cancel", Modifiers{Bonus, Penalty}, Pool{}, "bonus, penalty"},
		{"two bonuses at short range", Modifiers{Bonus, ShortRange, Bonus}, Pool{Base: 1, Flex: 2}, "bonus, short-range, bonus: net +2 (+1 base +1 flex), +1 flex"},
		{"penalty at short range", Modifiers{Penalty, ShortRange}, Pool{Flex: 1, Macro: -1}, "penalty, short-range: net -1 (-1 macro), +1 flex"},
		{"direct macro die", Modifiers{{Macro: 1}, {Net: 3}}, Pool{Base: 1, Flex: 1, Macro: 2}, "macro+1, net+3: net +3 (+1 base +1 flex +1 macro), +1 macro"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.mods.Effect(); got != tt.want {
				t.Errorf("Effect = %+v, want %+v", got, tt.want)
			}
			if got := tt.mods.String(); got != tt.text {
				t.Errorf("String = %q, want %q", got, tt.text)
			}
		})
	}
}

func TestParseModifier(t *testing.T) {
	tests := []struct {
		text string
		want Modifier
		bad  bool
	}{
		{text: "short-range", want: ShortRange},
		{text: " Bonus ", want: Bonus},
		{text: "penalty", want: Penalty},
		{text: "+2", want: Modifier{Net: 2}},
		{text: "-1", want: Modifier{Net: -1}},
		{text: "3", want: Modifier{Net: 3}},
		{text: "net-2", want: Modifier{Net: -2}},
		{text: "flex+1", want: Modifier{Flex: 1}},
		{text: "macro-1", want: Modifier{Macro: -1}},
		{text: "long-range", bad: true},
		{text: "flex", bad: true},
		{text: "+21", bad: true},
		{text: "", bad: true},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := ParseModifier(tt.text)
			if tt.bad {
				if err == nil {
					t.Errorf("ParseModifier(%q) = %+v, want an error", tt.text, got)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("ParseModifier(%q) = %+v, %v; want %+v", tt.text, got, err, tt.want)
			}
			if back, err := ParseModifier(got.String()); err != nil || back != got {
				t.Errorf("ParseModifier(%q) = %+v, %v; want the modifier back", got.String(), back, err)
			}
		})
	}
}

// The modifiers add their dice to the weapon's, after the target's Armor
// has taken its macro dice, and before the direct Bonus.
func TestShotPoolModifiers(t *testing.T) {
	attacker, target := testShip("Attacker", 3, 3, 3, 5), testShip("Target", 3, 3, 3, 5)
	target.Armor = Armor{Front: 1}
	base := Shot{Attacker: attacker, AttackerStatus: attacker.Fresh(), Weapon: 2, Target: target, TargetStatus: target.Fresh()}
	tests := []struct {
		name  string
		mods  Modifiers
		bonus Pool
		want  Pool
	}{
		{"weapon only: Macro 1 less Armor 1", nil, Pool{}, Pool{Base: 3, Reroll: true}},
		{"net +1 is a base die", Modifiers{Bonus}, Pool{}, Pool{Base: 4, Reroll: true}},
		{"net +3 at short range", Modifiers{Bonus, Bonus, Bonus, ShortRange}, Pool{}, Pool{Base: 4, Flex: 2, Macro: 1, Reroll: true}},
		{"net -2 makes the macro pool negative", Modifiers{Penalty, Penalty}, Pool{}, Pool{Base: 3, Macro: -2, Reroll: true}},
		{"modifiers and a direct bonus add up", Modifiers{Bonus}, Pool{Base: -2, Flex: 1}, Pool{Base: 2, Flex: 1, Reroll: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := base
			s.Modifiers, s.Bonus = tt.mods, tt.bonus
			got, err := s.Pool()
			if err != nil || got != tt.want {
				t.Errorf("Pool = %+v, %v; want %+v", got, err, tt.want)
			}
		})
	}
	s := base
	s.Modifiers = Modifiers{{Net: MaxNet}, {Net: 1}}
	if _, err := s.Pool(); err == nil {
		t.Error("a net modifier beyond the bound was accepted")
	}
}

// A net +3 on a Mass Driver (AC 2) rolls 3 base dice and 1 flex die, removes
// one, and rolls a macro die: 2,2,5,6 keeps the pair of 2s, and the macro 2
// raises it to a [T2]: 1 Structure Damage and 1 Critical Hit.
func TestResolveWithModifiers(t *testing.T) {
	attacker, target := testShip("Attacker", 3, 3, 3, 5), testShip("Target", 3, 3, 3, 5)
	s := Shot{Attacker: attacker, AttackerStatus: attacker.Fresh(), Weapon: 0, Target: target, TargetStatus: target.Fresh(),
		Modifiers: Modifiers{Bonus, Bonus, Bonus}}
	r, log := resolveScripted(t, &s, Options{}, 2, 2, 5, 6, 2)
	if r.Pool != (Pool{Base: 3, Flex: 1, Macro: 1}) || r.Attack != code(t, "[T2]") {
		t.Errorf("pool %v attack %v, want 3d6 +1 flex +1 macro, [T2]\n%s", r.Pool, r.Attack, log)
	}
	if r.Loss.Structure != 1 || r.Loss.Ratings != [3]int8{1, 0, 0} {
		t.Errorf("loss %v, want Structure -1 and a critical hit on Defense\n%s", r.Loss, log)
	}
	// The penalty's negative macro die on the Value of the pair breaks it.
	s.Modifiers = Modifiers{Penalty}
	r, log = resolveScripted(t, &s, Options{}, 4, 4, 4)
	if r.Pool != (Pool{Base: 2, Macro: -1}) || r.Attack != 0 {
		t.Errorf("pool %v attack %v, want 2d6 -1 macro, [N]\n%s", r.Pool, r.Attack, log)
	}
}

// The exact odds see the modifiers: a net +1 is the same as one more base
// die given directly, a net -1 the same as one macro die less.
func TestOddsWithModifiers(t *testing.T) {
	attacker, target := testShip("Attacker", 3, 3, 3, 5), testShip("Target", 3, 3, 3, 5)
	base := Shot{Attacker: attacker, AttackerStatus: attacker.Fresh(), Weapon: 1, Target: target, TargetStatus: target.Fresh()}
	tests := []struct {
		name string
		mods Modifiers
		same Pool
	}{
		{"net +1", Modifiers{Bonus}, Pool{Base: 1}},
		{"net +2", Modifiers{Bonus, Bonus}, Pool{Base: 1, Flex: 1}},
		{"net -1", Modifiers{Penalty}, Pool{Macro: -1}},
		{"short range", Modifiers{ShortRange}, Pool{Flex: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := base, base
			a.Modifiers, b.Bonus = tt.mods, tt.same
			oa, err := Odds(&a, Options{})
			if err != nil {
				t.Fatal(err)
			}
			ob, err := Odds(&b, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if oa.Pool != ob.Pool {
				t.Fatalf("pools %v and %v differ", oa.Pool, ob.Pool)
			}
			for _, it := range ob.Loss.Items() {
				if oa.Loss.P(it.Value).Cmp(it.P) != 0 {
					t.Errorf("P(%v) = %v with modifiers, %v with the dice given directly", it.Value, oa.Loss.P(it.Value), it.P)
				}
			}
		})
	}
}

// jovian-attacks, Point Defense Attack: one Fire Control is expended, then
// a pool is rolled for each target. A further target of the same attack
// (SameAttack) expends none, even with no Fire Control left; only a Point
// Defense Attack takes further targets.
func TestPointDefenseAttackTargets(t *testing.T) {
	attacker := testShip("Attacker", 2, 3, 3, 5)
	sq := testSquadron("Raiders", 1, 3)
	st := attacker.Fresh()
	st.FireControl = 1
	first := Shot{Attacker: attacker, AttackerStatus: st, PointDefense: true, Target: sq, TargetStatus: sq.Fresh()}
	r, log := resolveScripted(t, &first, Options{}, 3, 3)
	if r.Attacker.FireControl != 0 || r.Loss.Structure != 1 {
		t.Fatalf("first target: Fire Control %d, loss %v; want 0 and Structure -1\n%s", r.Attacker.FireControl, r.Loss, log)
	}
	second := first
	second.AttackerStatus, second.SameAttack = r.Attacker, true
	r, log = resolveScripted(t, &second, Options{}, 5, 5)
	if r.Attacker.FireControl != 0 || r.Loss.Structure != 1 {
		t.Fatalf("second target: Fire Control %d, loss %v; want 0 and Structure -1\n%s", r.Attacker.FireControl, r.Loss, log)
	}
	third := second
	third.SameAttack = false
	if _, err := Resolve(&third, Options{}, rng.NewScript(nil), nil); !errors.Is(err, ErrNoFireControl) {
		t.Errorf("a new attack with no Fire Control: %v, want ErrNoFireControl", err)
	}
	normal := second
	normal.PointDefense = false
	if _, err := Resolve(&normal, Options{}, rng.NewScript(nil), nil); err == nil {
		t.Error("a normal attack took a further target without Fire Control")
	}
}
