package web

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// ftReport is the account of a finished Full Thrust battle that the store
// keeps and the battle page shows: how it ended and how every ship fared.
// It is built from what every side may see once the battle is over.
type ftReport struct {
	Battle  string         `json:"battle"`
	Turn    int            `json:"turn"`
	Orders  int            `json:"orders"` // submissions of written orders, every side's
	Reason  string         `json:"reason"`
	Winners []string       `json:"winners"`
	Sides   []ftReportSide `json:"sides"`
}

// ftReportSide is one side's part of a report.
type ftReportSide struct {
	Name  string         `json:"name"`
	Score int            `json:"score"` // points scored (enemy ships destroyed, and driven off under driven-off: half)
	Ships []ftReportShip `json:"ships"`
}

// ftReportShip is how one ship ended the battle: its status ("in battle",
// "destroyed", "gone"), hull boxes left and systems knocked out.
type ftReportShip struct {
	Name   string   `json:"name"`
	Class  string   `json:"class"`
	Status string   `json:"status"`
	Hull   int      `json:"hull"`
	Lost   []string `json:"lost,omitempty"`
}

// newFTReport describes the finished battle g.
func newFTReport(g *liveGame) ftReport {
	st, _ := g.battle()
	v := st.View(game.Spectator).(battle.View)
	out := g.match.Outcome()
	r := ftReport{Battle: g.name, Turn: v.Turn, Orders: g.match.Version(), Reason: namedText(out.Reason, g.seats)}
	for i, name := range v.Sides {
		side := ftReportSide{Name: name}
		if i < len(out.Scores) {
			side.Score = out.Scores[i]
		}
		for _, sh := range v.Ships {
			if sh.Side == i {
				side.Ships = append(side.Ships, ftReportShip{Name: sh.Name, Class: sh.Class, Status: sh.Status, Hull: sh.Hull, Lost: sh.Lost})
			}
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

// summary is the one line a game list shows for the finished battle.
func (r ftReport) summary() string {
	if len(r.Winners) == 0 {
		return fmt.Sprintf("%s: a draw on turn %d (%s)", r.Battle, r.Turn, r.Reason)
	}
	return fmt.Sprintf("%s: %s won on turn %d (%s)", r.Battle, strings.Join(r.Winners, " and "), r.Turn, r.Reason)
}
