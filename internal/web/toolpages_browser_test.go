package web

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// toolPagePaths are the addresses of every tool page, each with its first
// example filled in so that the page shows its odds, charts and tables: the
// widest a page gets.
func toolPagePaths() []string {
	var out []string
	for _, t := range mechTools {
		out = append(out, "/odds/"+t.Key)
		if len(t.Examples) > 0 {
			out = append(out, t.Examples[0].URL)
		}
	}
	return append(out, "/rules", "/games", "/")
}

// screenshotName turns a page address into a file name.
func screenshotName(path, size string) string {
	r := strings.NewReplacer("/", "_", "?", "-", "&", "-", "=", "")
	name := strings.Trim(r.Replace(path), "_-")
	if name == "" {
		name = "home"
	}
	if len(name) > 80 {
		name = name[:80]
	}
	return "tool-" + name + "-" + size + ".png"
}

// TestBrowserToolPagesFit loads every tool page on a desktop and on a phone
// screen (390x844) and checks that no page is wider than the screen, and
// that every chart image loaded. It keeps a screenshot of each at both sizes.
func TestBrowserToolPagesFit(t *testing.T) {
	// The pages' layout is the point here, not the server's answer to
	// overload (TestHostileRequests, TestComputeBounds): under -race beside
	// other packages' tests a chart may wait more than the usual second for
	// a processor, and the scaling study and the sweep, 3 s under -race
	// alone, ran past the usual 10 s computation timeout, answering 503
	// "took longer than a request may spend" (seen in CI, and at will with
	// a load of 18 on two cores). Any 503 is then a fault.
	busy := &busyLog{}
	ts := httptest.NewServer(busy.wrap(newTestServer(t, Config{Rate: 1000, Burst: 1000, QueueWait: 2 * time.Minute, ComputeTimeout: 2 * time.Minute})))
	t.Cleanup(ts.Close)
	t.Cleanup(func() {
		for _, b := range busy.all() {
			t.Errorf("503 for %s after %v: %s", b.url, b.took.Round(time.Millisecond), b.body)
		}
	})
	sizes := []struct {
		name  string
		w, h  int64
		phone bool
	}{{"1280x900", 1280, 900, false}, {"390x844", 390, 844, true}}
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			ctx, console := browser(t)
			opts := []chromedp.EmulateViewportOption{}
			if sz.phone {
				opts = append(opts, chromedp.EmulateMobile)
			}
			do(t, ctx, "sizing the screen to "+sz.name, chromedp.EmulateViewport(sz.w, sz.h, opts...))
			for _, path := range toolPagePaths() {
				do(t, ctx, "opening "+path+" at "+sz.name,
					chromedp.Navigate(ts.URL+path),
					chromedp.WaitVisible(chromedp.CSS("main")),
				)
				if err := pollAcross(ctx, allImagesLoaded, 30*time.Second); err != nil {
					t.Errorf("%s at %s: a chart did not load: %v", path, sz.name, err)
				}
				if sz.phone {
					sw := evaluate[float64](t, ctx, `document.scrollingElement.scrollWidth`)
					iw := min(evaluate[float64](t, ctx, `window.innerWidth`), float64(sz.w))
					if sw > iw {
						t.Errorf("%s at %s: the page is %v px wide on a %v px screen", path, sz.name, sw, iw)
					}
					// A distribution's table fits too, so that its numbers
					// are read without scrolling it sideways.
					if wide := evaluate[[]string](t, ctx, `[...document.querySelectorAll("table.dist:not(.values)")].filter(e => e.scrollWidth > e.parentElement.clientWidth + 1).map(e => e.querySelector("th").textContent + " " + e.scrollWidth + " px")`); len(wide) > 0 {
						t.Errorf("%s at %s: tables wider than the screen: %v", path, sz.name, wide)
					}
					// A table's headings break between words, never letter
					// by letter (the sweep's "lancers at (inches)" once read
					// "la nc er s" down its column).
					if broken := evaluate[[]string](t, ctx, `[...document.querySelectorAll("table.dist th")].filter(th => { const r = document.createRange(); r.selectNodeContents(th); const words = th.textContent.trim().split(/\s+/).length; return r.getBoundingClientRect().height > words * 1.6 * parseFloat(getComputedStyle(th).fontSize); }).map(th => th.textContent)`); len(broken) > 0 {
						t.Errorf("%s at %s: headings broken inside words: %q", path, sz.name, broken)
					}
				}
				screenshot(t, ctx, screenshotName(path, sz.name))
			}
			for _, m := range console() {
				if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException {
					t.Errorf("console %s", m)
				}
			}
		})
	}
}

// allImagesLoaded is true once every image of the page has loaded (a page
// without images included).
const allImagesLoaded = `[...document.images].every(i => i.complete && i.naturalWidth > 0)`

// TestBrowserFieldsFollowTheMode changes the mode of a form and checks that
// the page's script shows the fields that now apply and hides the others,
// without asking the server.
func TestBrowserFieldsFollowTheMode(t *testing.T) {
	ctx, console := browser(t)
	ts := httptest.NewServer(newTestServer(t, Config{}))
	t.Cleanup(ts.Close)
	visible := func(id string) bool {
		return evaluate[bool](t, ctx, `(() => { const e = document.getElementById("`+id+`"); return !!e && e.closest(".field").offsetParent !== null; })()`)
	}
	do(t, ctx, "opening the Space Fleet shot page",
		chromedp.Navigate(ts.URL+"/odds/spacefleet/shot?weapon=beam"),
		chromedp.WaitVisible(chromedp.ID("f-weapon")),
	)
	if visible("f-plasma-near") || visible("f-srm-d4") {
		t.Fatal("a beam shot shows the plasma or missile fields")
	}
	do(t, ctx, "choosing plasma", chromedp.SetValue(chromedp.ID("f-weapon"), "plasma"),
		chromedp.Evaluate[chromedp.Void](`document.getElementById("f-weapon").dispatchEvent(new Event("change", {bubbles: true}))`))
	if !visible("f-plasma-near") || visible("f-srm-d4") {
		t.Error("after choosing plasma, the plasma field is hidden or the missile field shown")
	}
	do(t, ctx, "opening the strike page",
		chromedp.Navigate(ts.URL+"/odds/ft/strike"),
		chromedp.WaitVisible(chromedp.ID("f-example")),
	)
	do(t, ctx, "asking for a simulation",
		chromedp.Click(chromedp.CSS("details.fields:has(#f-trials) > summary")),
		chromedp.Clear(chromedp.ID("f-trials")),
		chromedp.SendKeys(chromedp.ID("f-trials"), "100"),
	)
	if !visible("f-mc-seed") {
		t.Error("the simulation seed stays hidden with 100 trials asked for")
	}
	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException {
			t.Errorf("console %s", m)
		}
	}
}

// busyLog records the server's 503 answers: the address asked for, how long
// the answer took and the message of its body.
type busyLog struct {
	mu      sync.Mutex
	answers []busyAnswer
}

// busyAnswer is one 503 answer.
type busyAnswer struct {
	url, body string
	took      time.Duration
}

// wrap returns h recording its 503 answers in b.
func (b *busyLog) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		h.ServeHTTP(rec, r)
		if rec.status == http.StatusServiceUnavailable {
			b.mu.Lock()
			b.answers = append(b.answers, busyAnswer{url: r.URL.String(), body: errorMessage(rec.body.String()), took: time.Since(start)})
			b.mu.Unlock()
		}
	})
}

// all returns the answers recorded so far.
func (b *busyLog) all() []busyAnswer {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]busyAnswer(nil), b.answers...)
}

// statusRecorder is a ResponseWriter that keeps the status and the body of
// an error answer.
type statusRecorder struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

func (r *statusRecorder) WriteHeader(status int) {
	r.status = status
	r.ResponseWriter.WriteHeader(status)
}

func (r *statusRecorder) Write(p []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	if r.status >= 400 && r.body.Len() < 1<<16 {
		r.body.Write(p)
	}
	return r.ResponseWriter.Write(p)
}

// errorMessage returns the text of an error page's message, or the body
// itself, shortened, when it has no recognisable message.
func errorMessage(body string) string {
	if m := regexp.MustCompile(`(?s)<p class="error"[^>]*>(.*?)</p>`).FindStringSubmatch(body); m != nil {
		return strings.TrimSpace(m[1])
	}
	if len(body) > 300 {
		body = body[:300]
	}
	return body
}

// Unwrap returns the ResponseWriter underneath, for http.ResponseController.
func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }
