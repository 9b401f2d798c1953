package pointdefence

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// lentStrike is a classic strike on a ship of hull boxes (4 rows, or 12
// when more than 12) without point defence, by groups groups of type typ
// and bolts plasma bolts of class class, with lenders ships each lending
// it sg scatterguns in ADFC mode.
func lentStrike(lenders, sg, groups int, typ FighterType, bolts, class, hull int) Strike {
	tg := fullthrust.Ship{Name: "Target", Mass: 100, Hull: fullthrust.HullRows(hull, min(hull, 12)), Drive: fullthrust.Drive{Thrust: 2}}
	s := Strike{Ships: []fullthrust.Ship{tg}, Defence: []Defence{{}}}
	for i := range lenders {
		sh := fullthrust.Ship{Name: fmt.Sprint("Lender ", i+1), Mass: 100, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 2}}
		for range sg {
			sh.Systems = append(sh.Systems, fullthrust.System{Kind: fullthrust.Scattergun})
		}
		s.Ships = append(s.Ships, sh)
		s.Defence = append(s.Defence, Defence{Cover: []Cover{{Ship: 0, Scatterguns: sg}}})
	}
	r := Raid{Target: 0}
	for g := range groups {
		r.Groups = append(r.Groups, Attacker{Group: NewGroup(fmt.Sprint("G", g+1), typ)})
	}
	for range bolts {
		r.Plasma = append(r.Plasma, Bolt{Class: class})
	}
	s.Raids = []Raid{r}
	return s
}

// TestBoltClassBounded checks that a plasma bolt past MaxBoltClass is
// refused as a bad setup: a strike file of 150 bytes with a bolt of class
// 10^9 made the exact odds ask for 32 GB (the process died), and one of
// class 40 met by 100 lent scatterguns overflowed the lent dice's counts
// (the odds panicked on negative weights).
func TestBoltClassBounded(t *testing.T) {
	classic := fullthrust.Options{Procedure: fullthrust.Classic}
	for _, class := range []int{MaxBoltClass + 1, 40, 1_000_000_000} {
		s := lentStrike(1, 100, 0, Standard, 1, class, 100)
		err := s.ValidateFor(classic)
		if !errors.Is(err, ErrSetup) || !strings.Contains(err.Error(), fmt.Sprintf("has class %d; a bolt has class 1-%d", class, MaxBoltClass)) {
			t.Fatalf("class %d: Validate = %v, want the class refused", class, err)
		}
		if _, err := Odds(s, classic); !errors.Is(err, ErrSetup) {
			t.Errorf("class %d: Odds = %v, want a setup error", class, err)
		}
	}
	if _, err := Odds(lentStrike(1, 100, 0, Standard, 1, MaxBoltClass, 100), classic); err != nil {
		t.Errorf("class %d: %v", MaxBoltClass, err)
	}
}
