// Package benchcpu reports the CPU time of benchmarks, and times tests by
// the process's CPU time (see [Stopwatch]), which tells their cost on a
// loaded machine where the wall clock does not. Tests across the module
// share it.
package benchcpu

import "testing"

// Clock starts a clock of the process's CPU time, user and system over all
// its threads (the garbage collector's work included). The function it
// returns, called after the benchmark's loop, reports the CPU time per op
// as "cpu-ms/op", on systems that tell it.
func Clock(b *testing.B) func() {
	before, ok := processCPU()
	return func() {
		if after, ok2 := processCPU(); ok && ok2 && b.N > 0 {
			b.ReportMetric(float64(after-before)/1e6/float64(b.N), "cpu-ms/op")
		}
	}
}
