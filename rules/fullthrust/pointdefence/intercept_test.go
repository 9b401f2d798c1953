package pointdefence

import (
	"errors"
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// TestInterceptFireDice checks the dice of fighters intercepting missiles
// (Continuum §8.12, §6.4): against a salvo a fighter kills one on 5-6 and
// re-rolls a 6 (Continuum §6.5's example of two Beam-1 rolling 4 and 6,
// re-roll 2: one kill, the same die "each Beam-1 or fighter" rolls);
// interceptors add 1; against a heavy missile a fighter kills on a 6 only,
// an interceptor on 5-6; and no re-roll there.
func TestInterceptFireDice(t *testing.T) {
	for _, c := range []struct {
		name  string
		g     Group
		heavy bool
		faces []int
		want  int
		text  string
	}{
		{"standard at a salvo", Group{Name: "S", Type: Standard, Strength: 2, CEF: 6}, false, []int{4, 6, 2}, 1, "4 6 = 1, re-roll 2 = 0 → 1 kill"},
		{"interceptors at a salvo", Group{Name: "I", Type: Interceptor, Strength: 3, CEF: 6}, false, []int{4, 3, 6, 1}, 2, "+1 as interceptors"},
		{"standard at a heavy missile", Group{Name: "H", Type: Standard, Strength: 3, CEF: 6}, true, []int{5, 5, 6}, 1, "intercepts a heavy missile"},
		{"interceptors at a heavy missile", Group{Name: "J", Type: Interceptor, Strength: 2, CEF: 6}, true, []int{5, 4}, 1, "→ 1 kill"},
	} {
		src := rng.NewScript(c.faces)
		k, e := InterceptFire(c.g, c.heavy, src)
		if err := src.Err(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if u := src.Unused(); len(u) > 0 {
			t.Fatalf("%s: dice not used %v", c.name, u)
		}
		if k != c.want || !strings.Contains(e.Text, c.text) {
			t.Errorf("%s: %d kills (%q), want %d and %q", c.name, k, e.Text, c.want, c.text)
		}
	}
	if Attack.CanInterceptMissiles() || Torpedo.CanInterceptMissiles() || !Heavy.CanInterceptMissiles() {
		t.Error("attack and torpedo fighters may not intercept missiles; the others may")
	}
}

// TestInterceptLosses: one D6 per missile killed, a 6 losing a fighter,
// never more than the group has; no kill, no die.
func TestInterceptLosses(t *testing.T) {
	g := Group{Name: "S", Type: Standard, Strength: 1, CEF: 5}
	src := rng.NewScript([]int{6, 6, 2})
	lost, e := InterceptLosses(g, 3, src)
	if err := src.Err(); err != nil || lost != 1 || !strings.Contains(e.Text, "6 6 2") {
		t.Errorf("lost %d (%q, %v), want 1", lost, e.Text, err)
	}
	if lost, _ := InterceptLosses(g, 0, rng.NewScript(nil)); lost != 0 {
		t.Errorf("no kills lost %d", lost)
	}
}

// TestInterceptedSalvoClassic is Continuum §6.5's worked example with
// fighters in space in place of the Beam-1 batteries: the second salvo,
// five missiles on target, had one missile shot down by the fighters that
// intercepted it; the four that get through roll 3, 1, 3 and 6, 13 points
// of SAP damage, 4 on the four armour boxes and 9 on the hull.
func TestInterceptedSalvoClassic(t *testing.T) {
	ship := testShip("Target", 30, 4)
	s := Strike{Ships: []fullthrust.Ship{ship}, Defence: []Defence{{}}, Raids: []Raid{{Target: 0, Salvos: 1, SalvoKills: []int{1}}}}
	res := scripted(t, s, fullthrust.Options{Procedure: fullthrust.Classic, SAPOrdnance: true}, 5, 3, 1, 3, 6)
	mustContain(t, res.Log, "5 missiles on target, 1 shot down → 4 missiles hit", "13 points")
	if tk := res.Raids[0].Taken; tk.Armour != 4 || tk.Hull != 9 {
		t.Errorf("taken %+v, want 4 armour and 9 hull", tk)
	}
}

// TestInterceptedSalvo2015: under the 2015 procedure a salvo's hits are its
// die less the band's modifier, less the missiles fighters shot down from
// it; the other salvo keeps its score. PDL 0, two salvos: level 0, band 0.
func TestInterceptedSalvo2015(t *testing.T) {
	ship := testShip("Target", 30, 0)
	s := Strike{Ships: []fullthrust.Ship{ship}, Defence: []Defence{{}}, Raids: []Raid{{Target: 0, Salvos: 2, SalvoKills: []int{4}}}}
	res := scripted(t, s, fullthrust.Options{}, 5, 3, 2, 2, 2, 2)
	mustContain(t, res.Log, "5 → 5 - 4 intercepted = 1", "3 → 3", "4 missiles hit")
	if tk := res.Raids[0].Taken; tk.Hull != 8 {
		t.Errorf("taken %+v, want 8 hull", tk)
	}
	// Exact odds: one salvo scores max(0, D6 - 4), mean 1/2, the other D6,
	// mean 7/2; on a ship too big to destroy the damage is 4 × 7/2.
	big := s
	big.Ships = []fullthrust.Ship{testShip("Hulk", 100, 0)}
	odds, err := Odds(big, fullthrust.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if m := distMean(odds[0].MissileHits); m.Cmp(ratInt(4)) != 0 || odds[0].MeanDamage.Cmp(ratInt(14)) != 0 {
		t.Errorf("mean hits %s, damage %s; want 4 and 14", m.RatString(), odds[0].MeanDamage.RatString())
	}
	// The odds of eclipsing do not follow intercepted salvos yet.
	ecl := eclipsed(testShip("Corvette", 8, 0), Raid{Salvos: 1, SalvoKills: []int{2}}, 40, testShip("Escort", 12, 0))
	if _, err := Odds(ecl, fullthrust.Options{}); !errors.Is(err, ErrIntercepted) {
		t.Errorf("odds of an intercepted salvo on an eclipsed ship: %v", err)
	}
	// A blast takes the last salvos, and with them their kills.
	s.Raids[0].SalvoKills = []int{0, 5}
	s.Raids[0].Plasma = []Bolt{{Class: 1, Salvos: 1}}
	if p := compile(&s, fullthrust.Options{}); len(p[0].raid.SalvoKills) != 1 || p[0].raid.Salvos != 1 {
		t.Errorf("caught salvo left %d salvos and kills %v", p[0].raid.Salvos, p[0].raid.SalvoKills)
	}
	for _, bad := range [][]int{{6}, {-1}, {1, 1, 1}} {
		s.Raids[0].SalvoKills = bad
		if err := s.Validate(); err == nil || !strings.Contains(err.Error(), "intercepted") {
			t.Errorf("kills %v: %v", bad, err)
		}
	}
}
