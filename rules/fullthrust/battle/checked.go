package battle

import (
	"sync"

	"github.com/broadside/broadside/game"
)

// checkMemo keeps, for each side, the orders [State.CheckOrders] last read
// and accepted, so that [State.Resolve] and CheckOrders itself, handed the
// same text in the same phase of the same state, need not read them again:
// a round of written orders is checked side by side (agent.write,
// game.Match.Submit) just before it is resolved, a computer player checks
// its whole orders before it hands them in, and reading the lines is a
// good part of a resolution's cost. It holds one entry a side, replaced
// by every accepted check, and is safe for concurrent use (CheckOrders
// changes nothing a player sees, so concurrent checks of one state must
// stay safe).
//
// An entry answers only the state that filled it (owner: a copy of the
// State struct shares the pointer but not the answers), only at the turn
// and phase it was read in and only for the exact text; Resolve, the one
// method that changes a state, takes the entries it uses and clears the
// others before it changes anything, so no entry outlives the position it
// was read in.
type checkMemo struct {
	mu    sync.Mutex
	sides []checked
}

// checked is one side's orders as CheckOrders read them.
type checked struct {
	owner *State // nil: empty
	turn  int
	phase Phase
	text  string
	read  sideOrders // its ships' lines in storage of its own
}

// keep remembers r, side p's orders read from text, in s's current turn and
// phase. r's ships' lines may lie in a read scratch: keep copies them into
// the entry's own storage; the rest of r is fresh from the read and is
// kept as it is.
func (m *checkMemo) keep(s *State, p game.Player, text string, r sideOrders) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if int(p) >= len(m.sides) {
		m.sides = append(m.sides, make([]checked, int(p)+1-len(m.sides))...)
	}
	c := &m.sides[p]
	if r.ships != nil { // reuse the entry's storage: nothing else holds it
		r.ships = append(c.read.ships[:0], r.ships...)
		r.shipAt = append(c.read.shipAt[:0], r.shipAt...)
	}
	*c = checked{owner: s, turn: s.turn, phase: s.phase, text: text, read: r}
}

// has reports whether CheckOrders has read and accepted o as side p's
// orders in s's current turn and phase, the entry staying in place.
func (m *checkMemo) has(s *State, p game.Player, o game.Orders) bool {
	if m == nil || len(o.Data) > 0 {
		return false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.answers(s, p, o.Text)
}

// answers reports whether side p's entry answers for text in s's current
// turn and phase; m.mu is held.
func (m *checkMemo) answers(s *State, p game.Player, text string) bool {
	if int(p) >= len(m.sides) {
		return false
	}
	c := &m.sides[p]
	return c.owner == s && c.turn == s.turn && c.phase == s.phase && c.text == text
}

// take returns side p's orders as CheckOrders read them, when it read o in
// s's current turn and phase, and gives up the entry: what take returns
// shares nothing with the memo. It reports false when no entry answers.
func (m *checkMemo) take(s *State, p game.Player, o game.Orders) (sideOrders, bool) {
	if m == nil || len(o.Data) > 0 {
		return sideOrders{}, false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.answers(s, p, o.Text) {
		return sideOrders{}, false
	}
	c := &m.sides[p]
	r := c.read
	*c = checked{}
	return r, true
}

// clear drops every entry: the state is about to change.
func (m *checkMemo) clear() {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for k := range m.sides {
		c := &m.sides[k]
		// The storage of the ships' lines stays for the next check: no
		// answer was given from it.
		*c = checked{read: sideOrders{ships: c.read.ships[:0], shipAt: c.read.shipAt[:0]}}
	}
}
