package web

import (
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// secretBattle is a classic battle with session 28's systems on both
// sides (scatterguns to fire at ships and to lend, K-1, light fighters),
// and Shadow, a League carrier with a light group of five that arrives by
// FTL on turn 3 at a point written in secret: Union sees neither until it
// arrives.
const secretBattle = `name: Secrets of the scatterguns
table: [72, 48]
turns: 6
victory: destroy
sides: [Union, League]
rules: classic
ships:
  - {name: Flag, side: Union, mass: 80, armour: [3], hull: 24, drive: 4, firecon: 2, beams: [{class: 2}], k1: 2, pds: 2, adfc: 1,
     scatterguns: 2, bays: [{name: Blue Light, type: light}], at: [0, -5], heading: 12, velocity: 2}
  - {name: Kra, side: Union, mass: 30, hull: 9, drive: 4, firecon: 1, scatterguns: 3, at: [1, -5], heading: 12, velocity: 2}
  - {name: Foe, side: League, mass: 80, armour: [3], hull: 24, drive: 4, firecon: 2, beams: [{class: 2}], k1: 1, pds: 2, adfc: 1,
     scatterguns: 2, bays: [{name: Red Light, type: light, strength: 8}], at: [0, 4], heading: 6, velocity: 2}
  - {name: Wisp, side: League, mass: 30, hull: 9, drive: 4, firecon: 1, scatterguns: 3, at: [-3, 5], heading: 6, velocity: 2}
  - {name: Shadow, side: League, mass: 60, hull: 18, drive: 4, ftl: advanced, bays: [{name: Night Light, type: light, strength: 5}],
     arrives: {turn: 3, at: [17, 3], heading: 9, velocity: 3}}
`

// seatCookies returns the cookie of seat n holding token.
func seatCookies(id string, n int, token string) []*http.Cookie {
	return []*http.Cookie{{Name: seatCookie(id, n), Value: token}}
}

// everythingSeen returns what seat's token opens is sent (its state, page,
// log and check of no orders), what a spectator's page shows and what the
// record and report give while the battle runs, each by its name.
func everythingSeen(t *testing.T, h http.Handler, id string, seat int, token string) map[string]string {
	t.Helper()
	_, state := ftStateOf(t, h, id, token)
	_, log := apiCall(t, h, http.MethodGet, "/api/games/"+id+"/log", token, nil)
	_, check := apiCall(t, h, http.MethodPost, "/api/games/"+id+"/orders/check", token, map[string]any{"orders": ""})
	_, report := apiCall(t, h, http.MethodGet, "/api/games/"+id+"/report", token, nil)
	spectator := httptest.NewRecorder()
	h.ServeHTTP(spectator, httptest.NewRequest(http.MethodGet, "/games/"+id, nil))
	return map[string]string{
		"the seat's state": state, "its log": string(log), "its check": string(check),
		"the report": string(report), "the record": get(h, "/games/"+id+"/record").Body.String(),
		"its page":           html.UnescapeString(pageAs(h, id, seat, token, "").Body.String()),
		"a spectator's page": html.UnescapeString(spectator.Body.String()),
	}
}

// TestFTSession28OrdersSealed checks that the order words of session 28
// stay sealed until every side has submitted: Union's cover lines lending
// scatterguns (reading W120), its K-1 committed to point defence (W115)
// and its light group's orders (W118) in the movement round, and its
// scatterguns fired at a ship ("[SG]", W119) in the fire round, are in
// nothing League or a spectator is sent, while Union's own state and page
// show them; once League has submitted, both sides see them revealed.
func TestFTSession28OrdersSealed(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", File: secretBattle, Seats: []string{"human", "human"}})
	union, league := g.Tokens[0], g.Tokens[1]
	move := "Kra cover: Flag scatterguns 2\nFlag pd: k1 2\nBlue Light: hold"
	if code, body := submitFT(t, s, g.ID, union, 0, move); code != http.StatusOK {
		t.Fatalf("Union's movement orders: %d %s", code, body)
	}
	for name, body := range everythingSeen(t, s, g.ID, 1, league) {
		for _, leak := range []string{"Kra cover", "scatterguns 2", "k1 2", "Blue Light: hold"} {
			if strings.Contains(body, leak) {
				t.Errorf("%s carries Union's sealed %q", name, leak)
			}
		}
	}
	us, _ := ftStateOf(t, s, g.ID, union)
	if us.Sealed == nil || *us.Sealed != move {
		t.Errorf("Union's own state does not show its sealed orders: %v", us.Sealed)
	}
	if page := html.UnescapeString(pageAs(s, g.ID, 0, union, "").Body.String()); !strings.Contains(page, "Kra cover: Flag scatterguns 2") {
		t.Errorf("Union's page does not show its own sealed cover line")
	}
	if code, body := submitFT(t, s, g.ID, league, 0, ""); code != http.StatusOK {
		t.Fatalf("League's movement orders: %d %s", code, body)
	}
	if _, body := ftStateOf(t, s, g.ID, league); !strings.Contains(body, "Kra cover: Flag scatterguns 2") {
		t.Errorf("League does not see Union's cover line once revealed:\n%s", body)
	}
	fire := "Kra: Foe [SG SG]"
	if code, body := submitFT(t, s, g.ID, union, 2, fire); code != http.StatusOK {
		t.Fatalf("Union's fire orders: %d %s", code, body)
	}
	for name, body := range everythingSeen(t, s, g.ID, 1, league) {
		for _, leak := range []string{"Kra: Foe", "[SG SG]", "SG 1 die"} {
			if strings.Contains(body, leak) {
				t.Errorf("%s carries Union's sealed fire order %q", name, leak)
			}
		}
	}
	if code, body := submitFT(t, s, g.ID, league, 2, ""); code != http.StatusOK {
		t.Fatalf("League's fire orders: %d %s", code, body)
	}
	if _, log := apiCall(t, s, http.MethodGet, "/api/games/"+g.ID+"/log", league, nil); !strings.Contains(string(log), "Kra fires at Foe") {
		t.Errorf("League's log has no scattergun fire once the orders are revealed:\n%s", log)
	}
}

// TestFTArrivingShipHidden checks that League's Shadow, arriving by FTL at
// a turn and point written in secret (RULINGS A8), and the light group in
// its bay are in nothing Union or a spectator is sent before it arrives:
// not in Union's state (its ships, its groups with their strength), page
// or log, and not through the orders form, whose fields
// name ships by their index: a field for Shadow's index, checked or
// submitted, is refused (400) without naming it, and nothing is submitted.
func TestFTArrivingShipHidden(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", File: secretBattle, Seats: []string{"human", "human"}})
	union, league := g.Tokens[0], g.Tokens[1]
	hidden := []string{"Shadow", "Night Light"}
	seen := everythingSeen(t, s, g.ID, 0, union)
	cookies := seatCookies(g.ID, 0, union)
	for _, field := range []string{"ship-4", "em-4"} {
		form := url.Values{"seat": {"0"}, "version": {"0"}, field: {"P1"}, "ship-0": {"P1"}}
		check := formPost(s, "/games/"+g.ID+"/orders/check", form, cookies)
		seen["the check of Union's form with "+field] = check.Body.String()
		w := formPost(s, "/games/"+g.ID+"/orders", form, cookies)
		seen["the answer to Union's form with "+field] = html.UnescapeString(w.Body.String())
		if check.Code != http.StatusBadRequest || w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), field) {
			t.Errorf("Union's form with %s: check %d, submission %d, want 400 naming the field", field, check.Code, w.Code)
		}
	}
	if us, _ := ftStateOf(t, s, g.ID, union); us.Submitted || us.Version != 0 {
		t.Errorf("a refused form was submitted: submitted %v, version %d", us.Submitted, us.Version)
	}
	for name, body := range seen {
		for _, leak := range hidden {
			if strings.Contains(body, leak) {
				t.Errorf("%s names %q before it arrives", name, leak)
			}
		}
	}
	ls, _ := ftStateOf(t, s, g.ID, league)
	found := false
	for _, f := range ls.View.Fighters {
		found = found || f.Name == "Night Light" && f.Strength == 5 && f.Type == "light" && f.Facing == nil
	}
	if !found {
		t.Errorf("League's own state does not show Night Light in Shadow's bay: %+v", ls.View.Fighters)
	}
}

// TestFTSession28BadOrders sends session 28's order words written wrong
// through the API (scatterguns lent and fired, K-1, light groups): the
// check answers 200 with the rules' reason naming the line, the
// submission 400 with the same reason, and nothing is submitted; never a
// 500.
func TestFTSession28BadOrders(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", File: secretBattle, Seats: []string{"human", "human"}})
	union, league := g.Tokens[0], g.Tokens[1]
	try := func(version int, orders, want string) {
		t.Helper()
		code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/orders/check", union, map[string]any{"orders": orders})
		if code != http.StatusOK || !strings.Contains(string(body), `"ok": false`) || !strings.Contains(string(body), want) {
			t.Errorf("check of %q: %d %s, want the reason %q", orders, code, body, want)
		}
		if code, body := submitFT(t, s, g.ID, union, version, orders); code != http.StatusBadRequest || !strings.Contains(body, want) {
			t.Errorf("orders %q: %d %s, want 400 with %q", orders, code, body, want)
		}
	}
	for _, c := range []struct{ orders, want string }{
		{"Kra cover: Flag scatterguns 4", "Kra cover: lends 4 scatterguns but has 3 working"},
		{"Kra cover: Flag scatterguns 0", "Kra cover: lends 0 scatterguns"},
		{"Kra cover: Flag scatterguns -1", "Kra cover: lends -1 scatterguns"},
		{"Kra cover: Flag scatterguns 99999999999999999999", "after scatterguns is not a count"},
		{"Kra cover: Flag scatterguns scatterguns", "after scatterguns is not a count"},
		{"Kra cover: Flag scatterguns x", "after scatterguns is not a count"},
		{"Kra cover: Flag scatterguns 2\nKra pd: scatterguns 2", "Kra fires and lends 4 scatterguns but has 3 working"},
		{"Flag pd: k1 3", "Flag pd: commits 3 K1 but has 2 working"},
		{"Flag pd: k1 -1", "Flag pd: commits -1 K1"},
		{"Blue Light: attack Nobody", "Blue Light attacks \\\"Nobody\\\", which is no ship"},
		{"Blue Light: join Red Light", "Blue Light joins \\\"Red Light\\\", which is no fighter group of Union"},
	} {
		try(0, c.orders, c.want)
	}
	playFT(t, s, g.ID, []string{union, league}, []string{"", ""})
	for _, c := range []struct{ orders, want string }{
		{"Kra: Foe [SG SG SG SG]", "Kra has no SG left to fire at Foe"},
		{"Kra: Foe [SG], Wisp [SG]", "Kra's SG does not bear on Wisp within its reach"},
		{"Kra: Foe [SG", "write a target, then its weapons in brackets"},
		{"Kra: Foe [XG]", "Kra has no XG left to fire at Foe"},
		{"Kra: Foe [SG]\nKra fire at: Red Light scatterguns 3", "Kra fire at: Red Light is not in space"},
		{"Flag: Foe [SG SG SG]", "Flag has no SG left to fire at Foe"},
	} {
		try(2, c.orders, c.want)
	}
	if us, _ := ftStateOf(t, s, g.ID, union); us.Submitted || us.Version != 2 {
		t.Errorf("a refused submission was stored: submitted %v, version %d", us.Submitted, us.Version)
	}
}
