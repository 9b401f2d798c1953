package fullthrust

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// The first movement orders of a battle. Every Monte Carlo trial of a
// setup (lab.FTBattles, the command line's --trials) starts from the same
// state, since no die is rolled before the first turn, and a tactical
// player reused from one trial to the next would plan the same first
// orders each time. The player keeps the orders it wrote for the last few
// openings (battle.Opening) and writes them again without planning.
//
// What the first orders depend on: the state (its opening), the side, and
// the player's settings (its doctrine, the fighter skills it leaves out,
// the planner's look-ahead weight, exactness switches and coarse scans;
// which ships it scans by the scan of ships with ordnance, Planner.fine, it
// derives from the state). It remembers nothing of a battle: the enemy's
// spent ordnance it reads from the views' counts (battle_spent.go); its
// reach tables and aim rankings
// (Tables, aimer.kept) are pure functions of their keys, kept only to save
// work; every other field is storage for one call. TestOpeningsPlayAsFresh
// checks that battles played by reused players come out as those played by
// fresh ones.

// openingsKept is how many openings a battle player keeps the first
// orders of: a few setups played in turn, never more.
const openingsKept = 4

// openingKey is everything a battle player's first movement orders
// depend on.
type openingKey struct {
	at       battle.Opening
	side     game.Player
	doc      Doctrine
	off      airSkill
	ahead    float64
	exact    bool
	scan     int
	ordnance int
	full     bool
}

// openings holds the first orders a battle player wrote for up to
// openingsKept openings, the oldest replaced first.
type openings struct {
	keys  [openingsKept]openingKey
	texts [openingsKept]string
	n     int // entries held
	next  int // the entry the next new opening replaces
}

// openingKey returns the key of side p's first orders in a battle at
// opening at.
func (b *BattlePlayer) openingKey(at battle.Opening, p game.Player) openingKey {
	return openingKey{at: at, side: p, doc: b.Doctrine, off: b.off, ahead: b.pl.ahead, exact: b.pl.exact, scan: b.pl.scan, ordnance: b.pl.ordnance, full: b.pl.full}
}

// find returns the orders kept for k and whether there were any.
func (o *openings) find(k openingKey) (string, bool) {
	for i := range o.n {
		if o.keys[i] == k {
			return o.texts[i], true
		}
	}
	return "", false
}

// add keeps text as the orders for k, in place of the oldest kept when
// openingsKept are held.
func (o *openings) add(k openingKey, text string) {
	o.keys[o.next], o.texts[o.next] = k, text
	o.next = (o.next + 1) % openingsKept
	o.n = min(o.n+1, openingsKept)
}
