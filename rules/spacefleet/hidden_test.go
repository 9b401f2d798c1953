package spacefleet

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// viewJSON returns player p's view as JSON, without the players waited for
// (which tell whose move it is, not what anyone sees).
func viewJSON(t *testing.T, st *State, p game.Player) string {
	t.Helper()
	v := st.View(p).(View)
	v.Waiting = nil
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// ewStandoff returns a battle in the heavy cruisers' fire step: Red's EW
// cruiser (ship 0) 11 hexes from Blue's cruiser (ship 2), beyond the 9
// hexes at which Blue sees a squadron with EW, and a second Red cruiser
// (ship 1) that Blue sees and may fire at. Red sees Blue's cruiser.
func ewStandoff(t *testing.T, version int) *State {
	t.Helper()
	ew := Design{Class: HeavyCruiser, Speed: 3, Beams: 2, Shields: 6, EW: true}
	hc := StandardDesign(HeavyCruiser)
	s := Setup{Width: 14, Height: 30, Sides: []Side{
		{Name: "Red", Squadrons: []Squadron{
			{Name: "Shadow", Ships: []ShipSetup{{Design: ew, At: Cell{5, 20}}}},
			{Name: "Line", Ships: []ShipSetup{{Design: hc, At: Cell{8, 19}}}},
		}},
		{Name: "Blue", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: hc, At: Cell{5, 9}, Facing: 3}}}}},
	}}
	st := mustNew(t, s, Options{Sensors: true, EW: true, LoneShips: true}, 1)
	st.g.version = version
	for st.Phase() != PhaseFire {
		switch st.Phase() {
		case PhaseMove:
			stayAll(t, st)
		default:
			apply(t, st, DoneAction(st.Waiting().First()))
		}
	}
	if st.Step() != HeavyCruiser || st.Waiting() != game.Players(0, 1) {
		t.Fatalf("step %s, waiting %v; want heavy cruisers, both sides", st.Step(), st.Waiting())
	}
	if st.Detected(1, 0) == Full || st.Detected(1, 1) != Full || st.Detected(0, 2) != Full {
		t.Fatalf("detection: Blue sees ships 0 and 1 at %s and %s, Red sees ship 2 at %s", st.Detected(1, 0), st.Detected(1, 1), st.Detected(0, 2))
	}
	return st
}

// TestDeclarationRevealsNothing checks that Red's fire declaration changes
// neither Blue's view nor Blue's legal actions before the step resolves
// (firing reveals a ship at 12 hexes instead of 9 with EW, but only once
// the step's fire is resolved), that Red's own view records it, and that
// the fire, once resolved, reveals the ship for the next steps. Under rules
// version 2 the declaration revealed Red's cruiser at once.
func TestDeclarationRevealsNothing(t *testing.T) {
	for _, version := range []int{currentVersion, 2} {
		st := ewStandoff(t, version)
		blueView, redView := viewJSON(t, st, 1), viewJSON(t, st, 0)
		blueActs := st.Actions(1, nil)
		apply(t, st, FireAction(0, 0, 2, Beam, 1))
		leaked := viewJSON(t, st, 1) != blueView || !slices.Equal(st.Actions(1, nil), blueActs)
		if version == 2 {
			if !leaked {
				t.Error("version 2: the declaration did not reveal the firer: the test cannot fail")
			}
			continue
		}
		if leaked {
			t.Errorf("Red's declaration changed Blue's view or actions:\n%s\n%s", blueView, viewJSON(t, st, 1))
		}
		if viewJSON(t, st, 0) == redView {
			t.Error("Red's view does not record its declaration")
		}
		if st.Detected(1, 0) == Full {
			t.Error("Blue fully detects Red's EW cruiser before the step resolves")
		}
		// Both declare nothing more; the step resolves, the turn ends, and
		// Red's cruiser, having fired, is revealed to Blue at 11 hexes.
		apply(t, st, DoneAction(0))
		if err := st.Apply(DoneAction(1), rng.New(1), nil); err != nil {
			t.Fatal(err)
		}
		if st.Detected(1, 0) != Full {
			t.Errorf("after the step Blue sees Red's EW cruiser at %s, want full", st.Detected(1, 0))
		}
	}
}

// ambush is the setup of the sensors-ambush example on a wider map: Red's
// EW battleships Shadow and Shroud (ships 0 and 1) and two raiders, with
// three scenario dummies, far from Blue's two cruisers.
func ambush() Setup {
	ew := Design{Class: Battleship, Speed: 2, Beams: 4, Shields: 8, EW: true}
	hc := StandardDesign(HeavyCruiser)
	return Setup{Width: 60, Height: 40, Sides: []Side{
		{Name: "Red", Dummies: []Cell{{10, 10}, {12, 30}, {8, 20}}, Squadrons: []Squadron{
			{Name: "Red Ambush", Ships: []ShipSetup{{Design: ew, At: Cell{14, 20}, Facing: 1}, {Design: ew, At: Cell{14, 21}, Facing: 1}}},
			{Name: "Red Raiders", Ships: []ShipSetup{{Design: hc, At: Cell{10, 14}, Facing: 2}, {Design: hc, At: Cell{11, 14}, Facing: 2}}},
		}},
		{Name: "Blue", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: hc, At: Cell{55, 19}, Facing: 5}, {Design: hc, At: Cell{55, 21}, Facing: 5}}}}},
	}}
}

// TestEWDummiesIndistinguishable checks, over many seeds, that Blue's first
// view cannot tell the dummy counters of Red's EW suites from Red's real
// squadron counters: they are not placed on their ships' hexes, their
// numbers are drawn with every other counter's (not always the highest),
// and they carry the EW mark the real EW squadron's counter carries. Red's
// own view lists them as its dummies, where Blue sees them. Under rules
// version 2 each sat on its ship, numbered after every other counter,
// without the mark.
func TestEWDummiesIndistinguishable(t *testing.T) {
	const seeds = 40
	for _, version := range []string{RulesVersion, "2"} {
		onShip, topLabels, unmarked := 0, 0, 0
		for seed := range rng.Seed(seeds) {
			gs, err := Rules{}.NewAt(version, mustJSON(t, Options{Sensors: true, EW: true}), mustJSON(t, ambush()), seed)
			if err != nil {
				t.Fatal(err)
			}
			st := gs.(*State)
			blue, red := st.View(1).(View), st.View(0).(View)
			var labels []int
			for _, c := range blue.Counters {
				if c.Side != 0 || c.Kind != "squadron" {
					t.Fatalf("Blue sees %+v; want only Red squadron counters", c)
				}
				labels = append(labels, c.Label)
			}
			slices.Sort(labels)
			if !slices.Equal(labels, []int{1, 2, 3, 4, 5, 6, 7}) {
				t.Fatalf("version %s seed %d: counter numbers %v, want 1 to 7", version, seed, labels)
			}
			if st.g.squads[0].label == 0 || !blue.Counters[slices.IndexFunc(blue.Counters, func(c CounterView) bool { return c.Label == int(st.g.squads[0].label) })].EW {
				t.Fatal("the EW squadron's counter is not marked EW")
			}
			var top []int
			for _, d := range st.dummies {
				if d.ew < 0 {
					continue
				}
				if d.pos == st.ships[d.ew].pos {
					onShip++
				}
				top = append(top, int(d.label))
				k := slices.IndexFunc(blue.Counters, func(c CounterView) bool { return c.Label == int(d.label) })
				if k < 0 || blue.Counters[k].At != CellOf(d.pos) {
					t.Fatalf("Blue does not see EW dummy %+v", d)
				}
				if !blue.Counters[k].EW {
					unmarked++
				}
				if !slices.ContainsFunc(red.Dummies, func(v DummyView) bool { return v.Label == int(d.label) && v.At == CellOf(d.pos) && v.EW }) {
					t.Fatalf("Red's view does not list its EW dummy %+v: %+v", d, red.Dummies)
				}
				if d.pos.Distance(st.ships[d.ew].pos) > fullRange || st.IsRock(d.pos) || !st.g.board.Contains(d.pos) {
					t.Fatalf("EW dummy %+v placed out of its ship's 12 hexes", d)
				}
			}
			slices.Sort(top)
			if len(top) != 2 {
				t.Fatalf("%d EW dummies, want 2", len(top))
			}
			if slices.Equal(top, []int{6, 7}) {
				topLabels++
			}
		}
		t.Logf("version %s: %d of %d EW dummies on their ship, %d of %d seeds number them last, %d unmarked", version, onShip, 2*seeds, topLabels, seeds, unmarked)
		if version == "2" {
			if onShip != 2*seeds || topLabels != seeds || unmarked != 2*seeds {
				t.Error("version 2 does not show the leaks: the test cannot fail")
			}
			continue
		}
		// By chance: 1 in 469 for a dummy on its ship, 1 in 21 for the two
		// highest numbers.
		if onShip > 2 || topLabels > 8 || unmarked > 0 {
			t.Errorf("EW dummies stand out: %d of %d on their ship, %d of %d seeds number them last, %d unmarked", onShip, 2*seeds, topLabels, seeds, unmarked)
		}
	}
}

// TestSplitSquadronCounters checks that a squadron whose ships are far
// apart shows one squadron counter for each part, so that no ship seen
// only as its squadron goes unseen, while ships within 2 hexes of their
// counter share it; a directed-energy salvo may strike at each counter and
// hits a ship of that part. Under rules version 2 the far ship was
// invisible.
func TestSplitSquadronCounters(t *testing.T) {
	lc := StandardDesign(LightCruiser)
	de := Design{Class: HeavyCruiser, Speed: 3, Beams: 1, LRM: 2, LRMAmmo: 2, Warhead: DirectedEnergy, Shields: 6}
	s := Setup{Width: 12, Height: 80, Sides: []Side{
		{Name: "Red", Squadrons: []Squadron{{Name: "Scattered", Ships: []ShipSetup{
			{Design: lc, At: Cell{5, 5}}, {Design: lc, At: Cell{6, 6}}, {Design: lc, At: Cell{5, 35}},
		}}}},
		{Name: "Blue", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: de, At: Cell{5, 70}, Facing: 0}}}}},
	}}
	for _, version := range []string{RulesVersion, "2"} {
		gs, err := Rules{}.NewAt(version, mustJSON(t, Options{Sensors: true, LRM: true}), mustJSON(t, s), 1)
		if err != nil {
			t.Fatal(err)
		}
		st := gs.(*State)
		blue, red := st.View(1).(View), st.View(0).(View)
		if len(red.Ships) != 3 || len(red.Counters) != 1 {
			t.Errorf("version %s: Red sees %d ships and %v, want its own 3 and Blue's squadron counter", version, len(red.Ships), red.Counters)
		}
		var at []Cell
		for _, c := range blue.Counters {
			if c.Kind != "squadron" || c.Label != int(st.g.squads[0].label) {
				t.Errorf("version %s: Blue sees %+v", version, c)
			}
			at = append(at, c.At)
		}
		far := Cell{5, 35}.Hex()
		st.salvos = append(st.salvos, salvo{pos: far.Step(3, 3), side: 1, warhead: DirectedEnergy})
		sees := st.seesEnemyAt(1, far)
		if version == "2" {
			if len(at) != 1 || sees {
				t.Errorf("version 2: counters at %v, strike at the far ship %v: the test cannot fail", at, sees)
			}
			continue
		}
		if !slices.Equal(at, []Cell{{5, 5}, {5, 35}}) {
			t.Errorf("Blue sees squadron counters at %v, want 5,5 and 5,35", at)
		}
		if err := st.checkStrike(1, 0, far); err != nil {
			t.Errorf("a strike at the far counter is refused: %v", err)
		}
		if got, dummy := st.strikeTarget(far, 1, rng.NewScript(nil)); got != 2 || dummy {
			t.Errorf("a strike at the far counter attacks %d (dummy %v), want ship 2", got, dummy)
		}
		// The near counter stands for ships 0 and 1: a die picks one.
		if got, _ := st.strikeTarget(Cell{5, 5}.Hex(), 1, rng.NewScript([]int{2})); got != 1 {
			t.Errorf("a strike at the near counter attacks %d, want ship 1 on a 2", got)
		}
	}
}

// TestSquadronCounterSpeed checks that a squadron seen by the enemy only as
// its counter moves at the speed of its slowest ship: a destroyer (speed
// 5) with a battleship (speed 2) may move only 2 hexes while Blue, 40
// hexes off, sees them only as a squadron counter; Blue's view shows the
// counter moving 2 hexes. A destroyer alone in its squadron, or seen as a
// ship counter, moves at its own speed. Version 2 had no such limit.
func TestSquadronCounterSpeed(t *testing.T) {
	dd, bb := StandardDesign(Destroyer), StandardDesign(Battleship)
	setup := func(blueRow int) Setup {
		return Setup{Width: 12, Height: 60, Sides: []Side{
			{Name: "Red", Squadrons: []Squadron{{Name: "Mixed", Ships: []ShipSetup{{Design: dd, At: Cell{5, 50}}, {Design: bb, At: Cell{6, 50}}}}}},
			{Name: "Blue", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: dd, At: Cell{5, blueRow}, Facing: 3}}}}},
		}}
	}
	for _, tc := range []struct {
		version string
		blueRow int
		want    int
	}{
		{RulesVersion, 10, 2}, // 40 hexes: squadron counter
		{RulesVersion, 35, 5}, // 15 hexes: ship counters
		{"2", 10, 5},
	} {
		gs, err := Rules{}.NewAt(tc.version, mustJSON(t, Options{Sensors: true}), mustJSON(t, setup(tc.blueRow)), 1)
		if err != nil {
			t.Fatal(err)
		}
		st := gs.(*State)
		if st.Speed(0) != tc.want {
			t.Errorf("version %s, Blue at row %d: the destroyer's speed %d, want %d", tc.version, tc.blueRow, st.Speed(0), tc.want)
		}
		// Let Blue stay first if it must move first; then the destroyer.
		for st.Waiting().First() == 1 {
			apply(t, st, MoveAction(1, 2, Path{Pivot: st.Facing(2)}, false))
		}
		if !st.MayMove(0) {
			// The battleship (slowest) moves first under ship initiative.
			apply(t, st, MoveAction(0, 1, Path{Pivot: st.Facing(1)}, false))
			for st.Waiting().First() == 1 {
				apply(t, st, MoveAction(1, 2, Path{Pivot: st.Facing(2)}, false))
			}
		}
		over := st.Legal(MoveAction(0, 0, Path{Hexes: tc.want + 1}, false))
		if tc.want < 5 && over == nil {
			t.Errorf("version %s: the destroyer may move %d hexes with its squadron counter", tc.version, tc.want+1)
		}
		for _, a := range st.Actions(0, nil) {
			if a.Kind == KindMove && int(a.Unit) == 0 && int(a.Args[0]) > tc.want {
				t.Errorf("version %s: listed %s", tc.version, st.FormatAction(a))
			}
		}
		if tc.version != RulesVersion || tc.want != 2 {
			continue
		}
		before := st.View(1).(View).Counters
		if err := st.Apply(MoveAction(0, 0, Path{Hexes: 2}, false), rng.New(1), nil); err != nil {
			t.Fatal(err)
		}
		after := st.View(1).(View).Counters
		if len(before) != 1 || len(after) != 1 || before[0].At.Hex().Distance(after[0].At.Hex()) > 2 {
			t.Errorf("Blue sees the counter at %v, then %v", before, after)
		}
		if own := st.View(0).(View).Ships; len(own) != 2 || own[0].At != (Cell{5, 48}) {
			t.Errorf("Red's view of its ships: %+v", own)
		}
	}
}

// TestStrikeDeclarationHidden checks that a directed-energy strike, a
// declaration like fire, changes nothing the other side sees (view or log)
// until every strike is declared; then everyone reads where it strikes.
func TestStrikeDeclarationHidden(t *testing.T) {
	de := Design{Class: HeavyCruiser, Speed: 3, Beams: 1, LRM: 2, LRMAmmo: 2, Warhead: DirectedEnergy, Shields: 6}
	st := duel(t, de, StandardDesign(HeavyCruiser), 8, Options{LRM: true})
	// Two salvoes, so that Red is still declaring after the first strike.
	apply(t, st, LaunchAction(0, 0, 0))
	apply(t, st, LaunchAction(0, 0, 0))
	stayAll(t, st)
	apply(t, st, SteerAction(0, 0, Path{Hexes: 4}))
	apply(t, st, SteerAction(0, 1, Path{Hexes: 3}))
	if st.Phase() != PhaseStrike {
		t.Fatalf("phase %s, want strike", st.Phase())
	}
	blue := viewJSON(t, st, 1)
	events := applyLog(t, st, StrikeAction(0, 0, CellOf(st.Pos(1))))
	if viewJSON(t, st, 1) != blue {
		t.Errorf("the strike changed Blue's view before the phase ended:\n%s\n%s", blue, viewJSON(t, st, 1))
	}
	for _, e := range events {
		if e.Kind == "strike" && (e.Only == 0 || e.Only.Has(1)) {
			t.Errorf("Blue reads %q before the phase ended", e.Text)
		}
	}
	if st.Phase() != PhaseStrike {
		t.Fatalf("phase %s, want strike", st.Phase())
	}
	events = applyLog(t, st, DoneAction(0))
	if !hasEvent(events, "strike", "directed-energy salvo 0 will strike at 5,4", nil) {
		t.Errorf("no public strike line when the phase ended: %v", events)
	}
	if v := st.View(1).(View); len(v.Salvos) != 2 || !v.Salvos[0].Striking {
		t.Errorf("Blue does not see the salvo striking after the phase: %+v", v.Salvos)
	}
}
