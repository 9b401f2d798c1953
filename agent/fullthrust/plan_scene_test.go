package fullthrust

import (
	"math"
	"slices"
	"testing"

	"github.com/broadside/broadside/agent"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// sceneDuel returns the test duel with a third ship, a second enemy of
// Red, so that the scene's exchange chooses among targets, and Red's
// reach table.
func sceneDuel() ([]Duellist, manoeuvre.ManoeuvreOptions, []manoeuvre.Reached) {
	d := testDuel()
	ships := append([]Duellist(nil), d.Ships...)
	ships = append(ships, duellist("Green", 1, geom.Vec{X: -15, Y: 10}, 3, 8))
	pl := NewPlanner()
	table := pl.reach(ships[0].Ship, ships[0].Motion, manoeuvre.ReachModes{ET: true, HardAbout: true}, d.Options)
	return ships, d.Options, table
}

// TestExchangeDistance checks that the distance the scene's exchange
// returns with its target is, to the last bit, the distance from the end
// state to where the scene predicts the target, which position once
// measured again.
func TestExchangeDistance(t *testing.T) {
	ships, _, table := sceneDuel()
	sc := newScene(ships)
	targets := map[int]bool{}
	for e := range table {
		end := reachedEnd(ships[0].Motion, &table[e])
		for _, corkscrew := range []bool{false, true} {
			tc, dist, _ := sc.exchange(ships, 0, &end, corkscrew, 0, 0)
			if tc.ship < 0 {
				t.Fatalf("entry %d: no target", e)
			}
			targets[tc.ship] = true
			want := end.Pos.Dist(sc.pred[tc.ship].Pos)
			if math.Float64bits(dist) != math.Float64bits(want) {
				t.Fatalf("entry %d: distance %v to ship %d, want %v", e, dist, tc.ship, want)
			}
		}
	}
	if len(targets) < 2 {
		t.Errorf("exchange chose only ships %v; the test wants both enemies chosen somewhere", targets)
	}
}

// TestPositionAllocs checks that weighing an end state during a planning
// call allocates nothing: the planner weighs hundreds a ship and turn.
func TestPositionAllocs(t *testing.T) {
	ships, _, table := sceneDuel()
	pl := NewPlanner()
	pl.sc = newScene(ships)
	ends := make([]manoeuvre.Motion, len(table))
	for e := range table {
		ends[e] = reachedEnd(ships[0].Motion, &table[e])
	}
	n := testing.AllocsPerRun(20, func() {
		for e := range table {
			pl.position(ships, 0, table[e].Order, ends[e])
		}
	})
	if n != 0 {
		t.Errorf("position allocates %v times a table", n)
	}
}

// BenchmarkPosition measures weighing every end state of a reach table
// against two enemies (position, the planner's inner loop).
func BenchmarkPosition(b *testing.B) {
	ships, _, table := sceneDuel()
	pl := NewPlanner()
	pl.sc = newScene(ships)
	ends := make([]manoeuvre.Motion, len(table))
	for e := range table {
		ends[e] = reachedEnd(ships[0].Motion, &table[e])
	}
	b.ReportAllocs()
	for b.Loop() {
		for e := range table {
			pl.position(ships, 0, table[e].Order, ends[e])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(table)), "ns/end")
}

// TestSceneVolleyAsExpectedVolley checks the scene's volley, which works
// out its range band once and skips the beams when none of their arcs
// bears, against expectedVolley, beam by beam through manoeuvre.Shot, to
// the last bit: shots from every ship of the scene at random ranges and
// bearings, upright and inverted, with and without a Corkscrew, blocked
// arcs and screens (level 3 too, which the scene does not remember),
// many shots alike, so that most are read from what the scene remembers.
func TestSceneVolleyAsExpectedVolley(t *testing.T) {
	ships, _, _ := sceneDuel()
	sc := newScene(ships)
	src := rng.New(rng.Seed(13))
	hits := 0
	for n := range 20000 {
		j := n % len(ships)
		from := ships[j].Motion
		from.Course = geom.Clock(1 + src.IntN(12))
		from.Facing, from.Inverted = from.Course, src.IntN(2) == 0
		to := manoeuvre.Motion{Pos: from.Pos.Add(geom.Vec{X: src.Float64()*80 - 40, Y: src.Float64()*80 - 40})}
		sh := manoeuvre.Shot{From: from, To: to, Corkscrew: src.IntN(4) == 0, EM: src.IntN(3) / 2, Screen: src.IntN(4)}
		if src.IntN(4) == 0 {
			sh.Blocked = geom.ArcSet(src.IntN(64))
		}
		mod := 0
		if sh.Corkscrew {
			mod = -1
		}
		got, want := sc.volley(j, sh, mod), expectedVolley(ships[j].Ship, sh, mod)
		if math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("shot %d from %s: volley %v, want %v", n, ships[j].Ship.Name, got, want)
		}
		if want > 0 {
			hits++
		}
	}
	if hits < 2000 {
		t.Errorf("only %d shots dealt damage: the test wants more", hits)
	}
}

// TestBeamVolleyRemembered checks every volley the scene remembers
// (beamVolley) against the ship's beams summed afresh, to the last bit,
// twice over (the second time read from memory): ships of different beams,
// so that a value filed under another ship or band shows; every arc set,
// screen level 0 to 3, modifier -2 to 0, and range bands from -1 to past
// each ship's longest (a ship whose projectiles outrange its beams asks
// for those); then the scene made again in the same storage for the
// ships with a battery knocked out and a beam class changed, where
// nothing remembered before may be read; for the same ships again, where
// the volleys remembered are kept; for a beam's arcs changed alone; and
// for the first ships again.
func TestBeamVolleyRemembered(t *testing.T) {
	ships, _, _ := sceneDuel()
	ships[1].Ship.Systems = []ft.System{{Kind: ft.Beam, Class: 1, Arcs: geom.Arcs(geom.F)},
		{Kind: ft.Beam, Class: 4, Arcs: geom.Arcs(geom.A, geom.AS)}, {Kind: ft.Beam, Class: 2, Arcs: geom.Arcs(geom.F, geom.FS)}}
	damaged := append([]Duellist(nil), ships...)
	for j := range damaged {
		damaged[j].Ship.Systems = append([]ft.System(nil), ships[j].Ship.Systems...)
	}
	damaged[0].Ship.Systems[0].Destroyed = true
	damaged[1].Ship.Systems[1].Class = 3
	damaged[2].Ship.Systems[1].Destroyed = true
	turned := append([]Duellist(nil), ships...) // a beam's arcs alone changed: the same dice by band
	turned[1].Ship.Systems = append([]ft.System(nil), ships[1].Ship.Systems...)
	turned[1].Ship.Systems[1].Arcs = geom.Arcs(geom.F, geom.FP)
	sc := &scene{}
	for k, fleet := range [][]Duellist{ships, ships, damaged, turned, ships} {
		newSceneIn(sc, fleet)
		if kept := slices.ContainsFunc(sc.volleys, func(v float64) bool { return !math.IsNaN(v) }); kept != (k == 1) {
			t.Fatalf("scene %d made again: volleys kept %v, want %v (only for the same ships)", k, kept, k == 1)
		}
		for pass := range 2 {
			for j, s := range fleet {
				for band := -1; band <= 5; band++ {
					for q := range geom.ArcSet(64) {
						for screen := range 4 {
							for mod := -2; mod <= 0; mod++ {
								want, per := 0.0, manoeuvre.ExpectedBeam(mod, screen)
								for _, sys := range s.Ship.Systems {
									if sys.Kind == ft.Beam && !sys.Destroyed && q&sys.FireArcs() != 0 && manoeuvre.BandDice(sys.Class, band) > 0 {
										want += float64(manoeuvre.BandDice(sys.Class, band)) * per
									}
								}
								if got := sc.beamVolley(j, q, screen, band, mod); math.Float64bits(got) != math.Float64bits(want) {
									t.Fatalf("pass %d, ship %s, band %d, arcs %v, screen %d, modifier %d: %v, the beams say %v",
										pass, s.Ship.Name, band, q, screen, mod, got, want)
								}
							}
						}
					}
				}
			}
		}
	}
}

// TestSceneThreatAsThreatAt checks the scene's threat of every ship
// (threatOf, from its beams by range band) against threatAt over every
// system, to the last bit, at the movement phases of battle examples
// between tactical players, damaged ships and all.
func TestSceneThreatAsThreatAt(t *testing.T) {
	checked := 0
	for _, name := range []string{"battle-fleet-action", "battle-cruiser-action", "battle-carrier-gunline"} {
		setup := recordSetup(t, name)
		for seed := rng.Seed(1); seed <= 3; seed++ {
			st, err := battle.Rules{}.New(nil, setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			players := BattlePlayers([]string{"tactical", "tactical"}, seed)
			for p := range players {
				players[p] = threatChecker{players[p].(*BattlePlayer), t, &checked}
			}
			if _, err := agent.Play(st, players, seed, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 500 {
		t.Errorf("only %d threats checked", checked)
	}
}

// threatChecker is a battle player that checks its scene's threats at
// every movement phase (TestSceneThreatAsThreatAt).
type threatChecker struct {
	*BattlePlayer
	t       *testing.T
	checked *int
}

func (c threatChecker) Write(gs game.State, p game.Player) (game.Orders, error) {
	if st := gs.(*battle.State); st.Phase() == battle.OrdersPhase {
		ships, _ := visible(st, p, c.Doctrine)
		sc := newScene(ships)
		for j := range ships {
			if !inBattle(ships[j]) {
				continue
			}
			if got, want := sc.threat[j], 1+threatAt(ships, j, sc.screen); math.Float64bits(got) != math.Float64bits(want) {
				c.t.Fatalf("turn %d, %s: the scene's threat %v, threatAt's %v", st.Turn(), ships[j].Ship.Name, got, want)
			}
			*c.checked++
		}
	}
	return c.BattlePlayer.Write(gs, p)
}
