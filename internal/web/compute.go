package web

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"
)

// Bounds of the exact computations (odds, reach) a request may start.
// Each one holds a processor (Server.heavy admits one per processor); a
// request waits at most the server's queueWait (Config.QueueWait,
// heavyQueueWait by default) for one, and its computation gets at most the
// server's computeTimeout (Config.ComputeTimeout, heavyTimeout by default). Every exact routine also refuses, before it
// starts, work past its own budget (about a second), so the timeout is a
// second line of defence, set well above the slowest page (the Full
// Thrust scaling study: 0.3 s, 3 s under the race detector).
const (
	heavyQueueWait = time.Second
	heavyTimeout   = 10 * time.Second
	// heavyRetryAfter is the Retry-After, in seconds, of a busy answer.
	heavyRetryAfter = 2
)

// errBusy is returned by compute when every processor stayed busy with
// other computations for the server's queueWait.
var errBusy = errors.New("the server is busy with other exact computations; try again in a few seconds")

// errTooLong is returned by compute when the computation ran out of the
// server's computeTimeout.
var errTooLong = errors.New("the computation took longer than a request may spend: the server is busy, or the odds asked for are large; try again in a few seconds, or ask for smaller odds")

// compute runs f, an exact computation, once a processor is free. f gets a
// context that ends when the request does or after the server's
// computeTimeout; f must pass it to the computation. compute returns
// errBusy when no processor frees within the server's queueWait,
// errTooLong when f's context ran out, or the request's error when it
// ended first. A computation that does not watch
// its context (every exact routine does, but the Full Thrust reach is
// bounded by its own budget instead) runs on in the background when
// compute returns early, holding its processor until it ends, so the
// answer keeps to the bounds and the number of computations to the
// processors. After an early return f's results must not be read.
func (s *Server) compute(ctx context.Context, f func(ctx context.Context)) error {
	wait := time.NewTimer(s.queueWait)
	defer wait.Stop()
	select {
	case s.heavy <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	case <-wait.C:
		return errBusy
	}
	fctx, cancel := context.WithTimeout(ctx, s.computeTimeout)
	defer cancel()
	done := make(chan any, 1) // the panic of f, or nil
	go func() {
		// Deferred calls run last first: the slot is freed before done is
		// sent, so that it is free when compute returns.
		defer func() {
			p := recover()
			if p != nil {
				s.log.Error("web: a computation panicked", "panic", p)
			}
			done <- p
		}()
		defer func() { <-s.heavy }()
		f(fctx)
	}()
	select {
	case p := <-done:
		if p != nil {
			panic(p) // to the handler's recovery, as if f had run there
		}
	case <-fctx.Done():
		// Give a computation that watches its context the moment it
		// needs to stop, so that its processor is free on return.
		select {
		case p := <-done:
			if p != nil {
				panic(p)
			}
		case <-time.After(100 * time.Millisecond):
		}
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if errors.Is(fctx.Err(), context.DeadlineExceeded) {
		return errTooLong
	}
	return nil
}

// computeFailed answers a request whose computation compute did not run
// or did not finish: 503 with Retry-After when the server was busy or the
// work ran too long (the client may try again later, or ask for less), and
// 503 too when the client left (no one reads it, but it is logged as such).
func (s *Server) computeFailed(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, errBusy), errors.Is(err, errTooLong):
		w.Header().Set("Retry-After", strconv.Itoa(heavyRetryAfter))
		s.fail(w, r, http.StatusServiceUnavailable, err.Error())
	default:
		s.fail(w, r, http.StatusServiceUnavailable, "the request was cancelled")
	}
}
