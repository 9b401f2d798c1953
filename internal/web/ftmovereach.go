package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// ftMoveOddsJSON is the odds API's answer for a movement order: the order
// checked against the ship, the Emergency Thrust dice and their exact
// chances, and either the move itself when it needs no dice or the dice it
// rolls when every die shows 1 (the least it can need).
type ftMoveOddsJSON struct {
	Written     string      `json:"written"`
	Legal       bool        `json:"legal"`
	Problems    []string    `json:"problems"`
	ThrustUsed  int         `json:"thrust_used"`
	Budget      int         `json:"thrust_available"`
	NewVelocity int         `json:"new_velocity"`
	ETDice      int         `json:"et_dice"`
	ETSuccess   float64     `json:"et_success_chance"`
	ETClean     float64     `json:"et_clean_chance"`
	DiceAtLeast []need      `json:"dice_at_least"`
	Result      *ftMoveJSON `json:"result,omitempty"` // the move, when it needs no dice
}

// moveOdds checks the order and tries it without dice.
func (mv ftMove) moveOdds() ftMoveOddsJSON {
	p := manoeuvre.PlanOrder(mv.ship, mv.motion, mv.order, mv.opt)
	script := rng.NewScript(nil)
	played, t := mv.play(script)
	out := ftMoveOddsJSON{Written: mv.text, Legal: p.Legal(), Problems: append([]string{}, p.Problems...),
		ThrustUsed: p.Thrust.Used, Budget: p.Thrust.Budget, NewVelocity: p.NewVel,
		ETDice: t.ETDice, ETSuccess: t.ETSuccess, ETClean: t.ETClean, DiceAtLeast: []need{}}
	var ne *rng.NeedError
	if err := script.Err(); errors.As(err, &ne) {
		for _, n := range ne.Needs {
			out.DiceAtLeast = append(out.DiceAtLeast, need{Count: n.Count, Sides: n.Sides, Purpose: n.Purpose})
		}
	} else if err == nil {
		out.Result = &played
	}
	return out
}

func (mv ftMove) odds(context.Context, bool) (mechOdds, error) {
	o := mv.moveOdds()
	status := "legal"
	if !o.Legal {
		status = "impossible: the ship would move straight ahead"
	}
	odds := mechOdds{JSON: o, Facts: []fact{
		{Label: "order", Value: status},
		{Label: "thrust used", Value: fmt.Sprintf("%d of %d", o.ThrustUsed, o.Budget)},
		{Label: "new velocity", Value: fmt.Sprint(o.NewVelocity)},
	}}
	odds.Notes = append(odds.Notes, o.Problems...)
	if o.ETDice > 0 {
		odds.Facts = append(odds.Facts, fact{Label: "Emergency Thrust dice", Value: fmt.Sprint(o.ETDice)},
			fact{Label: "P(ET succeeds)", Value: percent(o.ETSuccess)}, fact{Label: "P(without drive damage)", Value: percent(o.ETClean)})
	}
	if o.Result != nil {
		odds.Facts = append(odds.Facts, fact{Label: "no dice needed; ends at", Value: o.Result.End()})
		odds.Notes = append(odds.Notes, o.Result.Log...)
	} else {
		parts := make([]string, len(o.DiceAtLeast))
		for i, n := range o.DiceAtLeast {
			parts[i] = n.String()
		}
		odds.Facts = append(odds.Facts, fact{Label: "dice needed, at least", Value: strings.Join(parts, "; ")})
	}
	r := mv.reach()
	odds.Maps = []mapView{{Title: r.chart.Title, Alt: r.alt(), chart: r.chart}}
	return odds, nil
}

// ftReachJSON is the reach API's answer, as "ft reach --json".
type ftReachJSON = manoeuvre.ReachReport

// ftReach is the reach of a ship and its map.
type ftReach struct {
	json  ftReachJSON
	chart chart.Scatter
}

// reach lists every end state one turn's legal orders reach, as "ft
// reach" does, and draws them one series per mode.
func (mv ftMove) reach() ftReach {
	m := mv.motion
	out := manoeuvre.ReachReportOf(m, mv.modes, manoeuvre.Reach(mv.ship, m, mv.modes, mv.opt))
	c := chart.Scatter{Title: fmt.Sprintf("Reach of a thrust-%d ship at velocity %d, course %d", mv.ship.Drive.Thrust, m.Velocity, m.Course.Hour()),
		XLabel: "x (MU)", YLabel: "y (MU)",
		Marks: []chart.Series{{Name: "start", Points: []chart.XY{{X: out.From.X, Y: out.From.Y}}}}}
	series := map[string]int{}
	for _, end := range out.Ends {
		i, ok := series[end.Mode]
		if !ok {
			i = len(c.Series)
			series[end.Mode] = i
			c.Series = append(c.Series, chart.Series{Name: end.Mode})
		}
		c.Series[i].Points = append(c.Series[i].Points, chart.XY{X: end.X, Y: end.Y})
	}
	if len(c.Series) == 0 { // a ship that cannot move still has its drift
		c.Series = []chart.Series{{Name: "standard", Points: c.Marks[0].Points}}
	}
	return ftReach{json: out, chart: c}
}

// alt is the map in words.
func (r ftReach) alt() string {
	parts := make([]string, 0, len(r.json.Modes))
	for _, mode := range r.json.Modes {
		parts = append(parts, fmt.Sprintf("%d by %s", r.json.Counts[mode], mode))
	}
	return fmt.Sprintf("Map of the %d end positions one turn can reach from (%.2f, %.2f): %s", len(r.json.Ends), r.json.From.X, r.json.From.Y, strings.Join(parts, ", "))
}

// ftReachAPI answers GET /api/ft/move/reach?FIELDS with the JSON of "ft
// reach --json" for the ship of the movement page (the order must read).
func (s *Server) ftReachAPI(w http.ResponseWriter, r *http.Request) {
	f := newForm(r.URL.Query())
	m := readFTMove(f)
	if m == nil {
		s.writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: f.firstError()})
		return
	}
	var out ftReachJSON
	if cerr := s.compute(r.Context(), func(context.Context) { out = m.(ftMove).reach().json }); cerr != nil {
		s.computeFailed(w, r, cerr)
		return
	}
	s.writeJSON(w, http.StatusOK, out)
}
