package prob

import (
	"flag"
	"math/big"
	"os"
	"strconv"
	"testing"

	"pgregory.net/rapid"
)

// TestMain pins rapid's seed unless one is given, so that property tests
// are reproducible, and keeps rapid from writing fail files into the tree.
func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("rapid.seed"); f != nil && f.Value.String() == "0" {
		_ = flag.Set("rapid.seed", "20261123")
	}
	_ = flag.Set("rapid.nofailfile", "true")
	os.Exit(m.Run())
}

// exact is a distribution written out as exact probabilities: the oracle
// the fast code is checked against.
type exact map[int]*big.Rat

// add adds p to the probability of v.
func (e exact) add(v int, p *big.Rat) {
	if p.Sign() == 0 {
		return
	}
	if e[v] == nil {
		e[v] = new(big.Rat)
	}
	e[v].Add(e[v], p)
}

// enumerate returns the distribution of f over every combination of the
// listed outcomes of ds, by brute force. With tails it is the probability
// that the outcomes are listed and f gives v.
func enumerate(f func(vals []int) int, ds ...Dist) exact {
	out := exact{}
	vals := make([]int, len(ds))
	var rec func(i int, p *big.Rat)
	rec = func(i int, p *big.Rat) {
		if i == len(ds) {
			out.add(f(vals), p)
			return
		}
		for _, o := range ds[i].Outcomes() {
			vals[i] = o.Value
			rec(i+1, new(big.Rat).Mul(p, o.P))
		}
	}
	rec(0, big.NewRat(1, 1))
	return out
}

// sum, maximum and minimum are functions for enumerate.
func sum(vals []int) int {
	s := 0
	for _, v := range vals {
		s += v
	}
	return s
}

func maximum(vals []int) int {
	m := vals[0]
	for _, v := range vals {
		m = max(m, v)
	}
	return m
}

func minimum(vals []int) int {
	m := vals[0]
	for _, v := range vals {
		m = min(m, v)
	}
	return m
}

// restrict returns the part of e at values keep accepts.
func (e exact) restrict(keep func(int) bool) exact {
	out := exact{}
	for v, p := range e {
		if keep(v) {
			out.add(v, p)
		}
	}
	return out
}

// mass returns the total probability in e.
func (e exact) mass() *big.Rat {
	s := new(big.Rat)
	for _, p := range e {
		s.Add(s, p)
	}
	return s
}

// same reports why d does not list exactly the nonzero probabilities of
// want, or "" when it does.
func same(d Dist, want exact) string {
	got := d.Outcomes()
	if len(got) != len(want) {
		return "got " + outcomesString(got) + ", want " + exactString(want)
	}
	for _, o := range got {
		if w := want[o.Value]; w == nil || w.Cmp(o.P) != 0 {
			return "got " + outcomesString(got) + ", want " + exactString(want)
		}
	}
	return ""
}

func outcomesString(os []Outcome) string {
	s := "{"
	for _, o := range os {
		s += " " + strconv.Itoa(o.Value) + ":" + o.P.RatString()
	}
	return s + " }"
}

func exactString(e exact) string {
	d := exact{}
	lo, hi := 0, 0
	first := true
	for v := range e {
		d[v] = e[v]
		if first || v < lo {
			lo = v
		}
		if first || v > hi {
			hi = v
		}
		first = false
	}
	s := "{"
	for v := lo; v <= hi && !first; v++ {
		if p := d[v]; p != nil {
			s += " " + strconv.Itoa(v) + ":" + p.RatString()
		}
	}
	return s + " }"
}

// fataler is what checkTotal needs of *testing.T and *rapid.T.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkTotal fails t unless the listed probabilities and the tail of d sum
// to one and the tail is not negative.
func checkTotal(t fataler, name string, d Dist) {
	t.Helper()
	s := new(big.Rat).Set(d.Tail())
	if s.Sign() < 0 {
		t.Fatalf("%s: negative tail %s", name, s.RatString())
	}
	for _, o := range d.Outcomes() {
		s.Add(s, o.P)
	}
	if s.Cmp(big.NewRat(1, 1)) != 0 {
		t.Fatalf("%s: probabilities and tail sum to %s", name, s.RatString())
	}
}

// pair is a distribution known in full and the view of it that the code
// under test sees: the full one, or its first values with the rest in a
// tail above them.
type pair struct {
	full, view Dist
}

// genPair draws a small distribution with weights up to 6 and, when
// tailed, a view that lists only a prefix of it.
func genPair(t *rapid.T, label string, tailed bool) pair {
	lo := rapid.IntRange(-4, 4).Draw(t, label+".lo")
	ws := rapid.SliceOfN(rapid.Int64Range(0, 6), 1, 5).Draw(t, label+".w")
	ws[0], ws[len(ws)-1] = max(ws[0], 1), max(ws[len(ws)-1], 1)
	full := FromWeights(lo, ws)
	if !tailed {
		return pair{full, full}
	}
	k := rapid.IntRange(1, len(ws)).Draw(t, label+".k")
	return pair{full, truncateTo(full, k)}
}

// truncateTo returns d listing its first k values, the rest in the tail.
func truncateTo(d Dist, k int) Dist {
	bw := make([]*big.Int, k)
	for i := range bw {
		bw[i] = &d.w[i]
	}
	v, err := FromBig(d.lo, bw, d.total)
	if err != nil {
		panic(err)
	}
	return v
}

// tailBound returns the bound below which the listed values of d are
// known: Hi() when d has a tail, and no bound otherwise.
func tailBound(d Dist) int {
	if d.Tail().Sign() != 0 {
		return d.Hi()
	}
	return 1 << 30
}
