package pointdefence_test

import (
	"context"
	"fmt"
	"math/big"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// cruiser is the cruiser of the text's first example: 2 B1 and 2 PDS.
func cruiser() fullthrust.Ship {
	return fullthrust.Ship{Name: "Cruiser", Hull: fullthrust.HullRows(48, 4), Systems: []fullthrust.System{
		{Kind: fullthrust.Beam, Class: 1}, {Kind: fullthrust.Beam, Class: 1}, {Kind: fullthrust.PDS}, {Kind: fullthrust.PDS}}}
}

// The text's first worked example with the table's own dice: level 3, so
// heavy missiles hit on 4+.
func ExampleResolve() {
	c := cruiser()
	s := pointdefence.Strike{Ships: []fullthrust.Ship{c}, Defence: []pointdefence.Defence{pointdefence.DefaultDefence(c)},
		Raids: []pointdefence.Raid{{Target: 0, Heavy: 3}}}
	dice := rng.NewScript([]int{1, 4, 4, 6, 2, 4, 3, 6, 2, 3, 4, 5, 6, 1, 3, 6, 1, 2})
	res, err := pointdefence.Resolve(s, fullthrust.Options{}, dice)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(res.Log)
	// Output:
	// Cruiser
	//   point defence level
	//     B1 ×2: 1 4 = 0 → 0
	//     PDS ×2: 4 6 = 3, re-roll 2 = 0 → 3
	//     PDL 3 (band 2-3)
	//   heavy missiles and plasma
	//     heavy missile ×3 need 4+ (band 2-3): 4 3 6 = 2 → 2 hits
	//     heavy missile damage, 6D6: 2 3 4 5 6 1 = 21 → 21 points
	//   damage
	//     21 points: 0 on armour, 21 on the hull; hull row 1 completed
	//   threshold checks
	//     row 1 check (6+): B1 3 holds, B1 6 lost, PDS 1 holds, PDS 2 holds
}

// Scripted dice that run out: nothing is applied, and the error says what
// is still needed.
func ExampleResolve_needDice() {
	c := cruiser()
	s := pointdefence.Strike{Ships: []fullthrust.Ship{c}, Defence: []pointdefence.Defence{pointdefence.DefaultDefence(c)},
		Raids: []pointdefence.Raid{{Target: 0, Heavy: 1}}}
	_, err := pointdefence.Resolve(s, fullthrust.Options{}, rng.NewScript([]int{5, 6}))
	fmt.Println(err)
	// Output: rng: need at least 4 more dice: 1d6 for B1 re-roll, 2d6 for PDS, 1d6 for heavy missile
}

// The exact odds of the same raid: the level, and the chance the missiles
// destroy the cruiser.
func ExampleOdds() {
	c := cruiser()
	s := pointdefence.Strike{Ships: []fullthrust.Ship{c}, Defence: []pointdefence.Defence{pointdefence.DefaultDefence(c)},
		Raids: []pointdefence.Raid{{Target: 0, Heavy: 3}}}
	odds, err := pointdefence.Odds(s, fullthrust.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	o := odds[0]
	fmt.Printf("P(PDL 0) = %s\n", o.PDL.P(0).RatString())
	fmt.Printf("expected damage %s\n", o.MeanDamage.FloatString(3))
	fmt.Printf("P(destroyed) %s\n", o.Destroyed.FloatString(5))
	// Output:
	// P(PDL 0) = 1/9
	// expected damage 16.836
	// P(destroyed) 0.00010
}

func ExamplePDLOdds() {
	d, err := pointdefence.PDLOdds(2, 3, big.NewRat(1, 1_000_000))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("P(level 0) = %s, P(level >= 4) = %.4f\n", d.P(0).RatString(), d.AtLeast(4)+d.TailFloat())
	// Output: P(level 0) = 1/18, P(level >= 4) = 0.3791
}

func ExampleBandOf() {
	b := pointdefence.BandOf(17)
	fmt.Println(b, b.Lower(1), b.Lower(2), pointdefence.BandOf(2).Lower(5))
	// Output: 16+ 11-15 7-10 1
}

func ExampleHullRows() {
	fmt.Println(fullthrust.HullRows(14, 4))
	// Output: [4 4 3 3]
}

// Damage lands on armour first; penetrating points go past it.
func ExampleShip_Take() {
	s := fullthrust.Ship{Name: "Frigate", Armour: []int{2}, Hull: fullthrust.HullRows(8, 4)}
	after, t := s.Take(fullthrust.Damage{Normal: 3, Penetrating: 2})
	fmt.Println(t.Armour, t.Hull, t.Rows, after.Lost.Hull, t.Check())
	// Output: 2 3 [1] 3 row 1 check (6+)
}

func ExampleShip_CheckThresholds() {
	s := fullthrust.Ship{Name: "Frigate", Hull: fullthrust.HullRows(8, 4), Drive: fullthrust.Drive{Thrust: 6},
		Systems: []fullthrust.System{{Kind: fullthrust.PDS}, {Kind: fullthrust.FireControl}}}
	after, rolls := s.CheckThresholds(fullthrust.Check{Row: 2}, rng.NewScript([]int{5, 2, 6}))
	fmt.Println(rolls, after.Count(fullthrust.PDS), after.Drive.Current())
	// Output: [{PDS 5 true} {firecon 2 false} {main drive 6 true}] 0 3
}

// A Sampler rolls the same dice as Resolve, without the log.
func ExampleSampler() {
	t := pointdefence.TypicalTargets()[2]
	m, err := pointdefence.NewSampler(t.Strike(8), fullthrust.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	stream := rng.New(7)
	dead := 0
	for i := range 1000 {
		stream.Reset(rng.Seed(7).Derive("trial", uint64(i)))
		if m.Sample(stream)[0].Destroyed {
			dead++
		}
	}
	fmt.Println(m.Raids(), dead)
	// Output: 1 0
}

func ExampleScaling() {
	t := pointdefence.TypicalTargets()[0] // a lone escort
	pts, err := pointdefence.Scaling(context.Background(), t, []int{1, 2}, fullthrust.Options{Procedure: fullthrust.Classic})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range pts {
		fmt.Printf("%d groups: P(destroyed) %s\n", p.Groups, p.Destroyed.FloatString(3))
	}
	// Output:
	// 1 groups: P(destroyed) 0.110
	// 2 groups: P(destroyed) 0.618
}

// A strike that mixes scatterguns with PDS is refused.
func ExampleStrike_Validate() {
	k := fullthrust.Ship{Name: "Kra'Vak", Hull: fullthrust.HullRows(12, 4),
		Systems: []fullthrust.System{{Kind: fullthrust.Scattergun}, {Kind: fullthrust.PDS}}}
	s := pointdefence.Strike{Ships: []fullthrust.Ship{k}, Defence: []pointdefence.Defence{{Scatterguns: 1, PDS: 1}},
		Raids: []pointdefence.Raid{{Target: 0, Salvos: 1}}}
	fmt.Println(s.Validate())
	// Output:
	// fullthrust: invalid strike
	// fullthrust: Kra'Vak fires scatterguns with B1 or PDS; scatterguns cannot be mixed with them
}

func ExampleOptions_Set() {
	var opt fullthrust.Options
	if err := opt.Set("thresholds", "end-of-turn"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(opt.Thresholds, opt.Set("kinetic", "sometimes"))
	// Output: end-of-turn fullthrust: option kinetic="sometimes": want one of no-reroll, reroll
}

func ExampleParseFighterType() {
	t, err := pointdefence.ParseFighterType("Long-Range")
	fmt.Println(t, t.FullCEF(), t.CanScreen(), err)
	light, _ := pointdefence.ParseFighterType("light")
	fmt.Println(light, light.FullCEF(), light.GroupSize(), t.GroupSize())
	_, err = pointdefence.ParseFighterType("bomber")
	fmt.Println(err)
	// Output:
	// long-range 9 true <nil>
	// light 4 8 6
	// fullthrust: unknown fighter type "bomber" (want one of standard, interceptor, attack, torpedo, heavy, long-range, fast, kinetic, light)
}

// By default a ship commits every B1, K-1, PDS and ADS it has to its own
// defence, and fires no one-shot scattergun.
func ExampleDefaultDefence() {
	s := fullthrust.Ship{Name: "Escort", Hull: []int{3, 3}, Systems: []fullthrust.System{
		{Kind: fullthrust.PDS}, {Kind: fullthrust.PDS}, {Kind: fullthrust.ADFC}, {Kind: fullthrust.Scattergun}}}
	fmt.Printf("%+v\n", pointdefence.DefaultDefence(s))
	// Output: {B1:0 K1:0 PDS:2 ADS:0 Scatterguns:0 Grapeshot:0 Cover:[] Screen:[] AADFC:false}
}

// Under end-of-turn thresholds, checks wait on the ship for the end phase.
func ExampleShip_EndPhase() {
	s := fullthrust.Ship{Name: "Frigate", Hull: fullthrust.HullRows(8, 4),
		Systems: []fullthrust.System{{Kind: fullthrust.PDS}}, Pending: []fullthrust.Check{{Row: 1}, {Row: 2}}}
	after, rolls := s.EndPhase(rng.NewScript([]int{4, 5}))
	fmt.Println(rolls, after.Count(fullthrust.PDS), len(after.Pending))
	// Output: [[{PDS 4 false}] [{PDS 5 true}]] 0 0
}

func ExampleOptionHelp() {
	fmt.Print(fullthrust.OptionHelp()[:64])
	// Output: rules=2015|classic: point-defence procedure (RULINGS A7, Part B)
}

func ExampleNewGroup() {
	g := pointdefence.NewGroup("Red 1", pointdefence.Attack)
	fmt.Println(g.Label(), g.CEF)
	// Output: Red 1 (attack, 6) 6
}

func ExampleRollPDL() {
	// A B1 die shows 6 and is re-rolled (2); two PDS dice show 4 and 6, and
	// the 6 is re-rolled (5).
	pdl, log := pointdefence.RollPDL(1, 2, rng.NewScript([]int{6, 2, 4, 6, 5}))
	fmt.Print(log)
	fmt.Println(pdl)
	// Output:
	//   point defence level
	//     B1 ×1: 6 = 1, re-roll 2 = 0 → 1
	//     PDS ×2: 4 6 = 3, re-roll 5 = 1 → 4
	//     PDL 5 (band 4-6)
	// 5
}

// A resolution of a strike as plain numbers, as the command line's and the
// web app's JSON print it.
func ExampleRaidResult_Report() {
	s := pointdefence.Strike{
		Ships:   []fullthrust.Ship{{Name: "Escort", Hull: []int{2, 2}, Systems: []fullthrust.System{{Kind: fullthrust.PDS}}}},
		Defence: []pointdefence.Defence{{PDS: 1}},
		Raids:   []pointdefence.Raid{{Target: 0, Salvos: 1}},
	}
	res, err := pointdefence.Resolve(s, fullthrust.Options{}, rng.New(1))
	if err != nil {
		fmt.Println(err)
		return
	}
	done := res.Raids[0].Report(s, res, fullthrust.Options{})
	fmt.Println(done.Ship, *done.PDL >= 0)
	// Output:
	// Escort true
}
