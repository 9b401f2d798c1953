package battle

import (
	"slices"

	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// StrikeRecord is the fighter and missile strike of one turn as it stood
// when it was resolved: the ships attacked, their point defence, the
// groups, missiles and plasma bolts of each raid (one raid a ship), built
// after every side's orders were revealed and the ships and fighters had
// moved, so it holds nothing hidden from any side. Pages use it to show
// the exact odds of each raid (pointdefence.Odds) beside the dice that
// decided it.
type StrikeRecord struct {
	Turn    int                 // the turn of the strike, counted from 1
	Strike  pointdefence.Strike // the strike before its dice, a copy of its own
	Options fullthrust.Options  // the battle's point-defence rules, as it was resolved under
}

// LastStrike returns the strike of the last turn that had one, and whether
// there was any. The strike is a copy the caller may change; Turn tells
// whether it is the turn just resolved.
func (s *State) LastStrike() (StrikeRecord, bool) {
	if s.lastStrike == nil {
		return StrikeRecord{}, false
	}
	r := *s.lastStrike
	r.Strike = cloneStrike(r.Strike)
	return r, true
}

// keepStrike records st, about to be resolved this turn, for LastStrike.
// The record is never changed afterwards, so clones of the state share it.
func (s *State) keepStrike(st pointdefence.Strike) {
	s.lastStrike = &StrikeRecord{Turn: s.turn, Strike: cloneStrike(st), Options: s.setup.Options.Options}
}

// cloneStrike returns a copy of st sharing no memory with it.
func cloneStrike(st pointdefence.Strike) pointdefence.Strike {
	out := pointdefence.Strike{Eclipses: append([]pointdefence.Eclipsing(nil), st.Eclipses...)}
	for _, sh := range st.Ships {
		out.Ships = append(out.Ships, sh.Clone())
	}
	for _, d := range st.Defence {
		d.Cover = append([]pointdefence.Cover(nil), d.Cover...)
		d.Screen = append([]pointdefence.Group(nil), d.Screen...)
		out.Defence = append(out.Defence, d)
	}
	for _, r := range st.Raids {
		r.Groups = append([]pointdefence.Attacker(nil), r.Groups...)
		var bolts []pointdefence.Bolt
		for _, b := range r.Plasma {
			b.Fighters = append([]string(nil), b.Fighters...)
			bolts = append(bolts, b)
		}
		r.Plasma = bolts
		r.Aft = pointdefence.Aft{Groups: slices.Clone(r.Aft.Groups), Heavy: slices.Clone(r.Aft.Heavy), Salvos: slices.Clone(r.Aft.Salvos)}
		out.Raids = append(out.Raids, r)
	}
	return out
}
