package spacefleet_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// Actions are small values; FormatAction writes their text form.
func ExampleMoveAction() {
	st := battle()
	p, _ := spacefleet.ParsePath("FFRF", geom.North)
	fmt.Println(st.FormatAction(spacefleet.MoveAction(0, 2, p, true)))
	// Output:
	// move 2 FFRF mine
}

func ExampleFireAction() {
	st := close()
	a := spacefleet.FireAction(0, 0, 1, spacefleet.Beam, 1)
	fmt.Println(st.FormatAction(a), st.Legal(a))
	// Output:
	// fire 0 at 1 beam 1 <nil>
}

func ExampleLaunchAction() {
	st := battle()
	a := spacefleet.LaunchAction(0, 1, geom.North)
	fmt.Println(st.FormatAction(a), st.Legal(a))
	// Output:
	// launch 1 N <nil>
}

func ExampleSteerAction() {
	p, _ := spacefleet.ParsePath("FFFLFF", geom.North)
	fmt.Println(battle().FormatAction(spacefleet.SteerAction(0, 0, p)))
	// Output:
	// steer 0 FFFLFF
}

func ExampleStrikeAction() {
	fmt.Println(battle().FormatAction(spacefleet.StrikeAction(0, 2, spacefleet.Cell{Col: 5, Row: 4})))
	// Output:
	// strike 2 at 5,4
}

func ExampleDummyAction() {
	fmt.Println(battle().FormatAction(spacefleet.DummyAction(1, 0, spacefleet.Cell{Col: 10, Row: 6})))
	// Output:
	// dummy 0 to 10,6
}

// Done ends a player's part of a phase; it is refused while a ship must
// still be given a move.
func ExampleDoneAction() {
	st := battle()
	fmt.Println(st.FormatAction(spacefleet.DoneAction(0)), st.Legal(spacefleet.DoneAction(0)))
	_ = st.Apply(spacefleet.DoneAction(0), rng.New(1), nil)
	fmt.Println(st.Phase(), st.Legal(spacefleet.DoneAction(st.Waiting().First())))
	// Output:
	// done <nil>
	// move game: every ship must be given a move (use stay to stay put)
}

// Blue chooses that its dummy shows as four ship counters; Red, 16 hexes
// off, then sees four counters where the dummy is.
func ExampleShowAction() {
	st := battle()
	for st.Phase() != spacefleet.PhaseDummies {
		p := st.Waiting().First()
		a := spacefleet.DoneAction(p)
		if st.Phase() == spacefleet.PhaseMove {
			for i := range st.NumShips() {
				if st.MayMove(i) {
					a, _ = st.ParseAction(p, fmt.Sprintf("move %d stay", i))
					break
				}
			}
		}
		if err := st.Apply(a, rng.New(1), nil); err != nil {
			fmt.Println(err)
			return
		}
	}
	a := spacefleet.ShowAction(1, 0, 4)
	fmt.Println(st.FormatAction(a), st.Legal(a))
	_ = st.Apply(a, rng.New(1), func(e game.Event) { fmt.Println(e.Text, e.Only) })
	n := 0
	for _, c := range st.ViewOf(0).Counters {
		if c.At == (spacefleet.Cell{Col: 11, Row: 2}) {
			n++
		}
	}
	fmt.Println(n, st.DummyShips(0))
	// Output:
	// show 0 as 4 <nil>
	// dummy counter 0 will show as 4 ship counters {player 2}
	// 4 4
}

// Legal refuses with a reason that wraps game.ErrIllegal or
// game.ErrNotYourTurn.
func ExampleState_Legal() {
	st := close()
	err := st.Legal(spacefleet.FireAction(0, 0, 1, spacefleet.Missile, 1))
	fmt.Println(err, errors.Is(err, game.ErrIllegal))
	err = st.Legal(spacefleet.DoneAction(1))
	fmt.Println(errors.Is(err, game.ErrNotYourTurn))
	// Output:
	// game: Red DD-1 (#0) has no missile shots left to fire true
	// true
}

// Apply carries out an action with dice from src and reports what
// happened: the destroyer declares its one shot, which completes its
// class's declarations, so the shot is resolved at once with a 5.
func ExampleState_Apply() {
	st := close()
	src := rng.NewScript([]int{5})
	err := st.Apply(spacefleet.FireAction(0, 0, 1, spacefleet.Beam, 1), src, func(e game.Event) { fmt.Println(e.Kind, e.Text, e.Dice) })
	fmt.Println(err, src.Err(), st.Shields(1), st.Step(), st.Waiting())
	// Output:
	// declare Red DD-1 (#0) will fire 1 beam at Blue LC-1 (#1) []
	// fire Red DD-1 (#0) fires 1 beam at Blue LC-1 (#1) (range 3, needs 4): 5, 1 hit [5]
	// shield Blue LC-1 (#1) loses a shield (3 left) []
	// <nil> <nil> 3 light cruiser {player 2}
}

func ExampleState_FormatAction() {
	st := close()
	fmt.Println(st.FormatAction(spacefleet.FireAction(0, 0, -1, spacefleet.Beam, 1)))
	fmt.Println(st.FormatAction(game.Action{Kind: 99}))
	// Output:
	// fire 0 at salvo 0 beam 1
	// unknown(99)
}

// The destroyer's choices in its fire step: its shot at the light cruiser,
// or nothing.
func ExampleState_Actions() {
	st := close()
	for _, a := range st.Actions(0, nil) {
		fmt.Println(st.FormatAction(a))
	}
	fmt.Println(len(st.Actions(1, nil)))
	// Output:
	// fire 0 at 1 beam 1
	// done
	// 0
}

func ExampleState_ParseAction() {
	st := battle()
	for _, text := range []string{"move 2 FFRF mine", "fire 0 at 3 beam 1", "fire 0 at salvo 2 beam 1", "launch 1 NE", "steer 0 FFLF", "strike 0 at 4,5", "dummy 0 to 10,3", "show 0 as 3", "done", "jump 3"} {
		a, err := st.ParseAction(0, text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(a.Kind, st.FormatAction(a))
	}
	// Output:
	// 1 move 2 FFRF mine
	// 2 fire 0 at 3 beam 1
	// 2 fire 0 at salvo 2 beam 1
	// 3 launch 1 NE
	// 4 steer 0 FFLF
	// 5 strike 0 at 4,5
	// 6 dummy 0 to 10,3
	// 8 show 0 as 3
	// 7 done
	// spacefleet: action "jump 3": unknown action "jump" (want move, fire, launch, steer, strike, dummy, show or done)
}

func ExampleRules_Name() {
	fmt.Println(spacefleet.Rules{}.Name(), spacefleet.Rules{}.Version() == spacefleet.RulesVersion)
	// Output:
	// spacefleet true
}

func ExampleRules_Version() {
	fmt.Println(spacefleet.Rules{}.Version())
	// Output:
	// 3
}

// The kernel builds battles from the JSON of the options and the setup.
func ExampleRules_New() {
	setup, _ := json.Marshal(battle().Setup())
	st, err := spacefleet.Rules{}.New(json.RawMessage(`{"sensors": true, "lrm": true, "mines": true}`), setup, 3)
	fmt.Println(err, st.Players(), st.Waiting())
	_, err = spacefleet.Rules{}.New(json.RawMessage(`{"ew": true}`), setup, 3)
	fmt.Println(err)
	// Output:
	// <nil> 2 {player 1}
	// spacefleet: the ew rule needs the sensors rule
}

// A score of 7 is possible only when a natural 6 always hits.
func ExamplePossible() {
	fmt.Println(spacefleet.Possible(6, spacefleet.Options{}), spacefleet.Possible(7, spacefleet.Options{}), spacefleet.Possible(7, spacefleet.Options{NaturalSix: true}))
	// Output:
	// true false true
}
