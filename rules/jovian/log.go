package jovian

import (
	"fmt"
	"strings"
)

// Log collects the steps of a resolution as sentences, in order, so that
// the players at the table can follow every die and every choice. A nil
// *Log records nothing and costs nothing, which is how simulations call the
// resolution functions. A Log is not safe for concurrent use.
type Log struct {
	Steps []string
}

// on reports whether the log records; callers test it before formatting so
// that a nil log does not even build its arguments.
func (l *Log) on() bool { return l != nil }

// addf appends one step.
func (l *Log) addf(format string, args ...any) {
	l.Steps = append(l.Steps, fmt.Sprintf(format, args...))
}

// String returns the steps, one per line.
func (l *Log) String() string {
	if l == nil {
		return ""
	}
	return strings.Join(l.Steps, "\n")
}
