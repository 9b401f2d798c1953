package web

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/broadside/broadside/internal/benchcpu"
)

// strikeAliasBomb returns the scenario package's alias bomb: a strike
// file whose options expand through nine levels of anchors to 9^9 nodes,
// in under 600 bytes.
func strikeAliasBomb(t testing.TB) string {
	data, err := os.ReadFile("../../scenario/testdata/alias-bomb.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// hostileRequests are small requests built to exhaust the server: YAML
// bombs pasted into every page that reads a file, and odds far past their
// budget on every page that computes them.
func hostileRequests(t testing.TB) []string {
	bomb := url.QueryEscape(strikeAliasBomb(t))
	deep := url.QueryEscape(strings.Repeat("[", 2900) + strings.Repeat("]", 2900))
	// Two fighter groups on 12 rows of 1,000 hull boxes: hours of exact
	// odds before pointdefence.MaxExactWork.
	huge := url.QueryEscape("ships:\n  - name: Colossus\n    hull: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000]\n" +
		"raids:\n  - target: Colossus\n    fighters: [{name: Red}, {name: Blue}]\n")
	return []string{
		"/odds/ft/strike?rules=compare&yaml=" + huge,
		"/api/ft/strike/odds?yaml=" + huge,
		"/odds/ft/strike?yaml=" + bomb,
		"/odds/ft/strike?yaml=" + deep,
		"/api/ft/strike/odds?yaml=" + bomb,
		"/api/ft/strike/odds?yaml=" + deep,
		"/odds/ft/strike/chart.svg?yaml=" + bomb,
		"/api/jovian/pool/odds?n=30&flex=10&macro=40",
		"/api/jovian/pool/odds?n=10&macro=40",
		"/odds/jovian/pool?n=30&flex=10&macro=40",
		"/odds/jovian/pool/chart.svg?n=30&flex=10&macro=40",
		"/api/jovian/attack/odds?pool=30&flex=10&macro=10",
		"/api/dice/odds?notation=10000d1000",
		"/api/ft/pdl/odds?b1=200&pds=200&screen-fighters=200&screen-interceptors=200", // over a minute before
		"/odds/ft/pdl?scatterguns=200",
		"/api/dice/odds?notation=" + url.QueryEscape(strings.Repeat("1d6+", 5000)+"1"),
	}
}

// TestHostileRequests sends every hostile request to a running server
// (the real handler stack over HTTP) and asserts: each is answered with a
// 4xx within 2 s, the heap stays under 256 MB, and a cheap page answers
// in under 100 ms while they run.
func TestHostileRequests(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20})
	srv := httptest.NewServer(s)
	defer srv.Close()
	var peak atomic.Uint64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapAlloc > peak.Load() {
				peak.Store(m.HeapAlloc)
			}
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	})
	var slowest atomic.Int64
	wg.Go(func() {
		for {
			start := time.Now()
			resp, err := http.Get(srv.URL + "/api/health")
			if err == nil {
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
			if d := int64(time.Since(start)); d > slowest.Load() {
				slowest.Store(d)
			}
			select {
			case <-stop:
				return
			case <-time.After(50 * time.Millisecond):
			}
		}
	})
	var reqs sync.WaitGroup
	for _, target := range hostileRequests(t) {
		reqs.Go(func() {
			start := time.Now()
			resp, err := http.Get(srv.URL + target)
			if err != nil {
				t.Errorf("%.60s: %v", target, err)
				return
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			took := time.Since(start)
			if resp.StatusCode < 400 || resp.StatusCode >= 500 || resp.StatusCode == http.StatusNotFound {
				t.Errorf("%.60s: %d, want a 4xx: %.300s", target, resp.StatusCode, body)
			}
			if took > 2*time.Second {
				t.Errorf("%.60s: answered after %v", target, took)
			}
		})
	}
	reqs.Wait()
	close(stop)
	wg.Wait()
	if p := peak.Load(); p > 256<<20 {
		t.Errorf("heap reached %d MB", p>>20)
	}
	// 100 ms on a quiet machine; the bound leaves room for the race
	// detector with other packages' tests and other processes on both cores
	// (103 ms seen in CI, 263 ms with two more processes busy), still far
	// below what a hung or starved server would take.
	if d := time.Duration(slowest.Load()); d > 500*time.Millisecond {
		t.Errorf("the health page took %v while the hostile requests ran", d)
	}
}

// TestBusyComputeAnswers503 fills every processor slot and checks that a
// heavy request waits briefly, then gets 503 with Retry-After, while a
// cheap page still answers.
func TestBusyComputeAnswers503(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20})
	for range cap(s.heavy) {
		s.heavy <- struct{}{}
	}
	defer func() {
		for range cap(s.heavy) {
			<-s.heavy
		}
	}()
	start := time.Now()
	w := get(s, "/api/jovian/pool/odds?n=5")
	if w.Code != http.StatusServiceUnavailable || w.Header().Get("Retry-After") == "" {
		t.Errorf("busy: %d, Retry-After %q: %s", w.Code, w.Header().Get("Retry-After"), w.Body)
	}
	if d := time.Since(start); d < heavyQueueWait || d > heavyQueueWait+time.Second {
		t.Errorf("busy answer after %v; the queue waits %v", d, heavyQueueWait)
	}
	if w := get(s, "/api/health"); w.Code != http.StatusOK {
		t.Errorf("health while busy: %d", w.Code)
	}
}

// TestComputeStopsWhenClientLeaves checks that odds inside their budget
// but long stop within 100 ms of CPU time of the request's context ending
// (timed from the ending, quickest of three tries), and free
// their processor: the Jovian pool odds, a heavy Full Thrust strike (half
// a second) and the Full Thrust scaling study (which ran to its end).
func TestComputeStopsWhenClientLeaves(t *testing.T) {
	var groups strings.Builder
	for i := range 10 {
		fmt.Fprintf(&groups, "{name: G%d}, ", i+1)
	}
	strike := "ships:\n  - name: Target\n    hull: 400\n    pds: 5\nraids:\n  - target: Target\n    salvos: 20\n    fighters: [" + groups.String() + "]\n"
	for name, path := range map[string]string{
		"jovian pool":     "/api/jovian/pool/odds?n=40&macro=12",
		"ft strike page":  "/odds/ft/strike?rules=compare&yaml=" + url.QueryEscape(strike),
		"ft scaling page": "/odds/ft/scaling?groups=1-24",
		"ft strike odds":  "/api/ft/strike/odds?yaml=" + url.QueryEscape(strike),
	} {
		t.Run(name, func(t *testing.T) {
			s := newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20})
			best := time.Duration(1 << 62)
			for range 3 {
				ctx, cancel := context.WithCancel(context.Background())
				r := httptest.NewRequest(http.MethodGet, path, nil).WithContext(ctx)
				left := make(chan benchcpu.Stopwatch, 1)
				time.AfterFunc(30*time.Millisecond, func() { left <- benchcpu.Start(); cancel() })
				w := httptest.NewRecorder()
				s.ServeHTTP(w, r)
				if w.Code != http.StatusServiceUnavailable {
					t.Errorf("a request whose client left: %d %.300s", w.Code, w.Body)
				}
				// The answer may come before the computation has noticed;
				// it must free its processor slot soon after.
				for wait := time.Now(); len(s.heavy) != 0 && time.Since(wait) < 5*time.Second; {
					time.Sleep(time.Millisecond)
				}
				if len(s.heavy) != 0 {
					t.Errorf("%d processor slots still held 5 s after the answer", len(s.heavy))
				}
				best = min(best, (<-left).Elapsed())
			}
			if best > 100*time.Millisecond {
				t.Errorf("the computation ran %v of CPU time after the client left until it freed its slot, at best of 3", best)
			}
			t.Logf("answered and freed %v of CPU time after the client left, at best of 3", best)
		})
	}
}

// TestComputeBounds checks compute's own bounds: a computation that
// ignores its context is answered errTooLong at the timeout while it holds
// its processor until it ends, and a panic reaches the caller.
func TestComputeBounds(t *testing.T) {
	s := newTestServer(t, Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	release := make(chan struct{})
	start := time.Now()
	err := s.compute(ctx, func(context.Context) { <-release })
	if err == nil || time.Since(start) > time.Second {
		t.Errorf("compute = %v after %v, want the request's error at once", err, time.Since(start))
	}
	if len(s.heavy) != 1 {
		t.Errorf("%d slots held while the computation runs on, want 1", len(s.heavy))
	}
	close(release)
	for i := 0; len(s.heavy) != 0 && i < 100; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if len(s.heavy) != 0 {
		t.Errorf("the slot was not freed when the computation ended")
	}
	short := newTestServer(t, Config{ComputeTimeout: 50 * time.Millisecond})
	start = time.Now()
	if err := short.compute(context.Background(), func(context.Context) { time.Sleep(time.Second) }); !errors.Is(err, errTooLong) || time.Since(start) > 500*time.Millisecond {
		t.Errorf("compute past a 50 ms Config.ComputeTimeout = %v after %v, want errTooLong at once", err, time.Since(start))
	}
	defer func() {
		if recover() == nil {
			t.Errorf("a panic in the computation did not reach compute's caller")
		}
	}()
	_ = s.compute(context.Background(), func(context.Context) { panic("boom") })
}

// TestClientLeavingFreesTheServer sends, over HTTP, odds that take most
// of a second, with a client that gives up after 50 ms, and checks the
// computation's processor is free within 300 ms of it leaving (the issue
// asks for a second; before, the work ran to its end).
func TestClientLeavingFreesTheServer(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20})
	srv := httptest.NewServer(s)
	defer srv.Close()
	client := &http.Client{Timeout: 50 * time.Millisecond}
	resp, err := client.Get(srv.URL + "/api/jovian/pool/odds?n=40&macro=12")
	if err == nil {
		resp.Body.Close()
		t.Fatalf("the odds answered %d within 50 ms; the test needs a computation that outlasts the client", resp.StatusCode)
	}
	left := time.Now()
	for len(s.heavy) != 0 && time.Since(left) < 300*time.Millisecond {
		time.Sleep(5 * time.Millisecond)
	}
	if n := len(s.heavy); n != 0 {
		t.Errorf("%d computations still hold a processor 300 ms after the client left", n)
	}
}
