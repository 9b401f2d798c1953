package sim_test

import (
	"context"
	"fmt"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// Roll 10d6 a hundred thousand times and compare the chance of a 35 with the
// exact 7631/104976. The result is the same for any number of workers.
func ExampleRun() {
	tenD6 := func() sim.Trial {
		return func(s *rng.Stream, out []int64) {
			var sum int64
			for range 10 {
				sum += int64(s.D6())
			}
			out[0] = sum
			if sum >= 45 {
				out[1] = 1
			}
		}
	}
	cfg := sim.Config{Trials: 100_000, Seed: 0x2a}
	res, err := sim.Run(context.Background(), cfg, []string{"sum", "45 or more"}, tenD6)
	if err != nil {
		fmt.Println(err)
		return
	}
	sum, _ := res.Metric("sum")
	exact := 7631.0 / 104976
	fmt.Println("trials:", res.Trials)
	fmt.Println("mean:", sum.Estimate())
	fmt.Printf("P(35): %.4f, exact %.4f, %.1f sigmas\n", sum.P(35), exact, sum.Sigmas(35, exact))
	fmt.Println("P(45 or more):", res.Metrics[1].Estimate())
	// Output:
	// trials: 100000
	// mean: 35.000 [34.967, 35.034]
	// P(35): 0.0731, exact 0.0727, 0.5 sigmas
	// P(45 or more): 0.0389 [0.0377, 0.0401]
}

// Sweep the number of fighter groups from 1 to 6: each group rolls a d6 and
// hits on 5 or 6. Point k has k+1 groups.
func ExampleSweep() {
	groups := func(k int) sim.Trial {
		return func(s *rng.Stream, out []int64) {
			for range k + 1 {
				if s.D6() >= 5 {
					out[0]++
				}
			}
			if out[0] >= 2 {
				out[1] = 1
			}
		}
	}
	cfg := sim.Config{Trials: 20_000, Seed: 0x2a}
	results, err := sim.Sweep(context.Background(), cfg, 6, []string{"hits", "two or more"}, groups)
	if err != nil {
		fmt.Println(err)
		return
	}
	for k, res := range results {
		fmt.Printf("%d groups: hits %v, P(2+) %v\n", k+1, res.Metrics[0].Estimate(), res.Metrics[1].Estimate())
	}
	// Output:
	// 1 groups: hits 0.3282 [0.3217, 0.3347], P(2+) 0.000000 [0.000000, 0.000192]
	// 2 groups: hits 0.6640 [0.6548, 0.6732], P(2+) 0.1082 [0.1040, 0.1126]
	// 3 groups: hits 0.999 [0.988, 1.011], P(2+) 0.2600 [0.2540, 0.2661]
	// 4 groups: hits 1.330 [1.317, 1.343], P(2+) 0.4069 [0.4002, 0.4138]
	// 5 groups: hits 1.668 [1.653, 1.683], P(2+) 0.5371 [0.5301, 0.5440]
	// 6 groups: hits 1.995 [1.979, 2.011], P(2+) 0.6467 [0.6400, 0.6533]
}

// Build a summary from a hand-made histogram: 7 wins out of 10 is a
// proportion, so its interval is Wilson's.
func ExampleSummarize() {
	s := sim.Summarize("win", []sim.Bin{{Value: 0, Count: 3}, {Value: 1, Count: 7}})
	fmt.Println(s.N, s.Proportion, s.Estimate())
	fmt.Printf("%.4f %.4f\n", s.Low95, s.High95)
	// Output:
	// 10 true 0.70 [0.40, 0.89]
	// 0.3968 0.8922
}

func ExampleSummary_Quantile() {
	s := sim.Summarize("damage", []sim.Bin{{Value: 0, Count: 5}, {Value: 2, Count: 3}, {Value: 7, Count: 2}})
	fmt.Println(s.Quantile(0), s.Quantile(0.5), s.Quantile(0.9), s.Quantile(1))
	fmt.Println(s.AtLeast(2), s.AtMost(2), s.P(7))
	// Output:
	// 0 0 7 7
	// 0.5 0.8 0.2
}

// Compare sampled frequencies with exact probabilities, as a "Monte Carlo
// beside exact" table does.
func ExampleSummary_Sigmas() {
	s := sim.Summarize("d6", []sim.Bin{
		{Value: 1, Count: 160}, {Value: 2, Count: 170}, {Value: 3, Count: 150},
		{Value: 4, Count: 180}, {Value: 5, Count: 165}, {Value: 6, Count: 175},
	})
	for _, b := range s.Hist {
		fmt.Printf("%d: %.3f vs %.3f, %+.1f sigmas\n", b.Value, s.P(b.Value), 1.0/6, s.Sigmas(b.Value, 1.0/6))
	}
	// Output:
	// 1: 0.160 vs 0.167, -0.6 sigmas
	// 2: 0.170 vs 0.167, +0.3 sigmas
	// 3: 0.150 vs 0.167, -1.4 sigmas
	// 4: 0.180 vs 0.167, +1.1 sigmas
	// 5: 0.165 vs 0.167, -0.1 sigmas
	// 6: 0.175 vs 0.167, +0.7 sigmas
}

func ExampleEstimate_String() {
	fmt.Println(sim.Estimate{Value: 35.0123, Low: 34.9963, High: 35.0283, N: 100_000})
	fmt.Println(sim.Summary{}.Estimate())
	// Output:
	// 35.012 [34.996, 35.028]
	// no observations
}
