package lab

import (
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/sim"
)

// FitExact tests sampled values against an exact distribution with
// [sim.Summary.GoodnessOfFit]: every listed outcome of d, and its tail as
// one more cell.
func FitExact(s sim.Summary, d prob.Dist) sim.Fit {
	outs := d.Outcomes()
	exact := make([]sim.Outcome, len(outs))
	for i, o := range outs {
		p, _ := o.P.Float64()
		exact[i] = sim.Outcome{Value: int64(o.Value), P: p}
	}
	return s.GoodnessOfFit(exact, d.TailFloat())
}
