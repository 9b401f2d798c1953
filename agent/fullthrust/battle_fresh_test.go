package fullthrust_test

import (
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// freshTwin plays as the tactical player it wraps, and checks at each of
// its writes that a tactical player made afresh for that write (as the
// web's computer player is, internal/web computerOrders) writes the same
// orders: the player keeps nothing from one write to the next that its
// orders depend on (the enemy's spent ordnance is read from the views'
// counts, battle.Fired, not remembered).
type freshTwin struct {
	t    *testing.T
	kept *ftagent.BattlePlayer
	n    *int
}

func (f freshTwin) Choose(st game.State, p game.Player) (game.Action, error) {
	return f.kept.Choose(st, p)
}

func (f freshTwin) Write(st game.State, p game.Player) (game.Orders, error) {
	o, err := f.kept.Write(st, p)
	if err != nil {
		return o, err
	}
	fresh, err := ftagent.NewBattlePlayer().Write(st, p)
	if err != nil {
		f.t.Fatal(err)
	}
	if fresh.Text != o.Text {
		b := st.(*battle.State)
		f.t.Errorf("turn %d %s, side %d: a fresh player writes\n%s\nwhere the one that played along wrote\n%s", b.Turn(), b.Phase(), p, fresh.Text, o.Text)
	}
	*f.n++
	return o, nil
}

// TestFreshPlayerWritesAsKept plays the missile-boats battle, whose
// raiders fire racks, launchers, heavy missiles and a bolt, at three seeds
// with two tactical players, each write checked against a fresh player's.
func TestFreshPlayerWritesAsKept(t *testing.T) {
	n := 0
	for seed := range 3 {
		m, err := game.Start(battle.Rules{}, nil, battleSetup(t, "battle-missile-boats.yaml"), rng.Seed(seed+1))
		if err != nil {
			t.Fatal(err)
		}
		players := []agent.Agent{freshTwin{t, ftagent.NewBattlePlayer(), &n}, freshTwin{t, ftagent.NewBattlePlayer(), &n}}
		if err := agent.PlayMatch(m, players, nil); err != nil {
			t.Fatal(err)
		}
	}
	if n < 30 {
		t.Errorf("only %d writes checked", n)
	}
}
