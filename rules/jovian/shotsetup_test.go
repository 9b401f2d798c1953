package jovian_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/broadside/broadside/rules/jovian"
)

func ExampleFindCard() {
	cards := []*jovian.Card{frigate()}
	c, err := jovian.FindCard(cards, "kestrel")
	fmt.Println(c.Name, err)
	_, err = jovian.FindCard(cards, "Wyvern")
	fmt.Println(err)
	// Output:
	// Kestrel <nil>
	// jovian: no card "Wyvern" (cards: Kestrel)
}

func ExampleCard_WeaponIndex() {
	c := frigate()
	for _, name := range []string{"", "lances", "Torpedo"} {
		i, err := c.WeaponIndex(name)
		fmt.Println(i, err)
	}
	// Output:
	// 0 <nil>
	// 1 <nil>
	// 0 jovian: Kestrel has no weapon "Torpedo"
}

func ExampleShot_Ready() {
	s := &jovian.Shot{Attacker: frigate(), Target: frigate()}
	err := s.Ready("thrusters=1,structure=2")
	fmt.Println(err, s.TargetStatus.Structure.Marked(), s.AttackerStatus.Structure.Marked())
	// Output:
	// <nil> 2 0
}

func ExampleParseHand() {
	h, err := jovian.ParseHand("5,1", "", "[D1,T5]", "sensors,system:Hangar")
	fmt.Println(h.Remove, h.Diminish == nil, h.Values, h.Crits, err)
	_, err = jovian.ParseHand("", "", "", "engines")
	var he *jovian.HandError
	fmt.Println(errors.As(err, &he), he.Choice)
	// Output:
	// [5 1] true [D1,T5] [sensors system:Hangar] <nil>
	// true crits
}

func TestParseHandRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, remove, diminish, values, crits, choice string
	}{
		{"remove not faces", "x", "", "", "", "remove"},
		{"diminish not faces", "", "3,y", "", "", "diminish"},
		{"values not sets", "", "", "[D2,hull]", "", "values"},
		{"crit unknown", "", "", "", "sensors,warp", "crits"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := jovian.ParseHand(tc.remove, tc.diminish, tc.values, tc.crits)
			var he *jovian.HandError
			if !errors.As(err, &he) || he.Choice != tc.choice {
				t.Fatalf("error %v, want one about %s", err, tc.choice)
			}
		})
	}
	if h, err := jovian.ParseHand(" ", "", "", " , "); err != nil || h.Remove != nil || h.Values != nil || h.Crits != nil {
		t.Errorf("blank choices give %+v, %v; want none", h, err)
	}
}
