package lab_test

import (
	"context"
	"fmt"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// The odds of a strike as plain numbers, as the command line's and the web
// app's JSON print them, with probabilities as fractions too.
func ExampleNewRaidOddsReport() {
	s := pointdefence.Strike{
		Ships:   []fullthrust.Ship{{Name: "Escort", Hull: []int{2, 2}, Systems: []fullthrust.System{{Kind: fullthrust.PDS}}}},
		Defence: []pointdefence.Defence{{PDS: 1}},
		Raids:   []pointdefence.Raid{{Target: 0, Salvos: 1}},
	}
	odds, err := pointdefence.Odds(s, fullthrust.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	r := lab.NewRaidOddsReport(odds[0], true, fullthrust.New2015)
	fmt.Println(r.Ship, r.Boxes, r.DestroyedExact, r.PDL != nil)
	// Output:
	// Escort 4 15839549/20155392 true
}

// The strike odds under both procedures side by side, as "ft odds strike
// --rules compare" and the strike page show them.
func ExampleNewStrikeOdds() {
	escort := fullthrust.Ship{Name: "Escort", Hull: []int{3, 3}, Systems: []fullthrust.System{{Kind: fullthrust.PDS}}}
	q := lab.StrikeQuery{File: "escort.yaml", Compare: true, Strike: pointdefence.Strike{
		Ships:   []fullthrust.Ship{escort},
		Defence: []pointdefence.Defence{{PDS: 1}},
		Raids:   []pointdefence.Raid{{Target: 0, Groups: []pointdefence.Attacker{{Group: pointdefence.NewGroup("Wing", pointdefence.Standard)}}}},
	}}
	odds, err := lab.NewStrikeOdds(context.Background(), q)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range odds.Sides {
		r := s.Report.Raids[0]
		fmt.Printf("%s: expected damage %.3f, P(destroyed) %.4f\n", s.Report.Rules, r.MeanDamage, r.Destroyed)
	}
	fmt.Println(len(odds.Rows), "comparison row")
	// Output:
	// 2015: expected damage 6.003, P(destroyed) 0.5266
	// classic: expected damage 4.163, P(destroyed) 0.2676
	// 1 comparison row
}
