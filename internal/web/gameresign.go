package web

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/store"
)

// A player may resign, offer a draw, and accept or decline the draw the
// other side offers: the game kernel's table steps (game.Resign and so on),
// committed to the store like orders so that the game's record, and every
// replay of it, ends as the game ended.

// tableSteps maps the step field of the forms and the API to the kernel's
// table words.
var tableSteps = map[string]string{
	"resign":  game.Resign,
	"offer":   game.OfferDraw,
	"accept":  game.AcceptDraw,
	"decline": game.DeclineDraw,
}

// tableStep takes table step word for seat p of game g and commits it to the
// store, then stores the report when it ended the game. Offering a draw to
// the computer is refused: it does not answer offers.
func (h *hub) tableStep(ctx context.Context, g *liveGame, p game.Player, word string) error {
	if word == game.OfferDraw {
		for _, seat := range g.seats {
			if seat.Kind == store.Computer {
				return &game.ActionError{Player: p, Action: word, Reason: "the computer plays on to the end: it does not agree to draws", Err: game.ErrIllegal}
			}
		}
	}
	v := g.match.Version()
	events, err := g.match.Table(p, word)
	if err != nil {
		return err
	}
	data, err := json.Marshal(game.Step{Player: p, Action: word, Table: true})
	if err == nil {
		_, err = h.store.AppendAction(ctx, g.id, int64(v), int(p), data)
	}
	if err != nil {
		h.forget(g.id)
		return err
	}
	g.events = append(g.events, events...)
	if h.changed != nil {
		h.changed(g.id)
	}
	if err := h.advance(ctx, g); err != nil {
		h.forget(g.id)
		return err
	}
	return nil
}

// tableForm answers POST /games/{id}/table with the fields seat and step
// (resign, offer, accept or decline): it takes the step for the seat this
// browser holds and sends the browser back to the game. A step the game
// refuses gets 409 (the game is over) or 422 with the reason.
func (s *Server) tableForm(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, http.StatusBadRequest, "the form could not be read")
		return
	}
	word, ok := tableSteps[r.PostForm.Get("step")]
	seat, err := strconv.Atoi(r.PostForm.Get("seat"))
	if !ok || err != nil {
		s.fail(w, r, http.StatusBadRequest, "seat must be a whole number and step one of resign, offer, accept or decline")
		return
	}
	held, err := s.heldSeats(r, id)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	if _, ok := held[game.Player(seat)]; !ok {
		s.fail(w, r, http.StatusForbidden, "you do not hold that seat in this game")
		return
	}
	err = s.hub.with(r.Context(), id, func(g *liveGame) error {
		return s.hub.tableStep(r.Context(), g, game.Player(seat), word)
	})
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	http.Redirect(w, r, "/games/"+id+"?seat="+strconv.Itoa(seat), http.StatusSeeOther)
}

// tableRequest is the body of POST /api/games/{id}/table.
type tableRequest struct {
	Step string `json:"step"` // resign, offer, accept or decline
}

// tableAPI answers POST /api/games/{id}/table for the bearer's seat with
// the game's version and outcome after the step.
func (s *Server) tableAPI(w http.ResponseWriter, r *http.Request) {
	var req tableRequest
	if err := decodeJSON(r, &req); err != nil {
		s.gameError(w, r, err)
		return
	}
	word, ok := tableSteps[req.Step]
	if !ok {
		s.gameError(w, r, requestError("step must be resign, offer, accept or decline"))
		return
	}
	id := r.PathValue("id")
	p, err := s.hub.seatOf(r.Context(), id, bearer(r))
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	var out map[string]any
	err = s.hub.with(r.Context(), id, func(g *liveGame) error {
		if err := s.hub.tableStep(r.Context(), g, p, word); err != nil {
			return err
		}
		out = map[string]any{"version": g.match.Version(), "outcome": g.match.Outcome()}
		return nil
	})
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	s.writeJSON(w, http.StatusOK, out)
}

// tablePanel is what a game page offers around the board: resigning, a
// draw, a rematch, the game's record and a seat link.
type tablePanel struct {
	Seat      int    // the seat the page shows
	CanResign bool   // the seat may resign
	CanOffer  bool   // the seat may offer a draw
	Offer     string // the draw offered now, in words; "" for none
	CanAnswer bool   // the seat may accept or decline the draw offered
	Over      bool   // the game has ended: a rematch and its record are offered
	Rematch   string // the rematch's page when it was started; "" for none
	SeatLink  bool   // the seat has a seat link not used yet
}

// newTablePanel builds the panel of game g for seat p (Spectator for a
// browser that holds no seat).
func (s *Server) newTablePanel(ctx context.Context, g *liveGame, p game.Player) *tablePanel {
	if p < 0 {
		return nil
	}
	tp := &tablePanel{Seat: int(p), Over: g.match.Outcome().Over}
	if !tp.Over {
		tp.CanResign = g.match.TableLegal(p, game.Resign) == nil
		tp.CanOffer = g.match.TableLegal(p, game.OfferDraw) == nil && !hasComputer(g.seats)
		tp.CanAnswer = g.match.TableLegal(p, game.AcceptDraw) == nil
		if offered := g.match.DrawOffered(); offered != 0 {
			tp.Offer = seatNames(g.seats, offered) + " offered a draw"
		}
	}
	if tp.Over {
		if r, ok, err := s.store.Rematch(ctx, g.id); err == nil && ok {
			tp.Rematch = "/games/" + r.ID
		}
	}
	if ok, err := s.store.HasSeatLink(ctx, g.id, int(p)); err == nil {
		tp.SeatLink = ok
	}
	return tp
}

// hasComputer reports whether a computer plays one of seats.
func hasComputer(seats []store.Seat) bool {
	for _, seat := range seats {
		if seat.Kind == store.Computer {
			return true
		}
	}
	return false
}

// seatNames names the seats of set, joined with "and".
func seatNames(seats []store.Seat, set game.PlayerSet) string {
	var names []string
	for _, p := range set.List() {
		if int(p) < len(seats) {
			names = append(names, seats[p].Name)
		}
	}
	return strings.Join(names, " and ")
}

// tableKinds are the kinds of the events of table steps, whose text names
// players as "player 1".
var tableKinds = map[string]bool{game.KindResign: true, game.KindDrawOffer: true, game.KindDrawAgreed: true, game.KindDrawDecline: true}

// namedEvents returns events with the players in the text of table steps'
// events called by their seats' names ("Blue resigns"); the other events
// already name sides.
func namedEvents(events []game.Event, seats []store.Seat) []game.Event {
	out := events
	copied := false
	for i, e := range events {
		if !tableKinds[e.Kind] {
			continue
		}
		if !copied {
			out = append([]game.Event(nil), events...)
			copied = true
		}
		out[i].Text = namedText(out[i].Text, seats)
	}
	return out
}

// namedText returns text with the players called "player 1" and so on
// called by their seats' names.
func namedText(text string, seats []store.Seat) string {
	for p := len(seats) - 1; p >= 0; p-- { // "player 10" before "player 1"
		text = strings.ReplaceAll(text, game.Player(p).String(), seats[p].Name)
	}
	return text
}
