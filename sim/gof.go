package sim

import (
	"cmp"
	"fmt"
	"math"
	"slices"
)

// MinExpected is the smallest expected count a cell of a goodness-of-fit
// test may have: adjacent outcomes are pooled until each cell expects at
// least this many observations, the usual condition for the chi-square
// approximation of Pearson's statistic.
const MinExpected = 5

// Outcome is one value of an exact distribution and its probability, from
// 0 to 1.
type Outcome struct {
	Value int64
	P     float64
}

// Fit is a Pearson chi-square goodness-of-fit test of sampled counts
// against exact probabilities. P is the chance that a correct engine
// sampling N times would give a statistic at least as large: it is uniform
// on [0, 1] when the sampler follows the exact distribution, and tiny when
// it does not. Tests fail on P below a small threshold (1e-6) at fixed seeds.
type Fit struct {
	// Chi2 is Pearson's statistic, the sum over cells of (O - E)^2 / E.
	Chi2 float64 `json:"chi2"`
	// DF is the degrees of freedom, the number of cells less one.
	DF int `json:"df"`
	// Cells is the number of cells after pooling, each expecting at least
	// MinExpected observations (except when all N expect fewer).
	Cells int `json:"cells"`
	// P is the p-value, from the chi-square distribution with DF degrees of
	// freedom; 1 when there is nothing to test (fewer than two cells), and
	// 0 when an outcome the exact distribution calls impossible occurred.
	P float64 `json:"p"`
	// Impossible counts the observations of outcomes of probability 0.
	Impossible int64 `json:"impossible,omitempty"`
}

// String describes the test, such as "chi-square 8.41 on 9 df (10 pooled
// cells), p = 0.493".
func (f Fit) String() string {
	s := fmt.Sprintf("chi-square %.3g on %d df (%d pooled cells), p = %.3g", f.Chi2, f.DF, f.Cells, f.P)
	if f.Impossible > 0 {
		s += fmt.Sprintf("; %d trials gave an impossible outcome", f.Impossible)
	}
	return s
}

// GoodnessOfFit tests the summary's histogram against exact, the exact
// probability of each value; tail is the probability of every value exact
// does not list (0 for a complete distribution), which forms one more cell
// holding every observation of an unlisted value. The values are taken in
// ascending order and adjacent ones pooled into cells until each expects at
// least MinExpected observations; a last cell expecting fewer joins the one
// before it. Observations of a value exact gives probability 0 (or of an
// unlisted value when tail is 0) make P 0. The inputs are not modified.
func (s Summary) GoodnessOfFit(exact []Outcome, tail float64) Fit {
	xs := slices.Clone(exact)
	slices.SortFunc(xs, func(a, b Outcome) int { return cmp.Compare(a.Value, b.Value) })
	n := float64(s.N)
	var f Fit
	type cell struct{ obs, exp float64 }
	var cells []cell
	var cur cell
	listed := int64(0)
	for _, x := range xs {
		c := s.Count(x.Value)
		listed += c
		if x.P <= 0 {
			f.Impossible += c
			continue
		}
		cur.obs += float64(c)
		cur.exp += n * x.P
		if cur.exp >= MinExpected {
			cells = append(cells, cur)
			cur = cell{}
		}
	}
	if cur.exp > 0 || cur.obs > 0 {
		if k := len(cells); k > 0 {
			cells[k-1].obs += cur.obs
			cells[k-1].exp += cur.exp
		} else {
			cells = append(cells, cur)
		}
	}
	if unlisted := s.N - listed; tail > 0 {
		t := cell{obs: float64(unlisted), exp: n * tail}
		if k := len(cells); t.exp < MinExpected && k > 0 {
			cells[k-1].obs += t.obs
			cells[k-1].exp += t.exp
		} else {
			cells = append(cells, t)
		}
	} else {
		f.Impossible += unlisted
	}
	f.Cells = len(cells)
	for _, c := range cells {
		if c.exp > 0 {
			f.Chi2 += (c.obs - c.exp) * (c.obs - c.exp) / c.exp
		}
	}
	f.DF = max(0, f.Cells-1)
	switch {
	case f.Impossible > 0:
		f.P = 0
	case f.DF == 0:
		f.P = 1
	default:
		f.P = ChiSquareSF(f.Chi2, f.DF)
	}
	return f
}

// ChiSquareSF returns the survival function of the chi-square distribution
// with df degrees of freedom at x: the chance of a value of x or more. It is
// the regularized upper incomplete gamma function Q(df/2, x/2). It returns
// 1 for x <= 0 and NaN for df < 1.
func ChiSquareSF(x float64, df int) float64 {
	if df < 1 {
		return math.NaN()
	}
	if x <= 0 {
		return 1
	}
	return GammaQ(float64(df)/2, x/2)
}

// GammaQ returns the regularized upper incomplete gamma function
// Q(a, x) = Γ(a, x) / Γ(a), for a > 0 and x >= 0, to about 1e-14 relative
// accuracy: by its power series (through P = 1 - Q) when x < a + 1, where the
// series converges fast, and otherwise by its continued fraction, evaluated
// with the modified Lentz method. It returns NaN outside that domain.
func GammaQ(a, x float64) float64 {
	switch {
	case !(a > 0) || !(x >= 0) || math.IsInf(a, 0):
		return math.NaN()
	case x == 0:
		return 1
	case math.IsInf(x, 1):
		return 0
	case x < a+1:
		return 1 - gammaPSeries(a, x)
	}
	return gammaQFraction(a, x)
}

// gammaPrefix returns x^a e^-x / Γ(a), computed in logarithms.
func gammaPrefix(a, x float64) float64 {
	lg, _ := math.Lgamma(a)
	return math.Exp(a*math.Log(x) - x - lg)
}

// gammaPSeries is the lower regularized gamma P(a, x) by the series
// x^a e^-x / Γ(a+1) · Σ x^k / ((a+1)…(a+k)).
func gammaPSeries(a, x float64) float64 {
	term := 1 / a
	sum := term
	for k := 1; k < 10000; k++ {
		term *= x / (a + float64(k))
		sum += term
		if math.Abs(term) < math.Abs(sum)*1e-16 {
			break
		}
	}
	return sum * gammaPrefix(a, x)
}

// gammaQFraction is Q(a, x) by the continued fraction
// x^a e^-x / Γ(a) · 1/(x+1-a- 1·(1-a)/(x+3-a- 2·(2-a)/(x+5-a- …))).
func gammaQFraction(a, x float64) float64 {
	const tiny = 1e-300
	b := x + 1 - a
	c := 1 / tiny
	d := 1 / b
	h := d
	for i := 1; i < 10000; i++ {
		an := -float64(i) * (float64(i) - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = b + an/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		del := d * c
		h *= del
		if math.Abs(del-1) < 1e-16 {
			break
		}
	}
	return gammaPrefix(a, x) * h
}
