package battle

import (
	"math"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
)

// LaunchReach returns how far in MU side p's ship named name may still
// place ordnance of kind ("salvo", "missile" or "plasma", the word of its
// order lines) this turn after side p's orders lines: the longest reach of
// its mounts for that ordnance that no line of lines uses and that are
// ready, loaded and working; 0 when it has none. [State.Accepts] refuses
// that ship's every line of the kind after lines whose point lies farther
// than that from the ship, since such a line needs such a mount that
// reaches the point (salvoMount). The computer players ask it before
// trying the many points they might place ordnance at. It returns +Inf
// when name is not one of side p's ships in the battle (whose mounts side
// p may not see), kind is not known or lines are refused: it never says
// more than Accepts would, nor anything a side may not know.
func (s *State) LaunchReach(p game.Player, lines []string, name, kind string) float64 {
	if s.outcome.Over || !s.Collecting().Has(p) || s.phase != OrdersPhase {
		return 0 // Accepts refuses every line
	}
	suffix := " " + kind
	i := s.shipNamed(name)
	if i < 0 || s.setup.Ships[i].Side != int(p) || !s.inBattle(i) || (suffix != salvoSuffix && suffix != missileSuffix && suffix != plasmaSuffix) {
		return math.Inf(1)
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
		return math.Inf(1)
	}
	reach := 0.0
	for j, m := range s.setup.Ships[i].Mounts {
		if launches(suffix, m.Kind) && s.mountIdle(i, j, used) == noMount {
			reach = max(reach, mountReach(m))
		}
	}
	return reach
}

// BoltClassAt returns the class of the plasma bolt side p's ship named
// name would fire at point at (MU, on the table) after side p's order
// lines: the class of the launcher the rules would give that line (the
// first in sheet order that no line of lines uses, is ready and working,
// and reaches and bears on the point), 1 to MaxPlasmaClass; 0 when no
// launcher may, name is not one of side p's ships in the battle, outside
// the orders phase, or when lines are refused. It tells a side only what
// its own record sheets say.
func (s *State) BoltClassAt(p game.Player, lines []string, name string, at geom.Vec) int {
	i := s.shipNamed(name)
	if s.outcome.Over || !s.Collecting().Has(p) || s.phase != OrdersPhase || i < 0 || s.setup.Ships[i].Side != int(p) || !s.inBattle(i) {
		return 0
	}
	sc := scratchPool.Get().(*readScratch)
	out, err := s.read(p, lines, "", true, sc, false)
	var used []mountOf // the mounts of lines' ordnance, as read gives them to salvoMount
	for _, o := range out.salvos {
		used = append(used, mountOf{o.ship, o.mount})
	}
	scratchPool.Put(sc)
	if err != nil {
		return 0
	}
	if j, _ := s.salvoMount(i, plasmaSuffix, at, used); j >= 0 {
		return s.setup.Ships[i].Mounts[j].Class
	}
	return 0
}

// Withholds reports whether side p's ship named name fires no ordnance
// this turn under its movement order in lines: the order engages its FTL
// drive (reading W109) or makes a Short-Range Jump (W112), and the ship
// can carry it out. The rules accept that ship's ordnance lines, log them
// and fire nothing, so the computer players write none. It reports false
// when name is not one of side p's ships in the battle, outside the
// movement orders phase, or when lines are refused.
func (s *State) Withholds(p game.Player, lines []string, name string) bool {
	i := s.shipNamed(name)
	if s.outcome.Over || s.phase != OrdersPhase || i < 0 || s.setup.Ships[i].Side != int(p) || !s.inBattle(i) {
		return false
	}
	sc := scratchPool.Get().(*readScratch)
	out, err := s.read(p, lines, "", true, sc, false)
	held := err == nil && s.withheld(i, out.ship(i)) != "" // ordnance.go; out's lines lie in sc
	scratchPool.Put(sc)
	return held
}
