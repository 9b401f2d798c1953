package web

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rules/spacefleet"
)

// replayPage is the data of a finished game's replay at one step.
type replayPage struct {
	ID                      string
	Scenario                string
	Step                    int // actions replayed, 0 to Steps
	Steps                   int
	Action                  string // the last action replayed, "player 1: move 3 FF"; "" at step 0
	View                    spacefleet.View
	Board                   board
	Events                  []game.Event // the public events of the last action replayed
	Report                  *gameReport
	Summary                 string
	First, Prev, Next, Last string // links; "" when already there
}

// replay answers GET /games/{id}/replay?step=N: a finished game as everyone
// saw it after N actions, with the public events of action N and links to
// step through. A game still running has no replay, so nothing hidden
// leaks while it is played.
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
	n := len(rec.Actions)
	if text := r.URL.Query().Get("step"); text != "" {
		if n, err = strconv.Atoi(text); err != nil || n < 0 || n > len(rec.Actions) {
			s.fail(w, r, http.StatusBadRequest, fmt.Sprintf("step must be 0 to %d", len(rec.Actions)))
			return
		}
	}
	grec := game.Record{Rules: rec.Game.Ruleset, Version: rec.Game.RulesVersion, Options: rec.Game.Options, Seed: rec.Game.Seed, Setup: rec.Game.Setup}
	data := replayPage{ID: id, Step: n, Steps: len(rec.Actions), Report: reportOf(rec), Summary: rec.Report.Summary}
	for _, a := range rec.Actions[:n] {
		step, err := parseStep(a)
		if err != nil {
			s.gameError(w, r, err)
			return
		}
		grec.Steps = append(grec.Steps, step)
		data.Action = step.String()
	}
	m, err := game.Replay(spacefleet.Rules{}, grec, func(e game.Event) {
		if e.Action == n-1 && e.VisibleTo(game.Spectator) {
			data.Events = append(data.Events, e)
		}
	})
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	st := m.State().(*spacefleet.State)
	data.Scenario = st.Setup().Name
	data.View = st.ViewOf(game.Spectator)
	data.Board = newBoard(st, data.View, game.Spectator, -1, nil)
	link := func(k int) string { return fmt.Sprintf("/games/%s/replay?step=%d", id, k) }
	if n > 0 {
		data.First, data.Prev = link(0), link(n-1)
	}
	if n < data.Steps {
		data.Next, data.Last = link(n+1), link(data.Steps)
	}
	s.render(w, r, http.StatusOK, "replay", "Replay of "+data.Scenario, data)
}
