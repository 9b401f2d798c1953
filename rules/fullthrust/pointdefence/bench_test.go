package pointdefence

import (
	"context"
	"fmt"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// benchDreadnought is the benchmark target: a dreadnought with
// armour, a level-2 screen, 2 B1, 4 PDS and ADFC, escorted by three
// escorts with ADFC that each lend 2 PDS.
func benchDreadnought() ([]fullthrust.Ship, []Defence) {
	dn := fullthrust.Ship{Name: "Dreadnought", Mass: 120, Armour: []int{8}, Hull: fullthrust.HullRows(36, 4),
		Systems: systems(sys(fullthrust.Beam, 2), sys(fullthrust.PDS, 4), sys(fullthrust.Screen, 2), sys(fullthrust.ADFC, 1), sys(fullthrust.FireControl, 3), sys(fullthrust.Other, 6)),
		Drive:   fullthrust.Drive{Thrust: 4}}
	ships := []fullthrust.Ship{dn}
	def := []Defence{DefaultDefence(dn)}
	for i := range 3 {
		e := fullthrust.Ship{Name: fmt.Sprintf("Escort %d", i+1), Mass: 30, Hull: fullthrust.HullRows(9, 3),
			Systems: systems(sys(fullthrust.PDS, 3), sys(fullthrust.ADFC, 1), sys(fullthrust.FireControl, 1)), Drive: fullthrust.Drive{Thrust: 6}}
		ships = append(ships, e)
		def = append(def, Defence{PDS: 1, Cover: []Cover{{Ship: 0, PDS: 2}}})
	}
	return ships, def
}

// benchStrike is the dreadnought and escorts struck by the given number of
// full standard fighter groups and six salvos; with 2 it is a smaller strike
// for tests.
func benchStrike(groups int) Strike {
	ships, def := benchDreadnought()
	raid := Raid{Target: 0, Salvos: 6}
	for i := range groups {
		raid.Groups = append(raid.Groups, group(fmt.Sprintf("Wing %d", i+1), Standard, 6, ""))
	}
	return Strike{Ships: ships, Defence: def, Raids: []Raid{raid}}
}

// BenchmarkTotals is the exact damage distribution and P(destroyed) of 8
// fighter groups and 6 salvos on a dreadnought with three ADFC escorts (the
// issue asks for at most 50 ms).
func BenchmarkTotals(b *testing.B) {
	for _, opt := range []fullthrust.Options{{}, {Procedure: fullthrust.Classic}, {DeclaredAssists: true}} {
		name := opt.Procedure.String()
		if opt.DeclaredAssists {
			name += "-declared"
		}
		b.Run(name, func(b *testing.B) {
			s := benchStrike(8)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := totals(context.Background(), s, opt); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSample is one Monte Carlo trial of the same strike (the issue
// asks for at least a million a second per core).
func BenchmarkSample(b *testing.B) {
	for _, opt := range []fullthrust.Options{{}, {Procedure: fullthrust.Classic}} {
		b.Run(opt.Procedure.String(), func(b *testing.B) { benchSample(b, benchStrike(8), opt) })
	}
}

// benchSample times one Monte Carlo trial of a strike, reporting its
// allocations.
func benchSample(b *testing.B, s Strike, opt fullthrust.Options) {
	m, err := NewSampler(s, opt)
	if err != nil {
		b.Fatal(err)
	}
	stream := rng.New(1)
	b.ReportAllocs()
	i := uint64(0)
	for b.Loop() {
		stream.Reset(rng.Seed(1).Derive("trial", i))
		i++
		m.Sample(stream)
	}
}

// BenchmarkResolve is one strike resolved with its log.
func BenchmarkResolve(b *testing.B) {
	s := benchStrike(8)
	stream := rng.New(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Resolve(s, fullthrust.Options{}, stream); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPDLOdds is the exact level of the dreadnought's own 2 B1 and
// 4 PDS and the six PDS its escorts lend.
func BenchmarkPDLOdds(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = PDLOdds(2, 10, nil)
	}
}
