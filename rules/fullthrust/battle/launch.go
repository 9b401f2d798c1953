package battle

import (
	"github.com/broadside/broadside/game"
)

// CanLaunch reports whether side p's ship named name may still fire
// ordnance of kind ("salvo", "missile" or "plasma", the word of its order
// lines) this turn after side p's orders lines, wherever it is placed:
// whether one of its mounts for that ordnance is used by no line of lines,
// ready, loaded and working. When it reports false, [State.Accepts]
// refuses every line of that kind for the ship after lines, whatever its
// point, since such a line needs such a mount (salvoMount); the computer
// players ask it before trying the many points they might place ordnance
// at. It reports true when lines are refused or name or kind is not
// known: it never says more than Accepts would.
func (s *State) CanLaunch(p game.Player, lines []string, name, kind string) bool {
	if s.outcome.Over || !s.Collecting().Has(p) || s.phase != OrdersPhase {
		return false // Accepts refuses every line
	}
	suffix := " " + kind
	i := s.shipNamed(name)
	if i < 0 || (suffix != salvoSuffix && suffix != missileSuffix && suffix != plasmaSuffix) {
		return true
	}
	sc := scratchPool.Get().(*readScratch)
	out, err := s.read(p, lines, "", true, sc, false)
	var usedBuf [8]mountOf
	used := usedBuf[:0] // the mounts of lines' ordnance, as read gives them to salvoMount
	for _, o := range out.salvos {
		used = append(used, mountOf{o.ship, o.mount})
	}
	scratchPool.Put(sc)
	if err != nil {
		return true
	}
	for j, m := range s.setup.Ships[i].Mounts {
		if launches(suffix, m.Kind) && s.mountIdle(i, j, used) == noMount {
			return true
		}
	}
	return false
}
