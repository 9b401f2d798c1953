package pointdefence

import (
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// The worked examples of ft-new-point-defence.txt, with the text's dice.

// TestPointDefenceLevelHeavyMissiles is "Heavy missiles and plasma bolts":
// a cruiser with 2 B1 and 2 PDS rolls 1,4 and 4,6 with a re-roll of 2 for a
// level of 3, so heavy missiles need 4 or better and do full damage.
func TestPointDefenceLevelHeavyMissiles(t *testing.T) {
	cruiser := testShip("Cruiser", 16, 0, systems(sys(fullthrust.Beam, 2), sys(fullthrust.PDS, 2))...)
	s := Strike{Ships: []fullthrust.Ship{cruiser}, Defence: []Defence{DefaultDefence(cruiser)},
		Raids: []Raid{{Target: 0, Heavy: 3}}}
	// PDL 1,4 | 4,6 | 2; to hit 4,3,6; damage 2,3,4 and 5,6,1.
	res := scripted(t, s, fullthrust.Options{}, 1, 4, 4, 6, 2, 4, 3, 6, 2, 3, 4, 5, 6, 1)
	if got := res.Raids[0].PDL; got != 3 {
		t.Fatalf("PDL = %d, want 3", got)
	}
	if got := heavyAt(3, heavyMissileDice, false); got.ToHit != 4 || got.Dice != 3 {
		t.Fatalf("HeavyAt(3) = %+v, want 4+ and 3 dice", got)
	}
	if got := res.Raids[0].Damage.Total(); got != 21 {
		t.Fatalf("damage = %d, want 21", got)
	}
	mustContain(t, res.Log, "B1 ×2: 1 4 = 0 → 0", "PDS ×2: 4 6 = 3, re-roll 2 = 0 → 3", "need 4+ (band 2-3): 4 3 6 = 2 → 2 hits")
}

// TestFifteenDamageFromFourGroups is "Fighter attacks": a dreadnought with 2
// B1, 3 PDS and a level-1 screen rolls a level of 3, 5 against standard
// fighters; four full groups score 2, 4, 7 and 2 for 15 damage, their
// re-rolls meeting the screen alone (PDL 2).
func TestFifteenDamageFromFourGroups(t *testing.T) {
	dn := testShip("Dreadnought", 64, 0, systems(sys(fullthrust.Beam, 2), sys(fullthrust.PDS, 3), sys(fullthrust.Screen, 1))...)
	raid := Raid{Target: 0}
	for _, n := range []string{"A", "B", "C", "D"} {
		raid.Groups = append(raid.Groups, group(n, Standard, 6, ""))
	}
	s := Strike{Ships: []fullthrust.Ship{dn}, Defence: []Defence{DefaultDefence(dn)}, Raids: []Raid{raid}}
	dice := []int{
		4, 4, 2, 4, 6, 2, // PDL 3
		1, 2, 3, 3, 6, 6, 2, 2, // first group: 2
		1, 2, 3, 5, 6, 6, 1, 5, // second: 4
		3, 3, 5, 5, 5, 6, 6, 5, // third: 7
		1, 2, 3, 4, 3, 6, 5, // fourth: 2
		1, 1, 1, 1, // casualty dice: none
	}
	res := scripted(t, s, fullthrust.Options{}, dice...)
	r := res.Raids[0]
	if r.PDL != 3 || r.Damage.Total() != 15 {
		t.Fatalf("PDL %d, damage %d; want 3 and 15\n%s", r.PDL, r.Damage.Total(), res.Log)
	}
	want := []int{2, 4, 7, 2}
	for i, e := range entries(res.Log, StepFighters) {
		if e.Value != want[i] {
			t.Errorf("group %d scored %d, want %d", i+1, e.Value, want[i])
		}
	}
	mustContain(t, res.Log, "at PDL 5 (3 + 2 for screens), band 4-6 [5 = 1, 6 = 1 + re-roll], re-rolls at band 2-3 [5 = 1, 6 = 2 + re-roll]")
}

// TestAssistedAttackFighters is "Fighter assistance" with the casualties of
// "Fighter casualties": a dreadnought at level 17 is attacked by two full
// attack groups, each assisted by a heavy group of 3 or 4. The attack
// fighters drop to 11-15 for their type and to 7-10 for the assistance, and
// roll 3 and 4 dice. The dreadnought has no ADFC: the attack fighters lose 2
// (4,6 and a re-roll of 3) and the heavies 1 (4,5). The text's attacker
// chooses this plan, so the test keeps it (assists=declared);
// TestReplanAtLevel17 shows the engine's best plan.
func TestAssistedAttackFighters(t *testing.T) {
	dn := testShip("Dreadnought", 40, 0, sys(fullthrust.PDS, 6)...)
	raid := Raid{Target: 0, Groups: []Attacker{
		group("Alpha", Attack, 6, ""), group("Beta", Attack, 6, ""),
		group("Hammer", Heavy, 3, "Alpha"), group("Anvil", Heavy, 4, "Beta"),
	}}
	s := Strike{Ships: []fullthrust.Ship{dn}, Defence: []Defence{DefaultDefence(dn)}, Raids: []Raid{raid}}
	dice := []int{
		6, 6, 6, 6, 6, 5, 6, 6, 5, 1, 1, 4, 1, // PDL 11 + 5 + 1 = 17
		6, 2, 3, 1, // Alpha, 3 dice at 7-10: 6 (re-roll 1 at band 0) = 1
		1, 1, 6, 6, 2, 2, // Beta, 4 dice: 6, 6 = 2, re-rolls 2, 2 at band 0 = 0
		4, 6, 3, // casualties on attack fighters: 2
		4, 5, // casualties on heavy fighters: 1
	}
	res := scripted(t, s, fullthrust.Options{DeclaredAssists: true}, dice...)
	r := res.Raids[0]
	if r.PDL != 17 {
		t.Fatalf("PDL = %d, want 17", r.PDL)
	}
	fighters := entries(res.Log, StepFighters)
	if len(fighters) != 2 {
		t.Fatalf("%d attack runs, want 2 (the heavies assist)", len(fighters))
	}
	for i, want := range []int{3, 4} {
		if got := len(fighters[i].Dice[0]); got != want {
			t.Errorf("run %d rolled %d dice, want %d", i+1, got, want)
		}
	}
	mustContain(t, res.Log, "band 16+ lowered to 7-10 [6 = 1 + re-roll]")
	cas := entries(res.Log, StepCasualties)
	if len(cas) != 2 || cas[0].Value != 2 || cas[1].Value != 1 {
		t.Fatalf("casualties %+v, want 2 attack and 1 heavy", cas)
	}
	if r.Losses != 3 {
		t.Fatalf("losses %d, want 3", r.Losses)
	}
	for g, grp := range r.Groups {
		if grp.CEF != 5 {
			t.Errorf("group %d has %d CEF, want 5 (assisting groups spend one too)", g, grp.CEF)
		}
	}
}

// TestEightMissilesFromSixSalvos is "Salvo missiles": a superdreadnought
// and escorts at level 9 against six salvos read the level as 9 - 6 + 1 = 4,
// so each salvo's die loses 3: 1,3,4,5,5,6 give 8 missile hits.
func TestEightMissilesFromSixSalvos(t *testing.T) {
	sdn := testShip("Superdreadnought", 60, 0, sys(fullthrust.PDS, 5)...)
	esc := testShip("Escort", 8, 0, systems(sys(fullthrust.PDS, 2), sys(fullthrust.ADFC, 1))...)
	def := []Defence{DefaultDefence(sdn), {Cover: []Cover{{Ship: 0, PDS: 2}}}}
	raid := Raid{Target: 0, Salvos: 6}
	for _, n := range []string{"A", "B", "C", "D"} {
		raid.Groups = append(raid.Groups, group(n, Standard, 6, ""))
	}
	s := Strike{Ships: []fullthrust.Ship{sdn, esc}, Defence: def, Raids: []Raid{raid}}
	dice := []int{
		6, 6, 4, 4, 1, 2, 3, // own PDS 2+2+1+1+0 = 6, re-rolls 2, 3 = 0
		6, 5, 1, // lent PDS 2 + 1, re-roll 1: PDL 9
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // fighters at 7-10
		1, 1, 1, 1, // casualties
		1, 3, 4, 5, 5, 6, // salvos: 8 missiles
		1, 1, 1, 1, 1, 1, 1, 1, // missile damage
	}
	res := scripted(t, s, fullthrust.Options{}, dice...)
	r := res.Raids[0]
	if r.PDL != 9 || r.MissileHits != 8 || r.Damage.Total() != 8 {
		t.Fatalf("PDL %d, missiles %d, damage %d; want 9, 8, 8\n%s", r.PDL, r.MissileHits, r.Damage.Total(), res.Log)
	}
	mustContain(t, res.Log, "against 6 salvos: 9 - 6 + 1 = 4 (band 4-6)", "1 3 4 5 5 6 → 0 0 1 2 2 3 → 8 missiles hit", "fighter", "band 7-10")
}
