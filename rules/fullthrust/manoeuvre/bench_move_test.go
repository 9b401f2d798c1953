package manoeuvre

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

func BenchmarkParseOrder(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseOrder("8P2+4: 12 ET EM1"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPlanOrder(b *testing.B) {
	s, m := cruiser(6, 100), NewMotion(geom.Vec{}, geom.Clock(12), 8)
	o := mustOrder(b, "ET P1 S2 +3")
	b.ReportAllocs()
	for b.Loop() {
		if !PlanOrder(s, m, o, ManoeuvreOptions{}).Legal() {
			b.Fatal("illegal")
		}
	}
}

// BenchmarkMove moves a ship with Emergency Thrust (/et) and with the
// commonest order, a turn and a change of speed (/plain), writing the log
// (Move) and not (MoveQuiet, what battles without events use).
func BenchmarkMove(b *testing.B) {
	s, m := cruiser(6, 100), NewMotion(geom.Vec{}, geom.Clock(12), 8)
	for _, c := range []struct{ name, order string }{{"et", "ET P1 S2 +3"}, {"plain", "P1 +2"}} {
		o := mustOrder(b, c.order)
		for _, quiet := range []bool{false, true} {
			name := c.name + "/log"
			if quiet {
				name = c.name + "/quiet"
			}
			b.Run(name, func(b *testing.B) {
				src := rng.New(1)
				b.ReportAllocs()
				for b.Loop() {
					if quiet {
						MoveQuiet(s, m, o, ManoeuvreOptions{}, src)
					} else {
						Move(s, m, o, ManoeuvreOptions{}, src)
					}
				}
			})
		}
	}
}

func BenchmarkReach(b *testing.B) {
	s, m := cruiser(6, 100), NewMotion(geom.Vec{}, geom.Clock(12), 8)
	b.ReportAllocs()
	for b.Loop() {
		Reach(s, m, AllModes, ManoeuvreOptions{})
	}
}

// BenchmarkAppendReachStandard is the random player's commonest search:
// the standard limits alone, into a slice kept from one search to the next.
func BenchmarkAppendReachStandard(b *testing.B) {
	s, m := cruiser(6, 100), NewMotion(geom.Vec{}, geom.Clock(12), 8)
	var ends []Reached
	b.ReportAllocs()
	for b.Loop() {
		ends = AppendReach(ends[:0], s, m, ReachModes{}, ManoeuvreOptions{})
	}
}

// BenchmarkLegal checks an order the drive cannot carry out, the case
// where Legal saves PlanOrder's wording of the reasons.
func BenchmarkLegal(b *testing.B) {
	s, m := cruiser(6, 100), NewMotion(geom.Vec{}, geom.Clock(12), 8)
	o := mustOrder(b, "P3 S3 +7")
	b.ReportAllocs()
	for b.Loop() {
		if Legal(s, m, o, ManoeuvreOptions{}) {
			b.Fatal("legal")
		}
	}
}

func BenchmarkFireBeams(b *testing.B) {
	guns := []Gun{{Class: 3, Arcs: geom.Arcs(geom.F), System: -1}, {Class: 2, Arcs: geom.Arcs(geom.F), System: -1}}
	sh := Shot{To: Motion{Pos: geom.Vec{Y: 10}}, Screen: 1}
	src := rng.New(1)
	b.ReportAllocs()
	for b.Loop() {
		FireBeams(guns, sh, ManoeuvreOptions{}, src)
	}
}
