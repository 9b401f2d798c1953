package pointdefence

import (
	"fmt"
	"slices"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// replanStrike is the text's "Fighter assistance" example: two full attack
// groups and heavy groups of 3 and 4, the heavies declared as assisting.
func replanStrike(pds int) Strike {
	dn := testShip("Dreadnought", 40, 0, sys(fullthrust.PDS, pds)...)
	raid := Raid{Target: 0, Groups: []Attacker{
		group("Alpha", Attack, 6, ""), group("Beta", Attack, 6, ""),
		group("Hammer", Heavy, 3, "Alpha"), group("Anvil", Heavy, 4, "Beta"),
	}}
	return Strike{Ships: []fullthrust.Ship{dn}, Defence: []Defence{DefaultDefence(dn)}, Raids: []Raid{raid}}
}

// TestReplanAtLevel17 rolls the worked example's level of 17 and lets the
// attacker re-plan. Beta assisting Alpha keeps six dice at band 7-10 (2.2
// points expected) and Anvil assisting Hammer gives three dice at 11-15
// (0.5): 2.7 points, where the text's plan (3 and 4 dice at 7-10) expects
// about 2.57 and both heavies on Alpha with Beta alone 2.6.
func TestReplanAtLevel17(t *testing.T) {
	dice := []int{
		6, 6, 6, 6, 6, 5, 6, 6, 5, 1, 1, 4, 1, // PDL 17
		6, 1, 1, 1, 1, 1, 5, // Alpha, 6 dice at 7-10: 6 = 1 + re-roll 5 at band 0 (2) → 3
		6, 1, 1, // Hammer, 3 dice at 11-15: 1
		1, 1, // casualties on attack fighters: none
		1, 1, // casualties on heavy fighters: none
	}
	res := scripted(t, replanStrike(6), fullthrust.Options{}, dice...)
	runs := entries(res.Log, StepFighters)
	if len(runs) != 3 || runs[0].Who != "plan" {
		t.Fatalf("fighter entries %+v, want the re-plan and two runs", runs)
	}
	mustContain(t, res.Log, "at PDL 17 the attacker re-plans assistance: Alpha (attack, 6) assisted by Beta; Hammer (heavy, 3) assisted by Anvil")
	for i, want := range []struct{ dice, hits int }{{6, 3}, {3, 1}} {
		if got := runs[i+1]; len(got.Dice[0]) != want.dice || got.Value != want.hits {
			t.Errorf("run %d: %d dice, %d hits; want %d and %d", i+1, len(got.Dice[0]), got.Value, want.dice, want.hits)
		}
	}
	if d := res.Raids[0].Damage.Total(); d != 4 {
		t.Errorf("damage %d, want 4", d)
	}
	for g, grp := range res.Raids[0].Groups {
		if grp.CEF != 5 {
			t.Errorf("group %d has %d CEF, want 5", g, grp.CEF)
		}
	}
}

// TestReplanByLevel checks the policy's plan at several levels: with no
// point defence nothing can lower a band, so every group attacks; at
// moderate levels the attack fighters' own shift is enough; and the plan
// is cached per level.
func TestReplanByLevel(t *testing.T) {
	s := replanStrike(6)
	tests := []struct {
		name string
		pdl  int
		runs []string
	}{
		{"no defence", 0, []string{"Alpha (attack, 6)", "Beta (attack, 6)", "Hammer (heavy, 3)", "Anvil (heavy, 4)"}},
		{"band 2-3", 2, []string{"Alpha (attack, 6)", "Beta (attack, 6)", "Hammer (heavy, 3)", "Anvil (heavy, 4)"}},
		{"level 17", 17, []string{"Alpha (attack, 6) assisted by Beta", "Hammer (heavy, 3) assisted by Anvil"}},
		{"level 40", 40, []string{"Alpha (attack, 6) assisted by Beta", "Hammer (heavy, 3) assisted by Anvil"}},
	}
	for _, opt := range []fullthrust.Options{{}, {DeclaredAssists: true}} {
		p := compile(&s, opt)[0]
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				var got []string
				for _, sp := range p.strikesAt(tc.pdl) {
					got = append(got, sp.title)
				}
				want := tc.runs
				if opt.DeclaredAssists {
					want = []string{"Alpha (attack, 6) assisted by Hammer", "Beta (attack, 6) assisted by Anvil"}
				}
				if !slices.Equal(got, want) {
					t.Errorf("runs %q, want %q", got, want)
				}
			})
		}
	}
}

// TestReplanLocalSearch covers the local search of raids too large to try
// every plan: seventeen groups, and twelve groups of different types and
// strengths (past the plan budget). At the top band, where only assisted
// groups score, some group must end up assisted; at level 0 none.
func TestReplanLocalSearch(t *testing.T) {
	types := []FighterType{Heavy, Standard, Attack, LongRange}
	tests := []struct {
		name   string
		groups func(i int) (FighterType, int)
		n      int
	}{
		{"seventeen groups", func(int) (FighterType, int) { return Heavy, 6 }, 17},
		{"over the budget", func(i int) (FighterType, int) { return types[i%len(types)], 1 + i%6 }, 12},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sh := testShip("Station", 60, 0, sys(fullthrust.PDS, 8)...)
			r := Raid{Target: 0}
			for i := range tc.n {
				typ, str := tc.groups(i)
				r.Groups = append(r.Groups, group(fmt.Sprint("G", i+1), typ, str, ""))
			}
			s := Strike{Ships: []fullthrust.Ship{sh}, Defence: []Defence{DefaultDefence(sh)}, Raids: []Raid{r}}
			p := compile(&s, fullthrust.Options{})[0]
			if len(p.strikesAt(20)) == tc.n {
				t.Errorf("no group assists at level 20")
			}
			means := map[any]float64{}
			all := make([]int, tc.n)
			for g := range all {
				all[g] = g
			}
			lead := p.leads[p.runAt[saturatingPDL]]
			if p.planValue(lead, saturatingPDL, fullthrust.Options{}, means) <= p.planValue(all, saturatingPDL, fullthrust.Options{}, means) {
				t.Errorf("the local search's plan does no better than every group attacking")
			}
			if len(p.strikesAt(0)) != tc.n {
				t.Errorf("at level 0 every group should attack")
			}
		})
	}
}
