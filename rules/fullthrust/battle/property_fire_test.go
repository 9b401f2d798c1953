package battle_test

import (
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"pgregory.net/rapid"
)

// The ship-fire checks of the random-battle property test
// (TestRandomBattles in property_test.go).

// weaponLabel reports whether a system label names a weapon of ship fire.
func weaponLabel(l string) bool {
	return l == "PT" || (len(l) == 2 && (l[0] == 'B' || l[0] == 'K') && l[1] >= '1' && l[1] <= '9')
}

// fireEvent reads "X fires at Y at R MU: PART, PART; ..." into its ships,
// range, the effective range and Extreme Manoeuvres factors when the log
// gives them ("R MU (E effective: Extreme Manoeuvres n)"), parts ("B3 2
// dice [...]: n+p" or "K2 3+ [...]: n+p") and points.
var fireEvent = regexp.MustCompile(`^(.+) fires at (.+) at ([0-9.]+) MU(?: \(([0-9.]+) effective: Extreme Manoeuvres (\d+)\))?: (.*); (\d+) points \((\d+) penetrating\)$`)

// damageEvent reads "Y takes A armour and H hull boxes from X".
var damageEvent = regexp.MustCompile(`^(.+) takes (\d+) armour and (\d+) hull boxes from (.+)$`)

// checkFire checks one fire phase's events against the ships as they
// stood when the fire orders were written: no ship fires a weapon label
// more often than it has working weapons of that label (no weapon fires
// twice), every weapon fired bears on its target (its arcs, mirrored when
// inverted and, as the events do not say whether the ship corkscrewed,
// also mirrored to the other side) and reaches it (a beam's dice are at
// most its class and at least one; a projectile needs 2+ to 6), and each
// target takes damage from a firing ship at most once, and no more
// boxes than the points of its volley.
func checkFire(t *rapid.T, ships []battle.ShipState, events []game.Event) {
	byName := map[string]battle.ShipState{}
	for _, s := range ships {
		byName[s.Sheet.Name] = s
	}
	fired := map[string]map[string]int{}
	points := map[[2]string]int{}
	damaged := map[[2]string]bool{}
	for _, e := range events {
		if m := damageEvent.FindStringSubmatch(e.Text); e.Kind == "damage" && m != nil {
			key := [2]string{m[4], m[1]}
			if damaged[key] {
				t.Fatalf("%s took damage from %s twice in one fire phase", m[1], m[4])
			}
			damaged[key] = true
			a, _ := strconv.Atoi(m[2])
			h, _ := strconv.Atoi(m[3])
			if p, ok := points[key]; !ok || a+h > p {
				t.Fatalf("%s took %d boxes from %s, whose volley scored %d (fired: %v)", m[1], a+h, m[4], p, ok)
			}
			continue
		}
		if e.Kind != "fire" {
			continue
		}
		m := fireEvent.FindStringSubmatch(e.Text)
		if m == nil {
			t.Fatalf("a fire event the check cannot read: %q", e.Text)
		}
		from, to := byName[m[1]], byName[m[2]]
		r, _ := strconv.ParseFloat(m[3], 64)
		if m[4] != "" { // the dice are read at the effective range, 6 MU a factor further
			eff, _ := strconv.ParseFloat(m[4], 64)
			if em, _ := strconv.Atoi(m[5]); em < 1 || math.Abs(eff-r-6*float64(em)) > 0.11 {
				t.Fatalf("an effective range that is not the range and 6 MU a factor: %q", e.Text)
			}
			r = eff
		}
		p, _ := strconv.Atoi(m[7])
		points[[2]string{m[1], m[2]}] = p
		if fired[m[1]] == nil {
			fired[m[1]] = map[string]int{}
		}
		sh := manoeuvre.Shot{From: from.Motion, To: to.Motion, Corkscrew: true}
		if m[6] == "no weapon reaches that range" { // an evasion after the fire orders (W58, W94)
			if m[4] == "" || p != 0 {
				t.Fatalf("a volley with no weapon in reach and no evasion, or with points: %q", e.Text)
			}
			continue
		}
		for _, part := range strings.Split(m[6], ", ") {
			f := strings.Fields(part)
			l := f[0]
			fired[m[1]][l]++
			bears := false
			for _, sys := range from.Sheet.Systems {
				bears = bears || (!sys.Destroyed && sys.Label() == l && sh.Bears(sys.FireArcs()))
			}
			if !bears {
				t.Fatalf("%s fired its %s at %s, on which none of its working %s bears: %s", m[1], l, m[2], l, e.Text)
			}
			if l[0] == 'B' {
				n, _ := strconv.Atoi(f[1])
				class := int(l[1] - '0')
				if n < 1 || n > class || r > manoeuvre.BeamReach(class)+0.05 {
					t.Fatalf("%s's %s rolled %d dice at %.1f MU: %s", m[1], l, n, r, e.Text)
				}
			} else if need, _ := strconv.Atoi(strings.TrimSuffix(f[1], "+")); need < 2 || need > 6 || r > reach(l)+0.05 {
				t.Fatalf("%s's %s needed %d at %.1f MU: %s", m[1], l, need, r, e.Text)
			}
		}
	}
	for name, labels := range fired {
		have := map[string]int{}
		for _, sys := range byName[name].Sheet.Systems {
			if !sys.Destroyed {
				have[sys.Label()]++
			}
		}
		for l, n := range labels {
			if n > have[l] {
				t.Fatalf("%s fired %d %s in one turn; it has %d working", name, n, l, have[l])
			}
		}
	}
}

// reach returns the longest range in MU at which a projectile of label l
// may hit: 30 MU for a K-gun, 45 for a torpedo (the long-range table).
func reach(l string) float64 {
	if l[0] == 'K' {
		return fullthrust.ProjectileReach(fullthrust.StandardBand)
	}
	return fullthrust.ProjectileReach(fullthrust.LongBand)
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}
