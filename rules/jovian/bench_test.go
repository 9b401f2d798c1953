package jovian

import (
	"testing"

	"github.com/broadside/broadside/rng"
)

// benchShot is the benchmark case: a Missile Attack with AC 6
// against a capital ship with Defense 5 and two supporters.
func benchShot() *Shot {
	attacker := testShip("Attacker", 3, 3, 3, 5)
	attacker.Weapons = append(attacker.Weapons, Weapon{Name: "Torpedoes", AC: 6, AS: 2, Traits: Traits{Missile: true}})
	target := testShip("Target", 5, 4, 4, 6)
	return &Shot{
		Attacker: attacker, AttackerStatus: attacker.Fresh(), Weapon: len(attacker.Weapons) - 1,
		Target: target, TargetStatus: target.Fresh(), Support: 2,
	}
}

func BenchmarkOddsMissile(b *testing.B) {
	s := benchShot()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Odds(s, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkResolveMissile(b *testing.B) {
	s := benchShot()
	src := rng.New(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Resolve(s, Options{}, src, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkResolveNormalFlexMacro(b *testing.B) {
	s := benchShot()
	s.Weapon = 2 // Beam Projector: AC 3, Macro 1, Beam
	s.Bonus = Pool{Flex: 1}
	src := rng.New(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Resolve(s, Options{}, src, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPoolOddsFlexMacro(b *testing.B) {
	p := Pool{Base: 6, Flex: 2, Macro: 2}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := PoolOdds(p, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkResolveMissileNearCrippling is the missile attack on a target
// at 2 Structure with low ratings, where the survival policy enumerates
// the damage exactly for each placement of the point defence's steps.
func BenchmarkResolveMissileNearCrippling(b *testing.B) {
	s := benchShot()
	s.TargetStatus = damaged(s.Target, 2, 1, 1)
	for range 4 {
		s.TargetStatus.Structure, _ = s.TargetStatus.Structure.Mark()
	}
	src := rng.New(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Resolve(s, Options{}, src, nil); err != nil {
			b.Fatal(err)
		}
	}
}
