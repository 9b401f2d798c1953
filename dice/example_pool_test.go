package dice_test

import (
	"fmt"
	"math/big"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// The PDS die scores 1 on 4-5 and 2 on a 6 that re-rolls; the B1 die scores
// 1 on a 5 and 1 on a 6 that re-rolls.
var (
	pds = dice.Die{Name: "PDS", Sides: 6, Faces: []dice.Face{{}, {}, {}, {Score: 1}, {Score: 1}, {Score: 2, Reroll: true}}}
	b1  = dice.Die{Name: "B1", Sides: 6, Faces: []dice.Face{{}, {}, {}, {}, {Score: 1}, {Score: 1, Reroll: true}}}
)

func ExamplePool() {
	pool := dice.Pool{{Die: b1, Count: 6}, {Die: pds, Count: 4}}
	d := pool.Dist()
	fmt.Println(pool)
	fmt.Println("P(0) =", d.P(0))
	fmt.Printf("mean %.4f, listed up to %d, tail %.2g\n", d.Mean(), d.Hi(), d.TailFloat())
	// Output:
	// 6 B1 + 4 PDS
	// P(0) = 4/729
	// mean 5.6000, listed up to 52, tail 5.3e-16
}

func ExamplePool_Score() {
	pool := dice.Pool{{Die: b1, Count: 6}, {Die: pds, Count: 4}}
	src := rng.New(42)
	total := 0
	for range 100_000 {
		total += pool.Score(src)
	}
	fmt.Printf("average %.2f\n", float64(total)/100_000)
	// Output: average 5.61
}

func ExamplePool_Roll() {
	pool := dice.Pool{{Die: b1, Count: 3}, {Die: pds, Count: 2}}
	// The table rolls 3 B1 (6, 5, 1), re-rolls the 6 (6) and again (2),
	// then 2 PDS (6, 4), re-rolls the 6 (6) and again (1).
	src := rng.NewScript([]int{6, 5, 1, 6, 2, 6, 4, 6, 1})
	r := pool.Roll(src)
	fmt.Println(r)
	fmt.Println(r.Groups[1].Dice[0].Throws[1], src.Err())
	// Output:
	// 3 B1: 6!6!2(2) 5(1) 1(0) + 2 PDS: 6!6!1(4) 4(1) = 8
	// {PDS 6 2 true} <nil>
}

func ExamplePool_Roll_scriptRunsOut() {
	src := rng.NewScript([]int{6, 3})
	dice.Pool{{Die: pds, Count: 2}}.Roll(src)
	fmt.Println(src.Err())
	// Output: rng: need at least 1 more die: 1d6 for PDS re-roll
}

func ExamplePool_Dist() {
	d := dice.Pool{{Die: dice.Plain(6), Count: 10}}.Dist()
	fmt.Println("P(10d6 = 35) =", d.P(35), "tail", d.Tail().RatString())
	// Output: P(10d6 = 35) = 7631/104976 tail 0
}

func ExamplePool_DistWithin() {
	pool := dice.Pool{{Die: pds, Count: 1}}
	for _, tail := range []*big.Rat{big.NewRat(1, 100), big.NewRat(1, 1_000_000)} {
		d := pool.DistWithin(tail)
		fmt.Printf("tail at most %s: listed 0..%d, tail %s\n", tail.RatString(), d.Hi(), d.Tail().RatString())
	}
	// Output:
	// tail at most 1/100: listed 0..5, tail 1/216
	// tail at most 1/1000000: listed 0..15, tail 1/1679616
}

func ExamplePool_Validate() {
	pool := dice.Pool{{Die: pds, Count: 2}, {Die: dice.Die{Name: "blank", Sides: 6}, Count: 1}}
	fmt.Println(pool.Validate())
	// Output: term 2: dice: invalid die: "blank" has 6 sides but 0 faces
}

func ExamplePool_String() {
	fmt.Println(dice.Pool{{Die: dice.Plain(6), Count: 3}, {Die: pds, Count: 4}})
	// Output: 3d6 + 4 PDS
}

func ExampleRolled_String() {
	r := dice.Pool{{Die: dice.Plain(6), Count: 2}}.Roll(rng.NewScript([]int{3, 5}))
	fmt.Println(r.String())
	fmt.Println(r.Score, len(r.Groups[0].Dice))
	// Output:
	// 2d6: 3 5 = 8
	// 8 2
}

func ExampleKeep() {
	k := dice.Keep{N: 4, Sides: 6, K: 3}
	fmt.Println(k, k.Dist().P(18))
	// Output: 4d6kh3 7/432
}

func ExampleKeep_Score() {
	k := dice.Keep{N: 2, Sides: 20, K: 1}
	fmt.Println(k.Score(rng.NewScript([]int{7, 15})))
	// Output: 15
}

func ExampleKeep_Roll() {
	k := dice.Keep{N: 4, Sides: 6, K: 1, Lowest: true}
	fmt.Println(k.Roll(rng.NewScript([]int{4, 1, 6, 5})))
	// Output: 4d6kl1: 4 1 6 5, dropped 4 6 5 = 1
}

func ExampleKeep_Dist() {
	d := dice.Keep{N: 2, Sides: 20, K: 1}.Dist()
	fmt.Printf("P(20) = %s, mean %.4f\n", d.P(20), d.Mean())
	// Output: P(20) = 39/400, mean 13.8250
}

func ExampleKeep_Validate() {
	fmt.Println(dice.Keep{N: 2, Sides: 6, K: 3}.Validate())
	// Output: dice: keep 3 of 2 dice; keep 0 to 2
}

func ExampleKeep_String() {
	fmt.Println(dice.Keep{N: 4, Sides: 6, K: 1, Lowest: true})
	// Output: 4d6kl1
}
