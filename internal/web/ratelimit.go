package web

import (
	"sync"
	"time"
)

// limiter is a token bucket per client: each client may make burst
// requests at once and rate per second over time. Buckets of clients that
// have been idle long enough to be full again are forgotten, so memory
// follows the number of recently active clients. A limiter is safe for
// concurrent use.
type limiter struct {
	rate  float64 // tokens added per second, > 0
	burst float64 // capacity of a bucket, >= 1
	now   func() time.Time

	mu        sync.Mutex
	buckets   map[string]*bucket
	lastSweep time.Time
}

// bucket is one client's tokens as of last.
type bucket struct {
	tokens float64
	last   time.Time
}

// newLimiter returns a limiter of rate requests per second with bursts of
// burst (at least 1), reading the time from now.
func newLimiter(rate float64, burst int, now func() time.Time) *limiter {
	return &limiter{rate: rate, burst: float64(max(burst, 1)), now: now, buckets: make(map[string]*bucket), lastSweep: now()}
}

// allow takes a token from key's bucket. When the bucket is empty it
// returns false and how long until a token is there.
func (l *limiter) allow(key string) (bool, time.Duration) {
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sweep(now)
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[key] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.last).Seconds()*l.rate)
	b.last = now
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	wait := time.Duration((1 - b.tokens) / l.rate * float64(time.Second))
	return false, wait
}

// sweep forgets, at most once per refill time, the buckets that have
// refilled completely: a new bucket would be the same.
func (l *limiter) sweep(now time.Time) {
	full := time.Duration(l.burst / l.rate * float64(time.Second))
	if now.Sub(l.lastSweep) < full {
		return
	}
	l.lastSweep = now
	for key, b := range l.buckets {
		if now.Sub(b.last) >= full {
			delete(l.buckets, key)
		}
	}
}
