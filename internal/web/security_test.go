package web

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestSecureHeaders(t *testing.T) {
	s := newTestServer(t, Config{})
	want := map[string]string{
		"Content-Security-Policy": contentSecurityPolicy,
		"X-Content-Type-Options":  "nosniff",
		"X-Frame-Options":         "DENY",
		"Referrer-Policy":         "same-origin",
	}
	for _, target := range []string{"/", "/odds/dice?n=3d6", "/api/dice/odds?n=d6", "/static/style.css", "/nowhere"} {
		t.Run(target, func(t *testing.T) {
			w := get(s, target)
			for name, value := range want {
				if got := w.Header().Get(name); got != value {
					t.Errorf("%s: %q, want %q", name, got, value)
				}
			}
		})
	}
	// The policy forbids inline script and style and other origins.
	for _, forbidden := range []string{"unsafe-inline", "unsafe-eval", "http:", "https:", "*"} {
		if strings.Contains(contentSecurityPolicy, forbidden) {
			t.Errorf("the policy allows %q: %s", forbidden, contentSecurityPolicy)
		}
	}
	// The chart image may use its inline styles, and nothing else.
	if got := get(s, "/odds/dice/chart.svg?n=2d6").Header().Get("Content-Security-Policy"); got != chartPolicy {
		t.Errorf("chart policy %q, want %q", got, chartPolicy)
	}
}

func TestOversizedRequestRefused(t *testing.T) {
	s := newTestServer(t, Config{MaxBody: 1024})
	big := `{"notation": "3d6", "dice": "` + strings.Repeat("6 ", 1000) + `"}`
	t.Run("declared length", func(t *testing.T) {
		r := httptest.NewRequest(http.MethodPost, "/api/dice/odds", strings.NewReader(big))
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != http.StatusRequestEntityTooLarge || !strings.Contains(w.Body.String(), "too large") {
			t.Errorf("status %d, body %s; want 413", w.Code, w.Body)
		}
	})
	t.Run("undeclared length", func(t *testing.T) {
		// A body sent without a length is cut off once it passes the limit.
		r := httptest.NewRequest(http.MethodPost, "/api/dice/roll", io.MultiReader(strings.NewReader(big)))
		r.ContentLength = -1
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != http.StatusRequestEntityTooLarge {
			t.Errorf("status %d, body %s; want 413", w.Code, w.Body)
		}
	})
	t.Run("within the limit", func(t *testing.T) {
		r := httptest.NewRequest(http.MethodPost, "/api/dice/odds", strings.NewReader(`{"notation": "3d6"}`))
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != http.StatusOK {
			t.Errorf("status %d, body %s; want 200", w.Code, w.Body)
		}
	})
}

func TestRateLimit(t *testing.T) {
	s := newTestServer(t, Config{Rate: 0.5, Burst: 3})
	from := func(addr string) int {
		r := httptest.NewRequest(http.MethodGet, "/api/health", nil)
		r.RemoteAddr = addr
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code == http.StatusTooManyRequests && w.Header().Get("Retry-After") == "" {
			t.Error("429 without Retry-After")
		}
		return w.Code
	}
	for i := range 3 {
		if code := from("192.0.2.1:1000"); code != 200 {
			t.Fatalf("request %d within the burst: %d", i+1, code)
		}
	}
	if code := from("192.0.2.1:1001"); code != http.StatusTooManyRequests {
		t.Errorf("request beyond the burst (another port, same address): %d, want 429", code)
	}
	if code := from("198.51.100.7:1000"); code != 200 {
		t.Errorf("another client: %d, want 200", code)
	}
}

func TestCrossSitePostRefused(t *testing.T) {
	s := newTestServer(t, Config{})
	body := `{"notation": "2d6"}`
	for _, tc := range []struct {
		name   string
		header map[string]string
		status int
	}{
		{"cross-site fetch", map[string]string{"Sec-Fetch-Site": "cross-site"}, http.StatusForbidden},
		{"same-site other origin", map[string]string{"Sec-Fetch-Site": "same-site"}, http.StatusForbidden},
		{"foreign origin", map[string]string{"Origin": "https://evil.example"}, http.StatusForbidden},
		{"same origin", map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": "http://example.com"}, http.StatusOK},
		{"not a browser", nil, http.StatusOK},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodPost, "/api/dice/odds", strings.NewReader(body))
			for k, v := range tc.header {
				r.Header.Set(k, v)
			}
			w := httptest.NewRecorder()
			s.ServeHTTP(w, r)
			if w.Code != tc.status {
				t.Errorf("status %d, want %d: %s", w.Code, tc.status, w.Body)
			}
			if tc.status == http.StatusForbidden && !strings.Contains(w.Body.String(), "cross-site request refused") {
				t.Errorf("refusal does not explain itself: %s", w.Body)
			}
		})
	}
	// A cross-site GET changes nothing and is answered.
	if w := get(s, "/api/dice/odds?n=2d6", "Sec-Fetch-Site", "cross-site"); w.Code != http.StatusOK {
		t.Errorf("cross-site GET: %d, want 200", w.Code)
	}
}

func TestPanicRecovered(t *testing.T) {
	var logs bytes.Buffer
	s := newTestServer(t, Config{Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	h := s.recoverPanics(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") }))
	w := get(h, "/api/anything")
	if w.Code != http.StatusInternalServerError || !strings.Contains(w.Body.String(), "internal error") {
		t.Errorf("status %d, body %s", w.Code, w.Body)
	}
	if !strings.Contains(logs.String(), "boom") {
		t.Errorf("the panic was not logged: %s", logs.String())
	}
}

func TestRequestLog(t *testing.T) {
	var logs bytes.Buffer
	s := newTestServer(t, Config{Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	get(s, "/odds/dice?n=d6")
	line := logs.String()
	for _, want := range []string{"method=GET", "path=/odds/dice", "status=200", "took="} {
		if !strings.Contains(line, want) {
			t.Errorf("log line lacks %q: %s", want, line)
		}
	}
}

func TestLimiter(t *testing.T) {
	now := time.Unix(1000, 0)
	l := newLimiter(2, 3, func() time.Time { return now })
	for i := range 3 {
		if ok, _ := l.allow("a"); !ok {
			t.Fatalf("request %d of the burst refused", i+1)
		}
	}
	ok, wait := l.allow("a")
	if ok || wait != 500*time.Millisecond {
		t.Errorf("after the burst: %v, wait %v; want refused, 500ms", ok, wait)
	}
	now = now.Add(500 * time.Millisecond)
	if ok, _ := l.allow("a"); !ok {
		t.Error("a token that refilled was refused")
	}
	if ok, _ := l.allow("b"); !ok {
		t.Error("another client was refused")
	}
	// Once idle long enough to refill, a client's bucket is forgotten.
	now = now.Add(2 * time.Second)
	if ok, _ := l.allow("c"); !ok {
		t.Error("a new client was refused")
	}
	if len(l.buckets) != 1 {
		t.Errorf("%d buckets kept after the sweep, want 1 (the new client's)", len(l.buckets))
	}
}
