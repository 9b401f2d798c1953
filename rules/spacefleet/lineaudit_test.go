package spacefleet_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/scenario"
)

// touchesOracle reports whether the straight line between the centres of a
// and b passes through the drawn outline of cell h, or inside it, found by
// sampling the line on the plane densely enough to land in every clipped
// corner and on every corner it crosses (12n²+12 steps for n hexes), and
// testing each sample against h's six sides with a small tolerance. It
// shares nothing with the engine's exact test.
func touchesOracle(a, b, h geom.Hex) bool {
	n := a.Distance(b)
	if h.Distance(a) > n+1 || h.Distance(b) > n+1 {
		return false
	}
	steps := 12*n*n + 12
	pa, pb := a.Center(1), b.Center(1)
	corners := h.Corners(1)
	for i := 0; i <= steps; i++ {
		p := pa.Add(pb.Sub(pa).Scale(float64(i) / float64(steps)))
		inside := true
		for k := range corners {
			e := corners[(k+1)%6].Sub(corners[k])
			if e.Cross(p.Sub(corners[k])) > 1e-9 {
				inside = false
				break
			}
		}
		if inside {
			return true
		}
	}
	return false
}

// lineAudit counts the fire declarations and directed-energy strikes of
// battles played with random legal actions that break the text's terrain
// rules as the rulings doc reads them: a line of fire passing anywhere
// through an asteroid's or planet's hex (other than the firer's and
// target's own) must be refused, and one touching a debris hex (theirs
// included) must carry the −1 for debris.
type lineAudit struct {
	fires, broken int
}

// check examines action a before it is played on st.
func (au *lineAudit) check(t *testing.T, st *spacefleet.State, a game.Action) {
	var from, to geom.Hex
	switch a.Kind {
	case spacefleet.KindFire:
		from = st.Pos(int(a.Unit))
		if tg := int(a.Args[0]); tg >= 0 {
			to = st.Pos(tg)
		} else {
			to = st.Salvo(-1 - tg).Pos
		}
	case spacefleet.KindStrike:
		from = st.Salvo(int(a.Unit)).Pos
		to = spacefleet.Cell{Col: int(a.Args[0]), Row: int(a.Args[1])}.Hex()
	default:
		return
	}
	au.fires++
	blocked, debris := false, false
	for _, h := range geom.WithinRange(from, from.Distance(to)+1) {
		if !touchesOracle(from, to, h) {
			continue
		}
		if h != from && h != to && isRock(st, h) {
			blocked = true
		}
		debris = debris || st.IsDebris(h)
	}
	bad := blocked
	if a.Kind == spacefleet.KindFire {
		shot, err := st.ShotAt(int(a.Unit), spacefleet.Weapon(a.Args[1]), int(a.Args[0]))
		if err != nil {
			t.Fatalf("a listed fire action is refused: %v", err)
		}
		bad = bad || shot.Debris != debris
	}
	if bad {
		au.broken++
		if testing.Verbose() && au.broken <= 3 {
			t.Logf("%s from %v to %v: blocked %v, debris %v", st.FormatAction(a), from, to, blocked, debris)
		}
	}
}

func isRock(st *spacefleet.State, h geom.Hex) bool {
	for _, r := range st.Rocks() {
		if r == h {
			return true
		}
	}
	return false
}

// auditBattles plays n battles of every example, under its own options and
// with limited sensors, missiles and plasma added, under rules version, and
// returns the audit.
func auditBattles(t *testing.T, version string, n int) lineAudit {
	files, err := filepath.Glob("../../examples/spacefleet/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("examples: %v %v", files, err)
	}
	var au lineAudit
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc, err := scenario.DecodeSpaceFleet(f, data)
		if err != nil {
			t.Fatal(err)
		}
		heavy := sc.Options
		heavy.Sensors, heavy.SRM, heavy.LRM, heavy.Plasma = true, true, true, true
		setup, err := json.Marshal(sc.Setup)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range []spacefleet.Options{sc.Options, heavy} {
			opts, err := json.Marshal(o)
			if err != nil {
				t.Fatal(err)
			}
			for seed := range rng.Seed(n) {
				gs, err := spacefleet.Rules{}.NewAt(version, opts, setup, seed)
				if err != nil {
					t.Fatalf("%s: %v", f, err)
				}
				st := gs.(*spacefleet.State)
				pick := rng.New(seed.Derive("pick", 0))
				dice := rng.New(0)
				var buf []game.Action
				for k := 0; !st.Over(); k++ {
					buf = st.Actions(st.Waiting().First(), buf[:0])
					a := buf[pick.IntN(len(buf))]
					au.check(t, st, a)
					dice.Reset(seed.Derive("action", uint64(k)))
					if err := st.Apply(a, dice, nil); err != nil {
						t.Fatalf("%s seed %d: %v", f, seed, err)
					}
				}
			}
		}
	}
	return au
}

// TestLinesOfFireAudit plays seeded battles of the examples and checks that
// no fire declaration or directed-energy strike breaks the terrain rules,
// against an oracle that samples the line on the plane. Under rules
// version 2, which traced a single line of hexes, some do: the audit finds
// them, so the test can fail.
func TestLinesOfFireAudit(t *testing.T) {
	n := 10
	if testing.Short() {
		n = 3
	}
	au := auditBattles(t, spacefleet.RulesVersion, n)
	t.Logf("version %s: %d of %d fire events break the terrain rules", spacefleet.RulesVersion, au.broken, au.fires)
	if au.broken != 0 {
		t.Errorf("%d of %d fire events break the terrain rules", au.broken, au.fires)
	}
	if au.fires == 0 {
		t.Error("no fire events: the audit checks nothing")
	}
	old := auditBattles(t, "2", n)
	t.Logf("version 2: %d of %d fire events break the terrain rules", old.broken, old.fires)
	if old.broken == 0 {
		t.Error("version 2 breaks no rule in these battles: the audit cannot tell")
	}
}
