package fullthrust

import (
	"cmp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// salvoOrders adds to lines a salvo order for every salvo side p's ships
// may fire, then the same for heavy missiles and plasma bolts: pick chooses among the accepted placements, each at the place
// an enemy ship in the battle will reach if it holds its course and speed
// (or at its place now when that is out of reach), the nearest enemy first.
// A ship whose movement order in lines withholds its ordnance (an FTL
// warm-up or a Short-Range Jump, battle readings W109, W112) fires none.
// A ship fires until no placement is accepted or pick returns "". A nil
// pick takes the first placement, found without checking the others.
// When aim is not nil, salvos and heavy missiles try aim's placements for
// each enemy ship instead, best first (battle_aim.go). ends gives where
// each of side p's ships ends its move under its order in lines, by name,
// for the plasma bolts to spare it; nil when the writer does not know
// (the random player). With flak and a nil pick, a plasma bolt may go
// where enemy groups are, or enemy ships may be, instead of at an enemy
// ship's place, where that is worth more (battle_plasma_flak.go); aim,
// when not nil, gives the enemy ships' end positions for that.
func salvoOrders(st *battle.State, p game.Player, v battle.View, lines []string, pick func([]string) string, aim *aimer, ends map[string]geom.Vec, flak bool) []string {
	lines = ordnanceOrders(st, p, v, lines, "salvo", func(v battle.ShipView) int { return v.Salvos }, pick, aim, nil, false)
	lines = ordnanceOrders(st, p, v, lines, "missile", func(v battle.ShipView) int { return count(v.Systems, battle.HeavyMissile.Label()) }, pick, aim, nil, false)
	return ordnanceOrders(st, p, v, lines, "plasma", func(v battle.ShipView) int { return count(v.Systems, battle.PlasmaBolt.Label()) }, pick, aim, ends, flak)
}

// count returns how many of labels are label.
func count(labels []string, label string) int {
	n := 0
	for _, l := range labels {
		if l == label {
			n++
		}
	}
	return n
}

// ordnanceOrders adds to lines the orders of one kind of ordnance ("salvo",
// "missile" or "plasma") as salvoOrders describes, up to n(ship) a ship.
// A plasma bolt is never aimed within its blast of a ship of side p, where
// it will be if it holds its course and speed and where its order in
// lines takes it (its end in ends; where it is now when ends does not
// have it); with a nil pick (the
// tactical player) nor of an enemy ship side p's salvos and heavy missiles
// in lines will home on, whose blast would destroy them (battle_plasma.go),
// nor of where side p's fighter groups will be after their moves under
// their orders in lines (battle_plasma_groups.go). With a nil pick and
// flak set, a bolt may instead go where enemy groups are or enemy ships
// may be, where boltJudge finds it worth more (battle_plasma_flak.go).
func ordnanceOrders(st *battle.State, p game.Player, v battle.View, lines []string, word string, n func(battle.ShipView) int, pick func([]string) string, aim *aimer, ends map[string]geom.Vec, flak bool) []string {
	var homed []geom.Vec
	if word == "plasma" && pick == nil {
		homed = homedOn(v, p, lines, homing(st.Options()))
	}
	var judge boltJudge // made at the first bolt to place, when flak is set
	judging, judged := false, !flak || word != "plasma" || pick != nil
	var groups []stretch // side p's groups, found at the first bolt point tried
	grouped := false
	friendly := func(at geom.Vec) bool {
		if word != "plasma" {
			return false
		}
		if pick == nil && !grouped {
			groups, grouped = groupStretches(v, p, lines, nil), true
		}
		if blastsOwnMissiles(at, homed) || blastsGroups(at, groups) {
			return true
		}
		for _, o := range v.Ships {
			if o.Side != int(p) || o.Status != "in battle" {
				continue
			}
			// A carrier's order may yet be emptied for a landing (landings),
			// which holds its course and speed: aheadOf (vector_plan.go).
			if ahead := aheadOf(o); ahead.Dist(at) <= battle.PlasmaBlast {
				return true
			}
			if end, ok := ends[o.Name]; ok {
				if end.Dist(at) <= battle.PlasmaBlast+aimSlack {
					return true
				}
			} else if o.At.Dist(at) <= battle.PlasmaBlast {
				return true
			}
		}
		return false
	}
	var mine []string // own's ordnance lines so far
	var move []string // own's movement order line
	accepts := func(extra string) bool {
		return st.Accepts(p, mine, extra)
	}
	// A placement the rules refuse stays refused as the ship's other
	// ordnance lines are added: those only use mounts and fire controls up.
	refused := map[string]bool{}
	type target struct {
		e *battle.ShipView // in v.Ships; sorting moves the pointer, not the view
		d float64
	}
	var targets []target
	for _, own := range v.Ships {
		if own.Side != int(p) || own.Status != "in battle" {
			continue
		}
		if move = linesOf(lines, own.Name, moveKind, move[:0]); len(move) > 0 && st.Withholds(p, move, own.Name) {
			continue // its movement order withholds its ordnance: an FTL warm-up or a jump
		}
		mine = ordnanceLines(lines, own.Name, mine[:0])
		clear(refused)
		targets = targets[:0]
		for k := range v.Ships {
			if e := &v.Ships[k]; e.Side != int(p) && e.Status == "in battle" {
				targets = append(targets, target{e, own.At.Dist(e.At)})
			}
		}
		slices.SortStableFunc(targets, func(a, b target) int { return cmp.Compare(a.d, b.d) })
		for range n(own) {
			reach := st.LaunchReach(p, mine, own.Name, word)
			if reach == 0 {
				break // the rules would refuse every placement
			}
			var options []string
			var first geom.Vec // the point of options[0]
			for _, t := range targets {
				places := []geom.Vec{aheadOf(*t.e), t.e.At} // aheadOf: vector_plan.go
				if aim != nil && word != "plasma" {
					places = aim.aims(v, t.e) // battle_aim.go
				}
				for _, at := range places {
					// The rules refuse it: no need to ask them. The line
					// rounds the point by up to aimSlack (battle_aim.go).
					if d := own.At.Dist(at); d > maxOrdnanceRange || d > reach+aimSlack {
						continue
					}
					line := pointLine(own.Name, word, at) // orderlines.go
					if refused[line] || friendly(at) {
						continue
					}
					if !accepts(line) {
						refused[line] = true
						continue
					}
					if len(options) == 0 {
						first = at
					}
					options = append(options, line)
					break
				}
				if pick == nil && len(options) > 0 {
					break
				}
			}
			if !judged {
				judge, judging = newBoltJudge(st, v, p, aim)
				judged = true
			}
			if judging {
				usable := func(at geom.Vec) (string, bool) {
					line := pointLine(own.Name, word, at)
					if refused[line] || friendly(at) {
						return "", false
					}
					if !accepts(line) {
						refused[line] = true
						return "", false
					}
					return line, true
				}
				if line := judge.choose(own, mine, first, len(options) > 0, usable); line != "" {
					options = append(options[:0], line)
				}
			}
			if len(options) == 0 {
				break
			}
			line := options[0]
			if pick != nil {
				line = pick(options)
			}
			if line == "" {
				break
			}
			lines = append(lines, line)
			mine = append(mine, line)
		}
	}
	return lines
}

// maxOrdnanceRange is the farthest in MU any ordnance may be placed from
// its ship: extended-range salvos' (RULINGS A7).
const maxOrdnanceRange = max(battle.ExtendedSalvoRange, battle.SalvoRange, battle.PlasmaRange)

// moveKind is the kind of a movement order line ("NAME: ...") for linesOf.
var moveKind = []string{""}

// ordnanceKinds are the words of ordnance lines ("NAME salvo: ...").
var ordnanceKinds = []string{"salvo", "missile", "plasma"}

// ordnanceLines appends to out the lines of lines that order ordnance of
// the ship named name. Whether the rules accept one more such line
// depends on these alone (the ship's mounts, ammunition, fire controls
// and the points it has already chosen; rules/fullthrust/battle,
// readOrders), so ordnanceOrders checks a placement with them rather than
// with the whole order text, which it would read again for every
// placement it tries. The whole text is checked once when the orders are
// submitted.
func ordnanceLines(lines []string, name string, out []string) []string {
	return linesOf(lines, name, ordnanceKinds, out)
}

// linesOf appends to out the lines of lines written for the ship named
// name under one of kinds: "NAME KIND: ..." for a kind, "NAME: ..." for
// the kind "".
func linesOf(lines []string, name string, kinds []string, out []string) []string {
	for _, l := range lines {
		// A line whose first byte is ASCII and no space keeps that byte
		// when its name is trimmed below, so it is written for name only
		// if it starts with name: most lines, another ship's, end here,
		// most at their first byte.
		if l != "" && l[0] > ' ' && l[0] < utf8.RuneSelf && (name != "" && l[0] != name[0] || !strings.HasPrefix(l, name)) {
			continue
		}
		who, _, _ := strings.Cut(l, ":")
		who = strings.TrimSpace(who)
		rest, ok := strings.CutPrefix(who, name)
		if !ok || rest != "" && rest[0] != ' ' {
			continue
		}
		if slices.Contains(kinds, strings.TrimSpace(rest)) {
			out = append(out, l)
		}
	}
	return out
}
