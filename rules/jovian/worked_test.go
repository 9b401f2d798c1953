package jovian

import (
	"errors"
	"strings"
	"testing"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// The worked examples of jovian-damage.txt and jovian-attacks.txt, with the
// dice scripted as a table would roll them.

// jovian-damage, squadron damage: a missile attack rolls [D2,T3] against a
// squadron whose point defence fails; the squadron marks 3 boxes.
func TestDamagePathfinderExample(t *testing.T) {
	uller := testShip("Uller", 4, 3, 3, 6)
	pathfinders := testSquadron("Pathfinders", 2, 5)
	s := &Shot{
		Attacker: uller, AttackerStatus: uller.Fresh(), Weapon: 1, // Heavy Missiles, AS 6
		Target: pathfinders, TargetStatus: pathfinders.Fresh(),
	}
	// Attack 2,3,2,5,3,3 reads [D2,T3]; point defence 1,4 reads [N].
	r, log := resolveScripted(t, s, Options{}, 2, 3, 2, 5, 3, 3, 1, 4)
	if r.Kind != Missile || r.Attack != code(t, "[D2,T3]") || r.Defence != 0 {
		t.Fatalf("kind %v attack %v defence %v, want missile [D2,T3] [N]", r.Kind, r.Attack, r.Defence)
	}
	if r.Loss.Structure != 3 || r.Target.Structure.Value() != 2 || r.Target.Destroyed {
		t.Errorf("loss %v, Structure %d: want 3 damage, 2 left\n%s", r.Loss, r.Target.Structure.Value(), log)
	}
	// The same [D2,T3] finishes a squadron of 3.
	small := testSquadron("Pathfinders", 2, 3)
	after, err := Damage(small, small.Fresh(), hits(t, "[D2,T3]"), Options{}, nil, rng.NewScript(nil), nil)
	if err != nil || !after.Destroyed || after.Structure.Value() != 0 {
		t.Errorf("squadron of 3: %v destroyed=%v, want destroyed", err, after.Destroyed)
	}
}

// jovian-damage, capital damage: an AC:2 Mass Driver rolls 2,2, a [D2], and
// the Value 2 takes 1 Defense (RULINGS C5.4).
func TestDamageWyvernExample(t *testing.T) {
	wyvern := testShip("Wyvern", 3, 3, 3, 5)
	target := testShip("Target", 4, 3, 3, 5)
	s := &Shot{Attacker: wyvern, AttackerStatus: wyvern.Fresh(), Weapon: 0, Target: target, TargetStatus: target.Fresh()}
	r, log := resolveScripted(t, s, Options{}, 2, 2)
	if r.Attack != code(t, "[D2]") {
		t.Fatalf("attack %v, want [D2]", r.Attack)
	}
	want := Loss{Ratings: [3]int8{1, 0, 0}}
	if r.Loss != want || r.Target.Rating(Defense) != 3 {
		t.Errorf("loss %v, Defense %d: want Defense -1 to 3\n%s", r.Loss, r.Target.Rating(Defense), log)
	}
	if r.Attacker.FireControl != wyvern.FireControl-1 {
		t.Errorf("Fire Control %d, want %d", r.Attacker.FireControl, wyvern.FireControl-1)
	}
}

// jovian-damage, Rating Damage: a Tengu at Defense 4, Sensors 3 and
// Thrusters 1 takes [D5,D6]. The first zeroes Thrusters; the second is
// randomised between Defense and Sensors (RULINGS C5.5).
func TestDamageTenguExample(t *testing.T) {
	tengu := testShip("Tengu", 5, 4, 4, 6)
	st := damaged(tengu, 4, 3, 1)
	tests := []struct {
		name string
		die  int
		want [3]int
	}{
		{"randomised to Defense", 2, [3]int{3, 3, 0}},
		{"randomised to Sensors", 5, [3]int{4, 2, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := rng.NewScript([]int{tt.die})
			var log Log
			after, err := Damage(tengu, st, hits(t, "[D5,D6]"), Options{}, nil, src, &log)
			if err != nil || src.Err() != nil {
				t.Fatalf("%v %v", err, src.Err())
			}
			got := [3]int{after.Rating(Defense), after.Rating(Sensors), after.Rating(Thrusters)}
			if got != tt.want {
				t.Errorf("ratings %v, want %v\n%s", got, tt.want, &log)
			}
			if !strings.Contains(log.String(), "randomised between Defense and Sensors") {
				t.Errorf("log does not explain the randomise rule:\n%s", &log)
			}
		})
	}
	// As a whole attack: the Mass Driver (AC 2) rolls 5,5, a [D5], and
	// zeroes Thrusters without a randomise roll.
	t.Run("normal attack", func(t *testing.T) {
		wyvern := testShip("Wyvern", 3, 3, 3, 5)
		s := &Shot{Attacker: wyvern, AttackerStatus: wyvern.Fresh(), Weapon: 0, Target: tengu, TargetStatus: st}
		r, log := resolveScripted(t, s, Options{}, 5, 5)
		if r.Target.Rating(Thrusters) != 0 || r.Loss.Ratings != [3]int8{0, 0, 1} {
			t.Errorf("loss %v\n%s", r.Loss, log)
		}
	})
}

// jovian-attacks, Missile Attack, Example 1: AC:5 rolls [T,D]; point
// defence 4 rolls [D], which leaves [D,D] or [T], as the defender chooses.
func TestMissileExample1(t *testing.T) {
	attacker := testShip("Attacker", 3, 3, 3, 5)
	target := testShip("Target", 4, 4, 4, 6)
	base := Shot{Attacker: attacker, AttackerStatus: attacker.Fresh(), Weapon: 1, Target: target, TargetStatus: target.Fresh()}
	// Attack 3,3,3,5,5 reads [T3,D5]; point defence 2,2,1,4 reads [D2].
	faces := []int{3, 3, 3, 5, 5, 2, 2, 1, 4}
	tests := []struct {
		name     string
		diminish []int
		left     string
	}{
		{"best defence lowers the triple", nil, "[D3,D5]"},
		{"defender lowers the triple", []int{3}, "[D3,D5]"},
		{"defender removes the double", []int{5}, "[T3]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := base
			s.Hand.Diminish = tt.diminish
			// Structure damage never rolls here, so no further dice.
			r, log := resolveScripted(t, &s, Options{}, faces...)
			if r.Attack != code(t, "[T3,D5]") || r.Defence != code(t, "[D2]") || r.Left != code(t, tt.left) {
				t.Errorf("attack %v defence %v left %v, want [T3,D5] [D2] %s\n%s", r.Attack, r.Defence, r.Left, tt.left, log)
			}
		})
	}
}

// jovian-attacks, Missile Attack, Example 2: the attack reads [D] and the
// point defence [T]; the attack does nothing.
func TestMissileExample2(t *testing.T) {
	attacker := testShip("Attacker", 3, 3, 3, 5)
	target := testShip("Target", 4, 4, 4, 6)
	s := &Shot{Attacker: attacker, AttackerStatus: attacker.Fresh(), Weapon: 1, Target: target, TargetStatus: target.Fresh()}
	r, log := resolveScripted(t, s, Options{}, 4, 4, 1, 2, 3, 6, 6, 6, 2)
	if r.Attack != code(t, "[D4]") || r.Defence != code(t, "[T6]") || r.Left != 0 || r.Hits.Len() != 0 || r.Loss != (Loss{}) {
		t.Errorf("attack %v defence %v left %v loss %v\n%s", r.Attack, r.Defence, r.Left, r.Loss, log)
	}
}

// jovian-attacks, Missile Attack, note: the attacker may apply a [D2] as a
// [D3], and may lower a [Q4+] to a [T3] or a [T5] to a [D1].
func TestMissileAttackerChoosesValues(t *testing.T) {
	target := testShip("Target", 4, 4, 4, 6)
	tests := []struct {
		name, left, chosen string
		ok                 bool
	}{
		{"new Value", "[D2]", "[D3]", true},
		{"lower Q to T", "[Q4]", "[T3]", true},
		{"lower T to D", "[T5]", "[D1]", true},
		{"two sets of one Value", "[D2,T5]", "[D1,D1]", true},
		{"no stronger", "[D2]", "[T2]", false},
		{"no more sets", "[D2]", "[D2,D3]", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := hits(t, tt.chosen)
			got, err := ChooseValues(target, target.Fresh(), code(t, tt.left), Options{}, &h)
			if (err == nil) != tt.ok || (tt.ok && got != h) {
				t.Errorf("ChooseValues(%s as %s) = %v, %v; want ok=%v", tt.left, tt.chosen, got, err, tt.ok)
			}
		})
	}
}

// A scripted source that runs out is reported and the shot leaves its
// inputs untouched.
func TestResolveNeedsDice(t *testing.T) {
	attacker := testShip("Attacker", 3, 3, 3, 5)
	target := testShip("Target", 4, 4, 4, 6)
	s := &Shot{Attacker: attacker, AttackerStatus: attacker.Fresh(), Weapon: 1, Target: target, TargetStatus: target.Fresh()}
	before := *s
	src := rng.NewScript([]int{3, 3, 3})
	if _, err := Resolve(s, Options{}, src, nil); err != nil {
		t.Fatal(err)
	}
	var need *rng.NeedError
	if err := src.Err(); !errors.As(err, &need) || !strings.Contains(err.Error(), "2d6 for attack dice") || !strings.Contains(err.Error(), "4d6 for point defence dice") {
		t.Fatalf("script error %v, want attack and point-defence dice needed", err)
	}
	if s.AttackerStatus != before.AttackerStatus || s.TargetStatus != before.TargetStatus {
		t.Fatal("Resolve changed its shot")
	}
}

func TestResolveRefuses(t *testing.T) {
	ship := testShip("Ship", 3, 3, 3, 5)
	sq := testSquadron("Squad", 2, 3)
	noFC := ship.Fresh()
	noFC.FireControl = 0
	rackDown := ship.Fresh()
	rackDown.Damaged = 1 << ship.SystemIndex("Missile Rack")
	gone := ship.Fresh()
	gone.Destroyed = true
	tests := []struct {
		name string
		shot Shot
		want string
	}{
		{"no Fire Control", Shot{Attacker: ship, AttackerStatus: noFC, Target: ship, TargetStatus: ship.Fresh()}, "Fire Control"},
		{"no AS rating", Shot{Attacker: ship, AttackerStatus: ship.Fresh(), Weapon: 2, Target: sq, TargetStatus: sq.Fresh()}, "no AS rating"},
		{"damaged System", Shot{Attacker: ship, AttackerStatus: rackDown, Weapon: 1, Target: ship, TargetStatus: ship.Fresh()}, "Missile Rack is damaged"},
		{"destroyed target", Shot{Attacker: ship, AttackerStatus: ship.Fresh(), Target: ship, TargetStatus: gone}, "already destroyed"},
		{"values on a normal attack", Shot{Attacker: ship, AttackerStatus: ship.Fresh(), Target: ship, TargetStatus: ship.Fresh(), Hand: Hand{Values: &Hits{}}}, "only a Missile Attack"},
		{"point defence over MaxDice", Shot{Attacker: ship, AttackerStatus: ship.Fresh(), Weapon: 1, Target: ship, TargetStatus: ship.Fresh(), Support: MaxDice}, "point-defence dice"},
		{"further target of a normal attack", Shot{Attacker: ship, AttackerStatus: ship.Fresh(), Target: ship, TargetStatus: ship.Fresh(), SameAttack: true}, "only a Point Defense Attack"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Resolve(&tt.shot, Options{}, rng.New(1), nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}

// The ordering of several results: lowest magnitude first, then lowest
// Value (RULINGS C3), so the [D]s zero ratings before the [T] cripples.
func TestDamageOrder(t *testing.T) {
	ship := testShip("Ship", 1, 1, 1, 1)
	var log Log
	// [T1] cripples; by then [D1,D3] have zeroed Defense and Sensors, so the
	// Catastrophic Damage roll throws 1+2 dice (plus Thrusters from the
	// critical hit afterwards would be too late).
	src := rng.NewScript([]int{1, 2, 3})
	after, err := Damage(ship, ship.Fresh(), hits(t, "[T1,D3,D1]"), Options{}, nil, src, &log)
	if err != nil || src.Err() != nil {
		t.Fatal(err, src.Err())
	}
	if !after.Crippled || after.Destroyed || after.ZeroRatings() != 3 {
		t.Errorf("crippled %v destroyed %v zero ratings %d\n%s", after.Crippled, after.Destroyed, after.ZeroRatings(), &log)
	}
	if !strings.Contains(log.String(), "3d6 (1 + 2 ratings at 0)") {
		t.Errorf("catastrophic roll not with 3 dice:\n%s", &log)
	}
	if h := hits(t, "[T1,D3,D1]"); h.String() != "[D1,D3,T1]" || h.At(0) != (dice.Set{Mag: dice.D, Value: 1}) {
		t.Errorf("order %v", h)
	}
}
