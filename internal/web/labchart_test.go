package web

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestLabChartAfterEviction checks that a chart's address is enough on its
// own: once its run has left the cache, or on a server that never ran it,
// the chart is drawn again, the same to the byte.
func TestLabChartAfterEviction(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	const run = "scenario=destroyer-skirmish&trials=12&seed=5&players=tactical"
	if w := get(s, "/api/lab/run?"+run); w.Code != 200 {
		t.Fatalf("run: status %d: %s", w.Code, w.Body)
	}
	f := readLabForm(mustQuery(t, run))
	before := map[string]string{}
	for _, c := range labSpaceFleet.chartNames() {
		w := get(s, "/lab/chart.svg?"+run+"&chart="+c)
		if w.Code != 200 {
			t.Fatalf("chart %s: status %d", c, w.Code)
		}
		before[c] = w.Body.String()
	}
	for i := range labCacheSize {
		s.lab.keep(fmt.Sprintf("other run %d", i), labOutcome{}, nil)
	}
	if _, ok := s.lab.finished(f.key()); ok {
		t.Fatal("the run is still kept after 16 others")
	}
	cold := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		name string
		s    *Server
	}{{"evicted", s}, {"never run here", cold}} {
		t.Run(tc.name, func(t *testing.T) {
			for _, c := range labSpaceFleet.chartNames() {
				w := get(tc.s, "/lab/chart.svg?"+run+"&chart="+c)
				if w.Code != 200 {
					t.Fatalf("chart %s: status %d: %s", c, w.Code, w.Body)
				}
				if w.Body.String() != before[c] {
					t.Errorf("chart %s differs from the one drawn after the run", c)
				}
			}
			if _, ok := tc.s.lab.finished(f.key()); !ok {
				t.Error("the run fought for the charts is not kept")
			}
		})
	}
}

// TestLabChartWaitsForCap checks that a chart whose run must be fought
// again waits under the cap on runs, and answers 503 when its request ends
// before a place frees.
func TestLabChartWaitsForCap(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for range maxLabRuns {
		s.lab.runs <- struct{}{}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	r := httptest.NewRequestWithContext(ctx, http.MethodGet, "/lab/chart.svg?scenario=destroyer-skirmish&trials=5&seed=1&chart=win", nil)
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	if w.Code != http.StatusServiceUnavailable || w.Header().Get("Retry-After") == "" {
		t.Errorf("status %d, want 503 with Retry-After", w.Code)
	}
	<-s.lab.runs // a place frees: the chart is drawn
	if w := get(s, "/lab/chart.svg?scenario=destroyer-skirmish&trials=5&seed=1&chart=win"); w.Code != 200 {
		t.Errorf("with a place free: status %d", w.Code)
	}
}

// TestLabObtainOnce checks that concurrent callers asking for the same run
// share one fight, and that a caller left by a cancelled fighter fights
// the run itself.
func TestLabObtainOnce(t *testing.T) {
	l := newLabState()
	var fights atomic.Int32
	release := make(chan struct{})
	fight := func(context.Context) (labOutcome, error) {
		fights.Add(1)
		<-release
		o := labOutcome{Name: "fought"}
		l.keep("run", o, nil)
		return o, nil
	}
	var wg sync.WaitGroup
	names := make([]string, 5)
	for i := range names {
		wg.Go(func() {
			o, err := l.obtain(context.Background(), "run", fight)
			if err != nil {
				t.Error(err)
			}
			names[i] = o.Name
		})
	}
	for {
		l.mu.Lock()
		n := len(l.fights)
		l.mu.Unlock()
		if n == 1 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	close(release)
	wg.Wait()
	if fights.Load() != 1 {
		t.Errorf("%d fights for one run", fights.Load())
	}
	for i, n := range names {
		if n != "fought" {
			t.Errorf("caller %d got %q", i, n)
		}
	}

	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{})
	go func() {
		_, err := l.obtain(ctx, "other", func(ctx context.Context) (labOutcome, error) {
			close(started)
			<-ctx.Done()
			return labOutcome{}, ctx.Err()
		})
		if err == nil {
			t.Error("the cancelled fighter got no error")
		}
	}()
	<-started
	done := make(chan labOutcome)
	go func() {
		o, err := l.obtain(context.Background(), "other", func(context.Context) (labOutcome, error) {
			return labOutcome{Name: "second"}, nil
		})
		if err != nil {
			t.Error(err)
		}
		done <- o
	}()
	// Give the second caller time to wait for the first; should it come
	// later, it finds no fight and fights the run itself, to the same end.
	time.Sleep(20 * time.Millisecond)
	cancel()
	if o := <-done; o.Name != "second" {
		t.Errorf("the caller left by a cancelled fighter got %q", o.Name)
	}
}

// mustQuery parses a query.
func mustQuery(t testing.TB, q string) url.Values {
	t.Helper()
	v, err := url.ParseQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
