package battle_test

import (
	"os"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/scenario"
)

// scatterCoverBattle is a flagship at (0, 10) without point defence, Kra
// with one scattergun and no ADFC at (0, kraY), both at rest, and a
// carrier of one standard group A at the origin, under procedure.
func scatterCoverBattle(t *testing.T, kraY float64, procedure fullthrust.Procedure) *game.Match {
	t.Helper()
	flag := warship(0, fullthrust.Ship{Name: "Flagship", Mass: 80, Hull: fullthrust.HullRows(30, 4)}, geom.Vec{Y: 10})
	kra := warship(0, fullthrust.Ship{Name: "Kra", Mass: 30, Hull: fullthrust.HullRows(9, 3), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Scattergun}}}, geom.Vec{Y: kraY})
	s := battle.Setup{Ships: []battle.Ship{flag, kra, carrier(geom.Vec{}, "A")}}
	s.Options.Procedure = procedure
	return startSetup(t, s)
}

// TestScattergunCoverOne checks reading W120 (RULINGS A7: in ADFC mode a
// scattergun's 1 also does 1 damage to the covered ship). Under the classic
// procedure Kra, 4 MU from the flagship and with no ADFC of its own, lends
// its scattergun; it engages group A attacking the flagship and rolls 1:
// one fighter killed and 1 damage to the flagship. The five survivors roll
// 1s. The scattergun is spent on Kra.
func TestScattergunCoverOne(t *testing.T) {
	m := scatterCoverBattle(t, 14, fullthrust.Classic)
	log := turnDice(t, m, [2]string{"Kra cover: Flagship scatterguns", "A: attack Flagship"}, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Kra covers Flagship with 1 scattergun in ADFC mode",
		"scattergun from Kra at A (standard, 6): 1 = 1 → 1 kill; the 1 does 1 damage to Flagship",
		"Flagship takes 0 armour and 1 hull boxes from fighters and missiles")
	turnDice(t, m, [2]string{"", ""})
	if _, err := m.Submit(0, game.Orders{Text: "Kra pd: scatterguns"}); err == nil || !strings.Contains(err.Error(), "but has 0 working") {
		t.Errorf("Kra's scattergun is not spent: err = %v", err)
	}
}

// TestScattergunCoverRefusedAndLapsing checks the rest of W120: the 2015
// procedure refuses the line, a scattergun may not be both fired in the
// ship's own defence and lent, and beyond 6 MU the scatterguns do not
// cover (the group's six 1s then meet no point defence).
func TestScattergunCoverRefusedAndLapsing(t *testing.T) {
	m := scatterCoverBattle(t, 14, fullthrust.New2015)
	if _, err := m.Submit(0, game.Orders{Text: "Kra cover: Flagship scatterguns"}); err == nil || !strings.Contains(err.Error(), "only under the classic procedure") {
		t.Errorf("2015: err = %v", err)
	}
	m = scatterCoverBattle(t, 14, fullthrust.Classic)
	if _, err := m.Submit(0, game.Orders{Text: "Kra pd: scatterguns\nKra cover: Flagship scatterguns"}); err == nil || !strings.Contains(err.Error(), "Kra fires and lends 2 scatterguns but has 1 working") {
		t.Errorf("one scattergun fired and lent: err = %v", err)
	}
	m = scatterCoverBattle(t, 17, fullthrust.Classic)
	log := turnDice(t, m, [2]string{"Kra cover: Flagship scatterguns 1", "A: attack Flagship"}, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Kra's scatterguns do not cover Flagship: 7.0 MU apart, beyond their 6 MU")
}

// TestScattergunCoverRefusedWhole checks that orders with a bad
// scattergun cover line are refused whole, naming the ship, the line and
// the word: the good cover line before it is not applied.
func TestScattergunCoverRefusedWhole(t *testing.T) {
	data, err := os.ReadFile("testdata/scatterguns-classic.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b, err := scenario.DecodeFTBattle("scatterguns-classic.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := battle.MarshalSetup(b.Setup)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.Start(battle.Rules{}, nil, setup, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ line, want string }{
		{"Flag cover: Kra scatterguns x", `Flag cover: "x" after scatterguns is not a count`},
		{"Flag cover: Kra scatterguns 99999999999999999999", `Flag cover: "99999999999999999999" after scatterguns is not a count`},
		{"Flag cover: Kra scatterguns 3", "Flag cover: lends 3 scatterguns but has 2 working"},
	} {
		_, err := m.Submit(0, game.Orders{Text: "Kra cover: Flag scatterguns 2\nFlag: +1\n" + tc.line})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.line, err, tc.want)
		}
	}
	m.Submit(0, game.Orders{Text: "Flag: +1"})
	evs, err := m.Submit(1, game.Orders{Text: "Foe: +1; Red Light: attack Flag"})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if strings.Contains(e.Text, "Kra covers Flag") {
			t.Errorf("a refused submission's cover held: %s", e.Text)
		}
	}
}
