package store

import (
	"context"
	"errors"
	"sync"
	"testing"
)

// TestReplaceToken checks that a replaced token opens nothing, that the new
// one opens the same seat, and that of two concurrent replacements of one
// token exactly one succeeds.
func TestReplaceToken(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		g, token := newTestGame(t, s)
		seat, fresh, err := s.ReplaceToken(ctx, token)
		if err != nil {
			t.Fatal(err)
		}
		if seat.Game != g.ID || seat.Number != 0 || fresh == "" || fresh == token {
			t.Fatalf("replaced into %+v, %q", seat, fresh)
		}
		if _, err := s.SeatByToken(ctx, token); !errors.Is(err, ErrNotFound) {
			t.Errorf("the old token still opens a seat: %v", err)
		}
		if st, err := s.SeatByToken(ctx, fresh); err != nil || st.Number != 0 || st.Game != g.ID {
			t.Errorf("the new token opens %+v, %v", st, err)
		}
		if _, _, err := s.ReplaceToken(ctx, token); !errors.Is(err, ErrNotFound) {
			t.Errorf("an old token was replaced again: %v", err)
		}
		if _, _, err := s.ReplaceToken(ctx, ""); !errors.Is(err, ErrNotFound) {
			t.Errorf("the empty token: %v", err)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		won := 0
		for range 4 {
			wg.Go(func() {
				if _, _, err := s.ReplaceToken(ctx, fresh); err == nil {
					mu.Lock()
					won++
					mu.Unlock()
				} else if !errors.Is(err, ErrNotFound) {
					t.Errorf("concurrent replacement: %v", err)
				}
			})
		}
		wg.Wait()
		if won != 1 {
			t.Errorf("%d of 4 concurrent replacements of one token succeeded, want 1", won)
		}
	})
}
