package web

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/store"
)

// hotseatGame starts a hot-seat game in browser b and returns its ID.
func hotseatGame(t *testing.T, s *Server, b cookieJar) string {
	t.Helper()
	w := b.post(s, "/games", url.Values{"scenario": {"destroyer-skirmish"}, "mode": {"hotseat"}, "side": {"0"}})
	if w.Code != http.StatusSeeOther {
		t.Fatalf("new game: %d %s", w.Code, w.Body)
	}
	return gameIDOf(w.Header().Get("Location"))
}

// gameIDOf returns the game ID of a game page's address.
func gameIDOf(loc string) string {
	return strings.TrimPrefix(strings.SplitN(loc, "?", 2)[0], "/games/")
}

// playSome gives n orders in the hot-seat game id of browser b, whoever the
// game waits for, through the API with the seats' cookies.
func playSome(t *testing.T, s *Server, b cookieJar, id string, n int) {
	t.Helper()
	for range n {
		played := false
		for seat := range 2 {
			if playFirst(t, s, id, b[seatCookie(id, seat)]) {
				played = true
				break
			}
		}
		if !played {
			return
		}
	}
}

// table posts a table step for seat of game id from browser b.
func table(s *Server, b cookieJar, id, seat, step string) *httptest.ResponseRecorder {
	return b.post(s, "/games/"+id+"/table", url.Values{"seat": {seat}, "step": {step}})
}

func TestResignEndsTheGameAndItsRecord(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	b := cookieJar{}
	id := hotseatGame(t, s, b)
	playSome(t, s, b, id, 6)
	page := b.get(s, "/games/"+id+"?seat=1").Body.String()
	for _, want := range []string{`id="resign"`, `id="draw-offer-button"`, `id="seat-link-make"`} {
		if !strings.Contains(page, want) {
			t.Errorf("a running game's page lacks %s", want)
		}
	}
	if w := table(s, cookieJar{}, id, "1", "resign"); w.Code != http.StatusForbidden {
		t.Errorf("a stranger resigns: %d, want 403", w.Code)
	}
	if w := table(s, b, id, "1", "surrender"); w.Code != http.StatusBadRequest {
		t.Errorf("an unknown step: %d, want 400", w.Code)
	}
	if w := table(s, b, id, "1", "resign"); w.Code != http.StatusSeeOther {
		t.Fatalf("resign: %d %s", w.Code, w.Body)
	}
	if w := table(s, b, id, "0", "resign"); w.Code != http.StatusConflict {
		t.Errorf("resigning a game that is over: %d, want 409", w.Code)
	}
	page = b.get(s, "/games/"+id+"?seat=0").Body.String()
	for _, want := range []string{"The battle is over", "Red won", "Blue resigned", "Blue resigns", `id="rematch"`, `id="record-link"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page after the resignation lacks %q", want)
		}
	}
	if strings.Contains(page, `id="resign"`) || strings.Contains(page, "player 2") {
		t.Error("the page after the resignation still offers resigning, or says player 2")
	}
	if list := b.get(s, "/games").Body.String(); !strings.Contains(list, "over: Blue resigned") || !strings.Contains(list, "Last: Blue resigns") {
		t.Errorf("the games list does not say the game ended by Blue's resignation")
	}
	st, _ := seatStateOf(t, s, id, b[seatCookie(id, 0)])
	if !st.Over || len(st.Actions) != 0 {
		t.Errorf("the API after a resignation: over %v, actions %v", st.Over, st.Actions)
	}
	rec := exportedRecord(t, s, id)
	last := rec.Steps[len(rec.Steps)-1]
	if !last.Table || last.Action != game.Resign || last.Player != 1 {
		t.Errorf("the record ends with %+v, want seat 1's resignation", last)
	}
	rs, _ := gameRules(rec.Rules)
	m, err := game.Replay(rs, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	if out := m.Outcome(); !out.Over || out.Winners != game.Players(0) {
		t.Errorf("the exported record replays to %+v", out)
	}
	replay := get(s, "/games/"+id+"/replay").Body.String()
	if !strings.Contains(replay, "Blue resigns.") {
		t.Errorf("the replay's last step does not say Blue resigns:\n%s", replay)
	}
}

// exportedRecord downloads the record of finished game id and checks that
// it is the JSON --record writes.
func exportedRecord(t *testing.T, s *Server, id string) game.Record {
	t.Helper()
	w := get(s, "/games/"+id+"/record")
	if w.Code != http.StatusOK || !strings.Contains(w.Header().Get("Content-Disposition"), "attachment") {
		t.Fatalf("record: %d %v %s", w.Code, w.Header(), w.Body)
	}
	rec, err := game.ParseRecord(w.Body.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	again, err := recordJSON(rec)
	if err != nil || !bytes.Equal(again, w.Body.Bytes()) {
		t.Errorf("the download is not the record as --record writes it (%v)", err)
	}
	if strings.Contains(w.Body.String(), `"table": false`) || strings.Contains(w.Body.String(), `"dice": null`) {
		t.Error("empty fields are written out")
	}
	return rec
}

func TestDrawOfferedAcceptedAndDeclined(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	b := cookieJar{}
	id := hotseatGame(t, s, b)
	if w := table(s, b, id, "1", "accept"); w.Code != http.StatusUnprocessableEntity {
		t.Errorf("accepting no offer: %d, want 422", w.Code)
	}
	if w := table(s, b, id, "0", "offer"); w.Code != http.StatusSeeOther {
		t.Fatalf("offer: %d %s", w.Code, w.Body)
	}
	page := b.get(s, "/games/"+id+"?seat=1").Body.String()
	if !strings.Contains(page, "Red offered a draw") || !strings.Contains(page, `id="draw-accept"`) {
		t.Errorf("Blue's page does not offer to answer Red's draw:\n%s", page)
	}
	if page := b.get(s, "/games/"+id+"?seat=0").Body.String(); strings.Contains(page, `id="draw-accept"`) {
		t.Error("Red may accept its own offer")
	}
	if w := table(s, b, id, "1", "decline"); w.Code != http.StatusSeeOther {
		t.Fatalf("decline: %d %s", w.Code, w.Body)
	}
	playSome(t, s, b, id, 2)
	tok := b[seatCookie(id, 1)]
	code, body := apiCall(t, s, http.MethodPost, "/api/games/"+id+"/table", tok, map[string]string{"step": "offer"})
	if code != http.StatusOK {
		t.Fatalf("offer by the API: %d %s", code, body)
	}
	code, body = apiCall(t, s, http.MethodPost, "/api/games/"+id+"/table", b[seatCookie(id, 0)], map[string]string{"step": "accept"})
	if code != http.StatusOK || !strings.Contains(string(body), `"over": true`) {
		t.Fatalf("accept by the API: %d %s", code, body)
	}
	page = b.get(s, "/games/"+id+"?seat=0").Body.String()
	if !strings.Contains(page, "A draw") || !strings.Contains(page, "draw agreed") {
		t.Errorf("the page after the agreed draw:\n%s", page)
	}
	if out := replayedOutcome(t, exportedRecord(t, s, id)); !out.Draw() {
		t.Errorf("the record replays to %+v, want the draw", out)
	}
	for _, bad := range []map[string]any{{"step": "resign"}, {"step": "hug"}, {"stop": 1}} {
		if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+id+"/table", tok, bad); code < 400 || code >= 500 {
			t.Errorf("%v after the end: %d %s", bad, code, body)
		}
	}
	// The computer does not answer offers, so none may be made to it.
	g := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Seats: []string{"human", "computer"}})
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/table", g.Tokens[0], map[string]string{"step": "offer"}); code != http.StatusUnprocessableEntity {
		t.Errorf("a draw offered to the computer: %d %s", code, body)
	}
}

// replayedOutcome replays rec and returns its outcome.
func replayedOutcome(t *testing.T, rec game.Record) game.Outcome {
	t.Helper()
	rs, _ := gameRules(rec.Rules)
	m, err := game.Replay(rs, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m.Outcome()
}

func TestRematchCarriesSeatsOver(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	host, guest, stranger := cookieJar{}, cookieJar{}, cookieJar{}
	id, token := newFriendGame(t, s, host)
	if w := guest.post(s, "/join/"+token, nil); w.Code != http.StatusSeeOther {
		t.Fatalf("join: %d", w.Code)
	}
	if w := host.post(s, "/games/"+id+"/rematch", url.Values{"seat": {"0"}}); w.Code != http.StatusConflict {
		t.Errorf("a rematch of a running game: %d, want 409", w.Code)
	}
	if w := table(s, guest, id, "1", "resign"); w.Code != http.StatusSeeOther {
		t.Fatalf("resign: %d", w.Code)
	}
	if w := stranger.post(s, "/games/"+id+"/rematch", url.Values{"seat": {"0"}}); w.Code != http.StatusForbidden {
		t.Errorf("a stranger's rematch: %d, want 403", w.Code)
	}
	w := host.post(s, "/games/"+id+"/rematch", url.Values{"seat": {"0"}})
	if w.Code != http.StatusSeeOther {
		t.Fatalf("rematch: %d %s", w.Code, w.Body)
	}
	next := gameIDOf(w.Header().Get("Location"))
	if next == id || !strings.Contains(w.Header().Get("Location"), "seat=1") {
		t.Fatalf("the rematch sends the host to %s", w.Header().Get("Location"))
	}
	held := func(b cookieJar, seat int) bool {
		p, err := s.hub.seatOf(t.Context(), next, b[seatCookie(next, seat)])
		return err == nil && int(p) == seat
	}
	if !held(host, 1) || held(host, 0) {
		t.Errorf("the host (Red before) does not hold exactly Blue in the rematch: %v", host)
	}
	if page := guest.get(s, "/games/"+id+"?seat=1").Body.String(); !strings.Contains(page, "Join the rematch") {
		t.Error("the guest's page of the old game does not offer to join the rematch")
	}
	w = guest.post(s, "/games/"+id+"/rematch", url.Values{"seat": {"1"}})
	if w.Code != http.StatusSeeOther || gameIDOf(w.Header().Get("Location")) != next {
		t.Fatalf("the guest's rematch: %d %s", w.Code, w.Header().Get("Location"))
	}
	if !held(guest, 0) || held(guest, 1) {
		t.Errorf("the guest (Blue before) does not hold exactly Red in the rematch: %v", guest)
	}
	// A second press claims nothing more, and starts no third game.
	if w := host.post(s, "/games/"+id+"/rematch", url.Values{"seat": {"0"}}); gameIDOf(w.Header().Get("Location")) != next {
		t.Errorf("a second press went to %s", w.Header().Get("Location"))
	}
	if !held(guest, 0) || !held(host, 1) {
		t.Error("a second press moved a seat")
	}
	before, _ := s.store.Game(t.Context(), id)
	after, _ := s.store.Game(t.Context(), next)
	if string(before.Setup) != string(after.Setup) || before.Seed == after.Seed {
		t.Error("the rematch has another setup, or the same seed")
	}
}

func TestRematchAgainstTheComputerSwapsSides(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	b := cookieJar{}
	w := b.post(s, "/games", url.Values{"scenario": {"destroyer-skirmish"}, "mode": {"computer"}, "side": {"0"}})
	id := gameIDOf(w.Header().Get("Location"))
	if w := table(s, b, id, "0", "resign"); w.Code != http.StatusSeeOther {
		t.Fatalf("resign: %d", w.Code)
	}
	w = b.post(s, "/games/"+id+"/rematch", url.Values{"seat": {"0"}})
	next := gameIDOf(w.Header().Get("Location"))
	rec, err := s.store.LoadGame(t.Context(), next)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Seats[0].Kind != store.Computer || rec.Seats[1].Kind != store.Human || rec.Seats[0].Name != "Red" {
		t.Errorf("the rematch's seats: %+v", rec.Seats)
	}
	if b[seatCookie(next, 1)] == "" {
		t.Error("the player was not given Blue in the rematch")
	}
}

func TestSeatLinkMovesTheSeat(t *testing.T) {
	var log bytes.Buffer
	s := newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20, Logger: slog.New(slog.NewTextHandler(&log, nil))})
	laptop, phone := cookieJar{}, cookieJar{}
	w := laptop.post(s, "/games", url.Values{"scenario": {"destroyer-skirmish"}, "mode": {"computer"}, "side": {"0"}})
	id := gameIDOf(w.Header().Get("Location"))
	if w := phone.post(s, "/games/"+id+"/seatlink", url.Values{"seat": {"0"}}); w.Code != http.StatusForbidden {
		t.Errorf("a link made by a browser without the seat: %d", w.Code)
	}
	w = laptop.post(s, "/games/"+id+"/seatlink", url.Values{"seat": {"0"}})
	if w.Code != http.StatusOK || w.Header().Get("Cache-Control") != "no-store" {
		t.Fatalf("seat link: %d %v", w.Code, w.Header())
	}
	m := regexp.MustCompile(`>https?://[^/<]+(/seat/[A-Za-z0-9]+)<`).FindStringSubmatch(w.Body.String())
	if m == nil {
		t.Fatalf("no seat link on the page:\n%s", w.Body)
	}
	link := m[1]
	if page := laptop.get(s, "/games/"+id).Body.String(); strings.Contains(page, link) || !strings.Contains(page, "still unused") {
		t.Error("the game page shows the link again, or not that one is out")
	}
	for range 2 { // a preview, then the phone
		if w := phone.get(s, link); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `id="take-seat-link"`) {
			t.Fatalf("the link's page: %d %s", w.Code, w.Body)
		}
	}
	if w := phone.post(s, link, nil); w.Code != http.StatusSeeOther {
		t.Fatalf("taking the seat: %d %s", w.Code, w.Body)
	}
	if _, err := s.hub.seatOf(t.Context(), id, phone[seatCookie(id, 0)]); err != nil {
		t.Errorf("the phone does not hold the seat: %v", err)
	}
	if _, err := s.hub.seatOf(t.Context(), id, laptop[seatCookie(id, 0)]); err == nil {
		t.Error("the laptop still holds the seat")
	}
	if w := (cookieJar{}).post(s, link, nil); w.Code != http.StatusNotFound {
		t.Errorf("a used link: %d, want 404", w.Code)
	}
	// A link withdrawn opens nothing.
	w = phone.post(s, "/games/"+id+"/seatlink", url.Values{"seat": {"0"}})
	second := regexp.MustCompile(`(/seat/[A-Za-z0-9]+)<`).FindStringSubmatch(w.Body.String())[1]
	if w := phone.post(s, "/games/"+id+"/seatlink/withdraw", url.Values{"seat": {"0"}}); w.Code != http.StatusSeeOther {
		t.Fatalf("withdraw: %d", w.Code)
	}
	if w := (cookieJar{}).get(s, second); w.Code != http.StatusNotFound {
		t.Errorf("a withdrawn link: %d, want 404", w.Code)
	}
	for _, secret := range []string{strings.TrimPrefix(link, "/seat/"), strings.TrimPrefix(second, "/seat/")} {
		if strings.Contains(log.String(), secret) {
			t.Fatalf("a seat link is in the log:\n%s", log.String())
		}
	}
	if !strings.Contains(log.String(), "/seat/REDACTED") {
		t.Error("the log does not show the redacted seat path")
	}
}

// postRecord posts a record to the import as a multipart form with an
// uploaded file, or pasted when file is false.
func postRecord(s *Server, b cookieJar, data string, file bool, fields url.Values) *httptest.ResponseRecorder {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, vs := range fields {
		for _, v := range vs {
			mw.WriteField(k, v)
		}
	}
	if file {
		fw, _ := mw.CreateFormFile("file", "game.json")
		fw.Write([]byte(data))
	} else {
		mw.WriteField("record", data)
	}
	mw.Close()
	r := httptest.NewRequest(http.MethodPost, importPath, &body)
	r.Header.Set("Content-Type", mw.FormDataContentType())
	r.Header.Set("Sec-Fetch-Site", "same-origin")
	r.Header.Set("Cookie", b.header())
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	b.take(w)
	return w
}

func TestExportImportReplaysToTheSameEnd(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	b := cookieJar{}
	id := hotseatGame(t, s, b)
	playSome(t, s, b, id, 10)
	table(s, b, id, "0", "resign")
	exported := get(s, "/games/"+id+"/record").Body.String()
	w := postRecord(s, cookieJar{}, exported, true, url.Values{"use": {"replay"}})
	if w.Code != http.StatusSeeOther {
		t.Fatalf("import: %d %s", w.Code, w.Body)
	}
	loc := w.Header().Get("Location")
	imported := strings.TrimSuffix(gameIDOf(loc), "/replay")
	if imported == id {
		t.Fatal("the import is the game itself")
	}
	endOf := func(gid string) string {
		page := get(s, "/games/"+gid+"/replay").Body.String()
		i := strings.Index(page, `id="replay-where"`)
		j := strings.Index(page, `<div class="map">`)
		if i < 0 || j < i {
			t.Fatalf("no replay of %s:\n%s", gid, page)
		}
		return strings.ReplaceAll(page[i:j], gid, "ID")
	}
	if a, b := endOf(id), endOf(imported); a != b {
		t.Errorf("the import ends otherwise:\n%s\n%s", a, b)
	}
	if again := get(s, "/games/"+imported+"/record").Body.String(); again != exported {
		t.Error("the imported game's record differs from the one imported")
	}
}

func TestImportContinuesARecord(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	b := cookieJar{}
	id := hotseatGame(t, s, b)
	playSome(t, s, b, id, 5)
	rec, err := s.store.LoadGame(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	grec, err := recordOf(rec)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := recordJSON(grec)
	player := cookieJar{}
	w := postRecord(s, player, string(data), false, url.Values{"use": {"continue"}, "mode": {"computer"}, "side": {"1"}})
	if w.Code != http.StatusSeeOther {
		t.Fatalf("continue: %d %s", w.Code, w.Body)
	}
	next := gameIDOf(w.Header().Get("Location"))
	stored, _ := s.store.LoadGame(t.Context(), next)
	if len(stored.Actions) < len(grec.Steps) || stored.Seats[0].Kind != store.Computer {
		t.Errorf("the continued game has %d actions (the record %d) and seats %+v", len(stored.Actions), len(grec.Steps), stored.Seats)
	}
	if _, err := s.hub.seatOf(t.Context(), next, player[seatCookie(next, 1)]); err != nil {
		t.Errorf("the importer does not hold Blue: %v", err)
	}
	for _, c := range []struct {
		name, record string
		fields       url.Values
		want         string
	}{
		{"garbage", "not json", nil, "this is not a record"},
		{"empty", "  ", nil, "no record"},
		{"other rules", `{"rules": "chess", "seed": "0000000000000001", "setup": {}}`, nil, "the record is of"},
		{"bad step", strings.Replace(string(data), `"action": "`, `"action": "xyzzy `, 1), nil, "does not replay"},
		{"friend", string(data), url.Values{"use": {"continue"}, "mode": {"friend"}, "side": {"0"}}, "mode must be computer or hotseat"},
		{"side", string(data), url.Values{"use": {"continue"}, "mode": {"computer"}, "side": {"7"}}, "side must be"},
		{"use", string(data), url.Values{"use": {"frame"}}, "use must be"},
		{"too big", `{"rules": "` + strings.Repeat("x", maxRecordBytes) + `"}`, nil, "the limit is"},
	} {
		w := postRecord(s, cookieJar{}, c.record, false, c.fields)
		if w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), c.want) {
			t.Errorf("%s: %d, want 400 saying %q:\n%.600s", c.name, w.Code, c.want, w.Body)
		}
	}
	finished := hotseatGame(t, s, b)
	table(s, b, finished, "1", "resign")
	done := get(s, "/games/"+finished+"/record").Body.String()
	if w := postRecord(s, cookieJar{}, done, false, url.Values{"use": {"continue"}, "mode": {"hotseat"}, "side": {"0"}}); w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), "over") {
		t.Errorf("continuing a finished record: %d %.300s", w.Code, w.Body)
	}
	if w := get(s, "/games/"+id+"/record"); w.Code != http.StatusConflict {
		t.Errorf("the record of a running game: %d, want 409", w.Code)
	}
	r := httptest.NewRequest(http.MethodPost, importPath, strings.NewReader("--x\r\ngarbage"))
	r.Header.Set("Content-Type", "multipart/form-data; boundary=x")
	r.Header.Set("Sec-Fetch-Site", "same-origin")
	rw := httptest.NewRecorder()
	s.ServeHTTP(rw, r)
	if rw.Code != http.StatusBadRequest {
		t.Errorf("a broken multipart body: %d, want 400", rw.Code)
	}
	if w := get(s, importPath); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `id="import-button"`) {
		t.Errorf("the import page: %d", w.Code)
	}
}

func TestCustomScenarioGame(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	file, err := os.ReadFile("../../examples/spacefleet/destroyer-skirmish.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b := cookieJar{}
	w := b.post(s, "/games/custom", url.Values{"file": {string(file)}, "mode": {"computer"}, "side": {"1"}})
	if w.Code != http.StatusSeeOther {
		t.Fatalf("custom game: %d %s", w.Code, w.Body)
	}
	id := gameIDOf(w.Header().Get("Location"))
	if page := b.get(s, "/games/"+id+"?seat=1").Body.String(); !strings.Contains(page, "You command") {
		t.Errorf("the custom game's page:\n%.500s", page)
	}
	for _, c := range []struct{ file, want string }{
		{"name: x\nsides: [", "scenario.yaml:"},
		{"name: x\nmap: {width: 9}\nsides: []\n", "scenario.yaml:"},
		{"", "paste a Space Fleet scenario"},
		{strings.Repeat("a", maxScenarioBytes+1), "the limit is"},
	} {
		w := b.post(s, "/games/custom", url.Values{"file": {c.file}, "mode": {"computer"}, "side": {"0"}})
		if w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), c.want) || !strings.Contains(w.Body.String(), `id="custom-errors"`) {
			t.Errorf("%.30q: %d, want 400 saying %q:\n%.400s", c.file, w.Code, c.want, w.Body)
		}
	}
	if w := b.post(s, "/games/custom", url.Values{"file": {string(file)}, "mode": {"chess"}}); w.Code != http.StatusBadRequest {
		t.Errorf("an unknown mode: %d", w.Code)
	}
}

func TestReplayAutoplayAndWords(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	b := cookieJar{}
	id := hotseatGame(t, s, b)
	playSome(t, s, b, id, 8)
	table(s, b, id, "1", "resign")
	page := get(s, "/games/"+id+"/replay?step=2&play=1&speed=4").Body.String()
	for _, want := range []string{`data-next="/games/` + id + `/replay?play=1&amp;speed=4&amp;step=3"`, `data-delay="250"`, "⏸ Pause", `aria-current="true">fastest`} {
		if !strings.Contains(page, want) {
			t.Errorf("the playing replay lacks %s", want)
		}
	}
	words := regexp.MustCompile(`id="replay-action"[^>]*>([^<]*)<`)
	for step := 1; step <= 9; step++ {
		page := get(s, "/games/"+id+"/replay?step="+itoa(step)).Body.String()
		m := words.FindStringSubmatch(page)
		if m == nil || strings.Contains(m[1], "player ") || !(strings.Contains(m[1], "Red") || strings.Contains(m[1], "Blue")) {
			t.Errorf("step %d is said as %v", step, m)
		}
	}
	if page := get(s, "/games/"+id+"/replay?step=2").Body.String(); strings.Contains(page, "data-next") || !strings.Contains(page, "▶ Play") {
		t.Error("a paused replay plays on, or offers no Play")
	}
	for _, q := range []string{"speed=9", "speed=", "step=x", "step=999", "play=1&step=-1"} {
		if w := get(s, "/games/"+id+"/replay?"+q); w.Code != http.StatusBadRequest && q != "speed=" {
			t.Errorf("replay?%s: %d, want 400", q, w.Code)
		}
	}
}

// itoa is strconv.Itoa, short.
func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
