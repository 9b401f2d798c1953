package game

// Event is one thing that happened while an action was applied: a ship
// moved, a die was rolled and hit, a shield fell. Events are derived output
// for logs and screens; a game never depends on them, and replaying a record
// produces them again. The zero value is an empty public event.
type Event struct {
	// Action is the index, counted from 0, of the action in the record that
	// produced the event; the Match sets it.
	Action int `json:"action"`
	// Turn is the ruleset's turn number, counted from 1.
	Turn int `json:"turn"`
	// Kind names the kind of event in the ruleset's vocabulary, such as
	// "move", "fire", "hit" or "destroyed".
	Kind string `json:"kind"`
	// Text describes the event in one readable line.
	Text string `json:"text"`
	// Dice lists the faces rolled for the event, in order; empty when none.
	Dice []int `json:"dice,omitempty"`
	// Only, when not empty, is the set of players allowed to see the event
	// (a minefield laid, a dummy counter moved); an empty set means everyone.
	Only PlayerSet `json:"only,omitempty"`
}

// VisibleTo reports whether player p may see the event: it is public or p
// is among its audience. A Spectator sees only public events.
func (e Event) VisibleTo(p Player) bool {
	return e.Only == 0 || e.Only.Has(p)
}

// Emit is where a ruleset sends the events of an action. A nil Emit means
// nobody is listening, and a ruleset then skips building the events at all,
// which is how simulations stay fast.
type Emit func(Event)

// Filter returns the events of events that player p may see, in order.
func Filter(events []Event, p Player) []Event {
	var out []Event
	for _, e := range events {
		if e.VisibleTo(p) {
			out = append(out, e)
		}
	}
	return out
}
