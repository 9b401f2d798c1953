package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/spacefleet"
)

// A move marker on the board is a link as well as a target for the board's
// script. Without the script, following it opens the game page with the
// move chosen (?sel=SHIP&move=INDEX&v=VERSION); the page describes the move
// in words and offers a form that gives it, with the same fields the script
// posts. The choice is checked against the current position: a link from
// an older position, for a ship that is not the viewer's, or with a move
// the ship does not have gets the page with a message saying so, and no
// form. Giving the order still goes through POST /games/{id}/act, with its
// seat and same-origin checks.

// moveChoice is the move a game page asks its viewer to confirm.
type moveChoice struct {
	Action string // the order's text, as the form posts it
	Label  string // in short, such as "move Lance 1 to 3,4 facing NE"
	Words  string // step by step, with where the ship ends
}

// maxEcho is the longest part of a malformed address a message repeats, in
// bytes.
const maxEcho = 24

// moveLink returns the address of game id's page for seat p with ship sel
// selected and move i (counted from 0 in the board's markers) chosen at
// version, pointing at the confirmation.
func moveLink(id string, p game.Player, sel, i, version int) string {
	return fmt.Sprintf("/games/%s?seat=%d&sel=%d&move=%d&v=%d#confirm", url.PathEscape(id), p, sel, i, version)
}

// chooseMove reads the move chosen by the address (move, the index of a
// board marker, and v, the version it was offered at; v may be left out)
// and sets Confirm to it, or, when the choice does not stand, sets the
// page's note to say why and its status to 400 (a malformed or unknown
// move, or no ship of the viewer selected) or 403 (no seat held). A choice
// overtaken by the game (stale says v is stale: an action played since, not
// a table step, see game.Match.Stale; or not the viewer's turn any more) is
// no mistake of the request: the page keeps status 200 and says so.
func (data *gamePage) chooseMove(move, version string, stale func(version int) bool) {
	refuse := data.refuse
	if data.Seat < 0 {
		refuse(http.StatusForbidden, "You hold no seat in this game, so you cannot give its orders.")
		return
	}
	if version != "" {
		v, err := strconv.Atoi(version)
		if err != nil {
			refuse(http.StatusBadRequest, "The address gives the version as %q, which is not a whole number: choose the move again on the map.", echo(version))
			return
		}
		if stale(v) {
			refuse(http.StatusOK, "The position changed since that move was offered (version %d, now %d). Here is the current position: choose the move again.", v, data.Version)
			return
		}
	}
	if data.Selected < 0 {
		refuse(http.StatusBadRequest, "No ship of yours is selected, so there is no move to confirm: click one of your ships, then one of its blue arrows.")
		return
	}
	if !data.YourTurn {
		refuse(http.StatusOK, "It is not your turn, so that move cannot be given now.")
		return
	}
	i, err := strconv.Atoi(move)
	if err != nil || i < 0 || i >= len(data.Board.Moves) {
		refuse(http.StatusBadRequest, "Ship %d has no move %q now: choose one of the blue arrows on the map.", data.Selected, echo(move))
		return
	}
	m := data.Board.Moves[i]
	data.Confirm = &moveChoice{Action: m.Action, Label: m.Label, Words: m.Words}
}

// refuse sets the page's status and adds a message to its note.
func (data *gamePage) refuse(status int, format string, args ...any) {
	data.status = status
	msg := fmt.Sprintf(format, args...)
	if data.Note != "" {
		msg = data.Note + " " + msg
	}
	data.Note = msg
}

// chooseOrder reads an order chosen from the order buttons or the list
// without the board's script (order, its text, and v, the version it was
// offered at) and sets Confirm to it, so that no order is given by one
// click; a choice that does not stand gets a note, with the statuses of
// [gamePage.chooseMove]. The page's orders must be set.
func (data *gamePage) chooseOrder(text, version string, stale func(version int) bool) {
	if data.Seat < 0 {
		data.refuse(http.StatusForbidden, "You hold no seat in this game, so you cannot give its orders.")
		return
	}
	if version != "" {
		v, err := strconv.Atoi(version)
		if err != nil {
			data.refuse(http.StatusBadRequest, "The address gives the version as %q, which is not a whole number: choose the order again.", echo(version))
			return
		}
		if stale(v) {
			data.refuse(http.StatusOK, "The position changed since that order was offered (version %d, now %d). Here is the current position: choose again.", v, data.Version)
			return
		}
	}
	if !data.YourTurn {
		data.refuse(http.StatusOK, "It is not your turn, so that order cannot be given now.")
		return
	}
	for _, o := range data.Choices {
		if o.Action == text {
			words := o.Label + "."
			if o.Odds != "" {
				words = o.Label + ": " + o.Odds + "."
			}
			data.Confirm = &moveChoice{Action: o.Action, Label: o.Label, Words: words}
			return
		}
	}
	data.refuse(http.StatusBadRequest, "There is no order %q now: choose one of the orders offered.", echo(text))
}

// echo shortens text from an address to at most maxEcho bytes, for a
// message that repeats it.
func echo(text string) string {
	if len(text) <= maxEcho {
		return text
	}
	return text[:maxEcho] + "…"
}

// moveWords describes in words the move of ship name along path p from
// cell at, facing from, to cell to, facing f. It reads the path as the
// movement rule does (space-fleet.txt, "Movement"): a ship first moves a hex
// ahead and may turn one hex side after each hex it moves; a ship that stays
// in its hex may pivot to any facing.
func moveWords(name string, p spacefleet.Path, at spacefleet.Cell, from geom.Dir, to spacefleet.Cell, f geom.Dir) string {
	if p.Hexes == 0 {
		if f == from {
			return fmt.Sprintf("%s stays at %s facing %s.", name, at, f)
		}
		return fmt.Sprintf("%s stays at %s and pivots from %s to face %s.", name, at, from, f)
	}
	var steps []string
	ahead := 0
	flush := func() {
		switch {
		case ahead == 1:
			steps = append(steps, "1 hex ahead")
		case ahead > 1:
			steps = append(steps, strconv.Itoa(ahead)+" hexes ahead")
		}
		ahead = 0
	}
	for k := range p.Hexes {
		ahead++
		switch p.Turn(k) {
		case 1:
			flush()
			steps = append(steps, "turn to starboard")
		case -1:
			flush()
			steps = append(steps, "turn to port")
		}
	}
	flush()
	return fmt.Sprintf("%s moves from %s facing %s: %s; it ends at %s facing %s.", name, at, from, strings.Join(steps, ", "), to, f)
}
