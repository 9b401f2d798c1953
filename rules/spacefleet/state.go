package spacefleet

import (
	"errors"
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// Phase is the part of the turn a game is in. The constants run in turn
// order; the zero value is PhaseLaunch, the first phase that waits for
// players.
type Phase uint8

const (
	PhaseLaunch    Phase = iota // ships launch long-range missile salvoes
	PhaseMove                   // ships move, one at a time
	PhaseDummies                // players move their dummy counters (limited sensors)
	PhaseSalvos                 // players steer their missile salvoes
	PhaseStrike                 // players pick targets for directed-energy salvoes
	PhaseIntercept              // defenders fire at striking salvoes
	PhaseFire                   // one class fires (see State.Step)
	PhaseOver                   // the battle has ended
)

var phaseNames = [...]string{"launch", "move", "dummies", "salvos", "strike", "intercept", "fire", "over"}

// String returns the phase's name, such as "move".
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "unknown"
}

// MarshalText writes [Phase.String].
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// fixedGame is what no action changes: the setup, the options, and tables
// derived from them. Every clone of a State shares it.
type fixedGame struct {
	setup     Setup
	opts      Options
	board     Board
	sides     int
	info      []shipInfo
	squads    []squadInfo
	edges     []Edge
	startCost []Cost // campaign cost of each side's fleet
	turns     int
	debris    [][]geom.Hex // each field's cells at the start
	mobile    bool         // some terrain moves
	grid      []uint8      // the terrain of the starting position
	version   int          // the rules version the battle is played under (see RulesVersion)
}

// squadInfo is what never changes about a squadron.
type squadInfo struct {
	name  string
	side  int8
	ships []int16
	label int16
}

// Terrain bits of a grid cell.
const (
	cellDebris uint8 = 1 << iota
	cellRock
)

// rock is an asteroid or planet's changing state.
type rock struct {
	pos  geom.Hex
	gone bool // drifted off the map
}

// State is a Space Fleet battle in progress. It implements [game.State].
// Create one with [New]; the zero value is not usable. Methods that do not
// apply actions only read the state and may be called concurrently.
type State struct {
	g       *fixedGame
	ships   []ship
	rocks   []rock
	shift   []geom.Hex // each debris field's drift from its starting cells
	grid    []uint8    // terrain by board index; shared with g.grid while nothing has moved
	salvos  []salvo
	mines   []mine
	dummies []dummy
	decl    []decl
	order   []int16 // move order: sides (ship initiative) or squadrons (squadron initiative)
	turn    int16
	phase   Phase
	step    Class
	need    game.PlayerSet // players who must act in a simultaneous phase
	done    game.PlayerSet // players who have finished it
	pos     int16          // position in order during the move phase
	first   int8           // the side that moved first last turn (alternating first move)
	labels  int16          // counter labels handed out so far
	winners game.PlayerSet
	reason  string
	// opening holds the events of the start of turn 1, which New rolls
	// before anyone listens; Opening returns them. Shared by copies, never
	// written after New.
	opening []game.Event
}

var _ game.State = (*State)(nil)

// New returns the battle at the start of turn 1 for a setup under options.
// The counter labels of limited sensors and the first initiative roll come
// from seed.Derive("setup", 0). The setup must pass [Setup.Check]; New
// returns its problems otherwise.
func New(setup Setup, opts Options, seed rng.Seed) (*State, error) {
	if err := joinErrors(setup.Check(opts)); err != nil {
		return nil, err
	}
	return newState(setup, opts, seed, currentVersion), nil
}

// joinErrors joins the problems of a setup into one error, or returns nil.
func joinErrors(errs []*SetupError) error {
	if len(errs) == 0 {
		return nil
	}
	all := make([]error, len(errs))
	for i, e := range errs {
		all[i] = e
	}
	return errors.Join(all...)
}

// newState is New for a setup that has been checked.
func newState(setup Setup, opts Options, seed rng.Seed, version int) *State {
	src := rng.New(seed.Derive("setup", 0))
	g := &fixedGame{setup: setup, opts: opts, board: Board{setup.Width, setup.Height}, sides: len(setup.Sides), turns: setup.Turns, version: version}
	if g.turns == 0 {
		g.turns = DefaultTurns
	}
	st := &State{g: g}
	g.startCost = make([]Cost, g.sides)
	g.edges = make([]Edge, g.sides)
	for si, side := range setup.Sides {
		var cells []Cell
		var perClass [numClasses]int
		for _, sq := range side.Squadrons {
			squad := squadInfo{name: sq.Name, side: int8(si)}
			for _, sh := range sq.Ships {
				idx := int16(len(g.info))
				squad.ships = append(squad.ships, idx)
				perClass[sh.Design.Class%numClasses]++
				name := sh.Name
				if name == "" {
					name = fmt.Sprintf("%s-%d", sh.Design.Class.Abbrev(), perClass[sh.Design.Class%numClasses])
				}
				g.info = append(g.info, shipInfo{
					name: name, design: sh.Design, side: int8(si), squad: int16(len(g.squads)),
					capacity: int8(sh.Design.Capacity(opts)), cost: sh.Design.CampaignCost(),
				})
				g.startCost[si] += sh.Design.CampaignCost()
				st.ships = append(st.ships, ship{
					pos: sh.At.Hex(), facing: sh.Facing.Dir(), shields: int8(sh.Design.Shields),
					srmAmmo: int8(sh.Design.SRM * sh.Design.SRMAmmo), lrmAmmo: int8(sh.Design.LRM * sh.Design.LRMAmmo),
					mines: int8(sh.Design.Mines),
				})
				cells = append(cells, sh.At)
			}
			g.squads = append(g.squads, squad)
		}
		g.edges[si] = side.Edge
		if side.Edge == NoEdge {
			g.edges[si] = g.board.nearestEdge(cells)
		}
		for _, c := range side.Mines {
			st.mines = append(st.mines, mine{pos: c.Hex(), side: int8(si), known: game.Players(game.Player(si))})
		}
	}
	st.initTerrain()
	st.initCounters(src)
	st.beginTurn(src, func(e game.Event) {
		e.Action = game.OpeningAction
		st.opening = append(st.opening, e)
	})
	st.advance(src, nil)
	return st
}

// initTerrain places the asteroids, planets and debris of the setup.
func (st *State) initTerrain() {
	g := st.g
	g.grid = make([]uint8, g.board.Cells())
	for _, r := range g.setup.Rocks {
		st.rocks = append(st.rocks, rock{pos: r.At.Hex()})
		g.grid[g.board.Index(r.At.Hex())] |= cellRock
		g.mobile = g.mobile || r.Speed > 0
	}
	for _, d := range g.setup.Debris {
		cells := make([]geom.Hex, len(d.Cells))
		for i, c := range d.Cells {
			cells[i] = c.Hex()
			g.grid[g.board.Index(cells[i])] |= cellDebris
		}
		g.debris = append(g.debris, cells)
		st.shift = append(st.shift, geom.Hex{})
		g.mobile = g.mobile || d.Speed > 0
	}
	st.grid = g.grid
}

// Opening returns the events of the start of the battle, before its first
// action: the counters and the first turn's initiative roll (see
// [game.Opener]), stamped with [game.OpeningAction]. It returns the same
// events whatever has happened since.
func (st *State) Opening() []game.Event {
	out := make([]game.Event, len(st.opening))
	for i, e := range st.opening {
		out[i] = e
		out[i].Dice = append([]int(nil), e.Dice...)
	}
	return out
}

var _ game.Opener = (*State)(nil)

// Clone returns an independent copy of the battle.
func (st *State) Clone() game.State { return st.Copy() }

// Copy is Clone with the concrete type.
func (st *State) Copy() *State {
	c := *st
	c.ships = append([]ship(nil), st.ships...)
	c.rocks = append([]rock(nil), st.rocks...)
	c.shift = append([]geom.Hex(nil), st.shift...)
	if len(st.grid) > 0 && &st.grid[0] != &st.g.grid[0] {
		c.grid = append([]uint8(nil), st.grid...)
	}
	c.salvos = append([]salvo(nil), st.salvos...)
	c.mines = append([]mine(nil), st.mines...)
	c.dummies = append([]dummy(nil), st.dummies...)
	c.decl = append([]decl(nil), st.decl...)
	c.order = append([]int16(nil), st.order...)
	return &c
}

// CopyInto makes dst a copy of st, reusing dst's memory, and returns dst;
// a simulation that replays the same starting position many times resets
// its working state this way without allocating.
func (st *State) CopyInto(dst *State) *State {
	ships, rocks, shift, salvos, mines, dummies, decl, order := dst.ships, dst.rocks, dst.shift, dst.salvos, dst.mines, dst.dummies, dst.decl, dst.order
	grid := dst.grid
	*dst = *st
	dst.ships = append(ships[:0], st.ships...)
	dst.rocks = append(rocks[:0], st.rocks...)
	dst.shift = append(shift[:0], st.shift...)
	dst.salvos = append(salvos[:0], st.salvos...)
	dst.mines = append(mines[:0], st.mines...)
	dst.dummies = append(dummies[:0], st.dummies...)
	dst.decl = append(decl[:0], st.decl...)
	dst.order = append(order[:0], st.order...)
	if len(st.grid) > 0 && &st.grid[0] != &st.g.grid[0] {
		if len(grid) > 0 && &grid[0] == &st.g.grid[0] {
			grid = nil
		}
		dst.grid = append(grid[:0], st.grid...)
	}
	return dst
}

// Players returns the number of sides.
func (st *State) Players() int { return st.g.sides }

// Waiting returns the players the battle waits for.
func (st *State) Waiting() game.PlayerSet {
	switch st.phase {
	case PhaseOver:
		return 0
	case PhaseMove:
		return game.Players(game.Player(st.moverSide()))
	}
	return st.need &^ st.done
}

// Outcome returns the result of the battle so far. Scores are victory
// points: the campaign cost, in eighths of a point, of the enemy ships each
// side has destroyed or captured, plus half the cost of damaged enemy ships
// that withdrew.
func (st *State) Outcome() game.Outcome {
	return game.Outcome{Over: st.phase == PhaseOver, Winners: st.winners, Scores: st.scores(), Reason: st.reason}
}
