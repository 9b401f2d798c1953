package battle

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Salvo missiles in a battle (RULINGS A7; Continuum 2.6 phases 3 and 7). A
// side orders a salvo in its movement orders with a line "SHIP salvo: X Y"
// (a point on the table, in MU) or "SHIP salvo: TARGET" (the target ship's
// place now); each line fires one salvo from a working salvo rack or
// launcher of the ship with ammunition left, whose arcs hold the point,
// within 24 MU (36 for extended-range salvos). Salvos are placed before
// anything moves. After the ships and fighters have moved, each salvo homes
// on the nearest enemy ship within its lock-on radius of its point, ties
// to the ship listed first (reading W14), and attacks it in the fighters'
// strike, as the Raid's salvos; a salvo with no enemy within reach is lost.
// The lock-on radius is 6 MU, less 1 MU per factor of Extreme Manoeuvres
// the ship has in effect (reading W84; homing.go).

//
// Heavy missiles ("SHIP missile: X Y" or "SHIP missile: TARGET") are
// launched and home as salvos do, within 24 MU, one missile per line from a
// working heavy missile mount not yet fired (reading W15), and attack in the
// same strike as the raid's Heavy missiles.
//
// Plasma bolts ("SHIP plasma: X Y" or "SHIP plasma: TARGET") are fired
// from a working plasma bolt launcher, in its arcs, to a point within 30
// MU; a launcher fires every other turn (RULINGS A7). After movement the
// bolt bursts at its point: every ship of either side within 6 MU is
// attacked by it in the strike (one Bolt with the same ID in each ship's
// raid), and every fighter group of such a raid within 6 MU of the point is
// caught in the blast (reading W15), as is, from rules version 8, every
// other group in space within it (blasted.go, W113). The salvos and heavy
// missiles homing on a ship in the blast, moved next to it, are caught too
// and destroyed before they attack (RULINGS A7; reading W36).

// Ordnance distances in MU (RULINGS A7).
const (
	SalvoRange         = 24 // how far from its ship a salvo or heavy missile may be placed
	ExtendedSalvoRange = 36 // the same for extended-range salvos
	SalvoHoming        = 6  // a salvo or heavy missile attacks the nearest enemy ship within this distance
	PlasmaRange        = 30 // how far from its ship a plasma bolt may be fired
	PlasmaBlast        = 6  // a plasma bolt's blast radius
)

// salvo is one salvo, heavy missile or plasma bolt fired this turn.
type salvo struct {
	ship  int // the firing ship
	mount int // index in the ship's mounts
	kind  MountKind
	at    geom.Vec
	id    int // its place in the turn's ordnance, from 0, kept when others are lost
	kills int // missiles of a salvo shot down, or classes shot off a plasma bolt, by intercepting fighters (antimissile.go, boltattack.go)
}

// Suffixes of the ordnance lines: "Thunderer salvo: ...", "Archer missile:
// ...", "Lamp plasma: ...".
const (
	salvoSuffix   = " salvo"
	missileSuffix = " missile"
	plasmaSuffix  = " plasma"
)

// ordnanceWord returns the word of an ordnance line's suffix: "salvo",
// "missile" or "plasma".
func ordnanceWord(suffix string) string { return strings.TrimSpace(suffix) }

// launches returns whether a mount of kind k fires the ordnance of a line
// with the suffix.
func launches(suffix string, k MountKind) bool {
	switch suffix {
	case salvoSuffix:
		return k == SalvoRack || k == SalvoLauncher
	case missileSuffix:
		return k == HeavyMissile
	case plasmaSuffix:
		return k == PlasmaBolt
	}
	return false
}

// salvoOrder reads the point of a salvo order by ship i: "X Y" in MU, or a
// ship's name for its place now.
func (s *State) salvoOrder(i int, suffix, text string) (geom.Vec, error) {
	if f, n := twoFields(text); n == 2 {
		x, errX := strconv.ParseFloat(f[0], 64)
		y, errY := strconv.ParseFloat(f[1], 64)
		if errX == nil && errY == nil {
			p := geom.Vec{X: x, Y: y}
			if !finite(x) || !finite(y) {
				return p, game.Illegal("%s%s: the point must be finite numbers of MU", s.name(i), suffix)
			}
			return p, nil
		}
	}
	t := s.shipNamed(text)
	if t < 0 || !s.inBattle(t) {
		return geom.Vec{}, game.Illegal("%s%s: %q is neither a point \"X Y\" in MU nor a ship in the battle", s.name(i), suffix, text)
	}
	return s.units[t].motion.Pos, nil
}

// mountOf names mount j of ship i.
type mountOf struct{ i, j int }

// twoFields returns the first two fields of text separated by commas and
// white space (the fields of strings.Fields with every comma a space) and
// how many fields it has, counting no further than 3.
func twoFields(text string) (f [2]string, n int) {
	for w := range strings.FieldsFuncSeq(text, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) {
		if n == 2 {
			return f, 3
		}
		f[n] = w
		n++
	}
	return f, n
}

// salvoMount returns the first of ship i's mounts for the ordnance of
// suffix, other than those of ship i in used, that may fire at p now, or
// -1 and why none may: why the last of its mounts for that ordnance may
// not, which mountRefusal words (the players try many points the rules
// refuse, so the reason is formatted only when asked for).
func (s *State) salvoMount(i int, suffix string, p geom.Vec, used []mountOf) (int, refusal) {
	u := &s.units[i]
	why := refusal{} // noMount
	for j, m := range s.setup.Ships[i].Mounts {
		if !launches(suffix, m.Kind) {
			continue
		}
		reach := mountReach(m)
		arcs := m.Arcs
		if arcs == 0 {
			arcs = geom.Arcs(geom.F, geom.FS, geom.AS, geom.A, geom.AP, geom.FP)
		}
		sh := manoeuvre.Shot{From: u.motion, To: manoeuvre.Motion{Pos: p}}
		why.mount = j
		switch why.why = s.mountIdle(i, j, used); {
		case why.why != noMount:
		case u.motion.Pos.Dist(p) > reach:
			why.why = tooFar
		case !sh.Bears(arcs):
			why.why = noArc
		default:
			return j, refusal{}
		}
	}
	return -1, why
}

// mountIdle returns why ship i's mount j may not fire this turn wherever
// its ordnance is placed: it is among the mounts used, not ready, empty
// or knocked out; noMount when none of these holds.
func (s *State) mountIdle(i, j int, used []mountOf) int {
	u := &s.units[i]
	m := s.setup.Ships[i].Mounts[j]
	switch {
	case slices.Contains(used, mountOf{i, j}):
		return allUsed
	case m.Kind == PlasmaBolt && s.turn < u.ready[j]:
		return notReady
	case m.Kind != PlasmaBolt && u.ammo[j] < 1:
		return empty
	case u.ship.Systems[m.System].Destroyed:
		return knockedOut
	}
	return noMount
}

// refusal is why no mount of a ship may fire an ordnance line (salvoMount):
// one of the reasons below, about the ship's mount of that index.
type refusal struct{ why, mount int }

// The reasons of a refusal.
const (
	noMount = iota
	allUsed
	notReady
	empty
	knockedOut
	tooFar
	noArc
)

// mountRefusal words why salvoMount refused ship i's ordnance line of
// suffix at p.
func (s *State) mountRefusal(i int, suffix string, p geom.Vec, r refusal) string {
	u := &s.units[i]
	word := ordnanceWord(suffix)
	switch r.why {
	case allUsed:
		return "every " + word + " mount that could fire has its order"
	case notReady:
		return fmt.Sprintf("its plasma bolt launchers fired last turn and are ready on turn %d", u.ready[r.mount])
	case empty:
		return "its " + word + " mounts are empty"
	case knockedOut:
		return "its " + word + " mounts are knocked out"
	case tooFar:
		return fmt.Sprintf("the point is %.1f MU away, beyond %v MU", u.motion.Pos.Dist(p), mountReach(s.setup.Ships[i].Mounts[r.mount]))
	case noArc:
		return "no " + word + " mount's arcs hold the point"
	}
	switch suffix {
	case salvoSuffix:
		return "it has no salvo rack or launcher"
	case missileSuffix:
		return "it has no heavy missile"
	case plasmaSuffix:
		return "it has no plasma bolt launcher"
	}
	return ""
}

// mountReach returns how far in MU from its ship an ordnance mount may
// place its ordnance.
func mountReach(m Mount) float64 {
	switch {
	case m.Extended:
		return ExtendedSalvoRange
	case m.Kind == PlasmaBolt:
		return PlasmaRange
	}
	return SalvoRange
}

// placeSalvos fires the ordnance ordered, taking the ammunition of
// salvos and heavy missiles and reloading plasma bolt launchers. A ship
// whose movement order withholds its ordnance (withheld) fires none: its
// lines are logged and its magazines and launchers kept.
func (s *State) placeSalvos(read []sideOrders, emit game.Emit) []salvo {
	var out []salvo
	for _, r := range read {
		for _, sv := range r.salvos {
			u := &s.units[sv.ship]
			if why := s.withheld(sv.ship, r.ship(sv.ship)); why != "" { // W109, W112
				if emit != nil {
					s.event(emit, "ordnance", fmt.Sprintf("%s's %s is not fired: %s", s.name(sv.ship), sv.kind, why), nil)
				}
				continue
			}
			what := "a salvo"
			switch sv.kind {
			case PlasmaBolt:
				u.ready[sv.mount] = s.turn + 2
				u.bolts++
				what = fmt.Sprintf("a class-%d plasma bolt", s.setup.Ships[sv.ship].Mounts[sv.mount].Class)
			case HeavyMissile:
				u.ammo[sv.mount]--
				what = "a " + s.ordnanceName(sv)
				if s.advanced(sv) {
					what = "an " + s.ordnanceName(sv)
				}
			default:
				u.ammo[sv.mount]--
			}
			u.fired.count(sv.kind, s.turn)
			sv.id = len(out)
			out = append(out, sv)
			if emit != nil {
				s.event(emit, "ordnance", fmt.Sprintf("%s places %s at %s", s.name(sv.ship), what, pos(sv.at)), nil)
			}
		}
	}
	return out
}

// withheld returns why ship i fires no ordnance this turn under its
// movement order o, "" when it may: the order engages its FTL drive and
// the ship can carry it out (the warm-up of RULINGS A8, reading W109, from
// rules version 7), or, from rules version 8, it makes a Short-Range Jump
// the ship can carry out (ft-advanced-manoeuvres.txt "Short-Range Jump":
// no weapons but defensive ones on the turn of the jump, reading W112).
// The ordnance phase comes before the jump, so the written order decides:
// a jump whose drive then fails to engage (W47) has fired nothing.
func (s *State) withheld(i int, o shipOrder) string {
	switch {
	case s.warmingUp(i, o):
		return "its FTL drive is engaged this turn (RULINGS A8: no offensive fire while it warms up)"
	case s.version >= 8 && s.jumping(i, o):
		return "it makes a Short-Range Jump this turn (no weapons but point defence on the turn of the jump)"
	}
	return ""
}

// advanced reports whether sv is an advanced heavy missile (W39).
func (s *State) advanced(sv salvo) bool {
	return sv.kind == HeavyMissile && s.setup.Ships[sv.ship].Mounts[sv.mount].Advanced
}

// ordnanceName names a salvo or heavy missile for the log: "salvo", "heavy
// missile" or "advanced heavy missile".
func (s *State) ordnanceName(sv salvo) string {
	switch {
	case s.advanced(sv):
		return "advanced heavy missile"
	case sv.kind == HeavyMissile:
		return "heavy missile"
	case sv.kind == PlasmaBolt:
		return "plasma bolt"
	}
	return "salvo"
}

// ordnanceAttack is the ordnance that attacks one ship in the strike.
type ordnanceAttack struct {
	salvos, heavy int
	from          []int // the ships that launched its salvos and heavy missiles (eclipse.go)
	advanced      int   // advanced heavy missiles (W39)
	kills         []int // missiles intercepting fighters shot down from each of its salvos
	bolts         []int // indexes of the plasma bolts whose blast covers it
	// where each of its salvos, heavy missiles and advanced heavy missiles
	// was placed, the way it comes at the ship (aft.go)
	salvoAt, heavyAt, advancedAt []geom.Vec
}

// homeSalvos returns, for each battle ship, the ordnance that attacks it
// after movement: the salvos and heavy missiles homing on it, and the
// plasma bolts whose blast covers it.
func (s *State) homeSalvos(salvos []salvo, emit game.Emit) map[int]*ordnanceAttack {
	out := map[int]*ordnanceAttack{}
	at := func(i int) *ordnanceAttack {
		if out[i] == nil {
			out[i] = &ordnanceAttack{}
		}
		return out[i]
	}
	for k, sv := range salvos {
		if sv.kind == PlasmaBolt {
			var hit []string
			for j := range s.units {
				if s.inBattle(j) && s.units[j].motion.Pos.Dist(sv.at) <= PlasmaBlast {
					at(j).bolts = append(at(j).bolts, k)
					hit = append(hit, s.name(j))
				}
			}
			what := "catches no ship"
			if len(hit) > 0 {
				what = "catches " + strings.Join(hit, ", ")
			}
			if emit != nil {
				s.event(emit, "ordnance", fmt.Sprintf("the plasma bolt of %s bursts at %s and %s", s.name(sv.ship), pos(sv.at), what), nil)
			}
			continue
		}
		word := s.ordnanceName(sv)
		best, bd := s.homeOn(sv)
		if best < 0 {
			if emit != nil {
				s.event(emit, "ordnance", fmt.Sprintf("the %s of %s at %s finds no enemy within %s and is lost", word, s.name(sv.ship), pos(sv.at), s.lockOnText(sv)), nil)
			}
			continue
		}
		if a := at(best); sv.kind == HeavyMissile && s.advanced(sv) {
			a.advanced++
			a.advancedAt = append(a.advancedAt, sv.at)
		} else if sv.kind == HeavyMissile {
			a.heavy++
			a.heavyAt = append(a.heavyAt, sv.at)
		} else {
			a.salvos++
			a.kills = append(a.kills, sv.kills)
			a.salvoAt = append(a.salvoAt, sv.at)
		}
		at(best).from = append(at(best).from, sv.ship)
		if emit != nil {
			s.event(emit, "ordnance", fmt.Sprintf("the %s of %s at %s homes on %s, %.1f MU away", word, s.name(sv.ship), pos(sv.at), s.name(best), bd), nil)
		}
	}
	return out
}
