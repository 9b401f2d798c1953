package pointdefence_test

import (
	"fmt"

	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// A Kra'Vak escort lends its scattergun in ADFC mode to the cruiser: the
// classic procedure allows it, the 2015 procedure does not (reading W120).
func ExampleStrike_ValidateFor() {
	escort := fullthrust.Ship{Name: "Escort", Hull: fullthrust.HullRows(8, 4), Systems: []fullthrust.System{{Kind: fullthrust.Scattergun}}}
	s := pointdefence.Strike{
		Ships:   []fullthrust.Ship{cruiser(), escort},
		Defence: []pointdefence.Defence{{}, {Cover: []pointdefence.Cover{{Ship: 0, Scatterguns: 1}}}},
		Raids:   []pointdefence.Raid{{Target: 0, Salvos: 1}},
	}
	fmt.Println(s.ValidateFor(fullthrust.Options{Procedure: fullthrust.Classic}))
	fmt.Println(s.ValidateFor(fullthrust.Options{}) != nil)
	// Output:
	// <nil>
	// true
}
