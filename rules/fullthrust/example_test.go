package fullthrust_test

import (
	"fmt"
	"github.com/broadside/broadside/rules/fullthrust"
)

func ExampleThresholdLevel() {
	// A MASS 100 heavy cruiser with 16 hull boxes in four rows.
	s := fullthrust.Ship{Name: "Heavy Cruiser", Mass: 100, Armour: []int{4}, Hull: fullthrust.HullRows(16, 4), Drive: fullthrust.Drive{Thrust: 4}}
	fmt.Print(fullthrust.ThresholdLevel(s), " ")
	s.Lost.Hull = 8 // two rows gone
	fmt.Println(fullthrust.ThresholdLevel(s), fullthrust.RowsLost(s))
	// Output:
	// 6 5 2
}
