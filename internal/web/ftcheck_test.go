package web

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// TestFTCheckAnswersAsSubmit checks that the orders check answers as a
// submission would: orders the rules accept are refused by the check too
// once the side's orders are sealed for the round, or once the game is
// over, each with the submission's reason; the other side's check still
// accepts its orders while it is waited for.
func TestFTCheckAnswersAsSubmit(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	union, league := g.Tokens[0], g.Tokens[1]
	check := func(token, orders string) ftCheck {
		t.Helper()
		code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/orders/check", token, map[string]any{"orders": orders})
		var c ftCheck
		if code != http.StatusOK || json.Unmarshal(body, &c) != nil {
			t.Fatalf("check %q: %d %s", orders, code, body)
		}
		return c
	}
	if c := check(union, "Resolute: P1"); !c.OK {
		t.Fatalf("Union's orders before it submits: %+v", c)
	}
	if code, body := submitFT(t, s, g.ID, union, 0, "Resolute: P1"); code != http.StatusOK {
		t.Fatalf("Union's orders: %d %s", code, body)
	}
	if c := check(union, "Resolute: P1"); c.OK || !strings.Contains(c.Error, "already submitted") {
		t.Errorf("Union's orders checked after it submitted: ok %v, error %q; want refused as already submitted", c.OK, c.Error)
	}
	if c := check(league, "Vigilant: S1"); !c.OK {
		t.Errorf("League's orders while it is waited for: %+v", c)
	}
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/table", league, map[string]any{"step": "resign"}); code != http.StatusOK {
		t.Fatalf("League resigns: %d %s", code, body)
	}
	if c := check(league, "Vigilant: S1"); c.OK || !strings.Contains(c.Error, "the game is over") {
		t.Errorf("League's orders checked after the game ended: ok %v, error %q; want refused as over", c.OK, c.Error)
	}
}

// TestAPIRefusesTrailingData checks that a JSON request with more after
// its object, such as a second object, is refused with 400 and that the
// orders in the first are not submitted.
func TestAPIRefusesTrailingData(t *testing.T) {
	st := newTestStore(t)
	s := gameServer(t, st)
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	for _, body := range []string{`{"version": 0, "orders": "Resolute: P1"} {"version": 0, "orders": "Resolute: S1"}`, `{"version": 0, "orders": "Resolute: P1"} x`} {
		r := httptest.NewRequest(http.MethodPost, "/api/games/"+g.ID+"/orders", strings.NewReader(body))
		r.Header.Set("Authorization", "Bearer "+g.Tokens[0])
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), "more after") {
			t.Errorf("%s: %d %s, want 400 naming the data after the object", body, w.Code, w.Body)
		}
	}
	rec, err := st.LoadGame(context.Background(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Actions) != 0 {
		t.Errorf("the store holds %d steps after the refusals, want none", len(rec.Actions))
	}
}

// TestFTOrdersFromAFutureVersion checks that orders claiming a version the
// battle has not reached are refused as stale (409) with words that say
// so, not as if the game had moved on past them, and are not stored.
func TestFTOrdersFromAFutureVersion(t *testing.T) {
	st := newTestStore(t)
	s := gameServer(t, st)
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	code, body := submitFT(t, s, g.ID, g.Tokens[0], 7, "Resolute: P1")
	if code != http.StatusConflict || !strings.Contains(body, "written at version 7, but the game is at version 0") {
		t.Errorf("orders at version 7: %d %s", code, body)
	}
	rec, err := st.LoadGame(context.Background(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Actions) != 0 {
		t.Errorf("the store holds %d steps after the refusal, want none", len(rec.Actions))
	}
}

// TestFTCheckOfStaleOrders checks that orders checked at a version a
// submission would refuse as stale (a page left open in a second tab
// while the round resolved in the first) are refused by the check with
// the submission's reason, through the API and the battle page's form;
// the same orders at the current version, or with no version given, are
// accepted.
func TestFTCheckOfStaleOrders(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	union, league := g.Tokens[0], g.Tokens[1]
	if code, body := submitFT(t, s, g.ID, union, 0, "Resolute: P1"); code != http.StatusOK {
		t.Fatalf("Union's orders: %d %s", code, body)
	}
	if code, body := submitFT(t, s, g.ID, league, 0, "Vigilant: P1"); code != http.StatusOK {
		t.Fatalf("League's orders: %d %s", code, body)
	}
	us, _ := ftStateOf(t, s, g.ID, union)
	check := func(how string, code int, body []byte) ftCheck {
		t.Helper()
		var c ftCheck
		if code != http.StatusOK || json.Unmarshal(body, &c) != nil {
			t.Fatalf("%s: %d %s", how, code, body)
		}
		return c
	}
	api := func(body map[string]any) ftCheck {
		t.Helper()
		code, out := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/orders/check", union, body)
		return check(fmt.Sprint(body), code, out)
	}
	if c := api(map[string]any{"version": 0, "orders": ""}); c.OK || !strings.Contains(c.Error, "moved on") {
		t.Errorf("Union's orders checked at version 0 after the round resolved (version %d): ok %v, error %q; want refused as stale", us.Version, c.OK, c.Error)
	}
	if c := api(map[string]any{"version": us.Version, "orders": ""}); !c.OK {
		t.Errorf("Union's orders checked at the current version: %+v", c)
	}
	if c := api(map[string]any{"orders": ""}); !c.OK {
		t.Errorf("Union's orders checked with no version: %+v", c)
	}
	cookies := seatCookies(g.ID, 0, union)
	for v, ok := range map[string]bool{"0": false, strconv.Itoa(us.Version): true} {
		w := formPost(s, "/games/"+g.ID+"/orders/check", url.Values{"seat": {"0"}, "version": {v}}, cookies)
		if c := check("the form at version "+v, w.Code, w.Body.Bytes()); c.OK != ok {
			t.Errorf("Union's form checked at version %s (the game at %d): ok %v, error %q; want ok %v", v, us.Version, c.OK, c.Error, ok)
		}
	}
}

// TestFTResignationNamesTheSide checks that a battle's report on its page
// names the side that resigned, as a Space Fleet game's does, not
// "player 2".
func TestFTResignationNamesTheSide(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/table", g.Tokens[1], map[string]any{"step": "resign"}); code != http.StatusOK {
		t.Fatalf("League resigns: %d %s", code, body)
	}
	page := pageAs(s, g.ID, 0, g.Tokens[0], "").Body.String()
	if !strings.Contains(page, "League resigned") || strings.Contains(page, "player 2 resigned") {
		t.Errorf("the battle's page after League resigned does not name League as resigning:\n%s", page)
	}
}

// TestFTFormFieldTwice posts the battle form with a ship's order field, or
// a group's, given twice: the check and the submission refuse it (400)
// naming the field, where the form read only the first and dropped the
// second without a word, and nothing is submitted.
func TestFTFormFieldTwice(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	cookies := seatCookies(g.ID, 0, g.Tokens[0])
	for _, field := range []string{"ship-0", "group-Union Blue"} {
		form := url.Values{"seat": {"0"}, "version": {"0"}, field: {"P1", "S1"}}
		check := formPost(s, "/games/"+g.ID+"/orders/check", form, cookies)
		w := formPost(s, "/games/"+g.ID+"/orders", form, cookies)
		if check.Code != http.StatusBadRequest || w.Code != http.StatusBadRequest || !strings.Contains(html.UnescapeString(w.Body.String()), field+`" 2 times`) {
			t.Errorf("%s twice: check %d %s, submission %d, want 400 naming the field", field, check.Code, check.Body, w.Code)
		}
	}
	if st, _ := ftStateOf(t, s, g.ID, g.Tokens[0]); st.Submitted || st.Version != 0 {
		t.Errorf("a refused form was submitted: submitted %v, version %d", st.Submitted, st.Version)
	}
}
