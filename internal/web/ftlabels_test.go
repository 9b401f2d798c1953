package web

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// drawnBox returns the box a label's text fills: its fitted length about
// its anchor, from the ascent above the baseline to the descent below.
func drawnBox(t *testing.T, l ftLabel, size float64) labelBox {
	t.Helper()
	num := func(s string) float64 {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("label %+v: %v", l, err)
		}
		return v
	}
	x, y, w := num(l.X), num(l.Y), num(l.Length)
	return labelBox{x - w/2, y - labelAscent*size, x + w/2, y + labelDescent*size}
}

// lineup returns a view of n ships of two sides standing gap MU apart
// along dir, with names of different lengths.
func lineup(n int, gap float64, dir geom.Vec) battle.View {
	names := []string{"Warspite", "Indomitable", "Resolute", "Valiant", "Mwanza", "Ark"}
	v := battle.View{Sides: []string{"Navy", "Raiders"}}
	for i := range n {
		v.Ships = append(v.Ships, battle.ShipView{Name: names[i], Side: i % 2, Status: "in battle",
			At: dir.Scale(gap * float64(i)), Facing: 12, Course: 12})
	}
	return v
}

// TestFTBoardLabelsDoNotOverlap checks the board's ship labels (ftlabels.go)
// for ships 0, 1, 2 and 4 MU apart, two to six of them in a row, a column
// and a diagonal: no two labels' boxes overlap, every label is within 8 MU
// of its ship, and one more than 3 MU off has a leader line from the ship
// to the label.
func TestFTBoardLabelsDoNotOverlap(t *testing.T) {
	dirs := map[string]geom.Vec{"row": {X: 1}, "column": {Y: 1}, "diagonal": geom.Vec{X: 1, Y: 1}.Unit()}
	for _, gap := range []float64{0, 1, 2, 4} {
		for _, dn := range []string{"row", "column", "diagonal"} {
			for n := 2; n <= 6; n++ {
				t.Run(fmt.Sprintf("%s/%g MU/%d ships", dn, gap, n), func(t *testing.T) {
					v := lineup(n, gap, dirs[dn])
					names := map[string]int{}
					for i, s := range v.Ships {
						names[s.Name] = i
					}
					b := newFTBoard(v, nil, names, manoeuvre.ManoeuvreOptions{}, false)
					if len(b.Ships) != n {
						t.Fatalf("%d ships drawn, want %d", len(b.Ships), n)
					}
					boxes := make([]labelBox, n)
					for i, m := range b.Ships {
						boxes[i] = drawnBox(t, m.Label, shipFont)
						if w := labelWidth(m.Name, shipFont); math.Abs(boxes[i].x1-boxes[i].x0-w) > 0.02 {
							t.Errorf("%s's label is fitted to %.2f MU, want its estimated %.2f", m.Name, boxes[i].x1-boxes[i].x0, w)
						}
						at := v.Ships[i].At
						ship := ftVec{at.X, -at.Y}
						near := ftVec{math.Max(boxes[i].x0, math.Min(ship.x, boxes[i].x1)), math.Max(boxes[i].y0, math.Min(ship.y, boxes[i].y1))}
						d := math.Hypot(near.x-ship.x, near.y-ship.y)
						if d > 8 {
							t.Errorf("%s's label %+v is %.1f MU from its ship, want at most 8", m.Name, m.Label, d)
						}
						if d > 3 && m.Label.Leader == nil {
							t.Errorf("%s's label is %.1f MU from its ship with no leader line", m.Name, d)
						}
						for j := range i {
							if boxes[i].overlaps(boxes[j]) {
								t.Errorf("labels of %s %+v and %s %+v overlap", m.Name, boxes[i], b.Ships[j].Name, boxes[j])
							}
						}
					}
				})
			}
		}
	}
}

// TestFTBoardLabelsDeterministic checks that the same view draws the same
// labels, and that a ship alone keeps its name just below it, with no
// leader line.
func TestFTBoardLabelsDeterministic(t *testing.T) {
	v := lineup(5, 2, geom.Vec{X: 1})
	names := map[string]int{"Warspite": 0, "Indomitable": 1, "Resolute": 2, "Valiant": 3, "Mwanza": 4}
	a := newFTBoard(v, nil, names, manoeuvre.ManoeuvreOptions{}, false)
	b := newFTBoard(v, nil, names, manoeuvre.ManoeuvreOptions{}, false)
	for i := range a.Ships {
		if !reflect.DeepEqual(a.Ships[i].Label, b.Ships[i].Label) {
			t.Errorf("%s: label %v, then %v", a.Ships[i].Name, a.Ships[i].Label, b.Ships[i].Label)
		}
	}
	one := newFTBoard(lineup(1, 0, geom.Vec{}), nil, map[string]int{"Warspite": 0}, manoeuvre.ManoeuvreOptions{}, false)
	box := drawnBox(t, one.Ships[0].Label, shipFont)
	if one.Ships[0].Label.Leader != nil || box.y0 < shipRadius || box.y0 > shipRadius+1 || math.Abs(box.x0+box.x1) > 0.02 {
		t.Errorf("a lone ship's label %+v (box %+v), want it centred just below the ship, without a leader", one.Ships[0].Label, box)
	}
}

// TestFTBoardFighterTags checks the fighter groups' labels: a group alone
// keeps its strength in its mark; two groups on one place, or a group on a
// ship, have theirs written beside the marks with their names, clear of
// each other and of the ships' labels.
func TestFTBoardFighterTags(t *testing.T) {
	v := battle.View{Sides: []string{"Navy", "Raiders"},
		Ships: []battle.ShipView{{Name: "Valiant", Side: 0, Status: "in battle", At: geom.Vec{X: 0, Y: 0}, Facing: 12}},
		Fighters: []battle.FighterView{
			{Name: "Wasp", Side: 1, Strength: 6, Status: "in space", At: geom.Vec{X: 4, Y: 0}, Facing: facing(270)},
			{Name: "Hornet", Side: 1, Strength: 4, Status: "in space", At: geom.Vec{X: 4, Y: 0}, Facing: facing(270)},
			{Name: "Gnat", Side: 0, Strength: 5, Status: "in space", At: geom.Vec{X: 0.5, Y: 0}, Facing: facing(0)},
			{Name: "Lone", Side: 0, Strength: 3, Status: "in space", At: geom.Vec{X: 30, Y: 30}, Facing: facing(0)},
		}}
	b := newFTBoard(v, nil, map[string]int{"Valiant": 0}, manoeuvre.ManoeuvreOptions{}, false)
	boxes := []labelBox{drawnBox(t, b.Ships[0].Label, shipFont)}
	for _, f := range b.Fighters {
		if f.Name == "Lone" {
			if f.TagAt != nil {
				t.Errorf("Lone, alone, is tagged %q beside its mark", f.Tag)
			}
			continue
		}
		if f.TagAt == nil || f.Tag != f.Name+" "+f.Label {
			t.Errorf("%s: tag %q at %v, want its name and strength beside its mark", f.Name, f.Tag, f.TagAt)
			continue
		}
		box := drawnBox(t, *f.TagAt, fighterFont)
		for _, o := range boxes {
			if box.overlaps(o) {
				t.Errorf("%s's tag %+v overlaps another label %+v", f.Name, box, o)
			}
		}
		boxes = append(boxes, box)
	}
}

// TestFTBoardLabelsClearOfOrdnance checks that a ship's name keeps off the
// square and letter of ordnance placed where the name would go: just
// below the ship, and just above it.
func TestFTBoardLabelsClearOfOrdnance(t *testing.T) {
	for _, y := range []float64{-3.5, 3.5} {
		v := lineup(1, 0, geom.Vec{})
		v.Ordnance = []battle.Placed{{Ship: "Raider", Kind: "salvo", At: geom.Vec{Y: y}}}
		b := newFTBoard(v, nil, map[string]int{"Warspite": 0}, manoeuvre.ManoeuvreOptions{}, false)
		if len(b.Salvos) != 1 {
			t.Fatalf("%d ordnance marks drawn, want 1", len(b.Salvos))
		}
		box := drawnBox(t, b.Ships[0].Label, shipFont)
		square := labelBox{-1, -y - 1, 1, -y + 1}
		letter := labelBox{-0.5, -y + 1.7, 0.5, -y + 3.6} // dy 3.2 at 1.6 MU
		if box.overlaps(square) || box.overlaps(letter) {
			t.Errorf("salvo at y %g: Warspite's label %+v covers the salvo's square %+v or letter %+v", y, box, square, letter)
		}
	}
}
