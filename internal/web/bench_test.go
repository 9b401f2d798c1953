package web

import (
	"net/http"
	"testing"
)

// BenchmarkDicePage measures the odds page of 3d6 with a seeded roll and
// the table's dice: parsing, the exact distribution, two rolls and the
// template, without the network.
func BenchmarkDicePage(b *testing.B) {
	s := newTestServer(b, Config{Rate: 1e9, Burst: 1 << 30})
	b.ReportAllocs()
	for b.Loop() {
		if w := get(s, "/odds/dice?n=3d6&roll=1&seed=2a&dice=4+6+2"); w.Code != http.StatusOK {
			b.Fatalf("status %d", w.Code)
		}
	}
}

// BenchmarkDiceOddsAPI measures the JSON odds of 10d6, with fractions.
func BenchmarkDiceOddsAPI(b *testing.B) {
	s := newTestServer(b, Config{Rate: 1e9, Burst: 1 << 30})
	b.ReportAllocs()
	for b.Loop() {
		if w := get(s, "/api/dice/odds?n=10d6&exact=1"); w.Code != http.StatusOK {
			b.Fatalf("status %d", w.Code)
		}
	}
}
