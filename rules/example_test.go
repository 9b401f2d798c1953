package rules_test

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/rules"
)

func ExampleAll() {
	for _, r := range rules.All() {
		fmt.Printf("%-10s %-11s %s\n", r.Name, r.Title, strings.Join(r.Texts, ", "))
	}
	// Output:
	// fullthrust Full Thrust ft-new-point-defence.txt, ft-advanced-manoeuvres.txt
	// jovian     Jovian Wars jovian-attacks.txt, jovian-damage.txt
	// spacefleet Space Fleet space-fleet.txt
}

func ExampleLookup() {
	r, ok := rules.Lookup("jovian")
	fmt.Println(ok, r.Title, r.Rulings[0])
	for _, o := range r.Options[:2] {
		fmt.Printf("%s=%s (default %s, house ruling %t)\n", o.Name, strings.Join(o.Values, "|"), o.Default, o.House)
	}
	_, ok = rules.Lookup("warhammer")
	fmt.Println(ok)
	// Output:
	// true Jovian Wars docs/rulings/jovian.md
	// squadron-q=three|destroys (default three, house ruling false)
	// rating-overflow=structure|triple (default structure, house ruling true)
	// false
}

func ExampleNames() {
	fmt.Println(rules.Names())
	// Output:
	// [fullthrust jovian spacefleet]
}
