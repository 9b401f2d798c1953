package battle_test

import (
	"fmt"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/benchcpu"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// BenchmarkCheckLine measures State.CheckOrders on the kinds of line the
// computer players check one at a time while they write (agent/fullthrust:
// a movement order, a fighter group's attack on each enemy ship and its
// hold, a salvo at each enemy ship, alone and after a first salvo), for
// both sides of the fleet-action example in its first orders phase, by
// CheckOrders ("check") and by Accepts ("accepts"); one op is every line
// checked once.
func BenchmarkCheckLine(b *testing.B) {
	st := preparedStart(b, "battle-fleet-action.yaml")
	type check struct {
		p    game.Player
		text string
	}
	var checks []check
	accepted := 0
	for p := range game.Player(2) {
		v := st.View(p).(battle.View)
		for _, own := range v.Ships {
			if own.Side != int(p) {
				continue
			}
			checks = append(checks, check{p, own.Name + ": 2"})
			first := ""
			for _, e := range v.Ships {
				if e.Side == int(p) || own.Salvos == 0 {
					continue
				}
				line := fmt.Sprintf("%s salvo: %.1f %.1f", own.Name, e.At.X, e.At.Y)
				if first == "" {
					first = line
				}
				checks = append(checks, check{p, line}, check{p, first + "\n" + line})
			}
		}
		for _, f := range v.Fighters {
			if f.Side != int(p) {
				continue
			}
			for _, e := range v.Ships {
				if e.Side != int(p) {
					checks = append(checks, check{p, f.Name + ": attack " + e.Name})
				}
			}
			checks = append(checks, check{p, f.Name + ": hold"})
		}
	}
	for _, c := range checks {
		if st.CheckOrders(c.p, game.Orders{Text: c.text}) == nil {
			accepted++
		}
	}
	b.Run("check", func(b *testing.B) {
		b.ReportAllocs()
		defer benchcpu.Clock(b)()
		for b.Loop() {
			for _, c := range checks {
				_ = st.CheckOrders(c.p, game.Orders{Text: c.text})
			}
		}
		b.ReportMetric(float64(len(checks)), "lines")
		b.ReportMetric(float64(accepted), "accepted")
	})
	b.Run("accepts", func(b *testing.B) {
		b.ReportAllocs()
		defer benchcpu.Clock(b)()
		for b.Loop() {
			for _, c := range checks {
				_ = st.Accepts(c.p, nil, c.text)
			}
		}
	})
}

// BenchmarkLaunchReach measures State.LaunchReach for every ship of both
// sides of the fleet-action example in its first orders phase and every
// kind of ordnance, with no lines written and after a salvo line of the
// ship's own (as the players ask it before each salvo they place); one op
// is every question asked once.
func BenchmarkLaunchReach(b *testing.B) {
	st := preparedStart(b, "battle-fleet-action.yaml")
	type ask struct {
		p     game.Player
		lines []string
		name  string
		kind  string
	}
	var asks []ask
	for p := range game.Player(2) {
		v := st.View(p).(battle.View)
		for _, own := range v.Ships {
			if own.Side != int(p) {
				continue
			}
			salvo := []string{fmt.Sprintf("%s salvo: %.1f %.1f", own.Name, own.At.X, own.At.Y+12)}
			for _, kind := range []string{"salvo", "missile", "plasma"} {
				asks = append(asks, ask{p, nil, own.Name, kind}, ask{p, salvo, own.Name, kind})
			}
		}
	}
	b.ReportAllocs()
	defer benchcpu.Clock(b)()
	for b.Loop() {
		for _, a := range asks {
			_ = st.LaunchReach(a.p, a.lines, a.name, a.kind)
		}
	}
	b.ReportMetric(float64(len(asks)), "asks")
}

// preparedStart returns the state at the start of the example battle name,
// begun from a prepared setup as the Monte Carlo runs begin theirs.
func preparedStart(b testing.TB, name string) *battle.State {
	b.Helper()
	start, err := battle.Rules{}.Prepare(nil, setupOf(b, name))
	if err != nil {
		b.Fatal(err)
	}
	return start.New()
}
