package fullthrust

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/agent"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// flakFirstChecker is a battle player that, at every fire phase, checks
// for each of its ships in battle that firstFlakOption gives the first
// line of flakOptions, for both choices of systems airFire asks about,
// after every prefix of the lines it then writes.
type flakFirstChecker struct {
	*BattlePlayer
	t               *testing.T
	checks, options *int
}

func (c flakFirstChecker) Write(gs game.State, p game.Player) (game.Orders, error) {
	o, err := c.BattlePlayer.Write(gs, p)
	st := gs.(*battle.State)
	if err != nil || st.Phase() != battle.FirePhase {
		return o, err
	}
	v := st.View(p).(battle.View)
	lines := strings.Split(o.Text, "\n")
	for n := range len(lines) + 1 {
		for _, own := range v.Ships {
			if own.Side != int(p) || own.Status != "in battle" {
				continue
			}
			for _, words := range [][]string{flakDefence, flakBeams} {
				all := flakOptions(st, p, v, own, lines[:n], words)
				got, ok := firstFlakOption(st, p, v, own, lines[:n], words)
				*c.checks++
				if len(all) > 0 {
					*c.options++
				}
				if ok != (len(all) > 0) || ok && got != all[0] {
					c.t.Fatalf("turn %d, %s after %d lines, %v: firstFlakOption gives %q, %v; flakOptions %q", st.Turn(), own.Name, n, words, got, ok, all)
				}
			}
		}
	}
	return o, err
}

// TestFirstFlakOptionAsFlakOptions plays the battle examples with fighters
// between tactical players and against random ones (seeds 1-3) and holds
// firstFlakOption, which asks the rules only until it finds a line, to the
// first line of flakOptions, which asks them of every group and choice.
func TestFirstFlakOptionAsFlakOptions(t *testing.T) {
	checks, options := 0, 0
	for _, name := range []string{"battle-fleet-action", "battle-carrier-gunline", "battle-cruiser-action"} {
		setup := recordSetup(t, name)
		for seed := rng.Seed(1); seed <= 3; seed++ {
			for _, kinds := range [][]string{{"tactical", "tactical"}, {"tactical", "random"}, {"random", "tactical"}} {
				st, err := battle.Rules{}.New(nil, setup, seed)
				if err != nil {
					t.Fatal(err)
				}
				players := BattlePlayers(kinds, seed)
				for p, k := range kinds {
					if k != "random" {
						players[p] = flakFirstChecker{players[p].(*BattlePlayer), t, &checks, &options}
					}
				}
				if _, err := agent.Play(st, players, seed, nil); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if options < 100 {
		t.Errorf("only %d of %d checks had a line to give", options, checks)
	}
	t.Logf("%d checks, %d with a line", checks, options)
}
