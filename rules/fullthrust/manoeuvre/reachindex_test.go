package manoeuvre

import (
	"testing"

	"github.com/broadside/broadside/geom"
)

// TestEndIndexAsMap holds endIndex to a Go map over keys on a grid of
// round positions (whose low bits are alike, the hash's hard case), with
// repeats, growth past several sizes and a reset between two searches.
func TestEndIndexAsMap(t *testing.T) {
	var x endIndex
	for round := range 2 {
		want := map[endKey]int{}
		n := 0
		for i := range 3000 {
			k := endKey{int64(i%37) * 500000, int64(i%53) * 250000, geom.Heading(i % 12), i % 29}
			got, ok := x.find(k)
			w, wok := want[k]
			if ok != wok || got != w {
				t.Fatalf("round %d, key %v: find gives %d, %v; the map %d, %v", round, k, got, ok, w, wok)
			}
			if !ok {
				x.add(k, n)
				want[k] = n
				n++
			}
		}
		if x.n != len(want) {
			t.Fatalf("round %d: %d keys held, the map %d", round, x.n, len(want))
		}
		x.reset()
		if _, ok := x.find(endKey{}); ok {
			t.Fatalf("round %d: a key found after reset", round)
		}
	}
}
