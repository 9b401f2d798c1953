package store

import (
	"context"
	"errors"
	"testing"
)

// TestSeatLink checks that a seat link moves its seat to whoever opens it,
// once, that a new link withdraws the one before, and that only the link's
// hash is kept.
func TestSeatLink(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		g, token := newTestGame(t, s)
		if _, err := s.NewSeatLink(ctx, g.ID, 1); !errors.Is(err, ErrNotFound) {
			t.Errorf("a link for the computer seat: %v, want ErrNotFound", err)
		}
		first, err := s.NewSeatLink(ctx, g.ID, 0)
		if err != nil {
			t.Fatal(err)
		}
		link, err := s.NewSeatLink(ctx, g.ID, 0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.SeatLink(ctx, first); !errors.Is(err, ErrNotFound) {
			t.Errorf("the replaced link still opens a seat: %v", err)
		}
		if ok, err := s.HasSeatLink(ctx, g.ID, 0); !ok || err != nil {
			t.Errorf("HasSeatLink = %v, %v", ok, err)
		}
		var stored int
		if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM seat_links WHERE link_hash = $1`, link).Scan(&stored); err != nil || stored != 0 {
			t.Errorf("the link itself is stored (%d rows, %v)", stored, err)
		}
		seat, fresh, err := s.UseSeatLink(ctx, link)
		if err != nil {
			t.Fatal(err)
		}
		if seat.Game != g.ID || seat.Number != 0 || fresh == "" {
			t.Fatalf("the link opened %+v, %q", seat, fresh)
		}
		if _, err := s.SeatByToken(ctx, token); !errors.Is(err, ErrNotFound) {
			t.Errorf("the seat's old token still opens it: %v", err)
		}
		if st, err := s.SeatByToken(ctx, fresh); err != nil || st.Number != 0 {
			t.Errorf("the new token opens %+v, %v", st, err)
		}
		if _, _, err := s.UseSeatLink(ctx, link); !errors.Is(err, ErrNotFound) {
			t.Errorf("a link used twice: %v", err)
		}
		again, err := s.NewSeatLink(ctx, g.ID, 0)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.WithdrawSeatLink(ctx, g.ID, 0); err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.UseSeatLink(ctx, again); !errors.Is(err, ErrNotFound) {
			t.Errorf("a withdrawn link: %v", err)
		}
		if ok, err := s.HasSeatLink(ctx, g.ID, 0); ok || err != nil {
			t.Errorf("HasSeatLink after withdrawing = %v, %v", ok, err)
		}
	})
}

// TestRematch checks that a game has one rematch, that its open seats are
// claimed once each, and that a second rematch is refused with the first.
func TestRematch(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		g, _ := newTestGame(t, s)
		ng := NewGame{Ruleset: "spacefleet", RulesVersion: "3", Seed: 9, Seats: []NewSeat{{Name: "Red"}, {Name: "Blue"}}}
		if _, _, err := s.CreateRematch(ctx, g.ID, ng, map[int]int{2: 0}); err == nil {
			t.Error("a claim of a seat the game lacks was accepted")
		}
		r, tokens, err := s.CreateRematch(ctx, g.ID, ng, map[int]int{1: 0})
		if err != nil {
			t.Fatal(err)
		}
		if len(tokens) != 2 {
			t.Fatalf("tokens %v", tokens)
		}
		got, ok, err := s.Rematch(ctx, g.ID)
		if err != nil || !ok || got.ID != r.ID {
			t.Errorf("Rematch = %v, %v, %v; want %s", got.ID, ok, err, r.ID)
		}
		again, _, err := s.CreateRematch(ctx, g.ID, ng, nil)
		if !errors.Is(err, ErrRematched) || again.ID != r.ID {
			t.Errorf("a second rematch: %s, %v; want %s and ErrRematched", again.ID, err, r.ID)
		}
		claims, err := s.RematchClaims(ctx, r.ID)
		if err != nil || len(claims) != 1 || claims[1] != 0 {
			t.Errorf("claims %v, %v", claims, err)
		}
		fresh, err := s.ClaimRematchSeat(ctx, r.ID, 1)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.SeatByToken(ctx, tokens[1]); !errors.Is(err, ErrNotFound) {
			t.Errorf("the claimed seat's first token still opens it: %v", err)
		}
		if st, err := s.SeatByToken(ctx, fresh); err != nil || st.Game != r.ID || st.Number != 1 {
			t.Errorf("the claimed token opens %+v, %v", st, err)
		}
		if _, err := s.ClaimRematchSeat(ctx, r.ID, 1); !errors.Is(err, ErrNotFound) {
			t.Errorf("a seat claimed twice: %v", err)
		}
		if _, ok, _ := s.Rematch(ctx, r.ID); ok {
			t.Error("the rematch has a rematch of its own")
		}
	})
}

// TestAppendActions checks that a batch of actions is stored whole, in
// order, and refused whole when a seat is wrong or the game has actions.
func TestAppendActions(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		g, _ := newTestGame(t, s)
		bad := []NewAction{{Player: 0, Data: actionJSON(1)}, {Player: 7, Data: actionJSON(2)}}
		if err := s.AppendActions(ctx, g.ID, bad); !errors.Is(err, ErrNotFound) {
			t.Errorf("a batch with a seat the game lacks: %v", err)
		}
		if rec, _ := s.LoadGame(ctx, g.ID); rec.Game.Version != 0 || len(rec.Actions) != 0 {
			t.Fatalf("a refused batch left %d actions", len(rec.Actions))
		}
		good := []NewAction{{Player: 0, Data: actionJSON(1)}, {Player: 1, Data: actionJSON(2)}, {Player: 0, Data: actionJSON(3)}}
		if err := s.AppendActions(ctx, g.ID, good); err != nil {
			t.Fatal(err)
		}
		rec, err := s.LoadGame(ctx, g.ID)
		if err != nil || rec.Game.Version != 3 || rec.Actions[1].Player != 1 || !sameJSON(rec.Actions[2].Data, actionJSON(3)) {
			t.Fatalf("stored %+v, %v", rec.Actions, err)
		}
		if err := s.AppendActions(ctx, g.ID, good); !errors.Is(err, ErrStale) {
			t.Errorf("a second batch: %v, want ErrStale", err)
		}
	})
}
