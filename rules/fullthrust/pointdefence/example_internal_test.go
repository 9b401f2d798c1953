package pointdefence

import (
	"context"
	"fmt"

	"github.com/broadside/broadside/rules/fullthrust"
)

// totals is what a sweep needs: damage and destruction, both procedures.
func Example_totals() {
	for _, p := range []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic} {
		t := TypicalTargets()[1] // the cruiser
		tot, err := totals(context.Background(), t.Strike(4), fullthrust.Options{Procedure: p})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%s: expected damage %s, lost %s fighters\n", p, tot[0].MeanDamage.FloatString(2), tot[0].MeanLosses.FloatString(2))
	}
	// Output:
	// 2015: expected damage 11.32, lost 2.13 fighters
	// classic: expected damage 13.68, lost 2.39 fighters
}

func Example_heavyAt() {
	for _, pdl := range []int{0, 3, 12, 17} {
		h := heavyAt(pdl, heavyMissileDice, false)
		fmt.Printf("PDL %d: band %s, %d+, %dD6\n", pdl, h.Band, h.ToHit, h.Dice)
	}
	// Output:
	// PDL 0: band 0, 2+, 3D6
	// PDL 3: band 2-3, 4+, 3D6
	// PDL 12: band 11-15, 6+, 2D6
	// PDL 17: band 16+, 6+, 1D6
}
