package game

// OpeningAction is the [Event.Action] of the events a game produced as it
// started, before any action was applied: the first turn's initiative
// roll, for example.
const OpeningAction = -1

// Opener is implemented by a [State] whose start produced events, such as
// the dice a ruleset rolls for the first turn before anyone acts. Opening
// returns those events, stamped with [OpeningAction], in the order they
// happened; it returns the same events for the whole life of the state
// (they belong to the start of the game, not to the current position) and
// never changes the state, so it may be called concurrently with the other
// read methods. The caller may modify the returned slice.
type Opener interface {
	Opening() []Event
}

// Opening returns the events st produced as its game started, or nil when
// st does not implement [Opener]. Events hidden from some players are
// included; pass them through [Filter] before showing them.
func Opening(st State) []Event {
	if o, ok := st.(Opener); ok {
		return o.Opening()
	}
	return nil
}

// Opening returns the events the game produced as it started, before its
// first action (see [Opener]), stamped with [OpeningAction]; nil when the
// ruleset produces none. [Replay] sends them to its emit before the events
// of the first action.
func (m *Match) Opening() []Event {
	return append([]Event(nil), m.opening...)
}
