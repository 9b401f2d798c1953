package fullthrust_test

import (
	"fmt"

	"github.com/broadside/broadside/rules/fullthrust"
)

func ExampleDoctrine_String() {
	fmt.Println(fullthrust.Doctrine{})
	fmt.Println(fullthrust.Doctrine{ET: true, HardAbout: true, EM: 2})
	fmt.Println(fullthrust.Doctrine{Jump: true, Escort: "Banner", Caution: 0.3})
	// Output:
	// standard limits
	// ET, HA, EM 2
	// SRJ, eclipses Banner
}
