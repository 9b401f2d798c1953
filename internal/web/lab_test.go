package web

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestLabPage(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		name, target string
		status       int
		want         []string
	}{
		{"form", "/lab", 200, []string{"Battle lab", `name="scenario"`, "destroyer-skirmish", `name="trials"`}},
		{"running", "/lab?scenario=destroyer-skirmish&trials=20&seed=1&run=1", 200, []string{`data-stream="/lab/stream?`, "<progress", "/static/lab.js", "/api/lab/run?"}},
		{"bad trials", "/lab?trials=0", 422, []string{"a whole number from 1 to 20000"}},
		{"bad scenario", "/lab?scenario=nowhere", 422, []string{"there is no scenario"}},
		{"bad seed", "/lab?seed=xyz&run=1", 422, []string{"the seed is 1 to 16 hexadecimal digits"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target)
			if w.Code != tc.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tc.status, w.Body)
			}
			for _, want := range tc.want {
				if !strings.Contains(w.Body.String(), want) {
					t.Errorf("page lacks %q", want)
				}
			}
		})
	}
	t.Run("run without seed redirects", func(t *testing.T) {
		w := get(s, "/lab?scenario=destroyer-skirmish&trials=20&run=1")
		if w.Code != http.StatusSeeOther || !strings.Contains(w.Header().Get("Location"), "seed=") {
			t.Fatalf("status %d, location %q", w.Code, w.Header().Get("Location"))
		}
	})
}

// sseEvent is one server-sent event.
type sseEvent struct {
	name, data string
}

// readEvents reads events from an event stream until it ends.
func readEvents(t *testing.T, sc *bufio.Scanner) []sseEvent {
	t.Helper()
	var out []sseEvent
	var cur sseEvent
	var data []string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			cur.data = strings.Join(data, "\n")
			out = append(out, cur)
			cur, data = sseEvent{}, nil
		case strings.HasPrefix(line, "event: "):
			cur.name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			data = append(data, strings.TrimPrefix(line, "data: "))
		}
	}
	return out
}

// TestLabStream runs a small lab over a real connection: progress events
// arrive, then the result, and the charts of the run are then served.
func TestLabStream(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	ts := httptest.NewServer(s)
	defer ts.Close()
	const run = "scenario=destroyer-skirmish&trials=40&seed=1&players=tactical"
	resp, err := http.Get(ts.URL + "/lab/stream?" + run)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("status %d, type %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	events := readEvents(t, bufio.NewScanner(resp.Body))
	if len(events) < 2 {
		t.Fatalf("got %d events", len(events))
	}
	last := events[len(events)-1]
	if last.name != "result" || !strings.Contains(last.data, "Destroyer skirmish: 40 battles") || !strings.Contains(last.data, "/lab/chart.svg?") {
		t.Fatalf("last event %q: %.300s", last.name, last.data)
	}
	var p labProgress
	if err := json.Unmarshal([]byte(events[len(events)-2].data), &p); err != nil || events[len(events)-2].name != "progress" || p.Done != 40 || p.Total != 40 {
		t.Fatalf("final progress %+v (%v) from %+v", p, err, events[len(events)-2])
	}
	for _, c := range []string{"win", "turns", "ships"} {
		w := get(s, "/lab/chart.svg?"+run+"&chart="+c)
		if w.Code != 200 || !strings.Contains(w.Body.String(), "<svg") {
			t.Errorf("chart %s: status %d", c, w.Code)
		}
	}
	// A phone gets the compact chart the result offers it.
	if !strings.Contains(last.data, `<source media="(max-width: 40rem)" srcset="/lab/chart.svg?chart=win&amp;`) || !strings.Contains(last.data, `&size=compact" width="378" height="378">`) {
		t.Errorf("the result offers no compact chart: %.2000s", last.data)
	}
	if w := get(s, "/lab/chart.svg?"+run+"&chart=win&size=compact"); w.Code != 200 || !strings.Contains(w.Body.String(), `width="283.46pt" height="283.46pt"`) {
		t.Errorf("the compact chart: status %d: %.200s", w.Code, w.Body.String())
	}
	if w := get(s, "/lab?"+run+"&run=1"); !strings.Contains(w.Body.String(), "Destroyer skirmish: 40 battles") {
		t.Error("a finished run is not shown at once")
	}
	if w := get(s, "/lab/chart.svg?"+run+"&chart=odds"); w.Code != http.StatusNotFound {
		t.Errorf("a chart there is not: status %d", w.Code)
	}
}

// TestLabStreamCancelled checks that a client going away stops its run and
// frees its place under the cap.
func TestLabStreamCancelled(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	ts := httptest.NewServer(s)
	defer ts.Close()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, ts.URL+"/lab/stream?scenario=fleet-action&trials=20000&seed=2", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(resp.Body)
	if !sc.Scan() || !strings.HasPrefix(sc.Text(), "event: ") {
		t.Fatalf("no first event: %q", sc.Text())
	}
	if len(s.lab.runs) != 1 {
		t.Fatalf("%d runs going, want 1", len(s.lab.runs))
	}
	cancel()
	resp.Body.Close()
	deadline := time.Now().Add(10 * time.Second)
	for len(s.lab.runs) > 0 {
		if time.Now().After(deadline) {
			t.Fatal("the run goes on after its client left")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestLabCap checks that runs beyond the cap are refused.
func TestLabCap(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for range maxLabRuns {
		s.lab.runs <- struct{}{}
	}
	for _, target := range []string{"/lab/stream?scenario=destroyer-skirmish&trials=5&seed=1", "/api/lab/run?scenario=destroyer-skirmish&trials=5&seed=1"} {
		if w := get(s, target); w.Code != http.StatusServiceUnavailable || w.Header().Get("Retry-After") == "" {
			t.Errorf("%s: status %d", target, w.Code)
		}
	}
}

func TestLabRunAPI(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/api/lab/run?scenario=destroyer-skirmish&trials=20&seed=3")
	if w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	var out labJSON
	if err := json.Unmarshal(w.Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if out.Trials != 20 || len(out.Sides) != 2 || out.Seed.String() != "0000000000000003" || !strings.Contains(w.Body.String(), `"seed": "0000000000000003"`) {
		t.Fatalf("got %+v", out)
	}
	total := out.Draw.Value
	for _, sd := range out.Sides {
		total += sd.Win.Value
	}
	if total < 0.999 || total > 1.001 {
		t.Errorf("P(win) and P(draw) add up to %g", total)
	}
	if w := get(s, "/api/lab/run?trials=999999"); w.Code != http.StatusUnprocessableEntity {
		t.Errorf("too many trials: status %d", w.Code)
	}
}
