package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// NewSeatLink makes a fresh secret that moves human seat n of game id to
// whoever opens it (see [Store.UseSeatLink]) and returns it; a link made
// earlier for the seat opens nothing any more. The store keeps only the
// secret's hash, so the link cannot be shown again. It returns an error
// wrapping [ErrNotFound] when the game has no such human seat.
func (s *Store) NewSeatLink(ctx context.Context, id string, n int) (string, error) {
	link := newToken()
	err := s.write(ctx, func(tx *sql.Tx) error {
		if err := humanSeat(ctx, tx, id, n); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM seat_links WHERE game_id = $1 AND seat = $2`, id, n); err != nil {
			return dbError("replacing a seat link", err)
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO seat_links (link_hash, game_id, seat, created_at) VALUES ($1, $2, $3, $4)`,
			hashToken(link), id, n, s.timestamp().UnixMicro())
		if err != nil {
			return dbError("making a seat link", err)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	return link, nil
}

// humanSeat returns nil when game id has a human seat n, else an error
// wrapping ErrNotFound.
func humanSeat(ctx context.Context, tx *sql.Tx, id string, n int) error {
	var kind string
	err := tx.QueryRowContext(ctx, `SELECT kind FROM seats WHERE game_id = $1 AND seat = $2`, id, n).Scan(&kind)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && Kind(kind) != Human) {
		return fmt.Errorf("%w: game %q has no human seat %d", ErrNotFound, id, n)
	}
	if err != nil {
		return dbError("finding a seat", err)
	}
	return nil
}

// SeatLink returns the seat a seat link opens, without using it up, or an
// error wrapping [ErrNotFound].
func (s *Store) SeatLink(ctx context.Context, link string) (Seat, error) {
	if link == "" {
		return Seat{}, fmt.Errorf("%w: no link given", ErrNotFound)
	}
	var st Seat
	var kind string
	err := s.db.QueryRowContext(ctx, `SELECT s.game_id, s.seat, s.name, s.kind FROM seat_links l
		JOIN seats s ON s.game_id = l.game_id AND s.seat = l.seat WHERE l.link_hash = $1`, hashToken(link)).
		Scan(&st.Game, &st.Number, &st.Name, &kind)
	if errors.Is(err, sql.ErrNoRows) {
		return Seat{}, fmt.Errorf("%w: no seat has this link", ErrNotFound)
	}
	if err != nil {
		return Seat{}, dbError("finding a seat link", err)
	}
	st.Kind = Kind(kind)
	return st, nil
}

// UseSeatLink uses a seat link up and gives its seat a fresh token, which it
// returns with the seat: the token the seat had before opens nothing any
// more, so the seat moves to the browser that opened the link. Two calls
// with one link race safely: one gets the seat, the other ErrNotFound.
func (s *Store) UseSeatLink(ctx context.Context, link string) (Seat, string, error) {
	st, err := s.SeatLink(ctx, link)
	if err != nil {
		return Seat{}, "", err
	}
	fresh := newToken()
	err = s.write(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM seat_links WHERE link_hash = $1`, hashToken(link))
		if err != nil {
			return dbError("using a seat link", err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return fmt.Errorf("%w: the link was used meanwhile", ErrNotFound)
		}
		return setToken(ctx, tx, st.Game, st.Number, fresh)
	})
	if err != nil {
		return Seat{}, "", err
	}
	return st, fresh, nil
}

// setToken gives human seat n of game id the token's hash.
func setToken(ctx context.Context, tx *sql.Tx, id string, n int, token string) error {
	res, err := tx.ExecContext(ctx, `UPDATE seats SET token_hash = $1 WHERE game_id = $2 AND seat = $3 AND kind = 'human'`, hashToken(token), id, n)
	if err != nil {
		return dbError("replacing a token", err)
	}
	if k, err := res.RowsAffected(); err != nil || k != 1 {
		return fmt.Errorf("%w: game %q has no human seat %d", ErrNotFound, id, n)
	}
	return nil
}

// WithdrawSeatLink makes the link of seat n of game id open nothing; it
// does nothing when the seat has none.
func (s *Store) WithdrawSeatLink(ctx context.Context, id string, n int) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM seat_links WHERE game_id = $1 AND seat = $2`, id, n); err != nil {
			return dbError("withdrawing a seat link", err)
		}
		return nil
	})
}

// HasSeatLink reports whether seat n of game id has a link not used yet.
func (s *Store) HasSeatLink(ctx context.Context, id string, n int) (bool, error) {
	var k int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM seat_links WHERE game_id = $1 AND seat = $2`, id, n).Scan(&k)
	if err != nil {
		return false, dbError("finding a seat link", err)
	}
	return k > 0, nil
}
