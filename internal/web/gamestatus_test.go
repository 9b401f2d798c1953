package web

import (
	"fmt"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// duelState returns a battle of a Red heavy cruiser and destroyer against
// a Blue destroyer six hexes ahead of them, in the move phase.
func duelState(t *testing.T) *spacefleet.State {
	t.Helper()
	s := spacefleet.Setup{Width: 10, Height: 14, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Name: "Anvil", Design: spacefleet.StandardDesign(spacefleet.HeavyCruiser), At: spacefleet.Cell{Col: 4, Row: 10}},
			{Name: "Spark", Design: spacefleet.StandardDesign(spacefleet.Destroyer), At: spacefleet.Cell{Col: 5, Row: 10}}}}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Name: "Wisp", Design: spacefleet.StandardDesign(spacefleet.Destroyer), At: spacefleet.Cell{Col: 4, Row: 4}, Facing: 3}}}}},
	}}
	st, err := spacefleet.New(s, spacefleet.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// stayAll makes every ship stay until the move phase is over.
func stayAll(t *testing.T, st *spacefleet.State) {
	t.Helper()
	for st.Phase() != spacefleet.PhaseFire && !st.Over() {
		p := st.Waiting().First()
		acts := st.Actions(p, nil)
		a := acts[0]
		for _, b := range acts {
			if b.Kind == spacefleet.KindMove && b.Args[0] == 0 && b.Args[3] == 0 && geom.Dir(b.Args[2]) == st.Facing(int(b.Unit)) {
				a = b
				break
			}
			if b.Kind == spacefleet.KindDone {
				a = b
			}
		}
		if err := st.Apply(a, rng.New(1), nil); err != nil {
			t.Fatal(err)
		}
	}
}

// TestWhyNot checks the page's reasons why a selected ship cannot act:
// a ship that has moved, a ship of a class that does not fire in this
// step, and a ship of a seat the game does not wait for.
func TestWhyNot(t *testing.T) {
	st := duelState(t)
	p := st.Waiting().First()
	acting := actingShips(st, p)
	if len(acting) == 0 {
		t.Fatal("no ship may act at the start")
	}
	if got := whyNot(st, p, acting[0], true, acting, "Red"); got != "" {
		t.Errorf("a ship that may act gets the reason %q", got)
	}
	other := 1 - p
	ship := 2
	if other == 0 {
		ship = 0
	}
	if got := whyNot(st, other, ship, false, nil, "Blue"); !strings.Contains(got, "waits for Blue") {
		t.Errorf("a ship of the seat that waits reads %q", got)
	}
	// Give moves until Red, with two ships, is to move its second: the
	// first has then moved.
	for guard := 0; ; guard++ {
		if guard == 10 || st.Phase() != spacefleet.PhaseMove {
			t.Fatal("Red never came to move its second ship")
		}
		if st.Waits(0) && (st.Moved(0) || st.Moved(1)) {
			break
		}
		var move game.Action
		for _, a := range st.Actions(st.Waiting().First(), nil) {
			if a.Kind == spacefleet.KindMove {
				move = a
				break
			}
		}
		if err := st.Apply(move, rng.New(1), nil); err != nil {
			t.Fatal(err)
		}
	}
	moved := 0
	if st.Moved(1) {
		moved = 1
	}
	if got := whyNot(st, 0, moved, true, actingShips(st, 0), ""); !strings.Contains(got, "has already moved") {
		t.Errorf("a ship that moved reads %q", got)
	}
	stayAll(t, st)
	if st.Phase() != spacefleet.PhaseFire {
		t.Fatalf("phase %s, want fire", st.Phase())
	}
	// A Red ship of another class than the one firing now may not fire.
	still := 0
	if st.Class(0) == st.Step() {
		still = 1
	}
	want := fmt.Sprintf("in this step only %ss fire", st.Step())
	if got := whyNot(st, 0, still, true, nil, ""); !strings.Contains(got, want) {
		t.Errorf("a %s in the %ss' step reads %q", st.Class(still), st.Step(), got)
	}
}

// TestFireOddsExact checks the odds a fire order shows against
// spacefleet.TargetOdds for the same shot.
func TestFireOddsExact(t *testing.T) {
	st := duelState(t)
	stayAll(t, st)
	var fire *game.Action
	for _, a := range st.Actions(st.Waiting().First(), nil) {
		if a.Kind == spacefleet.KindFire && a.Args[0] >= 0 {
			fire = &a
			break
		}
	}
	if fire == nil {
		t.Fatal("no fire order in the fire phase")
	}
	tgt := int(fire.Args[0])
	shot, err := st.ShotAt(int(fire.Unit), spacefleet.Weapon(fire.Args[1]), tgt)
	if err != nil {
		t.Fatal(err)
	}
	o, err := spacefleet.TargetOdds(shot, spacefleet.Target{Shields: st.Shields(tgt), Damage: st.Damage(tgt), Capacity: st.Capacity(tgt)}, st.Options())
	if err != nil {
		t.Fatal(err)
	}
	got := fireOdds(st, *fire)
	want := fmt.Sprintf("%d+ to hit: %s = ", o.Need, o.Hit.RatString())
	if !strings.Contains(got, want) || !strings.Contains(got, fmt.Sprintf("%.2f hits expected", o.Hits.Mean())) {
		t.Errorf("the odds read %q, want %q and %.2f hits expected", got, want, o.Hits.Mean())
	}
	_, all := orders(st, st.Waiting().First(), -1)
	found := false
	for _, ord := range all {
		if ord.Kind == "fire" && ord.Odds != "" {
			found = true
		}
	}
	if !found {
		t.Error("no fire order of the page carries its odds")
	}
	// A move has no odds.
	if got := fireOdds(st, spacefleet.DoneAction(0)); got != "" {
		t.Errorf("Done has the odds %q", got)
	}
}

// TestBoardStacksAndShapes draws two Red ships in one hex and a Blue ship:
// each Red ship must be drawn with its own link and the stack count, so
// the picker can offer both, and the sides must differ in shape.
func TestBoardStacksAndShapes(t *testing.T) {
	s := spacefleet.Setup{Width: 8, Height: 10, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Name: "Anvil", Design: spacefleet.StandardDesign(spacefleet.Destroyer), At: spacefleet.Cell{Col: 3, Row: 7}},
			{Name: "Spark", Design: spacefleet.StandardDesign(spacefleet.Destroyer), At: spacefleet.Cell{Col: 3, Row: 7}}}}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Name: "Wisp", Design: spacefleet.StandardDesign(spacefleet.Destroyer), At: spacefleet.Cell{Col: 3, Row: 2}, Facing: 3}}}}},
	}}
	st, err := spacefleet.New(s, spacefleet.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	b := newBoard(st, st.ViewOf(0), 0, -1, func(i int) string { return fmt.Sprintf("/sel/%d", i) })
	if len(b.Ships) != 3 {
		t.Fatalf("%d ships drawn, want 3", len(b.Ships))
	}
	red0, red1, blue := b.Ships[0], b.Ships[1], b.Ships[2]
	if red0.Cell != "3,7" || red1.Cell != "3,7" || red0.Stack != 2 || red1.Stack != 2 {
		t.Errorf("the stacked ships read %+v and %+v", red0, red1)
	}
	if red0.Link == "" || red1.Link == "" || red0.Link == red1.Link {
		t.Errorf("the stacked ships' links are %q and %q", red0.Link, red1.Link)
	}
	if blue.Stack != 0 || blue.Link != "" {
		t.Errorf("the lone enemy ship reads %+v", blue)
	}
	if n0, n1 := len(strings.Fields(red0.Points)), len(strings.Fields(blue.Points)); n0 == n1 {
		t.Errorf("Red and Blue ships have the same shape (%d corners each)", n0)
	}
}
