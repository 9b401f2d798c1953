package game_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/google/go-cmp/cmp"
)

func start(t *testing.T, seed rng.Seed) *game.Match {
	t.Helper()
	m, err := game.Start(race{}, nil, json.RawMessage(`{"target": 12}`), seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// playOut rolls for whoever is to act until the race ends.
func playOut(t *testing.T, m *game.Match) []game.Event {
	t.Helper()
	var all []game.Event
	for !m.Outcome().Over {
		p := m.State().Waiting().First()
		ev, err := m.Play(game.Action{Player: p, Kind: kindRoll})
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, ev...)
	}
	return all
}

func TestPlayIsReproducible(t *testing.T) {
	a, b := start(t, 7), start(t, 7)
	ea, eb := playOut(t, a), playOut(t, b)
	if diff := cmp.Diff(ea, eb); diff != "" {
		t.Errorf("same seed, different games (-a +b):\n%s", diff)
	}
	if len(ea) == 0 || ea[1].Action != 1 {
		t.Errorf("events not stamped with their action: %+v", ea)
	}
}

// TestDiceAreDerivedPerAction checks core idea 1: the dice of action i come
// from seed.Derive("action", i), whatever happened before.
func TestDiceAreDerivedPerAction(t *testing.T) {
	m := start(t, 99)
	if _, err := m.Play(game.Action{Player: 0, Kind: kindHold}); err != nil {
		t.Fatal(err)
	}
	ev, err := m.Play(game.Action{Player: 1, Kind: kindRoll})
	if err != nil {
		t.Fatal(err)
	}
	want := rng.New(game.ActionSeed(99, 1)).Roll(6, "")
	if ev[0].Dice[0] != want {
		t.Errorf("action 1 rolled %d, want %d from its derived stream", ev[0].Dice[0], want)
	}
}

func TestReplay(t *testing.T) {
	m := start(t, 3)
	want := append(m.Opening(), playOut(t, m)...)
	if len(want) == 0 || want[0].Action != game.OpeningAction {
		t.Fatalf("the match has no opening events: %v", want)
	}
	rec := m.Record()
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	var got []game.Event
	r, err := game.Replay(race{}, parsed, func(e game.Event) { got = append(got, e) })
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("replay differs (-played +replayed):\n%s", diff)
	}
	if diff := cmp.Diff(m.Outcome(), r.Outcome()); diff != "" {
		t.Errorf("outcome differs:\n%s", diff)
	}
}

func TestRefusals(t *testing.T) {
	m := start(t, 1)
	_, err := m.Play(game.Action{Player: 1, Kind: kindRoll})
	if !errors.Is(err, game.ErrNotYourTurn) || !game.IsRefusal(err) {
		t.Errorf("out of turn: %v", err)
	}
	_, err = m.Play(game.Action{Player: 0, Kind: 9})
	if !errors.Is(err, game.ErrIllegal) {
		t.Errorf("unknown kind: %v", err)
	}
	var ae *game.ActionError
	if !errors.As(err, &ae) || ae.Player != 0 {
		t.Errorf("error %v does not say who acted", err)
	}
	_, err = m.PlayAt(5, game.Action{Player: 0, Kind: kindRoll})
	if !errors.Is(err, game.ErrStale) || m.Version() != 0 {
		t.Errorf("stale action: %v, version %d", err, m.Version())
	}
	if _, err := m.PlayAt(0, game.Action{Player: 0, Kind: kindRoll}); err != nil {
		t.Errorf("current action refused: %v", err)
	}
	playOut(t, m)
	if _, err := m.Play(game.Action{Player: 0, Kind: kindRoll}); !errors.Is(err, game.ErrOver) {
		t.Errorf("after the end: %v", err)
	}
}

// TestPlayDice checks core idea 2: dice from the table are used in order,
// missing dice change nothing and say what is needed, and the dice are
// kept in the record for replay.
func TestPlayDice(t *testing.T) {
	m := start(t, 1)
	_, err := m.PlayDice(game.Action{Player: 0, Kind: kindRoll}, nil)
	if !errors.Is(err, rng.ErrNeedDice) || m.Version() != 0 {
		t.Fatalf("no dice: %v, version %d", err, m.Version())
	}
	if _, err := m.PlayDice(game.Action{Player: 0, Kind: kindRoll}, []int{4, 4}); err == nil || m.Version() != 0 {
		t.Fatalf("extra die accepted: %v", err)
	}
	ev, err := m.PlayDice(game.Action{Player: 0, Kind: kindRoll}, []int{4})
	if err != nil || ev[0].Dice[0] != 4 {
		t.Fatalf("PlayDice: %v, %+v", err, ev)
	}
	rec := m.Record()
	if got := rec.Steps[0].Dice; len(got) != 1 || got[0] != 4 {
		t.Errorf("recorded dice %v", got)
	}
	r, err := game.Replay(race{}, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.View(0).([2]int)[0] != 4 {
		t.Errorf("replayed score %v", r.View(0))
	}
}

func TestReplayRefusesOtherRules(t *testing.T) {
	rec := start(t, 1).Record()
	rec.Version = "0"
	if _, err := game.Replay(race{}, rec, nil); !errors.Is(err, game.ErrBadRecord) {
		t.Errorf("other version: %v", err)
	}
	rec.Rules = "chess"
	if _, err := game.Replay(race{}, rec, nil); !errors.Is(err, game.ErrBadRecord) {
		t.Errorf("other rules: %v", err)
	}
	if _, err := game.ParseRecord([]byte(`{"rules": ""}`)); !errors.Is(err, game.ErrBadRecord) {
		t.Errorf("empty record: %v", err)
	}
	bad := start(t, 1).Record()
	bad.Steps = []game.Step{{Player: 0, Action: "jump"}}
	if _, err := game.Replay(race{}, bad, nil); !errors.Is(err, game.ErrBadRecord) {
		t.Errorf("bad action: %v", err)
	}
}

func TestPlayerSet(t *testing.T) {
	s := game.Players(0, 2, 5)
	if !s.Has(2) || s.Has(1) || s.Len() != 3 || s.First() != 0 {
		t.Errorf("set %s", s)
	}
	if got := s.Without(0).First(); got != 2 {
		t.Errorf("First = %s", got)
	}
	if got := game.PlayerSet(0).First(); got != game.Spectator {
		t.Errorf("empty First = %s", got)
	}
	if s.String() != "{player 1, player 3, player 6}" {
		t.Errorf("String = %s", s)
	}
}

func TestEventVisibility(t *testing.T) {
	ev := []game.Event{{Text: "public"}, {Text: "secret", Only: game.Players(1)}}
	if got := game.Filter(ev, 0); len(got) != 1 {
		t.Errorf("player 1 sees %v", got)
	}
	if got := game.Filter(ev, 1); len(got) != 2 {
		t.Errorf("player 2 sees %v", got)
	}
	if got := game.Filter(ev, game.Spectator); len(got) != 1 {
		t.Errorf("spectator sees %v", got)
	}
}
