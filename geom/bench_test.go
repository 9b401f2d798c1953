package geom

import "testing"

// Sinks keep the compiler from removing the benchmarked calls.
var (
	sinkInt   int
	sinkFloat float64
	sinkBool  bool
	sinkHexes []Hex
	sinkArc   Arc
	sinkDir   Dir
)

func benchCells() []Hex { return Spiral(Hex{3, -2}, 10) }

func BenchmarkDistance(b *testing.B) {
	cells := benchCells()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		sinkInt += cells[i%len(cells)].Distance(cells[(i*7)%len(cells)])
		i++
	}
}

func BenchmarkLine(b *testing.B) {
	from, to := Hex{-4, 9}, Hex{11, -3} // 15 steps
	b.ReportAllocs()
	for b.Loop() {
		sinkHexes = Line(from, to)
	}
}

func BenchmarkLineAppend(b *testing.B) {
	from, to := Hex{-4, 9}, Hex{11, -3}
	buf := make([]Hex, 0, 32)
	b.ReportAllocs()
	for b.Loop() {
		buf = LineAppend(buf[:0], from, to)
	}
	sinkHexes = buf
}

func BenchmarkSegmentDist(b *testing.B) {
	pts := []Vec{{1, 2}, {-3, 7.5}, {12, -4}, {0.25, 0.5}, {30, 30}}
	a, c := Vec{-5, -5}, Vec{20, 11}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		sinkFloat += SegmentDist(pts[i%len(pts)], a, c)
		i++
	}
}

func BenchmarkArcOf(b *testing.B) {
	pts := []Vec{{1, 2}, {-3, 7.5}, {12, -4}, {0.25, 0.5}, {30, 30}}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		sinkArc = ArcOf(Clock(i), Vec{2, 2}, pts[i%len(pts)])
		i++
	}
}

func BenchmarkInRearArc(b *testing.B) {
	cells := benchCells()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		sinkBool = InRearArc(Hex{3, -2}, Dir(i%6), cells[i%len(cells)], 90)
		i++
	}
}

func BenchmarkDirTo(b *testing.B) {
	cells := benchCells()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		sinkDir = Hex{3, -2}.DirTo(cells[i%len(cells)])
		i++
	}
}

func BenchmarkCover(b *testing.B) {
	var buf [128]Hex
	for i := 0; b.Loop(); i++ {
		sinkHexes = CoverAppend(buf[:0], Hex{}, Hex{Q: 11 - i%5, R: 1 + i%3})
	}
}
