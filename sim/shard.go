package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is one of Count equal parts of a run's work, numbered Index from 0
// to Count-1, for splitting a run over processes or machines. The zero
// value is not a shard; use [ParseShard] or set both fields.
type Shard struct {
	Index, Count int
}

// ParseShard reads a shard written "i/n", such as "0/4" (the first of
// four), with 0 <= i < n.
func ParseShard(text string) (Shard, error) {
	is, ns, ok := strings.Cut(strings.TrimSpace(text), "/")
	i, err1 := strconv.Atoi(is)
	n, err2 := strconv.Atoi(ns)
	if !ok || err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("sim: shard %q is not of the form i/n, such as 0/4", text)
	}
	s := Shard{Index: i, Count: n}
	return s, s.Check()
}

// Check reports whether the shard is valid: Count at least 1 and Index in
// [0, Count).
func (s Shard) Check() error {
	if s.Count < 1 {
		return fmt.Errorf("sim: a run cannot be split into %d shards", s.Count)
	}
	if s.Index < 0 || s.Index >= s.Count {
		return fmt.Errorf("sim: shard %d does not exist in %d (they count from 0 to %d)", s.Index, s.Count, s.Count-1)
	}
	return nil
}

// String prints the shard as "i/n".
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// Range returns the trials from to to-1 that the shard runs out of total:
// consecutive ranges that cover [0, total) in shard order, their sizes
// differing by at most one. A shard may get no trials when total < Count.
func (s Shard) Range(total int) (from, to int) {
	return s.cut(total, s.Index), s.cut(total, s.Index+1)
}

// cut is where shard k's range starts: k·total/Count rounded down,
// computed without overflow for any total.
func (s Shard) cut(total, k int) int {
	q, r := total/s.Count, total%s.Count
	return q*k + r*k/s.Count
}
