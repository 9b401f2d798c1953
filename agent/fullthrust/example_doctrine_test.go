package fullthrust_test

import (
	"fmt"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
)

func ExampleDoctrine_String() {
	fmt.Println(ftagent.Doctrine{})
	fmt.Println(ftagent.Doctrine{ET: true, HardAbout: true, EM: 2})
	fmt.Println(ftagent.Doctrine{Jump: true, Escort: "Banner", Caution: 0.3})
	// Output:
	// standard limits
	// ET, HA, EM 2
	// SRJ, eclipses Banner
}
