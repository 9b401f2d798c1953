package jovian_test

import (
	"fmt"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/jovian"
)

// frigate is an example card with stats of our own invention.
func frigate() *jovian.Card {
	return &jovian.Card{
		Name: "Kestrel", Kind: jovian.Capital, Models: 1, Base: 2,
		Defense: jovian.NewTrack(3), Sensors: jovian.NewTrack(3), Thrusters: jovian.NewTrack(1),
		Structure: jovian.NewTrack(4), FireControl: 2,
		Weapons: []jovian.Weapon{
			{Name: "Railgun", AC: 2, AS: 1},
			{Name: "Lances", AC: 5, AS: 3, Traits: jovian.Traits{Missile: true}},
		},
	}
}

func mustCode(text string) dice.Code {
	r, _ := dice.ParseResult(text)
	c, _ := r.Code()
	return c
}

func ExamplePool_Roll() {
	// Three dice and a flex die: 2,2,5,6; the best removal drops a single
	// (either one: they are equally good).
	p := jovian.Pool{Base: 3, Flex: 1, Macro: 1}
	r, err := p.Roll(rng.NewScript([]int{2, 2, 5, 6, 2}), jovian.Options{}, "attack dice", nil)
	fmt.Println(r.String(), err)
	// Output: rolled 2,2,5,6, removed 6 (flex) -> [D2]; macro dice 2 -> [T2] <nil>
}

func ExamplePool_BestRemoval() {
	removed, _ := jovian.Pool{Base: 3, Flex: 1}.BestRemoval([]int{1, 1, 5, 5}, nil, jovian.Options{})
	fmt.Println(removed)
	// Output: [5]
}

func ExamplePoolOdds() {
	t, _ := jovian.PoolOdds(jovian.Pool{Base: 2, Flex: 1}, jovian.Options{})
	fmt.Println(t.P(0), t.P(mustCode("[D6]")))
	// Output: 5/9 2/27
}

func ExampleDefence() {
	fmt.Println(jovian.Defence(mustCode("[D1,T3]")))
	fmt.Println(jovian.Defence(mustCode("[Q6]")))
	// Output:
	// 3 false
	// 0 true
}

func ExampleDiminishAttack() {
	// jovian-attacks, Missile Attack, Example 1: [T,D] against [D].
	left, steps, _ := jovian.DiminishAttack(mustCode("[T3,D5]"), mustCode("[D2]"), nil)
	fmt.Println(left, steps)
	left, _, _ = jovian.DiminishAttack(mustCode("[T3,D5]"), mustCode("[D2]"), []int{5})
	fmt.Println(left)
	// Output:
	// [D3,D5] [3]
	// [T3]
}

func ExampleChooseValues() {
	// After point defence, the attacker aims each [D] at the lowest rating.
	c := frigate()
	h, _ := jovian.ChooseValues(c, c.Fresh(), mustCode("[D2,D4]"), jovian.Options{}, nil)
	fmt.Println(h)
	// Output: [D1,D5]
}

func ExampleDamage() {
	// jovian-damage, the Tengu example: Thrusters 1 takes [D5,D6]; the
	// second hit is randomised, and a 5 picks Sensors.
	c := frigate()
	h, _ := jovian.ParseHits("[D5,D6]")
	after, _ := jovian.Damage(c, c.Fresh(), h, jovian.Options{}, nil, rng.NewScript([]int{5}), nil)
	fmt.Println(after.Describe(c))
	// Output: Defense 3/3, Sensors 2/3, Thrusters 0/1, Structure 4/4, FC 2/2
}

func ExampleResolve() {
	c := frigate()
	s := &jovian.Shot{Attacker: c, AttackerStatus: c.Fresh(), Weapon: 0, Target: c, TargetStatus: c.Fresh()}
	var log jovian.Log
	r, err := jovian.Resolve(s, jovian.Options{}, rng.NewScript([]int{2, 2}), &log)
	fmt.Println(log.String())
	fmt.Println(r.Loss, err)
	// Output:
	// normal attack by Kestrel with Railgun on Kestrel: expends 1 Fire Control (1 left)
	// attack pool: 2d6
	// attack roll: rolled 2,2 -> [D2]
	// damage to Kestrel (capital): [D2]
	// D2: 1 Rating Damage
	// Defense 3 -> 2
	// Kestrel: Defense 2/3, Sensors 3/3, Thrusters 1/1, Structure 4/4, FC 2/2
	// Defense -1 <nil>
}

func ExampleOdds() {
	c := frigate()
	s := &jovian.Shot{Attacker: c, AttackerStatus: c.Fresh(), Weapon: 1, Target: c, TargetStatus: c.Fresh(), Support: 1}
	o, _ := jovian.Odds(s, jovian.Options{})
	fmt.Printf("%v attack, point defence %v: P(Structure lost >= 1) = %.4f\n", o.Kind, o.Defence, o.Structure().AtLeast(1))
	// Output: missile attack, point defence 4d6: P(Structure lost >= 1) = 0.0703
}

func ExampleHitsOf() {
	fmt.Println(jovian.HitsOf(mustCode("[T1,D3,D6]")))
	// Output: [D3,D6,T1]
}

func ExampleParseHits() {
	h, err := jovian.ParseHits("[D1, D1]")
	fmt.Println(h, h.Len(), err)
	// Output: [D1,D1] 2 <nil>
}

func ExampleParseTraits() {
	t, err := jovian.ParseTraits([]string{"Macro:2", "Missile"})
	fmt.Println(t, err)
	// Output: Macro:2, Missile <nil>
}

func ExampleParseCrit() {
	c, _ := jovian.ParseCrit("system:Hangar")
	fmt.Println(c.Kind == jovian.CritSystem, c)
	// Output: true system:Hangar
}

func ExampleTrackOf() {
	t, _ := jovian.TrackOf(5, 3, 2, 1)
	t, _ = t.Mark()
	fmt.Println(t.Value(), t)
	// Output: 3 [x]3 2 1
}

func ExampleRatingFor() {
	fmt.Println(jovian.RatingFor(2), jovian.RatingFor(4), jovian.RatingFor(6))
	// Output: Defense Sensors Thrusters
}

func ExampleOptions_Parse() {
	var o jovian.Options
	err := o.Parse("catastrophic=none,squadron-q=destroys")
	fmt.Println(o, err)
	// Output: squadron-q=destroys,catastrophic=none <nil>
}

func ExampleOptions_Validate() {
	fmt.Println(jovian.Options{}.Validate())
	fmt.Println(jovian.Options{Systems: 9}.Validate())
	// Output:
	// <nil>
	// jovian: option systems has no value 9
}

func ExampleSupporters() {
	c := frigate()
	attacker := jovian.NewUnit("A", c, geom.Vec{X: 0, Y: 0}, 0)
	friends := []jovian.Unit{
		jovian.NewUnit("target", c, geom.Vec{X: 0, Y: 20}, 180),
		jovian.NewUnit("escort", c, geom.Vec{X: 3, Y: 10}, 180),  // 2" from the line
		jovian.NewUnit("distant", c, geom.Vec{X: 9, Y: 10}, 180), // 8" away
	}
	fmt.Println(jovian.Supporters(&attacker, friends, 0))
	// Output: [1]
}

// CountSupporters counts the supporters without making a list, for code
// that fights many attacks.
func ExampleCountSupporters() {
	c := frigate()
	attacker := jovian.NewUnit("A", c, geom.Vec{X: 0, Y: 0}, 0)
	friends := []jovian.Unit{
		jovian.NewUnit("target", c, geom.Vec{X: 0, Y: 20}, 180),
		jovian.NewUnit("escort", c, geom.Vec{X: 3, Y: 10}, 180),
		jovian.NewUnit("wingman", c, geom.Vec{X: -2, Y: 14}, 180),
	}
	fmt.Println(jovian.CountSupporters(&attacker, friends, 0))
	// Output: 2
}

func ExampleArcOf() {
	// A ship facing up the table, attacked from its right and from behind.
	fmt.Println(jovian.ArcOf(geom.Vec{}, 0, geom.Vec{X: 5}), jovian.ArcOf(geom.Vec{}, 0, geom.Vec{Y: -5}))
	// Output: sides aft
}

func ExampleInRange() {
	c := frigate()
	a := jovian.NewUnit("A", c, geom.Vec{}, 0)
	b := jovian.NewUnit("B", c, geom.Vec{Y: 10}, 180) // 8" between the bases
	fmt.Println(jovian.InRange(&a, &b))
	// Output: true false
}

// An attack given by numbers: three dice on a capital ship with Defense 3,
// its boxes already marked, and the exact chance to destroy it.
func ExampleInline_Cards() {
	attacker, target, err := jovian.Inline{Pool: 3, Kind: jovian.Capital, Defense: 3, Sensors: 3, Thrusters: 3, Structure: 2}.Cards()
	if err != nil {
		fmt.Println(err)
		return
	}
	s := &jovian.Shot{Attacker: attacker, Target: target, AttackerStatus: attacker.Fresh(), TargetStatus: target.Fresh()}
	if err := jovian.MarkBoxes(target, &s.TargetStatus, "structure=1"); err != nil {
		fmt.Println(err)
		return
	}
	o, err := jovian.Odds(s, jovian.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	r := jovian.NewAttackOddsReport(o, target.Kind, true)
	fmt.Println(r.Kind, r.Pool, "Structure left", s.TargetStatus.Structure.Value(), "P(crippled)", r.CrippledExact)
	// Output:
	// normal 3d6 Structure left 1 P(crippled) 1/36
}

// The v1.2.4 attack-modifier table: a net modifier of +4 adds one base
// die, one flex die and two macro dice; the short-range bonus adds its flex
// die directly.
func ExampleNetEffect() {
	fmt.Println(jovian.NetEffect(4))
	mods := jovian.Modifiers{jovian.Bonus, jovian.Bonus, jovian.ShortRange}
	fmt.Println(mods)
	fmt.Println(mods.Effect())
	// Output:
	// 1d6 +1 flex +2 macro
	// bonus, bonus, short-range: net +2 (+1 base +1 flex), +1 flex
	// 1d6 +2 flex
}

func ExampleParseModifier() {
	for _, text := range []string{"short-range", "-1", "macro+1"} {
		m, err := jovian.ParseModifier(text)
		fmt.Printf("%s: net %d, flex %d, macro %d, %v\n", text, m.Net, m.Flex, m.Macro, err)
	}
	// Output:
	// short-range: net 0, flex 1, macro 0, <nil>
	// -1: net -1, flex 0, macro 0, <nil>
	// macro+1: net 0, flex 0, macro 1, <nil>
}
