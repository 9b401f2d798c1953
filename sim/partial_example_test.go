package sim_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// Split 30,000 rolls of 2d6 into three shards, as three machines would run
// them, send each shard's counts as JSON, and merge: the result is the
// one-machine run's, bit for bit.
func ExampleMerge() {
	twoD6 := func() sim.Trial {
		return func(s *rng.Stream, out []int64) { out[0] = int64(s.D6() + s.D6()) }
	}
	const total = 30_000
	var files [][]byte
	for i := range 3 {
		from, to := sim.Shard{Index: i, Count: 3}.Range(total)
		cfg := sim.Config{Seed: 7, First: from, Trials: to - from}
		res, _ := sim.Run(context.Background(), cfg, []string{"sum"}, twoD6)
		part, _ := sim.NewPartial(res, total, from)
		data, _ := json.Marshal(part)
		files = append(files, data)
	}
	parts := make([]sim.Partial, len(files))
	for i, data := range files {
		if err := json.Unmarshal(data, &parts[i]); err != nil {
			fmt.Println(err)
			return
		}
	}
	merged, err := sim.Merge(parts...)
	if err != nil {
		fmt.Println(err)
		return
	}
	got, _ := merged.Result()
	whole, _ := sim.Run(context.Background(), sim.Config{Seed: 7, Trials: total}, []string{"sum"}, twoD6)
	fmt.Println("trials:", got.Trials)
	fmt.Println("mean:", got.Metrics[0].Estimate())
	fmt.Println("same as one run:", fmt.Sprint(got) == fmt.Sprint(whole))
	// Output:
	// trials: 30000
	// mean: 7.009 [6.982, 7.037]
	// same as one run: true
}
