package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rules/spacefleet"
)

// logLines is how many of the latest events a game page shows.
const logLines = 80

// gamesPage is the data of the page that starts games and lists them.
type gamesPage struct {
	Scenarios []gameScenario
	Mine      []myGame // the games whose seats this browser holds
	File      string   // a scenario file pasted for a new game (gamecustom.go), shown again when refused
	Errors    []string // what is wrong with File, one line each: "scenario.yaml:3:5: ..."
}

// gamesList answers GET /games: the form for a new game and the games
// whose seats this browser holds (mygames.go), with their scenario,
// opponent, whose turn it is and the last move. Other people's games are
// not listed.
func (s *Server) gamesList(w http.ResponseWriter, r *http.Request) {
	mine, err := s.myGames(r)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "games", "Space Fleet games", gamesPage{Scenarios: scenarios(), Mine: mine})
}

// gamePage is the data of a game's page for one seat.
type gamePage struct {
	ID           string
	Scenario     string
	Seat         int // the seat shown, −1 for a spectator
	SeatName     string
	Seats        []seatLink // the seats this browser holds
	Version      int
	View         spacefleet.View
	Board        board
	Selected     int
	SelectedName string // the selected ship's name
	YourTurn     bool
	Waiting      string // in words, who the game waits for
	Acting       string // in words, the ships of the seat that may act now
	ActShip      int    // the first of them, −1 for none: the board centres on it
	Hint         string // what to do in this phase
	WhyNot       string // why the selected ship cannot act now; "" when it can
	Live         string // the game's stream of versions (gamelive.go)
	Secret       bool   // orders of this phase are secret until every side has given them
	Orders       []order
	Choices      []order // every legal order of the selection, for the list form
	Log          []game.Event
	Earlier      int // events left out of Log
	Invite       string
	Note         string
	Confirm      *moveChoice // the move chosen on the board to confirm; nil for none
	Report       *gameReport
	Table        *tablePanel // resign, draw, rematch, record and seat link (gameresign.go); nil for a spectator
	status       int         // the page's HTTP status; 0 is 200
}

// seatLink is a seat this browser holds.
type seatLink struct {
	Name, Link string
	Current    bool
}

// order is one legal action offered as a button.
type order struct {
	Action string
	Label  string
	Odds   string // for a shot, its exact odds (see fireOdds)
	Kind   string // "move", "fire", "done" or "other", for the board's script
}

// gameView answers GET /games/{id}?seat=&auto=&sel=&next=&note=&move=&order=&v=: the game as
// the seat this browser holds sees it, with its legal orders, and with
// move (a board marker's index, offered at version v) or order (an
// order's text) chosen for the seat to confirm; a browser that holds no seat sees what every player sees. A
// move that cannot be chosen gets the page with a message, with status 400
// or 403 when the address is at fault (see [gamePage.chooseMove]).
func (s *Server) gameView(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	held, err := s.heldSeats(r, id)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	q := r.URL.Query()
	var data gamePage
	var ft *ftPage
	err = s.hub.with(r.Context(), id, func(g *liveGame) error {
		if _, ok := g.battle(); ok {
			ft = s.newFTPage(g, held, q)
			ft.Table = s.newTablePanel(r.Context(), g, game.Player(ft.Seat))
			return nil
		}
		data = s.seatPage(g, held, q)
		data.Table = s.newTablePanel(r.Context(), g, game.Player(data.Seat))
		data.Log = namedEvents(data.Log, g.seats)
		if g.match.Ended() {
			// The rules would still offer moves and reasons to wait.
			data.Board.Moves, data.WhyNot, data.Hint = nil, "", ""
		}
		return nil
	})
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	if ft != nil {
		s.renderFT(w, r, ft)
		return
	}
	if c, err := r.Cookie(inviteCookie(id)); err == nil && data.Seat >= 0 {
		if _, err := s.hub.seatOf(r.Context(), id, c.Value); err == nil {
			data.Invite = "/join/" + url.PathEscape(c.Value)
		}
	}
	status := http.StatusOK
	if data.status != 0 {
		status = data.status
	}
	s.render(w, r, status, "game", data.Scenario, data)
}

// seatPage builds the page of game g for the seat chosen among held by the
// query: ?seat= when held, else the held seat the game waits for, else the
// first held, else a spectator. With ?auto=1 (hot-seat play follows the
// game), ?seat= gives way to another held seat the game waits for when it
// does not wait for ?seat=; the selection (?sel=) is then dropped. With
// ?next=1 (after an order), a selected ship that has no order left gives
// the selection to the first ship that has.
func (s *Server) seatPage(g *liveGame, held map[game.Player]string, q url.Values) gamePage {
	st := g.state()
	waiting := g.match.Waiting() // empty once a resignation or an agreed draw ended the game
	p, mine := pageSeat(held, waiting, q)
	data := gamePage{ID: g.id, Scenario: st.Setup().Name, Seat: int(p), Version: g.match.Version(), View: st.ViewOf(p), Selected: -1, Note: notes[q.Get("note")]}
	if p >= 0 {
		data.SeatName = g.seats[p].Name
	}
	for _, seat := range mine {
		data.Seats = append(data.Seats, seatLink{Name: g.seats[seat].Name, Link: fmt.Sprintf("/games/%s?seat=%d", g.id, seat), Current: seat == p})
	}
	if sel, err := strconv.Atoi(q.Get("sel")); err == nil && p >= 0 && (q.Get("seat") == "" || q.Get("seat") == strconv.Itoa(int(p))) && sel >= 0 && sel < st.NumShips() && st.Side(sel) == int(p) && st.Active(sel) {
		data.Selected = sel
		data.SelectedName = st.Name(sel)
	}
	data.YourTurn = p >= 0 && waiting.Has(p)
	var names []string
	for _, w := range waiting.List() {
		names = append(names, g.seats[w].Name)
	}
	data.Waiting = fmt.Sprint(names)
	if len(names) == 1 {
		data.Waiting = names[0]
	}
	link := func(i int) string { return fmt.Sprintf("/games/%s?seat=%d&sel=%d", g.id, p, i) }
	data.ActShip = -1
	// switched: the page passed to another seat than the one asked for.
	switched := q.Get("seat") != "" && q.Get("seat") != strconv.Itoa(int(p))
	if data.YourTurn {
		acting := actingShips(st, p)
		data.Acting = shipNames(st, acting)
		if len(acting) > 0 {
			data.ActShip = acting[0]
			// With no ship chosen, the first that may act is selected, so
			// that the board shows its moves or arc; ?sel=-1 selects none.
			if (q.Get("next") != "" && data.Selected >= 0 && !slices.Contains(acting, data.Selected)) || (data.Selected < 0 && (!q.Has("sel") || switched) && !q.Has("move")) {
				data.Selected, data.SelectedName = acting[0], st.Name(acting[0])
			}
		}
		data.Hint = phaseHint(st, data.Selected >= 0)
		data.WhyNot = whyNot(st, p, data.Selected, true, acting, data.Waiting)
	} else if p >= 0 {
		data.WhyNot = whyNot(st, p, data.Selected, false, nil, data.Waiting)
	}
	data.Secret = st.Phase() == spacefleet.PhaseFire || st.Phase() == spacefleet.PhaseIntercept
	data.Live = "/games/" + g.id + "/events"
	data.Board = newBoard(st, data.View, p, data.Selected, link)
	data.Board.Focus = data.Selected
	if data.Board.Focus < 0 {
		data.Board.Focus = data.ActShip
	}
	data.Board.Act = "/games/" + g.id + "/act"
	for i, m := range data.Board.Moves {
		vals, _ := json.Marshal(map[string]string{"seat": strconv.Itoa(int(p)), "version": strconv.Itoa(data.Version), "action": m.Action, "sel": strconv.Itoa(data.Selected)})
		data.Board.Moves[i].Vals = string(vals)
		data.Board.Moves[i].Link = moveLink(g.id, p, data.Selected, i, data.Version)
	}
	if q.Has("move") {
		data.chooseMove(q.Get("move"), q.Get("v"), g.match.Stale)
	}
	if data.YourTurn {
		data.Orders, data.Choices = orders(st, p, data.Selected)
	}
	if q.Has("order") {
		data.chooseOrder(q.Get("order"), q.Get("v"), g.match.Stale)
	}
	log := game.Filter(g.events, p)
	if len(log) > logLines {
		data.Earlier = len(log) - logLines
		log = log[len(log)-logLines:]
	}
	slices.Reverse(log)
	data.Log = log
	if g.match.Outcome().Over {
		r := newReport(g)
		data.Report = &r
	}
	return data
}

// pageSeat returns the seat a game page shows among the seats held, and
// the held seats in order: ?seat= when held, else the held seat the game
// waits for, else the first held, else a spectator. With ?auto=1 (hot-seat
// play follows the game), ?seat= gives way to another held seat the game
// waits for when it does not wait for ?seat=.
func pageSeat(held map[game.Player]string, waiting game.PlayerSet, q url.Values) (game.Player, []game.Player) {
	var mine []game.Player
	for seat := range held {
		mine = append(mine, seat)
	}
	slices.Sort(mine)
	if n, err := strconv.Atoi(q.Get("seat")); err == nil && held[game.Player(n)] != "" && (q.Get("auto") == "" || waiting.Has(game.Player(n)) || !heldWaiting(mine, waiting)) {
		return game.Player(n), mine
	}
	for _, seat := range mine {
		if waiting.Has(seat) {
			return seat, mine
		}
	}
	if len(mine) > 0 {
		return mine[0], mine
	}
	return game.Spectator, mine
}

// heldWaiting reports whether the game waits for one of the seats mine.
func heldWaiting(mine []game.Player, waiting game.PlayerSet) bool {
	for _, p := range mine {
		if waiting.Has(p) {
			return true
		}
	}
	return false
}

// orders returns the orders to offer seat p as buttons (everything but
// moves, which the board offers, and moves too when few are listed; a
// sweep, which no board marker offers, always) and, for the list form,
// every legal order of the selected ship or, with nothing selected, of the
// seat.
func orders(st *spacefleet.State, p game.Player, sel int) (buttons, all []order) {
	acts := st.Actions(p, nil)
	for _, a := range acts {
		if sel >= 0 && a.Kind != spacefleet.KindDone && int(a.Unit) != sel {
			continue
		}
		o := order{Action: st.FormatAction(a), Kind: "other"}
		o.Label = orderLabel(st, a, o.Action)
		switch a.Kind {
		case spacefleet.KindMove:
			o.Kind = "move"
		case spacefleet.KindFire:
			o.Kind = "fire"
			o.Odds = fireOdds(st, a)
		case spacefleet.KindDone:
			o.Kind = "done"
		}
		all = append(all, o)
		if a.Kind != spacefleet.KindMove || spacefleet.Sweeps(a) || len(acts) <= 12 {
			buttons = append(buttons, o)
		}
	}
	return buttons, all
}

// orderLabel describes an action for its button, naming the ships.
func orderLabel(st *spacefleet.State, a game.Action, text string) string {
	ship := func(i int) string {
		if i >= 0 && i < st.NumShips() {
			return st.Name(i)
		}
		return "?"
	}
	switch a.Kind {
	case spacefleet.KindFire:
		if a.Args[0] >= 0 {
			return fmt.Sprintf("%s fires %d %s at %s", ship(int(a.Unit)), a.Args[2], spacefleet.Weapon(a.Args[1]), ship(int(a.Args[0])))
		}
	case spacefleet.KindMove:
		if spacefleet.Sweeps(a) {
			return ship(int(a.Unit)) + " stays and sweeps the minefield: " + text
		}
		return ship(int(a.Unit)) + ": " + text
	case spacefleet.KindDone:
		return "Done: end my part of this phase"
	}
	return text
}

// reportOf returns the stored report of a finished game, or nil.
func reportOf(rec store.Record) *gameReport {
	if rec.Report == nil {
		return nil
	}
	var r gameReport
	if json.Unmarshal(rec.Report.Data, &r) != nil {
		return nil
	}
	return &r
}
