package lab_test

import (
	"io/fs"
	"testing"

	jovianagent "github.com/broadside/broadside/agent/jovian"
	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/scenario"
)

// strike loads an embedded strike file, such as "dreadnought-escorts.yaml",
// with its exact odds.
func strike(tb testing.TB, name string) (scenario.FullThrustStrike, []pointdefence.RaidOdds) {
	tb.Helper()
	data, err := fs.ReadFile(examples.FullThrust, "fullthrust/"+name)
	if err != nil {
		tb.Fatal(err)
	}
	st, err := scenario.DecodeFullThrustStrike(name, data)
	if err != nil {
		tb.Fatal(err)
	}
	odds, err := pointdefence.Odds(st.Strike, st.Options)
	if err != nil {
		tb.Fatal(err)
	}
	return st, odds
}

// duel loads an embedded duel file, such as "duel-eclipse.yaml".
func duel(tb testing.TB, name string) scenario.FTDuel {
	tb.Helper()
	data, err := fs.ReadFile(examples.FullThrust, "fullthrust/"+name)
	if err != nil {
		tb.Fatal(err)
	}
	d, err := scenario.DecodeFTDuel(name, data)
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

// ftBattle loads an embedded Full Thrust battle file, such as
// "battle-cruiser-action.yaml".
func ftBattle(tb testing.TB, name string) scenario.FTBattle {
	tb.Helper()
	data, err := fs.ReadFile(examples.FullThrust, "fullthrust/"+name)
	if err != nil {
		tb.Fatal(err)
	}
	f, err := scenario.DecodeFTBattle(name, data)
	if err != nil {
		tb.Fatal(err)
	}
	return f
}

// engagement loads an embedded Jovian Wars engagement, such as "duel.yaml".
func engagement(tb testing.TB, name string) *jovianagent.Engagement {
	tb.Helper()
	sub, err := fs.Sub(examples.Jovian, "jovian")
	if err != nil {
		tb.Fatal(err)
	}
	e, err := scenario.LoadJovianEngagement(sub, name)
	if err != nil {
		tb.Fatal(err)
	}
	return e
}
