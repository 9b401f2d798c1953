package pointdefence_test

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// compareStrike is the text's cruiser under three heavy missiles and a
// group of six standard fighters.
func compareStrike() pointdefence.Strike {
	c := cruiser()
	return pointdefence.Strike{Ships: []fullthrust.Ship{c}, Defence: []pointdefence.Defence{pointdefence.DefaultDefence(c)},
		Raids: []pointdefence.Raid{{Target: 0, Heavy: 3, Groups: []pointdefence.Attacker{{Group: pointdefence.NewGroup("Red 1", pointdefence.Standard)}}}}}
}

// TestCompareMatchesOdds checks that Compare gives exactly what Odds gives
// under each procedure, whatever procedure the options name, and that the
// rows carry those figures.
func TestCompareMatchesOdds(t *testing.T) {
	s := compareStrike()
	for _, p := range []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic} {
		t.Run("options name "+p.String(), func(t *testing.T) {
			c, err := pointdefence.Compare(s, fullthrust.Options{Procedure: p})
			if err != nil {
				t.Fatal(err)
			}
			n, err := pointdefence.Odds(s, fullthrust.Options{})
			if err != nil {
				t.Fatal(err)
			}
			k, err := pointdefence.Odds(s, fullthrust.Options{Procedure: fullthrust.Classic})
			if err != nil {
				t.Fatal(err)
			}
			if len(c.New2015) != 1 || len(c.Classic) != 1 {
				t.Fatalf("%d and %d raids, want 1 and 1", len(c.New2015), len(c.Classic))
			}
			if c.New2015[0].Destroyed.Cmp(n[0].Destroyed) != 0 || c.New2015[0].MeanDamage.Cmp(n[0].MeanDamage) != 0 {
				t.Errorf("2015: P(destroyed) %s, damage %s; Odds gives %s, %s", c.New2015[0].Destroyed, c.New2015[0].MeanDamage, n[0].Destroyed, n[0].MeanDamage)
			}
			if c.Classic[0].Destroyed.Cmp(k[0].Destroyed) != 0 || c.Classic[0].MeanLosses.Cmp(k[0].MeanLosses) != 0 {
				t.Errorf("classic: P(destroyed) %s, losses %s; Odds gives %s, %s", c.Classic[0].Destroyed, c.Classic[0].MeanLosses, k[0].Destroyed, k[0].MeanLosses)
			}
			rows := c.Rows()
			if len(rows) != 1 {
				t.Fatalf("%d rows, want 1", len(rows))
			}
			r := rows[0]
			f := func(r *big.Rat) float64 { x, _ := r.Float64(); return x }
			n0, k0 := n[0], k[0]
			if r.Ship != "Cruiser" || r.Boxes != n0.Boxes || r.MeanPDL != n0.PDL.Mean() ||
				r.MeanDamage2015 != f(n0.MeanDamage) || r.MeanDamageClassic != f(k0.MeanDamage) ||
				r.Destroyed2015 != f(n0.Destroyed) || r.DestroyedClassic != f(k0.Destroyed) ||
				r.MeanLosses2015 != f(n0.MeanLosses) || r.MeanLossesClassic != f(k0.MeanLosses) {
				t.Errorf("row %+v does not carry the odds' figures %+v and %+v", r, n0, k0)
			}
			if r.MeanDamage2015 == r.MeanDamageClassic {
				t.Errorf("row %+v: the procedures should differ on this strike", r)
			}
		})
	}
}

// TestNewComparisonRefusesMismatch checks that odds of different strikes
// are not paired.
func TestNewComparisonRefusesMismatch(t *testing.T) {
	s := compareStrike()
	n, err := pointdefence.Odds(s, fullthrust.Options{})
	if err != nil {
		t.Fatal(err)
	}
	two := compareStrike()
	two.Ships = append(two.Ships, cruiser())
	two.Ships[1].Name = "Second"
	two.Defence = append(two.Defence, pointdefence.DefaultDefence(two.Ships[1]))
	two.Raids = []pointdefence.Raid{{Target: 1, Heavy: 1}, {Target: 0, Heavy: 1}}
	k, err := pointdefence.Odds(two, fullthrust.Options{Procedure: fullthrust.Classic})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name             string
		new2015, classic []pointdefence.RaidOdds
		want             string
	}{
		{"different counts", n, k, "comparing 1 raids under the 2015 rules with 2 under the classic rules"},
		{"different ships", n, k[:1], "raid 1 is on Cruiser under the 2015 rules but on Second under the classic rules"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := pointdefence.NewComparison(tc.new2015, tc.classic)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
	if c, err := pointdefence.NewComparison(n, n); err != nil || len(c.Rows()) != 1 {
		t.Errorf("pairing a raid with itself: %v", err)
	}
}

// The text's cruiser under three heavy missiles and six fighters: the two
// procedures side by side. With its default defence the cruiser kills no
// fighter under the classic rules.
func ExampleCompare() {
	c, err := pointdefence.Compare(compareStrike(), fullthrust.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range c.Rows() {
		fmt.Printf("%s, mean 2015 level %.3f\n", r.Ship, r.MeanPDL)
		fmt.Printf("damage: 2015 %.3f, classic %.3f\n", r.MeanDamage2015, r.MeanDamageClassic)
		fmt.Printf("P(destroyed): 2015 %.5f, classic %.5f\n", r.Destroyed2015, r.DestroyedClassic)
		fmt.Printf("fighters lost: 2015 %.3f, classic %.3f\n", r.MeanLosses2015, r.MeanLossesClassic)
	}
	// Output:
	// Cruiser, mean 2015 level 2.400
	// damage: 2015 21.353, classic 26.092
	// P(destroyed): 2015 0.00888, classic 0.00873
	// fighters lost: 2015 0.531, classic 0.000
}
