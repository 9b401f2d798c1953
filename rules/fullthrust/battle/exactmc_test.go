package battle_test

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
)

// minFitP is the p-value below which the battle's sampled damage and the
// exact odds are taken to disagree, as in lab's exact-against-sampling
// tests: a correct engine fails at fixed seeds with a chance near 1e-6.
const minFitP = 1e-6

// strikeTurn is a strike file's single raid on its first ship played as the
// first turn of a battle: the target and the ships covering it through ADFC
// (the file's other ships, if any, each 4 MU from it) stand still; a
// carrier 10 MU away holds the raid's fighter groups in its bays and a
// missile boat 10 MU away carries one salvo rack per salvo, one heavy
// missile mount per heavy missile and one plasma bolt launcher per bolt.
// Navy's orders commit the target's B1 and K-1 to point defence as the
// file's defence does, lend the cover and dedicate a factor to each
// eclipse of the target (the eclipser then stands 2.8 MU from it, between
// it and the boat); the Raiders' orders launch every group at the target
// and place every salvo, missile and bolt on it.
type strikeTurn struct {
	setup  battle.Setup
	orders [2]string
	target string
}

// escortAt are the places of the covering ships, each 4 MU from the
// target at (0, 10): within the 6 MU of ADFC cover (W11).
var escortAt = []geom.Vec{{X: 4, Y: 10}, {X: -4, Y: 10}, {Y: 14}, {Y: 6}}

// newStrikeTurn builds the battle of a strike file with one raid on the
// file's first ship. A plasma bolt's blast would also catch the covering
// ships, so a raid with bolts may have no cover.
func newStrikeTurn(t *testing.T, st scenario.FullThrustStrike) strikeTurn {
	t.Helper()
	s := st.Strike
	if len(s.Raids) != 1 || s.Raids[0].Target != 0 || s.Raids[0].AdvancedHeavy > 0 || len(s.Ships) > 1+len(escortAt) ||
		(len(s.Raids[0].Plasma) > 0 && (len(s.Ships) > 1 || len(s.Raids[0].Groups) > 0 || s.Raids[0].Salvos+s.Raids[0].Heavy > 0)) {
		t.Fatalf("%s: want one raid on the first ship, of fighters, salvos and heavy missiles or of plasma bolts alone, and at most %d escorts", st.Name, len(escortAt))
	}
	r := s.Raids[0]
	target := s.Ships[0].Clone()
	var out strikeTurn
	out.target = target.Name
	out.setup = battle.Setup{Turns: 1, Sides: []string{"Navy", "Raiders"}}
	out.setup.Options.Options = st.Options
	out.setup.Ships = append(out.setup.Ships, warship(0, target, geom.Vec{Y: 10}))
	var cover []string
	if d := s.Defence[0]; d.B1 > 0 || d.K1 > 0 {
		line := fmt.Sprintf("%s pd: b1 %d", target.Name, d.B1)
		if d.K1 > 0 {
			line += fmt.Sprintf(" k1 %d", d.K1)
		}
		cover = append(cover, line)
	}
	for i := 1; i < len(s.Ships); i++ {
		esc := s.Ships[i].Clone()
		at := escortAt[i-1]
		for _, e := range s.Eclipses {
			if e.Eclipser == i && e.Eclipsed == 0 {
				// 2.8 MU from the target, nearer the missile boat and the
				// carrier; one factor of thrust, on the target's course (W53).
				at = geom.Vec{X: 2, Y: 8}
				cover = append(cover, esc.Name+": Ec1", esc.Name+" eclipse: "+target.Name)
			}
		}
		out.setup.Ships = append(out.setup.Ships, warship(0, esc, at))
		for _, c := range s.Defence[i].Cover {
			if c.Ship == 0 {
				cover = append(cover, fmt.Sprintf("%s cover: %s pds %d ads %d", esc.Name, target.Name, c.PDS, c.ADS))
			}
		}
	}
	var raid []string
	if len(r.Groups) > 0 {
		c := carrier(geom.Vec{})
		for _, a := range r.Groups {
			c.Sheet.Systems = append(c.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
			c.Bays = append(c.Bays, battle.Bay{System: len(c.Sheet.Systems) - 1, Group: a.Group})
			raid = append(raid, fmt.Sprintf("%s: attack %s", a.Group.Name, target.Name))
		}
		out.setup.Ships = append(out.setup.Ships, c)
	}
	if r.Salvos+r.Heavy+len(r.Plasma) > 0 {
		boat := warship(1, fullthrust.Ship{Name: "Boat", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{X: 10})
		// One fire control directs the salvos placed at one point (W31).
		boat.Sheet.Systems = append(boat.Sheet.Systems, fullthrust.System{Kind: fullthrust.FireControl, Name: "FC"})
		mount := func(k battle.MountKind, class int, line string) {
			boat.Sheet.Systems = append(boat.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: k.Label()})
			boat.Mounts = append(boat.Mounts, battle.Mount{Kind: k, System: len(boat.Sheet.Systems) - 1, Ammo: 1, Class: class})
			raid = append(raid, line+target.Name)
		}
		for range r.Salvos {
			mount(battle.SalvoRack, 0, "Boat salvo: ")
		}
		for range r.Heavy {
			mount(battle.HeavyMissile, 0, "Boat missile: ")
		}
		for _, b := range r.Plasma {
			mount(battle.PlasmaBolt, b.Class, "Boat plasma: ")
		}
		out.setup.Ships = append(out.setup.Ships, boat)
	}
	out.orders = [2]string{strings.Join(cover, "\n"), strings.Join(raid, "\n")}
	return out
}

// damage plays the turn's movement orders from seed and returns the boxes
// the target lost in the strike.
func (s strikeTurn) damage(t *testing.T, seed rng.Seed) int {
	m := startSeeded(t, s.setup, seed)
	before := shipView(t, m, s.target)
	for p, o := range s.orders {
		if _, err := m.Submit(game.Player(p), game.Orders{Text: o}); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	after := shipView(t, m, s.target)
	return sum(before.Armour) - sum(after.Armour) + before.Hull - after.Hull
}

// TestStrikeTurnFitsExactOdds plays strike examples as the first turn of a
// battle, with the battle's own orders, moves, homing and strike, from
// many seeds, and tests the histogram of the target's lost boxes against
// pointdefence.Odds of the same strike with the chi-square test of sim,
// under the file's procedure and the other one: salvos with one ADFC cover
// and fighter groups (the texts' worked examples), heavy missiles, a
// dreadnought covered by three ADFC escorts against eight groups and six
// salvos, plasma bolts of classes 1 to 3, and salvos and heavy missiles
// against a cruiser its escort eclipses (W55, and W82-W83 under the classic
// procedure: a battle that left the eclipse out of the classic strike fails
// at p = 0).
func TestStrikeTurnFitsExactOdds(t *testing.T) {
	if testing.Short() {
		t.Skip("plays thousands of battle turns")
	}
	var strikes []scenario.FullThrustStrike
	for _, name := range []string{"six-salvos.yaml", "four-groups.yaml", "heavy-missiles.yaml", "dreadnought-escorts.yaml"} {
		data, err := fs.ReadFile(examples.FullThrust, "fullthrust/"+name)
		if err != nil {
			t.Fatal(err)
		}
		st, err := scenario.DecodeFullThrustStrike(name, data)
		if err != nil {
			t.Fatal(err)
		}
		strikes = append(strikes, st)
	}
	strikes = append(strikes, plasmaStrike(), eclipsedStrike())
	for n, st := range strikes {
		for k, proc := range []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic} {
			st.Options.Procedure = proc
			t.Run(fmt.Sprintf("%s %s", st.Name, proc), func(t *testing.T) {
				fitStrikeTurn(t, st, rng.Seed(0xba771e00+100000*n+1000*k))
			})
		}
	}
}

// plasmaStrike is a cruiser with 2 PDS and a level-1 screen under the blast
// of three plasma bolts, of classes 1, 2 and 3, fired by one boat.
func plasmaStrike() scenario.FullThrustStrike {
	cr := fullthrust.Ship{Name: "Cruiser", Mass: 60, Armour: []int{4}, Hull: fullthrust.HullRows(24, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: append(systems(fullthrust.PDS, 2), fullthrust.System{Kind: fullthrust.Screen})}
	return scenario.FullThrustStrike{Name: "plasma bolts", Strike: pointdefence.Strike{
		Ships:   []fullthrust.Ship{cr},
		Defence: []pointdefence.Defence{pointdefence.DefaultDefence(cr)},
		Raids:   []pointdefence.Raid{{Target: 0, Plasma: []pointdefence.Bolt{{Class: 1, ID: "a"}, {Class: 2, ID: "b"}, {Class: 3, ID: "c"}}}},
	}}
}

// eclipsedStrike is a cruiser with 2 PDS eclipsed by an escort with one
// factor of thrust on the same course (its BDI from the two ships' boxes,
// pointdefence.StrikeBDI) against two salvos and a heavy missile.
func eclipsedStrike() scenario.FullThrustStrike {
	cr := fullthrust.Ship{Name: "Cruiser", Mass: 60, Armour: []int{4}, Hull: fullthrust.HullRows(24, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: systems(fullthrust.PDS, 2)}
	esc := fullthrust.Ship{Name: "Escort", Mass: 30, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4}}
	return scenario.FullThrustStrike{Name: "eclipsed cruiser", Strike: pointdefence.Strike{
		Ships:    []fullthrust.Ship{cr, esc},
		Defence:  []pointdefence.Defence{pointdefence.DefaultDefence(cr), pointdefence.DefaultDefence(esc)},
		Raids:    []pointdefence.Raid{{Target: 0, Salvos: 2, Heavy: 1}},
		Eclipses: []pointdefence.Eclipsing{{Eclipser: 1, Eclipsed: 0, BDI: pointdefence.StrikeBDI(esc, cr, 1, 0)}},
	}}
}

// fitStrikeTurn plays the strike's battle turn 2,000 times from seeds
// base, base+1, ... and tests the target's lost boxes against the exact
// odds.
func fitStrikeTurn(t *testing.T, st scenario.FullThrustStrike, base rng.Seed) {
	turn := newStrikeTurn(t, st)
	odds, err := pointdefence.Odds(st.Strike, st.Options)
	if err != nil {
		t.Fatal(err)
	}
	const trials = 2000
	counts := map[int64]int64{}
	for i := range trials {
		d := turn.damage(t, base+rng.Seed(i))
		counts[int64(min(d, odds[0].Boxes))]++
	}
	var bins []sim.Bin
	for v, c := range counts {
		bins = append(bins, sim.Bin{Value: v, Count: c})
	}
	sortBins(bins)
	outs := odds[0].Damage.Outcomes()
	exact := make([]sim.Outcome, len(outs))
	for i, o := range outs {
		p, _ := o.P.Float64()
		exact[i] = sim.Outcome{Value: int64(o.Value), P: p}
	}
	fit := sim.Summarize("damage", bins).GoodnessOfFit(exact, odds[0].Damage.TailFloat())
	mean, _ := odds[0].MeanDamage.Float64()
	t.Logf("%d turns: mean damage %.3f (exact, uncapped %.3f); %s", trials, sim.Summarize("damage", bins).Mean, mean, fit)
	if fit.P < minFitP {
		t.Errorf("the battle's damage does not fit the exact odds: %s", fit)
	}
}

// sortBins orders bins by value, as sim.Summarize wants them.
func sortBins(b []sim.Bin) {
	for i := 1; i < len(b); i++ {
		for j := i; j > 0 && b[j].Value < b[j-1].Value; j-- {
			b[j], b[j-1] = b[j-1], b[j]
		}
	}
}
