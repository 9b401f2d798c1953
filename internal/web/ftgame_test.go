package web

import (
	"context"
	"encoding/json"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// ftState is ftSeatState as a client reads it.
type ftState struct {
	Version   int         `json:"version"`
	Over      bool        `json:"over"`
	View      battle.View `json:"view"`
	YourTurn  bool        `json:"your_turn"`
	Submitted bool        `json:"submitted"`
	Sealed    *string     `json:"sealed"`
}

// ftStateOf fetches the battle as the seat token opens sees it, with the
// answer's body.
func ftStateOf(t *testing.T, h http.Handler, id, token string) (ftState, string) {
	t.Helper()
	code, body := apiCall(t, h, http.MethodGet, "/api/games/"+id+"/state", token, nil)
	if code != http.StatusOK {
		t.Fatalf("state: %d %s", code, body)
	}
	var st ftState
	if err := json.Unmarshal(body, &st); err != nil {
		t.Fatal(err)
	}
	return st, string(body)
}

// submitFT submits orders through the API and returns the status and body.
func submitFT(t *testing.T, h http.Handler, id, token string, version int, orders string) (int, string) {
	t.Helper()
	code, body := apiCall(t, h, http.MethodPost, "/api/games/"+id+"/orders", token, map[string]any{"version": version, "orders": orders})
	return code, string(body)
}

// pageAs fetches the battle page with the cookie of seat n.
func pageAs(h http.Handler, id string, n int, token, query string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodGet, "/games/"+id+"?seat="+string(rune('0'+n))+query, nil)
	r.AddCookie(&http.Cookie{Name: seatCookie(id, n), Value: token})
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// TestFTOrdersSecret plays a movement round between two people: Union's
// submitted orders appear in nothing League is sent (its page, its state,
// its log, its check, the live stream) until League has submitted too, and
// then both sides see both.
func TestFTOrdersSecret(t *testing.T) {
	st := newTestStore(t)
	s := gameServer(t, st)
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	union, league := g.Tokens[0], g.Tokens[1]
	secret := "Resolute: P2+1\nDauntless: S1+2"
	if code, body := submitFT(t, s, g.ID, union, 0, secret); code != http.StatusOK {
		t.Fatalf("Union's orders: %d %s", code, body)
	}
	for _, leak := range []string{"P2+1", "S1+2", "P2 +1"} {
		if _, body := ftStateOf(t, s, g.ID, league); strings.Contains(body, leak) {
			t.Errorf("League's state carries Union's sealed %q:\n%s", leak, body)
		}
		if w := pageAs(s, g.ID, 1, league, "&ready=1"); w.Code != http.StatusOK || strings.Contains(html.UnescapeString(w.Body.String()), leak) {
			t.Errorf("League's page (%d) carries Union's sealed %q", w.Code, leak)
		}
		if code, body := apiCall(t, s, http.MethodGet, "/api/games/"+g.ID+"/log", league, nil); code != http.StatusOK || strings.Contains(string(body), leak) {
			t.Errorf("League's log (%d) carries Union's sealed %q: %s", code, leak, body)
		}
		if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/orders/check", league, map[string]any{"orders": "Vigilant: P1"}); code != http.StatusOK || strings.Contains(string(body), leak) {
			t.Errorf("League's check (%d) carries Union's sealed %q: %s", code, leak, body)
		}
		if w := get(s, "/games/"+g.ID); strings.Contains(html.UnescapeString(w.Body.String()), leak) {
			t.Errorf("the spectators' page carries Union's sealed %q", leak)
		}
	}
	us, _ := ftStateOf(t, s, g.ID, union)
	if !us.Submitted || us.Sealed == nil || *us.Sealed != secret || us.YourTurn {
		t.Errorf("Union's own state: submitted %v sealed %v your turn %v", us.Submitted, us.Sealed, us.YourTurn)
	}
	if w := pageAs(s, g.ID, 0, union, ""); !strings.Contains(html.UnescapeString(w.Body.String()), "Dauntless: S1+2") || !strings.Contains(w.Body.String(), "Waiting for League") {
		t.Errorf("Union's page does not show its own sealed orders and the wait")
	}
	// League writes against the version it read before Union submitted:
	// not stale, since a sealed submission changes nothing it sees.
	code, body := submitFT(t, s, g.ID, league, 0, "Vigilant: S1\nLancer: P1")
	if code != http.StatusOK {
		t.Fatalf("League's orders: %d %s", code, body)
	}
	ls, body := ftStateOf(t, s, g.ID, league)
	if ls.View.Phase != "fire" || !strings.Contains(body, "P2 +1") && !strings.Contains(body, "P2+1") {
		t.Errorf("after both submitted, League does not see Union's revealed orders: phase %s\n%s", ls.View.Phase, body)
	}
	// Union's orders at version 0 are stale now: the round resolved.
	if code, body := submitFT(t, s, g.ID, union, 0, ""); code != http.StatusConflict {
		t.Errorf("stale orders: %d %s", code, body)
	}
}

// TestFTOrdersRefused checks that bad orders get 400 with the rules'
// message, a second submission in a round 409, a side not waited for 403,
// and that none of them is stored.
func TestFTOrdersRefused(t *testing.T) {
	st := newTestStore(t)
	s := gameServer(t, st)
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	union := g.Tokens[0]
	for _, c := range []struct{ orders, want string }{
		{"Resolute: P1+x", "column"},
		{"Nobody: P1", `no ship or fighter group is named \"Nobody\"`},
		{"Vigilant: P1", "is not a ship of Union"},
		{"Resolute P1", "colon"},
		{"Resolute: P1\nResolute: S1", "two orders"},
	} {
		code, body := submitFT(t, s, g.ID, union, 0, c.orders)
		if code != http.StatusBadRequest || !strings.Contains(body, c.want) {
			t.Errorf("orders %.30q: %d %s, want 400 with %q", c.orders, code, body, c.want)
		}
	}
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/orders", union, map[string]any{"orders": "Resolute: P1"}); code != http.StatusBadRequest {
		t.Errorf("orders without a version: %d %s", code, body)
	}
	if code, body := submitFT(t, s, g.ID, union, 0, "Resolute: P1"); code != http.StatusOK {
		t.Fatalf("good orders: %d %s", code, body)
	}
	if code, body := submitFT(t, s, g.ID, union, 1, "Resolute: S1"); code != http.StatusConflict || !strings.Contains(body, "already submitted") {
		t.Errorf("a second submission: %d %s", code, body)
	}
	if code, body := submitFT(t, s, g.ID, "nonsense", 1, "Resolute: S1"); code != http.StatusForbidden {
		t.Errorf("no seat: %d %s", code, body)
	}
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/actions", union, map[string]any{"version": 1, "action": "done"}); code != http.StatusBadRequest {
		t.Errorf("an action in a battle: %d %s", code, body)
	}
	rec, err := st.LoadGame(context.Background(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Actions) != 1 {
		t.Errorf("the store holds %d steps; want the one accepted submission", len(rec.Actions))
	}
	// The check answers the parser's message and the plan, never 500.
	code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/orders/check", g.Tokens[1], map[string]any{"orders": "Vigilant: ET P3+3\nLancer: P1+x"})
	var c ftCheck
	if code != http.StatusOK || json.Unmarshal(body, &c) != nil || c.OK || len(c.Ships) != 2 {
		t.Fatalf("check: %d %s", code, body)
	}
	if v := c.Ships[0]; v.Name != "Vigilant" || v.ETDice == 0 || !strings.Contains(v.ETChance, "/") || !strings.Contains(v.Words, "Emergency Thrust") {
		t.Errorf("Vigilant's ET order planned as %+v", v)
	}
	if l := c.Ships[1]; l.Error == "" || !strings.Contains(l.Words, "column") {
		t.Errorf("Lancer's bad order checked as %+v", l)
	}
}

// TestFTBattleAgainstComputer plays a whole battle through the API against
// the computer, straight on and firing at any target in reach, reloads it
// from the store part-way through, and checks the report.
func TestFTBattleAgainstComputer(t *testing.T) {
	st := newTestStore(t)
	s := gameServer(t, st)
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Turns: 4, Seats: []string{"human", "computer"}})
	tok := g.Tokens[0]
	for round := 0; round < 40; round++ {
		state, _ := ftStateOf(t, s, g.ID, tok)
		if state.Over {
			break
		}
		if !state.YourTurn {
			t.Fatalf("round %d: the battle does not wait for the human: %+v", round, state)
		}
		var orders string
		if state.View.Phase == "fire" {
			orders = fireAtAnything(t, s, g.ID, tok, state.View)
		}
		if code, body := submitFT(t, s, g.ID, tok, state.Version, orders); code != http.StatusOK {
			t.Fatalf("round %d: %d %s", round, code, body)
		}
		if round == 3 {
			s.hub.forget(g.ID) // the rest is played from the store's record
		}
	}
	state, _ := ftStateOf(t, s, g.ID, tok)
	if !state.Over {
		t.Fatalf("the battle is not over after its turn limit")
	}
	rec, err := st.LoadGame(context.Background(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Game.Status != store.Finished || rec.Report == nil || !strings.Contains(rec.Report.Summary, "Cruiser action") {
		t.Errorf("stored: %s %+v", rec.Game.Status, rec.Report)
	}
	w := pageAs(s, g.ID, 0, tok, "")
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `id="report"`) || !strings.Contains(w.Body.String(), "Turn 1") {
		t.Errorf("the finished battle's page: %d", w.Code)
	}
	if body := w.Body.String(); strings.Contains(body, "· movement orders ·") || strings.Contains(body, "· fire orders ·") {
		t.Error("the finished battle's status line names a round of orders")
	}
}

// fireAtAnything writes fire orders: each of the seat's ships fires at the
// first enemy its check accepts.
func fireAtAnything(t *testing.T, h http.Handler, id, token string, v battle.View) string {
	t.Helper()
	var lines []string
	for _, sh := range v.Ships {
		if sh.Side != v.You || sh.Status != "in battle" {
			continue
		}
		for _, e := range v.Ships {
			if e.Side == v.You || e.Status != "in battle" {
				continue
			}
			code, body := apiCall(t, h, http.MethodPost, "/api/games/"+id+"/orders/check", token, map[string]any{"orders": sh.Name + ": " + e.Name})
			if code == http.StatusOK && strings.Contains(string(body), `"ok": true`) {
				lines = append(lines, sh.Name+": "+e.Name)
				break
			}
		}
	}
	return strings.Join(lines, "\n")
}

// TestFTPageForms plays a round hot-seat through the page's forms: the
// hand-over screen stands between the sides and shows no orders, a
// refused order comes back with the rules' message (400) and the orders
// as written, and the check answers the form.
func TestFTPageForms(t *testing.T) {
	st := newTestStore(t)
	s := gameServer(t, st)
	form := url.Values{"scenario": {"battle-cruiser-action"}, "mode": {"hotseat"}, "side": {"0"}}
	w := formPost(s, "/games/fullthrust", form, nil)
	if w.Code != http.StatusSeeOther {
		t.Fatalf("create: %d %s", w.Code, w.Body)
	}
	cookies := w.Result().Cookies()
	id := strings.TrimPrefix(strings.Split(w.Header().Get("Location"), "?")[0], "/games/")
	send := func(method, target string, body url.Values) *httptest.ResponseRecorder {
		if method == http.MethodGet {
			return formGet(s, target, cookies)
		}
		return formPost(s, target, body, cookies)
	}
	page := send(http.MethodGet, "/games/"+id+"?seat=0&auto=1", nil)
	if !strings.Contains(page.Body.String(), `id="handover"`) || strings.Contains(page.Body.String(), `id="ft-orders"`) {
		t.Fatalf("a hot-seat battle does not open on the hand-over screen")
	}
	page = send(http.MethodGet, "/games/"+id+"?seat=0&ready=0", nil)
	if !strings.Contains(page.Body.String(), `id="ft-orders"`) || !strings.Contains(page.Body.String(), "ship-0") {
		t.Fatalf("Union's orders form is missing")
	}
	bad := url.Values{"seat": {"0"}, "version": {"0"}, "ship-0": {"P1+x"}, "ship-1": {"S1"}}
	w = send(http.MethodPost, "/games/"+id+"/orders", bad)
	if w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), "column") || !strings.Contains(html.UnescapeString(w.Body.String()), `value="P1+x"`) {
		t.Errorf("refused form: %d\n%s", w.Code, w.Body)
	}
	w = send(http.MethodPost, "/games/"+id+"/orders/check", bad)
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "column") {
		t.Errorf("check of the form: %d %s", w.Code, w.Body)
	}
	good := url.Values{"seat": {"0"}, "version": {"0"}, "ship-0": {"P2+1"}, "ship-1": {"S1"}}
	w = send(http.MethodPost, "/games/"+id+"/orders", good)
	if w.Code != http.StatusSeeOther || !strings.Contains(w.Header().Get("Location"), "auto=1") {
		t.Fatalf("submitted form: %d %s", w.Code, w.Header().Get("Location"))
	}
	if again := send(http.MethodPost, "/games/"+id+"/orders", good); again.Code != http.StatusSeeOther || !strings.Contains(again.Header().Get("Location"), "note=sealed") {
		t.Errorf("orders sent twice: %d %s", again.Code, again.Header().Get("Location"))
	}
	next := send(http.MethodGet, w.Header().Get("Location"), nil)
	body := html.UnescapeString(next.Body.String())
	if !strings.Contains(body, "Hand the screen to League") || strings.Contains(body, "P2+1") || strings.Contains(body, "P2 +1") {
		t.Errorf("after Union's orders the hand-over to League is missing, or shows Union's orders")
	}
	page = send(http.MethodGet, "/games/"+id+"?seat=1&ready=1", nil)
	if strings.Contains(html.UnescapeString(page.Body.String()), "P2+1") || !strings.Contains(page.Body.String(), `id="ft-orders"`) {
		t.Errorf("League's orders page shows Union's orders, or has no form")
	}
}

// TestFTNewFormErrors checks that a pasted battle file with a mistake is
// refused with its file:line:column and shown again.
func TestFTNewFormErrors(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	w := get(s, "/games/fullthrust")
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "battle-cruiser-action") {
		t.Fatalf("new battle form: %d", w.Code)
	}
	file := "name: Broken\ntable: [72, 48]\nturns: 500\nsides: [A, B]\n"
	w = formPost(s, "/games/fullthrust", url.Values{"file": {file}, "mode": {"computer"}, "side": {"0"}}, nil)
	if w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), "battle.yaml:3:") || !strings.Contains(w.Body.String(), "name: Broken") {
		t.Errorf("bad file: %d %s", w.Code, w.Body)
	}
	if len(ftBattles()) < 3 || ftBattles()[0].Key != "battle-cruiser-action" {
		t.Errorf("embedded battles: %+v", ftBattles())
	}
}

// TestFTInvitation starts a battle against a friend: the creator's games
// page lists it with the invitation, the invitation's page names the
// battle, taking the seat gives the friend the orders form, and the two
// play a round.
func TestFTInvitation(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	form := url.Values{"scenario": {"battle-cruiser-action"}, "mode": {"friend"}, "side": {"1"}}
	w := formPost(s, "/games/fullthrust", form, nil)
	if w.Code != http.StatusSeeOther {
		t.Fatalf("create: %d %s", w.Code, w.Body)
	}
	creator := w.Result().Cookies()
	id := strings.TrimPrefix(strings.Split(w.Header().Get("Location"), "?")[0], "/games/")
	var invite string
	for _, c := range creator {
		if c.Name == inviteCookie(id) {
			invite = c.Value
		}
	}
	if invite == "" {
		t.Fatal("no invitation cookie")
	}
	list := formGet(s, "/games", creator)
	if !strings.Contains(list.Body.String(), "Cruiser action") || !strings.Contains(list.Body.String(), "/join/"+invite) {
		t.Errorf("the games page does not list the battle with its invitation")
	}
	page := formGet(s, "/games/"+id+"?seat=1", creator)
	if !strings.Contains(page.Body.String(), `id="invite"`) || !strings.Contains(page.Body.String(), `id="ft-orders"`) {
		t.Errorf("the creator's battle page lacks the invitation or the orders form")
	}
	if j := formGet(s, "/join/"+invite, nil); j.Code != http.StatusOK || !strings.Contains(j.Body.String(), "Cruiser action") {
		t.Errorf("invitation page: %d", j.Code)
	}
	taken := formPost(s, "/join/"+invite, nil, nil)
	if taken.Code != http.StatusSeeOther {
		t.Fatalf("taking the seat: %d %s", taken.Code, taken.Body)
	}
	friend := taken.Result().Cookies()
	fp := formGet(s, taken.Header().Get("Location"), friend)
	if !strings.Contains(fp.Body.String(), `id="ft-orders"`) || !strings.Contains(fp.Body.String(), "You command <strong>Union</strong>") {
		t.Fatalf("the friend's page has no orders form for Union")
	}
	if w := formPost(s, "/games/"+id+"/orders", url.Values{"seat": {"0"}, "version": {"0"}, "ship-0": {"P1"}}, friend); w.Code != http.StatusSeeOther {
		t.Fatalf("the friend's orders: %d", w.Code)
	}
	if w := formPost(s, "/games/"+id+"/orders", url.Values{"seat": {"1"}, "version": {"0"}, "ship-2": {"S1"}}, creator); w.Code != http.StatusSeeOther {
		t.Fatalf("the creator's orders: %d", w.Code)
	}
	if p := formGet(s, "/games/"+id+"?seat=1", creator); !strings.Contains(p.Body.String(), "fire orders") || !strings.Contains(html.UnescapeString(p.Body.String()), "Union movement orders: Resolute: P1") {
		t.Errorf("after both submitted, the creator's page is not in the fire round with Union's orders revealed")
	}
}

// formPost posts a form to h with cookies.
func formPost(h http.Handler, target string, form url.Values, cookies []*http.Cookie) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodPost, target, strings.NewReader(form.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for _, c := range cookies {
		r.AddCookie(c)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// formGet gets a page from h with cookies.
func formGet(h http.Handler, target string, cookies []*http.Cookie) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodGet, target, nil)
	for _, c := range cookies {
		r.AddCookie(c)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// TestFTTwoServers plays a round through two servers over one store: each
// catches up with the other's submissions, sealed or resolving, as live
// play made them, and neither shows League Union's sealed orders.
func TestFTTwoServers(t *testing.T) {
	st := newTestStore(t)
	s1, s2 := gameServer(t, st), gameServer(t, st)
	g := newAPIGame(t, s1, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	ftStateOf(t, s2, g.ID, g.Tokens[1]) // s2 caches the battle at version 0
	if code, body := submitFT(t, s1, g.ID, g.Tokens[0], 0, "Resolute: P2+1"); code != http.StatusOK {
		t.Fatalf("Union on s1: %d %s", code, body)
	}
	if ls, body := ftStateOf(t, s2, g.ID, g.Tokens[1]); ls.Version != 1 || !ls.YourTurn || strings.Contains(body, "P2") {
		t.Errorf("League on s2 after Union sealed: version %d, your turn %v\n%s", ls.Version, ls.YourTurn, body)
	}
	if code, body := submitFT(t, s2, g.ID, g.Tokens[1], 0, "Vigilant: S1"); code != http.StatusOK {
		t.Fatalf("League on s2: %d %s", code, body)
	}
	for _, s := range []*Server{s1, s2} {
		us, body := ftStateOf(t, s, g.ID, g.Tokens[0])
		if us.Version != 2 || us.View.Phase != "fire" || !strings.Contains(body, "Vigilant: S1") {
			t.Errorf("after the round: version %d phase %s\n%s", us.Version, us.View.Phase, body)
		}
	}
	// Both servers' matches replay the same record: the same events.
	_, log1 := apiCall(t, s1, http.MethodGet, "/api/games/"+g.ID+"/log", g.Tokens[0], nil)
	_, log2 := apiCall(t, s2, http.MethodGet, "/api/games/"+g.ID+"/log", g.Tokens[0], nil)
	if string(log1) != string(log2) || !strings.Contains(string(log1), "moved") {
		t.Errorf("the servers' logs differ:\n%s\n%s", log1, log2)
	}
	s1.hub.forget(g.ID)
	if _, log3 := apiCall(t, s1, http.MethodGet, "/api/games/"+g.ID+"/log", g.Tokens[0], nil); string(log3) != string(log1) {
		t.Errorf("the battle replayed from the store logs differently:\n%s\n%s", log3, log1)
	}
}
