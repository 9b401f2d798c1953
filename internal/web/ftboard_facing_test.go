package web

import (
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestFTBoardFighterFacing checks that a fighter group's mark on the board
// names its facing (battle reading W121), which the view carries.
func TestFTBoardFighterFacing(t *testing.T) {
	v := battle.View{Sides: []string{"Navy", "Raiders"}, Fighters: []battle.FighterView{
		{Name: "Wasp", Type: "standard", Side: 1, Strength: 6, CEF: 5, Status: "in space", At: geom.Vec{X: 3, Y: 4}, Facing: 90}}}
	b := newFTBoard(v, nil, nil, manoeuvre.ManoeuvreOptions{}, false)
	if len(b.Fighters) != 1 || !strings.Contains(b.Fighters[0].Title, "facing 90°") {
		t.Errorf("fighter marks %+v, want one titled with its facing", b.Fighters)
	}
	// Facing 90 degrees is 3 o'clock: the stroke runs from the mark's edge
	// along +x, the drawing's y (down the table) staying at -4.
	if want := []ftPoint{{X: "4.2", Y: "-4"}, {X: "5.2", Y: "-4"}}; len(b.Fighters) == 1 && !slices.Equal(b.Fighters[0].Tick, want) {
		t.Errorf("facing stroke %v, want %v", b.Fighters[0].Tick, want)
	}
}
