package web

import (
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// imagesLoaded is a JavaScript expression: every chart of the page has
// loaded.
const imagesLoaded = `(() => { const imgs = [...document.querySelectorAll("img.chart")]; return imgs.length > 0 && imgs.every(i => i.complete && i.naturalWidth > 0); })()`

// TestBrowserPDLAndLab uses the Full Thrust point defence page as a player
// does (the odds, then dice from the table, too few and then enough) and
// runs a small battle lab, whose progress and result arrive through
// server-sent events under the page's security policy.
func TestBrowserPDLAndLab(t *testing.T) {
	ctx, console := browser(t)
	ts := httptest.NewServer(newTestServer(t, Config{}))
	t.Cleanup(ts.Close)

	do(t, ctx, "asking for the odds of 2 B1 and 3 PDS",
		chromedp.Navigate(ts.URL+"/odds/ft/pdl"),
		chromedp.WaitVisible(chromedp.ID("f-b1")),
		chromedp.SetValue(chromedp.ID("f-b1"), "2"),
		chromedp.SetValue(chromedp.ID("f-pds"), "3"),
		chromedp.Click(chromedp.ID("odds-button")),
	)
	// The page shows the odds of its defaults at first: wait for the new ones.
	if err := pollAcross(ctx, `document.querySelector("#odds h3").textContent.includes("2 B1 dice and 3 PDS dice")`, 20*time.Second); err != nil {
		t.Fatalf("the odds of 2 B1 and 3 PDS did not arrive: %v", err)
	}
	if err := pollAcross(ctx, imagesLoaded, 20*time.Second); err != nil {
		t.Fatalf("the chart did not load: %v", err)
	}
	if loc, err := chromedp.Run(ctx, chromedp.Location()); err != nil || !strings.Contains(loc, "b1=2") || !strings.Contains(loc, "pds=3") {
		t.Errorf("the address %q does not hold the form (%v)", loc, err)
	}
	screenshot(t, ctx, "ft-pdl-odds.png")

	do(t, ctx, "adjudicating too few dice",
		chromedp.SendKeys(chromedp.ID("dice"), "6 5"),
		chromedp.Click(chromedp.ID("dice-button")),
		chromedp.WaitVisible(chromedp.CSS("#table .need")),
	)
	if got := text(t, ctx, "#table .need"); !strings.Contains(got, "B1 re-roll") || !strings.Contains(got, "PDS") {
		t.Errorf("missing-dice message reads %q", got)
	}
	do(t, ctx, "adjudicating every die",
		chromedp.Clear(chromedp.ID("dice")),
		chromedp.SendKeys(chromedp.ID("dice"), "6 5 1 4 6 3 2"),
		chromedp.Click(chromedp.ID("dice-button")),
		chromedp.WaitVisible(chromedp.CSS("#table .total")),
	)
	if got := text(t, ctx, "#table .total"); !strings.Contains(got, "PDL 5") {
		t.Errorf("adjudication reads %q, want PDL 5", got)
	}
	screenshot(t, ctx, "ft-pdl-table.png")

	do(t, ctx, "running the battle lab",
		chromedp.Navigate(ts.URL+"/lab"),
		chromedp.WaitVisible(chromedp.ID("f-scenario")),
		chromedp.SetValue(chromedp.ID("f-scenario"), "destroyer-skirmish"),
		chromedp.SetValue(chromedp.ID("f-trials"), "60"),
		chromedp.SetValue(chromedp.ID("f-seed"), "1"),
		chromedp.Click(chromedp.ID("run-button")),
		chromedp.WaitVisible(chromedp.ID("lab-done")),
	)
	if got := text(t, ctx, "#lab-count"); got != "60 of 60" {
		t.Errorf("progress reads %q", got)
	}
	if got := text(t, ctx, "#lab-done h3"); !strings.Contains(got, "60 battles") {
		t.Errorf("result heading reads %q", got)
	}
	// A screen reader hears once that the run is done, and what it was.
	status, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("lab-status").textContent`))
	if err != nil {
		t.Fatalf("reading the lab's status: %v", err)
	}
	role, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("lab-status").getAttribute("role")`))
	if err != nil {
		t.Fatalf("reading the lab's status role: %v", err)
	}
	if role != "status" || !strings.HasPrefix(status, "Done: ") || !strings.Contains(status, "60 battles") {
		t.Errorf("the lab's status (role %q) reads %q, want the run's heading after Done", role, status)
	}
	if err := pollAcross(ctx, imagesLoaded, 20*time.Second); err != nil {
		t.Fatalf("the lab's charts did not load: %v", err)
	}
	screenshot(t, ctx, "lab.png")

	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException || m.Type == chromedp.ConsoleWarning {
			t.Errorf("console %s", m)
		}
	}
}

// TestBrowserLabRulesets runs a Full Thrust duel and a Jovian engagement
// from the lab's form, as a player does: each run's progress and result
// arrive through the stream, name both sides and draw every chart.
func TestBrowserLabRulesets(t *testing.T) {
	ctx, console := browser(t)
	ts := httptest.NewServer(newTestServer(t, Config{}))
	t.Cleanup(ts.Close)
	for _, tc := range []struct {
		scenario, about, trials, heading, shot string
		sides                                  []string
	}{
		{"fullthrust/duel-eclipse", "Bulwark eclipses the damaged flagship", "30", "Eclipsing escort: 30 duels", "lab-ft-duel.png", []string{"Convoy", "Raider"}},
		{"jovian/skirmish", "A small engagement", "300", "Skirmish off Io: 300 engagements", "lab-jovian.png", []string{"Io Defence League", "Ceres Compact"}},
	} {
		do(t, ctx, "choosing "+tc.scenario,
			chromedp.Navigate(ts.URL+"/lab"),
			chromedp.WaitVisible(chromedp.ID("f-scenario")),
			chromedp.SetValue(chromedp.ID("f-scenario"), tc.scenario),
		)
		evaluate[bool](t, ctx, `document.getElementById("f-scenario").dispatchEvent(new Event("change"))`)
		if got := text(t, ctx, "#f-scenario-about"); !strings.Contains(got, tc.about) {
			t.Errorf("%s: the scenario's description reads %q", tc.scenario, got)
		}
		do(t, ctx, "running "+tc.scenario,
			chromedp.SetValue(chromedp.ID("f-trials"), tc.trials),
			chromedp.SetValue(chromedp.ID("f-seed"), "1"),
			chromedp.SetValue(chromedp.ID("f-players"), "random"),
			chromedp.Click(chromedp.ID("run-button")),
			chromedp.WaitVisible(chromedp.ID("lab-done")),
		)
		if got := text(t, ctx, "#lab-count"); got != tc.trials+" of "+tc.trials {
			t.Errorf("%s: progress reads %q", tc.scenario, got)
		}
		if got := text(t, ctx, "#lab-done h3"); got != tc.heading {
			t.Errorf("result heading reads %q, want %q", got, tc.heading)
		}
		table := text(t, ctx, "#lab-done .lab-sides")
		for _, side := range tc.sides {
			if !strings.Contains(table, side) {
				t.Errorf("%s: the sides' table lacks %q: %q", tc.scenario, side, table)
			}
		}
		if err := pollAcross(ctx, imagesLoaded, 30*time.Second); err != nil {
			t.Fatalf("%s: the charts did not load: %v", tc.scenario, err)
		}
		screenshot(t, ctx, tc.shot)
	}
	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException || m.Type == chromedp.ConsoleWarning {
			t.Errorf("console %s", m)
		}
	}
}

// TestBrowserLabOwnFile starts from a scenario's file, as a rules writer
// does, edits it in the form's file field and runs it: the result names
// the renamed ship and its charts load.
func TestBrowserLabOwnFile(t *testing.T) {
	ctx, console := browser(t)
	ts := httptest.NewServer(newTestServer(t, Config{}))
	t.Cleanup(ts.Close)
	do(t, ctx, "starting from the eclipse duel's file",
		chromedp.Navigate(ts.URL+"/lab"),
		chromedp.WaitVisible(chromedp.ID("f-scenario")),
		chromedp.SetValue(chromedp.ID("f-scenario"), "fullthrust/duel-eclipse"),
		chromedp.Click(chromedp.ID("lab-start")),
	)
	if err := pollAcross(ctx, `document.getElementById("f-file").value.includes("name: Banner")`, 20*time.Second); err != nil {
		t.Fatalf("the file field was not filled: %v", err)
	}
	evaluate[bool](t, ctx, `(() => { const f = document.getElementById("f-file"); f.value = f.value.replaceAll("Banner", "Oriflamme"); return true; })()`)
	do(t, ctx, "running the edited file",
		chromedp.SetValue(chromedp.ID("f-trials"), "20"),
		chromedp.SetValue(chromedp.ID("f-seed"), "1"),
		chromedp.Click(chromedp.ID("run-button")),
		chromedp.WaitVisible(chromedp.ID("lab-done")),
	)
	if got := text(t, ctx, "#lab-done h3"); got != "Eclipsing escort: 20 duels" {
		t.Errorf("result heading reads %q", got)
	}
	if got := text(t, ctx, "#lab-done .lab-pieces"); !strings.Contains(got, "Oriflamme") || strings.Contains(got, "Banner") {
		t.Errorf("the ships' table reads %q", got)
	}
	if err := pollAcross(ctx, imagesLoaded, 30*time.Second); err != nil {
		t.Fatalf("the charts did not load: %v", err)
	}
	screenshot(t, ctx, "lab-own-file.png")
	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException || m.Type == chromedp.ConsoleWarning {
			t.Errorf("console %s", m)
		}
	}
}

// TestBrowserLabFTBattle runs a Full Thrust battle from the lab's form on
// a desktop and a phone screen: the progress and the result arrive through
// the stream, the result names both sides and shows what each spent, its
// charts load, and the page is never wider than the screen.
func TestBrowserLabFTBattle(t *testing.T) {
	ctx, console := browser(t)
	ts := httptest.NewServer(newTestServer(t, Config{}))
	t.Cleanup(ts.Close)
	for i, size := range keepSizes {
		viewport(t, ctx, size.w, size.h, size.phone)
		do(t, ctx, "choosing the battle on "+size.name,
			chromedp.Navigate(ts.URL+"/lab"),
			chromedp.WaitVisible(chromedp.ID("f-scenario")),
			chromedp.SetValue(chromedp.ID("f-scenario"), "fullthrust/battle-cruiser-action"),
		)
		evaluate[bool](t, ctx, `document.getElementById("f-scenario").dispatchEvent(new Event("change"))`)
		if got := text(t, ctx, "#f-scenario-about"); !strings.Contains(got, "Two cruiser squadrons") {
			t.Errorf("%s: the battle's description reads %q", size.name, got)
		}
		do(t, ctx, "running the battle on "+size.name,
			chromedp.SetValue(chromedp.ID("f-trials"), "6"),
			chromedp.SetValue(chromedp.ID("f-seed"), strconv.Itoa(i+1)), // a new run on each screen, not the kept one
			chromedp.SetValue(chromedp.ID("f-players"), "tactical"),
			chromedp.Click(chromedp.ID("run-button")),
			chromedp.WaitVisible(chromedp.ID("lab-done")),
		)
		if got := text(t, ctx, "#lab-count"); got != "6 of 6" {
			t.Errorf("%s: progress reads %q", size.name, got)
		}
		if got := text(t, ctx, "#lab-done h3"); got != "Cruiser action: 6 battles" {
			t.Errorf("%s: result heading reads %q", size.name, got)
		}
		sides := text(t, ctx, "#lab-done .lab-sides")
		spent := text(t, ctx, "#lab-done .lab-pieces")
		for _, want := range []string{"Union", "League", "points lost"} {
			if !strings.Contains(sides, want) {
				t.Errorf("%s: the sides' table lacks %q: %q", size.name, want, sides)
			}
		}
		for _, want := range []string{"Fighters and missiles spent", "groups launched", "fighters lost", "Union"} {
			if !strings.Contains(spent, want) {
				t.Errorf("%s: the spent table lacks %q: %q", size.name, want, spent)
			}
		}
		if err := pollAcross(ctx, imagesLoaded, 30*time.Second); err != nil {
			t.Fatalf("%s: the charts did not load: %v", size.name, err)
		}
		// A side's name breaks only between words, never letter by letter.
		if broken := evaluate[[]string](t, ctx, `[...document.querySelectorAll("#lab-done th[scope=row]")].filter(th => { const r = document.createRange(); r.selectNodeContents(th); const words = th.textContent.trim().split(/\s+/).length; return r.getBoundingClientRect().height > words * 1.6 * parseFloat(getComputedStyle(th).fontSize); }).map(th => th.textContent)`); len(broken) > 0 {
			t.Errorf("%s: names broken inside words: %q", size.name, broken)
		}
		fits(t, ctx, "lab-ft-battle-"+size.name, size.w)
	}
	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException || m.Type == chromedp.ConsoleWarning {
			t.Errorf("console %s", m)
		}
	}
}
