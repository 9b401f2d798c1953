package web

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/rng"
)

// mechTools are the mechanic pages, in the order the home page lists them.
var mechTools = []*mechTool{ftPDLTool, ftStrikeTool, ftMoveTool, jovianPoolTool, jovianAttackTool, sfShotTool}

// toolRoutes registers every mechanic page, its chart and its API.
func (s *Server) toolRoutes(mux *http.ServeMux) {
	for _, t := range mechTools {
		mux.HandleFunc("GET /odds/"+t.Key, s.toolPage(t))
		mux.HandleFunc("GET /odds/"+t.Key+"/chart.svg", s.toolChart(t))
		mux.HandleFunc("GET /api/"+t.Key+"/odds", s.toolOddsAPI(t))
		mux.HandleFunc("GET /api/"+t.Key+"/roll", s.toolRollAPI(t))
	}
	mux.HandleFunc("GET /api/ft/move/reach", s.ftReachAPI)
}

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

// toolPage answers GET /odds/KEY. As on the dice page, a roll without a
// seed gets a fresh one and is redirected to the address that holds it.
func (s *Server) toolPage(t *mechTool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		f := newForm(q)
		m := t.read(f)
		d := toolPageData{Tool: t, Fields: f.Fields, Exact: q.Get("exact") != "",
			Seed: strings.TrimSpace(q.Get("seed")), Dice: strings.TrimSpace(q.Get("dice"))}
		rollAsked := q.Get("roll") != ""
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
		status := http.StatusOK
		if m == nil {
			status = http.StatusUnprocessableEntity
		} else {
			var odds mechOdds
			var err error
			if cerr := s.compute(r.Context(), func() { odds, err = m.odds(d.Exact) }); cerr != nil {
				s.fail(w, r, http.StatusServiceUnavailable, "the request was cancelled")
				return
			}
			if err != nil {
				d.OddsError = err.Error()
				status = http.StatusUnprocessableEntity
			} else {
				chartQuery := formValues(slices.DeleteFunc(slices.Clone(f.Fields), func(fd field) bool { return fd.RollOnly }))
				for i := range odds.Dists {
					chartQuery.Set("part", strconv.Itoa(i))
					odds.Dists[i].ChartURL = "/odds/" + t.Key + "/chart.svg?" + chartQuery.Encode()
				}
				chartQuery.Del("part")
				for i := range odds.Maps {
					chartQuery.Set("map", strconv.Itoa(i))
					odds.Maps[i].ChartURL = "/odds/" + t.Key + "/chart.svg?" + chartQuery.Encode()
				}
				d.Odds = &odds
				s.fillToolRolls(m, &d, rollAsked)
			}
		}
		if d.SeedError != "" || (d.Table != nil && d.Table.Problem != "") {
			status = http.StatusUnprocessableEntity
		}
		s.render(w, r, status, "labtool", t.Title, d)
	}
}

// fillToolRolls adds the seeded roll and the table's dice to the page.
func (s *Server) fillToolRolls(m mechanic, d *toolPageData, rollAsked bool) {
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
// the page's I-th distribution, or with &map=I its I-th map.
func (s *Server) toolChart(t *mechTool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		f := newForm(r.URL.Query())
		m := t.read(f)
		if m == nil {
			s.fail(w, r, http.StatusUnprocessableEntity, f.firstError())
			return
		}
		part, _ := strconv.Atoi(r.URL.Query().Get("part"))
		mapText := r.URL.Query().Get("map")
		mapIndex, _ := strconv.Atoi(mapText)
		var b bytes.Buffer
		var err error
		found := true
		cerr := s.compute(r.Context(), func() {
			var odds mechOdds
			if odds, err = m.odds(false); err != nil {
				return
			}
			if mapText != "" {
				if mapIndex < 0 || mapIndex >= len(odds.Maps) {
					found = false
					return
				}
				err = chart.Render(&b, chart.SVG, odds.Maps[mapIndex].chart)
				return
			}
			if part < 0 || part >= len(odds.Dists) {
				found = false
				return
			}
			err = chart.Render(&b, chart.SVG, odds.Dists[part].chart())
		})
		switch {
		case cerr != nil:
			s.fail(w, r, http.StatusServiceUnavailable, "the request was cancelled")
			return
		case !found:
			s.fail(w, r, http.StatusNotFound, fmt.Sprintf("there is no chart %d", part))
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
		var odds mechOdds
		var err error
		if cerr := s.compute(r.Context(), func() { odds, err = m.odds(r.URL.Query().Get("exact") != "") }); cerr != nil {
			s.fail(w, r, http.StatusServiceUnavailable, "the request was cancelled")
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
		q := r.URL.Query()
		f := newForm(q)
		m := t.read(f)
		if m == nil {
			s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: f.firstError()})
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
