package web

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"

	"github.com/broadside/broadside/game"
)

// ftRoutes adds the Full Thrust battles to mux, beside the Space Fleet
// games (gameroutes.go), whose pages, invitations, live stream and state
// API serve battles too:
//
//	GET  /games/fullthrust              the new battle form
//	POST /games/fullthrust              start a battle (form: scenario or file, mode, side, turns)
//	POST /games/{id}/orders             submit a side's written orders (form: seat, version, ship-N, group-NAME, extra)
//	POST /games/{id}/orders/check       check them without submitting (the same form); JSON ftCheck
//	POST /api/games/{id}/orders         {"version": N, "orders": "..."} for the bearer's side
//	POST /api/games/{id}/orders/check   {"orders": "...", "version": N (optional)}: JSON ftCheck for the bearer's side
func (s *Server) ftRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /games/fullthrust", s.ftNewForm)
	mux.HandleFunc("POST /games/fullthrust", s.ftCreateForm)
	mux.HandleFunc("POST /games/{id}/orders", s.ftOrdersForm)
	mux.HandleFunc("POST /games/{id}/orders/check", s.ftCheckForm)
	mux.HandleFunc("POST /api/games/{id}/orders", s.ftOrdersAPI)
	mux.HandleFunc("POST /api/games/{id}/orders/check", s.ftCheckAPI)
}

// ftNewPage is the data of the new battle form.
type ftNewPage struct {
	Battles []ftBattle
	Error   string
	File    string
	Mode    string
	Side    int
}

// ftNewForm answers GET /games/fullthrust.
func (s *Server) ftNewForm(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, http.StatusOK, "ftnew", "Full Thrust battles", ftNewPage{Battles: ftBattles(), Mode: modeComputer})
}

// ftCreateForm answers POST /games/fullthrust: it starts the battle, gives
// this browser its seats' tokens, and sends it to the battle; a mistake in
// the form or in a pasted battle file shows the form again with the
// message (400).
func (s *Server) ftCreateForm(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, http.StatusBadRequest, "the form could not be read: "+err.Error())
		return
	}
	req := newGameRequest{Ruleset: ftRuleset, Scenario: r.PostForm.Get("scenario"), Mode: r.PostForm.Get("mode"), File: r.PostForm.Get("file")}
	page := ftNewPage{Battles: ftBattles(), File: req.File, Mode: req.Mode}
	var err error
	for name, p := range map[string]*int{"side": &req.Side, "turns": &req.Turns} {
		if text := r.PostForm.Get(name); text != "" {
			if *p, err = strconv.Atoi(text); err != nil {
				page.Error = name + " must be a whole number"
				s.render(w, r, http.StatusBadRequest, "ftnew", "Full Thrust battles", page)
				return
			}
		}
	}
	page.Side = req.Side
	g, tokens, err := s.createGame(r.Context(), req)
	var bad requestError
	if errors.As(err, &bad) {
		page.Error = string(bad)
		s.render(w, r, http.StatusBadRequest, "ftnew", "Full Thrust battles", page)
		return
	}
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	s.seatBrowser(w, r, g.ID, tokens, req)
}

// ftOrdersForm answers POST /games/{id}/orders: it submits the orders
// written on the battle page as the seat this browser holds and sends the
// browser back to the battle (to the next seat at a hot-seat screen). A
// stale version sends it back with a note; orders the rules refuse get the
// page again with the rules' message and the orders as written (400).
func (s *Server) ftOrdersForm(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	seat, version, held, ok := s.formSeat(w, r, id)
	if !ok {
		return
	}
	p := game.Player(seat)
	var refused *ftPage
	err := s.hub.with(r.Context(), id, func(g *liveGame) error {
		st, ok := g.battle()
		if !ok {
			return requestError("this game is not a Full Thrust battle")
		}
		var err error
		if err = badField(st, p, r.PostForm); err == nil {
			_, err = s.hub.submitOrders(r.Context(), g, p, version, ordersOf(st, p, r.PostForm))
		}
		var bad requestError
		if errors.As(err, &bad) {
			q := url.Values{"seat": {strconv.Itoa(seat)}, "ready": {strconv.Itoa(seat)}}
			for k, v := range r.PostForm {
				q[k] = v
			}
			refused = s.newFTPage(g, held, q)
			refused.Note = "Those orders were not submitted: " + string(bad)
			refused.status = http.StatusBadRequest
			return nil
		}
		if err != nil {
			return err
		}
		s.advanceAfter(r.Context(), g)
		return nil
	})
	if refused != nil {
		s.renderFT(w, r, refused)
		return
	}
	back := url.Values{"seat": {strconv.Itoa(seat)}}
	if len(held) > 1 {
		// Hot-seat: the screen goes to the next seat held, which writes
		// next if the battle waits for it (else to the seat it waits for).
		back.Set("seat", strconv.Itoa(int(nextHeld(held, p))))
		back.Set("auto", "1")
	}
	switch {
	case errors.Is(err, game.ErrStale):
		back.Set("note", "stale")
	case errors.Is(err, errSubmitted): // sent twice, as by a double click
		back.Set("note", "sealed")
	case err != nil:
		s.gameError(w, r, err)
		return
	default:
		back.Set("note", "sealed")
	}
	http.Redirect(w, r, "/games/"+id+"?"+back.Encode(), http.StatusSeeOther)
}

// nextHeld returns the seat of held that comes after p, in seat order and
// round again.
func nextHeld(held map[game.Player]string, p game.Player) game.Player {
	next, first := game.Player(-1), p
	for q := range held {
		if q > p && (next < 0 || q < next) {
			next = q
		}
		if q < first {
			first = q
		}
	}
	if next < 0 {
		return first
	}
	return next
}

// ftCheckForm answers POST /games/{id}/orders/check with the battle page's
// form: the orders read and checked for the seat this browser holds, as
// JSON, without submitting them.
func (s *Server) ftCheckForm(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if err := r.ParseForm(); err != nil {
		s.writeJSON(w, http.StatusBadRequest, map[string]string{"error": "the form could not be read"})
		return
	}
	seat, err := strconv.Atoi(r.PostForm.Get("seat"))
	if err != nil {
		s.writeJSON(w, http.StatusBadRequest, map[string]string{"error": "seat must be a whole number"})
		return
	}
	held, err := s.heldSeats(r, id)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	if held[game.Player(seat)] == "" {
		s.writeJSON(w, http.StatusForbidden, map[string]string{"error": "you do not hold that seat in this game"})
		return
	}
	var version *int
	if text := r.PostForm.Get("version"); text != "" {
		v, err := strconv.Atoi(text)
		if err != nil {
			s.writeJSON(w, http.StatusBadRequest, map[string]string{"error": "version must be a whole number"})
			return
		}
		version = &v
	}
	s.ftCheck(w, r, id, game.Player(seat), version, func(g *liveGame) (string, error) {
		st, _ := g.battle()
		if err := badField(st, game.Player(seat), r.PostForm); err != nil {
			return "", err
		}
		return ordersOf(st, game.Player(seat), r.PostForm), nil
	})
}

// ftCheck answers a check of side p's orders in battle id, written at
// version (nil when the request gives none), as JSON; text returns the
// orders, or an error that refuses the request. Orders the rules accept
// are refused as their submission would be: once the game is over, when
// version is stale, or once p's orders are sealed.
func (s *Server) ftCheck(w http.ResponseWriter, r *http.Request, id string, p game.Player, version *int, text func(g *liveGame) (string, error)) {
	var out ftCheck
	err := s.hub.with(r.Context(), id, func(g *liveGame) error {
		st, ok := g.battle()
		if !ok {
			return requestError("this game is not a Full Thrust battle")
		}
		orders, err := text(g)
		if err != nil {
			return err
		}
		refused := g.match.CheckOrders(p, game.Orders{Text: orders}) // over, sealed, the rules
		if version != nil && !g.match.Outcome().Over {
			if stale := g.match.StaleAt(p, *version); stale != nil {
				refused = stale // submitOrders' order: over, stale, sealed, the rules
			}
		}
		out = checkFTOrders(st, p, orders, refused)
		return nil
	})
	if err != nil {
		status, msg := actionStatus(err)
		s.writeJSON(w, status, map[string]string{"error": msg})
		return
	}
	s.writeJSON(w, http.StatusOK, out)
}

// ftOrdersRequest is the body of POST /api/games/{id}/orders and of its
// check: a side's written orders, and the version they were written at.
type ftOrdersRequest struct {
	Version *int   `json:"version"`
	Orders  string `json:"orders"`
}

// ftCheckAPI answers POST /api/games/{id}/orders/check for the bearer's
// side.
func (s *Server) ftCheckAPI(w http.ResponseWriter, r *http.Request) {
	var req ftOrdersRequest
	if err := decodeJSON(r, &req); err != nil {
		s.gameError(w, r, err)
		return
	}
	id := r.PathValue("id")
	p, err := s.hub.seatOf(r.Context(), id, bearer(r))
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	s.ftCheck(w, r, id, p, req.Version, func(*liveGame) (string, error) { return req.Orders, nil })
}

// ftOrdersAPI answers POST /api/games/{id}/orders for the bearer's side:
// 200 with the version and the events the side may see (none until every
// side has submitted) once the orders and the computer's are committed;
// 400 with the rules' message for orders they refuse, 409 for a stale
// version or a second submission in the round, 403 for a token of no seat
// or a side the battle does not wait for.
func (s *Server) ftOrdersAPI(w http.ResponseWriter, r *http.Request) {
	var req ftOrdersRequest
	if err := decodeJSON(r, &req); err != nil {
		s.gameError(w, r, err)
		return
	}
	if req.Version == nil {
		s.gameError(w, r, requestError("version is required: the game's version the orders were written at"))
		return
	}
	id := r.PathValue("id")
	res, err := s.ftSubmit(r.Context(), id, bearer(r), *req.Version, req.Orders)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	s.writeJSON(w, http.StatusOK, res)
}

// ftSubmit submits orders text in battle id as the side token opens,
// written at version, then the computer's; the side's orders are committed
// before it returns, and the computer's too unless storing them failed
// (advanceAfter), when the answer is the battle as the side's orders left
// it.
func (s *Server) ftSubmit(ctx context.Context, id, token string, version int, text string) (actResult, error) {
	p, err := s.hub.seatOf(ctx, id, token)
	if err != nil {
		return actResult{}, err
	}
	var res actResult
	err = s.hub.with(ctx, id, func(g *liveGame) error {
		from := len(g.events)
		if _, err := s.hub.submitOrders(ctx, g, p, version, text); err != nil {
			return err
		}
		res = g.resultSince(from, p)
		if s.advanceAfter(ctx, g) {
			res = g.resultSince(from, p)
		}
		return nil
	})
	return res, err
}
