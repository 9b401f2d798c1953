package rng_test

import (
	"fmt"
	"math/big"

	"github.com/broadside/broadside/rng"
)

func ExampleSeed_Derive() {
	root, _ := rng.ParseSeed("2a")
	trial := root.Derive("trial", 3)
	fmt.Println(root, trial == root.Derive("trial", 3))
	// Output: 000000000000002a true
}

func ExampleNewScript() {
	table := rng.NewScript([]int{6, 3})
	fmt.Println(table.Roll(6, "beam"), table.Roll(6, "beam re-roll"))
	table.Roll(6, "second beam")
	fmt.Println(table.Err())
	// Output:
	// 6 3
	// rng: need at least 1 more die: 1d6 for second beam
}

func ExampleStream_State() {
	s := rng.New(7)
	saved := s.State()
	first := s.D6()
	s.Restore(saved)
	fmt.Println(first == s.D6())
	// Output: true
}

func ExampleEnumerate() {
	// A d6 that re-rolls and adds on a 6, cut after two dice.
	explode := func(src rng.Source) int {
		total := 0
		for {
			f := src.Roll(6, "d6!")
			total += f
			if f < 6 {
				return total
			}
		}
	}
	dist, cut := rng.Enumerate(2, explode)
	fmt.Println(dist[5], dist[8], dist[12], cut)
	// Output: 1/6 1/36 <nil> 1/36
}

func ExampleEnumerator() {
	// Exact odds that at least one of two d6 shows a 6, from the code that
	// rolls them: the second die is only thrown when the first misses, so
	// there are 5*6 + 1 runs.
	var e rng.Enumerator
	hit := new(big.Rat)
	runs := 0
	for e.Next() {
		runs++
		if e.Roll(6, "first") == 6 || e.Roll(6, "second") == 6 {
			hit.Add(hit, e.P())
		}
	}
	fmt.Println(hit, runs)
	// Output: 11/36 31
}
