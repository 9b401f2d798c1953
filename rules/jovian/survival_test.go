package jovian

import (
	"math/big"
	"testing"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// TestSurvivalNearCrippling is the audit's case: Structure 1, Thrusters 1,
// an attack [Q1,D2] and one diminishing step. Lowering the [Q1] leaves
// [T1,D2], whose [D] zeroes Thrusters before the [T] cripples the ship, so
// the Catastrophic Damage roll is 2 dice (destroyed 1 in 6); lowering the
// [D2] leaves [Q1], whose two rolls are 1 die each and cannot destroy.
func TestSurvivalNearCrippling(t *testing.T) {
	ship := testShip("Frail", 3, 3, 3, 1)
	ship.Thrusters = NewTrack(1)
	st := ship.Fresh()
	attack := code(t, "[Q1,D2]")
	tests := []struct {
		name string
		opt  Options
		want string
	}{
		{"survival (default)", Options{}, "[Q1]"},
		{"strongest", Options{DefencePolicy: DefenceStrongest}, "[T1,D2]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			def := defender{card: ship, st: st, opt: tt.opt}
			if got := def.place(attack, 1); got.String() != tt.want {
				t.Errorf("leaves %s, want %s", got, tt.want)
			}
		})
	}
	// The same through Resolve: a missile rolls 1,1,1,1,2,2 and the point
	// defence 3,3,5 (a [D]).
	attacker := testShip("Attacker", 3, 3, 3, 4)
	attacker.Weapons = []Weapon{{Name: "Missiles", AC: 6, AS: 6, Traits: Traits{Missile: true}}}
	s := &Shot{Attacker: attacker, AttackerStatus: attacker.Fresh(), Target: ship, TargetStatus: st}
	r, log := resolveScripted(t, s, Options{}, 1, 1, 1, 1, 2, 2, 3, 3, 5, 4, 4)
	if r.Left.String() != "[Q1]" || r.Loss.Destroyed {
		t.Errorf("left %s, loss %s\n%s", r.Left, r.Loss, log)
	}
	// And in the exact odds: the ship can no longer be destroyed.
	s.TargetStatus = st
	o, err := Odds(s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	old, err := Odds(s, Options{DefencePolicy: DefenceStrongest})
	if err != nil {
		t.Fatal(err)
	}
	if o.Destroyed().Cmp(old.Destroyed()) >= 0 {
		t.Errorf("P(destroyed) %v under survival, %v under strongest; want lower", o.Destroyed(), old.Destroyed())
	}
}

// exactScore is an oracle for the survival policy: the outcome of hits on
// the target, enumerated by rng.Enumerator with fractions, as
// P(destroyed), P(crippled), E[Structure lost], E[rating boxes and Systems
// lost].
func exactScore(t *testing.T, card *Card, st Status, left dice.Code, opt Options) [4]*big.Rat {
	t.Helper()
	var out [4]*big.Rat
	for i := range out {
		out[i] = new(big.Rat)
	}
	hits := chooseValues(card, &st, left, opt)
	err := damageLeaves(card, st, hits, opt, func(l Loss, num, den *big.Int) {
		p := new(big.Rat).SetFrac(num, den)
		vals := [4]int64{0, 0, int64(l.Structure), int64(l.Ratings[0]) + int64(l.Ratings[1]) + int64(l.Ratings[2]) + int64(l.Systems)}
		if l.Destroyed {
			vals[0] = 1
		}
		if l.Crippled {
			vals[1] = 1
		}
		for i, v := range vals {
			out[i].Add(out[i], new(big.Rat).Mul(p, big.NewRat(v, 1)))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func compareExact(a, b [4]*big.Rat) int {
	for i := range a {
		if c := a[i].Cmp(b[i]); c != 0 {
			return c
		}
	}
	return 0
}

// TestSurvivalBruteForce checks the survival policy against every way of
// placing the steps one at a time, each scored by the oracle, over random
// small ships (crippled or not, with or without Systems), attacks and
// options: no placement may be better for the defender than the policy's.
func TestSurvivalBruteForce(t *testing.T) {
	src := rng.New(0x5afe)
	tried, chose := 0, 0
	for trial := range 600 {
		ship := testShip("Target", 1+src.IntN(3), 1+src.IntN(3), 1+src.IntN(3), 1+src.IntN(3))
		if src.IntN(2) == 0 {
			ship.Systems = nil
		}
		st := ship.Fresh()
		for r := range st.Ratings {
			for range src.IntN(st.Ratings[r].Boxes() + 1) {
				st.Ratings[r].mark()
			}
		}
		if src.IntN(4) == 0 {
			for st.Structure.mark() {
			}
			st.Crippled = true
		}
		var opt Options
		opt.RatingOverflow = RatingOverflow(src.IntN(2))
		opt.Catastrophic = Catastrophic([]int{0, 0, 1}[src.IntN(3)])
		opt.CritPolicy = CritPolicy(src.IntN(2))
		counts := make([]int8, Faces+1) // one to three sets of 2 to 4 dice
		for range 1 + src.IntN(3) {
			counts[1+src.IntN(Faces)] = int8(2 + src.IntN(3))
		}
		attack := dice.CountsCode(counts)
		steps := 1 + src.IntN(3)
		tried++
		def := defender{card: ship, st: st, opt: opt}
		got := def.place(attack, steps)
		gotScore := exactScore(t, ship, st, got, opt)
		fast := def.score(got) // whole numbers over 6^20, or fractions
		for i := range gotScore {
			if fast.at(i).Cmp(gotScore[i]) != 0 {
				t.Fatalf("trial %d: %s on %s: score %d is %v, the enumeration gives %v", trial, got, st.Describe(ship), i, fast.at(i), gotScore[i])
			}
		}
		var try func(c dice.Code, left int)
		try = func(c dice.Code, left int) {
			if left == 0 || c == 0 {
				if compareExact(exactScore(t, ship, st, c, opt), gotScore) < 0 {
					t.Fatalf("trial %d: %s on %s, %d steps, %v: policy leaves %s %v, but %s is better %v",
						trial, attack, st.Describe(ship), steps, opt, got, gotScore, c, exactScore(t, ship, st, c, opt))
				}
				return
			}
			for f := 1; f <= Faces; f++ {
				if next, ok := c.Diminish(f); ok {
					try(next, left-1)
				}
			}
		}
		try(attack, steps)
		if got != spend(attack, steps, nil) {
			chose++
		}
	}
	if tried < 500 || chose < 20 {
		t.Errorf("%d trials, %d where the policy departs from the strongest set: the test exercises too little", tried, chose)
	}
	t.Logf("%d trials, %d where the policy departs from the strongest set", tried, chose)
}
