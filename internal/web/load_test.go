package web

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rng"
)

// loadFlag selects the full load test: go test -run Load -load.
var loadFlag = flag.Bool("load", false, "run the full load test of 200 concurrent games")

// loadClient plays games through the HTTP API, timing every request.
type loadClient struct {
	base string
	http *http.Client
	mu   sync.Mutex
	lat  []time.Duration
}

// do sends one request and decodes a JSON answer into out.
func (c *loadClient) do(method, path, token string, body, out any) (int, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.base+path, rd)
	if err != nil {
		return 0, err
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	start := time.Now()
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	c.mu.Lock()
	c.lat = append(c.lat, time.Since(start))
	c.mu.Unlock()
	if err != nil {
		return resp.StatusCode, err
	}
	if resp.StatusCode >= 300 {
		return resp.StatusCode, fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, data)
	}
	if out != nil {
		return resp.StatusCode, json.Unmarshal(data, out)
	}
	return resp.StatusCode, nil
}

// play runs one game with random legal choices for both seats to its end
// and returns the number of actions it accepted.
func (c *loadClient) play(seed rng.Seed, turns int) (string, int, error) {
	var g createdGame
	if _, err := c.do(http.MethodPost, "/api/games", "", newGameRequest{Scenario: "destroyer-skirmish", Turns: turns, Seats: []string{"human", "human"}}, &g); err != nil {
		return "", 0, err
	}
	src := rng.New(seed)
	accepted := 0
	for range 5000 {
		acted := false
		for _, tok := range g.Tokens {
			var st struct {
				Version int      `json:"version"`
				Over    bool     `json:"over"`
				Actions []string `json:"actions"`
			}
			if _, err := c.do(http.MethodGet, "/api/games/"+g.ID+"/state", tok, nil, &st); err != nil {
				return g.ID, accepted, err
			}
			if st.Over {
				return g.ID, accepted, nil
			}
			if len(st.Actions) == 0 {
				continue
			}
			a := st.Actions[src.IntN(len(st.Actions))]
			if _, err := c.do(http.MethodPost, "/api/games/"+g.ID+"/actions", tok, map[string]any{"version": st.Version, "action": a}, nil); err != nil {
				return g.ID, accepted, err
			}
			accepted++
			acted = true
		}
		if !acted {
			return g.ID, accepted, fmt.Errorf("game %s waits for nobody but is not over", g.ID)
		}
	}
	return g.ID, accepted, fmt.Errorf("game %s did not end", g.ID)
}

// TestLoadConcurrentGames plays computer-against-computer games at once
// through the HTTP API on loopback and checks that every accepted action
// is in the store. By default it plays a few short games; with -load, 200
// games of three turns, and it logs requests per second and latency
// percentiles (docs/performance.md, "Web app").
func TestLoadConcurrentGames(t *testing.T) {
	games, turns := 6, 1
	if *loadFlag {
		games, turns = 200, 3
	}
	st := newTestStore(t)
	srv := httptest.NewServer(gameServer(t, st))
	defer srv.Close()
	c := &loadClient{base: srv.URL, http: &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: games}, Timeout: time.Minute}}
	type result struct {
		id       string
		accepted int
		err      error
	}
	results := make([]result, games)
	start := time.Now()
	var wg sync.WaitGroup
	for i := range games {
		wg.Go(func() {
			id, n, err := c.play(rng.Seed(0x10ad).Derive("game", uint64(i)), turns)
			results[i] = result{id, n, err}
		})
	}
	wg.Wait()
	took := time.Since(start)
	total := 0
	for _, r := range results {
		if r.err != nil {
			t.Errorf("game %s: %v", r.id, r.err)
			continue
		}
		rec, err := st.LoadGame(context.Background(), r.id)
		if err != nil {
			t.Fatal(err)
		}
		if rec.Game.Status != store.Finished || len(rec.Actions) != r.accepted {
			t.Errorf("game %s: %s with %d stored actions; %d were accepted", r.id, rec.Game.Status, len(rec.Actions), r.accepted)
		}
		total += r.accepted
	}
	slices.Sort(c.lat)
	pct := func(q float64) time.Duration { return c.lat[min(len(c.lat)-1, int(q*float64(len(c.lat))))] }
	t.Logf("%d games, %d turns each: %d requests (%d actions) in %v: %.0f requests/s; latency p50 %v, p95 %v, p99 %v, max %v",
		games, turns, len(c.lat), total, took.Round(time.Millisecond), float64(len(c.lat))/took.Seconds(),
		pct(0.50).Round(10*time.Microsecond), pct(0.95).Round(10*time.Microsecond), pct(0.99).Round(10*time.Microsecond), c.lat[len(c.lat)-1].Round(10*time.Microsecond))
}
