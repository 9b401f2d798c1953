package dice

import (
	"testing"

	"github.com/broadside/broadside/rng"
)

func BenchmarkPoolDist6B1_4PDS(b *testing.B) {
	pool := Pool{{b1Die, 6}, {pdsDie, 4}}
	b.ReportAllocs()
	for b.Loop() {
		pool.Dist()
	}
}

func BenchmarkPoolDist30B1_20PDS(b *testing.B) {
	pool := Pool{{b1Die, 30}, {pdsDie, 20}}
	b.ReportAllocs()
	for b.Loop() {
		pool.Dist()
	}
}

func BenchmarkPoolScore6B1_4PDS(b *testing.B) {
	pool := Pool{{b1Die, 6}, {pdsDie, 4}}
	src := rng.New(1)
	b.ReportAllocs()
	for b.Loop() {
		pool.Score(src)
	}
}

func BenchmarkPoolScoreScreens(b *testing.B) {
	pool := Pool{{beamDie, 4}, {screened(2), 4}, {Plain(8), 2}}
	src := rng.New(1)
	b.ReportAllocs()
	for b.Loop() {
		pool.Score(src)
	}
}

func BenchmarkNotationDist100d6(b *testing.B) {
	e := mustParse(b, "100d6")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := e.Dist(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkNotationDist1000d6(b *testing.B) {
	e := mustParse(b, "1000d6")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := e.Dist(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkNotationScore(b *testing.B) {
	e := mustParse(b, "2d6+1d4-1+4d6kh3+8d6>=5")
	src := rng.New(1)
	b.ReportAllocs()
	for b.Loop() {
		e.Score(src)
	}
}

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("2d6+1d4-1+4d6kh3+8d6>=5"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkKeepDist4d6kh3(b *testing.B) {
	k := Keep{N: 4, Sides: 6, K: 3}
	b.ReportAllocs()
	for b.Loop() {
		k.Dist()
	}
}

func BenchmarkKeepScore4d6kh3(b *testing.B) {
	k := Keep{N: 4, Sides: 6, K: 3}
	src := rng.New(1)
	b.ReportAllocs()
	for b.Loop() {
		k.Score(src)
	}
}
