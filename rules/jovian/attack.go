package jovian

import (
	"cmp"
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// AttackKind is one of the three types of attack (jovian-attacks). The
// zero value is Normal.
type AttackKind uint8

const (
	Normal       AttackKind = iota // direct fire: roll, then damage
	Missile                        // a weapon with the Missile trait: the target's point defence diminishes it
	PointDefense                   // the attacker's Defense as the pool, when a rule prompts it
)

// String returns "normal", "missile" or "point defense".
func (k AttackKind) String() string {
	switch k {
	case Normal:
		return "normal"
	case Missile:
		return "missile"
	case PointDefense:
		return "point defense"
	}
	return fmt.Sprintf("AttackKind(%d)", uint8(k))
}

// ErrNoFireControl is returned when the attacker has no Fire Control left
// this round: every attack expends one (jovian-attacks, step 1).
var ErrNoFireControl = errors.New("jovian: the attacker has no Fire Control left this round")

// Shot is one attack as declared: who attacks whom, with what, and the
// choices the players made by hand. The zero Hand leaves every choice to
// the engine's policies. A Shot is read, never changed, by [Resolve].
type Shot struct {
	// AttackerName and TargetName label the models in the log, such as
	// "Wyvern 2"; empty means the card's name.
	AttackerName, TargetName string

	Attacker       *Card
	AttackerStatus Status
	// Weapon is the index of the weapon on the attacker's card; a weapon
	// with the Missile trait makes a Missile Attack. Ignored when
	// PointDefense is set.
	Weapon int
	// PointDefense makes a Point Defense Attack: the attacker's current
	// Defense is the base pool (jovian-attacks, Point Defense Attack).
	PointDefense bool
	Target       *Card
	TargetStatus Status
	// Arc is the target's arc the attack comes through; the target's Armor
	// there removes macro dice.
	Arc Arc
	// Support is the number of models supporting the target's point
	// defence against a Missile Attack (see [Supporters]), +1 die each.
	Support int
	// Modifiers are the attack's named bonuses and penalties: their net
	// modifier adds dice by the v1.2.4 table, and their flex and macro
	// dice are added directly (see [Modifiers.Effect]); nil is none.
	Modifiers Modifiers
	// Bonus adds dice directly: Base may be negative (base modifiers),
	// Flex adds flex dice, Macro adds macro dice. It is added after the
	// modifiers.
	Bonus Pool
	// SameAttack marks a further target of one Point Defense Attack: the
	// attacker expended its Fire Control on the first target and expends
	// none for the others (jovian-attacks, Point Defense Attack: one Fire
	// Control, then a pool for each target). It is refused on other
	// attacks.
	SameAttack bool
	Hand       Hand
}

// Hand holds the choices players make by hand; a nil field leaves that
// choice to the engine's policy.
type Hand struct {
	Remove   []int // the attacker's flex removal: faces to remove from the attack roll
	Diminish []int // the defender's diminishing: one attack Value per step
	Values   *Hits // the attacker's Values after point defence (Missile Attacks)
	Crits    []Crit
}

func (s *Shot) attackerName() string { return cmp.Or(s.AttackerName, s.Attacker.Name) }
func (s *Shot) targetName() string   { return cmp.Or(s.TargetName, s.Target.Name) }

// weaponName names the weapon, or "its Defense" for a Point Defense Attack.
func (s *Shot) weaponName() string {
	if s.PointDefense || s.Weapon < 0 || s.Weapon >= len(s.Attacker.Weapons) {
		return "its Defense"
	}
	return s.Attacker.Weapons[s.Weapon].Name
}

// Kind returns the type of attack the shot makes.
func (s *Shot) Kind() AttackKind {
	switch {
	case s.PointDefense:
		return PointDefense
	case s.Weapon >= 0 && s.Weapon < len(s.Attacker.Weapons) && s.Attacker.Weapons[s.Weapon].Traits.Missile:
		return Missile
	}
	return Normal
}

// Pool returns the attack's dice (jovian-attacks, steps 3 and 4): the
// weapon's AC against a capital ship or AS against a squadron (the
// attacker's Defense for a Point Defense Attack), the weapon's Flex and
// Macro traits less the target's Armor in the arc, a Beam weapon's
// re-roll, and the bonus dice. It fails when the attack cannot be made.
func (s *Shot) Pool() (Pool, error) {
	if s.Attacker == nil || s.Target == nil {
		return Pool{}, errors.New("jovian: a shot needs an attacker and a target")
	}
	var p Pool
	if s.PointDefense {
		p.Base = s.AttackerStatus.rating(Defense)
	} else {
		if s.Weapon < 0 || s.Weapon >= len(s.Attacker.Weapons) {
			return Pool{}, fmt.Errorf("jovian: %s has no weapon %d", s.Attacker.Name, s.Weapon)
		}
		w := s.Attacker.Weapons[s.Weapon]
		p.Base = w.Rating(s.Target.Kind)
		if p.Base == 0 {
			what := map[Kind]string{Capital: "AC", Squadron: "AS"}[s.Target.Kind]
			return Pool{}, fmt.Errorf("jovian: %s's %s has no %s rating and cannot attack a %s", s.Attacker.Name, w.Name, what, s.Target.Kind)
		}
		p.Flex = w.Traits.Flex
		p.Macro = w.Traits.Macro
		p.Reroll = w.Traits.Beam
	}
	if s.Target.Kind == Capital {
		p.Macro -= s.Target.Armor.In(s.Arc)
	}
	if len(s.Modifiers) > 0 {
		if net := s.Modifiers.Net(); net < -MaxNet || net > MaxNet {
			return Pool{}, fmt.Errorf("jovian: a net attack modifier of %+d; want %+d to %+d", net, -MaxNet, MaxNet)
		}
		m := s.Modifiers.Effect()
		p.Base += m.Base
		p.Flex += m.Flex
		p.Macro += m.Macro
	}
	p.Base = max(p.Base+s.Bonus.Base, 0)
	p.Flex += s.Bonus.Flex
	p.Macro += s.Bonus.Macro
	p.Reroll = p.Reroll || s.Bonus.Reroll
	return p, p.Validate()
}

// DefencePool returns the target's point-defence pool against a Missile
// Attack: its current Defense plus one die per supporter (jovian-attacks,
// Missile Attack, steps 6 and 7). Defensive rolls expend no Fire Control
// (RULINGS C4).
func (s *Shot) DefencePool() Pool {
	return Pool{Base: s.TargetStatus.rating(Defense) + max(s.Support, 0)}
}

// check reports why the shot cannot be made under opt, or nil.
func (s *Shot) check(opt Options) error {
	switch {
	case s.Attacker == nil || s.Target == nil:
		return errors.New("jovian: a shot needs an attacker and a target")
	case !s.AttackerStatus.active():
		return fmt.Errorf("jovian: %s is crippled or destroyed and cannot attack", s.Attacker.Name)
	case s.TargetStatus.Destroyed:
		return ErrDestroyed
	case s.SameAttack && !s.PointDefense:
		return errors.New("jovian: only a Point Defense Attack takes further targets without expending Fire Control")
	case s.AttackerStatus.FireControl < 1 && !s.SameAttack:
		return ErrNoFireControl
	case s.Support < 0 || s.Support > MaxDice:
		return fmt.Errorf("jovian: %d supporters; want 0 to %d", s.Support, MaxDice)
	}
	// Damaged is tested first: most attackers have no System damaged, and
	// the System's name is then never looked up.
	if s.AttackerStatus.Damaged != 0 && !s.PointDefense && opt.Systems == SystemsDisable && s.Weapon >= 0 && s.Weapon < len(s.Attacker.Weapons) {
		if sys := s.Attacker.Weapons[s.Weapon].System; sys != "" && s.AttackerStatus.damaged(s.Attacker.SystemIndex(sys)) {
			return fmt.Errorf("jovian: %s's %s cannot fire: its System %s is damaged", s.Attacker.Name, s.Attacker.Weapons[s.Weapon].Name, sys)
		}
	}
	kind := s.Kind()
	if kind == Missile && s.TargetStatus.rating(Defense)+s.Support > MaxDice {
		return fmt.Errorf("jovian: %d point-defence dice (Defense %d + %d supporters); at most %d", s.TargetStatus.rating(Defense)+s.Support, s.TargetStatus.rating(Defense), s.Support, MaxDice)
	}
	if kind != Missile && (s.Hand.Diminish != nil || s.Hand.Values != nil) {
		return errors.New("jovian: only a Missile Attack is diminished by point defence and lets the attacker choose Values")
	}
	return nil
}

// Report is what one attack did.
type Report struct {
	Kind    AttackKind
	Pool    Pool      // the attack's dice
	Attack  dice.Code // the attack's Result
	Defence dice.Code // the point-defence Result (Missile Attacks)
	Left    dice.Code // the attack's Result after point defence (Missile Attacks)
	Hits    Hits      // what was applied to the target, in order
	// Attacker and Target are the statuses after the attack: the attacker
	// has expended one Fire Control, the target carries the damage.
	Attacker, Target Status
	Loss             Loss
}

// Resolve makes the attack the shot declares, with dice from src, and
// returns what happened (jovian-attacks: Normal, Missile and Point Defense
// Attacks; jovian-damage). It is a pure function of the shot, the options
// and src: it changes nothing, and the caller applies the statuses in the
// report. With a scripted src the caller must check the script's Err, even
// when Resolve fails (a choice made by hand may fail only against the
// stand-in faces of missing dice), and discard the report if dice were
// missing. log, when not nil, receives
// every step; with a nil log and an *rng.Stream, Resolve allocates
// nothing.
func Resolve(s *Shot, opt Options, src rng.Source, log *Log) (Report, error) {
	if err := opt.validate(); err != nil {
		return Report{}, err
	}
	if err := s.check(opt); err != nil {
		return Report{}, err
	}
	p, err := s.Pool()
	if err != nil {
		return Report{}, err
	}
	r := Report{Kind: s.Kind(), Pool: p, Attacker: s.AttackerStatus}
	if !s.SameAttack {
		r.Attacker.FireControl--
	}
	if log.on() {
		if s.SameAttack {
			log.addf("%s attack by %s with %s on a further target, %s: no more Fire Control expended (%d left)", r.Kind, s.attackerName(), s.weaponName(), s.targetName(), r.Attacker.FireControl)
		} else {
			log.addf("%s attack by %s with %s on %s: expends 1 Fire Control (%d left)", r.Kind, s.attackerName(), s.weaponName(), s.targetName(), r.Attacker.FireControl)
		}
		if len(s.Modifiers) > 0 {
			log.addf("modifiers: %s", s.Modifiers)
		}
		log.addf("attack pool: %s", p)
	}
	var rec *PoolRoll
	if log.on() {
		rec = new(PoolRoll)
	}
	r.Attack, err = p.roll(src, opt, "attack dice", s.Hand.Remove, rec)
	if err != nil {
		return Report{}, err
	}
	if log.on() {
		log.addf("attack roll: %s", rec)
	}
	r.Left = r.Attack
	if r.Kind == Missile {
		if err := s.defend(&r, opt, src, log); err != nil {
			return Report{}, err
		}
	} else {
		r.Hits = HitsOf(r.Attack)
	}
	d := damager{card: s.Target, st: s.TargetStatus, opt: opt, src: src, log: log, crits: s.Hand.Crits}
	if log.on() {
		log.addf("damage to %s (%s): %s", s.targetName(), s.Target.Kind, r.Hits)
	}
	if err := d.apply(r.Hits); err != nil {
		return Report{}, err
	}
	r.Target = d.st
	r.Loss = lossOf(&s.TargetStatus, &r.Target)
	if log.on() {
		log.addf("%s: %s", s.targetName(), r.Target.Describe(s.Target))
	}
	return r, nil
}

// defend rolls the target's point defence against a Missile Attack,
// diminishes the attack and lets the attacker choose the Values.
func (s *Shot) defend(r *Report, opt Options, src rng.Source, log *Log) error {
	pd := s.DefencePool()
	var rec *PoolRoll
	var chosen *[]int
	if log.on() {
		rec, chosen = new(PoolRoll), new([]int)
		log.addf("point defence: %d dice (Defense %d + %d supporters)", pd.Base, s.TargetStatus.rating(Defense), s.Support)
	}
	var err error
	if r.Defence, err = pd.roll(src, opt, "point defence dice", nil, rec); err != nil {
		return err
	}
	def := defender{card: s.Target, st: s.TargetStatus, opt: opt}
	if r.Left, err = diminish(r.Attack, r.Defence, s.Hand.Diminish, chosen, &def); err != nil {
		return err
	}
	if s.Hand.Values != nil {
		if err := checkChoice(r.Left, *s.Hand.Values); err != nil {
			return err
		}
		r.Hits = *s.Hand.Values
	} else {
		r.Hits = chooseValues(s.Target, &s.TargetStatus, r.Left, opt)
	}
	if log.on() {
		steps, negates := Defence(r.Defence)
		log.addf("point defence roll: %s", rec)
		switch {
		case negates:
			log.addf("a [Q+] negates the missile attack")
		case steps == 0:
			log.addf("no set: the attack is not diminished")
		default:
			noun := "steps"
			if steps == 1 {
				noun = "step"
			}
			log.addf("%d diminishing %s on Values %s: %s -> %s", steps, noun, joinInts(*chosen), r.Attack, r.Left)
		}
		log.addf("the attacker applies %s", r.Hits)
	}
	return nil
}

// Loss is what an attack took from its target: boxes marked on each rating
// and on Structure, Systems disabled, and whether the target ends the
// attack crippled (0 Structure, destroyed or not) or destroyed. It is the
// outcome the exact odds count; a comparable value.
type Loss struct {
	Ratings   [3]int8 // Defense, Sensors, Thrusters boxes marked
	Structure int8
	Systems   int8
	Crippled  bool
	Destroyed bool
}

// LossOf compares two statuses of one model.
func LossOf(before, after Status) Loss { return lossOf(&before, &after) }

// lossOf is LossOf without copying the statuses.
func lossOf(before, after *Status) Loss {
	var l Loss
	for i := range l.Ratings {
		l.Ratings[i] = int8(after.Ratings[i].marked - before.Ratings[i].marked)
	}
	l.Structure = int8(after.Structure.marked - before.Structure.marked)
	l.Systems = int8(bits.OnesCount32(after.Damaged &^ before.Damaged))
	l.Crippled, l.Destroyed = after.Crippled, after.Destroyed
	return l
}

// String prints the loss, such as "Defense -1, Structure -2, crippled", or
// "no damage".
func (l Loss) String() string {
	var parts []string
	for i, r := range Ratings {
		if l.Ratings[i] > 0 {
			parts = append(parts, fmt.Sprintf("%s -%d", r, l.Ratings[i]))
		}
	}
	if l.Structure > 0 {
		parts = append(parts, fmt.Sprintf("Structure -%d", l.Structure))
	}
	if l.Systems > 0 {
		parts = append(parts, fmt.Sprintf("%d Systems", l.Systems))
	}
	switch {
	case l.Destroyed:
		parts = append(parts, "destroyed")
	case l.Crippled:
		parts = append(parts, "crippled")
	}
	if len(parts) == 0 {
		return "no damage"
	}
	return strings.Join(parts, ", ")
}
