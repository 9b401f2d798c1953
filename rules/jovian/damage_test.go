package jovian

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
)

// TestDamage applies hits to capital ships and squadrons under each option,
// with scripted dice for the random parts.
func TestDamage(t *testing.T) {
	ship := testShip("Ship", 3, 2, 3, 4)
	sq := testSquadron("Squad", 2, 5)
	allZero := damaged(ship, 0, 0, 0)
	crippled := damaged(ship, 3, 2, 3)
	for range 4 {
		crippled.Structure.mark()
	}
	crippled.Crippled = true
	crippledZero := crippled
	crippledZero.Ratings = damaged(ship, 0, 0, 3).Ratings
	noSystems := allZero
	noSystems.Damaged = 3
	tests := []struct {
		name  string
		card  *Card
		st    Status
		hits  string
		opt   Options
		crits string
		dice  []int
		want  Loss
		log   string
	}{
		{"T: crit on the lowest rating", ship, ship.Fresh(), "[T1]", Options{}, "", nil,
			Loss{Structure: 1, Ratings: [3]int8{0, 1, 0}}, "the attacker damages Sensors"},
		{"T: crit policy systems", ship, ship.Fresh(), "[T1]", Options{CritPolicy: CritSystems}, "", nil,
			Loss{Structure: 1, Systems: 1}, "disables the Hangar"},
		{"T: crit by hand", ship, ship.Fresh(), "[T1]", Options{}, "system:missile rack", nil,
			Loss{Structure: 1, Systems: 1}, "disables the missile rack"},
		{"Q: two crits by hand", ship, ship.Fresh(), "[Q6]", Options{}, "thrusters,thrusters", nil,
			Loss{Structure: 2, Ratings: [3]int8{0, 0, 2}}, "Thrusters 2 -> 1"},
		{"T: nothing left for the crit", ship, noSystems, "[T1]", Options{}, "", nil,
			Loss{Structure: 2}, "1 more Structure Damage"},
		{"D: overflow to Structure", ship, allZero, "[D1]", Options{}, "", nil,
			Loss{Structure: 1}, "becomes 1 Structure Damage"},
		{"D: overflow to a triple", ship, allZero, "[D1]", Options{RatingOverflow: OverflowTriple}, "", nil,
			Loss{Structure: 1, Systems: 1}, "escalates to a [T1]"},
		{"T: crit by Value", ship, ship.Fresh(), "[T5]", Options{Criticals: CritByValue}, "", nil,
			Loss{Structure: 1, Ratings: [3]int8{0, 0, 1}}, "Rating Damage by the Value 5"},
		{"crippled, then no set", ship, damaged(ship, 3, 2, 3), "[Q1,Q2]", Options{}, "", []int{1, 2},
			Loss{Structure: 4, Ratings: [3]int8{2, 2, 0}, Crippled: true}, "2d6 (1 + 1 ratings at 0): 1,2, no two match"},
		{"crippled ship below zero", ship, crippledZero, "[T3]", Options{}, "", []int{2, 5, 2},
			Loss{Crippled: true, Destroyed: true}, "cannot go below"},
		{"catastrophic destroys", ship, crippled, "[T3]", Options{Catastrophic: CatastrophicDestroys}, "", nil,
			Loss{Crippled: true, Destroyed: true}, "option catastrophic=destroys"},
		{"catastrophic none", ship, crippled, "[Q3,Q4]", Options{Catastrophic: CatastrophicNone}, "", nil,
			Loss{Ratings: [3]int8{2, 2, 0}, Crippled: true}, "stays crippled (option"},
		{"squadron by magnitude", sq, sq.Fresh(), "[D2,T5]", Options{}, "", nil,
			Loss{Structure: 3}, "2 damage, Structure 4 -> 2"},
		{"squadron Q", sq, sq.Fresh(), "[Q2]", Options{}, "", nil,
			Loss{Structure: 3}, "3 damage"},
		{"squadron Q destroys", sq, sq.Fresh(), "[Q2]", Options{SquadronQ: QDestroys}, "", nil,
			Loss{Structure: 5, Destroyed: true}, "destroys it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var crits []Crit
			for c := range strings.SplitSeq(tt.crits, ",") {
				if c != "" {
					pick, err := ParseCrit(c)
					if err != nil {
						t.Fatal(err)
					}
					crits = append(crits, pick)
				}
			}
			src := rng.NewScript(tt.dice)
			var log Log
			after, err := Damage(tt.card, tt.st, hits(t, tt.hits), tt.opt, crits, src, &log)
			if err != nil || src.Err() != nil || len(src.Unused()) > 0 {
				t.Fatalf("Damage: %v, script %v, unused %v\n%s", err, src.Err(), src.Unused(), &log)
			}
			if got := LossOf(tt.st, after); got != tt.want {
				t.Errorf("loss %+v, want %+v\n%s", got, tt.want, &log)
			}
			if !strings.Contains(log.String(), tt.log) {
				t.Errorf("log lacks %q:\n%s", tt.log, &log)
			}
		})
	}
}

func TestDamageRefusesCrits(t *testing.T) {
	ship := testShip("Ship", 3, 2, 3, 4)
	zeroDef := damaged(ship, 0, 2, 3)
	tests := []struct {
		name  string
		st    Status
		hits  string
		crits []Crit
		want  string
	}{
		{"rating at 0", zeroDef, "[T1]", []Crit{{Kind: CritRating, Rating: Defense}}, "already 0"},
		{"structure while ratings remain", ship.Fresh(), "[T1]", []Crit{{Kind: CritStructure}}, "only when no rating"},
		{"unknown System", ship.Fresh(), "[T1]", []Crit{{Kind: CritSystem, System: "Bridge"}}, "no such System"},
		{"too many choices", ship.Fresh(), "[T1]", []Crit{{Kind: CritRating}, {Kind: CritRating}}, "only 1 were needed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Damage(ship, tt.st, hits(t, tt.hits), Options{}, tt.crits, rng.New(1), nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
	gone := ship.Fresh()
	gone.Destroyed = true
	if _, err := Damage(ship, gone, hits(t, "[D1]"), Options{}, nil, rng.New(1), nil); err != ErrDestroyed {
		t.Errorf("damage to a destroyed ship: %v", err)
	}
}
