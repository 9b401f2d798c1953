package dice

import (
	"slices"
	"strings"
	"testing"
)

func TestResultString(t *testing.T) {
	tests := []struct {
		name string
		r    Result
		want string
	}{
		{"nil is no set", nil, "[N]"},
		{"empty is no set", Result{}, "[N]"},
		{"double", Result{{D, 2}}, "[D2]"},
		{"double and triple", Result{{D, 2}, {T, 3}}, "[D2,T3]"},
		{"two doubles", Result{{D, 5}, {D, 6}}, "[D5,D6]"},
		{"quad", Result{{Q, 4}}, "[Q4]"},
		{"large face", Result{{T, 12}}, "[T12]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.r.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestMagnitudeString(t *testing.T) {
	tests := []struct {
		m    Magnitude
		want string
	}{{N, "N"}, {D, "D"}, {T, "T"}, {Q, "Q"}, {Magnitude(7), "Magnitude(7)"}, {Magnitude(-1), "Magnitude(-1)"}}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := tt.m.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestParseResult(t *testing.T) {
	tests := []struct {
		name, text string
		want       Result
	}{
		{"no set", "[N]", nil},
		{"no set lower case and spaces", "  [ n ] ", nil},
		{"double", "[D2]", Result{{D, 2}}},
		{"canonical pair", "[D2,T3]", Result{{D, 2}, {T, 3}}},
		{"out of order is sorted", "[T3,D2]", Result{{D, 2}, {T, 3}}},
		{"spaces around commas", "[ d5 , D6 ]", Result{{D, 5}, {D, 6}}},
		{"quad", "[Q4]", Result{{Q, 4}}},
		{"leading zero", "[D02]", Result{{D, 2}}},
		{"three sets", "[Q1,T2,D3]", Result{{Q, 1}, {T, 2}, {D, 3}}},
		{"large face", "[t12]", Result{{T, 12}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseResult(tt.text)
			if err != nil {
				t.Fatalf("ParseResult(%q): %v", tt.text, err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("ParseResult(%q) = %v, want %v", tt.text, got, tt.want)
			}
		})
	}
}

func TestParseResultErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"empty text", "", `column 1: want '[' to open a result, found end of text`},
		{"no bracket", "D2", `column 1: want '[' to open a result, found 'D'`},
		{"empty brackets", "[]", `column 2: empty result; write [N] for no set`},
		{"unclosed", "[D2", `column 4: want ',' or ']' after a set, found end of text`},
		{"bad magnitude", "[D2,X3]", `column 5: want a set (D, T or Q and a face), found 'X'`},
		{"missing face", "[D]", `column 3: want the face of the D set, found ']'`},
		{"face zero", "[T0]", `column 3: face 0 is not a die face`},
		{"huge face", "[D99999999999999999999]", `column 3: face 99999999999999999999 is too large`},
		{"duplicate face", "[D2,T2]", `column 5: face 2 is already in set D2`},
		{"N among sets", "[D2,N]", `column 5: N stands alone as [N]`},
		{"N with a face", "[N3]", `column 3: want ']' after N (no set), found '3'`},
		{"trailing text", "[D2] x", `column 6: unexpected 'x' after the result`},
		{"trailing comma", "[D2,]", `column 5: want a set (D, T or Q and a face), found ']'`},
		{"multibyte", "[D2→]", `column 4: want ',' or ']' after a set, found '→'`},
		{"Q plus", "[Q+4]", `column 3: want the face of the Q set, found '+'`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseResult(tt.text)
			if err == nil {
				t.Fatalf("ParseResult(%q) succeeded, want an error", tt.text)
			}
			if msg := err.Error(); !strings.HasPrefix(msg, "dice: result ") || !strings.Contains(msg, tt.want) {
				t.Errorf("ParseResult(%q) error = %q, want it to contain %q", tt.text, msg, tt.want)
			}
		})
	}
}

func TestResultTextRoundTrip(t *testing.T) {
	for _, r := range []Result{nil, {{D, 1}}, {{D, 2}, {T, 3}}, {{Q, 1}, {D, 4}, {T, 6}}} {
		t.Run(r.String(), func(t *testing.T) {
			b, err := r.MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			var back Result
			if err := back.UnmarshalText(b); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(back, r) {
				t.Errorf("round trip of %v gave %v", r, back)
			}
		})
	}
	var r Result
	if err := r.UnmarshalText([]byte("[D2,D2]")); err == nil {
		t.Errorf("UnmarshalText accepted a face in two sets")
	}
}

func TestRead(t *testing.T) {
	tests := []struct {
		name  string
		faces []int
		want  string
	}{
		{"no dice", nil, "[N]"},
		{"one die", []int{6}, "[N]"},
		{"no match", []int{1, 2, 3, 4, 5, 6}, "[N]"},
		{"double", []int{2, 5, 2}, "[D2]"},
		{"issue example", []int{3, 2, 3, 2, 3}, "[D2,T3]"},
		{"two doubles", []int{6, 5, 6, 5, 1}, "[D5,D6]"},
		{"four is one Q, never two D", []int{2, 2, 2, 2}, "[Q2]"},
		{"five is still Q", []int{4, 4, 4, 4, 4, 1}, "[Q4]"},
		{"faces above six", []int{12, 9, 12}, "[D12]"},
		{"wyvern ruling C5", []int{2, 2}, "[D2]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := slices.Clone(tt.faces)
			if got := Read(tt.faces).String(); got != tt.want {
				t.Errorf("Read(%v) = %s, want %s", tt.faces, got, tt.want)
			}
			if !slices.Equal(before, tt.faces) {
				t.Errorf("Read changed its input to %v", tt.faces)
			}
		})
	}
}

func TestReadPanicsOnFaceZero(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Errorf("Read of face 0 did not panic")
		}
	}()
	Read([]int{3, 0})
}

func TestResultBest(t *testing.T) {
	tests := []struct {
		text string
		want Magnitude
	}{{"[N]", N}, {"[D1,D6]", D}, {"[T2,D3]", T}, {"[D1,Q5,T6]", Q}}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			r, err := ParseResult(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.Best(); got != tt.want {
				t.Errorf("Best() = %v, want %v", got, tt.want)
			}
		})
	}
}

func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"[N]", "[D2,T3]", "[D5,D6]", "[Q4]", " [ t3 , d2 ] ", "[]", "[D2,D2]", "[N3]", "[D2→]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ParseResult(text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "dice: result ") {
				t.Fatalf("error without prefix: %v", err)
			}
			return
		}
		for i, s := range r {
			if s.Mag < D || s.Mag > Q || s.Value < 1 || (i > 0 && r[i-1].Value >= s.Value) {
				t.Fatalf("ParseResult(%q) = %#v is not canonical", text, r)
			}
		}
		printed := r.String()
		back, err := ParseResult(printed)
		if err != nil {
			t.Fatalf("ParseResult(%q) = %v, whose String %q does not parse: %v", text, r, printed, err)
		}
		if !slices.Equal(back, r) {
			t.Fatalf("round trip %q -> %v -> %q -> %v", text, r, printed, back)
		}
		if back.String() != printed {
			t.Fatalf("String is not stable: %q then %q", printed, back.String())
		}
	})
}
