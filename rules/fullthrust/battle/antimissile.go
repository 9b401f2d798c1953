package battle

import (
	"fmt"
	"slices"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Fighters intercepting missiles in space (Continuum §8.12 with §6.4's
// dice; RULINGS A6, A7; reading W34). "GROUP: intercept missiles", in the
// movement orders, sends a group with CEF left, of a type that may
// intercept missiles (not attack or torpedo fighters), at the enemy's
// ordnance of the turn: the orders are secret, so the group cannot name a
// salvo not yet placed. In the fighters' main move, after the attack runs
// and with the interceptors of groups (W19), it flies straight at the
// nearest enemy salvo or heavy missile marker placed this turn (from its
// carrier when in its bay, launching at half distance), up to the marker;
// with none placed it holds, or stays in its bay. After the ships move, a
// group more than 6 MU from its marker makes a secondary move of up to
// 12 MU toward it for 1 CEF when it has 2 or more.
//
// In phase 8, after the dogfights (a group engaged in one does not
// intercept), every such group within 6 MU of its marker with CEF left
// engages it, all at once: a die per fighter (pointdefence.InterceptFire),
// then a D6 for each missile it killed, a 6 losing a fighter
// (pointdefence.InterceptLosses); it spends 1 CEF and is engaged for the
// turn. The markers are still where they were placed: they home on their
// targets in phase 7's allocation, which the battle makes after phase 8
// since nothing moves in between. A heavy missile hit once is destroyed;
// the kills on a salvo are summed over the groups, and six destroy it;
// fewer fly on with the salvo and count against its lock-on (classic) or
// come off its hits (2015) in the strike (pointdefence.Raid.SalvoKills).
// Kills beyond the missiles left are lost (Continuum §6.4's overkill); a
// group rolls its loss dice for the kills that counted: at most the
// marker's missiles.
//
// Groups ordered "intercept plasma" fly at and fire at the enemy's plasma
// bolts by the same moves and in the same phase (boltattack.go, W63).

// missilesWord is the argument of "GROUP: intercept missiles".
const missilesWord = "missiles"

// InterceptRange is how close, in MU, a group must be to a missile marker
// to intercept it (Continuum §8.12).
const InterceptRange = 6

// missileLine records group k's order to intercept missiles, refusing a
// group that may not.
func (s *State) missileLine(k int, out *airOrders) error {
	w := s.wings[k]
	switch {
	case !w.group.Type.CanInterceptMissiles():
		return game.Illegal("%s: %s fighters cannot intercept missiles (Continuum 8.12)", w.group.Name, w.group.Type)
	case w.group.CEF < 1:
		return game.Illegal("%s has no CEF left and cannot intercept missiles", w.group.Name)
	}
	if out.missiles == nil {
		out.missiles = map[int]bool{}
	}
	out.missiles[k] = true
	return nil
}

// markerIndex returns the index in salvos of the ordnance with the id, or -1.
func markerIndex(salvos []salvo, id int) int {
	for n, sv := range salvos {
		if sv.id == id {
			return n
		}
	}
	return -1
}

// markerName describes a marker for the log: "the salvo of Archer at (0.0, 10.0)".
func (s *State) markerName(sv salvo) string {
	return fmt.Sprintf("the %s of %s at %s", s.ordnanceName(sv), s.name(sv.ship), pos(sv.at))
}

// missileMoves carries out the main moves of the groups ordered to
// intercept missiles, after every other group's.
func (s *State) missileMoves(read []sideOrders, salvos []salvo, emit game.Emit) {
	for k := range s.wings {
		ordered, bolts := false, false
		for _, r := range read {
			ordered = ordered || r.air.missiles[k] || r.air.plasma[k]
			bolts = bolts || r.air.plasma[k] // boltattack.go
		}
		w := &s.wings[k]
		if !ordered || w.group.Strength == 0 {
			continue
		}
		from := w.pos
		if !w.out {
			from = s.units[w.carrier].motion.Pos
		}
		best, bd := -1, 0.0
		for n, sv := range salvos {
			if (sv.kind == PlasmaBolt) != bolts || s.setup.Ships[sv.ship].Side == w.side {
				continue
			}
			if d := from.Dist(sv.at); best < 0 || d < bd {
				best, bd = n, d
			}
		}
		if best < 0 {
			where := "holds"
			if !w.out {
				where = "stays in its bay"
			}
			what := "missile"
			if bolts {
				what = "plasma bolt"
			}
			s.event(emit, "fighters", fmt.Sprintf("%s finds no enemy %s to intercept and %s", w.group.Label(), what, where), nil)
			continue
		}
		w.marker = salvos[best].id
		reach, what := s.launch(k)
		w.move(toward(w.pos, salvos[best].at, reach, 0))
		s.event(emit, "fighters", fmt.Sprintf("%s %s to intercept %s, to %s", w.group.Label(), what, s.markerName(salvos[best]), pos(w.pos)), nil)
	}
}

// missileSecondary carries out the secondary moves of the groups more than
// 6 MU from the missile they intercept, each paying for the grav wakes it
// crosses (wakefighters.go).
func (s *State) missileSecondary(salvos []salvo, wakes []turnWake, emit game.Emit) {
	for k := range s.wings {
		w := &s.wings[k]
		if w.marker < 0 || w.group.Strength == 0 {
			continue
		}
		n := markerIndex(salvos, w.marker)
		if n < 0 || w.pos.Dist(salvos[n].at) <= InterceptRange || w.group.CEF < 2 {
			continue
		}
		end := toward(w.pos, salvos[n].at, SecondaryMove, 0)
		crossed, ok := s.wakeGate(k, end, s.markerName(salvos[n]), wakes, emit) // wakefighters.go
		if !ok {
			continue
		}
		w.group.CEF--
		w.move(end)
		s.event(emit, "fighters", fmt.Sprintf("%s makes a secondary move toward %s, to %s, for 1 CEF", w.group.Label(), s.markerName(salvos[n]), pos(w.pos)), nil)
		s.payWakes(k, crossed, wakes, emit)
	}
}

// interceptMissiles resolves the interceptions of missiles in phase 8 and
// returns the ordnance left: heavy missiles and salvos destroyed are gone,
// the kills on the others recorded.
func (s *State) interceptMissiles(salvos []salvo, src rng.Source, emit game.Emit) []salvo {
	if !slices.ContainsFunc(s.wings, func(w wing) bool { return w.marker >= 0 }) {
		return salvos
	}
	kills := map[int]int{} // by marker index
	var fought []int       // the groups that intercepted, in group order
	scored := map[int]int{}
	for k := range s.wings {
		w := &s.wings[k]
		if w.marker < 0 || w.group.Strength == 0 || w.group.CEF < 1 || w.dogfought {
			continue
		}
		n := markerIndex(salvos, w.marker)
		if n < 0 || w.pos.Dist(salvos[n].at) > InterceptRange {
			continue
		}
		if salvos[n].kind == PlasmaBolt {
			kills[n] += s.boltFire(k, salvos[n], src, emit) // boltattack.go
			fought = append(fought, k)
			continue
		}
		k2, e := pointdefence.InterceptFire(w.group, salvos[n].kind == HeavyMissile, src)
		s.event(emit, "intercept", fmt.Sprintf("%s (%s)", e.Text, s.markerName(salvos[n])), flat(e.Dice))
		kills[n] += k2
		scored[k] = min(k2, missilesIn(salvos[n]))
		fought = append(fought, k)
	}
	for _, k := range fought {
		w := &s.wings[k]
		lost, e := pointdefence.InterceptLosses(w.group, scored[k], src)
		if scored[k] > 0 {
			s.event(emit, "intercept", e.Text, flat(e.Dice))
		}
		w.group.Strength -= lost
		w.group.CEF--
		w.engaged = true
		s.event(emit, "fighters", fmt.Sprintf("%s intercepted: %d left, %d CEF", w.group.Name, w.group.Strength, w.group.CEF), nil)
		if w.group.Strength == 0 {
			s.event(emit, "fighters", fmt.Sprintf("%s is destroyed", w.group.Name), nil)
		}
	}
	if len(kills) == 0 {
		return salvos
	}
	out := salvos[:0:0]
	for n, sv := range salvos {
		k, hit := kills[n]
		switch {
		case !hit:
		case sv.kind == PlasmaBolt && s.boltClass(sv) <= k:
			s.event(emit, "ordnance", fmt.Sprintf("%s is shot down by fighters", s.markerName(sv)), nil)
			continue
		case sv.kind == PlasmaBolt && k > 0:
			sv.kills += k
			s.event(emit, "ordnance", fmt.Sprintf("%s flies on at class %d, fighters having shot %d off it", s.markerName(sv), s.boltClass(sv), sv.kills), nil)
		case sv.kind == HeavyMissile && k > 0, sv.kind != HeavyMissile && sv.kills+k >= SalvoMissiles:
			s.event(emit, "ordnance", fmt.Sprintf("%s is shot down by fighters", s.markerName(sv)), nil)
			continue
		case k > 0:
			sv.kills += k
			s.event(emit, "ordnance", fmt.Sprintf("%s flies on with %d of its missiles shot down by fighters", s.markerName(sv), sv.kills), nil)
		}
		out = append(out, sv)
	}
	return out
}

// SalvoMissiles is the number of missiles in a salvo (Continuum §6.2).
const SalvoMissiles = 6

// missilesIn returns the missiles a marker still holds: one heavy
// missile, or a salvo's six less those shot down.
func missilesIn(sv salvo) int {
	if sv.kind == HeavyMissile {
		return 1
	}
	return SalvoMissiles - sv.kills
}

// flat joins the waves of a throw's dice.
func flat(waves [][]int) []int {
	var out []int
	for _, w := range waves {
		out = append(out, w...)
	}
	return out
}
