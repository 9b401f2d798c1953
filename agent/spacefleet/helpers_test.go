package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/agent"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// column returns a squadron of n ships of a design in a row from (col, row).
func column(name string, d spacefleet.Design, n, col, row int, f spacefleet.Facing) spacefleet.Squadron {
	sq := spacefleet.Squadron{Name: name}
	for k := range n {
		sq.Ships = append(sq.Ships, spacefleet.ShipSetup{Design: d, At: spacefleet.Cell{Col: col + k, Row: row}, Facing: f})
	}
	return sq
}

// skirmishSetup is a destroyer skirmish: four destroyers a side.
func skirmishSetup() spacefleet.Setup {
	dd := spacefleet.StandardDesign(spacefleet.Destroyer)
	return spacefleet.Setup{
		Name: "destroyer skirmish", Width: 24, Height: 24, Turns: 15,
		Sides: []spacefleet.Side{
			{Name: "Red", Squadrons: []spacefleet.Squadron{column("R1", dd, 4, 10, 20, 0)}},
			{Name: "Blue", Squadrons: []spacefleet.Squadron{column("B1", dd, 4, 10, 3, 3)}},
		},
	}
}

// fleetSetup is a fleet action of five squadrons a side, 16 ships.
func fleetSetup() spacefleet.Setup {
	std := spacefleet.StandardDesign
	side := func(name string, row int, f spacefleet.Facing) spacefleet.Side {
		// The dreadnought leads the battle line: a squadron has 2 to 6 ships.
		battle := column(name+" battle", std(spacefleet.Battleship), 2, 14, row, f)
		battle.Ships = append(battle.Ships, column("", std(spacefleet.Dreadnought), 1, 16, row+map[bool]int{true: 2, false: -2}[row > 10], f).Ships...)
		return spacefleet.Side{Name: name, Squadrons: []spacefleet.Squadron{
			battle,
			column(name+" heavy", std(spacefleet.HeavyCruiser), 3, 8, row, f),
			column(name+" heavy 2", std(spacefleet.HeavyCruiser), 3, 18, row, f),
			column(name+" light", std(spacefleet.LightCruiser), 3, 4, row, f),
			column(name+" screen", std(spacefleet.Destroyer), 4, 22, row, f),
		}}
	}
	return spacefleet.Setup{
		Name: "fleet action", Width: 32, Height: 30, Turns: 20,
		Sides: []spacefleet.Side{side("Red", 25, 0), side("Blue", 4, 3)},
	}
}

// newState returns the starting state of a setup.
func newState(t testing.TB, s spacefleet.Setup, o spacefleet.Options, seed rng.Seed) *spacefleet.State {
	t.Helper()
	st, err := spacefleet.New(s, o, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// battle plays one battle between two agents from a fresh copy of start.
func battle(t testing.TB, start *spacefleet.State, a, b agent.Agent, seed rng.Seed) game.Outcome {
	t.Helper()
	st := start.Copy()
	if _, err := agent.Play(st, []agent.Agent{a, b}, seed, nil); err != nil {
		t.Fatal(err)
	}
	return st.Outcome()
}
