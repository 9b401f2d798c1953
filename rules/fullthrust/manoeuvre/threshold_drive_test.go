package manoeuvre

import (
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// TestFailingFaces checks FailingFaces against the check it counts: for
// a ship undamaged (6+) and one with two hull rows lost (5+, one row
// beyond the first), at every DRM from 0 to 6, the faces of a scripted
// D6 that fail rollDriveCheck are as many as FailingFaces says.
func TestFailingFaces(t *testing.T) {
	fresh := fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4}}
	hit := fresh
	hit.Lost.Hull = 6
	for _, s := range []fullthrust.Ship{fresh, hit} {
		for drm := 0; drm <= 6; drm++ {
			failed := 0
			for f := 1; f <= 6; f++ {
				_, c := rollDriveCheck(s, DriveCheck{DRM: drm}, rng.NewScript([]int{f}))
				if c.Failed {
					failed++
				}
			}
			if got := FailingFaces(s, drm); got != failed {
				t.Errorf("level %d+, DRM %d: FailingFaces %d, the check fails on %d faces", fullthrust.ThresholdLevel(s), drm, got, failed)
			}
		}
	}
	if fullthrust.ThresholdLevel(fresh) == fullthrust.ThresholdLevel(hit) {
		t.Errorf("both ships check at %d+: the test covers one level", fullthrust.ThresholdLevel(fresh))
	}
}
