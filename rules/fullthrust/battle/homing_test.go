package battle_test

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"pgregory.net/rapid"
)

// salvoHits are the table dice of a salvo's attack on Bison of missileDuel
// (one PDS) that does no damage: the PDS die 1 kills nothing, and the salvo
// die 1 at band 0 puts one missile on target, whose damage die is 1, no
// threshold reached.
var salvoHits = []int{1, 1, 1}

// TestEvasionShortensLockOn checks reading W84 (ft-advanced-manoeuvres.txt
// "Extreme Manoeuvres": a missile's lock-on range is 1 MU shorter per
// factor): a salvo placed 5 MU from Bison, at rest, finds no target when
// Bison evades with two factors (lock-on 4 MU), and homes on it with one
// (5 MU) or none. The log of the lost salvo names the cut radius.
func TestEvasionShortensLockOn(t *testing.T) {
	m := missileDuel(t)
	log := turnDice(t, m, [2]string{"Archer salvo: 0 5", "Bison: EM2"})
	mustLog(t, log, "the salvo of Archer at (0.0, 5.0) finds no enemy within 6 MU (Bison 5.0 MU away, evading with 2 EM: 4 MU) and is lost")
	if strings.Contains(log, "strike") {
		t.Errorf("a lost salvo struck:\n%s", log)
	}

	m = missileDuel(t)
	log = turnDice(t, m, [2]string{"Archer salvo: 0 5", "Bison: EM1"}, salvoHits...)
	mustLog(t, log, "the salvo of Archer at (0.0, 5.0) homes on Bison, 5.0 MU away", "the strike on Bison")

	m = missileDuel(t)
	log = turnDice(t, m, [2]string{"Archer salvo: 0 5", ""}, salvoHits...)
	mustLog(t, log, "the salvo of Archer at (0.0, 5.0) homes on Bison, 5.0 MU away")
}

// TestEvasionSendsSalvoElsewhere checks that each enemy ship has its own
// lock-on radius (W84): with Bison 5 MU from the salvo and evading with two
// factors, the salvo homes on Calf, 5.5 MU away and not evading, though
// Bison is nearer; without the evasion it homes on Bison.
func TestEvasionSendsSalvoElsewhere(t *testing.T) {
	duel := func() *game.Match {
		boat, bison := missileShips()
		calf := warship(1, fullthrust.Ship{Name: "Calf", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 2}}, geom.Vec{X: 5.5, Y: 5})
		return startSetup(t, battle.Setup{Sides: []string{"Red", "Blue"}, Ships: []battle.Ship{boat, bison, calf}})
	}
	log := turnDice(t, duel(), [2]string{"Archer salvo: 0 5", "Bison: EM2"}, 1, 1) // Calf has no PDS: the salvo die and one damage die
	mustLog(t, log, "the salvo of Archer at (0.0, 5.0) homes on Calf, 5.5 MU away", "the strike on Calf")
	log = turnDice(t, duel(), [2]string{"Archer salvo: 0 5", ""}, salvoHits...)
	mustLog(t, log, "the salvo of Archer at (0.0, 5.0) homes on Bison, 5.0 MU away")
}

// TestEvasionShortensHeavyMissileLockOn checks that heavy missiles, which
// home as salvos do (W15), lose lock-on range to evasion too (W84), and
// that a plasma bolt's blast does not shrink: Lamp's heavy missile 5 MU
// from Bison evading with two factors is lost, with one it homes.
func TestEvasionShortensHeavyMissileLockOn(t *testing.T) {
	m := ordnanceDuel(t)
	log := turnDice(t, m, [2]string{"Lamp missile: 0 5", "Bison: EM2"})
	mustLog(t, log, "the heavy missile of Lamp at (0.0, 5.0) finds no enemy within 6 MU (Bison 5.0 MU away, evading with 2 EM: 4 MU) and is lost")

	m = ordnanceDuel(t)
	log = turnDice(t, m, [2]string{"Lamp missile: 0 5", "Bison: EM1"}, 1, 1) // the PDS die misses, the to-hit die misses
	mustLog(t, log, "the heavy missile of Lamp at (0.0, 5.0) homes on Bison, 5.0 MU away")

	m = ordnanceDuel(t)
	log = turnDice(t, m, [2]string{"Lamp plasma: 0 5", "Bison: EM2"}, 1, 1)
	mustLog(t, log, "the plasma bolt of Lamp bursts at (0.0, 5.0) and catches Bison")
}

// TestEvasionWithoutEffect checks which factors count (W84): under Option
// 2 a failed check (a 5 at +1 on 6+) leaves the evasion without effect on
// a 1-3 of the next die, and the salvo homes as on a ship not evading; on a
// 4-6 the evasion still works. Factors held for after movement (W57) or at
// discretion (W58) shorten nothing in the strike.
func TestEvasionWithoutEffect(t *testing.T) {
	var opt manoeuvre.ManoeuvreOptions
	opt.Extreme = manoeuvre.BeforeMoving
	duel := func(opt manoeuvre.ManoeuvreOptions) *game.Match {
		boat, bison := missileShips()
		return startSetup(t, battle.Setup{Options: opt, Sides: []string{"Red", "Blue"}, Ships: []battle.Ship{boat, bison}})
	}
	log := turnDice(t, duel(opt), [2]string{"Archer salvo: 0 5", "Bison: EM2"}, append([]int{5, 2}, salvoHits...)...)
	mustLog(t, log, "rolled 2, the evasion has no effect", "the salvo of Archer at (0.0, 5.0) homes on Bison, 5.0 MU away")
	log = turnDice(t, duel(opt), [2]string{"Archer salvo: 0 5", "Bison: EM2"}, 5, 4)
	mustLog(t, log, "rolled 4, the evasion still works", "finds no enemy within 6 MU (Bison 5.0 MU away, evading with 2 EM: 4 MU)")
	log = turnDice(t, duel(opt), [2]string{"Archer salvo: 0 5", "Bison: EM2"}, 1)
	mustLog(t, log, "rolled 1: passed", "finds no enemy within 6 MU (Bison 5.0 MU away, evading with 2 EM: 4 MU)")

	var after manoeuvre.ManoeuvreOptions
	after.EMAfterMovement = true
	log = turnDice(t, duel(after), [2]string{"Archer salvo: 0 5", "Bison: / EM2"}, append(salvoHits, 1)...) // the check after the strike
	mustLog(t, log, "the salvo of Archer at (0.0, 5.0) homes on Bison, 5.0 MU away", "Extreme Manoeuvres (after movement)")
	var held manoeuvre.ManoeuvreOptions
	held.EMDiscretionary = true
	log = turnDice(t, duel(held), [2]string{"Archer salvo: 0 5", "Bison: EM2?"}, salvoHits...)
	mustLog(t, log, "the salvo of Archer at (0.0, 5.0) homes on Bison, 5.0 MU away")
}

// TestEvasionLockOnVersion3 checks that records of rules version 3 replay
// as played: there the evasion did not shorten the lock-on.
func TestEvasionLockOnVersion3(t *testing.T) {
	m := atVersion(t, missileDuel(t), "3")
	log := turnDice(t, m, [2]string{"Archer salvo: 0 5", "Bison: EM2"}, salvoHits...)
	mustLog(t, log, "the salvo of Archer at (0.0, 5.0) homes on Bison, 5.0 MU away")
}

// TestEvasionVectorLockOn checks the vector form of W84 with the vector
// form of Extreme Manoeuvres (W87): under the Continuum radius of 3 MU, a
// salvo 2.5 MU from Bison is lost when Bison evades with one factor
// (lock-on 2 MU), and homes on it without the evasion.
func TestEvasionVectorLockOn(t *testing.T) {
	duel := func() *game.Match {
		var opt manoeuvre.ManoeuvreOptions
		opt.Vector, opt.VectorMissileRadius = true, true
		boat, bison := missileShips()
		return startSetup(t, battle.Setup{Options: opt, Sides: []string{"Red", "Blue"}, Ships: []battle.Ship{boat, bison}})
	}
	log := turnDice(t, duel(), [2]string{"Archer salvo: 0 7.5", "Bison: EM1"})
	mustLog(t, log, "the salvo of Archer at (0.0, 7.5) finds no enemy within 3 MU (Bison 2.5 MU away, evading with 1 EM: 2 MU) and is lost")
	log = turnDice(t, duel(), [2]string{"Archer salvo: 0 7.5", ""}, salvoHits...)
	mustLog(t, log, "the salvo of Archer at (0.0, 7.5) homes on Bison, 2.5 MU away")
}

// homingLine is the log line of a salvo or heavy missile that homes or is
// lost: its point, and the ship and distance it homes on.
var homingLine = regexp.MustCompile(`^the (?:salvo|heavy missile) of Archer at \((-?[0-9.]+), (-?[0-9.]+)\) (?:homes on (\w+), ([0-9.]+) MU away|finds no enemy within)`)

// TestHomingProperty checks W84 over random first turns: three enemy ships
// at random places and speeds, each ordering random Extreme Manoeuvres
// (some beyond its drive, which leave it drifting without evasion) under
// either check option, and a boat placing three salvos and a heavy missile
// at random points among them. Every missile homes on the nearest enemy
// ship within that ship's own lock-on radius (6 MU less 1 per factor in
// effect, above 0), and a missile is lost only when no enemy ship is
// within its radius.
func TestHomingProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		boat := battle.Ship{Side: 0, Crew: 2, DCP: 2,
			Sheet: fullthrust.Ship{Name: "Archer", Mass: 60, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SML"}, {Kind: fullthrust.Other, Name: "SML"}, {Kind: fullthrust.Other, Name: "SML"},
					{Kind: fullthrust.Other, Name: "HM"}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl}}},
			Mounts: []battle.Mount{{Kind: battle.SalvoLauncher, System: 0, Ammo: 1}, {Kind: battle.SalvoLauncher, System: 1, Ammo: 1},
				{Kind: battle.SalvoLauncher, System: 2, Ammo: 1}, {Kind: battle.HeavyMissile, System: 3, Ammo: 1}},
			Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: -14}, geom.Clock(12), 0)}}
		ships := []battle.Ship{boat}
		var orders []string
		for _, name := range []string{"Bison", "Calf", "Dun"} {
			at := geom.Vec{X: rapid.Float64Range(-6, 6).Draw(t, name+" x"), Y: rapid.Float64Range(-6, 6).Draw(t, name+" y")}
			sh := warship(1, fullthrust.Ship{Name: name, Mass: 60, Hull: fullthrust.HullRows(40, 4), Drive: fullthrust.Drive{Thrust: rapid.IntRange(1, 6).Draw(t, name+" thrust")}}, at)
			sh.Start.Motion = manoeuvre.NewMotion(at, geom.Clock(rapid.IntRange(1, 12).Draw(t, name+" course")), rapid.IntRange(0, 3).Draw(t, name+" velocity"))
			ships = append(ships, sh)
			orders = append(orders, name+": "+rapid.SampledFrom([]string{"", "EM1", "EM2", "EM3", "EM4", "P1 EM1", "+1 EM2", "EM6"}).Draw(t, name+" order"))
		}
		var opt manoeuvre.ManoeuvreOptions
		if rapid.Bool().Draw(t, "option 2") {
			opt.Extreme = manoeuvre.BeforeMoving
		}
		var fire []string
		for k, word := range []string{"salvo", "salvo", "salvo", "missile"} {
			x, y := rapid.IntRange(-80, 80).Draw(t, fmt.Sprint("x", k)), rapid.IntRange(-80, 80).Draw(t, fmt.Sprint("y", k))
			fire = append(fire, fmt.Sprintf("Archer %s: %.1f %.1f", word, float64(x)/10, float64(y)/10))
		}
		js, err := battle.MarshalSetup(battle.Setup{Turns: 3, Sides: []string{"Red", "Blue"}, Options: opt, Ships: ships})
		if err != nil {
			t.Fatal(err)
		}
		m, err := game.Start(battle.Rules{}, nil, js, rng.Seed(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Submit(0, game.Orders{Text: strings.Join(fire, "\n")}); err != nil {
			t.Fatal(err)
		}
		events, err := m.Submit(1, game.Orders{Text: strings.Join(orders, "\n")})
		if err != nil {
			t.Fatal(err)
		}
		st := m.State().(*battle.State)
		now := st.Ships()
		seen := 0
		for _, e := range events {
			f := homingLine.FindStringSubmatch(e.Text)
			if f == nil {
				continue
			}
			seen++
			var p geom.Vec
			p.X, _ = strconv.ParseFloat(f[1], 64)
			p.Y, _ = strconv.ParseFloat(f[2], 64)
			best, bd := "", 0.0
			for i := 1; i < len(now); i++ {
				r := manoeuvre.LockOnRadius(battle.SalvoHoming, st.EvadingEM(i))
				if d := now[i].Motion.Pos.Dist(p); r > 0 && d <= r && (best == "" || d < bd) {
					best, bd = now[i].Sheet.Name, d
				}
			}
			if f[3] != best {
				t.Fatalf("%q: want the missile to home on %q (%.2f MU away); EM %d %d %d", e.Text, best, bd, st.EvadingEM(1), st.EvadingEM(2), st.EvadingEM(3))
			}
		}
		if seen != len(fire) {
			t.Fatalf("%d homing lines for %d missiles", seen, len(fire))
		}
	})
}
