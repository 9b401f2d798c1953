package jovian

import (
	"fmt"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/jovian"
)

// Run fights the engagement once from the positions and statuses its file
// gives, with dice from src, and returns how it ended (see [Engagement] for
// how a round runs). It is a pure function of the engagement and src; the
// final models are left in [Fight.Units]. log, when not nil, narrates every
// round and every attack. With a nil log and an *rng.Stream it allocates
// nothing.
func (f *Fight) Run(src rng.Source, log *jovian.Log) (Result, error) {
	for s := range f.units {
		copy(f.units[s], f.e.Sides[s].Units)
	}
	res := Result{Winner: -1}
	for round := 1; round <= f.e.Rounds && !f.over(); round++ {
		res.Rounds = round
		first := 0
		die := d6(src, "initiative")
		if die >= 4 {
			first = 1
		}
		if on(log) {
			addf(log, "Round %d: initiative die %d, %s activates first", round, die, f.e.Sides[first].Name)
		}
		n := max(len(f.units[0]), len(f.units[1]))
		for i := 0; i < n && !f.over(); i++ {
			for k := range 2 {
				s := first ^ k
				if i >= len(f.units[s]) {
					continue
				}
				if err := f.activate(s, i, src, log); err != nil {
					return res, err
				}
				if f.over() {
					break
				}
			}
		}
		for s := range f.units {
			for i := range f.units[s] {
				u := &f.units[s][i]
				u.Status = u.Status.Refresh(u.Card)
			}
		}
	}
	for s := range f.units {
		for i := range f.units[s] {
			st := f.units[s][i].Status
			if st.Active() {
				res.Active[s]++
			}
			if !st.Destroyed {
				res.Alive[s]++
			}
		}
	}
	switch {
	case res.Active[0] > 0 && res.Active[1] == 0:
		res.Winner = 0
	case res.Active[1] > 0 && res.Active[0] == 0:
		res.Winner = 1
	}
	if on(log) {
		if res.Winner >= 0 {
			addf(log, "%s wins after %d rounds", f.e.Sides[res.Winner].Name, res.Rounds)
		} else {
			addf(log, "no side wins after %d rounds", res.Rounds)
		}
	}
	return res, nil
}

// over reports whether a side has no model left that can act.
func (f *Fight) over() bool { return !anyActive(f.units[0]) || !anyActive(f.units[1]) }

func anyActive(units []jovian.Unit) bool {
	for i := range units {
		if units[i].Status.Active() {
			return true
		}
	}
	return false
}

// activate lets model i of side s fire its weapons.
func (f *Fight) activate(s, i int, src rng.Source, log *jovian.Log) error {
	u := &f.units[s][i]
	enemies := f.units[1-s]
	if !u.Status.Active() {
		return nil
	}
	for w := range u.Card.Weapons {
		if u.Status.FireControl < 1 || !anyActive(enemies) {
			return nil
		}
		weapon := &u.Card.Weapons[w]
		if u.Status.Damaged != 0 && weapon.System != "" && f.e.Options.Systems == jovian.SystemsDisable && u.Status.SystemDamaged(u.Card.SystemIndex(weapon.System)) {
			continue
		}
		t := target(u, weapon, enemies)
		if t < 0 {
			continue
		}
		e := &enemies[t]
		shot := jovian.Shot{
			AttackerName: u.Name, TargetName: e.Name,
			Attacker: u.Card, AttackerStatus: u.Status, Weapon: w,
			Target: e.Card, TargetStatus: e.Status,
			Arc: jovian.ArcOf(e.Pos, e.Facing, u.Pos),
		}
		if weapon.Traits.Missile {
			shot.Support = jovian.CountSupporters(u, enemies, t)
		}
		shot.Modifiers = f.mods[s][0]
		if _, short := jovian.InRange(u, e); short {
			shot.Modifiers = f.mods[s][1]
		}
		r, err := jovian.Resolve(&shot, f.e.Options, src, log)
		if err != nil {
			return fmt.Errorf("%w: %s firing %s at %s: %v", errFight, u.Name, weapon.Name, e.Name, err)
		}
		u.Status, e.Status = r.Attacker, r.Target
	}
	return nil
}

// target picks the target of one weapon: among the active enemies in
// range that the weapon can attack, the one its rating is highest against,
// then the nearest, then the first listed; -1 when there is none.
func target(u *jovian.Unit, w *jovian.Weapon, enemies []jovian.Unit) int {
	best, bestRating, bestGap := -1, 0, 0.0
	for j := range enemies {
		e := &enemies[j]
		rating := w.Rating(e.Card.Kind)
		if !e.Status.Active() || rating == 0 {
			continue
		}
		if in, _ := jovian.InRange(u, e); !in {
			continue
		}
		gap := jovian.Gap(u, e)
		if best < 0 || rating > bestRating || (rating == bestRating && gap < bestGap) {
			best, bestRating, bestGap = j, rating, gap
		}
	}
	return best
}
