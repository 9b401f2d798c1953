package web

import (
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
)

// TestFTNewFormOtherKinds pastes a Full Thrust duel file, a strike file and
// a Jovian engagement into the new battle form: each is refused (400) with
// what the file is and the page that takes it, where the battle reader
// named a field it lacks ('unknown field "doctrine"', '"raids"',
// '"rounds"') as if the file were wrong.
func TestFTNewFormOtherKinds(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	for _, c := range []struct{ file, want string }{
		{"fullthrust/duel-evasion.yaml", "this is a Full Thrust duel file, which the battle lab (/lab) fights"},
		{"fullthrust/lone-escort.yaml", "this is a Full Thrust strike file, which the strike page (/odds/ft/strike) resolves"},
		{"jovian/duel.yaml", "this is a Jovian engagement, which the battle lab (/lab) fights"},
	} {
		fsys := examples.FullThrust
		if strings.HasPrefix(c.file, "jovian/") {
			fsys = examples.Jovian
		}
		w := formPost(s, "/games/fullthrust", url.Values{"file": {exampleText(t, fsys, c.file)}, "mode": {"computer"}, "side": {"0"}}, nil)
		if body := html.UnescapeString(w.Body.String()); w.Code != http.StatusBadRequest || !strings.Contains(body, c.want) {
			t.Errorf("%s: %d, want 400 saying %q", c.file, w.Code, c.want)
		}
	}
}
