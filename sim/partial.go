package sim

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/broadside/broadside/rng"
)

// Partial is what some of the trials of a run came to, kept as sufficient
// statistics: for each metric the exact count of every value, and the
// ranges of trials counted. Partials of the same run (same seed, total and
// metrics) over disjoint trial ranges [Merge] into the partial of all those
// trials, and the merge of partials covering every trial gives, through
// [Partial.Result] or [Config.Base], exactly the Result of one run of all
// the trials: the same bins, so the same means and intervals to the last
// bit. No statistic is rounded on the way.
//
// A Partial is a plain value; its JSON is compact and reads back exactly.
type Partial struct {
	// Seed is the root seed of the whole run.
	Seed rng.Seed
	// Total is the number of trials of the whole run, 0 or more.
	Total int
	// Spans are the trial ranges counted, ascending, disjoint and not
	// adjacent (adjacent ones are joined), inside [0, Total).
	Spans []Span
	// Metrics are the counts of each metric, in the run's order.
	Metrics []Counts
}

// Span is the range of trials From to To-1, counted from 0.
type Span struct {
	From, To int
}

// Counts is one metric's histogram: each value that occurred with its
// count, by ascending value, every count at least 1.
type Counts struct {
	Name string
	Hist []Bin
}

// NewPartial returns the partial of res, the Result of a run of the trials
// from to from+res.Trials-1 (Config.First and Config.Trials, with no Base) of
// a whole run of total trials. It returns an error if that range does not
// fit in [0, total).
func NewPartial(res Result, total, from int) (Partial, error) {
	to := from + res.Trials
	if from < 0 || res.Trials < 0 || to > total {
		return Partial{}, fmt.Errorf("sim: trials %d to %d do not fit in a run of %d", from, to, total)
	}
	p := Partial{Seed: res.Seed, Total: total, Metrics: make([]Counts, len(res.Metrics))}
	if to > from {
		p.Spans = []Span{{from, to}}
	}
	for k, m := range res.Metrics {
		p.Metrics[k] = Counts{Name: m.Name, Hist: slices.Clone(m.Hist)}
	}
	return p, nil
}

// Trials returns the number of trials the partial counts.
func (p Partial) Trials() int {
	n := 0
	for _, s := range p.Spans {
		n += s.To - s.From
	}
	return n
}

// Missing returns the trial ranges of [0, Total) that the partial does not
// count, ascending; none when it is complete.
func (p Partial) Missing() []Span {
	var out []Span
	at := 0
	for _, s := range p.Spans {
		if s.From > at {
			out = append(out, Span{at, s.From})
		}
		at = s.To
	}
	if at < p.Total {
		out = append(out, Span{at, p.Total})
	}
	return out
}

// Result returns the Result of the whole run, or an error naming the
// trials that are missing when the partial does not count every one.
func (p Partial) Result() (Result, error) {
	if m := p.Missing(); len(m) > 0 {
		return Result{}, fmt.Errorf("sim: trials %s of %d are missing", spansText(m), p.Total)
	}
	return p.result(), nil
}

// result summarises the counts, complete or not.
func (p Partial) result() Result {
	res := Result{Seed: p.Seed, Trials: p.Trials(), Metrics: make([]Summary, len(p.Metrics))}
	for k, m := range p.Metrics {
		res.Metrics[k] = summarize(m.Name, slices.Clone(m.Hist))
	}
	return res
}

// fits reports whether p can be the Base of a run from seed with metrics.
func (p *Partial) fits(seed rng.Seed, metrics []string) error {
	if p.Seed != seed {
		return fmt.Errorf("sim: base partial has seed %v, the run %v", p.Seed, seed)
	}
	if len(p.Metrics) != len(metrics) {
		return fmt.Errorf("sim: base partial has %d metrics, the run %d", len(p.Metrics), len(metrics))
	}
	for k, m := range p.Metrics {
		if m.Name != metrics[k] {
			return fmt.Errorf("sim: base partial's metric %d is %q, the run's %q", k, m.Name, metrics[k])
		}
	}
	return nil
}

// Merge combines partials of the same run into one. They must have the
// same seed, total and metrics, and count disjoint trials; the order they
// come in does not matter. Merge returns an error saying which partial
// differs or which trials two of them both count. With no partials it
// returns an error.
func Merge(parts ...Partial) (Partial, error) {
	if len(parts) == 0 {
		return Partial{}, errors.New("sim: no partial results to merge")
	}
	first := parts[0]
	names := make([]string, len(first.Metrics))
	for k, m := range first.Metrics {
		names[k] = m.Name
	}
	var spans []Span
	size := make([]int, len(names))
	for i, p := range parts {
		if p.Total != first.Total {
			return Partial{}, fmt.Errorf("sim: partial %d is of a run of %d trials, partial 1 of %d", i+1, p.Total, first.Total)
		}
		if err := p.fits(first.Seed, names); err != nil {
			return Partial{}, fmt.Errorf("partial %d: %w", i+1, err)
		}
		spans = append(spans, p.Spans...)
		for k, m := range p.Metrics {
			size[k] += len(m.Hist)
		}
	}
	slices.SortFunc(spans, func(a, b Span) int { return cmp.Compare(a.From, b.From) })
	out := Partial{Seed: first.Seed, Total: first.Total, Metrics: make([]Counts, len(names))}
	for _, s := range spans {
		if s.From < 0 || s.To < s.From || s.To > first.Total {
			return Partial{}, fmt.Errorf("sim: trials %s do not fit in a run of %d", spansText([]Span{s}), first.Total)
		}
		if s.From == s.To {
			continue
		}
		n := len(out.Spans)
		switch {
		case n > 0 && s.From < out.Spans[n-1].To:
			overlap := Span{s.From, min(s.To, out.Spans[n-1].To)}
			return Partial{}, fmt.Errorf("sim: trials %s are counted twice", spansText([]Span{overlap}))
		case n > 0 && s.From == out.Spans[n-1].To:
			out.Spans[n-1].To = s.To
		default:
			out.Spans = append(out.Spans, s)
		}
	}
	for k, name := range names {
		bins := make([]Bin, 0, size[k])
		for _, p := range parts {
			bins = append(bins, p.Metrics[k].Hist...)
		}
		out.Metrics[k] = Counts{Name: name, Hist: combine(bins)}
	}
	return out, nil
}

// combine sorts bins by value, adds the counts of equal values and drops
// zero counts, in place.
func combine(bins []Bin) []Bin {
	slices.SortFunc(bins, func(a, b Bin) int { return cmp.Compare(a.Value, b.Value) })
	out := bins[:0]
	for _, b := range bins {
		switch {
		case b.Count == 0:
		case len(out) > 0 && out[len(out)-1].Value == b.Value:
			out[len(out)-1].Count += b.Count
		default:
			out = append(out, b)
		}
	}
	return out
}

// spansText prints spans as "0-99, 200-299" (inclusive trial numbers).
func spansText(spans []Span) string {
	parts := make([]string, len(spans))
	for i, s := range spans {
		parts[i] = fmt.Sprintf("%d-%d", s.From, s.To-1)
	}
	return strings.Join(parts, ", ")
}

// partialJSON is the wire form of a Partial: spans as [from, to] pairs and
// each histogram as one flat array of values and counts, [value, count,
// value, count, …], to keep shard files small and quick to read.
type partialJSON struct {
	Seed    rng.Seed     `json:"seed"`
	Total   int          `json:"total"`
	Spans   [][2]int     `json:"spans"`
	Metrics []countsJSON `json:"metrics"`
}

type countsJSON struct {
	Name string `json:"name"`
	Hist ints   `json:"hist"`
}

// ints is a JSON array of integers, read without reflection: shard files
// hold many of them, and reading them is most of a merge's time.
type ints []int64

// UnmarshalJSON reads an array of integers, such as [1, -2, 3].
func (v *ints) UnmarshalJSON(data []byte) error {
	text := strings.TrimSpace(string(data))
	inner, open := strings.CutPrefix(text, "[")
	inner, closed := strings.CutSuffix(inner, "]")
	if !open || !closed {
		return fmt.Errorf("sim: partial: a histogram must be an array of integers")
	}
	out := make([]int64, 0, strings.Count(inner, ",")+1)
	for item := range strings.SplitSeq(inner, ",") {
		item = strings.TrimSpace(item)
		if item == "" && len(out) == 0 && strings.TrimSpace(inner) == "" {
			break
		}
		n, err := strconv.ParseInt(item, 10, 64)
		if err != nil {
			return fmt.Errorf("sim: partial: %q in a histogram is not an integer", item)
		}
		out = append(out, n)
	}
	*v = out
	return nil
}

// MarshalJSON writes the partial as
// {"seed": "…", "total": N, "spans": [[from, to], …], "metrics": [{"name": …, "hist": [value, count, …]}, …]}.
func (p Partial) MarshalJSON() ([]byte, error) {
	w := partialJSON{Seed: p.Seed, Total: p.Total, Spans: make([][2]int, len(p.Spans)), Metrics: make([]countsJSON, len(p.Metrics))}
	for i, s := range p.Spans {
		w.Spans[i] = [2]int{s.From, s.To}
	}
	for k, m := range p.Metrics {
		c := countsJSON{Name: m.Name, Hist: make([]int64, 0, 2*len(m.Hist))}
		for _, b := range m.Hist {
			c.Hist = append(c.Hist, b.Value, b.Count)
		}
		w.Metrics[k] = c
	}
	return json.Marshal(w)
}

// UnmarshalJSON reads what MarshalJSON writes and checks it: spans
// ascending, disjoint and inside the total; histogram values ascending and
// counts positive, adding up to the trials counted.
func (p *Partial) UnmarshalJSON(data []byte) error {
	var w partialJSON
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	if w.Total < 0 {
		return fmt.Errorf("sim: partial: negative total %d", w.Total)
	}
	out := Partial{Seed: w.Seed, Total: w.Total, Metrics: make([]Counts, len(w.Metrics))}
	at := 0
	for _, s := range w.Spans {
		if s[0] < at || s[1] <= s[0] || s[1] > w.Total {
			return fmt.Errorf("sim: partial: span [%d, %d) is out of order or outside [0, %d)", s[0], s[1], w.Total)
		}
		out.Spans = append(out.Spans, Span{s[0], s[1]})
		at = s[1]
	}
	trials := int64(out.Trials())
	for k, c := range w.Metrics {
		if len(c.Hist)%2 != 0 {
			return fmt.Errorf("sim: partial: metric %q: histogram has a value without a count", c.Name)
		}
		m := Counts{Name: c.Name, Hist: make([]Bin, len(c.Hist)/2)}
		var n int64
		for i := range m.Hist {
			b := Bin{Value: c.Hist[2*i], Count: c.Hist[2*i+1]}
			if b.Count < 1 || (i > 0 && b.Value <= m.Hist[i-1].Value) || n+b.Count < n {
				return fmt.Errorf("sim: partial: metric %q: bins must ascend with positive counts", c.Name)
			}
			n += b.Count
			m.Hist[i] = b
		}
		if n != trials {
			return fmt.Errorf("sim: partial: metric %q counts %d values for %d trials", c.Name, n, trials)
		}
		out.Metrics[k] = m
	}
	*p = out
	return nil
}
