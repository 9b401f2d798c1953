package web

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/store"
)

// maxMyGames bounds the games the games page lists for one browser, the
// most recently updated first; each costs a look at the store.
const maxMyGames = 30

// myGame is a game whose seats this browser holds, as the games page lists
// it.
type myGame struct {
	ID       string
	Link     string // the game's page, at the first seat held
	Scenario string
	Sides    string // the seats this browser holds, by name
	Opponent string // who plays the other seats, in words
	Turn     string // whose turn it is, or how the game ended
	YourTurn bool
	Over     bool
	LastMove string // the latest event this browser's first seat may see; "" for none
	Updated  time.Time
	Invite   string // the invitation link not used yet; "" for none
}

// joinGone is what an invitation that opens no seat answers.
const joinGone = "this invitation opens no seat: it was used already, withdrawn, or mistyped. Ask for a new link."

// join answers GET /join/{token}, an invitation link, with a page that
// asks whether to take the seat (see offerSeat).
func (s *Server) join(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	seat, err := s.store.SeatByToken(r.Context(), token)
	s.offerSeat(w, r, seat, err, joinGone, "join", "Invitation", func(g *liveGame) any {
		return joinPage{Scenario: g.scenarioName(), Seat: seat.Name, Action: "/join/" + url.PathEscape(token), Over: g.match.Outcome().Over}
	})
}

// joinPage is the data of an invitation's page.
type joinPage struct {
	Scenario, Seat, Action string
	Over                   bool
}

// takeSeat answers POST /join/{token}: it uses the invitation up, giving
// this browser a token of its own for the seat (so the link opens nothing
// any more), and sends it to the game.
func (s *Server) takeSeat(w http.ResponseWriter, r *http.Request) {
	seat, fresh, err := s.store.ReplaceToken(r.Context(), r.PathValue("token"))
	s.enterSeat(w, r, seat, fresh, err, joinGone)
}

// renewInvite answers POST /games/{id}/invite: it withdraws the invitation
// link this browser keeps for game id, which then opens nothing, and keeps
// a new one in its place, for a browser that holds a seat of the game.
func (s *Server) renewInvite(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	held, err := s.heldSeats(r, id)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	c, cerr := r.Cookie(inviteCookie(id))
	if len(held) == 0 || cerr != nil {
		s.fail(w, r, http.StatusForbidden, "you hold no invitation of this game")
		return
	}
	seat, fresh, err := s.store.ReplaceToken(r.Context(), c.Value)
	if err != nil || seat.Game != id {
		if err == nil || errors.Is(err, store.ErrNotFound) {
			s.fail(w, r, http.StatusConflict, "the invitation was used already: your friend holds the seat")
			return
		}
		s.gameError(w, r, err)
		return
	}
	s.setCookie(w, r, inviteCookie(id), fresh)
	http.Redirect(w, r, "/games#game-"+id, http.StatusSeeOther)
}

// cookieGames returns the IDs of the games this browser's cookies name a
// seat or an invitation of, each once, in cookie order.
func cookieGames(r *http.Request) []string {
	var ids []string
	for _, c := range r.Cookies() {
		rest, ok := strings.CutPrefix(c.Name, seatCookiePrefix)
		if !ok {
			continue
		}
		var id string
		if inv, ok := strings.CutPrefix(rest, "invite-"); ok {
			id = inv
		} else if i := strings.LastIndex(rest, "-"); i > 0 {
			if _, err := strconv.Atoi(rest[i+1:]); err != nil {
				continue
			}
			id = rest[:i]
		}
		if id != "" && !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	return ids
}

// myGames returns the games whose seats this browser holds, checked
// against the store, the most recently updated first: at most maxMyGames.
func (s *Server) myGames(r *http.Request) ([]myGame, error) {
	var out []myGame
	ids := cookieGames(r)
	for _, id := range ids[:min(len(ids), 2*maxMyGames)] {
		held, err := s.heldSeats(r, id)
		if err != nil {
			return nil, err
		}
		if len(held) == 0 {
			continue
		}
		stored, err := s.store.Game(r.Context(), id)
		if err != nil {
			continue // gone since the cookie was set
		}
		mine := make([]game.Player, 0, len(held))
		for p := range held {
			mine = append(mine, p)
		}
		slices.Sort(mine)
		mg := myGame{ID: id, Updated: stored.Updated, Link: "/games/" + id + "?seat=" + strconv.Itoa(int(mine[0]))}
		err = s.hub.with(r.Context(), id, func(g *liveGame) error {
			mg.Scenario = g.scenarioName()
			var sides, others []string
			computer := false
			for _, seat := range g.seats {
				if slices.Contains(mine, game.Player(seat.Number)) {
					sides = append(sides, seat.Name)
				} else {
					others = append(others, seat.Name)
					computer = computer || seat.Kind == store.Computer
				}
			}
			mg.Sides = strings.Join(sides, " and ")
			switch {
			case len(others) == 0:
				mg.Opponent = "hot-seat, at this screen"
			case computer:
				mg.Opponent = "the computer (" + strings.Join(others, ", ") + ")"
			default:
				mg.Opponent = "a friend (" + strings.Join(others, ", ") + ")"
			}
			out := g.match.Outcome()
			mg.Over = out.Over
			if out.Over {
				mg.Turn = "over"
				if out.Reason != "" {
					mg.Turn += ": " + namedText(out.Reason, g.seats)
				}
			} else {
				var names []string
				for _, w := range g.match.Waiting().List() {
					names = append(names, g.seats[w].Name)
					mg.YourTurn = mg.YourTurn || slices.Contains(mine, w)
				}
				mg.Turn = strings.Join(names, " and ")
			}
			if ev := game.Filter(g.events, mine[0]); len(ev) > 0 {
				mg.LastMove = namedEvents(ev[len(ev)-1:], g.seats)[0].Text
			}
			return nil
		})
		if err != nil {
			continue
		}
		if c, err := r.Cookie(inviteCookie(id)); err == nil && !mg.Over {
			if _, err := s.hub.seatOf(r.Context(), id, c.Value); err == nil {
				mg.Invite = "/join/" + url.PathEscape(c.Value)
			}
		}
		out = append(out, mg)
	}
	slices.SortStableFunc(out, func(a, b myGame) int { return b.Updated.Compare(a.Updated) })
	return out[:min(len(out), maxMyGames)], nil
}
