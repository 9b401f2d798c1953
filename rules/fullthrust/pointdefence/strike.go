package pointdefence

import (
	"errors"
	"fmt"
	"slices"

	"github.com/broadside/broadside/rules/fullthrust"
)

// Strike is one turn of missile and fighter combat around a group of
// defending ships: each ship, how it commits its point defence, and the
// attackers aimed at each ship. A Strike is plain data and is never changed
// by the functions that read it.
type Strike struct {
	Ships   []fullthrust.Ship // the defending ships
	Defence []Defence         // how each ship defends, parallel to Ships; missing entries commit nothing
	Raids   []Raid            // the attackers aimed at each ship, at most one Raid per ship
	// Eclipses are the ships eclipsing others, under either procedure (see
	// Eclipsing, and classiceclipse.go for the classic lock-on). An
	// eclipser may lend PDS to the ship it eclipses with a Cover without an
	// ADFC.
	Eclipses []Eclipsing
}

// Defence is how one ship commits its point defence for the turn (the 2015
// text's area defence allocation, "ADFC ... decide which other ships they
// will protect"), made before any attack resolves. The zero value commits
// nothing; [DefaultDefence] commits everything to the ship itself.
type Defence struct {
	B1          int // Beam-1 batteries firing as point defence; own ship only
	K1          int // K-1 guns firing as point defence (a B1 die, RULINGS B2.2); own ship only
	PDS         int // PDS kept for the ship's own defence
	ADS         int // ADS kept for the ship's own defence
	Scatterguns int // scatterguns fired; never mixed with B1, K-1, PDS, ADS or grapeshot
	Grapeshot   int // grapeshot fired (4 PDS dice each, RULINGS B2.2)

	Cover  []Cover // PDS and ADS lent through ADFC to other ships
	Screen []Group // screening fighter groups adding to the ship's defence
	// AADFC marks the ship's ADFC as advanced: one working AADFC covers any
	// number of ships (RULINGS A7), so Cover may list more ships than the
	// ship has ADFC systems.
	AADFC bool
}

// Cover lends point defence through the ship's ADFC to another ship (one
// ship per ADFC system; B1 never).
type Cover struct {
	Ship int  // index of the covered ship in Strike.Ships
	PDS  int  // PDS lent
	ADS  int  // ADS lent
	Far  bool // the covered ship is 6-12 MU away: an ADS then gives 1 die, not 2
	// Scatterguns are scatterguns lent in ADFC mode (RULINGS A7; W120;
	// classic procedure only), through their own built-in ADFC: each
	// engages the covered ship's attackers as its own scattergun would, and
	// a 1 on its die also does 1 damage to the covered ship. They are
	// one-shot, spent when they fire.
	Scatterguns int
	// Eclipse marks PDS an eclipser turns on the attackers of the ship it
	// eclipses "as if it were the fighter target" (ft-advanced-manoeuvres.txt
	// "Eclipsing"): such a cover needs no ADFC, under either procedure.
	Eclipse bool
}

// DefaultDefence commits every working B1, K-1, PDS and ADS of the ship to
// its own defence, and fires no scattergun or grapeshot.
func DefaultDefence(s fullthrust.Ship) Defence {
	return Defence{B1: s.Count(fullthrust.Beam), K1: s.Count(fullthrust.KGun), PDS: s.Count(fullthrust.PDS), ADS: s.Count(fullthrust.ADS)}
}

// Raid is every missile and fighter aimed at one ship this turn.
type Raid struct {
	Target        int        // index of the attacked ship in Strike.Ships
	Groups        []Attacker // fighter groups making attack runs or assisting
	Heavy         int        // heavy missiles
	AdvancedHeavy int        // advanced heavy missiles: one band lower ("Heavy missiles")
	Salvos        int        // salvo missile salvos
	Plasma        []Bolt     // plasma bolts whose blast covers the ship
	// SalvoKills are the missiles fighters shot down from each of the
	// first salvos when they intercepted them in space (Continuum §8.12),
	// 0-5 each: under the classic procedure they count with the point
	// defence's kills against that salvo's lock-on, under the 2015 one
	// they come off that salvo's hits. Salvos caught in a plasma blast are
	// the raid's last, so they take the kills listed last. Nil when no
	// salvo was intercepted.
	SalvoKills []int
	// Aft marks the attackers that come at the ship from its aft arc at
	// the strike, which its K-1 may not engage (RULINGS A7). The zero value,
	// no bearings (as in strike files), leaves every attacker engageable.
	Aft Aft
}

// Aft marks a raid's attackers in the defending ship's aft arc: a K-1 used
// as point defence may not engage them (RULINGS A7). Under the classic
// procedure a K-1 engages only attackers not marked; under the 2015
// procedure the K-1 adds its dice to the point defence level only when no
// attacker of the raid is marked (reading W115 of the battle rulings).
// Each list may be shorter than the attackers it describes (nil included):
// an attacker beyond its end is not marked.
type Aft struct {
	Groups []bool // parallel to Raid.Groups
	Heavy  []bool // the heavy missiles, then the advanced heavy missiles
	Salvos []bool // one a salvo
}

// marked reports whether entry k of list is true.
func marked(list []bool, k int) bool { return k < len(list) && list[k] }

// any reports whether an attacker of raid r, after the missiles plasma
// blasts catch (caughtMissiles), is marked.
func (a Aft) any(r *Raid) bool {
	for g := range r.Groups {
		if marked(a.Groups, g) {
			return true
		}
	}
	for k := range r.Heavy + r.AdvancedHeavy {
		if marked(a.Heavy, k) {
			return true
		}
	}
	for k := range r.Salvos {
		if marked(a.Salvos, k) {
			return true
		}
	}
	return false
}

// Attacker is a fighter group in a raid. A group with Assists set does not
// roll: it lowers the band of the named group of the same attack by one
// ("Fighter assistance").
type Attacker struct {
	Group
	Assists string // name of the group it assists; "" when it attacks itself
}

// MaxBoltClass is the largest class of a plasma bolt in a strike: the
// largest launcher's (a battle's launchers are class 1-6, and a bolt only
// loses class in flight). It bounds the work of a bolt's exact odds and of
// the classic allocation, which size their tables by the class: a bolt of
// class 10^9 in a strike file of 150 bytes asked for 32 GB.
const MaxBoltClass = 6

// Bolt is a plasma bolt of class 1 to MaxBoltClass. Bolts with the same ID in several
// raids are one bolt whose blast covers several ships; with
// Options.PlasmaOneDie they share one to-hit die.
//
// A blast also catches fighters and missiles (RULINGS A7): Fighters names
// the raid's groups inside it, each losing one D6 fighters per class;
// Salvos, Heavy and AdvancedHeavy are how many of the raid's salvos, heavy
// and advanced heavy missiles it catches, which are destroyed before they
// attack. A missile is listed in one blast at most.
type Bolt struct {
	Class int
	ID    string

	Fighters      []string // names of the raid's groups caught in the blast
	Salvos        int      // the raid's salvos caught in the blast
	Heavy         int      // the raid's heavy missiles caught in the blast
	AdvancedHeavy int      // the raid's advanced heavy missiles caught in the blast
}

// empty reports whether the attack has no attacker at all.
func (a Raid) empty() bool {
	return len(a.Groups) == 0 && a.Heavy == 0 && a.AdvancedHeavy == 0 && a.Salvos == 0 && len(a.Plasma) == 0
}

// SetupError is one problem with a Strike, placed so that a strike-file
// loader can point at it: the defending ship or attack concerned (-1 when
// none), a group within it (-1 when none) and the field at fault, spelt as
// in strike files.
type SetupError struct {
	Ship  int    // index into Strike.Ships/Defence, or -1
	Raid  int    // index into Strike.Raids, or -1
	Group int    // index into Defence.Screen or Raid.Groups, or -1
	Cover int    // index into Defence.Cover, or -1
	Field string // such as "scatterguns", "assists" or "" for the entry itself
	Msg   string
}

// Error returns the message with the package prefix.
func (e *SetupError) Error() string { return "fullthrust: " + e.Msg }

// FieldName returns the field at fault, for positioned errors.
func (e *SetupError) FieldName() string { return e.Field }

// ErrSetup is wrapped by every *SetupError through [Strike.Validate]'s
// result, so errors.Is(err, ErrSetup) tells a bad setup.
var ErrSetup = errors.New("fullthrust: invalid strike")

// Validate reports every problem with the strike: an invalid ship, a
// defence committing more than the ship has, lending without ADFC, B1 or
// scatterguns mixed with other point defence (2015 text: "Scatterguns
// cannot be mixed with B1 or PDS"), fighters that cannot screen or assist,
// a bad assist, or a target attacked twice. The error is nil or joins one
// *SetupError per problem, and errors.Is(err, ErrSetup) holds.
func (s Strike) Validate() error {
	var errs []error
	add := func(e SetupError) { errs = append(errs, &e) }
	ship := func(i int, field, format string, a ...any) {
		add(SetupError{Ship: i, Raid: -1, Group: -1, Cover: -1, Field: field, Msg: fmt.Sprintf(format, a...)})
	}
	if len(s.Defence) > len(s.Ships) {
		ship(-1, "", "%d defences for %d ships", len(s.Defence), len(s.Ships))
	}
	lent := make([]int, len(s.Ships)) // dice lent to each ship
	for i, sh := range s.Ships {
		if err := sh.Validate(); err != nil {
			ship(i, "", "%s", err.Error()[len("fullthrust: "):])
		}
	}
	for i := range s.Defence {
		if i >= len(s.Ships) {
			break
		}
		sh, d := s.Ships[i], s.Defence[i]
		for _, c := range []struct {
			field     string
			used, has int
		}{
			{"b1", d.B1, sh.Count(fullthrust.Beam)}, {"k1", d.K1, sh.Count(fullthrust.KGun)},
			{"scatterguns", d.Scatterguns, sh.Count(fullthrust.Scattergun)}, {"grapeshot", d.Grapeshot, sh.Count(fullthrust.Grapeshot)},
		} {
			if c.used < 0 || c.used > c.has {
				ship(i, c.field, "%s commits %d %s but has %d working", sh.Name, c.used, c.field, c.has)
			}
		}
		pds, ads, scatter := d.PDS, d.ADS, d.Scatterguns
		seen := map[int]bool{}
		for j, c := range d.Cover {
			cover := func(field, format string, a ...any) {
				add(SetupError{Ship: i, Raid: -1, Group: -1, Cover: j, Field: field, Msg: fmt.Sprintf(format, a...)})
			}
			pds += c.PDS
			ads += c.ADS
			scatter += c.Scatterguns
			switch {
			case c.Ship < 0 || c.Ship >= len(s.Ships):
				cover("ship", "%s covers ship %d, which is not in the strike", sh.Name, c.Ship)
			case c.Ship == i:
				cover("ship", "%s covers itself; its own point defence needs no ADFC", sh.Name)
			case seen[c.Ship]:
				cover("ship", "%s covers %s twice", sh.Name, s.Ships[c.Ship].Name)
			default:
				lent[c.Ship] += c.PDS + c.ADS
			}
			seen[c.Ship] = true
			if c.PDS < 0 || c.ADS < 0 || c.Scatterguns < 0 {
				cover("pds", "%s lends a negative number of systems", sh.Name)
			}
		}
		if n, has := s.adfcCovers(i), sh.Count(fullthrust.ADFC); n > has && !(d.AADFC && has > 0) {
			ship(i, "cover", "%s covers %d ships but has %d working ADFC", sh.Name, n, sh.Count(fullthrust.ADFC))
		}
		if scatter > d.Scatterguns && scatter > sh.Count(fullthrust.Scattergun) { // with some lent: own ones alone are checked above
			ship(i, "scatterguns", "%s commits %d scatterguns (fired and lent) but has %d working", sh.Name, scatter, sh.Count(fullthrust.Scattergun))
		}
		if pds < 0 || pds > sh.Count(fullthrust.PDS) {
			ship(i, "pds", "%s commits %d PDS (kept and lent) but has %d working", sh.Name, pds, sh.Count(fullthrust.PDS))
		}
		if ads < 0 || ads > sh.Count(fullthrust.ADS) {
			ship(i, "ads", "%s commits %d ADS (kept and lent) but has %d working", sh.Name, ads, sh.Count(fullthrust.ADS))
		}
		for g, grp := range d.Screen {
			scr := func(format string, a ...any) {
				add(SetupError{Ship: i, Raid: -1, Group: g, Cover: -1, Field: "", Msg: fmt.Sprintf(format, a...)})
			}
			if err := grp.validate(); err != nil {
				scr("screening %s", err)
			} else if !grp.Type.CanScreen() {
				scr("screening group %q: %s fighters cannot screen", grp.Name, grp.Type)
			}
		}
	}
	for i := range s.Defence {
		if i >= len(s.Ships) {
			break
		}
		d := s.Defence[i]
		if d.Scatterguns > 0 && d.B1+d.K1+d.PDS+d.ADS+d.Grapeshot+lent[i] > 0 {
			ship(i, "scatterguns", "%s fires scatterguns with B1 or PDS; scatterguns cannot be mixed with them", s.Ships[i].Name)
		}
	}
	errs = append(errs, s.validateEclipses()...)
	attacked := map[int]int{}
	for a, at := range s.Raids {
		errs = append(errs, at.validate(a, s.Ships, attacked)...)
	}
	if len(errs) == 0 {
		return nil
	}
	return errors.Join(append([]error{ErrSetup}, errs...)...)
}

// validate checks one raid.
func (at Raid) validate(a int, ships []fullthrust.Ship, attacked map[int]int) []error {
	var errs []error
	bad := func(g int, field, format string, args ...any) {
		errs = append(errs, &SetupError{Ship: -1, Raid: a, Group: g, Cover: -1, Field: field, Msg: fmt.Sprintf(format, args...)})
	}
	if at.Target < 0 || at.Target >= len(ships) {
		bad(-1, "target", "raid %d aims at ship %d, which is not in the strike", a+1, at.Target)
		return errs
	}
	name := ships[at.Target].Name
	if prev, ok := attacked[at.Target]; ok {
		bad(-1, "target", "%s is attacked twice (raids %d and %d); put every attacker in one raid", name, prev+1, a+1)
	}
	attacked[at.Target] = a
	if at.Heavy < 0 || at.AdvancedHeavy < 0 || at.Salvos < 0 {
		bad(-1, "", "attack on %s has a negative number of missiles", name)
	}
	if len(at.SalvoKills) > max(at.Salvos, 0) {
		bad(-1, "salvo_kills", "attack on %s lists intercepted kills for %d salvos but has %d", name, len(at.SalvoKills), at.Salvos)
	}
	for k, n := range at.SalvoKills {
		if n < 0 || n > 5 {
			bad(-1, "salvo_kills", "salvo %d on %s has %d missiles intercepted; 0-5 (a salvo with 6 shot down is gone)", k+1, name, n)
		}
	}
	index := map[string]int{}
	for g, grp := range at.Groups {
		if err := grp.validate(); err != nil {
			bad(g, "", "%s", err)
		}
		if grp.Name == "" {
			bad(g, "name", "every attacking group needs a name")
		} else if _, dup := index[grp.Name]; dup {
			bad(g, "name", "two groups attacking %s are named %q", name, grp.Name)
		}
		index[grp.Name] = g
	}
	var salvos, heavy, adv int
	for k, b := range at.Plasma {
		if b.Class < 1 || b.Class > MaxBoltClass {
			bad(k, "plasma", "plasma bolt %d on %s has class %d; a bolt has class 1-%d", k+1, name, b.Class, MaxBoltClass)
		}
		if b.Salvos < 0 || b.Heavy < 0 || b.AdvancedHeavy < 0 {
			bad(k, "plasma", "plasma bolt %d on %s catches a negative number of missiles", k+1, name)
		}
		salvos, heavy, adv = salvos+b.Salvos, heavy+b.Heavy, adv+b.AdvancedHeavy
		seen := map[string]bool{}
		for _, f := range b.Fighters {
			if _, ok := index[f]; !ok {
				bad(k, "plasma", "plasma bolt %d catches group %q, which is not attacking %s", k+1, f, name)
			} else if seen[f] {
				bad(k, "plasma", "plasma bolt %d catches group %q twice", k+1, f)
			}
			seen[f] = true
		}
	}
	if salvos > at.Salvos || heavy > at.Heavy || adv > at.AdvancedHeavy {
		bad(-1, "", "plasma bolts on %s catch more missiles than attack it", name)
	}
	for g, grp := range at.Groups {
		if grp.Assists == "" {
			continue
		}
		t, ok := index[grp.Assists]
		switch {
		case !grp.Type.CanAssist():
			bad(g, "assists", "group %q: interceptors cannot assist", grp.Name)
		case !ok:
			bad(g, "assists", "group %q assists %q, which is not attacking %s", grp.Name, grp.Assists, name)
		case t == g:
			bad(g, "assists", "group %q cannot assist itself", grp.Name)
		case at.Groups[t].Assists != "":
			bad(g, "assists", "group %q assists %q, which is itself assisting", grp.Name, grp.Assists)
		}
	}
	return errs
}

// adfcCovers returns the covers of ship i that need an ADFC: all but those
// to a ship it eclipses.
func (s Strike) adfcCovers(i int) int {
	n := 0
	for _, c := range s.Defence[i].Cover {
		if c.PDS+c.ADS == 0 && c.Scatterguns > 0 {
			continue // scatterguns alone: their own built-in ADFC (W120)
		}
		if !c.Eclipse && !slices.ContainsFunc(s.Eclipses, func(e Eclipsing) bool { return e.Eclipser == i && e.Eclipsed == c.Ship }) {
			n++
		}
	}
	return n
}

// validateEclipses checks the eclipses: real, distinct ships, a BDI of
// 0-100, at most one eclipse per pair and no ship both eclipsing and
// eclipsed.
func (s Strike) validateEclipses() []error {
	var errs []error
	bad := func(i int, format string, a ...any) {
		errs = append(errs, &SetupError{Ship: i, Raid: -1, Group: -1, Cover: -1, Field: "eclipses", Msg: fmt.Sprintf(format, a...)})
	}
	seen := map[[2]int]bool{}
	for _, e := range s.Eclipses {
		n := len(s.Ships)
		switch {
		case e.Eclipser < 0 || e.Eclipser >= n || e.Eclipsed < 0 || e.Eclipsed >= n:
			bad(-1, "an eclipse names a ship that is not in the strike")
			continue
		case e.Eclipser == e.Eclipsed:
			bad(e.Eclipser, "%s cannot eclipse itself", s.Ships[e.Eclipser].Name)
		case seen[[2]int{e.Eclipser, e.Eclipsed}]:
			bad(e.Eclipser, "%s eclipses %s twice", s.Ships[e.Eclipser].Name, s.Ships[e.Eclipsed].Name)
		case e.BDI < 0 || e.BDI > 100:
			bad(e.Eclipser, "%s eclipses with a BDI of %d%%; a BDI is 0-100", s.Ships[e.Eclipser].Name, e.BDI)
		}
		seen[[2]int{e.Eclipser, e.Eclipsed}] = true
		if slices.ContainsFunc(s.Eclipses, func(f Eclipsing) bool { return f.Eclipsed == e.Eclipser }) {
			bad(e.Eclipser, "%s both eclipses and is eclipsed", s.Ships[e.Eclipser].Name)
		}
	}
	if len(errs) > 0 {
		return errs
	}
	count := map[int]int{}
	for _, e := range s.Eclipses {
		count[e.Eclipsed]++
		if count[e.Eclipsed] > 3 {
			bad(e.Eclipsed, "%s is eclipsed by more than three ships", s.Ships[e.Eclipsed].Name)
		}
	}
	return errs
}

// ValidateFor is [Strike.Validate] and what the procedure of opt allows besides:
// scatterguns lent in ADFC mode only under the classic procedure (W120;
// the 2015 text's scattergun is four PDS dice with no ADFC mode).
func (s Strike) ValidateFor(opt fullthrust.Options) error {
	if err := s.Validate(); err != nil {
		return err
	}
	if opt.Procedure == fullthrust.Classic {
		return nil
	}
	var errs []error
	for i, d := range s.Defence {
		for j, c := range d.Cover {
			if c.Scatterguns > 0 && i < len(s.Ships) {
				errs = append(errs, &SetupError{Ship: i, Raid: -1, Group: -1, Cover: j, Field: "scatterguns",
					Msg: fmt.Sprintf("%s lends scatterguns in ADFC mode, which only the classic procedure has", s.Ships[i].Name)})
			}
		}
	}
	if len(errs) == 0 {
		return nil
	}
	return errors.Join(append([]error{ErrSetup}, errs...)...)
}
