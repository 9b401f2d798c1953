package fullthrust_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// acceptsChecker is a battle player that, before it writes, checks that
// State.Accepts answers as State.CheckOrders does for the lines joined, on
// the lines it then writes and on lines a player considers (every salvo,
// heavy missile and plasma bolt of every ship at every ship of
// the other side, each fighter group's attack
// on every ship, a hold, a fire line at every ship), alone, after the first half of
// what it writes and after all of it.
type acceptsChecker struct{ checking }

// checking is what a checking battle player holds: the test, the player
// whose orders it checks and writes, and its count of checks made.
type checking struct {
	t      *testing.T
	w      agent.Writer
	checks *int
}

// Choose refuses: battles take written orders.
func (checking) Choose(game.State, game.Player) (game.Action, error) {
	return game.Action{}, fmt.Errorf("battles take written orders")
}

func (c acceptsChecker) Write(gs game.State, p game.Player) (game.Orders, error) {
	o, err := c.w.Write(gs, p)
	if err != nil {
		return o, err
	}
	st := gs.(*battle.State)
	v := st.View(p).(battle.View)
	written := strings.Split(o.Text, "\n")
	candidates := append([]string{"", "no such ship: 1", "a; b"}, written...)
	for _, own := range v.Ships {
		for _, e := range v.Ships {
			if own.Side != int(p) && e.Side != int(p) {
				continue
			}
			for _, word := range []string{"salvo", "missile", "plasma"} {
				candidates = append(candidates, fmt.Sprintf("%s %s: %.1f %.1f", own.Name, word, e.At.X, e.At.Y), own.Name+" "+word+": "+e.Name)
			}
			candidates = append(candidates, own.Name+": "+e.Name, own.Name+": 2")
		}
	}
	for _, f := range v.Fighters {
		candidates = append(candidates, f.Name+": hold")
		for _, e := range v.Ships {
			candidates = append(candidates, f.Name+": attack "+e.Name)
		}
	}
	for n := 0; n <= len(written); n += max(1, len(written)/2) {
		prefix := written[:n]
		for _, line := range candidates {
			want := st.CheckOrders(p, game.Orders{Text: strings.Join(append(prefix[:n:n], line), "\n")}) == nil
			if got := st.Accepts(p, prefix, line); got != want {
				c.t.Fatalf("turn %d %s, side %d: Accepts(%q, %q) = %v, CheckOrders of the joined text accepts: %v", st.Turn(), st.Phase(), p, prefix, line, got, want)
			}
			*c.checks++
		}
	}
	return o, nil
}

// TestAcceptsAsCheckOrders plays the fleet-action and carrier examples
// between tactical and random players, checking at every write that
// Accepts answers as CheckOrders does (acceptsChecker).
func TestAcceptsAsCheckOrders(t *testing.T) {
	checks := 0
	for _, name := range []string{"battle-fleet-action.yaml", "battle-carrier-gunline.yaml", "battle-missile-boats.yaml"} {
		for _, kinds := range [][]string{{"tactical", "random"}} {
			start, err := battle.Rules{}.Prepare(nil, battleSetup(t, name))
			if err != nil {
				t.Fatal(err)
			}
			st := start.New()
			ps := ftagent.BattlePlayers(kinds, 3)
			players := make([]agent.Agent, len(ps))
			for p := range ps {
				players[p] = acceptsChecker{checking{t, ps[p].(agent.Writer), &checks}}
			}
			if _, err := agent.Play(st, players, rng.Seed(3), nil); err != nil {
				t.Fatal(err)
			}
			over := st.Accepts(0, nil, "")
			if over {
				t.Errorf("%s: Accepts takes orders in a battle that is over", name)
			}
		}
	}
	t.Logf("%d checks", checks)
}

// rewordings returns line as written and as a writer might mistype or
// space it: in other case, padded, tabbed, with a carriage return, with
// no space after the colon, doubled by a semicolon or a new line, and
// between semicolons.
func rewordings(line string) []string {
	return []string{line, strings.ToUpper(line), strings.ToLower(line), "  " + line + "  ", line + "\r",
		line + ";" + line, line + "\n" + line, strings.ReplaceAll(line, ": ", ":"),
		strings.ReplaceAll(line, " ", "\t"), ";" + line + ";"}
}

// rewordChecker is a battle player that, before it writes, checks that
// State.Accepts answers as State.CheckOrders does for the lines joined,
// on blank and separator-only lines, on each fighter group's landing,
// scramble and join with every group (the refusals of a bay knocked out,
// W80, among them), and on each line it writes reworded (rewordings) or
// followed by another of its lines, alone, after the first half of what
// it writes, after all of it and after blank lines.
type rewordChecker struct{ checking }

func (c rewordChecker) Write(gs game.State, p game.Player) (game.Orders, error) {
	o, err := c.w.Write(gs, p)
	if err != nil {
		return o, err
	}
	st := gs.(*battle.State)
	written := strings.Split(o.Text, "\n")
	candidates := []string{"", " ", "\t", ";", "\r", " ; ;"}
	v := st.View(p).(battle.View)
	for _, f := range v.Fighters {
		candidates = append(candidates, f.Name+": land", f.Carrier+" scramble: "+f.Name)
		for _, g := range v.Fighters {
			candidates = append(candidates, f.Name+": join "+g.Name)
		}
	}
	for _, l := range written {
		candidates = append(candidates, rewordings(l)...)
		for _, l2 := range written {
			candidates = append(candidates, l+"; "+l2)
		}
	}
	for _, prefix := range [][]string{nil, written[:len(written)/2], written, {""}, {"", written[0] + ";"}} {
		for _, line := range candidates {
			want := st.CheckOrders(p, game.Orders{Text: strings.Join(append(prefix[:len(prefix):len(prefix)], line), "\n")}) == nil
			if got := st.Accepts(p, prefix, line); got != want {
				c.t.Fatalf("turn %d %s, side %d: Accepts(%q, %q) = %v, CheckOrders of the joined text accepts: %v", st.Turn(), st.Phase(), p, prefix, line, got, want)
			}
			*c.checks++
		}
	}
	return o, nil
}

// TestAcceptsAsCheckOrdersReworded plays every battle example, the
// vector duel among them, between random players, whose orders hold
// every kind of line they write (eclipses, covers, repairs, ordnance,
// point defence, landings), checking at every write that Accepts answers as CheckOrders
// does on those lines reworded, doubled and after blank lines
// (rewordChecker).
func TestAcceptsAsCheckOrdersReworded(t *testing.T) {
	checks := 0
	for _, name := range []string{"battle-fleet-action.yaml", "battle-carrier-gunline.yaml", "battle-missile-boats.yaml",
		"battle-vector-duel.yaml", "battle-kinetic-raid.yaml", "battle-cruiser-action.yaml"} {
		start, err := battle.Rules{}.Prepare(nil, battleSetup(t, name))
		if err != nil {
			t.Fatal(err)
		}
		ps := ftagent.BattlePlayers([]string{"random", "random"}, 1)
		players := make([]agent.Agent, len(ps))
		for p := range ps {
			players[p] = rewordChecker{checking{t, ps[p].(agent.Writer), &checks}}
		}
		if _, err := agent.Play(start.New(), players, rng.Seed(1), nil); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d checks", checks)
}
