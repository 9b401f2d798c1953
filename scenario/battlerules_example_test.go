package scenario_test

import (
	"fmt"

	"github.com/broadside/broadside/scenario"
)

// A battle file lists its ships at the top level for Full Thrust and in
// its sides, on a map, for Space Fleet; a misspelt field does not change
// which reader gets the file, so that reader can name it.
func ExampleBattleRules() {
	ft := "name: Skirmish\nturn: 6\ndriven-off: half\nships: []\n"
	sf := "name: Patrol\nmap: {width: 12, height: 10}\nsides: []\n"
	fmt.Println(scenario.BattleRules("skirmish.yaml", []byte(ft)), scenario.BattleRules("patrol.yaml", []byte(sf)))
	_, err := scenario.DecodeFTBattle("skirmish.yaml", []byte(ft))
	fmt.Println(err)
	// Output:
	// fullthrust spacefleet
	// skirmish.yaml:2:1: unknown field "turn"
}
