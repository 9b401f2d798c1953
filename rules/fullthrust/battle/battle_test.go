package battle_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/goldenfile"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/scenario"
	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// setupOf decodes an embedded battle example and returns its JSON setup.
func setupOf(t testing.TB, name string) json.RawMessage {
	t.Helper()
	data, err := fs.ReadFile(examples.FullThrust, "fullthrust/"+name)
	if err != nil {
		t.Fatal(err)
	}
	b, err := scenario.DecodeFTBattle(name, data)
	if err != nil {
		t.Fatal(err)
	}
	js, err := battle.MarshalSetup(b.Setup)
	if err != nil {
		t.Fatal(err)
	}
	return js
}

func startBattle(t *testing.T, name string, seed rng.Seed) *game.Match {
	t.Helper()
	m, err := game.Start(battle.Rules{}, nil, setupOf(t, name), seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// moves are the movement orders the scripted sides write, turn by turn
// (the last repeats).
var moves = [][2]string{
	{"Resolute: +2; Dauntless: S1", "Vigilant: P1; Lancer: +1"},
	{"Resolute: P1; Dauntless: P1 -2", "Vigilant: S1 -2; Lancer: P2"},
	{"Resolute: S1; Dauntless: S2", "Vigilant: P1; Lancer: S1"},
	{"Resolute: P2 -2; Dauntless: ", "Vigilant: S2 -2; Lancer: "},
}

// fireOrders writes side p's fire declarations: each of its ships in the
// battle fires at the first enemy, in setup order, that its orders may
// name, as a player reading the view would find.
func fireOrders(m *game.Match, p game.Player) game.Orders {
	st := m.State().(*battle.State)
	v := st.View(p).(battle.View)
	var lines []string
	for _, own := range v.Ships {
		if own.Side != int(p) || own.Status != "in battle" {
			continue
		}
		for _, foe := range v.Ships {
			if foe.Side == int(p) || foe.Status != "in battle" {
				continue
			}
			line := own.Name + ": " + foe.Name
			if st.CheckOrders(p, game.Orders{Text: line}) == nil {
				lines = append(lines, line)
				break
			}
		}
	}
	return game.Orders{Text: strings.Join(lines, "\n")}
}

// playScripted plays the cruiser action with the scripted orders until it
// ends, and returns its events.
func playScripted(t *testing.T, m *game.Match) []game.Event {
	t.Helper()
	var all []game.Event
	for !m.Outcome().Over {
		st := m.State().(*battle.State)
		for p := game.Player(1); p >= 0; p-- { // the second side writes first: order must not matter
			var o game.Orders
			if st.Phase() == battle.OrdersPhase {
				o = game.Orders{Text: moves[min(st.Turn(), len(moves))-1][p]}
				o.Text = dropGone(st, o.Text)
			} else {
				o = fireOrders(m, p)
			}
			ev, err := m.Submit(p, o)
			if err != nil {
				t.Fatalf("turn %d %s: %v", st.Turn(), st.Phase(), err)
			}
			all = append(all, ev...)
		}
	}
	return all
}

// dropGone removes the lines of ships no longer in the battle.
func dropGone(st *battle.State, text string) string {
	v := st.View(game.Spectator).(battle.View)
	in := map[string]bool{}
	for _, s := range v.Ships {
		in[s.Name] = s.Status == "in battle"
	}
	var keep []string
	for _, line := range strings.Split(text, ";") {
		name, _, _ := strings.Cut(line, ":")
		if in[strings.TrimSpace(name)] {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, ";")
}

func writeLog(events []game.Event) []byte {
	var w bytes.Buffer
	for _, e := range events {
		fmt.Fprintf(&w, "%3d t%-2d %-9s %s", e.Action, e.Turn, e.Kind, e.Text)
		if len(e.Dice) > 0 {
			fmt.Fprintf(&w, " %v", e.Dice)
		}
		w.WriteByte('\n')
	}
	return w.Bytes()
}

// golden compares got with the file, or rewrites it under -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	goldenfile.Check(t, path, got, *update)
}

// TestGoldenCruiserAction plays the cruiser action with scripted orders,
// compares its record and log with golden files, and replays the golden
// record to the same log.
func TestGoldenCruiserAction(t *testing.T) {
	m := startBattle(t, "battle-cruiser-action.yaml", 2026)
	events := playScripted(t, m)
	rec, err := json.MarshalIndent(m.Record(), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	log := writeLog(events)
	golden(t, "testdata/cruiser-action.record.json", rec)
	golden(t, "testdata/cruiser-action.log", log)
	for _, kind := range []string{"orders", "move", "fire", "damage", "over"} {
		if !bytes.Contains(log, []byte(" "+kind+" ")) {
			t.Errorf("the battle has no %q event", kind)
		}
	}
	data, err := os.ReadFile("testdata/cruiser-action.record.json")
	if err != nil {
		t.Fatal(err)
	}
	r, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	var replayed []game.Event
	rm, err := game.Replay(battle.Rules{}, r, func(e game.Event) { replayed = append(replayed, e) })
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "testdata/cruiser-action.log", writeLog(replayed))
	if diff := cmp.Diff(m.Outcome(), rm.Outcome()); diff != "" {
		t.Errorf("replayed outcome differs:\n%s", diff)
	}
}

// TestSameSeedSameBattle checks that the battle depends on nothing but its
// record: two plays from the same seed and orders agree event for event.
func TestSameSeedSameBattle(t *testing.T) {
	a := playScripted(t, startBattle(t, "battle-cruiser-action.yaml", 5))
	b := playScripted(t, startBattle(t, "battle-cruiser-action.yaml", 5))
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("same seed, different battles:\n%s", diff)
	}
}

// TestViewsHideSealedOrders checks that one side's submitted orders change
// no view until the other side has submitted.
func TestViewsHideSealedOrders(t *testing.T) {
	m := startBattle(t, "battle-cruiser-action.yaml", 1)
	views := func() []string {
		var out []string
		for _, p := range []game.Player{0, 1, game.Spectator} {
			b, _ := json.Marshal(m.View(p))
			out = append(out, string(b))
		}
		return out
	}
	before := views()
	if _, err := m.Submit(0, game.Orders{Text: "Resolute: ET P3 +3"}); err != nil {
		t.Fatal(err)
	}
	after := views()
	if diff := cmp.Diff(before, after); diff != "" {
		t.Errorf("a view changed when Union submitted:\n%s", diff)
	}
	if strings.Contains(after[1], "P3") {
		t.Error("League's view shows Union's order")
	}
	if _, err := m.Submit(1, game.Orders{}); err != nil {
		t.Fatal(err)
	}
	v := m.View(1).(battle.View)
	if !strings.Contains(v.Revealed[0], "Resolute: ET P3 +3") || v.Phase != "fire" {
		t.Errorf("after both submitted League sees %q in phase %s", v.Revealed[0], v.Phase)
	}
}

// TestViewsHideEnemyArrivals checks that a ship still to arrive by FTL is
// in its own side's view and in no other.
func TestViewsHideEnemyArrivals(t *testing.T) {
	m := startBattle(t, "battle-carrier-gunline.yaml", 1)
	has := func(p game.Player) bool {
		for _, s := range m.View(p).(battle.View).Ships {
			if s.Name == "Anvil" {
				return s.Status == "arriving" && s.Arrives == 3
			}
		}
		return false
	}
	if !has(1) || has(0) || has(game.Spectator) {
		t.Errorf("Anvil in the views: gunline %v, carrier group %v, spectator %v", has(1), has(0), has(game.Spectator))
	}
}

func TestOrdersRefused(t *testing.T) {
	m := startBattle(t, "battle-cruiser-action.yaml", 1)
	for _, tc := range []struct {
		name  string
		p     game.Player
		text  string
		want  string
		phase battle.Phase
	}{
		{"notation", 0, "Resolute: Q7", "Resolute:", battle.OrdersPhase},
		{"enemy ship", 0, "Vigilant: P1", "Vigilant is not a ship of Union", battle.OrdersPhase},
		{"unknown ship", 1, "Victory: P1", `no ship or fighter group is named "Victory"`, battle.OrdersPhase},
		{"twice", 0, "Resolute: P1\nResolute: S1", "Resolute has two orders", battle.OrdersPhase},
		{"no colon", 0, "Resolute P1", "write the ship's name, a colon", battle.OrdersPhase},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := m.Submit(tc.p, game.Orders{Text: tc.text})
			if !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want ErrIllegal with %q", err, tc.want)
			}
		})
	}
	if _, err := m.Play(game.Action{Player: 0, Kind: 1}); !errors.Is(err, game.ErrIllegal) {
		t.Errorf("an action was not refused: %v", err)
	}
	// Fire: after drifting the fleets are 28 MU apart, beyond the reach of
	// Dauntless's B2 (24 MU) and B1s.
	m.Submit(0, game.Orders{})
	m.Submit(1, game.Orders{})
	for _, tc := range []struct{ text, want string }{
		{"Dauntless: Vigilant", "no battery of Dauntless bears on Vigilant within its reach"},
		{"Resolute: Dauntless", "a ship of its own side"},
		{"Resolute: Nobody", "which is no ship"},
	} {
		if _, err := m.Submit(0, game.Orders{Text: tc.text}); !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.text, err, tc.want)
		}
	}
}

func TestNewRefusesBadSetup(t *testing.T) {
	js := setupOf(t, "battle-cruiser-action.yaml")
	bad := bytes.Replace(js, []byte(`"turns":12`), []byte(`"turns":0`), 1)
	if _, err := game.Start(battle.Rules{}, nil, bad, 1); !errors.Is(err, battle.ErrSetup) {
		t.Errorf("err = %v, want ErrSetup", err)
	}
	if _, err := game.Start(battle.Rules{}, json.RawMessage(`{"thresholds": "never"}`), js, 1); err == nil {
		t.Error("a bad option was accepted")
	}
	m, err := game.Start(battle.Rules{}, json.RawMessage(`{"thresholds": "end-of-turn", "hard-about": "before-moving"}`), js, 1)
	if err != nil || m.State().(*battle.State) == nil {
		t.Fatalf("options refused: %v", err)
	}
}

// TestFightersLaunchMoveAndStrike orders both cruiser action groups to
// attack: they launch and move half distance, make secondary moves, close
// in the next turn, and attack through the point-defence rules, every die
// in the events.
func TestFightersLaunchMoveAndStrike(t *testing.T) {
	m := startBattle(t, "battle-cruiser-action.yaml", 8)
	var events []game.Event
	submit := submitter(t, m, &events) // react_test.go
	for turn := 1; turn <= 2; turn++ {
		submit(0, "Union Blue: attack Vigilant")
		submit(1, "League Red: attack Resolute")
		if turn == 1 {
			v := m.View(0).(battle.View)
			for _, f := range v.Fighters {
				if f.Status != "in space" || f.CEF != 5 {
					t.Errorf("after turn 1's moves %s is %s with %d CEF; want in space after a secondary move", f.Name, f.Status, f.CEF)
				}
			}
		}
		submit(0, "")
		submit(1, "")
	}
	log := string(writeLog(events))
	for _, want := range []string{
		"Union Blue: attack Vigilant",
		"Union Blue (standard, 6) launches from Resolute and moves toward Vigilant",
		"League Red (interceptor, 6) makes a secondary move toward Resolute",
		" strike ",
		"from fighters",
	} {
		if !strings.Contains(log, want) {
			t.Errorf("the log has no %q:\n%s", want, log)
		}
	}
	if _, err := m.Submit(0, game.Orders{Text: "Vigilant Red: attack Resolute"}); err == nil || !strings.Contains(err.Error(), "no ship or fighter group") {
		t.Errorf("an unknown group: %v", err)
	}
	if _, err := m.Submit(0, game.Orders{Text: "League Red: attack Resolute"}); err == nil || !strings.Contains(err.Error(), "not a fighter group of Union") {
		t.Errorf("an enemy group: %v", err)
	}
	if _, err := m.Submit(0, game.Orders{Text: "Union Blue: dance"}); err == nil || !strings.Contains(err.Error(), `"attack SHIP", "assist GROUP", "screen SHIP", "intercept GROUP" or "hold"`) {
		t.Errorf("a bad group order: %v", err)
	}
}
