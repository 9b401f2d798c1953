package battle_test

import (
	"fmt"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// A ship's crew, and its damage-control parties, come from its mass when the
// fleet book gives none: one per 20 MASS or part of it.
func ExampleDefaultCrew() {
	fmt.Println(battle.DefaultCrew(60), battle.DefaultCrew(76))
	// Output: 3 4
}

// A setup refuses what no battle can hold, naming the ship and the field.
func ExampleSetup_Validate() {
	s := battle.Setup{Turns: 0, Sides: []string{"Union", "League"}}
	fmt.Println(s.Validate())
	// Output:
	// battle: the turn limit must be 1-100, got 0
	// battle: a battle needs 1-200 ships, got 0
	// battle: side "Union" has no ships
	// battle: side "League" has no ships
}
