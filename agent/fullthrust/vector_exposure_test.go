package fullthrust

import (
	"math"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// exposureView is side 0's view of its ship "V" at the origin and an enemy
// ship "E" of side 1 at rest at (0, 40) with drive 4 and the systems given.
func exposureView(systems ...string) battle.View {
	return battle.View{Turn: 1, Turns: 10, You: 0, Ships: []battle.ShipView{
		{Name: "V", Side: 0, Status: "in battle", Thrust: 4},
		{Name: "E", Side: 1, Status: "in battle", At: geom.Vec{Y: 40}, Vector: &geom.Vec{}, Thrust: 4, Systems: systems},
	}}
}

// TestExposure checks the salvo exposure of a thrust-4 ship's end states:
// a salvo's mean damage (12.25) weighed by caution and exposureWeight
// when its next drift point is within 24 MU less the carrier's drive (4),
// falling off linearly to none at 24 MU more; the same again for an end
// within 6 MU of where it is when the carrier can place this turn's salvo
// there; none for a ship that can leave the homing radius, nor against a
// ship without salvos.
func TestExposure(t *testing.T) {
	ships := []Duellist{vectorDuellist(4, 0, 0, geom.Vec{}, 12), vectorDuellist(4, 0, 1, geom.Vec{Y: 40}, 6)}
	ex := exposure(exposureView(salvoRackLabel), 0, ships)
	if ex == nil {
		t.Fatal("no exposure function against a salvo rack")
	}
	full := exposureWeight * DefaultCaution * salvoMean
	for _, c := range []struct {
		y, want float64
	}{
		{20, full}, {18, 0.75 * full}, {16, full / 2}, {14, full / 4}, {12, 0}, {4, 0}, // 20 to 36 MU from the carrier
	} {
		end := manoeuvre.NewVectorMotion(geom.Vec{Y: c.y / 2}, geom.Clock(12), geom.Vec{Y: c.y / 2})
		if got := ex(0, end); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("next drift point at y = %v (%v MU from the carrier): exposure %.3f, want %.3f", c.y, 40-c.y, got, c.want)
		}
	}
	// A carrier 20 MU from where the ship is now can place this turn's
	// salvo there: an end within 6 MU of it, with the next drift point out
	// of reach, is exposed to it whole.
	near := exposureView(salvoRackLabel)
	near.Ships[1].At = geom.Vec{Y: 20}
	ships[1].Motion.Pos = geom.Vec{Y: 20}
	slow := manoeuvre.NewVectorMotion(geom.Vec{Y: -5}, geom.Clock(12), geom.Vec{Y: -5}) // next drift point 30 MU away
	gone := manoeuvre.NewVectorMotion(geom.Vec{Y: -7}, geom.Clock(12), geom.Vec{Y: -5})
	if got := exposure(near, 0, ships)(0, slow); math.Abs(got-full) > 1e-9 {
		t.Errorf("ending 5 MU from where it is, in the carrier's reach: exposure %.3f, want %.3f", got, full)
	}
	if got := exposure(near, 0, ships)(0, gone); got != 0 {
		t.Errorf("ending 7 MU from where it is: exposure %.3f, want 0", got)
	}
	fast := []Duellist{vectorDuellist(6, 0, 0, geom.Vec{}, 12), ships[1]}
	end := manoeuvre.NewVectorMotion(geom.Vec{Y: 10}, geom.Clock(12), geom.Vec{Y: 10})
	if got := exposure(exposureView(salvoRackLabel), 0, fast)(0, end); got != 0 {
		t.Errorf("a thrust-6 ship, which can leave a salvo's homing radius: exposure %v, want 0", got)
	}
	if exposure(exposureView("B2"), 0, ships) != nil {
		t.Error("an exposure function against a ship without salvos")
	}
}

// TestVectorDodge checks that under vector movement only a ship whose
// drive can carry it beyond a salvo's homing radius keeps its dodge
// weight: a thrust-4 cruiser ends within 5 MU of its drift point whatever
// it orders.
func TestVectorDodge(t *testing.T) {
	ships := []Duellist{vectorDuellist(4, 0, 0, geom.Vec{}, 12), vectorDuellist(6, 0, 0, geom.Vec{X: 5}, 12), vectorDuellist(8, 1, 0, geom.Vec{X: 9}, 12)}
	w := vectorDodge([]float64{dodgeWeight, dodgeWeight, dodgeWeight}, ships)
	if w[0] != 0 || w[1] != dodgeWeight || w[2] != 0 {
		t.Errorf("weights %v, want [0 %v 0] (thrust 4; thrust 6; thrust 8 damaged to 4)", w, float64(dodgeWeight))
	}
	if vectorDodge(nil, ships) != nil {
		t.Error("no weights became some")
	}
	for drive, want := range []bool{false, false, false, false, false, false, true, true} {
		if escapes(drive) != want {
			t.Errorf("drive %d: escapes %v, want %v", drive, !want, want)
		}
	}
}

// TestBestVectorHoldsOutOfSalvoReach checks the planner with the exposure
// term: a thrust-4 cruiser at rest 34 MU from an enemy carrier, beyond its
// own beams' reach, closes when only its guns count (its next drift point
// then in the carrier's reach) and keeps its next drift point out of that
// reach with the exposure counted.
func TestBestVectorHoldsOutOfSalvoReach(t *testing.T) {
	ships := []Duellist{vectorDuellist(4, 0, 0, geom.Vec{}, 12), vectorDuellist(4, 0, 1, geom.Vec{Y: 34}, 6)}
	v := exposureView(salvoRackLabel)
	v.Ships[1].At = geom.Vec{Y: 34}
	ex := exposure(v, 0, ships)
	pl := NewPlanner()
	pl.sc = newScene(ships)
	if _, end := pl.bestVector(ships, 0); ex(0, end) == 0 {
		t.Fatalf("without the exposure the cruiser ends at %v, vector %v, already out of reach: the test shows nothing", end.Pos, end.Vector)
	}
	pl.bonus = vectorBonus(func(int, manoeuvre.Motion) float64 { return 0 }, v, 0, ships)
	if o, end := pl.bestVector(ships, 0); ex(0, end) != 0 {
		t.Errorf("%q ends at %v, vector %v: next drift point %v MU from the carrier, exposure %.2f", o, end.Pos, end.Vector, predicted(end).Pos.Dist(geom.Vec{Y: 34}), ex(0, end))
	}
}
