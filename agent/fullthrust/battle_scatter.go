package fullthrust

import (
	"slices"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// Scatterguns at ships (reading W119). A scattergun is one-shot, and it
// is worth most against fighters (1D6 of them) and missiles; at a ship it
// rolls one beam die. So the tactical player keeps its scatterguns while
// the enemy has anything they are worth more against, and fires them at
// a ship otherwise. The rule, stated: a ship fires every scattergun it has
// in reach (6 MU) at an enemy ship in the ship-fire phase only when no
// enemy fighter group is left (every one destroyed or merged) and no enemy
// ship in the battle carries a working salvo rack or launcher, heavy
// missile or plasma bolt launcher (its box not lost), or when it is the
// battle's last turn. The target is the first of the ship's fire line it
// reaches, else the nearest enemy it reaches.

// scatterKept reports whether side p keeps its scatterguns for fighters
// and missiles: an enemy group is left, or an enemy ship in the battle
// has a working missile or bolt launcher.
func scatterKept(v battle.View, p game.Player, ships []Duellist) bool {
	for _, f := range v.Fighters {
		if f.Side != int(p) && !gone(f) {
			return true
		}
	}
	for _, s := range ships {
		if s.Side == int(p) || !inBattle(s) {
			continue
		}
		for _, sys := range s.Ship.Systems {
			if sys.Kind == fullthrust.Other && !sys.Destroyed && (sys.Name == "SMR" || sys.Name == "SML" || sys.Name == "HM" || sys.Name == "PBL") {
				return true
			}
		}
	}
	return false
}

// scatterFire returns own ship k's fire line (line, "" for none) with its
// scatterguns added by the rule above; line itself when the rule keeps
// them, none reaches an enemy ship, or the rules refuse the result.
func scatterFire(st *battle.State, v battle.View, p game.Player, ships []Duellist, idx []int, k int, line string) string {
	if (v.Turns == 0 || v.Turn < v.Turns) && scatterKept(v, p, ships) {
		return line
	}
	i := idx[k]
	me := ships[k].Ship.Name
	var targets []string // the line's targets, in order
	var lists []string   // each target's weapons as written, "" for none
	if rest, ok := strings.CutPrefix(line, me+": "); ok {
		for _, part := range strings.Split(rest, ", ") {
			name, list, _ := strings.Cut(part, " [")
			targets, lists = append(targets, name), append(lists, strings.TrimSuffix(list, "]"))
		}
	}
	best, bestN, bestD := -1, 0, 0.0
	for j, e := range ships {
		if e.Side == ships[k].Side || !inBattle(e) {
			continue
		}
		n, _ := st.ScattergunShots(i, idx[j])
		if n == 0 {
			continue
		}
		if slices.Contains(targets, e.Ship.Name) {
			best, bestN = j, n
			break
		}
		if d := ships[k].Motion.Pos.Dist(e.Motion.Pos); best < 0 || d < bestD {
			best, bestN, bestD = j, n, d
		}
	}
	if best < 0 {
		return line
	}
	name := ships[best].Ship.Name
	sg := strings.TrimSpace(strings.Repeat("SG ", bestN))
	t := slices.Index(targets, name)
	switch {
	case t < 0:
		targets, lists = append(targets, name), append(lists, sg)
	case lists[t] == "": // the target-only form: every weapon that bears, then the scatterguns
		var labels []string
		for _, w := range st.Bearing(i, idx[best]) {
			labels = append(labels, w.Label)
		}
		lists[t] = strings.Join(append(labels, sg), " ")
	default:
		lists[t] += " " + sg
	}
	parts := make([]string, len(targets))
	for n := range targets {
		parts[n] = targets[n] + " [" + lists[n] + "]"
	}
	out := me + ": " + strings.Join(parts, ", ")
	if !st.Accepts(p, nil, out) {
		return line
	}
	return out
}
