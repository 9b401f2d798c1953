package web

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rng"
)

// A finished game offers a rematch: the same scenario (setup and options)
// with a fresh seed and the seats swapped, so that each person plays the
// side another played. Seat i of the game goes to seat i+1 of the rematch
// (the last to the first), computer seats too. The browser that asks for
// the rematch gets the rematch's seats of every seat it held at once; the
// other people's seats stay open until a browser that holds their seat of
// the finished game claims them, by pressing the same button there. A game
// has one rematch.

// rematchSeat returns the seat of the rematch that seat p of a game of n
// seats goes to.
func rematchSeat(p, n int) int { return (p + 1) % n }

// rematch answers POST /games/{id}/rematch with the field seat: for a
// browser that holds that seat of a finished game, the rematch, started
// now or joined when it was started from another browser, with this
// browser's seats carried over; it sends the browser to the rematch.
func (s *Server) rematch(w http.ResponseWriter, r *http.Request) {
	id, seat, ok := s.heldSeatForm(w, r)
	if !ok {
		return
	}
	held, err := s.heldSeats(r, id)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	rec, err := s.store.LoadGame(r.Context(), id)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	if rec.Game.Status != store.Finished {
		s.fail(w, r, http.StatusConflict, "the game is still running: a rematch is offered once it has finished")
		return
	}
	n := len(rec.Seats)
	next, tokens, err := s.store.CreateRematch(r.Context(), id, rematchGame(rec), s.rematchClaims(r, rec, held))
	switch {
	case errors.Is(err, store.ErrRematched):
		// Started from another browser: claim this browser's seats.
		tokens, err = s.claimRematch(r.Context(), next.ID, held, n)
	case err == nil:
		err = s.hub.with(r.Context(), next.ID, func(*liveGame) error { return nil }) // the computer may move first
	}
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	for p := range held {
		to := rematchSeat(int(p), n)
		if to < len(tokens) && tokens[to] != "" {
			s.setCookie(w, r, seatCookie(next.ID, to), tokens[to])
		}
	}
	// A friend not yet joined is invited again, by the invitation this
	// browser kept for the old game.
	if c, cerr := r.Cookie(inviteCookie(id)); cerr == nil {
		if p, err := s.hub.seatOf(r.Context(), id, c.Value); err == nil {
			if to := rematchSeat(int(p), n); to < len(tokens) && tokens[to] != "" {
				s.setCookie(w, r, inviteCookie(next.ID), tokens[to])
			}
		}
	}
	back := "/games/" + next.ID + "?seat=" + strconv.Itoa(rematchSeat(seat, n))
	if len(held) > 1 {
		back += "&auto=1"
	}
	http.Redirect(w, r, back, http.StatusSeeOther)
}

// rematchGame is the new game of a rematch of rec: its ruleset, version,
// options and setup, a fresh seed, and its seats moved on by one.
func rematchGame(rec store.Record) store.NewGame {
	n := len(rec.Seats)
	ng := store.NewGame{Ruleset: rec.Game.Ruleset, RulesVersion: rec.Game.RulesVersion, Options: rec.Game.Options, Seed: rng.RandomSeed(), Setup: rec.Game.Setup, Seats: make([]store.NewSeat, n)}
	for i, seat := range rec.Seats {
		to := rematchSeat(i, n)
		ng.Seats[to].Kind = seat.Kind
		// The side keeps its name: Red is still Red, played by the other
		// person.
	}
	for i, seat := range rec.Seats {
		ng.Seats[i].Name = seat.Name
	}
	return ng
}

// rematchClaims returns the seats of the rematch of rec that the people
// of the human seats this browser does not hold may claim, each with the
// seat of rec they claim it by. A seat whose invitation this browser still
// keeps is not open to claim: the invitation goes on to the rematch.
func (s *Server) rematchClaims(r *http.Request, rec store.Record, held map[game.Player]string) map[int]int {
	n := len(rec.Seats)
	invited := -1
	if c, err := r.Cookie(inviteCookie(rec.Game.ID)); err == nil {
		if p, err := s.hub.seatOf(r.Context(), rec.Game.ID, c.Value); err == nil {
			invited = int(p)
		}
	}
	claims := map[int]int{}
	for i, seat := range rec.Seats {
		if _, mine := held[game.Player(i)]; mine || seat.Kind != store.Human || i == invited {
			continue
		}
		claims[rematchSeat(i, n)] = i
	}
	return claims
}

// claimRematch claims the seats of rematch id open to the seats held of
// the game before, which had n seats, and returns their fresh tokens by
// seat of the rematch ("" for the others). A seat not open to claim (the
// browser started the rematch, or claimed it already from another tab) is
// left as it is.
func (s *Server) claimRematch(ctx context.Context, id string, held map[game.Player]string, n int) ([]string, error) {
	claims, err := s.store.RematchClaims(ctx, id)
	if err != nil {
		return nil, err
	}
	tokens := make([]string, n)
	for p := range held {
		to := rematchSeat(int(p), n)
		if from, ok := claims[to]; !ok || from != int(p) {
			continue
		}
		tok, err := s.store.ClaimRematchSeat(ctx, id, to)
		if errors.Is(err, store.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		tokens[to] = tok
	}
	return tokens, nil
}
