package web

import (
	"encoding/json"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/spacefleet"
)

var (
	// shipLinkRE finds the links that select the viewer's ships.
	shipLinkRE = regexp.MustCompile(`<a href="([^"]*)" class="select" id="ship-(\d+)" `)
	// moveLinkRE finds the move markers' links and their order fields.
	moveLinkRE = regexp.MustCompile(`<a class="move" href="([^"]*)" aria-label="([^"]*)" data-cell="\d+,\d+" data-order="[^"]*"><title>[^<]*</title><polygon class="move" points="[^"]*" data-vals="([^"]*)"/></a>`)
	// formRE finds the forms that post orders or choose them (to confirm),
	// with their class and body.
	formRE = regexp.MustCompile(`(?s)<form method="(?:post|get)" action="([^"]*)" class="(\w+)"(?: data-kind="\w+")?>(.*?)</form>`)
	// fieldRE finds a form's named values: hidden inputs and the button.
	fieldRE = regexp.MustCompile(`<(?:input type="hidden"|button type="submit") name="(\w+)" value="([^"]*)"`)
)

// postForm posts form values to target of h as a browser does, with the
// given cookie and Sec-Fetch-Site, and returns the response.
func postForm(h http.Handler, target, cookie, site string, form url.Values) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodPost, target, strings.NewReader(form.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("Sec-Fetch-Site", site)
	r.Header.Set("Cookie", cookie)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// formsOf returns the order forms of a page by class: their address and
// named values.
func formsOf(page string) map[string][]url.Values {
	forms := map[string][]url.Values{}
	for _, f := range formRE.FindAllStringSubmatch(page, -1) {
		vals := url.Values{"@action": {html.UnescapeString(f[1])}}
		for _, v := range fieldRE.FindAllStringSubmatch(f[3], -1) {
			vals.Set(v[1], html.UnescapeString(v[2]))
		}
		forms[f[2]] = append(forms[f[2]], vals)
	}
	return forms
}

// TestBoardWithoutScript plays a move as a browser without JavaScript does,
// with plain requests: it selects a ship by its link, follows a move
// marker's link, reads the move in words and submits the confirmation. The
// confirmation must post what the marker's script posts, to the address the
// other order forms post to, and like them be refused from another site;
// from the page's own site it is accepted and the game's version advances.
func TestBoardWithoutScript(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Turns: 2, Seats: []string{"human", "computer"}})
	cookie := seatCookie(g.ID, 0) + "=" + g.Tokens[0]
	before, _ := seatStateOf(t, s, g.ID, g.Tokens[0])
	page := get(s, "/games/"+g.ID+"?seat=0", "Cookie", cookie).Body.String()
	ships := shipLinkRE.FindStringSubmatch(page)
	if ships == nil {
		t.Fatal("the page offers no ship to select")
	}
	page = get(s, html.UnescapeString(ships[1]), "Cookie", cookie).Body.String()
	marks := moveLinkRE.FindAllStringSubmatch(page, -1)
	if len(marks) == 0 {
		t.Fatalf("ship %s shows no move markers", ships[2])
	}
	if strings.Contains(page, `id="confirm"`) {
		t.Error("the page asks to confirm a move before one was chosen")
	}
	mark := marks[len(marks)-1]
	link, err := url.Parse(html.UnescapeString(mark[1]))
	if err != nil || link.Fragment != "confirm" {
		t.Fatalf("marker link %q: %v", mark[1], err)
	}
	link.Fragment = ""
	w := get(s, link.String(), "Cookie", cookie)
	page = w.Body.String()
	if w.Code != http.StatusOK || !strings.Contains(page, `id="confirm"`) {
		t.Fatalf("the marker's link: status %d, no confirmation: %s", w.Code, page)
	}
	words := regexp.MustCompile(`<p id="confirm-words">([^<]*)</p>`).FindStringSubmatch(page)
	if words == nil || !strings.Contains(words[1], " ends at ") && !strings.Contains(words[1], " stays at ") {
		t.Errorf("the move is not described in words: %v", words)
	}
	if !strings.Contains(page, "Confirm: "+mark[2]) {
		t.Errorf("the confirm button does not name the move %q", mark[2])
	}

	forms := formsOf(page)
	others := append(forms["order"], forms["choose"]...)
	if len(forms["confirm"]) != 1 || len(others) == 0 {
		t.Fatalf("forms on the page: %v", forms)
	}
	confirm := forms["confirm"][0]
	var vals map[string]string
	if err := json.Unmarshal([]byte(html.UnescapeString(mark[3])), &vals); err != nil {
		t.Fatal(err)
	}
	for k, v := range vals {
		if confirm.Get(k) != v {
			t.Errorf("the confirmation posts %s=%q, the marker %q", k, confirm.Get(k), v)
		}
	}
	for _, other := range others {
		for _, k := range []string{"seat", "sel"} {
			if confirm.Get(k) != other.Get(k) {
				t.Errorf("the confirmation's %s is %q, another order form's %q", k, confirm.Get(k), other.Get(k))
			}
		}
		if other.Get("v") != confirm.Get("version") || other.Get("order") == "" && !strings.Contains(other.Get("@action"), g.ID) {
			t.Errorf("an order form chooses %v, the confirmation posts %v", other, confirm)
		}
	}
	target := confirm.Get("@action")
	confirm.Del("@action")

	w = postForm(s, target, cookie, "cross-site", confirm)
	if w.Code != http.StatusForbidden || !strings.Contains(w.Body.String(), "cross-site request refused") {
		t.Errorf("the confirmation from another site: status %d, want 403", w.Code)
	}
	if now, _ := seatStateOf(t, s, g.ID, g.Tokens[0]); now.Version != before.Version {
		t.Fatalf("a refused confirmation moved the game from version %d to %d", before.Version, now.Version)
	}
	w = postForm(s, target, cookie, "same-origin", confirm)
	loc := w.Header().Get("Location")
	if w.Code != http.StatusSeeOther || strings.Contains(loc, "note=") || strings.Contains(loc, "move=") {
		t.Fatalf("the confirmation: status %d, to %q: %s", w.Code, loc, w.Body)
	}
	after, _ := seatStateOf(t, s, g.ID, g.Tokens[0])
	if after.Version <= before.Version {
		t.Errorf("the game is at version %d after the move, was %d", after.Version, before.Version)
	}
	page = get(s, loc, "Cookie", cookie).Body.String()
	if !strings.Contains(page, `data-version="`+strconv.Itoa(after.Version)+`"`) || strings.Contains(page, `id="confirm"`) {
		t.Errorf("the page after the move does not show version %d without a confirmation", after.Version)
	}
	// The marker's link is now stale: the page says so and offers nothing.
	page = get(s, link.String(), "Cookie", cookie).Body.String()
	if !strings.Contains(page, "The position changed") || strings.Contains(page, `id="confirm"`) {
		t.Error("a stale marker link still offers its move")
	}
}

// TestBoardMoveChoiceRefused follows move links that cannot be confirmed:
// each gets the game page with a message saying why and no confirmation,
// never a server error, with status 400 or 403 when the address is at
// fault and 200 when the game moved on. A seat's links work only for its
// own ships, for the seat whose cookie the browser holds.
func TestBoardMoveChoiceRefused(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Turns: 2, Seats: []string{"human", "human"}})
	// mover is the seat to move first; idle, when the game waits for one
	// seat only, the other.
	mover, idle := -1, -1
	var version int
	for seat, tok := range g.Tokens {
		st, _ := seatStateOf(t, s, g.ID, tok)
		version = st.Version
		if len(st.Actions) > 0 && mover < 0 {
			mover = seat
		} else if len(st.Actions) == 0 {
			idle = seat
		}
	}
	if mover < 0 || idle < 0 {
		t.Fatalf("the skirmish should open with one seat to move: mover %d, idle %d", mover, idle)
	}
	cookieOf := func(seat int) string { return seatCookie(g.ID, seat) + "=" + g.Tokens[seat] }
	shipOf := func(seat int) string {
		m := shipLinkRE.FindStringSubmatch(get(s, "/games/"+g.ID+"?seat="+strconv.Itoa(seat), "Cookie", cookieOf(seat)).Body.String())
		if m == nil {
			t.Fatalf("seat %d has no ship to select", seat)
		}
		return m[2]
	}
	own, enemy := shipOf(mover), shipOf(idle)
	v := strconv.Itoa(version)
	base := "/games/" + g.ID + "?seat=" + strconv.Itoa(mover) + "&sel=" + own
	for _, tc := range []struct {
		name, target, cookie string
		status               int
		message              string
	}{
		{"index not a number", base + "&move=first&v=" + v, cookieOf(mover), 400, `has no move &#34;first&#34;`},
		{"index past the last move", base + "&move=100000&v=" + v, cookieOf(mover), 400, "has no move"},
		{"negative index", base + "&move=-1&v=" + v, cookieOf(mover), 400, "has no move"},
		{"long index cut short", base + "&move=" + strings.Repeat("9", 200) + "&v=" + v, cookieOf(mover), 400, "999…"},
		{"version not a number", base + "&move=0&v=new", cookieOf(mover), 400, "not a whole number"},
		{"older version", base + "&move=0&v=" + strconv.Itoa(version-1), cookieOf(mover), 200, "The position changed"},
		{"later version", base + "&move=0&v=" + strconv.Itoa(version+1), cookieOf(mover), 200, "The position changed"},
		{"no ship selected", "/games/" + g.ID + "?seat=" + strconv.Itoa(mover) + "&move=0&v=" + v, cookieOf(mover), 400, "No ship of yours is selected"},
		{"the enemy's ship", "/games/" + g.ID + "?seat=" + strconv.Itoa(mover) + "&sel=" + enemy + "&move=0&v=" + v, cookieOf(mover), 400, "No ship of yours is selected"},
		{"the other seat's link", base + "&move=0&v=" + v, cookieOf(idle), 400, "No ship of yours is selected"},
		{"not this seat's turn", "/games/" + g.ID + "?seat=" + strconv.Itoa(idle) + "&sel=" + enemy + "&move=0&v=" + v, cookieOf(idle), 200, "not your turn"},
		{"no seat held", base + "&move=0&v=" + v, "", 403, "You hold no seat"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target, "Cookie", tc.cookie)
			page := w.Body.String()
			if w.Code != tc.status {
				t.Errorf("status %d, want %d", w.Code, tc.status)
			}
			if !strings.Contains(page, `<div class="error" role="alert" id="note">`) || !strings.Contains(page, tc.message) {
				t.Errorf("the page does not say %q", tc.message)
			}
			if strings.Contains(page, `id="confirm"`) || strings.Contains(page, `class="confirm"`) {
				t.Error("the page offers a move to confirm")
			}
			if !strings.Contains(page, `<svg class="board"`) {
				t.Error("the message comes without the game")
			}
		})
	}
	// The good link confirms, for the seat that holds it.
	if w := get(s, base+"&move=0&v="+v, "Cookie", cookieOf(mover)); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `id="confirm-move"`) {
		t.Errorf("the mover's own link: status %d, no confirmation", w.Code)
	}
}

// TestMoveWords checks the words a confirmation describes a move in.
func TestMoveWords(t *testing.T) {
	at, to := spacefleet.Cell{Col: 2, Row: 3}, spacefleet.Cell{Col: 4, Row: 5}
	straight := spacefleet.Path{Hexes: 3}
	for _, tc := range []struct {
		name string
		path spacefleet.Path
		f    geom.Dir
		want string
	}{
		{"stay", spacefleet.Path{Pivot: geom.North}, geom.North, "Lance stays at 2,3 facing N."},
		{"pivot", spacefleet.Path{Pivot: geom.SouthEast}, geom.SouthEast, "Lance stays at 2,3 and pivots from N to face SE."},
		{"one hex", spacefleet.Path{Hexes: 1}, geom.North, "Lance moves from 2,3 facing N: 1 hex ahead; it ends at 4,5 facing N."},
		{"straight", straight, geom.North, "Lance moves from 2,3 facing N: 3 hexes ahead; it ends at 4,5 facing N."},
		{"turns", straight.WithTurn(0, 1).WithTurn(2, -1), geom.North, "Lance moves from 2,3 facing N: 1 hex ahead, turn to starboard, 2 hexes ahead, turn to port; it ends at 4,5 facing N."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := moveWords("Lance", tc.path, at, geom.North, to, tc.f); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}

// TestOrderConfirmWithoutScript chooses an order from the list of orders as
// a browser without JavaScript does: the list's form only opens the page
// with the order to confirm (the game does not move), and the confirmation
// gives it. An order the seat does not have gets 400 and no confirmation.
func TestOrderConfirmWithoutScript(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Turns: 2, Seats: []string{"human", "computer"}})
	cookie := seatCookie(g.ID, 0) + "=" + g.Tokens[0]
	before, _ := seatStateOf(t, s, g.ID, g.Tokens[0])
	page := get(s, "/games/"+g.ID+"?seat=0", "Cookie", cookie).Body.String()
	// The list of every legal order: its form and its first option.
	lists := formsOf(page)["choose"]
	option := regexp.MustCompile(`<option value="([^"]*)">`).FindStringSubmatch(page)
	if len(lists) != 1 || option == nil {
		t.Fatal("the page offers no list of orders")
	}
	chosen := lists[0]
	chosen.Set("order", html.UnescapeString(option[1]))
	q := url.Values{"seat": {chosen.Get("seat")}, "sel": {chosen.Get("sel")}, "v": {chosen.Get("v")}, "order": {chosen.Get("order")}}
	w := get(s, chosen.Get("@action")+"?"+q.Encode(), "Cookie", cookie)
	if w.Code != http.StatusOK {
		t.Fatalf("choosing %q: status %d", chosen.Get("order"), w.Code)
	}
	if now, _ := seatStateOf(t, s, g.ID, g.Tokens[0]); now.Version != before.Version {
		t.Fatalf("choosing an order gave it: version %d, was %d", now.Version, before.Version)
	}
	confirms := formsOf(w.Body.String())["confirm"]
	if len(confirms) != 1 || confirms[0].Get("action") != chosen.Get("order") {
		t.Fatalf("the confirmation forms are %v, want one giving %q", confirms, chosen.Get("order"))
	}
	confirm := confirms[0]
	target := confirm.Get("@action")
	confirm.Del("@action")
	if w := postForm(s, target, cookie, "same-origin", confirm); w.Code != http.StatusSeeOther {
		t.Fatalf("confirming: status %d: %s", w.Code, w.Body)
	}
	if now, _ := seatStateOf(t, s, g.ID, g.Tokens[0]); now.Version <= before.Version {
		t.Errorf("the confirmed order left the game at version %d", now.Version)
	}
	q.Set("order", "fire 99 at 98 beam 1")
	q.Del("v")
	w = get(s, chosen.Get("@action")+"?"+q.Encode(), "Cookie", cookie)
	if w.Code != http.StatusBadRequest || strings.Contains(w.Body.String(), `id="confirm"`) {
		t.Errorf("an order the seat does not have: status %d, want 400 without a confirmation", w.Code)
	}
}
