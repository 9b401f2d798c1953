package battle

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
)

// View is what one side sees of a battle: the turn and phase, every ship on
// the table or gone from it, its own ships still to arrive by FTL (never an
// enemy's: the arrival turn and point are written in secret), each side's
// orders as last revealed, and the outcome so far. Written orders not yet
// resolved are never in a view; the game kernel keeps them sealed.
type View struct {
	Turn     int           `json:"turn"`
	Turns    int           `json:"turns"`
	Phase    string        `json:"phase"`
	Table    Table         `json:"table"`
	Sides    []string      `json:"sides"`
	You      int           `json:"you"` // the viewer's side, -1 for a spectator
	Ships    []ShipView    `json:"ships"`
	Fighters []FighterView `json:"fighters"`
	Revealed []string      `json:"revealed"` // each side's last resolved orders
	// Ordnance is, in the fire and reaction rounds, the ordnance placed in
	// this turn's ordnance phase (placed.go); nil otherwise.
	Ordnance []Placed `json:"ordnance,omitempty"`
	// Reactors are, in a reaction round, the viewer's own ships that may
	// react to the fire declared at them (react.go); nil otherwise.
	Reactors []Reactor    `json:"reactors,omitempty"`
	Outcome  game.Outcome `json:"outcome"`
}

// ShipView is one ship as a side sees it.
type ShipView struct {
	Name     string   `json:"name"`
	Class    string   `json:"class,omitempty"`
	Side     int      `json:"side"`
	Status   string   `json:"status"` // "in battle", "destroyed", "gone" or "arriving"
	Arrives  int      `json:"arrives,omitempty"`
	At       geom.Vec `json:"at"`
	Facing   int      `json:"facing"` // clock hour 1-12
	Course   int      `json:"course"`
	Velocity int      `json:"velocity"`
	// Vector is the ship's velocity under vector movement, MU per turn with
	// +Y toward 12 o'clock; nil under cinematic movement. Course and
	// Velocity then give its nearest clock point and rounded length.
	Vector   *geom.Vec `json:"vector,omitempty"`
	Inverted bool      `json:"inverted,omitempty"`
	Thrust   int       `json:"thrust"` // the drive's current rating
	Armour   []int     `json:"armour"` // boxes left per layer
	Hull     int       `json:"hull"`   // hull boxes left
	Systems  []string  `json:"systems"`
	Lost     []string  `json:"lost,omitempty"`   // systems knocked out
	Salvos   int       `json:"salvos,omitempty"` // salvos left in its racks and launchers; shown to its own side only
	Fired    Fired     `json:"fired,omitzero"`   // the ordnance it has placed, which every side saw placed
	// Scatterguns is how many of its scatterguns are working and not yet
	// fired (they are one-shot unless the option makes them reusable),
	// for its fire orders and the covers that lend them; shown to its own
	// side only, as Salvos is.
	Scatterguns int `json:"scatterguns,omitempty"`
}

// FighterView is one fighter group as a side sees it.
type FighterView struct {
	Name     string   `json:"name"`
	Type     string   `json:"type"`
	Side     int      `json:"side"`
	Strength int      `json:"strength"` // fighters left
	CEF      int      `json:"cef"`
	Status   string   `json:"status"` // "in bay", "in space", "destroyed" or "merged" (its fighters joined another group)
	Carrier  string   `json:"carrier"`
	At       geom.Vec `json:"at"` // in space: where it is; in its bay: its carrier's place
	// Facing is the way its front faces, in degrees clockwise from 12
	// o'clock, 0 to 360: in space the way it last moved, or its carrier's
	// when launched and not yet moved (reading W121). It is nil when the
	// group has no front: in its bay, destroyed or merged; scrambled on its
	// first flight and not yet moved under rules version 8 (which gave it
	// none, so it attacked into every side, and left a group that had
	// flown before its last flight's facing; from version 9 it faces as
	// its carrier, W122); and in every battle of rules version 7 or
	// earlier, in which groups had no facing.
	Facing  *float64 `json:"facing,omitempty"`
	Screens string   `json:"screens,omitempty"` // the ship it screens and moves with, once the orders are carried out
	Escorts string   `json:"escorts,omitempty"` // the group of its side it screens and moves with (W38)
	Engaged bool     `json:"engaged,omitempty"` // it fought this turn (attack run, dogfight, screen): ships may not fire at it
	// Ready is the turn from which a group that landed may launch again,
	// and Grounded is set when it may never; both come from its re-arming
	// die, rolled in the open (recovery.go).
	Ready    int  `json:"ready,omitempty"`
	Grounded bool `json:"grounded,omitempty"`
	// BayOut is set while the group's bay on its carrier is knocked out:
	// the group may neither launch from it nor land in it until damage
	// control repairs it (reading W80).
	BayOut bool `json:"bay_out,omitempty"`
	// Fired is set when a torpedo group has fired its one-shot torpedoes
	// and may not attack or assist until it lands to re-arm (reading
	// W111); every side sees it, as it saw the attack.
	Fired bool `json:"torpedoes_fired,omitempty"`
}

// View returns what side p sees; a Spectator sees what every side sees.
func (s *State) View(p game.Player) any { return s.ViewInto(p, nil) }

// ViewBuffer is storage that [State.ViewInto] reuses from call to call.
// The zero value is ready for use.
type ViewBuffer struct {
	sides, revealed, labels []string
	ints, scores            []int
	ships                   []ShipView
	fighters                []FighterView
	placed                  []Placed
	facings                 []float64 // the groups' facings, to which the views point
}

// room returns b emptied if it holds n elements, else a new slice that
// does. An emptied b is cleared to its capacity: a buffer passed from one
// side's view to another's keeps nothing of the first past its lengths.
func room[T any](b []T, n int) []T {
	if cap(b) < n {
		return make([]T, 0, n)
	}
	clear(b[:cap(b)])
	return b[:0]
}

// copyInto returns a copy of src in dst's storage when it has room; nil
// for an empty src.
func copyInto(dst, src []string) []string {
	if len(src) == 0 {
		return nil
	}
	return append(room(dst, len(src)), src...)
}

// ViewInto returns what [State.View] returns, its lists in buf's storage
// rather than new (a nil buf allocates them afresh): they stay valid until
// buf is used again. A computer player that asks for a view every phase
// and keeps nothing of it from one phase to the next reuses one buffer.
func (s *State) ViewInto(p game.Player, buf *ViewBuffer) View {
	if buf == nil {
		buf = &ViewBuffer{}
	}
	buf.sides, buf.revealed = copyInto(buf.sides, s.setup.Sides), copyInto(buf.revealed, s.revealed)
	v := View{Turn: s.turn, Turns: s.setup.Turns, Phase: s.phase.String(), Table: s.setup.Table,
		Sides: buf.sides, You: int(p), Revealed: buf.revealed, Outcome: s.outcome}
	if len(s.placed) > 0 && (s.phase == FirePhase || s.phase == ReactPhase) {
		buf.placed = append(room(buf.placed, len(s.placed)), s.placed...)
		v.Ordnance = buf.placed
	}
	if len(s.outcome.Scores) > 0 { // as Outcome, the scores copied
		buf.scores = append(room(buf.scores, len(s.outcome.Scores)), s.outcome.Scores...)
		v.Outcome.Scores = buf.scores
	} else {
		v.Outcome.Scores = nil
	}
	if p < 0 || int(p) >= s.Players() {
		v.You = -1
	} else if s.phase == ReactPhase {
		v.Reactors = s.Reactors(p)
	}
	// Every ship's armour and system labels are cut from one block each,
	// every slice capped so that appending to one never reaches the next.
	ints, labels := 0, 0
	for i := range s.units {
		ints += len(s.units[i].ship.Armour)
		labels += len(s.units[i].ship.Systems)
	}
	intBuf, labelBuf := room(buf.ints, ints), room(buf.labels, labels)
	v.Ships = room(buf.ships, len(s.units))
	for i := range s.units {
		u := &s.units[i]
		side := s.setup.Ships[i].Side
		if s.hiddenFrom(game.Player(v.You), i) { // unseen.go
			continue
		}
		sv := ShipView{Name: u.ship.Name, Class: s.setup.Ships[i].Class, Side: side, At: u.motion.Pos,
			Facing: u.motion.Facing.Hour(), Course: u.motion.Course.Hour(), Velocity: u.motion.Velocity, Inverted: u.motion.Inverted,
			Thrust: u.ship.Drive.Current(), Hull: u.ship.HullBoxes() - u.ship.Lost.Hull}
		if u.ship.Armour != nil { // as fullthrust.Ship.ArmourLeft
			n := len(intBuf)
			intBuf = append(intBuf, u.ship.Armour...)
			for k, l := range u.ship.Lost.Armour {
				intBuf[n+k] -= l
			}
			sv.Armour = intBuf[n:len(intBuf):len(intBuf)]
		}
		if s.setup.Options.Vector {
			v := u.motion.Vector
			sv.Vector = &v
		}
		switch {
		case u.ship.Destroyed():
			sv.Status = "destroyed"
		case u.gone:
			sv.Status = "gone"
		case !u.arrived:
			sv.Status, sv.Arrives = "arriving", s.setup.Ships[i].Start.Arrives
		default:
			sv.Status = "in battle"
		}
		sv.Fired = u.fired
		if side == v.You {
			for j, m := range s.setup.Ships[i].Mounts {
				if m.Kind == SalvoRack || m.Kind == SalvoLauncher {
					sv.Salvos += u.ammo[j]
				}
			}
			for k := range u.ship.Systems {
				if scattergun(k, &u.ship.Systems[k]) != nil { // scatter.go
					sv.Scatterguns++
				}
			}
		}
		// Working systems first, then the lost ones, each list nil when
		// empty.
		n, lost := len(labelBuf), false
		for k := range u.ship.Systems {
			if sys := &u.ship.Systems[k]; !sys.Destroyed {
				labelBuf = append(labelBuf, sys.Label())
			} else {
				lost = true
			}
		}
		if m := len(labelBuf); m > n {
			sv.Systems = labelBuf[n:m:m]
		}
		if lost { // else the list stays nil
			n = len(labelBuf)
			for k := range u.ship.Systems {
				if sys := &u.ship.Systems[k]; sys.Destroyed {
					labelBuf = append(labelBuf, sys.Label())
				}
			}
			sv.Lost = labelBuf[n:len(labelBuf):len(labelBuf)]
		}
		v.Ships = append(v.Ships, sv)
	}
	buf.ints, buf.labels, buf.ships = intBuf, labelBuf, v.Ships
	if len(v.Ships) == 0 {
		v.Ships = nil // as the views have always been written
	}
	v.Fighters = nil
	if len(s.wings) > 0 {
		v.Fighters = room(buf.fighters, len(s.wings))
	}
	facings := room(buf.facings, len(s.wings)) // never grown past: the pointers into it hold
	for k := range s.wings {
		if s.wingHiddenFrom(game.Player(v.You), k) {
			continue // in the bay of an enemy ship still to arrive
		}
		w, c := &s.wings[k], &s.units[s.wings[k].carrier] // read in place: a unit is large to copy
		fv := FighterView{Name: w.group.Name, Type: w.group.Type.String(), Side: w.side, Strength: w.group.Strength, CEF: w.group.CEF,
			Carrier: c.ship.Name, At: c.motion.Pos, Status: "in bay", Grounded: w.grounded, BayOut: s.bayDown(k), Fired: w.fired}
		if !w.out && w.ready > s.turn {
			fv.Ready = w.ready
		}
		switch {
		case w.merged: // combine.go
			fv.Status = "merged"
		case w.group.Strength == 0:
			fv.Status = "destroyed"
		case w.out:
			fv.Status, fv.At, fv.Engaged = "in space", w.pos, w.engaged
			if w.facing != (geom.Vec{}) && s.version >= 8 { // facing.go (W121)
				facings = append(facings, w.facing.Angle())
				fv.Facing = &facings[len(facings)-1]
			}
			if w.screens >= 0 {
				fv.Screens = s.name(w.screens)
			}
			if w.escorts >= 0 {
				fv.Escorts = s.wings[w.escorts].group.Name
			}
		}
		v.Fighters = append(v.Fighters, fv)
	}
	if v.Fighters != nil {
		buf.fighters = v.Fighters
	}
	buf.facings = facings
	if len(v.Fighters) == 0 {
		v.Fighters = nil
	}
	return v
}
