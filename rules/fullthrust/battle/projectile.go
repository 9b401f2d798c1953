package battle

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// The weapons of the ship-fire phase: beam batteries (RULINGS A1, rolled by
// manoeuvre.FireBeams), K-guns and pulse torpedoes (RULINGS A9). A K-gun is
// a system of the record sheet (fullthrust.KGun), hits on the standard
// projectile table (6 MU bands to 30 MU) and scores its class, doubled on a
// second D6 of at most its class; its damage ignores screens and is
// armour-piercing, which the battle applies as penetrating points (reading
// W30). A pulse torpedo is a mount whose box is on the sheet, hits on its
// own table (standard, short or long range), and scores 1D6 that ignores
// standard screens and lands on armour first, or semi-armour-piercing with
// the strike option "ordnance: sap", as missile damage does (RULINGS A9,
// B1). Advanced screens take their level off each torpedo damage die and
// off the K-gun's doubling chance (reading W30). A Corkscrew's -1 applies
// to the to-hit die (RULINGS A9), and Extreme Manoeuvres lengthen the
// effective range as for beams.

// weaponKind is what kind of weapon a ship fires.
type weaponKind uint8

const (
	beamWeapon weaponKind = iota
	kgunWeapon
	torpedoWeapon
	scatterWeapon // a scattergun fired at a ship (scatter.go)
)

// weapon is one weapon ship i may fire this turn.
type weapon struct {
	label  string // as written in fire orders and logs: "B3", "K2", "PT"
	kind   weaponKind
	class  int         // a beam's or K-gun's class; 0 for a torpedo
	arcs   geom.ArcSet // the arcs it fires into
	system int         // index of its box in the record sheet's Systems
	band   float64     // a projectile's range band in MU
}

// bandOf returns the width in MU of a torpedo table's range bands.
func bandOf(r TorpedoRange) float64 {
	switch r {
	case ShortRange:
		return fullthrust.ShortBand
	case LongRange:
		return fullthrust.LongBand
	}
	return fullthrust.StandardBand
}

// appendWeapons appends to out ship i's weapons that may fire this turn,
// in the order of its record sheet: its beams less the B1 committed to
// point defence, its working K-guns less the K-1 so committed (reading
// W11), then its working pulse torpedoes in mount order, then its
// scatterguns; and returns the extended slice. With room enough in out it
// allocates nothing; for a nil out it allocates room for them.
func (s *State) appendWeapons(out []weapon, i int) []weapon {
	u := &s.units[i]
	if out == nil {
		n, b1 := len(s.setup.Ships[i].Mounts), 0 // with the guns appendGuns lists
		for si := range u.ship.Systems {
			sys := &u.ship.Systems[si] // read in place, not copied
			switch {
			case sys.Kind == fullthrust.KGun:
				n++
			case sys.Kind == fullthrust.Beam && !sys.Destroyed:
				n++
				if sys.Class == 1 {
					b1++
				}
			}
		}
		out = make([]weapon, 0, n-min(b1, max(0, u.pd.b1)))
	}
	skip := u.pd.b1
	for k := range u.ship.Systems {
		if sys := &u.ship.Systems[k]; fires(sys, fullthrust.Beam, &skip) { // the guns appendGuns lists (firing.go)
			out = append(out, weapon{label: sys.Label(), kind: beamWeapon, class: sys.Class, arcs: sys.FireArcs(), system: k})
		}
	}
	return s.appendScatterguns(s.appendProjectiles(out, i), i)
}

// appendProjectiles appends the K-guns and pulse torpedoes of ship i that
// appendWeapons lists, in its order, to out and returns the extended
// slice: the working K-guns less the K-1 committed to point defence, then
// the working torpedoes in mount order.
func (s *State) appendProjectiles(out []weapon, i int) []weapon {
	u := &s.units[i]
	skip := u.pd.k1
	for k := range u.ship.Systems {
		if sys := &u.ship.Systems[k]; fires(sys, fullthrust.KGun, &skip) { // firing.go
			out = append(out, weapon{label: sys.Label(), kind: kgunWeapon, class: sys.Class, arcs: sys.FireArcs(), system: k, band: fullthrust.StandardBand})
		}
	}
	for _, m := range s.setup.Ships[i].Mounts {
		if m.Kind != PulseTorpedo || u.ship.Systems[m.System].Destroyed {
			continue
		}
		arcs := m.Arcs
		if arcs == 0 {
			arcs = fullthrust.System{}.FireArcs()
		}
		out = append(out, weapon{label: m.Kind.Label(), kind: torpedoWeapon, arcs: arcs, system: m.System, band: bandOf(m.Range)})
	}
	return out
}

// aim is a shot's geometry worked out once for every weapon that might
// fire it: the firing ship's arcs the target lies in, and the effective
// range in MU.
type aim struct {
	sh  manoeuvre.Shot
	in  geom.ArcSet
	eff float64
}

// aimOf works out the geometry of sh.
func aimOf(sh manoeuvre.Shot) aim {
	_, eff := sh.Range()
	return aim{sh: sh, in: sh.ArcsIn(), eff: eff}
}

// reaches reports whether w bears on the target of a and can score at its
// effective range.
func (w weapon) reaches(a aim) bool {
	if !a.sh.BearsIn(a.in, w.arcs) {
		return false
	}
	switch w.kind {
	case beamWeapon:
		return manoeuvre.BeamDice(w.class, a.eff) > 0
	case scatterWeapon:
		return a.eff <= ScattergunRange
	}
	return fullthrust.ProjectileNeed(w.band, a.eff) > 0
}

// die returns the die of projectile w fired in sh.
func (w weapon) die(sh manoeuvre.Shot, adv int) dice.Die {
	_, eff := sh.Range()
	need, mod := fullthrust.ProjectileNeed(w.band, eff), 0
	if sh.Corkscrew {
		mod = -1
	}
	if w.kind == kgunWeapon {
		return fullthrust.KGunDie(w.class, need, mod, adv)
	}
	return fullthrust.TorpedoDie(need, mod, adv)
}

// volley is one ship's fire at one target this turn, rolled.
type volley struct {
	from, to int
	dmg      fullthrust.Damage
}

// fireAt rolls ship i's weapons ws (all bearing and in reach when the
// fire orders were checked) at ship t: the beams together through
// manoeuvre.FireBeams, then each projectile, and sends one event with
// every die unless emit is nil. Extreme Manoeuvres called or made in
// reaction since the check may leave no weapon in reach; the event then
// says so.
func (s *State) fireAt(i, t int, ws []weapon, src rng.Source, emit func(kind, text string, dice []int)) volley {
	sh := s.shot(i, t)
	var gbuf [8]manoeuvre.Gun // more batteries than a ship of the examples fires at one target
	guns := gbuf[:0]
	for _, w := range ws {
		if w.kind == beamWeapon {
			guns = append(guns, manoeuvre.Gun{Name: w.label, Class: w.class, Arcs: w.arcs, System: w.system})
		}
	}
	v := manoeuvre.FireBeams(guns, sh, s.setup.Options, src)
	var faces []int
	var parts []string
	if emit != nil {
		parts = make([]string, 0, len(v.Guns)+len(ws)-len(guns))
		n := 2 * (len(ws) - len(guns)) // the projectiles' throws, a re-roll each
		for _, g := range v.Guns {
			n += len(g.Faces)
		}
		faces = make([]int, 0, n)
		for _, g := range v.Guns {
			faces = append(faces, g.Faces...)
			parts = append(parts, fmt.Sprintf("%s %d dice %v: %d+%d", g.Gun, g.Dice, g.Faces, g.Damage.Normal, g.Damage.Penetrating))
		}
	}
	dmg := v.Damage
	level, advanced := s.units[t].ship.Screens()
	adv := 0
	if advanced {
		adv = level
	}
	_, eff := sh.Range()
	for _, w := range ws {
		if w.kind == beamWeapon || w.kind == scatterWeapon {
			continue
		}
		r := dice.Pool{{Die: w.die(sh, adv), Count: 1}}.Roll(src)
		var d fullthrust.Damage
		switch {
		case w.kind == kgunWeapon:
			d.Penetrating = r.Score
		case s.setup.Options.SAPOrdnance:
			d = fullthrust.Damage{Normal: (r.Score + 1) / 2, Penetrating: r.Score / 2}
		default:
			d.Normal = r.Score
		}
		dmg = dmg.Add(d)
		if emit == nil {
			continue
		}
		var thrown []int
		for _, th := range r.Groups[0].Dice[0].Throws {
			thrown = append(thrown, th.Face)
		}
		faces = append(faces, thrown...)
		parts = append(parts, fmt.Sprintf("%s %d+ %v: %d+%d", w.label, fullthrust.ProjectileNeed(w.band, eff), thrown, d.Normal, d.Penetrating))
	}
	dmg = s.fireScatterguns(i, sh, ws, dmg, src, &faces, &parts, emit != nil)
	if emit == nil {
		return volley{from: i, to: t, dmg: dmg}
	}
	rolled := strings.Join(parts, ", ")
	if rolled == "" { // an evasion made after the fire orders were checked put every weapon out of reach (W58, W94)
		rolled = "no weapon reaches that range"
	}
	emit("fire", fmt.Sprintf("%s fires at %s at %s: %s; %d points (%d penetrating)", s.name(i), s.name(t), rangeText(sh),
		rolled, dmg.Total(), dmg.Penetrating), faces)
	return volley{from: i, to: t, dmg: dmg}
}

// rangeText writes a volley's range for the log: the measured range in
// MU, and when Extreme Manoeuvres of either ship lengthen it (6 MU a
// factor, ft-advanced-manoeuvres.txt "Extreme Manoeuvres"), the effective
// range the dice were read at, so that a reader sees why a battery rolled
// fewer dice than the distance suggests.
func rangeText(sh manoeuvre.Shot) string {
	measured, effective := sh.Range()
	if sh.EM == 0 {
		return fmt.Sprintf("%.1f MU", measured)
	}
	return fmt.Sprintf("%.1f MU (%.1f effective: Extreme Manoeuvres %d)", measured, effective, sh.EM)
}

// WeaponShot is one weapon of a ship that bears on a target within its
// reach, as fire orders name it ("B3", "K2", "PT"), and the mean damage in
// points it would deal the target now.
type WeaponShot struct {
	Label string
	Mean  float64
}

// Bearing returns the weapons of ship i that may fire this turn and bear
// on ship j within their reach, in the order of i's record sheet, each
// with its mean damage against j's screens (re-rolls and doublings
// included, read from the dice definitions). It returns nil when i may
// not fire this turn or either ship is not in the battle. It reads the
// state as it is now: in the fire phase, where movement left the ships.
func (s *State) Bearing(i, j int) []WeaponShot {
	if !s.mayBear(i, j) {
		return nil
	}
	var buf [24]weapon
	return s.bearingWith(i, s.appendWeapons(buf[:0], i), j)
}

// mayBear reports whether ship i may fire at ship j this turn: both are
// in the battle and i fires this turn.
func (s *State) mayBear(i, j int) bool {
	return i >= 0 && j >= 0 && i < len(s.units) && j < len(s.units) && i != j && s.inBattle(i) && s.inBattle(j) && !s.units[i].noFire
}

// bearingWith is Bearing(i, j) for mayBear(i, j), with ship i's weapons
// ws as appendWeapons lists them.
func (s *State) bearingWith(i int, ws []weapon, j int) []WeaponShot {
	level, advanced := s.units[j].ship.Screens()
	sh := s.screenedShot(i, j, level)
	a := aimOf(sh)
	eff := a.eff
	adv, mod := 0, 0
	if advanced {
		adv = level
	}
	if sh.Corkscrew {
		mod = -1
	}
	var reachBuf [24]bool
	reach := reachBuf[:0] // whether each of ws reaches
	n := 0
	for _, w := range ws {
		r := w.kind != scatterWeapon && w.reaches(a) // scatterguns: ScattergunShots
		reach = append(reach, r)
		if r {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]WeaponShot, 0, n)
	for k, w := range ws {
		if !reach[k] {
			continue
		}
		var mean float64
		if w.kind == beamWeapon {
			mean = float64(manoeuvre.BeamDice(w.class, eff)) * manoeuvre.ExpectedBeam(mod, sh.Screen)
		} else {
			d := w.die(sh, adv)
			mean = d.MeanFloat64()
		}
		out = append(out, WeaponShot{Label: w.label, Mean: mean})
	}
	return out
}

// Projectile is one of a ship's K-guns or pulse torpedoes as a computer
// player weighs it when it plans a move: its label in fire orders, its
// class (a K-gun's, 0 for a torpedo), the arcs it fires into and the width
// in MU of its table's range bands (fullthrust.ProjectileNeed).
type Projectile struct {
	Label string
	Class int
	Arcs  geom.ArcSet
	Band  float64
}

// Projectiles returns ship i's working K-guns and pulse torpedoes, in the
// order of its record sheet, less the K-1 committed to point defence this
// turn; nil for an index out of range or a ship not in the battle. Mounts
// and their arcs are on the record sheets both sides know.
func (s *State) Projectiles(i int) []Projectile {
	if i < 0 || i >= len(s.units) || !s.inBattle(i) {
		return nil
	}
	var buf [24]weapon // the K-guns and torpedoes alone, listed on the stack
	var out []Projectile
	for _, w := range s.appendProjectiles(buf[:0], i) {
		out = append(out, Projectile{Label: w.label, Class: w.class, Arcs: w.arcs, Band: w.band})
	}
	return out
}

// FreeFireControls returns the fire controls ship i may direct ship fire
// with this turn: its working ones less those its salvos use.
func (s *State) FreeFireControls(i int) int {
	if i < 0 || i >= len(s.units) {
		return 0
	}
	return max(0, s.fireControls(i)-s.units[i].fcUsed)
}
