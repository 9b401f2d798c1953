package fullthrust

import (
	"slices"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// Spent ordnance. Each heavy missile mount fires one missile (2015 text,
// heavy missiles; mount.go), and a plasma bolt launcher that fired on one
// turn cannot fire on the next (RULINGS A7, plasma bolts). Every side
// sees both placed (View.Ordnance), so the tactical player counts them as
// it counts salvos (battle_memory.go): an enemy ship
// that has fired as many heavy missiles as it has mounts no longer shows
// them, and one that fired as many bolts last turn as it has launchers
// shows none this turn. Its ships then neither dodge a missile or a bolt
// that cannot come (battle_dodge.go) nor weigh it in their exposure.

// bolt is the last turn an enemy ship fired plasma bolts, and how many it
// fired then.
type bolt struct{ turn, n int }

// noteSpent counts o, a piece of enemy ordnance placed on turn, when it
// is a heavy missile or a plasma bolt.
func (m *memory) noteSpent(o battle.Placed, turn int) {
	switch o.Kind {
	case "missile":
		m.missiles[o.Ship]++
	case "plasma":
		b := m.bolts[o.Ship]
		if b.turn != turn {
			b = bolt{turn: turn}
		}
		b.n++
		m.bolts[o.Ship] = b
	}
}

// spent returns enemy ship s's systems as the player knows them on turn:
// without its heavy missile mounts once it has fired as many missiles,
// and without its plasma bolt launchers on the turn after it fired as
// many bolts. The systems are copied when changed.
func (m *memory) spent(s battle.ShipView, turn int) []string {
	hm, pb := battle.HeavyMissile.Label(), battle.PlasmaBolt.Label()
	out := s.Systems
	if n := count(out, hm); n > 0 && m.missiles[s.Name] >= n {
		out = slices.DeleteFunc(slices.Clone(out), func(l string) bool { return l == hm })
	}
	if n, b := count(out, pb), m.bolts[s.Name]; n > 0 && b.turn == turn-1 && b.n >= n {
		out = slices.DeleteFunc(slices.Clone(out), func(l string) bool { return l == pb })
	}
	return out
}
