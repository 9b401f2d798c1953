package web

import (
	"context"
	"html"
	"net/http"
	"regexp"
	"sync/atomic"
	"testing"
)

// TestLRUBounds checks that the cache forgets the least recently used
// values beyond its entries and its bytes, and keeps no value too large.
func TestLRUBounds(t *testing.T) {
	c := newLRU[int](3, 100)
	c.put("a", 1, 10)
	c.put("b", 2, 10)
	c.put("c", 3, 10)
	if _, ok := c.get("a"); !ok { // a is now the most recently used
		t.Fatal("a was forgotten too soon")
	}
	c.put("d", 4, 10)
	if _, ok := c.get("b"); ok {
		t.Error("b, the least recently used, was kept beyond 3 entries")
	}
	for _, k := range []string{"a", "c", "d"} {
		if _, ok := c.get(k); !ok {
			t.Errorf("%s was forgotten", k)
		}
	}
	c.put("e", 5, 26) // over a quarter of the bytes: not kept
	if _, ok := c.get("e"); ok {
		t.Error("a value over a quarter of the bytes was kept")
	}
	c.put("f", 6, 25)
	c.put("g", 7, 25)
	c.put("h", 8, 25)
	if n, b := c.len(); n > 3 || b > 100 {
		t.Errorf("%d entries of %d bytes, beyond 3 and 100", n, b)
	}
	c.put("h", 9, 5) // replaced, with its new size
	if v, _ := c.get("h"); v != 9 {
		t.Errorf("h = %d, want 9", v)
	}
	if _, b := c.len(); b > 100 {
		t.Errorf("%d bytes after a replacement", b)
	}
}

// countingMech counts its computations.
type countingMech struct{ n *atomic.Int32 }

func (m countingMech) odds(context.Context, bool) (mechOdds, error) {
	m.n.Add(1)
	return mechOdds{Facts: []fact{{Label: "x", Value: "1"}}}, nil
}

// TestToolOddsComputedOnce checks that a query's odds are computed once for
// the page, its chart and the API, that a field which changes rolls alone
// counts only when it is not its default, and that fractions are another
// query.
func TestToolOddsComputedOnce(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	var n atomic.Int32
	tool := &mechTool{Key: "test/count", read: func(f *form) mechanic {
		f.number("a", "A", "", 1, 0, 9)
		f.number("trials", "Trials", "", 0, 0, 9)
		f.Fields[len(f.Fields)-1].RollOnly = true
		return countingMech{&n}
	}}
	ask := func(query string, exact bool) {
		t.Helper()
		f := newForm(mustQuery(t, query))
		m := tool.read(f)
		if _, err, cerr := s.toolOdds(t.Context(), tool, f, m, exact); err != nil || cerr != nil {
			t.Fatal(err, cerr)
		}
	}
	ask("a=2&trials=0", false) // the page's address holds the default
	ask("a=2", false)          // its chart's does not
	ask("a=2", false)
	if got := n.Load(); got != 1 {
		t.Errorf("computed %d times for a page and its chart, want once", got)
	}
	ask("a=2&trials=5", false)
	ask("a=2", true)
	ask("a=3", false)
	if got := n.Load(); got != 4 {
		t.Errorf("computed %d times for 4 queries, want 4", got)
	}
}

// TestToolPageAndChartShareOdds loads a strike page and its chart, and
// checks that the chart found the page's odds in the cache.
func TestToolPageAndChartShareOdds(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/odds/ft/strike?example=lone-escort")
	if w.Code != http.StatusOK {
		t.Fatalf("status %d", w.Code)
	}
	if n, _ := s.odds.len(); n != 1 {
		t.Fatalf("%d odds kept after the page, want 1", n)
	}
	m := regexp.MustCompile(`src="(/odds/ft/strike/chart\.svg\?[^"]*)"`).FindStringSubmatch(w.Body.String())
	if m == nil {
		t.Fatal("the page has no chart")
	}
	if c := get(s, html.UnescapeString(m[1])); c.Code != http.StatusOK {
		t.Fatalf("chart status %d: %s", c.Code, c.Body)
	}
	if n, _ := s.odds.len(); n != 1 {
		t.Errorf("%d odds kept after the page and its chart, want 1: the chart computed them again", n)
	}
}
