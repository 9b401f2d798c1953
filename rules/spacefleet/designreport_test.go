package spacefleet_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/broadside/broadside/rules/spacefleet"
)

// The heavy cruiser of the text's campaign example: 9 hull points, damage
// capacity 4, and a campaign cost of (6 × 1.5) + 6 = 15.
func ExampleNewDesignReport() {
	r := spacefleet.NewDesignReport(spacefleet.StandardDesign(spacefleet.HeavyCruiser), false)
	b, _ := json.Marshal(r)
	fmt.Println(string(b))
	fmt.Println(r.HullRange())
	// Output:
	// {"valid":true,"class":"heavy cruiser","profile":"3-3-6","hull_points":9,"min_hull":9,"max_hull":10,"damage_capacity":4,"campaign_cost":15,"payload":6,"speed_factor":1.5,"errors":[]}
	// 9 to 10
}

// A destroyer too fast and too big for its hull reports every limit it
// breaks.
func ExampleNewDesignReport_invalid() {
	d := spacefleet.Design{Class: spacefleet.Destroyer, Speed: 6, Beams: 4, Shields: 2}
	r := spacefleet.NewDesignReport(d, false)
	fmt.Println(r.Valid)
	for _, e := range r.Errors {
		fmt.Println(e)
	}
	// Output:
	// false
	// speed 6 is above the destroyer's top speed of 5
	// 4 shots (beams, launchers and plasma cannon) are more than a destroyer's 3
	// the design uses 11 hull points, but a destroyer hull holds 6 to 7
}

// A heavy cruiser with advanced armour: the armour takes a quarter of the
// 9.5-point hull, rounded to the nearest half point.
func ExampleDesign_Parts() {
	d := spacefleet.Design{Class: spacefleet.HeavyCruiser, Speed: 3, Beams: 2, Shields: 4, Armour: true}
	for _, p := range d.Parts() {
		fmt.Println(p.Name, p.Count, p.Points)
	}
	fmt.Println("total", d.Hull())
	fmt.Println("capacity", spacefleet.NewDesignReport(d, false).DamageCapacity)
	// Output:
	// speed 3 3
	// beams 2 2
	// shields 4 2
	// armour 1 2.5
	// total 9.5
	// capacity 6
}

func ExampleDesign_CostFormula() {
	fmt.Println(spacefleet.StandardDesign(spacefleet.Destroyer).CostFormula())
	// Output:
	// 8 = payload 2 x factor 3 + 2
}

// TestPartsAddUpToHull checks that a design's breakdown adds up to its hull
// for every class, speed and fitting of equipment, and that speed, beams
// and shields are always listed.
func TestPartsAddUpToHull(t *testing.T) {
	for _, c := range spacefleet.Classes {
		for speed := 0; speed <= 5; speed++ {
			for fit := range 16 {
				d := spacefleet.Design{Class: c, Speed: speed, Beams: fit % 3, Shields: fit, SRM: fit % 2, LRM: fit / 8,
					Plasma: fit % 4 / 2, Mines: fit % 5, Regenerator: fit&1 != 0, EW: fit&2 != 0, Armour: fit&4 != 0}
				var sum spacefleet.HalfPoints
				names := map[string]bool{}
				for _, p := range d.Parts() {
					sum += p.Points
					names[p.Name] = true
				}
				if sum != d.Hull() {
					t.Errorf("%+v: parts add up to %s, hull %s", d, sum, d.Hull())
				}
				if !names["speed"] || !names["beams"] || !names["shields"] {
					t.Errorf("%+v: parts %v lack speed, beams or shields", d, d.Parts())
				}
				if names["armour"] != d.Armour || names["EW suite"] != d.EW || names["regenerator"] != d.Regenerator {
					t.Errorf("%+v: parts %v list equipment that is not fitted or miss some that is", d, d.Parts())
				}
			}
		}
	}
}
