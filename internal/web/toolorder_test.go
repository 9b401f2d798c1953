package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// before reports whether a occurs in body, and before b when b occurs.
func before(body, a, b string) bool {
	i, j := strings.Index(body, a), strings.Index(body, b)
	return i >= 0 && (j < 0 || i < j)
}

// TestLinkShowsResultFirst opens every tool page by the link of its first
// example, as a shared link would, and checks that the page draws its
// result, under its heading, before the form, which follows under "Change
// the inputs"; opened without inputs, the same page draws the form first,
// even when its defaults give odds. The sweep page's first example fights
// a thousand battles a point, which can outlast the default compute budget
// under the race detector on a loaded machine: the server has the sweep
// tests' budget.
func TestLinkShowsResultFirst(t *testing.T) {
	s := newSweepServer(t)
	for _, tool := range mechTools {
		t.Run(tool.Key, func(t *testing.T) {
			link := tool.Examples[0].URL
			w := get(s, link)
			if w.Code != http.StatusOK {
				t.Fatalf("%s: status %d: %s", link, w.Code, w.Body)
			}
			body := w.Body.String()
			for _, part := range []string{
				`<h1>` + tool.Title + `</h1>`,
				`<section class="result" id="result" aria-labelledby="result-title">`,
				`<h2 id="result-title" tabindex="-1">Result</h2>`,
				`<a class="to-inputs" href="#inputs">Change the inputs</a>`,
				`<section class="inputs" id="inputs" aria-labelledby="inputs-title">`,
				`<h2 id="inputs-title">Change the inputs</h2>`,
				`<form class="dice mech`,
				`<p class="lead">`,
			} {
				if !strings.Contains(body, part) {
					t.Errorf("%s lacks %q", link, part)
				}
			}
			order := []string{`<h1>`, `id="result-title"`, `id="odds"`, `Link to this page`, `id="inputs-title"`, `<p class="lead">`, `<form class="dice mech`, `<p class="examples">`}
			for i := 1; i < len(order); i++ {
				if !before(body, order[i-1], order[i]) || !strings.Contains(body, order[i]) {
					t.Errorf("%s: %q is not before %q", link, order[i-1], order[i])
				}
			}

			bare := "/odds/" + tool.Key
			w = get(s, bare)
			if w.Code != http.StatusOK {
				t.Fatalf("%s: status %d: %s", bare, w.Code, w.Body)
			}
			body = w.Body.String()
			if !before(body, `<p class="lead">`, `<form class="dice mech`) || !before(body, `<form class="dice mech`, `id="result"`) {
				t.Errorf("%s does not draw the intro, then the form, then any result", bare)
			}
			if strings.Contains(body, `id="inputs"`) || strings.Contains(body, `id="errors"`) {
				t.Errorf("%s has the section of a result first, or a list of mistakes", bare)
			}
		})
	}
}

// TestBadLinkShowsMistakesFirst opens tool pages by links whose inputs
// have a mistake and checks that each page begins with the list of its
// mistakes, every one linked to its field, then the form, and keeps
// whatever result it still has (the odds beside a bad seed) after the form.
func TestBadLinkShowsMistakesFirst(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		link  string
		items []string // the list's items, as the page writes them
	}{
		{"/odds/dice?n=4d6kx3", []string{`<li><a href="#f-n">Dice</a>: column 4: expected &#34;kh&#34; or &#34;kl&#34;</li>`}},
		{"/odds/ft/pdl?b1=x&pds=999", []string{
			`<li><a href="#f-b1">B1 batteries</a>: a whole number from 0 to 200</li>`,
			`<li><a href="#f-pds">PDS</a>: a whole number from 0 to 200</li>`,
		}},
		{"/odds/dice?n=3d6&roll=1&seed=nothex", []string{`<li><a href="#seed">Seed</a>: `}},
		{"/odds/dice?n=3d6&dice=4+x", []string{`<li><a href="#dice">Dice rolled at the table</a>: `}},
	} {
		t.Run(tc.link, func(t *testing.T) {
			w := get(s, tc.link)
			if w.Code != http.StatusUnprocessableEntity {
				t.Fatalf("status %d, want 422: %s", w.Code, w.Body)
			}
			body := w.Body.String()
			start := strings.Index(body, `<div class="error errors" id="errors" tabindex="-1">`)
			if start < 0 {
				t.Fatalf("no list of mistakes: %s", body)
			}
			list := body[start:]
			list = list[:strings.Index(list, "</div>")]
			want := "The inputs have a mistake:"
			if len(tc.items) > 1 {
				want = "The inputs have 2 mistakes:"
			}
			if !strings.Contains(list, want) {
				t.Errorf("the list does not begin %q: %s", want, list)
			}
			for _, item := range tc.items {
				if !strings.Contains(list, item) {
					t.Errorf("the list lacks %q: %s", item, list)
				}
			}
			if !before(body, `<h1>`, `id="errors"`) || !before(body, `id="errors"`, `<form class="dice mech`) || !before(body, `<form class="dice mech`, `id="result"`) {
				t.Errorf("the page is not drawn heading, mistakes, form, result")
			}
			if strings.Contains(body, `id="inputs"`) || strings.Contains(body, `class="to-inputs"`) {
				t.Errorf("a page with a mistake is drawn with its result first")
			}
		})
	}
	// A refusal of the library, not of one field, is listed without a
	// link, before the form.
	w := get(s, "/odds/dice?n=1000d1000")
	body := w.Body.String()
	if w.Code != http.StatusUnprocessableEntity || !strings.Contains(body, `<ul><li>1000d1000 is too large to compute exactly here</li></ul>`) || !before(body, `id="errors"`, `<form class="dice mech`) {
		t.Errorf("status %d: the refusal is not listed before the form: %s", w.Code, body)
	}
}

// TestHasInputs checks which queries count as a link with inputs: one
// that sets a field or asks for a roll, exact fractions or the table's
// dice, and not one that carries only parameters the page does not read.
func TestHasInputs(t *testing.T) {
	fields := []field{{Name: "n"}, {Name: "pds"}}
	for _, tc := range []struct {
		query string
		want  bool
	}{
		{"", false},
		{"utm_source=chat", false},
		{"n=", true},
		{"pds=3", true},
		{"exact=1", true},
		{"roll=1", true},
		{"seed=2a", true},
		{"dice=4+6", true},
		{"other=1&pds=0", true},
	} {
		q, err := url.ParseQuery(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		if got := hasInputs(q, fields, true); got != tc.want {
			t.Errorf("hasInputs(%q) = %v, want %v", tc.query, got, tc.want)
		}
		// A page that rolls no dice reads only its fields.
		want := tc.want && (q.Has("n") || q.Has("pds"))
		if got := hasInputs(q, fields, false); got != want {
			t.Errorf("hasInputs(%q) on a page without dice = %v, want %v", tc.query, got, want)
		}
	}
}

// TestUnreadQueryKeepsFormFirst checks that a page whose address carries
// only parameters it does not read, such as a tracking tag added by a chat
// program, or a seed or dice on a page that rolls none, is drawn as the
// bare page is: form first.
func TestUnreadQueryKeepsFormFirst(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/odds/ft/pdl?utm_source=chat")
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	if body := w.Body.String(); !before(body, `<form class="dice mech`, `id="result"`) || strings.Contains(body, `id="inputs"`) {
		t.Error("a page with only an unread parameter is drawn with its result first")
	}
	// A page that rolls no dice does not read a seed or the table's dice.
	for _, link := range []string{"/odds/spacefleet/design?seed=2a", "/odds/spacefleet/design?dice=4&exact=1"} {
		w = get(s, link)
		if body := w.Body.String(); w.Code != http.StatusOK || !before(body, `<form class="dice mech`, `id="result"`) || strings.Contains(body, `id="inputs"`) {
			t.Errorf("%s (status %d) is drawn with its result first, as if it had inputs", link, w.Code)
		}
	}
}

// TestLabLinkShowsRunFirst checks the battle lab's two orders: a link to a
// run draws the run (its progress, or its result once finished) before the
// form; the bare page draws the form alone; a bad link lists its mistakes,
// each linked to its field, before the form.
func TestLabLinkShowsRunFirst(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	link := "/lab?scenario=destroyer-skirmish&trials=20&seed=2a&run=1"
	w := get(s, link)
	if w.Code != http.StatusOK {
		t.Fatalf("%s: status %d: %s", link, w.Code, w.Body)
	}
	body := w.Body.String()
	for _, part := range []string{`<h1>Battle lab</h1>`, `id="lab-run" class="result lab-run" data-stream=`, `<h2 id="result-title" tabindex="-1">Result</h2>`, `Link to this run`, `<h2 id="inputs-title">Change the inputs</h2>`, `<p class="lead">`, `<form class="dice mech lab"`} {
		if !strings.Contains(body, part) {
			t.Errorf("%s lacks %q", link, part)
		}
	}
	if !before(body, `id="result-title"`, `<form class="dice mech lab"`) || !before(body, `Link to this run`, `id="inputs-title"`) {
		t.Errorf("%s does not draw its run before its form", link)
	}

	w = get(s, "/lab")
	if body := w.Body.String(); w.Code != http.StatusOK || strings.Contains(body, `id="lab-run"`) || strings.Contains(body, `id="inputs"`) || !before(body, `<p class="lead">`, `<form class="dice mech lab"`) {
		t.Errorf("the bare lab: status %d, or not its form alone", w.Code)
	}

	w = get(s, "/lab?scenario=nowhere&trials=x&run=1")
	body = w.Body.String()
	if w.Code != http.StatusUnprocessableEntity {
		t.Fatalf("a bad lab link: status %d", w.Code)
	}
	for _, item := range []string{`<p>The inputs have 2 mistakes:</p>`, `<li><a href="#f-scenario">Scenario</a>: `, `<li><a href="#f-trials">Trials</a>: `} {
		if !strings.Contains(body, item) {
			t.Errorf("a bad lab link's list lacks %q", item)
		}
	}
	if !before(body, `id="errors"`, `<form class="dice mech lab"`) || strings.Contains(body, `id="lab-run"`) {
		t.Error("a bad lab link does not list its mistakes above its form, alone")
	}
	// Each field the list links to is marked invalid and described by
	// its message, and shows what the link gave it (not the default
	// trials, which left the reader to wonder what was wrong).
	for _, field := range []string{
		`<select id="f-scenario" name="scenario" aria-invalid="true" aria-describedby="e-scenario">`,
		`<span class="error field-error" role="alert" id="e-scenario">`,
		`<input id="f-trials" name="trials" value="x" inputmode="numeric" size="6" maxlength="6" autocomplete="off" aria-invalid="true" aria-describedby="e-trials">`,
		`<span class="error field-error" role="alert" id="e-trials">`,
	} {
		if !strings.Contains(body, field) {
			t.Errorf("a bad lab link's form lacks %q", field)
		}
	}
	// There is no run to link to: a "Link to this run" below the form
	// would lead back to the same mistakes.
	if strings.Contains(body, `Link to this run`) {
		t.Error("a bad lab link offers a link to a run it cannot fight")
	}
}

// TestEveryExampleLandsOnResult follows every link the app offers as an
// example of a tool, the home page's "See an example" and each tool page's
// "Try" links, and checks that each lands on its result, drawn first: an
// example that opened on a mistake (one the rules had since forbidden) or
// on the battle lab's form without its run would teach a reader nothing.
// Only an example that says it is invalid may land on its mistakes.
//
// The sweep examples include the fleet study's, whose battles outlast the
// default compute budget under the race detector: the server has the
// sweep tests' budget.
func TestEveryExampleLandsOnResult(t *testing.T) {
	s := newSweepServer(t)
	var links []string
	for _, tool := range labTools {
		if tool.Example != "" {
			links = append(links, tool.Example)
		}
	}
	for _, tool := range mechTools {
		for _, e := range tool.Examples {
			if !strings.Contains(e.Label, "(invalid)") {
				links = append(links, e.URL)
			}
		}
	}
	for _, link := range links {
		w := get(s, link)
		if w.Code != http.StatusOK {
			t.Errorf("%s: status %d: %.300s", link, w.Code, w.Body)
			continue
		}
		if body := w.Body.String(); !strings.Contains(body, `<a class="to-inputs" href="#inputs">`) || strings.Contains(body, `id="errors"`) {
			t.Errorf("%s does not draw its result first", link)
		}
	}
}

// TestEveryFieldInErrorIsMarked opens the ship design page with a design
// whose mistakes lie in a choice (the hull class) and in numbers, and
// checks that each field the list of mistakes links to is marked invalid
// and described by its message, a select as much as a text field.
func TestEveryFieldInErrorIsMarked(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/odds/spacefleet/design?class=destroyer&speed=6&shots=4&shields=2")
	if w.Code != http.StatusUnprocessableEntity {
		t.Fatalf("status %d, want 422", w.Code)
	}
	body := w.Body.String()
	for _, want := range []string{
		`<li><a href="#f-class">`,
		`<select id="f-class" name="class" aria-invalid="true" aria-describedby="e-class">`,
		`<li><a href="#f-speed">`,
		`<input id="f-speed" name="speed" value="6" inputmode="numeric" autocomplete="off" size="5" maxlength="6" aria-invalid="true" aria-describedby="e-speed">`,
		`id="e-class"`,
		`id="e-speed"`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}
