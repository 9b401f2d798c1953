package cli

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/rules/jovian"
	"github.com/broadside/broadside/scenario"
	"github.com/spf13/cobra"
)

// jovianShotFlags are the flags that describe one Jovian Wars attack, for
// "jovian attack" and "jovian odds attack". An attack is given either by
// cards (--cards with --attacker, --weapon and --target) or inline, by the
// size of the pool and the target's ratings.
type jovianShotFlags struct {
	cards, attacker, weapon, target string

	pool                 int
	missile, beam, pdAtk bool

	kind                                   string
	defense, sensors, thrusters, structure int
	armor                                  int
	systems                                []string

	marked     string
	arc        string
	supporters int
	base, flex int
	macro      int
	modifiers  []string
	options    []string
}

// addJovianShotFlags registers the attack flags on cmd.
func addJovianShotFlags(cmd *cobra.Command) *jovianShotFlags {
	f := new(jovianShotFlags)
	fl := cmd.Flags()
	fl.StringVar(&f.cards, "cards", "", "card file (YAML) holding the attacker and the target")
	fl.StringVar(&f.attacker, "attacker", "", "with --cards: the attacking card's name")
	fl.StringVar(&f.weapon, "weapon", "", "with --cards: the weapon's name (default: the card's first weapon)")
	fl.StringVar(&f.target, "target", "", "with --cards: the target card's name")
	fl.IntVar(&f.pool, "pool", 0, "without --cards: the weapon's AC or AS against the target (the attacker's Defense with --pd-attack)")
	fl.BoolVar(&f.missile, "missile", false, "without --cards: the weapon has the Missile trait")
	fl.BoolVar(&f.beam, "beam", false, "without --cards: the weapon has the Beam trait (re-roll an [N])")
	fl.BoolVar(&f.pdAtk, "pd-attack", false, "make a Point Defense Attack with the attacker's Defense")
	fl.StringVar(&f.kind, "kind", "capital", "without --cards: the target is a capital ship or a squadron")
	fl.IntVar(&f.defense, "defense", 3, "without --cards: the target's Defense")
	fl.IntVar(&f.sensors, "sensors", 3, "without --cards: the target's Sensors")
	fl.IntVar(&f.thrusters, "thrusters", 3, "without --cards: the target's Thrusters")
	fl.IntVar(&f.structure, "structure", 4, "without --cards: the target's Structure")
	fl.IntVar(&f.armor, "armor", 0, "without --cards: the target's Armor facing the attack")
	fl.StringSliceVar(&f.systems, "systems", nil, "without --cards: the target's Systems, such as Hangar,Torpedo Bay")
	fl.StringVar(&f.marked, "marked", "", "boxes already marked on the target, such as thrusters=3,structure=1")
	fl.StringVar(&f.arc, "arc", "front", "the target's arc the attack comes through: front, sides or aft")
	fl.IntVar(&f.supporters, "supporters", 0, "models supporting the target's point defence against a missile")
	fl.IntVar(&f.base, "base", 0, "base dice added (or removed, if negative) by modifiers")
	fl.IntVar(&f.flex, "flex", 0, "flex dice from bonuses, such as 1 at short range")
	fl.IntVar(&f.macro, "macro", 0, "macro dice from bonuses (negative to remove)")
	fl.StringArrayVar(&f.modifiers, "modifier", nil, "attack modifier (repeatable): short-range (+1 flex), bonus or penalty (net +1 or -1), a net modifier such as +2 or -1, or flex+N, macro-N; the net modifier adds dice by the v1.2.4 table")
	fl.StringArrayVar(&f.options, "option", nil, "rules option name=value (repeatable); see 'broadside jovian options'")
	return f
}

// shot builds the attack the flags describe.
func (f *jovianShotFlags) shot() (*jovian.Shot, jovian.Options, error) {
	var opt jovian.Options
	for _, o := range f.options {
		if err := opt.Parse(o); err != nil {
			return nil, opt, badFlag("option", err)
		}
	}
	arc, err := jovian.ParseArc(f.arc)
	if err != nil {
		return nil, opt, badFlag("arc", err)
	}
	s := &jovian.Shot{Arc: arc, Support: f.supporters, PointDefense: f.pdAtk,
		Bonus: jovian.Pool{Base: f.base, Flex: f.flex, Macro: f.macro}}
	for _, text := range f.modifiers {
		m, err := jovian.ParseModifier(text)
		if err != nil {
			return nil, opt, badFlag("modifier", err)
		}
		s.Modifiers = append(s.Modifiers, m)
	}
	if f.cards != "" {
		err = f.fromCards(s)
	} else {
		err = f.inline(s)
	}
	if err != nil {
		return nil, opt, err
	}
	if err := s.Ready(f.marked); err != nil {
		return nil, opt, badFlag("marked", err)
	}
	return s, opt, nil
}

// fromCards finds the attacker, weapon and target in the card file.
func (f *jovianShotFlags) fromCards(s *jovian.Shot) error {
	if f.attacker == "" || f.target == "" {
		return &usageError{err: fmt.Errorf("--cards needs --attacker and --target")}
	}
	data, err := readSetupFile(f.cards)
	if err != nil {
		return err
	}
	cards, err := scenario.DecodeJovianCards(f.cards, data)
	if err != nil {
		return err
	}
	find := func(flag, name string) (*jovian.Card, error) {
		for _, c := range cards {
			if strings.EqualFold(c.Name, name) {
				return c, nil
			}
		}
		return nil, badFlag(flag, fmt.Errorf("no card %q in %s", name, f.cards))
	}
	if s.Attacker, err = find("attacker", f.attacker); err != nil {
		return err
	}
	if s.Target, err = find("target", f.target); err != nil {
		return err
	}
	s.Weapon = 0
	if f.weapon != "" && !f.pdAtk {
		s.Weapon = -1
		for i, w := range s.Attacker.Weapons {
			if strings.EqualFold(w.Name, f.weapon) {
				s.Weapon = i
			}
		}
		if s.Weapon < 0 {
			return badFlag("weapon", fmt.Errorf("%s has no weapon %q", s.Attacker.Name, f.weapon))
		}
	}
	return nil
}

// inline builds an attacker with one weapon and a target from the flags.
func (f *jovianShotFlags) inline(s *jovian.Shot) error {
	kind, err := jovian.ParseKind(f.kind)
	if err != nil {
		return badFlag("kind", err)
	}
	for _, v := range []struct {
		name string
		n    int
	}{{"defense", f.defense}, {"sensors", f.sensors}, {"thrusters", f.thrusters}, {"structure", f.structure}} {
		if v.n < 0 || v.n > jovian.MaxBoxes {
			return badFlag(v.name, fmt.Errorf("want 0 to %d, got %d", jovian.MaxBoxes, v.n))
		}
	}
	if f.pool < 0 || f.pool > jovian.MaxDice || (f.pdAtk && f.pool > jovian.MaxBoxes) {
		return badFlag("pool", fmt.Errorf("want 0 to %d dice, got %d", jovian.MaxDice, f.pool))
	}
	if f.pool == 0 && !f.pdAtk {
		return &usageError{err: fmt.Errorf("say how many dice the weapon rolls with --pool, or give --cards")}
	}
	attacker, target, err := jovian.Inline{Pool: f.pool, Missile: f.missile, Beam: f.beam, PointDefend: f.pdAtk, Kind: kind,
		Defense: f.defense, Sensors: f.sensors, Thrusters: f.thrusters, Structure: f.structure, Armor: f.armor, Systems: f.systems}.Cards()
	if err != nil {
		return &usageError{err: err}
	}
	s.Attacker, s.Target = attacker, target
	return nil
}
