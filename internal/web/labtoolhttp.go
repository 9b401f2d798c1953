package web

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/rng"
)

// mechTools are the mechanic pages, in the order the home page lists them.
var mechTools = []*mechTool{diceTool, ftPDLTool, ftStrikeTool, ftMoveTool, ftScalingTool, jovianPoolTool, jovianAttackTool, sfShotTool, sfDesignTool, sweepTool}

// toolRoutes registers every mechanic page, its chart and its API.
func (s *Server) toolRoutes(mux *http.ServeMux) {
	for _, t := range mechTools {
		mux.HandleFunc("GET /odds/"+t.Key, s.toolPage(t))
		mux.HandleFunc("GET /odds/"+t.Key+"/chart.svg", s.toolChart(t))
		if t.ownAPI {
			continue
		}
		mux.HandleFunc("GET /api/"+t.Key+"/odds", s.toolOddsAPI(t))
		mux.HandleFunc("GET /api/"+t.Key+"/roll", s.toolRollAPI(t))
	}
	mux.HandleFunc("GET /api/ft/move/reach", s.ftReachAPI)
}

// chartPolicy lets a chart image use the inline styles its SVG is drawn
// with, and nothing else.
const chartPolicy = "default-src 'none'; style-src 'unsafe-inline'"

// toolPageData is what a mechanic page shows.
type toolPageData struct {
	Tool       *mechTool
	Fields     []field
	Exact      bool
	Seed, Dice string
	SeedError  string
	OddsError  string // the library refused what the form describes
	Odds       *mechOdds
	Rolled     *mechRoll
	RollSeed   string
	Table      *tableAdjudication
	Permalink  string
	// Groups are Fields in the parts of the form, for the page.
	Groups []fieldGroup
	// Source is the file the odds were computed from, when the form
	// chose one of the examples: what a reader would copy and change.
	Source *sourceView
	// ResultFirst draws the result above the form, and Errors are the
	// mistakes listed above the form (see toolorder.go).
	ResultFirst bool
	Errors      []inputError
}

// sourceView is a file a mechanic page shows.
type sourceView struct {
	Name, Text string
}

// sourced is a mechanic read from a file that the page shows, such as an
// example strike: source returns nil when there is nothing to show (the
// reader pasted the file).
type sourced interface {
	source() *sourceView
}

// formValues are the form's fields as a query, without the page's own
// parameters: what the odds, and so the chart, depend on.
func formValues(fields []field) url.Values {
	v := url.Values{}
	for _, f := range fields {
		if f.Kind != "check" || f.Value != "" {
			v.Set(f.Name, f.Value)
		}
	}
	return v
}

// toolPage answers GET /odds/KEY. A roll without a seed gets a fresh one
// and is redirected to the address that holds it, so that the address
// always reproduces the page (an htmx request is answered at once, with
// that address in HX-Push-Url).
func (s *Server) toolPage(t *mechTool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		f := newForm(q)
		m := t.read(f)
		d := toolPageData{Tool: t, Fields: f.Fields, Exact: q.Get("exact") != "",
			Seed: strings.TrimSpace(q.Get("seed")), Dice: strings.TrimSpace(q.Get("dice"))}
		if t.NoDice {
			d.Exact, d.Seed, d.Dice = false, "", ""
		}
		rollAsked := q.Get("roll") != "" && !t.NoDice
		page := formValues(f.Fields)
		if d.Exact {
			page.Set("exact", "1")
		}
		if rollAsked {
			if d.Seed == "" {
				d.Seed = rng.RandomSeed().String()
				page.Set("roll", "1")
				page.Set("seed", d.Seed)
				if d.Dice != "" {
					page.Set("dice", d.Dice)
				}
				if r.Header.Get("HX-Request") == "" {
					http.Redirect(w, r, "/odds/"+t.Key+"?"+page.Encode(), http.StatusSeeOther)
					return
				}
			}
			page.Set("roll", "1")
			page.Set("seed", d.Seed)
		}
		if d.Dice != "" {
			page.Set("dice", d.Dice)
		}
		d.Permalink = "/odds/" + t.Key + "?" + page.Encode()
		if r.Header.Get("HX-Request") != "" {
			w.Header().Set("HX-Push-Url", d.Permalink)
		}
		// A form that asks for nothing yet (an empty dice expression) shows
		// the form alone.
		status := http.StatusOK
		title := t.Title
		if m == nil && !f.ok() {
			status = http.StatusUnprocessableEntity
		} else if m != nil {
			odds, err, cerr := s.toolOdds(r.Context(), t, f, m, d.Exact)
			if cerr != nil {
				s.computeFailed(w, r, cerr)
				return
			}
			if err != nil {
				d.OddsError = err.Error()
				status = http.StatusUnprocessableEntity
			} else {
				chartQuery := formValues(slices.DeleteFunc(slices.Clone(f.Fields), func(fd field) bool { return fd.RollOnly }))
				// The odds are shared with the cache: the addresses go
				// into copies of their lists.
				odds.Dists = slices.Clone(odds.Dists)
				for i := range odds.Dists {
					if i > 0 { // the first is the chart address's default
						chartQuery.Set("part", strconv.Itoa(i))
					}
					odds.Dists[i].ChartURL = "/odds/" + t.Key + "/chart.svg?" + chartQuery.Encode()
				}
				chartQuery.Del("part")
				odds.Maps = slices.Clone(odds.Maps)
				for i := range odds.Maps {
					chartQuery.Set("map", strconv.Itoa(i))
					odds.Maps[i].ChartURL = "/odds/" + t.Key + "/chart.svg?" + chartQuery.Encode()
				}
				chartQuery.Del("map")
				odds.Curves = slices.Clone(odds.Curves)
				for i := range odds.Curves {
					chartQuery.Set("curve", strconv.Itoa(i))
					odds.Curves[i].ChartURL = "/odds/" + t.Key + "/chart.svg?" + chartQuery.Encode()
				}
				d.Odds = &odds
				if odds.Title != "" {
					title = odds.Title
				}
				s.fillToolRolls(m, &d, rollAsked)
			}
		}
		if d.SeedError != "" || (d.Table != nil && d.Table.Problem != "") {
			status = http.StatusUnprocessableEntity
		}
		d.Groups = groupFields(d.Fields, t.defaults())
		if src, ok := m.(sourced); ok {
			d.Source = src.source()
		}
		d.order(q)
		s.render(w, r, status, "labtool", title, d)
	}
}

// toolOdds returns the exact odds of the mechanic m that t's form f
// describes, from the cache or computed within the server's bounds (see
// [Server.compute]), and keeps them in the cache. err is the mechanic's
// refusal, cerr the computation's failure (busy, too long). The odds
// returned are shared: the caller copies a list before changing it.
func (s *Server) toolOdds(ctx context.Context, t *mechTool, f *form, m mechanic, exact bool) (mechOdds, error, error) {
	key := oddsKey(t, f, exact)
	if odds, ok := s.odds.get(key); ok {
		return odds, nil, nil
	}
	// The same query already computing (a page and its charts): wait for
	// it, then take its result from the cache, or compute if it kept none.
	wait, leader, done := s.flights.join(key)
	if leader {
		defer done()
	} else {
		timeout := time.NewTimer(s.computeTimeout)
		defer timeout.Stop()
		select {
		case <-wait:
		case <-timeout.C:
		case <-ctx.Done():
			return mechOdds{}, nil, ctx.Err()
		}
		if odds, ok := s.odds.get(key); ok {
			return odds, nil, nil
		}
	}
	var odds mechOdds
	var err error
	cerr := s.compute(ctx, func(ctx context.Context) {
		o, e := m.odds(ctx, exact)
		if e == nil {
			// Kept even when the request has gone, so that the work is not
			// lost: the next one for the query finds it.
			s.odds.put(key, o, oddsSize(o))
		}
		odds, err = o, e
	})
	if cerr != nil {
		return mechOdds{}, nil, cerr // odds and err may still be written
	}
	return odds, err, nil
}

// fillToolRolls adds the seeded roll and the table's dice to the page, for
// a mechanic that rolls.
func (s *Server) fillToolRolls(mech mechanic, d *toolPageData, rollAsked bool) {
	m, ok := mech.(roller)
	if !ok {
		return
	}
	if rollAsked {
		seed, err := parseSeed(d.Seed)
		if err != nil {
			d.SeedError = err.Error()
		} else if r, err := rollWithSeed(m, seed); err != nil {
			d.SeedError = err.Error()
		} else {
			d.Rolled, d.RollSeed = &r, seed.String()
		}
	}
	if d.Dice != "" {
		a := adjudicate(m, d.Dice)
		d.Table = &a
	}
}

// toolChart answers GET /odds/KEY/chart.svg?FIELDS&part=I with the chart of
// the page's I-th distribution, with &map=I its I-th map, or with &curve=I
// its I-th chart of curves; &size=compact draws it half as wide, and
// square, with text of the same size, for a phone.
func (s *Server) toolChart(t *mechTool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		f := newForm(q)
		m := t.read(f)
		if m == nil {
			s.fail(w, r, http.StatusUnprocessableEntity, f.firstError())
			return
		}
		var b bytes.Buffer
		found := true
		odds, err, cerr := s.toolOdds(r.Context(), t, f, m, false)
		if cerr == nil && err == nil {
			var c chart.Chart
			if c, found = pickChart(odds, q); found {
				size := chart.Standard
				if q.Get("size") == "compact" {
					size = chart.Compact
				}
				err = chart.RenderSize(&b, chart.SVG, c, size)
			}
		}
		switch {
		case cerr != nil:
			s.computeFailed(w, r, cerr)
			return
		case !found:
			s.fail(w, r, http.StatusNotFound, "there is no such chart on this page")
			return
		case err != nil:
			s.fail(w, r, http.StatusUnprocessableEntity, err.Error())
			return
		}
		w.Header().Set("Content-Type", "image/svg+xml")
		w.Header().Set("Content-Security-Policy", chartPolicy)
		w.Header().Set("Cache-Control", "public, max-age=3600")
		if _, err := w.Write(b.Bytes()); err != nil {
			s.log.Debug("write", "err", err)
		}
	}
}

// pickChart returns the chart a chart address names: &map=I, &curve=I or
// &part=I (the first distribution when none is named); false when the page
// has no such chart.
func pickChart(odds mechOdds, q url.Values) (chart.Chart, bool) {
	index := func(name string) (int, bool) {
		i, err := strconv.Atoi(q.Get(name))
		return i, err == nil || q.Get(name) == ""
	}
	switch {
	case q.Has("map"):
		if i, ok := index("map"); ok && i >= 0 && i < len(odds.Maps) {
			return odds.Maps[i].chart, true
		}
	case q.Has("curve"):
		if i, ok := index("curve"); ok && i >= 0 && i < len(odds.Curves) {
			return odds.Curves[i].chart, true
		}
	default:
		if i, ok := index("part"); ok && i >= 0 && i < len(odds.Dists) {
			return odds.Dists[i].chart(), true
		}
	}
	return nil, false
}

// toolOddsAPI answers GET /api/KEY/odds?FIELDS[&exact=1] with the JSON of
// the command line's odds command.
func (s *Server) toolOddsAPI(t *mechTool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		f := newForm(r.URL.Query())
		m := t.read(f)
		if m == nil {
			s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: f.firstError()})
			return
		}
		odds, err, cerr := s.toolOdds(r.Context(), t, f, m, r.URL.Query().Get("exact") != "")
		if cerr != nil {
			s.computeFailed(w, r, cerr)
			return
		}
		if err != nil {
			s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: err.Error()})
			return
		}
		s.writeJSON(w, http.StatusOK, odds.JSON)
	}
}

// toolRollAPI answers GET /api/KEY/roll?FIELDS&seed=HEX or &dice=FACES
// with one adjudication; missing dice answer 422 with what to roll.
func (s *Server) toolRollAPI(t *mechTool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if t.NoDice {
			s.writeJSON(w, http.StatusNotFound, apiError{Error: fmt.Sprintf("%s rolls no dice, so there is nothing to roll: its odds are exact, at /api/%s/odds", t.Title, t.Key)})
			return
		}
		q := r.URL.Query()
		f := newForm(q)
		mech := t.read(f)
		if mech == nil {
			s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: f.firstError()})
			return
		}
		m, ok := mech.(roller)
		if !ok {
			s.writeJSON(w, http.StatusNotFound, apiError{Error: fmt.Sprintf("%s rolls no dice with this form", t.Title)})
			return
		}
		if text := strings.TrimSpace(q.Get("dice")); text != "" {
			a := adjudicate(m, text)
			switch {
			case a.Problem != "":
				s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: a.Problem})
			case len(a.Needs) > 0:
				s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: fmt.Sprintf("%d more dice needed", a.NeedCount()), Needs: a.Needs})
			default:
				s.writeJSON(w, http.StatusOK, a.Roll.JSON)
			}
			return
		}
		seed := rng.RandomSeed()
		if text := strings.TrimSpace(q.Get("seed")); text != "" {
			var err error
			if seed, err = parseSeed(text); err != nil {
				s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: err.Error()})
				return
			}
		}
		res, err := rollWithSeed(m, seed)
		if err != nil {
			s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: err.Error()})
			return
		}
		s.writeJSON(w, http.StatusOK, map[string]any{"seed": seed.String(), "result": res.JSON})
	}
}
