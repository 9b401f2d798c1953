package battle

import (
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Phase is the part of a turn a battle waits in. The zero value is
// [OrdersPhase].
type Phase uint8

// The phases in which a battle waits for the sides (docs/fullthrust-battle.md).
const (
	// OrdersPhase waits for every side's written movement orders; their
	// resolution carries out the movement phase.
	OrdersPhase Phase = iota
	// FirePhase waits for every side's fire declarations, made with the
	// ships where movement left them; their resolution carries out ship
	// fire and the end of the turn.
	FirePhase
	// ReactPhase waits, with the option em-reaction, for the reactions to
	// the fire orders just revealed of the sides that have a ship fired at
	// able to make Extreme Manoeuvres (react.go, reading W94); their
	// resolution carries out ship fire and the end of the turn. A turn in
	// which no ship may react has no such round.
	ReactPhase
)

// String returns "orders", "fire" or "reaction".
func (p Phase) String() string {
	switch p {
	case FirePhase:
		return "fire"
	case ReactPhase:
		return "reaction"
	}
	return "orders"
}

// orders names what the sides write in the phase: "movement orders", "fire
// orders" or "reactions".
func (p Phase) orders() string {
	switch p {
	case FirePhase:
		return "fire orders"
	case ReactPhase:
		return "reactions"
	}
	return "movement orders"
}

// unit is one ship in play.
type unit struct {
	ship   fullthrust.Ship
	motion manoeuvre.Motion
	ammo   []int // ammunition left in each mount, parallel to the setup's Mounts
	ready  []int // the turn from which each mount may fire again (plasma bolt launchers), parallel to Mounts
	bolts  int   // plasma bolts fired so far, from all the ship's launchers
	// fired counts the ordnance it has placed, which every side sees
	// placed (the views' Fired).
	fired   Fired
	arrived bool // on the table: from the start, or since its FTL arrival
	gone    bool // driven off: off the table edge or out by FTL
	// What this turn's movement left for the fire phase and the end of the
	// turn; never modified once set, so clones may share the slice.
	deferred  []manoeuvre.DriveCheck
	corkscrew bool
	noFire    bool
	warmUp    bool // its movement order is its FTL warm-up this turn, judged as the turn began (W114)
	em        int
	pd        pdOrder // B1 and K-1 committed to point defence this turn
	launched  bool    // launched fighters this turn: no ADFC use (RULINGS A7)
	recovered bool    // recovered fighters this turn: no ADFC use either (recovery.go)
	fcUsed    int     // fire controls its salvos use this turn (firecontrol.go)
	pdFired   bool    // its PDS and ADS fired in this turn's strike (antifighter.go)
	eclipses  int     // 1 + the index of the ship it is ordered to eclipse this turn, 0 for none (eclipse.go)
	ec        int     // thrust factors its move this turn dedicated to Eclipsing
	// What it held for after movement this turn (postmove.go): thrust for
	// Extreme Manoeuvres or a Skid, discretionary EM factors not yet
	// called on, and whether a check after movement damaged its drive,
	// which damage control may then not repair this turn.
	post        manoeuvre.PostMove
	emHeld      int
	driveLocked bool
	// spent is the thrust factors the movement order carried out this
	// turn used, after movement included (under vector movement the main
	// drive's), and holds is set when that move may leave thrust
	// unallocated for a reaction to fire (react.go, movelog.go; W95, W97).
	spent int
	holds bool
}

// State is a Full Thrust battle in play: the turn, the phase, and every
// ship's record sheet and motion. It implements [game.Collector]: the sides
// play by written orders, never by actions. Methods other than Resolve and
// Apply only read it.
type State struct {
	setup *Setup // shared between clones; never changed
	turn  int
	phase Phase
	units []unit
	// eclipsing is set when some ship was ordered to eclipse another this
	// turn (eclipse.go).
	eclipsing bool
	wings     []wing // fighter groups, in bays or in space
	// names holds the ships' names by index, then the fighter groups'
	// (shipNamed, wingNamed): never changed, so clones share it.
	names []string
	// revealed holds each side's last resolved orders, for the views.
	revealed []string
	outcome  game.Outcome
	// lastStrike is the last turn's fighter and missile strike (strikes.go).
	lastStrike *StrikeRecord
	// placed is the ordnance placed in this turn's ordnance phase, for the
	// views of the fire and reaction rounds (placed.go). Never modified
	// once set, so clones share it.
	placed []Placed
	// pending holds, during a reaction round (ReactPhase), the fire orders
	// revealed before it, by side, carried out once the reactions are
	// resolved; nil otherwise. Never modified once set, so clones share it.
	pending []sideOrders
	// memo holds the orders CheckOrders last accepted, for Resolve
	// (checked.go); nil in a copy that keeps none.
	memo *checkMemo
	// version is the rules version the battle is played under (see
	// [Rules.Version]): the current one, or an earlier one whose record it
	// replays as that version played.
	version int
}

// newState returns the state at the start of a valid setup.
// The setup is shared, never changed.
func newState(s *Setup) *State {
	st := &State{setup: s, turn: 1, version: currentVersion, memo: &checkMemo{}, revealed: make([]string, len(s.Sides)), wings: newWings(s), units: make([]unit, 0, len(s.Ships))}
	for _, sh := range s.Ships {
		u := unit{ship: sh.Sheet.Clone(), motion: startMotion(s, sh.Start.Motion), arrived: sh.Start.Arrives == 0, ammo: make([]int, len(sh.Mounts)), ready: make([]int, len(sh.Mounts))}
		for j, m := range sh.Mounts {
			u.ammo[j] = m.Ammo
		}
		st.units = append(st.units, u)
	}
	st.names = make([]string, 0, len(s.Ships)+len(st.wings))
	for _, sh := range s.Ships {
		st.names = append(st.names, sh.Sheet.Name)
	}
	for _, w := range st.wings {
		st.names = append(st.names, w.group.Name)
	}
	return st
}

// Turn returns the turn being played, counted from 1.
func (s *State) Turn() int { return s.turn }

// Phase returns the phase the battle waits in.
func (s *State) Phase() Phase { return s.phase }

// Players returns the number of sides.
func (s *State) Players() int { return len(s.setup.Sides) }

// inBattle reports whether ship i is on the table and fighting.
func (s *State) inBattle(i int) bool {
	u := &s.units[i] // not a copy: the players ask this of every ship many times a turn
	return u.arrived && !u.gone && !u.ship.Destroyed()
}

// alive reports whether ship i still counts for its side: not destroyed,
// not driven off (it may not have arrived yet).
func (s *State) alive(i int) bool { return !s.units[i].gone && !s.units[i].ship.Destroyed() }

// Collecting returns every side while the battle goes on: each side writes
// orders every phase, empty when it has nothing to order; in a reaction
// round only the sides with a ship that may react (react.go).
func (s *State) Collecting() game.PlayerSet {
	if s.outcome.Over {
		return 0
	}
	if s.phase == ReactPhase {
		return s.reacting()
	}
	var set game.PlayerSet
	for p := range s.setup.Sides {
		set = set.With(game.Player(p))
	}
	return set
}

// Waiting returns the sides whose orders the battle waits for.
func (s *State) Waiting() game.PlayerSet { return s.Collecting() }

// Outcome returns the result so far.
func (s *State) Outcome() game.Outcome {
	o := s.outcome
	o.Scores = append([]int(nil), o.Scores...)
	return o
}

// Legal refuses every action: a battle is played by written orders alone
// ([game.Match.Submit]).
func (s *State) Legal(a game.Action) error {
	if s.outcome.Over {
		return game.Over()
	}
	return game.Illegal("a Full Thrust battle is played by written orders, not actions")
}

// Actions lists nothing: see Legal.
func (s *State) Actions(p game.Player, dst []game.Action) []game.Action { return dst }

// Apply refuses every action: see Legal.
func (s *State) Apply(a game.Action, src rng.Source, emit game.Emit) error { return s.Legal(a) }

// FormatAction returns the action's kind: battles have no actions.
func (s *State) FormatAction(a game.Action) string { return fmt.Sprintf("action %d", a.Kind) }

// ParseAction refuses every text: battles have no actions.
func (s *State) ParseAction(p game.Player, text string) (game.Action, error) {
	return game.Action{}, game.Illegal("a Full Thrust battle has no actions, only orders; got %q", text)
}

// Clone returns an independent copy.
func (s *State) Clone() game.State {
	c := *s
	c.memo = &checkMemo{} // its own: the copy's answers are its own
	c.units = make([]unit, len(s.units))
	for i, u := range s.units {
		c.units[i] = u
		c.units[i].ship = u.ship.Clone()
		c.units[i].ammo = append([]int(nil), u.ammo...)
		c.units[i].ready = append([]int(nil), u.ready...)
	}
	c.wings = append([]wing(nil), s.wings...)
	c.revealed = append([]string(nil), s.revealed...)
	c.outcome.Scores = append([]int(nil), s.outcome.Scores...)
	return &c
}

// side returns the name of side p.
func (s *State) side(p int) string { return s.setup.Sides[p] }

// name returns ship i's name.
func (s *State) name(i int) string { return s.units[i].ship.Name }
