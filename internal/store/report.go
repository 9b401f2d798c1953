package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Report is the account of a finished game.
type Report struct {
	Summary string          // one line for lists, such as "Red fleet wins on turn 7"
	Data    json.RawMessage // the ruleset's full report, a JSON document
	Created time.Time       // when the game finished, UTC, to the microsecond
}

// FinishGame ends game id with its report, if the game is still active and
// at expectedVersion (so the report describes the state the caller saw).
// From then on the game takes no actions. Errors wrap [ErrStale],
// [ErrFinished] or [ErrNotFound] as for [Store.AppendAction].
func (s *Store) FinishGame(ctx context.Context, id string, expectedVersion int64, summary string, data json.RawMessage) (Report, error) {
	doc, err := document("report", data)
	if err != nil {
		return Report{}, err
	}
	r := Report{Summary: summary, Data: doc, Created: s.timestamp()}
	err = s.write(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE games SET status = $1, updated_at = $2
			WHERE id = $3 AND version = $4 AND status = $5`,
			string(Finished), r.Created.UnixMicro(), id, expectedVersion, string(Active))
		if err != nil {
			return dbError("finishing a game", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return dbError("finishing a game", err)
		} else if n != 1 {
			return s.whyRefused(ctx, tx, id, expectedVersion)
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO reports (game_id, summary, report, created_at) VALUES ($1, $2, $3, $4)`,
			id, r.Summary, string(r.Data), r.Created.UnixMicro())
		if err != nil {
			return dbError("finishing a game", err)
		}
		return nil
	})
	if err != nil {
		return Report{}, err
	}
	return r, nil
}

// loadReport reads the report of game id.
func loadReport(ctx context.Context, tx *sql.Tx, id string) (Report, error) {
	var r Report
	var data string
	var created int64
	err := tx.QueryRowContext(ctx, `SELECT summary, report, created_at FROM reports WHERE game_id = $1`, id).
		Scan(&r.Summary, &data, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Report{}, fmt.Errorf("store: finished game %s has no report", id)
	}
	if err != nil {
		return Report{}, dbError("loading a report", err)
	}
	r.Data, r.Created = json.RawMessage(data), fromMicros(created)
	return r, nil
}
