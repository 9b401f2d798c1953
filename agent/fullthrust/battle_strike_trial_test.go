package fullthrust_test

import (
	"fmt"
	"testing"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// battleStrikes plays the example battles with fighters or missiles
// between tactical players and between random ones, two seeds each, and
// returns every turn's
// fighter and missile strike as the battle built it for its point-defence
// phase (battle.State.LastStrike): every raid of the turn, with its
// covers, screens, eclipses and plasma bolts.
func battleStrikes(tb testing.TB) []battle.StrikeRecord {
	tb.Helper()
	var out []battle.StrikeRecord
	for _, name := range []string{"battle-cruiser-action.yaml", "battle-carrier-gunline.yaml", "battle-missile-boats.yaml", "battle-fleet-action.yaml"} {
		start, err := battle.Rules{}.Prepare(nil, battleSetup(tb, name))
		if err != nil {
			tb.Fatal(err)
		}
		for seed := rng.Seed(1); seed <= 4; seed++ {
			// Tactical players, and random ones, who screen and cover more.
			kinds := []string{"tactical", "tactical"}
			if seed > 2 {
				kinds = []string{"random", "random"}
			}
			players := ftagent.BattlePlayers(kinds, seed)
			playRounds(tb, start, players, seed, func(st *battle.State) {
				// The strike is resolved with the movement orders, which
				// leave the battle in the fire phase of the same turn.
				if r, ok := st.LastStrike(); ok && r.Turn == st.Turn() && st.Phase() == battle.FirePhase {
					out = append(out, r)
				}
			})
		}
	}
	if len(out) == 0 {
		tb.Fatal("the example battles had no strike")
	}
	return out
}

// TestBattleStrikeTrialAllocatesNothing is issue 14's "a whole turn's
// point-defence phase allocates nothing per trial": each turn's strike of
// the example battles, compiled once into a pointdefence.Sampler under the
// battle's procedure and the other one, is resolved trial after trial from
// a reused stream without allocating. Each trial rolls the dice the
// battle's own resolution (pointdefence.Resolve) rolls, so its raids score
// what the battle's do from the same stream: the test checks that too for
// the raids without eclipsers, whose overkill a trial works out on its own
// (see Sampler).
func TestBattleStrikeTrialAllocatesNothing(t *testing.T) {
	strikes := battleStrikes(t)
	var raids, groups, salvos, heavy, bolts, covers, screens int
	for k, rec := range strikes {
		for _, proc := range []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic} {
			opt := rec.Options
			opt.Procedure = proc
			m, err := pointdefence.NewSampler(rec.Strike, opt)
			if err != nil {
				t.Fatalf("strike %d (turn %d): %v", k, rec.Turn, err)
			}
			stream := rng.New(0)
			i := uint64(0)
			// All the trials in one run: AllocsPerRun divides the
			// allocations by the runs and rounds down, so with several runs
			// an allocation only a few trials' dice reach would be rounded
			// away.
			const trials = 500
			allocs := testing.AllocsPerRun(1, func() {
				for range trials {
					stream.Reset(rng.Seed(k).Derive("trial", i))
					i++
					m.Sample(stream)
				}
			})
			if allocs != 0 {
				t.Errorf("strike %d (turn %d, %s, %d raids): %.0f allocations in %d trials, want none", k, rec.Turn, proc, m.Raids(), allocs, trials)
			}
			for trial := range uint64(20) {
				seed := rng.Seed(k).Derive("check", trial)
				stream.Reset(seed)
				got := m.Sample(stream)
				res, err := pointdefence.Resolve(rec.Strike, opt, rng.New(seed))
				if err != nil {
					t.Fatal(err)
				}
				if len(got) != len(res.Raids) {
					t.Fatalf("strike %d: %d raids sampled, %d resolved", k, len(got), len(res.Raids))
				}
				for r, rr := range res.Raids {
					if len(rr.Eclipsers) > 0 {
						continue
					}
					if g := got[r]; g.Damage != rr.Damage.Total() || g.Losses != rr.Losses || g.Missiles != rr.MissileHits || g.PDL != rr.PDL {
						t.Errorf("strike %d %s trial %d raid %d: sampled %+v, resolved damage %d, losses %d, missile hits %d, PDL %d",
							k, proc, trial, r, g, rr.Damage.Total(), rr.Losses, rr.MissileHits, rr.PDL)
					}
				}
			}
		}
		raids += len(rec.Strike.Raids)
		for _, r := range rec.Strike.Raids {
			groups, salvos, heavy, bolts = groups+len(r.Groups), salvos+r.Salvos, heavy+r.Heavy, bolts+len(r.Plasma)
		}
		for _, d := range rec.Strike.Defence {
			covers, screens = covers+len(d.Cover), screens+len(d.Screen)
		}
	}
	t.Logf("%d strikes: %d raids of %d fighter groups, %d salvos, %d heavy missiles, %d plasma bolts; %d ADFC covers, %d screening groups",
		len(strikes), raids, groups, salvos, heavy, bolts, covers, screens)
}

// BenchmarkBattleStrikeTrial is one Monte Carlo trial of the largest
// strike (most attacking groups and salvos) of the example battles' turns,
// under each procedure; issue 14 asks that it allocate nothing.
func BenchmarkBattleStrikeTrial(b *testing.B) {
	strikes := battleStrikes(b)
	best, size := 0, -1
	for k, rec := range strikes {
		n := 0
		for _, r := range rec.Strike.Raids {
			n += len(r.Groups) + r.Salvos + r.Heavy + len(r.Plasma)
		}
		if n > size {
			best, size = k, n
		}
	}
	rec := strikes[best]
	for _, proc := range []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic} {
		b.Run(fmt.Sprint(proc), func(b *testing.B) {
			opt := rec.Options
			opt.Procedure = proc
			m, err := pointdefence.NewSampler(rec.Strike, opt)
			if err != nil {
				b.Fatal(err)
			}
			stream := rng.New(0)
			b.ReportAllocs()
			i := uint64(0)
			for b.Loop() {
				stream.Reset(rng.Seed(1).Derive("trial", i))
				i++
				m.Sample(stream)
			}
			b.ReportMetric(float64(m.Raids()), "raids")
			b.ReportMetric(float64(size), "attackers")
		})
	}
}
