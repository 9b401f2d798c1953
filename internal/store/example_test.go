package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/broadside/broadside/internal/store"
)

// A game is stored with its seats, then takes actions one version at a
// time; an action chosen against an old version is refused.
func Example() {
	dir, err := os.MkdirTemp("", "broadside-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()

	s, err := store.Open(ctx, filepath.Join(dir, "games.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()

	g, tokens, err := s.CreateGame(ctx, store.NewGame{
		Ruleset: "spacefleet",
		Seed:    0x2a,
		Setup:   json.RawMessage(`{"scenario":"skirmish"}`),
		Seats:   []store.NewSeat{{Name: "Red"}, {Name: "Blue", Kind: store.Computer}},
	})
	if err != nil {
		log.Fatal(err)
	}
	seat, err := s.SeatByToken(ctx, tokens[0])
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("token opens seat", seat.Number, seat.Name)

	a, err := s.AppendAction(ctx, g.ID, 0, seat.Number, json.RawMessage(`{"move":"ahead"}`))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("accepted action", a.Seq)

	_, err = s.AppendAction(ctx, g.ID, 0, 1, json.RawMessage(`{"fire":1}`))
	fmt.Println("second action at version 0 is stale:", errors.Is(err, store.ErrStale))

	r, err := s.LoadGame(ctx, g.ID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("record: %s seed %v, %d action(s): %s\n", r.Game.Ruleset, r.Game.Seed, len(r.Actions), r.Actions[0].Data)
	// Output:
	// token opens seat 0 Red
	// accepted action 1
	// second action at version 0 is stale: true
	// record: spacefleet seed 000000000000002a, 1 action(s): {"move":"ahead"}
}

// A campaign's state is saved against the version it was read at.
func ExampleStore_SaveCampaign() {
	dir, err := os.MkdirTemp("", "broadside-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(dir, "games.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()

	c, err := s.CreateCampaign(ctx, "spacefleet", "Rim war", json.RawMessage(`{"credits":100}`))
	if err != nil {
		log.Fatal(err)
	}
	c, err = s.SaveCampaign(ctx, c.ID, c.Version, json.RawMessage(`{"credits":85}`))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(c.Name, "version", c.Version, string(c.State))
	_, err = s.SaveCampaign(ctx, c.ID, 1, json.RawMessage(`{"credits":0}`))
	fmt.Println("saving over version 1 again is stale:", errors.Is(err, store.ErrStale))
	// Output:
	// Rim war version 2 {"credits":85}
	// saving over version 1 again is stale: true
}

// A finished game takes no more actions, and its record carries the report;
// ListGames finds it by state.
func ExampleStore_FinishGame() {
	dir, err := os.MkdirTemp("", "broadside-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(dir, "games.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()

	g, _, err := s.CreateGame(ctx, store.NewGame{Ruleset: "spacefleet", Seats: []store.NewSeat{{Name: "Red"}}})
	if err != nil {
		log.Fatal(err)
	}
	if _, err := s.FinishGame(ctx, g.ID, 0, "Red withdraws", json.RawMessage(`{"winner":null}`)); err != nil {
		log.Fatal(err)
	}
	_, err = s.AppendAction(ctx, g.ID, 0, 0, json.RawMessage(`{}`))
	fmt.Println("action after the end refused:", errors.Is(err, store.ErrFinished))

	finished, err := s.ListGames(ctx, store.Filter{Status: store.Finished})
	if err != nil {
		log.Fatal(err)
	}
	r, err := s.LoadGame(ctx, finished[0].ID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(finished), "finished game:", r.Report.Summary)
	// Output:
	// action after the end refused: true
	// 1 finished game: Red withdraws
}
