package pointdefence

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
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
			got, err := ParseCounts(tt.in, 1, 12)
			if (err != nil) != tt.err || !slices.Equal(got, tt.want) {
				t.Fatalf("ParseCounts(%q) = %v, %v", tt.in, got, err)
			}
		})
	}
}

func FuzzParseCounts(f *testing.F) {
	for _, s := range []string{"1-12", "1,2,4,8", "3-1", "-", "1--2", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, err := ParseCounts(text, 1, 24)
		if err != nil {
			return
		}
		if len(got) == 0 || !slices.IsSorted(got) || got[0] < 1 || got[len(got)-1] > 24 {
			t.Fatalf("ParseCounts(%q) = %v", text, got)
		}
		if len(slices.Compact(slices.Clone(got))) != len(got) {
			t.Fatalf("ParseCounts(%q) repeats: %v", text, got)
		}
	})
}

// TestStudy checks that the study's figures are Scaling's exact values, in
// the order of the targets and procedures asked for, and that a cancelled
// context stops it.
func TestStudy(t *testing.T) {
	targets := TypicalTargets()[1:2]
	procs := []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic}
	s, err := Study(context.Background(), targets, procs, []int{1, 3})
	if err != nil {
		t.Fatal(err)
	}
	if s.Attackers != studyAttackers || len(s.Series) != 2 {
		t.Fatalf("study = %+v", s)
	}
	for i, p := range procs {
		want, err := Scaling(context.Background(), targets[0], []int{1, 3}, fullthrust.Options{Procedure: p})
		if err != nil {
			t.Fatal(err)
		}
		got := s.Series[i]
		if got.Target != "Cruiser" || got.Rules != p.String() || len(got.Points) != 2 {
			t.Fatalf("series %d = %+v", i, got)
		}
		for j, w := range want {
			g := got.Points[j]
			if g.Groups != w.Groups || g.MeanDamage != ratFloat(w.MeanDamage) || g.PerGroup != ratFloat(w.PerGroup()) ||
				g.Destroyed != ratFloat(w.Destroyed) || g.MeanLosses != ratFloat(w.MeanLosses) {
				t.Errorf("%s, %d groups: %+v, want %+v", p, w.Groups, g, w)
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Study(ctx, targets, procs, []int{1}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled study: %v", err)
	}
}

// TestScalingMetrics checks each metric reads its own figure.
func TestScalingMetrics(t *testing.T) {
	f := ScalingFigures{PerGroup: 1, MeanDamage: 2, Destroyed: 3, MeanLosses: 4}
	for i, m := range ScalingMetrics() {
		if got := m.Value(f); got != float64(i+1) {
			t.Errorf("%s reads %g, want %d", m.Key, got, i+1)
		}
	}
}
