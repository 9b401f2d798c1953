package benchcpu

import "time"

// Stopwatch times a computation by the CPU time the process spends on it,
// user and system over all its threads, so that a test of how quickly
// something stops or is refused does not fail because another process held
// the processor. Where the system does not tell the CPU time it falls back
// to the wall clock.
type Stopwatch struct {
	cpu  time.Duration // the process's CPU time at the start
	wall time.Time     // the wall clock at the start, the fallback
	ok   bool          // whether cpu was read
}

// Start starts a stopwatch.
func Start() Stopwatch {
	cpu, ok := processCPU()
	return Stopwatch{cpu: cpu, wall: time.Now(), ok: ok}
}

// Elapsed returns the CPU time the process has spent since the stopwatch
// started, or the wall time where the CPU time is not known.
func (s Stopwatch) Elapsed() time.Duration {
	if now, ok := processCPU(); s.ok && ok {
		return now - s.cpu
	}
	return time.Since(s.wall)
}
