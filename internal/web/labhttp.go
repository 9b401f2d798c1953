package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// labRoutes registers the battle lab.
func (s *Server) labRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /lab", s.labPage)
	mux.HandleFunc("GET /lab/stream", s.labStream)
	mux.HandleFunc("GET /lab/chart.svg", s.labChart)
	mux.HandleFunc("GET /api/lab/run", s.labRunAPI)
	mux.HandleFunc("GET /lab/scenario.yaml", s.labScenarioFile)
}

// labScenarioFile answers GET /lab/scenario.yaml?scenario=KEY with the
// embedded file of one of the lab's scenarios, as written, which the
// form's "start from this scenario" puts in its file field.
func (s *Server) labScenarioFile(w http.ResponseWriter, r *http.Request) {
	sc, ok := labScenarios().find(r.URL.Query().Get("scenario"))
	if !ok || sc.text == "" {
		s.fail(w, r, http.StatusNotFound, "there is no such scenario in the lab")
		return
	}
	w.Header().Set("Content-Type", "text/yaml; charset=utf-8")
	if _, err := w.Write([]byte(sc.text)); err != nil {
		s.log.Debug("write", "err", err)
	}
}

// labPageData is what the lab page shows.
type labPageData struct {
	Form      labForm
	StreamURL string // the run's event stream, when running
	APIURL    string // the same run through the API
	Result    *labResult
	Permalink string
	// ResultFirst draws the run above the form, and Errors are the
	// mistakes listed above the form (see toolorder.go).
	ResultFirst bool
	Errors      []inputError
}

// labPage answers GET /lab. Running without a seed picks one and
// redirects to the address that holds it. A run already finished (in the
// cache) is shown at once; otherwise the page's script follows the stream.
func (s *Server) labPage(w http.ResponseWriter, r *http.Request) {
	f := readLabForm(r.URL.Query())
	if f.Query.Run && f.Query.Seed == "" && f.valid {
		f.Query.Seed = rng.RandomSeed().String()
		http.Redirect(w, r, "/lab?"+f.Query.values().Encode(), http.StatusSeeOther)
		return
	}
	d := labPageData{Form: f, Permalink: "/lab?" + f.Query.values().Encode()}
	status := http.StatusOK
	if !f.valid {
		status = http.StatusUnprocessableEntity
	} else if f.Query.Run {
		if o, ok := s.lab.finished(f.key()); ok {
			res := newLabResult(o, f)
			d.Result = &res
		} else {
			d.StreamURL = "/lab/stream?" + f.Query.values().Encode()
			q := f.Query
			q.Run = false
			d.APIURL = "/api/lab/run?" + q.values().Encode()
		}
	}
	d.Errors = f.errors()
	d.ResultFirst = d.Result != nil || d.StreamURL != ""
	s.render(w, r, status, "lab", "Battle lab", d)
}

// labProgress is the data of a progress event.
type labProgress struct {
	Done  int `json:"done"`
	Total int `json:"total"`
}

// labStream answers GET /lab/stream?scenario=&trials=&seed=&players= with
// server-sent events: "progress" ({"done", "total"}) while the trials are
// fought, then "result" (the result's HTML) or "failure" (a message). The
// run stops when the client goes away. The write timeout is lifted for this
// response only, since a run may outlast it.
func (s *Server) labStream(w http.ResponseWriter, r *http.Request) {
	f := readLabForm(r.URL.Query())
	if !f.valid {
		s.fail(w, r, http.StatusUnprocessableEntity, f.problem())
		return
	}
	if f.Query.Seed == "" {
		s.fail(w, r, http.StatusUnprocessableEntity, "the lab's stream needs a seed")
		return
	}
	rc := http.NewResponseController(w)
	if err := rc.SetWriteDeadline(time.Time{}); err != nil && err != http.ErrNotSupported {
		s.log.Debug("write deadline", "err", err)
	}
	release := s.takeRun(w, r)
	if release == nil {
		return
	}
	defer release()
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	send := func(event string, data []byte) {
		var b bytes.Buffer
		fmt.Fprintf(&b, "event: %s\n", event)
		for line := range strings.SplitSeq(string(data), "\n") {
			fmt.Fprintf(&b, "data: %s\n", line)
		}
		b.WriteString("\n")
		if _, err := w.Write(b.Bytes()); err == nil {
			_ = rc.Flush()
		}
	}
	progress := func(done, total int) {
		data, _ := json.Marshal(labProgress{Done: done, Total: total})
		send("progress", data)
	}
	o, err := s.runLab(r.Context(), f, progress)
	if err != nil {
		if r.Context().Err() == nil {
			send("failure", []byte(err.Error()))
		}
		return
	}
	var b bytes.Buffer
	if err := s.pages.byName["lab"].ExecuteTemplate(&b, "labresult", newLabResult(o, f)); err != nil {
		s.log.Error("lab template", "err", err)
		send("failure", []byte("internal error"))
		return
	}
	send("result", b.Bytes())
}

// runLab fights the form's trials, keeps the result for the charts and
// returns it. progress, when not nil, is told of the trials done.
func (s *Server) runLab(ctx context.Context, f labForm, progress func(done, total int)) (o labOutcome, err error) {
	if err := s.lab.failure(f.key()); err != nil {
		return labOutcome{}, err
	}
	cfg := sim.Config{Trials: f.Query.Trials, Seed: f.seed, Progress: progress}
	if f.Query.File != "" {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, maxPastedRun)
		defer cancel()
		cfg.Workers = 1
		defer func() {
			if r := recover(); r != nil {
				// A pasted file can hold a battle that never ends. Its
				// run fails the same way each time: kept, it is not
				// fought again for the next chart or page.
				o, err = labOutcome{}, fmt.Errorf("your file's run failed: %s", firstLine(r))
				s.lab.keep(f.key(), o, err)
			}
		}()
	}
	o, err = fightLab(ctx, cfg, f.sc, f.kinds)
	if errors.Is(err, context.DeadlineExceeded) {
		return o, fmt.Errorf("your file's %d trials took longer than the lab's %v for a pasted file: ask for fewer trials", f.Query.Trials, maxPastedRun)
	}
	if err != nil {
		return o, err
	}
	s.lab.keep(f.key(), o, nil)
	return o, nil
}

// labRunAPI answers GET /api/lab/run?scenario=&trials=&seed=&players= with
// the JSON of the command that fights the scenario ("broadside battle
// --trials N --json", "broadside ft duel --json" or "broadside jovian
// engagement --json"), running the trials within the request (under the
// same cap as the stream).
func (s *Server) labRunAPI(w http.ResponseWriter, r *http.Request) {
	f := readLabForm(r.URL.Query())
	if !f.valid {
		s.fail(w, r, http.StatusUnprocessableEntity, f.problem())
		return
	}
	if f.Query.Seed == "" {
		f.seed = rng.RandomSeed()
		f.Query.Seed = f.seed.String()
	}
	release := s.takeRun(w, r)
	if release == nil {
		return
	}
	defer release()
	o, err := s.runLab(r.Context(), f, nil)
	if err != nil {
		if r.Context().Err() != nil {
			s.fail(w, r, http.StatusServiceUnavailable, "the run was cancelled")
			return
		}
		s.fail(w, r, http.StatusUnprocessableEntity, err.Error())
		return
	}
	s.writeJSON(w, http.StatusOK, o.json)
}

// nonEmpty returns the strings that are not "".
func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// labChart answers GET /lab/chart.svg?RUN&chart=NAME with a chart of a
// run, one of its ruleset's (labKind.charts): win, turns and ships for
// Space Fleet; win, turns, destroyed and taken for Full Thrust; win,
// rounds and active for Jovian Wars; &size=compact draws it half as wide,
// and square, for a phone, as a tool page's chart. A run no longer kept is fought again, to the same result,
// once for all its charts: it waits for a place under the cap on runs while
// the request lasts (the write timeout is lifted, as for the stream), and
// answers 503 when the request ends first.
func (s *Server) labChart(w http.ResponseWriter, r *http.Request) {
	f := readLabForm(r.URL.Query())
	if !f.valid {
		s.fail(w, r, http.StatusUnprocessableEntity, f.problem())
		return
	}
	if f.Query.Seed == "" {
		s.fail(w, r, http.StatusUnprocessableEntity, "the chart needs a seed")
		return
	}
	if !f.sc.Kind.hasChart(r.URL.Query().Get("chart")) {
		s.fail(w, r, http.StatusNotFound, "there is no such chart")
		return
	}
	if err := http.NewResponseController(w).SetWriteDeadline(time.Time{}); err != nil && !errors.Is(err, http.ErrNotSupported) {
		s.log.Debug("write deadline", "err", err)
	}
	o, err := s.lab.obtain(r.Context(), f.key(), func(ctx context.Context) (labOutcome, error) {
		select {
		case s.lab.runs <- struct{}{}:
			defer func() { <-s.lab.runs }()
		case <-ctx.Done():
			return labOutcome{}, ctx.Err()
		}
		return s.runLab(ctx, f, nil)
	})
	if err != nil {
		if r.Context().Err() != nil {
			w.Header().Set("Retry-After", "5")
			s.fail(w, r, http.StatusServiceUnavailable, "the run was cancelled")
			return
		}
		s.fail(w, r, http.StatusUnprocessableEntity, err.Error())
		return
	}
	c, _ := labChartOf(o, r.URL.Query().Get("chart"))
	size := chart.Standard
	if r.URL.Query().Get("size") == "compact" {
		size = chart.Compact
	}
	var b bytes.Buffer
	if err := chart.RenderSize(&b, chart.SVG, c, size); err != nil {
		s.log.Error("lab chart", "err", err)
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

// takeRun takes one of the lab's places for a run without waiting and
// returns the function that gives it back; when every place is taken it
// answers 503 with Retry-After and returns nil.
func (s *Server) takeRun(w http.ResponseWriter, r *http.Request) (release func()) {
	select {
	case s.lab.runs <- struct{}{}:
		return func() { <-s.lab.runs }
	default:
		w.Header().Set("Retry-After", "5")
		s.fail(w, r, http.StatusServiceUnavailable, "the lab is busy with other runs; try again in a moment")
		return nil
	}
}
