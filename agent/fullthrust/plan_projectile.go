package fullthrust

import (
	"github.com/broadside/broadside/geom"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// The battle player's planner weighs K-guns and pulse torpedoes as it
// weighs beams (RULINGS A9): a ship steers to bring its forward torpedo
// tubes and K-guns to bear, and away from the enemy's. Their mean damage
// is worked out here in closed form from the dice the battle rolls
// (fullthrust.KGunDie and TorpedoDie; a test checks the two agree):
//
//   - a projectile hits on a D6 of at least the need of its range band
//     (2+ to 6) less the modifier (a Corkscrew's -1 makes the need one
//     higher), so with probability (7 - need) / 6;
//   - a K-gun of class c that hits scores c, doubled on a second D6 of at
//     most c (a 6 never doubles): a mean of c × (1 + min(c, 5) / 6);
//   - a torpedo that hits scores 1D6, a mean of 3.5.
//
// Neither is stopped by standard screens. The planner does not take off
// advanced screens (none of the examples has them), so it overrates
// projectiles a little against them.

// shell is a working K-gun (class ≥ 1) or pulse torpedo (class 0) as the
// planner weighs it.
type shell struct {
	class int
	arcs  geom.ArcSet
	band  float64
}

// shellMean returns the mean damage of one projectile of class class (0
// for a torpedo) that needs need on its to-hit D6 with modifier mod; 0
// when need is 0 (out of reach) or cannot be met.
func shellMean(class, need, mod int) float64 {
	if need == 0 {
		return 0
	}
	k := max(need-mod, 2)
	if k > 6 {
		return 0
	}
	hit := float64(7-k) / 6
	if class == 0 {
		return hit * 3.5
	}
	return hit * float64(class) * (1 + float64(min(class, 5))/6)
}

// shells returns the projectiles of the ships of a planning call, by
// index in its ships (battle index idx[k]), or nil when none has any.
func shells(st *battle.State, idx []int) [][]shell {
	var out [][]shell
	for k, i := range idx {
		ps := st.Projectiles(i)
		if len(ps) == 0 {
			continue
		}
		if out == nil {
			out = make([][]shell, len(idx))
		}
		for _, p := range ps {
			out[k] = append(out[k], shell{class: p.Class, arcs: p.Arcs, band: p.Band})
		}
	}
	return out
}

// shellReach returns the longest range in MU at which any of ps can hit.
func shellReach(ps []shell) float64 {
	r := 0.0
	for _, p := range ps {
		r = max(r, ft.ProjectileReach(p.band))
	}
	return r
}

// shellVolley returns the mean damage of the projectiles ps that bear in
// a shot of aim a at effective range eff with to-hit modifier mod, the
// target lying in the firing ship's arcs in (arcsIn of the shot).
func shellVolley(ps []shell, a aim, in geom.ArcSet, eff float64, mod int) float64 {
	t := 0.0
	for _, p := range ps {
		if need := ft.ProjectileNeed(p.band, eff); need > 0 && a.bears(in, p.arcs) {
			t += shellMean(p.class, need, mod)
		}
	}
	return t
}

// shellBound returns the most damage ps could deal a target at distance d
// if every one bore: an upper bound on shellVolley at that range, since
// Extreme Manoeuvres only lengthen the effective range and a Corkscrew
// only raises the need.
func shellBound(ps []shell, d float64) float64 {
	t := 0.0
	for _, p := range ps {
		t += shellMean(p.class, ft.ProjectileNeed(p.band, d), 0)
	}
	return t
}

// addShells adds to the scene the projectiles of its ships (by index),
// lengthening each ship's reach to theirs; the far ranges (farOf) are
// worked out again from the new reaches.
func (sc *scene) addShells(ps [][]shell) {
	if ps == nil {
		return
	}
	sc.shells = ps
	for j, p := range ps {
		sc.reach[j] = max(sc.reach[j], shellReach(p))
	}
	sc.farReady = false
}
