package web

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"runtime"
	"strings"
	"time"

	"github.com/broadside/broadside/internal/store"
)

// Defaults of [Config].
const (
	DefaultMaxBody   = 64 << 10 // bytes of a request body
	DefaultRate      = 20       // requests per second per client, sustained
	DefaultBurst     = 60       // requests a client may make at once
	shutdownDeadline = 10 * time.Second
)

// Config configures a [Server]. The zero value, with a Store, is a working
// configuration.
type Config struct {
	// Store holds the saved games. It must not be nil; the caller opens and
	// closes it.
	Store *store.Store
	// Logger receives one line per request and the errors the server
	// meets; nil discards them.
	Logger *slog.Logger
	// QueueWait is how long a request waits for a free processor before an
	// exact computation is answered busy (503 with Retry-After); 0 means
	// one second.
	QueueWait time.Duration
	// ComputeTimeout is how long an exact computation may run before it is
	// answered too long (503 with Retry-After); 0 means ten seconds. It is
	// wall time, a second line of defence behind each routine's own budget:
	// on a machine far busier than its processors, the slowest page (the
	// Full Thrust scaling study, 3 s under the race detector) can pass it.
	ComputeTimeout time.Duration
	// MaxBody is the largest request body in bytes; 0 means DefaultMaxBody.
	// A larger request is refused with 413 before it is read.
	MaxBody int64
	// Rate is how many requests per second one client address may make over
	// time, and Burst how many at once; 0 means DefaultRate and
	// DefaultBurst. Further requests get 429 with a Retry-After header.
	Rate  float64
	Burst int
	// TrustedProxies are the reverse proxies (addresses or networks, see
	// [ParseTrustedProxy]) whose ProxyHeader names the client, for the
	// rate limit and the request log. The header of any other connection
	// is ignored; nil trusts none.
	TrustedProxies []netip.Prefix
	// ProxyHeader is the header the trusted proxies name the client in:
	// HeaderXForwardedFor (the default, for "") or HeaderForwarded.
	ProxyHeader string
}

// Server is the web app: an [http.Handler] for every page and API call.
// Create it with [New]. It is safe for concurrent use.
type Server struct {
	store   *store.Store
	log     *slog.Logger
	pages   *pages
	handler http.Handler
	// heavy admits at most one exact computation per processor at a time, so
	// a burst of large distributions cannot starve the other requests.
	heavy chan struct{}
	// queueWait is how long a computation waits for a processor of heavy,
	// and computeTimeout how long it may then run.
	queueWait, computeTimeout time.Duration
	// lab holds the battle lab's runs (lab.go).
	lab *labState
	// hub runs the Space Fleet games (gameroutes.go).
	hub *hub
	// odds keeps the mechanic pages' exact odds by query (oddscache.go).
	odds *lru[mechOdds]
	// flights shares a query computing now with the requests that ask for
	// it meanwhile (a page and its charts).
	flights flights
	// clients tells a request's client address (clientaddr.go).
	clients clients
	// live holds the games' live streams (gamelive.go).
	live *liveStreams
}

// New returns a server for cfg, or an error when cfg is unusable.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("web: no store")
	}
	if cfg.MaxBody < 0 || cfg.Rate < 0 || cfg.Burst < 0 {
		return nil, fmt.Errorf("web: negative limit in %+v", cfg)
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if cfg.MaxBody == 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.Rate == 0 {
		cfg.Rate = DefaultRate
	}
	if cfg.Burst == 0 {
		cfg.Burst = DefaultBurst
	}
	p, err := parsePages()
	if err != nil {
		return nil, err
	}
	s := &Server{
		store:          cfg.Store,
		log:            cfg.Logger,
		pages:          p,
		heavy:          make(chan struct{}, runtime.GOMAXPROCS(0)),
		queueWait:      cmp.Or(cfg.QueueWait, heavyQueueWait),
		computeTimeout: cmp.Or(cfg.ComputeTimeout, heavyTimeout),
		lab:            newLabState(),
		odds:           newLRU[mechOdds](oddsCacheEntries, oddsCacheBytes),
	}
	switch {
	case cfg.ProxyHeader == "" || strings.EqualFold(cfg.ProxyHeader, HeaderXForwardedFor):
	case strings.EqualFold(cfg.ProxyHeader, HeaderForwarded):
		s.clients.forwarded = true
	default:
		return nil, fmt.Errorf("web: proxy header %q is neither %s nor %s", cfg.ProxyHeader, HeaderXForwardedFor, HeaderForwarded)
	}
	for _, p := range cfg.TrustedProxies {
		if !p.IsValid() {
			return nil, errors.New("web: a trusted proxy is not a valid address or network")
		}
		s.clients.trusted = append(s.clients.trusted, p.Masked())
	}
	s.handler = s.middleware(s.routes(), cfg)
	return s, nil
}

// routes returns the handler of every path.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.home)
	mux.HandleFunc("GET /api/health", s.health)
	mux.HandleFunc("GET /api/games", s.listGames)
	mux.HandleFunc("GET /api/dice/odds", s.diceOddsAPI)
	mux.HandleFunc("POST /api/dice/odds", s.diceOddsAPI)
	mux.HandleFunc("GET /api/dice/roll", s.diceRollAPI)
	s.toolRoutes(mux)
	s.labRoutes(mux)
	s.gameRoutes(mux)
	s.rulesRoutes(mux)
	mux.HandleFunc("POST /api/dice/roll", s.diceRollAPI)
	mux.Handle("GET /static/", staticHandler(s.notFound))
	mux.HandleFunc("/", s.notFound)
	return mux
}

// ServeHTTP answers one request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.handler.ServeHTTP(w, r)
}

// Serve answers requests on ln until ctx is cancelled, then stops accepting
// connections and waits up to ten seconds for the requests in progress
// before closing the rest. It returns nil after such a shutdown, or the
// error that stopped serving. Serve closes ln.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	srv.RegisterOnShutdown(s.live.close)
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("web: %w", err)
	case <-ctx.Done():
	}
	shutCtx, cancel := context.WithTimeout(context.Background(), shutdownDeadline)
	defer cancel()
	err := srv.Shutdown(shutCtx)
	if serveErr := <-done; !errors.Is(serveErr, http.ErrServerClosed) {
		return fmt.Errorf("web: %w", serveErr)
	}
	if err != nil {
		closeErr := srv.Close()
		return fmt.Errorf("web: shutting down: %w", errors.Join(err, closeErr))
	}
	return nil
}
