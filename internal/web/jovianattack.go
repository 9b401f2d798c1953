package web

import (
	"context"
	"errors"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/scenario"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/jovian"
)

// jovianAttackTool is the Jovian Wars attack page, the counterpart of
// "broadside jovian odds attack" and "broadside jovian attack": an attack
// given by numbers (--pool and the target's ratings) or by the cards of an
// example card file (--cards, --attacker, --weapon, --target), with the
// choices a player may make by hand for a roll (--remove, --diminish,
// --values, --crits).
var jovianAttackTool = &mechTool{
	Key:   "jovian/attack",
	Title: "Jovian Wars attack",
	Wide:  true,
	Intro: "One attack on one target: the boxes lost on Structure and each rating, the chance the target is crippled or destroyed, and, for a missile, the target's point defence. Give the attack by numbers or pick the attacker, weapon and target from the example cards. The attacker's and defender's choices follow the engine's policies unless you make them by hand for a roll.",
	read:  readJovianAttack,
	Examples: []link{
		{Label: "6-dice missile into Defense 5 with 2 supporters", URL: "/odds/jovian/attack?pool=6&missile=1&defense=5&supporters=2"},
		{Label: "3 dice at a squadron", URL: "/odds/jovian/attack?pool=3&kind=squadron&defense=2&structure=4"},
		{Label: "cards: Bastion Cruiser's torpedoes at a Kestrel Frigate", URL: "/odds/jovian/attack?cards=cards&attacker=Bastion+Cruiser&weapon=Torpedo+Tubes&target=Kestrel+Frigate"},
	},
}

// jovianCardFile is an embedded file of Jovian Wars cards.
type jovianCardFile struct {
	key   string
	cards []*jovian.Card
}

// jovianCardFiles returns the embedded files that decode as card files (the
// engagement files do not), by name.
var jovianCardFiles = sync.OnceValue(func() []jovianCardFile { return loadJovianCards(examples.Jovian) })

// loadJovianCards reads the card files of fsys.
func loadJovianCards(fsys fs.FS) []jovianCardFile {
	names, _ := fs.Glob(fsys, "jovian/*.yaml")
	var out []jovianCardFile
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			continue
		}
		cards, err := scenario.DecodeJovianCards(name, data)
		if err != nil {
			continue
		}
		out = append(out, jovianCardFile{key: strings.TrimSuffix(path.Base(name), ".yaml"), cards: cards})
	}
	return out
}

// jovianNumbers is the choice of the cards field that gives the attack by
// numbers; jovianFirstWeapon the weapon field's choice of the card's first.
const (
	jovianNumbers     = "numbers"
	jovianFirstWeapon = "first"
)

// jovianCardChoices returns the choices of the card fields: the card files,
// every card's name and every weapon's name, each once, in file order.
func jovianCardChoices() (files, cards, weapons []string) {
	files, weapons = []string{jovianNumbers}, []string{jovianFirstWeapon}
	for _, f := range jovianCardFiles() {
		files = append(files, f.key)
		for _, c := range f.cards {
			if !slices.Contains(cards, c.Name) {
				cards = append(cards, c.Name)
			}
			for _, w := range c.Weapons {
				if !slices.Contains(weapons, w.Name) {
					weapons = append(weapons, w.Name)
				}
			}
		}
	}
	if len(cards) == 0 {
		cards = []string{"none"}
	}
	return files, cards, weapons
}

// jovianAttack is one attack, and the choices made by hand for its rolls.
type jovianAttack struct {
	shot *jovian.Shot
	hand jovian.Hand
}

// readJovianAttack reads the attack form, with the limits of "jovian odds
// attack".
func readJovianAttack(f *form) mechanic {
	files, cardNames, weapons := jovianCardChoices()
	file := f.choice("cards", "Cards", "the numbers below, or an example card file (examples/jovian)", files)
	attacker := f.choice("attacker", "Attacker", "with a card file", cardNames)
	weapon := f.choice("weapon", "Weapon", "with a card file: the attacker's weapon, its first by default", weapons)
	target := f.choice("target", "Target card", "with a card file", cardNames)
	in := jovian.Inline{}
	in.Pool = f.number("pool", "Attack dice", "by numbers: the weapon's AC or AS (the attacker's Defense for a point-defence attack)", 3, 0, jovian.MaxDice)
	in.Missile = f.check("missile", "Missile", "by numbers")
	in.Beam = f.check("beam", "Beam (re-roll an [N])", "by numbers")
	in.PointDefend = f.check("pd-attack", "Point Defense Attack", "")
	kind := f.choice("kind", "Target", "by numbers", []string{"capital", "squadron"})
	in.Defense = f.number("defense", "Defense", "by numbers", 3, 0, jovian.MaxBoxes)
	in.Sensors = f.number("sensors", "Sensors", "by numbers: capital ships", 3, 0, jovian.MaxBoxes)
	in.Thrusters = f.number("thrusters", "Thrusters", "by numbers: capital ships", 3, 0, jovian.MaxBoxes)
	in.Structure = f.number("structure", "Structure", "by numbers", 4, 0, jovian.MaxBoxes)
	in.Armor = f.number("armor", "Armor", "by numbers: facing the attack", 0, 0, jovian.MaxBoxes)
	arcText := f.choice("arc", "Arc", "the target's arc the attack comes through", []string{"front", "sides", "aft"})
	support := f.number("supporters", "Supporters", "models supporting the point defence against a missile", 0, 0, 20)
	flex := f.number("flex", "Flex dice", "", 0, -jovian.MaxDice, jovian.MaxDice)
	macro := f.number("macro", "Macro dice", "negative to remove", 0, -jovian.MaxDice, jovian.MaxDice)
	marked := f.text("marked", "Boxes already marked", "such as thrusters=3,structure=1", 200)
	remove := f.line("remove", "Flex dice removed", "for a roll, by hand: the faces the attacker removes, such as 5,1", "", 100)
	diminish := f.line("diminish", "Values diminished", "for a roll, by hand: the attack Values the defender lowers, one per step, such as 3,3", "", 100)
	values := f.line("values", "Missile results", "for a roll, by hand: the results a missile applies after point defence, such as [D1,T5]", "", 100)
	crits := f.line("crits", "Critical hits", "for a roll, by hand: the choices in order, such as sensors,system:Hangar", "", 200)
	f.group("Choices made by hand, for a roll", "remove", "diminish", "values", "crits")
	f.showWhen("cards!="+jovianNumbers, "attacker", "weapon", "target")
	f.showWhen("cards="+jovianNumbers, "pool", "missile", "beam", "kind", "defense", "structure", "armor")
	f.showWhen("cards="+jovianNumbers+";kind=capital", "sensors", "thrusters")
	for i := range f.Fields[len(f.Fields)-4:] {
		f.Fields[len(f.Fields)-4+i].RollOnly = true
	}
	if !f.ok() {
		return nil
	}
	hand, err := jovian.ParseHand(remove, diminish, values, crits)
	if err != nil {
		var he *jovian.HandError
		if errors.As(err, &he) {
			f.fail(he.Choice, trimPrefix(he.Err))
		} else {
			f.fail("", trimPrefix(err))
		}
		return nil
	}
	arc, err := jovian.ParseArc(arcText)
	if err != nil {
		f.fail("arc", trimPrefix(err))
		return nil
	}
	s := &jovian.Shot{Arc: arc, Support: support, PointDefense: in.PointDefend, Bonus: jovian.Pool{Flex: flex, Macro: macro}}
	if file == jovianNumbers {
		if in.Pool == 0 && !in.PointDefend {
			f.fail("pool", "an attack rolls at least one die")
			return nil
		}
		if in.Kind, err = jovian.ParseKind(kind); err != nil {
			f.fail("kind", trimPrefix(err))
			return nil
		}
		if s.Attacker, s.Target, err = in.Cards(); err != nil {
			f.fail("", trimPrefix(err))
			return nil
		}
	} else if !readJovianCards(f, s, file, attacker, weapon, target) {
		return nil
	}
	if err := s.Ready(marked); err != nil {
		f.fail("marked", trimPrefix(err))
		return nil
	}
	return jovianAttack{shot: s, hand: hand}
}

// readJovianCards sets the attacker, its weapon and the target of s from
// the card file named file, marking the field that names something the
// file lacks; it reports whether all were found.
func readJovianCards(f *form, s *jovian.Shot, file, attacker, weapon, target string) bool {
	var cards []*jovian.Card
	for _, cf := range jovianCardFiles() {
		if cf.key == file {
			cards = cf.cards
		}
	}
	var err error
	if s.Attacker, err = jovian.FindCard(cards, attacker); err != nil {
		f.fail("attacker", trimPrefix(err))
		return false
	}
	if s.Target, err = jovian.FindCard(cards, target); err != nil {
		f.fail("target", trimPrefix(err))
		return false
	}
	if weapon == jovianFirstWeapon || s.PointDefense {
		return true
	}
	if s.Weapon, err = s.Attacker.WeaponIndex(weapon); err != nil {
		f.fail("weapon", trimPrefix(err))
		return false
	}
	return true
}

func (a jovianAttack) odds(ctx context.Context, exact bool) (mechOdds, error) {
	o, err := jovian.OddsContext(ctx, a.shot, jovian.Options{})
	if err != nil {
		return mechOdds{}, err
	}
	kind := a.shot.Target.Kind
	r := jovian.NewAttackOddsReport(o, kind, exact)
	var m mechOdds
	if kind == jovian.Capital {
		m.Facts = append(m.Facts, fact{Label: "P(crippled)", Value: percent(r.Crippled)})
	}
	m.Facts = append(m.Facts, fact{Label: "P(destroyed)", Value: percent(r.Destroyed)}, fact{Label: "pool", Value: r.Pool})
	if r.Defence != "" {
		m.Facts = append(m.Facts, fact{Label: "point defence", Value: r.Defence})
	}
	m.Dists = append(m.Dists, newDistView("Structure boxes lost", "boxes", r.Structure, true))
	if kind == jovian.Capital {
		m.Dists = append(m.Dists, newDistView("Defense boxes lost", "boxes", *r.Defense, true),
			newDistView("Sensors boxes lost", "boxes", *r.Sensors, true),
			newDistView("Thrusters boxes lost", "boxes", *r.Thrusters, true))
	}
	m.Dists = append(m.Dists, newDistView("Outcomes", "outcome", r.Outcomes, false))
	m.JSON = r
	return m, nil
}

func (a jovianAttack) roll(src rng.Source) (mechRoll, error) {
	var log jovian.Log
	s := *a.shot
	s.Hand = a.hand
	rep, err := jovian.Resolve(&s, jovian.Options{}, src, &log)
	if err != nil {
		return mechRoll{}, err
	}
	out := jovian.NewAttackReport(&s, rep, &log)
	return mechRoll{Steps: log.Steps, Result: strings.TrimSpace(rep.Loss.String()), JSON: out}, nil
}
