package battle_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/scenario"
)

// FuzzOrders checks that no written orders, in either phase, panic the
// check or the resolution, and that refused orders change nothing.
func FuzzOrders(f *testing.F) {
	for _, s := range []string{"Resolute: P1 +2", "Resolute: Vigilant", "Dauntless: ET P3 +3; Resolute: Roll", ":", "Resolute:\n:\n", "Vigilant: Resolute",
		"Dauntless pd: b1 2 k1", "Resolute cover: Dauntless pds 1 ads 0", "Resolute missile: Vigilant", "Resolute plasma: 0 0", "Dauntless pd: b1; Dauntless pd: k1", "Union Blue: assist Union Blue",
		"Resolute: Vigilant [B3 B3], Lancer [B2]", "Resolute: Vigilant, Lancer", "Resolute: Vigilant [", "Resolute: Lancer [B3 K2 PT], ", "Resolute repair: B3 2, drive",
		"Resolute repair: none", "Resolute repair: FTL 3, firecon 9", "Dauntless salvo: Vigilant; Dauntless: Vigilant [B1 B1 B1]",
		"Union Blue: screen Resolute", "Union Blue: attack Vigilant press", "Union Blue: attack press", "Union Blue: intercept League Red", "Union Blue: screen Vigilant", "Union Blue: evade", "Union Blue: intercept",
		"Union Blue: intercept missiles", "Union Blue: intercept missiles now", "Union Blue: land", "Union Blue: land now", "Resolute: +1; Union Blue: land",
		"Union Blue: pursue Vigilant", "Union Blue: pursue", "Union Blue: screen Union Blue", "Union Blue: screen League Red", "Dauntless salvo: Vigilant; Union Blue: intercept missiles",
		"Resolute fire at: League Red beams pds 2", "Resolute fire at: League Red", "Resolute fire at: League Red pds -1 pds", "Resolute fire at:  scatterguns 3",
		"Resolute pd: scatterguns 1", "Resolute pd: grapeshot b1", "Resolute pd: scatterguns k1",
		"Resolute: Ec1; Resolute eclipse: Dauntless", "Resolute eclipse: Resolute", "Dauntless: EM1; Resolute: Ec2; Resolute eclipse: Dauntless",
		"Resolute em: call", "Resolute em: ", "Resolute: SRJ", "Resolute: SRJ 40", "Resolute: backfire", "Resolute: EM2? / EM1", "Resolute: / SK P1",
		"Union Blue: land combat", "Union Blue: land combat now", "Resolute scramble: Union Blue", "Resolute scramble: Union Blue, Union Blue", "Resolute scramble: ",
		"Resolute scramble: League Red", "Resolute: +1; Resolute scramble: Union Blue", "Union Blue: join Union Blue", "Union Blue: join League Red", "Union Blue: join",
		"Union Blue: intercept plasma", "Resolute plasma: 0 0; Union Blue: intercept plasma",
		"Resolute: Ec1; Resolute eclipse: Dauntless; Resolute cover: Dauntless pds 1", "Dauntless cover: Resolute ads 2"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	fuzzOrders(f, "battle-cruiser-action.yaml", [2]string{"Resolute: +6; Dauntless: +2", "Vigilant: +6; Lancer: +2"})
}

// FuzzOrdersScatterguns is FuzzOrders in a classic battle with the words
// of rules version 8: scatterguns fired at ships ("[SG]") and lent in ADFC
// mode ("cover: OTHER scatterguns N"), K-1 as point defence (aft marks),
// light groups and plasma bolts (blasts).
func FuzzOrdersScatterguns(f *testing.F) {
	for _, s := range []string{"Flag: Foe [SG]", "Flag: Foe [B2 SG]", "Flag: Foe [SG SG SG]", "Kra: Foe [SG], Foe [SG]", "Kra: Foe [sg]", "Kra: [SG]",
		"Kra cover: Flag scatterguns", "Kra cover: Flag scatterguns 3", "Kra cover: Flag scatterguns 4", "Kra cover: Flag scatterguns -1", "Kra cover: Flag scatterguns 0",
		"Kra cover: Flag scatterguns 99999999999999999999", "Kra cover: Flag scatterguns scatterguns", "Kra cover: Flag pds 1 scatterguns 2", "Kra cover: Flag scatterguns 1 pds",
		"Kra pd: scatterguns 2\nKra cover: Flag scatterguns 2", "Flag cover: Kra scatterguns 2 ads 0", "Kra cover: Scatterguns", "Flag pd: k1 2", "Flag pd: k1 2 scatterguns 1",
		"Flag plasma: Foe", "Flag plasma: 0 8", "Blue Light: attack Foe", "Blue Light: intercept plasma", "Blue Light: screen Flag", "Flag: +2; Blue Light: attack Foe; Kra cover: Flag scatterguns 3",
		"Flag fire at: Red Light scatterguns 2", "Kra fire at: Red Light scatterguns 3; Kra: Foe [SG]"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	data, err := os.ReadFile("testdata/scatterguns-classic.yaml")
	if err != nil {
		f.Fatal(err)
	}
	b, err := scenario.DecodeFTBattle("scatterguns-classic.yaml", data)
	if err != nil {
		f.Fatal(err)
	}
	js, err := battle.MarshalSetup(b.Setup)
	if err != nil {
		f.Fatal(err)
	}
	fuzzSetupOrders(f, js, [2]string{"Flag: +1; Blue Light: attack Foe; Kra cover: Flag scatterguns 2", "Foe: +1; Red Light: attack Flag; Foe plasma: Flag"})
}

// fuzzOrders fuzzes the first side's orders in the battle of the named
// file, in its first orders phase or, when the fuzzer says fire, in its
// first fire phase after both sides wrote move: no orders panic, and
// refused orders change nothing.
func fuzzOrders(f *testing.F, file string, move [2]string) {
	fuzzSetupOrders(f, setupOf(f, file), move)
}

// fuzzSetupOrders is fuzzOrders for a setup.
func fuzzSetupOrders(f *testing.F, setup json.RawMessage, move [2]string) {
	f.Fuzz(func(t *testing.T, text string, fire bool) {
		m, err := game.Start(battle.Rules{}, nil, setup, 1)
		if err != nil {
			t.Fatal(err)
		}
		if fire {
			m.Submit(0, game.Orders{Text: move[0]})
			m.Submit(1, game.Orders{Text: move[1]})
		}
		before, _ := json.Marshal(m.View(game.Spectator))
		_, err0 := m.Submit(0, game.Orders{Text: text})
		after, _ := json.Marshal(m.View(game.Spectator))
		if string(before) != string(after) {
			t.Fatal("a sealed submission changed the view")
		}
		if err0 == nil {
			if _, err := m.Submit(1, game.Orders{}); err != nil {
				t.Fatalf("the other side's empty orders: %v", err)
			}
		}
	})
}
