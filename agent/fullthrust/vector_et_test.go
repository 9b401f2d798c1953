package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestBestVectorEmergencyBrake checks that a vector ship of drive 4 racing
// at 18 MU a turn toward the table's edge 24 MU ahead, already facing
// astern, burns 6 under Emergency Thrust (W56) when its doctrine allows
// it: a burn of 4 leaves it 14 MU a turn with 32 MU of braking to go, off
// the table; a burn of 6, 12 MU a turn with 24 MU, which stops on the
// edge. Without ET in its doctrine it has no such order.
func TestBestVectorEmergencyBrake(t *testing.T) {
	table := battle.Table{Width: 72, Depth: 48}
	for _, et := range []bool{true, false} {
		ships := []Duellist{vectorDuellist(4, 0, 0, geom.Vec{}, 6), vectorDuellist(4, 0, 1, geom.Vec{X: -30, Y: -20}, 6)}
		ships[0].Motion = manoeuvre.NewVectorMotion(geom.Vec{}, geom.Clock(6), geom.Vec{Y: 18})
		ships[0].Doctrine = Doctrine{ET: et, DriveRisk: 5}
		pl := NewPlanner()
		pl.inside = pl.insideOf(table)
		pl.sc = newScene(ships)
		o, end := pl.bestVector(ships, 0)
		if got := insideVector(table, 4, end); got != et || o.ET != et {
			t.Errorf("ET allowed %v: %q ends at %v with vector %v, ET %v, can stop on the table %v", et, o, end.Pos, end.Vector, o.ET, got)
		}
	}
}

// TestVectorETValue checks the price of an ET order: an order beyond the
// rating is worth its end state's value less the battle's price of a drive
// hit times the hits one die is expected to do (0.5 per die) and the
// chance of a failed die times what the re-plot loses.
func TestVectorETValue(t *testing.T) {
	ships := []Duellist{vectorDuellist(4, 0, 0, geom.Vec{}, 12), vectorDuellist(4, 0, 1, geom.Vec{Y: 40}, 6)}
	ships[0].Doctrine = Doctrine{ET: true, DriveRisk: 10}
	o := manoeuvre.VectorOrder{Steps: []manoeuvre.VectorStep{{Kind: manoeuvre.VectorDrive, N: 6}}, ET: true}
	flat := func(manoeuvre.Motion) float64 { return 3 }
	v, end, ok := vectorETValue(ships, 0, o, flat, nil)
	if !ok || end.Pos.Dist(geom.Vec{Y: 6}) > 1e-9 {
		t.Fatalf("ok %v, end %v: want the burn of 6 carried out", ok, end.Pos)
	}
	if want := 3 - 10*etHits[1]; v < want-1e-9 || v > want+1e-9 {
		t.Errorf("value %.4f, want %.4f", v, want)
	}
	if etHits[1] < 0.49 || etHits[1] > 0.51 || etFail[1] < 1.0/6-1e-9 || etFail[1] > 1.0/6+1e-9 {
		t.Errorf("one die: %.4f hits, %.4f failure; want 0.5 and 1/6", etHits[1], etFail[1])
	}
}
