//go:build race

package manoeuvre

// raceEnabled is set when the tests run with the race detector, under which
// sync.Pool drops a quarter of what it is given, so pooled storage cannot
// be counted on.
const raceEnabled = true
