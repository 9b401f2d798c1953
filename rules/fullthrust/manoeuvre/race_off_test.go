//go:build !race

package manoeuvre

// raceEnabled is set when the tests run with the race detector (see
// race_on_test.go).
const raceEnabled = false
