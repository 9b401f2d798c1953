package scenario_test

import (
	"fmt"

	"github.com/broadside/broadside/scenario"
)

func ExampleDecodeFullThrustStrike() {
	doc := `name: Cruiser against heavy missiles
ships:
  - {name: Cruiser, hull: 24, b1: 2, pds: 2}
raids:
  - {target: Cruiser, heavy_missiles: 3}
`
	st, err := scenario.DecodeFullThrustStrike("strike.yaml", []byte(doc))
	fmt.Println(st.Name, len(st.Strike.Ships[0].Systems), st.Strike.Raids[0].Heavy, err)

	_, err = scenario.DecodeFullThrustStrike("bad.yaml", []byte("ships:\n  - {name: A, hull: 8, pds: 1, fire: {scatterguns: 1}}\nraids: [{target: A, salvos: 1}]\n"))
	fmt.Println(err)
	// Output:
	// Cruiser against heavy missiles 4 3 <nil>
	// bad.yaml:2:52: A commits 1 scatterguns but has 0 working
	// bad.yaml:2:52: A fires scatterguns with B1 or PDS; scatterguns cannot be mixed with them
}
