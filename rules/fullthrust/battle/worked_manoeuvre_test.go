package battle_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// The worked examples of ft-advanced-manoeuvres.txt beyond Emergency
// Thrust and Hard About (worked_test.go), each played as a movement order
// of a battle turn: "Side-Slip" (both examples), "Corkscrew" (a thrust-6
// ship) and "Redlined Engines" (the table of ratings). The FTL revision's
// bystander damage is TestFTLDeparture.

// driveShip is a ship of 100 MASS with a drive of the given thrust at the
// origin, heading 12 o'clock at velocity v, facing a distant enemy that does
// nothing.
func driveShip(t *testing.T, thrust, v int, opt manoeuvre.ManoeuvreOptions) battle.Setup {
	t.Helper()
	sh := warship(0, fullthrust.Ship{Name: "Cruiser", Mass: 100, Armour: []int{4}, Hull: fullthrust.HullRows(16, 4), Drive: fullthrust.Drive{Thrust: thrust}}, geom.Vec{})
	sh.Start.Motion = manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), v)
	foe := warship(1, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 2}}, geom.Vec{X: 200})
	return battle.Setup{Options: opt, Ships: []battle.Ship{sh, foe}}
}

// nearVec reports whether two positions agree to a thousandth of a MU.
func nearVec(a, b geom.Vec) bool { return math.Abs(a.X-b.X) < 1e-3 && math.Abs(a.Y-b.Y) < 1e-3 }

// TestSideSlipInBattle is "Side-Slip" of ft-advanced-manoeuvres.txt as
// movement orders of a battle. A thrust-4 ship at velocity 6 writes
// "P+S+2": one point to port, half its new velocity of 8, one point to
// starboard, the other half; it ends to port of its old course, still
// heading 12. A thrust-6 ship at velocity 8 writes "S+2P": one point to
// starboard, 4 MU, two to port, 4 MU; it heads 11 o'clock, less far to port
// than a plain one-point turn would take it. No dice are rolled.
func TestSideSlipInBattle(t *testing.T) {
	for _, tc := range []struct {
		order          string
		thrust, v      int
		at             geom.Vec
		course, newVel int
	}{
		{"P+S+2", 4, 6, geom.Clock(11).Vec().Scale(4).Add(geom.Vec{Y: 4}), 12, 8},
		{"S+2P", 6, 8, geom.Clock(1).Vec().Scale(4).Add(geom.Clock(11).Vec().Scale(4)), 11, 8},
		{"P1", 6, 8, geom.Clock(12).Vec().Scale(4).Add(geom.Clock(11).Vec().Scale(4)), 11, 8},
	} {
		t.Run(tc.order, func(t *testing.T) {
			m := startSetup(t, driveShip(t, tc.thrust, tc.v, manoeuvre.ManoeuvreOptions{}))
			log := turnDice(t, m, [2]string{"Cruiser: " + tc.order, ""})
			v := shipView(t, m, "Cruiser")
			if !nearVec(v.At, tc.at) || v.Course != tc.course || v.Velocity != tc.newVel || v.Thrust != tc.thrust {
				t.Errorf("at %v course %d velocity %d thrust %d, want %v, %d, %d, %d\n%s", v.At, v.Course, v.Velocity, v.Thrust, tc.at, tc.course, tc.newVel, tc.thrust, log)
			}
		})
	}
	// The side-slip ends to starboard of the plain turn to the same course.
	if a, b := geom.Clock(1).Vec().Scale(4).Add(geom.Clock(11).Vec().Scale(4)), geom.Clock(12).Vec().Scale(4).Add(geom.Clock(11).Vec().Scale(4)); !(a.X > b.X) {
		t.Errorf("S+2P at %v is not to starboard of P1 at %v", a, b)
	}
	// A thrust-3 ship's turning allowance of 1 holds no side-slip: it
	// moves straight on with a warning.
	m := startSetup(t, driveShip(t, 3, 4, manoeuvre.ManoeuvreOptions{}))
	log := turnDice(t, m, [2]string{"Cruiser: P+S", ""})
	mustLog(t, log, `impossible order "P1 S1"`)
	if v := shipView(t, m, "Cruiser"); !nearVec(v.At, geom.Vec{Y: 4}) || v.Course != 12 {
		t.Errorf("the thrust-3 ship is at %v course %d, want straight on to (0, 4)", v.At, v.Course)
	}
}

// TestCorkscrewInBattle is "Corkscrew" of ft-advanced-manoeuvres.txt on a
// thrust-6 ship in a battle: "CO +3" spends the 3 factors of its turning
// allowance on the Corkscrew and 3 on speed; at the end of the turn one D6
// decides its attitude, odd inverted and even upright. "CO P1" asks for a
// turn it has no allowance left for: the ship moves straight on.
func TestCorkscrewInBattle(t *testing.T) {
	for _, tc := range []struct {
		die      int
		inverted bool
	}{{1, true}, {3, true}, {2, false}, {6, false}} {
		t.Run(fmt.Sprint("die ", tc.die), func(t *testing.T) {
			m := startSetup(t, driveShip(t, 6, 6, manoeuvre.ManoeuvreOptions{}))
			turnDice(t, m, [2]string{"Cruiser: CO +3", ""})
			if v := shipView(t, m, "Cruiser"); v.Velocity != 9 || v.Course != 12 || !nearVec(v.At, geom.Vec{Y: 9}) {
				t.Fatalf("after CO +3: velocity %d course %d at %v, want 9, 12, (0, 9)", v.Velocity, v.Course, v.At)
			}
			log := turnDice(t, m, [2]string{"Cruiser repair: none", ""}, tc.die)
			mustLog(t, log, fmt.Sprintf("corkscrew: rolled %d", tc.die))
			if v := shipView(t, m, "Cruiser"); v.Inverted != tc.inverted {
				t.Errorf("die %d: inverted %v, want %v\n%s", tc.die, v.Inverted, tc.inverted, log)
			}
		})
	}
	m := startSetup(t, driveShip(t, 6, 6, manoeuvre.ManoeuvreOptions{}))
	log := turnDice(t, m, [2]string{"Cruiser: CO P1", ""})
	mustLog(t, log, `impossible order "CO P1"`)
	if v := shipView(t, m, "Cruiser"); v.Course != 12 || v.Velocity != 6 {
		t.Errorf("CO P1 on thrust 6: course %d velocity %d, want straight on", v.Course, v.Velocity)
	}
}

// TestRedlineInBattle is the table of "Redlined Engines" in
// ft-advanced-manoeuvres.txt (restored as one and a half times the rating,
// rounded down, RULINGS E4 #4) through a battle: a drive of 2, 3, 4 or 5
// may accelerate by 3, 4, 6 or 7 under RL, and not by one more. Under
// Option 1 (the default) the drive checks at the end of the turn, at the
// current level of 6: a 6 halves it.
func TestRedlineInBattle(t *testing.T) {
	for normal, redlined := range map[int]int{2: 3, 3: 4, 4: 6, 5: 7} {
		t.Run(fmt.Sprint("drive ", normal), func(t *testing.T) {
			m := startSetup(t, driveShip(t, normal, 2, manoeuvre.ManoeuvreOptions{}))
			turnDice(t, m, [2]string{fmt.Sprintf("Cruiser: RL +%d", redlined), ""})
			if v := shipView(t, m, "Cruiser"); v.Velocity != 2+redlined {
				t.Errorf("RL +%d: velocity %d, want %d", redlined, v.Velocity, 2+redlined)
			}
			log := turnDice(t, m, [2]string{"Cruiser repair: none", ""}, 6)
			mustLog(t, log, "Redlined Engines")
			if v := shipView(t, m, "Cruiser"); v.Thrust != normal/2 {
				t.Errorf("the failed check left thrust %d, want %d\n%s", v.Thrust, normal/2, log)
			}
			m = startSetup(t, driveShip(t, normal, 2, manoeuvre.ManoeuvreOptions{}))
			log = turnDice(t, m, [2]string{fmt.Sprintf("Cruiser: RL +%d", redlined+1), ""})
			mustLog(t, log, "impossible order")
			if v := shipView(t, m, "Cruiser"); v.Velocity != 2 {
				t.Errorf("RL +%d: velocity %d, want 2 (straight on)", redlined+1, v.Velocity)
			}
		})
	}
}

// TestCorkscrewProjectileToHit checks RULINGS A9 and ft-advanced-manoeuvres
// "Corkscrew" ("-1 to the 'to hit' dice for ... k-guns"; W30): a
// corkscrewing thrust-6 cruiser with a K-2 fires at a ship 5 MU ahead,
// where a K-gun needs 2+. A to-hit die of 2 is a 1 after the -1 and misses
// (then the Corkscrew's attitude die, 2); without the Corkscrew it hits
// for 2 and rolls the doubling die (3: no doubling).
func TestCorkscrewProjectileToHit(t *testing.T) {
	for _, tc := range []struct {
		order string
		dice  []int
		want  string
	}{
		{"Cruiser: CO", []int{2, 2}, "K2 2+ [2]: 0+0; 0 points"},
		{"", []int{2, 3}, "K2 2+ [2 3]: 0+2; 2 points"},
	} {
		s := driveShip(t, 6, 0, manoeuvre.ManoeuvreOptions{})
		s.Ships[0].Sheet.Systems = []fullthrust.System{{Kind: fullthrust.KGun, Class: 2, Arcs: geom.Arcs(geom.F)}, {Kind: fullthrust.FireControl}}
		s.Ships[1].Start.Motion = manoeuvre.NewMotion(geom.Vec{Y: 5}, geom.Clock(12), 0)
		m := startSetup(t, s)
		turnDice(t, m, [2]string{tc.order, ""})
		log := turnDice(t, m, [2]string{"Cruiser: Hulk [K2]", ""}, tc.dice...)
		mustLog(t, log, tc.want)
	}
}
