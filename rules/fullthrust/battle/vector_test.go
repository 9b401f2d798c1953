package battle_test

import (
	"math"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// vectorSetup is two ships under vector movement: Alpha at the origin
// facing 12 o'clock at velocity 6 (so drifting 6 MU toward 12), with one
// B2 firing forward only; Bravo 10 MU to Alpha's starboard, at rest.
func vectorSetup(t *testing.T) *game.Match {
	a := fullthrust.Ship{Name: "Alpha", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2, Arcs: geom.Arcs(geom.F)}, {Kind: fullthrust.FireControl}}}
	alpha := warship(0, a, geom.Vec{})
	alpha.Start.Motion.Velocity = 6
	bravo := warship(1, fullthrust.Ship{Name: "Bravo", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 2}}, geom.Vec{X: 10})
	var opt manoeuvre.ManoeuvreOptions
	opt.Vector = true
	return startSetup(t, battle.Setup{Options: opt, Ships: []battle.Ship{alpha, bravo}})
}

func vecNear(v *geom.Vec, x, y float64) bool {
	return v != nil && math.Abs(v.X-x) < 1e-9 && math.Abs(v.Y-y) < 1e-9
}

// TestVectorMovementThroughBattle checks RULINGS A4 through a battle: the
// start vector is the velocity along the heading; Alpha drifts, rotates to
// 3 o'clock, burns 4 MU and pushes 1 MU to port; Bravo, with no order,
// stays at rest; the views show each vector.
func TestVectorMovementThroughBattle(t *testing.T) {
	m := vectorSetup(t)
	if v := shipView(t, m, "Alpha"); !vecNear(v.Vector, 0, 6) {
		t.Fatalf("start vector %v, want (0, 6)", v.Vector)
	}
	log := turnDice(t, m, [2]string{"Alpha: TS3 MD4 PP1", ""})
	mustLog(t, log, "Navy movement orders: Alpha: TS3 MD4 PP1",
		"Alpha: TS3 MD4 PP1: now at (4.00, 7.00) facing 3, vector (4.00, 7.00), 8.06 MU a turn",
		"Bravo: drift: now at (10.00, 0.00) facing 12, vector (0.00, 0.00), 0.00 MU a turn")
	a := shipView(t, m, "Alpha")
	if !vecNear(a.Vector, 4, 7) || a.Facing != 3 || a.Velocity != 8 || a.Course != 1 || a.At != (geom.Vec{X: 4, Y: 7}) {
		t.Fatalf("Alpha after the move: %+v, vector %v", a, *a.Vector)
	}
}

// TestVectorOrdersRefused checks that a cinematic order or a manoeuvre is
// refused by name under vector movement, and that an order beyond the
// thrust leaves the ship drifting with a warning.
func TestVectorOrdersRefused(t *testing.T) {
	m := vectorSetup(t)
	refused(t, m, 0, "Alpha: P2 +3", "Alpha: fullthrust: order \"P2 +3\" column 1: a cinematic turn is a cinematic order, not available under vector movement")
	refused(t, m, 0, "Alpha: Roll MD4", "a Roll is a cinematic order")
	refused(t, m, 0, "Alpha: CO", "a Corkscrew is a cinematic order")
	refused(t, m, 0, "Alpha: HA1P", "a Hard About is a cinematic order")
	refused(t, m, 0, "Alpha: TP1 TS1", "a second rotation")
	refused(t, m, 0, "Alpha: MD-2", "the main drive never runs in reverse")
	log := turnDice(t, m, [2]string{"Alpha: MD5 TS1 PP1", ""})
	mustLog(t, log, "impossible order \"MD5 TS1 PP1\" (a main-drive burn of 5 MU exceeds the drive's current rating 4)",
		"Alpha: drift: now at (0.00, 6.00) facing 12")
}

// TestVectorArcsFollowFacing checks that fire arcs turn with the facing
// under vector movement: Bravo lies in Alpha's starboard arcs until a
// thruster rotation turns Alpha's bow toward it, whatever its vector.
func TestVectorArcsFollowFacing(t *testing.T) {
	m := vectorSetup(t)
	turnDice(t, m, [2]string{"Alpha: PR6", ""}) // beyond the thrusters: Alpha drifts to (0, 6)
	st := m.State().(*battle.State)
	if err := st.CheckOrders(0, game.Orders{Text: "Alpha: Bravo"}); err == nil || !strings.Contains(err.Error(), "bears") {
		t.Fatalf("Bravo lies off Alpha's forward arc: %v", err)
	}
	turnDice(t, m, [2]string{"", ""})           // no fire
	turnDice(t, m, [2]string{"Alpha: TS4", ""}) // Alpha drifts to (0, 12) and faces 4 o'clock; Bravo at (10, 0) bears 20 degrees off the bow
	if err := m.State().(*battle.State).CheckOrders(0, game.Orders{Text: "Alpha: Bravo"}); err != nil {
		t.Fatalf("Alpha faces 4 o'clock toward Bravo and may not fire: %v", err)
	}
}

// TestVectorFTLDeparture checks that under vector movement a ship engaged
// in FTL leaves along half its vector.
func TestVectorFTLDeparture(t *testing.T) {
	fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
	fr.FTL = battle.StandardFTL
	fr.Start.Motion.Vector = geom.Vec{X: 6, Y: 2}
	far := warship(1, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 100})
	var opt manoeuvre.ManoeuvreOptions
	opt.Vector = true
	m := startSetup(t, battle.Setup{Options: opt, Ships: []battle.Ship{fr, far}})
	log := turnDice(t, m, [2]string{"Frigate: MD2 FTL", ""})
	mustLog(t, log, "Frigate: MD2 FTL: now at (6.00, 4.00) facing 12, vector (6.00, 4.00)", "FTL: the drive is engaged; the ship leaves next turn")
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"", ""})
	mustLog(t, log, "FTL: the ship moves half its vector and vanishes at (9.00, 6.00)", "Frigate leaves the battle by FTL")
	if v := shipView(t, m, "Frigate"); v.Status != "gone" {
		t.Fatalf("the frigate is %q", v.Status)
	}
}

// TestCinematicViewHasNoVector checks that a cinematic battle's view is as
// before: no vector.
func TestCinematicViewHasNoVector(t *testing.T) {
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{
		warship(0, fullthrust.Ship{Name: "One", Mass: 30, Hull: fullthrust.HullRows(10, 4)}, geom.Vec{}),
		warship(1, fullthrust.Ship{Name: "Two", Mass: 30, Hull: fullthrust.HullRows(10, 4)}, geom.Vec{X: 50})}})
	if v := shipView(t, m, "One"); v.Vector != nil {
		t.Fatalf("vector %v in a cinematic battle", *v.Vector)
	}
}

// TestVectorMissileRadius checks the Continuum optional rule of RULINGS
// A4: under vector movement with vector-missile-radius: 3 a salvo placed 4
// MU from a ship at rest finds no enemy, where by default it homes on it.
func TestVectorMissileRadius(t *testing.T) {
	for _, tc := range []struct {
		radius bool
		want   string
	}{
		{false, "the salvo of Archer at (4.0, 10.0) homes on Bison, 4.0 MU away"},
		{true, "the salvo of Archer at (4.0, 10.0) finds no enemy within 3 MU and is lost"},
	} {
		boat := battle.Ship{Side: 0, Crew: 2, DCP: 2,
			Sheet: fullthrust.Ship{Name: "Archer", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SML", Arcs: geom.Arcs(geom.F)}, {Kind: fullthrust.FireControl}}},
			Mounts: []battle.Mount{{Kind: battle.SalvoLauncher, System: 0, Arcs: geom.Arcs(geom.F), Ammo: 2}},
			Start:  battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: -10}, geom.Clock(12), 0)}}
		target := warship(1, fullthrust.Ship{Name: "Bison", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 2}}, geom.Vec{Y: 10})
		var opt manoeuvre.ManoeuvreOptions
		opt.Vector, opt.VectorMissileRadius = true, tc.radius
		m := startSetup(t, battle.Setup{Options: opt, Ships: []battle.Ship{boat, target}})
		var log string
		if tc.radius {
			log = turnDice(t, m, [2]string{"Archer salvo: 4 10", ""})
		} else {
			log = turnDice(t, m, [2]string{"Archer salvo: 4 10", ""}, 6, 6, 6, 6, 6, 6, 6) // the salvo's attack and damage dice
		}
		mustLog(t, log, tc.want)
	}
}

// TestVectorEmergencyThrust checks reading W56 through a battle: under
// vector movement Alpha (thrust 4) writes "ET MD6", a burn half as much
// again as its rating, and rolls one Emergency Thrust die, an event with
// its die: 2 scores nothing and the burn is made (6 MU of drift and 6 of
// burn). A 6 next turn would fail and damage the drive: "ET MD6" again
// rolls two dice (one for the earlier use), 6 and 6, so the drive takes
// two hits and the re-plot burns nothing.
func TestVectorEmergencyThrust(t *testing.T) {
	m := vectorSetup(t)
	log := turnDice(t, m, [2]string{"Alpha: ET MD6", ""}, 2)
	mustLog(t, log, "Navy movement orders: Alpha: ET MD6", "Alpha: Emergency Thrust: 1 dice [2] score 0: success [2]",
		"Alpha: ET MD6: now at (0.00, 12.00)")
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"Alpha: ET MD6", ""}, 6, 6)
	mustLog(t, log, "Alpha: Emergency Thrust: 2 dice [6 6] score 4: failed, main drive damaged twice [6 6]", `re-plotted within the standard limits as "MD0"`)
	if a := shipView(t, m, "Alpha"); a.Thrust != 0 || !vecNear(a.Vector, 0, 12) {
		t.Errorf("Alpha after the failed ET: thrust %d vector %v, want 0 and (0, 12)", a.Thrust, *a.Vector)
	}
}
