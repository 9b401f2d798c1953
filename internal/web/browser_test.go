package web

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Environment of the browser tests.
const (
	// chromiumEnv names a browser binary to use instead of the first of
	// chromiumNames found on PATH.
	chromiumEnv = "BROADSIDE_CHROMIUM"
	// screenshotEnv names a directory to keep the screenshots in; without
	// it they go to the test's temporary directory and are removed.
	screenshotEnv = "BROADSIDE_SCREENSHOTS"
)

// chromiumNames are the browser commands looked for on PATH, Debian's first.
var chromiumNames = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}

// findChromium returns the browser to drive. Without one the test is skipped,
// unless CI is set: there .ci/run installs Debian's chromium, so a missing
// browser is a failure.
func findChromium(t *testing.T) string {
	t.Helper()
	if path := os.Getenv(chromiumEnv); path != "" {
		return path
	}
	for _, name := range chromiumNames {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	msg := "no chromium on PATH (looked for " + strings.Join(chromiumNames, ", ") + "; set " + chromiumEnv +
		" or run \".ci/run chromium\" to install Debian's): the browser tests did not run"
	if os.Getenv("CI") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// browserTimeout bounds a test's whole browser session. The tool pages'
// layout test opens some 35 pages that compute odds, which under -race
// with a load of 18 on two cores took past 90 s, the bound before.
const browserTimeout = 5 * time.Minute

// browser starts a headless chromium with the flags this machine needs (no
// sandbox as root, no GPU, and none of the background connections that a
// closed network refuses) and a fresh profile, and returns a context to drive
// it with. The browser and its console log are closed when the test ends;
// console returns the messages the pages wrote so far. extra adds flags,
// such as one that turns JavaScript off.
func browser(t *testing.T, extra ...chromedp.ExecAllocatorOption) (ctx context.Context, console func() []chromedp.ConsoleMessage) {
	t.Helper()
	path := findChromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1200, 900),
	)
	opts = append(opts, extra...)
	timeout, cancelTimeout := context.WithTimeout(context.Background(), browserTimeout)
	alloc, cancelAlloc := chromedp.NewExecAllocator(timeout, opts...)
	ctx, cancelCtx := chromedp.NewContext(alloc)
	if err := chromedp.Do(ctx); err != nil {
		cancelCtx()
		cancelAlloc()
		cancelTimeout()
		t.Fatalf("starting %s: %v", path, err)
	}
	var mu sync.Mutex
	var messages []chromedp.ConsoleMessage
	done := make(chan struct{})
	stream := chromedp.Console(ctx)
	go func() {
		defer close(done)
		for m, err := range stream {
			if err != nil {
				return
			}
			mu.Lock()
			messages = append(messages, m)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		cancelCtx()
		<-done
		cancelAlloc()
		cancelTimeout()
	})
	return ctx, func() []chromedp.ConsoleMessage {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(messages)
	}
}

// screenshot saves a PNG of the whole page as name in the screenshot
// directory and returns its path.
func screenshot(t *testing.T, ctx context.Context, name string) string {
	t.Helper()
	return saveScreenshot(t, ctx, name, chromedp.FullScreenshot(100))
}

// screenshotOf saves a PNG of the first element the CSS selector css
// matches, as screenshot does the page.
func screenshotOf(t *testing.T, ctx context.Context, name, css string) string {
	t.Helper()
	return saveScreenshot(t, ctx, name, chromedp.Screenshot(chromedp.CSS(css)))
}

// saveScreenshot saves the PNG that shot takes as name in the screenshot
// directory and returns its path.
func saveScreenshot(t *testing.T, ctx context.Context, name string, shot chromedp.Action[[]byte]) string {
	t.Helper()
	dir := os.Getenv(screenshotEnv)
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	png, err := chromedp.Run(ctx, shot)
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s (%d bytes)", path, len(png))
	return path
}

// evaluate runs a JavaScript expression in the page and returns its value.
func evaluate[T any](t *testing.T, ctx context.Context, expression string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expression))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expression, err)
	}
	return v
}

// text returns the visible text of the first element sel matches.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel), chromedp.NodeVisible))
	if err != nil {
		t.Fatalf("text of %s: %v", sel, err)
	}
	return s
}

// pollAcross waits up to timeout until the expression is true. A click
// may load a new page, which replaces the page under the poll (chromedp then
// answers "target navigated or closed", "not attached" or that it cannot
// find the poll's context); the poll is then repeated on the new page,
// until the deadline.
func pollAcross(ctx context.Context, expression string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](expression, chromedp.WithPollingTimeout(time.Until(deadline))))
		if err == nil || time.Now().After(deadline) || ctx.Err() != nil {
			return err
		}
	}
}

// do runs browser steps, failing the test with what was being done.
func do(t *testing.T, ctx context.Context, doing string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", doing, err)
	}
}

// TestBrowserDiceOdds uses the dice page the way a player does: types an
// expression and asks for the odds, rolls it with a seed, types dice that
// are too few and then enough, and looks at the page on a phone-sized
// screen. htmx must do its work under the page's security policy (no full
// reload between steps) and the console must stay free of errors.
func TestBrowserDiceOdds(t *testing.T) {
	ctx, console := browser(t)
	ts := httptest.NewServer(newTestServer(t, Config{}))
	t.Cleanup(ts.Close)

	do(t, ctx, "opening the page",
		chromedp.Navigate(ts.URL+"/odds/dice"),
		chromedp.WaitVisible(chromedp.ID("f-n")),
	)
	if !evaluate[bool](t, ctx, `typeof htmx === "object" && htmx.version === "2.0.11"`) {
		t.Fatal("htmx 2.0.11 did not load")
	}
	evaluate[int](t, ctx, `window.sameDocument = 1`) // survives htmx swaps, not reloads

	// The odds: a table of every total and a chart.
	do(t, ctx, "asking for the odds of 3d6+1",
		chromedp.SendKeys(chromedp.ID("f-n"), "3d6+1"),
		chromedp.Click(chromedp.ID("odds-button")),
		chromedp.WaitVisible(chromedp.CSS("table.dist")),
	)
	if rows := evaluate[int](t, ctx, `document.querySelectorAll("table.dist tbody tr").length`); rows != 16 {
		t.Errorf("the table of 3d6+1 has %d rows, want 16 (4 to 19)", rows)
	}
	if got := text(t, ctx, "table.dist tbody tr:first-child"); !strings.Contains(got, "4") || !strings.Contains(got, "0.46296%") {
		t.Errorf("first row reads %q, want 4 at 0.46296%%", got)
	}
	if err := pollAcross(ctx,
		`(() => { const img = document.querySelector("img.chart"); return img && img.complete && img.naturalWidth > 0; })()`, 20*time.Second); err != nil {
		t.Fatalf("the chart did not load: %v", err)
	}
	if loc, err := chromedp.Run(ctx, chromedp.Location()); err != nil || !strings.Contains(loc, "n=3d6%2B1") {
		t.Errorf("the address %q does not hold the expression (%v)", loc, err)
	}
	screenshot(t, ctx, "dice-odds.png")

	// A seeded roll, shown die by die.
	do(t, ctx, "rolling with seed 2a",
		chromedp.SendKeys(chromedp.ID("seed"), "2a"),
		chromedp.Click(chromedp.ID("roll-button")),
		chromedp.WaitVisible(chromedp.ID("roll")),
	)
	if got := text(t, ctx, "#roll h3"); !strings.Contains(got, "000000000000002a") {
		t.Errorf("roll heading %q does not name the seed", got)
	}
	if dice := evaluate[int](t, ctx, `document.querySelectorAll("#roll .die").length`); dice != 3 {
		t.Errorf("the roll shows %d dice, want 3", dice)
	}

	// Dice from the table: too few, then enough.
	do(t, ctx, "adjudicating two dice",
		chromedp.SendKeys(chromedp.ID("dice"), "4 6"),
		chromedp.Click(chromedp.ID("dice-button")),
		chromedp.WaitVisible(chromedp.CSS("#table .need")),
	)
	if got := text(t, ctx, "#table .need"); !strings.Contains(got, "1 × d6 for 3d6") || !strings.Contains(got, "nothing was adjudicated") {
		t.Errorf("missing-dice message reads %q", got)
	}
	do(t, ctx, "adjudicating three dice",
		chromedp.Clear(chromedp.ID("dice")),
		chromedp.SendKeys(chromedp.ID("dice"), "4 6 2"),
		chromedp.Click(chromedp.ID("dice-button")),
		chromedp.WaitVisible(chromedp.CSS("#table .total")),
	)
	if got := text(t, ctx, "#table .total"); !strings.Contains(got, "Total 13") {
		t.Errorf("adjudication reads %q, want Total 13", got)
	}
	if evaluate[int](t, ctx, `window.sameDocument || 0`) != 1 {
		t.Error("the page reloaded: htmx did not swap the results in")
	}
	screenshot(t, ctx, "dice-table.png")

	// The address reproduces the page, here on a phone-sized screen.
	loc, err := chromedp.Run(ctx, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "opening the link on a phone",
		chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile),
		chromedp.Navigate(loc),
		chromedp.WaitVisible(chromedp.CSS("#table .total")),
	)
	if !evaluate[bool](t, ctx, `document.documentElement.scrollWidth <= window.innerWidth`) {
		t.Error("the page is wider than a phone screen")
	}
	screenshot(t, ctx, "dice-phone.png")

	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException || m.Type == chromedp.ConsoleWarning {
			t.Errorf("console %s", m)
		}
	}
}

// TestBrowserErrorsShown checks that a mistake in the notation is shown in
// place, with a caret under it, and that the form keeps what was typed.
func TestBrowserErrorsShown(t *testing.T) {
	ctx, _ := browser(t)
	ts := httptest.NewServer(newTestServer(t, Config{}))
	t.Cleanup(ts.Close)
	do(t, ctx, "typing a wrong expression",
		chromedp.Navigate(ts.URL+"/odds/dice"),
		chromedp.SendKeys(chromedp.ID("f-n"), "4d6kx3"),
		chromedp.Click(chromedp.ID("odds-button")),
		chromedp.WaitVisible(chromedp.CSS(".error pre.caret")),
	)
	if got := text(t, ctx, ".error pre.caret"); got != "4d6kx3\n   ^" {
		t.Errorf("caret block reads %q", got)
	}
	if v, err := chromedp.Run(ctx, chromedp.Value(chromedp.ID("f-n"))); err != nil || v != "4d6kx3" {
		t.Errorf("the input holds %q (%v), want what was typed", v, err)
	}
}
