package dice

import (
	"fmt"
	"math/big"
	"testing"
)

// setsBruteCounts reads every one of the sides^n face sequences.
func setsBruteCounts(n, sides int) map[Code]int64 {
	counts := map[Code]int64{}
	setsEachSequence(n, sides, func(faces []int) { counts[ReadCode(faces)]++ })
	return counts
}

// pow returns sides^n as a big.Int.
func setsPow(sides, n int) *big.Int {
	return new(big.Int).Exp(big.NewInt(int64(sides)), big.NewInt(int64(n)), nil)
}

func TestDistEqualsBruteForce(t *testing.T) {
	cases := []Sets{}
	for n := 0; n <= 6; n++ {
		cases = append(cases, Sets{Dice: n})
	}
	cases = append(cases, Sets{Dice: 5, Sides: 1}, Sets{Dice: 3, Sides: 2}, Sets{Dice: 9, Sides: 2},
		Sets{Dice: 7, Sides: 4}, Sets{Dice: 6, Sides: 8}, Sets{Dice: 4, Sides: 16})
	for _, s := range cases {
		sides := s.check()
		t.Run(fmt.Sprintf("%dd%d", s.Dice, sides), func(t *testing.T) {
			want := setsBruteCounts(s.Dice, sides)
			total := setsPow(sides, s.Dice)
			for _, large := range []bool{false, true} {
				c := newSetCounts(sides, s.Dice, large)
				got := map[Code]int64{}
				c.each(func(code Code, idx int) {
					if _, dup := got[code]; dup {
						t.Fatalf("code %v listed twice", code)
					}
					got[code] = c.weight(idx).Int64()
				})
				if len(got) != len(want) {
					t.Errorf("large=%v: %d results, brute force finds %d", large, len(got), len(want))
				}
				for code, n := range want {
					if got[code] != n {
						t.Errorf("large=%v: %v counted %d times, brute force %d", large, code, got[code], n)
					}
				}
				if c.total().Cmp(total) != 0 {
					t.Errorf("large=%v: total %v, want %v", large, c.total(), total)
				}
			}
			table := s.Dist()
			for code, n := range want {
				if p, wantP := table.P(code), new(big.Rat).SetFrac(big.NewInt(n), total); p.Cmp(wantP) != 0 {
					t.Errorf("Dist P(%v) = %v, want %v", code, p, wantP)
				}
			}
		})
	}
}

func TestDistSmallEqualsLarge(t *testing.T) {
	for _, s := range []Sets{{Dice: 12}, {Dice: 20}, {Dice: 24}, {Dice: 30, Sides: 4}, {Dice: 15, Sides: 16}} {
		sides := s.check()
		t.Run(fmt.Sprintf("%dd%d", s.Dice, sides), func(t *testing.T) {
			small := newSetCounts(sides, s.Dice, false)
			large := newSetCounts(sides, s.Dice, true)
			if small.small == nil {
				t.Fatalf("%dd%d should fit in uint64", s.Dice, sides)
			}
			sum := new(big.Int)
			n := 0
			small.each(func(code Code, idx int) {
				n++
				w := small.weight(idx)
				sum.Add(sum, w)
				if w.Cmp(large.weight(idx)) != 0 {
					t.Fatalf("%v: uint64 count %v, big count %v", code, w, large.weight(idx))
				}
			})
			large.each(func(Code, int) { n-- })
			if n != 0 {
				t.Errorf("the two paths list different numbers of results")
			}
			if sum.Cmp(setsPow(sides, s.Dice)) != 0 {
				t.Errorf("counts sum to %v, want %v", sum, setsPow(sides, s.Dice))
			}
		})
	}
}

func TestDistLargePools(t *testing.T) {
	for _, s := range []Sets{{Dice: 25}, {Dice: 64, Sides: 2}, {Dice: 100}, {Dice: 70, Sides: 1}} {
		sides := s.check()
		t.Run(fmt.Sprintf("%dd%d", s.Dice, sides), func(t *testing.T) {
			c := newSetCounts(sides, s.Dice, false)
			if c.small != nil {
				t.Fatalf("%dd%d cannot fit in uint64", s.Dice, sides)
			}
			sum := new(big.Int)
			c.each(func(_ Code, idx int) { sum.Add(sum, c.weight(idx)) })
			if sum.Cmp(setsPow(sides, s.Dice)) != 0 {
				t.Errorf("counts sum to %v, want %v", sum, setsPow(sides, s.Dice))
			}
			// With more than 3·sides dice some face shows four times.
			if got := s.AtLeast(Q); s.Dice > 3*sides && got.Cmp(big.NewRat(1, 1)) != 0 {
				t.Errorf("AtLeast(Q) = %v, want 1", got)
			}
		})
	}
}

func TestDistKnownValues(t *testing.T) {
	tests := []struct {
		name string
		s    Sets
		text string
		want *big.Rat
	}{
		{"6d6 all different", Sets{Dice: 6}, "[N]", big.NewRat(720, 46656)},
		{"2d6 pair of 2s", Sets{Dice: 2}, "[D2]", big.NewRat(1, 36)},
		{"4d6 four 2s", Sets{Dice: 4}, "[Q2]", big.NewRat(1, 1296)},
		// 3 positions for the lone 3 of a 2,2,3,3,3 pool among 5: C(5,2) = 10.
		{"5d6 D2 T3", Sets{Dice: 5}, "[D2,T3]", big.NewRat(10, 7776)},
		{"0 dice", Sets{}, "[N]", big.NewRat(1, 1)},
		{"1d1", Sets{Dice: 1, Sides: 1}, "[N]", big.NewRat(1, 1)},
		{"impossible", Sets{Dice: 3}, "[D1,D2]", new(big.Rat)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := parseCode(t, tt.text)
			if got := tt.s.Dist().P(c); got.Cmp(tt.want) != 0 {
				t.Errorf("P(%s) = %v, want %v", tt.text, got, tt.want)
			}
		})
	}
}

func TestBestAndAtLeast(t *testing.T) {
	for _, s := range []Sets{{Dice: 0}, {Dice: 1}, {Dice: 4}, {Dice: 6}, {Dice: 5, Sides: 3}} {
		sides := s.check()
		t.Run(fmt.Sprintf("%dd%d", s.Dice, sides), func(t *testing.T) {
			var byBest [4]int64
			for code, n := range setsBruteCounts(s.Dice, sides) {
				byBest[code.Best()] += n
			}
			total := setsPow(sides, s.Dice)
			best := s.Best()
			var atLeast int64
			for m := Q; m >= N; m-- {
				want := new(big.Rat).SetFrac(big.NewInt(byBest[m]), total)
				if got := best.P(int(m)); got.Cmp(want) != 0 {
					t.Errorf("Best P(%v) = %v, want %v", m, got, want)
				}
				atLeast += byBest[m]
				want = new(big.Rat).SetFrac(big.NewInt(atLeast), total)
				if got := s.AtLeast(m); got.Cmp(want) != 0 {
					t.Errorf("AtLeast(%v) = %v, want %v", m, got, want)
				}
			}
		})
	}
}

func TestDistOfMeasure(t *testing.T) {
	s := Sets{Dice: 5}
	// Squadron damage of ruling C3: D 1, T 2, Q 3 per set.
	damage := func(c Code) int { return c.Count(D) + 2*c.Count(T) + 3*c.Count(Q) }
	want := map[int]int64{}
	for code, n := range setsBruteCounts(5, 6) {
		want[damage(code)] += n
	}
	viaTable := s.Dist().Dist(damage)
	direct := newSetCounts(6, 5, false).distBy(damage)
	for v := -1; v <= 7; v++ {
		w := new(big.Rat).SetFrac(big.NewInt(want[v]), setsPow(6, 5))
		if got := viaTable.P(v); got.Cmp(w) != 0 {
			t.Errorf("Dist().Dist: P(damage %d) = %v, want %v", v, got, w)
		}
		if got := direct.P(v); got.Cmp(w) != 0 {
			t.Errorf("distBy: P(damage %d) = %v, want %v", v, got, w)
		}
	}
	// Negative values are placed densely, on both counting paths.
	for _, large := range []bool{false, true} {
		neg := newSetCounts(6, 5, large).distBy(func(c Code) int { return -int(c) })
		if neg.Lo() >= 0 || neg.Hi() != 0 || neg.P(0).Cmp(s.Dist().P(0)) != 0 {
			t.Errorf("large=%v: distBy(-code) spans %d..%d", large, neg.Lo(), neg.Hi())
		}
	}
}

func TestSetsPanicsOnInvalidPool(t *testing.T) {
	for _, s := range []Sets{{Dice: -1}, {Dice: 2, Sides: -6}, {Dice: 2, Sides: MaxSetSides + 1}} {
		t.Run(fmt.Sprintf("%d dice d%d", s.Dice, s.Sides), func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("Dist of an invalid pool did not panic")
				}
			}()
			s.Dist()
		})
	}
}

func TestCompareCodes(t *testing.T) {
	order := []string{"[N]", "[D1]", "[D6]", "[T2]", "[Q1]", "[D1,D2]", "[D3,D4]", "[D1,T2]", "[T1,T2]", "[D1,Q2]", "[D1,D2,D3]"}
	codes := make([]Code, len(order))
	for i, text := range order {
		r, err := ParseResult(text)
		if err != nil {
			t.Fatal(err)
		}
		codes[i], _ = r.Code()
	}
	for i := range codes {
		for j := range codes {
			want := 0
			if i < j {
				want = -1
			} else if i > j {
				want = 1
			}
			if got := CompareCodes(codes[i], codes[j]); got != want {
				t.Errorf("CompareCodes(%v, %v) = %d, want %d", codes[i], codes[j], got, want)
			}
		}
	}
}

func BenchmarkSetsDist6(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Sets{Dice: 6}.Dist()
	}
}

func BenchmarkSetsDist20(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Sets{Dice: 20}.Dist()
	}
}

func BenchmarkSetsDist100(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Sets{Dice: 100}.Dist()
	}
}

func BenchmarkSetsBest20(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Sets{Dice: 20}.Best()
	}
}
