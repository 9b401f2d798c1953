package store

import (
	"context"
	"testing"
)

// BenchmarkAppendAction measures one committed action on a SQLite file,
// synced in full: the cost of every move in a browser game.
func BenchmarkAppendAction(b *testing.B) {
	s, err := Open(context.Background(), sqliteDSN(b))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	b.ReportAllocs()
	ctx := context.Background()
	g, _, err := s.CreateGame(ctx, NewGame{Ruleset: "spacefleet", Seats: []NewSeat{{}}})
	if err != nil {
		b.Fatal(err)
	}
	data := actionJSON(1)
	v := int64(0)
	for b.Loop() {
		if _, err := s.AppendAction(ctx, g.ID, v, 0, data); err != nil {
			b.Fatal(err)
		}
		v++
	}
}

// BenchmarkLoadGame measures loading a record of 200 actions, what opening a
// game page costs before replay.
func BenchmarkLoadGame(b *testing.B) {
	s, err := Open(context.Background(), sqliteDSN(b))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	g, _, err := s.CreateGame(ctx, NewGame{Ruleset: "spacefleet", Seats: []NewSeat{{}}})
	if err != nil {
		b.Fatal(err)
	}
	for v := int64(0); v < 200; v++ {
		if _, err := s.AppendAction(ctx, g.ID, v, 0, actionJSON(v+1)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.LoadGame(ctx, g.ID); err != nil {
			b.Fatal(err)
		}
	}
}
