package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// The worked examples of ft-new-point-defence.txt and
// ft-advanced-manoeuvres.txt, played as turns of a battle with the texts'
// dice given as table dice (Match.SubmitDice). The same examples are
// checked against the strike and movement code alone in packages
// pointdefence and manoeuvre; here they pass through the whole turn:
// written orders, movement, fighter moves, salvo homing, the strike, fire.

// systems returns n systems of kind k (class 1 for beams).
func systems(k fullthrust.SystemKind, n int) []fullthrust.System {
	out := make([]fullthrust.System, n)
	for i := range out {
		out[i] = fullthrust.System{Kind: k}
		if k == fullthrust.Beam {
			out[i].Class = 1
		}
	}
	return out
}

// warship returns a battle ship with the given sheet, at a place, facing 12
// o'clock at rest.
func warship(side int, sheet fullthrust.Ship, at geom.Vec) battle.Ship {
	return battle.Ship{Side: side, Sheet: sheet, Crew: battle.DefaultCrew(sheet.Mass), DCP: battle.DefaultCrew(sheet.Mass),
		Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
}

// salvoBoat returns Boat, a ship of side 1 at at with a salvo rack holding
// one salvo and a fire control to place it.
func salvoBoat(at geom.Vec) battle.Ship {
	boat := warship(1, fullthrust.Ship{Name: "Boat", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SMR"}, {Kind: fullthrust.FireControl}}}, at)
	boat.Mounts = []battle.Mount{{Kind: battle.SalvoRack, System: 0, Ammo: 1}}
	return boat
}

// carrier returns a ship of side 1 with one bay per group name, each holding
// a full group of standard fighters.
func carrier(at geom.Vec, names ...string) battle.Ship {
	sheet := fullthrust.Ship{Name: "Carrier", Mass: 80, Hull: fullthrust.HullRows(24, 4), Drive: fullthrust.Drive{Thrust: 4}}
	c := warship(1, sheet, at)
	for _, n := range names {
		c.Sheet.Systems = append(c.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
		g := pointdefence.NewGroup(n, pointdefence.Standard)
		c.Bays = append(c.Bays, battle.Bay{System: len(c.Sheet.Systems) - 1, Group: g})
	}
	return c
}

// startSetup starts a battle of the setup with seed 1.
func startSetup(t *testing.T, s battle.Setup) *game.Match {
	t.Helper()
	return startSeeded(t, s, 1)
}

// atVersion returns m restarted under rules version version (game.Versioned),
// as a record of that version replays; m itself when version is "".
func atVersion(t *testing.T, m *game.Match, version string) *game.Match {
	t.Helper()
	if version == "" {
		return m
	}
	rec := m.Record()
	rec.Version = version
	m, err := game.Replay(battle.Rules{}, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// startSeeded starts a battle of the setup, with 3 turns and the sides
// Navy and Raiders unless it sets them.
func startSeeded(t *testing.T, s battle.Setup, seed rng.Seed) *game.Match {
	t.Helper()
	if s.Turns == 0 {
		s.Turns = 3
	}
	if s.Sides == nil {
		s.Sides = []string{"Navy", "Raiders"}
	}
	js, err := battle.MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.Start(battle.Rules{}, nil, js, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// turnDice submits side 0's then side 1's orders, the second with the
// table dice of the resolution, and returns the log.
func turnDice(t *testing.T, m *game.Match, orders [2]string, dice ...int) string {
	t.Helper()
	if _, err := m.Submit(0, game.Orders{Text: orders[0]}); err != nil {
		t.Fatal(err)
	}
	ev, err := m.SubmitDice(1, game.Orders{Text: orders[1]}, dice)
	if err != nil {
		t.Fatal(err)
	}
	return string(writeLog(ev))
}

// shipView returns the named ship as the spectator sees it.
func shipView(t *testing.T, m *game.Match, name string) battle.ShipView {
	t.Helper()
	for _, s := range m.View(game.Spectator).(battle.View).Ships {
		if s.Name == name {
			return s
		}
	}
	t.Fatalf("no ship %q in the view", name)
	return battle.ShipView{}
}

func mustLog(t *testing.T, log string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(log, w) {
			t.Errorf("the log has no %q:\n%s", w, log)
		}
	}
}

// TestFighterAttacksDreadnoughtFifteenDamage is "Fighter attacks" of
// ft-new-point-defence.txt as a battle turn: a dreadnought with 2 B1, 3 PDS
// and a level-1 screen, its B1 committed to point defence in its written
// orders, meets four full groups of standard fighters launched this turn
// from a carrier 10 MU away. It rolls a level of 3 (B1 4,4; PDS 2,4,6 with a
// re-roll of 2), 5 with the screen, and the groups score 2, 4, 7 and 2: 15
// damage. Its B1, used for point defence, may not fire that turn.
func TestFighterAttacksDreadnoughtFifteenDamage(t *testing.T) {
	dn := fullthrust.Ship{Name: "Dreadnought", Mass: 100, Hull: fullthrust.HullRows(64, 4), Drive: fullthrust.Drive{Thrust: 2}}
	dn.Systems = append(append(systems(fullthrust.Beam, 2), systems(fullthrust.PDS, 3)...), systems(fullthrust.Screen, 1)...)
	dn.Systems = append(dn.Systems, fullthrust.System{Kind: fullthrust.FireControl})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		warship(0, dn, geom.Vec{Y: 10}),
		carrier(geom.Vec{}, "A", "B", "C", "D"),
	}})
	log := turnDice(t, m, [2]string{"Dreadnought pd: b1", "A: attack Dreadnought; B: attack Dreadnought; C: attack Dreadnought; D: attack Dreadnought"},
		4, 4, 2, 4, 6, 2, // PDL 3
		1, 2, 3, 3, 6, 6, 2, 2, // first group: 2
		1, 2, 3, 5, 6, 6, 1, 5, // second: 4
		3, 3, 5, 5, 5, 6, 6, 5, // third: 7
		1, 2, 3, 4, 3, 6, 5, // fourth: 2
		1, 1, 1, 1, // casualty dice: none
	)
	mustLog(t, log, "Navy movement orders: Dreadnought pd: b1 2", "B1 ×2: 4 4 = 0",
		"at PDL 5 (3 + 2 for screens)", "Dreadnought takes 0 armour and 15 hull boxes from fighters and missiles")
	if got := shipView(t, m, "Dreadnought").Hull; got != 64-15 {
		t.Errorf("the dreadnought has %d hull boxes left, want %d", got, 64-15)
	}
	_, err := m.Submit(0, game.Orders{Text: "Dreadnought: Carrier"})
	if err == nil || !strings.Contains(err.Error(), "no battery of Dreadnought bears") {
		t.Errorf("the dreadnought fired its B1 after using them for point defence: %v", err)
	}

	// Without the pd order the B1 keep to ship fire and roll no point
	// defence die: the same fighter dice then meet a level of 3 from the
	// PDS alone.
	m = startSetup(t, battle.Setup{Ships: []battle.Ship{warship(0, dn, geom.Vec{Y: 10}), carrier(geom.Vec{}, "A")}})
	log = turnDice(t, m, [2]string{"", "A: attack Dreadnought"}, 2, 4, 6, 2, 1, 2, 3, 3, 6, 6, 2, 2, 1)
	if strings.Contains(log, "B1") {
		t.Errorf("B1 rolled point defence without an order:\n%s", log)
	}
	mustLog(t, log, "Dreadnought takes 0 armour and 2 hull boxes")
}

// TestSalvoMissilesSixSalvosEightHits is "Salvo missiles" of
// ft-new-point-defence.txt as a battle turn: a superdreadnought with 5 PDS,
// covered through the ADFC of an escort 4 MU away that lends its 2 PDS (the
// cover written in the escort's orders), reaches a level of 9 against four
// fighter groups and six salvos from a missile boat's racks; against six
// salvos the level reads 9 - 6 + 1 = 4, and the salvo dice 1,3,4,5,5,6 put
// 8 missiles on target.
func TestSalvoMissilesSixSalvosEightHits(t *testing.T) {
	sdn := fullthrust.Ship{Name: "Superdreadnought", Mass: 120, Hull: fullthrust.HullRows(60, 4), Drive: fullthrust.Drive{Thrust: 2},
		Systems: systems(fullthrust.PDS, 5)}
	esc := fullthrust.Ship{Name: "Escort", Mass: 20, Hull: fullthrust.HullRows(8, 4), Drive: fullthrust.Drive{Thrust: 6},
		Systems: append(systems(fullthrust.PDS, 2), fullthrust.System{Kind: fullthrust.ADFC})}
	boat := warship(1, fullthrust.Ship{Name: "Boat", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: systems(fullthrust.FireControl, 1)}, geom.Vec{X: 10})
	var salvos []string
	for range 6 {
		boat.Sheet.Systems = append(boat.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: "SMR"})
		boat.Mounts = append(boat.Mounts, battle.Mount{Kind: battle.SalvoRack, System: len(boat.Sheet.Systems) - 1, Ammo: 1})
		salvos = append(salvos, "Boat salvo: Superdreadnought")
	}
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		warship(0, sdn, geom.Vec{Y: 10}), warship(0, esc, geom.Vec{Y: 14}),
		carrier(geom.Vec{}, "A", "B", "C", "D"), boat,
	}})
	dice := []int{
		6, 6, 4, 4, 1, 2, 3, // own PDS 2+2+1+1+0 = 6, re-rolls 2, 3 = 0
		6, 5, 1, // lent PDS 2 + 1, re-roll 1: PDL 9
	}
	for range 24 {
		dice = append(dice, 1) // fighters at 7-10
	}
	dice = append(dice, 1, 1, 1, 1) // casualties
	dice = append(dice, 1, 3, 4, 5, 5, 6)
	dice = append(dice, 1, 1, 1, 1, 1, 1, 1, 1) // missile damage
	log := turnDice(t, m, [2]string{"Escort cover: Superdreadnought",
		"A: attack Superdreadnought; B: attack Superdreadnought; C: attack Superdreadnought; D: attack Superdreadnought\n" + strings.Join(salvos, "\n")},
		dice...)
	mustLog(t, log, "Navy movement orders: Escort cover: Superdreadnought pds 2 ads 0",
		"Escort covers Superdreadnought through its ADFC with 2 PDS and 0 ADS",
		"against 6 salvos: 9 - 6 + 1 = 4 (band 4-6)", "1 3 4 5 5 6 → 0 0 1 2 2 3 → 8 missiles hit",
		"Superdreadnought takes 0 armour and 8 hull boxes from fighters and missiles")
	if got := shipView(t, m, "Superdreadnought").Hull; got != 60-8 {
		t.Errorf("the superdreadnought has %d hull boxes left, want %d", got, 60-8)
	}
}

// TestCoverLapsesBeyondSixMU checks reading W11: a cover whose ships end
// the movement more than 6 MU apart does not hold, and the escort's PDS
// stay with it (they roll no die for the attacked ship).
func TestCoverLapsesBeyondSixMU(t *testing.T) {
	sdn := fullthrust.Ship{Name: "Superdreadnought", Mass: 120, Hull: fullthrust.HullRows(60, 4), Drive: fullthrust.Drive{Thrust: 2}}
	esc := fullthrust.Ship{Name: "Escort", Mass: 20, Hull: fullthrust.HullRows(8, 4), Drive: fullthrust.Drive{Thrust: 6},
		Systems: append(systems(fullthrust.PDS, 2), fullthrust.System{Kind: fullthrust.ADFC})}
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		warship(0, sdn, geom.Vec{Y: 10}), warship(0, esc, geom.Vec{Y: 14}), carrier(geom.Vec{}, "A"),
	}})
	// The escort moves 6 MU away (12 o'clock, +6): 10 MU from the
	// superdreadnought. The group's 6 dice and 1 casualty die meet no
	// defence at all.
	log := turnDice(t, m, [2]string{"Escort: +6; Escort cover: Superdreadnought", "A: attack Superdreadnought"}, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Escort's cover of Superdreadnought lapses: 10.0 MU apart, beyond 6 MU")
	if strings.Contains(log, "PDS ×") {
		t.Errorf("lent PDS rolled for a cover that lapsed:\n%s", log)
	}
}

// TestPointDefenceOrdersRefused checks the grammar's refusals.
func TestPointDefenceOrdersRefused(t *testing.T) {
	dn := fullthrust.Ship{Name: "Dreadnought", Mass: 100, Hull: fullthrust.HullRows(64, 4), Drive: fullthrust.Drive{Thrust: 2},
		Systems: append(systems(fullthrust.Beam, 2), systems(fullthrust.PDS, 3)...)}
	esc := fullthrust.Ship{Name: "Escort", Mass: 20, Hull: fullthrust.HullRows(8, 4), Drive: fullthrust.Drive{Thrust: 6},
		Systems: append(systems(fullthrust.PDS, 2), fullthrust.System{Kind: fullthrust.ADFC})}
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		warship(0, dn, geom.Vec{Y: 10}), warship(0, esc, geom.Vec{Y: 14}), carrier(geom.Vec{}, "A"),
	}})
	for _, tc := range []struct{ text, want string }{
		{"Dreadnought pd: b1 3", "commits 3 B1 but has 2 working"},
		{"Dreadnought pd: k1", "commits 0 K1 but has 0 working"},
		{"Dreadnought pd: lasers", `"lasers" is not b1, k1, grapeshot or scatterguns`},
		{"Dreadnought pd: b1; Dreadnought pd: b1 1", "two pd orders"},
		{"Dreadnought cover: Escort", "it has no working ADFC"},
		{"Escort cover: Escort", "needs no ADFC"},
		{"Escort cover: Carrier", "Carrier is not a ship of Navy"},
		{"Escort cover: Dreadnought pds 3", "lends 3 PDS but has 2 working"},
		{"Escort cover: Dreadnought pds", `write "pds N"`},
		{"Escort cover: Dreadnought; Escort cover: Dreadnought pds 0", "covers Dreadnought twice"},
		{"Carrier cover: Dreadnought", "Carrier is not a ship of Navy"},
	} {
		if _, err := m.Submit(0, game.Orders{Text: tc.text}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err = %v, want %q", tc.text, err, tc.want)
		}
	}
}

// TestEmergencyThrustInBattle is "Emergency Thrust" of
// ft-advanced-manoeuvres.txt as a movement order of a battle: an undamaged
// heavy cruiser with a main drive of 4, at velocity 6, plots ET P3+3 and
// rolls 2 dice. 1,3 is a clean success (course 9, velocity 9); 4,5 fails
// with one drive hit and the order is re-plotted on the halved drive (P1+1:
// course 11, velocity 7).
func TestEmergencyThrustInBattle(t *testing.T) {
	for _, tc := range []struct {
		name             string
		dice             []int
		course, velocity int
		thrust           int
	}{
		{"clean success", []int{1, 3}, 9, 9, 4},
		{"failure re-plots", []int{4, 5}, 11, 7, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := manoeuvreBattle(t, manoeuvre.ManoeuvreOptions{})
			log := turnDice(t, m, [2]string{"Heavy Cruiser: ET P3+3", ""}, tc.dice...)
			mustLog(t, log, "Emergency Thrust")
			v := shipView(t, m, "Heavy Cruiser")
			if v.Course != tc.course || v.Velocity != tc.velocity || v.Thrust != tc.thrust {
				t.Errorf("course %d velocity %d thrust %d, want %d, %d, %d\n%s", v.Course, v.Velocity, v.Thrust, tc.course, tc.velocity, tc.thrust, log)
			}
		})
	}
}

// TestHardAboutInBattle is "Hard About" of ft-advanced-manoeuvres.txt as a
// movement order of a battle: a drive of 4 writes "2P + HA1P" and takes
// one main-drive check at 6+. Under Option 1 (the default) the check is
// rolled at the end of the turn and the ship turns whatever it rolls; a 6
// fails and halves the drive. Under Option 2 it is rolled before moving and
// a failure cancels the Hard About: the ship turns only 2 points.
func TestHardAboutInBattle(t *testing.T) {
	for _, tc := range []struct {
		name           string
		timing         manoeuvre.CheckTiming
		move, end      []int
		course, thrust int
	}{
		{"option 1 fails but turns", manoeuvre.AtEndOfTurn, nil, []int{6}, 9, 2},
		{"option 1 passes", manoeuvre.AtEndOfTurn, nil, []int{5}, 9, 4},
		{"option 2 fails: no Hard About", manoeuvre.BeforeMoving, []int{6}, nil, 10, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := manoeuvreBattle(t, manoeuvre.ManoeuvreOptions{HardAbout: tc.timing})
			turnDice(t, m, [2]string{"Heavy Cruiser: 2P + HA1P", ""}, tc.move...)
			if v := shipView(t, m, "Heavy Cruiser"); v.Course != tc.course {
				t.Errorf("course %d after movement, want %d", v.Course, tc.course)
			}
			log := turnDice(t, m, [2]string{"Heavy Cruiser repair: none", ""}, tc.end...) // no damage control: the drive stays as the check left it
			if v := shipView(t, m, "Heavy Cruiser"); v.Course != tc.course || v.Thrust != tc.thrust {
				t.Errorf("course %d thrust %d at the end of the turn, want %d and %d\n%s", v.Course, v.Thrust, tc.course, tc.thrust, log)
			}
		})
	}
}

// manoeuvreBattle is the texts' heavy cruiser (drive 4, velocity 6, 12
// o'clock) facing a distant enemy that does nothing.
func manoeuvreBattle(t *testing.T, opt manoeuvre.ManoeuvreOptions) *game.Match {
	t.Helper()
	hc := warship(0, fullthrust.Ship{Name: "Heavy Cruiser", Mass: 100, Armour: []int{4}, Hull: fullthrust.HullRows(16, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
	hc.Start.Motion = manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6)
	foe := warship(1, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 2}}, geom.Vec{X: 200})
	return startSetup(t, battle.Setup{Options: opt, Ships: []battle.Ship{hc, foe}})
}

// TestCoverLapsesWhenLaunching checks RULINGS A7: a ship that launches
// fighters this turn may not use its ADFC, so its cover lapses.
func TestCoverLapsesWhenLaunching(t *testing.T) {
	cv := fullthrust.Ship{Name: "Tender", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: append(systems(fullthrust.PDS, 2), fullthrust.System{Kind: fullthrust.ADFC}, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})}
	tender := warship(0, cv, geom.Vec{Y: 14})
	tender.Bays = []battle.Bay{{System: 3, Group: pointdefence.NewGroup("Guard", pointdefence.Standard)}}
	big := fullthrust.Ship{Name: "Superdreadnought", Mass: 120, Hull: fullthrust.HullRows(60, 4), Drive: fullthrust.Drive{Thrust: 2}}
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{warship(0, big, geom.Vec{Y: 10}), tender, carrier(geom.Vec{}, "A")}})
	log := turnDice(t, m, [2]string{"Tender cover: Superdreadnought\nGuard: attack Carrier", "A: attack Superdreadnought"},
		1, 1, 1, 1, 1, 1, // A's attack at PDL 0
		1, 1, 1, 1, 1, 1, // Guard's attack on the carrier
	)
	mustLog(t, log, "Tender's cover of Superdreadnought lapses: it launched fighters this turn")
}

// TestHeavyMissilesPointDefenceLevelThree is "Heavy missiles and plasma
// bolts" of ft-new-point-defence.txt as a battle turn: a cruiser with 2 B1
// (committed to point defence in its orders) and 2 PDS is attacked by 3
// heavy missiles launched by a missile boat. It rolls 1,4 for the B1 and
// 4,6, re-roll 2 for the PDS: a level of 3, so the missiles need 4 or
// better and do full damage; 4,3,6 put two on target for 21 points.
func TestHeavyMissilesPointDefenceLevelThree(t *testing.T) {
	cr := fullthrust.Ship{Name: "Cruiser", Mass: 40, Hull: fullthrust.HullRows(16, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: append(systems(fullthrust.Beam, 2), systems(fullthrust.PDS, 2)...)}
	boat := warship(1, fullthrust.Ship{Name: "Boat", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{X: 20, Y: 10})
	var lines []string
	for range 3 {
		boat.Sheet.Systems = append(boat.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: "HM"})
		boat.Mounts = append(boat.Mounts, battle.Mount{Kind: battle.HeavyMissile, System: len(boat.Sheet.Systems) - 1, Ammo: 1})
		lines = append(lines, "Boat missile: Cruiser")
	}
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{warship(0, cr, geom.Vec{Y: 10}), boat}})
	log := turnDice(t, m, [2]string{"Cruiser pd: b1", strings.Join(lines, "\n")},
		1, 4, 4, 6, 2, // PDL 3
		4, 3, 6, // to hit at 4+: 2 hits
		2, 3, 4, 5, 6, 1, // 3D6 each: 9 and 12
	)
	mustLog(t, log, "B1 ×2: 1 4 = 0 → 0", "PDS ×2: 4 6 = 3, re-roll 2 = 0 → 3", "need 4+ (band 2-3): 4 3 6 = 2 → 2 hits",
		"21 points", "Cruiser is destroyed")
}

// TestFighterAssistanceAttackFighters is "Fighter assistance" with the
// casualties of "Fighter casualties" of ft-new-point-defence.txt as a
// battle turn: a dreadnought with 6 PDS at level 17 is attacked by two full
// groups of attack fighters, each assisted by a group of heavy fighters as
// the carrier's written orders say ("Hammer: assist Alpha"). The attack
// fighters roll at 7-10 for 3 and 4 dice; the attackers lose 2 attack
// fighters and 1 heavy; every group spends a CEF. The text's attacker
// chooses this plan, so the battle's options keep declared assists.
func TestFighterAssistanceAttackFighters(t *testing.T) {
	dn := fullthrust.Ship{Name: "Dreadnought", Mass: 100, Hull: fullthrust.HullRows(40, 4), Drive: fullthrust.Drive{Thrust: 2},
		Systems: systems(fullthrust.PDS, 6)}
	cv := carrier(geom.Vec{}, "Alpha", "Beta", "Hammer", "Anvil")
	for i, g := range []struct {
		typ      pointdefence.FighterType
		strength int
	}{{pointdefence.Attack, 6}, {pointdefence.Attack, 6}, {pointdefence.Heavy, 3}, {pointdefence.Heavy, 4}} {
		grp := pointdefence.NewGroup(cv.Bays[i].Group.Name, g.typ)
		grp.Strength = g.strength
		cv.Bays[i].Group = grp
	}
	var opt manoeuvre.ManoeuvreOptions
	opt.DeclaredAssists = true
	m := startSetup(t, battle.Setup{Options: opt, Ships: []battle.Ship{warship(0, dn, geom.Vec{Y: 10}), cv}})
	for _, tc := range []struct{ text, want string }{
		{"Hammer: assist Alpha", "Alpha, which has no order to attack"},
		{"Hammer: assist Hammer", "cannot assist itself"},
		{"Hammer: assist Anvil; Anvil: assist Alpha; Alpha: attack Dreadnought", "Hammer assists Anvil, which is itself assisting"},
		{"Hammer: assist Dreadnought", "no fighter group of Raiders"},
	} {
		if _, err := m.Submit(1, game.Orders{Text: tc.text}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err = %v, want %q", tc.text, err, tc.want)
		}
	}
	log := turnDice(t, m, [2]string{"", "Alpha: attack Dreadnought; Beta: attack Dreadnought; Hammer: assist Alpha; Anvil: assist Beta"},
		6, 6, 6, 6, 6, 5, 6, 6, 5, 1, 1, 4, 1, // PDL 11 + 5 + 1 = 17
		6, 2, 3, 1, // Alpha, 3 dice at 7-10: 6 (re-roll 1 at band 0) = 1
		1, 1, 6, 6, 2, 2, // Beta, 4 dice: 6, 6 = 2, re-rolls 2, 2 at band 0 = 0
		4, 6, 3, // casualties on attack fighters: 2
		4, 5, // casualties on heavy fighters: 1
	)
	mustLog(t, log, "Raiders movement orders: Alpha: attack Dreadnought; Beta: attack Dreadnought; Hammer: assist Alpha; Anvil: assist Beta",
		"band 16+ lowered to 7-10 [6 = 1 + re-roll]", "Dreadnought takes 0 armour and 3 hull boxes")
	for _, f := range m.View(game.Spectator).(battle.View).Fighters {
		if f.CEF != 5 {
			t.Errorf("%s has %d CEF, want 5 (assisting groups spend one too)", f.Name, f.CEF)
		}
	}
}
