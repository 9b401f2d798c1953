package jovian

import (
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// TestPoolRoll reads scripted rolls: maximal sets, flex removal, macro dice
// raising and lowering sets, negative flex and the Beam re-roll (RULINGS C1).
func TestPoolRoll(t *testing.T) {
	tests := []struct {
		name    string
		pool    Pool
		opt     Options
		faces   []int // base and flex dice, then macro dice, then a re-roll
		remove  []int // by hand, or nil
		want    string
		removed []int
	}{
		{"no match", Pool{Base: 4}, Options{}, []int{1, 2, 3, 4}, nil, "[N]", nil},
		{"two results", Pool{Base: 6}, Options{}, []int{2, 3, 2, 5, 3, 3}, nil, "[D2,T3]", nil},
		{"four is one Q", Pool{Base: 4}, Options{}, []int{2, 2, 2, 2}, nil, "[Q2]", nil},
		{"five are no better", Pool{Base: 5}, Options{}, []int{2, 2, 2, 2, 2}, nil, "[Q2]", nil},
		{"macro raises D to T", Pool{Base: 3, Macro: 1}, Options{}, []int{4, 4, 6, 4}, nil, "[T4]", nil},
		{"two macro dice make Q", Pool{Base: 3, Macro: 2}, Options{}, []int{4, 4, 6, 4, 4}, nil, "[Q4]", nil},
		{"macro cannot create", Pool{Base: 3, Macro: 2}, Options{}, []int{4, 5, 6, 4, 5}, nil, "[N]", nil},
		{"macro stops at Q", Pool{Base: 4, Macro: 1}, Options{}, []int{3, 3, 3, 3, 3}, nil, "[Q3]", nil},
		{"negative macro lowers", Pool{Base: 4, Macro: -1}, Options{}, []int{4, 4, 4, 1, 4}, nil, "[D4]", nil},
		{"negative macro removes a D", Pool{Base: 3, Macro: -2}, Options{}, []int{4, 4, 6, 4, 2}, nil, "[N]", nil},
		{"flex removes the single", Pool{Base: 2, Flex: 1}, Options{}, []int{3, 5, 3}, nil, "[D3]", []int{5}},
		{"flex keeps the stronger set", Pool{Base: 4, Flex: 1}, Options{}, []int{2, 2, 5, 5, 5}, nil, "[T5]", []int{2}},
		{"flex ties keep low Values", Pool{Base: 3, Flex: 1}, Options{}, []int{1, 1, 5, 5}, nil, "[D1]", []int{5}},
		{"flex ties keep the low D first (C1)", Pool{Base: 5, Flex: 1}, Options{}, []int{1, 1, 1, 5, 5, 5}, nil, "[D1,T5]", []int{1}},
		{"flex ties low, strongest first", Pool{Base: 5, Flex: 1}, Options{FlexTies: FlexTiesLow}, []int{1, 1, 1, 5, 5, 5}, nil, "[T1,D5]", []int{5}},
		{"flex ties high, strongest first", Pool{Base: 5, Flex: 1}, Options{FlexTies: FlexTiesHigh}, []int{1, 1, 1, 5, 5, 5}, nil, "[D1,T5]", []int{1}},
		{"flex ties keep high Values", Pool{Base: 3, Flex: 1}, Options{FlexTies: FlexTiesHigh}, []int{1, 1, 5, 5}, nil, "[D5]", []int{1}},
		{"flex looks at macro dice", Pool{Base: 3, Flex: 1, Macro: 1}, Options{}, []int{2, 2, 5, 5, 5}, nil, "[T5]", []int{2}},
		{"flex by hand", Pool{Base: 3, Flex: 1}, Options{}, []int{1, 1, 5, 5}, []int{1}, "[D5]", []int{1}},
		{"negative flex as base", Pool{Base: 3, Flex: -1}, Options{}, []int{4, 4}, nil, "[D4]", nil},
		{"negative flex, opponent removes", Pool{Base: 3, Flex: -1}, Options{NegativeFlex: NegativeFlexOpponent}, []int{4, 4, 2}, nil, "[N]", []int{4}},
		{"beam re-rolls [N]", Pool{Base: 2, Reroll: true}, Options{}, []int{1, 2, 3, 3}, nil, "[D3]", nil},
		{"beam keeps a set", Pool{Base: 2, Reroll: true}, Options{}, []int{6, 6}, nil, "[D6]", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := rng.NewScript(tt.faces)
			r, err := tt.pool.Roll(src, tt.opt, "attack dice", tt.remove)
			if err != nil || src.Err() != nil {
				t.Fatalf("Roll: %v %v", err, src.Err())
			}
			if u := src.Unused(); len(u) > 0 {
				t.Fatalf("unused dice %v", u)
			}
			if r.Result.String() != tt.want || !slices.Equal(r.Removed, tt.removed) {
				t.Errorf("%s -> %v removing %v, want %s removing %v", &r, r.Result, r.Removed, tt.want, tt.removed)
			}
		})
	}
}

func TestPoolRollRefuses(t *testing.T) {
	tests := []struct {
		name   string
		pool   Pool
		remove []int
		want   string
	}{
		{"negative base", Pool{Base: -1}, nil, "at least 0"},
		{"too many dice", Pool{Base: MaxDice, Flex: 1}, nil, "at most"},
		{"too many macro", Pool{Base: 1, Macro: -MaxDice - 1}, nil, "macro"},
		{"wrong count", Pool{Base: 2, Flex: 1}, []int{1, 2}, "1 dice must be removed"},
		{"face not rolled", Pool{Base: 2, Flex: 1}, []int{6}, "cannot remove a 6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.pool.Roll(rng.NewScript([]int{1, 2, 3}), Options{}, "attack dice", tt.remove)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}

func TestPoolRollString(t *testing.T) {
	tests := []struct {
		name  string
		pool  Pool
		faces []int
		want  string
	}{
		{"flex and macro", Pool{Base: 2, Flex: 1, Macro: 1}, []int{1, 2, 2, 5}, "rolled 1,2,2, removed 1 (flex) -> [D2]; macro dice 5 -> [D2]"},
		{"re-roll", Pool{Base: 2, Reroll: true}, []int{1, 2, 3, 3}, "rolled 1,2 -> [N]; re-rolled: rolled 3,3 -> [D3]"},
		{"opponent", Pool{Base: 3, Flex: -1}, []int{4, 4, 2}, "rolled 4,4,2, removed 4 (negative flex, opponent's choice) -> [N]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := rng.NewScript(tt.faces)
			r, err := tt.pool.Roll(src, Options{NegativeFlex: NegativeFlexOpponent}, "attack dice", nil)
			if err != nil || src.Err() != nil || len(src.Unused()) > 0 {
				t.Fatalf("%v %v %v", err, src.Err(), src.Unused())
			}
			if got := r.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestDefence(t *testing.T) {
	tests := []struct {
		pd      string
		steps   int
		negates bool
	}{
		{"[N]", 0, false},
		{"[D2]", 1, false},
		{"[T2]", 2, false},
		{"[D1,T4]", 3, false},
		{"[D1,Q4]", 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.pd, func(t *testing.T) {
			s, n := Defence(code(t, tt.pd))
			if s != tt.steps || n != tt.negates {
				t.Errorf("Defence(%s) = %d, %v; want %d, %v", tt.pd, s, n, tt.steps, tt.negates)
			}
		})
	}
}

func TestDiminishAttackHand(t *testing.T) {
	tests := []struct {
		name, attack, pd string
		hand             []int
		want             string
		err              string
	}{
		{"T lowers one twice", "[T3,D5]", "[T1]", []int{3, 3}, "[D5]", ""},
		{"T lowers two once", "[T3,D5]", "[T1]", []int{3, 5}, "[D3]", ""},
		{"rest by policy", "[T3,D5]", "[T1]", []int{5}, "[D3]", ""},
		{"Q negates", "[Q3,D5]", "[Q1]", nil, "[N]", ""},
		{"too many", "[T3,D5]", "[D1]", []int{3, 5}, "", "gives 1 diminishing steps"},
		{"no such set", "[T3]", "[D1]", []int{4}, "", "Value 4"},
		{"nothing to choose", "[T3]", "[Q1]", []int{3}, "", "negates"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := DiminishAttack(code(t, tt.attack), code(t, tt.pd), tt.hand)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil || got.String() != tt.want {
				t.Errorf("got %v, %v; want %s", got, err, tt.want)
			}
		})
	}
}

// measure is what a set of magnitudes can do to a capital ship, worst
// first: Structure Damage, Critical Hits, Rating Damage.
func measure(c dice.Code) [3]int {
	s := c.Count(dice.T) + 2*c.Count(dice.Q)
	return [3]int{s, s, c.Count(dice.D)}
}

// TestBestDefenceIsOptimal compares the best-defence policy with an
// exhaustive search over every placement of the diminishing steps, for
// every Result and up to six steps.
func TestBestDefenceIsOptimal(t *testing.T) {
	type key struct {
		c     dice.Code
		steps int
	}
	memo := map[key][3]int{}
	var best func(c dice.Code, steps int) [3]int
	best = func(c dice.Code, steps int) [3]int {
		k := key{c, steps}
		if v, ok := memo[k]; ok {
			return v
		}
		v := measure(c)
		if steps > 0 {
			for f := 1; f <= Faces; f++ {
				if next, ok := c.Diminish(f); ok {
					if w := best(next, steps-1); slices.Compare(w[:], v[:]) < 0 {
						v = w
					}
				}
			}
		}
		memo[k] = v
		return v
	}
	for c := dice.Code(0); c < codes; c++ {
		for steps := range 7 {
			got := measure(spend(c, steps, nil))
			if want := best(c, steps); got != want {
				t.Fatalf("%v with %d steps: policy leaves %v, best is %v", c, steps, got, want)
			}
		}
	}
}

func TestBestRemoval(t *testing.T) {
	got, err := Pool{Base: 4, Flex: 2}.BestRemoval([]int{6, 2, 2, 6, 3, 1}, nil, Options{})
	if err != nil || !slices.Equal(got, []int{1, 3}) {
		t.Errorf("BestRemoval = %v, %v; want [1 3]", got, err)
	}
	if _, err := (Pool{Base: 4, Flex: 2}).BestRemoval([]int{6, 2}, nil, Options{}); err == nil {
		t.Error("BestRemoval accepted the wrong number of dice")
	}
}

// exhaustiveRemoval tries every removal of n dice and returns the strength
// of the best (the weakest when the opponent chooses).
func exhaustiveRemoval(counts, macro *[Faces + 1]int8, sign, n int, opponent bool, ties FlexTies) uint32 {
	var best uint32
	found := false
	var cur [Faces + 1]int8
	var walk func(f, left int)
	walk = func(f, left int) {
		if f > Faces {
			if left > 0 {
				return
			}
			var kept [Faces + 1]int8
			for g := 1; g <= Faces; g++ {
				kept[g] = counts[g] - cur[g]
			}
			key := strength(applyMacro(dice.CountsCode(kept[:]), macro, sign), ties)
			if !found || (!opponent && key > best) || (opponent && key < best) {
				best, found = key, true
			}
			return
		}
		for x := 0; x <= min(left, int(counts[f])); x++ {
			cur[f] = int8(x)
			walk(f+1, left-x)
		}
		cur[f] = 0
	}
	walk(1, n)
	return best
}

// TestBestRemovalIsOptimal compares the dynamic programme with every
// removal, for random rolls, macro dice, every tie rule and both choosers.
func TestBestRemovalIsOptimal(t *testing.T) {
	src := rng.New(0xf1e)
	for trial := range 3000 {
		var counts, macro [Faces + 1]int8
		nDice := 1 + src.IntN(12)
		for range nDice {
			counts[src.IntN(Faces)+1]++
		}
		for range src.IntN(3) {
			macro[src.IntN(Faces)+1]++
		}
		n := src.IntN(nDice + 1)
		sign := 1 - 2*src.IntN(2)
		opponent := src.IntN(2) == 1
		ties := FlexTies(src.IntN(3))
		drop := bestRemoval(&counts, &macro, sign, n, opponent, ties)
		var kept [Faces + 1]int8
		total := 0
		for f := 1; f <= Faces; f++ {
			if drop[f] < 0 || drop[f] > counts[f] {
				t.Fatalf("trial %d: removes %d of %d %ds", trial, drop[f], counts[f], f)
			}
			kept[f] = counts[f] - drop[f]
			total += int(drop[f])
		}
		got := strength(applyMacro(dice.CountsCode(kept[:]), &macro, sign), ties)
		want := exhaustiveRemoval(&counts, &macro, sign, n, opponent, ties)
		if total != n || got != want {
			t.Fatalf("trial %d: counts %v macro %v sign %d remove %d opponent %v: got %x removing %d, best %x",
				trial, counts, macro, sign, n, opponent, got, total, want)
		}
	}
}
