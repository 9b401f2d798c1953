package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/agent"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// winRate plays n mirrored pairs of battles: the tactical player as side 0
// against the baseline, then as side 1, each pair with its own seed. It
// returns the tactical player's wins out of 2n.
func winRate(t testing.TB, s spacefleet.Setup, o spacefleet.Options, n int) (wins, total int) {
	start := newState(t, s, o, 1)
	for k := range n {
		seed := rng.Seed(1000).Derive("battle", uint64(k))
		for tp := range 2 {
			tac := NewTactical(seed.Derive("agent", uint64(tp)))
			base := agent.NewRandom(seed.Derive("agent", uint64(1-tp)))
			players := []agent.Agent{tac, base}
			if tp == 1 {
				players = []agent.Agent{base, tac}
			}
			out := battle(t, start, players[0], players[1], seed)
			if out.Winners == game.Players(game.Player(tp)) {
				wins++
			}
			total++
		}
	}
	return wins, total
}

func TestTacticalBeatsRandom(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup spacefleet.Setup
		n     int
	}{
		{"skirmish", skirmishSetup(), 100},
		{"fleet", fleetSetup(), 25},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wins, total := winRate(t, tc.setup, spacefleet.Options{}, tc.n)
			rate := float64(wins) / float64(total)
			t.Logf("tactical won %d of %d mirrored battles (%.1f%%)", wins, total, 100*rate)
			if rate < 0.9 {
				t.Errorf("tactical won %.1f%% of mirrored battles, want at least 90%%", 100*rate)
			}
		})
	}
}

func TestTacticalMirror(t *testing.T) {
	start := newState(t, fleetSetup(), spacefleet.Options{}, 1)
	wins := [3]int{}
	for k := range 20 {
		seed := rng.Seed(k)
		out := battle(t, start, NewTactical(seed.Derive("agent", 0)), NewTactical(seed.Derive("agent", 1)), seed)
		switch out.Winners {
		case game.Players(0):
			wins[0]++
		case game.Players(1):
			wins[1]++
		default:
			wins[2]++
		}
	}
	t.Logf("tactical vs tactical: side 0 %d, side 1 %d, draws %d", wins[0], wins[1], wins[2])
}

// TestTacticalSweeps checks that a tactical ship that keeps to its hex
// sweeps a known enemy minefield there when its shields can take the
// field's attack, and not otherwise: Red's ship, on a map one hex wide,
// enters Blue's field on turn 1, and on turn 2 every move but staying
// would leave the map.
func TestTacticalSweeps(t *testing.T) {
	for _, tc := range []struct {
		name string
		red  spacefleet.Design
		want bool
	}{
		{"heavy cruiser, 6 shields", spacefleet.StandardDesign(spacefleet.HeavyCruiser), true},
		{"destroyer, 2 shields", spacefleet.StandardDesign(spacefleet.Destroyer), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := spacefleet.Setup{Width: 1, Height: 2, Turns: 5, Sides: []spacefleet.Side{
				{Name: "Red", Squadrons: []spacefleet.Squadron{column("R", tc.red, 1, 0, 1, 0)}},
				{Name: "Blue", Squadrons: []spacefleet.Squadron{column("B", spacefleet.StandardDesign(spacefleet.Destroyer), 1, 0, 0, 3)}, Mines: []spacefleet.Cell{{Col: 0, Row: 0}}},
			}}
			st := newState(t, s, spacefleet.Options{Mines: true, NoWithdrawal: true}, 1)
			dice := rng.New(7)
			for st.Turn() < 2 || st.Phase() != spacefleet.PhaseMove || !st.Waits(0) {
				p := st.Waiting().First()
				a := spacefleet.DoneAction(p)
				if st.Phase() == spacefleet.PhaseMove {
					a = spacefleet.MoveAction(p, int(p), spacefleet.Path{Pivot: st.Facing(int(p))}, false)
					if p == 0 && st.Turn() == 1 {
						a = spacefleet.MoveAction(p, 0, spacefleet.Path{Hexes: 1}, false)
					}
				}
				if err := st.Apply(a, dice, nil); err != nil {
					t.Fatalf("%s: %v", st.FormatAction(a), err)
				}
				if st.Over() {
					t.Fatal("the battle ended")
				}
			}
			if !st.MaySweep(0) {
				t.Fatal("Red may not sweep the field it entered")
			}
			a, err := NewTactical(3).Choose(st, 0)
			if err != nil {
				t.Fatal(err)
			}
			if spacefleet.Sweeps(a) != tc.want {
				t.Errorf("tactical chose %q with %d shields; want a sweep: %v", st.FormatAction(a), st.Shields(0), tc.want)
			}
		})
	}
}
