package prob_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"

	"github.com/broadside/broadside/prob"
)

// The exact odds of rolling 35 on ten six-sided dice.
func Example() {
	d := prob.Uniform(1, 6).SumN(10)
	fmt.Println(d.P(35).RatString())
	fmt.Printf("%.4f\n", d.Prob(35))
	// Output:
	// 7631/104976
	// 0.0727
}

// chain returns a die that scores 1 on a 5, and 1 and a re-roll on a 6,
// listed up to depth-1 hits with the rest of the chain in the tail.
func chain(depth int) prob.Dist {
	total := new(big.Int).Exp(big.NewInt(6), big.NewInt(int64(depth)), nil)
	w := make([]*big.Int, depth)
	w[0] = new(big.Int).Quo(total, big.NewInt(6))
	w[0].Mul(w[0], big.NewInt(4)) // 1-4: no hit
	for k := 1; k < depth; k++ {
		// P(k hits) = 10/36 * (1/6)^(k-1)
		w[k] = new(big.Int).Exp(big.NewInt(6), big.NewInt(int64(depth-k-1)), nil)
		w[k].Mul(w[k], big.NewInt(10))
	}
	d, err := prob.FromBig(0, w, total)
	if err != nil {
		panic(err)
	}
	return d
}

func ExamplePoint() {
	fmt.Println(prob.Point(3).P(3))
	// Output: 1/1
}

func ExampleUniform() {
	d := prob.Uniform(1, 6)
	fmt.Println(d.Lo(), d.Hi(), d.P(4))
	// Output: 1 6 1/6
}

func ExampleFromWeights() {
	// The Full Thrust beam die: 1-3 score 0, 4-5 score 1 (re-rolls aside).
	d := prob.FromWeights(0, []int64{3, 2})
	fmt.Println(d.P(1))
	// Output: 2/5
}

func ExampleFromCounts() {
	d := prob.FromCounts(map[int]int64{0: 4, 1: 1, 2: 1})
	fmt.Println(d.P(0), d.Len())
	// Output: 2/3 3
}

func ExampleFromBig() {
	// Half the outcomes are 0, a quarter are 1, the rest lie above 1.
	d, err := prob.FromBig(0, []*big.Int{big.NewInt(2), big.NewInt(1)}, big.NewInt(4))
	fmt.Println(d.P(0), d.P(1), d.Tail(), err)
	// Output: 1/2 1/4 1/4 <nil>
}

func ExampleDist_Add() {
	d := prob.Uniform(1, 6).Add(prob.Uniform(1, 4))
	fmt.Println(d.Lo(), d.Hi(), d.P(5))
	// Output: 2 10 1/6
}

// Adding distributions with tails keeps every listed probability exact.
func ExampleDist_Add_tail() {
	pool := chain(20).Add(chain(20))
	fmt.Printf("%s %d %.2g\n", pool.P(0), pool.Hi(), pool.TailFloat())
	// Output: 4/9 19 1.8e-14
}

func ExampleDist_SumN() {
	d := prob.Uniform(1, 6).SumN(100)
	fmt.Println(d.Lo(), d.Hi(), d.Quantile(0.5))
	// Output: 100 600 350
}

func ExampleDist_Shift() {
	d := prob.Uniform(1, 6).SumN(2).Shift(1) // 2d6+1
	fmt.Println(d.Lo(), d.Hi())
	// Output: 3 13
}

func ExampleDist_Neg() {
	d := prob.Uniform(1, 6).Neg()
	fmt.Println(d.Lo(), d.Hi())
	// Output: -6 -1
}

func ExampleDist_Map() {
	// Hits when each die hits on 5 or 6.
	hit := prob.Uniform(1, 6).Map(func(v int) int {
		if v >= 5 {
			return 1
		}
		return 0
	})
	fmt.Println(hit.SumN(3).P(0))
	// Output: 8/27
}

func ExampleMixture() {
	// Roll a d4, then roll that many d6 and add them.
	d := prob.Mixture(prob.Uniform(1, 4), func(n int) prob.Dist {
		return prob.Uniform(1, 6).SumN(n)
	})
	fmt.Println(d.Lo(), d.Hi(), d.P(1))
	// Output: 1 24 1/24
}

func ExampleMax() {
	// Roll two d20 and keep the higher.
	d := prob.Max(prob.Uniform(1, 20), prob.Uniform(1, 20))
	fmt.Println(d.P(20), d.P(1))
	// Output: 39/400 1/400
}

func ExampleMin() {
	d := prob.Min(prob.Uniform(1, 20), prob.Uniform(1, 20))
	fmt.Println(d.P(1))
	// Output: 39/400
}

func ExampleDist_Condition() {
	d, err := prob.Uniform(1, 6).SumN(2).Condition(func(v int) bool { return v >= 10 })
	fmt.Println(d.P(12), err)
	_, err = prob.Uniform(1, 6).Condition(func(v int) bool { return v > 6 })
	fmt.Println(errors.Is(err, prob.ErrImpossible))
	// Output:
	// 1/6 <nil>
	// true
}

func ExampleDist_Truncate() {
	d := prob.Uniform(1, 6).SumN(10).Truncate(big.NewRat(1, 1000))
	fmt.Println(d.Hi(), d.TailFloat() <= 0.001)
	// Output: 51 true
}

func ExampleDist_Lo() {
	fmt.Println(prob.Uniform(1, 6).SumN(3).Lo())
	// Output: 3
}

func ExampleDist_Hi() {
	fmt.Println(prob.Uniform(1, 6).SumN(3).Hi())
	// Output: 18
}

func ExampleDist_Len() {
	fmt.Println(prob.Uniform(1, 6).SumN(3).Len())
	// Output: 16
}

func ExampleDist_Equal() {
	a := prob.FromWeights(0, []int64{1, 1})
	b := prob.FromWeights(0, []int64{5, 5})
	fmt.Println(a.Equal(b))
	// Output: true
}

func ExampleDist_P() {
	fmt.Println(prob.Uniform(1, 6).SumN(2).P(7))
	// Output: 1/6
}

func ExampleDist_PAtLeast() {
	fmt.Println(prob.Uniform(1, 6).SumN(2).PAtLeast(10))
	// Output: 1/6
}

func ExampleDist_PAtMost() {
	fmt.Println(prob.Uniform(1, 6).SumN(2).PAtMost(3))
	// Output: 1/12
}

func ExampleDist_Prob() {
	fmt.Printf("%.4f\n", prob.Uniform(1, 6).SumN(2).Prob(7))
	// Output: 0.1667
}

func ExampleDist_AtLeast() {
	fmt.Printf("%.4f\n", prob.Uniform(1, 6).SumN(3).AtLeast(15))
	// Output: 0.0926
}

func ExampleDist_AtMost() {
	fmt.Printf("%.4f\n", prob.Uniform(1, 6).SumN(3).AtMost(6))
	// Output: 0.0926
}

func ExampleDist_Tail() {
	fmt.Println(chain(10).Tail())
	// Output: 1/30233088
}

func ExampleDist_TailFloat() {
	fmt.Printf("%.3g\n", chain(10).TailFloat())
	// Output: 3.31e-08
}

func ExampleDist_Outcomes() {
	for _, o := range prob.Uniform(1, 6).Map(func(v int) int { return v / 3 }).Outcomes() {
		fmt.Println(o.Value, o.P)
	}
	// Output:
	// 0 1/3
	// 1 1/2
	// 2 1/6
}

func ExampleDist_Mean() {
	fmt.Println(prob.Uniform(1, 6).SumN(3).Mean())
	// Output: 10.5
}

func ExampleDist_Variance() {
	fmt.Printf("%.4f\n", prob.Uniform(1, 6).Variance())
	// Output: 2.9167
}

func ExampleDist_SD() {
	fmt.Printf("%.4f\n", prob.Uniform(1, 6).SumN(2).SD())
	// Output: 2.4152
}

func ExampleDist_Quantile() {
	d := prob.Uniform(1, 6).SumN(3)
	fmt.Println(d.Quantile(0.05), d.Quantile(0.5), d.Quantile(0.95))
	// Output: 6 10 15
}

func ExampleDist_JSON() {
	b, _ := json.Marshal(prob.Uniform(1, 3).JSON(true))
	fmt.Println(string(b))
	// Output: {"mean":2,"sd":0.816496580927726,"tail":0,"dist":[{"value":1,"p":0.3333333333333333,"exact":"1/3"},{"value":2,"p":0.3333333333333333,"exact":"1/3"},{"value":3,"p":0.3333333333333333,"exact":"1/3"}]}
}

func ExampleDist_WriteTable() {
	_ = prob.Uniform(1, 6).SumN(2).Truncate(big.NewRat(1, 20)).WriteTable(os.Stdout, prob.TableOptions{Exact: true, Width: 70})
	// Output:
	// value           P      P(>=v)      P(<=v)  exact
	//     2      2.778%        100%      2.778%  1/36   ###
	//     3      5.556%      97.22%      8.333%  1/18   #######
	//     4      8.333%      91.67%      16.67%  1/12   ##########
	//     5      11.11%      83.33%      27.78%  1/9    #############
	//     6      13.89%      72.22%      41.67%  5/36   #################
	//     7      16.67%      58.33%      58.33%  1/6    ####################
	//     8      13.89%      41.67%      72.22%  5/36   #################
	//     9      11.11%      27.78%      83.33%  1/9    #############
	//    10      8.333%      16.67%      91.67%  1/12   ##########
	//    11      5.556%      8.333%      97.22%  1/18   #######
	//  tail      2.778%  (outcomes above 11)
	// mean 6.857  sd 2.295
}

// jovian is a stand-in for a categorical result type.
type jovian string

func table() prob.Table[jovian] {
	t, err := prob.NewTable([]prob.Weighted[jovian]{
		{Value: "[N]", Weight: big.NewInt(120)},
		{Value: "[D1]", Weight: big.NewInt(5)},
		{Value: "[D6]", Weight: big.NewInt(5)},
	}, big.NewInt(216))
	if err != nil {
		panic(err)
	}
	return t
}

func ExampleNewTable() {
	t := table()
	fmt.Println(t.Len(), t.P("[D6]"), t.Tail())
	// Output: 3 5/216 43/108
}

func ExampleTable_Len() {
	fmt.Println(table().Len())
	// Output: 3
}

func ExampleTable_P() {
	fmt.Println(table().P("[N]"))
	// Output: 5/9
}

func ExampleTable_Prob() {
	fmt.Printf("%.4f\n", table().Prob("[N]"))
	// Output: 0.5556
}

func ExampleTable_Tail() {
	fmt.Println(table().Tail())
	// Output: 43/108
}

func ExampleTable_TailFloat() {
	fmt.Printf("%.4f\n", table().TailFloat())
	// Output: 0.3981
}

func ExampleTable_Items() {
	for _, it := range table().Items() {
		fmt.Println(it.Value, it.P)
	}
	// Output:
	// [N] 5/9
	// [D1] 5/216
	// [D6] 5/216
}

func ExampleTable_Dist() {
	sets := table().Dist(func(r jovian) int {
		if r == "[N]" {
			return 0
		}
		return 1
	})
	fmt.Println(sets.P(1), sets.Tail())
	// Output: 5/108 43/108
}

func ExampleTable_JSON() {
	b, _ := json.Marshal(table().JSON(false, func(r jovian) string { return string(r) }))
	fmt.Println(string(b))
	// Output: {"mean":0,"sd":0,"tail":0.39814814814814814,"dist":[{"value":"[N]","p":0.5555555555555556},{"value":"[D1]","p":0.023148148148148147},{"value":"[D6]","p":0.023148148148148147}]}
}

func ExampleTable_WriteTable() {
	_ = table().WriteTable(os.Stdout, prob.TableOptions{}, func(r jovian) string { return string(r) })
	// Output:
	// value           P
	//   [N]      55.56%  ########################################
	//  [D1]      2.315%  ##
	//  [D6]      2.315%  ##
	//  tail      39.81%  (outcomes not listed)
}
