package spacefleet_test

import (
	"fmt"

	sfagent "github.com/broadside/broadside/agent/spacefleet"
)

func ExampleParseKinds() {
	kinds, err := sfagent.ParseKinds("tactical,random", 2)
	fmt.Println(kinds, err)
	_, err = sfagent.ParseKinds("clever", 2)
	fmt.Println(err)
	// Output:
	// [tactical random] <nil>
	// agent: unknown player "clever" (want tactical or random)
}
