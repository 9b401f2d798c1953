package scenario_test

import (
	"fmt"
	"io/fs"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/scenario"
)

// A file given to the battle command that another reader takes is named
// as what it is.
func ExampleOtherKind() {
	duel, _ := fs.ReadFile(examples.FullThrust, "fullthrust/duel-evasion.yaml")
	jovian, _ := fs.ReadFile(examples.Jovian, "jovian/duel.yaml")
	fmt.Println(scenario.OtherKind(nil, "duel-evasion.yaml", duel))
	fmt.Println(scenario.OtherKind(examples.Jovian, "jovian/duel.yaml", jovian))
	fmt.Printf("%q\n", scenario.OtherKind(nil, "x.yaml", []byte("name: nothing\n")))
	// Output:
	// a Full Thrust duel file
	// a Jovian engagement
	// ""
}
