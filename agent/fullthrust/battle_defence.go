package fullthrust

import (
	"slices"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// How far, in MU, a threat to a ship can come from this turn: a fighter
// group in space moves 24 MU (36 fast), then 12 more by a secondary move,
// and attacks from 6 MU; a group launched this turn moves half its first
// move. A salvo is placed up to 36 MU away and homes from 6 MU.
const (
	fighterThreat       = battle.FighterMove + battle.SecondaryMove + battle.AttackRange
	fastFighterThreat   = battle.FastFighterMove + battle.SecondaryMove + battle.AttackRange
	launchThreat        = battle.FighterMove/2 + battle.SecondaryMove + battle.AttackRange
	fastLaunchThreat    = battle.FastFighterMove/2 + battle.SecondaryMove + battle.AttackRange
	salvoThreat         = battle.ExtendedSalvoRange + battle.SalvoHoming
	salvoRackLabel      = "SMR"
	salvoLauncherLabel  = "SML"
	fastFighterTypeName = "fast"
)

// threatened reports whether an enemy of side p can reach a ship at at with
// fighters or salvos this turn, as side p sees the battle.
func threatened(v battle.View, p game.Player, at geom.Vec) bool {
	for _, f := range v.Fighters {
		if f.Side == int(p) || gone(f) || !armed(f) {
			continue
		}
		reach := float64(fighterThreat)
		switch {
		case f.Status == "in bay" && f.Type == fastFighterTypeName:
			reach = fastLaunchThreat
		case f.Status == "in bay":
			reach = launchThreat
		case f.Type == fastFighterTypeName:
			reach = fastFighterThreat
		}
		if f.At.Dist(at) <= reach {
			return true
		}
	}
	for _, e := range v.Ships {
		if e.Side == int(p) || e.Status != "in battle" {
			continue
		}
		if (slices.Contains(e.Systems, salvoRackLabel) || slices.Contains(e.Systems, salvoLauncherLabel)) && e.At.Dist(at) <= salvoThreat {
			return true
		}
	}
	return false
}

// b1Duel is how near, in MU, an enemy ship must be to a ship's planned end
// (where it is now, or where it will be if it holds its course and speed)
// for the ship to keep its B1 for ship fire: the B1's 12 MU reach and 6 MU
// of the enemy's own manoeuvre.
const b1Duel = 18

// enemyWithin reports whether an enemy ship of side p in the battle is
// within d MU of at.
func enemyWithin(v battle.View, p game.Player, at geom.Vec, d float64) bool {
	for _, e := range v.Ships {
		if e.Side != int(p) && e.Status == "in battle" && e.At.Dist(at) <= d {
			return true
		}
	}
	return false
}

// enemyNearEnd reports whether an enemy ship of side p in the battle is
// within d MU of end, where it is now or where it will be if it holds its
// course and speed (aheadOf, vector_plan.go): its orders are secret.
func enemyNearEnd(v battle.View, p game.Player, end geom.Vec, d float64) bool {
	for _, e := range v.Ships {
		if e.Side != int(p) && e.Status == "in battle" && (e.At.Dist(end) <= d || aheadOf(e).Dist(end) <= d) {
			return true
		}
	}
	return false
}

// defenceOptions returns, for one of side p's ships, the point-defence
// lines the rules accept after lines: its B1 committed to point defence
// ("SHIP pd: b1"), and a cover of each ally in the battle within reach MU
// now (battle.CoverRange, or battle.ADSRange for covers by ADS alone), the
// ally with the most hull first.
//
// Whether the rules accept one of these lines depends only on the ship's
// own point-defence and cover lines (its systems, one pd order a ship, its
// ADFC, PDS and ADS lent; rules/fullthrust/battle, readOrders), so each is
// checked with those lines rather than with the whole order text read
// again (battle_ordnance.go, linesOf).
func defenceOptions(st *battle.State, v battle.View, p game.Player, own battle.ShipView, lines []string, reach float64) (pd string, covers []string) {
	return defenceOptionsAt(st, v, p, own, lines, reach, nil, true, nil)
}

// defenceOptionsAt is defenceOptions with the allies within reach MU
// measured between where at says the ships will be after movement (at(name)
// for a ship of side p; nil: where they are now), and only the lines the
// writer may use asked of the rules: the B1's when b1 is set, the covers
// of the allies keep keeps (nil: every one).
func defenceOptionsAt(st *battle.State, v battle.View, p game.Player, own battle.ShipView, lines []string, reach float64, at func(battle.ShipView) geom.Vec, b1 bool, keep func(battle.ShipView) bool) (pd string, covers []string) {
	if at == nil {
		at = func(s battle.ShipView) geom.Vec { return s.At }
	}
	mine := linesOf(lines, own.Name, defenceKinds, nil)
	accepts := func(extra string) bool {
		return st.Accepts(p, mine, extra)
	}
	if line := own.Name + " pd: b1"; b1 && accepts(line) {
		pd = line
	}
	var allies []battle.ShipView
	for _, a := range v.Ships {
		if a.Side == int(p) && a.Status == "in battle" && a.Name != own.Name && at(a).Dist(at(own)) <= reach && (keep == nil || keep(a)) {
			allies = append(allies, a)
		}
	}
	slices.SortStableFunc(allies, func(a, b battle.ShipView) int { return b.Hull - a.Hull })
	for _, a := range allies {
		if line := own.Name + " cover: " + a.Name; accepts(line) {
			covers = append(covers, line)
		}
	}
	return pd, covers
}

// defenceKinds are the words of point-defence lines ("NAME pd: ...",
// "NAME cover: ...").
var defenceKinds = []string{"pd", "cover"}

// defenceOrdersAt adds the tactical player's point-defence orders to lines:
// a ship that enemy fighters or salvos can reach this turn where it ends
// its move, with no enemy ship within 18 MU of that end for its B1 to fire
// at, commits its B1 to point defence,
// and a ship with ADFC lends its PDS and ADS to the
// threatened ally within 6 MU with the most hull, when that ally has more
// hull than the ship itself (the escort's defence is worth more on the
// ship it escorts).
//
// Ends holds, by name, where side p's ships will be after movement if
// their orders are carried out (missing names: where
// they are now). A cover holds only if the covered ship is within 6 MU of
// the lender after movement (reading W11), so the lender covers the
// threatened ally whose end is within 6 MU of its own end, wherever the
// two are now.
func defenceOrdersAt(st *battle.State, p game.Player, v battle.View, lines []string, ends map[string]geom.Vec) []string {
	at := func(s battle.ShipView) geom.Vec {
		if e, ok := ends[s.Name]; ok {
			return e
		}
		return s.At
	}
	for _, own := range v.Ships {
		if own.Side != int(p) || own.Status != "in battle" {
			continue
		}
		// The strike and the ship fire both come after movement, so the B1
		// is weighed where the ship ends its move, as the cover is. Only
		// the lines the ship would give are asked of the rules.
		end := at(own)
		b1 := threatened(v, p, end) && !enemyNearEnd(v, p, end, b1Duel)
		worthy := func(a battle.ShipView) bool { return a.Hull > own.Hull && threatened(v, p, at(a)) }
		pd, covers := defenceOptionsAt(st, v, p, own, lines, battle.CoverRange, at, b1, worthy)
		if pd != "" {
			lines = append(lines, pd)
		}
		if len(covers) > 0 { // the ally with the most hull first
			lines = append(lines, covers[0])
		}
	}
	return lines
}

// randomDefenceOrders adds the random player's point-defence orders to
// lines: each ship commits its B1 or not, and covers one accepted ally
// within an ADS's 12 MU or none, drawn uniformly.
func (r *RandomBattlePlayer) randomDefenceOrders(st *battle.State, p game.Player, v battle.View, lines []string) []string {
	for _, own := range v.Ships {
		if own.Side != int(p) || own.Status != "in battle" {
			continue
		}
		pd, covers := defenceOptions(st, v, p, own, lines, battle.ADSRange)
		if pd != "" && r.src.IntN(2) == 0 {
			lines = append(lines, pd)
		}
		if k := r.src.IntN(len(covers) + 1); k < len(covers) {
			lines = append(lines, covers[k])
		}
		if sc := scatterCovers(st, v, p, own, lines); len(sc) > 0 { // drawn only for a ship that may lend scatterguns
			if k := r.src.IntN(len(sc) + 1); k < len(sc) {
				lines = append(lines, sc[k])
			}
		}
	}
	return lines
}

// scatterCovers returns the lines lending own ship's scatterguns in ADFC
// mode (reading W120: "OWN cover: ALLY scatterguns") to each ally now
// within battle.ScattergunRange that the rules accept with lines.
func scatterCovers(st *battle.State, v battle.View, p game.Player, own battle.ShipView, lines []string) []string {
	if !slices.Contains(own.Systems, "scattergun") {
		return nil
	}
	mine := linesOf(lines, own.Name, defenceKinds, nil)
	var out []string
	for _, a := range v.Ships {
		if a.Side != int(p) || a.Status != "in battle" || a.Name == own.Name || a.At.Dist(own.At) > battle.ScattergunRange {
			continue
		}
		if line := own.Name + " cover: " + a.Name + " scatterguns"; st.Accepts(p, mine, line) {
			out = append(out, line)
		}
	}
	return out
}
