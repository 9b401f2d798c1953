package spacefleet

import (
	"github.com/broadside/broadside/agent"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// Tactical is the Space Fleet computer player. In any other game it plays
// like [agent.Random]. It sees only what its side's sensors show: enemy ships it
// has not fully detected count for it only as counters at their positions,
// and dummy counters look like real ones. Create one with [NewTactical];
// it is not safe for concurrent use.
type Tactical struct {
	src      *rng.Stream
	fallback *agent.Random
	buf      []game.Action
	contacts []contact
	// alloc holds the expected hits this player has already declared
	// against each target (ships first, then salvoes) in the current fire
	// step, which is identified by stamp.
	alloc []float64
	stamp [3]int
}

// contact is an enemy as the player sees it.
type contact struct {
	pos    geom.Hex
	facing geom.Dir
	ship   int  // the ship, when fully detected; −1 for a counter
	known  bool // fully detected: type, facing and condition known
}

// NewTactical returns a tactical player drawing its tie-breaks from its own
// stream seeded with seed.
func NewTactical(seed rng.Seed) *Tactical {
	return &Tactical{src: rng.New(seed), fallback: agent.NewRandom(seed.Derive("fallback", 0))}
}

// Reset reseeds the player in place, without allocating.
func (t *Tactical) Reset(seed rng.Seed) {
	t.src.Reset(seed)
	t.fallback.Reset(seed.Derive("fallback", 0))
	t.stamp = [3]int{}
}

// Choose returns the tactical player's action for player p.
func (t *Tactical) Choose(g game.State, p game.Player) (game.Action, error) {
	st, ok := g.(*spacefleet.State)
	if !ok {
		return t.fallback.Choose(g, p)
	}
	t.see(st, int(p))
	var a game.Action
	var found bool
	switch st.Phase() {
	case spacefleet.PhaseMove:
		a, found = t.move(st, p)
	case spacefleet.PhaseFire:
		a, found = t.fire(st, p)
	case spacefleet.PhaseIntercept:
		a, found = t.intercept(st, p)
	case spacefleet.PhaseLaunch:
		a, found = t.launch(st, p)
	case spacefleet.PhaseSalvos:
		a, found = t.steer(st, p)
	case spacefleet.PhaseStrike:
		a, found = t.strike(st, p)
	case spacefleet.PhaseDummies:
		a, found = t.dummy(st, p)
	}
	if !found {
		if st.Phase() == spacefleet.PhaseMove {
			return t.fallback.Choose(g, p)
		}
		return spacefleet.DoneAction(p), nil
	}
	return a, nil
}

// see lists the enemies side sees: fully detected ships as themselves,
// ship counters at their places, one counter for each squadron seen only
// as a squadron (on its leader), and enemy dummy counters.
func (t *Tactical) see(st *spacefleet.State, side int) {
	t.contacts = t.contacts[:0]
	sensors := st.Options().Sensors
	lastSquad := -1
	for i := range st.NumShips() {
		if st.Side(i) == side || !st.Active(i) {
			continue
		}
		lvl := spacefleet.Full
		if sensors {
			lvl = st.Detected(game.Player(side), i)
		}
		switch lvl {
		case spacefleet.Full:
			t.contacts = append(t.contacts, contact{pos: st.Pos(i), facing: st.Facing(i), ship: i, known: true})
		case spacefleet.ShipCounter:
			t.contacts = append(t.contacts, contact{pos: st.Pos(i), ship: -1})
		default:
			// The squadron counter stands on the squadron's first ship in
			// the battle, which is the first met here.
			if q := st.Squadron(i); q != lastSquad {
				lastSquad = q
				t.contacts = append(t.contacts, contact{pos: st.Pos(i), ship: -1})
			}
		}
	}
	for k := range st.NumDummies() {
		pos, s, gone, _ := st.Dummy(k)
		if !gone && s != side {
			t.contacts = append(t.contacts, contact{pos: pos, ship: -1})
		}
	}
}

// nearest returns the index in t.contacts of the contact nearest h, or −1.
func (t *Tactical) nearest(h geom.Hex) int {
	best, bestD := -1, 1<<30
	for k := range t.contacts {
		if d := t.contacts[k].pos.Distance(h); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// retreating reports whether ship i should leave the battle: crippled, or
// without shields and one damage result from destruction, or without
// shields and weapons.
func retreating(st *spacefleet.State, i int) bool {
	if st.Crippled(i) {
		return true
	}
	if st.Shields(i) > 0 {
		return false
	}
	return st.Damage(i) >= st.Capacity(i)-1 || !st.WeaponsWork(i)
}
