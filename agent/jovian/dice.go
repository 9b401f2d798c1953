package jovian

import (
	"fmt"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/jovian"
)

// shortRangeOnly is the list an engagement gives an attack at short range,
// shared so that building a shot allocates nothing.
var shortRangeOnly = jovian.Modifiers{jovian.ShortRange}

// d6 rolls one die on src, using the stream's fast path when it can. It
// panics if src returns a face outside 1 to 6, which no [rng.Source] may do.
func d6(src rng.Source, purpose string) int {
	if s, ok := src.(*rng.Stream); ok {
		return s.D6()
	}
	f := src.Roll(6, purpose)
	if f < 1 || f > 6 {
		panic(fmt.Sprintf("jovian: source rolled %d on a d6", f))
	}
	return f
}

// on reports whether log records; callers test it before formatting so
// that a nil log does not even build its arguments.
func on(log *jovian.Log) bool { return log != nil }

// addf appends one step to log, which must not be nil.
func addf(log *jovian.Log, format string, args ...any) {
	log.Steps = append(log.Steps, fmt.Sprintf(format, args...))
}
