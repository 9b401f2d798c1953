package fullthrust

import (
	ft "github.com/broadside/broadside/rules/fullthrust"
	"math"
	"slices"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// distCases returns offsets and ranges to check the squared-distance
// helpers on: random ones, ones whose length is the range to within a few
// bits either way, and the special cases (zero, tiny, huge, infinite, NaN).
func distCases() (ds []geom.Vec, rs []float64) {
	r := rng.New(rng.Seed(122)) // randomness through rng, as everywhere
	for range 20000 {
		d := geom.Vec{X: (r.Float64() - 0.5) * 100, Y: (r.Float64() - 0.5) * 100}
		ds = append(ds, d)
		l := d.Len()
		rs = append(rs, r.Float64()*60)
		for _, k := range []int{-3, -2, -1, 0, 1, 2, 3} { // the range at the length, a few ulps off
			x := l
			for range max(k, -k) {
				if k > 0 {
					x = math.Nextafter(x, math.Inf(1))
				} else {
					x = math.Nextafter(x, 0)
				}
			}
			ds = append(ds, d)
			rs = append(rs, x)
		}
	}
	odd := []float64{0, 1e-170, -1e-170, 1e-60, 3, -4, 1e160, -1e160, math.Inf(1), math.Inf(-1), math.NaN()}
	for _, x := range odd {
		for _, y := range odd {
			for _, rr := range []float64{0, -1, 1e-170, 1e-60, 5, 1e160, math.Inf(1), math.NaN()} {
				ds = append(ds, geom.Vec{X: x, Y: y})
				rs = append(rs, rr)
			}
		}
	}
	return ds, rs
}

// TestWithinAndBeyondAsLen checks within and beyond against the length
// itself: within decides d.Len() <= r exactly as that comparison does, and
// beyond claims a length greater than r only when it is.
func TestWithinAndBeyondAsLen(t *testing.T) {
	ds, rs := distCases()
	for k, d := range ds {
		r := rs[k]
		if got, want := within(d, r), d.Len() <= r; got != want {
			t.Errorf("within(%v, %v) = %v, Len %v says %v", d, r, got, d.Len(), want)
		}
		if beyond(d, r) && !(d.Len() > r) {
			t.Errorf("beyond(%v, %v) with Len %v", d, r, d.Len())
		}
	}
}

// TestFarSqEdges checks that farSq leaves no squared length beyond a
// range its square cannot stand for (zero, negative, tiny, huge, infinite
// or NaN), and that the scene's far table pairs each enemy of a ship with
// the longer of the two ships' reaches, and its rows (foeRows) each enemy
// with its predicted place and that square.
func TestFarSqEdges(t *testing.T) {
	for _, r := range []float64{0, -3, 1e-60, 1e60, math.Inf(1), math.NaN()} {
		if f := farSq(r); !math.IsInf(f, 1) {
			t.Errorf("farSq(%v) = %v, want +Inf", r, f)
		}
	}
	if f := farSq(12); f <= 144 || f > 144*(1+2*lenBand) {
		t.Errorf("farSq(12) = %v, want just above 144", f)
	}
	ships := make([]Duellist, 4)
	ships[2].Side, ships[3].Side = 1, 1
	pred := []manoeuvre.Motion{{Pos: geom.Vec{X: 1}}, {Pos: geom.Vec{X: 2}}, {Pos: geom.Vec{X: 3}}, {Pos: geom.Vec{X: 4}}}
	sc := &scene{n: 4, pred: pred, alive: []bool{true, true, true, false}, reach: []float64{6, 24, 12, 36}}
	sc.listFoes(ships)
	for i, want := range [][]float64{{12}, {24}, {12, 24}, {36, 36}} {
		far := sc.farOf(i)
		if len(far) != len(sc.foes(i)) || len(far) != len(want) {
			t.Fatalf("ship %d: far %v for foes %v, want %d", i, far, sc.foes(i), len(want))
		}
		for k, r := range want {
			if far[k] != farSq(r) {
				t.Errorf("ship %d, enemy %d: far %v, want farSq(%v) = %v", i, sc.foes(i)[k], far[k], r, farSq(r))
			}
		}
		rows := sc.foeRows(i)
		for k, j := range sc.foes(i) {
			if rows[k] != (foeRow{at: pred[j].Pos, far: far[k], ship: j}) {
				t.Errorf("ship %d, enemy %d: row %+v, want its place %v and far %v", i, j, rows[k], pred[j].Pos, far[k])
			}
		}
	}
	// Projectiles lengthen a reach after the scene is made (addShells):
	// the table is listed at its first use, then again after the foes are.
	sc = &scene{n: 4, pred: pred, alive: []bool{true, true, true, false}, reach: []float64{6, 24, 12, 36}}
	sc.listFoes(ships)
	sc.addShells([][]shell{{{class: 4, band: 12}}, nil, nil, nil})
	if got, want := sc.farOf(2)[0], farSq(sc.reach[0]); sc.reach[0] <= 12 || got != want {
		t.Errorf("after the shells: far %v (reach %v), want %v", got, sc.reach[0], want)
	}
	if got, want := sc.foeRows(2)[0].far, farSq(sc.reach[0]); got != want {
		t.Errorf("after the shells: row's far %v, want %v", got, want)
	}
	sc.reach[0] = 60
	sc.listFoes(ships)
	if got, want := sc.farOf(0)[0], farSq(60); got != want {
		t.Errorf("listed again: far %v, want %v", got, want)
	}
}

// TestNearestAsEveryDistance checks scene.nearest against measuring every
// enemy: the same enemy (the first of the nearest) and the same distance
// to the last bit, with ties, enemies a few ulps apart, allies and ships
// out of the battle among them.
func TestNearestAsEveryDistance(t *testing.T) {
	r := rng.New(rng.Seed(222)) // randomness through rng, as everywhere
	for trial := range 3000 {
		n := 1 + r.IntN(8)
		ships := make([]Duellist, n+1)
		sc := &scene{n: n + 1, pred: make([]manoeuvre.Motion, n+1), alive: make([]bool, n+1), reach: make([]float64, n+1)}
		at := geom.Vec{X: (r.Float64() - 0.5) * 50, Y: (r.Float64() - 0.5) * 50}
		for j := 1; j <= n; j++ {
			ships[j].Side = r.IntN(3) % 2 // two in three are enemies
			sc.alive[j] = r.IntN(5) > 0
			switch trial % 3 {
			case 0: // anywhere
				sc.pred[j].Pos = geom.Vec{X: (r.Float64() - 0.5) * 80, Y: (r.Float64() - 0.5) * 80}
			case 1: // mirror images of one offset: equal distances
				d := geom.Vec{X: 3.7, Y: -11.1}
				if r.IntN(2) == 0 {
					d.X = -d.X
				}
				if r.IntN(2) == 0 {
					d = geom.Vec{X: d.Y, Y: d.X}
				}
				sc.pred[j].Pos = at.Add(d)
			default: // one offset nudged by an ulp or two
				d := geom.Vec{X: 8.25, Y: 5.5}
				for range r.IntN(3) {
					d.X = math.Nextafter(d.X, math.Inf(1))
				}
				for range r.IntN(3) {
					d.Y = math.Nextafter(d.Y, 0)
				}
				sc.pred[j].Pos = at.Add(d)
			}
		}
		want, wd := -1, 0.0
		for j := range ships {
			if ships[j].Side == 0 || !sc.alive[j] {
				continue
			}
			if dist := sc.pred[j].Pos.Dist(at); want < 0 || dist < wd {
				want, wd = j, dist
			}
		}
		sc.listFoes(ships)
		got, gd := sc.nearest(0, at)
		if got != want || gd != wd {
			t.Fatalf("trial %d: nearest %d at %v, every distance says %d at %v", trial, got, gd, want, wd)
		}
	}
}

// TestNearestMarkShare checks that nearestMark's distance earns the share
// the least distance to the marks earns, to the last bit, with marks
// across dodgeShare's slope, at its ends, all at nearly one distance on
// it, and NaN, infinite and tiny ones.
func TestNearestMarkShare(t *testing.T) {
	r := rng.New(rng.Seed(322)) // randomness through rng, as everywhere
	edges := []float64{dodgeNear, battle.SalvoHoming + dodgeMargin}
	for trial := range 20000 {
		var marks []geom.Vec
		for range r.IntN(5) {
			d := r.Float64() * 10
			switch trial % 3 {
			case 1: // a mark at a slope's end, an ulp or so off
				d = edges[r.IntN(2)]
				for range r.IntN(3) {
					d = math.Nextafter(d, float64(r.IntN(2))*20)
				}
			case 2: // marks within an ulp or so of one distance on the slope, where only lengths tell the nearest
				d = 3.3
				for range r.IntN(3) {
					d = math.Nextafter(d, float64(r.IntN(2))*20)
				}
			}
			a := r.Float64() * 2 * math.Pi
			marks = append(marks, geom.Vec{X: d * math.Sin(a), Y: d * math.Cos(a)})
		}
		least := math.Inf(1)
		for _, m := range marks {
			least = min(least, geom.Vec{}.Dist(m))
		}
		if got, want := dodgeShare(nearestMark(marks, geom.Vec{})), dodgeShare(least); got != want || math.Signbit(got) != math.Signbit(want) {
			t.Fatalf("marks %v: share %v, the least distance %v earns %v", marks, got, least, want)
		}
	}
	// Marks the squares cannot order: a NaN one (its distance, NaN, is the
	// least as min has it), infinite and tiny ones.
	for _, marks := range [][]geom.Vec{
		{{X: math.NaN()}, {X: 4}}, {{X: 4}, {Y: math.NaN()}}, {{X: math.Inf(-1)}, {X: 4}}, {{X: math.Inf(1), Y: 1}},
		{{X: 1e-200}, {X: 4}}, {{X: 1e200}, {Y: 3.3}},
	} {
		least := math.Inf(1)
		for _, m := range marks {
			least = min(least, geom.Vec{}.Dist(m))
		}
		got, want := dodgeShare(nearestMark(marks, geom.Vec{})), dodgeShare(least)
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Errorf("marks %v: share %v, the least distance %v earns %v", marks, got, least, want)
		}
	}
}

// TestExposureAtAsFighterExposure checks that exposureAt with the reaches
// worked out once gives what weighing each group from the start gave.
func TestExposureAtAsFighterExposure(t *testing.T) {
	r := rng.New(rng.Seed(422)) // randomness through rng, as everywhere
	for range 2000 {
		var groups []threatGroup
		for range 1 + r.IntN(4) {
			groups = append(groups, threatGroup{from: geom.Vec{X: (r.Float64() - 0.5) * 80, Y: (r.Float64() - 0.5) * 80},
				move:      []float64{battle.FighterMove, battle.FastFighterMove, battle.FighterMove / 2}[r.IntN(3)],
				secondary: r.IntN(2) == 0, damage: r.Float64() * 10})
		}
		from := geom.Vec{X: (r.Float64() - 0.5) * 40, Y: (r.Float64() - 0.5) * 40}
		reaches := reachesFrom(groups, from, make([]groupReach, len(groups)))
		for range 20 {
			end := from.Add(geom.Vec{X: (r.Float64() - 0.5) * 40, Y: (r.Float64() - 0.5) * 40})
			want := 0.0
			for _, g := range groups { // fighterExposure as it was: every distance measured
				if g.from.Dist(from) <= battle.AttackRange {
					want += g.damage
					continue
				}
				at := from
				if d := g.from.Dist(from); d > g.move {
					at = g.from.Add(from.Sub(g.from).Scale(g.move / d))
				}
				reach := float64(battle.AttackRange)
				if g.secondary {
					reach += battle.SecondaryMove
				}
				if at.Dist(end) <= reach {
					want += g.damage
				}
			}
			if got := exposureAt(groups, reaches, end); got != want {
				t.Fatalf("groups %v from %v to %v: exposure %v, want %v", groups, from, end, got, want)
			}
		}
	}
}

// measuredExchange is scene.exchange as it was before it left enemies
// beyond both reaches unmeasured: every enemy's range measured, the
// nearest tracked on the way.
func measuredExchange(sc *scene, ships []Duellist, i int, from *manoeuvre.Motion, corkscrew bool, em, mod int) (targetChoice, float64, float64) {
	best, bestP, bestD := targetChoice{ship: -1}, 0.0, 0.0
	near, nd := -1, 0.0
	taken := 0.0
	out := aim{inverted: from.Inverted, corkscrew: corkscrew}
	for j := range ships {
		if ships[j].Side == ships[i].Side || !sc.alive[j] {
			continue
		}
		to := &sc.pred[j]
		d := to.Pos.Sub(from.Pos)
		dist := d.Len()
		if near < 0 || dist < nd {
			near, nd = j, dist
		}
		eff := dist + 6*float64(em)
		fires, fired := eff <= sc.reach[i], eff <= sc.reach[j]
		if !fires && !fired {
			continue
		}
		fwd, rev := pairArcs(d, dist, from.Facing, to.Facing)
		if fires {
			if hit := sc.volleyIn(i, out, sc.screen[j], fwd, eff, mod); hit > 0 {
				if p := hit * sc.threat[j] / sc.boxes[j]; best.ship < 0 || p > bestP {
					best, bestP, bestD = targetChoice{ship: j, hit: hit}, p, dist
				}
			}
		}
		if fired {
			taken += sc.volleyIn(j, aim{inverted: to.Inverted}, sc.screen[i], rev, eff, 0)
		}
	}
	if best.ship < 0 {
		best.ship, bestD = near, nd
	}
	return best, bestD, taken
}

// measuredPace is paceBonus as it was before it read the exchange's least
// distance: every enemy's squared distance measured.
func measuredPace(sc *scene, i int, end manoeuvre.Motion) float64 {
	if end.Velocity <= 0 {
		return 0
	}
	d2 := math.Inf(1)
	for _, j := range sc.foes(i) {
		dx, dy := end.Pos.X-sc.pred[j].Pos.X, end.Pos.Y-sc.pred[j].Pos.Y
		d2 = min(d2, dx*dx+dy*dy)
	}
	v := float64(end.Velocity)
	if v*v <= d2 {
		return 0
	}
	return -paceWeight * (v - math.Sqrt(d2))
}

// TestExchangeAsMeasured checks scene.exchange against measuring every
// enemy's range, to the last bit, from every end state of Red's reach
// table with the enemies placed at random near and far (some beyond both
// reaches, some at a reach's very edge), with Extreme Manoeuvres and a
// Corkscrew, and ships inverted or not. The measure reads its volleys from
// a scene of its own, so that the scene's remembered volleys
// (knownVolley) are held to volleys worked out afresh.
func TestExchangeAsMeasured(t *testing.T) {
	ships, _, table := sceneDuel()
	for j := range ships { // starboard weaker than port, so that a mirror tells
		ships[j].Ship.Systems = slices.Clone(ships[j].Ship.Systems)
		ships[j].Ship.Systems[2].Class = 1
	}
	ships[1].Ship.Systems[3].Kind = ft.FireControl // unscreened, the others at level 1: the volleys differ by screen
	src := rng.New(rng.Seed(522))                  // randomness through rng, as everywhere
	far := 0
	for trial := range 40 {
		for j := 1; j < len(ships); j++ {
			a := src.Float64() * 2 * math.Pi
			r := src.Float64() * 80
			if trial%4 == 3 { // at a reach from the start, where end states straddle it
				r = newScene(ships).reach[j]
			}
			ships[j].Motion.Pos = geom.Vec{X: r * math.Sin(a), Y: r * math.Cos(a)}
			ships[j].Motion.Course = geom.Heading(src.IntN(12))
			ships[j].Motion.Facing = ships[j].Motion.Course
			ships[j].Motion.Inverted = (trial+j)%3 == 1
		}
		sc, ref := newScene(ships), newScene(ships)
		for e := range table {
			end := reachedEnd(ships[0].Motion, &table[e])
			end.Inverted = e%3 == 2
			for _, em := range []int{0, 1} {
				corkscrew := e%2 == 1
				got, gd, gt := sc.exchange(ships, 0, &end, corkscrew, em, -em)
				for k := range ref.volleys {
					ref.volleys[k] = math.NaN()
				}
				want, wd, wt := measuredExchange(ref, ships, 0, &end, corkscrew, em, -em)
				if got != want || math.Float64bits(gd) != math.Float64bits(wd) || math.Float64bits(gt) != math.Float64bits(wt) {
					t.Fatalf("trial %d, entry %d, EM %d: %v %v %v, measuring every range %v %v %v", trial, e, em, got, gd, gt, want, wd, wt)
				}
				// The pace penalty reads the least distance the exchange listed.
				if got, want := paceBonus(sc, 0, &end), measuredPace(sc, 0, end); math.Float64bits(got) != math.Float64bits(want) {
					t.Fatalf("trial %d, entry %d, EM %d: pace penalty %v after the exchange, %v measured", trial, e, em, got, want)
				}
				for j := 1; j < len(ships); j++ {
					if beyond(sc.pred[j].Pos.Sub(end.Pos), max(sc.reach[0], sc.reach[j])) {
						far++
					}
				}
			}
		}
	}
	if far == 0 {
		t.Error("no enemy lay beyond both reaches: the test does not reach the unmeasured path")
	}
}

// BenchmarkExchange measures scene.exchange from every end state of a
// reach table against enemies placed at random near and far, most of
// them beyond both ships' reach as in a fleet action (the far table's
// case).
func BenchmarkExchange(b *testing.B) {
	ships, _, table := sceneDuel()
	src := rng.New(rng.Seed(23)) // randomness through rng, as everywhere
	for j := 1; j < len(ships); j++ {
		a := src.Float64() * 2 * math.Pi
		r := 20 + src.Float64()*80
		ships[j].Motion.Pos = geom.Vec{X: r * math.Sin(a), Y: r * math.Cos(a)}
	}
	sc := newScene(ships)
	ends := make([]manoeuvre.Motion, len(table))
	for e := range table {
		ends[e] = reachedEnd(ships[0].Motion, &table[e])
	}
	b.ReportAllocs()
	for b.Loop() {
		for e := range ends {
			sc.exchange(ships, 0, &ends[e], false, 0, 0)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ends)), "ns/end")
}

// TestFarthestAsEveryDist checks farthest against the greatest of every
// distance, to the last bit: points at random, points within an ulp or so
// of one distance in every direction (where only lengths tell the
// farthest), all at the point itself, none, tiny ones whose squares round
// out of order, and infinite and NaN coordinates.
func TestFarthestAsEveryDist(t *testing.T) {
	r := rng.New(rng.Seed(523)) // randomness through rng, as everywhere
	every := func(ps []geom.Vec, at geom.Vec) float64 {
		far := 0.0
		for _, p := range ps {
			far = max(far, p.Dist(at))
		}
		return far
	}
	cases := [][]geom.Vec{nil, {{}}, {{}, {}}, {{X: math.Inf(1)}, {X: 1}}, {{X: math.NaN()}, {Y: 2}}, {{X: 1e-200}, {Y: -1e-200}},
		// Squares in the subnormals, rounded so that the farther point has the
		// smaller square (2 and 3 of the least subnormal).
		{{}, {X: 2.713e-162, Y: 2.713e-162}, {X: 3.5214e-162}}}
	for trial := range 20000 {
		var ps []geom.Vec
		d := 1 + r.Float64()*20
		for range 1 + r.IntN(8) {
			if trial%2 == 1 { // a distance within an ulp or so of d
				d = math.Nextafter(d, float64(r.IntN(2))*40)
			} else {
				d = r.Float64() * 20
			}
			a := r.Float64() * 2 * math.Pi
			ps = append(ps, geom.Vec{X: 3 + d*math.Sin(a), Y: -2 + d*math.Cos(a)})
		}
		cases = append(cases, ps)
	}
	for _, ps := range cases {
		at := geom.Vec{X: 3, Y: -2}
		if len(ps) > 0 && ps[0] == (geom.Vec{}) {
			at = geom.Vec{}
		}
		got, want := farthest(ps, at), every(ps, at)
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Fatalf("points %v from %v: farthest %v, every distance says %v", ps, at, got, want)
		}
	}
}
