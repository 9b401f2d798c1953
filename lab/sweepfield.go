package lab

import (
	"fmt"
	"strconv"
	"strings"
)

// A field of a base scenario is named by a YAML path: "$" followed by
// ".key" and "[index]" steps, such as "$.sides[0].squadrons[1].ships[0].speed".
// Setting a field puts a value there in the decoded document (a tree of
// map[string]any and []any): a missing key of a mapping is added, so that
// an option or a design field the base leaves out can be swept, but a
// list index must exist. A last step "[+]" appends to the list there (one
// the base leaves out starts empty): the items of a list value, or the
// value itself.

// step is one step of a field path: a key, or an index when key is ""
// (appendIndex for "[+]").
type step struct {
	key   string
	index int
}

// appendIndex is the index of a "[+]" step.
const appendIndex = -1

// parseField reads a field path.
func parseField(p string) ([]step, error) {
	rest, ok := strings.CutPrefix(p, "$")
	if !ok || rest == "" {
		return nil, fmt.Errorf("field %q must be a YAML path such as $.options.sensors", p)
	}
	var steps []step
	for rest != "" {
		switch rest[0] {
		case '.':
			end := strings.IndexAny(rest[1:], ".[") + 1
			if end == 0 {
				end = len(rest)
			}
			if end == 1 {
				return nil, fmt.Errorf("field %q has an empty key", p)
			}
			steps = append(steps, step{key: rest[1:end]})
			rest = rest[end:]
		case '[':
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				return nil, fmt.Errorf("field %q has an unclosed [", p)
			}
			if rest[1:end] == "+" {
				if end+1 < len(rest) {
					return nil, fmt.Errorf("field %q: [+] may only end the path", p)
				}
				steps = append(steps, step{index: appendIndex})
				rest = rest[end+1:]
				continue
			}
			i, err := strconv.Atoi(rest[1:end])
			if err != nil || i < 0 {
				return nil, fmt.Errorf("field %q: index %q is not a number from 0", p, rest[1:end])
			}
			steps = append(steps, step{index: i})
			rest = rest[end+1:]
		default:
			return nil, fmt.Errorf("field %q: expected . or [ at %q", p, rest)
		}
	}
	return steps, nil
}

// setField sets the field at p in doc to v, changing doc in place.
func setField(doc any, p string, v any) error {
	steps, err := parseField(p)
	if err != nil {
		return err
	}
	node := doc
	put := func(any) {} // puts a new value where node lies in its parent
	for i, s := range steps {
		last := i == len(steps)-1
		if s.key != "" {
			m, ok := node.(map[string]any)
			if !ok {
				return fmt.Errorf("field %s: %s is not a mapping", p, pathText(steps[:i]))
			}
			if last {
				m[s.key] = v
				return nil
			}
			next, ok := m[s.key]
			if !ok || next == nil {
				next = map[string]any{}
				if steps[i+1].index == appendIndex && steps[i+1].key == "" {
					next = []any{}
				}
				m[s.key] = next
			}
			key := s.key
			put = func(x any) { m[key] = x }
			node = next
			continue
		}
		l, ok := node.([]any)
		if !ok {
			return fmt.Errorf("field %s: %s is not a list", p, pathText(steps[:i]))
		}
		if s.index == appendIndex {
			items, ok := v.([]any)
			if !ok {
				items = []any{v}
			}
			put(append(l, items...))
			return nil
		}
		if s.index >= len(l) {
			return fmt.Errorf("field %s: %s has %d entries", p, pathText(steps[:i]), len(l))
		}
		if last {
			l[s.index] = v
			return nil
		}
		at := s.index
		put = func(x any) { l[at] = x }
		node = l[s.index]
	}
	return nil
}

// pathText prints the steps as a path.
func pathText(steps []step) string {
	var b strings.Builder
	b.WriteString("$")
	for _, s := range steps {
		switch {
		case s.key != "":
			b.WriteString("." + s.key)
		case s.index == appendIndex:
			b.WriteString("[+]")
		default:
			fmt.Fprintf(&b, "[%d]", s.index)
		}
	}
	return b.String()
}

// cloneTree copies a decoded YAML document deeply.
func cloneTree(v any) any {
	switch t := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(t))
		for k, x := range t {
			out[k] = cloneTree(x)
		}
		return out
	case []any:
		out := make([]any, len(t))
		for i, x := range t {
			out[i] = cloneTree(x)
		}
		return out
	}
	return v
}
