package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// Bounds of the exact computations (odds, reach) a request may start.
// Each one holds a processor (Server.heavy admits one per processor); a
// request waits at most heavyQueueWait for one, and its computation gets
// at most heavyTimeout. Every exact routine also refuses, before it
// starts, work past its own budget (about a second), so the timeout is a
// second line of defence.
const (
	heavyQueueWait = time.Second
	heavyTimeout   = 5 * time.Second
	// heavyRetryAfter is the Retry-After, in seconds, of a busy answer.
	heavyRetryAfter = 2
)

// errBusy is returned by compute when every processor stayed busy with
// other computations for heavyQueueWait.
var errBusy = errors.New("the server is busy with other exact computations; try again in a few seconds")

// errTooLong is returned by compute when the computation ran out of its
// heavyTimeout.
var errTooLong = fmt.Errorf("the computation took longer than the %v a request may spend; ask for smaller odds", heavyTimeout)

// compute runs f, an exact computation, once a processor is free. f gets a
// context that ends when the request does or after heavyTimeout; f must
// pass it to the computation. compute returns errBusy when no processor
// frees within heavyQueueWait, errTooLong when f's context ran out, or the
// request's error when it ended first.
func (s *Server) compute(ctx context.Context, f func(ctx context.Context)) error {
	wait := time.NewTimer(heavyQueueWait)
	defer wait.Stop()
	select {
	case s.heavy <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	case <-wait.C:
		return errBusy
	}
	defer func() { <-s.heavy }()
	fctx, cancel := context.WithTimeout(ctx, heavyTimeout)
	defer cancel()
	f(fctx)
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
