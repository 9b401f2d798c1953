package prob

import (
	"errors"
	"math/big"
	"testing"
)

// result stands for a categorical outcome such as a Jovian reading.
type result string

func TestTable(t *testing.T) {
	b := big.NewInt
	tb, err := NewTable([]Weighted[result]{
		{"[N]", b(3)}, {"[D2]", b(1)}, {"[none]", b(0)}, {"[N]", b(1)}, {"[T6]", b(1)},
	}, b(8))
	if err != nil {
		t.Fatal(err)
	}
	items := tb.Items()
	wantOrder := []result{"[N]", "[D2]", "[T6]"}
	if len(items) != len(wantOrder) || tb.Len() != len(wantOrder) {
		t.Fatalf("items %v, want %v", items, wantOrder)
	}
	for i, it := range items {
		if it.Value != wantOrder[i] {
			t.Fatalf("item %d is %s, want %s", i, it.Value, wantOrder[i])
		}
	}
	r := big.NewRat
	tests := []struct {
		name string
		got  *big.Rat
		want *big.Rat
	}{
		{"merged", tb.P("[N]"), r(4, 8)},
		{"single", tb.P("[D2]"), r(1, 8)},
		{"zero weight", tb.P("[none]"), r(0, 1)},
		{"absent", tb.P("[Q4]"), r(0, 1)},
		{"tail", tb.Tail(), r(2, 8)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got.Cmp(tc.want) != 0 {
				t.Fatalf("got %s, want %s", tc.got.RatString(), tc.want.RatString())
			}
		})
	}
	if tb.Prob("[N]") != 0.5 || tb.TailFloat() != 0.25 || tb.Prob("[Q4]") != 0 {
		t.Fatal("float views")
	}
	hits := tb.Dist(func(v result) int { return map[result]int{"[N]": 0, "[D2]": 1, "[T6]": 3}[v] })
	if msg := same(hits, exact{0: r(1, 2), 1: r(1, 8), 3: r(1, 8)}); msg != "" || hits.side != free {
		t.Fatalf("Dist: %s, side %d", msg, hits.side)
	}
}

func TestTableZero(t *testing.T) {
	var tb Table[int]
	if tb.Len() != 0 || tb.P(1).Sign() != 0 || tb.Tail().Sign() != 0 || tb.TailFloat() != 0 || len(tb.Items()) != 0 {
		t.Fatal("zero Table is not empty")
	}
	mustPanic(t, func() { tb.Dist(func(v int) int { return v }) })
}

func TestNewTableErrors(t *testing.T) {
	b := big.NewInt
	tests := []struct {
		name  string
		items []Weighted[int]
		total *big.Int
	}{
		{"nil total", []Weighted[int]{{1, b(1)}}, nil},
		{"zero total", []Weighted[int]{{1, b(1)}}, b(0)},
		{"nil weight", []Weighted[int]{{1, nil}}, b(1)},
		{"negative weight", []Weighted[int]{{1, b(-1)}}, b(1)},
		{"over total", []Weighted[int]{{1, b(2)}, {2, b(2)}}, b(3)},
		{"no weight", []Weighted[int]{{1, b(0)}}, b(3)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := NewTable(tc.items, tc.total); !errors.Is(err, ErrInvalid) {
				t.Fatalf("error %v, want ErrInvalid", err)
			}
		})
	}
}
