package battle_test

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestSpentOrdnance checks the ordnance a side has spent: a heavy missile
// and a plasma bolt on turn 1, nothing while the launcher reloads, a second
// bolt on turn 3; the other side spends nothing.
func TestSpentOrdnance(t *testing.T) {
	m := ordnanceDuel(t)
	turn := func(red string) {
		t.Helper()
		for _, text := range []string{red, ""} { // movement orders, then fire
			for p := game.Player(0); p < 2; p++ {
				o := ""
				if p == 0 {
					o = text
				}
				if _, err := m.Submit(p, game.Orders{Text: o}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	spent := func() battle.Spent { return m.State().(*battle.State).Spent(0) }
	if got := spent(); got != (battle.Spent{}) {
		t.Fatalf("before the battle: %+v", got)
	}
	turn("Lamp missile: Bison\nLamp plasma: Bison")
	if got, want := spent(), (battle.Spent{Heavy: 1, Plasma: 1}); got != want {
		t.Errorf("after turn 1: %+v, want %+v", got, want)
	}
	turn("")
	turn("Lamp plasma: Bison")
	if got, want := spent(), (battle.Spent{Heavy: 1, Plasma: 2}); got != want {
		t.Errorf("after turn 3: %+v, want %+v", got, want)
	}
	st := m.State().(*battle.State)
	for _, p := range []int{1, -1, 2} {
		if got := st.Spent(p); got != (battle.Spent{}) {
			t.Errorf("side %d spent %+v", p, got)
		}
	}

	m = missileDuel(t)
	if _, err := m.Submit(0, game.Orders{Text: "Archer salvo: Bison"}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Submit(1, game.Orders{}); err != nil {
		t.Fatal(err)
	}
	if got, want := m.State().(*battle.State).Spent(0), (battle.Spent{Salvos: 1}); got != want {
		t.Errorf("after one salvo: %+v, want %+v", got, want)
	}
}

// TestSpentFighters sends the carrier group's four groups at the gunline
// turn after turn and checks, after every resolution, that the fighters
// spent agree with what the spectator's view shows of the groups.
func TestSpentFighters(t *testing.T) {
	m := startBattle(t, "battle-carrier-gunline.yaml", 3)
	start := map[string]int{}
	for _, f := range m.View(game.Spectator).(battle.View).Fighters {
		start[f.Name] = f.Strength
	}
	var last battle.Spent
	for step := 0; step < 12 && !m.Outcome().Over; step++ {
		st := m.State().(*battle.State)
		for p := game.Player(0); p < 2; p++ {
			o := game.Orders{}
			if st.Phase() == battle.OrdersPhase && p == 0 {
				o.Text = "Falcon 1: attack Thunderer; Falcon 2: attack Thunderer; Falcon 3: attack Hammer; Falcon 4: attack Hammer"
				if st.CheckOrders(p, o) != nil {
					o.Text = ""
				}
			}
			if st.Phase() == battle.FirePhase {
				o = fireOrders(m, p)
			}
			if _, err := m.Submit(p, o); err != nil {
				t.Fatal(err)
			}
		}
		var want battle.Spent
		for _, f := range m.View(game.Spectator).(battle.View).Fighters {
			if f.Status != "in bay" {
				want.Launched++
			}
			if f.Strength == 0 {
				want.GroupsLost++
			}
			want.FightersLost += start[f.Name] - f.Strength
		}
		got := m.State().(*battle.State).Spent(0)
		if got != want {
			t.Fatalf("step %d: spent %+v, the view shows %+v", step, got, want)
		}
		last = got
	}
	if last.Launched != 4 || last.FightersLost == 0 {
		t.Errorf("at the end: %+v, want 4 groups launched and some fighters lost", last)
	}
}
