package web

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
)

// readEvent reads one server-sent event from rd and returns its name and
// data.
func readEvent(t *testing.T, rd *bufio.Reader) (name, data string) {
	t.Helper()
	for {
		line, err := rd.ReadString('\n')
		if err != nil {
			t.Fatalf("reading the stream: %v", err)
		}
		line = strings.TrimRight(line, "\n")
		switch {
		case line == "":
			return name, data
		case strings.HasPrefix(line, "event: "):
			name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			data = strings.TrimPrefix(line, "data: ")
		case strings.HasPrefix(line, "retry: "):
		default:
			t.Fatalf("the stream sent %q", line)
		}
	}
}

// openStream opens game id's stream on ts and returns its reader.
func openStream(t *testing.T, ctx context.Context, ts *httptest.Server, id string) (*http.Response, *bufio.Reader) {
	t.Helper()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, ts.URL+"/games/"+id+"/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp, bufio.NewReader(resp.Body)
}

// TestGameStreamSendsVersions opens a game's stream, which must send the
// current version at once and the new one after an order, and nothing but
// versions (no seat's view).
func TestGameStreamSendsVersions(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20})
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	t.Cleanup(s.live.close)
	g := newAPIGame(t, s, newGameRequest{Scenario: scenarios()[0].Key, Seats: []string{"human", "human"}})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	resp, rd := openStream(t, ctx, ts, g.ID)
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("content type %q", ct)
	}
	name, data := readEvent(t, rd)
	if name != "version" || data != strconv.FormatInt(g.Version, 10) {
		t.Fatalf("first event %q %q, want version %d", name, data, g.Version)
	}
	// Whichever seat the game waits for gives an order.
	for _, tok := range g.Tokens {
		if playFirst(t, s, g.ID, tok) {
			break
		}
	}
	name, data = readEvent(t, rd)
	if v, err := strconv.Atoi(data); name != "version" || err != nil || int64(v) <= g.Version {
		t.Fatalf("after an order the stream sent %q %q, want a version past %d", name, data, g.Version)
	}
}

// TestGameStreamLimits opens streams until the per-client limit, which
// must refuse the next one with 503 and Retry-After, and checks that a
// closed stream frees its place.
func TestGameStreamLimits(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20})
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	t.Cleanup(s.live.close)
	g := newAPIGame(t, s, newGameRequest{Scenario: scenarios()[0].Key, Seats: []string{"human", "human"}})
	var cancels []context.CancelFunc
	for range maxStreamsPerClient {
		ctx, cancel := context.WithCancel(context.Background())
		cancels = append(cancels, cancel)
		_, rd := openStream(t, ctx, ts, g.ID)
		readEvent(t, rd)
	}
	defer func() {
		for _, c := range cancels {
			c()
		}
	}()
	resp, err := http.Get(ts.URL + "/games/" + g.ID + "/events")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("stream %d: status %d, Retry-After %q; want 503 with Retry-After", maxStreamsPerClient+1, resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	cancels[0]()
	deadline := time.Now().Add(5 * time.Second)
	for s.live.count() >= maxStreamsPerClient {
		if time.Now().After(deadline) {
			t.Fatal("a closed stream kept its place")
		}
		time.Sleep(10 * time.Millisecond)
	}
	// The total bound holds for every client together.
	l := newLiveStreams()
	for i := range maxStreams {
		if _, _, ok := l.open("g", "client"+strconv.Itoa(i%100)); !ok {
			t.Fatalf("stream %d refused below the limits", i)
		}
	}
	if _, _, ok := l.open("g", "another"); ok {
		t.Errorf("stream %d accepted past the total limit %d", maxStreams+1, maxStreams)
	}
	// No such game: 404.
	code, _ := apiCall(t, s, http.MethodGet, "/games/nosuchgame/events", "", nil)
	if code != http.StatusNotFound {
		t.Errorf("the stream of no game answers %d, want 404", code)
	}
}

// TestGameStreamEndsOnShutdown serves on a real listener and cancels the
// server's context: an open stream must end, and Serve must return well
// before its shutdown deadline.
func TestGameStreamEndsOnShutdown(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20})
	g := newAPIGame(t, s, newGameRequest{Scenario: scenarios()[0].Key, Seats: []string{"human", "human"}})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()
	resp, err := http.Get("http://" + ln.Addr().String() + "/games/" + g.ID + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	rd := bufio.NewReader(resp.Body)
	readEvent(t, rd)
	start := time.Now()
	cancel()
	select {
	case err := <-served:
		if err != nil {
			t.Errorf("Serve: %v", err)
		}
	case <-time.After(shutdownDeadline - 2*time.Second):
		t.Fatal("Serve did not return: the stream held the shutdown up")
	}
	if _, err := rd.ReadString('\n'); err == nil {
		t.Error("the stream goes on after the shutdown")
	}
	t.Logf("shut down in %v", time.Since(start))
}
