package scenario_test

import (
	"fmt"

	"github.com/broadside/broadside/scenario"
)

type ship struct {
	Name  string `yaml:"name"`
	Speed int    `yaml:"speed"`
}

func (s *ship) Validate(c *scenario.Check) {
	if s.Speed < 1 || s.Speed > 8 {
		c.Errorf("$.speed", "speed must be 1-8, got %d", s.Speed)
	}
}

func ExampleDecode() {
	var s ship
	err := scenario.Decode("ship.yaml", []byte("name: Swift\nspeed: 12\n"), &s)
	fmt.Println(err)
	// Output: ship.yaml:2:8: speed must be 1-8, got 12
}
