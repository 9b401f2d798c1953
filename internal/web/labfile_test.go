package web

import (
	"bufio"
	"context"
	"encoding/json"
	"html"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
)

// exampleText returns an embedded example file.
func exampleText(t testing.TB, fsys fs.FS, name string) string {
	t.Helper()
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// fileQuery is the query of a lab run of a pasted file, with more fields
// as name=value pairs.
func fileQuery(text string, more ...string) string {
	v := url.Values{"file": {text}}
	for i := 0; i+1 < len(more); i += 2 {
		v.Set(more[i], more[i+1])
	}
	return v.Encode()
}

// TestLabFileDuelStream pastes the eclipse duel with its flagship renamed
// and fights it through the stream, as the page's script does: the result
// names the renamed ship, and so does the page of the finished run.
func TestLabFileDuelStream(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	ts := httptest.NewServer(s)
	defer ts.Close()
	text := strings.ReplaceAll(exampleText(t, examples.FullThrust, "fullthrust/duel-eclipse.yaml"), "Banner", "Oriflamme")
	run := fileQuery(text, "trials", "30", "seed", "7")
	resp, err := http.Get(ts.URL + "/lab/stream?" + run)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("status %d", resp.StatusCode)
	}
	events := readEvents(t, bufio.NewScanner(resp.Body))
	if len(events) < 2 || events[len(events)-2].name != "progress" {
		t.Fatalf("events %+v", events)
	}
	last := events[len(events)-1]
	if last.name != "result" || !strings.Contains(last.data, "Eclipsing escort: 30 duels") || !strings.Contains(last.data, "Oriflamme") || strings.Contains(last.data, "Banner") {
		t.Fatalf("last event %q: %.400s", last.name, last.data)
	}
	if !strings.Contains(last.data, "/lab/chart.svg?") || !strings.Contains(last.data, "file=") {
		t.Error("the result's charts do not carry the file")
	}
	if w := get(s, "/lab?"+run+"&run=1"); w.Code != 200 || !strings.Contains(w.Body.String(), "Oriflamme") || !strings.Contains(w.Body.String(), `id="lab-done"`) {
		t.Errorf("the finished run is not shown at once: status %d", w.Code)
	}
}

// TestLabFileJovianAPI checks that the API's answer for a pasted
// engagement, which includes the example cards, is the report of
// lab.Engagements on the same engagement loaded from examples/jovian.
func TestLabFileJovianAPI(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	text := exampleText(t, examples.Jovian, "jovian/skirmish.yaml")
	w := get(s, "/api/lab/run?"+fileQuery(text, "trials", "300", "seed", "2a"))
	if w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	sub, err := fs.Sub(examples.Jovian, "jovian")
	if err != nil {
		t.Fatal(err)
	}
	e, err := scenario.LoadJovianEngagement(sub, "skirmish.yaml")
	if err != nil {
		t.Fatal(err)
	}
	seed, err := parseSeed("2a")
	if err != nil {
		t.Fatal(err)
	}
	o, err := lab.Engagements(context.Background(), sim.Config{Trials: 300, Seed: seed}, e)
	if err != nil {
		t.Fatal(err)
	}
	if !sameJSON(t, w.Body.Bytes(), o.Report(nil)) {
		t.Errorf("API answer differs from lab.Engagements:\n got %.300s", w.Body)
	}
}

// TestLabFileSpaceFleetPlayers pastes a Space Fleet scenario: the players
// field applies to it, one kind for every side or one per side.
func TestLabFileSpaceFleetPlayers(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	text := exampleText(t, examples.SpaceFleet, "spacefleet/destroyer-skirmish.yaml")
	w := get(s, "/api/lab/run?"+fileQuery(text, "trials", "10", "seed", "3", "players", "tactical,random"))
	if w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	var out labJSON
	if err := json.Unmarshal(w.Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if out.Trials != 10 || len(out.Sides) != 2 || strings.Join(out.Players, " v ") != "tactical v random" {
		t.Fatalf("got trials %d, %d sides, players %v", out.Trials, len(out.Sides), out.Players)
	}
	if w := get(s, "/lab?"+fileQuery(text, "players", "tactical,random,random")); w.Code != http.StatusUnprocessableEntity {
		t.Errorf("three players for two sides: status %d", w.Code)
	}
	if w := get(s, "/lab?"+fileQuery(text, "trials", "20001")); w.Code != http.StatusUnprocessableEntity || !strings.Contains(w.Body.String(), "1 to 20000 for Space Fleet battles") {
		t.Errorf("too many trials: status %d", w.Code)
	}
}

// TestLabFileErrors checks each kind of bad file: 422 with the problem
// beside the file field, never a 500.
func TestLabFileErrors(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	duel := exampleText(t, examples.FullThrust, "fullthrust/duel-eclipse.yaml")
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"invalid duel", strings.Replace(duel, "velocity: 4", "velocity: fast", 1), []string{"lab.yaml:10:15:"}},
		{"yaml syntax", "name: x\nsides: [a, b\n", []string{"lab.yaml:"}},
		{"unknown kind", "name: Nothing\nfleet: 3\n", []string{"lab.yaml:1:1: cannot tell which kind of file this is"}},
		{"two kinds", "name: Both\nmap: {width: 10, height: 10}\nships: []\n", []string{"could be a Space Fleet scenario (it has map:) or a Full Thrust duel (it has ships:)"}},
		{"strike file", exampleText(t, examples.FullThrust, "fullthrust/lone-escort.yaml"), []string{"Full Thrust strike file", "/odds/ft/strike"}},
		{"card file", exampleText(t, examples.Jovian, "jovian/cards.yaml"), []string{"Jovian card file"}},
		{"missing include", strings.Replace(exampleText(t, examples.Jovian, "jovian/skirmish.yaml"), "[cards.yaml]", "[cards.yaml, more.yaml]", 1), []string{`lab.yaml:6:23: include &#34;more.yaml&#34;: the lab has only the example card file cards.yaml`}},
		{"not a mapping", "- a\n- b\n", []string{"not a mapping"}},
		{"oversized", "name: x\n" + strings.Repeat("# padding\n", 2000), []string{"the lab takes at most 16384"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, path := range []string{"/lab?", "/lab/stream?", "/api/lab/run?", "/lab/chart.svg?chart=win&"} {
				w := get(s, path+fileQuery(tc.text, "seed", "1", "trials", "5"))
				if w.Code != http.StatusUnprocessableEntity {
					t.Fatalf("%s: status %d: %.300s", path, w.Code, w.Body)
				}
			}
			w := get(s, "/lab?"+fileQuery(tc.text))
			body := w.Body.String()
			at := strings.Index(body, `id="e-file"`)
			if at < 0 {
				t.Fatalf("no error beside the file field: %.2000s", body)
			}
			for _, want := range tc.want {
				if !strings.Contains(body[at:], want) {
					t.Errorf("the file's error lacks %q: %.600s", want, body[at:])
				}
			}
		})
	}
}

// TestLabFileChartCold checks that a chart of a pasted run, whose URL
// carries the file, is drawn on a server that never ran it.
func TestLabFileChartCold(t *testing.T) {
	text := exampleText(t, examples.Jovian, "jovian/duel.yaml")
	run := fileQuery(text, "trials", "200", "seed", "9")
	warm := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	if w := get(warm, "/api/lab/run?"+run); w.Code != 200 {
		t.Fatalf("run: status %d: %s", w.Code, w.Body)
	}
	cold := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, c := range labJovian.chartNames() {
		a, b := get(warm, "/lab/chart.svg?"+run+"&chart="+c), get(cold, "/lab/chart.svg?"+run+"&chart="+c)
		if a.Code != 200 || b.Code != 200 || !strings.Contains(b.Body.String(), "<svg") {
			t.Fatalf("chart %s: status %d warm, %d cold: %.200s", c, a.Code, b.Code, b.Body)
		}
		if a.Body.String() != b.Body.String() {
			t.Errorf("chart %s differs on a fresh server", c)
		}
	}
	f := readLabForm(mustQuery(t, run))
	if _, ok := cold.lab.finished(f.key()); !ok {
		t.Error("the run fought for the charts is not kept")
	}
	other := readLabForm(mustQuery(t, fileQuery(text+"\n# changed\n", "trials", "200", "seed", "9")))
	if other.key() == f.key() {
		t.Error("two files share a cache key")
	}
}

// TestLabFileStart checks the "start from this scenario" link, which
// loads the form with the chosen scenario's file, and the file it fetches
// with scripts.
func TestLabFileStart(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/lab?scenario=jovian%2Fduel&trials=50")
	if w.Code != 200 {
		t.Fatalf("status %d", w.Code)
	}
	body := w.Body.String()
	i := strings.Index(body, `id="lab-start" href="`)
	if i < 0 {
		t.Fatal("no start link")
	}
	href := body[i+len(`id="lab-start" href="`):]
	href = html.UnescapeString(href[:strings.Index(href, `"`)])
	u, err := url.Parse(href)
	if err != nil {
		t.Fatal(err)
	}
	text := exampleText(t, examples.Jovian, "jovian/duel.yaml")
	if u.Path != "/lab" || u.Query().Get("file") != text || u.Query().Get("trials") != "50" {
		t.Fatalf("start link %q", href)
	}
	page := get(s, href)
	if page.Code != 200 || !strings.Contains(page.Body.String(), `name="file"`) || !strings.Contains(page.Body.String(), "name: Frigate duel") {
		t.Errorf("the started form: status %d", page.Code)
	}
	raw := get(s, "/lab/scenario.yaml?scenario=jovian%2Fduel")
	if raw.Code != 200 || raw.Body.String() != text {
		t.Errorf("scenario file: status %d", raw.Code)
	}
	if w := get(s, "/lab/scenario.yaml?scenario=nowhere"); w.Code != http.StatusNotFound {
		t.Errorf("unknown scenario file: status %d", w.Code)
	}
}

// TestLabFileNamesTheFile checks that a form carrying a pasted file names
// that file, not a scenario, as what the lab fights: the select's chosen
// option is "Your own file" with the file's description beside it, and the
// link that would replace the file with a scenario's is hidden.
func TestLabFileNamesTheFile(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	text := exampleText(t, examples.FullThrust, "fullthrust/battle-vector-duel.yaml")
	body := get(s, "/lab?"+fileQuery(text, "scenario", "jovian/duel")).Body.String()
	if n := strings.Count(body, " selected"); !strings.Contains(body, `<option value="" selected`) || strings.Contains(body, `value="jovian/duel" selected`) {
		t.Errorf("the select does not name the file (%d selected options)", n)
	}
	about := body[strings.Index(body, `id="f-scenario-about">`):]
	if !strings.Contains(about[:400], "vector movement") {
		t.Errorf("the description beside the select is not the file's: %.200s", about)
	}
	if !strings.Contains(body, `id="lab-start" href=`) || !strings.Contains(body, "Start from this scenario") {
		t.Fatal("no start link to show when a scenario is chosen")
	}
	link := body[strings.Index(body, `id="lab-start"`):]
	if !strings.Contains(link[:strings.Index(link, ">")], " hidden") {
		t.Error("the start link shows while a file is pasted")
	}
	bad := get(s, "/lab?"+fileQuery("name: [", "scenario", "jovian/duel")).Body.String()
	about = bad[strings.Index(bad, `id="f-scenario-about">`):]
	if strings.Contains(about[:200], "Frigate") {
		t.Errorf("a file that does not read shows the scenario's description: %.200s", about)
	}
	plain := get(s, "/lab?scenario=jovian%2Fduel").Body.String()
	if !strings.Contains(plain, `value="jovian/duel" selected`) || strings.Contains(plain, `<option value="" selected`) {
		t.Error("without a file the chosen scenario is not selected")
	}
}

// FuzzLabFile checks that no pasted file makes the lab's reader panic, and
// that a file it accepts has a name and a kind the lab fights.
func FuzzLabFile(f *testing.F) {
	for _, fsys := range []fs.FS{examples.SpaceFleet, examples.FullThrust, examples.Jovian} {
		names, _ := fs.Glob(fsys, "*/*.yaml")
		for _, name := range names {
			data, _ := fs.ReadFile(fsys, name)
			f.Add(string(data))
		}
	}
	f.Add("sides: [a, b]\n")
	f.Add("include: [../cards.yaml]\nsides: []\n")
	f.Fuzz(func(t *testing.T, text string) {
		sc, err := decodeLabFile(text)
		if err == nil && (sc.Name == "" || sc.Kind.maxTrials() == 0) {
			t.Fatalf("accepted a file without a name: %+v", sc)
		}
	})
}

// foreverFile is a Space Fleet battle that never ends: unarmed ships and
// a turn limit no battle reaches.
const foreverFile = `name: Forever
map: {width: 24, height: 24}
victory: {turns: 100000000}
designs:
  unarmed: {class: destroyer, speed: 4, beams: 0, shields: 5}
sides:
  - name: Red
    edge: south
    squadrons:
      - name: R
        ships:
          - {design: unarmed, name: A, at: [10, 20], facing: N}
  - name: Blue
    edge: north
    squadrons:
      - name: B
        ships:
          - {design: unarmed, name: B, at: [10, 3], facing: S}
`

// TestLabFileThatNeverEnds checks that a pasted battle that cannot end
// gets a clear failure from the API, from its charts and from the page's
// stream, every time, and leaves no chart waiting for a run that failed.
// The failure is kept with the finished runs, so the charts and the
// stream answer it without fighting the run again (each fight plays to
// the agent's cap on actions, seconds of a processor).
func TestLabFileThatNeverEnds(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	q := fileQuery(foreverFile, "trials", "1", "seed", "1")
	w := get(s, "/api/lab/run?"+q)
	if w.Code != http.StatusUnprocessableEntity || !strings.Contains(w.Body.String(), "your file's run failed") {
		t.Fatalf("API: status %d: %s", w.Code, w.Body)
	}
	values, err := url.ParseQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.lab.failure(readLabForm(values).key()); err == nil || !strings.Contains(err.Error(), "your file's run failed") {
		t.Errorf("the failure is not kept (%v): each chart would fight the run again", err)
	}
	if body := get(s, "/lab/stream?"+q).Body.String(); !strings.Contains(body, "event: failure") || !strings.Contains(body, "your file's run failed") {
		t.Errorf("the stream does not give the failure:\n%.500s", body)
	}
	for i := range 2 {
		w := get(s, "/lab/chart.svg?"+q+"&chart=win")
		body := html.UnescapeString(w.Body.String())
		if w.Code != http.StatusUnprocessableEntity || !strings.Contains(body, "your file's run failed") || strings.Contains(body, "goroutine") {
			t.Fatalf("chart %d: status %d: %s", i, w.Code, body)
		}
	}
}

// TestLabFileURLCap checks that a file whose address would be too long is
// refused beside the textarea, even under the byte cap.
func TestLabFileURLCap(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	text := "name: " + strings.Repeat("é", 4000) + "\n" + foreverFile
	w := get(s, "/lab?"+fileQuery(text, "trials", "1"))
	if w.Code != http.StatusUnprocessableEntity || !strings.Contains(w.Body.String(), "in the lab&#39;s address") {
		t.Fatalf("status %d: %.500s", w.Code, w.Body)
	}
}
