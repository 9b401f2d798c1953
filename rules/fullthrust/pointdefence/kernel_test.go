package pointdefence

import (
	"math/big"
	"testing"

	"github.com/broadside/broadside/dice"
)

// TestGridAgreesWithDicePools checks the graded kernel against package
// dice's exact pools, an independent algorithm, for every kind of die the
// ruleset rolls.
func TestGridAgreesWithDicePools(t *testing.T) {
	const cap = 30
	tests := []struct {
		name string
		die  *dice.Die
		n    int
	}{
		{"B1 x6", &b1Die, 6},
		{"PDS x4", &pdsDie, 4},
		{"fighter band 4-6 re-rolling at 2-3 x6", &attackDice[Band4to6][Band2to3], 6},
		{"fighter band 0 x5", &attackDice[Band0][Band0], 5},
		{"fighter band 7-10 re-rolling at 4-6 x3", &attackDice[Band7to10][Band4to6], 3},
		{"kinetic band 1 x4", &kineticDice[Band1], 4},
		{"casualty vs heavy with ADFC x3", &casualtyDice[1][1], 3},
		{"classic attack fighter, level-2 screen x4", ptr(classicAttackDie(Attack, 2, false)), 4},
		{"classic interceptor, level-1 screen x2", ptr(classicAttackDie(Interceptor, 1, false)), 2},
		{"PDS at heavy fighters x3", modDie(&pdsDie, -1), 3},
		{"salvo band 4-6 x6", &salvoDice[Band4to6], 6},
		{"damage d6-2 x3", &damageDice[2], 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			one := dieGrid(tt.die, 1, cap, allNormal)
			g := noMeter.pow(&one, tt.n)
			got := g.toDist(false)
			want := dice.Pool{{Die: *tt.die, Count: tt.n}}.Dist()
			// dice lists scores until less than 1e-15 is left; compare those.
			for v := 0; v < min(cap, want.Hi()+1); v++ {
				if got.P(v).Cmp(want.P(v)) != 0 {
					t.Fatalf("P(%d) = %s, dice says %s", v, got.P(v).RatString(), want.P(v).RatString())
				}
			}
			m := new(big.Rat).Mul(tt.die.Mean(), big.NewRat(int64(tt.n), 1))
			if f, _ := m.Float64(); fabs(f-want.Mean()) > 1e-9*max(1, f) && want.TailFloat() < 1e-15 {
				t.Errorf("mean %v, dice says %v", f, want.Mean())
			}
		})
	}
}

// TestGridArmour checks the second dimension: a classic beam die's first
// throw lands on armour (capped at 2 here), its re-rolls past it.
func TestGridArmour(t *testing.T) {
	first := func(wave, points int) int {
		if wave == 0 {
			return points
		}
		return 0
	}
	g := dieGrid(&beamDie, 3, 8, first)
	// P(a=2, m=2): a natural 6 (2 points) whose re-roll scores nothing: 1/6 * 1/2.
	if got := ratOf(g.p(2, 2)); got.Cmp(big.NewRat(1, 12)) != 0 {
		t.Errorf("P(2 on armour, 2 in all) = %s, want 1/12", got.RatString())
	}
	// P(a=2, m=4): a 6 then a 6 then nothing: 1/6 * 1/6 * 1/2.
	if got := ratOf(g.p(2, 4)); got.Cmp(big.NewRat(1, 72)) != 0 {
		t.Errorf("P(2 on armour, 4 in all) = %s, want 1/72", got.RatString())
	}
	if got := ratOf(g.p(1, 2)); got.Sign() != 0 {
		t.Errorf("P(1 on armour, 2 in all) = %s, want 0", got.RatString())
	}
}

// TestPointsFAgreesWithGrid checks the floating-point helper the classic
// allocation uses.
func TestPointsFAgreesWithGrid(t *testing.T) {
	for _, d := range []*dice.Die{&b1Die, &pdsDie, modDie(&b1Die, -1), &attackDice[Band2to3][Band0]} {
		f := pointsF(d, 6)
		g := dieGrid(d, 1, 6, allNormal)
		for v := range 6 {
			want, _ := ratOf(g.p(0, v)).Float64()
			if fabs(f[v]-want) > 1e-12 {
				t.Fatalf("%s: P(%d) %v, exact %v", d.Name, v, f[v], want)
			}
		}
		if m, _ := d.Mean().Float64(); fabs(meanF(d)-m) > 1e-12 {
			t.Fatalf("%s: mean %v, exact %v", d.Name, meanF(d), m)
		}
	}
}

// ratOf returns a rat6 as a big.Rat.
func ratOf(r rat6) *big.Rat { return r.rat() }

func ptr[T any](v T) *T { return &v }

func fabs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
