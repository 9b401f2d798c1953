package cli

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/broadside/broadside/prob"
)

// foldBelow is the display threshold of long odds tables: the outcomes at
// the top whose chance together is below it are folded into one line. The
// JSON keeps every listed outcome.
var foldBelow = big.NewRat(1, 1_000_000_000)

// foldRows is the most rows a table shows before it folds.
const foldRows = 30

// writeFolded writes d's table as prob.Dist.WriteTable does, except that a
// table of more than foldRows rows leaves out the top outcomes whose chance
// together is at most below: they and the tail are reported on one "more"
// line, and the mean and sd stay those of d. It is safe for concurrent use.
func writeFolded(w io.Writer, d prob.Dist, opt prob.TableOptions, below *big.Rat) error {
	if d.Len() <= foldRows {
		return d.WriteTable(w, opt)
	}
	shown := d.Truncate(new(big.Rat).Add(below, d.Tail()))
	if shown.Hi() == d.Hi() {
		return d.WriteTable(w, opt)
	}
	var buf bytes.Buffer
	if err := shown.WriteTable(&buf, opt); err != nil {
		return err
	}
	lines := strings.SplitAfter(buf.String(), "\n")
	for i, line := range lines {
		switch {
		case strings.HasPrefix(strings.TrimLeft(line, " "), "tail "):
			k := strings.Index(line, "tail")
			rest := line[k+len("tail"):]
			if p := strings.Index(rest, "(outcomes"); p >= 0 {
				rest = rest[:p] + fmt.Sprintf("(%d to %d folded, every one listed with --json; then a tail of %.3g)\n",
					shown.Hi()+1, d.Hi(), d.TailFloat())
			}
			lines[i] = line[:k] + "more" + rest
		case strings.HasPrefix(line, "mean "):
			lines[i] = fmt.Sprintf("mean %.4g  sd %.4g\n", d.Mean(), d.SD())
		}
	}
	_, err := io.WriteString(w, strings.Join(lines, ""))
	return err
}
