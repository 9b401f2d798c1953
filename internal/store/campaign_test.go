package store

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
)

func TestCampaign(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		ctx := context.Background()
		c, err := s.CreateCampaign(ctx, "spacefleet", "Rim war", json.RawMessage(`{"turn":1}`))
		if err != nil {
			t.Fatal(err)
		}
		if c.Version != 1 || c.Name != "Rim war" || !sameJSON(c.State, []byte(`{"turn":1}`)) {
			t.Fatalf("new campaign = %+v", c)
		}
		saved, err := s.SaveCampaign(ctx, c.ID, 1, json.RawMessage(`{"turn":2}`))
		if err != nil {
			t.Fatal(err)
		}
		if saved.Version != 2 || !sameJSON(saved.State, []byte(`{"turn":2}`)) || saved.Created != c.Created {
			t.Errorf("saved campaign = %+v", saved)
		}
		if _, err := s.SaveCampaign(ctx, c.ID, 1, json.RawMessage(`{"turn":9}`)); !errors.Is(err, ErrStale) {
			t.Errorf("SaveCampaign at a stale version = %v, want ErrStale", err)
		}
		if _, err := s.SaveCampaign(ctx, "nope", 1, nil); !errors.Is(err, ErrNotFound) {
			t.Errorf("SaveCampaign of a missing campaign = %v, want ErrNotFound", err)
		}
		if _, err := s.SaveCampaign(ctx, c.ID, 2, json.RawMessage(`{`)); err == nil {
			t.Error("SaveCampaign accepted a state that is not JSON")
		}
		if _, err := s.CreateCampaign(ctx, "", "x", nil); err == nil {
			t.Error("CreateCampaign accepted no ruleset")
		}
		g, _, err := s.CreateGame(ctx, NewGame{Ruleset: "spacefleet", Seats: []NewSeat{{}}, Campaign: c.ID})
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.CreateGame(ctx, NewGame{Ruleset: "spacefleet", Seats: []NewSeat{{}}}); err != nil {
			t.Fatal(err)
		}
		games, err := s.ListGames(ctx, Filter{Campaign: c.ID})
		if err != nil || len(games) != 1 || games[0].ID != g.ID || games[0].Campaign != c.ID {
			t.Errorf("games of the campaign = %+v, %v; want only %s", games, err, g.ID)
		}
		got, err := s.Campaign(ctx, c.ID)
		if err != nil || got.Version != 2 {
			t.Errorf("Campaign = %+v, %v", got, err)
		}
	})
}
