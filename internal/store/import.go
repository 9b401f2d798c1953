package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
)

// NewAction is an action to append with [Store.AppendActions]: the seat
// that took it and its JSON document.
type NewAction struct {
	Player int
	Data   json.RawMessage
}

// AppendActions adds actions, in order, to the record of game id at
// version 0, in one transaction: a record brought in from elsewhere is
// stored whole or not at all. Errors are those of [Store.AppendAction]; a
// game that holds actions already is refused with ErrStale.
func (s *Store) AppendActions(ctx context.Context, id string, actions []NewAction) error {
	for i, a := range actions {
		if !json.Valid(a.Data) {
			return fmt.Errorf("store: action %d is not valid JSON", i+1)
		}
	}
	now := s.timestamp().UnixMicro()
	return s.write(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE games SET version = $1, updated_at = $2
			WHERE id = $3 AND version = 0 AND status = $4`, len(actions), now, id, string(Active))
		if err != nil {
			return dbError("appending actions", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return dbError("appending actions", err)
		} else if n != 1 {
			return s.whyRefused(ctx, tx, id, 0)
		}
		checked := map[int]bool{}
		for i, a := range actions {
			if !checked[a.Player] {
				if err := checkSeat(ctx, tx, id, a.Player); err != nil {
					return err
				}
				checked[a.Player] = true
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO actions (game_id, seq, player, action, created_at) VALUES ($1, $2, $3, $4, $5)`,
				id, i+1, a.Player, string(a.Data), now)
			if isConflict(err) {
				return fmt.Errorf("%w: game %s already has action %d", ErrStale, id, i+1)
			}
			if err != nil {
				return dbError("appending actions", err)
			}
		}
		return nil
	})
}
