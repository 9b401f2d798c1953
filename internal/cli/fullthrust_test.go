package cli

import (
	"slices"
	"testing"
)

func TestParseCounts(t *testing.T) {
	tests := []struct {
		name, in string
		want     []int
		err      bool
	}{
		{"range", "1-4", []int{1, 2, 3, 4}, false},
		{"list", "8, 2,4", []int{2, 4, 8}, false},
		{"mixed and repeated", "1-3,2,12", []int{1, 2, 3, 12}, false},
		{"outside", "0-3", nil, true},
		{"backwards", "5-3", nil, true},
		{"word", "many", nil, true},
		{"empty", "", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseCounts(tt.in, 1, 12)
			if (err != nil) != tt.err || !slices.Equal(got, tt.want) {
				t.Fatalf("parseCounts(%q) = %v, %v", tt.in, got, err)
			}
		})
	}
}

func FuzzParseCounts(f *testing.F) {
	for _, s := range []string{"1-12", "1,2,4,8", "3-1", "-", "1--2", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, err := parseCounts(text, 1, 24)
		if err != nil {
			return
		}
		if len(got) == 0 || !slices.IsSorted(got) || got[0] < 1 || got[len(got)-1] > 24 {
			t.Fatalf("parseCounts(%q) = %v", text, got)
		}
		if len(slices.Compact(slices.Clone(got))) != len(got) {
			t.Fatalf("parseCounts(%q) repeats: %v", text, got)
		}
	})
}
