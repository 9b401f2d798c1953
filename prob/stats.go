package prob

import (
	"fmt"
	"math"
	"math/big"
)

// The statistics describe the listed outcomes: they are those of X given
// that X is listed. With a tail they differ from those of X by an amount
// the tail bounds; Tail reports it.

// moments returns the sums over listed values of w, i*w and i*i*w, where i
// is the value minus Lo().
func (d Dist) moments() (s0, s1, s2 *big.Int) {
	s0, s1, s2 = new(big.Int), new(big.Int), new(big.Int)
	var t, x big.Int
	for i := range d.w {
		if d.w[i].Sign() == 0 {
			continue
		}
		s0.Add(s0, &d.w[i])
		x.SetInt64(int64(i))
		t.Mul(&x, &d.w[i])
		s1.Add(s1, &t)
		t.Mul(&t, &x)
		s2.Add(s2, &t)
	}
	return s0, s1, s2
}

// Mean returns the mean of the listed outcomes, computed exactly and
// rounded to float64.
func (d Dist) Mean() float64 {
	d = d.norm()
	s0, s1, _ := d.moments()
	return float64(d.lo) + quo(s1, s0)
}

// Variance returns the variance of the listed outcomes, computed exactly as
// (s0*s2 - s1*s1)/s0^2 and rounded to float64, so that it does not suffer
// from cancellation.
func (d Dist) Variance() float64 {
	d = d.norm()
	s0, s1, s2 := d.moments()
	num := new(big.Int).Mul(s0, s2)
	num.Sub(num, s1.Mul(s1, s1))
	return quo(num, s0.Mul(s0, s0))
}

// SD returns the standard deviation of the listed outcomes, the square
// root of Variance.
func (d Dist) SD() float64 {
	return math.Sqrt(d.Variance())
}

// Quantile returns the smallest listed value v with PAtMost(v) >= q, the
// comparison being exact; q = 0.5 gives the median. When the listed
// outcomes carry less than q of the probability (because of the tail) it
// returns Hi(). It panics if q is not in [0, 1].
func (d Dist) Quantile(q float64) int {
	if !(q >= 0 && q <= 1) {
		panic(fmt.Sprintf("prob: Quantile(%v) outside [0, 1]", q))
	}
	d = d.norm()
	r := new(big.Rat).SetFloat64(q)
	// cum/total >= num/den  <=>  cum*den >= num*total
	need := new(big.Int).Mul(r.Num(), d.total)
	var cum, lhs big.Int
	for i := range d.w {
		cum.Add(&cum, &d.w[i])
		if d.w[i].Sign() != 0 && lhs.Mul(&cum, r.Denom()).Cmp(need) >= 0 {
			return d.lo + i
		}
	}
	return d.Hi()
}
