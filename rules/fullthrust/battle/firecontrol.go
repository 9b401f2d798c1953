package battle

import (
	"slices"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
)

// Fire control (RULINGS A1; reading W31). Each working fire control of a
// ship directs its fire at one target a turn, so a ship with N fire
// controls may split its weapons among up to N enemy ships; one weapon
// never splits its dice. A fire order is
//
//	SHIP: TARGET
//	SHIP: TARGET [WEAPON ...], TARGET [WEAPON ...], ...
//
// The first form, the only one before fire control, fires every weapon
// that bears on the target within its reach. In the second, each target
// is followed by the weapons it is fired at, written as the record sheet
// labels them ("B3", "K2", "PT"; "B3 B3" for two of them), each taking the
// first weapon of that label not yet named that bears on the target within
// its reach; a target written without a list takes every weapon not named
// elsewhere that bears on it within its reach, in the order the targets
// are written. Every target must get at least one weapon.
//
// Salvo missiles need fire control too (RULINGS A7): the salvos a ship
// places at one point (a point, or a target ship's place) take one fire
// control, which directs nothing else that turn. Heavy missiles and plasma
// bolts need none, as the rulings ask none for them.

// fireGroup is the weapons of one ship fired at one target.
type fireGroup struct {
	target  int
	weapons []weapon
	listed  bool // the order named the weapons
}

// fireOrder is one ship's fire this turn, one group per fire control used.
type fireOrder []fireGroup

// fireControls returns ship i's working fire controls.
func (s *State) fireControls(i int) int {
	n := 0
	for si := range s.units[i].ship.Systems {
		sys := &s.units[i].ship.Systems[si] // read in place, not copied
		if sys.Kind == fullthrust.FireControl && !sys.Destroyed {
			n++
		}
	}
	return n
}

// fireLine reads ship i's fire order for side p.
func (s *State) fireLine(p game.Player, i int, text string) (fireOrder, error) {
	me := s.name(i)
	type part struct {
		name   string
		labels []string
		listed bool
	}
	var parts []part
	if s.shipSeen(p, text) >= 0 {
		parts = []part{{name: text}}
	} else {
		for _, raw := range strings.Split(text, ",") {
			raw = strings.TrimSpace(raw)
			name, list, listed := strings.Cut(raw, "[")
			pt := part{name: strings.TrimSpace(name), listed: listed}
			if listed {
				inner, ok := strings.CutSuffix(strings.TrimSpace(list), "]")
				if !ok || strings.ContainsAny(inner, "[]") {
					return nil, game.Illegal("%s: %q: write a target, then its weapons in brackets, such as \"Vigilant [B3 K2]\"", me, raw)
				}
				pt.labels = strings.Fields(inner)
				if len(pt.labels) == 0 {
					return nil, game.Illegal("%s: %q names no weapon", me, raw)
				}
			}
			parts = append(parts, pt)
		}
	}
	if s.units[i].noFire {
		return nil, game.Illegal("%s may not fire this turn", me)
	}
	order := make(fireOrder, len(parts))
	for k, pt := range parts {
		t := s.shipSeen(p, pt.name)
		named := slices.ContainsFunc(order[:k], func(g fireGroup) bool { return g.target == t })
		switch {
		case t < 0:
			return nil, game.Illegal("%s fires at %q, which is no ship", me, pt.name)
		case s.setup.Ships[t].Side == int(p):
			return nil, game.Illegal("%s may not fire at %s, a ship of its own side", me, pt.name)
		case !s.inBattle(t):
			return nil, game.Illegal("%s is not in the battle", pt.name)
		case named:
			return nil, game.Illegal("%s names %s twice", me, pt.name)
		}
		order[k] = fireGroup{target: t, listed: pt.listed}
	}
	free := s.fireControls(i) - s.units[i].fcUsed
	if need := directed(parts, func(pt part) []string { return pt.labels }); need > free {
		return nil, game.Illegal("%s fires at %d targets but has %d working fire controls free this turn (%d used for salvos)",
			me, need, max(free, 0), s.units[i].fcUsed)
	}
	var wbuf [24]weapon
	var ubuf [24]bool
	ws := s.appendWeapons(wbuf[:0], i)
	used := ubuf[:min(len(ws), len(ubuf))]
	if len(ws) > len(ubuf) {
		used = make([]bool, len(ws))
	}
	// Each weapon fires in one group at most: the groups' lists are cut
	// from one block, each group's weapons added together.
	block := make([]weapon, 0, len(ws))
	cut := func(g *fireGroup, from int) {
		if len(block) > from {
			g.weapons = block[from:len(block):len(block)]
		}
	}
	for k, pt := range parts {
		if len(pt.labels) == 0 {
			continue
		}
		g := &order[k]
		a := aimOf(s.shot(i, g.target))
		from := len(block)
		for _, l := range pt.labels {
			j, have := -1, false
			for n, w := range ws {
				if used[n] || !strings.EqualFold(w.label, l) {
					continue
				}
				have = true
				if w.reaches(a) {
					j = n
					break
				}
			}
			switch {
			case j >= 0:
				used[j] = true
				block = append(block, ws[j])
			case have:
				return nil, game.Illegal("%s's %s does not bear on %s within its reach", me, l, pt.name)
			default:
				return nil, game.Illegal("%s has no %s left to fire at %s (not on its sheet, knocked out, committed to point defence, or already named)", me, l, pt.name)
			}
		}
		cut(g, from)
	}
	for k := range order {
		g := &order[k]
		if g.listed {
			continue
		}
		a := aimOf(s.shot(i, g.target))
		from := len(block)
		for n, w := range ws {
			if !used[n] && w.kind != scatterWeapon && w.reaches(a) { // scatterguns fire only when named
				used[n] = true
				block = append(block, w)
			}
		}
		cut(g, from)
		if len(g.weapons) == 0 {
			return nil, game.Illegal("no battery of %s bears on %s within its reach", me, parts[k].name)
		}
	}
	return order, nil
}

// fireText writes ship i's fire order as the log reveals it: the target
// alone for the first form, else each target with its weapons.
func (s *State) fireText(o fireOrder) string {
	if len(o) == 1 && !o[0].listed {
		return s.name(o[0].target)
	}
	parts := make([]string, len(o))
	for k, g := range o {
		labels := make([]string, len(g.weapons))
		for n, w := range g.weapons {
			labels[n] = w.label
		}
		parts[k] = s.name(g.target) + " [" + strings.Join(labels, " ") + "]"
	}
	return strings.Join(parts, ", ")
}

// salvoFireControls checks that each ship's salvos, one fire control per
// point they are placed at, need no more fire controls than it has
// working (reading W31), and returns the number each ship uses.
func (s *State) salvoFireControls(salvos []salvo) (map[int]int, error) {
	if len(salvos) == 0 {
		return nil, nil // a nil map: no ship uses any
	}
	points := map[int][]geom.Vec{}
	for _, sv := range salvos {
		if sv.kind != SalvoRack && sv.kind != SalvoLauncher {
			continue
		}
		known := false
		for _, q := range points[sv.ship] {
			known = known || q == sv.at
		}
		if !known {
			points[sv.ship] = append(points[sv.ship], sv.at)
		}
	}
	out := make(map[int]int, len(points))
	for i := range s.units { // in ship order, so that the first fault is always the one reported
		ps, ok := points[i]
		if !ok {
			continue
		}
		if n := s.fireControls(i); len(ps) > n {
			return nil, game.Illegal("%s places salvos at %d points but has %d working fire controls (one per point)", s.name(i), len(ps), n)
		}
		out[i] = len(ps)
	}
	return out, nil
}

// directed returns how many of a fire order's targets need one of the
// ship's fire controls: every target but one given only scatterguns,
// whose fire control is built in (reading W119).
func directed[P any](parts []P, labels func(P) []string) int {
	n := 0
	for _, pt := range parts {
		ls := labels(pt)
		only := len(ls) > 0
		for _, l := range ls {
			if !strings.EqualFold(l, scattergunLabel) {
				only = false
			}
		}
		if !only {
			n++
		}
	}
	return n
}
