package fullthrust_test

import (
	"strings"
	"testing"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// airShip is a 30-box ship of side at at, facing 12 o'clock at velocity
// 2 with thrust 2, carrying groups in bays (each with its bay system) and
// the mounts given with their systems.
func airShip(side int, name string, at geom.Vec, groups []pointdefence.Group, mounts ...battle.Mount) battle.Ship {
	s := battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: name, Mass: 60, Hull: fullthrust.HullRows(30, 4),
		Drive: fullthrust.Drive{Thrust: 2}}, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 2)}}
	for _, g := range groups {
		s.Bays = append(s.Bays, battle.Bay{System: len(s.Sheet.Systems), Group: g})
		s.Sheet.Systems = append(s.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
	}
	for _, m := range mounts {
		m.System = len(s.Sheet.Systems)
		s.Sheet.Systems = append(s.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: m.Kind.Label(), Arcs: m.Arcs})
		s.Mounts = append(s.Mounts, m)
	}
	if len(mounts) > 0 {
		s.Sheet.Systems = append(s.Sheet.Systems, fullthrust.System{Kind: fullthrust.FireControl})
	}
	return s
}

// groupWith returns a full group of the type with cef CEF.
func groupWith(name string, t pointdefence.FighterType, cef int) pointdefence.Group {
	g := pointdefence.NewGroup(name, t)
	g.CEF = cef
	return g
}

// resolveTurn carries out one turn of st with the orders text of each
// side, movement then fire, from the seed's dice.
func resolveTurn(t *testing.T, st *battle.State, movement, fire []string) {
	t.Helper()
	for _, texts := range [][]string{movement, fire} {
		orders := make([]game.Orders, len(texts))
		for p, text := range texts {
			orders[p] = game.Orders{Text: text}
		}
		if err := st.Resolve(orders, rng.New(1), nil); err != nil {
			t.Fatal(err)
		}
	}
}

// writeOrders returns the tactical player's orders for side p, as lines.
func writeOrders(t *testing.T, st *battle.State, p game.Player) []string {
	t.Helper()
	o, err := ftagent.NewBattlePlayer().Write(st, p)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CheckOrders(p, o); err != nil {
		t.Fatalf("orders %q refused: %v", o.Text, err)
	}
	return strings.Split(o.Text, "\n")
}

// hasLine reports whether lines hold line.
func hasLine(lines []string, line string) bool {
	for _, l := range lines {
		if l == line {
			return true
		}
	}
	return false
}

// attackedState is a carrier, Ark, whose standard group Wasp (cef CEF at
// the start) has launched at Brute, an enemy 15 MU ahead with nothing to
// fire, and made its attack run in turn 1 (12 MU out, 3 MU from Brute);
// the battle is in the orders phase of turn 2 of turns.
func attackedState(t *testing.T, cef, turns int) *battle.State {
	t.Helper()
	return attackedBy(t, pointdefence.Standard, cef, turns)
}

// attackedBy is attackedState with Wasp a group of fighters of type ft.
func attackedBy(t *testing.T, ft pointdefence.FighterType, cef, turns int) *battle.State {
	t.Helper()
	st := startedState(t, battle.Setup{Turns: turns, Victory: battle.Destroy, Sides: []string{"Navy", "Raiders"},
		Ships: []battle.Ship{airShip(0, "Ark", geom.Vec{}, []pointdefence.Group{groupWith("Wasp", ft, cef)}),
			airShip(1, "Brute", geom.Vec{Y: 15}, nil)}})
	resolveTurn(t, st, []string{"Wasp: attack Brute", ""}, []string{"", ""})
	v := st.View(0).(battle.View)
	if f := v.Fighters[0]; f.Status != "in space" || f.CEF != cef-1 || st.Turn() != 2 {
		t.Fatalf("after turn 1, Wasp %+v on turn %d; want in space with %d CEF on turn 2", f, st.Turn(), cef-1)
	}
	return st
}

// TestBattlePlayerLands checks landing and re-arming (battle_land.go): a
// group that spent its last CEF on its attack run, 12 MU from its carrier,
// lands, and the carrier keeps its course (an empty movement order); not
// when the battle has too few turns left for it to fly again, nor when
// the group has CEF to attack again, unless it is a torpedo group that
// has fired.
func TestBattlePlayerLands(t *testing.T) {
	lines := writeOrders(t, attackedState(t, 1, 5), 0)
	if !hasLine(lines, "Wasp: land") || !hasLine(lines, "Ark: ") {
		t.Errorf("spent group near its carrier, turn 2 of 5: orders %q, want Wasp: land and Ark: (keeping its course)", lines)
	}
	lines = writeOrders(t, attackedState(t, 1, 3), 0)
	if hasLine(lines, "Wasp: land") || !hasLine(lines, "Wasp: hold") {
		t.Errorf("spent group, turn 2 of 3 (no turn left to fly again): orders %q, want Wasp: hold", lines)
	}
	lines = writeOrders(t, attackedState(t, 6, 5), 0)
	if hasLine(lines, "Wasp: land") {
		t.Errorf("group with 5 CEF: orders %q, want no landing", lines)
	}
	// A torpedo group with CEF to spare has fired its one-shot torpedoes
	// (W111): it cannot attack again before it re-arms, so it lands.
	st := attackedBy(t, pointdefence.Torpedo, 6, 5)
	if f := st.View(0).(battle.View).Fighters[0]; !f.Fired {
		t.Fatalf("after its attack run the torpedo group is %+v; want its torpedoes fired", f)
	}
	if lines = writeOrders(t, st, 0); !hasLine(lines, "Wasp: land") {
		t.Errorf("torpedo group with 5 CEF and its torpedoes fired: orders %q, want Wasp: land", lines)
	}
}

// TestBattlePlayerPursues checks pursuit (battle_escort.go): the group that
// attacked Brute in turn 1 pursues it in turn 2; on turn 1, from its bay,
// it attacks.
func TestBattlePlayerPursues(t *testing.T) {
	st := attackedState(t, 6, 5)
	if lines := writeOrders(t, st, 0); !hasLine(lines, "Wasp: pursue Brute") {
		t.Errorf("turn 2, after an attack run on Brute: orders %q, want Wasp: pursue Brute", lines)
	}
	st = startedState(t, battle.Setup{Turns: 5, Victory: battle.Destroy, Sides: []string{"Navy", "Raiders"},
		Ships: []battle.Ship{airShip(0, "Ark", geom.Vec{}, []pointdefence.Group{groupWith("Wasp", pointdefence.Standard, 6)}),
			airShip(1, "Brute", geom.Vec{Y: 15}, nil)}})
	if lines := writeOrders(t, st, 0); !hasLine(lines, "Wasp: attack Brute") {
		t.Errorf("turn 1, group in its bay: orders %q, want Wasp: attack Brute", lines)
	}
}

// TestBattlePlayerInterceptsMissiles checks interception of missiles
// (battle_intercept.go): a carrier 30 MU from an enemy salvo launcher
// sends its interceptors in the bay at the missiles, within their 12 + 12
// + 6 MU; when an enemy fighter group can reach the carrier too, they
// screen it.
func TestBattlePlayerInterceptsMissiles(t *testing.T) {
	launcher := battle.Mount{Kind: battle.SalvoLauncher, Arcs: geom.Arcs(geom.F, geom.FP, geom.FS, geom.A, geom.AP, geom.AS), Ammo: 3}
	for _, tc := range []struct {
		name   string
		raider []pointdefence.Group
		want   string
	}{
		{"missiles alone", nil, "Guard: intercept missiles"},
		{"missiles and fighters", []pointdefence.Group{groupWith("Hornet", pointdefence.Standard, 6)}, "Guard: screen Ark"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := startedState(t, battle.Setup{Turns: 5, Victory: battle.Destroy, Sides: []string{"Navy", "Raiders"},
				Ships: []battle.Ship{airShip(0, "Ark", geom.Vec{}, []pointdefence.Group{groupWith("Guard", pointdefence.Interceptor, 6)}),
					airShip(1, "Archer", geom.Vec{Y: 30}, tc.raider, launcher)}})
			if lines := writeOrders(t, st, 0); !hasLine(lines, tc.want) {
				t.Errorf("orders %q, want %s", lines, tc.want)
			}
		})
	}
}

// TestBattlePlayerEscorts checks escorts of strike groups
// (battle_escort.go): launching its standard group at an enemy carrier 30
// MU off whose interceptors can reach it, a carrier sends its own
// interceptors with it as escorts; with no enemy fighters the interceptors
// do not escort.
func TestBattlePlayerEscorts(t *testing.T) {
	for _, tc := range []struct {
		name   string
		enemy  []pointdefence.Group
		escort bool
	}{
		{"enemy interceptors", []pointdefence.Group{groupWith("Hornet", pointdefence.Interceptor, 6)}, true},
		{"no enemy fighters", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := startedState(t, battle.Setup{Turns: 5, Victory: battle.Destroy, Sides: []string{"Navy", "Raiders"},
				Ships: []battle.Ship{airShip(0, "Ark", geom.Vec{}, []pointdefence.Group{groupWith("Wasp", pointdefence.Standard, 6), groupWith("Guard", pointdefence.Interceptor, 6)}),
					airShip(1, "Nest", geom.Vec{Y: 30}, tc.enemy)}})
			lines := writeOrders(t, st, 0)
			if !hasLine(lines, "Wasp: attack Nest") || hasLine(lines, "Guard: screen Wasp") != tc.escort {
				t.Errorf("orders %q, want Wasp: attack Nest and Guard escorting it %v", lines, tc.escort)
			}
		})
	}
}

// TestBattlePlayerEscortsNoEscort checks that no escort is given an
// escort: with two interceptor groups and a weakened standard group (4
// fighters) launching at the enemy carrier 40 MU off (beyond its
// interceptors' reach of the carrier, so both interceptors are spare and
// ordered to attack, within it of the standard group's next move), one
// interceptor escorts the
// standard group and the other is not sent to escort the first
// interceptor (an escort of an escort, which the rules refuse, Continuum
// §8.6); the orders are accepted.
func TestBattlePlayerEscortsNoEscort(t *testing.T) {
	wasp := groupWith("Wasp", pointdefence.Standard, 6)
	wasp.Strength = 4
	st := startedState(t, battle.Setup{Turns: 5, Victory: battle.Destroy, Sides: []string{"Navy", "Raiders"},
		Ships: []battle.Ship{airShip(0, "Ark", geom.Vec{}, []pointdefence.Group{wasp, groupWith("Guard", pointdefence.Interceptor, 6), groupWith("Ward", pointdefence.Interceptor, 6)}),
			airShip(1, "Nest", geom.Vec{Y: 40}, []pointdefence.Group{groupWith("Hornet", pointdefence.Interceptor, 6)})}})
	lines := writeOrders(t, st, 0) // checks that the rules accept them
	escorts := 0
	for _, l := range lines {
		if strings.HasSuffix(l, ": screen Wasp") {
			escorts++
		}
		if strings.HasSuffix(l, ": screen Guard") || strings.HasSuffix(l, ": screen Ward") {
			t.Errorf("orders %q: an interceptor escorts an interceptor", lines)
		}
	}
	if escorts != 1 {
		t.Errorf("orders %q: %d escorts of Wasp, want 1", lines, escorts)
	}
}
