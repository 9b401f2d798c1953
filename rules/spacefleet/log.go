package spacefleet

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/game"
)

// emitf sends a public event when someone listens; with a nil emit it
// formats nothing.
func (st *State) emitf(emit game.Emit, kind string, dice []int, format string, args ...any) {
	if emit == nil {
		return
	}
	emit(game.Event{Turn: int(st.turn), Kind: kind, Text: fmt.Sprintf(format, args...), Dice: dice})
}

// emitAbout sends an event about something only the players in who can
// see; an empty who makes it public.
func (st *State) emitAbout(emit game.Emit, who game.PlayerSet, kind string, dice []int, format string, args ...any) {
	if emit == nil {
		return
	}
	emit(game.Event{Turn: int(st.turn), Kind: kind, Text: fmt.Sprintf(format, args...), Dice: dice, Only: who})
}

// seenBy returns the players who see ship i now: everyone (the empty set)
// without limited sensors; otherwise its owner and every side that has
// fully detected it. Events about a ship go only to them, so that the log
// tells no more than the map.
func (st *State) seenBy(i int) game.PlayerSet {
	if !st.g.opts.Sensors {
		return 0
	}
	side := int(st.g.info[i].side)
	who := game.Players(game.Player(side))
	for s := range st.g.sides {
		if s != side && st.level(s, i) == Full {
			who = who.With(game.Player(s))
		}
	}
	return who
}

// seenByEither returns the players who see ship a or ship b (either may
// be −1 for none), the audience of an event between two ships.
func (st *State) seenByEither(a, b int) game.PlayerSet {
	if !st.g.opts.Sensors {
		return 0
	}
	var who game.PlayerSet
	if a >= 0 {
		who |= st.seenBy(a)
	}
	if b >= 0 {
		who |= st.seenBy(b)
		// A ship under fire knows it.
		who = who.With(game.Player(st.g.info[b].side))
	}
	return who
}

// salvoAudience returns the players who see a missile salvo of side attack
// ship t: everyone without limited sensors; otherwise the salvo's side and
// those who see the ship (its own side always does).
func (st *State) salvoAudience(t, side int) game.PlayerSet {
	if !st.g.opts.Sensors {
		return 0
	}
	return st.seenByEither(-1, t).With(game.Player(side))
}

// emitTo sends an event only the given players may see.
func (st *State) emitTo(emit game.Emit, only game.PlayerSet, kind string, format string, args ...any) {
	if emit == nil {
		return
	}
	emit(game.Event{Turn: int(st.turn), Kind: kind, Text: fmt.Sprintf(format, args...), Only: only})
}

// shipName returns the ship's name with its side's name, for logs.
func (st *State) shipName(i int) string {
	in := &st.g.info[i]
	return fmt.Sprintf("%s %s (#%d)", st.g.setup.Sides[in.side].Name, in.name, i)
}

// faces formats dice faces as "4 6 2".
func faces(d []int) string {
	s := make([]string, len(d))
	for i, v := range d {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, " ")
}

// plural returns "1 hit" or "3 hits".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}
