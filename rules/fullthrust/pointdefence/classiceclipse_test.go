package pointdefence

import (
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// classicOpt is the classic procedure with the default options.
var classicOpt = fullthrust.Options{Procedure: fullthrust.Classic}

// TestClassicEclipseScripted follows a classic strike on an eclipsed ship
// die by die: the heavy missiles' hits are pooled and split by BDI (no
// lock-on bonus: a heavy missile rolls none), each salvo's lock-on die is at
// +1 for the eclipser and capped at the salvo's six, and the salvo hits are
// pooled and split, the eclipser's share rolled first.
func TestClassicEclipseScripted(t *testing.T) {
	s := eclipsed(testShip("Cruiser", 16, 0), Raid{Heavy: 2, Salvos: 2}, 50, testShip("Escort", 16, 0))
	res := scripted(t, s, classicOpt,
		1, 1, 1, // 2 heavy missile hits at BDI 50: 1 on the escort, 3D6 = 3
		2, 2, 2, // and 1 on the cruiser: 6
		3, 6, // lock-on 3 + 1 = 4 and 6 + 1, capped at 6: 10 missile hits
		1, 1, 1, 1, 1, // 5 on the escort: 5
		2, 1, 1, 1, 1, // 5 on the cruiser: 6
	)
	r := res.Raids[0]
	if r.MissileHits != 10 {
		t.Fatalf("missile hits %d, want 10\n%s", r.MissileHits, res.Log)
	}
	if len(r.Eclipsers) != 1 || r.Eclipsers[0].Damage.Total() != 8 || r.Damage.Total() != 12 {
		t.Fatalf("eclipser %+v, cruiser %d points; want 8 and 12\n%s", r.Eclipsers, r.Damage.Total(), res.Log)
	}
	if res.Ships[1].Lost.Hull != 8 || res.Ships[0].Lost.Hull != 12 {
		t.Errorf("escort lost %d hull boxes, cruiser %d; want 8 and 12", res.Ships[1].Lost.Hull, res.Ships[0].Lost.Hull)
	}
	mustContain(t, res.Log,
		"heavy missile 1 gets through", "Escort, eclipsing (BDI 50%), takes 1 of the 2 hits",
		"salvo 1 lock-on: 3 + 1 for eclipsing = 4 missiles on target",
		"salvo 2 lock-on: 6 + 1 for eclipsing, capped at the salvo's 6 missiles on target",
		"Escort, eclipsing (BDI 50%), takes 5 of the 10 hits")
}

// TestClassicEclipseDefended checks that point defence kills come off the
// lock-on with its bonus, and that a destroyed eclipser passes its overkill
// on: 5 + 1 = 6 on target, 2 shot down, 4 hits all on the escort (BDI 100),
// 8 points on its 4 boxes, 4 passed on to the cruiser.
func TestClassicEclipseDefended(t *testing.T) {
	cr := testShip("Cruiser", 16, 0, sys(fullthrust.PDS, 1)...)
	s := eclipsed(cr, Raid{Salvos: 1}, 100, testShip("Escort", 4, 0))
	s.Defence[0] = DefaultDefence(cr)
	res := scripted(t, s, classicOpt,
		6, 1, // the cruiser's PDS at the salvo: 2 kills, its re-roll nothing
		5,          // lock-on 5 + 1 = 6
		2, 2, 2, 2, // 4 hits on the escort: 8 points
		1, // the cruiser's threshold check (row 1): the PDS holds
	)
	r := res.Raids[0]
	if e := r.Eclipsers[0]; !e.Taken.Destroyed || e.Overkill != 4 || r.Damage.Total() != 4 || r.MissileHits != 4 {
		t.Fatalf("eclipser %+v, cruiser %d points, %d hits; want the escort destroyed, 4 passed on, 4 hits\n%s", e, r.Damage.Total(), r.MissileHits, res.Log)
	}
	mustContain(t, res.Log, "salvo 1 lock-on: 5 + 1 for eclipsing = 6 missiles on target, 2 shot down → 4 missiles hit")
}

// TestClassicEclipseMean checks the exact odds by hand. One undefended salvo
// at +1 puts 2, 3, 4, 5, 6 or 6 missiles on target: 26/6 on average, each
// 7/2 points, 91/6 in all. With an eclipser of BDI 50 the cruiser keeps 1, 2,
// 2, 3, 3 and 3 of them: 7/3 on average, 49/6 points.
func TestClassicEclipseMean(t *testing.T) {
	for _, tc := range []struct {
		bdi  int
		want *big.Rat
	}{{0, big.NewRat(91, 6)}, {50, big.NewRat(49, 6)}} {
		s := eclipsed(testShip("Cruiser", 100, 0), Raid{Salvos: 1}, tc.bdi, testShip("Escort", 100, 0))
		odds, err := Odds(s, classicOpt)
		if err != nil {
			t.Fatal(err)
		}
		o := odds[0]
		if o.MeanDamage.Cmp(tc.want) != 0 {
			t.Errorf("BDI %d: mean damage %s, want %s", tc.bdi, o.MeanDamage.RatString(), tc.want.RatString())
		}
		if got := o.MissileHits.P(6); got.Cmp(big.NewRat(2, 6)) != 0 {
			t.Errorf("BDI %d: P(6 missiles hit) = %s, want 1/3", tc.bdi, got.RatString())
		}
		if got := o.MissileHits.P(1); got.Sign() != 0 {
			t.Errorf("BDI %d: P(1 missile hits) = %s, want 0", tc.bdi, got.RatString())
		}
		if n := len(o.Parts); n != 1 || o.Parts[0].Mean.Cmp(tc.want) != 0 {
			t.Errorf("BDI %d: parts %+v, want the salvos' share alone", tc.bdi, o.Parts)
		}
	}
}

// TestClassicPoolOrder splits each kind of pooled missile hits on an
// eclipsed ship once, whatever the order of the classic plan's attackers.
// planClassic lists the heavy missiles first and the salvos last; a plan
// whose heavy missiles stand on either side of a plasma bolt and a salvo
// still pools all three heavy missiles (none is shot at, so all get
// through) into one split, and the salvo's hits into another.
func TestClassicPoolOrder(t *testing.T) {
	s := eclipsed(testShip("Cruiser", 40, 0), Raid{Heavy: 2, AdvancedHeavy: 1, Salvos: 1, Plasma: []Bolt{{Class: 1}}}, 50, testShip("Escort", 40, 0))
	plans := compile(&s, classicOpt)
	th := plans[0].classic.threats
	var kinds []threatKind
	for _, x := range th {
		kinds = append(kinds, x.kind)
	}
	if want := []threatKind{threatHeavy, threatHeavy, threatHeavy, threatPlasma, threatSalvo}; !slices.Equal(kinds, want) {
		t.Fatalf("planned threats %v, want %v", kinds, want)
	}
	plans[0].classic.threats = []threat{th[0], th[3], th[4], th[1], th[2]}
	for seed := range rng.Seed(5) {
		var log Log
		rv := resolver{opt: classicOpt, r: newRoller(rng.New(seed)), log: &log}
		var out raidOut
		rv.raid(&plans[0], &out)
		splits := map[Step]int{}
		for _, e := range log {
			if e.Who != "eclipse" {
				continue
			}
			splits[e.Step]++
			if e.Step == StepMissiles && !strings.Contains(e.Text, "of the 3 hits") {
				t.Errorf("seed %d: heavy missile split %q, want all 3 hits in it", seed, e.Text)
			}
		}
		if splits[StepMissiles] != 1 || splits[StepSalvos] != 1 {
			t.Errorf("seed %d: %d heavy missile splits and %d salvo splits, want one each\n%s", seed, splits[StepMissiles], splits[StepSalvos], log)
		}
	}
}
