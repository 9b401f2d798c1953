package game_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
)

// replayed returns the match rebuilt from m's record through its JSON.
func replayed(t *testing.T, m *game.Match) *game.Match {
	t.Helper()
	data, err := json.Marshal(m.Record())
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := game.Replay(race{}, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestResignEndsTheGameAndReplays(t *testing.T) {
	m := start(t, 5)
	if _, err := m.Play(game.Action{Player: 0, Kind: kindRoll}); err != nil {
		t.Fatal(err)
	}
	ev, err := m.Table(1, game.Resign)
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 1 || ev[0].Kind != game.KindResign || ev[0].Action != 1 || ev[0].Only != 0 {
		t.Errorf("resignation events = %+v, want one public resign event of action 1", ev)
	}
	out := m.Outcome()
	if !out.Over || out.Winners != game.Players(0) || !strings.Contains(out.Reason, "player 2 resigned") {
		t.Errorf("outcome after player 2 resigns = %+v", out)
	}
	if !m.Ended() || m.Waiting() != 0 {
		t.Errorf("Ended %v, Waiting %v after a resignation", m.Ended(), m.Waiting())
	}
	if _, err := m.Play(game.Action{Player: 1, Kind: kindRoll}); !errors.Is(err, game.ErrOver) {
		t.Errorf("an action after the resignation: %v, want ErrOver", err)
	}
	if _, err := m.Table(0, game.Resign); !errors.Is(err, game.ErrOver) {
		t.Errorf("a second resignation: %v, want ErrOver", err)
	}
	r := replayed(t, m)
	if got := r.Outcome(); !got.Over || got.Winners != out.Winners || got.Reason != out.Reason {
		t.Errorf("replayed outcome %+v, want %+v", got, out)
	}
	if r.Version() != 2 {
		t.Errorf("replayed version %d, want 2", r.Version())
	}
}

func TestDrawOfferAcceptDecline(t *testing.T) {
	m := start(t, 6)
	for _, bad := range []struct {
		p    game.Player
		word string
	}{{0, game.AcceptDraw}, {1, game.DeclineDraw}, {0, "shake hands"}, {2, game.Resign}, {-1, game.OfferDraw}} {
		if _, err := m.Table(bad.p, bad.word); !errors.Is(err, game.ErrIllegal) {
			t.Errorf("%v %q with no offer: %v, want ErrIllegal", bad.p, bad.word, err)
		}
	}
	if m.Version() != 0 {
		t.Fatalf("refused table steps changed the version to %d", m.Version())
	}
	if _, err := m.Table(0, game.OfferDraw); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Table(0, game.AcceptDraw); !errors.Is(err, game.ErrIllegal) {
		t.Errorf("accepting one's own offer: %v, want ErrIllegal", err)
	}
	if _, err := m.Table(1, game.OfferDraw); !errors.Is(err, game.ErrIllegal) {
		t.Errorf("a second offer: %v, want ErrIllegal", err)
	}
	if _, err := m.Table(1, game.DeclineDraw); err != nil {
		t.Fatal(err)
	}
	if m.DrawOffered() != 0 || m.Outcome().Over {
		t.Fatalf("after a declined draw: offered %v, outcome %+v", m.DrawOffered(), m.Outcome())
	}
	// The game goes on; an offer stands across actions.
	if _, err := m.Table(1, game.OfferDraw); err != nil {
		t.Fatal(err)
	}
	p := m.State().Waiting().First()
	if _, err := m.Play(game.Action{Player: p, Kind: kindRoll}); err != nil {
		t.Fatal(err)
	}
	if m.DrawOffered() != game.Players(1) {
		t.Errorf("the offer lapsed after an action: %v", m.DrawOffered())
	}
	if _, err := m.Table(0, game.AcceptDraw); err != nil {
		t.Fatal(err)
	}
	out := m.Outcome()
	if !out.Over || !out.Draw() || out.Reason != "draw agreed" {
		t.Errorf("outcome after an accepted draw = %+v", out)
	}
	r := replayed(t, m)
	if got := r.Outcome(); !got.Draw() || got.Reason != "draw agreed" || r.Version() != m.Version() {
		t.Errorf("replayed: %+v at version %d, want the agreed draw at %d", got, r.Version(), m.Version())
	}
}

func TestTableStepJSON(t *testing.T) {
	m := start(t, 8)
	if _, err := m.Play(game.Action{Player: 0, Kind: kindRoll}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Table(0, game.Resign); err != nil {
		t.Fatal(err)
	}
	steps := m.Record().Steps
	a, _ := json.Marshal(steps[0])
	b, _ := json.Marshal(steps[1])
	if strings.Contains(string(a), "table") {
		t.Errorf("an action's step mentions table: %s", a)
	}
	if string(b) != `{"player":0,"action":"resign","table":true}` {
		t.Errorf("a resignation's step is %s", b)
	}
}

func TestResignDropsSealedOrders(t *testing.T) {
	m := startBids(t)
	if _, err := m.Submit(0, text("2")); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Table(1, game.Resign); err != nil {
		t.Fatal(err)
	}
	if m.Submitted() != 0 {
		t.Errorf("sealed orders kept after the game ended: %v", m.Submitted())
	}
	if _, err := m.Submit(1, text("1")); !errors.Is(err, game.ErrOver) {
		t.Errorf("orders after a resignation: %v, want ErrOver", err)
	}
	data, err := json.Marshal(m.Record())
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := game.Replay(bids{}, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	if out := r.Outcome(); !out.Over || out.Winners != game.Players(0) {
		t.Errorf("replayed outcome %+v, want player 1 winning", out)
	}
}

func TestDescribeTable(t *testing.T) {
	names := []string{"Red", "Blue"}
	for _, c := range []struct {
		p    game.Player
		word string
		want string
	}{{0, game.Resign, "Red resigns"}, {1, game.OfferDraw, "Blue offers a draw"}, {0, game.AcceptDraw, "Red accepts the draw"}, {1, game.DeclineDraw, "Blue declines the draw"}, {2, game.Resign, "player 3 resigns"}} {
		if got := game.DescribeTable(c.p, c.word, names); got != c.want {
			t.Errorf("DescribeTable(%v, %q) = %q, want %q", c.p, c.word, got, c.want)
		}
	}
}

// TestPlayAtAcrossTableSteps checks that a table step that leaves the game
// going (a draw offered or declined) does not make an action chosen before
// it stale, since it changes nothing of the position the action was chosen
// in, while an action played since still does; and that an action chosen
// before a resignation is refused as the game being over.
func TestPlayAtAcrossTableSteps(t *testing.T) {
	m := start(t, 9)
	v := m.Version()
	if _, err := m.Table(1, game.OfferDraw); err != nil {
		t.Fatal(err)
	}
	if _, err := m.PlayAt(v, game.Action{Player: 0, Kind: kindHold}); err != nil {
		t.Fatalf("an action chosen before the other player offered a draw: %v", err)
	}
	v = m.Version()
	if _, err := m.Table(0, game.DeclineDraw); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Table(0, game.OfferDraw); err != nil {
		t.Fatal(err)
	}
	if _, err := m.PlayAt(v, game.Action{Player: 1, Kind: kindHold}); err != nil {
		t.Fatalf("an action chosen before a draw was declined and offered again: %v", err)
	}
	if got := m.Record().Steps; len(got) != 5 || got[4].Player != 1 || got[4].Table {
		t.Errorf("the record after the action is %+v, want it last of five steps", got)
	}
	if _, err := m.PlayAt(v, game.Action{Player: 0, Kind: kindHold}); !errors.Is(err, game.ErrStale) {
		t.Errorf("an action chosen before the other player's action: err = %v, want ErrStale", err)
	}
	if _, err := m.PlayAt(m.Version()+1, game.Action{Player: 0, Kind: kindHold}); !errors.Is(err, game.ErrStale) {
		t.Errorf("an action from a version to come: err = %v, want ErrStale", err)
	}
	v = m.Version()
	if _, err := m.Table(1, game.Resign); err != nil {
		t.Fatal(err)
	}
	if _, err := m.PlayAt(v, game.Action{Player: 0, Kind: kindHold}); !errors.Is(err, game.ErrOver) {
		t.Errorf("an action chosen before the other player resigned: err = %v, want ErrOver", err)
	}
}
