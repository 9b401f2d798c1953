package spacefleet

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/broadside/broadside/scenario"
)

// TestTacticalOnExamples plays the tactical player against the baseline in
// mirrored battles on every example scenario, terrain, sensors, EW, mines
// and missiles included.
func TestTacticalOnExamples(t *testing.T) {
	files, err := filepath.Glob("../../examples/spacefleet/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("examples: %v %v", files, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := scenario.DecodeSpaceFleet(f, data)
			if err != nil {
				t.Fatal(err)
			}
			wins, total := winRate(t, sc.Setup, sc.Options, 20)
			rate := float64(wins) / float64(total)
			t.Logf("tactical won %d of %d mirrored battles (%.0f%%)", wins, total, 100*rate)
			if rate < 0.9 {
				t.Errorf("tactical won %.0f%%, want at least 90%%", 100*rate)
			}
		})
	}
}
