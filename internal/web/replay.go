package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rules/spacefleet"
)

// replaySpeeds are the autoplay speeds a replay offers, by the speed in its
// address: the pause between two steps, in milliseconds.
var replaySpeeds = []struct {
	Key   string
	Label string
	Delay int
}{{"1", "slow", 3000}, {"2", "normal", 1500}, {"3", "fast", 700}, {"4", "fastest", 250}}

// replaySpeed is the speed an address gives when it names none.
const replaySpeed = "2"

// replayPage is the data of a finished game's replay at one step.
type replayPage struct {
	ID                      string
	Scenario                string
	Step                    int // actions replayed, 0 to Steps
	Steps                   int
	Action                  string // the last action replayed, in words with its side's name; "" at step 0
	View                    spacefleet.View
	Board                   board
	Events                  []game.Event // the public events of the last action replayed
	Report                  *gameReport
	Summary                 string
	First, Prev, Next, Last string // links; "" when already there
	Playing                 bool   // autoplay is on: the page goes on to Next after Delay
	Speed                   string // the speed's key, as in replaySpeeds
	Delay                   int    // the pause between steps, in milliseconds
	Toggle                  string // the link that starts or stops autoplay
	Speeds                  []replaySpeedChoice
}

// replaySpeedChoice is one speed offered, with the link that selects it.
type replaySpeedChoice struct {
	Label, Link string
	Current     bool
}

// replay answers GET /games/{id}/replay?step=N&play=1&speed=S: a finished
// game as everyone saw it after N actions, with the action N in words and
// its public events, links to step through, and autoplay (play=1) at speed
// S (1 slow to 4 fastest), which the page's script follows. A game still
// running has no replay, so nothing hidden leaks while it is played.
func (s *Server) replay(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	rec, err := s.store.LoadGame(r.Context(), id)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	if rec.Game.Ruleset == ftRuleset {
		// A finished battle's page shows its table and every turn's events.
		http.Redirect(w, r, "/games/"+id, http.StatusSeeOther)
		return
	}
	if rec.Game.Status != store.Finished {
		s.fail(w, r, http.StatusConflict, "the game is still running: its replay opens when it has finished")
		return
	}
	q := r.URL.Query()
	n := len(rec.Actions)
	if text := q.Get("step"); text != "" {
		if n, err = strconv.Atoi(text); err != nil || n < 0 || n > len(rec.Actions) {
			s.fail(w, r, http.StatusBadRequest, fmt.Sprintf("step must be 0 to %d", len(rec.Actions)))
			return
		}
	}
	data := replayPage{ID: id, Step: n, Steps: len(rec.Actions), Report: reportOf(rec), Summary: rec.Report.Summary, Speed: replaySpeed}
	if sp := q.Get("speed"); sp != "" {
		data.Speed = ""
		for _, c := range replaySpeeds {
			if c.Key == sp {
				data.Speed = sp
			}
		}
		if data.Speed == "" {
			s.fail(w, r, http.StatusBadRequest, "speed must be 1 (slow) to 4 (fastest)")
			return
		}
	}
	data.Playing = q.Get("play") == "1" && n < data.Steps
	grec, err := recordOf(rec)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	steps := grec.Steps
	grec.Steps = steps[:max(n-1, 0)]
	m, err := game.Replay(spacefleet.Rules{}, grec, nil)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	if n > 0 {
		// Action n is described against the position it was given in.
		step := steps[n-1]
		data.Action = stepWords(m.State().(*spacefleet.State), step, rec.Seats)
		events, err := m.PlayStep(step)
		if err != nil {
			s.gameError(w, r, fmt.Errorf("%w: action %d (%s): %w", game.ErrBadRecord, n-1, step, err))
			return
		}
		if !step.Table { // a table step's one event says what Action says
			data.Events = namedEvents(game.Filter(events, game.Spectator), rec.Seats)
		}
	}
	st := m.State().(*spacefleet.State)
	data.Scenario = st.Setup().Name
	data.View = st.ViewOf(game.Spectator)
	data.Board = newBoard(st, data.View, game.Spectator, -1, nil)
	link := func(k int, play bool) string {
		v := url.Values{"step": {strconv.Itoa(k)}, "speed": {data.Speed}}
		if play {
			v.Set("play", "1")
		}
		return "/games/" + id + "/replay?" + v.Encode()
	}
	if n > 0 {
		data.First, data.Prev = link(0, false), link(n-1, false)
	}
	if n < data.Steps {
		data.Next, data.Last = link(n+1, data.Playing), link(data.Steps, false)
	}
	switch {
	case data.Playing:
		data.Toggle = link(n, false)
	case n < data.Steps:
		data.Toggle = link(n, true)
	default:
		data.Toggle = link(0, true) // from the end, play again from the start
	}
	for _, c := range replaySpeeds {
		v := url.Values{"step": {strconv.Itoa(n)}, "speed": {c.Key}}
		if data.Playing {
			v.Set("play", "1")
		}
		data.Speeds = append(data.Speeds, replaySpeedChoice{Label: c.Label, Link: "/games/" + id + "/replay?" + v.Encode(), Current: c.Key == data.Speed})
		if c.Key == data.Speed {
			data.Delay = c.Delay
		}
	}
	s.render(w, r, http.StatusOK, "replay", "Replay of "+data.Scenario, data)
}

// stepWords describes a step of a Space Fleet record in words, naming its
// side as the seats do ("Red's Hawk fires 2 beams at Blue's Kestrel"),
// against st, the position before it.
func stepWords(st *spacefleet.State, step game.Step, seats []store.Seat) string {
	names := make([]string, len(seats))
	for i, seat := range seats {
		names[i] = seat.Name
	}
	if step.Table {
		return game.DescribeTable(step.Player, step.Action, names) + "."
	}
	side := step.Player.String()
	if int(step.Player) >= 0 && int(step.Player) < len(names) {
		side = names[step.Player]
	}
	a, err := st.ParseAction(step.Player, step.Action)
	if err != nil {
		return side + ": " + step.Action
	}
	ship := func(i int) string {
		if i >= 0 && i < st.NumShips() {
			return names0(names, st.Side(i)) + "'s " + st.Name(i)
		}
		return "a ship"
	}
	var words string
	switch a.Kind {
	case spacefleet.KindMove:
		i := int(a.Unit)
		path := spacefleet.Path{Hexes: int(a.Args[0]), Turns: uint16(a.Args[1]), Pivot: geom.Dir(a.Args[2])}
		end, f := path.End(st.Pos(i), st.Facing(i))
		words = moveWords(ship(i), path, spacefleet.CellOf(st.Pos(i)), st.Facing(i), spacefleet.CellOf(end), f)
		if spacefleet.Sweeps(a) {
			words += " It sweeps the minefield there."
		}
		return words
	case spacefleet.KindFire:
		if a.Args[0] >= 0 {
			return fmt.Sprintf("%s fires %d %s at %s.", ship(int(a.Unit)), a.Args[2], spacefleet.Weapon(a.Args[1]), ship(int(a.Args[0])))
		}
	case spacefleet.KindDone:
		return fmt.Sprintf("%s has finished the %s phase.", side, st.Phase())
	}
	return side + ": " + orderLabel(st, a, step.Action) + "."
}

// names0 returns names[i], or "side i+1" when there is no such name.
func names0(names []string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return "side " + strconv.Itoa(i+1)
}
