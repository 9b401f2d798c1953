package game_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/google/go-cmp/cmp"
)

func startBids(t *testing.T) *game.Match {
	t.Helper()
	m, err := game.Start(bids{}, nil, json.RawMessage(`{}`), 11)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func text(s string) game.Orders { return game.Orders{Text: s} }

// viewJSON is what player p is sent.
func viewJSON(t *testing.T, m *game.Match, p game.Player) string {
	t.Helper()
	b, err := json.Marshal(m.View(p))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSealedOrdersStayOutOfViews checks DESIGN.md core idea 7: until every
// side has submitted, no view changes, and the kernel gives a player only
// his own sealed orders.
func TestSealedOrdersStayOutOfViews(t *testing.T) {
	m := startBids(t)
	before := []string{viewJSON(t, m, 0), viewJSON(t, m, 1), viewJSON(t, m, game.Spectator)}
	ev, err := m.Submit(0, text("7"))
	if err != nil || ev != nil {
		t.Fatalf("Submit = %v, %v; want no events until all have submitted", ev, err)
	}
	after := []string{viewJSON(t, m, 0), viewJSON(t, m, 1), viewJSON(t, m, game.Spectator)}
	if diff := cmp.Diff(before, after); diff != "" {
		t.Errorf("a view changed when player 1 submitted (-before +after):\n%s", diff)
	}
	if strings.Contains(after[1], "7") {
		t.Errorf("player 2's view %s shows the sealed bid", after[1])
	}
	if o, ok := m.Sealed(0); !ok || o.Text != "7" {
		t.Errorf("Sealed(player 1) = %v, %v", o, ok)
	}
	if _, ok := m.Sealed(1); ok {
		t.Error("Sealed(player 2) reports orders player 2 has not written")
	}
	if m.Submitted() != game.Players(0) || m.Waiting() != game.Players(1) {
		t.Errorf("submitted %v, waiting %v", m.Submitted(), m.Waiting())
	}
	ev, err = m.Submit(1, text("3"))
	if err != nil || len(ev) != 1 || ev[0].Text != "bids 7 and 3: player 1 scores" || ev[0].Action != 1 {
		t.Fatalf("resolution = %+v, %v", ev, err)
	}
	if v := viewJSON(t, m, 1); !strings.Contains(v, `"last":[7,3]`) {
		t.Errorf("after resolution player 2 sees %s; want the bids revealed", v)
	}
	if m.Submitted() != 0 {
		t.Errorf("submitted %v after resolution", m.Submitted())
	}
}

func TestSubmitRefusals(t *testing.T) {
	m := startBids(t)
	if _, err := m.Submit(0, text("4")); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		do   func() error
		kind error
		want string
	}{
		{"twice", func() error { _, err := m.Submit(0, text("5")); return err }, game.ErrIllegal, "already submitted orders; waiting for {player 2}"},
		{"bad orders", func() error { _, err := m.Submit(1, text("ten")); return err }, game.ErrIllegal, `a bid is a number 0-9, not "ten"`},
		{"bad data", func() error { _, err := m.Submit(1, game.Orders{Data: json.RawMessage(`{"bid":`)}); return err }, game.ErrIllegal, "not JSON"},
		{"too large", func() error { _, err := m.Submit(1, text(strings.Repeat(" ", game.MaxOrdersSize+1))); return err }, game.ErrIllegal, "the limit is"},
		{"seat", func() error { _, err := m.Submit(5, text("1")); return err }, game.ErrNotYourTurn, "not the turn of player 6"},
		{"action while collecting", func() error { _, err := m.Play(game.Action{Player: 1, Kind: kindContinue}); return err }, game.ErrIllegal, "collecting written orders from {player 2}"},
		{"dice before the last", func() error { _, err := startBids(t).SubmitDice(0, text("1"), []int{3}); return err }, nil, "dice are rolled only when the last orders arrive"},
		{"stale", func() error { _, err := m.SubmitAt(-1, 1, text("1")); return err }, game.ErrStale, "written at version -1; the game has moved on to version 1"},
		{"from the future", func() error { _, err := m.SubmitAt(5, 1, text("1")); return err }, game.ErrStale, "written at version 5, but the game is at version 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.do()
			if err == nil || (tc.kind != nil && !errors.Is(err, tc.kind)) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v; want %v with %q", err, tc.kind, tc.want)
			}
		})
	}
	if m.Version() != 1 || m.Submitted() != game.Players(0) {
		t.Errorf("refusals changed the match: version %d, submitted %v", m.Version(), m.Submitted())
	}
	if o, _ := m.Sealed(0); o.Text != "4" {
		t.Errorf("player 1's sealed orders became %v", o)
	}
}

// TestSubmitAtRound checks that two players who read the same version may
// both submit against it, and that orders written before a resolution are
// refused after it.
func TestSubmitAtRound(t *testing.T) {
	m := startBids(t)
	v := m.Version()
	if _, err := m.SubmitAt(v, 0, text("2")); err != nil {
		t.Fatal(err)
	}
	if _, err := m.SubmitAt(v, 1, text("5")); err != nil {
		t.Fatalf("the second player's orders against the round's version: %v", err)
	}
	if _, err := m.Play(game.Action{Player: 0, Kind: kindContinue}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.SubmitAt(v, 0, text("1")); !errors.Is(err, game.ErrStale) {
		t.Errorf("orders from the last round: err = %v, want ErrStale", err)
	}
	if _, err := m.SubmitAt(m.Version(), 0, text("1")); err != nil {
		t.Errorf("orders against the current version: %v", err)
	}
}

// TestSubmitAtAcrossTableSteps checks that a table step (a draw offered or
// declined) does not make orders written before it stale, since it changes
// nothing a player writes orders against, while a resolution still does.
func TestSubmitAtAcrossTableSteps(t *testing.T) {
	m := startBids(t)
	v := m.Version()
	if _, err := m.Table(1, game.OfferDraw); err != nil {
		t.Fatal(err)
	}
	if _, err := m.SubmitAt(v, 0, text("2")); err != nil {
		t.Fatalf("orders written before the other player offered a draw: %v", err)
	}
	if _, err := m.Table(0, game.DeclineDraw); err != nil {
		t.Fatal(err)
	}
	if _, err := m.SubmitAt(v, 1, text("5")); err != nil {
		t.Fatalf("orders written before a draw was offered and declined: %v", err)
	}
	if _, err := m.Table(0, game.OfferDraw); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Play(game.Action{Player: 0, Kind: kindContinue}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.SubmitAt(m.Version()-2, 0, text("1")); !errors.Is(err, game.ErrStale) {
		t.Errorf("orders from before the continue action: err = %v, want ErrStale", err)
	}
	if _, err := m.SubmitAt(m.Version()+1, 0, text("1")); !errors.Is(err, game.ErrStale) {
		t.Errorf("orders from a version to come: err = %v, want ErrStale", err)
	}
	if _, err := m.SubmitAt(m.Version(), 0, text("1")); err != nil {
		t.Errorf("orders against the current version: %v", err)
	}
}

// playBids plays a whole game: rounds of orders (some as data, one tie
// settled by table dice) and continue actions.
func playBids(t *testing.T) (*game.Match, []game.Event) {
	t.Helper()
	m := startBids(t)
	var all []game.Event
	add := func(ev []game.Event, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, ev...)
	}
	rounds := []struct {
		a, b game.Orders
		dice []int
	}{
		{text("5"), text("5"), nil},
		{game.Orders{Data: json.RawMessage(`{"bid": 9}`)}, text("1"), nil},
		{text("3"), game.Orders{Text: "ignored", Data: json.RawMessage(`{"bid": 3}`)}, []int{6}},
		{text("0"), text("8"), nil},
		{text("2"), text("2"), nil},
	}
	for _, r := range rounds {
		if m.Outcome().Over {
			break
		}
		add(m.Submit(1, r.b))
		if r.dice != nil {
			add(m.SubmitDice(0, r.a, r.dice))
		} else {
			add(m.Submit(0, r.a))
		}
		if !m.Outcome().Over {
			add(m.Play(game.Action{Player: m.Waiting().First(), Kind: kindContinue}))
		}
	}
	return m, all
}

func TestOrdersRecordAndReplay(t *testing.T) {
	m, events := playBids(t)
	rec := m.Record()
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"action":"orders","dice":[6],"orders":{"text":"3"}`) {
		t.Errorf("record does not keep the orders and the table dice:\n%s", data)
	}
	back, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	var replayed []game.Event
	r, err := game.Replay(bids{}, back, func(e game.Event) { replayed = append(replayed, e) })
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(events, replayed); diff != "" {
		t.Errorf("replay events differ (-played +replayed):\n%s", diff)
	}
	if diff := cmp.Diff(m.Outcome(), r.Outcome()); diff != "" {
		t.Errorf("replay outcome differs:\n%s", diff)
	}
	again, _ := json.Marshal(r.Record())
	if string(again) != string(data) {
		t.Errorf("replayed record differs:\n%s\n%s", data, again)
	}
	// The seed's dice of the tie in round 1 are those of its action index.
	want := rng.New(game.ActionSeed(11, 1)).Roll(6, "tie")
	if events[0].Dice[0] != want {
		t.Errorf("tie die %d, want %d from the action's derived stream", events[0].Dice[0], want)
	}
}

func TestReplayRefusesBadOrders(t *testing.T) {
	m, _ := playBids(t)
	rec := m.Record()
	rec.Steps[0].Orders = &game.Orders{Text: "eleven"}
	if _, err := game.Replay(bids{}, rec, nil); !errors.Is(err, game.ErrBadRecord) || !strings.Contains(err.Error(), "action 0") {
		t.Errorf("err = %v", err)
	}
	// A step of written orders under another action word is refused, not
	// played as orders whatever its word says.
	m, _ = playBids(t)
	rec = m.Record()
	rec.Steps[1].Action = "resign"
	if _, err := game.Replay(bids{}, rec, nil); !errors.Is(err, game.ErrBadRecord) || !strings.Contains(err.Error(), `has the action "resign"`) {
		t.Errorf("orders recorded as %q: err = %v", rec.Steps[1].Action, err)
	}
}

func TestRecordCloneCopiesOrders(t *testing.T) {
	m, _ := playBids(t)
	rec := m.Record()
	c := rec.Clone()
	c.Steps[0].Orders.Text = "changed"
	if rec.Steps[0].Orders.Text == "changed" {
		t.Error("Clone shares the orders")
	}
}

func TestSubmitWithoutCollector(t *testing.T) {
	m := start(t, 1)
	if _, err := m.Submit(0, text("x")); !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), "not collecting") {
		t.Errorf("err = %v", err)
	}
}
