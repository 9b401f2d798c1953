package battle

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// The written orders of the fighter side of the turn beyond attack runs
// (RULINGS A6, A7; Continuum 2.6 phases 4, 8 and 11, §8.6-8.8, §8.10):
//
//   - "GROUP: screen SHIP" (movement orders): the group screens SHIP, a
//     ship of its own side, and moves with it (screen.go, reading W17).
//   - "GROUP: intercept OTHER" (movement orders): the group flies at OTHER,
//     an enemy group in space, and dogfights it in phase 8 when within 6 MU
//     (dogfight.go, readings W18-W20).
//   - "GROUP: intercept missiles" (movement orders): the group flies at
//     the nearest enemy salvo or heavy missile placed this turn and
//     engages it in phase 8 when within 6 MU (antimissile.go, reading W34).
//   - "GROUP: intercept plasma" (movement orders): the group flies at the
//     nearest enemy plasma bolt and shoots classes off it in phase 8
//     (boltattack.go, reading W63).
//   - "GROUP: land" (movement orders): the group flies back to its
//     carrier's bay and re-arms (recovery.go, reading W37); "GROUP: land
//     combat" lands beyond the carrier's launch tubes and grounds the
//     group (combat.go, tubes.go, readings W59, W60).
//   - "GROUP: join OTHER" (movement orders): the group's fighters join
//     another depleted group in the same bays (combine.go, reading W62).
//   - "SHIP scramble: GROUP, ..." (movement orders): the groups scramble
//     if enemy fighters attack the ship (scramble.go, reading W61).
//   - "GROUP: screen OTHER" (movement orders), OTHER a group of its side:
//     the group escorts OTHER, and enemy interceptors must engage it first;
//     "GROUP: pursue SHIP": a group that attacked SHIP last turn moves with
//     it and attacks it again (escort.go, reading W38).
//   - "GROUP: attack SHIP press" (movement orders): an attack run that,
//     if interceptors engage the group, goes on through their fire without
//     returning it (dogfight.go, reading W24).
//   - "GROUP: evade" (fire orders): the group spends 1 CEF and ship weapons
//     fired at it this turn miss (antifighter.go, reading W22).
//   - "SHIP fire at: GROUP [beams] [pds N] [ads N] [grapeshot N]
//     [scatterguns N]" (fire orders): the ship fires those systems at an
//     enemy group that is neither attacking nor dogfighting (antifighter.go,
//     reading W21).

// flakSuffix marks a fire-at-fighters line: "Resolute fire at: Red 1 pds 2".
const flakSuffix = " fire at"

// airOrders are one side's fighter-side orders beyond attack runs.
type airOrders struct {
	screens  map[int]int  // group -> the ship it screens
	quarries map[int]int  // group -> the enemy group it intercepts
	evades   map[int]bool // groups evading ship fire
	missiles map[int]bool // groups intercepting enemy missiles (antimissile.go)
	lands    map[int]bool // groups landing on their carriers (recovery.go)
	combat   map[int]bool // of those, the groups making a combat landing (combat.go)
	// scrambles are, by ship, the groups of its bays to scramble if enemy
	// fighters attack it (scramble.go), first named first.
	scrambles map[int][]int
	joins     map[int]int  // group -> the group of its carrier's bays it joins (combine.go)
	plasma    map[int]bool // groups intercepting enemy plasma bolts (boltattack.go)
	escorts   map[int]int  // group -> the group of its side it screens (escort.go)
	pursues   map[int]int  // group -> the ship it pursues (escort.go)
	press     map[int]bool // groups pressing their attack run home (their target is in sideOrders.wings)
	flak      []flak       // fire at fighter groups, in the order written
}

// flak is one ship's fire at one enemy group in the fire phase.
type flak struct {
	ship, wing int
	fire       pointdefence.Flak
}

// orders reports whether group k has any order of this kind.
func (a *airOrders) has(k int) bool {
	_, s := a.screens[k]
	_, q := a.quarries[k]
	_, e := a.escorts[k]
	_, p := a.pursues[k]
	return s || q || e || p || hasKey(a.joins, k) || a.plasma[k] || a.evades[k] || a.missiles[k] || a.lands[k]
}

// airLine reads a fighter group's line if it is one of the orders above,
// into out, or an attack run pressed home ("GROUP: attack SHIP press"),
// whose target goes into wings; done is false for the other group orders
// (attack, assist, hold), which the caller reads.
func (s *State) airLine(p game.Player, k int, text string, out *airOrders, wings map[int]int) (done bool, err error) {
	name := s.wings[k].group.Name
	verb, arg, _ := strings.Cut(text, " ")
	arg = strings.TrimSpace(arg)
	w := s.wings[k]
	if why := s.rearming(k); why != "" && text != "hold" && verb != joinWord {
		return true, game.Illegal("%s", why)
	}
	switch {
	case verb == joinWord:
		return true, s.joinLine(p, k, arg, out) // combine.go
	case verb == landWord && (arg == "" || arg == combatWord):
		if s.phase != OrdersPhase {
			return true, game.Illegal("%s: fighter groups are ordered with the movement orders", name)
		}
		return true, s.landLine(k, arg == combatWord, out)
	case verb == "evade" && arg == "":
		if s.phase != FirePhase {
			return true, game.Illegal("%s: a group evades in the fire orders", name)
		}
		switch {
		case !w.out:
			return true, game.Illegal("%s is in its bay and cannot evade", name)
		case w.engaged:
			return true, game.Illegal("%s fought this turn; only a group not engaged may evade ship fire", name)
		case w.group.CEF < 1:
			return true, game.Illegal("%s has no CEF left and cannot evade", name)
		}
		if out.evades == nil {
			out.evades = map[int]bool{}
		}
		out.evades[k] = true
		return true, nil
	case verb == "attack" && strings.HasSuffix(arg, " press") && s.shipSeen(p, arg) < 0:
		if s.phase != OrdersPhase {
			return true, game.Illegal("%s: fighter groups are ordered with the movement orders", name)
		}
		t, err := s.attackTarget(p, k, strings.TrimSpace(strings.TrimSuffix(arg, " press")))
		if err != nil {
			return true, err
		}
		if out.press == nil {
			out.press = map[int]bool{}
		}
		out.press[k] = true
		wings[k] = t
		return true, nil
	case verb != "screen" && verb != "intercept" && verb != "pursue":
		return false, nil
	case s.phase != OrdersPhase:
		return true, game.Illegal("%s: fighter groups are ordered with the movement orders", name)
	case verb == "pursue":
		return true, s.pursueLine(p, k, arg, out) // escort.go
	case verb == "screen" && s.shipSeen(p, arg) < 0 && s.wingSeen(p, arg) >= 0:
		return true, s.escortLine(p, k, s.wingSeen(p, arg), out) // escort.go
	}
	if verb == "screen" {
		i := s.shipSeen(p, arg)
		switch {
		case i < 0:
			return true, game.Illegal("%s screens %q, which is no ship", name, arg)
		case s.setup.Ships[i].Side != int(p):
			return true, game.Illegal("%s may not screen %s, a ship of the enemy", name, arg)
		case !s.inBattle(i):
			return true, game.Illegal("%s is not in the battle", arg)
		case !w.group.Type.CanScreen():
			return true, game.Illegal("%s: %s fighters cannot screen", name, w.group.Type)
		}
		if out.screens == nil {
			out.screens = map[int]int{}
		}
		out.screens[k] = i
		return true, nil
	}
	q := s.wingSeen(p, arg)
	if q < 0 && arg == missilesWord {
		return true, s.missileLine(k, out)
	}
	if q < 0 && arg == plasmaWord {
		return true, s.plasmaLine(k, out) // boltattack.go
	}
	switch {
	case q < 0 || s.wings[q].side == int(p):
		return true, game.Illegal("%s intercepts %q, which is no enemy fighter group", name, arg)
	case s.wings[q].group.Strength == 0 || !s.wings[q].out:
		return true, game.Illegal("%s cannot be intercepted: destroyed or in its bay", arg)
	case w.group.CEF < 1:
		return true, game.Illegal("%s has no CEF left and cannot intercept", name)
	}
	if out.quarries == nil {
		out.quarries = map[int]int{}
	}
	out.quarries[k] = q
	return true, nil
}

// flakLine reads "GROUP [beams] [pds N] [ads N] [grapeshot N] [scatterguns
// N]" for ship i of side p. A system written without a count fires all
// that may (PDS, ADS) or one (grapeshot, scatterguns: one-shot). A
// group's name may hold spaces: it runs to the first system word. From
// rules version 7 the ADFC's systems (PDS, ADS, grapeshot) may not fire
// from a ship that launched or recovered fighters this turn (RULINGS A7,
// reading W110) or engaged its FTL drive (RULINGS A8, reading W109).
func (s *State) flakLine(p game.Player, i int, text string, out *airOrders) error {
	name := s.name(i)
	f := strings.Fields(text)
	words := map[string]bool{"beams": true, "pds": true, "ads": true, "grapeshot": true, "scatterguns": true}
	end := len(f)
	for k, w := range f {
		if words[strings.ToLower(w)] && k > 0 {
			end = k
			break
		}
	}
	gname := strings.Join(f[:end], " ")
	k := s.wingSeen(p, gname)
	switch {
	case end == 0 || gname == "":
		return game.Illegal("%s fire at: name the fighter group", name)
	case k < 0 || s.wings[k].side == int(p):
		return game.Illegal("%s fire at: %q is no enemy fighter group", name, gname)
	case s.wings[k].group.Strength == 0 || !s.wings[k].out:
		return game.Illegal("%s fire at: %s is not in space", name, gname)
	case s.wings[k].engaged:
		return game.Illegal("%s fire at: %s fought this turn; ships fire only at groups not engaged (Continuum 8.6)", name, gname)
	case end == len(f):
		return game.Illegal("%s fire at %s: write what fires: beams, pds, ads, grapeshot or scatterguns", name, gname)
	}
	sh := s.units[i].ship
	fl := flak{ship: i, wing: k}
	seen := map[string]bool{}
	for n := end; n < len(f); n++ {
		w := strings.ToLower(f[n])
		if !words[w] {
			return game.Illegal("%s fire at %s: %q is not beams, pds, ads, grapeshot or scatterguns", name, gname, f[n])
		}
		if seen[w] {
			return game.Illegal("%s fire at %s: %s written twice", name, gname, w)
		}
		seen[w] = true
		if w == "beams" {
			fl.fire.Beams = s.flakBeams(i, k)
			switch {
			case s.units[i].noFire:
				return game.Illegal("%s may not fire this turn", name)
			case s.fireControls(i)-s.units[i].fcUsed < 1:
				return game.Illegal("%s fire at %s: beams need a working fire control not used by this turn's salvos", name, gname)
			case fl.fire.Beams == 0:
				return game.Illegal("%s fire at %s: no beam battery bears on it within its reach", name, gname)
			}
			continue
		}
		kind := map[string]fullthrust.SystemKind{"pds": fullthrust.PDS, "ads": fullthrust.ADS, "grapeshot": fullthrust.Grapeshot, "scatterguns": fullthrust.Scattergun}[w]
		has := sh.Count(kind)
		c := has
		if kind == fullthrust.Grapeshot || kind == fullthrust.Scattergun {
			c = min(has, 1)
		}
		if n+1 < len(f) {
			if v, err := strconv.Atoi(f[n+1]); err == nil {
				c = v
				n++
			}
		}
		if has == 0 {
			return game.Illegal("%s fire at %s: no working %s", name, gname, w)
		}
		if c < 1 || c > has {
			return game.Illegal("%s fire at %s: fires %d %s but has %d working", name, gname, c, w, has)
		}
		switch kind {
		case fullthrust.PDS:
			fl.fire.PDS = c
		case fullthrust.ADS:
			fl.fire.ADS = c
		case fullthrust.Grapeshot:
			fl.fire.Grapeshot = c
		default:
			fl.fire.Scatterguns = c
		}
	}
	pd := fl.fire.PDS + fl.fire.ADS + fl.fire.Grapeshot + fl.fire.Scatterguns
	if d := s.units[i].motion.Pos.Dist(s.wings[k].pos); pd > 0 && d > CoverRange {
		return game.Illegal("%s fire at %s: point defence reaches %d MU; the group is %.1f MU away", name, gname, CoverRange, d)
	}
	if why := s.adfcIdle(i); fl.fire.PDS+fl.fire.ADS+fl.fire.Grapeshot > 0 && s.version >= 7 && why != "" { // W109, W110
		return game.Illegal("%s fire at %s: %s, so it may not use its ADFC this turn; scatterguns have their own fire control", name, gname, why)
	}
	if fl.fire.PDS+fl.fire.ADS > 0 && s.units[i].pdFired {
		return game.Illegal("%s fire at %s: its PDS and ADS fired in this turn's point defence (each fires once a turn, Continuum 8.8)", name, gname)
	}
	out.flak = append(out.flak, fl)
	return nil
}

// checkAir checks one side's fire-at-fighter lines together: one line per
// ship and group; beams at one target a ship, never also at a ship (W2);
// PDS, ADS and grapeshot at one group per working ADFC; no more systems
// than the ship has.
func (s *State) checkAir(o *sideOrders) error {
	type tally struct{ beams, adfc, pds, ads, grape, scatter int }
	by := map[int]*tally{}
	twice := map[[2]int]bool{}
	for _, f := range o.air.flak {
		i := f.ship
		if twice[[2]int{i, f.wing}] {
			return game.Illegal("%s fires at %s twice", s.name(i), s.wings[f.wing].group.Name)
		}
		twice[[2]int{i, f.wing}] = true
		t := by[i]
		if t == nil {
			t = &tally{}
			by[i] = t
		}
		if f.fire.Beams > 0 {
			t.beams++
		}
		if f.fire.PDS+f.fire.ADS+f.fire.Grapeshot > 0 {
			t.adfc++
		}
		t.pds, t.ads, t.grape, t.scatter = t.pds+f.fire.PDS, t.ads+f.fire.ADS, t.grape+f.fire.Grapeshot, t.scatter+f.fire.Scatterguns
		sh := s.units[i].ship
		target := o.ship(i).given && o.ship(i).fire.directs()
		scatterAtShips := o.ship(i).fire.scatterguns()
		switch {
		case t.beams > 0 && target:
			return game.Illegal("%s fires its beams at a fighter group or at ships in one turn, not both (W21)", s.name(i))
		case t.beams > 1:
			return game.Illegal("%s fires its beams at one fighter group a turn", s.name(i))
		case t.adfc > sh.Count(fullthrust.ADFC):
			return game.Illegal("%s fires point defence at %d groups but has %d working ADFC (one group each)", s.name(i), t.adfc, sh.Count(fullthrust.ADFC))
		case t.pds > sh.Count(fullthrust.PDS), t.ads > sh.Count(fullthrust.ADS),
			t.grape > sh.Count(fullthrust.Grapeshot), t.scatter+scatterAtShips > sh.Count(fullthrust.Scattergun):
			return game.Illegal("%s fires more point-defence systems than it has working", s.name(i))
		}
	}
	return nil
}

// revealAir adds a side's fighter-side orders to its revealed orders.
func (s *State) revealAir(a airOrders, names, texts []string) ([]string, []string) {
	var ks []int
	for k := range s.wings {
		if a.has(k) {
			ks = append(ks, k)
		}
	}
	sort.Ints(ks)
	for _, k := range ks {
		names = append(names, s.wings[k].group.Name)
		switch {
		case a.evades[k]:
			texts = append(texts, "evade")
		case a.missiles[k]:
			texts = append(texts, "intercept "+missilesWord)
		case a.plasma[k]:
			texts = append(texts, "intercept "+plasmaWord)
		case a.combat[k]:
			texts = append(texts, landWord+" "+combatWord)
		case a.lands[k]:
			texts = append(texts, landWord)
		case hasKey(a.joins, k):
			texts = append(texts, joinWord+" "+s.wings[a.joins[k]].group.Name)
		case hasKey(a.escorts, k):
			texts = append(texts, "screen "+s.wings[a.escorts[k]].group.Name)
		case hasKey(a.pursues, k):
			texts = append(texts, "pursue "+s.name(a.pursues[k]))
		case hasKey(a.screens, k):
			texts = append(texts, "screen "+s.name(a.screens[k]))
		default:
			texts = append(texts, "intercept "+s.wings[a.quarries[k]].group.Name)
		}
	}
	for _, i := range sortedKeys(a.scrambles) {
		var gs []string
		for _, k := range a.scrambles[i] {
			gs = append(gs, s.wings[k].group.Name)
		}
		names, texts = append(names, s.name(i)+scrambleSuffix), append(texts, strings.Join(gs, ", "))
	}
	for _, f := range a.flak {
		names = append(names, s.name(f.ship)+flakSuffix)
		texts = append(texts, s.wings[f.wing].group.Name+flakText(f.fire))
	}
	return names, texts
}

// pressText returns " press" when group k presses its attack run home.
func pressText(a airOrders, k int) string {
	if a.press[k] {
		return " press"
	}
	return ""
}

// flakText writes the systems of a fire-at line, such as " beams pds 2".
func flakText(f pointdefence.Flak) string {
	var b strings.Builder
	if f.Beams > 0 {
		b.WriteString(" beams")
	}
	for _, c := range []struct {
		w string
		n int
	}{{"pds", f.PDS}, {"ads", f.ADS}, {"grapeshot", f.Grapeshot}, {"scatterguns", f.Scatterguns}} {
		if c.n > 0 {
			fmt.Fprintf(&b, " %s %d", c.w, c.n)
		}
	}
	return b.String()
}
