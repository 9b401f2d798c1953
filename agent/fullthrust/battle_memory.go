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
// them.

// memory is what a battle player has counted of the enemy's salvos.
type memory struct {
	turn   int            // the last turn counted; 0 before any
	salvos map[string]int // salvos placed, by ship name
}

// note counts the salvos placed in the revealed orders of view v, once a
// turn, in the fire phase (when the revealed orders are the turn's
// movement orders); a view of an earlier turn than the last counted
// starts a new battle.
func (m *memory) note(v battle.View) {
	if v.Turn < m.turn || m.salvos == nil {
		m.turn, m.salvos = 0, map[string]int{}
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
		}
	}
}

// known returns v with what the player remembers: each enemy ship that
// has salvo racks and no launcher and has placed as many salvos as it
// has racks shows no rack. The view's slices are copied where changed.
func (m *memory) known(v battle.View) battle.View {
	if len(m.salvos) == 0 {
		return v
	}
	ships := slices.Clone(v.Ships)
	for k, s := range ships {
		n := m.salvos[s.Name]
		if s.Side == v.You || n == 0 || slices.Contains(s.Systems, salvoLauncherLabel) || count(s.Systems, salvoRackLabel) > n {
			continue
		}
		ships[k].Systems = slices.DeleteFunc(slices.Clone(s.Systems), func(l string) bool { return l == salvoRackLabel })
	}
	v.Ships = ships
	return v
}
