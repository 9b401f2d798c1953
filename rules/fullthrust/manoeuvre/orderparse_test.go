package manoeuvre

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseOrder(t *testing.T) {
	tests := []struct {
		name, text string
		want       Order
		canonical  string
	}{
		{"empty", "", Order{}, ""},
		{"book full form", "8P2+4: 12", Order{Start: 8, HasStart: true, Legs: []Leg{{Points: -2}}, Accel: 4, NewVel: 12, HasNewVel: true}, "8 P2 +4 :12"},
		{"emergency thrust example", "ET P3+3", Order{ET: true, Legs: []Leg{{Points: -3}}, Accel: 3}, "ET P3 +3"},
		{"side-slip", "P+S+2", Order{Legs: []Leg{{Points: -1}, {Points: 1}}, Accel: 2}, "P1 S1 +2"},
		{"side-slip with turn", "S+2P", Order{Legs: []Leg{{Points: 1}, {Points: -2}}}, "S1 P2"},
		{"hard about example", "2P + HA1P", Order{Legs: []Leg{{Points: -2}, {Points: -1, Hard: true}}}, "P2 HA1P"},
		{"hard about spaced", "P2 HA P1", Order{Legs: []Leg{{Points: -2}, {Points: -1, Hard: true}}}, "P2 HA1P"},
		{"eclipsing example", "1p1+Ec2", Order{Start: 1, HasStart: true, Legs: []Leg{{Points: -1}}, Eclipse: 2}, "1 P1 Ec2"},
		{"velocity apart", "8 2S -3", Order{Start: 8, HasStart: true, Legs: []Leg{{Points: 2}}, Accel: -3}, "8 S2 -3"},
		{"velocity only", "6", Order{Start: 6, HasStart: true}, "6"},
		{"new velocity only", "S1: 10", Order{Legs: []Leg{{Points: 1}}, NewVel: 10, HasNewVel: true}, "S1 :10"},
		{"corkscrew", "co+2", Order{Corkscrew: true, Accel: 2}, "CO +2"},
		{"roll", "Roll S1", Order{Roll: true, Legs: []Leg{{Points: 1}}}, "Roll S1"},
		{"extreme manoeuvres", "EM2 +1", Order{EM: 2, Accel: 1}, "+1 EM2"},
		{"discretionary em", "EM 2?", Order{EM: 2, EMDiscretionary: true}, "EM2?"},
		{"redline", "RED +5", Order{Redline: true, Accel: 5}, "RL +5"},
		{"backfire", "backfire", Order{Backfire: true}, "backfire"},
		{"ftl", "FTL", Order{FTL: true}, "FTL"},
		{"jump engage", "SRJ P1", Order{Jump: true, Legs: []Leg{{Points: -1}}}, "P1 SRJ"},
		{"jump", "SRJ 30", Order{Jump: true, JumpDist: 30}, "SRJ30"},
		{"house rules", "DR S1", Order{DeadRotate: 1}, "DR S1"},
		{"flip", "FLIP", Order{Flip: true}, "FL"},
		{"reverse", "R2", Order{Reverse: 2}, "R2"},
		{"emergency deceleration", "ED -6", Order{EmergencyStop: true, Accel: -6}, "ED -6"},
		{"post movement", "P1 +1 / EM1 SK S1", Order{Legs: []Leg{{Points: -1}}, Accel: 1, Post: PostMove{EM: 1, Skid: 1}}, "P1 +1 / EM1 SK S1"},
		{"commas", "P1, S1, +2", Order{Legs: []Leg{{Points: -1}, {Points: 1}}, Accel: 2}, "P1 S1 +2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseOrder(tt.text)
			if err != nil {
				t.Fatalf("ParseOrder(%q): %v", tt.text, err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseOrder(%q) mismatch (-want +got):\n%s", tt.text, diff)
			}
			if s := got.String(); s != tt.canonical {
				t.Errorf("String() = %q, want %q", s, tt.canonical)
			}
			again, err := ParseOrder(got.String())
			if err != nil || !cmp.Equal(again, got) {
				t.Errorf("canonical %q does not parse back: %v %+v", got.String(), err, again)
			}
		})
	}
}

func TestParseOrderErrors(t *testing.T) {
	tests := []struct {
		name, text string
		column     int
		msg        string
	}{
		{"bad character", "P3x", 3, `unknown code "X"`},
		{"symbol", "P3 & 2", 4, `unexpected character '&'`},
		{"cyrillic", "P3 Д", 4, `unexpected character 'Д'`},
		{"not printable", "P3\u200b", 3, `unexpected character '\u200b' (U+200B)`},
		{"not utf-8", "P3 \xd0", 4, "unexpected byte 0xd0, which is not UTF-8 text"},
		{"stray number", "P2 4", 4, "unexpected number 4"},
		{"zero turn", "P0", 1, "a turn of 0 points"},
		{"two numbers", "P1 2P2", 6, "a turn written with two numbers"},
		{"twice", "ET P1 ET", 7, "ET given twice"},
		{"two accelerations", "+2 +3", 4, "velocity change given twice"},
		{"inconsistent velocity", "8P2+4: 13", 6, "new velocity 13 is not 8+4"},
		{"dangling minus", "P1 -", 4, "- must be followed"},
		{"em without number", "EM", 1, "EM needs a number"},
		{"unknown code", "Zoom", 1, `unknown code "ZOOM"`},
		{"skid outside post", "SK P1", 1, "after /"},
		{"empty post", "P1 /", 5, "/ must be followed"},
		{"bad post", "P1 / ET", 6, "only EM n and SK"},
		{"backfire alone", "backfire +2", 1, "whole order"},
		{"too large", "+1000", 2, "number too large"},
		{"question mark", "P1?", 3, "? belongs after EM"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseOrder(tt.text)
			var oe *OrderError
			if !errors.As(err, &oe) {
				t.Fatalf("ParseOrder(%q) = %v, want an *OrderError", tt.text, err)
			}
			if oe.Column != tt.column || !strings.Contains(oe.Msg, tt.msg) {
				t.Errorf("ParseOrder(%q) = column %d %q, want column %d containing %q", tt.text, oe.Column, oe.Msg, tt.column, tt.msg)
			}
			if !strings.HasPrefix(err.Error(), "fullthrust: order ") {
				t.Errorf("error %q lacks the package prefix", err)
			}
		})
	}
}

// TestOrderErrorQuotesShort checks that a long order is quoted as the
// stretch around its mistake, with the column, not whole.
func TestOrderErrorQuotesShort(t *testing.T) {
	text := strings.Repeat("P1 ", 60) + "Д" + strings.Repeat(" S1", 5)
	_, err := ParseOrder(text)
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	if len(msg) > 120 || !strings.Contains(msg, "…") || !strings.Contains(msg, "column 181") || !strings.Contains(msg, "'Д'") {
		t.Errorf("message %q: want the stretch around column 181 with the character, under 120 bytes", msg)
	}
	var oe *OrderError
	if errors.As(err, &oe) && oe.Order != text {
		t.Errorf("Order = %q, want the whole text", oe.Order)
	}
}

func TestParseOrderTooLong(t *testing.T) {
	_, err := ParseOrder(strings.Repeat("P", MaxOrderLen+1))
	if err == nil || !strings.Contains(err.Error(), "longer than") {
		t.Errorf("got %v, want a length error", err)
	}
}

// FuzzParseOrder checks that the parser never panics, that its errors are
// placed inside the text, and that every order it accepts writes back to a
// canonical text that parses to the same order.
func FuzzParseOrder(f *testing.F) {
	for _, s := range []string{"8P2+4: 12", "ET P3+3", "P+S+2", "2P + HA1P", "S+2P", "1p1+Ec2", "CO+2", "EM2?", "RL", "backfire", "SRJ 30", "DR P1", "P1 / EM1 SK S2", "R2", "ED -6", "FL"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		o, err := ParseOrder(text)
		if err != nil {
			checkOrderError(t, text, err)
			return
		}
		again, err := ParseOrder(o.String())
		if err != nil {
			t.Fatalf("canonical %q of %q does not parse: %v", o.String(), text, err)
		}
		if !cmp.Equal(o, again) {
			t.Fatalf("%q -> %+v -> %q -> %+v", text, o, o.String(), again)
		}
	})
}

// checkOrderError fails the test unless err, from parsing text, is an
// *OrderError whose column lies within the text or just past it.
func checkOrderError(t *testing.T, text string, err error) {
	t.Helper()
	var oe *OrderError
	if !errors.As(err, &oe) {
		t.Fatalf("error %v is not an *OrderError", err)
	}
	if oe.Column < 1 || oe.Column > len(text)+1 {
		t.Fatalf("column %d outside %q", oe.Column, text)
	}
}
