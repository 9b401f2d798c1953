package lab_test

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
)

func ExampleStrikeSamples() {
	st, err := scenario.DecodeFullThrustStrike("strike.yaml", []byte(`name: Cruiser against heavy missiles
ships:
  - {name: Cruiser, hull: 24, b1: 2, pds: 2}
raids:
  - {target: Cruiser, heavy_missiles: 3}
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	odds, err := pointdefence.Odds(st.Strike, st.Options)
	if err != nil {
		fmt.Println(err)
		return
	}
	samples, err := lab.StrikeSamples(context.Background(), sim.Config{Trials: 2000, Seed: 0x2a}, st.Strike, st.Options, odds)
	if err != nil {
		fmt.Println(err)
		return
	}
	rs := samples[0]
	fmt.Printf("%d trials: damage %s, exact %.3f\n", rs.Trials, rs.Damage.Estimate(), odds[0].Damage.Mean())
	fmt.Printf("fits the exact odds (p >= 1e-6): %t\n", rs.Fit.P >= 1e-6)
	// Output:
	// 2000 trials: damage 14.92 [14.54, 15.29], exact 15.134
	// fits the exact odds (p >= 1e-6): true
}

func ExampleDuels() {
	data, err := fs.ReadFile(examples.FullThrust, "fullthrust/duel-eclipse.yaml")
	if err != nil {
		fmt.Println(err)
		return
	}
	d, err := scenario.DecodeFTDuel("duel-eclipse.yaml", data)
	if err != nil {
		fmt.Println(err)
		return
	}
	odds, err := lab.Duels(context.Background(), sim.Config{Trials: 50, Seed: 1}, d)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s: %d duels\n", odds.Name, odds.Trials)
	for _, s := range odds.Sides {
		fmt.Printf("%s wins %s\n", s.Name, s.Win)
	}
	fmt.Printf("draw %s\n", odds.Draw)
	for _, s := range odds.Ships {
		fmt.Printf("%s (%s): %s\n", s.Name, s.Doctrine, s.Dealt)
	}
	// Output:
	// Eclipsing escort: 50 duels
	// Convoy wins 0.22 [0.13, 0.35]
	// Raider wins 0.000 [0.000, 0.071]
	// draw 0.78 [0.65, 0.87]
	// Banner (standard limits): 9.4 [8.1, 10.6]
	// Bulwark (eclipses Banner): 4.70 [3.77, 5.63]
	// Raider (ET): 12.2 [9.6, 14.9]
}

func ExampleEngagements() {
	sub, err := fs.Sub(examples.Jovian, "jovian")
	if err != nil {
		fmt.Println(err)
		return
	}
	e, err := scenario.LoadJovianEngagement(sub, "duel.yaml")
	if err != nil {
		fmt.Println(err)
		return
	}
	odds, err := lab.Engagements(context.Background(), sim.Config{Trials: 500, Seed: 7}, e)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s: %d trials\n", odds.Name, odds.Trials)
	for _, s := range odds.Sides {
		fmt.Printf("%s wins %s\n", s.Name, s.Win)
	}
	fmt.Printf("no winner %s, rounds %.2f\n", odds.NoWinner, odds.Rounds.Mean)
	// Output:
	// Frigate duel: 500 trials
	// Blue wins 0.316 [0.277, 0.358]
	// Red wins 0.298 [0.260, 0.340]
	// no winner 0.386 [0.344, 0.429], rounds 9.18
}
