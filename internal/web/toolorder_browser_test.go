package web

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// firstAnswer is an expression giving the bounding box of the first line
// of a tool page's answer: the first heading or summary of its seeded
// roll, its table's dice or its odds (ids the page has had before its
// result came first), or null when the page has none.
const firstAnswer = `(() => { const e = document.querySelector("#roll h3, #roll h2, #table h3, #table h2, #odds > .summary, #odds > h3, #odds > h2, #odds > ul.notes"); return e ? e.getBoundingClientRect().toJSON() : null; })()`

// box is the part of a DOMRect the tests read, in CSS pixels from the top
// of the screen.
type box struct {
	Top, Bottom float64
}

// TestBrowserLinkLandsOnResult opens tool pages by links with inputs on a
// phone screen (390x844), as a player who follows a shared link does, and
// checks that the first line of the answer is on the first screen, without
// scrolling, and so is a battle lab run's result; then that the page
// opened without inputs shows its form first, that a bad link shows its
// mistakes and the form on the first screen, that asking again from the
// form below a result lands on the new result, and that a mistake asked
// from the form moves the focus to the list of mistakes.
func TestBrowserLinkLandsOnResult(t *testing.T) {
	ctx, console := browser(t)
	ts := httptest.NewServer(newTestServer(t, Config{Rate: 1000, Burst: 1000, QueueWait: time.Minute, ComputeTimeout: time.Minute}))
	t.Cleanup(ts.Close)
	do(t, ctx, "sizing the screen to a phone's", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	height := func() float64 { return evaluate[float64](t, ctx, `window.innerHeight`) }

	for _, link := range []string{
		"/odds/dice?n=3d6%2B1",
		"/odds/dice?n=3d6&roll=1&seed=2a",
		"/odds/ft/pdl?b1=2&pds=3",
		"/odds/ft/strike?example=lone-escort",
		"/odds/ft/move?thrust=4&velocity=6&order=ET+P3%2B3",
		"/odds/jovian/attack?pool=6&missile=1&defense=5&supporters=2",
		"/odds/spacefleet/design?class=heavy+cruiser&speed=3&shots=2&shields=4&armour=1",
	} {
		do(t, ctx, "opening "+link, chromedp.Navigate(ts.URL+link), chromedp.WaitVisible(chromedp.CSS("main")))
		answer := evaluate[*box](t, ctx, firstAnswer)
		h := height()
		switch {
		case answer == nil:
			t.Errorf("%s: the page shows no answer", link)
		case answer.Top < 0 || answer.Bottom > h:
			t.Errorf("%s: the answer's first line is at %v-%v px, outside the first screen of %v px", link, answer.Top, answer.Bottom, h)
		}
		if y := evaluate[float64](t, ctx, `window.scrollY`); y != 0 {
			t.Errorf("%s: the page opened scrolled by %v px", link, y)
		}
		screenshot(t, ctx, screenshotName(link, "link-390x844"))
	}

	// A link to a battle lab run: the run's heading, and its result once
	// the trials are fought, on the first screen.
	lab := "/lab?scenario=destroyer-skirmish&trials=20&seed=2a&run=1"
	do(t, ctx, "opening "+lab, chromedp.Navigate(ts.URL+lab), chromedp.WaitVisible(chromedp.CSS("#lab-done")))
	if b := evaluate[box](t, ctx, `document.querySelector("#lab-done > :first-child").getBoundingClientRect().toJSON()`); b.Top < 0 || b.Bottom > height() {
		t.Errorf("%s: the run's result begins at %v-%v px, outside the first screen of %v px", lab, b.Top, b.Bottom, height())
	}
	screenshot(t, ctx, "lab-run-390x844.png")

	// Without inputs: the form first, its button on the first screen.
	do(t, ctx, "opening the point defence page bare", chromedp.Navigate(ts.URL+"/odds/ft/pdl"), chromedp.WaitVisible(chromedp.ID("odds-button")))
	form := evaluate[box](t, ctx, `document.querySelector("form.mech").getBoundingClientRect().toJSON()`)
	if answer := evaluate[*box](t, ctx, firstAnswer); answer == nil || answer.Top < form.Bottom {
		t.Errorf("the bare page does not draw its form (to %v px) above its default odds (%v)", form.Bottom, answer)
	}
	if form.Top > height() {
		t.Errorf("the bare page's form begins at %v px, below the first screen", form.Top)
	}

	// A bad link: its mistakes, and the form, on the first screen.
	do(t, ctx, "opening a bad link", chromedp.Navigate(ts.URL+"/odds/ft/strike?example=lone-escort&trials=x"), chromedp.WaitVisible(chromedp.CSS("main")))
	mistakes := evaluate[box](t, ctx, `document.getElementById("errors").getBoundingClientRect().toJSON()`)
	form = evaluate[box](t, ctx, `document.querySelector("form.mech").getBoundingClientRect().toJSON()`)
	if mistakes.Bottom > height() || form.Top > height() || form.Top < mistakes.Bottom {
		t.Errorf("the mistakes (%v) and then the form (%v) are not on the first screen of %v px", mistakes, form, height())
	}
	screenshot(t, ctx, "bad-link-390x844.png")

	// Asked again from the form below a result: the new result lands on
	// the first screen (htmx swaps the page and scrolls to its top).
	do(t, ctx, "asking for 2d6 from the form below the result of 3d6",
		chromedp.Navigate(ts.URL+"/odds/dice?n=3d6"),
		chromedp.WaitVisible(chromedp.ID("f-n")),
		chromedp.Clear(chromedp.ID("f-n")),
		chromedp.SendKeys(chromedp.ID("f-n"), "2d6"),
		chromedp.Click(chromedp.ID("odds-button")),
	)
	if err := pollAcross(ctx, `document.querySelector("#odds > h3") && document.querySelector("#odds > h3").textContent === "2d6"`, 20*time.Second); err != nil {
		t.Fatalf("the odds of 2d6 did not come: %v", err)
	}
	// htmx scrolls once the new page has settled, just after the swap.
	if err := pollAcross(ctx, `(() => { const b = `+firstAnswer+`; return !!b && b.top >= 0 && b.bottom <= window.innerHeight; })()`, 5*time.Second); err != nil {
		t.Errorf("after asking from the form, the answer's first line is at %v, outside the first screen: %v", evaluate[*box](t, ctx, firstAnswer), err)
	}
	// The focus is on the result's heading, where a keyboard or a screen
	// reader goes on from, not on the button below it.
	if err := pollAcross(ctx, `document.activeElement && document.activeElement.id === "result-title"`, 5*time.Second); err != nil {
		t.Errorf("after asking from the form, the focus is on %q, not the result's heading: %v", evaluate[string](t, ctx, `document.activeElement ? document.activeElement.id || document.activeElement.tagName : ""`), err)
	}
	// A mistake asked from the form: htmx swaps in the page with its list
	// of mistakes at the top, and the focus goes to that list, where a
	// screen reader reads it out, not left on the button below it.
	do(t, ctx, "asking for 4d6kx3 from the form below the odds of 2d6",
		chromedp.Clear(chromedp.ID("f-n")),
		chromedp.SendKeys(chromedp.ID("f-n"), "4d6kx3"),
		chromedp.Click(chromedp.ID("odds-button")),
	)
	if err := pollAcross(ctx, `!!document.getElementById("errors")`, 20*time.Second); err != nil {
		t.Fatalf("the list of mistakes did not come: %v", err)
	}
	if err := pollAcross(ctx, `document.activeElement && document.activeElement.id === "errors"`, 5*time.Second); err != nil {
		t.Errorf("after a mistake asked from the form, the focus is on %q, not the list of mistakes: %v", evaluate[string](t, ctx, `document.activeElement ? document.activeElement.id || document.activeElement.tagName : ""`), err)
	}
	if b := evaluate[box](t, ctx, `document.getElementById("errors").getBoundingClientRect().toJSON()`); b.Top < 0 || b.Bottom > height() {
		t.Errorf("after a mistake asked from the form, the list of mistakes is at %v, outside the first screen", b)
	}
	// The bad link's page comes with its status, 422, which the browser
	// reports; nothing else may be an error.
	for _, m := range console() {
		if (m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException) && !strings.Contains(m.String(), "status of 422") {
			t.Errorf("console %s", m)
		}
	}
}
