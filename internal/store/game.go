package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/broadside/broadside/rng"
)

// Status says whether a game still takes actions.
type Status string

// The states of a game.
const (
	Active   Status = "active"   // the game takes actions
	Finished Status = "finished" // the game ended and has a report; it takes no more actions
)

// Game is the stored header of a game: everything of its record but the
// actions. It is a plain value; changing it changes nothing in the store.
type Game struct {
	ID           string          // 26 lowercase letters and digits, chosen by the store
	Ruleset      string          // the ruleset's registry name, such as "spacefleet"
	RulesVersion string          // the rules version the game is played with
	Options      json.RawMessage // the ruleset's options, a JSON document
	Seed         rng.Seed        // the seed every die of the game derives from; never show it to players while the game runs
	Setup        json.RawMessage // the ruleset's setup (scenario, fleets), a JSON document
	Status       Status          // Active or Finished
	Version      int64           // the number of actions accepted so far, from 0
	Campaign     string          // the campaign the game belongs to, or "" for none
	Created      time.Time       // when the game was created, UTC, to the microsecond
	Updated      time.Time       // when an action, or the report, was last stored
}

// NewGame describes a game to create. Options and Setup must be valid JSON;
// nil stands for the empty object. There must be at least one seat.
type NewGame struct {
	Ruleset      string
	RulesVersion string
	Options      json.RawMessage
	Seed         rng.Seed
	Setup        json.RawMessage
	Seats        []NewSeat // the players, seat 0 first
	Campaign     string    // an existing campaign's ID, or "" for none
}

// Record is a whole saved game: the header, the seats, the actions from
// number 1 to Game.Version in order, and the report once it has finished.
// Replaying Actions over Game's setup rebuilds the game's state.
type Record struct {
	Game    Game
	Seats   []Seat   // in seat order
	Actions []Action // numbered 1 to Game.Version without gaps
	Report  *Report  // nil while the game is active
}

// CreateGame stores a new game with no actions (version 0) and its seats. It
// returns the game and one fresh secret token per seat, in seat order: the
// token a human player presents to act in that seat, or "" for a computer
// seat. The tokens are not kept and cannot be recovered; hand them to the
// players (an invitation link, a cookie) at once.
func (s *Store) CreateGame(ctx context.Context, ng NewGame) (Game, []string, error) {
	if ng.Ruleset == "" {
		return Game{}, nil, errors.New("store: a game needs a ruleset")
	}
	if len(ng.Seats) == 0 {
		return Game{}, nil, errors.New("store: a game needs at least one seat")
	}
	options, err := document("options", ng.Options)
	if err != nil {
		return Game{}, nil, err
	}
	setup, err := document("setup", ng.Setup)
	if err != nil {
		return Game{}, nil, err
	}
	now := s.timestamp()
	g := Game{
		ID: newID(), Ruleset: ng.Ruleset, RulesVersion: ng.RulesVersion,
		Options: options, Seed: ng.Seed, Setup: setup, Status: Active,
		Campaign: ng.Campaign, Created: now, Updated: now,
	}
	seats, tokens, err := newSeats(ng.Seats)
	if err != nil {
		return Game{}, nil, err
	}
	err = s.write(ctx, func(tx *sql.Tx) error {
		var campaign any
		if g.Campaign != "" {
			campaign = g.Campaign
			if err := tx.QueryRowContext(ctx, `SELECT 1 FROM campaigns WHERE id = $1`, g.Campaign).Scan(new(int)); err != nil {
				if errors.Is(err, sql.ErrNoRows) {
					return fmt.Errorf("%w: campaign %q", ErrNotFound, g.Campaign)
				}
				return dbError("creating a game", err)
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO games
			(id, ruleset, rules_version, options, seed, setup, status, version, campaign_id, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $9)`,
			g.ID, g.Ruleset, g.RulesVersion, string(g.Options), g.Seed.String(), string(g.Setup),
			string(g.Status), campaign, now.UnixMicro())
		if err != nil {
			return dbError("creating a game", err)
		}
		return insertSeats(ctx, tx, g.ID, seats)
	})
	if err != nil {
		return Game{}, nil, err
	}
	return g, tokens, nil
}

// document returns doc unchanged when it is valid JSON, "{}" when it is
// empty, and an error naming what otherwise.
func document(what string, doc json.RawMessage) (json.RawMessage, error) {
	if len(doc) == 0 {
		return json.RawMessage("{}"), nil
	}
	if !json.Valid(doc) {
		return nil, fmt.Errorf("store: the %s are not valid JSON", what)
	}
	return append(json.RawMessage(nil), doc...), nil
}

// gameColumns are the columns scanGame reads, in its order.
const gameColumns = `id, ruleset, rules_version, options, seed, setup, status, version, campaign_id, created_at, updated_at`

// scanGame reads a row of gameColumns.
func scanGame(row interface{ Scan(...any) error }) (Game, error) {
	var (
		g                Game
		options, setup   string
		seed, status     string
		campaign         sql.NullString
		created, updated int64
	)
	err := row.Scan(&g.ID, &g.Ruleset, &g.RulesVersion, &options, &seed, &setup, &status,
		&g.Version, &campaign, &created, &updated)
	if err != nil {
		return Game{}, err
	}
	if g.Seed, err = rng.ParseSeed(seed); err != nil {
		return Game{}, fmt.Errorf("store: game %s has a damaged seed: %w", g.ID, err)
	}
	g.Options, g.Setup = json.RawMessage(options), json.RawMessage(setup)
	g.Status, g.Campaign = Status(status), campaign.String
	g.Created, g.Updated = fromMicros(created), fromMicros(updated)
	return g, nil
}

// Game returns the header of the game with the given ID, or an error
// wrapping [ErrNotFound].
func (s *Store) Game(ctx context.Context, id string) (Game, error) {
	g, err := scanGame(s.db.QueryRowContext(ctx, `SELECT `+gameColumns+` FROM games WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Game{}, fmt.Errorf("%w: game %q", ErrNotFound, id)
	}
	if err != nil {
		return Game{}, dbError("reading a game", err)
	}
	return g, nil
}

// LoadGame returns the whole record of a game, read in one consistent
// snapshot, or an error wrapping [ErrNotFound].
func (s *Store) LoadGame(ctx context.Context, id string) (Record, error) {
	var r Record
	err := s.read(ctx, func(tx *sql.Tx) error {
		g, err := scanGame(tx.QueryRowContext(ctx, `SELECT `+gameColumns+` FROM games WHERE id = $1`, id))
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("%w: game %q", ErrNotFound, id)
		}
		if err != nil {
			return dbError("loading a game", err)
		}
		r.Game = g
		if r.Seats, err = loadSeats(ctx, tx, id); err != nil {
			return err
		}
		if r.Actions, err = loadActions(ctx, tx, id, 0); err != nil {
			return err
		}
		if int64(len(r.Actions)) != g.Version {
			return fmt.Errorf("store: game %s is at version %d but holds %d actions", id, g.Version, len(r.Actions))
		}
		if g.Status == Finished {
			rep, err := loadReport(ctx, tx, id)
			if err != nil {
				return err
			}
			r.Report = &rep
		}
		return nil
	})
	return r, err
}

// Filter selects games for [Store.ListGames]. The zero value selects every
// game, the most recently updated 50 first.
type Filter struct {
	Ruleset  string // only this ruleset; "" for all
	Status   Status // only games in this state; "" for all
	Campaign string // only games of this campaign; "" for all
	Limit    int    // at most this many games, 1 to 500; 0 means 50
	Offset   int    // skip this many games first, for paging; 0 or more
}

// ListGames returns the headers of the games the filter selects, the most
// recently updated first (ties broken by ID).
func (s *Store) ListGames(ctx context.Context, f Filter) ([]Game, error) {
	limit := f.Limit
	switch {
	case limit == 0:
		limit = 50
	case limit < 0 || limit > 500:
		return nil, fmt.Errorf("store: list limit %d is not within 1 to 500", limit)
	}
	if f.Offset < 0 {
		return nil, fmt.Errorf("store: list offset %d is negative", f.Offset)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+gameColumns+` FROM games
		WHERE ($1 = '' OR ruleset = $1) AND ($2 = '' OR status = $2) AND ($3 = '' OR campaign_id = $3)
		ORDER BY updated_at DESC, id LIMIT $4 OFFSET $5`,
		f.Ruleset, string(f.Status), f.Campaign, limit, f.Offset)
	if err != nil {
		return nil, dbError("listing games", err)
	}
	defer rows.Close()
	var games []Game
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			return nil, dbError("listing games", err)
		}
		games = append(games, g)
	}
	if err := rows.Err(); err != nil {
		return nil, dbError("listing games", err)
	}
	return games, nil
}
