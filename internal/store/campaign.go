package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Campaign is a series of games with state that carries from one to the
// next (fleets, damage, costs spent), kept by the ruleset as a JSON
// document. Games join a campaign through NewGame.Campaign.
type Campaign struct {
	ID      string          // 26 lowercase letters and digits, chosen by the store
	Ruleset string          // the ruleset's registry name
	Name    string          // what the players call it
	State   json.RawMessage // the ruleset's campaign state, a JSON document
	Version int64           // 1 when created, one more at each save
	Created time.Time       // UTC, to the microsecond
	Updated time.Time       // when State was last saved
}

// CreateCampaign stores a new campaign at version 1. A nil state stands for
// the empty object.
func (s *Store) CreateCampaign(ctx context.Context, ruleset, name string, state json.RawMessage) (Campaign, error) {
	if ruleset == "" {
		return Campaign{}, errors.New("store: a campaign needs a ruleset")
	}
	doc, err := document("campaign state", state)
	if err != nil {
		return Campaign{}, err
	}
	now := s.timestamp()
	c := Campaign{ID: newID(), Ruleset: ruleset, Name: name, State: doc, Version: 1, Created: now, Updated: now}
	err = s.write(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO campaigns (id, ruleset, name, state, version, created_at, updated_at)
			VALUES ($1, $2, $3, $4, 1, $5, $5)`, c.ID, c.Ruleset, c.Name, string(c.State), now.UnixMicro())
		if err != nil {
			return dbError("creating a campaign", err)
		}
		return nil
	})
	if err != nil {
		return Campaign{}, err
	}
	return c, nil
}

// Campaign returns the campaign with the given ID, or an error wrapping
// [ErrNotFound]. [Store.ListGames] with Filter.Campaign lists its games.
func (s *Store) Campaign(ctx context.Context, id string) (Campaign, error) {
	return readCampaign(ctx, s.db, id)
}

// querier is what *sql.DB and *sql.Tx share for reading one row.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// readCampaign reads campaign id through q.
func readCampaign(ctx context.Context, q querier, id string) (Campaign, error) {
	var c Campaign
	var state string
	var created, updated int64
	err := q.QueryRowContext(ctx, `SELECT id, ruleset, name, state, version, created_at, updated_at
		FROM campaigns WHERE id = $1`, id).
		Scan(&c.ID, &c.Ruleset, &c.Name, &state, &c.Version, &created, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return Campaign{}, fmt.Errorf("%w: campaign %q", ErrNotFound, id)
	}
	if err != nil {
		return Campaign{}, dbError("reading a campaign", err)
	}
	c.State, c.Created, c.Updated = json.RawMessage(state), fromMicros(created), fromMicros(updated)
	return c, nil
}

// SaveCampaign replaces the state of campaign id, if it is still at
// expectedVersion, and returns the campaign at its new version. Errors wrap
// [ErrStale] when someone saved first, or [ErrNotFound].
func (s *Store) SaveCampaign(ctx context.Context, id string, expectedVersion int64, state json.RawMessage) (Campaign, error) {
	doc, err := document("campaign state", state)
	if err != nil {
		return Campaign{}, err
	}
	now := s.timestamp()
	var c Campaign
	err = s.write(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE campaigns SET state = $1, version = version + 1, updated_at = $2
			WHERE id = $3 AND version = $4`, string(doc), now.UnixMicro(), id, expectedVersion)
		if err != nil {
			return dbError("saving a campaign", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return dbError("saving a campaign", err)
		} else if n == 1 {
			c, err = readCampaign(ctx, tx, id)
			return err
		}
		var version int64
		err = tx.QueryRowContext(ctx, `SELECT version FROM campaigns WHERE id = $1`, id).Scan(&version)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return fmt.Errorf("%w: campaign %q", ErrNotFound, id)
		case err != nil:
			return dbError("saving a campaign", err)
		}
		return fmt.Errorf("%w: campaign %s is at version %d, not %d", ErrStale, id, version, expectedVersion)
	})
	if err != nil {
		return Campaign{}, err
	}
	return c, nil
}
