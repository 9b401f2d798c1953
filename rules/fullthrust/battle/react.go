package battle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Extreme Manoeuvres in reaction to fire (ft-advanced-manoeuvres.txt
// "Extreme Manoeuvres", the OPTIONAL RULE paragraph: evasion may be made
// after movement and even in response to fire, from thrust not allocated
// in the orders, with a further +1 on the check rolled at once, and a drive
// that fails it not repaired that turn; RULINGS E4 #8; readings W94-W97).
//
// With the option em-reaction, once every side's fire orders are revealed
// (and the discretionary calls made with them rolled, W58), the battle
// opens a reaction round before any fire die is rolled. A ship may react
// when an enemy's fire orders name it as a target, its main drive works,
// it is not ordered eclipsed (W53), and it has something to spend: its
// discretionary factors still held ("EM2?", option em-discretionary:
// "SHIP em: call"), or, with the option em-after-movement, thrust its
// movement order left unallocated ("SHIP em: 2", at most the drive's
// current rating less what the order as carried out used: under vector
// movement the main drive's burn, EM and Ec factors, W97). Only
// the sides with such a ship write reactions; when none has one, the round
// is skipped and fire follows at once, as without the option. The check
// of a reaction is rolled at once at +1 per factor after the first and the
// further +1, and the evasion works only if it passes, whatever factors
// the reaction spends (manoeuvre.Moved.ReactEM; W96). The
// evasion counts for fire at and from the ship; a drive the check damages
// may not be repaired by damage control that turn (laterManoeuvre).

// Reactor is one ship of a side that may react in a reaction round, with
// what it may spend.
type Reactor struct {
	Ship string `json:"ship"`
	// Held is the discretionary Extreme Manoeuvres factors the ship holds,
	// spent whole by "SHIP em: call"; 0 for none.
	Held int `json:"held,omitempty"`
	// Free is the most factors of unallocated thrust "SHIP em: N" may
	// spend, 0 for none (always 0 without the option em-after-movement).
	Free int `json:"free,omitempty"`
	// By names the enemy ships whose fire orders name this ship, in ship
	// order.
	By []string `json:"by"`
	// Targets names the enemy ships this ship's own fire orders name, in
	// the order written: an evasion lengthens that fire's range too.
	Targets []string `json:"targets,omitempty"`
}

// Reactors returns side p's ships that may react now, in ship order: nil
// outside a reaction round or when p has none.
func (s *State) Reactors(p game.Player) []Reactor {
	if s.phase != ReactPhase {
		return nil
	}
	var out []Reactor
	for i := range s.units {
		if s.setup.Ships[i].Side != int(p) || !s.inBattle(i) {
			continue
		}
		held, free, err := s.reaction(i)
		if err != nil {
			continue
		}
		r := Reactor{Ship: s.name(i), Free: free}
		if held {
			r.Held = s.units[i].emHeld
		}
		for k := range s.units {
			if s.aimsAt(k, i) {
				r.By = append(r.By, s.name(k))
			}
		}
		for _, g := range s.pending[int(p)].ship(i).fire {
			r.Targets = append(r.Targets, s.name(g.target))
		}
		out = append(out, r)
	}
	return out
}

// Evaded returns a copy of the state in which ship i has n more factors
// of Extreme Manoeuvres in effect, with no die rolled: what a reaction
// that works changes for the fire ([State.Bearing]), for a player weighing
// one. The receiver is not changed.
func (s *State) Evaded(i, n int) *State {
	c := *s
	c.memo = nil                              // it remembers no checks
	c.units = append([]unit(nil), s.units...) // the sheets are shared: the copy is only read
	if i >= 0 && i < len(c.units) {
		c.units[i].em += max(n, 0)
	}
	return &c
}

// reacting returns the sides with at least one ship that may react.
func (s *State) reacting() game.PlayerSet {
	var set game.PlayerSet
	for i := range s.units {
		if !s.inBattle(i) {
			continue
		}
		if _, _, err := s.reaction(i); err == nil {
			set = set.With(game.Player(s.setup.Ships[i].Side))
		}
	}
	return set
}

// aimsAt reports whether ship k's pending fire orders name ship i.
func (s *State) aimsAt(k, i int) bool {
	if s.pending == nil || s.setup.Ships[k].Side == s.setup.Ships[i].Side {
		return false
	}
	for _, g := range s.pending[s.setup.Ships[k].Side].ship(k).fire {
		if g.target == i {
			return true
		}
	}
	return false
}

// reaction returns what ship i may spend in the reaction round: whether
// it holds discretionary factors, and the factors of unallocated thrust it
// may spend; or an error saying why it may not react.
func (s *State) reaction(i int) (held bool, free int, err error) {
	name, u := s.name(i)+emSuffix, &s.units[i]
	fired := false
	for k := range s.units {
		if s.aimsAt(k, i) {
			fired = true
			break
		}
	}
	if !fired {
		return false, 0, game.Illegal("%s: no enemy fire is declared at it this turn; only a ship fired at may react", name)
	}
	for k := range s.units {
		if s.units[k].eclipses == i+1 {
			return false, 0, game.Illegal("%s: eclipsed by %s, it may not make Extreme Manoeuvres", name, s.name(k))
		}
	}
	if u.ship.Drive.Current() == 0 {
		return false, 0, game.Illegal("%s: its main drive is disabled", name)
	}
	if s.setup.Options.EMAfterMovement && u.holds {
		free = max(0, u.ship.Drive.Current()-u.spent)
	}
	if u.emHeld == 0 && free == 0 {
		return false, 0, game.Illegal("%s: it holds no discretionary Extreme Manoeuvres and no unallocated thrust", name)
	}
	return u.emHeld > 0, free, nil
}

// reactEntry reads one line of a side's orders in the reaction round into
// out: only "SHIP em: call" or "SHIP em: N", one a ship (reactLine).
func (s *State) reactEntry(e entry, out *sideOrders) error {
	if e.kind != emSuffix {
		name := s.name(max(e.ship, 0))
		if e.ship < 0 {
			name = s.wings[e.wing].group.Name
		}
		return game.Illegal("%s%s: the reaction round takes only reactions to fire, \"SHIP em: call\" or \"SHIP em: N\"", name, e.kind)
	}
	n, err := s.reactLine(e.ship, strings.TrimSpace(e.text))
	if err != nil {
		return err
	}
	if _, twice := out.reacts[e.ship]; twice {
		return game.Illegal("%s%s: two reactions; a ship reacts once a turn", s.name(e.ship), emSuffix)
	}
	if out.reacts == nil {
		out.reacts = map[int]int{}
	}
	out.reacts[e.ship] = n
	return nil
}

// reactLine reads ship i's reaction, "call" (returned as 0) or a number of
// factors of unallocated thrust.
func (s *State) reactLine(i int, text string) (int, error) {
	name := s.name(i) + emSuffix
	held, free, err := s.reaction(i)
	if err != nil {
		return 0, err
	}
	if strings.EqualFold(text, "call") {
		switch {
		case !held && !s.setup.Options.EMDiscretionary:
			return 0, game.Illegal("%s: call: discretionary Extreme Manoeuvres need the option em-discretionary; write the factors of unallocated thrust to spend, such as \"1\"", name)
		case !held:
			return 0, game.Illegal("%s: call: it holds no discretionary Extreme Manoeuvres (write EMn? in its movement order)", name)
		}
		return 0, nil
	}
	n, err := strconv.Atoi(text)
	switch {
	case err != nil || n < 1:
		return 0, game.Illegal("%s: %q: write \"call\" to use the factors held, or the factors of unallocated thrust to spend, such as \"2\"", name, text)
	case !s.setup.Options.EMAfterMovement:
		return 0, game.Illegal("%s: %d: Extreme Manoeuvres from unallocated thrust need the option em-after-movement; write \"call\" to use the factors held", name, n)
	case n > free:
		u := &s.units[i]
		return 0, game.Illegal("%s: %d factors, but its movement order left %d of its drive's %d unallocated", name, n, free, u.ship.Drive.Current())
	}
	return n, nil
}

// openReactions opens the reaction round after the fire orders read, when
// the option em-reaction is on and some side has a ship that may react,
// and reports whether it did.
func (s *State) openReactions(read []sideOrders, emit game.Emit) bool {
	if !s.setup.Options.EMReaction {
		return false
	}
	s.pending, s.phase = read, ReactPhase
	set := s.reacting()
	if set == 0 {
		s.pending, s.phase = nil, FirePhase
		return false
	}
	if emit != nil {
		for p := range s.setup.Sides {
			if !set.Has(game.Player(p)) {
				continue
			}
			var names []string
			for _, r := range s.Reactors(game.Player(p)) {
				names = append(names, r.Ship)
			}
			s.event(emit, "reaction", fmt.Sprintf("%s may react to the fire declared at %s", s.side(p), strings.Join(names, ", ")), nil)
		}
	}
	return true
}

// resolveReactions carries out the reaction round: the reactions of the
// sides collected, then the fire orders held since the fire phase.
func (s *State) resolveReactions(orders []game.Orders, src rng.Source, emit game.Emit) error {
	col := s.reacting()
	read := make([]sideOrders, len(orders))
	for p := range orders {
		if !col.Has(game.Player(p)) {
			continue
		}
		r, err := s.readOrders(game.Player(p), orders[p], nil, true)
		if err != nil {
			return err
		}
		read[p] = r
	}
	for p := range read {
		if !col.Has(game.Player(p)) {
			continue
		}
		text := s.reactText(read[p])
		s.event(emit, "orders", fmt.Sprintf("%s %s: %s", s.side(p), s.phase.orders(), text), nil)
		if len(read[p].reacts) > 0 {
			if s.revealed[p] == "no orders" {
				s.revealed[p] = text
			} else {
				s.revealed[p] += "; " + text
			}
		}
	}
	for i := range s.units {
		n, ok := read[s.setup.Ships[i].Side].reacts[i]
		if !ok {
			continue
		}
		u := &s.units[i]
		mv := manoeuvre.Moved{Ship: u.ship, Motion: u.motion, EM: u.em}
		if n == 0 {
			mv.EMHeld, u.emHeld = u.emHeld, 0
		}
		s.laterManoeuvre(i, mv, mv.ReactEM(n, src), emit) // postmove.go
	}
	fire := s.pending
	s.pending, s.phase = nil, FirePhase
	s.shipFire(fire, src, emit) // turn.go
	return nil
}

// reactText writes one side's reactions in ship order.
func (s *State) reactText(r sideOrders) string {
	var names, texts []string
	for i := range s.units {
		n, ok := r.reacts[i]
		if !ok {
			continue
		}
		text := "call"
		if n > 0 {
			text = strconv.Itoa(n)
		}
		names, texts = append(names, s.name(i)+emSuffix), append(texts, text)
	}
	return formatOrders(names, texts)
}
