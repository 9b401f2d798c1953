package fullthrust

import (
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// Plasma bolts and the side's own fighter groups. From rules version 8 a
// bolt's blast catches every group in space within 6 MU of its point, of
// either side (battle reading W113, rules/fullthrust/battle/blasted.go),
// and the groups attacking a ship in the blast are caught with the raid
// (W15): a class-2 bolt costs a group 2D6 fighters, most of a group of
// six. The tactical player writes its groups' orders before its ordnance,
// so it predicts where each of its groups will be when the bolts burst,
// after every move of the turn, and keeps its bolts' blasts off those
// places, as it keeps them off its own ships (ordnanceOrders).
//
// The prediction reads each group's order in lines as the rules carry it
// out (rules/fullthrust/battle: fighters.go, screen.go, escort.go,
// dogfight.go). Where a group ends depends on where its target ends,
// which the player knows only for its own ships, so it keeps clear of a
// stretch: from where the group would end were the target to stay where
// it is to where it would end were the target to hold its course and
// speed (aheadOf), enemy groups being taken to stay where they are. A
// group attacking a ship, or assisting a group that attacks it, flies its
// main move (half when launched) toward the ship's place now and then,
// when still more than 6 MU from where the ship ends and it has 2 CEF or
// more, up to 12 MU more toward it, stopping 6 MU short. A pursuer ends
// with its ship. A screen ends with the ship or group it screens when it
// can reach it, else its main move toward it. An interceptor flies its
// main move toward its quarry and then its secondary move as an attacker
// does. A group holding, landing, with no order, or intercepting missiles
// or bolts the enemy has yet to place stays where it is (for the last, a
// guess: its markers are unknown when the orders are written); a group in
// its bay with no order that launches it is inside its carrier and not in
// the blast.

// stretch is a segment, from and to in MU on the table, on which a group
// is predicted to end its moves; from equals to for a group that stays.
type stretch struct{ from, to geom.Vec }

// groupStretches appends to out the stretches where side p's fighter
// groups will be when the turn's plasma bolts burst, predicted from their
// orders in lines as the file's comment describes; a group in its bay
// that stays there adds none.
func groupStretches(v battle.View, p game.Player, lines []string, out []stretch) []stretch {
	for _, f := range v.Fighters {
		if f.Side != int(p) || gone(f) || f.Strength == 0 {
			continue
		}
		if at, ok := groupStretch(v, p, f, lines, 0); ok {
			out = append(out, at)
		}
	}
	return out
}

// blastsGroups reports whether a plasma bolt bursting at at would catch a
// group on one of stretches (groupStretches), or would once the line
// rounds at by up to aimSlack (battle_aim.go).
func blastsGroups(at geom.Vec, stretches []stretch) bool {
	for _, s := range stretches {
		if geom.SegmentDist(at, s.from, s.to) <= battle.PlasmaBlast+aimSlack {
			return true
		}
	}
	return false
}

// groupStretch returns the stretch where group f of side p will be when
// the bolts burst, and false when it stays in its bay. depth counts the
// screens followed to the group they escort (a group may not escort an
// escort, so one is enough; the bound only guards against a cycle).
func groupStretch(v battle.View, p game.Player, f battle.FighterView, lines []string, depth int) (stretch, bool) {
	order, _ := groupOrder(lines, f.Name)
	verb, arg, _ := strings.Cut(order, " ")
	inBay := f.Status == "in bay"
	reach := mainMove(f) // battle_land.go
	if inBay {
		reach /= 2
	}
	switch verb {
	case "attack":
		if t, ok := shipView(v, strings.TrimSuffix(arg, " press")); ok {
			return attackStretch(f, reach, t.At, aheadOf(t)), true
		}
	case "assist":
		if t, ok := assistedTarget(v, lines, arg); ok {
			return attackStretch(f, reach, t.At, aheadOf(t)), true
		}
	case "pursue":
		if t, ok := shipView(v, arg); ok {
			return stretch{t.At, aheadOf(t)}, true
		}
	case "screen":
		if s, ok := shipView(v, arg); ok {
			if f.At.Dist(s.At) <= reach {
				return stretch{s.At, aheadOf(s)}, true
			}
			at := flyToward(f.At, s.At, reach, 0)
			return stretch{at, at}, true
		}
		for _, g := range v.Fighters {
			if g.Name != arg || g.Side != int(p) || depth > 0 {
				continue
			}
			escorted, out := groupStretch(v, p, g, lines, depth+1)
			if !out {
				break // the group stays in its bay: the rules send no escort after it
			}
			if f.Escorts == g.Name || f.At.Dist(g.At) <= reach {
				return escorted, true
			}
			at := flyToward(f.At, g.At, reach, 0)
			return stretch{at, at}, true
		}
	case "intercept":
		for _, q := range v.Fighters {
			if q.Name == arg && q.Side != int(p) {
				return attackStretch(f, reach, q.At, q.At), true
			}
		}
	}
	return stretch{f.At, f.At}, !inBay || verb == "intercept" && f.CEF > 0
}

// attackStretch returns where group f, with a main move of reach MU, ends
// its moves toward a target standing at now before the ships move: from
// the end of its main move toward now, where it stays if the target
// stays, to where it ends if the target ends at end, the main move being
// followed, when more than 6 MU from end with 2 CEF or more, by the
// secondary move of up to 12 MU toward end, stopping 6 MU short
// (battle.AttackRange and battle.DogfightRange, both 6).
func attackStretch(f battle.FighterView, reach float64, now, end geom.Vec) stretch {
	main := flyToward(f.At, now, reach, 0)
	at := main
	if at.Dist(end) > battle.AttackRange && f.CEF >= 2 {
		at = flyToward(at, end, battle.SecondaryMove, battle.AttackRange)
	}
	return stretch{main, at}
}

// flyToward returns from moved up to dist MU straight toward to,
// stopping short of it by stop MU, as the rules move a fighter group
// (rules/fullthrust/battle, toward).
func flyToward(from, to geom.Vec, dist, stop float64) geom.Vec {
	d := from.Dist(to)
	if d <= stop {
		return from
	}
	return from.Add(to.Sub(from).Scale(min(dist, d-stop) / d))
}

// groupOrder returns the text after "NAME: " of the line of lines that
// orders the group named name, and whether there is one.
func groupOrder(lines []string, name string) (string, bool) {
	for _, l := range lines {
		if rest, ok := strings.CutPrefix(l, name+": "); ok {
			return strings.TrimSpace(rest), true
		}
	}
	return "", false
}

// assistedTarget returns the ship the group named name attacks or pursues
// under its order in lines, as an assisting group flies toward it.
func assistedTarget(v battle.View, lines []string, name string) (battle.ShipView, bool) {
	order, _ := groupOrder(lines, name)
	verb, arg, _ := strings.Cut(order, " ")
	if verb != "attack" && verb != "pursue" {
		return battle.ShipView{}, false
	}
	return shipView(v, strings.TrimSuffix(arg, " press"))
}

// shipView returns the ship in the battle named name.
func shipView(v battle.View, name string) (battle.ShipView, bool) {
	for _, s := range v.Ships {
		if s.Name == name && s.Status == "in battle" {
			return s, true
		}
	}
	return battle.ShipView{}, false
}
