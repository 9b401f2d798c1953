package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
)

// dicePageData is what the dice page shows.
type dicePageData struct {
	Query     diceQuery
	Error     *notationError // the expression cannot be used; nothing else is shown
	SeedError string         // the seed does not read; no roll is shown
	Odds      *oddsView
	ChartURL  string
	Rolled    *rollView  // the seeded roll, when asked for
	Table     *tableRoll // the adjudication of the table's dice, when typed
	Examples  []link     // expressions to try
	Permalink string     // the page's address
}

// link is a labelled address.
type link struct {
	Label, URL string
}

// diceExamples are expressions the page offers to try.
var diceExamples = []string{"3d6", "2d6+1", "8d6>=5", "4d6kh3", "2d20kl1", "10d6-2d4"}

// exampleLinks are the links to diceExamples.
func exampleLinks() []link {
	links := make([]link, len(diceExamples))
	for i, ex := range diceExamples {
		links[i] = link{Label: ex, URL: "/odds/dice?" + url.Values{"n": {ex}}.Encode()}
	}
	return links
}

// dicePage answers GET /odds/dice. A roll without a seed gets a fresh seed
// and is redirected to the URL that holds it, so that the address always
// reproduces the page (an htmx request is answered directly, with the URL
// to show in HX-Push-Url).
func (s *Server) dicePage(w http.ResponseWriter, r *http.Request) {
	q := readDiceQuery(r.URL.Query())
	if q.Roll && q.Seed == "" && q.Notation != "" {
		q.Seed = rng.RandomSeed().String()
		if r.Header.Get("HX-Request") == "" {
			http.Redirect(w, r, q.pageURL(), http.StatusSeeOther)
			return
		}
	}
	if r.Header.Get("HX-Request") != "" {
		w.Header().Set("HX-Push-Url", q.pageURL())
	}
	data := dicePageData{Query: q, Examples: exampleLinks(), Permalink: q.pageURL()}
	status := http.StatusOK
	if q.Notation != "" {
		if err := s.fillDicePage(r, &data); err != nil {
			s.fail(w, r, http.StatusServiceUnavailable, "the request was cancelled")
			return
		}
		if data.Error != nil || data.SeedError != "" || (data.Table != nil && data.Table.Problem != "") {
			status = http.StatusUnprocessableEntity
		}
	}
	title := "Dice odds"
	if data.Odds != nil {
		title = data.Odds.Notation + " · dice odds"
	}
	s.render(w, r, status, "dice", title, data)
}

// fillDicePage computes what the page shows for data.Query. It fails only
// when the request ends while waiting to compute.
func (s *Server) fillDicePage(r *http.Request, data *dicePageData) error {
	q := data.Query
	e, err := parseNotation(q.Notation)
	if err != nil {
		data.Error = err.(*notationError)
		return nil
	}
	var d prob.Dist
	if err := s.compute(r.Context(), func() { d, err = exactDist(e) }); err != nil {
		return err
	}
	if err != nil {
		data.Error = err.(*notationError)
		return nil
	}
	odds := newOddsView(e, d, q.Exact)
	data.Odds, data.ChartURL = &odds, odds.chartURL()
	if q.Roll {
		if seed, err := parseSeed(q.Seed); err != nil {
			data.SeedError = err.Error()
		} else {
			v := rollSeeded(e, seed)
			data.Rolled = &v
		}
	}
	if q.Dice != "" {
		t := rollTable(e, q.Dice)
		data.Table = &t
	}
	return nil
}

// chartPolicy lets the chart image use the inline styles its SVG is drawn
// with, and nothing else.
const chartPolicy = "default-src 'none'; style-src 'unsafe-inline'"

// diceChart answers GET /odds/dice/chart.svg?n=3d6 with the chart of the
// distribution. The chart depends on the URL alone, so it may be cached.
func (s *Server) diceChart(w http.ResponseWriter, r *http.Request) {
	e, err := parseNotation(r.URL.Query().Get("n"))
	if err != nil {
		s.fail(w, r, http.StatusUnprocessableEntity, err.Error())
		return
	}
	var b bytes.Buffer
	var d prob.Dist
	cerr := s.compute(r.Context(), func() {
		if d, err = exactDist(e); err == nil {
			err = chart.Render(&b, chart.SVG, newOddsView(e, d, false).chart())
		}
	})
	if cerr != nil {
		s.fail(w, r, http.StatusServiceUnavailable, "the request was cancelled")
		return
	}
	var ne *notationError
	if errors.As(err, &ne) {
		s.fail(w, r, http.StatusUnprocessableEntity, ne.Message)
		return
	}
	if err != nil {
		s.log.Error("chart", "err", err, "notation", e.String())
		s.fail(w, r, http.StatusInternalServerError, "could not draw the chart")
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Content-Security-Policy", chartPolicy)
	w.Header().Set("Cache-Control", "public, max-age=3600")
	if _, err := w.Write(b.Bytes()); err != nil {
		s.log.Debug("write", "err", err)
	}
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
	var out prob.JSON
	cerr := s.compute(r.Context(), func() {
		var d prob.Dist
		if d, err = exactDist(e); err == nil {
			out = d.JSON(req.Exact)
		}
	})
	if cerr != nil {
		s.fail(w, r, http.StatusServiceUnavailable, "the request was cancelled")
		return
	}
	if err != nil {
		s.notationFailure(w, err)
		return
	}
	s.writeJSON(w, http.StatusOK, out)
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
		t := rollTable(e, req.Dice)
		switch {
		case t.Problem != "":
			s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: t.Problem})
		case len(t.Needs) > 0:
			s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: fmt.Sprintf("%d more dice needed", t.NeedCount()), Needs: t.Needs})
		default:
			s.writeJSON(w, http.StatusOK, t.Roll)
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
	s.writeJSON(w, http.StatusOK, rollSeeded(e, seed))
}
