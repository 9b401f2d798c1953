package battle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Salvo missiles in a battle (RULINGS A7; Continuum 2.6 phases 3 and 7). A
// side orders a salvo in its movement orders with a line "SHIP salvo: X Y"
// (a point on the table, in MU) or "SHIP salvo: TARGET" (the target ship's
// place now); each line fires one salvo from a working salvo rack or
// launcher of the ship with ammunition left, whose arcs hold the point,
// within 24 MU (36 for extended-range salvos). Salvos are placed before
// anything moves. After the ships and fighters have moved, each salvo homes
// on the nearest enemy ship within 6 MU of its point, ties to the ship
// listed first (reading W14), and attacks it in the fighters' strike, as
// the Raid's salvos; a salvo with no enemy within 6 MU is lost.

// Salvo distances in MU (RULINGS A7).
const (
	SalvoRange         = 24 // how far from its ship a salvo may be placed
	ExtendedSalvoRange = 36 // the same for extended-range salvos
	SalvoHoming        = 6  // a salvo attacks the nearest enemy ship within this distance
)

// salvo is one salvo placed this turn.
type salvo struct {
	ship  int // the firing ship
	mount int // index in the ship's mounts
	at    geom.Vec
}

// salvoSuffix marks an ordnance line: "Thunderer salvo: ...".
const salvoSuffix = " salvo"

// salvoOrder reads the point of a salvo order by ship i: "X Y" in MU, or a
// ship's name for its place now.
func (s *State) salvoOrder(i int, text string) (geom.Vec, error) {
	name := s.name(i)
	if f := strings.Fields(strings.ReplaceAll(text, ",", " ")); len(f) == 2 {
		x, errX := strconv.ParseFloat(f[0], 64)
		y, errY := strconv.ParseFloat(f[1], 64)
		if errX == nil && errY == nil {
			p := geom.Vec{X: x, Y: y}
			if !finite(x) || !finite(y) {
				return p, game.Illegal("%s salvo: the point must be finite numbers of MU", name)
			}
			return p, nil
		}
	}
	t := s.shipNamed(text)
	if t < 0 || !s.inBattle(t) {
		return geom.Vec{}, game.Illegal("%s salvo: %q is neither a point \"X Y\" in MU nor a ship in the battle", name, text)
	}
	return s.units[t].motion.Pos, nil
}

// salvoMount returns the first of ship i's salvo mounts, other than those in
// used, that may fire a salvo at p now, or -1 and why none may.
func (s *State) salvoMount(i int, p geom.Vec, used map[int]bool) (int, string) {
	u := s.units[i]
	why := "it has no salvo rack or launcher"
	for j, m := range s.setup.Ships[i].Mounts {
		if m.Kind != SalvoRack && m.Kind != SalvoLauncher {
			continue
		}
		reach := float64(SalvoRange)
		if m.Extended {
			reach = ExtendedSalvoRange
		}
		arcs := m.Arcs
		if arcs == 0 {
			arcs = geom.Arcs(geom.F, geom.FS, geom.AS, geom.A, geom.AP, geom.FP)
		}
		sh := manoeuvre.Shot{From: u.motion, To: manoeuvre.Motion{Pos: p}}
		switch {
		case used[j]:
			why = "every salvo mount that could fire has its order"
		case u.ammo[j] < 1:
			why = "its salvo mounts are empty"
		case u.ship.Systems[m.System].Destroyed:
			why = "its salvo mounts are knocked out"
		case u.motion.Pos.Dist(p) > reach:
			why = fmt.Sprintf("the point is %.1f MU away, beyond %v MU", u.motion.Pos.Dist(p), reach)
		case !sh.Bears(arcs):
			why = "no salvo mount's arcs hold the point"
		default:
			return j, ""
		}
	}
	return -1, why
}

// placeSalvos fires the salvos ordered, taking their ammunition.
func (s *State) placeSalvos(read []sideOrders, emit game.Emit) []salvo {
	var out []salvo
	for _, r := range read {
		for _, sv := range r.salvos {
			s.units[sv.ship].ammo[sv.mount]--
			out = append(out, sv)
			s.event(emit, "ordnance", fmt.Sprintf("%s places a salvo at %s", s.name(sv.ship), pos(sv.at)), nil)
		}
	}
	return out
}

// homeSalvos returns, for each battle ship, the salvos that home on it
// after movement.
func (s *State) homeSalvos(salvos []salvo, emit game.Emit) map[int]int {
	out := map[int]int{}
	for _, sv := range salvos {
		side := s.setup.Ships[sv.ship].Side
		best, bd := -1, 0.0
		for j := range s.units {
			if !s.inBattle(j) || s.setup.Ships[j].Side == side {
				continue
			}
			if d := s.units[j].motion.Pos.Dist(sv.at); d <= SalvoHoming && (best < 0 || d < bd) {
				best, bd = j, d
			}
		}
		if best < 0 {
			s.event(emit, "ordnance", fmt.Sprintf("the salvo of %s at %s finds no enemy within %d MU and is lost", s.name(sv.ship), pos(sv.at), SalvoHoming), nil)
			continue
		}
		out[best]++
		s.event(emit, "ordnance", fmt.Sprintf("the salvo of %s at %s homes on %s, %.1f MU away", s.name(sv.ship), pos(sv.at), s.name(best), bd), nil)
	}
	return out
}
