package web

import (
	"fmt"
	"net/http"
	"sync"
	"time"
)

// A game page follows its game live through GET /games/{id}/events, a
// stream of server-sent events. The stream carries nothing but the game's
// version: "event: version" with the number as its data, once at the start
// and again whenever an order is committed. The page then fetches its own
// seat's view as usual, so no seat's secrets travel on the stream, which
// anyone who knows the game's ID may open.

// Limits of the live streams.
const (
	// maxStreamsPerClient bounds the streams one client address holds open
	// at once: a player with a few tabs stays well below it.
	maxStreamsPerClient = 8
	// maxStreams bounds the streams of the whole server.
	maxStreams = 512
	// streamCheck is how often a stream compares its game's stored version
	// with the last one it sent, so that orders committed by another server
	// over the same store reach the page too.
	streamCheck = 5 * time.Second
	// streamWrite is the write deadline of one event.
	streamWrite = 10 * time.Second
)

// liveStreams tells open streams when their game changes, and bounds and
// ends them. It is safe for concurrent use.
type liveStreams struct {
	mu       sync.Mutex
	perGame  map[string]map[chan struct{}]bool
	perKey   map[string]int
	total    int
	closed   bool
	shutdown chan struct{} // closed when the server shuts down
}

// newLiveStreams returns an empty set of streams.
func newLiveStreams() *liveStreams {
	return &liveStreams{perGame: map[string]map[chan struct{}]bool{}, perKey: map[string]int{}, shutdown: make(chan struct{})}
}

// open registers a stream of game id for client key and returns the
// channel that is signalled when the game changes and the stream's close,
// or ok false when a limit is reached or the server is shutting down.
func (l *liveStreams) open(id, key string) (ch chan struct{}, closeFn func(), ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed || l.total >= maxStreams || l.perKey[key] >= maxStreamsPerClient {
		return nil, nil, false
	}
	ch = make(chan struct{}, 1)
	if l.perGame[id] == nil {
		l.perGame[id] = map[chan struct{}]bool{}
	}
	l.perGame[id][ch] = true
	l.perKey[key]++
	l.total++
	return ch, func() {
		l.mu.Lock()
		defer l.mu.Unlock()
		delete(l.perGame[id], ch)
		if len(l.perGame[id]) == 0 {
			delete(l.perGame, id)
		}
		if l.perKey[key]--; l.perKey[key] == 0 {
			delete(l.perKey, key)
		}
		l.total--
	}, true
}

// changed signals every stream of game id.
func (l *liveStreams) changed(id string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for ch := range l.perGame[id] {
		select {
		case ch <- struct{}{}:
		default: // a signal is already waiting
		}
	}
}

// count returns the number of open streams.
func (l *liveStreams) count() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.total
}

// close ends every stream and refuses new ones; it may be called again.
func (l *liveStreams) close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.closed {
		l.closed = true
		close(l.shutdown)
	}
}

// gameEvents answers GET /games/{id}/events: a stream of the game's
// version (see the top of this file). 404 for no such game, 503 with
// Retry-After when the client or the server holds too many streams.
func (s *Server) gameEvents(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	g, err := s.store.Game(r.Context(), id)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	ch, closeFn, ok := s.live.open(id, s.clients.key(r))
	if !ok {
		w.Header().Set("Retry-After", "30")
		s.fail(w, r, http.StatusServiceUnavailable, "too many live game streams are open; close some game tabs")
		return
	}
	defer closeFn()
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	sent := int64(-1)
	send := func(v int64) bool {
		if v == sent {
			return true
		}
		sent = v
		_ = rc.SetWriteDeadline(time.Now().Add(streamWrite))
		if _, err := fmt.Fprintf(w, "retry: 3000\nevent: version\ndata: %d\n\n", v); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !send(g.Version) {
		return
	}
	tick := time.NewTicker(streamCheck)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.live.shutdown:
			return
		case <-ch:
		case <-tick.C:
		}
		g, err := s.store.Game(r.Context(), id)
		if err != nil {
			if r.Context().Err() == nil {
				s.log.Warn("game: live stream", "game", id, "err", err)
			}
			return
		}
		if !send(g.Version) {
			return
		}
	}
}
