package fullthrust

import (
	"math/big"
	"testing"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// TestProjectileNeed checks the to-hit table of RULINGS A9: 2+ to 6 MU on
// the standard table, one more per 6 MU band, 6 to 30 MU and nothing
// beyond; a range on a band's edge is the nearer band; the short and long
// tables scale the bands.
func TestProjectileNeed(t *testing.T) {
	for _, c := range []struct {
		band, r float64
		want    int
	}{
		{StandardBand, 0, 2}, {StandardBand, 6, 2}, {StandardBand, 6.01, 3}, {StandardBand, 12, 3}, {StandardBand, 18, 4},
		{StandardBand, 23.9, 5}, {StandardBand, 30, 6}, {StandardBand, 30.01, 0},
		{ShortBand, 4, 2}, {ShortBand, 20, 6}, {ShortBand, 21, 0},
		{LongBand, 9, 2}, {LongBand, 10, 3}, {LongBand, 45, 6}, {LongBand, 46, 0},
		{StandardBand, -1, 0}, {0, 3, 0},
	} {
		if got := ProjectileNeed(c.band, c.r); got != c.want {
			t.Errorf("ProjectileNeed(%v, %v) = %d, want %d", c.band, c.r, got, c.want)
		}
	}
	if ProjectileReach(LongBand) != 45 {
		t.Errorf("long reach %v, want 45", ProjectileReach(LongBand))
	}
}

// dist returns the exact distribution of one die.
func dist(d dice.Die) func(v int) *big.Rat {
	return dice.Pool{{Die: d, Count: 1}}.Dist().P
}

// TestKGunDieExact checks a K-2's exact damage at 3+: it hits on 4 faces of
// 6 and doubles on a 1 or 2: P(0) = 1/3, P(2) = 4/6 * 4/6 = 4/9, P(4) = 4/6
// * 2/6 = 2/9. With a Corkscrew's -1 it needs a natural 4; an advanced
// screen of 1 leaves only a 1 doubling; a K-6 never doubles on a 6.
func TestKGunDieExact(t *testing.T) {
	for _, c := range []struct {
		class, need, mod, adv int
		want                  map[int]*big.Rat
	}{
		{2, 3, 0, 0, map[int]*big.Rat{0: big.NewRat(1, 3), 2: big.NewRat(4, 9), 4: big.NewRat(2, 9)}},
		{2, 3, -1, 0, map[int]*big.Rat{0: big.NewRat(1, 2), 2: big.NewRat(1, 3), 4: big.NewRat(1, 6)}},
		{2, 3, 0, 1, map[int]*big.Rat{0: big.NewRat(1, 3), 2: big.NewRat(5, 9), 4: big.NewRat(1, 9)}},
		{6, 2, 0, 0, map[int]*big.Rat{0: big.NewRat(1, 6), 6: big.NewRat(5, 36), 12: big.NewRat(25, 36)}},
		{3, 0, 0, 0, map[int]*big.Rat{0: big.NewRat(1, 1)}},
	} {
		d := KGunDie(c.class, c.need, c.mod, c.adv)
		if err := d.Validate(); err != nil {
			t.Fatal(err)
		}
		p := dist(d)
		for v, w := range c.want {
			if p(v).Cmp(w) != 0 {
				t.Errorf("K%d need %d mod %d adv %d: P(%d) = %v, want %v", c.class, c.need, c.mod, c.adv, v, p(v), w)
			}
		}
	}
}

// TestTorpedoDieExact checks a pulse torpedo at 5+: P(0) = 2/3, and each
// of 1-6 points 1/3 * 1/6 = 1/18; against advanced screens of 2 a hit of
// 1-2 scores nothing.
func TestTorpedoDieExact(t *testing.T) {
	p := dist(TorpedoDie(5, 0, 0))
	if p(0).Cmp(big.NewRat(2, 3)) != 0 {
		t.Errorf("P(0) = %v, want 2/3", p(0))
	}
	for v := 1; v <= 6; v++ {
		if p(v).Cmp(big.NewRat(1, 18)) != 0 {
			t.Errorf("P(%d) = %v, want 1/18", v, p(v))
		}
	}
	q := dist(TorpedoDie(5, 0, 2))
	if q(0).Cmp(big.NewRat(7, 9)) != 0 {
		t.Errorf("against advanced screens 2: P(0) = %v, want 7/9", q(0))
	}
}

// TestKGunRoll rolls a K-3 with scripted faces: a 2 hits at 2+ and a
// doubling die of 3 doubles, 6 points; a 1 misses and rolls nothing more.
func TestKGunRoll(t *testing.T) {
	d := KGunDie(3, 2, 0, 0)
	r := dice.Pool{{Die: d, Count: 1}}.Roll(rng.NewScript([]int{2, 3}))
	if r.Score != 6 {
		t.Errorf("K3 on 2, 3 scored %d, want 6", r.Score)
	}
	r = dice.Pool{{Die: d, Count: 1}}.Roll(rng.NewScript([]int{1}))
	if r.Score != 0 || len(r.Groups[0].Dice[0].Throws) != 1 {
		t.Errorf("K3 on 1: %v, want a miss with one throw", r)
	}
}
