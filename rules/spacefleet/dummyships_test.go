package spacefleet

import (
	"errors"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// toDummyPhase plays stays and dones until the battle waits for the dummy
// phase.
func toDummyPhase(t *testing.T, st *State) {
	t.Helper()
	for i := 0; st.Phase() != PhaseDummies; i++ {
		if i > 100 {
			t.Fatalf("no dummy phase; at %s", st.Phase())
		}
		p := st.Waiting().First()
		var pick game.Action
		for _, a := range st.Actions(p, nil) {
			if a.Kind == KindDone || strings.HasSuffix(st.FormatAction(a), " stay") {
				pick = a
				break
			}
		}
		if err := st.Apply(pick, rng.New(1), nil); err != nil {
			t.Fatal(err)
		}
	}
}

// shipCounters counts the anonymous ship counters player p sees at c.
func shipCounters(st *State, p game.Player, c Cell) int {
	n := 0
	for _, k := range st.ViewOf(p).Counters {
		if k.Kind == "ship" && k.At == c {
			n++
		}
	}
	return n
}

// TestDummyShowsAsOwnerWishes checks that the owner chooses how many ship
// counters a dummy squadron counter turns into between 18 and 13 hexes
// ("Limited sensors"), once a turn before moving it, and that only he
// learns the choice.
func TestDummyShowsAsOwnerWishes(t *testing.T) {
	st := hidden(t, false)
	at := Cell{5, 20}
	st.dummies[0].pos = at.Hex()
	if d := st.sensorRange(st.ships[0].pos, at.Hex()); d <= fullRange || d > counterRange {
		t.Fatalf("the dummy is %d hexes from the Red ship; want 13 to 18", d)
	}
	if got := shipCounters(st, 0, at); got != DefaultDummyShips {
		t.Fatalf("before any choice Red sees %d ship counters, want %d", got, DefaultDummyShips)
	}
	toDummyPhase(t, st)

	var shows []int
	for _, a := range st.Actions(1, nil) {
		if a.Kind == KindShow {
			shows = append(shows, int(a.Args[0]))
		}
	}
	if want := []int{1, 3, 4, 5, 6}; len(shows) != len(want) {
		t.Fatalf("listed shows %v, want %v", shows, want)
	}
	for _, tc := range []struct {
		name string
		text string
		p    game.Player
		want string
	}{
		{"too many", "show 0 as 7", 1, "1 to 6"},
		{"none", "show 0 as 0", 1, "1 to 6"},
		{"unchanged", "show 0 as 2", 1, "already shows"},
		{"no such dummy", "show 5 as 3", 1, "no dummy"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, err := st.ParseAction(tc.p, tc.text)
			if err != nil {
				t.Fatal(err)
			}
			if err := st.Legal(a); !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Legal(%s) = %v, want an illegal action saying %q", tc.text, err, tc.want)
			}
		})
	}

	a, err := st.ParseAction(1, "show 0 as 5")
	if err != nil || st.FormatAction(a) != "show 0 as 5" {
		t.Fatalf("parse: %v %q", err, st.FormatAction(a))
	}
	var events []game.Event
	if err := st.Apply(a, rng.New(1), func(e game.Event) { events = append(events, e) }); err != nil {
		t.Fatal(err)
	}
	if len(events) != 1 || events[0].VisibleTo(0) || !events[0].VisibleTo(1) {
		t.Errorf("the choice's events %+v should be Blue's alone", events)
	}
	if got := shipCounters(st, 0, at); got != 5 {
		t.Errorf("Red sees %d ship counters, want 5", got)
	}
	if v := st.ViewOf(1); len(v.Dummies) != 1 || v.Dummies[0].Ships != 5 || !v.Dummies[0].Shown {
		t.Errorf("Blue's view of its dummy: %+v", v.Dummies)
	}
	if err := st.Legal(ShowAction(1, 0, 4)); err == nil || !strings.Contains(err.Error(), "already been chosen") {
		t.Errorf("a second choice in a turn: %v", err)
	}
	if err := st.Apply(DummyAction(1, 0, at), rng.New(1), nil); err != nil {
		t.Fatal(err)
	}
	if got := shipCounters(st, game.Spectator, at); got != 5 {
		t.Errorf("a spectator sees %d ship counters, want 5", got)
	}
	// Far from every enemy the dummy is one squadron counter again.
	st.dummies[0].pos = Cell{1, 1}.Hex()
	if got := shipCounters(st, 0, Cell{1, 1}); got != 0 {
		t.Errorf("far off Red sees %d ship counters", got)
	}
}
