package store

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestOpenRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, dsn, want string
	}{
		{"empty", "", "no database"},
		{"memory", ":memory:", "path of a SQLite file"},
		{"file URI", "file:x.db", "path of a SQLite file"},
		{"question mark", "x.db?_pragma=foo", "may not contain"},
		{"missing directory", filepath.Join(t.TempDir(), "no", "such", "dir", "x.db"), "store:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Open(context.Background(), tc.dsn)
			if err == nil {
				s.Close()
				t.Fatalf("Open(%q) succeeded", tc.dsn)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Open(%q) = %v, want it to mention %q", tc.dsn, err, tc.want)
			}
		})
	}
}

func TestReopenKeepsGames(t *testing.T) {
	ctx := context.Background()
	path := sqliteDSN(t)
	s := openStore(t, path)
	g, _ := newTestGame(t, s)
	if _, err := s.AppendAction(ctx, g.ID, 0, 0, actionJSON(1)); err != nil {
		t.Fatal(err)
	}
	s2 := openStore(t, path) // migrations run again and find nothing to do
	r, err := s2.LoadGame(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if r.Game.Version != 1 || len(r.Actions) != 1 {
		t.Errorf("reopened game at version %d with %d actions, want 1 and 1", r.Game.Version, len(r.Actions))
	}
}

func TestCreateAndLoadGame(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		ng := NewGame{
			Ruleset: "fullthrust", RulesVersion: "2015", Seed: 0xfedcba9876543210,
			Options: json.RawMessage(`{"pd":"new"}`), Setup: json.RawMessage(`{"ships":[1,2]}`),
			Seats: []NewSeat{{Name: "Red"}, {Name: "Blue", Kind: Computer}, {Name: "Green", Kind: Human}},
		}
		g, tokens, err := s.CreateGame(ctx, ng)
		if err != nil {
			t.Fatal(err)
		}
		if len(tokens) != 3 || tokens[0] == "" || tokens[1] != "" || tokens[2] == "" || tokens[0] == tokens[2] {
			t.Fatalf("tokens = %q, want two distinct tokens for the human seats and none for the computer", tokens)
		}
		if g.Status != Active || g.Version != 0 || len(g.ID) != 26 || !g.Created.Equal(g.Updated) {
			t.Errorf("new game = %+v", g)
		}
		r, err := s.LoadGame(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		want := Record{
			Game: g,
			Seats: []Seat{
				{Game: g.ID, Number: 0, Name: "Red", Kind: Human},
				{Game: g.ID, Number: 1, Name: "Blue", Kind: Computer},
				{Game: g.ID, Number: 2, Name: "Green", Kind: Human},
			},
		}
		if diff := cmp.Diff(want, r); diff != "" {
			t.Errorf("LoadGame (-want +got):\n%s", diff)
		}
		header, err := s.Game(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(g, header); diff != "" {
			t.Errorf("Game (-want +got):\n%s", diff)
		}
	})
}

func TestCreateGameRefuses(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		one := []NewSeat{{Name: "Solo"}}
		for _, tc := range []struct {
			name string
			ng   NewGame
			want string
		}{
			{"no ruleset", NewGame{Seats: one}, "needs a ruleset"},
			{"no seats", NewGame{Ruleset: "jovian"}, "at least one seat"},
			{"bad options", NewGame{Ruleset: "jovian", Seats: one, Options: json.RawMessage(`{`)}, "options are not valid JSON"},
			{"bad setup", NewGame{Ruleset: "jovian", Seats: one, Setup: json.RawMessage(`nope`)}, "setup are not valid JSON"},
			{"bad kind", NewGame{Ruleset: "jovian", Seats: []NewSeat{{Kind: "robot"}}}, `unknown kind "robot"`},
			{"no campaign", NewGame{Ruleset: "jovian", Seats: one, Campaign: "missing"}, "not found"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, _, err := s.CreateGame(context.Background(), tc.ng)
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Errorf("CreateGame = %v, want an error mentioning %q", err, tc.want)
				}
			})
		}
		if games, err := s.ListGames(context.Background(), Filter{}); err != nil || len(games) != 0 {
			t.Errorf("after refusals ListGames = %d games, %v; want none", len(games), err)
		}
	})
}

func TestNotFound(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		for name, err := range map[string]error{
			"Game":     func() error { _, err := s.Game(ctx, "nope"); return err }(),
			"LoadGame": func() error { _, err := s.LoadGame(ctx, "nope"); return err }(),
			"Campaign": func() error { _, err := s.Campaign(ctx, "nope"); return err }(),
			"Append":   func() error { _, err := s.AppendAction(ctx, "nope", 0, 0, actionJSON(1)); return err }(),
			"Finish":   func() error { _, err := s.FinishGame(ctx, "nope", 0, "", nil); return err }(),
			"Token":    func() error { _, err := s.SeatByToken(ctx, "nope"); return err }(),
			"NoToken":  func() error { _, err := s.SeatByToken(ctx, ""); return err }(),
		} {
			if !errors.Is(err, ErrNotFound) {
				t.Errorf("%s: %v, want ErrNotFound", name, err)
			}
		}
	})
}

func TestSeatByToken(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		g, tokens, err := s.CreateGame(ctx, NewGame{Ruleset: "spacefleet", Seats: []NewSeat{{Name: "A"}, {Name: "B"}}})
		if err != nil {
			t.Fatal(err)
		}
		for i, tok := range tokens {
			st, err := s.SeatByToken(ctx, tok)
			if err != nil {
				t.Fatalf("seat %d: %v", i, err)
			}
			if st.Game != g.ID || st.Number != i {
				t.Errorf("token %d opens %+v", i, st)
			}
		}
		if _, err := s.SeatByToken(ctx, strings.ToLower(tokens[0])); !errors.Is(err, ErrNotFound) {
			t.Errorf("a token in the wrong case opened a seat: %v", err)
		}
		// Only hashes are stored.
		rows, err := s.db.QueryContext(ctx, `SELECT token_hash FROM seats WHERE game_id = $1 ORDER BY seat`, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var hashes []string
		for rows.Next() {
			var h string
			if err := rows.Scan(&h); err != nil {
				t.Fatal(err)
			}
			hashes = append(hashes, h)
		}
		if want := []string{hashToken(tokens[0]), hashToken(tokens[1])}; !cmp.Equal(hashes, want) || len(hashes[0]) != 64 {
			t.Errorf("stored %q, want the SHA-256 of each token %q", hashes, want)
		}
	})
}

func TestListGames(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		var ids []string // in creation order, which is update order here
		for i, rs := range []string{"jovian", "spacefleet", "jovian", "fullthrust"} {
			g, _, err := s.CreateGame(ctx, NewGame{Ruleset: rs, Seats: []NewSeat{{}}})
			if err != nil {
				t.Fatal(err)
			}
			// Distinct update times, newest last, so the order is known.
			if _, err := s.db.ExecContext(ctx, `UPDATE games SET updated_at = $1 WHERE id = $2`, int64(1000+i), g.ID); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, g.ID)
		}
		if _, err := s.FinishGame(ctx, ids[2], 0, "done", nil); err != nil {
			t.Fatal(err)
		}
		if _, err := s.db.ExecContext(ctx, `UPDATE games SET updated_at = 999 WHERE id = $1`, ids[2]); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name string
			f    Filter
			want []string
		}{
			{"all", Filter{}, []string{ids[3], ids[1], ids[0], ids[2]}},
			{"ruleset", Filter{Ruleset: "jovian"}, []string{ids[0], ids[2]}},
			{"status", Filter{Status: Active, Ruleset: "jovian"}, []string{ids[0]}},
			{"finished", Filter{Status: Finished}, []string{ids[2]}},
			{"limit", Filter{Limit: 2}, []string{ids[3], ids[1]}},
			{"offset", Filter{Limit: 2, Offset: 3}, []string{ids[2]}},
			{"none", Filter{Ruleset: "chess"}, nil},
		} {
			t.Run(tc.name, func(t *testing.T) {
				games, err := s.ListGames(ctx, tc.f)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, g := range games {
					got = append(got, g.ID)
				}
				if diff := cmp.Diff(tc.want, got); diff != "" {
					t.Errorf("ListGames(%+v) (-want +got):\n%s", tc.f, diff)
				}
			})
		}
		for _, f := range []Filter{{Limit: -1}, {Limit: 501}, {Offset: -1}} {
			if _, err := s.ListGames(ctx, f); err == nil {
				t.Errorf("ListGames(%+v) accepted", f)
			}
		}
	})
}

func TestFinishGame(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		g, _ := newTestGame(t, s)
		if _, err := s.AppendAction(ctx, g.ID, 0, 1, actionJSON(1)); err != nil {
			t.Fatal(err)
		}
		if _, err := s.FinishGame(ctx, g.ID, 0, "too early", nil); !errors.Is(err, ErrStale) {
			t.Errorf("FinishGame at a stale version = %v, want ErrStale", err)
		}
		rep, err := s.FinishGame(ctx, g.ID, 1, "Blue wins on turn 1", json.RawMessage(`{"winner":1}`))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.AppendAction(ctx, g.ID, 1, 0, actionJSON(2)); !errors.Is(err, ErrFinished) {
			t.Errorf("AppendAction after the end = %v, want ErrFinished", err)
		}
		if _, err := s.FinishGame(ctx, g.ID, 1, "again", nil); !errors.Is(err, ErrFinished) {
			t.Errorf("FinishGame twice = %v, want ErrFinished", err)
		}
		r, err := s.LoadGame(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		if r.Game.Status != Finished || r.Report == nil || !cmp.Equal(*r.Report, rep) {
			t.Errorf("finished record: status %s, report %+v, want %+v", r.Game.Status, r.Report, rep)
		}
		if _, err := s.FinishGame(ctx, g.ID, 1, "", json.RawMessage(`[`)); err == nil {
			t.Error("FinishGame accepted a report that is not JSON")
		}
	})
}
