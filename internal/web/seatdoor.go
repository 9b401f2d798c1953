package web

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/broadside/broadside/internal/store"
)

// Two kinds of link open a seat: an invitation (/join/{token}) and a seat
// link (/seat/{link}). Each answers a GET with a page that asks whether to
// take the seat, for a GET changes nothing (so a program that previews the
// link does not use it up), and a POST by using the link up and giving this
// browser the seat. The helpers below are what the two share.

// offerSeat answers the GET of a link that opens seat (err: the store's
// error in finding it; gone: what to say when the link opens no seat) with
// the page name and title, whose data fill makes from the live game (see
// secretPage).
func (s *Server) offerSeat(w http.ResponseWriter, r *http.Request, seat store.Seat, err error, gone, name, title string, fill func(g *liveGame) any) {
	if err != nil {
		s.linkFailed(w, r, err, gone)
		return
	}
	s.secretPage(w, r, seat.Game, name, title, fill)
}

// secretPage renders the page name and title of a page that holds or asks
// for a seat's secret link, whose data fill makes from the live game id.
// The page is not cached, and its address is not sent on as a referrer.
func (s *Server) secretPage(w http.ResponseWriter, r *http.Request, id, name, title string, fill func(g *liveGame) any) {
	var data any
	err := s.hub.with(r.Context(), id, func(g *liveGame) error {
		data = fill(g)
		return nil
	})
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	s.render(w, r, http.StatusOK, name, title, data)
}

// enterSeat answers the POST of a link that the store exchanged (err: its
// error; gone as for offerSeat) for seat and its fresh token: the browser
// keeps the token and is sent to the game.
func (s *Server) enterSeat(w http.ResponseWriter, r *http.Request, seat store.Seat, token string, err error, gone string) {
	if err != nil {
		s.linkFailed(w, r, err, gone)
		return
	}
	s.setCookie(w, r, seatCookie(seat.Game, seat.Number), token)
	http.Redirect(w, r, "/games/"+seat.Game+"?seat="+strconv.Itoa(seat.Number), http.StatusSeeOther)
}

// linkFailed answers a link that opens no seat: 404 saying gone when the
// store knows no such link, as the store's error otherwise.
func (s *Server) linkFailed(w http.ResponseWriter, r *http.Request, err error, gone string) {
	if errors.Is(err, store.ErrNotFound) {
		s.fail(w, r, http.StatusNotFound, gone)
		return
	}
	s.gameError(w, r, err)
}
