package web

import (
	"html"
	"net/http"
	"strings"
	"testing"
)

// withheldBattle is Boat, a Union ship with an FTL drive and a salvo rack,
// 20 MU from League's Foe.
const withheldBattle = `name: A salvo kept back
table: [72, 48]
turns: 6
sides: [Union, League]
ships:
  - {name: Boat, side: Union, mass: 40, hull: 12, drive: 4, ftl: standard, firecon: 1, salvo_racks: [{arcs: [F]}], at: [0, -10], heading: 12, velocity: 2}
  - {name: Foe, side: League, mass: 40, hull: 12, drive: 4, at: [0, 10], heading: 6, velocity: 2}
`

// TestFTWithheldOrdnanceNotDrawn checks that the table draws only the
// ordnance placed: Boat's order engages its FTL drive, so its salvo line is
// read and not fired (RULINGS A8, reading W109; W112 and W114 keep
// ordnance back alike), and no salvo mark stands on the table in the fire
// round, though the revealed orders carry the line; a salvo fired is drawn.
func TestFTWithheldOrdnanceNotDrawn(t *testing.T) {
	for _, c := range []struct {
		orders string
		drawn  bool
	}{{"Boat: FTL\nBoat salvo: 0 4", false}, {"Boat salvo: 0 4", true}} {
		s := gameServer(t, newTestStore(t))
		g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", File: withheldBattle, Seats: []string{"human", "human"}})
		union, league := g.Tokens[0], g.Tokens[1]
		playFT(t, s, g.ID, []string{union, league}, []string{c.orders, ""})
		_, log := apiCall(t, s, http.MethodGet, "/api/games/"+g.ID+"/log", league, nil)
		if fired := strings.Contains(string(log), "Boat places a salvo"); fired != c.drawn {
			t.Fatalf("%q: the salvo placed %v, want %v:\n%s", c.orders, fired, c.drawn, log)
		}
		for seat, token := range []string{union, league} {
			page := html.UnescapeString(pageAs(s, g.ID, seat, token, "").Body.String())
			if drawn := strings.Contains(page, "Boat salvo placed at 0.0 4.0 this turn"); drawn != c.drawn {
				t.Errorf("%q: seat %d's table draws the salvo %v, want %v", c.orders, seat, drawn, c.drawn)
			}
		}
	}
}
