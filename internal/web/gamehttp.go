package web

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// Modes of a new game: who sits in the seats.
const (
	modeComputer = "computer" // the creator against the computer
	modeHotseat  = "hotseat"  // two people at one browser
	modeFriend   = "friend"   // the creator and a friend invited by a link
)

// seatCookiePrefix begins the name of the cookie that holds a seat's token:
// "bs-<game>-<seat>".
const seatCookiePrefix = "bs-"

// inviteCookie names the cookie that keeps a friend's invitation link for
// the creator until the friend has joined.
func inviteCookie(id string) string { return "bs-invite-" + id }

// newGameRequest is a game to create: an embedded scenario, a mode, the side
// the creator plays (0 or 1) and a turn limit (0 keeps the scenario's).
type newGameRequest struct {
	Scenario string `json:"scenario"`
	Mode     string `json:"mode"`
	Side     int    `json:"side"`
	Turns    int    `json:"turns"`
	// Seats, for the JSON API only, sets the kind of every seat instead of
	// Mode: "human" or "computer" each.
	Seats []string `json:"seats,omitempty"`
	// Ruleset is "fullthrust" for a Full Thrust battle, whose Scenario is
	// the key of an embedded battle (ftscenario.go) unless File holds a
	// battle file; "" or "spacefleet" for a Space Fleet game.
	Ruleset string `json:"ruleset,omitempty"`
	File    string `json:"file,omitempty"`
}

// createGame stores a new game for req and returns it with one token per
// seat ("" for computer seats). It plays the computer's first moves.
func (s *Server) createGame(ctx context.Context, req newGameRequest) (store.Game, []string, error) {
	switch req.Ruleset {
	case ftRuleset:
		return s.createFTGame(ctx, req)
	case "", spacefleet.Rules{}.Name():
	default:
		return store.Game{}, nil, requestError("ruleset must be spacefleet or fullthrust")
	}
	sc, ok := findScenario(req.Scenario)
	if !ok {
		return store.Game{}, nil, requestError("there is no scenario " + strconv.Quote(req.Scenario))
	}
	return s.createFrom(ctx, sc, req)
}

// createFrom stores a new game of scenario sc for req, as createGame does.
func (s *Server) createFrom(ctx context.Context, sc gameScenario, req newGameRequest) (store.Game, []string, error) {
	options, setup, err := sc.records(req.Turns)
	if err != nil {
		return store.Game{}, nil, requestError("the turn limit must be 0 (the scenario's) or 1 to " + strconv.Itoa(maxTurnLimit))
	}
	kinds, err := seatKinds(req, len(sc.sf.Setup.Sides))
	if err != nil {
		return store.Game{}, nil, err
	}
	ng := store.NewGame{Ruleset: spacefleet.Rules{}.Name(), RulesVersion: spacefleet.RulesVersion, Options: options, Seed: rng.RandomSeed(), Setup: setup}
	for i, k := range kinds {
		ng.Seats = append(ng.Seats, store.NewSeat{Name: sc.sf.Setup.Sides[i].Name, Kind: k})
	}
	return s.storeGame(ctx, ng)
}

// storeGame creates the game ng in the store and has the computer make
// its first moves (or seal its first orders), committed before it returns
// the game and its seats' tokens.
func (s *Server) storeGame(ctx context.Context, ng store.NewGame) (store.Game, []string, error) {
	g, tokens, err := s.store.CreateGame(ctx, ng)
	if err != nil {
		return store.Game{}, nil, err
	}
	if err := s.hub.with(ctx, g.ID, func(*liveGame) error { return nil }); err != nil {
		return store.Game{}, nil, err
	}
	return g, tokens, nil
}

// seatKinds returns the kind of each of the sides' seats that req asks
// for: its Seats, or its Mode with the creator at Side.
func seatKinds(req newGameRequest, sides int) ([]store.Kind, error) {
	kinds := make([]store.Kind, sides)
	switch {
	case len(req.Seats) > 0:
		if len(req.Seats) != sides {
			return nil, requestError("the scenario has " + strconv.Itoa(sides) + " seats")
		}
		for i, k := range req.Seats {
			if k != string(store.Human) && k != string(store.Computer) {
				return nil, requestError("a seat is human or computer")
			}
			kinds[i] = store.Kind(k)
		}
	case req.Side < 0 || req.Side >= sides:
		return nil, requestError("side must be 0 to " + strconv.Itoa(sides-1))
	case req.Mode == modeComputer:
		for i := range kinds {
			kinds[i] = store.Computer
		}
		kinds[req.Side] = store.Human
	case req.Mode == modeHotseat || req.Mode == modeFriend:
		for i := range kinds {
			kinds[i] = store.Human
		}
	default:
		return nil, requestError("mode must be computer, hotseat or friend")
	}
	return kinds, nil
}

// requestError is a mistake in a request, in words for the person who
// made it.
type requestError string

func (e requestError) Error() string { return string(e) }

// newGameForm answers POST /games: it creates the game, gives this browser
// the tokens of the seats it plays as cookies, and sends it to the game.
func (s *Server) newGameForm(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, http.StatusBadRequest, "the form could not be read")
		return
	}
	req := newGameRequest{Scenario: r.PostForm.Get("scenario"), Mode: r.PostForm.Get("mode"), Ruleset: r.PostForm.Get("ruleset"), File: r.PostForm.Get("file")}
	var err error
	for name, p := range map[string]*int{"side": &req.Side, "turns": &req.Turns} {
		if text := r.PostForm.Get(name); text != "" {
			if *p, err = strconv.Atoi(text); err != nil {
				s.fail(w, r, http.StatusBadRequest, name+" must be a whole number")
				return
			}
		}
	}
	g, tokens, err := s.createGame(r.Context(), req)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	s.seatBrowser(w, r, g.ID, tokens, req)
}

// seatBrowser gives this browser the tokens of the seats it plays in new
// game id, as cookies (the friend's as an invitation), and sends it to the
// game.
func (s *Server) seatBrowser(w http.ResponseWriter, r *http.Request, id string, tokens []string, req newGameRequest) {
	g := store.Game{ID: id}
	for i, tok := range tokens {
		switch {
		case tok == "":
		case req.Mode == modeFriend && i != req.Side:
			s.setCookie(w, r, inviteCookie(g.ID), tok)
		default:
			s.setCookie(w, r, seatCookie(g.ID, i), tok)
		}
	}
	to := "/games/" + g.ID + "?seat=" + strconv.Itoa(req.Side)
	if req.Mode == modeHotseat {
		to += "&auto=1" // the seat the game waits for
	}
	http.Redirect(w, r, to, http.StatusSeeOther)
}

// seatCookie names the cookie of seat n of game id.
func seatCookie(id string, n int) string {
	return seatCookiePrefix + id + "-" + strconv.Itoa(n)
}

// setCookie sets an HTTP-only, same-site cookie for a year.
func (s *Server) setCookie(w http.ResponseWriter, r *http.Request, name, value string) {
	http.SetCookie(w, &http.Cookie{
		Name: name, Value: value, Path: "/", MaxAge: 365 * 24 * 3600,
		HttpOnly: true, Secure: s.clients.secure(r), SameSite: http.SameSiteLaxMode,
	})
}

// heldSeats returns the seats of game id whose tokens this browser's
// cookies hold, checked against the store, with their tokens.
func (s *Server) heldSeats(r *http.Request, id string) (map[game.Player]string, error) {
	held := map[game.Player]string{}
	prefix := seatCookiePrefix + id + "-"
	for _, c := range r.Cookies() {
		n, ok := strings.CutPrefix(c.Name, prefix)
		if !ok {
			continue
		}
		p, err := s.hub.seatOf(r.Context(), id, c.Value)
		if errors.Is(err, errNotSeat) || strconv.Itoa(int(p)) != n {
			continue
		}
		if err != nil {
			return nil, err
		}
		held[p] = c.Value
	}
	return held, nil
}

// actForm answers POST /games/{id}/act with the fields seat, version,
// action and sel (the ship to keep selected): it plays the action as the
// seat this browser holds and sends the browser back to the game. A stale
// or illegal action gets 409 or 422 with a page that says so; under htmx,
// which swaps only successful answers, the game is shown again with the
// message instead.
func (s *Server) actForm(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	seat, version, held, ok := s.formSeat(w, r, id)
	if !ok {
		return
	}
	token := held[game.Player(seat)]
	_, err := s.act(r.Context(), id, token, version, r.PostForm.Get("action"))
	back := url.Values{"seat": {strconv.Itoa(seat)}}
	if len(held) > 1 {
		// Hot-seat: the page goes on to the seat the game waits for next.
		back.Set("auto", "1")
	}
	// A ship that has given its last order hands the selection on to the
	// next one that may act.
	back.Set("next", "1")
	if sel := r.PostForm.Get("sel"); sel != "" {
		back.Set("sel", sel)
	}
	if err != nil {
		status, _ := actionStatus(err)
		if status != http.StatusInternalServerError {
			s.log.Info("game: order refused", "game", id, "seat", seat, "version", version, "action", r.PostForm.Get("action"), "status", status, "htmx", r.Header.Get("HX-Request") != "", "err", err)
		}
		if r.Header.Get("HX-Request") == "" || status == http.StatusInternalServerError {
			s.gameError(w, r, err)
			return
		}
		back.Set("note", noteOf(status))
	}
	http.Redirect(w, r, "/games/"+id+"?"+back.Encode(), http.StatusSeeOther)
}

// formSeat reads the seat and version fields of a game page's form and
// checks that this browser holds the seat of game id; when not, it has
// answered and returns ok false.
func (s *Server) formSeat(w http.ResponseWriter, r *http.Request, id string) (seat, version int, held map[game.Player]string, ok bool) {
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, http.StatusBadRequest, "the form could not be read")
		return 0, 0, nil, false
	}
	seat, err1 := strconv.Atoi(r.PostForm.Get("seat"))
	version, err2 := strconv.Atoi(r.PostForm.Get("version"))
	if err1 != nil || err2 != nil {
		s.fail(w, r, http.StatusBadRequest, "seat and version must be whole numbers")
		return 0, 0, nil, false
	}
	held, err := s.heldSeats(r, id)
	if err != nil {
		s.gameError(w, r, err)
		return 0, 0, nil, false
	}
	if held[game.Player(seat)] == "" {
		s.fail(w, r, http.StatusForbidden, "you do not hold that seat in this game")
		return 0, 0, nil, false
	}
	return seat, version, held, true
}

// notes are the messages a game page shows after an order was refused,
// by the note in its address.
var notes = map[string]string{
	"stale":   "That order was given against an older position: the game moved on before it arrived. Here is the current position.",
	"illegal": "That order is not allowed now. Here is the current position and the orders you may give.",
	"turn":    "It is not your turn.",
}

// noteOf returns the note for a refusal's status.
func noteOf(status int) string {
	switch status {
	case http.StatusConflict:
		return "stale"
	case http.StatusForbidden:
		return "turn"
	}
	return "illegal"
}

// actResult is what an accepted action led to: the game's version after it
// and the computer's replies, and the events the seat may see.
type actResult struct {
	Version int          `json:"version"`
	Over    bool         `json:"over"`
	Events  []game.Event `json:"events"`
}

// resultSince returns what game g's steps from event index from led to,
// as seat p sees them.
func (g *liveGame) resultSince(from int, p game.Player) actResult {
	return actResult{Version: g.match.Version(), Over: g.match.Outcome().Over, Events: append([]game.Event{}, game.Filter(g.events[from:], p)...)}
}

// act plays action text in game id as the seat token opens, against
// version, then the computer's replies; the action is committed before act
// returns, and the computer's replies too unless storing them failed
// (advanceAfter), when the answer is the game as the action left it. A
// table step since version that left the game going (a draw offered or
// declined) does not make the action stale ([game.Match.Stale]).
func (s *Server) act(ctx context.Context, id, token string, version int, text string) (actResult, error) {
	p, err := s.hub.seatOf(ctx, id, token)
	if err != nil {
		return actResult{}, err
	}
	var res actResult
	err = s.hub.with(ctx, id, func(g *liveGame) error {
		if err := g.match.StaleAt(p, version); err != nil {
			return err // before the action is read: stale, not illegal in the new position
		}
		from := len(g.events)
		if _, err := s.hub.play(ctx, g, p, version, text); err != nil {
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

// advanceAfter makes the computer's moves that follow a side's orders or
// action just committed to game g (a battle's orders, a Space Fleet
// action; see act), and reports whether they were all stored. Their
// failure is not the request's: its step is stored, and every later
// access makes the moves (the usual cause is another server over the same
// store that stored them first). The game is then forgotten, its match
// having perhaps moved past the store, and a failure other than that or
// the client leaving is logged.
func (s *Server) advanceAfter(ctx context.Context, g *liveGame) bool {
	err := s.hub.advance(ctx, g)
	if err == nil {
		return true
	}
	s.hub.forget(g.id)
	if ctx.Err() == nil && !errors.Is(err, store.ErrStale) {
		s.log.Warn("game: the computer's moves after a side's orders or action", "game", g.id, "err", err)
	}
	return false
}

// actionStatus maps an error of act to an HTTP status and a message for
// the player.
func actionStatus(err error) (int, string) {
	var bad requestError
	switch {
	case errors.As(err, &bad):
		return http.StatusBadRequest, string(bad)
	case errors.Is(err, errNotSeat):
		return http.StatusForbidden, "that token opens no seat of this game"
	case errors.Is(err, errSubmitted):
		return http.StatusConflict, errSubmitted.Error()
	case errors.Is(err, game.ErrStale), errors.Is(err, store.ErrStale):
		return http.StatusConflict, "stale action: the game moved on before your order arrived; reload the game and give your order again (" + err.Error() + ")"
	case errors.Is(err, game.ErrNotYourTurn):
		return http.StatusForbidden, "it is not your turn: " + err.Error()
	case errors.Is(err, game.ErrOver), errors.Is(err, store.ErrFinished):
		return http.StatusConflict, "the game is over"
	case errors.Is(err, game.ErrIllegal):
		return http.StatusUnprocessableEntity, err.Error()
	case errors.Is(err, store.ErrNotFound):
		return http.StatusNotFound, "there is no such game"
	}
	return http.StatusInternalServerError, "internal error"
}

// gameError answers with the status and message of err, logging failures.
// A failure of a request whose client has gone (its context ended, so the
// store refused to go on) is no failure of the server: 503, as
// computeFailed answers, and not logged as an error.
func (s *Server) gameError(w http.ResponseWriter, r *http.Request, err error) {
	status, msg := actionStatus(err)
	if status == http.StatusInternalServerError && r.Context().Err() != nil {
		s.log.Debug("game: the client left", "path", loggedPath(r.URL.Path), "err", err)
		s.fail(w, r, http.StatusServiceUnavailable, "the request was cancelled before it finished; reload the game to see where it stands")
		return
	}
	if status == http.StatusInternalServerError {
		s.log.Error("game", "path", loggedPath(r.URL.Path), "err", err)
	}
	s.fail(w, r, status, msg)
}
