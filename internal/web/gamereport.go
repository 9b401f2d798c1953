package web

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/game"
)

// gameReport is the account of a finished Space Fleet game that the store
// keeps and the report page shows: how it ended and how every ship fared.
// It is built once the game is over, from what every side may then see; it
// never holds the seed.
type gameReport struct {
	Scenario string       `json:"scenario"`
	Turn     int          `json:"turn"`
	Actions  int          `json:"actions"`
	Reason   string       `json:"reason"`
	Sides    []reportSide `json:"sides"`
	Winners  []string     `json:"winners"`
}

// reportSide is one side's part of a report; Score is in victory points.
type reportSide struct {
	Name  string       `json:"name"`
	Score float64      `json:"score"`
	Ships []reportShip `json:"ships"`
}

// reportShip is how one ship ended the battle.
type reportShip struct {
	Name    string `json:"name"`
	Class   string `json:"class"`
	Status  string `json:"status"`
	Damage  int    `json:"damage"`
	Shields int    `json:"shields"`
}

// newReport describes the finished game g.
func newReport(g *liveGame) gameReport {
	st := g.state()
	v := st.ViewOf(game.Spectator)
	out := g.match.Outcome()
	r := gameReport{Scenario: st.Setup().Name, Turn: v.Turn, Actions: g.match.Version(), Reason: namedText(out.Reason, g.seats)}
	for i, name := range v.Sides {
		side := reportSide{Name: name}
		if i < len(v.Scores) {
			side.Score = float64(v.Scores[i]) / 8
		}
		for k := range st.NumShips() {
			if st.Side(k) != i {
				continue
			}
			side.Ships = append(side.Ships, reportShip{
				Name: st.Name(k), Class: st.Class(k).String(), Status: st.Status(k).String(),
				Damage: st.Damage(k), Shields: st.Shields(k),
			})
		}
		r.Sides = append(r.Sides, side)
	}
	for _, w := range out.Winners.List() {
		if int(w) < len(v.Sides) {
			r.Winners = append(r.Winners, v.Sides[w])
		}
	}
	return r
}

// reportSummary is the one line a game list shows for the finished game g.
func reportSummary(g *liveGame) string {
	r := newReport(g)
	switch len(r.Winners) {
	case 0:
		return fmt.Sprintf("%s: a draw on turn %d (%s)", r.Scenario, r.Turn, r.Reason)
	default:
		return fmt.Sprintf("%s: %s won on turn %d (%s)", r.Scenario, strings.Join(r.Winners, " and "), r.Turn, r.Reason)
	}
}
