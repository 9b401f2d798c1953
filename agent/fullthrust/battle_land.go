package fullthrust

import (
	"slices"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// Landing and re-arming (Continuum §8.1, §8.13, §8.16; battle reading
// W37). A group that has spent its combat endurance can do nothing more
// in space but hold, where enemy ships may fire at it; landed, it rolls
// the re-arming die and, unless the die grounds it (a 1 in 6), may launch
// with full CEF one or two turns later. The tactical player lands a spent
// group of its side when the battle has turns left for it to fly again:
// landing on turn T it may launch on turn T+2 at the latest (T+1 on a 6),
// so it lands only while T+2 is within the turn limit. A group is spent
// when its CEF is gone, when it is a torpedo group that has fired its
// one-shot torpedoes (W111: it must re-arm), or when its CEF is down to 1
// (no secondary move left) with no enemy ship within its main move and
// attack range (it has fired its attacks). The carrier must keep its course and velocity the turn it
// recovers (§8.1), so the player lands only groups the carrier is within
// a main move of now (the group flies before the ships move), only when
// holding course keeps the carrier on the table (and able to stay there,
// as its other moves must: insideOf), and every such group of the carrier
// at once, paying the carrier's lost manoeuvre once. A spent group too far
// from its carrier screens the carrier instead, when its type may, so it
// flies home and moves with it, to land from there on a later turn; one
// that may not screen (attack and torpedo fighters) is ordered to land
// from up to two main moves away, flying home over two turns while the
// carrier keeps its course.

// landFar is how many main moves from its carrier a spent group that may
// not screen it (attack and torpedo fighters) may be and be ordered to
// land: it flies home over two turns, the carrier keeping its course.
const landFar = 2

// landTurns is how many turns, counted from the landing turn, the battle
// must still run for a landed group to launch again on a 2-5: the landing
// turn, the full turn of re-arming, and the turn it launches.
const landTurns = 2

// armed reports whether group f may make an attack run: it has CEF left
// and, for torpedo fighters, has not fired its one-shot torpedoes since it
// last re-armed (battle reading W111).
func armed(f battle.FighterView) bool {
	return f.CEF >= 1 && !f.Fired
}

// spent reports whether group f of side p, in space, has done what it
// can in this sortie: no attack left in it (not armed), or one CEF (no
// secondary move) with no enemy ship in v within its main move and attack
// range.
func spent(v battle.View, p game.Player, f battle.FighterView) bool {
	if !armed(f) {
		return true
	}
	if f.CEF > 1 {
		return false
	}
	reach := float64(battle.FighterMove + battle.AttackRange)
	if f.Type == fastFighterTypeName {
		reach = battle.FastFighterMove + battle.AttackRange
	}
	return !enemyWithin(v, p, f.At, reach) // battle_defence.go
}

// mainMove returns group f's main move in space, in MU.
func mainMove(f battle.FighterView) float64 {
	if f.Type == fastFighterTypeName {
		return battle.FastFighterMove
	}
	return battle.FighterMove
}

// landings rewrites lines, side p's movement orders (the ships', the
// groups' and the point-defence lines), to land the spent groups of p in
// space as the file's comment describes: each such group within a main
// move of its carrier lands, the carrier's movement order is emptied and
// its cover lines (its ADFC may not be used) dropped; a spent group
// farther off screens its carrier if it may, else flies home to land
// from up to two moves away. ships are the duellists of
// visible, whose motions give the carriers' courses. Lines the rules
// would then refuse are left as they were.
func (b *BattlePlayer) landings(st *battle.State, p game.Player, v battle.View, ships []Duellist, lines []string) []string {
	if v.Turn+landTurns > v.Turns {
		return lines
	}
	carrier := func(name string) (battle.ShipView, bool) {
		for _, s := range v.Ships {
			if s.Name == name && s.Side == int(p) && s.Status == "in battle" {
				return s, true
			}
		}
		return battle.ShipView{}, false
	}
	land := map[string][]string{} // carrier -> the groups landing on it
	for _, f := range v.Fighters {
		if f.Side != int(p) || f.Status != "in space" || !spent(v, p, f) {
			continue
		}
		c, ok := carrier(f.Carrier)
		if !ok {
			continue
		}
		d := f.At.Dist(c.At)
		if line := f.Name + ": screen " + c.Name; d > mainMove(f) && accepts(st, p, nil, line) {
			lines = replaceLine(lines, f.Name, line)
			continue
		}
		if d <= landFar*mainMove(f) && !f.BayOut { // a group whose bay is knocked out may not land (W80)
			land[c.Name] = append(land[c.Name], f.Name)
		}
	}
	names := make([]string, 0, len(land))
	for name := range land {
		names = append(names, name)
	}
	slices.Sort(names) // one order of trial, whatever the map's
	for _, name := range names {
		if !b.keepsTable(st, ships, name) {
			continue
		}
		out := slices.DeleteFunc(slices.Clone(lines), func(l string) bool { return strings.HasPrefix(l, name+" cover: ") })
		out = replaceLine(out, name, name+": ")
		for _, g := range land[name] {
			out = replaceLine(out, g, g+": land")
		}
		if st.CheckOrders(p, game.Orders{Text: strings.Join(out, "\n")}) == nil {
			lines = out
		}
	}
	return lines
}

// keepsTable reports whether the ship named name among ships, holding its
// course and velocity this turn, stays on the battle's table and can stay
// on it afterwards (insideOf); always on an open table.
func (b *BattlePlayer) keepsTable(st *battle.State, ships []Duellist, name string) bool {
	t := st.Table()
	if t.Open() {
		return true
	}
	for _, s := range ships {
		if s.Ship.Name == name {
			return b.pl.insideOf(t)(s.Ship.Drive.Current(), predicted(s.Motion))
		}
	}
	return false
}
