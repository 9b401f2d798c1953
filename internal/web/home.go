package web

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/broadside/broadside/internal/store"
)

// tool is one entry of the home page.
type tool struct {
	Name, Path, Summary string
	Example             string // a link that shows the tool at work
}

// tools are the pages the home page lists, in order.
var tools = append([]tool{
	{
		Name:    "Dice odds",
		Path:    "/odds/dice",
		Summary: "The exact distribution of any dice expression (3d6, 2d6+1, 8d6>=5, 4d6kh3), with at-least and at-most curves; roll it with a seed, or type the dice you rolled at the table and see them adjudicated.",
		Example: "/odds/dice?n=8d6%3E%3D5",
	},
	{
		Name:    "Space Fleet games",
		Path:    "/games",
		Summary: "Play a Space Fleet battle on a hex board against the computer, hot-seat, or against a friend through an invitation link; every order is saved, and finished games replay step by step.",
	},
	{
		Name:    "Full Thrust battles",
		Path:    "/games/fullthrust",
		Summary: "Play a Full Thrust battle on a table in MU against the computer, hot-seat, or against a friend: secret written orders in the book's notation, checked as you type with the thrust they use and the exact odds of an Emergency Thrust, and every die of the turn shown phase by phase.",
	},
	{Name: "Rulesets", Path: "/rules", Summary: "The games Broadside adjudicates, the rule texts each follows, where its rulings are explained, and every rules option with its values, default and house rulings."},
}, labTools...)

// home is the page that lists the tools.
func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, http.StatusOK, "home", "", tools)
}

// health answers {"status": "ok", "database": "sqlite"} when the database
// answers within two seconds, and 503 otherwise.
func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		s.log.Error("health", "err", err)
		s.fail(w, r, http.StatusServiceUnavailable, "the database does not answer")
		return
	}
	s.writeJSON(w, http.StatusOK, map[string]string{"status": "ok", "database": string(s.store.Dialect())})
}

// gameJSON is the public header of a saved game. It leaves out the seed,
// which would tell every future die, and the options and setup, which may
// hold what some players must not see.
type gameJSON struct {
	ID           string    `json:"id"`
	Ruleset      string    `json:"ruleset"`
	RulesVersion string    `json:"rules_version"`
	Status       string    `json:"status"`
	Version      int64     `json:"version"`
	Campaign     string    `json:"campaign,omitempty"`
	Created      time.Time `json:"created"`
	Updated      time.Time `json:"updated"`
}

// listGames answers GET /api/games?ruleset=&status=&limit=&offset= with the
// most recently updated games first: {"games": [...]}.
func (s *Server) listGames(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := store.Filter{Ruleset: q.Get("ruleset"), Status: store.Status(q.Get("status"))}
	for name, p := range map[string]*int{"limit": &f.Limit, "offset": &f.Offset} {
		if text := q.Get(name); text != "" {
			n, err := strconv.Atoi(text)
			if err != nil {
				s.fail(w, r, http.StatusBadRequest, name+" must be a whole number")
				return
			}
			*p = n
		}
	}
	if f.Limit < 0 || f.Limit > 500 || f.Offset < 0 {
		s.fail(w, r, http.StatusBadRequest, "limit is 1 to 500 and offset 0 or more")
		return
	}
	if f.Status != "" && f.Status != store.Active && f.Status != store.Finished {
		s.fail(w, r, http.StatusBadRequest, "status must be active or finished")
		return
	}
	games, err := s.store.ListGames(r.Context(), f)
	if err != nil {
		s.log.Error("list games", "err", err)
		s.fail(w, r, http.StatusInternalServerError, "could not list the games")
		return
	}
	out := make([]gameJSON, len(games))
	for i, g := range games {
		out[i] = gameJSON{
			ID: g.ID, Ruleset: g.Ruleset, RulesVersion: g.RulesVersion, Status: string(g.Status),
			Version: g.Version, Campaign: g.Campaign, Created: g.Created, Updated: g.Updated,
		}
	}
	s.writeJSON(w, http.StatusOK, map[string][]gameJSON{"games": out})
}
