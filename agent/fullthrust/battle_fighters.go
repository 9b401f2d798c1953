package fullthrust

import (
	"slices"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// The computer players' fighter orders beyond attack runs: screens,
// interceptions, pressed attack runs, fire at fighter groups and evasion
// (battle readings W17-W24). The tactical player keeps a simple rule, separate from its
// movement planning: an interceptor group intercepts the enemy group in
// space nearest to the side's ships when one threatens them, and otherwise
// screens the side's largest threatened ship; in the fire phase a ship
// with point defence to spare fires it at the nearest enemy group it may,
// and a ship with no ship target fires its beams at one. Beyond those it
// pursues, escorts, intercepts missiles and lands (airPlays, landings; the
// files battle_escort.go, battle_intercept.go and battle_land.go). The
// random player draws among every such order the rules accept.

// airSkill is a set of the fighter orders beyond attack runs and the
// interceptors' screens and interceptions that the tactical player gives:
// escorts of strike groups (battle_escort.go), pursuit (the same),
// interceptions of missiles (battle_intercept.go) and landings
// (battle_land.go); and, not a fighter order but aimed at fighters, its
// plasma bolts at enemy groups (battle_plasma_flak.go). A player may be
// kept from some of them, to measure what each is worth.
type airSkill uint8

// The fighter orders of airSkill.
const (
	skillEscort   airSkill = 1 << iota // "GROUP: screen OTHER", OTHER a strike group of the side
	skillPursue                        // "GROUP: pursue SHIP"
	skillMissiles                      // "GROUP: intercept missiles"
	skillLand                          // "GROUP: land"
	skillBolts                         // "SHIP plasma: X Y" at enemy groups
)

// airPlays rewrites side p's group orders in lines with the skills of
// airSkill not in off: escorts, then pursuits, then interceptions of
// missiles. worth is the points of each ship by name, or nil. Landings
// come later, once the point-defence lines are written (landings).
func airPlays(st *battle.State, p game.Player, v battle.View, worth map[string]float64, off airSkill, lines []string) []string {
	if len(v.Fighters) == 0 || off&(skillPursue|skillEscort|skillMissiles) == skillPursue|skillEscort|skillMissiles {
		return lines
	}
	out := slices.Clone(lines)
	if off&skillPursue == 0 {
		out = pursuitOrders(st, p, v, out) // battle_escort.go
	}
	if off&skillEscort == 0 {
		out = escortOrders(st, p, v, out)
	}
	if off&skillMissiles == 0 {
		out = missileOrders(st, p, v, worth, out) // battle_intercept.go
	}
	// Each order was checked alone as it was written; should the whole
	// be refused, the side keeps the orders it had, which are out when
	// nothing was rewritten.
	if slices.Equal(out, lines) {
		return lines
	}
	if st.CheckOrders(p, game.Orders{Text: strings.Join(out, "\n")}) != nil {
		return lines
	}
	return out
}

// interceptorTypeName is the interceptor's type as views spell it.
const interceptorTypeName = "interceptor"

// accepts reports whether side p's orders lines plus line are accepted.
func accepts(st *battle.State, p game.Player, lines []string, line string) bool {
	return st.Accepts(p, lines, line)
}

// replaceLine returns lines with the line of name (the text before its
// colon) replaced by line, or line added.
func replaceLine(lines []string, name, line string) []string {
	out := lines[:0:0]
	for _, l := range lines {
		if n, _, _ := strings.Cut(l, ":"); strings.TrimSpace(n) != name {
			out = append(out, l)
		}
	}
	return append(out, line)
}

// airOrders rewrites the orders of side p's interceptor groups in lines:
// intercept the threatening enemy group nearest to p's ships, else screen
// the largest threatened ship of p (by hull boxes left), else keep the
// order written.
func airOrders(st *battle.State, p game.Player, v battle.View, lines []string) []string {
	var own []battle.ShipView
	for _, s := range v.Ships {
		if s.Side == int(p) && s.Status == "in battle" {
			own = append(own, s)
		}
	}
	for _, f := range v.Fighters {
		if f.Side != int(p) || f.Type != interceptorTypeName || gone(f) || f.CEF < 1 {
			continue
		}
		best, bestD := "", 0.0
		for _, e := range v.Fighters {
			if e.Side == int(p) || e.Status != "in space" || e.Strength == 0 {
				continue
			}
			for _, s := range own {
				if d := e.At.Dist(s.At); d <= fighterThreat && (best == "" || d < bestD) {
					best, bestD = e.Name, d
				}
			}
		}
		if line := f.Name + ": intercept " + best; best != "" && accepts(st, p, nil, line) {
			lines = replaceLine(lines, f.Name, line)
			continue
		}
		var big *battle.ShipView
		for k := range own {
			if threatened(v, p, own[k].At) && (big == nil || own[k].Hull > big.Hull) {
				big = &own[k]
			}
		}
		if line := ""; big != nil {
			line = f.Name + ": screen " + big.Name
			if accepts(st, p, nil, line) {
				lines = replaceLine(lines, f.Name, line)
			}
		}
	}
	return lines
}

// fighterReach returns how far in MU group f can reach a ship to attack
// it this turn (see threatened).
func fighterReach(f battle.FighterView) float64 {
	switch {
	case f.Status == "in bay" && f.Type == fastFighterTypeName:
		return fastLaunchThreat
	case f.Status == "in bay":
		return launchThreat
	case f.Type == fastFighterTypeName:
		return fastFighterThreat
	}
	return fighterThreat
}

// strikeOrders rewrites the attack orders of side p's groups in lines:
// among the enemy ships the group can reach this turn, it attacks the one
// where a point of damage is worth most, worth / boxes left (worth is what
// destroying the ship scores under points victory, 1 otherwise), the
// nearest on a tie; so the groups keep at a damaged ship, and at the
// carrier rather than its escorts, instead of turning to whichever ship
// is nearest. A group with no enemy ship in reach keeps its order.
func strikeOrders(st *battle.State, p game.Player, v battle.View, worth map[string]float64, lines []string) []string {
	for _, f := range v.Fighters {
		if f.Side != int(p) || gone(f) || f.Type == interceptorTypeName || !armed(f) {
			continue
		}
		prefix := f.Name + ": attack "
		written := false
		for _, l := range lines {
			written = written || strings.HasPrefix(l, prefix)
		}
		if !written {
			continue
		}
		best, bestV, bestD := "", 0.0, 0.0
		for _, e := range v.Ships {
			if e.Side == int(p) || e.Status != "in battle" {
				continue
			}
			d := f.At.Dist(e.At)
			if d > fighterReach(f) {
				continue
			}
			boxes := e.Hull
			for _, a := range e.Armour {
				boxes += a
			}
			w := 1.0
			if x, ok := worth[e.Name]; ok {
				w = x
			}
			val := w / float64(max(1, boxes))
			if best == "" || val > bestV+1e-9 || val > bestV-1e-9 && d < bestD {
				if accepts(st, p, nil, prefix+e.Name) {
					best, bestV, bestD = e.Name, val, d
				}
			}
		}
		if best != "" {
			lines = replaceLine(lines, f.Name, prefix+best)
		}
	}
	return lines
}

// flakOptions returns the fire-at-fighter lines ship own may add to lines,
// one per enemy group in space and choice of systems among words (of
// flakWords, in its order), nearest group first.
func flakOptions(st *battle.State, p game.Player, v battle.View, own battle.ShipView, lines []string, words []string) []string {
	var out []string
	var dist []float64
	top, target := beamClass(own), false // a cheap filter before the rules' check
	// Whether the rules accept a line depends only on the ship's own fire
	// and fire-at-fighter lines (rules/fullthrust/battle, checkAir), so
	// each is checked with those (battle_ordnance.go, linesOf).
	mine := linesOf(lines, own.Name, flakKinds, nil)
	for _, l := range lines {
		target = target || strings.HasPrefix(l, own.Name+": ")
	}
	for _, g := range v.Fighters {
		if g.Side == int(p) || g.Status != "in space" || g.Engaged {
			continue
		}
		d := own.At.Dist(g.At)
		for _, choice := range words {
			beams := choice == "beams"
			if beams && (target || manoeuvre.BeamDice(top, d) == 0) || !beams && d > battle.CoverRange {
				continue
			}
			line := own.Name + " fire at: " + g.Name + " " + choice
			if !accepts(st, p, mine, line) {
				continue
			}
			k := len(out)
			for k > 0 && dist[k-1] > d {
				k--
			}
			out = append(out[:k], append([]string{line}, out[k:]...)...)
			dist = append(dist[:k], append([]float64{d}, dist[k:]...)...)
		}
	}
	return out
}

// flakWords are the choices of systems a ship may fire at a fighter group
// ("NAME fire at: GROUP WORDS"): its point defence first, then its beams.
var flakWords = []string{"pds ads scatterguns", "pds ads", "pds", "ads", "scatterguns", "grapeshot", "beams"}

// The point-defence choices of flakWords, and the beams.
var (
	flakDefence = flakWords[:len(flakWords)-1]
	flakBeams   = flakWords[len(flakWords)-1:]
)

// flakKinds are the kinds of line ("NAME: ...", "NAME fire at: ...") the
// rules weigh with a ship's fire at fighters.
var flakKinds = []string{"", "fire at"}

// airFire adds the tactical player's fire at fighters to its fire orders:
// each ship fires its point defence, then, with no ship target, its beams
// at the nearest enemy group it may.
func airFire(st *battle.State, p game.Player, v battle.View, lines []string) []string {
	for _, own := range v.Ships {
		if own.Side != int(p) || own.Status != "in battle" {
			continue
		}
		// The nearest group its point defence may fire at, then the
		// nearest its beams may (each list in distance order, as the one
		// list of every choice would put them).
		if o, ok := firstFlakOption(st, p, v, own, lines, flakDefence); ok {
			lines = append(lines, o)
		}
		if o, ok := firstFlakOption(st, p, v, own, lines, flakBeams); ok {
			lines = append(lines, o)
		}
	}
	return lines
}

// firstFlakOption returns the first line flakOptions would list, and
// whether there is one, asking the rules only until it is found: the
// groups nearest first (the earlier in the view among equals), each with
// words in order, as flakOptions' insertion orders its lines. The
// tactical player takes only that line, where flakOptions asks the rules
// of every group and choice.
func firstFlakOption(st *battle.State, p game.Player, v battle.View, own battle.ShipView, lines []string, words []string) (string, bool) {
	var nearBuf [16]int
	var distBuf [16]float64
	near, dist := nearBuf[:0], distBuf[:0] // the enemy groups in space, nearest first
	for k, g := range v.Fighters {
		if g.Side == int(p) || g.Status != "in space" || g.Engaged {
			continue
		}
		d := own.At.Dist(g.At)
		n := len(near)
		for n > 0 && dist[n-1] > d {
			n--
		}
		near, dist = slices.Insert(near, n, k), slices.Insert(dist, n, d)
	}
	if len(near) == 0 {
		return "", false
	}
	top, target := beamClass(own), false
	mine := linesOf(lines, own.Name, flakKinds, nil)
	for _, l := range lines {
		target = target || strings.HasPrefix(l, own.Name+": ")
	}
	for n, k := range near {
		g, d := &v.Fighters[k], dist[n]
		for _, choice := range words {
			beams := choice == "beams"
			if beams && (target || manoeuvre.BeamDice(top, d) == 0) || !beams && d > battle.CoverRange {
				continue
			}
			if line := own.Name + " fire at: " + g.Name + " " + choice; accepts(st, p, mine, line) {
				return line, true
			}
		}
	}
	return "", false
}

// randomAirFire adds to the random player's fire orders, for each ship, a
// fire-at-fighter line drawn among those accepted or none, and for each of
// its groups in space an evasion or not.
func (r *RandomBattlePlayer) randomAirFire(st *battle.State, p game.Player, v battle.View, lines []string) []string {
	for _, own := range v.Ships {
		if own.Side != int(p) || own.Status != "in battle" {
			continue
		}
		ok := flakOptions(st, p, v, own, lines, flakWords)
		if k := r.src.IntN(len(ok) + 1); k < len(ok) {
			lines = append(lines, ok[k])
		}
	}
	for _, f := range v.Fighters {
		if line := f.Name + ": evade"; f.Side == int(p) && f.Status == "in space" && !f.Engaged && r.src.IntN(2) == 0 && accepts(st, p, lines, line) {
			lines = append(lines, line)
		}
	}
	return lines
}

// moreGroupOrders returns the screen (of ships and groups), intercept (of
// groups and of missiles), land, pursue and pressed attack orders
// group f of side p may be given, for the random player's draw.
func moreGroupOrders(st *battle.State, p game.Player, v battle.View, f battle.FighterView) []string {
	var out []string
	for _, s := range v.Ships {
		if line := f.Name + ": screen " + s.Name; s.Side == int(p) && accepts(st, p, nil, line) {
			out = append(out, line)
		}
		if line := f.Name + ": attack " + s.Name + " press"; s.Side != int(p) && accepts(st, p, nil, line) {
			out = append(out, line)
		}
		if line := f.Name + ": pursue " + s.Name; s.Side != int(p) && accepts(st, p, nil, line) {
			out = append(out, line)
		}
	}
	for _, g := range v.Fighters {
		if line := f.Name + ": intercept " + g.Name; g.Side != int(p) && accepts(st, p, nil, line) {
			out = append(out, line)
		}
		if line := f.Name + ": screen " + g.Name; g.Side == int(p) && accepts(st, p, nil, line) {
			out = append(out, line)
		}
	}
	for _, line := range []string{f.Name + ": intercept missiles", f.Name + ": land"} {
		if accepts(st, p, nil, line) {
			out = append(out, line)
		}
	}
	return out
}

// keepCourseToLand replaces, in a side's movement orders, the order of each
// carrier one of whose groups is ordered to land ("GROUP: land") by an empty
// one: a carrier recovering fighters keeps its course and velocity (battle
// reading W37).
func keepCourseToLand(v battle.View, lines []string) []string {
	carriers := map[string]bool{}
	for _, f := range v.Fighters {
		for _, l := range lines {
			if l == f.Name+": land" {
				carriers[f.Carrier] = true
			}
		}
	}
	for k, l := range lines {
		if name, _, ok := strings.Cut(l, ": "); ok && carriers[name] {
			lines[k] = name + ": "
		}
	}
	return lines
}

// beamClass returns the largest class of the ship's working beam
// batteries, read from its systems' labels ("B3"); 0 when it shows none.
func beamClass(s battle.ShipView) int {
	top := 0
	for _, l := range s.Systems {
		n, ok := strings.CutPrefix(l, "B")
		if !ok {
			continue // before Atoi, whose failures allocate their error
		}
		if c, err := strconv.Atoi(n); err == nil {
			top = max(top, c)
		}
	}
	return top
}

// gone reports whether fighter group f is out of the fight: destroyed, or
// merged into another group in its carrier's bays (W62), when it has no
// fighters left and its CEF no longer means anything.
func gone(f battle.FighterView) bool { return f.Status == "destroyed" || f.Status == "merged" }
