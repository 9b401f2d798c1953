package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"slices"
)

// ErrRematched reports a game that has a rematch already; [Store.CreateRematch]
// returns the existing rematch with it.
var ErrRematched = errors.New("store: the game has a rematch already")

// CreateRematch stores ng as the rematch of game from, like
// [Store.CreateGame], with claims: for each seat of the new game that the
// holder of a seat of from may claim (see [Store.ClaimRematchSeat]), that
// seat of from. A game has at most one rematch: when from has one already,
// ng is not kept and the error wraps ErrRematched, with the existing
// rematch's header and no tokens.
func (s *Store) CreateRematch(ctx context.Context, from string, ng NewGame, claims map[int]int) (Game, []string, error) {
	if old, ok, err := s.Rematch(ctx, from); err != nil || ok {
		if err == nil {
			err = fmt.Errorf("%w: game %s", ErrRematched, from)
		}
		return old, nil, err
	}
	for seat := range claims {
		if seat < 0 || seat >= len(ng.Seats) || (ng.Seats[seat].Kind != Human && ng.Seats[seat].Kind != "") {
			return Game{}, nil, fmt.Errorf("store: a rematch claim names seat %d, which is not a human seat", seat)
		}
	}
	g, tokens, err := s.CreateGame(ctx, ng)
	if err != nil {
		return Game{}, nil, err
	}
	err = s.write(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO rematches (game_id, rematch_id) VALUES ($1, $2)`, from, g.ID); err != nil {
			if isConflict(err) {
				return fmt.Errorf("%w: game %s", ErrRematched, from)
			}
			return dbError("storing a rematch", err)
		}
		for _, seat := range slices.Sorted(maps.Keys(claims)) {
			if _, err := tx.ExecContext(ctx, `INSERT INTO rematch_claims (rematch_id, seat, from_seat) VALUES ($1, $2, $3)`, g.ID, seat, claims[seat]); err != nil {
				return dbError("storing a rematch", err)
			}
		}
		return nil
	})
	if err != nil {
		// The game made for nothing goes again; the one stored first stays.
		_ = s.write(ctx, func(tx *sql.Tx) error {
			_, err := tx.ExecContext(ctx, `DELETE FROM games WHERE id = $1`, g.ID)
			return err
		})
		if errors.Is(err, ErrRematched) {
			old, _, lerr := s.Rematch(ctx, from)
			if lerr != nil {
				return Game{}, nil, lerr
			}
			return old, nil, err
		}
		return Game{}, nil, err
	}
	return g, tokens, nil
}

// Rematch returns the header of the rematch of game from, and whether it
// has one.
func (s *Store) Rematch(ctx context.Context, from string) (Game, bool, error) {
	var id string
	err := s.db.QueryRowContext(ctx, `SELECT rematch_id FROM rematches WHERE game_id = $1`, from).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return Game{}, false, nil
	}
	if err != nil {
		return Game{}, false, dbError("finding a rematch", err)
	}
	g, err := s.Game(ctx, id)
	if err != nil {
		return Game{}, false, err
	}
	return g, true, nil
}

// RematchClaims returns the seats of the rematch id still to be claimed,
// each with the seat of the game before whose holder may claim it.
func (s *Store) RematchClaims(ctx context.Context, id string) (map[int]int, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT seat, from_seat FROM rematch_claims WHERE rematch_id = $1`, id)
	if err != nil {
		return nil, dbError("reading rematch claims", err)
	}
	defer rows.Close()
	out := map[int]int{}
	for rows.Next() {
		var seat, from int
		if err := rows.Scan(&seat, &from); err != nil {
			return nil, dbError("reading rematch claims", err)
		}
		out[seat] = from
	}
	if err := rows.Err(); err != nil {
		return nil, dbError("reading rematch claims", err)
	}
	return out, nil
}

// ClaimRematchSeat uses up the claim on seat n of rematch id and gives the
// seat a fresh token, which it returns; the caller has checked that the
// claimant holds the seat of the game before that the claim names. It
// returns an error wrapping [ErrNotFound] when the seat has no claim (it
// was claimed already, or never could be).
func (s *Store) ClaimRematchSeat(ctx context.Context, id string, n int) (string, error) {
	fresh := newToken()
	err := s.write(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM rematch_claims WHERE rematch_id = $1 AND seat = $2`, id, n)
		if err != nil {
			return dbError("claiming a rematch seat", err)
		}
		if k, err := res.RowsAffected(); err != nil || k != 1 {
			return fmt.Errorf("%w: seat %d of game %s is not open to claim", ErrNotFound, n, id)
		}
		return setToken(ctx, tx, id, n, fresh)
	})
	if err != nil {
		return "", err
	}
	return fresh, nil
}
