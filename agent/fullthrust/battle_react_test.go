package fullthrust_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// reactionOptions are the options under which ships may react to fire
// with held and with unallocated thrust (battle readings W94-W96).
var reactionOptions = json.RawMessage(`{"em-reaction": "on", "em-after-movement": "on", "em-discretionary": "on"}`)

// TestPlayersReactToFire plays the cruiser action, and the vector duel
// (reactions from unallocated main-drive thrust, battle reading W97), with
// the reaction round between random players and between tactical players,
// four seeds each: every order either writes is accepted (agent.Play stops
// at a refusal), the round opens, and the random players react in it.
func TestPlayersReactToFire(t *testing.T) {
	for _, file := range []string{"battle-cruiser-action.yaml", "battle-vector-duel.yaml"} {
		setup := battleSetup(t, file)
		for _, kind := range []string{"random", "tactical"} {
			rounds, reactions := 0, 0
			for n := range 4 {
				seed := rng.Seed(n + 1)
				st, err := battle.Rules{}.New(reactionOptions, setup, seed)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := agent.Play(st, ftagent.BattlePlayers([]string{kind, kind}, seed), seed, func(e game.Event) {
					switch {
					case e.Kind == "reaction":
						rounds++
					case e.Kind == "orders" && strings.Contains(e.Text, " reactions: ") && strings.Contains(e.Text, " em: "):
						reactions++
					}
				}); err != nil {
					t.Fatalf("%s, %s seed %d: %v", file, kind, seed, err)
				}
			}
			t.Logf("%s, %s: %d sides asked to react, %d reacted", file, kind, rounds, reactions)
			if rounds == 0 || kind == "random" && reactions == 0 {
				t.Errorf("%s, %s: %d sides asked to react, %d reacted", file, kind, rounds, reactions)
			}
		}
	}
}

// TestTacticalReactionPays checks the tactical player's weighing: the
// Gunship's Beam-2 at the Cruiser 10 MU away rolls two dice (1.6 points
// expected); one factor of evasion leaves it one (0.8 avoided), which at a
// check failing on 5-6 is worth 2/3 × 0.8 less 1/3 × the drive's two
// factors at 0.5, above nothing, while two or three factors cost more than
// they save. When the Cruiser fires back at the Gunship, its own fire loses
// as much as the evasion saves, and it does not react. Holding EM2? at
// discretion (with two factors left unallocated), it does not call them:
// their check fails on 4-6, and then nothing is avoided (W96), so they are
// worth 1/2 × 0.8 − 1/2 × 1 < 0; it reacts with one unallocated factor.
// With a thrust-8 drive, a failed check costs four factors: one factor's
// reaction is worth 2/3 × 0.8 − 1/3 × 0.5 × 4 < 0, and so is every other,
// and it does not react. Under vector movement (W97) the weighing is the
// same: the Cruiser, rotated in place by its thrusters, keeps its four
// main-drive factors unallocated and reacts with one, or does not when it
// fires back.
func TestTacticalReactionPays(t *testing.T) {
	for _, c := range []struct {
		name, move, fire, want string
		thrust                 int
		vector                 bool
	}{
		{"holding fire", "", "", "Cruiser em: 1", 4, false},
		{"firing back", "", "Cruiser: Gunship", "", 4, false},
		{"held factors", "Cruiser: EM2?", "", "Cruiser em: 1", 4, false},
		{"a large drive at risk", "", "", "", 8, false},
		{"vector, holding fire", "Cruiser: TP1", "", "Cruiser em: 1", 4, true},
		{"vector, firing back", "", "Cruiser: Gunship", "", 4, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := reactionDuel(t, c.thrust, c.vector)
			for _, o := range []string{c.move, "", c.fire, "Gunship: Cruiser"} {
				p := game.Player(0)
				if m.Waiting() == game.PlayerSet(0).With(1) {
					p = 1
				}
				if _, err := m.Submit(p, game.Orders{Text: o}); err != nil {
					t.Fatal(err)
				}
			}
			st := m.State().(*battle.State)
			if st.Phase() != battle.ReactPhase {
				t.Fatalf("phase %v, want the reaction round", st.Phase())
			}
			got, err := ftagent.NewBattlePlayer().Write(st, 0)
			if err != nil {
				t.Fatal(err)
			}
			if got.Text != c.want {
				t.Errorf("the tactical player wrote %q, want %q", got.Text, c.want)
			}
		})
	}
}

// reactionDuel is the Navy's Cruiser, with a drive of the thrust given,
// at the origin and the Raiders' thrust-4 Gunship 10 MU ahead, each with a
// Beam-2 battery and a fire control, with the reaction round's options,
// under vector movement when vector is set.
func reactionDuel(t *testing.T, thrust int, vector bool) *game.Match {
	t.Helper()
	ship := func(side int, name string, at geom.Vec, thrust int) battle.Ship {
		sheet := ft.Ship{Name: name, Mass: 40, Hull: ft.HullRows(16, 4), Drive: ft.Drive{Thrust: thrust},
			Systems: []ft.System{{Kind: ft.Beam, Class: 2}, {Kind: ft.FireControl}}}
		return battle.Ship{Side: side, Sheet: sheet, Crew: battle.DefaultCrew(40), DCP: battle.DefaultCrew(40),
			Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
	}
	s := battle.Setup{Sides: []string{"Navy", "Raiders"}, Turns: 3,
		Ships: []battle.Ship{ship(0, "Cruiser", geom.Vec{}, thrust), ship(1, "Gunship", geom.Vec{Y: 10}, 4)}}
	s.Options.EMReaction, s.Options.EMAfterMovement, s.Options.EMDiscretionary = true, true, true
	s.Options.Vector = vector
	js, err := battle.MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.Start(battle.Rules{}, nil, js, 1)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
