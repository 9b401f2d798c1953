package spacefleet

import (
	"errors"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"pgregory.net/rapid"
)

// TestCheckPath checks the turning rules of "Movement" (RULINGS D2#9).
func TestCheckPath(t *testing.T) {
	for _, tc := range []struct {
		path  string
		speed int
		dn    bool
		ok    bool
	}{
		{"F", 1, false, true},
		{"FR", 1, false, false}, // full move: no turn after the last hex
		{"FR", 1, true, true},   // a dreadnought may turn after its last hex
		{"FR", 2, false, true},  // a partial move may turn after its last hex
		{"FRFLF", 3, false, true},
		{"FFFF", 3, false, false}, // beyond its speed
		{"FRFRFRFRF", 5, false, true},
		{"FRFRFRFRFR", 5, false, false},
		{"FRFRFRFRFR", 6, false, true},
		{"pivot SW", 0, false, true},
		{"pivot S", 5, false, true},
	} {
		t.Run(tc.path, func(t *testing.T) {
			p, err := ParsePath(tc.path, geom.North)
			if err != nil {
				t.Fatal(err)
			}
			if err := CheckPath(p, tc.speed, tc.dn); (err == nil) != tc.ok {
				t.Errorf("CheckPath(%s, speed %d, dn %v) = %v, want ok %v", tc.path, tc.speed, tc.dn, err, tc.ok)
			}
		})
	}
}

func TestParsePath(t *testing.T) {
	for _, bad := range []string{"", "R", "FRR", "FX", "pivot Q", "FFFFFFF"} {
		if _, err := ParsePath(bad, geom.North); err == nil {
			t.Errorf("ParsePath(%q) succeeded", bad)
		}
	}
	p, err := ParsePath("stay", geom.SouthEast)
	if err != nil || p != (Path{Pivot: geom.SouthEast}) {
		t.Errorf("ParsePath(stay) = %v, %v", p, err)
	}
}

// genPath draws a path that obeys the turning rules for some speed.
func genPath(t *rapid.T) (Path, int, bool) {
	speed := rapid.IntRange(0, MaxPath).Draw(t, "speed")
	dn := rapid.Bool().Draw(t, "dn")
	all := Paths(speed, dn)
	return all[rapid.IntRange(0, len(all)-1).Draw(t, "path")], speed, dn
}

// TestPathProperties checks movement legality as properties: every listed
// path is legal, prints and parses back, moves its unit exactly its length
// in steps between neighbouring hexes starting straight ahead, and ends
// within its length of the start; every legal path is listed.
func TestPathProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p, speed, dn := genPath(t)
		if err := CheckPath(p, speed, dn); err != nil {
			t.Fatalf("listed path %s fails CheckPath(speed %d): %v", p, speed, err)
		}
		back, err := ParsePath(p.String(), geom.North)
		if err != nil || back != p {
			t.Fatalf("ParsePath(%q) = %v, %v", p, back, err)
		}
		from := geom.Hex{Q: rapid.IntRange(-5, 5).Draw(t, "q"), R: rapid.IntRange(-5, 5).Draw(t, "r")}
		facing := geom.Dir(rapid.IntRange(0, 5).Draw(t, "facing"))
		prev, steps := from, 0
		end, _ := p.Walk(from, facing, func(h geom.Hex, f geom.Dir) bool {
			if h.Distance(prev) != 1 {
				t.Fatalf("step from %s to %s is not to a neighbour", prev, h)
			}
			if steps == 0 && h != from.Neighbor(facing) {
				t.Fatalf("first hex %s is not straight ahead of %s facing %s", h, from, facing)
			}
			prev = h
			steps++
			return true
		})
		if steps != p.Hexes || from.Distance(end) > p.Hexes {
			t.Fatalf("path %s: %d steps, ends %d away", p, steps, from.Distance(end))
		}
	})
}

// TestRandomPathsAreListed checks, the other way round, that any path that
// passes CheckPath is among those Paths lists.
func TestRandomPathsAreListed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		speed := rapid.IntRange(0, MaxPath).Draw(t, "speed")
		dn := rapid.Bool().Draw(t, "dn")
		p := Path{Hexes: rapid.IntRange(0, MaxPath).Draw(t, "hexes")}
		for k := range p.Hexes {
			p = p.WithTurn(k, rapid.IntRange(-1, 1).Draw(t, "turn"))
		}
		if p.Hexes == 0 {
			p.Pivot = geom.Dir(rapid.IntRange(0, 5).Draw(t, "pivot"))
		}
		if CheckPath(p, speed, dn) != nil {
			return
		}
		for _, q := range Paths(speed, dn) {
			if q == p {
				return
			}
		}
		t.Fatalf("legal path %s (speed %d, dn %v) is not listed", p, speed, dn)
	})
}

// TestReachable checks that the reach table lists every end of every path
// once, with paths that really end there.
func TestReachable(t *testing.T) {
	for sp := 0; sp <= MaxPath; sp++ {
		for _, dn := range []bool{false, true} {
			n := 0
			for _, r := range Reachable(sp, dn) {
				for _, p := range r.Paths {
					n++
					for f := range geom.Dir(6) {
						end, facing := Rotated(p, f).End(geom.Hex{}, f)
						if end != r.By[f] || facing != f.Turn(r.Turn) {
							t.Fatalf("speed %d: path %s facing %s ends at %s %s, table says %s %s", sp, p, f, end, facing, r.By[f], f.Turn(r.Turn))
						}
					}
				}
			}
			if n != len(Paths(sp, dn)) {
				t.Errorf("speed %d: reach table holds %d paths, want %d", sp, n, len(Paths(sp, dn)))
			}
		}
	}
}

// TestMoveLegalityMachine plays random battles and, at every move,
// checks that Legal accepts exactly the moves Actions lists, among random
// paths, and refuses other players and other phases.
func TestMoveLegalityMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rng.Seed(rapid.Uint64().Draw(t, "seed"))
		st, err := New(skirmish(), Options{Initiative: Initiative(rapid.IntRange(0, 1).Draw(t, "initiative"))}, seed)
		if err != nil {
			t.Fatal(err)
		}
		dice := rng.New(seed)
		var buf []game.Action
		for n := 0; !st.Over() && n < 60; n++ {
			p := st.Waiting().First()
			buf = st.Actions(p, buf[:0])
			if st.Phase() == PhaseMove {
				listed := map[game.Action]bool{}
				for _, a := range buf {
					listed[a] = true
				}
				i := rapid.IntRange(0, st.NumShips()-1).Draw(t, "ship")
				all := Paths(MaxPath, true)
				path := all[rapid.IntRange(0, len(all)-1).Draw(t, "path")]
				a := MoveAction(p, i, path, false)
				if err := st.Legal(a); (err == nil) != listed[a] {
					t.Fatalf("Legal(%s) = %v but listed = %v", st.FormatAction(a), err, listed[a])
				}
				other := a
				other.Player = 1 - p
				if err := st.Legal(other); !errors.Is(err, game.ErrNotYourTurn) {
					t.Fatalf("Legal by the other player = %v, want ErrNotYourTurn", err)
				}
			}
			a := buf[rapid.IntRange(0, len(buf)-1).Draw(t, "action")]
			if err := st.Apply(a, dice, nil); err != nil {
				t.Fatalf("Apply(%s): %v", st.FormatAction(a), err)
			}
		}
	})
}

// FuzzParsePath checks that ParsePath never panics and that what it
// accepts prints back to an equivalent path.
func FuzzParsePath(f *testing.F) {
	for _, s := range []string{"FFRF", "stay", "pivot SE", "F R F L", "", "RR", "FFFFFFF"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePath(s, geom.North)
		if err != nil {
			return
		}
		back, err := ParsePath(p.String(), geom.North)
		if err != nil || back != p {
			t.Fatalf("ParsePath(%q) = %v; reparsed %v, %v", s, p, back, err)
		}
	})
}

// FuzzParseAction checks that ParseAction never panics and that accepted
// actions format and parse back to themselves.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"move 3 FFRF", "move 0 stay mine", "move 0 stay sweep", "move 1 pivot SE sweep mine", "move 2 stay mine sweep", "fire 2 at 5 beam 1", "fire 1 at salvo 0 plasma 2", "launch 2 NE", "steer 0 FFF", "strike 1 at 3,4", "dummy 0 to 5,6", "done", "fire x"} {
		f.Add(s)
	}
	st := mustNew(f, skirmish(), Options{}, 1)
	f.Fuzz(func(t *testing.T, s string) {
		a, err := st.ParseAction(0, s)
		if err != nil {
			return
		}
		back, err := st.ParseAction(0, st.FormatAction(a))
		if err != nil || back != a {
			t.Fatalf("ParseAction(%q) = %+v; reparsed %+v, %v", s, a, back, err)
		}
	})
}

// TestParsePathPlacesTheMistake checks that a character a path cannot hold
// is named as a character, with its column, even outside ASCII.
func TestParsePathPlacesTheMistake(t *testing.T) {
	for text, want := range map[string]string{
		"FFдF":    "column 3: unexpected 'Д'",
		"F\x00":   `column 2: unexpected '\x00'`,
		"F\u200b": `column 2: unexpected '\u200b'`,
	} {
		_, err := ParsePath(text, 0)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParsePath(%q) = %v, want %q", text, err, want)
		}
	}
}
