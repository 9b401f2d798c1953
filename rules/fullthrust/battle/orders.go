package battle

import (
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// A side's written orders are text, one line (or ";"-separated entry) per
// ship: the ship's name, a colon, and what it is ordered to do.
//
// In the orders phase that is a movement order in the book's notation
// ("Resolute: P1 +2", "Lancer: ET P3 +3"), read by manoeuvre.ParseOrder; a
// ship given no order keeps its course and velocity. A fighter group's line
// is "GROUP: attack SHIP" or "GROUP: hold" (fighters.go), "GROUP: screen
// SHIP", "GROUP: intercept GROUP" or "GROUP: attack SHIP press" (air.go); a
// group given no order holds (a screening group keeps screening). A salvo
// is "SHIP salvo: X Y" or "SHIP salvo: TARGET", a
// heavy missile "SHIP missile: ..." and a plasma bolt "SHIP plasma: ..."
// (ordnance.go), one line each. Point defence is "SHIP pd: b1 [N] [k1 [N]] ..."
// and "SHIP cover: OTHER [pds N] [ads N]" (defence.go; without an ADFC
// only for the ship it eclipses, eclipsecover.go); Eclipsing is "SHIP
// eclipse: OTHER" (eclipse.go); a scramble is "SHIP scramble: GROUP, ..."
// (scramble.go).
//
// In the fire phase it is the enemy ship its weapons fire at ("Resolute:
// Vigilant"), or several, each with the weapons fired at it, one per fire
// control ("Resolute: Vigilant [B3 K2], Lancer [B1]"; firecontrol.go;
// scatterguns only when named, "[SG]", scatter.go); a
// ship given no target holds its fire. A target must be an enemy ship in
// the battle on which at least one of the firing ship's weapons bears
// within its reach. Damage control is "SHIP repair: SYSTEM [N] ..."
// (damagecontrol.go), also in the fire orders. Fire at fighter groups is
// "SHIP fire at: GROUP [beams] [pds N] ..." and a group's evasion
// "GROUP: evade" (air.go); a call on discretionary Extreme Manoeuvres is
// "SHIP em: call" (postmove.go).
//
// In the reaction round (option em-reaction) it is only "SHIP em: call" or
// "SHIP em: N", a ship fired at reacting with its held discretionary
// factors or N factors of unallocated thrust (react.go).

// entry is one line of a side's orders: for a ship, or for a fighter
// group (ship -1, wing its index).
type entry struct {
	ship, wing int
	kind       string // "" for the ship's own order, or a suffix: salvoSuffix, pdSuffix, coverSuffix, repairSuffix, ...
	text       string
}

// sideOrders are one side's orders read: each ordered ship's movement
// order or fire, and each ordered fighter group's target (-1 to hold).
type sideOrders struct {
	ships    []shipOrder // the ships' own lines, in the order written
	shipAt   []int       // by ship index: 1 + the index of its line in ships, 0 for none; nil when ships is empty
	wings    map[int]int
	assists  map[int]int // the group each assisting group assists
	salvos   []salvo
	pd       map[int]pdOrder // B1 and K-1 committed to point defence, by ship
	covers   []cover
	fcUsed   map[int]int         // fire controls the ships' salvos use this turn (firecontrol.go)
	repairs  map[int]repairOrder // written damage control, by ship (damagecontrol.go)
	air      airOrders           // screens, interceptions, evasions, fire at fighters (air.go)
	eclipses []eclipseOrder      // eclipse lines (eclipse.go)
	calls    map[int]bool        // ships calling on discretionary Extreme Manoeuvres (postmove.go)
	// reacts are, in a reaction round, the ships reacting to fire: the
	// factors of unallocated thrust each spends, 0 for its held
	// discretionary factors (react.go).
	reacts map[int]int
}

// shipOrder is one ship's own line of a side's orders, read: in the orders
// phase its movement order (cinematic, or vector under that option), in
// the fire phase its fire. The zero value is no order.
type shipOrder struct {
	given  bool
	ship   int                   // its index
	move   manoeuvre.Order       // orders phase, cinematic movement
	vector manoeuvre.VectorOrder // orders phase, vector movement
	fire   fireOrder             // fire phase
}

// addShip adds a ship's own line.
func (o *sideOrders) addShip(so shipOrder) {
	o.ships = append(o.ships, so)
	o.shipAt[so.ship] = len(o.ships)
}

// ship returns ship i's own line, the zero value if it has none.
func (o *sideOrders) ship(i int) shipOrder {
	if i >= len(o.shipAt) {
		return shipOrder{}
	}
	if k := o.shipAt[i]; k > 0 {
		return o.ships[k-1]
	}
	return shipOrder{}
}

// lineSuffixes are the words after a ship's name that mark a line other
// than its movement order or target.
var lineSuffixes = []string{salvoSuffix, missileSuffix, plasmaSuffix, pdSuffix, coverSuffix, repairSuffix, flakSuffix, eclipseSuffix, emSuffix, scrambleSuffix}

// entries splits the lines of a side's orders, the texts of lines and
// then last, into its ships' lines, appended to out, checking that each
// names a ship of side p that is in the battle, once.
func (s *State) entries(out []entry, p game.Player, lines []string, last string) ([]entry, error) {
	n := 1
	for _, t := range lines {
		n += strings.Count(t, "\n") + strings.Count(t, ";") + 1
	}
	if n += strings.Count(last, "\n") + strings.Count(last, ";"); cap(out) < n {
		out = make([]entry, 0, n)
	}
	// seen marks the ships, groups and pd lines ordered so far: ship i at
	// i, group k at ships+k, ship i's pd line at ships+groups+i.
	var buf [64]bool
	var seen []bool
	if n := 2*len(s.units) + len(s.wings); n <= len(buf) {
		seen = buf[:n]
	} else {
		seen = make([]bool, n)
	}
	for t := 0; t <= len(lines); t++ {
		rest := last
		if t < len(lines) {
			rest = lines[t]
		}
		for rest != "" {
			line := rest
			if j := strings.IndexAny(rest, "\n;"); j >= 0 {
				line, rest = rest[:j], rest[j+1:]
			} else {
				rest = ""
			}
			var err error
			if out, err = s.entry(out, p, line, seen); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// entry appends to out the entry of one line of side p's orders, blank
// lines skipped, as entries reads it with the names marked in seen.
func (s *State) entry(out []entry, p game.Player, line string, seen []bool) ([]entry, error) {
	pdSeen, wingSeen := len(s.units)+len(s.wings), len(s.units)
	line = strings.TrimSpace(line)
	if line == "" {
		return out, nil
	}
	name, text, ok := strings.Cut(line, ":")
	if !ok {
		return nil, game.Illegal("%q: write the ship's name, a colon, then its order", line)
	}
	name, text = strings.TrimSpace(name), strings.TrimSpace(text)
	if kind, base := lineKind(name); kind != "" && s.shipSeen(p, name) < 0 && s.wingSeen(p, name) < 0 {
		i := s.shipSeen(p, base)
		switch {
		case i < 0:
			return nil, game.Illegal("no ship is named %q", base)
		case s.setup.Ships[i].Side != int(p):
			return nil, game.Illegal("%s is not a ship of %s", base, s.side(int(p)))
		case !s.inBattle(i):
			return nil, game.Illegal("%s is not in the battle", base)
		case kind == pdSuffix && seen[pdSeen+i]:
			return nil, game.Illegal("%s has two pd orders", base)
		}
		if kind == pdSuffix {
			seen[pdSeen+i] = true
		}
		out = append(out, entry{ship: i, wing: -1, kind: kind, text: text})
		return out, nil
	}
	i, k := s.shipSeen(p, name), -1
	if i < 0 { // a ship named so takes the line: the groups are searched only when none is
		k = s.wingSeen(p, name)
	}
	if k >= 0 {
		switch {
		case s.wings[k].side != int(p):
			return nil, game.Illegal("%s is not a fighter group of %s", name, s.side(int(p)))
		case !s.wingReady(k):
			return nil, game.Illegal("%s cannot be ordered: destroyed, or in the bay of a ship not in the battle", name)
		case seen[wingSeen+k]:
			return nil, game.Illegal("%s has two orders", name)
		}
		seen[wingSeen+k] = true
		out = append(out, entry{ship: -1, wing: k, text: text})
		return out, nil
	}
	switch {
	case i < 0:
		return nil, game.Illegal("no ship or fighter group is named %q", name)
	case s.setup.Ships[i].Side != int(p):
		return nil, game.Illegal("%s is not a ship of %s", name, s.side(int(p)))
	case !s.inBattle(i):
		return nil, game.Illegal("%s is not in the battle", name)
	case seen[i]:
		return nil, game.Illegal("%s has two orders", name)
	}
	seen[i] = true
	out = append(out, entry{ship: i, wing: -1, text: text})
	return out, nil
}

// ownLines returns how many of es are ships' own lines (movement orders or
// fire).
func ownLines(es []entry) int {
	n := 0
	for _, e := range es {
		if e.ship >= 0 && e.kind == "" {
			n++
		}
	}
	return n
}

// hasKey reports whether m has the key k.
func hasKey(m map[int]int, k int) bool {
	_, ok := m[k]
	return ok
}

// lineKind returns the suffix a line's name ends with and the name before
// it, or "" and name. Every suffix starts with a space, so a name without
// one (most ships' own lines) has none.
func lineKind(name string) (kind, base string) {
	if strings.IndexByte(name, ' ') < 0 {
		return "", name
	}
	for _, k := range lineSuffixes {
		if b, ok := strings.CutSuffix(name, k); ok {
			return k, strings.TrimSpace(b)
		}
	}
	return "", name
}

// shipNamed returns the index of the ship named name, or -1.
func (s *State) shipNamed(name string) int {
	for i, n := range s.names[:len(s.units)] {
		if n == name {
			return i
		}
	}
	return -1
}

// CheckOrders reports whether o may be side p's orders in the current
// phase: every line names one of p's ships in the battle, once, and is a
// movement order in the book's notation (orders phase) or an enemy the
// ship's beams reach (fire phase). It rolls no dice and changes nothing a
// player sees: it remembers the orders it accepts for Resolve (checked.go).
func (s *State) CheckOrders(p game.Player, o game.Orders) error {
	if s.outcome.Over {
		return game.Over()
	}
	if !s.Collecting().Has(p) {
		return game.NotYourTurn(p, s.Collecting())
	}
	if s.memo.has(s, p, o) { // accepted just now (checked.go)
		return nil
	}
	sc := scratchPool.Get().(*readScratch)
	r, err := s.readOrders(p, o, sc, false)
	if err == nil {
		s.memo.keep(s, p, o.Text, r) // before sc, which holds r's ships' lines, goes back
	}
	scratchPool.Put(sc)
	return err
}

// readOrders returns side p's orders for the current phase: movement
// orders or targets, by ship index, for the ships it names; sc and keep
// are as read takes them.
func (s *State) readOrders(p game.Player, o game.Orders, sc *readScratch, keep bool) (sideOrders, error) {
	if len(o.Data) > 0 {
		return sideOrders{}, game.Illegal("battle orders are text, one line per ship; structured data is not read")
	}
	return s.read(p, nil, o.Text, false, sc, keep)
}

// read returns side p's orders written as the texts of lines and then
// last, as readOrders reads them. With quiet set, some refusals are
// errRefused rather than a reason formatted for a player (Accepts). With
// sc not nil the movement orders are read through its memory of the last
// ones read (parseOrder), and unless keep is set the ships' own lines are
// read into its storage: the caller only checks the orders and drops what
// read returns before it gives sc to another read. With keep set what
// read returns shares nothing with sc but the legs of the parsed
// movement orders, which nothing changes.
func (s *State) read(p game.Player, lines []string, last string, quiet bool, sc *readScratch, keep bool) (sideOrders, error) {
	// The lines of a check are few: the players check candidate lines one
	// at a time.
	var buf [8]entry
	es, err := s.entries(buf[:0], p, lines, last)
	if err != nil {
		return sideOrders{}, err
	}
	// The ships' own lines are sized once, and the maps made when a line
	// needs them: reading a nil map finds nothing.
	var out sideOrders
	if n := ownLines(es); n > 0 && sc != nil && !keep {
		out.ships, out.shipAt = sc.take(n, len(s.units))
	} else if n > 0 {
		out.ships, out.shipAt = make([]shipOrder, 0, n), make([]int, len(s.units))
	}
	var usedBuf [8]mountOf
	used := usedBuf[:0] // the mounts the ordnance lines so far use
	for _, e := range es {
		if s.phase == ReactPhase {
			if err := s.reactEntry(e, &out); err != nil { // react.go
				return sideOrders{}, err
			}
			continue
		}
		if (e.kind == pdSuffix || e.kind == coverSuffix) && s.phase != OrdersPhase {
			return sideOrders{}, game.Illegal("%s%s: point defence is ordered with the movement orders", s.name(e.ship), e.kind)
		}
		switch e.kind {
		case repairSuffix:
			if out.repairs == nil {
				out.repairs = map[int]repairOrder{}
			}
			if err := s.addRepair(out.repairs, e.ship, e.text); err != nil {
				return sideOrders{}, err
			}
			continue
		case flakSuffix:
			if s.phase != FirePhase {
				return sideOrders{}, game.Illegal("%s%s: fire at fighters is ordered with the fire orders", s.name(e.ship), e.kind)
			}
			if err := s.flakLine(p, e.ship, e.text, &out.air); err != nil {
				return sideOrders{}, err
			}
			continue
		case pdSuffix:
			o, err := s.pdLine(e.ship, e.text)
			if err != nil {
				return sideOrders{}, err
			}
			if out.pd == nil {
				out.pd = map[int]pdOrder{}
			}
			out.pd[e.ship] = o
			continue
		case scrambleSuffix:
			if err := s.scrambleLine(e.ship, e.text, &out.air); err != nil { // scramble.go
				return sideOrders{}, err
			}
			continue
		case emSuffix:
			if err := s.emLine(e.ship, e.text); err != nil { // postmove.go
				return sideOrders{}, err
			}
			if out.calls == nil {
				out.calls = map[int]bool{}
			}
			out.calls[e.ship] = true
			continue
		case eclipseSuffix:
			ec, err := s.eclipseLine(p, e.ship, e.text)
			if err != nil {
				return sideOrders{}, err
			}
			out.eclipses = append(out.eclipses, ec)
			continue
		case coverSuffix:
			c, err := s.coverLine(p, e.ship, e.text)
			if err != nil {
				return sideOrders{}, err
			}
			out.covers = append(out.covers, c)
			continue
		}
		if e.kind != "" {
			if s.phase != OrdersPhase {
				return sideOrders{}, game.Illegal("%s%s: ordnance is ordered with the movement orders", s.name(e.ship), e.kind)
			}
			at, err := s.salvoOrder(e.ship, e.kind, e.text)
			if err != nil {
				return sideOrders{}, err
			}
			j, why := s.salvoMount(e.ship, e.kind, at, used)
			if j < 0 && quiet {
				return sideOrders{}, errRefused
			}
			if j < 0 {
				return sideOrders{}, game.Illegal("%s%s at %s: %s", s.name(e.ship), e.kind, pos(at), s.mountRefusal(e.ship, e.kind, at, why))
			}
			used = append(used, mountOf{e.ship, j})
			out.salvos = append(out.salvos, salvo{ship: e.ship, mount: j, kind: s.setup.Ships[e.ship].Mounts[j].Kind, at: at})
			continue
		}
		if e.ship < 0 {
			if out.wings == nil {
				out.wings = map[int]int{}
			}
			if done, err := s.airLine(p, e.wing, e.text, &out.air, out.wings); done || err != nil {
				if err != nil {
					return sideOrders{}, err
				}
				continue
			}
			if s.phase != OrdersPhase {
				return sideOrders{}, game.Illegal("%s: fighter groups are ordered with the movement orders", s.wings[e.wing].group.Name)
			}
			t, a, err := s.wingOrder(p, e.wing, e.text)
			if err != nil {
				return sideOrders{}, err
			}
			out.wings[e.wing] = t
			if a >= 0 {
				if out.assists == nil {
					out.assists = map[int]int{}
				}
				out.assists[e.wing] = a
			}
			continue
		}
		if s.phase == OrdersPhase && s.setup.Options.Vector {
			vo, err := s.vectorOrder(e.ship, e.text) // vector.go
			if err != nil {
				return sideOrders{}, err
			}
			out.addShip(shipOrder{given: true, ship: e.ship, vector: vo})
			continue
		}
		if s.phase == OrdersPhase {
			mo, err := sc.parseOrder(e.text)
			if err != nil {
				return sideOrders{}, game.Illegal("%s: %v", s.name(e.ship), err)
			}
			out.addShip(shipOrder{given: true, ship: e.ship, move: mo})
			continue
		}
		fo, err := s.fireLine(p, e.ship, e.text)
		if err != nil {
			return sideOrders{}, err
		}
		out.addShip(shipOrder{given: true, ship: e.ship, fire: fo})
	}
	for k := range s.wings { // in group order, so that the first fault is always the one reported
		a, ok := out.assists[k]
		if !ok {
			continue
		}
		t, attacks := out.wings[a]
		switch {
		case hasKey(out.assists, a):
			return sideOrders{}, game.Illegal("%s assists %s, which is itself assisting", s.wings[k].group.Name, s.wings[a].group.Name)
		case !attacks || t < 0:
			return sideOrders{}, game.Illegal("%s assists %s, which has no order to attack", s.wings[k].group.Name, s.wings[a].group.Name)
		}
		out.wings[k] = t
	}
	if err := s.checkAir(&out); err != nil {
		return sideOrders{}, err
	}
	if err := s.checkLandings(&out); err != nil { // recovery.go
		return sideOrders{}, err
	}
	if err := s.checkTubes(&out); err != nil { // tubes.go
		return sideOrders{}, err
	}
	if err := s.checkScrambles(&out); err != nil { // scramble.go
		return sideOrders{}, err
	}
	if err := s.checkJoins(&out); err != nil { // combine.go
		return sideOrders{}, err
	}
	if err := s.checkEscorts(&out); err != nil { // escort.go
		return sideOrders{}, err
	}
	if err := s.eclipseCovers(&out); err != nil { // eclipsecover.go
		return sideOrders{}, err
	}
	if err := s.checkCovers(out.covers, out.pd); err != nil {
		return sideOrders{}, err
	}
	if err := s.checkEclipses(&out); err != nil {
		return sideOrders{}, err
	}
	if out.fcUsed, err = s.salvoFireControls(out.salvos); err != nil {
		return sideOrders{}, err
	}
	return out, nil
}

// appendGuns appends to dst ship i's working beam batteries less the
// Beam-1 batteries its orders committed to point defence this turn
// (RULINGS A7: a B1 used for point defence may not fire in the ship-fire
// phase), and returns the extended slice.
func (s *State) appendGuns(dst []manoeuvre.Gun, i int) []manoeuvre.Gun {
	u := &s.units[i]
	skip := u.pd.b1
	for k := range u.ship.Systems {
		if sys := &u.ship.Systems[k]; fires(sys, fullthrust.Beam, &skip) { // firing.go
			dst = append(dst, manoeuvre.Gun{Name: sys.Label(), Class: sys.Class, Arcs: sys.FireArcs(), System: k})
		}
	}
	return dst
}

// shot returns the geometry of ship i firing at ship j now.
func (s *State) shot(i, j int) manoeuvre.Shot {
	screen, _ := s.units[j].ship.Screens()
	return s.screenedShot(i, j, screen)
}

// screenedShot is shot for a target whose screen level is known.
func (s *State) screenedShot(i, j, screen int) manoeuvre.Shot {
	from, to := &s.units[i], &s.units[j]
	return manoeuvre.Shot{From: from.motion, To: to.motion, Corkscrew: from.corkscrew, EM: from.em + to.em, Blocked: s.eclipseBlocked(i), Screen: screen}
}

// formatOrders writes side p's resolved orders for the log and the views.
func formatOrders(names []string, texts []string) string {
	if len(names) == 0 {
		return "no orders"
	}
	n := 0
	for i := range names {
		n += len(names[i]) + len(texts[i]) + 4
	}
	var b strings.Builder
	b.Grow(n)
	for i := range names {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(names[i])
		b.WriteString(": ")
		b.WriteString(texts[i])
	}
	return b.String()
}
