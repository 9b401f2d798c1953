package jovian

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/dice"
)

// Hits is the list of successful Results an attack applies to its target,
// in the order they are resolved: lowest magnitude first, and equal
// magnitudes lowest Value first (jovian-damage: multiple [D+] results;
// RULINGS C3, from v1.2.2 and v1.2.4). Unlike a [dice.Code], Hits may hold
// two sets with one Value: after a Missile Attack the attacker chooses the
// Values (jovian-attacks, Missile Attack, note; RULINGS C4).
//
// The zero value holds no hit ([N]). Hits is a small comparable value; at
// most [Faces] sets, since a d6 pool reads at most one set per face.
type Hits struct {
	n uint8
	h [Faces]uint8 // magnitude<<4 | Value, ascending
}

// HitsOf returns the sets of a reading in resolution order.
func HitsOf(c dice.Code) Hits {
	var h Hits
	for f := 1; f <= Faces; f++ {
		if m := c.Mag(f); m != dice.N {
			h.insert(uint8(m)<<4 | uint8(f))
		}
	}
	return h
}

// NewHits returns the sets in resolution order. Each set must be a [D], [T]
// or [Q+] with a Value from 1 to 6, and there may be at most six.
func NewHits(sets ...dice.Set) (Hits, error) {
	if len(sets) > Faces {
		return Hits{}, fmt.Errorf("jovian: %d results; a d6 pool makes at most %d", len(sets), Faces)
	}
	var h Hits
	for _, s := range sets {
		if s.Mag < dice.D || s.Mag > dice.Q || s.Value < 1 || s.Value > Faces {
			return Hits{}, fmt.Errorf("jovian: result %s: want D, T or Q with a Value from 1 to 6", s)
		}
		h.insert(uint8(s.Mag)<<4 | uint8(s.Value))
	}
	return h, nil
}

// insert adds an encoded set, keeping the order.
func (h *Hits) insert(x uint8) {
	i := int(h.n)
	for i > 0 && h.h[i-1] > x {
		h.h[i] = h.h[i-1]
		i--
	}
	h.h[i] = x
	h.n++
}

// ParseHits reads results such as "[D2,T3]", "D2, D2" or "[N]"; unlike
// [dice.ParseResult] it accepts two sets with one Value.
func ParseHits(text string) (Hits, error) {
	s := strings.TrimSpace(text)
	s = strings.TrimSuffix(strings.TrimPrefix(s, "["), "]")
	if strings.EqualFold(strings.TrimSpace(s), "N") || strings.TrimSpace(s) == "" {
		return Hits{}, nil
	}
	var sets []dice.Set
	for item := range strings.SplitSeq(s, ",") {
		r, err := dice.ParseResult("[" + strings.TrimSpace(item) + "]")
		if err != nil || len(r) != 1 {
			return Hits{}, fmt.Errorf("jovian: results %q: %q is not a set such as D2", text, strings.TrimSpace(item))
		}
		sets = append(sets, r[0])
	}
	return NewHits(sets...)
}

// Len returns the number of sets.
func (h Hits) Len() int { return int(h.n) }

// At returns the i-th set in resolution order.
func (h Hits) At(i int) dice.Set {
	x := h.h[i]
	return dice.Set{Mag: dice.Magnitude(x >> 4), Value: int(x & 15)}
}

// Sets returns the sets in resolution order.
func (h Hits) Sets() []dice.Set {
	s := make([]dice.Set, h.n)
	for i := range s {
		s[i] = h.At(i)
	}
	return s
}

// Count returns the number of sets of magnitude m.
func (h Hits) Count(m dice.Magnitude) int {
	n := 0
	for i := range int(h.n) {
		if dice.Magnitude(h.h[i]>>4) == m {
			n++
		}
	}
	return n
}

// String prints the hits as "[D2,T3]" in resolution order, or "[N]".
func (h Hits) String() string {
	if h.n == 0 {
		return "[N]"
	}
	parts := make([]string, h.n)
	for i := range parts {
		parts[i] = h.At(i).String()
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// MarshalText implements encoding.TextMarshaler with [Hits.String].
func (h Hits) MarshalText() ([]byte, error) { return []byte(h.String()), nil }
