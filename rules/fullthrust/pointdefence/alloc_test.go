package pointdefence

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// everythingStrike is a strike with every kind of attacker and defence a
// trial handles: a cruiser with armour, advanced screens, PDS, a
// scattergun, ADFC and an interceptor screen, eclipsed (BDI 40) by a hurt
// escort with advanced screens that lends it a PDS, and covered by a
// frigate's ADS; its raid has every fighter type (one assisting), heavy and
// advanced heavy missiles, salvos (one intercepted in space) and two plasma
// bolts, one catching fighters and a salvo. A second raid strikes the
// escort with salvos, a heavy missile and the first bolt's blast.
func everythingStrike() Strike {
	cr := testShip("Cruiser", 24, 4, systems(sys(fullthrust.PDS, 3), sys(fullthrust.AdvancedScreen, 1), sys(fullthrust.Scattergun, 1), sys(fullthrust.ADFC, 1))...)
	es := hurt(testShip("Escort", 10, 0, systems(sys(fullthrust.PDS, 2), sys(fullthrust.AdvancedScreen, 2))...), 3)
	fr := testShip("Frigate", 12, 0, systems(sys(fullthrust.PDS, 1), sys(fullthrust.ADS, 1), sys(fullthrust.ADFC, 1))...)
	crDef := DefaultDefence(cr)
	crDef.Screen = []Group{NewGroup("Green", Interceptor)}
	def := []Defence{crDef, {PDS: 1, Cover: []Cover{{Ship: 0, PDS: 1}}}, {PDS: 1, Cover: []Cover{{Ship: 0, ADS: 1}}}}
	main := Raid{Target: 0, Heavy: 2, AdvancedHeavy: 1, Salvos: 4, SalvoKills: []int{2},
		Plasma: []Bolt{{Class: 3, ID: "p1", Fighters: []string{"K", "I"}, Salvos: 1}, {Class: 2, ID: "p2"}},
		Groups: []Attacker{group("S", Standard, 6, ""), group("A", Attack, 4, ""), group("T", Torpedo, 4, ""),
			group("K", Kinetic, 5, ""), group("H", Heavy, 2, "S"), group("I", Interceptor, 3, "")}}
	escort := Raid{Target: 1, Heavy: 1, Salvos: 2, Plasma: []Bolt{{Class: 3, ID: "p1"}}}
	return Strike{Ships: []fullthrust.Ship{cr, es, fr}, Defence: def, Raids: []Raid{main, escort},
		Eclipses: []Eclipsing{{Eclipser: 1, Eclipsed: 0, BDI: 40}}}
}

// aftStrike is everythingStrike with a K-1 committed on the cruiser and
// aft marks on some of its raid's attackers (Raid.Aft): under the classic
// procedure the K-1 passes the marked ones by, under the 2015 one it stays
// out of the level.
func aftStrike() Strike {
	s := everythingStrike()
	s.Ships[0].Systems = append(s.Ships[0].Systems, fullthrust.System{Kind: fullthrust.KGun, Class: 1})
	s.Defence[0].K1 = 1
	s.Raids[0].Aft = Aft{Groups: []bool{true, false, true}, Heavy: []bool{false, true, false}, Salvos: []bool{true}}
	return s
}

// lentLightStrike is a strike of the light fighters and lent scatterguns
// of reading W118 and W120: a cruiser with PDS and a scattergun meets two
// light groups (one assisting), a standard group, a salvo and a plasma
// bolt, covered by a Kra escort lending two scatterguns in ADFC mode and
// screened by a light group. The 2015 procedure has no lent scatterguns,
// so under it the escort lends nothing.
func lentLightStrike(opt fullthrust.Options) Strike {
	cr := testShip("Cruiser", 24, 2, systems(sys(fullthrust.PDS, 2), sys(fullthrust.Scattergun, 1), sys(fullthrust.ADFC, 1))...)
	kra := testShip("Kra", 10, 0, sys(fullthrust.Scattergun, 2)...)
	crDef := DefaultDefence(cr)
	crDef.Screen = []Group{NewGroup("Glow", Light)}
	kraDef := Defence{}
	if opt.Procedure == fullthrust.Classic {
		kraDef.Cover = []Cover{{Ship: 0, Scatterguns: 2}}
	}
	raid := Raid{Target: 0, Salvos: 1, Plasma: []Bolt{{Class: 2, ID: "p1", Fighters: []string{"L1"}}},
		Groups: []Attacker{group("L1", Light, 8, ""), group("L2", Light, 5, "L1"), group("S", Standard, 6, "")}}
	return Strike{Ships: []fullthrust.Ship{cr, kra}, Defence: []Defence{crDef, kraDef}, Raids: []Raid{raid}}
}

// allocOptions are the procedures and the options that change what a trial
// rolls.
var allocOptions = []fullthrust.Options{
	{}, {Procedure: fullthrust.Classic},
	{SAPOrdnance: true, TorpedoRerollsAtScreens: true, KineticRerolls: true, PlasmaOneDie: true},
	{Procedure: fullthrust.Classic, SAPOrdnance: true, TorpedoDamageRoll: true, NonPenetratingRerolls: true},
}

// TestSampleAllocatesNothing is issue 14's "a whole turn's point-defence
// phase allocates nothing per trial" for a strike with fighters, salvos,
// heavy missiles, plasma bolts, eclipsing and screens, under both
// procedures and the options that change their dice: no trial from a
// reused stream makes an allocation.
func TestSampleAllocatesNothing(t *testing.T) {
	const trials = 300
	strikes := []struct {
		name string
		s    func(fullthrust.Options) Strike
	}{
		{"everything", func(fullthrust.Options) Strike { return everythingStrike() }},
		{"aft", func(fullthrust.Options) Strike { return aftStrike() }},
		{"overkill", func(fullthrust.Options) Strike { return overkillStrike() }},
		{"dreadnought", func(fullthrust.Options) Strike { return benchStrike(8) }},
		{"light and lent", lentLightStrike},
	}
	for _, c := range strikes {
		for _, opt := range allocOptions {
			m, err := NewSampler(c.s(opt), opt)
			if err != nil {
				t.Fatal(err)
			}
			stream := rng.New(0)
			i := uint64(0)
			// One run of all the trials: AllocsPerRun divides the
			// allocations by the runs and rounds down, so with several
			// runs an allocation that only a few trials make (a path
			// only some dice take) would be rounded away.
			if n := testing.AllocsPerRun(1, func() {
				for range trials {
					stream.Reset(rng.Seed(7).Derive("trial", i))
					i++
					m.Sample(stream)
				}
			}); n != 0 {
				t.Errorf("%s strike, %+v: %.0f allocations in %d trials, want none", c.name, opt, n, trials)
			}
		}
	}
}

// BenchmarkSampleEverything is one trial of everythingStrike under each
// procedure.
func BenchmarkSampleEverything(b *testing.B) {
	for _, opt := range allocOptions[:2] {
		b.Run(opt.Procedure.String(), func(b *testing.B) { benchSample(b, everythingStrike(), opt) })
	}
}

// TestLentLightStrikeEngages checks that lentLightStrike reaches the paths
// TestSampleAllocatesNothing is to cover: under the classic procedure the
// lent scatterguns engage, and light groups attack.
func TestLentLightStrikeEngages(t *testing.T) {
	opt := fullthrust.Options{Procedure: fullthrust.Classic}
	res, err := Resolve(lentLightStrike(opt), opt, rng.New(3))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"scattergun from Kra at", "L1 (light, 8)"} {
		if !strings.Contains(res.Log.String(), want) {
			t.Errorf("the log has no %q:\n%s", want, res.Log)
		}
	}
}
