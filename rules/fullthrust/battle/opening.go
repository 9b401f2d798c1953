package battle

// Opening names the start of a battle: the setup a state began from and
// the rules version it is played under. Two states with the same opening
// that both wait for the first turn's movement orders are the same state,
// since nothing is drawn from the seed before the first turn ([Rules.New])
// and only [State.Resolve] changes a state, leaving the orders phase once
// it succeeds and nothing changed when it refuses. The computer players use
// it to reuse the first orders they wrote for an earlier battle of the
// same setup (Monte Carlo trials). Openings are comparable; an Opening
// keeps its setup in memory.
type Opening struct {
	setup   *Setup
	version int
}

// Opening returns the opening of s and true while s waits for the first
// turn's movement orders, or the zero Opening and false once the first
// orders are resolved.
func (s *State) Opening() (Opening, bool) {
	if s.turn != 1 || s.phase != OrdersPhase || s.outcome.Over {
		return Opening{}, false
	}
	return Opening{setup: s.setup, version: s.version}, true
}
