package prob

import "math/big"

// Entry is one outcome in the JSON form of a distribution. Value is an int
// for a Dist and a string for a Table.
type Entry struct {
	Value any     `json:"value"`
	P     float64 `json:"p"`
	Exact string  `json:"exact,omitempty"` // the probability as "a/b", when asked for
}

// JSON is the JSON form of a distribution shared by every odds command:
// mean, standard deviation, tail and the listed outcomes with positive
// probability. Mean and SD are those of the listed outcomes (see Mean);
// they are zero for a Table, whose outcomes are not numbers. Marshal it
// with encoding/json.
type JSON struct {
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	Tail float64 `json:"tail"`
	Dist []Entry `json:"dist"`
}

// JSON returns the JSON form of d, with each probability also as an exact
// reduced fraction when exact is true.
func (d Dist) JSON(exact bool) JSON {
	d = d.norm()
	out := JSON{Mean: d.Mean(), SD: d.SD(), Tail: d.TailFloat(), Dist: make([]Entry, 0, len(d.w))}
	for i := range d.w {
		if d.w[i].Sign() == 0 {
			continue
		}
		out.Dist = append(out.Dist, entry(d.lo+i, &d.w[i], d.total, exact))
	}
	return out
}

// entry returns the Entry for value v of weight w over total.
func entry(v any, w, total *big.Int, exact bool) Entry {
	e := Entry{Value: v, P: quo(w, total)}
	if exact {
		e.Exact = new(big.Rat).SetFrac(w, total).RatString()
	}
	return e
}
