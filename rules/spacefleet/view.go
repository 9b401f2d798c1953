package spacefleet

import (
	"cmp"
	"slices"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
)

// View is what one player sees of the battle (DESIGN.md, core idea 7): his
// own ships in full; enemy ships only as far as his sensors detect them
// under the limited sensors rule (full ships, anonymous ship counters or
// squadron counters, dummies indistinguishable from real counters); only
// the minefields he knows of; only his own fire declarations before they
// are resolved. It never holds the seed or the random state. It marshals
// to JSON.
type View struct {
	Player  int      `json:"player"` // the viewer, −1 for a spectator
	Turn    int      `json:"turn"`
	Phase   Phase    `json:"phase"`
	Step    string   `json:"step,omitempty"` // the class firing, in the fire phase
	Waiting []int    `json:"waiting"`        // the players the battle waits for
	Width   int      `json:"width"`
	Height  int      `json:"height"`
	Sides   []string `json:"sides"`

	Rocks    []RockView    `json:"rocks,omitempty"`
	Debris   []Cell        `json:"debris,omitempty"`
	Ships    []ShipView    `json:"ships"`
	Counters []CounterView `json:"counters,omitempty"`
	Dummies  []DummyView   `json:"dummies,omitempty"`
	Salvos   []SalvoView   `json:"salvos,omitempty"`
	Mines    []Cell        `json:"mines,omitempty"`
	Declared []string      `json:"declared,omitempty"`

	Scores  []int  `json:"scores"` // victory points by side, in eighths of a point
	Over    bool   `json:"over"`
	Winners []int  `json:"winners,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

// RockView is an asteroid or planet.
type RockView struct {
	Kind RockKind `json:"kind"`
	At   Cell     `json:"at"`
}

// ShipView is a ship the viewer sees in full.
type ShipView struct {
	ID         int    `json:"id"`
	Name       string `json:"name"`
	Side       int    `json:"side"`
	Squadron   string `json:"squadron,omitempty"`
	Class      Class  `json:"class"`
	Design     string `json:"design"` // speed-shots-shields, such as "5-1-2"
	At         Cell   `json:"at"`
	Facing     Facing `json:"facing"`
	Status     Status `json:"status"`
	Speed      int    `json:"speed"` // this turn's speed
	Shields    int    `json:"shields"`
	MaxShields int    `json:"max_shields"`
	Damage     int    `json:"damage"`
	Capacity   int    `json:"capacity"`
	HalfSpeed  bool   `json:"half_speed,omitempty"`
	WeaponsOut bool   `json:"weapons_out,omitempty"` // knocked out or destroyed
	Major      bool   `json:"major,omitempty"`
	Moved      bool   `json:"moved,omitempty"`
	Crippled   bool   `json:"crippled,omitempty"`
	// Own ships only.
	SRM   int `json:"srm,omitempty"`   // short-range salvoes left
	LRM   int `json:"lrm,omitempty"`   // long-range salvoes left
	Mines int `json:"mines,omitempty"` // mine patterns left
}

// CounterView is an enemy counter: a squadron counter (which may be a
// dummy) or an anonymous ship counter.
type CounterView struct {
	Kind  string `json:"kind"`            // "squadron" or "ship"
	Side  int    `json:"side"`            // the side it belongs to
	Label int    `json:"label,omitempty"` // a squadron counter's number
	At    Cell   `json:"at"`
	EW    bool   `json:"ew,omitempty"` // the squadron has declared active EW
}

// DummyView is one of the viewer's own dummy counters.
type DummyView struct {
	ID    int  `json:"id"`
	Label int  `json:"label"`
	At    Cell `json:"at"`
	EW    bool `json:"ew,omitempty"` // put out by an EW suite
	Moved bool `json:"moved,omitempty"`
	// Ships is how many ship counters the dummy shows as to an enemy
	// within 18 hexes (1 to MaxDummyShips); Shown reports that it has been
	// chosen this turn (see ShowAction).
	Ships int  `json:"ships"`
	Shown bool `json:"shown,omitempty"`
}

// SalvoView is a missile salvo on the map.
type SalvoView struct {
	ID       int     `json:"id"`
	Side     int     `json:"side"`
	Warhead  Warhead `json:"warhead"`
	At       Cell    `json:"at"`
	Facing   Facing  `json:"facing"`
	Moves    int     `json:"moves"`
	Striking bool    `json:"striking,omitempty"`
}

// View returns what player p sees; see [View].
func (st *State) View(p game.Player) any { return st.ViewOf(p) }

// ViewOf is View with the concrete type.
func (st *State) ViewOf(p game.Player) View {
	out := game.Outcome{}
	if st.phase == PhaseOver {
		out = st.Outcome()
	}
	v := View{
		Player: int(p), Turn: int(st.turn), Phase: st.phase, Width: st.g.board.Width, Height: st.g.board.Height,
		Scores: st.scores(), Over: out.Over, Reason: out.Reason, Ships: []ShipView{},
	}
	if st.phase == PhaseFire {
		v.Step = st.step.String()
	}
	for _, w := range st.Waiting().List() {
		v.Waiting = append(v.Waiting, int(w))
	}
	for _, w := range out.Winners.List() {
		v.Winners = append(v.Winners, int(w))
	}
	for _, s := range st.g.setup.Sides {
		v.Sides = append(v.Sides, s.Name)
	}
	for r, rk := range st.rocks {
		if !rk.gone {
			v.Rocks = append(v.Rocks, RockView{Kind: st.g.setup.Rocks[r].Kind, At: CellOf(rk.pos)})
		}
	}
	for i, c := range st.grid {
		if c&cellDebris != 0 {
			v.Debris = append(v.Debris, Cell{Col: i % st.g.board.Width, Row: i / st.g.board.Width})
		}
	}
	st.viewShips(p, &v)
	for k, d := range st.dummies {
		if !d.gone && game.Player(d.side) == p {
			v.Dummies = append(v.Dummies, DummyView{ID: k, Label: int(d.label), At: CellOf(d.pos), EW: d.ew >= 0, Moved: d.moved, Ships: d.counters(), Shown: d.shown})
		}
	}
	for k, sv := range st.salvos {
		if !sv.gone {
			// A directed-energy strike is shown to the other sides only once
			// the strike phase is over (see announceStrikes).
			striking := sv.striking && (game.Player(sv.side) == p || st.phase != PhaseStrike || sv.warhead != DirectedEnergy || st.g.version < 3)
			v.Salvos = append(v.Salvos, SalvoView{ID: k, Side: int(sv.side), Warhead: sv.warhead, At: CellOf(sv.pos), Facing: Facing(sv.facing), Moves: int(sv.moves), Striking: striking})
		}
	}
	for _, m := range st.mines {
		if !m.gone && m.known.Has(p) {
			v.Mines = append(v.Mines, CellOf(m.pos))
		}
	}
	for _, d := range st.decl {
		if game.Player(st.g.info[d.ship].side) == p {
			v.Declared = append(v.Declared, st.FormatAction(FireAction(p, int(d.ship), int(d.target), d.weapon, int(d.count))))
		}
	}
	return v
}

// viewShips fills in the ships and counters player p sees.
func (st *State) viewShips(p game.Player, v *View) {
	counted := make([]bool, len(st.g.squads))
	for i := range st.ships {
		s := &st.ships[i]
		in := &st.g.info[i]
		own := game.Player(in.side) == p
		lvl := Full
		switch {
		case own:
		case s.active():
			lvl = st.viewerLevel(p, i)
		case !st.witnessed(p, i):
			// Out of the battle unseen: the enemy never learns of it.
			continue
		}
		switch lvl {
		case Full:
			v.Ships = append(v.Ships, st.shipView(i, own))
		case ShipCounter:
			v.Counters = append(v.Counters, CounterView{Kind: "ship", Side: int(in.side), At: CellOf(s.pos), EW: st.squadEW(int(in.squad))})
		case SquadronOnly:
			if !counted[in.squad] {
				counted[in.squad] = true
				var buf [8]geom.Hex
				for _, at := range st.squadCounters(buf[:0], int(in.squad), func(j int) Detection { return st.viewerLevel(p, j) }) {
					v.Counters = append(v.Counters, CounterView{Kind: "squadron", Side: int(in.side), Label: int(st.g.squads[in.squad].label), At: CellOf(at), EW: st.squadEW(int(in.squad))})
				}
			}
		}
	}
	for _, d := range st.dummies {
		if d.gone || game.Player(d.side) == p {
			continue
		}
		if st.dummyNear(p, d) {
			// Close enough for ship counters: the dummy shows as many as
			// its owner chose.
			for range d.counters() {
				v.Counters = append(v.Counters, CounterView{Kind: "ship", Side: int(d.side), At: CellOf(d.pos), EW: st.dummyEW(d)})
			}
			continue
		}
		v.Counters = append(v.Counters, CounterView{Kind: "squadron", Side: int(d.side), Label: int(d.label), At: CellOf(d.pos), EW: st.dummyEW(d)})
	}
	// Counters are listed by place, so that their order tells nothing.
	slices.SortFunc(v.Counters, func(a, b CounterView) int {
		return cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Side, b.Side), cmp.Compare(a.At.Col, b.At.Col), cmp.Compare(a.At.Row, b.At.Row), cmp.Compare(a.Label, b.Label))
	})
}

// dummyEW reports whether dummy d shows the EW mark: from rules version 3
// a dummy put out by an EW suite carries it, as the counters of the
// squadron with the suite do.
func (st *State) dummyEW(d dummy) bool { return d.ew >= 0 && st.g.version >= 3 }

// viewerLevel returns how well viewer p sees enemy ship i; a spectator sees
// a ship as well as the best of the sides it is not on.
func (st *State) viewerLevel(p game.Player, i int) Detection {
	if p >= 0 {
		return st.level(int(p), i)
	}
	best := SquadronOnly
	for side := range st.g.sides {
		if side != int(st.g.info[i].side) {
			best = max(best, st.level(side, i))
		}
	}
	return best
}

// dummyNear reports whether a real ship seeing for p is within counter
// range of a dummy.
func (st *State) dummyNear(p game.Player, d dummy) bool {
	for o := range st.ships {
		side := game.Player(st.g.info[o].side)
		if !st.ships[o].active() || side == game.Player(d.side) || (p >= 0 && side != p) {
			continue
		}
		if st.sensorRange(st.ships[o].pos, d.pos) <= counterRange {
			return true
		}
	}
	return false
}

// shipView describes ship i in full; ammunition only for its owner.
func (st *State) shipView(i int, own bool) ShipView {
	s := &st.ships[i]
	in := &st.g.info[i]
	sv := ShipView{
		ID: i, Name: in.name, Side: int(in.side), Squadron: st.g.squads[in.squad].name, Class: in.design.Class,
		Design: in.design.Profile(), At: CellOf(s.pos), Facing: Facing(s.facing), Status: s.status, Speed: st.speed(i),
		Shields: int(s.shields), MaxShields: in.design.Shields, Damage: int(s.damage), Capacity: int(in.capacity),
		HalfSpeed: s.flags&(fHalfSpeed|fMajor) != 0, WeaponsOut: !s.weaponsWork(), Major: s.has(fMajor), Moved: s.has(fMoved),
		Crippled: s.active() && st.crippled(i),
	}
	if own {
		sv.SRM, sv.LRM, sv.Mines = int(s.srmAmmo), int(s.lrmAmmo), int(s.mines)
	}
	return sv
}
