package web

import (
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// reactBattle is a battle file of two frigates under the reaction round's
// options (battle readings W94-W96): they close to 20 MU, within their
// Beam-2s' 24 MU reach.
const reactBattle = `name: Two frigates that may evade
table: [48, 48]
turns: 6
sides: [Red, Blue]
options: {em-reaction: on, em-after-movement: on}
ships:
  - {name: Kestrel, side: Red, mass: 30, hull: 10, armour: 2, drive: 4, beams: [{class: 2, arcs: [FP, F, FS]}], firecon: 1,
     at: [0, -14], heading: 12, velocity: 4}
  - {name: Heron, side: Blue, mass: 30, hull: 10, armour: 2, drive: 4, beams: [{class: 2, arcs: [FP, F, FS]}], firecon: 1,
     at: [0, 14], heading: 6, velocity: 4}
`

// playFT submits orders[k] with tokens[k] in turn, from version 0, each
// of which must be accepted, and returns the version reached.
func playFT(t *testing.T, h http.Handler, id string, tokens, orders []string) int {
	t.Helper()
	for k, o := range orders {
		if code, body := submitFT(t, h, id, tokens[k], k, o); code != http.StatusOK {
			t.Fatalf("orders %q: %d %s", o, code, body)
		}
	}
	return len(orders)
}

// TestFTReactionRound plays the reaction round through the web: once
// Blue's fire at Kestrel is revealed only Red is asked, its page names the
// round, shows the declared fire and offers Kestrel's reactions, each
// saying what it does and what its drive check risks, Blue may
// not submit, a reaction beyond the thrust left is refused with the rules'
// reason, and the form's reaction is carried out.
func TestFTReactionRound(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", File: reactBattle, Seats: []string{"human", "human"}})
	red, blue := g.Tokens[0], g.Tokens[1]
	version := playFT(t, s, g.ID, []string{red, blue, red, blue}, []string{"", "", "", "Heron: Kestrel"})
	rs, _ := ftStateOf(t, s, g.ID, red)
	bs, body := ftStateOf(t, s, g.ID, blue)
	if rs.View.Phase != "reaction" || !rs.YourTurn || bs.YourTurn || len(rs.View.Reactors) != 1 || rs.View.Reactors[0].Free != 4 {
		t.Fatalf("the round: phase %q, Red's turn %v, Blue's %v, Red's reactors %+v", rs.View.Phase, rs.YourTurn, bs.YourTurn, rs.View.Reactors)
	}
	if strings.Contains(body, "reactors") {
		t.Errorf("Blue's state lists Red's reactors: %s", body)
	}
	if code, body := submitFT(t, s, g.ID, blue, version, ""); code != http.StatusForbidden {
		t.Errorf("Blue's reactions, which the round does not ask for: %d %s", code, body)
	}
	if code, body := submitFT(t, s, g.ID, red, version, "Kestrel em: 9"); code != http.StatusBadRequest || !strings.Contains(body, "left 4 of its drive") {
		t.Errorf("a reaction beyond the thrust left: %d %s", code, body)
	}
	page := html.UnescapeString(pageAs(s, g.ID, 0, red, "").Body.String())
	for _, want := range []string{"Your reactions to fire", `name="em-0"`, "no reaction", "1 factor unallocated: +6 MU, check fails on 5-6 (2 in 6)", "4 factors unallocated: +24 MU, check fails on 2-6 (5 in 6)",
		"If the check fails, its drive is halved, damage control cannot repair it this turn, and the ship does not evade.", "fired at by Heron", "Heron: Kestrel", `class="aim"`, "A dashed yellow line joins each ship to a ship its revealed fire orders name"} {
		if !strings.Contains(page, want) {
			t.Errorf("Red's page in the reaction round has no %q", want)
		}
	}
	cookies := pageAs(s, g.ID, 0, red, "").Result().Cookies()
	r := formPost(s, "/games/"+g.ID+"/orders", url.Values{"seat": {"0"}, "version": {"4"}, "em-0": {"1"}}, append(cookies, &http.Cookie{Name: seatCookie(g.ID, 0), Value: red}))
	if r.Code != http.StatusSeeOther {
		t.Fatalf("the reaction form: %d %s", r.Code, r.Body)
	}
	rs, body = ftStateOf(t, s, g.ID, red)
	if rs.View.Phase != "orders" || rs.View.Turn != 2 || !strings.Contains(body, "Kestrel em: 1") {
		t.Errorf("after the reaction: turn %d phase %q\n%s", rs.View.Turn, rs.View.Phase, body)
	}
	log := html.UnescapeString(pageAs(s, g.ID, 1, blue, "").Body.String())
	if !strings.Contains(log, "Extreme Manoeuvres (reaction)") || !strings.Contains(log, "Reaction round") {
		t.Errorf("Blue's page does not show the reaction's check and the round")
	}
}

// TestFTReactionRoundAgainstComputer plays two turns of reactBattle
// against the computer, both ships firing at each other: the computer's
// side writes its reactions by itself whenever the round asks for them,
// so Red is asked only for its own and the battle goes on.
func TestFTReactionRoundAgainstComputer(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", File: reactBattle, Seats: []string{"human", "computer"}})
	red := g.Tokens[0]
	rounds := 0
	for step := 0; step < 12; step++ {
		st, _ := ftStateOf(t, s, g.ID, red)
		if st.Over || st.View.Turn > 2 {
			break
		}
		if !st.YourTurn {
			t.Fatalf("step %d: the battle waits for the computer in phase %q", step, st.View.Phase)
		}
		orders := ""
		switch st.View.Phase {
		case "fire":
			orders = "Kestrel: Heron"
		case "reaction":
			rounds++
			orders = "Kestrel em: 1"
		}
		if code, body := submitFT(t, s, g.ID, red, st.Version, orders); code != http.StatusOK {
			t.Fatalf("step %d, %s: %q: %d %s", step, st.View.Phase, orders, code, body)
		}
	}
	if rounds == 0 {
		t.Errorf("Red was never asked to react")
	}
}

// TestReactRisk checks the words of each reaction offered in the round:
// the factors' effective range and the faces failing the check at +1 a
// factor after the first and the further +1; and what a failure costs
// (W94, W96), on a sound drive and on a damaged one.
func TestReactRisk(t *testing.T) {
	sound := fullthrust.Ship{Name: "Kestrel", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4}}
	damaged := sound
	damaged.Drive.Hits = 1
	for _, c := range []struct {
		s    fullthrust.Ship
		n    int
		want string
	}{
		{sound, 2, "+12 MU, check fails on 4-6 (3 in 6)"},
		{damaged, 3, "+18 MU, check fails on 3-6 (4 in 6)"},
		{sound, 6, "+36 MU, check fails on any roll"},
	} {
		if got := reactRisk(c.s, c.n); got != c.want {
			t.Errorf("%d factors: got %q, want %q", c.n, got, c.want)
		}
	}
	if got := failedReaction(damaged); got != "If the check fails, its drive, already damaged, is disabled, damage control cannot repair it this turn, and the ship does not evade." {
		t.Errorf("a damaged drive's failure: %s", got)
	}
	if got := factors(1) + ", " + factors(2); got != "1 factor, 2 factors" {
		t.Errorf("factors: %s", got)
	}
}

// TestFTReactionSealed checks that a submitted reaction stays hidden from
// every other reader until the round is complete (reading W94): both
// frigates fire at each other, so both seats are asked; once Red has
// reacted, Blue's state, log and page and a spectator's page show neither
// Red's reaction nor Red's ship as one that may react, while Blue's page
// offers Heron's reactions and Red's page shows Red's own sealed line.
// Under vector movement (reading W97) the round is sealed alike.
func TestFTReactionSealed(t *testing.T) {
	t.Run("cinematic", func(t *testing.T) { reactionSealed(t, reactBattle) })
	t.Run("vector", func(t *testing.T) {
		reactionSealed(t, strings.Replace(reactBattle, "options: {", "options: {movement: vector, ", 1))
	})
}

// reactionSealed is TestFTReactionSealed for the battle file.
func reactionSealed(t *testing.T, file string) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", File: file, Seats: []string{"human", "human"}})
	red, blue := g.Tokens[0], g.Tokens[1]
	playFT(t, s, g.ID, []string{red, blue, red, blue, red}, []string{"", "", "Kestrel: Heron", "Heron: Kestrel", "Kestrel em: 3"})
	bs, state := ftStateOf(t, s, g.ID, blue)
	if bs.View.Phase != "reaction" || !bs.YourTurn || len(bs.View.Reactors) != 1 || bs.View.Reactors[0].Ship != "Heron" {
		t.Fatalf("Blue in the round: phase %q, its turn %v, reactors %+v", bs.View.Phase, bs.YourTurn, bs.View.Reactors)
	}
	_, log := apiCall(t, s, http.MethodGet, "/api/games/"+g.ID+"/log", blue, nil)
	spectator := httptest.NewRecorder()
	s.ServeHTTP(spectator, httptest.NewRequest(http.MethodGet, "/games/"+g.ID, nil))
	for name, body := range map[string]string{
		"Blue's state": state, "Blue's log": string(log),
		"Blue's page":        html.UnescapeString(pageAs(s, g.ID, 1, blue, "").Body.String()),
		"a spectator's page": html.UnescapeString(spectator.Body.String()),
	} {
		for _, leak := range []string{"Kestrel em", `name="em-0"`, "em: 3", "fired at by Heron"} {
			if strings.Contains(body, leak) {
				t.Errorf("%s shows %q before Blue has reacted", name, leak)
			}
		}
	}
	if page := html.UnescapeString(pageAs(s, g.ID, 1, blue, "").Body.String()); !strings.Contains(page, `name="em-1"`) || !strings.Contains(page, "fired at by Kestrel") {
		t.Errorf("Blue's page does not offer Heron's reactions")
	}
	if page := html.UnescapeString(pageAs(s, g.ID, 0, red, "").Body.String()); !strings.Contains(page, "Kestrel em: 3") {
		t.Errorf("Red's page does not show its own sealed reaction")
	}
}

// TestFTReactionRoundVector plays the reaction round of reactBattle under
// vector movement (battle reading W97): Kestrel burns "MD1" of its
// thrust-4 drive, so once Blue's fire at it is revealed Red is asked, its
// page offers the 3 main-drive factors left and no more, and the form's
// reaction is carried out.
func TestFTReactionRoundVector(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	file := strings.Replace(reactBattle, "options: {", "options: {movement: vector, ", 1)
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", File: file, Seats: []string{"human", "human"}})
	red, blue := g.Tokens[0], g.Tokens[1]
	playFT(t, s, g.ID, []string{red, blue, red, blue}, []string{"Kestrel: MD1", "", "", "Heron: Kestrel"})
	rs, _ := ftStateOf(t, s, g.ID, red)
	if rs.View.Phase != "reaction" || !rs.YourTurn || len(rs.View.Reactors) != 1 || rs.View.Reactors[0].Free != 3 {
		t.Fatalf("the round: phase %q, Red's turn %v, Red's reactors %+v", rs.View.Phase, rs.YourTurn, rs.View.Reactors)
	}
	page := html.UnescapeString(pageAs(s, g.ID, 0, red, "").Body.String())
	if !strings.Contains(page, "3 factors unallocated: +18 MU") || strings.Contains(page, "4 factors unallocated") {
		t.Errorf("Red's page in the vector reaction round does not offer 1 to 3 factors")
	}
	cookies := pageAs(s, g.ID, 0, red, "").Result().Cookies()
	r := formPost(s, "/games/"+g.ID+"/orders", url.Values{"seat": {"0"}, "version": {"4"}, "em-0": {"1"}}, append(cookies, &http.Cookie{Name: seatCookie(g.ID, 0), Value: red}))
	if r.Code != http.StatusSeeOther {
		t.Fatalf("the reaction form: %d %s", r.Code, r.Body)
	}
	if rs, body := ftStateOf(t, s, g.ID, red); rs.View.Phase != "orders" || rs.View.Turn != 2 || !strings.Contains(body, "Kestrel em: 1") {
		t.Errorf("after the reaction: turn %d phase %q\n%s", rs.View.Turn, rs.View.Phase, body)
	}
}
