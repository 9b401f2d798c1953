package scenario

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/broadside/broadside/rules/jovian"
)

func TestLoadJovianExamples(t *testing.T) {
	fsys := os.DirFS("../examples/jovian")
	for _, name := range []string{"skirmish.yaml", "duel.yaml"} {
		t.Run(name, func(t *testing.T) {
			e, err := LoadJovianEngagement(fsys, name)
			if err != nil {
				t.Fatal(err)
			}
			if err := e.Validate(); err != nil {
				t.Fatal(err)
			}
			if len(e.Sides[0].Units) == 0 || len(e.Sides[1].Units) == 0 {
				t.Fatalf("sides %+v", e.Sides)
			}
		})
	}
	e, err := LoadJovianEngagement(fsys, "skirmish.yaml")
	if err != nil {
		t.Fatal(err)
	}
	bastion := e.Sides[0].Units[0]
	if bastion.Name != "Bastion" || bastion.Card.Defense.Max() != 5 || bastion.Card.Defense.Boxes() != 4 ||
		bastion.Card.Armor.Front != 1 || !bastion.Card.Weapons[1].Traits.Missile || bastion.Pos.Y != 0 {
		t.Errorf("Bastion read as %+v", bastion)
	}
	if lancers := e.Sides[1].Units[2]; lancers.Card.Kind != jovian.Squadron || lancers.Card.Models != 4 || lancers.Facing != 180 {
		t.Errorf("Lancers read as %+v", lancers)
	}
}

const jovianCardsYAML = `cards:
  - name: Skiff
    kind: capital
    base: 2
    defense: 2
    sensors: 2
    thrusters: 2
    structure: 3
    fire_control: 1
    weapons:
      - {name: Gun, ac: 2, as: 1}
`

func TestJovianCardErrors(t *testing.T) {
	tests := []struct {
		name, edit, with, want string
	}{
		{"valid", "", "", ""},
		{"bad kind", "kind: capital", "kind: frigate", "cards.yaml:3:11: kind \"frigate\""},
		{"bad track", "defense: 2", "defense: lots", "cards.yaml:5:14: defense: want 0 to 16 boxes"},
		{"rising boxes", "defense: 2", "defense: [1, 3]", "cards.yaml:5:14: defense: track boxes [1 3] must decrease"},
		{"no structure", "structure: 3", "structure: 0", "cards.yaml:8:16: every model needs at least one Structure box"},
		{"bad AC", "ac: 2", "ac: -2", "cards.yaml:11:25: AC must be 0 to 40, got -2"},
		{"unknown trait", "as: 1}", "as: 1, traits: [Autofire]}", "cards.yaml:11:43: trait \"Autofire\" is not a trait Broadside knows"},
		{"unknown field", "fire_control: 1", "fire_contrl: 1", "cards.yaml:9:5: unknown field \"fire_contrl\""},
		{"unknown system", "as: 1}", "as: 1, system: Hangar}", "cards.yaml:11:43: System \"Hangar\" is not among"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := strings.Replace(jovianCardsYAML, tt.edit, tt.with, 1)
			cards, err := DecodeJovianCards("cards.yaml", []byte(doc))
			if tt.want == "" {
				if err != nil || len(cards) != 1 || cards[0].Structure.Value() != 3 {
					t.Fatalf("cards %v, error %v", cards, err)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("error %v\nwant prefix %q", err, tt.want)
			}
		})
	}
}

func TestLoadJovianEngagementErrors(t *testing.T) {
	eng := `name: Test
include: [cards.yaml]
sides:
  - name: A
    units:
      - {card: Skiff, at: [0, 0]}
  - name: B
    units:
      - {card: Skiff, at: [0, 10], facing: 180}
`
	tests := []struct {
		name, file, edit, with, want string
	}{
		{"valid", "eng.yaml", "", "", ""},
		{"unknown card", "eng.yaml", "card: Skiff, at: [0, 10]", "card: Yacht, at: [0, 10]", "eng.yaml:9:16: unknown card \"Yacht\""},
		{"bad position", "eng.yaml", "at: [0, 0]", "at: [0]", "eng.yaml:6:27: at must be [x, y]"},
		{"one side", "eng.yaml", "  - name: B\n    units:\n      - {card: Skiff, at: [0, 10], facing: 180}\n", "", "eng.yaml:4:3: an engagement has two sides, got 1"},
		{"bad option", "eng.yaml", "name: Test\n", "name: Test\noptions: {catastrophic: maybe}\n", "eng.yaml:2:25: option catastrophic=\"maybe\""},
		{"bad rounds", "eng.yaml", "name: Test\n", "name: Test\nrounds: 500\n", "eng.yaml:2:9: rounds must be 1 to 100"},
		{"error in the card file", "cards.yaml", "ac: 2", "ac: -1", "cards.yaml:11:25: AC must be"},
		{"missing include", "eng.yaml", "[cards.yaml]", "[ships.yaml]", "eng.yaml: include \"ships.yaml\""},
		{"bad modifier", "eng.yaml", "  - name: B\n", "  - name: B\n    modifiers: [bonus, sneaky]\n", "eng.yaml:8:24: modifier \"sneaky\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{"eng.yaml": eng, "cards.yaml": jovianCardsYAML}
			files[tt.file] = strings.Replace(files[tt.file], tt.edit, tt.with, 1)
			fsys := fstest.MapFS{}
			for name, text := range files {
				fsys["dir/"+name] = &fstest.MapFile{Data: []byte(text)}
			}
			e, err := LoadJovianEngagement(fsys, "dir/eng.yaml")
			if tt.want == "" {
				if err != nil || e.Rounds != 6 || e.Sides[1].Units[0].Name != "Skiff 2" {
					t.Fatalf("engagement %+v, error %v", e, err)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), "dir/"+tt.want) {
				t.Errorf("error %v\nwant prefix %q", err, "dir/"+tt.want)
			}
		})
	}
}

func FuzzDecodeJovianCards(f *testing.F) {
	f.Add([]byte(jovianCardsYAML))
	f.Add([]byte("cards:\n  - {name: S, kind: squadron, base: 1, structure: [3, 2, 1], defense: 2}\n"))
	f.Add([]byte("cards: []\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cards, err := DecodeJovianCards("fuzz.yaml", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.yaml") {
				t.Fatalf("error without the file name: %v", err)
			}
			return
		}
		for _, c := range cards {
			if err := c.Validate(); err != nil {
				t.Fatalf("decoded an invalid card: %v", err)
			}
		}
	})
}

func ExampleDecodeJovianCards() {
	cards, err := DecodeJovianCards("cards.yaml", []byte(jovianCardsYAML))
	fmt.Println(cards[0].Name, cards[0].Kind, cards[0].Structure.Value(), err)
	_, err = DecodeJovianCards("bad.yaml", []byte("cards:\n  - {name: Skiff, base: 1, structure: 0}\n"))
	fmt.Println(err)
	// Output:
	// Skiff capital 3 <nil>
	// bad.yaml:2:39: every model needs at least one Structure box
}

func ExampleLoadJovianEngagement() {
	e, err := LoadJovianEngagement(os.DirFS("../examples/jovian"), "duel.yaml")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(e.Name, e.Rounds, e.Sides[0].Units[0].Name, e.Sides[1].Units[0].Pos)
	// Output: Frigate duel 10 Picket Frigate 1 {0 12}
}

func TestLoadJovianEngagementModifiers(t *testing.T) {
	eng := `name: Veterans
include: [cards.yaml]
sides:
  - name: A
    modifiers: [bonus, "-1", short-range, macro+1]
    units:
      - {card: Skiff, at: [0, 0]}
  - name: B
    units:
      - {card: Skiff, at: [0, 10], facing: 180}
`
	fsys := fstest.MapFS{"eng.yaml": {Data: []byte(eng)}, "cards.yaml": {Data: []byte(jovianCardsYAML)}}
	e, err := LoadJovianEngagement(fsys, "eng.yaml")
	if err != nil {
		t.Fatal(err)
	}
	want := jovian.Modifiers{jovian.Bonus, {Net: -1}, jovian.ShortRange, {Macro: 1}}
	if !slices.Equal(e.Sides[0].Modifiers, want) || e.Sides[1].Modifiers != nil {
		t.Errorf("modifiers %v and %v, want %v and none", e.Sides[0].Modifiers, e.Sides[1].Modifiers, want)
	}
}

// TestJovianEngagementIncludesBounded checks that an engagement may not
// include more card files than maxIncludes.
func TestJovianEngagementIncludesBounded(t *testing.T) {
	inc := strings.TrimSuffix(strings.Repeat("cards.yaml, ", maxIncludes+1), ", ")
	fsys := fstest.MapFS{
		"e.yaml":     {Data: []byte("name: e\ninclude: [" + inc + "]\nsides: []\n")},
		"cards.yaml": {Data: []byte("cards: []\n")},
	}
	_, err := LoadJovianEngagement(fsys, "e.yaml")
	if err == nil || !strings.Contains(err.Error(), "17 files included; at most 16") {
		t.Fatalf("err = %v", err)
	}
}
