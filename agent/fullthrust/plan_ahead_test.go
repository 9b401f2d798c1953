package fullthrust

import (
	"cmp"
	"math"
	"slices"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestAheadValueFavoursArcs checks the lookahead's exchange: a cruiser
// that will still have its enemy in its forward arcs after holding course
// for a turn is worth more than one that will have passed it.
func TestAheadValueFavoursArcs(t *testing.T) {
	d := testDuel()
	ships := d.Ships
	pl := NewPlanner()
	sc := newScene(ships)
	me := ships[0].Motion
	toward, away := me, me
	enemy := sc.pred2[1].Pos
	toward.Pos = enemy.Add(geom.Vec{Y: -30})
	toward.Course, toward.Facing, toward.Velocity = 12, 12, 6
	away.Pos = enemy.Add(geom.Vec{Y: -6})
	away.Course, away.Facing, away.Velocity = 12, 12, 12
	a, b := pl.aheadValue(ships, 0, toward, sc), pl.aheadValue(ships, 0, away, sc)
	if a <= b {
		t.Fatalf("ahead value closing %v, overshooting %v: want closing higher", a, b)
	}
}

// TestAheadValueAsVolleys checks aheadValue, which measures each range
// once and takes both bearings from one arctangent, against the two
// volleys of the scene it stands for, to the last bit, from end states
// all round the enemies on every course, upright and inverted. The
// volleys it stands for are worked out afresh in a scene of their own, so
// that the scene's remembered volleys (sectorVolley) are held to them, with
// port beams unlike starboard, an enemy inverted and one unscreened.
func TestAheadValueAsVolleys(t *testing.T) {
	ships, _, _ := sceneDuel()
	for j := range ships {
		ships[j].Ship.Systems = slices.Clone(ships[j].Ship.Systems)
		ships[j].Ship.Systems[2].Class = 1
	}
	ships[1].Ship.Systems[3].Kind = ft.FireControl
	ships[2].Motion.Inverted = true
	pl := NewPlanner()
	sc, ref := newScene(ships), newScene(ships)
	src := rng.New(rng.Seed(9))
	dealt, took := 0, 0
	for n := range 3000 {
		end := ships[0].Motion
		end.Pos = geom.Vec{X: src.Float64()*80 - 40, Y: src.Float64()*80 - 40}
		if n%10 == 0 {
			end.Pos = sc.pred2[1].Pos.Sub(end.Course.Vec().Scale(float64(end.Velocity))) // on the enemy next turn
		}
		end.Course = geom.Clock(1 + src.IntN(12))
		end.Facing, end.Velocity, end.Inverted = end.Course, src.IntN(14), n%3 == 0
		next := predicted(end)
		for k := range ref.volleys {
			ref.volleys[k] = math.NaN()
		}
		best, bestP, taken := 0.0, -1.0, 0.0
		for j := range ships {
			if ships[j].Side == ships[0].Side || !sc.alive[j] {
				continue
			}
			to := sc.pred2[j]
			if hit := ref.volley(0, manoeuvre.Shot{From: next, To: to, Screen: sc.screen[j]}, 0); hit > 0 {
				if p := hit * sc.threat[j] / sc.boxes[j]; p > bestP {
					best, bestP = hit, p
				}
			}
			taken += ref.volley(j, manoeuvre.Shot{From: to, To: next, Screen: sc.screen[0]}, 0)
		}
		want := best - ships[0].Doctrine.caution()*taken
		if best > 0 {
			dealt++
		}
		if taken > 0 {
			took++
		}
		if got := pl.aheadValue(ships, 0, end, sc); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("end %+v: ahead value %v, want %v", end, got, want)
		}
	}
	if dealt < 300 || took < 300 {
		t.Errorf("%d end states dealt damage and %d took it: the test wants more of both", dealt, took)
	}
}

// TestLookAheadSortsStably checks that lookAhead orders its candidates as
// a stable sort by score, best first, would, ties included.
func TestLookAheadSortsStably(t *testing.T) {
	ships, _, table := sceneDuel()
	pl := NewPlanner()
	pl.ahead = battleAhead
	pl.sc = newScene(ships)
	src := rng.New(rng.Seed(11))
	for trial := range 300 {
		best := make([]candidate, src.IntN(lookTop+1))
		for k := range best {
			e := src.IntN(len(table))
			best[k] = candidate{order: table[e].Order, end: reachedEnd(ships[0].Motion, &table[e]), score: float64(src.IntN(3))}
			if trial%3 == 0 {
				best[k].end = best[0].end // equal lookahead values: ties after it
			}
		}
		want := slices.Clone(best)
		for k := range want {
			want[k].score += pl.ahead * pl.aheadValue(ships, 0, want[k].end, pl.sc)
		}
		slices.SortStableFunc(want, func(a, b candidate) int { return cmp.Compare(b.score, a.score) })
		got := pl.lookAhead(ships, 0, best)
		for k := range want {
			if got[k].order.String() != want[k].order.String() || got[k].end != want[k].end || got[k].score != want[k].score {
				t.Fatalf("trial %d: candidate %d differs from the stable sort's", trial, k)
			}
		}
	}
}
