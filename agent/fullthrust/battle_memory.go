package fullthrust

import (
	"slices"
	"strings"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// What the tactical player remembers of a battle. A view shows an enemy
// ship's salvo racks ("SMR") but never how many salvos it has left (only
// its own side sees that); a salvo rack holds one salvo, though, and the
// movement orders that place each salvo are revealed to every side
// (2015 text, salvo missiles; reading W14). The player counts the salvos
// each enemy ship has placed, from the revealed orders of every turn it
// sees in the fire phase, and treats an enemy ship with racks only, that
// has placed as many salvos as it has racks, as carrying none: it no
// longer dodges its salvos or commits its B1 to point defence against
// them. The orders that fire heavy missiles and plasma bolts are revealed
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

// note counts the salvos placed in the revealed orders of view v, once a
// turn, in the fire phase (when the revealed orders are the turn's
// movement orders); a view of an earlier turn than the last counted
// starts a new battle.
func (m *memory) note(v battle.View) {
	if v.Turn < m.turn || m.salvos == nil {
		m.turn, m.salvos, m.missiles, m.bolts = 0, map[string]int{}, map[string]int{}, map[string]bolt{}
	}
	if v.Phase != battle.FirePhase.String() || v.Turn == m.turn {
		return
	}
	m.turn = v.Turn
	for side, text := range v.Revealed {
		if side == v.You {
			continue
		}
		for _, part := range strings.Split(text, "; ") {
			if name, _, ok := strings.Cut(part, " salvo: "); ok {
				m.salvos[strings.TrimSpace(name)]++
			}
			m.noteSpent(part, v.Turn) // battle_spent.go
		}
	}
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
