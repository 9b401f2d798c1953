package fullthrust

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// The purposes manoeuvre keeps to itself: Emergency Thrust and beam dice.
const (
	etPurpose   = "emergency thrust"
	beamPurpose = "beam"
)

// countingSource counts the dice rolled for each purpose.
type countingSource struct {
	src  rng.Source
	seen map[string]int
}

func (c *countingSource) Roll(sides int, purpose string) int {
	c.seen[purpose]++
	return c.src.Roll(sides, purpose)
}

// dieLabels maps each purpose a duel rolls dice for to the text that labels
// those dice in its log.
var dieLabels = map[string]string{
	etPurpose:                   "Emergency Thrust: ",
	manoeuvre.DriveCheckPurpose: "main drive check",
	ft.ThresholdPurpose:         "threshold row ",
	beamPurpose:                 "'s beams at ",
	beamPurpose + " re-roll":    "'s beams at ",
	manoeuvre.BackfirePurpose:   ": dice [",
	"corkscrew inversion":       "corkscrew: rolled",
	"extreme manoeuvres effect": "Extreme Manoeuvres: rolled",
	"jump scatter direction":    "Short-Range Jump of",
	"jump scatter distance":     "Short-Range Jump of",
	"FTL drive threshold check": "FTL drive check",
	"FTL proximity":             "jumps within",
	"FTL damage":                "it takes",
	"FTL blast":                 "(dice ",
	"jump arrival damage":       "arrives within",
}

// TestDuelLogShowsEveryDie fights duels whose ships use every manoeuvre the
// computer player knows and checks that every die rolled is labelled in the
// log: each purpose has its label, the Emergency Thrust lines list as many
// dice as were rolled, and the main-drive checks appear once a die.
func TestDuelLogShowsEveryDie(t *testing.T) {
	etDice := regexp.MustCompile(`Emergency Thrust: (\d+) dice`)
	checks := regexp.MustCompile(`main drive check \d\+( \([+-]\d+\))?, rolled`)
	seen := map[string]bool{}
	for seed := range uint64(12) {
		for _, thresholds := range []ft.ThresholdTiming{ft.ThresholdImmediate, ft.ThresholdEndOfTurn} {
			d := testDuel()
			d.Ships = []Duellist{d.Ships[0], d.Ships[1], duellist("Green", 1, geom.Vec{X: -12, Y: 16}, 5, 4)}
			d.Ships[0].Doctrine = Doctrine{ET: true, HardAbout: true, Redline: true, Corkscrew: true, Caution: 0.2, DriveRisk: 1}
			d.Ships[1].Doctrine = Doctrine{EM: 2, Backfire: true, ET: true, DriveRisk: 1}
			d.Ships[2].Doctrine = Doctrine{Jump: true, Roll: true}
			d.Options.Thresholds = thresholds
			d.Options.Extreme = manoeuvre.BeforeMoving
			src := &countingSource{src: rng.New(rng.Seed(seed + 1)), seen: map[string]int{}}
			f := d.Fight(src, nil, true)
			log := strings.Join(f.Log, "\n")
			for purpose, n := range src.seen {
				label, ok := dieLabels[purpose]
				switch {
				case !ok:
					t.Errorf("seed %d: %d dice for %q, a purpose this test does not know", seed, n, purpose)
				case !strings.Contains(log, label):
					t.Errorf("seed %d: %d dice for %q but no %q in the log:\n%s", seed, n, purpose, label, log)
				}
				seen[purpose] = true
			}
			shown := 0
			for _, m := range etDice.FindAllStringSubmatch(log, -1) {
				k, _ := strconv.Atoi(m[1])
				shown += k
			}
			if shown != src.seen[etPurpose] {
				t.Errorf("seed %d: %d Emergency Thrust dice rolled, %d in the log", seed, src.seen[etPurpose], shown)
			}
			if n := len(checks.FindAllString(log, -1)); n != src.seen[manoeuvre.DriveCheckPurpose] {
				t.Errorf("seed %d: %d main-drive checks rolled, %d in the log", seed, src.seen[manoeuvre.DriveCheckPurpose], n)
			}
		}
	}
	for _, p := range []string{etPurpose, manoeuvre.DriveCheckPurpose, ft.ThresholdPurpose, beamPurpose} {
		if !seen[p] {
			t.Errorf("no duel rolled dice for %q: the test misses it", p)
		}
	}
}
