package web

import (
	"fmt"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// contentSecurityPolicy allows the pages scripts, styles, images and
// requests from their own origin only: no inline script or style, nothing
// from elsewhere, no framing, and forms that submit only here.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
	"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// middleware wraps the routes with what every request goes through, from
// the outside in: recovery from panics, the request log, the protective
// headers, the per-client rate limit, refusal of cross-site requests that
// change state, and the body size limit.
func (s *Server) middleware(h http.Handler, cfg Config) http.Handler {
	h = s.limitBody(h, cfg.MaxBody)
	csrf := http.NewCrossOriginProtection()
	csrf.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, http.StatusForbidden, "cross-site request refused: this action must come from Broadside's own pages")
	}))
	h = csrf.Handler(h)
	h = s.rateLimit(h, newLimiter(cfg.Rate, cfg.Burst, time.Now))
	h = secureHeaders(h)
	h = s.logRequests(h)
	return s.recoverPanics(h)
}

// secureHeaders sets the headers that keep browsers from sniffing types,
// framing the pages, leaking URLs (which hold seeds) to other sites, or
// running anything the policy does not allow.
func secureHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("Content-Security-Policy", contentSecurityPolicy)
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("X-Frame-Options", "DENY")
		hd.Set("Referrer-Policy", "same-origin")
		hd.Set("Cross-Origin-Opener-Policy", "same-origin")
		hd.Set("Cross-Origin-Resource-Policy", "same-origin")
		hd.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()")
		h.ServeHTTP(w, r)
	})
}

// limitBody refuses a request whose declared body is longer than max bytes
// with 413, and cuts off a body that turns out longer while it is read
// (the handler then sees an *http.MaxBytesError). A record posted to
// importPath may be up to maxRecordBytes and its form's other fields.
func (s *Server) limitBody(h http.Handler, max int64) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		limit := max
		if r.URL.Path == importPath && r.Method == http.MethodPost && limit < maxRecordBytes+64<<10 {
			limit = maxRecordBytes + 64<<10
		}
		if r.ContentLength > limit {
			s.fail(w, r, http.StatusRequestEntityTooLarge, fmt.Sprintf("request body of %d bytes is too large; the limit is %d", r.ContentLength, limit))
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		h.ServeHTTP(w, r)
	})
}

// rateLimit answers 429, with a Retry-After header in whole seconds, to a
// client address that has used up its requests.
func (s *Server) rateLimit(h http.Handler, l *limiter) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ok, wait := l.allow(s.clients.key(r))
		if !ok {
			w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
			s.fail(w, r, http.StatusTooManyRequests, "too many requests; wait a moment and try again")
			return
		}
		h.ServeHTTP(w, r)
	})
}

// statusWriter records the status code a handler sent, for the log.
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the connection (to flush a
// stream of events, for instance).
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// logRequests logs each request once it is answered: method, path, status,
// bytes and duration.
func (s *Server) logRequests(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		h.ServeHTTP(sw, r)
		s.log.LogAttrs(r.Context(), slog.LevelInfo, "request",
			slog.String("method", r.Method), slog.String("path", loggedPath(r.URL.Path)),
			slog.Int("status", sw.status), slog.Int64("bytes", sw.bytes),
			slog.Duration("took", time.Since(start)), slog.String("client", s.clients.key(r)))
	})
}

// secretPaths begin the paths whose rest is a secret, such as an
// invitation's token: the request log and error log keep only the prefix.
var secretPaths = []string{"/join/", "/seat/"}

// loggedPath is path as the logs may show it, with any secret in it
// replaced by "REDACTED".
func loggedPath(path string) string {
	for _, p := range secretPaths {
		if strings.HasPrefix(path, p) && len(path) > len(p) {
			return p + "REDACTED"
		}
	}
	return path
}

// recoverPanics turns a panic in a handler into a logged 500 answer, so one
// bad request cannot take the server down. http.ErrAbortHandler is passed
// on, as net/http expects.
func (s *Server) recoverPanics(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.log.Error("panic", slog.String("path", loggedPath(r.URL.Path)), slog.Any("panic", v))
			s.fail(w, r, http.StatusInternalServerError, "internal error")
		}()
		h.ServeHTTP(w, r)
	})
}
