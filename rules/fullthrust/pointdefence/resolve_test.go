package pointdefence

import (
	"errors"
	"reflect"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/google/go-cmp/cmp"
)

// TestResolveLeavesTheStrikeAlone checks that resolving never changes its
// inputs, under either procedure.
func TestResolveLeavesTheStrikeAlone(t *testing.T) {
	for _, opt := range []fullthrust.Options{{}, {Procedure: fullthrust.Classic}} {
		s := benchStrike(8)
		s.Defence[0].Screen = []Group{NewGroup("Green", Interceptor)}
		before := deepCopy(s)
		if _, err := Resolve(s, opt, rng.New(3)); err != nil {
			t.Fatal(err)
		}
		if _, err := Odds(s, opt); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(before, s); diff != "" {
			t.Fatalf("%s: the strike changed:\n%s", opt.Procedure, diff)
		}
	}
}

// deepCopy copies a strike's slices.
func deepCopy(s Strike) Strike {
	out := Strike{}
	for _, sh := range s.Ships {
		out.Ships = append(out.Ships, sh.Clone())
	}
	for _, d := range s.Defence {
		d.Cover = append([]Cover(nil), d.Cover...)
		d.Screen = append([]Group(nil), d.Screen...)
		out.Defence = append(out.Defence, d)
	}
	for _, r := range s.Raids {
		r.Groups = append([]Attacker(nil), r.Groups...)
		r.Plasma = append([]Bolt(nil), r.Plasma...)
		out.Raids = append(out.Raids, r)
	}
	return out
}

// TestResolveAgreesWithSample checks that the logged resolution and the
// Monte Carlo path roll the same dice, and that they agree on the overkill a
// destroyed eclipser passes on.
func TestResolveAgreesWithSample(t *testing.T) {
	strikes := []Strike{benchStrike(8), one(testShip("C", 20, 4, systems(sys(fullthrust.PDS, 2), sys(fullthrust.AdvancedScreen, 2), sys(fullthrust.Scattergun, 1))...),
		Raid{Heavy: 1, AdvancedHeavy: 1, Salvos: 2, Plasma: []Bolt{{Class: 3, Fighters: []string{"K", "I"}}},
			Groups: []Attacker{group("T", Torpedo, 4, ""), group("K", Kinetic, 5, ""), group("H", Heavy, 2, "K"), group("I", Interceptor, 3, "")}})}
	strikes[0].Defence[0].Screen = []Group{NewGroup("Green", Interceptor)}
	// The eclipser's share meets its own advanced screens, the target's
	// share the target's.
	screened := overkillStrike()
	screened.Ships[0].Systems = append(screened.Ships[0].Systems, sys(fullthrust.AdvancedScreen, 2)...)
	screened.Ships[1].Systems = append(screened.Ships[1].Systems, sys(fullthrust.AdvancedScreen, 1)...)
	strikes = append(strikes, overkillStrike(), screened)
	overkills := 0
	for _, opt := range []fullthrust.Options{{}, {Procedure: fullthrust.Classic}, {SAPOrdnance: true}, {Procedure: fullthrust.Classic, SAPOrdnance: true}} {
		for k, s := range strikes {
			m, err := NewSampler(s, opt)
			if err != nil {
				t.Fatal(err)
			}
			for seed := range rng.Seed(50) {
				res, err := Resolve(s, opt, rng.New(seed))
				if err != nil {
					t.Fatal(err)
				}
				smp := m.Sample(rng.New(seed))
				for i, rr := range res.Raids {
					want := Sample{PDL: rr.PDL, Damage: rr.Damage.Total(), Destroyed: rr.Taken.Destroyed, Losses: rr.Losses, Missiles: rr.MissileHits}
					for _, er := range rr.Eclipsers {
						want.Eclipsers += er.Damage.Total()
						want.Overkill += er.Overkill
						overkills += er.Overkill
					}
					if opt.Procedure == fullthrust.Classic {
						want.PDL = smp[i].PDL
					}
					if smp[i] != want {
						t.Fatalf("%s strike %d seed %d: sample %+v, resolve %+v", opt.Procedure, k, seed, smp[i], want)
					}
				}
			}
		}
	}
	if overkills == 0 {
		t.Error("no trial passed overkill on; the eclipse case tests nothing")
	}
}

// TestNothingAppliedWhenDiceRunOut checks that a script that runs out gives
// an error and no result.
func TestNothingAppliedWhenDiceRunOut(t *testing.T) {
	s := benchStrike(2)
	res, err := Resolve(s, fullthrust.Options{}, rng.NewScript([]int{6, 6, 6}))
	var need *rng.NeedError
	if !errors.As(err, &need) {
		t.Fatalf("error %v, want a NeedError", err)
	}
	if res.Ships != nil || res.Raids != nil || res.Log != nil {
		t.Fatalf("a result came back with the error: %+v", res)
	}
	if _, err := Resolve(s, fullthrust.Options{}, rng.NewScript([]int{9})); err == nil {
		t.Fatal("a face of 9 on a d6 was accepted")
	}
}

// TestClassicScripted follows classic raids die by die: the point defence
// shoots at single attackers before they attack.
func TestClassicScripted(t *testing.T) {
	frigate := testShip("Frigate", 20, 0, systems(sys(fullthrust.PDS, 1), sys(fullthrust.Beam, 1))...)
	s := one(frigate, Raid{Salvos: 1, Groups: []Attacker{group("X", Standard, 3, "")}})
	res := scripted(t, s, fullthrust.Options{Procedure: fullthrust.Classic},
		6, 4, // PDS at the salvo: 2 kills and a re-roll of 4: 3 kills
		1,       // B1 at the salvo: nothing
		4, 5, 3, // X attacks: 2 points
		5,    // lock-on 5, less 3 kills: 2 missiles
		3, 4, // their damage: 9 in all, past the first hull row
		1, 1) // the row 1 threshold check
	r := res.Raids[0]
	if r.Losses != 0 || r.MissileHits != 2 || r.Damage.Total() != 9 {
		t.Fatalf("losses %d, missiles %d, damage %v; want 0, 2, 9\n%s", r.Losses, r.MissileHits, r.Damage, res.Log)
	}
	mustContain(t, res.Log, "salvo 1 ← PDS, B1", "salvo 1 lock-on: 5 missiles on target, 3 shot down → 2 missiles hit")

	s = one(frigate, Raid{Groups: []Attacker{group("X", Heavy, 3, "")}})
	res = scripted(t, s, fullthrust.Options{Procedure: fullthrust.Classic},
		6, 5, // PDS at heavy X: a 6 (5 after -1) kills 1 and re-rolls a 5 (4): 2 kills
		6, 6, 2, // B1: a 6 (5) kills 1, re-roll 6 kills 1 and re-rolls 2: 2 kills, 1 more than is left
	)
	if r := res.Raids[0]; r.Losses != 3 || r.Damage.Total() != 0 || r.Groups[0].Strength != 0 {
		t.Fatalf("losses %d, damage %v\n%s", r.Losses, r.Damage, res.Log)
	}
	mustContain(t, res.Log, "X (heavy, 3) is wiped out before it attacks")
}

// TestClassicDogfight checks that a screening group ties up the weakest
// attacker, which then does no damage.
func TestClassicDogfight(t *testing.T) {
	s := one(testShip("Frigate", 20, 0), Raid{Groups: []Attacker{group("Big", Standard, 6, ""), group("Small", Standard, 2, "")}})
	s.Defence[0].Screen = []Group{NewGroup("Green", Interceptor)}
	res := scripted(t, s, fullthrust.Options{Procedure: fullthrust.Classic},
		1, 1, 1, 1, 1, 3, // Green: a 3 +1 for interceptors kills one
		6, 1, 2, // Small: a 6 kills two and re-rolls a 1, less nothing (no modifier)
		1, 1, 1, 1, 1, 1) // Big attacks for nothing
	r := res.Raids[0]
	if r.Groups[1].Strength != 1 || res.Screens[0][0].Strength != 4 || r.Damage.Total() != 0 {
		t.Fatalf("small %+v, green %+v, damage %v\n%s", r.Groups[1], res.Screens[0][0], r.Damage, res.Log)
	}
}

// TestResolveQuietAsResolve checks that ResolveQuiet rolls the same dice as
// Resolve and returns the same result but the log, which it leaves empty:
// strikes with every kind of attacker and defence, both procedures and the
// options that change the dice, thresholds at once and at the end phase.
func TestResolveQuietAsResolve(t *testing.T) {
	strikes := []Strike{everythingStrike(), aftStrike(), overkillStrike(), benchStrike(8), eclipseStrike(40)}
	opts := append([]fullthrust.Options{{Thresholds: fullthrust.ThresholdEndOfTurn}}, allocOptions...)
	logged := 0
	for _, opt := range opts {
		for k, s := range strikes {
			for seed := range rng.Seed(30) {
				loud, quiet := rng.New(seed), rng.New(seed)
				want, err := Resolve(s, opt, loud)
				if err != nil {
					t.Fatal(err)
				}
				got, err := ResolveQuiet(s, opt, quiet)
				if err != nil {
					t.Fatal(err)
				}
				if len(got.Log) != 0 {
					t.Fatalf("strike %d: the quiet resolution logged %d entries", k, len(got.Log))
				}
				logged += len(want.Log)
				want.Log = nil
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%+v strike %d seed %d: quiet %+v, logged %+v", opt, k, seed, got, want)
				}
				if a, b := loud.Uint64(), quiet.Uint64(); a != b {
					t.Fatalf("%+v strike %d seed %d: the streams part after the strike", opt, k, seed)
				}
			}
		}
	}
	if logged == 0 {
		t.Fatal("Resolve logged nothing: the comparison tests nothing")
	}
}
