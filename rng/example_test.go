package rng_test

import (
	"fmt"

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
