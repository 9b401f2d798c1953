package jovian

import (
	"errors"
	"fmt"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// ErrDestroyed is returned when an attack names a target already removed
// from play.
var ErrDestroyed = errors.New("jovian: the target is already destroyed")

// Damage applies hits to a model and returns its new status
// (jovian-damage). A squadron loses Structure by magnitude; a capital ship
// takes Rating Damage, Structure Damage and Critical Hits by magnitude and
// Value, may be crippled and may be destroyed by the Catastrophic Damage
// Table, whose dice come from src. crits, when not nil, are the attacker's
// critical-hit choices in order; hits left without one follow
// opt.CritPolicy. Damage is a pure function of its inputs and src: on an
// error, or when a scripted src runs out, nothing has been changed. log,
// when not nil, receives every step.
func Damage(card *Card, st Status, hits Hits, opt Options, crits []Crit, src rng.Source, log *Log) (Status, error) {
	if err := opt.validate(); err != nil {
		return st, err
	}
	d := damager{card: card, st: st, opt: opt, src: src, log: log, crits: crits}
	if err := d.apply(hits); err != nil {
		return st, err
	}
	return d.st, nil
}

// damager applies the hits of one attack. Exactly one of src, br and tw
// (when enum is set) supplies the chance (see chance.go; tw is the
// survival policy's allocation-free enumerator, held by value so that the
// damager's pointers do not carry it to the heap).
type damager struct {
	card  *Card
	st    Status // the status being damaged; a copy, so that the caller's stays whole
	opt   Options
	log   *Log
	src   rng.Source
	br    *rng.Enumerator
	enum  bool
	tw    twoWay
	crits []Crit // the attacker's critical-hit choices by hand
	used  int    // crits used so far
	// critsLeft counts the critical hits of the attack still to come after
	// the one being resolved, so that the attacker's policy plans them
	// together (see aim.go).
	critsLeft int
}

// apply resolves every hit in order, changing d.st.
func (d *damager) apply(hits Hits) error {
	if d.st.Destroyed {
		return ErrDestroyed
	}
	if hits.Len() == 0 && d.log.on() {
		d.log.addf("[N]: no effect")
	}
	if d.card.Kind == Capital {
		for i := range hits.Len() {
			d.critsLeft += max(int(hits.At(i).Mag)-1, 0)
		}
	}
	for i := range hits.Len() {
		if d.st.Destroyed {
			if d.log.on() {
				d.log.addf("%s: the target is already destroyed", hits.At(i))
			}
			continue
		}
		var err error
		if d.card.Kind == Squadron {
			d.squadron(hits.At(i))
		} else {
			err = d.capital(hits.At(i))
		}
		if err != nil {
			return err
		}
	}
	if d.used < len(d.crits) {
		return fmt.Errorf("jovian: %d critical-hit choices were given but only %d were needed", len(d.crits), d.used)
	}
	return nil
}

// squadron applies one set to a squadron: only the magnitude counts
// (jovian-damage: Anti-Squadron results). A [D] marks 1 Structure box, a
// [T] 2 and a [Q+] 3, or destroys the squadron with [QDestroys] (RULINGS
// C3). At 0 Structure the squadron is destroyed.
func (d *damager) squadron(s dice.Set) {
	destroys := s.Mag == dice.Q && d.opt.SquadronQ == QDestroys
	n := int(s.Mag) // 1, 2 or 3 boxes
	if destroys {
		n = MaxBoxes
	}
	before := d.st.Structure.Value()
	for range n {
		if !d.st.Structure.mark() {
			break
		}
	}
	if d.st.Structure.Value() == 0 {
		d.st.Destroyed = true
	}
	if !d.log.on() {
		return
	}
	if destroys {
		d.log.addf("%s against a squadron destroys it (option squadron-q=destroys)", s)
		return
	}
	what := ""
	if d.st.Destroyed {
		what = ": the squadron is destroyed"
	}
	d.log.addf("%s against a squadron: %d damage, Structure %d -> %d%s", s, n, before, d.st.Structure.Value(), what)
}

// capital applies one set to a capital ship (jovian-damage table): [D] is
// 1 Rating Damage, [T] 1 Structure Damage and 1 Critical Hit, [Q+] 2
// Structure Damage and 2 Critical Hits, Structure before Critical Hits as
// the table lists them.
func (d *damager) capital(s dice.Set) error {
	if d.log.on() {
		effect := map[dice.Magnitude]string{dice.D: "1 Rating Damage", dice.T: "1 Structure Damage and 1 Critical Hit", dice.Q: "2 Structure Damage and 2 Critical Hits"}
		d.log.addf("%s: %s", s, effect[s.Mag])
	}
	switch s.Mag {
	case dice.D:
		return d.ratingDamage(s.Value, true)
	case dice.T, dice.Q:
		n := int(s.Mag) - 1 // 1 for [T], 2 for [Q+]
		for range n {
			d.structure()
		}
		for range n {
			if d.st.Destroyed {
				break
			}
			if err := d.critical(s.Value); err != nil {
				return err
			}
		}
	}
	return nil
}
