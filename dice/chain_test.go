package dice

import (
	"math/big"
	"testing"

	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
)

func TestPoolDistKnownValues(t *testing.T) {
	tests := []struct {
		name  string
		pool  Pool
		value int
		want  *big.Rat
	}{
		{"6 B1 + 4 PDS score no hit", Pool{{b1Die, 6}, {pdsDie, 4}}, 0, ratOf(4, 729)},
		{"10d6 sum to 35", Pool{{Plain(6), 10}}, 35, ratOf(7631, 104976)},
		{"PDS scores 0", Pool{{pdsDie, 1}}, 0, ratOf(1, 2)},
		{"PDS scores 2 only by a 6 then 1-3", Pool{{pdsDie, 1}}, 2, ratOf(1, 12)},
		{"B1 scores 1 by a 5, or a 6 then 1-4", Pool{{b1Die, 1}}, 1, ratOf(5, 18)},
		{"screen 1 beam misses on 1-4", Pool{{screened(1), 1}}, 0, ratOf(2, 3)},
		{"screen 2 beam scores 1 by a 5, or a 6 then a plain-beam miss", Pool{{screened(2), 1}}, 1, ratOf(1, 4)},
		{"screen 2 re-roll is the plain beam die", Pool{{screened(2), 1}}, 3, ratOf(1, 72)},
		{"exploding d4 never totals 4", Pool{{d4Explode, 1}}, 4, ratOf(0, 1)},
		{"exploding d4 totals 5 by 4 then 1", Pool{{d4Explode, 1}}, 5, ratOf(1, 16)},
		{"chain die scores -1", Pool{{chainDie(), 1}}, -1, ratOf(1, 6)},
		{"chain die scores 0 by 2, 3 or 6 then 1-4", Pool{{chainDie(), 1}}, 0, ratOf(2*6+4, 36)},
		{"8d6>=5 all succeed", Pool{{Success(6, 5), 8}}, 8, ratOf(1, 6561)},
		{"empty pool", nil, 0, ratOf(1, 1)},
		{"zero count", Pool{{pdsDie, 0}}, 0, ratOf(1, 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.pool.Dist().P(tt.value); got.Cmp(tt.want) != 0 {
				t.Errorf("P(%d) = %s, want %s", tt.value, got.RatString(), tt.want.RatString())
			}
		})
	}
}

func TestPoolDistMatchesBruteForce(t *testing.T) {
	tests := []struct {
		name       string
		pool       Pool
		depth      int // throws per die enumerated
		exactBelow int // scores below this cannot come from a sequence cut short
	}{
		{"2 beam", Pool{{beamDie, 2}}, 7, 7},
		{"B1, PDS and beam", Pool{{b1Die, 1}, {pdsDie, 1}, {beamDie, 1}}, 5, 5},
		{"2 B1 and 1 PDS", Pool{{b1Die, 2}, {pdsDie, 1}}, 5, 5},
		{"screens 1 and 2", Pool{{screened(1), 2}, {screened(2), 1}}, 5, 4},
		{"chained die with a negative face and PDS", Pool{{chainDie(), 2}, {pdsDie, 1}}, 5, 3},
		{"mixed sizes: exploding d4 and B1", Pool{{d4Explode, 2}, {b1Die, 1}}, 5, 5},
		{"plain and success dice", Pool{{Plain(6), 2}, {Success(6, 5), 2}, {Plain(8), 1}}, 1, 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := tt.pool.Dist()
			bf, cut := brutePool(tt.pool, tt.depth)
			sum := new(big.Rat).Set(d.Tail())
			for v := d.Lo(); v <= d.Hi(); v++ {
				p := d.P(v)
				sum.Add(sum, p)
				lower := bf[v]
				if lower == nil {
					lower = new(big.Rat)
				}
				delete(bf, v)
				upper := new(big.Rat).Add(lower, cut)
				if p.Cmp(lower) < 0 || p.Cmp(upper) > 0 {
					t.Errorf("P(%d) = %s outside brute-force bounds [%s, %s]", v, p.RatString(), lower.RatString(), upper.RatString())
				}
				if v < tt.exactBelow && p.Cmp(lower) != 0 {
					t.Errorf("P(%d) = %s, brute force %s", v, p.RatString(), lower.RatString())
				}
			}
			for v, p := range bf {
				if v < d.Lo() || p.Cmp(d.Tail()) > 0 {
					t.Errorf("brute force gives P(%d) = %s, not listed (tail %s)", v, p.RatString(), d.Tail().RatString())
				}
			}
			if sum.Cmp(big.NewRat(1, 1)) != 0 {
				t.Errorf("listed probabilities and tail sum to %s", sum.RatString())
			}
		})
	}
}

func TestPoolDistTail(t *testing.T) {
	pool := Pool{{b1Die, 6}, {pdsDie, 4}}
	tests := []struct {
		name    string
		maxTail *big.Rat
	}{
		{"default", nil},
		{"one in a thousand", ratOf(1, 1000)},
		{"one in ten", ratOf(1, 10)},
		{"1e-30", new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil))},
	}
	full := pool.DistWithin(ratOf(1, 1e18))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := pool.DistWithin(tt.maxTail)
			limit := tt.maxTail
			if limit == nil {
				limit = defaultTail
			}
			if d.Tail().Cmp(limit) > 0 {
				t.Fatalf("tail %s exceeds %s", d.Tail().RatString(), limit.RatString())
			}
			// The listing stops at the first score that brings the tail within the limit.
			if before := new(big.Rat).Add(d.Tail(), d.P(d.Hi())); before.Cmp(limit) <= 0 {
				t.Errorf("listing one score fewer would leave tail %s, still within %s", before.FloatString(20), limit.RatString())
			}
			if d.Tail().Sign() <= 0 {
				t.Errorf("tail %s; a pool of re-rolling dice always has one", d.Tail().RatString())
			}
			for v := d.Lo(); v <= min(d.Hi(), full.Hi()); v++ {
				if d.P(v).Cmp(full.P(v)) != 0 {
					t.Errorf("P(%d) = %s here, %s with a smaller tail", v, d.P(v).RatString(), full.P(v).RatString())
				}
			}
		})
	}
}

func TestPoolDistFinitePoolsHaveNoTail(t *testing.T) {
	tests := []struct {
		name string
		pool Pool
	}{
		{"3d6", Pool{{Plain(6), 3}}},
		{"successes", Pool{{Success(10, 8), 5}}},
		{"beam die that never re-rolls", Pool{{beamDie.WithScores(func(_ int, f Face) Face { f.Reroll = false; return f }), 3}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if d := tt.pool.DistWithin(ratOf(1, 2)); d.Tail().Sign() != 0 {
				t.Errorf("tail %s, want 0", d.Tail().RatString())
			}
		})
	}
}

func TestPoolDistMonteCarlo(t *testing.T) {
	tests := []struct {
		name string
		pool Pool
		seed rng.Seed
	}{
		{"6 B1 + 4 PDS", Pool{{b1Die, 6}, {pdsDie, 4}}, 0x5eed0001},
		{"beam dice against screens", Pool{{beamDie, 2}, {screened(1), 2}, {screened(2), 2}}, 0x5eed0002},
		{"chained dice and exploding d4", Pool{{chainDie(), 3}, {d4Explode, 2}}, 0x5eed0003},
		{"plain and success dice", Pool{{Plain(6), 3}, {Success(6, 5), 4}}, 0x5eed0004},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkMonteCarlo(t, tt.pool.Dist(), 200_000, tt.seed, tt.pool.Score)
		})
	}
}

func TestPoolDistPanics(t *testing.T) {
	tests := []struct {
		name    string
		pool    Pool
		maxTail *big.Rat
	}{
		{"zero tail", Pool{{pdsDie, 1}}, new(big.Rat)},
		{"tail of one", Pool{{pdsDie, 1}}, ratOf(1, 1)},
		{"negative count", Pool{{pdsDie, -1}}, nil},
		{"invalid die", Pool{{Die{Name: "broken", Sides: 2}, 1}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			tt.pool.DistWithin(tt.maxTail)
		})
	}
}

func TestPoolDistLargePoolsStayExact(t *testing.T) {
	// Pools far beyond brute force: the listed mass plus the tail is 1, the
	// mean approaches 0.4 per B1 and 0.8 per PDS, and the first
	// probabilities have closed forms.
	pool := Pool{{b1Die, 30}, {pdsDie, 20}}
	d := pool.Dist()
	want := new(big.Rat).Mul(ratPow(ratOf(2, 3), 30), ratPow(ratOf(1, 2), 20))
	if d.P(0).Cmp(want) != 0 {
		t.Errorf("P(0) = %s, want (2/3)^30·(1/2)^20", d.P(0).RatString())
	}
	if m := d.Mean(); m < 27.99 || m > 28.01 {
		t.Errorf("mean %g, want 28 (the tail above %d is %g)", m, d.Hi(), d.TailFloat())
	}
}

func ratPow(r *big.Rat, n int) *big.Rat {
	out := big.NewRat(1, 1)
	for range n {
		out.Mul(out, r)
	}
	return out
}

func TestFacesPoly(t *testing.T) {
	tests := []struct {
		name string
		got  prob.Poly
		want prob.Poly
	}{
		{"faces that re-roll", facesPoly(pdsDie.Faces, true), prob.PolyOf(2, 1)},
		{"faces that do not", facesPoly(pdsDie.Faces, false), prob.PolyOf(0, 3, 2)},
		{"no faces", facesPoly(Plain(3).Faces, true), prob.Poly{}},
		{"a plain die", facesPoly(Plain(4).Faces, false), prob.PolyOf(1, 1, 1, 1, 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !tt.got.Equal(tt.want) {
				t.Errorf("got %v, want %v", tt.got, tt.want)
			}
		})
	}
}
