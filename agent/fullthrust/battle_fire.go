package fullthrust

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// Fire orders of the battle players: beams, K-guns and pulse torpedoes,
// split among as many targets as a ship has fire controls free
// (battle.State.Bearing and FreeFireControls give what bears and what it
// is worth), and damage control.
//
// The tactical player values a weapon fired at enemy j as its mean damage
// times (1 + threat of j) / boxes left on j, the duel's priority (see
// chooseTarget), and, under points victory, times what destroying j
// scores (battle.State.Worth): a point of damage on a 420-point carrier
// of 42 boxes is worth more than one on a 150-point escort of 17. Each label's weapons go to the targets where they are
// worth most, as many as bear on each; if that names more targets than
// the ship has fire controls free, it keeps the targets worth most and
// shares the weapons among them again. A plan the rules refuse (the first
// weapon of a label that bears on one target may be the only one that
// bears on another) falls back to the single best target. Its damage
// control is the rules' default.

// labelCount is a number of weapons of one label: those of a ship that
// bear on a target, or those of the label a plan fires at it.
type labelCount struct {
	label string
	n     int
}

// addLabel adds one weapon of label l to cs, in the order the labels first
// come.
func addLabel(cs []labelCount, l string) []labelCount {
	for k := range cs {
		if cs[k].label == l {
			cs[k].n++
			return cs
		}
	}
	return append(cs, labelCount{l, 1})
}

// tacticalFire writes the fire line of own ship k (index in ships, battle
// index idx[k]), or "" when it has nothing to fire at; key, when not nil,
// multiplies each target's priority (keyShips, battle_points.go).
func tacticalFire(st *bearings, ships []Duellist, idx []int, k int, key []float64) string {
	i := idx[k]
	fc := st.FreeFireControls(i)
	if fc == 0 {
		return ""
	}
	type option struct {
		j      int // index in ships
		weight float64
		shots  []battle.WeaponShot
	}
	var opts []option
	points := st.Victory() == battle.Points
	var have []labelCount // the most weapons of a label seen bearing on any one target
	for j, e := range ships {
		if e.Side == ships[k].Side || !inBattle(e) {
			continue
		}
		ws := st.Bearing(i, idx[j])
		if len(ws) == 0 {
			continue
		}
		var count []labelCount
		for _, w := range ws {
			count = addLabel(count, w.Label)
		}
		for _, c := range count {
			if h := slices.IndexFunc(have, func(x labelCount) bool { return x.label == c.label }); h >= 0 {
				have[h].n = max(have[h].n, c.n)
			} else {
				have = append(have, c)
			}
		}
		w := (1 + st.threat(ships, j)) / float64(max(1, boxesLeft(e.Ship)))
		if points {
			w *= float64(st.Worth(idx[j]))
		}
		if key != nil {
			w *= key[j]
		}
		opts = append(opts, option{j: j, weight: w, shots: ws})
	}
	if len(opts) == 0 {
		return ""
	}
	slices.SortFunc(have, func(a, b labelCount) int { return strings.Compare(a.label, b.label) })
	// assign shares each label's weapons, in the labels' order, among the
	// options keep allows (all when nil), where each is worth most: plan[o]
	// is what option o is given, by label in that order (nil for nothing),
	// value[o] what it is worth.
	type bid struct {
		o    int
		n    int
		each float64
	}
	var bids []bid
	assign := func(keep []bool) (plan [][]labelCount, value []float64) {
		plan, value = make([][]labelCount, len(opts)), make([]float64, len(opts))
		for _, h := range have {
			l := h.label
			bids = bids[:0]
			for o, op := range opts {
				if keep != nil && !keep[o] {
					continue
				}
				b := bid{o: o}
				for _, w := range op.shots {
					if w.Label == l {
						b.n++
						b.each = w.Mean * op.weight
					}
				}
				if b.n > 0 && b.each > 0 {
					bids = append(bids, b)
				}
			}
			// Every bid's worth is positive (not NaN), so the stable order
			// is the one any stable sort gives.
			slices.SortStableFunc(bids, func(a, c bid) int { return cmp.Compare(c.each, a.each) })
			left := h.n
			for _, b := range bids {
				n := min(b.n, left)
				if n == 0 {
					break
				}
				plan[b.o] = append(plan[b.o], labelCount{l, n}) // one bid per option and label
				value[b.o] += float64(n) * b.each
				left -= n
			}
		}
		return plan, value
	}
	plan, value := assign(nil)
	var order []int
	for o := range plan {
		if plan[o] != nil {
			order = append(order, o)
		}
	}
	slices.SortFunc(order, func(a, c int) int {
		if value[a] != value[c] {
			return cmp.Compare(value[c], value[a])
		}
		return a - c
	})
	if len(order) == 0 {
		return ""
	}
	name := func(o int) string { return ships[opts[o].j].Ship.Name }
	best := ships[k].Ship.Name + ": " + name(order[0])
	if len(order) > fc {
		keep := make([]bool, len(opts))
		for _, o := range order[:fc] {
			keep[o] = true
		}
		plan, _ = assign(keep)
		order = order[:fc]
	}
	if len(order) == 1 {
		return best
	}
	parts := make([]string, len(order))
	for n, o := range order {
		var labels []string
		for _, c := range plan[o] { // in the labels' order
			for range c.n {
				labels = append(labels, c.label)
			}
		}
		parts[n] = name(o) + " [" + strings.Join(labels, " ") + "]"
	}
	line := ships[k].Ship.Name + ": " + strings.Join(parts, ", ")
	if st.CheckOrders(game.Player(ships[k].Side), game.Orders{Text: line}) != nil {
		return best
	}
	return line
}

// randomFire writes a fire line for own ship k drawn uniformly from those
// the rules accept, or "" (holding fire) as one more choice: one target
// with every weapon that bears, two targets sharing them, or one weapon
// label at one target.
func randomFire(st *battle.State, ships []Duellist, idx []int, k int, src *rng.Stream) string {
	me := ships[k].Ship.Name
	p := game.Player(ships[k].Side)
	var enemies []int
	for j, e := range ships {
		if e.Side != ships[k].Side && inBattle(e) {
			enemies = append(enemies, j)
		}
	}
	var lines []string
	for a, j := range enemies {
		lines = append(lines, me+": "+ships[j].Ship.Name)
		for _, j2 := range enemies[a+1:] {
			lines = append(lines, me+": "+ships[j].Ship.Name+", "+ships[j2].Ship.Name)
		}
		seen := map[string]bool{}
		for _, w := range st.Bearing(idx[k], idx[j]) {
			if !seen[w.Label] {
				seen[w.Label] = true
				lines = append(lines, fmt.Sprintf("%s: %s [%s]", me, ships[j].Ship.Name, w.Label))
			}
		}
		if n, _ := st.ScattergunShots(idx[k], idx[j]); n > 0 { // one scattergun at one target (W119)
			lines = append(lines, fmt.Sprintf("%s: %s [SG]", me, ships[j].Ship.Name))
		}
	}
	ok := lines[:0]
	for _, l := range lines {
		if st.CheckOrders(p, game.Orders{Text: l}) == nil {
			ok = append(ok, l)
		}
	}
	if n := src.IntN(len(ok) + 1); n < len(ok) {
		return ok[n]
	}
	return ""
}

// randomRepair writes a damage-control line for own ship k drawn
// uniformly from "none", a job on each lost system or the drive with 1-3
// parties, and no order at all (the rules' default), keeping only lines
// the rules accept.
func randomRepair(st *battle.State, ships []Duellist, k int, src *rng.Stream) string {
	s := ships[k].Ship
	prefix := s.Name + " repair: "
	var items []string
	seen := map[string]bool{}
	for _, sys := range s.Systems {
		if l := sys.Label(); sys.Destroyed && !seen[l] {
			seen[l] = true
			items = append(items, l)
		}
	}
	if s.Drive.Hits > 0 {
		items = append(items, "drive")
	}
	if len(items) == 0 {
		return ""
	}
	lines := []string{prefix + "none"}
	for _, it := range items {
		for n := 1; n <= 3; n++ {
			if l := fmt.Sprintf("%s%s %d", prefix, it, n); st.CheckOrders(game.Player(ships[k].Side), game.Orders{Text: l}) == nil {
				lines = append(lines, l)
			}
		}
	}
	if n := src.IntN(len(lines) + 1); n < len(lines) {
		return lines[n]
	}
	return ""
}
