package battle

import (
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// The bearing of each attacker in a raid, for the K-1 (RULINGS A7: a K-1
// used as point defence acts as a PDS at -1 but may not engage threats in
// the aft arc; reading W115). From rules version 8, when the attacked ship
// has K-1 committed to its defence, the strike marks the attackers that
// come at it from its aft arc, as its arcs stand after movement, read as
// ship fire reads them (manoeuvre.Shot: an inverted ship's arcs mirrored):
// a fighter group where it stands, a salvo or heavy missile from the point
// where it was placed (it flies from there to the ship, W36). An attacker
// on the border of the aft arc is in the arc beside it too, and may be
// engaged, as a target on a border may be fired at; one on the ship's own
// position counts as dead ahead. Plasma bolts need no mark: no K-1 engages
// them (A7). pointdefence.Aft says how each procedure uses the marks.

// notAft are the arcs a K-1 may engage into: all but the aft arc.
var notAft = geom.Arcs(geom.F, geom.FS, geom.AS, geom.AP, geom.FP)

// markAft fills raid r's Aft for battle ship i, which commits k1 K-1 to
// its point defence: r's groups are the wings members, its missiles those
// of a (nil for none).
func (s *State) markAft(r *pointdefence.Raid, i, k1 int, members []int, a *ordnanceAttack) {
	if k1 == 0 {
		return
	}
	from := s.units[i].motion
	aft := func(p geom.Vec) bool { return !manoeuvre.Shot{From: from, To: manoeuvre.Motion{Pos: p}}.Bears(notAft) }
	mark := func(ps []geom.Vec, out []bool) []bool {
		for _, p := range ps {
			out = append(out, aft(p))
		}
		return out
	}
	for _, w := range members {
		r.Aft.Groups = append(r.Aft.Groups, aft(s.wings[w].pos))
	}
	if a != nil {
		r.Aft.Salvos = mark(a.salvoAt, nil)
		r.Aft.Heavy = mark(a.advancedAt, mark(a.heavyAt, nil))
	}
}
