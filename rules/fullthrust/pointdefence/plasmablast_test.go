package pointdefence

import (
	"errors"
	"math/big"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// blastStrike is a frigate struck by a class-2 plasma bolt whose blast also
// catches one of the two attacking groups and one of three salvos.
func blastStrike() Strike {
	fr := testShip("Frigate", 12, 0, sys(fullthrust.PDS, 1)...)
	raid := Raid{Target: 0, Salvos: 3,
		Groups: []Attacker{group("Red", Standard, 4, ""), group("Blue", Standard, 2, "")},
		Plasma: []Bolt{{Class: 2, Fighters: []string{"Red"}, Salvos: 1}},
	}
	return Strike{Ships: []fullthrust.Ship{fr}, Defence: []Defence{DefaultDefence(fr)}, Raids: []Raid{raid}}
}

// TestPlasmaBlast rolls the blast: the caught salvo never attacks (two
// salvos read the level as 1 - 2 + 1 = 0), Red loses 2D6 = 5 fighters,
// capped at its 4, and the casualty dice fall on Blue, the only group with
// fighters left; Red still attacks at full strength.
func TestPlasmaBlast(t *testing.T) {
	dice := []int{
		4,    // PDS: PDL 1
		1,    // plasma bolt to hit, band 1 needs 3+: miss
		2, 3, // blast on Red: 5, capped at 4
		1, 1, 1, 1, // Red, 4 dice at band 1: nothing
		1, 1, // Blue
		6, 1, 1, // casualties: 6 = 2 + re-roll 1, 1 = 0: Blue loses its 2
		3, 2, // two salvos at band 0: 3 + 2 missiles
		1, 1, 1, 1, 1, // missile damage: 5 points, row 1 completed
		1, // threshold check on the PDS
	}
	res := scripted(t, blastStrike(), fullthrust.Options{}, dice...)
	r := res.Raids[0]
	if r.Groups[0].Strength != 0 || r.Groups[1].Strength != 0 {
		t.Errorf("strengths %d and %d, want 0 and 0", r.Groups[0].Strength, r.Groups[1].Strength)
	}
	if r.Losses != 6 || r.MissileHits != 5 {
		t.Errorf("losses %d, missile hits %d; want 6 and 5", r.Losses, r.MissileHits)
	}
	mustContain(t, res.Log, "destroys 1 salvo before they attack",
		"Red (standard, 4) caught in the blast of plasma bolt 1 (class 2), 2D6: 2 3 = 5 → loses 4 fighters",
		"against 2 salvos: 1 - 2 + 1 = 0")
}

// TestPlasmaBlastValidate rejects blasts that catch what is not there.
func TestPlasmaBlastValidate(t *testing.T) {
	tests := []struct {
		name string
		bolt Bolt
	}{
		{"unknown group", Bolt{Class: 1, Fighters: []string{"Green"}}},
		{"group twice", Bolt{Class: 1, Fighters: []string{"Red", "Red"}}},
		{"too many salvos", Bolt{Class: 1, Salvos: 4}},
		{"negative", Bolt{Class: 1, Heavy: -1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := blastStrike()
			s.Raids[0].Plasma = []Bolt{tc.bolt}
			if err := s.Validate(); !errors.Is(err, ErrSetup) {
				t.Errorf("Validate = %v, want a setup error", err)
			}
		})
	}
}

// TestPlasmaBlastOdds checks the losses of the blast strike exactly: Red's
// 2D6 capped at 4 plus the casualty kills, capped at the 6 fighters.
func TestPlasmaBlastOdds(t *testing.T) {
	odds, err := Odds(blastStrike(), fullthrust.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l := odds[0].Losses[0]
	// P(blast >= 4) = 1 - P(2D6 <= 3) = 33/36, so at least 4 are lost then.
	if p := l.Lost.PAtLeast(4); p.Cmp(big.NewRat(33, 36)) < 0 {
		t.Errorf("P(lost >= 4) = %s, want at least 33/36", p.FloatString(6))
	}
	if l.Lost.Hi() != 6 {
		t.Errorf("losses reach %d, want 6", l.Lost.Hi())
	}
}

// TestPlasmaBlastClassic rolls the blast under the classic procedure on a
// frigate with no point defence: the caught salvo never attacks, Red
// attacks with all 4 fighters, and the blast's 2D6, rolled after every
// attack, then take 3 of them.
func TestPlasmaBlastClassic(t *testing.T) {
	s := blastStrike()
	s.Ships[0] = testShip("Frigate", 12, 0)
	s.Defence = []Defence{{}}
	dice := []int{
		1, 1, // plasma bolt damage, class 2: 2 points
		4, 5, 1, 1, // Red, 4 fighters: 2 points
		1, 1, // Blue: nothing
		1, 1, // salvo 1: lock-on 1, 1 point
		1, 1, // salvo 2: lock-on 1, 1 point
		2, 1, // blast on Red: 3
	}
	res := scripted(t, s, fullthrust.Options{Procedure: fullthrust.Classic}, dice...)
	r := res.Raids[0]
	if r.Groups[0].Strength != 1 || r.Groups[1].Strength != 2 || r.Losses != 3 {
		t.Errorf("strengths %d and %d, losses %d; want 1, 2 and 3", r.Groups[0].Strength, r.Groups[1].Strength, r.Losses)
	}
	if r.Damage.Total() != 6 || r.MissileHits != 2 {
		t.Errorf("damage %d, missile hits %d; want 6 and 2", r.Damage.Total(), r.MissileHits)
	}
	mustContain(t, res.Log, "Red (standard, 4) caught in the blast of plasma bolt 1 (class 2), 2D6: 2 1 = 3 → loses 3 fighters")

	odds, err := Odds(s, fullthrust.Options{Procedure: fullthrust.Classic})
	if err != nil {
		t.Fatal(err)
	}
	// Red loses min(4, 2D6): 4 with P(2D6 >= 4) = 33/36; Blue loses none.
	l := odds[0].Losses[0]
	if p := l.Lost.P(4); p.Cmp(big.NewRat(33, 36)) != 0 {
		t.Errorf("P(4 lost) = %s, want 33/36", p.RatString())
	}
	if want := big.NewRat(1*2+2*3+33*4, 36); l.Mean.Cmp(want) != 0 {
		t.Errorf("mean losses %s, want %s", l.Mean.RatString(), want.RatString())
	}
}
