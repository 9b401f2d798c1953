package manoeuvre

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

func TestEclipseBDI(t *testing.T) {
	e := Eclipse{Eclipser: Motion{Course: geom.Clock(12)}, Eclipsed: Motion{Course: geom.Clock(12)}, EclipserBoxes: 20, EclipsedBoxes: 20, Thrust: 2}
	tests := []struct {
		name   string
		course int
		boxes  int
		area   bool
		want   int
	}{
		{"same course", 12, 20, false, 70},
		{"one point apart", 1, 20, false, 50},
		{"head-on", 6, 20, false, 0},
		{"area weapon", 12, 20, true, 20},
		{"smaller eclipser", 12, 10, false, 53},
		{"capped", 12, 60, false, 95},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := e
			f.Eclipsed.Course = geom.Clock(tt.course)
			f.EclipserBoxes = tt.boxes
			if tt.name == "capped" {
				f.Thrust = 4
				tt.want = 100
			}
			if got := f.BDI(tt.area); got != tt.want {
				t.Errorf("BDI = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestEclipseCovers(t *testing.T) {
	e := Eclipse{Eclipser: Motion{Pos: geom.Vec{Y: 2}}, Eclipsed: Motion{}, Thrust: 1}
	if !e.Covers(geom.Vec{Y: 20}) {
		t.Error("an eclipser between the two did not cover")
	}
	if e.Covers(geom.Vec{Y: -20}) {
		t.Error("an eclipser behind its charge covered")
	}
	far := e
	far.Eclipser.Pos = geom.Vec{Y: 4}
	if far.Covers(geom.Vec{Y: 20}) {
		t.Error("an eclipser 4 MU away covered")
	}
	none := e
	none.Thrust = 0
	if none.Covers(geom.Vec{Y: 20}) {
		t.Error("an eclipse without thrust covered")
	}
}

func TestSplitDamage(t *testing.T) {
	a, b := SplitDamage(fullthrust.Damage{Normal: 7, Penetrating: 3}, 70)
	if a != (fullthrust.Damage{Normal: 4, Penetrating: 3}) || b != (fullthrust.Damage{Normal: 3}) {
		t.Errorf("split %+v %+v", a, b)
	}
	if x, y := splitHits(5, 50); x != 2 || y != 3 {
		t.Errorf("SplitHits(5, 50) = %d, %d", x, y)
	}
}

func TestHitEclipsedOverkill(t *testing.T) {
	small := fullthrust.Ship{Name: "Escort", Hull: []int{1, 1}}
	big := cruiser(4, 100)
	e1, e2, h := HitEclipsed(small, big, fullthrust.Damage{Normal: 10}, 50, ManoeuvreOptions{}, rng.NewScript(nil))
	if !e1.Destroyed() || h.Overkill != 3 || e2.Lost.Hull != 4 || e2.ArmourLeft()[0] != 0 {
		t.Errorf("eclipser %+v eclipsed %+v hit %+v", e1.Lost, e2.Lost, h)
	}
}

func TestEclipseBlockedArcs(t *testing.T) {
	eclipsed := Motion{}
	eclipser := Motion{Pos: geom.Vec{Y: 2}}
	if got := EclipsedBlocked(eclipsed, eclipser); got != geom.Arcs(geom.F, geom.FS, geom.FP) {
		t.Errorf("eclipsed blocked %s", got)
	}
	if got := EclipserBlocked(eclipser, eclipsed); got != geom.Arcs(geom.A) {
		t.Errorf("eclipser blocked %s", got)
	}
}
