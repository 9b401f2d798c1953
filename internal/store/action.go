package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Action is one stored action of a game's record.
type Action struct {
	Seq     int64           // its number, from 1; the game's version once it was accepted
	Player  int             // the seat that made it
	Data    json.RawMessage // the ruleset's action, a JSON document
	Created time.Time       // when it was accepted, UTC, to the microsecond
}

// AppendAction adds an action by seat player to the record of game id, if
// the game is still at expectedVersion: the action becomes number
// expectedVersion+1 and the game's version moves to it. The action has been
// committed when AppendAction returns nil.
//
// Errors: one wrapping [ErrStale] when the game has moved past
// expectedVersion (another action came first; nothing was stored), or is
// behind it; [ErrFinished] when the game has ended; [ErrNotFound] when there
// is no such game or seat. Of any number of concurrent calls with the same
// expectedVersion, exactly one succeeds and the others get ErrStale.
func (s *Store) AppendAction(ctx context.Context, id string, expectedVersion int64, player int, data json.RawMessage) (Action, error) {
	if expectedVersion < 0 {
		return Action{}, fmt.Errorf("store: version %d is negative", expectedVersion)
	}
	if !json.Valid(data) {
		return Action{}, errors.New("store: the action is not valid JSON")
	}
	a := Action{Seq: expectedVersion + 1, Player: player, Data: append(json.RawMessage(nil), data...), Created: s.timestamp()}
	err := s.write(ctx, func(tx *sql.Tx) error {
		// The conditional update is the lock: on PostgreSQL a concurrent
		// transaction waits on the row and then finds the version moved; on
		// SQLite the write lock is held from the start.
		res, err := tx.ExecContext(ctx, `UPDATE games SET version = $1, updated_at = $2
			WHERE id = $3 AND version = $4 AND status = $5`,
			a.Seq, a.Created.UnixMicro(), id, expectedVersion, string(Active))
		if err != nil {
			return dbError("appending an action", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return dbError("appending an action", err)
		} else if n != 1 {
			return s.whyRefused(ctx, tx, id, expectedVersion)
		}
		if err := checkSeat(ctx, tx, id, player); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO actions (game_id, seq, player, action, created_at) VALUES ($1, $2, $3, $4, $5)`,
			id, a.Seq, player, string(a.Data), a.Created.UnixMicro())
		if isConflict(err) {
			return fmt.Errorf("%w: game %s already has action %d", ErrStale, id, a.Seq)
		}
		if err != nil {
			return dbError("appending an action", err)
		}
		return nil
	})
	if err != nil {
		return Action{}, err
	}
	return a, nil
}

// whyRefused explains why the conditional update of AppendAction matched no
// game: it does not exist, it has finished, or its version differs.
func (s *Store) whyRefused(ctx context.Context, tx *sql.Tx, id string, expected int64) error {
	var version int64
	var status string
	err := tx.QueryRowContext(ctx, `SELECT version, status FROM games WHERE id = $1`, id).Scan(&version, &status)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("%w: game %q", ErrNotFound, id)
	case err != nil:
		return dbError("appending an action", err)
	case Status(status) == Finished:
		return fmt.Errorf("%w: game %s takes no more actions", ErrFinished, id)
	}
	return fmt.Errorf("%w: game %s is at version %d, not %d", ErrStale, id, version, expected)
}

// checkSeat reports ErrNotFound unless game id has seat player.
func checkSeat(ctx context.Context, tx *sql.Tx, id string, player int) error {
	err := tx.QueryRowContext(ctx, `SELECT 1 FROM seats WHERE game_id = $1 AND seat = $2`, id, player).Scan(new(int))
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%w: game %s has no seat %d", ErrNotFound, id, player)
	}
	if err != nil {
		return dbError("appending an action", err)
	}
	return nil
}

// Actions returns the actions of game id numbered after the given version,
// in order: all of them for version 0. A client that holds the state at some
// version catches up with these. A game that does not exist has none.
func (s *Store) Actions(ctx context.Context, id string, after int64) ([]Action, error) {
	var actions []Action
	err := s.read(ctx, func(tx *sql.Tx) error {
		var err error
		actions, err = loadActions(ctx, tx, id, after)
		return err
	})
	return actions, err
}

// loadActions reads the actions of game id numbered after the given one.
func loadActions(ctx context.Context, tx *sql.Tx, id string, after int64) ([]Action, error) {
	rows, err := tx.QueryContext(ctx, `SELECT seq, player, action, created_at FROM actions
		WHERE game_id = $1 AND seq > $2 ORDER BY seq`, id, after)
	if err != nil {
		return nil, dbError("loading actions", err)
	}
	defer rows.Close()
	var actions []Action
	for rows.Next() {
		var a Action
		var data string
		var created int64
		if err := rows.Scan(&a.Seq, &a.Player, &data, &created); err != nil {
			return nil, dbError("loading actions", err)
		}
		a.Data, a.Created = json.RawMessage(data), fromMicros(created)
		actions = append(actions, a)
	}
	if err := rows.Err(); err != nil {
		return nil, dbError("loading actions", err)
	}
	return actions, nil
}
