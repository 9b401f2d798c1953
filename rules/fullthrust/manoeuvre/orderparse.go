package manoeuvre

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/broadside/broadside/dice"
)

// MaxOrderLen is the longest order text [ParseOrder] reads, in bytes.
const MaxOrderLen = 200

// maxOrderNumber bounds every number in an order; nothing on a table comes
// near it.
const maxOrderNumber = 999

// OrderError is a mistake in a written order, placed at a column so that a
// front end can point at it.
type OrderError struct {
	Order  string // the text as given
	Column int    // 1-based column (byte offset + 1) where the problem starts
	Msg    string // what is wrong, lowercase
}

// Error returns `fullthrust: order "P3 & 2" column 4: unexpected character '&'`.
// An order longer than 40 bytes is quoted as the 40 or so around the
// column, marked with "…" where it was cut.
func (e *OrderError) Error() string {
	return fmt.Sprintf("fullthrust: order %q column %d: %s", dice.Excerpt(e.Order, e.Column-1, 20), e.Column, e.Msg)
}

type tokKind uint8

const (
	tEOF tokKind = iota
	tNum
	tWord
	tPlus
	tMinus
	tColon
	tSlash
	tQuest
)

type token struct {
	kind     tokKind
	pos, end int    // byte offsets in the text
	word     string // upper-cased, for tWord
	num      int    // for tNum
}

// lexOrder splits an order into tokens: numbers, runs of letters, and the
// signs + - : / ?. Spaces and commas separate tokens.
func lexOrder(text string) ([]token, *OrderError) {
	// Every token takes a byte at least, and the end one more: most
	// orders are a few bytes ("P1 +2").
	toks := make([]token, 0, min(len(text)+1, 16))
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == ' ' || c == '\t' || c == ',':
			i++
		case c >= '0' && c <= '9':
			j, n := i, 0
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				if n = n*10 + int(text[j]-'0'); n > maxOrderNumber {
					return nil, &OrderError{Order: text, Column: i + 1, Msg: fmt.Sprintf("number too large (at most %d)", maxOrderNumber)}
				}
				j++
			}
			toks = append(toks, token{kind: tNum, pos: i, end: j, num: n})
			i = j
		case c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z':
			j := i
			for j < len(text) && (text[j] >= 'A' && text[j] <= 'Z' || text[j] >= 'a' && text[j] <= 'z') {
				j++
			}
			toks = append(toks, token{kind: tWord, pos: i, end: j, word: strings.ToUpper(text[i:j])})
			i = j
		default:
			k := symbol(c)
			if k == tEOF {
				return nil, &OrderError{Order: text, Column: i + 1, Msg: unexpected(text[i:])}
			}
			toks = append(toks, token{kind: k, pos: i, end: i + 1})
			i++
		}
	}
	return append(toks, token{kind: tEOF, pos: len(text), end: len(text)}), nil
}

// unexpected describes the character text starts with, which no order
// may hold: quoted as a character, with its code point when it does not
// print, or as a byte when it is not UTF-8.
func unexpected(text string) string {
	r, size := utf8.DecodeRuneInString(text)
	switch {
	case r == utf8.RuneError && size <= 1:
		return fmt.Sprintf("unexpected byte 0x%02x, which is not UTF-8 text", text[0])
	case unicode.IsPrint(r):
		return fmt.Sprintf("unexpected character %q", r)
	}
	return fmt.Sprintf("unexpected character %q (U+%04X)", r, r)
}

// symbol returns the token kind of a sign, or tEOF for any other byte.
func symbol(c byte) tokKind {
	switch c {
	case '+':
		return tPlus
	case '-':
		return tMinus
	case ':':
		return tColon
	case '/':
		return tSlash
	case '?':
		return tQuest
	}
	return tEOF
}

// orderParser reads tokens into an Order.
type orderParser struct {
	text string
	toks []token
	i    int
	o    Order
	seen []string // codes given so far
}

func (p *orderParser) peek(k int) token {
	if p.i+k < len(p.toks) {
		return p.toks[p.i+k]
	}
	return p.toks[len(p.toks)-1]
}

func (p *orderParser) errAt(t token, format string, a ...any) *OrderError {
	return &OrderError{Order: p.text, Column: t.pos + 1, Msg: fmt.Sprintf(format, a...)}
}

// isSide reports whether t is a lone P or S.
func isSide(t token) bool { return t.kind == tWord && (t.word == "P" || t.word == "S") }

// once records a code and fails if it was given before.
func (p *orderParser) once(t token, name string) *OrderError {
	if slices.Contains(p.seen, name) {
		return p.errAt(t, "%s given twice", name)
	}
	p.seen = append(p.seen, name)
	return nil
}

// ParseOrder reads a written movement order in the book's notation
// (RULINGS A3, ft-advanced-manoeuvres.txt); see [Order] for examples. Turns
// are "P2" or "2P" (two points to port; a bare "P" is one point), "+n" and
// "-n" change the velocity, a number at the very start written apart from a
// turn or joined before one that has its own number ("8P2") is the velocity
// the order was written for, and ": n" is the new velocity. Codes may come
// in any order and any case: Roll, CO, HA n P|S, ET, EM n (with "?" for
// discretionary use), RL or RED, Ec n, backfire, FTL, SRJ [n], and the house
// rules DR P|S, ED, FL, R n; after "/" come the post-movement EM n and SK
// P|S. Spaces, commas and "+" between parts are optional.
//
// A mistake is reported as an *OrderError with its column. Parsing checks
// only the notation; whether the ship can carry the order out is
// [Legality]'s question.
func ParseOrder(text string) (Order, error) {
	if len(text) > MaxOrderLen {
		return Order{}, &OrderError{Order: text, Column: MaxOrderLen + 1, Msg: fmt.Sprintf("order longer than %d characters", MaxOrderLen)}
	}
	toks, lerr := lexOrder(text)
	if lerr != nil {
		return Order{}, lerr
	}
	p := &orderParser{text: text, toks: toks, seen: make([]string, 0, 8)}
	if err := p.parse(); err != nil {
		return Order{}, err
	}
	return p.o, nil
}

func (p *orderParser) parse() *OrderError {
	if t := p.peek(0); t.kind == tNum {
		next, after := p.peek(1), p.peek(2)
		turnNext := isSide(next) && next.pos == t.end
		if !turnNext || after.kind == tNum && after.pos == next.end {
			p.o.Start, p.o.HasStart = t.num, true
			p.i++
		}
	}
	var colon token
	for {
		t := p.peek(0)
		switch t.kind {
		case tEOF:
			return p.finish(colon)
		case tNum:
			if isSide(p.peek(1)) && p.peek(1).pos == t.end {
				if err := p.turn(false); err != nil {
					return err
				}
				continue
			}
			return p.errAt(t, "unexpected number %d (a velocity comes first, a change of velocity after + or -)", t.num)
		case tPlus, tMinus:
			n := p.peek(1)
			if n.kind == tNum && !(isSide(p.peek(2)) && p.peek(2).pos == n.end) {
				if err := p.once(t, "velocity change"); err != nil {
					return err
				}
				if n.num == 0 {
					return p.errAt(n, "a velocity change of 0")
				}
				p.o.Accel = n.num
				if t.kind == tMinus {
					p.o.Accel = -n.num
				}
				p.i += 2
				continue
			}
			if t.kind == tMinus {
				return p.errAt(t, "- must be followed by the deceleration")
			}
			p.i++
		case tColon:
			n := p.peek(1)
			if n.kind != tNum {
				return p.errAt(t, ": must be followed by the new velocity")
			}
			if err := p.once(t, "new velocity"); err != nil {
				return err
			}
			p.o.NewVel, p.o.HasNewVel, colon = n.num, true, t
			p.i += 2
		case tSlash:
			p.i++
			if err := p.post(); err != nil {
				return err
			}
		case tQuest:
			return p.errAt(t, "? belongs after EM n")
		case tWord:
			if err := p.code(t); err != nil {
				return err
			}
		}
	}
}

// finish checks what can only be checked once the whole order is read.
func (p *orderParser) finish(colon token) *OrderError {
	o := &p.o
	if o.HasStart && o.HasNewVel && o.Accel != 0 && o.Start+o.Accel != o.NewVel {
		return p.errAt(colon, "new velocity %d is not %d%+d", o.NewVel, o.Start, o.Accel)
	}
	if o.Backfire && (len(o.Legs) > 0 || o.Accel != 0 || o.HasNewVel && (!o.HasStart || o.NewVel != o.Start) || o.Roll || o.Corkscrew || o.EM > 0 || o.Eclipse > 0) {
		return &OrderError{Order: p.text, Column: 1, Msg: "backfire is the whole order for the turn"}
	}
	return nil
}

// turn reads a turn: an optional number joined before P or S, or P or S
// with an optional number joined after.
func (p *orderParser) turn(hard bool) *OrderError {
	first := p.peek(0)
	n := 0
	if first.kind == tNum {
		n = first.num
		p.i++
	}
	side := p.peek(0)
	if !isSide(side) {
		return p.errAt(side, "want a turn such as P2 or 2S")
	}
	p.i++
	if after := p.peek(0); after.kind == tNum && after.pos == side.end {
		if first.kind == tNum {
			return p.errAt(after, "a turn written with two numbers")
		}
		n = after.num
		p.i++
	} else if first.kind != tNum {
		n = 1
	}
	if n == 0 {
		return p.errAt(first, "a turn of 0 points")
	}
	if side.word == "P" {
		n = -n
	}
	p.o.Legs = append(p.o.Legs, Leg{Points: n, Hard: hard})
	return nil
}

// number reads the number a code needs, such as the 2 of "EM2".
func (p *orderParser) number(code token, name string) (int, *OrderError) {
	n := p.peek(0)
	if n.kind != tNum || n.num == 0 {
		return 0, p.errAt(code, "%s needs a number of at least 1, such as %s2", name, name)
	}
	p.i++
	return n.num, nil
}

// sideOnly reads a turn after DR or SK and returns its signed points.
func (p *orderParser) sideOnly(code token) (int, *OrderError) {
	legs := p.o.Legs
	if err := p.turn(false); err != nil {
		return 0, p.errAt(code, "%s needs a turn such as P1", code.word)
	}
	n := p.o.Legs[len(p.o.Legs)-1].Points
	p.o.Legs = legs
	return n, nil
}

// flag returns the field of a code that takes no number, and the name
// duplicates are reported under; nil for any other code.
func (p *orderParser) flag(name string) (*bool, string) {
	switch name {
	case "ROLL":
		return &p.o.Roll, name
	case "CO":
		return &p.o.Corkscrew, name
	case "ET":
		return &p.o.ET, name
	case "RL", "RED":
		return &p.o.Redline, "RL"
	case "BACKFIRE":
		return &p.o.Backfire, name
	case "FTL":
		return &p.o.FTL, name
	case "ED":
		return &p.o.EmergencyStop, name
	case "FL", "FLIP":
		return &p.o.Flip, "FL"
	}
	return nil, ""
}

// code reads a manoeuvre code.
func (p *orderParser) code(t token) *OrderError {
	if isSide(t) {
		return p.turn(false)
	}
	p.i++
	name := t.word
	if f, key := p.flag(name); f != nil {
		if err := p.once(t, key); err != nil {
			return err
		}
		*f = true
		return nil
	}
	if err := p.once(t, name); err != nil {
		return err
	}
	var err *OrderError
	switch name {
	case "HA":
		return p.turn(true)
	case "EM":
		if p.o.EM, err = p.number(t, "EM"); err == nil && p.peek(0).kind == tQuest {
			p.o.EMDiscretionary = true
			p.i++
		}
	case "EC":
		p.o.Eclipse, err = p.number(t, "Ec")
	case "R":
		p.o.Reverse, err = p.number(t, "R")
	case "SRJ":
		p.o.Jump = true
		if n := p.peek(0); n.kind == tNum {
			p.o.JumpDist = n.num
			p.i++
		}
	case "DR":
		p.o.DeadRotate, err = p.sideOnly(t)
	case "SK":
		return p.errAt(t, "SK (Skid) comes after movement: write it after /")
	default:
		return p.errAt(t, "unknown code %q", t.word)
	}
	return err
}

// post reads the post-movement part after "/": EM n and SK P|S.
func (p *orderParser) post() *OrderError {
	for {
		t := p.peek(0)
		switch {
		case t.kind == tEOF:
			if p.o.Post == (PostMove{}) {
				return p.errAt(t, "/ must be followed by EM n or SK P|S")
			}
			return nil
		case t.kind == tPlus:
			p.i++
		case t.kind == tWord && t.word == "EM":
			p.i++
			if err := p.once(t, "post-movement EM"); err != nil {
				return err
			}
			n, err := p.number(t, "EM")
			if err != nil {
				return err
			}
			p.o.Post.EM = n
		case t.kind == tWord && t.word == "SK":
			p.i++
			if err := p.once(t, "SK"); err != nil {
				return err
			}
			n, err := p.sideOnly(t)
			if err != nil {
				return err
			}
			p.o.Post.Skid = n
		default:
			return p.errAt(t, "after / only EM n and SK P|S may follow")
		}
	}
}
