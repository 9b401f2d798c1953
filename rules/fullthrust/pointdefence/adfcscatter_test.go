package pointdefence

import (
	"errors"
	"strings"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// TestLentScattergunOne checks a scattergun lent in ADFC mode (RULINGS A7,
// reading W120) under the classic procedure: its die kills as the covered
// ship's own scattergun would, and a 1 also does 1 damage to the covered
// ship. A group of three standard fighters attacks a corvette with no point
// defence of its own; the lent scattergun rolls 1 (one kill and one point on
// the corvette), the two survivors roll 1 and 1 (no hits).
func TestLentScattergunOne(t *testing.T) {
	corvette := testShip("Corvette", 8, 0)
	s := lent(Strike{Ships: []fullthrust.Ship{corvette}, Defence: []Defence{{}},
		Raids: []Raid{{Target: 0, Groups: []Attacker{group("A", Standard, 3, "")}}}}, 1)
	opt := fullthrust.Options{Procedure: fullthrust.Classic}
	res := scripted(t, s, opt, 1, 1, 1)
	if got := res.Raids[0].Damage.Total(); got != 1 {
		t.Errorf("damage %d, want the scattergun's 1 point", got)
	}
	if !strings.Contains(res.Log.String(), "the 1 does 1 damage to Corvette") {
		t.Errorf("the log does not say the 1 hit the corvette:\n%s", res.Log)
	}
	// A 2 kills two and does no damage; the survivor rolls 1.
	res = scripted(t, s, opt, 2, 1)
	if got := res.Raids[0].Damage.Total(); got != 0 {
		t.Errorf("damage %d after a 2, want 0", got)
	}
}

// TestLentScatterguns2015Refused checks that the 2015 procedure refuses
// scatterguns lent in ADFC mode, whose scattergun is four PDS dice with no
// such mode (W120), and that a ship may not lend more scatterguns than it
// has working.
func TestLentScatterguns2015Refused(t *testing.T) {
	s := lent(Strike{Ships: []fullthrust.Ship{testShip("Corvette", 8, 0)}, Defence: []Defence{{}},
		Raids: []Raid{{Target: 0, Salvos: 1}}}, 1)
	if _, err := Odds(s, fullthrust.Options{}); !errors.Is(err, ErrSetup) || !strings.Contains(err.Error(), "only the classic procedure") {
		t.Errorf("2015 odds: err = %v, want the classic procedure only", err)
	}
	s.Defence[1].Cover[0].Scatterguns = 2
	if err := s.Validate(); err == nil || !strings.Contains(err.Error(), "commits 2 scatterguns (fired and lent) but has 1") {
		t.Errorf("two lent of one: err = %v", err)
	}
}

// TestLentScattergunSpent checks that a lent scattergun that fires is
// spent on the lending ship, not on the covered one (W120).
func TestLentScattergunSpent(t *testing.T) {
	corvette := testShip("Corvette", 8, 0, sys(fullthrust.Scattergun, 1)...)
	s := lent(Strike{Ships: []fullthrust.Ship{corvette}, Defence: []Defence{{}},
		Raids: []Raid{{Target: 0, Groups: []Attacker{group("A", Standard, 3, "")}}}}, 1)
	res := scripted(t, s, fullthrust.Options{Procedure: fullthrust.Classic}, 3)
	if got := res.Ships[0].Count(fullthrust.Scattergun); got != 1 {
		t.Errorf("the corvette has %d scatterguns left, want its own 1", got)
	}
	if got := res.Ships[1].Count(fullthrust.Scattergun); got != 0 {
		t.Errorf("the lender has %d scatterguns left, want 0: it fired", got)
	}
	if s.Ships[1].Count(fullthrust.Scattergun) != 1 {
		t.Error("Resolve spent the scattergun of the strike it was given")
	}
}
