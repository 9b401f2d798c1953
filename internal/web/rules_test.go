package web

import (
	"html"
	"net/http"
	"strings"
	"testing"

	"github.com/broadside/broadside/rules"
)

// TestRulesPage checks that GET /rules shows every ruleset's title, texts,
// rulings and option names and values, and that the home page links to it.
func TestRulesPage(t *testing.T) {
	s := newTestServer(t, Config{})
	w := get(s, "/rules")
	if w.Code != http.StatusOK {
		t.Fatalf("GET /rules: status %d", w.Code)
	}
	if ct := w.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	body := html.UnescapeString(w.Body.String())
	for _, r := range rules.All() {
		t.Run(r.Name, func(t *testing.T) {
			want := []string{`<section id="` + r.Name + `">`, "<h2>" + r.Title + " "}
			for _, text := range r.Texts {
				want = append(want, "<code>"+text+"</code>")
			}
			for _, path := range r.Rulings {
				want = append(want, "<code>"+path+"</code>")
			}
			for _, o := range r.Options {
				want = append(want, `<th scope="row"><code>`+o.Name+"</code></th>", "<code>"+o.Default+"</code>", o.Help)
			}
			for _, s := range want {
				if !strings.Contains(body, s) {
					t.Errorf("the page lacks %q", s)
				}
			}
		})
	}
	if got, want := strings.Count(body, "<em>(house ruling)</em>"), houseRulings(); got != want {
		t.Errorf("%d options marked as house rulings, want %d", got, want)
	}
	if home := get(s, "/").Body.String(); !strings.Contains(home, `href="/rules"`) {
		t.Error("the home page does not link to /rules")
	}
}

// houseRulings counts the options of every ruleset whose default is a
// house ruling.
func houseRulings() int {
	n := 0
	for _, r := range rules.All() {
		for _, o := range r.Options {
			if o.House {
				n++
			}
		}
	}
	return n
}
