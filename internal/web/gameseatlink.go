package web

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/broadside/broadside/game"
)

// A seat lives in a cookie of the browser that took it. A seat link moves
// it to another browser (a phone, or this one after its cookies were
// cleared): the page that makes it shows it once, the store keeps only its
// hash, a new link withdraws the one before, and opening it uses it up and
// gives the opening browser a fresh token, so the browser that made it no
// longer holds the seat. Its path, /seat/{link}, is redacted from the logs
// like an invitation's.

// seatLinkPage is the data of the page that shows a seat link once, and of
// the page that offers its seat.
type seatLinkPage struct {
	ID, Scenario, Seat string
	Link               string // the link to copy, on the page that made it
	Action             string // where the take-seat form posts, on the link's page
}

// makeSeatLink answers POST /games/{id}/seatlink with the field seat: for a
// browser that holds the seat, a fresh seat link, shown on the answer page
// and nowhere else.
func (s *Server) makeSeatLink(w http.ResponseWriter, r *http.Request) {
	id, seat, ok := s.heldSeatForm(w, r)
	if !ok {
		return
	}
	link, err := s.store.NewSeatLink(r.Context(), id, seat)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	s.secretPage(w, r, id, "seatlink", "Seat link", func(g *liveGame) any {
		return seatLinkPage{ID: id, Scenario: g.scenarioName(), Seat: g.seats[seat].Name, Link: s.absolute(r, "/seat/"+url.PathEscape(link))}
	})
}

// withdrawSeatLink answers POST /games/{id}/seatlink/withdraw with the
// field seat: the seat's link, if any, opens nothing any more.
func (s *Server) withdrawSeatLink(w http.ResponseWriter, r *http.Request) {
	id, seat, ok := s.heldSeatForm(w, r)
	if !ok {
		return
	}
	if err := s.store.WithdrawSeatLink(r.Context(), id, seat); err != nil {
		s.gameError(w, r, err)
		return
	}
	http.Redirect(w, r, "/games/"+id+"?seat="+strconv.Itoa(seat), http.StatusSeeOther)
}

// heldSeatForm reads the seat field of a form posted to a game's path and
// checks that this browser holds that seat; it answers the request itself
// and returns ok false when not.
func (s *Server) heldSeatForm(w http.ResponseWriter, r *http.Request) (id string, seat int, ok bool) {
	id = r.PathValue("id")
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, http.StatusBadRequest, "the form could not be read")
		return "", 0, false
	}
	seat, err := strconv.Atoi(r.PostForm.Get("seat"))
	if err != nil {
		s.fail(w, r, http.StatusBadRequest, "seat must be a whole number")
		return "", 0, false
	}
	held, err := s.heldSeats(r, id)
	if err != nil {
		s.gameError(w, r, err)
		return "", 0, false
	}
	if _, ok := held[game.Player(seat)]; !ok {
		s.fail(w, r, http.StatusForbidden, "you do not hold that seat in this game")
		return "", 0, false
	}
	return id, seat, true
}

// seatLinkGone is what a seat link that opens no seat answers.
const seatLinkGone = "this seat link opens no seat: it was used already, replaced by a newer link, withdrawn, or mistyped. Make a new one from a browser that holds the seat."

// seatLinkOffer answers GET /seat/{link} with a page that offers the seat
// (see offerSeat).
func (s *Server) seatLinkOffer(w http.ResponseWriter, r *http.Request) {
	link := r.PathValue("link")
	seat, err := s.store.SeatLink(r.Context(), link)
	s.offerSeat(w, r, seat, err, seatLinkGone, "seatlink", "Take your seat", func(g *liveGame) any {
		return seatLinkPage{ID: seat.Game, Scenario: g.scenarioName(), Seat: seat.Name, Action: "/seat/" + url.PathEscape(link)}
	})
}

// useSeatLink answers POST /seat/{link}: it uses the link up, gives this
// browser the seat's fresh token, and sends it to the game.
func (s *Server) useSeatLink(w http.ResponseWriter, r *http.Request) {
	seat, token, err := s.store.UseSeatLink(r.Context(), r.PathValue("link"))
	s.enterSeat(w, r, seat, token, err, seatLinkGone)
}

// absolute returns path as a full URL on the host the request came to, so
// that a link can be copied to another device.
func (s *Server) absolute(r *http.Request, path string) string {
	scheme := "http"
	if s.clients.secure(r) {
		scheme = "https"
	}
	return scheme + "://" + r.Host + path
}
