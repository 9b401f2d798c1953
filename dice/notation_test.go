package dice

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	sum := func(n, s int) Part { return Part{Kind: KindSum, Dice: n, Sides: s} }
	tests := []struct {
		text  string
		want  []Part
		canon string
	}{
		{"3d6", []Part{sum(3, 6)}, "3d6"},
		{"d6", []Part{sum(1, 6)}, "d6"},
		{"1d6", []Part{sum(1, 6)}, "d6"},
		{"2d6+1", []Part{sum(2, 6), {Kind: KindConst, Const: 1}}, "2d6+1"},
		{"2d6+1d4-1", []Part{sum(2, 6), sum(1, 4), {Kind: KindConst, Neg: true, Const: 1}}, "2d6+d4-1"},
		{" 2D6 + 1 ", []Part{sum(2, 6), {Kind: KindConst, Const: 1}}, "2d6+1"},
		{"8d6>=5", []Part{{Kind: KindAtLeast, Dice: 8, Sides: 6, Target: 5}}, "8d6>=5"},
		{"4d6kh3", []Part{{Kind: KindKeepHigh, Dice: 4, Sides: 6, Kept: 3}}, "4d6kh3"},
		{"4D6KL1", []Part{{Kind: KindKeepLow, Dice: 4, Sides: 6, Kept: 1}}, "4d6kl1"},
		{"-1d4+3", []Part{{Kind: KindSum, Neg: true, Dice: 1, Sides: 4}, {Kind: KindConst, Const: 3}}, "-d4+3"},
		{"+3", []Part{{Kind: KindConst, Const: 3}}, "3"},
		{"0", []Part{{Kind: KindConst}}, "0"},
		{"007d06", []Part{sum(7, 6)}, "7d6"},
		{"d6-d6", []Part{sum(1, 6), {Kind: KindSum, Neg: true, Dice: 1, Sides: 6}}, "d6-d6"},
		{"10000d1000", []Part{sum(10000, 1000)}, "10000d1000"},
		{"\t5d10>=8 - 2 ", []Part{{Kind: KindAtLeast, Dice: 5, Sides: 10, Target: 8}, {Kind: KindConst, Neg: true, Const: 2}}, "5d10>=8-2"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			e, err := Parse(tt.text)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if diff := cmp.Diff(Expr{Parts: tt.want}, e); diff != "" {
				t.Errorf("Parse mismatch (-want +got):\n%s", diff)
			}
			if got := e.String(); got != tt.canon {
				t.Errorf("String() = %q, want %q", got, tt.canon)
			}
			again, err := Parse(e.String())
			if err != nil || !cmp.Equal(again, e) {
				t.Errorf("Parse(%q) = %v, %v; want the same expression", e.String(), again, err)
			}
			if err := e.Validate(); err != nil {
				t.Errorf("Validate() = %v", err)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		text string
		col  int
		msg  string
	}{
		{"", 1, `expected a number or "d", found the end`},
		{"4d6kx3", 4, `expected "kh" or "kl"`},
		{"3d", 3, `expected the number of sides after "d", found the end`},
		{"3dd6", 3, `expected the number of sides after "d", found 'd'`},
		{"3d6x", 4, `expected "+", "-" or the end, found 'x'`},
		{"3d6 kh2", 5, `expected "+", "-" or the end, found 'k'`},
		{"3d6>5", 4, `expected ">="`},
		{"3d6>=", 6, `expected a target number after ">=", found the end`},
		{"4d6kh", 6, "expected the number of dice to keep, found the end"},
		{"0d6", 1, "roll 1 to 10000 dice"},
		{"10001d6", 1, "roll 1 to 10000 dice"},
		{"99999999999999999999999d6", 1, "roll 1 to 10000 dice"},
		{"3d0", 3, "a die has 1 to 1000 sides"},
		{"3d1001", 3, "a die has 1 to 1000 sides"},
		{"8d6>=7", 6, "the target of a d6 is 1 to 6"},
		{"8d6>=0", 6, "the target of a d6 is 1 to 6"},
		{"4d6kh5", 6, "keep 1 to 4 of 4 dice"},
		{"4d6kl0", 6, "keep 1 to 4 of 4 dice"},
		{"1000001", 1, "a constant is 0 to 1000000"},
		{"2d6+1000001", 5, "a constant is 0 to 1000000"},
		{"5000d6+5001d6", 8, "more than 10000 dice in all"},
		{"2d6+", 5, `expected a number or "d", found the end`},
		{"2d6++1", 5, `expected a number or "d", found '+'`},
		{"d6 é", 4, `expected "+", "-" or the end, found 'é'`},
		{"é+1", 1, `expected a number or "d", found 'é'`},
		{"2d6+é", 5, `expected a number or "d", found 'é'`},
		{strings.Repeat("1+", MaxExprParts) + "1", 2*MaxExprParts + 1, "more than 100 parts"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			_, err := Parse(tt.text)
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q) = %v, want a *SyntaxError", tt.text, err)
			}
			want := &SyntaxError{Text: tt.text, Col: tt.col, Msg: tt.msg}
			if diff := cmp.Diff(want, se); diff != "" {
				t.Errorf("error mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSyntaxErrorMessage(t *testing.T) {
	_, err := Parse("4d6kx3")
	if want := `dice: 4d6kx3: column 4: expected "kh" or "kl"`; err == nil || err.Error() != want {
		t.Errorf("Parse error %q, want %q", err, want)
	}
}

func TestExprValidate(t *testing.T) {
	tests := []struct {
		name string
		expr Expr
		want string
	}{
		{"zero value", Expr{}, ""},
		{"zero part is the constant 0", Expr{Parts: []Part{{}}}, ""},
		{"unknown kind", Expr{Parts: []Part{{Kind: Kind(9)}}}, "unknown kind of part 9"},
		{"no sides", Expr{Parts: []Part{{Kind: KindSum, Dice: 2}}}, "part 1 (2d0): a die has 1 to 1000 sides"},
		{"negative constant", Expr{Parts: []Part{{Kind: KindConst, Const: -1}}}, "a constant is 0 to 1000000"},
		{"too many dice", Expr{Parts: []Part{{Kind: KindSum, Dice: 6000, Sides: 6}, {Kind: KindSum, Dice: 6000, Sides: 6}}}, "rolls 12000 dice"},
		{"too many parts", Expr{Parts: make([]Part, MaxExprParts+1)}, "101 parts"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.expr.Validate()
			if (err == nil) != (tt.want == "") || (err != nil && !strings.Contains(err.Error(), tt.want)) {
				t.Errorf("Validate() = %v, want %q", err, tt.want)
			}
		})
	}
	if got := (Expr{}).String(); got != "0" {
		t.Errorf("zero Expr prints %q, want 0", got)
	}
}

// FuzzParse checks that Parse never panics and that every expression it
// accepts prints canonically and parses back to itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"3d6", "d6", "2d6+1", "2d6+1d4-1", "8d6>=5", "4d6kh3", "4d6kl1", "-d4+3", " 2D6 + 1 ",
		"4d6kx3", "3d6>5", "10001d6", "5000d6+5001d6", "d6 é", "99999999999999999999d6", "+", "-", "1+-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		e, err := Parse(text)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) || se.Col < 1 || se.Col > len([]rune(text))+1 || se.Text != text {
				t.Fatalf("Parse(%q) error %#v is not a positioned syntax error", text, err)
			}
			return
		}
		if err := e.Validate(); err != nil {
			t.Fatalf("Parse(%q) accepted an invalid expression: %v", text, err)
		}
		canon := e.String()
		again, err := Parse(canon)
		if err != nil {
			t.Fatalf("Parse(%q) of the canonical form of %q: %v", canon, text, err)
		}
		if !cmp.Equal(again, e) || again.String() != canon {
			t.Fatalf("round trip of %q: %q parses to %v", text, canon, again)
		}
	})
}

// TestSyntaxErrorQuotesShort checks that a long expression is quoted as
// the stretch around its mistake.
func TestSyntaxErrorQuotesShort(t *testing.T) {
	text := strings.Repeat("1d6+", 3000) + "x" // refused at the 101st part
	_, err := Parse(text)
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	if len(msg) > 200 || !strings.Contains(msg, "…") || !strings.Contains(msg, "1d6+1d6") || !strings.Contains(msg, fmt.Sprintf("column %d", 401)) {
		t.Errorf("message %d bytes: %.300s", len(msg), msg)
	}
	if got := Excerpt("жжжжжжжжжж", 5, 2); !utf8.ValidString(got) {
		t.Errorf("Excerpt cut a character: %q", got)
	}
}

// TestTooLargeSaysWhy checks that an expression refused for its work, not
// its memory, says so rather than "0 MB".
func TestTooLargeSaysWhy(t *testing.T) {
	for text, want := range map[string]string{
		"100d100kh50": "more than about a second of exact work",
		"10000d1000":  "MB of exact weights, more than the 64 MB budget",
	} {
		e, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		_, err = e.Dist()
		if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", text, err, want)
		}
	}
}
