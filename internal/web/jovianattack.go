package web

import (
	"strings"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/jovian"
)

// jovianAttackTool is the Jovian Wars attack page, the counterpart of
// "broadside jovian odds attack" and "broadside jovian attack" with an
// attack given by numbers (--pool and the target's ratings).
var jovianAttackTool = &mechTool{
	Key:   "jovian/attack",
	Title: "Jovian Wars attack",
	Intro: "One attack on one target: the boxes lost on Structure and each rating, the chance the target is crippled or destroyed, and, for a missile, the target's point defence. The attacker's choices follow the engine's policies.",
	read:  readJovianAttack,
	Examples: []link{
		{Label: "6-dice missile into Defense 5 with 2 supporters", URL: "/odds/jovian/attack?pool=6&missile=1&defense=5&supporters=2"},
		{Label: "3 dice at a squadron", URL: "/odds/jovian/attack?pool=3&kind=squadron&defense=2&structure=4"},
	},
}

// jovianAttack is one attack.
type jovianAttack struct {
	shot *jovian.Shot
}

// readJovianAttack reads the attack form, with the limits of "jovian odds
// attack".
func readJovianAttack(f *form) mechanic {
	in := jovian.Inline{}
	in.Pool = f.number("pool", "Attack dice", "the weapon's AC or AS (the attacker's Defense for a point-defence attack)", 3, 0, jovian.MaxDice)
	in.Missile = f.check("missile", "Missile", "")
	in.Beam = f.check("beam", "Beam (re-roll an [N])", "")
	in.PointDefend = f.check("pd-attack", "Point Defense Attack", "")
	kind := f.choice("kind", "Target", "", []string{"capital", "squadron"})
	in.Defense = f.number("defense", "Defense", "", 3, 0, jovian.MaxBoxes)
	in.Sensors = f.number("sensors", "Sensors", "capital ships", 3, 0, jovian.MaxBoxes)
	in.Thrusters = f.number("thrusters", "Thrusters", "capital ships", 3, 0, jovian.MaxBoxes)
	in.Structure = f.number("structure", "Structure", "", 4, 0, jovian.MaxBoxes)
	in.Armor = f.number("armor", "Armor", "facing the attack", 0, 0, jovian.MaxBoxes)
	arcText := f.choice("arc", "Arc", "the target's arc the attack comes through", []string{"front", "sides", "aft"})
	support := f.number("supporters", "Supporters", "models supporting the point defence against a missile", 0, 0, 20)
	flex := f.number("flex", "Flex dice", "", 0, -jovian.MaxDice, jovian.MaxDice)
	macro := f.number("macro", "Macro dice", "negative to remove", 0, -jovian.MaxDice, jovian.MaxDice)
	marked := f.text("marked", "Boxes already marked", "such as thrusters=3,structure=1", 200)
	if !f.ok() {
		return nil
	}
	if in.Pool == 0 && !in.PointDefend {
		f.fail("pool", "an attack rolls at least one die")
		return nil
	}
	var err error
	if in.Kind, err = jovian.ParseKind(kind); err != nil {
		f.fail("kind", trimPrefix(err))
		return nil
	}
	arc, err := jovian.ParseArc(arcText)
	if err != nil {
		f.fail("arc", trimPrefix(err))
		return nil
	}
	s := &jovian.Shot{Arc: arc, Support: support, PointDefense: in.PointDefend, Bonus: jovian.Pool{Flex: flex, Macro: macro}}
	if s.Attacker, s.Target, err = in.Cards(); err != nil {
		f.fail("", trimPrefix(err))
		return nil
	}
	s.AttackerStatus, s.TargetStatus = s.Attacker.Fresh(), s.Target.Fresh()
	if err := jovian.MarkBoxes(s.Target, &s.TargetStatus, marked); err != nil {
		f.fail("marked", trimPrefix(err))
		return nil
	}
	return jovianAttack{shot: s}
}

func (a jovianAttack) odds(exact bool) (mechOdds, error) {
	o, err := jovian.Odds(a.shot, jovian.Options{})
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
	rep, err := jovian.Resolve(a.shot, jovian.Options{}, src, &log)
	if err != nil {
		return mechRoll{}, err
	}
	out := jovian.NewAttackReport(a.shot, rep, &log)
	return mechRoll{Steps: log.Steps, Result: strings.TrimSpace(rep.Loss.String()), JSON: out}, nil
}
