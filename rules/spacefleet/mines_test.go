package spacefleet

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
)

// minefieldDuel returns a duel under the mines rule (and opts) in which
// Red's ship 0, of design red, may move first, with a field of side 1
// in its hex known to Red when known is set. Blue's ship has already
// stayed put when Blue had to move first.
func minefieldDuel(t *testing.T, red Design, o Options, known bool) (*State, game.Player) {
	t.Helper()
	o.Mines = true
	st := duel(t, red, StandardDesign(Destroyer), 4, o)
	m := mine{pos: st.ships[0].pos, side: 1, known: game.Players(1)}
	if known {
		m.known = game.Players(0, 1)
	}
	st.mines = append(st.mines, m)
	p := st.Waiting().First()
	if p != 0 {
		apply(t, st, MoveAction(p, 1, Path{Pivot: st.Facing(1)}, false))
		p = st.Waiting().First()
	}
	return st, p
}

// fieldsAt counts the fields left in ship i's hex.
func fieldsAt(st *State, i int) int {
	n := 0
	for _, m := range st.mines {
		if !m.gone && m.pos == st.ships[i].pos {
			n++
		}
	}
	return n
}

// TestSweepIsAChoice checks that sweeping is the owner's option ("Mines":
// a beam-armed ship "may sweep the field by stopping in the pattern for a
// move (it is still attacked)"): a stay-put move leaves the field, a sweep
// move attacks the ship once more and clears it, and AutoSweep (how older
// records were played) sweeps on every stay-put move.
func TestSweepIsAChoice(t *testing.T) {
	dd := StandardDesign(Destroyer)
	for _, tc := range []struct {
		name       string
		opts       Options
		sweep      bool
		dice       []int // the sweep's mine attack
		wantFields int
		wantShield int
	}{
		{"stay keeps the field", Options{}, false, nil, 1, 2},
		{"sweep clears it, no hits", Options{}, true, []int{3}, 0, 2},
		{"sweep clears it, attacked", Options{}, true, []int{5, 2}, 0, 0},
		{"auto sweep on stay", Options{AutoSweep: true}, false, []int{1}, 0, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, p := minefieldDuel(t, dd, tc.opts, true)
			a := MoveAction(p, 0, Path{Pivot: st.Facing(0)}, false)
			if tc.sweep {
				a = SweepAction(p, 0, st.Facing(0), false)
			}
			apply(t, st, a, tc.dice...)
			if n := fieldsAt(st, 0); n != tc.wantFields {
				t.Errorf("%d fields left, want %d", n, tc.wantFields)
			}
			if st.Shields(0) != tc.wantShield {
				t.Errorf("shields %d, want %d", st.Shields(0), tc.wantShield)
			}
		})
	}
}

// TestSweepLegal checks when a sweep is refused, and that Actions lists a
// sweep exactly when it is legal.
func TestSweepLegal(t *testing.T) {
	dd := StandardDesign(Destroyer)
	unarmed := Design{Class: Destroyer, Speed: 5, SRM: 1, SRMAmmo: 2, Shields: 2}
	for _, tc := range []struct {
		name   string
		design Design
		opts   Options
		known  bool
		ko     bool
		path   Path
		want   string // "" when legal
	}{
		{"legal", dd, Options{}, true, false, Path{}, ""},
		{"pivot and sweep", dd, Options{}, true, false, Path{Pivot: 2}, ""},
		{"unknown field", dd, Options{}, false, false, Path{}, "knows of no minefield"},
		{"moving", dd, Options{}, true, false, Path{Hexes: 1}, "keep to its hex"},
		{"no beams", unarmed, Options{SRM: true}, true, false, Path{}, "no beams"},
		{"weapons knocked out", dd, Options{}, true, true, Path{}, "out of action"},
		{"auto sweep", dd, Options{AutoSweep: true}, true, false, Path{}, "automatic"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, p := minefieldDuel(t, tc.design, tc.opts, tc.known)
			if tc.ko {
				st.ships[0].flags |= fWeaponsKO
			}
			if tc.path.Hexes == 0 && tc.name != "pivot and sweep" {
				tc.path.Pivot = st.Facing(0)
			}
			a := MoveAction(p, 0, tc.path, false)
			a.Args[3] |= moveSweep
			err := st.Legal(a)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.want != "" && (err == nil || !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("got %v, want an illegal action saying %q", err, tc.want)
			}
			listed := slices.ContainsFunc(st.Actions(p, nil), func(b game.Action) bool { return Sweeps(b) })
			if listed != (tc.want == "" || tc.name == "moving") {
				t.Errorf("Actions lists a sweep: %v", listed)
			}
			if st.MaySweep(0) != (tc.want == "" || tc.name == "moving") {
				t.Errorf("MaySweep = %v", st.MaySweep(0))
			}
		})
	}
}

// TestSweepText checks the text form of sweep moves both ways.
func TestSweepText(t *testing.T) {
	layer := Design{Class: Destroyer, Speed: 4, Beams: 1, Shields: 2, Mines: 2}
	st, p := minefieldDuel(t, layer, Options{}, true)
	for _, text := range []string{"move 0 stay sweep", "move 0 stay sweep mine", "move 0 pivot SE sweep", "move 0 stay mine"} {
		a, err := st.ParseAction(p, text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if got := st.FormatAction(a); got != text {
			t.Errorf("%q formats as %q", text, got)
		}
		if err := st.Legal(a); err != nil {
			t.Errorf("%s: %v", text, err)
		}
	}
	if a, err := st.ParseAction(p, "move 0 stay mine sweep"); err != nil || !Sweeps(a) || a.Args[3]&moveLay == 0 {
		t.Errorf("mine sweep in either order: %v %v", a, err)
	}
	if _, err := st.ParseAction(p, "move 0 FF sweep"); err == nil {
		t.Error("a sweep while moving parsed")
	}
}

// TestMinelayerStaysPut checks a beam-armed minelayer that lays a pattern
// and keeps to its hex ("Mines"): the new field does not attack the ship
// that laid it (mines attack ships moving into them) and is not swept at
// once; a field that was already there and is swept attacks once more and
// is cleared.
func TestMinelayerStaysPut(t *testing.T) {
	layer := Design{Class: Destroyer, Speed: 4, Beams: 1, Shields: 2, Mines: 2}
	for _, tc := range []struct {
		name      string
		old       bool  // a known field already lies in the hex
		sweep     bool  // the move sweeps
		auto      bool  // AutoSweep
		dice      []int // mine attack dice of the old field
		wantMines int   // fields left in the hex
	}{
		{"new field stays", false, false, false, nil, 1},
		{"old field kept, new field laid", true, false, false, nil, 2},
		{"old field swept, new field stays", true, true, false, []int{2}, 1},
		{"auto: old field swept, new field stays", true, false, true, []int{2}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, p := minefieldDuel(t, layer, Options{AutoSweep: tc.auto}, true)
			if !tc.old {
				st.mines = st.mines[:0]
			}
			a := MoveAction(p, 0, Path{Pivot: st.Facing(0)}, true)
			if tc.sweep {
				a = SweepAction(p, 0, st.Facing(0), true)
			}
			apply(t, st, a, tc.dice...)
			if n := fieldsAt(st, 0); n != tc.wantMines {
				t.Errorf("%d fields in the hex, want %d", n, tc.wantMines)
			}
			if st.MinesLeft(0) != 1 {
				t.Errorf("MinesLeft = %d, want 1", st.MinesLeft(0))
			}
		})
	}
}

// TestKnownMinesAt checks that a player counts only the fields he knows,
// split into his side's and the others'.
func TestKnownMinesAt(t *testing.T) {
	st, _ := minefieldDuel(t, StandardDesign(Destroyer), Options{}, false)
	h := st.ships[0].pos
	st.mines = append(st.mines, mine{pos: h, side: 0, known: game.Players(0)})
	if own, other := st.KnownMinesAt(0, h); own != 1 || other != 0 {
		t.Errorf("Red knows %d own, %d other fields, want 1 and 0", own, other)
	}
	if own, other := st.KnownMinesAt(1, h); own != 1 || other != 0 {
		t.Errorf("Blue knows %d own, %d other fields, want 1 and 0", own, other)
	}
}
