package web

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// ftPage is the data of a Full Thrust battle's page for one seat.
type ftPage struct {
	ID, Battle string
	Seat       int // the seat shown, −1 for a spectator
	SeatName   string
	Seats      []seatLink // the seats this browser holds
	Version    int
	View       battle.View
	Round      string // "movement orders", "fire orders" or "reactions to fire"
	YourTurn   bool   // the battle waits for this seat's orders
	Sealed     string // this seat's own orders, submitted and sealed; "" for none
	Submitted  bool
	Waiting    string // in words, the sides whose orders the battle waits for
	SealedBy   string // in words, the other sides whose orders are sealed already
	Handover   bool   // hot-seat: the page shows the hand-over screen only
	Ready      string // the address that shows the seat's orders after the hand-over
	Ships      []ftOrderRow
	Groups     []ftGroupRow
	Extra      string
	Check      ftCheck
	Board      ftBoard
	Results    []ftPhase // what the latest resolution did, phase by phase
	// ResultsTitle names the round of Results: "turn 2, movement".
	ResultsTitle string
	Turns        []ftTurnLog
	Report       *ftReport
	Invite       string
	// Table is the seat's resign, draw, seat link and rematch steps
	// (gameresign.go); nil for a spectator.
	Table   *tablePanel
	Note    string
	NoteOK  bool // the note is good news, not a refusal
	Live    string
	Refresh string // the address the page reloads when the game moves on
	// Strike is the exact odds of the strike of the turn in Results
	// (ftstrikeodds.go), filled by renderFT from strike; nil when the
	// results hold no strike.
	Strike *ftStrikeView
	strike *battle.StrikeRecord
	status int
}

// ftOrderRow is one of the seat's ships in the orders form.
type ftOrderRow struct {
	Index   int
	Name    string
	About   string // its motion and drive, in short
	Value   string // the order written so far
	Check   *ftShipCheck
	Targets []ftTarget // in the fire round, the enemies its beams reach
	Place   []string   // the ordnance it may place on the table: "salvo", "missile", "plasma"
	Reacts  []ftChoice // in the reaction round, the reactions it may make
	Risk    string     // in the reaction round, what a failed check of any of them costs
}

// ftChoice is one option of a select: the value sent and its words.
type ftChoice struct{ Value, Label string }

// ftGroupRow is one of the seat's fighter groups in the orders form.
type ftGroupRow struct {
	Name, About, Value string
	Carrier            string   // the ship whose bay holds it, empty in space: its line on the table starts there
	Choices            []string // "hold", "attack SHIP", "assist GROUP"
}

// ftPhase is a run of events of one phase of a resolution.
type ftPhase struct {
	Title  string
	Events []game.Event
}

// ftTurnLog is one turn's events, phase by phase.
type ftTurnLog struct {
	Turn   int
	Phases []ftPhase
}

// phaseTitles name the phases of a turn by the kind of their events.
var phaseTitles = map[string]string{
	"orders": "Orders revealed", "arrive": "FTL arrivals", "ordnance": "Ordnance",
	"fighters": "Fighters", "move": "Movement", "gone": "Movement", "strike": "Point defence and strikes",
	"fire": "Ship fire", "damage": "Damage", "destroyed": "Damage", "threshold": "Threshold checks",
	"end": "End of the turn", "over": "The result",
	"backfire": "Grav Backfire", "dogfight": "Dogfights", "intercept": "Interceptions",
	"flak": "Fire at fighters", "ftl": "FTL", "rearm": "Rearming", "repair": "Damage control",
	"scramble": "Scramble launches", "reaction": "Reaction round",
}

// phasesOf groups events into runs of one phase each.
func phasesOf(events []game.Event) []ftPhase {
	var out []ftPhase
	for _, e := range events {
		title := phaseTitles[e.Kind]
		if title == "" {
			title = e.Kind
		}
		if n := len(out); n > 0 && (out[n-1].Title == title || (title == "Damage" && out[n-1].Title == "Point defence and strikes")) {
			out[n-1].Events = append(out[n-1].Events, e)
			continue
		}
		out = append(out, ftPhase{Title: title, Events: []game.Event{e}})
	}
	return out
}

// newFTPage builds the page of battle g for the seat chosen among held by
// the query, as seatPage does for Space Fleet: ?seat= when held, else
// (and, with ?auto=1, instead of a seat the battle does not wait for) a
// held seat whose orders the battle waits for, else the first held, else a
// spectator. The query may also hold orders written on the page that were
// refused (the form's fields), to show again.
func (s *Server) newFTPage(g *liveGame, held map[game.Player]string, q url.Values) *ftPage {
	st, _ := g.battle()
	waiting := g.match.Waiting()
	p, mine := pageSeat(held, waiting, q)
	v := st.View(p).(battle.View)
	data := &ftPage{ID: g.id, Battle: g.name, Seat: int(p), Version: g.match.Version(), View: v, Note: ftNotes[q.Get("note")],
		Live: "/games/" + g.id + "/events"}
	data.NoteOK = q.Get("note") == "sealed"
	data.Round = "movement orders"
	switch st.Phase() {
	case battle.FirePhase:
		data.Round = "fire orders"
	case battle.ReactPhase:
		data.Round = "reactions to fire"
	}
	if p >= 0 {
		data.SeatName = g.seats[p].Name
		if o, ok := g.match.Sealed(p); ok {
			data.Sealed, data.Submitted = o.Text, true
			if data.Sealed == "" {
				data.Sealed = "(no orders: every ship straight on, holding fire)"
			}
		}
	}
	if data.NoteOK && !data.Submitted {
		data.Note, data.NoteOK = "", false // the round resolved at once: the results say what happened
	}
	for _, seat := range mine {
		data.Seats = append(data.Seats, seatLink{Name: g.seats[seat].Name, Link: fmt.Sprintf("/games/%s?seat=%d", g.id, seat), Current: seat == p})
	}
	data.Refresh = fmt.Sprintf("/games/%s?seat=%d&auto=1", g.id, p)
	data.YourTurn = p >= 0 && waiting.Has(p)
	var names []string
	for _, w := range waiting.List() {
		names = append(names, g.seats[w].Name)
	}
	data.Waiting = strings.Join(names, " and ")
	var sealed []string
	for _, w := range g.match.Submitted().List() {
		if w != p {
			sealed = append(sealed, g.seats[w].Name)
		}
	}
	data.SealedBy = strings.Join(sealed, " and ")
	if len(mine) > 1 && data.YourTurn && q.Get("ready") != strconv.Itoa(int(p)) {
		data.Handover = true
		data.Ready = fmt.Sprintf("/games/%s?seat=%d&ready=%d", g.id, p, p)
		return data
	}
	ships := st.Ships()
	index := make(map[string]int, len(ships))
	for i, sh := range ships {
		index[sh.Sheet.Name] = i
	}
	data.Board = newFTBoard(v, ships, index, st.Options(), data.YourTurn && st.Phase() == battle.OrdersPhase)
	if data.YourTurn {
		data.orderRows(st, p, ships, q)
	}
	events := game.Filter(g.events, p)
	if n := len(events); n > 0 {
		last := events[n-1].Action
		k := n
		for k > 0 && events[k-1].Action == last {
			k--
		}
		data.Results = phasesOf(events[k:])
		round := "movement"
		if events[k].Kind == "orders" && strings.Contains(events[k].Text, "fire orders") {
			round = "fire"
		} else if events[k].Kind == "orders" && strings.Contains(events[k].Text, " reactions: ") {
			round = "reactions"
		}
		data.ResultsTitle = fmt.Sprintf("turn %d, %s", events[k].Turn, round)
		if rec, ok := st.LastStrike(); ok && rec.Turn == events[k].Turn && slices.ContainsFunc(events[k:], func(e game.Event) bool { return e.Kind == "strike" }) {
			data.strike = &rec
		}
	}
	for k := 0; k < len(events); {
		j := k
		for j < len(events) && events[j].Turn == events[k].Turn {
			j++
		}
		data.Turns = append(data.Turns, ftTurnLog{Turn: events[k].Turn, Phases: phasesOf(events[k:j])})
		k = j
	}
	slices.Reverse(data.Turns)
	if g.match.Outcome().Over {
		r := newFTReport(g)
		data.Report = &r
	}
	return data
}

// ftNotes are the messages a battle page shows after orders were refused
// or accepted, by the note in its address.
var ftNotes = map[string]string{
	"stale":  "Those orders were written against an older position: the battle moved on before they arrived. Here is the current position: write them again.",
	"sealed": "Your orders are sealed. They are revealed when every side has submitted.",
}

// orderRows fills the orders form of seat p: a row per ship in the battle,
// a row per fighter group that can be ordered, and the further lines,
// with what the query (a refused submission) wrote in them.
func (data *ftPage) orderRows(st *battle.State, p game.Player, ships []battle.ShipState, q url.Values) {
	if st.Phase() == battle.ReactPhase {
		data.reactionRows(st, p, ships, q)
		return
	}
	var enemies, friends []string
	for i, sh := range ships {
		switch {
		case sh.Side != int(p) && sh.InBattle:
			enemies = append(enemies, sh.Sheet.Name)
		case sh.Side == int(p) && sh.InBattle:
			friends = append(friends, sh.Sheet.Name)
			row := ftOrderRow{Index: i, Name: sh.Sheet.Name, Value: q.Get("ship-" + strconv.Itoa(i)),
				About: fmt.Sprintf("at %.1f %.1f, course %d, velocity %d, thrust %d", sh.Motion.Pos.X, sh.Motion.Pos.Y, sh.Motion.Course.Hour(), sh.Motion.Velocity, sh.Sheet.Drive.Current())}
			if st.Phase() == battle.FirePhase {
				row.Targets = targetsOf(st, p, ships, i)
			} else {
				row.Place = ordnanceOf(data.View, sh.Sheet.Name)
			}
			data.Ships = append(data.Ships, row)
		}
	}
	if st.Phase() == battle.OrdersPhase {
		var own []string
		for _, f := range data.View.Fighters {
			if f.Side == int(p) && f.Status != "destroyed" {
				own = append(own, f.Name)
			}
		}
		for _, f := range data.View.Fighters {
			if f.Side != int(p) || f.Status == "destroyed" || !carrierIn(data.View, f) {
				continue
			}
			row := ftGroupRow{Name: f.Name, Value: q.Get("group-" + f.Name), Choices: []string{"hold"},
				About: fmt.Sprintf("%s, %d fighters, CEF %d, %s of %s", f.Type, f.Strength, f.CEF, f.Status, f.Carrier)}
			if f.Status != "in space" {
				row.Carrier = f.Carrier
			} else if f.Facing != nil {
				row.About += ", facing " + degrees(f.Facing) + "°" // it attacks into its front 180° (W121)
			}
			for _, e := range enemies {
				row.Choices = append(row.Choices, "attack "+e)
			}
			for _, o := range own {
				if o != f.Name {
					row.Choices = append(row.Choices, "assist "+o)
				}
			}
			// Screens and interceptions, where the rules accept them
			// for this group now (W17, W19).
			var more []string
			for _, sh := range friends {
				more = append(more, "screen "+sh)
			}
			for _, e := range data.View.Fighters {
				if e.Side != int(p) && e.Status == "in space" {
					more = append(more, "intercept "+e.Name)
				}
			}
			for _, c := range more {
				if st.CheckOrders(p, game.Orders{Text: f.Name + ": " + c}) == nil {
					row.Choices = append(row.Choices, c)
				}
			}
			data.Groups = append(data.Groups, row)
		}
	}
	data.Extra = q.Get("extra")
	text := ordersOf(st, p, q)
	data.Check = checkFTOrders(st, p, text, st.CheckOrders(p, game.Orders{Text: text}))
	for k := range data.Ships {
		for j := range data.Check.Ships {
			if data.Check.Ships[j].Ship == data.Ships[k].Index {
				data.Ships[k].Check = &data.Check.Ships[j]
			}
		}
	}
}

// ordnanceOf returns the kinds of ordnance the view's ship name carries
// working mounts of: salvos while its racks and launchers hold any, heavy
// missiles, plasma bolts. The rules check the rest (arcs, range, magazines).
func ordnanceOf(v battle.View, name string) []string {
	var out []string
	for _, sh := range v.Ships {
		if sh.Name != name {
			continue
		}
		if sh.Salvos > 0 {
			out = append(out, "salvo")
		}
		if slices.Contains(sh.Systems, "HM") {
			out = append(out, "missile")
		}
		if slices.Contains(sh.Systems, "PBL") {
			out = append(out, "plasma")
		}
	}
	return out
}

// carrierIn reports whether fighter group f can be ordered: in space, or
// in the bay of a ship in the battle.
func carrierIn(v battle.View, f battle.FighterView) bool {
	if f.Status == "in space" {
		return true
	}
	for _, sh := range v.Ships {
		if sh.Name == f.Carrier {
			return sh.Status == "in battle"
		}
	}
	return false
}

// renderFT writes the battle page, with the invitation this browser keeps
// for a friend.
func (s *Server) renderFT(w http.ResponseWriter, r *http.Request, data *ftPage) {
	if c, err := r.Cookie(inviteCookie(data.ID)); err == nil && data.Seat >= 0 {
		if _, err := s.hub.seatOf(r.Context(), data.ID, c.Value); err == nil {
			data.Invite = "/join/" + url.PathEscape(c.Value)
		}
	}
	if data.strike != nil {
		v := s.strikeView(r.Context(), *data.strike)
		data.Strike = &v
	}
	status := http.StatusOK
	if data.status != 0 {
		status = data.status
	}
	s.render(w, r, status, "ftgame", data.Battle, data)
}

// ftSeatState is the answer to GET /api/games/{id}/state for a battle: the
// battle as one side sees it, whether its orders for the round are sealed
// (and they, its own), and who the battle waits for.
type ftSeatState struct {
	ID        string      `json:"id"`
	Seat      int         `json:"seat"`
	Version   int         `json:"version"`
	Over      bool        `json:"over"`
	Ruleset   string      `json:"ruleset"`
	View      battle.View `json:"view"`
	YourTurn  bool        `json:"your_turn"`
	Submitted bool        `json:"submitted"`
	Sealed    *string     `json:"sealed,omitempty"` // this side's own sealed orders
	Waiting   []int       `json:"waiting"`          // the sides whose orders are awaited
}

// newFTSeatState returns battle g as seat p sees it.
func newFTSeatState(g *liveGame, p game.Player) ftSeatState {
	st, _ := g.battle()
	out := ftSeatState{ID: g.id, Seat: int(p), Version: g.match.Version(), Over: g.match.Outcome().Over, Ruleset: ftRuleset,
		View: st.View(p).(battle.View), YourTurn: g.match.Waiting().Has(p), Waiting: []int{}}
	if o, ok := g.match.Sealed(p); ok {
		out.Submitted, out.Sealed = true, &o.Text
	}
	for _, w := range g.match.Waiting().List() {
		out.Waiting = append(out.Waiting, int(w))
	}
	return out
}
