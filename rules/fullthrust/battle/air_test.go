package battle_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// The fighter side of the turn beyond attack runs: screens (W17),
// interception and dogfights (W18-W20), fire at fighter groups and evasion
// (W21, W22), each with table dice.

// withBays returns a warship of the side with one bay per group.
func withBays(side int, sheet fullthrust.Ship, at geom.Vec, groups ...pointdefence.Group) battle.Ship {
	s := warship(side, sheet, at)
	for _, g := range groups {
		s.Sheet.Systems = append(s.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
		s.Bays = append(s.Bays, battle.Bay{System: len(s.Sheet.Systems) - 1, Group: g})
	}
	return s
}

// sheet returns a plain ship sheet with the systems.
func sheet(name string, hull int, sys ...[]fullthrust.System) fullthrust.Ship {
	s := fullthrust.Ship{Name: name, Mass: 60, Hull: fullthrust.HullRows(hull, 4), Drive: fullthrust.Drive{Thrust: 4}}
	for _, x := range sys {
		s.Systems = append(s.Systems, x...)
	}
	return s
}

// fighterView returns the named group as the spectator sees it.
func fighterView(t *testing.T, m *game.Match, name string) battle.FighterView {
	t.Helper()
	for _, f := range m.View(game.Spectator).(battle.View).Fighters {
		if f.Name == name {
			return f
		}
	}
	t.Fatalf("no group %q in the view", name)
	return battle.FighterView{}
}

// refused submits side p's orders and checks the refusal names want.
func refused(t *testing.T, m *game.Match, p game.Player, orders, want string) {
	t.Helper()
	_, err := m.Submit(p, game.Orders{Text: orders})
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%q: got %v, want a refusal with %q", orders, err, want)
	}
}

// TestScreenAddsToPointDefence: an interceptor group launched to screen its
// carrier adds a PDS die per fighter to the carrier's 2015 point defence
// level against a standard group's attack run; the next turn, given no
// order, it moves on with the ship.
func TestScreenAddsToPointDefence(t *testing.T) {
	res := sheet("Resolute", 30)
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		withBays(0, res, geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Interceptor)),
		carrier(geom.Vec{Y: 10}, "A"),
	}})
	log := turnDice(t, m, [2]string{"Blue: screen Resolute; Resolute: +2", "A: attack Resolute"},
		1, 1, 1, 1, 4, 5, // the screen's six PDS dice: PDL 2
		1, 2, 3, 4, 5, 5, // A at band 2-3: 2
		6, 1, // casualties: 6 and a re-roll
	)
	mustLog(t, log, "Navy movement orders: Resolute: +2; Blue: screen Resolute",
		"Blue (interceptor, 6) launches from Resolute and moves to screen Resolute",
		"screening Blue (interceptor, 6) (as PDS): 1 1 1 1 4 5 = 2 → 2", "PDL 2 (band 2-3)",
		"Resolute takes 0 armour and 2 hull boxes")
	at := shipView(t, m, "Resolute").At
	if f := fighterView(t, m, "Blue"); f.Screens != "Resolute" || f.At != at || f.CEF != 5 || !f.Engaged {
		t.Errorf("the screen after the strike: %+v, ship at %v", f, at)
	}
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"Resolute: +2", "A: hold"})
	mustLog(t, log, "Blue screens Resolute at (0.0, 6.0)")
	if f := fighterView(t, m, "Blue"); f.Screens != "Resolute" || f.At != shipView(t, m, "Resolute").At || f.Engaged {
		t.Errorf("the screen on the second turn: %+v", f)
	}
	// Attack and torpedo fighters cannot screen; nor may a group screen an enemy.
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "Blue: screen Carrier", "may not screen Carrier")
	refused(t, m, 1, "A: screen Resolute", "may not screen Resolute")
}

// TestScreenTooFar: a group that cannot reach the ship in its move flies
// toward it and does not screen that turn; an attack group may not screen.
func TestScreenTooFar(t *testing.T) {
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Standard), pointdefence.NewGroup("Axe", pointdefence.Attack)),
		warship(0, sheet("Vigilant", 30), geom.Vec{X: 30}),
		carrier(geom.Vec{Y: 40}),
	}})
	refused(t, m, 0, "Axe: screen Resolute", "attack fighters cannot screen")
	log := turnDice(t, m, [2]string{"Blue: screen Vigilant", ""})
	mustLog(t, log, "Blue (standard, 6) launches from Resolute and moves toward Vigilant, to (12.0, 0.0), too far to screen it this turn")
	if f := fighterView(t, m, "Blue"); f.Screens != "" {
		t.Errorf("the group screens from 18 MU away: %+v", f)
	}
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"Blue: screen Vigilant", ""})
	mustLog(t, log, "Blue (standard, 6) moves to screen Vigilant")
}

// TestInterceptDogfight: an interceptor group launched from a cruiser meets
// a standard group flying at the cruiser. The interceptors move after the
// attackers' main move, so they reach them; after both secondary moves
// they are within 6 MU, and they dogfight at once: the interceptors at +1,
// the standard fighters at 0. The attackers, engaged, make no attack run,
// both groups spend 1 CEF, and no ship may fire at either.
func TestInterceptDogfight(t *testing.T) {
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		withBays(0, sheet("Resolute", 30, systems(fullthrust.PDS, 1), systems(fullthrust.ADFC, 1)), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Interceptor)),
		carrier(geom.Vec{Y: 60}, "A"),
	}})
	refused(t, m, 0, "Blue: intercept A", "A cannot be intercepted: destroyed or in its bay")
	log := turnDice(t, m, [2]string{"", "A: attack Resolute"})
	mustLog(t, log, "A (standard, 6) makes a secondary move toward Resolute, to (0.0, 36.0)")
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "Blue: intercept Blue", "no enemy fighter group")
	log = turnDice(t, m, [2]string{"Blue: intercept A", "A: attack Resolute"},
		6, 3, 2, 1, 1, 1, 1, // Blue: 6 = 2 and a re-roll, 3 + 1 = 1; the re-roll 1: 3 kills
		4, 4, 1, 1, 1, 1, // A: 2 kills
	)
	mustLog(t, log,
		"Blue (interceptor, 6) launches from Resolute and moves to intercept A, to (0.0, 12.0)",
		"A (standard, 6) makes a secondary move toward Resolute, to (0.0, 6.0), for 1 CEF",
		"Blue (interceptor, 6) in the dogfight, +1 against standard: 6 3 2 1 1 1 = 3, re-roll 1 = 0 → 3 kills",
		"A (standard, 6) in the dogfight: 4 4 1 1 1 1 = 2 → 2 kills",
		"A loses 3 in the dogfight, 3 left, 3 CEF", "Blue loses 2 in the dogfight, 4 left, 5 CEF")
	if strings.Contains(log, "from fighters") {
		t.Errorf("the intercepted group attacked the ship:\n%s", log)
	}
	if a := fighterView(t, m, "A"); a.Strength != 3 || a.CEF != 3 || !a.Engaged {
		t.Errorf("A after the dogfight: %+v", a)
	}
	refused(t, m, 0, "Resolute fire at: A pds", "A fought this turn")
	refused(t, m, 1, "A: evade", "only a group not engaged may evade")
}

// TestFurball: two groups intercept one; it rolls once at the first and its
// kills are shared, the odd one to the first (Continuum 8.11).
func TestFurball(t *testing.T) {
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Standard), pointdefence.NewGroup("Green", pointdefence.Standard)),
		carrier(geom.Vec{Y: 60}, "A"),
	}})
	turnDice(t, m, [2]string{"", "A: attack Resolute"})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"Blue: intercept A; Green: intercept A", "A: attack Resolute"},
		1, 1, 1, 1, 1, 1, // Blue: none
		1, 1, 1, 1, 1, 1, // Green: none
		4, 5, 6, 1, 1, 1, 2, // A: 4 kills, 2 on Blue, 2 on Green... with the 6's re-roll
	)
	mustLog(t, log, "A (standard, 6) in the dogfight: 4 5 6 1 1 1 = 4, re-roll 2 = 0 → 4 kills",
		"Blue loses 2 in the dogfight, 4 left", "Green loses 2 in the dogfight, 4 left", "A loses 0 in the dogfight, 6 left")
}

// TestClassicScreenDogfight: under the classic procedure a screened ship's
// attackers must engage the screen: one of two attacking groups dogfights
// it and only the other makes its attack run (Continuum 8.6).
func TestClassicScreenDogfight(t *testing.T) {
	s := battle.Setup{Ships: []battle.Ship{
		withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Standard)),
		carrier(geom.Vec{Y: 10}, "A", "B"),
	}}
	s.Options.Procedure = fullthrust.Classic
	m := startSetup(t, s)
	log := turnDice(t, m, [2]string{"Blue: screen Resolute", "A: attack Resolute; B: attack Resolute"},
		1, 1, 1, 1, 1, 4, // Blue dogfights A: 1 kill
		1, 1, 1, 1, 5, 5, // A dogfights Blue: 2 kills
		1, 1, 1, 4, 5, 5, // B attacks: 3 points
	)
	mustLog(t, log, "screening Blue (standard, 6) is engaged by A (standard, 6)", "Resolute takes 0 armour and 3 hull boxes")
	if b := fighterView(t, m, "Blue"); b.Strength != 4 || b.CEF != 5 {
		t.Errorf("the screen after its dogfight: %+v", b)
	}
}

// TestFireAtFighters: a ship fires its scattergun, two PDS directed by its
// ADFC and its two beam batteries at an enemy group 3 MU away that attacked
// nothing this turn; the scattergun is then spent. On the next turn the
// group evades: the beams miss and the PDS still roll.
func TestFireAtFighters(t *testing.T) {
	res := sheet("Resolute", 30, systems(fullthrust.PDS, 2), systems(fullthrust.ADFC, 1), systems(fullthrust.Scattergun, 1),
		systems(fullthrust.FireControl, 1), systems(fullthrust.Beam, 1), []fullthrust.System{{Kind: fullthrust.Beam, Class: 3}})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		warship(0, res, geom.Vec{X: 3, Y: 16}),
		warship(0, sheet("Vigilant", 30), geom.Vec{Y: -40}),
		carrier(geom.Vec{Y: 40}, "A"),
	}})
	log := turnDice(t, m, [2]string{"", "A: attack Vigilant"})
	mustLog(t, log, "A (standard, 6) makes a secondary move toward Vigilant, to (0.0, 16.0)")
	refused(t, m, 0, "Resolute fire at: A beams; Resolute: Carrier", "not both (W21)")
	refused(t, m, 0, "Resolute fire at: A", "write what fires")
	refused(t, m, 0, "Resolute fire at: A pds 3", "fires 3 pds but has 2 working")
	refused(t, m, 0, "Resolute fire at: Blue pds", "no enemy fighter group")
	log = turnDice(t, m, [2]string{"Resolute fire at: A beams pds scatterguns", ""},
		2,    // scattergun: 2 kills
		4, 1, // PDS: 1
		6, 1, // beams: 1
	)
	mustLog(t, log, "Navy fire orders: Resolute fire at: A beams pds 2 scatterguns 1",
		"Resolute: 1 scattergun at A (standard, 6): 2 = 2 → 2 kills", "Resolute: 2 beam batteries at A (standard, 6): 6 1 = 1 → 1 kill",
		"A loses 4 to ship fire, 2 left")
	refused(t, m, 0, "Resolute fire at: A scatterguns", "fire at fighters is ordered with the fire orders")
	turnDice(t, m, [2]string{"", "A: hold"})
	refused(t, m, 0, "Resolute fire at: A scatterguns", "no working scatterguns")
	log = turnDice(t, m, [2]string{"Resolute fire at: A beams pds", "A: evade"}, 5, 1)
	mustLog(t, log, "A evades ship fire for 1 CEF (4 left)", "Resolute's beams at A miss: the group evades", "A loses 1 to ship fire, 1 left")
}

// TestViewsShowGroupsNotOrders: each side sees the enemy's groups in space
// with their place, strength and CEF, and which ship a group screens once
// it does; a sealed order to screen or intercept changes no view.
func TestViewsShowGroupsNotOrders(t *testing.T) {
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Interceptor)),
		carrier(geom.Vec{Y: 60}, "A"),
	}})
	turnDice(t, m, [2]string{"", "A: attack Resolute"})
	turnDice(t, m, [2]string{"", ""})
	before, _ := json.Marshal(m.View(1))
	if _, err := m.Submit(0, game.Orders{Text: "Blue: screen Resolute"}); err != nil {
		t.Fatal(err)
	}
	after, _ := json.Marshal(m.View(1))
	if string(before) != string(after) {
		t.Fatal("a sealed screen order changed the enemy's view")
	}
	var a battle.FighterView
	for _, f := range m.View(0).(battle.View).Fighters {
		if f.Name == "A" {
			a = f
		}
	}
	if a.Status != "in space" || a.At != (geom.Vec{Y: 36}) || a.Strength != 6 || a.CEF != 5 {
		t.Errorf("Navy sees the enemy group as %+v", a)
	}
	if _, err := m.Submit(1, game.Orders{}); err != nil {
		t.Fatal(err)
	}
	for _, p := range []game.Player{0, 1} {
		for _, f := range m.View(p).(battle.View).Fighters {
			if f.Name == "Blue" && f.Screens != "Resolute" {
				t.Errorf("side %d sees Blue as %+v after the orders were carried out", p, f)
			}
		}
	}
}

// TestScattergunInPointDefence: a ship commits its scattergun to its own
// 2015 point defence ("SHIP pd: scatterguns"); it rolls four PDS dice and
// its two PDS stay out of it (they cannot be mixed), and the scattergun is
// spent for the rest of the battle.
func TestScattergunInPointDefence(t *testing.T) {
	res := sheet("Resolute", 30, systems(fullthrust.PDS, 2), systems(fullthrust.Scattergun, 1), systems(fullthrust.Beam, 1))
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		warship(0, res, geom.Vec{}),
		carrier(geom.Vec{Y: 10}, "A"),
	}})
	refused(t, m, 0, "Resolute pd: scatterguns b1", "scatterguns cannot be mixed")
	log := turnDice(t, m, [2]string{"Resolute pd: scatterguns", "A: attack Resolute"},
		4, 4, 1, 1, // the scattergun's four PDS dice: PDL 2
		1, 1, 1, 1, 1, 1, // A: no hits
		1, // casualties
	)
	mustLog(t, log, "Navy movement orders: Resolute pd: scatterguns 1", "scattergun ×1 (4 PDS dice): 4 4 1 1 = 2 → 2",
		"table for other fighters, ADFC or scatterguns")
	if strings.Contains(log, "PDS ×") {
		t.Errorf("the PDS were mixed with the scattergun:\n%s", log)
	}
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "Resolute pd: scatterguns", "has 0 working")
}

// TestPressHome: the intercepted group was ordered to press its attack run
// home: it takes the interceptors' fire without returning it, and its
// three survivors attack the cruiser.
func TestPressHome(t *testing.T) {
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Interceptor)),
		carrier(geom.Vec{Y: 60}, "A"),
	}})
	turnDice(t, m, [2]string{"", "A: attack Resolute"})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"Blue: intercept A", "A: attack Resolute press"},
		6, 3, 2, 1, 1, 1, 1, // Blue: 3 kills
		4, 5, 1, // A's three survivors at PDL 0: 1 + 2 = 3 hits
	)
	mustLog(t, log, "Raiders movement orders: A: attack Resolute press",
		"A presses its attack run home through the interceptors' fire: loses 3, 3 left",
		"Resolute takes 0 armour and 3 hull boxes from fighters and missiles")
	if a := fighterView(t, m, "A"); a.Strength != 3 || a.CEF != 3 {
		t.Errorf("A after pressing home: %+v", a)
	}
	if b := fighterView(t, m, "Blue"); b.Strength != 6 || b.CEF != 5 {
		t.Errorf("Blue after its one-sided dogfight: %+v", b)
	}
}

// TestInterceptedScreen: under the 2015 procedure an enemy group intercepts
// a screen; the screen fights that dogfight and adds nothing to its ship's
// point defence level, so the attack run meets a level of 0 (W18).
func TestInterceptedScreen(t *testing.T) {
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Standard)),
		carrier(geom.Vec{Y: 10}, "A", "B"),
	}})
	refused(t, m, 1, "B: intercept Blue", "Blue cannot be intercepted")
	turnDice(t, m, [2]string{"Blue: screen Resolute", ""})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"", "A: attack Resolute; B: intercept Blue"},
		1, 1, 1, 1, 1, 4, // Blue at B: 1 kill
		1, 1, 1, 1, 1, 1, // B at Blue: none
		3, 3, 1, 1, 1, 1, // A at PDL 0: 2 hits
	)
	mustLog(t, log, "B (standard, 6) launches from Carrier and moves to intercept Blue, to (0.0, 0.0)",
		"Blue loses 0 in the dogfight, 6 left, 5 CEF", "B loses 1 in the dogfight, 5 left, 5 CEF",
		"A (standard, 6) at PDL 0", "Resolute takes 0 armour and 2 hull boxes")
	if strings.Contains(log, "screening Blue") {
		t.Errorf("the intercepted screen added to the point defence:\n%s", log)
	}
}
