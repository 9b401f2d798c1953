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

// The beam die with the Corkscrew's -1 against a level-1 screen: a natural
// 6 reads as a 5 and scores one point, a natural 5 reads as a screened 4 and
// scores nothing, and a natural 6 still re-rolls the plain beam die.
func ExampleBeamDie() {
	d := fullthrust.BeamDie(-1, 1)
	for f := 1; f <= 6; f++ {
		fmt.Print(d.Faces[f-1].Score, " ")
	}
	fmt.Println("mean", d.Mean(), "plain mean", fullthrust.BeamDie(0, 0).Mean())
	// Output:
	// 0 0 0 0 0 1 mean 3/10 plain mean 4/5
}

// A row-2 threshold check that took out a beam and held the drive, and a
// check that has not been rolled yet (it waits for the end phase).
func ExampleThresholdText() {
	c := fullthrust.Check{Row: 2}
	rolls := []fullthrust.SystemRoll{{System: "B2", Face: 5, Failed: true}, {System: "main drive", Face: 3}}
	fmt.Println(fullthrust.ThresholdText(c, rolls))
	fmt.Printf("%q\n", fullthrust.ThresholdText(c, nil))
	// Output:
	// threshold row 2 check (5+): B2 5 lost, main drive 3 holds
	// ""
}
