package jovian

import (
	"math"
	"math/big"
	"testing"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
)

// sameTable fails unless the table lists exactly the brute-force
// probabilities.
func sameTable[K comparable](t *testing.T, table prob.Table[K], brute map[K]*big.Rat) {
	t.Helper()
	if table.Tail().Sign() != 0 {
		t.Errorf("tail %v, want 0", table.Tail())
	}
	if table.Len() != len(brute) {
		t.Errorf("%d outcomes, brute force has %d", table.Len(), len(brute))
	}
	for k, want := range brute {
		if got := table.P(k); got.Cmp(want) != 0 {
			t.Errorf("P(%v) = %v, brute force %v", k, got, want)
		}
	}
}

// TestPoolOddsBruteForce compares PoolOdds with every sequence of dice fed
// through Pool.Roll.
func TestPoolOddsBruteForce(t *testing.T) {
	tests := []struct {
		name string
		pool Pool
		opt  Options
	}{
		{"plain", Pool{Base: 4}, Options{}},
		{"flex", Pool{Base: 2, Flex: 2}, Options{}},
		{"flex ties high", Pool{Base: 3, Flex: 1}, Options{FlexTies: FlexTiesHigh}},
		{"macro", Pool{Base: 3, Macro: 2}, Options{}},
		{"negative macro", Pool{Base: 4, Macro: -1}, Options{}},
		{"flex and macro", Pool{Base: 3, Flex: 1, Macro: 1}, Options{}},
		{"negative flex", Pool{Base: 4, Flex: -1}, Options{}},
		{"negative flex, opponent", Pool{Base: 4, Flex: -1}, Options{NegativeFlex: NegativeFlexOpponent}},
		{"re-roll", Pool{Base: 2, Flex: 1, Reroll: true}, Options{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rolled, _, _ := tt.pool.shape(tt.opt)
			most := rolled + abs(tt.pool.Macro)
			if tt.pool.Reroll {
				most *= 2
			}
			brute := enumerate(t, most, func(src rng.Source) dice.Code {
				c, err := tt.pool.roll(src, tt.opt, "attack dice", nil, nil)
				if err != nil {
					t.Fatal(err)
				}
				return c
			})
			table, err := PoolOdds(tt.pool, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			sameTable(t, table, brute)
		})
	}
}

// oddsCases are attacks small enough to enumerate every die, covering
// squadrons, crippling, the Catastrophic Damage roll, the randomise rule
// and the options.
func oddsCases() []struct {
	name string
	shot Shot
	opt  Options
} {
	ship := testShip("Ship", 3, 3, 3, 5)
	ship.Weapons = append(ship.Weapons,
		Weapon{Name: "Small Missiles", AC: 3, AS: 3, Traits: Traits{Missile: true}},
		Weapon{Name: "Small Gun", AC: 3, AS: 3, Traits: Traits{Flex: 1}})
	frail := testShip("Frail", 2, 1, 1, 1)
	frailSt := damaged(frail, 1, 0, 1)
	sq := testSquadron("Squad", 2, 2)
	missile, gun := len(ship.Weapons)-2, len(ship.Weapons)-1
	shot := func(weapon int, target *Card, st Status) Shot {
		return Shot{Attacker: ship, AttackerStatus: ship.Fresh(), Weapon: weapon, Target: target, TargetStatus: st}
	}
	withSupport := shot(missile, frail, frailSt)
	withSupport.Support = 1
	return []struct {
		name string
		shot Shot
		opt  Options
	}{
		{"normal on a frail ship", shot(gun, frail, frailSt), Options{}},
		{"normal, overflow triple", shot(gun, frail, damaged(frail, 0, 0, 0)), Options{RatingOverflow: OverflowTriple}},
		{"normal, criticals by value", shot(gun, frail, frail.Fresh()), Options{Criticals: CritByValue}},
		{"normal, crit policy systems", shot(gun, frail, frail.Fresh()), Options{CritPolicy: CritSystems}},
		{"normal, catastrophic destroys", shot(gun, frail, frail.Fresh()), Options{Catastrophic: CatastrophicDestroys}},
		{"missile on a frail ship", withSupport, Options{}},
		{"missile on a squadron", shot(missile, sq, sq.Fresh()), Options{}},
		{"missile on a squadron, Q destroys", shot(missile, sq, sq.Fresh()), Options{SquadronQ: QDestroys}},
		{"point defense attack", Shot{Attacker: ship, AttackerStatus: ship.Fresh(), PointDefense: true, Target: sq, TargetStatus: sq.Fresh()}, Options{}},
	}
}

// TestOddsBruteForce compares Odds with every sequence of dice fed through
// Resolve, damage dice included.
func TestOddsBruteForce(t *testing.T) {
	for _, tt := range oddsCases() {
		t.Run(tt.name, func(t *testing.T) {
			brute := enumerate(t, 16, func(src rng.Source) Loss {
				r, err := Resolve(&tt.shot, tt.opt, src, nil)
				if err != nil {
					t.Fatal(err)
				}
				return r.Loss
			})
			odds, err := Odds(&tt.shot, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			sameTable(t, odds.Loss, brute)
		})
	}
}

// TestOddsMonteCarlo samples the benchmark's missile attack and checks
// every outcome's frequency against the exact probability.
func TestOddsMonteCarlo(t *testing.T) {
	s := benchShot()
	s.TargetStatus = damaged(s.Target, 2, 1, 1)
	for range 4 {
		s.TargetStatus.Structure, _ = s.TargetStatus.Structure.Mark()
	}
	odds, err := Odds(s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	const n = 200000
	src := rng.New(0x5eed)
	counts := map[Loss]int{}
	for range n {
		r, err := Resolve(s, Options{}, src, nil)
		if err != nil {
			t.Fatal(err)
		}
		counts[r.Loss]++
	}
	for _, it := range odds.Loss.Items() {
		p, _ := it.P.Float64()
		sd := math.Sqrt(p * (1 - p) / n)
		got := float64(counts[it.Value]) / n
		if sd > 0 && math.Abs(got-p)/sd > 5 {
			t.Errorf("%v: sampled %.5f, exact %.5f (%.1f sd)", it.Value, got, p, math.Abs(got-p)/sd)
		}
		delete(counts, it.Value)
	}
	if len(counts) > 0 {
		t.Errorf("sampled outcomes the exact table lacks: %v", counts)
	}
	if d, c := odds.Destroyed(), odds.Crippled(); d.Sign() <= 0 || c.Cmp(d) < 0 {
		t.Errorf("P(destroyed) %v, P(crippled) %v", d, c)
	}
}

func TestOddsRefusesHand(t *testing.T) {
	s := benchShot()
	s.Hand.Diminish = []int{1}
	if _, err := Odds(s, Options{}); err == nil {
		t.Error("Odds accepted a hand choice")
	}
}

// TestPoolOddsMonteCarlo samples a pool with flex, macro and a re-roll and
// checks every Result's frequency against the exact probability.
func TestPoolOddsMonteCarlo(t *testing.T) {
	p := Pool{Base: 4, Flex: 1, Macro: -1, Reroll: true}
	table, err := PoolOdds(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	const n = 200000
	src := rng.New(0xface)
	counts := map[dice.Code]int{}
	for range n {
		c, err := p.roll(src, Options{}, "attack dice", nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		counts[c]++
	}
	for _, it := range table.Items() {
		p, _ := it.P.Float64()
		sd := math.Sqrt(p * (1 - p) / n)
		if got := float64(counts[it.Value]) / n; math.Abs(got-p) > 5*sd {
			t.Errorf("%v: sampled %.5f, exact %.5f", it.Value, got, p)
		}
		delete(counts, it.Value)
	}
	if len(counts) > 0 {
		t.Errorf("sampled Results the exact table lacks: %v", counts)
	}
}
