package web

import (
	"container/list"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/broadside/broadside/internal/chart"
)

// Bounds of the cache of exact odds: a page and its charts ask for the same
// odds one after another, and a shared link brings many readers to one
// query, so the odds are computed once and kept while there is room.
const (
	oddsCacheEntries = 512      // queries kept at most
	oddsCacheBytes   = 32 << 20 // estimated bytes kept at most
)

// lru is a cache of immutable values that forgets the least recently used
// ones beyond maxEntries entries or maxBytes bytes (as the caller measures
// them). A value larger than a quarter of maxBytes is not kept, so that one
// huge answer cannot empty the cache. It is safe for concurrent use.
type lru[V any] struct {
	maxEntries int
	maxBytes   int64

	mu    sync.Mutex
	order *list.List // of *lruEntry[V], most recently used first
	index map[string]*list.Element
	bytes int64
}

// lruEntry is one value of an lru with its key and size.
type lruEntry[V any] struct {
	key   string
	value V
	size  int64
}

// newLRU returns an empty cache of at most maxEntries values and maxBytes
// bytes.
func newLRU[V any](maxEntries int, maxBytes int64) *lru[V] {
	return &lru[V]{maxEntries: maxEntries, maxBytes: maxBytes, order: list.New(), index: make(map[string]*list.Element)}
}

// get returns the value kept under key, marking it as just used.
func (c *lru[V]) get(key string) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.index[key]
	if !ok {
		var zero V
		return zero, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*lruEntry[V]).value, true
}

// put keeps value, of size bytes, under key, and forgets the least
// recently used values beyond the bounds. The caller must not change value
// afterwards.
func (c *lru[V]) put(key string, value V, size int64) {
	if size > c.maxBytes/4 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.index[key]; ok {
		c.bytes -= e.Value.(*lruEntry[V]).size
		c.order.Remove(e)
		delete(c.index, key)
	}
	c.index[key] = c.order.PushFront(&lruEntry[V]{key: key, value: value, size: size})
	c.bytes += size
	for c.order.Len() > c.maxEntries || c.bytes > c.maxBytes {
		last := c.order.Back()
		old := last.Value.(*lruEntry[V])
		c.order.Remove(last)
		delete(c.index, old.key)
		c.bytes -= old.size
	}
}

// len returns the number of values kept and their bytes.
func (c *lru[V]) len() (int, int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len(), c.bytes
}

// oddsKey is the cache key of the odds that t's form f describes: the
// tool, whether fractions are asked for, and the form's values. A field
// that changes rolls alone counts only when it differs from its default,
// since the odds then depend on it (a Monte Carlo run beside them): so a
// page and its chart, whose address leaves those fields out, share a key.
func oddsKey(t *mechTool, f *form, exact bool) string {
	defaults := t.defaults()
	v := url.Values{}
	for _, fd := range f.Fields {
		if fd.RollOnly && fd.Value == defaults[fd.Name] {
			continue
		}
		if fd.Kind != "check" || fd.Value != "" {
			v.Set(fd.Name, fd.Value)
		}
	}
	return t.Key + "\x00" + strconv.FormatBool(exact) + "\x00" + v.Encode()
}

// defaults returns the value each field of t's form reads when the query
// leaves it out.
func (t *mechTool) defaults() map[string]string {
	t.defaultsOnce.Do(func() {
		f := newForm(url.Values{})
		t.read(f)
		t.defaultValues = make(map[string]string, len(f.Fields))
		for _, fd := range f.Fields {
			t.defaultValues[fd.Name] = fd.Value
		}
	})
	return t.defaultValues
}

// oddsSize estimates the bytes an odds value holds: its JSON, twice over
// for the Go values behind it, and the text of its rows and tables.
func oddsSize(m mechOdds) int64 {
	n := int64(256)
	if b, err := json.Marshal(m.JSON); err == nil {
		n += 2 * int64(len(b))
	}
	for _, d := range m.Dists {
		n += int64(len(d.Rows)) * 160
	}
	for _, tb := range m.Tables {
		for _, r := range tb.Rows {
			n += int64(len(strings.Join(r, ""))) + 24*int64(len(r))
		}
	}
	points := func(series []chart.Series) (k int64) {
		for _, s := range series {
			k += 64 + 16*int64(len(s.Points))
		}
		return k
	}
	for _, mp := range m.Maps {
		n += int64(len(mp.Alt)) + points(mp.chart.Series) + points(mp.chart.Marks)
	}
	for _, c := range m.Curves {
		n += int64(len(c.Alt)) + points(c.chart.Series)
	}
	for _, x := range m.Facts {
		n += int64(len(x.Label) + len(x.Value))
	}
	for _, x := range m.Notes {
		n += int64(len(x))
	}
	return n
}
