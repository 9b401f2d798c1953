package dice

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Limits of the dice notation, so that a typing slip cannot ask for a
// billion dice.
const (
	MaxExprDice  = 10000     // dice in one expression, all parts together
	MaxExprSides = 1000      // sides of one die
	MaxExprConst = 1_000_000 // magnitude of one constant
	MaxExprParts = 100       // parts (terms and constants) in one expression
)

// Kind says what a [Part] of an expression is.
type Kind int

const (
	KindConst    Kind = iota // a constant, such as the 1 of "2d6+1"
	KindSum                  // NdS: the sum of N dice of S sides
	KindAtLeast              // NdS>=T: how many of N dice show T or more (successes)
	KindKeepHigh             // NdSkhK: the sum of the K highest of N dice
	KindKeepLow              // NdSklK: the sum of the K lowest of N dice
)

// Part is one term of an expression, added or, with Neg, subtracted. Fields
// a kind does not use are zero. The zero value is the constant 0.
type Part struct {
	Kind   Kind
	Neg    bool // subtracted from the total
	Const  int  // the value of a KindConst part, 0 to MaxExprConst
	Dice   int  // dice rolled, 1 to MaxExprDice
	Sides  int  // sides of each die, 1 to MaxExprSides
	Target int  // KindAtLeast: the lowest face that counts, 1 to Sides
	Kept   int  // KindKeepHigh, KindKeepLow: the dice that count, 1 to Dice
}

// Expr is a dice expression of the command line, such as "3d6", "2d6+1",
// "2d6+1d4-1", "8d6>=5" or "4d6kh3": a sum of parts, each added or
// subtracted. Build one with [Parse]. An Expr is a value that looks
// immutable (never modify Parts of an Expr someone else holds) and is safe
// for concurrent use. The zero value has no parts and scores 0.
type Expr struct {
	Parts []Part
}

// SyntaxError is a mistake in dice notation, with the column (counted in
// characters from 1) where it was found.
type SyntaxError struct {
	Text string // the whole expression as given
	Col  int    // column of the mistake, from 1; len+1 for a missing end
	Msg  string // what was expected or what is wrong
}

// Error returns text such as `dice: 4d6kx3: column 4: expected "kh" or "kl"`.
// An expression longer than 60 bytes is shown as the 60 or so around the
// column, marked with "…" where it was cut.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("dice: %s: column %d: %s", Excerpt(e.Text, e.Col-1, 30), e.Col, e.Msg)
}

// Excerpt returns text whole when it is at most 2*around bytes, or else
// the stretch of about around bytes either side of byte at, cut at
// character boundaries and marked with "…" where it was cut: what an error
// message quotes of a long input, with the position of the mistake beside
// it. The dice notation's and the Full Thrust orders' errors use it.
func Excerpt(text string, at, around int) string {
	if len(text) <= 2*around {
		return text
	}
	from, to := max(at-around, 0), min(at+around, len(text))
	for from > 0 && !utf8.RuneStart(text[from]) {
		from--
	}
	for to < len(text) && !utf8.RuneStart(text[to]) {
		to++
	}
	out := text[from:to]
	if from > 0 {
		out = "…" + out
	}
	if to < len(text) {
		out += "…"
	}
	return out
}

// String writes e in canonical notation: no spaces, lowercase, a count of
// one left out ("d6"), a leading "-" only for a subtracted first part. For
// an Expr from Parse, Parse(e.String()) returns e again. The zero Expr
// prints as "0".
func (e Expr) String() string {
	if len(e.Parts) == 0 {
		return "0"
	}
	var b strings.Builder
	for i, p := range e.Parts {
		switch {
		case p.Neg:
			b.WriteByte('-')
		case i > 0:
			b.WriteByte('+')
		}
		b.WriteString(p.String())
	}
	return b.String()
}

// String writes the part without its sign, such as "3", "d6", "8d6>=5" or
// "4d6kh3".
func (p Part) String() string {
	if p.Kind == KindConst {
		return strconv.Itoa(p.Const)
	}
	s := "d" + strconv.Itoa(p.Sides)
	if p.Dice != 1 {
		s = strconv.Itoa(p.Dice) + s
	}
	switch p.Kind {
	case KindAtLeast:
		s += ">=" + strconv.Itoa(p.Target)
	case KindKeepHigh:
		s += "kh" + strconv.Itoa(p.Kept)
	case KindKeepLow:
		s += "kl" + strconv.Itoa(p.Kept)
	}
	return s
}

// Fields of a part that a range check can blame; Parse turns them into
// columns.
const (
	fieldPart = iota
	fieldDice
	fieldSides
	fieldArg
)

// check returns a complaint about a part out of range, and the field at fault.
func (p Part) check() (field int, msg string) {
	switch p.Kind {
	case KindConst:
		if p.Const < 0 || p.Const > MaxExprConst {
			return fieldPart, fmt.Sprintf("a constant is 0 to %d", MaxExprConst)
		}
		return 0, ""
	case KindSum, KindAtLeast, KindKeepHigh, KindKeepLow:
	default:
		return fieldPart, fmt.Sprintf("unknown kind of part %d", int(p.Kind))
	}
	switch {
	case p.Dice < 1 || p.Dice > MaxExprDice:
		return fieldDice, fmt.Sprintf("roll 1 to %d dice", MaxExprDice)
	case p.Sides < 1 || p.Sides > MaxExprSides:
		return fieldSides, fmt.Sprintf("a die has 1 to %d sides", MaxExprSides)
	case p.Kind == KindAtLeast && (p.Target < 1 || p.Target > p.Sides):
		return fieldArg, fmt.Sprintf("the target of a d%d is 1 to %d", p.Sides, p.Sides)
	case (p.Kind == KindKeepHigh || p.Kind == KindKeepLow) && (p.Kept < 1 || p.Kept > p.Dice):
		return fieldArg, fmt.Sprintf("keep 1 to %d of %d dice", p.Dice, p.Dice)
	}
	return 0, ""
}

// Validate reports whether every part is within the limits Parse enforces;
// Score, Roll and Dist assume it. Expressions from Parse are always valid.
func (e Expr) Validate() error {
	if len(e.Parts) > MaxExprParts {
		return fmt.Errorf("dice: %d parts; an expression has at most %d", len(e.Parts), MaxExprParts)
	}
	dice := 0
	for i, p := range e.Parts {
		if _, msg := p.check(); msg != "" {
			return fmt.Errorf("dice: part %d (%s): %s", i+1, p, msg)
		}
		dice += p.Dice
	}
	if dice > MaxExprDice {
		return fmt.Errorf("dice: %s rolls %d dice; at most %d", e, dice, MaxExprDice)
	}
	return nil
}

// Parse reads dice notation: parts joined by "+" or "-" (the first may carry
// a sign), each a whole number or a roll NdS with an optional count N
// ("d6" is "1d6"), optionally followed by ">=T" (count the dice showing T or
// more), "khK" (keep the K highest) or "klK" (keep the K lowest). Letters
// may be upper case; spaces may surround the signs. Examples: "3d6",
// "2d6+1", "2d6+1d4-1", "8d6>=5", "4d6kh3", "4d6kl1".
//
// Mistakes are reported as a [*SyntaxError] with the column at fault,
// including numbers beyond the limits MaxExprDice (all parts together),
// MaxExprSides, MaxExprConst and MaxExprParts.
func Parse(text string) (Expr, error) {
	p := parser{text: text}
	var e Expr
	dice := 0
	for {
		p.space()
		neg := false
		if c := p.peek(); c == '+' || c == '-' {
			neg = c == '-'
			p.i++
			p.space()
		} else if len(e.Parts) > 0 {
			return Expr{}, p.fail(p.i, "expected \"+\", \"-\" or the end, found %s", p.describe())
		}
		start := p.i
		part, err := p.part()
		if err != nil {
			return Expr{}, err
		}
		part.Neg = neg
		if len(e.Parts) == MaxExprParts {
			return Expr{}, p.fail(start, "more than %d parts", MaxExprParts)
		}
		dice += part.Dice
		if dice > MaxExprDice {
			return Expr{}, p.fail(start, "more than %d dice in all", MaxExprDice)
		}
		e.Parts = append(e.Parts, part)
		p.space()
		if p.i == len(p.text) {
			return e, nil
		}
	}
}

// parser reads one expression; i is a byte offset into text.
type parser struct {
	text string
	i    int
}

// fail returns a SyntaxError at byte offset at.
func (p *parser) fail(at int, format string, args ...any) error {
	return &SyntaxError{Text: p.text, Col: utf8.RuneCountInString(p.text[:at]) + 1, Msg: fmt.Sprintf(format, args...)}
}

// peek returns the next byte, lowered, or 0 at the end.
func (p *parser) peek() byte {
	if p.i >= len(p.text) {
		return 0
	}
	c := p.text[p.i]
	if 'A' <= c && c <= 'Z' {
		c += 'a' - 'A'
	}
	return c
}

// describe names what is at the current position for a message.
func (p *parser) describe() string {
	if p.i >= len(p.text) {
		return "the end"
	}
	r, _ := utf8.DecodeRuneInString(p.text[p.i:])
	return strconv.QuoteRune(r)
}

func (p *parser) space() {
	for p.i < len(p.text) && (p.text[p.i] == ' ' || p.text[p.i] == '\t') {
		p.i++
	}
}

// number reads a decimal number; ok is false when there is no digit. Values
// beyond every limit are capped, so that range checks reject them.
func (p *parser) number() (n int, ok bool) {
	start := p.i
	for p.i < len(p.text) && '0' <= p.text[p.i] && p.text[p.i] <= '9' {
		if n <= 1<<31 {
			n = n*10 + int(p.text[p.i]-'0')
		}
		p.i++
	}
	return n, p.i > start
}

// part reads one part without its sign.
func (p *parser) part() (Part, error) {
	start := p.i
	n, ok := p.number()
	if p.peek() != 'd' {
		if !ok {
			return Part{}, p.fail(p.i, "expected a number or \"d\", found %s", p.describe())
		}
		part := Part{Kind: KindConst, Const: n}
		if _, msg := part.check(); msg != "" {
			return Part{}, p.fail(start, "%s", msg)
		}
		return part, nil
	}
	if !ok {
		n = 1
	}
	part := Part{Kind: KindSum, Dice: n}
	p.i++ // the d
	sidesAt := p.i
	if part.Sides, ok = p.number(); !ok {
		return Part{}, p.fail(p.i, "expected the number of sides after \"d\", found %s", p.describe())
	}
	argAt := p.i
	switch p.peek() {
	case '>':
		if p.i+1 >= len(p.text) || p.text[p.i+1] != '=' {
			return Part{}, p.fail(p.i, "expected \">=\"")
		}
		p.i += 2
		part.Kind = KindAtLeast
		argAt = p.i
		if part.Target, ok = p.number(); !ok {
			return Part{}, p.fail(p.i, "expected a target number after \">=\", found %s", p.describe())
		}
	case 'k':
		p.i++
		switch p.peek() {
		case 'h':
			part.Kind = KindKeepHigh
		case 'l':
			part.Kind = KindKeepLow
		default:
			return Part{}, p.fail(argAt, "expected \"kh\" or \"kl\"")
		}
		p.i++
		argAt = p.i
		if part.Kept, ok = p.number(); !ok {
			return Part{}, p.fail(p.i, "expected the number of dice to keep, found %s", p.describe())
		}
	}
	if field, msg := part.check(); msg != "" {
		at := map[int]int{fieldPart: start, fieldDice: start, fieldSides: sidesAt, fieldArg: argAt}[field]
		return Part{}, p.fail(at, "%s", msg)
	}
	return part, nil
}
