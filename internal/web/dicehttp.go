package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/broadside/broadside/rng"
)

// The dice page is a mechanic page (diceTool, served by labtoolhttp.go);
// its API is served here, with the JSON it had before the mechanic pages
// shared their machinery, since scripts use it.

// link is a labelled address.
type link struct {
	Label, URL string
}

// diceRequest is the body of POST /api/dice/odds and /api/dice/roll; GET
// takes the same fields from the query (n, exact, seed, dice).
type diceRequest struct {
	Notation string `json:"notation"`
	Exact    bool   `json:"exact"` // odds: add each probability as a fraction
	Seed     string `json:"seed"`  // roll: the seed in hexadecimal; "" for a fresh one
	Dice     string `json:"dice"`  // roll: faces rolled at the table instead, such as "4,6,2"
}

// readDiceRequest reads the request of a dice API call, answering the
// client itself (and returning false) when it cannot be read.
func (s *Server) readDiceRequest(w http.ResponseWriter, r *http.Request) (diceRequest, bool) {
	if r.Method == http.MethodGet {
		q := r.URL.Query()
		return diceRequest{Notation: q.Get("n"), Exact: q.Get("exact") != "", Seed: q.Get("seed"), Dice: q.Get("dice")}, true
	}
	var req diceRequest
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			s.fail(w, r, http.StatusRequestEntityTooLarge, fmt.Sprintf("request body too large; the limit is %d bytes", tooLarge.Limit))
			return req, false
		}
		s.fail(w, r, http.StatusBadRequest, "the body must be a JSON object such as {\"notation\": \"3d6\"}: "+err.Error())
		return req, false
	}
	return req, true
}

// apiError is the answer to a dice API call that cannot be done.
type apiError struct {
	Error  string `json:"error"`
	Column int    `json:"column,omitempty"` // where the notation is wrong, from 1
	Needs  []need `json:"needs,omitempty"`  // dice still to roll at the table
}

// notationFailure answers a notation that cannot be used.
func (s *Server) notationFailure(w http.ResponseWriter, err error) {
	ne := err.(*notationError)
	s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: ne.Message, Column: ne.Col})
}

// diceOddsAPI answers /api/dice/odds with the distribution JSON of
// DESIGN.md: {"mean", "sd", "tail", "dist": [{"value", "p", "exact"}]}.
func (s *Server) diceOddsAPI(w http.ResponseWriter, r *http.Request) {
	req, ok := s.readDiceRequest(w, r)
	if !ok {
		return
	}
	e, err := parseNotation(req.Notation)
	if err != nil {
		s.notationFailure(w, err)
		return
	}
	var odds mechOdds
	if cerr := s.compute(r.Context(), func(ctx context.Context) { odds, err = diceExpr{e}.odds(ctx, req.Exact) }); cerr != nil {
		s.computeFailed(w, r, cerr)
		return
	}
	if err != nil {
		s.notationFailure(w, err)
		return
	}
	s.writeJSON(w, http.StatusOK, odds.JSON)
}

// diceRollAPI answers /api/dice/roll with one roll: seeded (a fresh seed,
// reported, when none is given) or, with dice, the adjudication of the
// table's dice. Missing dice answer 422 with the list of what to roll.
func (s *Server) diceRollAPI(w http.ResponseWriter, r *http.Request) {
	req, ok := s.readDiceRequest(w, r)
	if !ok {
		return
	}
	e, err := parseNotation(req.Notation)
	if err != nil {
		s.notationFailure(w, err)
		return
	}
	if req.Dice != "" {
		a := adjudicate(diceExpr{e}, req.Dice)
		switch {
		case a.Problem != "":
			s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: a.Problem})
		case len(a.Needs) > 0:
			s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: fmt.Sprintf("%d more dice needed", a.NeedCount()), Needs: a.Needs})
		default:
			v := a.Roll.JSON.(rollView)
			v.Unused = a.Unused
			s.writeJSON(w, http.StatusOK, v)
		}
		return
	}
	seed := rng.RandomSeed()
	if req.Seed != "" {
		if seed, err = parseSeed(req.Seed); err != nil {
			s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: err.Error()})
			return
		}
	}
	res, err := rollWithSeed(diceExpr{e}, seed)
	if err != nil {
		s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: err.Error()})
		return
	}
	v := res.JSON.(rollView)
	v.Seed = seed.String()
	s.writeJSON(w, http.StatusOK, v)
}
