package prob

import (
	"encoding/json"
	"math/big"
	"strconv"
	"testing"
)

func TestDistJSON(t *testing.T) {
	tailed, _ := FromBig(0, []*big.Int{big.NewInt(3), big.NewInt(0), big.NewInt(1)}, big.NewInt(5))
	tests := []struct {
		name  string
		d     Dist
		exact bool
		want  string
	}{
		{"d4", Uniform(1, 4), false, `{"mean":2.5,"sd":1.118033988749895,"tail":0,"dist":[{"value":1,"p":0.25},{"value":2,"p":0.25},{"value":3,"p":0.25},{"value":4,"p":0.25}]}`},
		{"exact", Uniform(0, 2), true, `{"mean":1,"sd":0.816496580927726,"tail":0,"dist":[{"value":0,"p":0.3333333333333333,"exact":"1/3"},{"value":1,"p":0.3333333333333333,"exact":"1/3"},{"value":2,"p":0.3333333333333333,"exact":"1/3"}]}`},
		{"certain", Point(5), true, `{"mean":5,"sd":0,"tail":0,"dist":[{"value":5,"p":1,"exact":"1"}]}`},
		{"tail, zero skipped", tailed, true, `{"mean":0.5,"sd":0.8660254037844386,"tail":0.2,"dist":[{"value":0,"p":0.6,"exact":"3/5"},{"value":2,"p":0.2,"exact":"1/5"}]}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(tc.d.JSON(tc.exact))
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tc.want {
				t.Fatalf("got  %s\nwant %s", b, tc.want)
			}
		})
	}
}

func TestDistJSONHuge(t *testing.T) {
	// 6^1000 is far beyond float64; the JSON still marshals, with the
	// smallest probabilities rounding to 0 and exact fractions intact.
	j := Uniform(1, 6).SumN(1000).JSON(true)
	if _, err := json.Marshal(j); err != nil {
		t.Fatal(err)
	}
	if j.Dist[0].P != 0 || len(j.Dist[0].Exact) < 700 || j.Mean != 3500 {
		t.Fatalf("first entry %v %d digits, mean %v", j.Dist[0].P, len(j.Dist[0].Exact), j.Mean)
	}
}

func TestTableJSON(t *testing.T) {
	tb, _ := NewTable([]Weighted[[2]int]{{[2]int{2, 2}, big.NewInt(1)}, {[2]int{3, 6}, big.NewInt(2)}}, big.NewInt(4))
	label := func(v [2]int) string { return "[" + string(rune('A'+v[0])) + strconv.Itoa(v[1]) + "]" }
	b, err := json.Marshal(tb.JSON(true, label))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"mean":0,"sd":0,"tail":0.25,"dist":[{"value":"[C2]","p":0.25,"exact":"1/4"},{"value":"[D6]","p":0.5,"exact":"1/2"}]}`
	if string(b) != want {
		t.Fatalf("got  %s\nwant %s", b, want)
	}
}
