package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// unseenBattle is Kra (scattergun, B1, PDS, ADFC) and Home, a carrier
// with Wasp, against Ghost, a carrier with Shade, a light group, that
// arrives by FTL on turn 3 at a point written in secret (RULINGS A8), and
// Bee's carrier 40 MU off.
func unseenBattle(t *testing.T) *game.Match {
	t.Helper()
	kra := warship(0, fullthrust.Ship{Name: "Kra", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Scattergun}, {Kind: fullthrust.Beam, Class: 1}, {Kind: fullthrust.FireControl},
			{Kind: fullthrust.ADFC}, {Kind: fullthrust.PDS}}}, geom.Vec{})
	home := carrier(geom.Vec{X: 3}, "Wasp")
	home.Side, home.Sheet.Name = 0, "Home"
	ghost := carrier(geom.Vec{Y: 4}, "Shade")
	ghost.Sheet.Name = "Ghost"
	ghost.Bays[0].Group = pointdefence.NewGroup("Shade", pointdefence.Light)
	ghost.FTL, ghost.Start.Arrives = battle.AdvancedFTL, 3
	return startSetup(t, battle.Setup{Ships: []battle.Ship{kra, home, ghost, carrier(geom.Vec{Y: 40}, "Bee")}})
}

// TestOrdersNameNoUnseenShip checks that side 0's orders cannot tell an
// enemy ship still to arrive, or the group in its bay, from a name of no
// ship: each line naming Ghost or Shade is refused in the words it is
// refused naming Nobody, in the movement orders and in the fire orders
// (the scattergun's "[SG]" and cover lines of reading W119-W120 among
// them), where Ghost's refusals said it was not in the battle or not of
// side 0, and Shade's that it was in its bay. Side 1's own orders still
// name its ship as before.
func TestOrdersNameNoUnseenShip(t *testing.T) {
	m := unseenBattle(t)
	refusal := func(line string) string {
		err := m.State().(*battle.State).CheckOrders(0, game.Orders{Text: line})
		if err == nil {
			return "accepted"
		}
		return err.Error()
	}
	same := func(lines ...string) {
		t.Helper()
		for _, line := range lines {
			for _, name := range []string{"Ghost", "Shade"} {
				hidden, unknown := strings.ReplaceAll(line, "NAME", name), strings.ReplaceAll(line, "NAME", "Nobody")
				got, want := refusal(hidden), strings.ReplaceAll(refusal(unknown), "Nobody", name)
				if got != want {
					t.Errorf("%q: %s; naming no ship: %s", hidden, got, want)
				}
			}
		}
	}
	same("NAME: P1", "NAME em: 1", "NAME pd: b1", "Kra cover: NAME", "Kra cover: NAME scatterguns", "Kra eclipse: NAME",
		"Wasp: attack NAME", "Wasp: screen NAME", "Wasp: intercept NAME", "Wasp: assist NAME", "Wasp: join NAME", "Wasp: pursue NAME")
	if got := m.State().(*battle.State).CheckOrders(1, game.Orders{Text: "Ghost: P1"}); got == nil || !strings.Contains(got.Error(), "Ghost is not in the battle") {
		t.Errorf("side 1's order for its own ship still to arrive: %v", got)
	}
	turnDice(t, m, [2]string{"", ""})
	same("Kra: NAME", "Kra: NAME [SG]", "Kra: NAME [B1 SG]", "Kra fire at: NAME", "Kra fire at: NAME scatterguns")
}

// TestViewsHideGroupsOfShipsToArrive pins what the views show of Shade, a
// light group (W118) in the bay of Ghost, still to arrive: its own side
// sees it in its bay, light, with its strength and no facing (a group in
// its bay has no front, W121); the other side and a spectator see neither
// the group nor its carrier.
func TestViewsHideGroupsOfShipsToArrive(t *testing.T) {
	m := unseenBattle(t)
	shade := func(p game.Player) *battle.FighterView {
		for _, f := range m.View(p).(battle.View).Fighters {
			if f.Name == "Shade" {
				return &f
			}
		}
		return nil
	}
	if f := shade(1); f == nil || f.Type != "light" || f.Strength != pointdefence.Light.GroupSize() || f.Status != "in bay" || f.Carrier != "Ghost" || f.Facing != nil {
		t.Errorf("side 1's view of Shade: %+v", f)
	}
	for _, p := range []game.Player{0, game.Spectator} {
		if f := shade(p); f != nil {
			t.Errorf("%d's view shows Shade in the bay of a ship still to arrive: %+v", p, f)
		}
		for _, s := range m.View(p).(battle.View).Ships {
			if s.Name == "Ghost" {
				t.Errorf("%d's view shows Ghost: %+v", p, s)
			}
		}
	}
}
