package web

import (
	"context"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// keepServer is a test server for the browser tests of games people keep,
// with the Server to set games up through.
func keepServer(t *testing.T) (*Server, *httptest.Server) {
	t.Helper()
	s := newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20})
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	t.Cleanup(s.live.close)
	return s, ts
}

// keepSizes are the screens the pages are looked at on.
var keepSizes = []struct {
	name  string
	w, h  int64
	phone bool
}{{"1280x900", 1280, 900, false}, {"390x844", 390, 844, true}}

// fits fails the test when the page is wider than the screen, and keeps a
// screenshot of it.
func fits(t *testing.T, ctx context.Context, name string, w int64) {
	t.Helper()
	if sw := evaluate[int](t, ctx, `document.documentElement.scrollWidth`); sw > int(w) {
		wide := evaluate[[]string](t, ctx, `[...document.querySelectorAll("body *")].filter(e => !(e.parentElement && e.parentElement.closest("svg, .table-scroll")) && e.getBoundingClientRect().right > `+strconv.Itoa(int(w))+`).slice(0, 8).map(e => e.tagName + "." + e.className + "#" + e.id + " " + e.getBoundingClientRect().right)`)
		t.Errorf("%s: the page is %d px wide on a %d px screen: %v", name, sw, w, wide)
	}
	screenshot(t, ctx, name+".png")
}

// viewport sizes the screen.
func viewport(t *testing.T, ctx context.Context, w, h int64, phone bool) {
	t.Helper()
	var opts []chromedp.EmulateViewportOption
	if phone {
		opts = append(opts, chromedp.EmulateMobile)
	}
	do(t, ctx, "sizing the screen", chromedp.EmulateViewport(w, h, opts...))
}

// TestBrowserResignAndRematch plays against the computer, resigns through
// the confirmation, reads the report, and starts the rematch: the player
// who had Red now commands Blue. The pages are looked at on both screens.
func TestBrowserResignAndRematch(t *testing.T) {
	ctx, console := browser(t)
	_, ts := keepServer(t)
	for _, sz := range keepSizes {
		viewport(t, ctx, sz.w, sz.h, sz.phone)
		startGame(t, ctx, ts.URL, "computer", "0")
		do(t, ctx, "opening the resignation",
			chromedp.Click(chromedp.ID("resign-open")),
			chromedp.WaitVisible(chromedp.ID("resign")),
		)
		fits(t, ctx, "keep-game-"+sz.name, sz.w)
		first, err := chromedp.Run(ctx, chromedp.Location())
		if err != nil {
			t.Fatal(err)
		}
		do(t, ctx, "resigning",
			chromedp.Click(chromedp.ID("resign")),
			chromedp.WaitVisible(chromedp.ID("report")),
		)
		if got := text(t, ctx, "#report"); !strings.Contains(got, "Blue won") || !strings.Contains(got, "Red resigned") {
			t.Errorf("%s: the report reads %q", sz.name, got)
		}
		if got := text(t, ctx, "ol.log li:first-child"); !strings.Contains(got, "Red resigns") {
			t.Errorf("%s: the log's latest line is %q", sz.name, got)
		}
		fits(t, ctx, "keep-report-"+sz.name, sz.w)
		do(t, ctx, "starting the rematch", chromedp.Click(chromedp.ID("rematch")))
		if err := pollAcross(ctx, `location.href !== `+jsString(first)+` && !document.getElementById("report") && !!document.querySelector("svg.board") && document.readyState === "complete"`, 15*time.Second); err != nil {
			t.Fatalf("%s: the rematch did not open: %v", sz.name, err)
		}
		if err := waitGame(ctx, "none"); err != nil {
			t.Fatalf("the rematch did not settle: %v", err)
		}
		loc, err := chromedp.Run(ctx, chromedp.Location())
		if err != nil {
			t.Fatal(err)
		}
		if gameIDOf(strings.TrimPrefix(loc, ts.URL)) == gameIDOf(strings.TrimPrefix(first, ts.URL)) {
			t.Errorf("%s: the rematch is the same game: %s", sz.name, loc)
		}
		if got := text(t, ctx, "p.status"); !strings.Contains(got, "You command Blue") {
			t.Errorf("%s: in the rematch the page says %q, want Blue", sz.name, got)
		}
	}
	noConsoleErrors(t, console)
}

// TestBrowserExportImportReplay downloads a finished game's record, imports
// it on the import page, and checks that its replay ends as the game's did;
// then it plays the replay at the fastest speed, without reloading the
// page, and pauses it. The import page and the replay are looked at on both
// screens.
func TestBrowserExportImportReplay(t *testing.T) {
	ctx, console := browser(t)
	s, ts := keepServer(t)
	b := cookieJar{}
	id := hotseatGame(t, s, b)
	playSome(t, s, b, id, 12)
	table(s, b, id, "1", "resign")
	record := get(s, "/games/"+id+"/record").Body.String()

	end := func(url string) (where, action string) {
		do(t, ctx, "opening "+url, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("replay-where")))
		return text(t, ctx, "#replay-where"), text(t, ctx, "#replay-action")
	}
	wantWhere, wantAction := end(ts.URL + "/games/" + id + "/replay")
	if !strings.Contains(wantAction, "Blue resigns") {
		t.Errorf("the replay ends with %q", wantAction)
	}
	for _, sz := range keepSizes {
		viewport(t, ctx, sz.w, sz.h, sz.phone)
		do(t, ctx, "opening the import page",
			chromedp.Navigate(ts.URL+"/games"),
			chromedp.Click(chromedp.ID("import-link")),
			chromedp.WaitVisible(chromedp.ID("record-text")),
			chromedp.SetValue(chromedp.ID("record-text"), record),
		)
		fits(t, ctx, "keep-import-"+sz.name, sz.w)
		do(t, ctx, "importing the record",
			chromedp.Click(chromedp.ID("import-button")),
			chromedp.WaitVisible(chromedp.ID("replay-where")),
		)
		if got := text(t, ctx, "#replay-where"); !strings.HasPrefix(got, "step 0 of") {
			t.Errorf("%s: the import opens at %q", sz.name, got)
		}
		do(t, ctx, "going to the end", chromedp.Click(chromedp.ID("last")))
		if err := pollAcross(ctx, `document.getElementById("replay-where").textContent === `+jsString(wantWhere), 10*time.Second); err != nil {
			t.Fatalf("%s: the imported replay does not end at %q: %v", sz.name, wantWhere, err)
		}
		if got := text(t, ctx, "#replay-action"); got != wantAction {
			t.Errorf("%s: the imported replay ends with %q, want %q", sz.name, got, wantAction)
		}
		fits(t, ctx, "keep-replay-"+sz.name, sz.w)
	}
	// Autoplay at the fastest speed, from the start, in one document.
	do(t, ctx, "starting the replay over",
		chromedp.Click(chromedp.ID("first")),
		chromedp.WaitVisible(chromedp.ID("play")),
	)
	if err := pollAcross(ctx, `document.getElementById("replay-where").textContent.startsWith("step 0 ")`, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "choosing the fastest speed", chromedp.Click(chromedp.CSS(`a.speed:last-of-type`)))
	if err := pollAcross(ctx, `!!document.querySelector('.replay-speed strong') && document.querySelector('.replay-speed strong').textContent === "fastest"`, 10*time.Second); err != nil {
		t.Fatalf("the speed did not change: %v", err)
	}
	evaluate[int](t, ctx, `window.sameDocument = 1`)
	do(t, ctx, "playing", chromedp.Click(chromedp.ID("play")))
	if err := pollAcross(ctx, `/^step ([4-9]|\d\d) /.test(document.getElementById("replay-where").textContent)`, 20*time.Second); err != nil {
		t.Fatalf("autoplay did not go on to step 4: %v", err)
	}
	if evaluate[int](t, ctx, `window.sameDocument || 0`) != 1 {
		t.Error("autoplay reloaded the page")
	}
	if loc, _ := chromedp.Run(ctx, chromedp.Location()); !strings.Contains(loc, "play=1") {
		t.Errorf("the address %q does not follow the autoplay", loc)
	}
	do(t, ctx, "pausing", chromedp.Click(chromedp.ID("play")))
	if err := pollAcross(ctx, `document.getElementById("play").getAttribute("aria-pressed") === "false"`, 10*time.Second); err != nil {
		t.Fatalf("the replay did not pause: %v", err)
	}
	paused := text(t, ctx, "#replay-where")
	time.Sleep(800 * time.Millisecond)
	if got := text(t, ctx, "#replay-where"); got != paused {
		t.Errorf("the paused replay went on from %q to %q", paused, got)
	}
	noConsoleErrors(t, console)
}

// TestBrowserCustomScenarioAndSeatLink starts a game from a pasted scenario
// file after a mistake in it is shown with its line and column, then makes a
// seat link and opens it in a second browser, which takes the seat. The
// pages are looked at on both screens.
func TestBrowserCustomScenarioAndSeatLink(t *testing.T) {
	ctx, console := browser(t)
	_, ts := keepServer(t)
	file, err := os.ReadFile("../../examples/spacefleet/destroyer-skirmish.yaml")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(file), "sides:", "sides: 7\nextra:", 1)
	for _, sz := range keepSizes {
		viewport(t, ctx, sz.w, sz.h, sz.phone)
		do(t, ctx, "pasting a file with a mistake",
			chromedp.Navigate(ts.URL+"/games"),
			chromedp.Click(chromedp.CSS("#custom > summary")),
			chromedp.WaitVisible(chromedp.ID("custom-file")),
			chromedp.SetValue(chromedp.ID("custom-file"), bad),
			chromedp.Click(chromedp.ID("custom-start")),
			chromedp.WaitVisible(chromedp.ID("custom-errors")),
		)
		if got := text(t, ctx, "#custom-errors"); !strings.Contains(got, "scenario.yaml:") {
			t.Errorf("%s: the errors read %q", sz.name, got)
		}
		fits(t, ctx, "keep-custom-errors-"+sz.name, sz.w)
		do(t, ctx, "pasting the right file",
			chromedp.SetValue(chromedp.ID("custom-file"), string(file)),
			chromedp.Click(chromedp.ID("custom-start")),
			chromedp.WaitVisible(chromedp.CSS("svg.board")),
		)
		if err := waitGame(ctx, "none"); err != nil {
			t.Fatal(err)
		}
		do(t, ctx, "making a seat link",
			chromedp.Click(chromedp.CSS("#seat-link-box > summary")),
			chromedp.Click(chromedp.ID("seat-link-make")),
			chromedp.WaitVisible(chromedp.ID("seat-link")),
		)
		fits(t, ctx, "keep-seatlink-"+sz.name, sz.w)
		link, err := chromedp.Run(ctx, chromedp.Text(chromedp.ID("seat-link"), chromedp.NodeVisible))
		if err != nil || !strings.Contains(link, "/seat/") {
			t.Fatalf("the seat link reads %q (%v)", link, err)
		}
		other, _ := browser(t)
		viewport(t, other, sz.w, sz.h, sz.phone)
		do(t, other, "opening the seat link on another device",
			chromedp.Navigate(link),
			chromedp.WaitVisible(chromedp.ID("take-seat-link")),
		)
		fits(t, other, "keep-seat-take-"+sz.name, sz.w)
		do(t, other, "taking the seat",
			chromedp.Click(chromedp.ID("take-seat-link")),
			chromedp.WaitVisible(chromedp.CSS("svg.board")),
		)
		if err := waitGame(other, "none"); err != nil {
			t.Fatal(err)
		}
		if got := text(t, other, "p.status"); !strings.Contains(got, "You command") {
			t.Errorf("%s: the other device's page says %q", sz.name, got)
		}
	}
	for _, m := range console() {
		// The file with a mistake is answered with 400, on purpose.
		if (m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException) && !strings.Contains(m.String(), "status of 400") {
			t.Errorf("console %s", m)
		}
	}
}
