package web

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/broadside/broadside/internal/store"
)

// newTestStore opens a store on a fresh SQLite file, closed when the test
// ends.
func newTestStore(t testing.TB) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "web.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// newTestServer returns a server on a fresh store; cfg.Store is filled in.
func newTestServer(t testing.TB, cfg Config) *Server {
	t.Helper()
	if cfg.Store == nil {
		cfg.Store = newTestStore(t)
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// get sends a GET for target to h and returns the recorded response.
func get(h http.Handler, target string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodGet, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestNewRefuses(t *testing.T) {
	st := newTestStore(t)
	for _, tc := range []struct {
		name string
		cfg  Config
	}{
		{"no store", Config{}},
		{"negative body", Config{Store: st, MaxBody: -1}},
		{"negative rate", Config{Store: st, Rate: -1}},
		{"negative burst", Config{Store: st, Burst: -1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := New(tc.cfg); err == nil {
				t.Errorf("New(%+v) succeeded", tc.cfg)
			}
		})
	}
}

func TestPages(t *testing.T) {
	s := newTestServer(t, Config{})
	for _, tc := range []struct {
		name, target string
		status       int
		contentType  string
		contains     []string
	}{
		{"home", "/", 200, "text/html; charset=utf-8", []string{"<title>Broadside</title>", `href="/odds/dice"`, "Dice odds", `href="/games"`, `href="/lab"`}},
		{"dice empty", "/odds/dice", 200, "text/html; charset=utf-8", []string{"<h1>Dice odds</h1>", "Try:", `name="n"`}},
		{"not found", "/nowhere", 404, "text/html; charset=utf-8", []string{"404 · Not Found", "no page at /nowhere"}},
		{"api not found", "/api/nowhere", 404, "application/json", []string{`"error": "there is no page at /api/nowhere"`}},
		{"htmx", "/static/htmx.min.js", 200, "text/javascript; charset=utf-8", []string{"htmx"}},
		{"css", "/static/style.css", 200, "text/css; charset=utf-8", []string{"prefers-color-scheme"}},
		{"static listing", "/static/", 404, "text/html; charset=utf-8", []string{"no page"}},
		{"health", "/api/health", 200, "application/json", []string{`"status": "ok"`, `"database": "sqlite"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target)
			if w.Code != tc.status {
				t.Errorf("status %d, want %d", w.Code, tc.status)
			}
			if ct := w.Header().Get("Content-Type"); ct != tc.contentType {
				t.Errorf("Content-Type %q, want %q", ct, tc.contentType)
			}
			body := w.Body.String()
			for _, want := range tc.contains {
				if !strings.Contains(body, want) {
					t.Errorf("body lacks %q:\n%.600s", want, body)
				}
			}
		})
	}
}

func TestListGamesHidesSeeds(t *testing.T) {
	st := newTestStore(t)
	s := newTestServer(t, Config{Store: st})
	ctx := context.Background()
	g, _, err := st.CreateGame(ctx, store.NewGame{Ruleset: "spacefleet", RulesVersion: "1", Seed: 0xdeadbeefcafe,
		Options: json.RawMessage(`{"secret":"sensors"}`), Seats: []store.NewSeat{{Name: "Red"}}})
	if err != nil {
		t.Fatal(err)
	}
	w := get(s, "/api/games")
	if w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	var out struct{ Games []gameJSON }
	if err := json.Unmarshal(w.Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Games) != 1 || out.Games[0].ID != g.ID || out.Games[0].Ruleset != "spacefleet" || out.Games[0].Status != "active" {
		t.Errorf("games = %+v", out.Games)
	}
	for _, secret := range []string{"deadbeefcafe", "sensors", "seed"} {
		if strings.Contains(w.Body.String(), secret) {
			t.Errorf("the game list shows %q:\n%s", secret, w.Body)
		}
	}
	for _, bad := range []string{"?limit=x", "?limit=0x", "?limit=501", "?offset=-1", "?status=paused"} {
		if w := get(s, "/api/games"+bad); w.Code != http.StatusBadRequest {
			t.Errorf("/api/games%s: status %d, want 400", bad, w.Code)
		}
	}
	if w := get(s, "/api/games?status=finished&ruleset=spacefleet&limit=5&offset=0"); w.Code != 200 || !strings.Contains(w.Body.String(), `"games": []`) {
		t.Errorf("finished games: %d %s", w.Code, w.Body)
	}
}

// TestServeShutsDownGracefully starts the server on a real socket, answers
// a request, then cancels the context: Serve returns nil and the port is
// closed.
func TestServeShutsDownGracefully(t *testing.T) {
	s := newTestServer(t, Config{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	url := "http://" + ln.Addr().String() + "/api/health"
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("health: %d", resp.StatusCode)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Serve after cancel = %v, want nil", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("Serve did not return after its context was cancelled")
	}
	client := http.Client{Timeout: 2 * time.Second}
	if _, err := client.Get(url); err == nil {
		t.Error("the server still answers after shutdown")
	}
}

func TestServeReportsListenerErrors(t *testing.T) {
	s := newTestServer(t, Config{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln.Close()
	err = s.Serve(context.Background(), ln)
	if err == nil || errors.Is(err, http.ErrServerClosed) {
		t.Errorf("Serve on a closed listener = %v, want an error", err)
	}
}
