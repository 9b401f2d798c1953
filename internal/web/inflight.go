package web

import "sync"

// flights shares one computation of a query among the requests that ask
// for it at the same time: a page and the charts it embeds ask for the
// same odds at once, and without it each would queue for a processor of
// its own, the later ones answered busy (503) while the first still
// computes. The zero value is ready; it is safe for concurrent use.
type flights struct {
	mu sync.Mutex
	m  map[string]chan struct{}
}

// join returns, for the first request of key, leader true and a done
// function the leader must call when its computation has ended (whether
// it kept a result or not); for the others, a channel closed when the
// leader is done.
func (f *flights) join(key string) (wait <-chan struct{}, leader bool, done func()) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if ch, ok := f.m[key]; ok {
		return ch, false, nil
	}
	if f.m == nil {
		f.m = map[string]chan struct{}{}
	}
	ch := make(chan struct{})
	f.m[key] = ch
	return ch, true, func() {
		f.mu.Lock()
		delete(f.m, key)
		f.mu.Unlock()
		close(ch)
	}
}
