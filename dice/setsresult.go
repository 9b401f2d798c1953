package dice

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Magnitude is the size of a matching set: how many dice of a pool show the
// same face. The zero value N means no set. Magnitudes are ordered, so
// m >= D asks "is this a set at all" and m >= T reads the rules' "[T+]".
type Magnitude int

// The magnitudes of a matching set, weakest first.
const (
	N Magnitude = iota // no set: no two dice show this face
	D                  // a double: exactly two dice show the face
	T                  // a triple: exactly three dice show the face
	Q                  // four or more dice show the face, the rules' "[Q+]"; five are no better than four
)

// String returns "N", "D", "T" or "Q", or "Magnitude(k)" for a value
// outside that range.
func (m Magnitude) String() string {
	if m >= N && m <= Q {
		return string("NDTQ"[m])
	}
	return "Magnitude(" + strconv.Itoa(int(m)) + ")"
}

// MagnitudeOf returns the magnitude of a group of count dice showing the
// same face: N for fewer than 2, D for 2, T for 3 and Q for 4 or more. It
// is a table lookup, cheap enough for the inner loops of exact odds.
func MagnitudeOf(count int) Magnitude {
	return Magnitude(codeClass[min(max(count, 0), 4)])
}

// Set is one matching set of a pool: its magnitude and its Value, the face
// its dice show. The zero value is not a set; a [Result] never holds one.
type Set struct {
	Mag   Magnitude // D, T or Q
	Value int       // the common face, at least 1
}

// String prints the set as its magnitude letter followed by its Value, such
// as "D2" or "Q4" (a set of five 4s also prints "Q4").
func (s Set) String() string { return s.Mag.String() + strconv.Itoa(s.Value) }

// Result is the reading of a dice pool as matching sets: one [Set] for each
// face that two or more dice show, so the groups are maximal (four 2s are one
// Q2, never two D2). Its canonical order is ascending Value, each Value at
// most once; [Read] and [ParseResult] return that order. The zero value (nil)
// is the result with no set, printed "[N]".
//
// A Result is a slice: treat it as immutable once built, and copy it before
// changing it.
type Result []Set

// String prints the result in the rules' notation: "[D2,T3]" with the sets
// in the slice's order, or "[N]" when there is no set.
func (r Result) String() string {
	if len(r) == 0 {
		return "[N]"
	}
	var b strings.Builder
	b.WriteByte('[')
	for i, s := range r {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(s.String())
	}
	b.WriteByte(']')
	return b.String()
}

// Best returns the highest magnitude in the result, N when there is no set.
func (r Result) Best() Magnitude {
	best := N
	for _, s := range r {
		best = max(best, s.Mag)
	}
	return best
}

// MarshalText implements encoding.TextMarshaler with the notation of
// [Result.String].
func (r Result) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseResult].
func (r *Result) UnmarshalText(text []byte) error {
	parsed, err := ParseResult(string(text))
	if err != nil {
		return err
	}
	*r = parsed
	return nil
}

// Read reads faces as matching sets: every face shown by two or more dice
// becomes a [Set] of that magnitude, in ascending order of Value. Faces that
// no other die shows are ignored; a pool with no match reads as [N] (an empty
// Result). Read allocates its result; [ReadCode] is the allocation-free form.
// It does not modify faces, and panics if a face is below 1, since no die
// shows such a face.
func Read(faces []int) Result {
	sorted := slices.Clone(faces)
	slices.Sort(sorted)
	if len(sorted) > 0 && sorted[0] < 1 {
		panic(fmt.Sprintf("dice: Read of face %d; die faces start at 1", sorted[0]))
	}
	var r Result
	for i := 0; i < len(sorted); {
		j := i + 1
		for j < len(sorted) && sorted[j] == sorted[i] {
			j++
		}
		if m := MagnitudeOf(j - i); m != N {
			r = append(r, Set{Mag: m, Value: sorted[i]})
		}
		i = j
	}
	return r
}

// maxParseValue bounds the Values ParseResult accepts.
const maxParseValue = 1 << 30

// ParseResult reads a result written as [Result.String] prints it: "[N]", or
// sets such as "[D2,T3]" between brackets, separated by commas. Magnitude
// letters may be lower case, spaces may surround the brackets, commas and
// sets, and the sets may come in any order; the returned Result is in
// canonical order, so ParseResult(r.String()) equals r for every canonical r.
// A Value must be a decimal number from 1 to 2^30, and no Value may appear in
// two sets. Errors give the 1-based column of the first problem.
func ParseResult(text string) (Result, error) {
	p := resultParser{text: text}
	r, err := p.parse()
	if err != nil {
		return nil, err
	}
	slices.SortFunc(r, func(a, b Set) int { return a.Value - b.Value })
	return r, nil
}

// resultParser scans one result; pos is a byte offset into text.
type resultParser struct {
	text string
	pos  int
}

// fail returns a positioned error at byte offset at.
func (p *resultParser) fail(at int, format string, args ...any) error {
	return fmt.Errorf("dice: result %q, column %d: %s", p.text, at+1, fmt.Sprintf(format, args...))
}

func (p *resultParser) skipSpace() {
	for p.pos < len(p.text) && (p.text[p.pos] == ' ' || p.text[p.pos] == '\t') {
		p.pos++
	}
}

// peek returns the next byte, or 0 at the end of the text.
func (p *resultParser) peek() byte {
	if p.pos < len(p.text) {
		return p.text[p.pos]
	}
	return 0
}

// describe names what stands at the current position, for error messages.
func (p *resultParser) describe() string {
	if p.pos >= len(p.text) {
		return "end of text"
	}
	r, _ := utf8.DecodeRuneInString(p.text[p.pos:])
	return strconv.QuoteRune(r)
}

func (p *resultParser) parse() (Result, error) {
	p.skipSpace()
	if p.peek() != '[' {
		return nil, p.fail(p.pos, "want '[' to open a result, found %s", p.describe())
	}
	p.pos++
	p.skipSpace()
	if c := p.peek(); c == 'N' || c == 'n' {
		p.pos++
		p.skipSpace()
		if p.peek() != ']' {
			return nil, p.fail(p.pos, "want ']' after N (no set), found %s", p.describe())
		}
		p.pos++
		return nil, p.end()
	}
	if p.peek() == ']' {
		return nil, p.fail(p.pos, "empty result; write [N] for no set")
	}
	var r Result
	for {
		start := p.pos
		s, err := p.set()
		if err != nil {
			return nil, err
		}
		for _, prev := range r {
			if prev.Value == s.Value {
				return nil, p.fail(start, "face %d is already in set %s; equal faces form one set", s.Value, prev)
			}
		}
		r = append(r, s)
		p.skipSpace()
		switch p.peek() {
		case ',':
			p.pos++
			p.skipSpace()
		case ']':
			p.pos++
			return r, p.end()
		default:
			return nil, p.fail(p.pos, "want ',' or ']' after a set, found %s", p.describe())
		}
	}
}

// set reads one magnitude letter and its Value.
func (p *resultParser) set() (Set, error) {
	var m Magnitude
	switch p.peek() {
	case 'D', 'd':
		m = D
	case 'T', 't':
		m = T
	case 'Q', 'q':
		m = Q
	case 'N', 'n':
		return Set{}, p.fail(p.pos, "N stands alone as [N]; it cannot be a set among others")
	default:
		return Set{}, p.fail(p.pos, "want a set (D, T or Q and a face), found %s", p.describe())
	}
	p.pos++
	start := p.pos
	for p.pos < len(p.text) && p.text[p.pos] >= '0' && p.text[p.pos] <= '9' {
		p.pos++
	}
	if start == p.pos {
		return Set{}, p.fail(p.pos, "want the face of the %s set, found %s", m, p.describe())
	}
	v, err := strconv.Atoi(p.text[start:p.pos])
	if err != nil || v > maxParseValue {
		return Set{}, p.fail(start, "face %s is too large", p.text[start:p.pos])
	}
	if v < 1 {
		return Set{}, p.fail(start, "face %d is not a die face; faces start at 1", v)
	}
	return Set{Mag: m, Value: v}, nil
}

// end accepts trailing spaces and nothing else.
func (p *resultParser) end() error {
	p.skipSpace()
	if p.pos < len(p.text) {
		return p.fail(p.pos, "unexpected %s after the result", p.describe())
	}
	return nil
}
