package web

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rules/spacefleet"
)

// bearer returns the token of an "Authorization: Bearer TOKEN" header.
func bearer(r *http.Request) string {
	token, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return strings.TrimSpace(token)
}

// decodeJSON reads the body of r into v, refusing unknown fields and
// anything after the value.
func decodeJSON(r *http.Request, v any) error {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return requestError("the request body is too large")
		}
		return requestError("the request body is not the expected JSON: " + err.Error())
	}
	if _, err := dec.Token(); err != io.EOF {
		return requestError("the request body has more after its JSON object")
	}
	return nil
}

// createdGame is the answer to POST /api/games.
type createdGame struct {
	ID      string   `json:"id"`
	Tokens  []string `json:"tokens"` // per seat; "" for a computer seat
	Version int64    `json:"version"`
}

// createGameAPI answers POST /api/games with a newGameRequest: the new
// game's ID and its seats' tokens, which are shown this once.
func (s *Server) createGameAPI(w http.ResponseWriter, r *http.Request) {
	var req newGameRequest
	if err := decodeJSON(r, &req); err != nil {
		s.gameError(w, r, err)
		return
	}
	g, tokens, err := s.createGame(r.Context(), req)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	fresh, err := s.store.Game(r.Context(), g.ID)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	s.writeJSON(w, http.StatusCreated, createdGame{ID: g.ID, Tokens: tokens, Version: fresh.Version})
}

// seatState is the answer to GET /api/games/{id}/state: the game as one
// seat sees it and the orders it may give now.
type seatState struct {
	ID      string          `json:"id"`
	Seat    int             `json:"seat"`
	Version int             `json:"version"`
	Over    bool            `json:"over"`
	View    spacefleet.View `json:"view"`
	Actions []string        `json:"actions"` // empty unless the game waits for this seat
}

// stateAPI answers GET /api/games/{id}/state for the seat whose token is
// the bearer token.
func (s *Server) stateAPI(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	p, err := s.hub.seatOf(r.Context(), id, bearer(r))
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	var out any
	err = s.hub.with(r.Context(), id, func(g *liveGame) error {
		if _, ok := g.battle(); ok {
			out = newFTSeatState(g, p)
			return nil
		}
		st := g.state()
		sf := seatState{ID: id, Seat: int(p), Version: g.match.Version(), Over: g.match.Outcome().Over, View: st.ViewOf(p), Actions: []string{}}
		if !sf.Over {
			sf.Actions = legalTexts(st, p)
		}
		out = sf
		return nil
	})
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	s.writeJSON(w, http.StatusOK, out)
}

// actionRequest is the body of POST /api/games/{id}/actions: an action in
// its text form, given against the version the player saw.
type actionRequest struct {
	Version *int   `json:"version"`
	Action  string `json:"action"`
}

// actAPI answers POST /api/games/{id}/actions for the seat whose token is
// the bearer token: 200 with the new version and the events the seat may
// see once the action and the computer's replies are committed; 409 for a
// stale version, 403 for a token of no seat or a seat whose turn it is not,
// 422 for an illegal action.
func (s *Server) actAPI(w http.ResponseWriter, r *http.Request) {
	var req actionRequest
	if err := decodeJSON(r, &req); err != nil {
		s.gameError(w, r, err)
		return
	}
	if req.Version == nil {
		s.gameError(w, r, requestError("version is required: the game's version the action was chosen at"))
		return
	}
	res, err := s.act(r.Context(), r.PathValue("id"), bearer(r), *req.Version, req.Action)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	if res.Events == nil {
		res.Events = []game.Event{}
	}
	s.writeJSON(w, http.StatusOK, res)
}

// logAPI answers GET /api/games/{id}/log?after=N for the bearer's seat: the
// events it may see of the actions numbered after N (all for 0).
func (s *Server) logAPI(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	p, err := s.hub.seatOf(r.Context(), id, bearer(r))
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	after := 0
	if text := r.URL.Query().Get("after"); text != "" {
		if after, err = strconv.Atoi(text); err != nil || after < 0 {
			s.gameError(w, r, requestError("after must be a version, 0 or more"))
			return
		}
	}
	events := []game.Event{}
	err = s.hub.with(r.Context(), id, func(g *liveGame) error {
		for _, e := range g.events {
			if e.Action >= after && e.VisibleTo(p) {
				events = append(events, e)
			}
		}
		return nil
	})
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	s.writeJSON(w, http.StatusOK, map[string][]game.Event{"events": events})
}

// reportAPI answers GET /api/games/{id}/report: the stored report of a
// finished game, or 409 while it runs.
func (s *Server) reportAPI(w http.ResponseWriter, r *http.Request) {
	rec, err := s.store.LoadGame(r.Context(), r.PathValue("id"))
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	if rec.Game.Status != store.Finished || rec.Report == nil {
		s.fail(w, r, http.StatusConflict, "the game is still running")
		return
	}
	s.writeJSON(w, http.StatusOK, map[string]any{"summary": rec.Report.Summary, "report": rec.Report.Data, "version": rec.Game.Version})
}
