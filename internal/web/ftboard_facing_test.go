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
		{Name: "Wasp", Type: "standard", Side: 1, Strength: 6, CEF: 5, Status: "in space", At: geom.Vec{X: 3, Y: 4}, Facing: facing(90)}}}
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

// facing returns a group's facing as the view gives it.
func facing(degrees float64) *float64 { return &degrees }

// TestFTBoardFighterWithoutFacing checks that a group in space that the
// view gives no facing (rules version 7 and earlier, or a group scrambled
// that has not moved yet) is drawn with no facing stroke, and that its
// title names none.
func TestFTBoardFighterWithoutFacing(t *testing.T) {
	v := battle.View{Sides: []string{"Navy", "Raiders"}, You: 1, Fighters: []battle.FighterView{
		{Name: "Wasp", Type: "standard", Side: 1, Strength: 6, CEF: 5, Status: "in space", At: geom.Vec{X: 3, Y: 4}}}}
	b := newFTBoard(v, nil, nil, manoeuvre.ManoeuvreOptions{}, false)
	if len(b.Fighters) != 1 || b.Fighters[0].Tick != nil || strings.Contains(b.Fighters[0].Title, "facing") {
		t.Errorf("fighter marks %+v, want one with no facing stroke nor facing in its title", b.Fighters)
	}
	if got := degrees(nil); got != "" {
		t.Errorf("degrees(nil) = %q, want empty", got)
	}
	if got := degrees(facing(89.6)); got != "90" {
		t.Errorf("degrees(89.6) = %q, want 90", got)
	}
}
