package battle

// Spent is what one side has used up of its ordnance and fighters since
// the battle began: the counts behind the fighters and missiles spent of
// a battle's report (issue 14, item 4). Every count is 0 or more.
type Spent struct {
	Salvos       int // salvos fired from racks and launchers
	Heavy        int // heavy missiles fired
	Plasma       int // plasma bolts fired
	Launched     int // fighter groups launched from their bays (once each, whether or not they have landed since)
	GroupsLost   int // fighter groups destroyed, in space or in the bay of a destroyed carrier
	FightersLost int // fighters lost, summed over the side's groups (strength at the start less strength now)
}

// Spent returns what side p (from 0) has spent so far; the zero value for a
// side that is not in the battle. It reads the ordnance mounts' magazines,
// the launchers' count of bolts and the fighter groups, never the log.
func (s *State) Spent(p int) Spent {
	var out Spent
	if p < 0 || p >= len(s.setup.Sides) {
		return out
	}
	for i, sh := range s.setup.Ships {
		if sh.Side != p {
			continue
		}
		u := s.units[i]
		out.Plasma += u.bolts
		for j, m := range sh.Mounts {
			switch m.Kind {
			case SalvoRack, SalvoLauncher:
				out.Salvos += m.Ammo - u.ammo[j]
			case HeavyMissile:
				out.Heavy += m.Ammo - u.ammo[j]
			}
		}
	}
	for k, w := range newWings(s.setup) {
		if w.side != p {
			continue
		}
		now := s.wings[k]
		if now.flown {
			out.Launched++
		}
		if now.group.Strength == 0 && !now.merged { // a merged group joined another (combine.go)
			out.GroupsLost++
		}
		out.FightersLost += w.group.Strength - now.group.Strength
	}
	return out
}
