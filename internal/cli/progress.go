package cli

import (
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress reports how far a long computation, such as a Monte Carlo run,
// has got. On a terminal it draws a bar that it clears when finished;
// anywhere else (a file, a pipe, a test) it writes nothing, so that stderr
// stays clean for scripts. A nil *progress is silent too. Its methods are
// safe for concurrent use, so simulation workers may report directly.
type progress struct {
	bar *progressbar.ProgressBar // nil when silent
}

// newProgress returns a reporter for total steps of work (total < 0 when
// unknown, which draws a spinner) described by what, such as "trials". It
// draws on w only when w is a terminal; see [isTerminal].
func newProgress(w io.Writer, total int64, what string) *progress {
	return newProgressOn(w, isTerminal(w), total, what)
}

// newProgressOn is [newProgress] with the terminal test already made: it
// draws on w when terminal is set and is silent otherwise.
func newProgressOn(w io.Writer, terminal bool, total int64, what string) *progress {
	if !terminal {
		return &progress{}
	}
	return &progress{bar: progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(what),
		progressbar.OptionSetWidth(30),
		progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionSetRenderBlankState(true),
		progressbar.OptionClearOnFinish(),
	)}
}

// isTerminal reports whether w is an *os.File open on a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && f != nil && term.IsTerminal(int(f.Fd()))
}

// Report sets the progress to done steps out of total, changing the total
// when it differs from the last one. Its shape suits a simulation's progress
// callback. Drawing errors are ignored: progress is decoration.
func (p *progress) Report(done, total int64) {
	if p == nil || p.bar == nil {
		return
	}
	if total != p.bar.GetMax64() {
		p.bar.ChangeMax64(total)
	}
	_ = p.bar.Set64(done)
}

// Add advances the progress by n steps.
func (p *progress) Add(n int64) {
	if p == nil || p.bar == nil {
		return
	}
	_ = p.bar.Add64(n)
}

// Finish completes the bar and clears it from the terminal. Call it once the
// work is done or abandoned, before printing the result.
func (p *progress) Finish() {
	if p == nil || p.bar == nil {
		return
	}
	_ = p.bar.Finish()
}
