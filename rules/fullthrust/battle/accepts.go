package battle

import (
	"errors"

	"github.com/broadside/broadside/game"
)

// errRefused is a refusal read quietly (Accepts): no player sees it.
var errRefused = errors.New("battle: orders refused")

// Accepts reports whether side p's orders may be the lines of lines
// followed by line (one line or more each), that is whether
// [State.CheckOrders] accepts them joined by new lines. The computer
// players ask it of every line they consider writing, with the lines it
// must go with: it reads the lines where they are, without joining them,
// and does not word the reasons of the refusals they meet most (an
// ordnance point no mount may fire at).
func (s *State) Accepts(p game.Player, lines []string, line string) bool {
	if s.outcome.Over || !s.Collecting().Has(p) {
		return false
	}
	sc := scratchPool.Get().(*readScratch)
	_, err := s.read(p, lines, line, true, sc, false)
	scratchPool.Put(sc)
	return err == nil
}
