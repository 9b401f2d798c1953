package dice_test

import (
	"encoding/json"
	"fmt"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

func ExampleRead() {
	fmt.Println(dice.Read([]int{3, 2, 3, 2, 3}))
	fmt.Println(dice.Read([]int{6, 5, 6, 5, 1}))
	fmt.Println(dice.Read([]int{2, 2, 2, 2}))
	fmt.Println(dice.Read([]int{1, 4, 6}))
	// Output:
	// [D2,T3]
	// [D5,D6]
	// [Q2]
	// [N]
}

func ExampleReadCode() {
	c := dice.ReadCode([]int{3, 2, 3, 2, 3})
	fmt.Println(uint32(c), c, c.Best())
	// Output: 36 [D2,T3] T
}

func ExampleParseResult() {
	r, err := dice.ParseResult("[T3, d2]")
	fmt.Println(r, err)
	_, err = dice.ParseResult("[D2,X3]")
	fmt.Println(err)
	// Output:
	// [D2,T3] <nil>
	// dice: result "[D2,X3]", column 5: want a set (D, T or Q and a face), found 'X'
}

func ExampleMagnitude() {
	r := dice.Read([]int{4, 4, 4, 1, 1})
	for _, s := range r {
		fmt.Println(s, s.Mag, s.Mag >= dice.T)
	}
	// Output:
	// D1 D false
	// T4 T true
}

func ExampleResult_String() {
	r := dice.Result{{Mag: dice.D, Value: 2}, {Mag: dice.T, Value: 3}}
	fmt.Println(r.String(), r[1].String(), dice.Result(nil).String())
	// Output: [D2,T3] T3 [N]
}

func ExampleResult_UnmarshalText() {
	var results []dice.Result
	err := json.Unmarshal([]byte(`["[T3,D2]", "[N]", "[Q4]"]`), &results)
	fmt.Println(results, err)
	out, _ := json.Marshal(results)
	fmt.Println(string(out))
	// Output:
	// [[D2,T3] [N] [Q4]] <nil>
	// ["[D2,T3]","[N]","[Q4]"]
}

func ExampleResult_Best() {
	fmt.Println(dice.Read([]int{5, 5, 2, 2, 2}).Best(), dice.Result(nil).Best())
	// Output: T N
}

func ExampleResult_Code() {
	c, err := dice.Result{{Mag: dice.T, Value: 3}, {Mag: dice.D, Value: 2}}.Code()
	fmt.Println(c, err)
	_, err = dice.Result{{Mag: dice.D, Value: 2}, {Mag: dice.T, Value: 2}}.Code()
	fmt.Println(err)
	// Output:
	// [D2,T3] <nil>
	// dice: result [D2,T2] has face 2 in two sets
}

func ExampleCode_Result() {
	r := dice.ReadCode([]int{6, 6, 1, 1, 1, 1}).Result()
	fmt.Println(len(r), r[0].Value, r[0].Mag, r[1])
	// Output: 2 1 Q D6
}

func ExampleCode_String() {
	fmt.Println(dice.Code(0), dice.Code(1), dice.Code(36))
	// Output: [N] [D1] [D2,T3]
}

func ExampleCode_Mag() {
	c := dice.ReadCode([]int{6, 6, 1, 1, 1, 1})
	fmt.Println(c.Mag(1), c.Mag(6), c.Mag(3))
	// Output: Q D N
}

func ExampleCode_Count() {
	c := dice.ReadCode([]int{1, 1, 2, 2, 3, 3, 3})
	fmt.Println(c.Len(), c.Count(dice.D), c.Count(dice.T), c.Count(dice.Q))
	// Output: 3 2 1 0
}

func ExampleCode_Len() {
	fmt.Println(dice.ReadCode([]int{5, 5, 6, 6}).Len(), dice.ReadCode(nil).Len())
	// Output: 2 0
}

func ExampleCode_Best() {
	fmt.Println(dice.ReadCode([]int{5, 5, 6, 6, 6, 6}).Best())
	// Output: Q
}

func ExampleCompareCodes() {
	a := dice.ReadCode([]int{6, 6})       // [D6]
	b := dice.ReadCode([]int{1, 1, 1})    // [T1]
	c := dice.ReadCode([]int{1, 1, 2, 2}) // [D1,D2]
	fmt.Println(dice.CompareCodes(a, b), dice.CompareCodes(c, b), dice.CompareCodes(a, a))
	// Output: -1 1 0
}

func ExampleSets() {
	pool := dice.Sets{Dice: 4} // four d6: Sides 0 means 6
	fmt.Println(pool.Roll(rng.NewScript([]int{2, 5, 2, 2})))
	// Output: 4d6 rolled 2,5,2,2: three 2s make T2 -> [T2]
}

func ExampleSets_Roll() {
	roll := dice.Sets{Dice: 6}.Roll(rng.New(7))
	fmt.Println(roll.Faces, roll.Result)
	fmt.Println(roll)
	// Output:
	// [3 2 4 1 2 5] [D2]
	// 6d6 rolled 3,2,4,1,2,5: two 2s make D2 -> [D2]
}

func ExampleSets_Code() {
	pool := dice.Sets{Dice: 6}
	src := rng.New(7)
	counts := map[dice.Code]int{}
	for range 1000 {
		counts[pool.Code(src)]++
	}
	fmt.Println(counts[0], "of 1000 rolls of 6d6 read [N]")
	// Output:
	// 12 of 1000 rolls of 6d6 read [N]
}

func ExampleSets_Score() {
	score := dice.Sets{Dice: 6}.Score(rng.New(7))
	fmt.Println(score, dice.Code(score))
	// Output:
	// 4 [D2]
}

func ExampleReadRoll_String() {
	roll := dice.Sets{Dice: 3, Sides: 8}.Roll(rng.NewScript([]int{8, 1, 8}))
	fmt.Println(roll.String())
	// Output: 3d8 rolled 8,1,8: two 8s make D8 -> [D8]
}

func ExampleSets_Dist() {
	table := dice.Sets{Dice: 4}.Dist()
	for _, item := range table.Items()[:4] {
		fmt.Println(item.Value, item.P)
	}
	fmt.Println(table.Len(), "results in all")

	// Squadron damage (ruling C3): a D does 1, a T 2 and a Q 3.
	damage := table.Dist(func(c dice.Code) int { return c.Count(dice.D) + 2*c.Count(dice.T) + 3*c.Count(dice.Q) })
	for v := damage.Lo(); v <= damage.Hi(); v++ {
		fmt.Println(v, damage.P(v))
	}
	// Output:
	// [N] 5/18
	// [D1] 5/54
	// [D2] 5/54
	// [D3] 5/54
	// 34 results in all
	// 0 5/18
	// 1 5/9
	// 2 35/216
	// 3 1/216
}

func ExampleSets_Best() {
	best := dice.Sets{Dice: 6}.Best()
	for m := dice.N; m <= dice.Q; m++ {
		fmt.Printf("best %v: %.4f   [%v+]: %.4f\n", m, best.Prob(int(m)), m, best.AtLeast(int(m)))
	}
	// Output:
	// best N: 0.0154   [N+]: 1.0000
	// best D: 0.6173   [D+]: 0.9846
	// best T: 0.3151   [T+]: 0.3673
	// best Q: 0.0522   [Q+]: 0.0522
}

func ExampleSets_AtLeast() {
	fmt.Println(dice.Sets{Dice: 3}.AtLeast(dice.D))
	fmt.Println(dice.Sets{Dice: 4}.AtLeast(dice.Q))
	// Output:
	// 4/9
	// 1/216
}

func ExampleCountsCode() {
	// Five d6 tallied by face: two 3s and three 5s.
	counts := [7]int{0, 0, 0, 2, 0, 3, 0}
	fmt.Println(dice.CountsCode(counts[:]))
	// Output: [D3,T5]
}

func ExampleCode_Diminish() {
	c, _ := dice.ParseResult("[D2,Q4]")
	code, _ := c.Code()
	lower, ok := code.Diminish(4)
	_, none := code.Diminish(5)
	fmt.Println(lower, ok, none)
	// Output: [D2,T4] true false
}

func ExampleCode_Raise() {
	c, _ := dice.ParseResult("[D4]")
	code, _ := c.Code()
	higher, ok := code.Raise(4)
	_, created := code.Raise(5)
	fmt.Println(higher, ok, created)
	// Output: [T4] true false
}

func ExampleMagnitudeOf() {
	for count := range 6 {
		fmt.Print(dice.MagnitudeOf(count), " ")
	}
	fmt.Println()
	// Output: N N D T Q Q
}
