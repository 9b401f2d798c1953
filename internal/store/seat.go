package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
)

// Kind says who plays a seat.
type Kind string

// The kinds of seat.
const (
	Human    Kind = "human"    // a person, who acts with the seat's secret token
	Computer Kind = "computer" // a computer player, run by the server; it has no token
)

// NewSeat describes a seat of a game to create.
type NewSeat struct {
	Name string // what the players see, such as "Red fleet"; may be empty
	Kind Kind   // Human or Computer; "" means Human
}

// Seat is one player's place in a stored game.
type Seat struct {
	Game   string // the game's ID
	Number int    // the seat, from 0 in the order of NewGame.Seats; actions name it as their player
	Name   string
	Kind   Kind
}

// seatRow is a seat to insert, with the hash of its token.
type seatRow struct {
	Seat
	hash string // hex SHA-256 of the token, or "" for a computer seat
}

// newSeats checks the seats of a new game and makes a token for each human
// one. It returns the rows to insert and the tokens in seat order.
func newSeats(specs []NewSeat) ([]seatRow, []string, error) {
	rows := make([]seatRow, len(specs))
	tokens := make([]string, len(specs))
	for i, spec := range specs {
		kind := spec.Kind
		if kind == "" {
			kind = Human
		}
		if kind != Human && kind != Computer {
			return nil, nil, fmt.Errorf("store: seat %d: unknown kind %q", i, spec.Kind)
		}
		rows[i] = seatRow{Seat: Seat{Number: i, Name: spec.Name, Kind: kind}}
		if kind == Human {
			tokens[i] = newToken()
			rows[i].hash = hashToken(tokens[i])
		}
	}
	return rows, tokens, nil
}

// newToken returns a fresh secret of 26 letters and digits (130 random bits).
func newToken() string { return rand.Text() }

// hashToken returns the hex SHA-256 of a token: what the store keeps. A token
// is random enough that no salt or slow hash is needed: nobody can guess one
// from its hash.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// insertSeats stores the seats of game id.
func insertSeats(ctx context.Context, tx *sql.Tx, id string, seats []seatRow) error {
	for _, st := range seats {
		var hash any
		if st.hash != "" {
			hash = st.hash
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO seats (game_id, seat, name, kind, token_hash) VALUES ($1, $2, $3, $4, $5)`,
			id, st.Number, st.Name, string(st.Kind), hash)
		if err != nil {
			return dbError("creating seats", err)
		}
	}
	return nil
}

// loadSeats reads the seats of game id in seat order.
func loadSeats(ctx context.Context, tx *sql.Tx, id string) ([]Seat, error) {
	rows, err := tx.QueryContext(ctx, `SELECT seat, name, kind FROM seats WHERE game_id = $1 ORDER BY seat`, id)
	if err != nil {
		return nil, dbError("loading seats", err)
	}
	defer rows.Close()
	var seats []Seat
	for rows.Next() {
		st := Seat{Game: id}
		var kind string
		if err := rows.Scan(&st.Number, &st.Name, &kind); err != nil {
			return nil, dbError("loading seats", err)
		}
		st.Kind = Kind(kind)
		seats = append(seats, st)
	}
	if err := rows.Err(); err != nil {
		return nil, dbError("loading seats", err)
	}
	return seats, nil
}

// SeatByToken returns the seat that a secret token opens, or an error
// wrapping [ErrNotFound] when no seat has that token. The lookup goes by the
// token's hash, so its time tells nothing about stored tokens.
func (s *Store) SeatByToken(ctx context.Context, token string) (Seat, error) {
	if token == "" {
		return Seat{}, fmt.Errorf("%w: no token given", ErrNotFound)
	}
	var st Seat
	var kind string
	err := s.db.QueryRowContext(ctx, `SELECT game_id, seat, name, kind FROM seats WHERE token_hash = $1`,
		hashToken(token)).Scan(&st.Game, &st.Number, &st.Name, &kind)
	if errors.Is(err, sql.ErrNoRows) {
		return Seat{}, fmt.Errorf("%w: no seat has this token", ErrNotFound)
	}
	if err != nil {
		return Seat{}, dbError("finding a seat", err)
	}
	st.Kind = Kind(kind)
	return st, nil
}

// ReplaceToken gives the seat that token opens a fresh token and returns
// the seat and the new token; from then on the old token opens nothing. It
// returns an error wrapping [ErrNotFound] when no seat has token. Two calls
// with one token race safely: one gets the seat, the other ErrNotFound. An
// invitation is used this way once (the guest gets a token of their own),
// and withdrawn by replacing its token with one nobody holds.
func (s *Store) ReplaceToken(ctx context.Context, token string) (Seat, string, error) {
	if token == "" {
		return Seat{}, "", fmt.Errorf("%w: no token given", ErrNotFound)
	}
	fresh := newToken()
	var st Seat
	err := s.write(ctx, func(tx *sql.Tx) error {
		var kind string
		err := tx.QueryRowContext(ctx, `SELECT game_id, seat, name, kind FROM seats WHERE token_hash = $1`,
			hashToken(token)).Scan(&st.Game, &st.Number, &st.Name, &kind)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("%w: no seat has this token", ErrNotFound)
		}
		if err != nil {
			return dbError("finding a seat", err)
		}
		st.Kind = Kind(kind)
		res, err := tx.ExecContext(ctx, `UPDATE seats SET token_hash = $1 WHERE token_hash = $2`, hashToken(fresh), hashToken(token))
		if err != nil {
			return dbError("replacing a token", err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return fmt.Errorf("%w: the token was replaced meanwhile", ErrNotFound)
		}
		return nil
	})
	if err != nil {
		return Seat{}, "", err
	}
	return st, fresh, nil
}
