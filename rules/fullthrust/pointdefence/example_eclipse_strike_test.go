package pointdefence_test

import (
	"fmt"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// An escort of 24 boxes eclipsing a cruiser of 48 with one thrust factor
// takes a third of the boxes' share plus 10: 43% of the missile hits.
func ExampleStrikeBDI() {
	escort := fullthrust.Ship{Name: "Escort", Hull: fullthrust.HullRows(24, 4)}
	fmt.Println(pointdefence.StrikeBDI(escort, cruiser(), 1, 0))
	fmt.Println(pointdefence.StrikeBDI(escort, cruiser(), 1, 2))
	// Output:
	// 43
	// 3
}

// A cruiser eclipsed by an escort (BDI 50) meets two salvos: each salvo die
// gets +1 for the eclipse, and the escort takes half the hits.
func ExampleResolve_eclipse() {
	c := cruiser()
	escort := fullthrust.Ship{Name: "Escort", Hull: fullthrust.HullRows(24, 4)}
	s := pointdefence.Strike{
		Ships:    []fullthrust.Ship{c, escort},
		Defence:  []pointdefence.Defence{pointdefence.DefaultDefence(c), {}},
		Raids:    []pointdefence.Raid{{Target: 0, Salvos: 2}},
		Eclipses: []pointdefence.Eclipsing{{Eclipser: 1, Eclipsed: 0, BDI: 50}},
	}
	dice := rng.NewScript([]int{1, 1, 1, 1, 3, 2, 1, 1, 1, 2, 2, 2, 2})
	res, err := pointdefence.Resolve(s, fullthrust.Options{}, dice)
	if err != nil {
		fmt.Println(err)
		return
	}
	r := res.Raids[0]
	fmt.Printf("%d missiles hit; the escort takes %d points, the cruiser %d\n", r.MissileHits, r.Eclipsers[0].Damage.Total(), r.Damage.Total())
	// Output:
	// 7 missiles hit; the escort takes 3 points, the cruiser 8
}
