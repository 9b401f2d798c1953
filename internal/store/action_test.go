package store

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
)

func TestAppendAction(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		g, _ := newTestGame(t, s)
		for seq := int64(1); seq <= 5; seq++ {
			a, err := s.AppendAction(ctx, g.ID, seq-1, int(seq%2), actionJSON(seq))
			if err != nil {
				t.Fatalf("action %d: %v", seq, err)
			}
			if a.Seq != seq || a.Player != int(seq%2) || !sameJSON(a.Data, actionJSON(seq)) || a.Created.IsZero() {
				t.Errorf("action %d stored as %+v", seq, a)
			}
		}
		r, err := s.LoadGame(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		if r.Game.Version != 5 || len(r.Actions) != 5 || r.Game.Updated.Before(r.Game.Created) {
			t.Fatalf("game at version %d with %d actions", r.Game.Version, len(r.Actions))
		}
		for i, a := range r.Actions {
			if a.Seq != int64(i+1) || !sameJSON(a.Data, actionJSON(a.Seq)) {
				t.Errorf("action %d loaded as %+v", i+1, a)
			}
		}
		later, err := s.Actions(ctx, g.ID, 3)
		if err != nil || len(later) != 2 || later[0].Seq != 4 {
			t.Errorf("Actions after 3 = %+v, %v; want actions 4 and 5", later, err)
		}
	})
}

func TestAppendActionRefuses(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		g, _ := newTestGame(t, s)
		if _, err := s.AppendAction(ctx, g.ID, 0, 0, actionJSON(1)); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name    string
			version int64
			player  int
			data    string
			kind    error  // the sentinel the error wraps, or nil
			text    string // what the error says
		}{
			{"stale", 0, 0, `{}`, ErrStale, "at version 1, not 0"},
			{"ahead", 2, 0, `{}`, ErrStale, "at version 1, not 2"},
			{"no seat", 1, 2, `{}`, ErrNotFound, "no seat 2"},
			{"negative seat", 1, -1, `{}`, ErrNotFound, "no seat -1"},
			{"not JSON", 1, 0, `{"a":`, nil, "not valid JSON"},
			{"negative version", -1, 0, `{}`, nil, "negative"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := s.AppendAction(ctx, g.ID, tc.version, tc.player, json.RawMessage(tc.data))
				if err == nil || (tc.kind != nil && !errors.Is(err, tc.kind)) || !strings.Contains(err.Error(), tc.text) {
					t.Errorf("AppendAction = %v, want %v saying %q", err, tc.kind, tc.text)
				}
			})
		}
		if r, err := s.LoadGame(ctx, g.ID); err != nil || r.Game.Version != 1 || len(r.Actions) != 1 {
			t.Errorf("after refusals: version %d, %d actions, %v; want 1 and 1", r.Game.Version, len(r.Actions), err)
		}
	})
}

// TestConcurrentAppendSerialised races several writers for every version of
// one game: exactly one wins each version and the rest are told the version
// is stale. On SQLite half the writers use a second Store on the same file,
// so the file lock (not only the in-process mutex) is exercised.
func TestConcurrentAppendSerialised(t *testing.T) {
	const versions, writers = 15, 6
	for _, b := range backends() {
		t.Run(b.name, func(t *testing.T) {
			ctx := context.Background()
			dsn := b.dsn(t)
			stores := []*Store{openStore(t, dsn), openStore(t, dsn)}
			g, _ := newTestGame(t, stores[0])
			for v := int64(0); v < versions; v++ {
				var wg sync.WaitGroup
				start := make(chan struct{})
				errs := make([]error, writers)
				for w := range writers {
					wg.Go(func() {
						<-start
						_, errs[w] = stores[w%2].AppendAction(ctx, g.ID, v, w%2, actionJSON(int64(w)))
					})
				}
				close(start)
				wg.Wait()
				won := 0
				for w, err := range errs {
					switch {
					case err == nil:
						won++
					case !errors.Is(err, ErrStale):
						t.Fatalf("version %d, writer %d: %v, want success or ErrStale", v, w, err)
					}
				}
				if won != 1 {
					t.Fatalf("version %d: %d writers won, want exactly 1", v, won)
				}
			}
			r, err := stores[1].LoadGame(ctx, g.ID)
			if err != nil {
				t.Fatal(err)
			}
			if r.Game.Version != versions || len(r.Actions) != versions {
				t.Errorf("game at version %d with %d actions, want %d", r.Game.Version, len(r.Actions), versions)
			}
		})
	}
}
