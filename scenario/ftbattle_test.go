package scenario

import (
	"errors"
	"io/fs"
	"math"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// readBattle decodes an embedded battle example.
func readBattle(t *testing.T, name string) battle.Setup {
	t.Helper()
	data, err := fs.ReadFile(examples.FullThrust, "fullthrust/"+name)
	if err != nil {
		t.Fatal(err)
	}
	b, err := DecodeFTBattle(name, data)
	if err != nil {
		t.Fatalf("%s does not decode:\n%v", name, err)
	}
	return b.Setup
}

func TestFTBattleExamplesDecode(t *testing.T) {
	names, err := fs.Glob(examples.FullThrust, "fullthrust/battle-*.yaml")
	if err != nil || len(names) < 2 {
		t.Fatalf("want at least two battle examples, got %v (%v)", names, err)
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			s := readBattle(t, strings.TrimPrefix(name, "fullthrust/"))
			if err := s.Validate(); err != nil {
				t.Fatalf("decoded setup does not validate: %v", err)
			}
			// Every example puts fighters or ordnance into the strike
			// phase: fighter groups or missile and plasma mounts on at
			// least two ships.
			armed := 0
			for _, sh := range s.Ships {
				if len(sh.Bays)+len(sh.Mounts) > 0 {
					armed++
				}
			}
			if armed < 2 {
				t.Errorf("%d ships with fighters or ordnance; every battle example carries at least two", armed)
			}
		})
	}
}

func TestFTBattleCruiserAction(t *testing.T) {
	s := readBattle(t, "battle-cruiser-action.yaml")
	if s.Turns != 12 || s.Table != (battle.Table{Width: 72, Depth: 48}) || s.Victory != battle.Destroy || len(s.Sides) != 2 {
		t.Fatalf("setup header = %d turns, %+v, %v, %v", s.Turns, s.Table, s.Victory, s.Sides)
	}
	r := s.Ships[0]
	if r.Sheet.Name != "Resolute" || r.Class != "heavy cruiser" || r.Points != 240 || r.Sheet.Mass != 76 || r.Side != 0 {
		t.Fatalf("Resolute = %+v", r)
	}
	if r.Crew != 4 || r.DCP != 4 {
		t.Errorf("76 mass gives crew %d, dcp %d; want 4 and 4 (one per 20 mass or part)", r.Crew, r.DCP)
	}
	if r.FTL != battle.StandardFTL || len(r.Bays) != 1 || r.Bays[0].Group != pointdefence.NewGroup("Union Blue", pointdefence.Standard) {
		t.Errorf("Resolute's FTL %v, bays %+v", r.FTL, r.Bays)
	}
	if k := r.Bays[0].System; r.Sheet.Systems[k].Name != "bay" {
		t.Errorf("the bay's box is %+v", r.Sheet.Systems[k])
	}
	kinds := map[fullthrust.SystemKind]int{}
	for _, sys := range r.Sheet.Systems {
		kinds[sys.Kind]++
	}
	if kinds[fullthrust.Beam] != 4 || kinds[fullthrust.PDS] != 2 || kinds[fullthrust.Screen] != 1 || kinds[fullthrust.FireControl] != 2 {
		t.Errorf("Resolute's systems by kind: %v", kinds)
	}
	if m := s.Ships[2].Start.Motion; m.Facing.Hour() != 6 || m.Velocity != 6 || m.Pos.Y != 20 {
		t.Errorf("Vigilant starts at %v", m)
	}
}

func TestFTBattleCarrierGunline(t *testing.T) {
	s := readBattle(t, "battle-carrier-gunline.yaml")
	if !s.Table.Open() || s.Victory != battle.Points || s.Options.Thresholds != fullthrust.ThresholdEndOfTurn {
		t.Fatalf("table %+v, victory %v, thresholds %v", s.Table, s.Victory, s.Options.Thresholds)
	}
	anvil := s.Ships[5]
	if anvil.Start.Arrives != 3 || anvil.FTL != battle.AdvancedFTL || anvil.Start.Motion.Facing.Hour() != 9 {
		t.Errorf("Anvil arrives %+v with %v FTL", anvil.Start, anvil.FTL)
	}
	th := s.Ships[3]
	if len(th.Mounts) != 1 || th.Mounts[0].Kind != battle.SalvoLauncher || th.Mounts[0].Ammo != 2 {
		t.Fatalf("Thunderer's mounts %+v", th.Mounts)
	}
	if box := th.Sheet.Systems[th.Mounts[0].System]; box.Name != "SML" {
		t.Errorf("the launcher's box is %+v", box)
	}
	if len(s.Ships[0].Bays) != 4 || s.Ships[0].Bays[2].Group.Type != pointdefence.Torpedo {
		t.Errorf("Indomitable's bays %+v", s.Ships[0].Bays)
	}
}

// battleText is a small valid battle file the error tests alter.
const battleText = `name: test
table: [60, 40]
turns: 6
sides: [A, B]
ships:
  - name: One
    side: A
    mass: 20
    hull: 6
    drive: 4
    beams: [{class: 2}]
    at: [0, -10]
    heading: 12
    velocity: 4
  - name: Two
    side: B
    mass: 20
    hull: 6
    drive: 4
    salvo_launchers: [{ammo: 2}]
    plasma: [{class: 1}]
    at: [0, 10]
    heading: 6
    velocity: 4
`

func TestFTBattleErrors(t *testing.T) {
	for _, tc := range []struct {
		name, from, to, want string
	}{
		{"turns", "turns: 6", "turns: 0", "test.yaml:3:8: the turn limit must be 1-100, got 0"},
		{"table", "table: [60, 40]", "table: [60]", "test.yaml:2:8: table must be [width, depth]"},
		{"table too big", "table: [60, 40]", "table: [60, 40000]", "test.yaml:2:8: table must be"},
		{"victory", "turns: 6", "turns: 6\nvictory: glory", "victory must be destroy or points"},
		{"driven off", "turns: 6", "turns: 6\ndriven-off: all", "test.yaml:4:13: driven-off must be nothing or half, got \"all\""},
		{"side", "side: B", "side: C", "test.yaml:16:11: side must be one of [A B], got \"C\""},
		{"off table", "at: [0, 10]", "at: [0, 100]", "test.yaml:22:9: ship \"Two\": [0, 100] is off the 60 x 40 MU table"},
		{"nan", "at: [0, 10]", "at: [.nan, 10]", "test.yaml:22:10: .nan is not a number a setup may hold"},
		{"inf", "at: [0, 10]", "at: [.inf, 10]", "test.yaml:22:10: .inf is not a number a setup may hold"},
		{"velocity", "velocity: 4\n  - name: Two", "velocity: -3\n  - name: Two", "test.yaml:14:15: ship \"One\": velocity must be 0-100, got -3"},
		{"heading", "heading: 6", "heading: 13", "test.yaml:23:14: heading must be a clock point 1-12, got 13"},
		{"ammo", "ammo: 2", "ammo: 500", "test.yaml:20:30: ship \"Two\": ammunition must be 0-100, got 500"},
		{"plasma class", "class: 1}", "class: 9}", "test.yaml:21:22: ship \"Two\": a plasma bolt launcher has class 1-6, got 9"},
		{"ammo on plasma", "plasma: [{class: 1}]", "plasma: [{class: 1, ammo: 3}]", "a plasma bolt launcher has no ammo"},
		{"advanced salvo", "salvo_launchers: [{ammo: 2}]", "salvo_launchers: [{ammo: 2, advanced: true}]", "a salvo launcher has no advanced"},
		{"beam class", "beams: [{class: 2}]", "beams: [{class: 7}]", "a beam class is 1-4, got 7"},
		{"mass", "mass: 20\n    hull: 6\n    drive: 4\n    beams", "mass: 0\n    hull: 6\n    drive: 4\n    beams", "ship \"One\": mass must be 1-1000, got 0"},
		{"same name", "name: Two", "name: One", "every ship needs a name of its own"},
		{"empty side", "side: B", "side: A", "side \"B\" has no ships"},
		{"arrives without ftl", "at: [0, 10]\n    heading: 6\n    velocity: 4", "arrives: {turn: 2, at: [0, 10], heading: 6, velocity: 4}", "cannot arrive by FTL"},
		{"arrives late", "at: [0, 10]\n    heading: 6\n    velocity: 4", "ftl: true\n    arrives: {turn: 9, at: [0, 10], heading: 6, velocity: 4}", "an FTL arrival turn must be 1-6, got 9"},
		{"bay strength", "plasma: [{class: 1}]", "bays: [{name: G, type: heavy, strength: 9}]", "test.yaml:21:45: ship \"Two\": a heavy group has 1-6 fighters, got 9"},
		{"bay of seven", "plasma: [{class: 1}]", "bays: [{name: G, type: standard, strength: 7}]", "test.yaml:21:48: ship \"Two\": a standard group has 1-6 fighters, got 7"},
		{"light bay of nine", "plasma: [{class: 1}]", "bays: [{name: G, type: light, strength: 9}]", "test.yaml:21:45: ship \"Two\": a light group has 1-8 fighters, got 9"},
		{"light bay CEF", "plasma: [{class: 1}]", "bays: [{name: G, type: light, cef: 6}]", "a light group has 0-4 CEF, got 6"},
		{"bay type", "plasma: [{class: 1}]", "bays: [{name: G, type: bomber}]", "unknown fighter type"},
		{"tubes", "plasma: [{class: 1}]", "tubes: 30", "tubes must be 0-20, got 30"},
		{"catapults", "plasma: [{class: 1}]", "tubes: 12\n    catapults: 12", "tubes and catapults together must be at most 20, got 24"},
		{"option", "turns: 6", "turns: 6\noptions: {hard-about: sometimes}", "hard-about"},
		{"unknown field", "mass: 20\n    hull: 6\n    drive: 4\n    beams", "mass: 20\n    hull: 6\n    warp: 4\n    beams", "unknown field \"warp\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := strings.Replace(battleText, tc.from, tc.to, 1)
			if text == battleText {
				t.Fatalf("%q not in the file", tc.from)
			}
			_, err := DecodeFTBattle("test.yaml", []byte(text))
			var list List
			if !errors.As(err, &list) {
				t.Fatalf("err = %v, want a List", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got\n%v\nwant it to contain\n%s", err, tc.want)
			}
		})
	}
	if _, err := DecodeFTBattle("test.yaml", []byte(battleText)); err != nil {
		t.Fatalf("the base file does not decode: %v", err)
	}
}

// FuzzDecodeFTBattle checks that no battle file panics the decoder and that
// every setup it returns validates and holds only finite positions.
func FuzzDecodeFTBattle(f *testing.F) {
	f.Add([]byte(battleText))
	addExamples(f, "fullthrust/battle-*.yaml")
	f.Add([]byte("ships: [{at: [.nan, .inf]}]"))
	f.Add([]byte(strings.Replace(battleText, "plasma: [{class: 1}]", "bays: [{name: G, type: standard}]\n    tubes: 2\n    catapults: 1", 1)))
	f.Add([]byte(strings.Replace(battleText, "plasma: [{class: 1}]", "bays: [{name: L, type: light, strength: 8, cef: 4}]\n    scatterguns: 2\n    k1: 1\n    plasma: [{class: 6}]", 1)))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := DecodeFTBattle("fuzz.yaml", data)
		if err != nil {
			wantList(t, err)
			return
		}
		if err := b.Setup.Validate(); err != nil {
			t.Fatalf("decoded setup does not validate: %v", err)
		}
		for _, sh := range b.Setup.Ships {
			p := sh.Start.Motion.Pos
			if math.IsNaN(p.X+p.Y) || math.IsInf(p.X+p.Y, 0) {
				t.Fatalf("ship %q at %v", sh.Sheet.Name, p)
			}
		}
	})
}

// TestFTBattleAdvancedHeavyMissile reads a heavy missile written advanced
// (reading W39) and a plain one.
func TestFTBattleAdvancedHeavyMissile(t *testing.T) {
	text := strings.Replace(battleText, "plasma: [{class: 1}]", "heavy_missiles: [{arcs: [F], advanced: true}, {arcs: [F]}]", 1)
	s, err := DecodeFTBattle("test.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	ms := s.Setup.Ships[1].Mounts
	if len(ms) != 3 || !ms[1].Advanced || ms[2].Advanced || ms[1].Kind != battle.HeavyMissile || ms[1].Ammo != 1 {
		t.Errorf("mounts %+v", ms)
	}
}

// TestFTBattleLightBay reads a bay of light fighters (W118): 8 fighters and
// 4 CEF by default.
func TestFTBattleLightBay(t *testing.T) {
	text := strings.Replace(battleText, "plasma: [{class: 1}]", "bays: [{name: Gnats, type: light}]", 1)
	s, err := DecodeFTBattle("test.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	g := s.Setup.Ships[1].Bays[0].Group
	if g.Type != pointdefence.Light || g.Strength != 8 || g.CEF != 4 {
		t.Errorf("light bay group %+v, want light, 8 fighters, 4 CEF", g)
	}
}

// TestFTBattleTubes reads launch tubes and catapults (reading W59): each a
// box after the bays, named "tube" or "catapult".
func TestFTBattleTubes(t *testing.T) {
	text := strings.Replace(battleText, "plasma: [{class: 1}]", "bays: [{name: G, type: standard}]\n    tubes: 1\n    catapults: 2", 1)
	s, err := DecodeFTBattle("test.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	sh := s.Setup.Ships[1]
	var names []string
	for _, k := range sh.Tubes {
		names = append(names, sh.Sheet.Systems[k].Name)
	}
	if got := strings.Join(names, " "); got != "tube catapult catapult" || sh.Tubes[0] != sh.Bays[0].System+1 {
		t.Errorf("tubes %v (%s), bays %+v", sh.Tubes, got, sh.Bays)
	}
}
