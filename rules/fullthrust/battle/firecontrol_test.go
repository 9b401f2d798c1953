package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// gunBattle is a striker with three fire controls, a B2 and a K2 firing
// into every arc and two pulse torpedoes firing forward (a standard one,
// then a long-range one), against three targets at rest: Alpha 10 MU
// ahead behind armour 2 and a screen, Bravo 10 MU off to port astern, and
// Charlie 40 MU ahead.
func gunBattle(t *testing.T) *game.Match {
	t.Helper()
	sheet := fullthrust.Ship{Name: "Striker", Mass: 60, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2}, {Kind: fullthrust.KGun, Class: 2},
			{Kind: fullthrust.Other, Name: "PT"}, {Kind: fullthrust.Other, Name: "PT"},
			{Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl}}}
	st := warship(0, sheet, geom.Vec{})
	st.Mounts = []battle.Mount{{Kind: battle.PulseTorpedo, System: 2, Arcs: geom.Arcs(geom.F)},
		{Kind: battle.PulseTorpedo, System: 3, Arcs: geom.Arcs(geom.F), Range: battle.LongRange}}
	alpha := warship(1, fullthrust.Ship{Name: "Alpha", Mass: 60, Armour: []int{2}, Hull: fullthrust.HullRows(30, 4),
		Systems: []fullthrust.System{{Kind: fullthrust.Screen}}}, geom.Vec{Y: 10})
	bravo := warship(1, fullthrust.Ship{Name: "Bravo", Mass: 40, Hull: fullthrust.HullRows(30, 4)}, geom.Vec{X: -8, Y: -6})
	charlie := warship(1, fullthrust.Ship{Name: "Charlie", Mass: 40, Hull: fullthrust.HullRows(30, 4)}, geom.Vec{Y: 40})
	return startSetup(t, battle.Setup{Ships: []battle.Ship{st, alpha, bravo, charlie}})
}

// TestProjectilesAndFireControl checks RULINGS A1 and A9 in one fire
// phase: the striker splits its weapons among three targets, one per fire
// control. At Alpha (10 MU, 3+) the K2 hits on a 4 and doubles on a 2 for
// 4 armour-piercing points, past the screen and the armour; the torpedo
// hits on a 5 and scores 3, which lands on the armour first. At Bravo the
// B2 rolls two dice at 10 MU: 4, then 6 re-rolling a 1, 3 points. At
// Charlie, 40 MU ahead, only the long-range torpedo reaches, needing a 6,
// and scores 4.
func TestProjectilesAndFireControl(t *testing.T) {
	m := gunBattle(t)
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"Striker: Alpha [K2 PT], Bravo [B2], Charlie [PT]", ""}, 4, 2, 5, 3, 4, 6, 1, 6, 4)
	mustLog(t, log, "Navy fire orders: Striker: Alpha [K2 PT], Bravo [B2], Charlie [PT]",
		"Striker fires at Alpha at 10.0 MU: K2 3+ [4 2]: 0+4, PT 3+ [5 3]: 3+0; 7 points (4 penetrating) [4 2 5 3]",
		"Striker fires at Bravo at 10.0 MU: B2 2 dice [4 6 1]: 3+0; 3 points (0 penetrating) [4 6 1]",
		"Striker fires at Charlie at 40.0 MU: PT 6+ [6 4]: 4+0; 4 points (0 penetrating) [6 4]",
		"Alpha takes 2 armour and 5 hull boxes from Striker")
	for name, want := range map[string]int{"Alpha": 25, "Bravo": 27, "Charlie": 26} {
		if h := shipView(t, m, name).Hull; h != want {
			t.Errorf("%s has %d hull boxes, want %d", name, h, want)
		}
	}
}

// TestSingleTargetFiresEveryWeapon checks that the first form of the fire
// order, "SHIP: TARGET", fires every weapon that bears on the target
// within its reach: at Alpha the B2, the K2 and the standard torpedo (the
// long-range one is named first only if the standard one cannot reach).
func TestSingleTargetFiresEveryWeapon(t *testing.T) {
	m := gunBattle(t)
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"Striker: Alpha", ""}, 1, 1, 1, 1, 1)
	mustLog(t, log, "Navy fire orders: Striker: Alpha",
		"Striker fires at Alpha at 10.0 MU: B2 2 dice [1 1]: 0+0, K2 3+ [1]: 0+0, PT 3+ [1]: 0+0, PT 3+ [1]: 0+0; 0 points")
}

// TestFireOrdersRefused checks that fire orders a table would point out
// are refused with the ship and the weapon named (reading W31).
func TestFireOrdersRefused(t *testing.T) {
	m := gunBattle(t)
	turnDice(t, m, [2]string{"", ""})
	for _, c := range []struct{ text, want string }{
		{"Striker: Alpha [B4]", "Striker has no B4 left to fire at Alpha"},
		{"Striker: Alpha [K2], Bravo [K2]", "Striker has no K2 left to fire at Bravo"},
		{"Striker: Bravo [PT]", "Striker's PT does not bear on Bravo within its reach"},
		{"Striker: Charlie [K2]", "Striker's K2 does not bear on Charlie within its reach"},
		{"Striker: Alpha, Alpha", "Striker names Alpha twice"},
		{"Striker: Alpha [K2", "write a target, then its weapons in brackets"},
		{"Striker: Alpha []", "names no weapon"},
		{"Striker: Alpha [K2], Nobody", "fires at \"Nobody\", which is no ship"},
		{"Striker: Alpha [B2 K2 PT PT], Bravo", "no battery of Striker bears on Bravo"},
	} {
		if _, err := m.Submit(0, game.Orders{Text: c.text}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error with %q", c.text, err, c.want)
		}
	}
}

// TestFireControlLimits checks RULINGS A1 and A7 (reading W31): a ship
// fires at no more targets than it has working fire controls, and the
// salvos it places use one fire control per point for the turn.
func TestFireControlLimits(t *testing.T) {
	sheet := fullthrust.Ship{Name: "Archer", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2}, {Kind: fullthrust.Other, Name: "SML"}, {Kind: fullthrust.Other, Name: "SML"},
			{Kind: fullthrust.FireControl}}}
	ar := warship(0, sheet, geom.Vec{})
	ar.Mounts = []battle.Mount{{Kind: battle.SalvoLauncher, System: 1, Ammo: 4}, {Kind: battle.SalvoLauncher, System: 2, Ammo: 4}}
	a := warship(1, fullthrust.Ship{Name: "Alpha", Mass: 40, Hull: fullthrust.HullRows(30, 4)}, geom.Vec{Y: 10})
	b := warship(1, fullthrust.Ship{Name: "Bravo", Mass: 40, Hull: fullthrust.HullRows(30, 4)}, geom.Vec{Y: -10})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{ar, a, b}})
	if _, err := m.Submit(0, game.Orders{Text: "Archer salvo: Alpha\nArcher salvo: Bravo"}); err == nil ||
		!strings.Contains(err.Error(), "Archer places salvos at 2 points but has 1 working fire controls") {
		t.Errorf("two salvo points with one fire control: %v", err)
	}
	if err := m.State().(*battle.State).CheckOrders(0, game.Orders{Text: "Archer salvo: Alpha\nArcher salvo: Alpha"}); err != nil {
		t.Errorf("two salvos at one point with one fire control: %v", err)
	}
	turnDice(t, m, [2]string{"Archer salvo: Alpha", ""}, 1, 1) // the salvo's lock-on and damage dice, whatever they are
	if _, err := m.Submit(0, game.Orders{Text: "Archer: Bravo"}); err == nil ||
		!strings.Contains(err.Error(), "Archer fires at 1 targets but has 0 working fire controls free this turn (1 used for salvos)") {
		t.Errorf("beam fire after the salvo used the fire control: %v", err)
	}
	if _, err := m.Submit(0, game.Orders{Text: "Archer: Alpha, Bravo"}); err == nil || !strings.Contains(err.Error(), "fires at 2 targets") {
		t.Errorf("two targets with one fire control: %v", err)
	}
}

// TestProjectilesForPlanners checks what State.Projectiles tells a
// computer player: the striker's K2 and its two torpedoes with their arcs
// and range bands (standard 6 MU, long 9 MU), none for a ship without
// projectiles or an index out of range; and Victory and Worth, the mass
// standing in for points the setup does not give.
func TestProjectilesForPlanners(t *testing.T) {
	m := gunBattle(t)
	st := m.State().(*battle.State)
	got := st.Projectiles(0)
	want := []battle.Projectile{
		{Label: "K2", Class: 2, Arcs: fullthrust.System{}.FireArcs(), Band: fullthrust.StandardBand},
		{Label: "PT", Arcs: geom.Arcs(geom.F), Band: fullthrust.StandardBand},
		{Label: "PT", Arcs: geom.Arcs(geom.F), Band: fullthrust.LongBand},
	}
	if len(got) != len(want) {
		t.Fatalf("Projectiles(0) = %+v, want %+v", got, want)
	}
	for k := range want {
		if got[k] != want[k] {
			t.Errorf("Projectiles(0)[%d] = %+v, want %+v", k, got[k], want[k])
		}
	}
	if p := st.Projectiles(1); p != nil {
		t.Errorf("Alpha's projectiles %+v, want none", p)
	}
	if p := st.Projectiles(9); p != nil {
		t.Errorf("Projectiles(9) = %+v, want nil", p)
	}
	if v := st.Victory(); v != battle.Destroy {
		t.Errorf("Victory() = %v, want destroy", v)
	}
	if w, w9 := st.Worth(1), st.Worth(9); w != 60 || w9 != 0 {
		t.Errorf("Worth(1), Worth(9) = %d, %d; want the mass 60 and 0", w, w9)
	}
}
