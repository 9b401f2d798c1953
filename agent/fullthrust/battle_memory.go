package fullthrust

import (
	"slices"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// What the tactical player remembers of a battle. A view shows an enemy
// ship's salvo racks ("SMR") but never how many salvos it has left (only
// its own side sees that); a salvo rack holds one salvo, though, and the
// movement orders that place each salvo are revealed to every side
// (2015 text, salvo missiles; reading W14), and every side sees where the
// salvos were placed (View.Ordnance). The player counts the salvos each
// enemy ship has placed, from the ordnance placed of every turn it sees in
// the fire phase (not from the revealed lines: a ship warming up its FTL
// drive or jumping places none of those it wrote), and treats an enemy ship with racks only, that
// has placed as many salvos as it has racks, as carrying none: it no
// longer dodges its salvos or commits its B1 to point defence against
// them. The heavy missiles and plasma bolts fired are shown placed
// the same way (battle_spent.go): a heavy missile is fired once, and a
// plasma bolt launcher fires every other turn (RULINGS A7).

// memory is what a battle player has counted of the enemy's salvos,
// heavy missiles and plasma bolts.
type memory struct {
	turn     int            // the last turn counted; 0 before any
	salvos   map[string]int // salvos placed, by ship name
	missiles map[string]int // heavy missiles fired, by ship name
	bolts    map[string]bolt
}

// note counts the ordnance the enemy placed this turn, as view v shows it
// (View.Ordnance), once a turn, in the fire phase; a view of an earlier
// turn than the last counted starts a new battle. It reads what was
// placed rather than the revealed ordnance lines: a ship warming up its
// FTL drive or jumping fires none of the lines it wrote (readings W109,
// W112, W114).
func (m *memory) note(v battle.View) {
	if v.Turn < m.turn || m.salvos == nil {
		m.turn, m.salvos, m.missiles, m.bolts = 0, map[string]int{}, map[string]int{}, map[string]bolt{}
	}
	if v.Phase != battle.FirePhase.String() || v.Turn == m.turn {
		return
	}
	m.turn = v.Turn
	for _, o := range v.Ordnance {
		if own(v, o.Ship) {
			continue
		}
		if o.Kind == "salvo" {
			m.salvos[o.Ship]++
		}
		m.noteSpent(o, v.Turn) // battle_spent.go
	}
}

// own reports whether the ship named name is of the viewing side of v.
func own(v battle.View, name string) bool {
	for _, s := range v.Ships {
		if s.Name == name {
			return s.Side == v.You
		}
	}
	return false
}

// known returns v with what the player remembers: each enemy ship that
// has salvo racks and no launcher and has placed as many salvos as it
// has racks shows no rack, and spent's heavy missiles and plasma bolt
// launchers are left out. The view's slices are copied where changed.
func (m *memory) known(v battle.View) battle.View {
	if len(m.salvos) == 0 && len(m.missiles) == 0 && len(m.bolts) == 0 {
		return v
	}
	ships := slices.Clone(v.Ships)
	for k, s := range ships {
		if s.Side == v.You {
			continue
		}
		ships[k].Systems = m.spent(s, v.Turn) // battle_spent.go
		n := m.salvos[s.Name]
		if n == 0 || slices.Contains(s.Systems, salvoLauncherLabel) || count(s.Systems, salvoRackLabel) > n {
			continue
		}
		ships[k].Systems = slices.DeleteFunc(slices.Clone(ships[k].Systems), func(l string) bool { return l == salvoRackLabel })
	}
	v.Ships = ships
	return v
}
