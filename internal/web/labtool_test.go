package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// TestMechanicPages checks each mechanic page: the odds, a seeded roll,
// the table's dice adjudicated or found missing, and field errors.
func TestMechanicPages(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		name, target string
		status       int
		want         []string
	}{
		{"pdl odds", "/odds/ft/pdl?b1=2&pds=3", 200, []string{"Point defence level from 2 B1 dice and 3 PDS dice", "band 4-6", "/odds/ft/pdl/chart.svg?", "P(≥)"}},
		{"pdl exact", "/odds/ft/pdl?pds=1&exact=1", 200, []string{"exact", "1/3"}},
		{"pdl seeded roll", "/odds/ft/pdl?b1=1&pds=2&roll=1&seed=2a", 200, []string{"Rolled with seed <code>000000000000002a</code>", "Result <b>PDL"}},
		{"pdl table dice", "/odds/ft/pdl?b1=1&pds=2&dice=6+2+4+6+5", 200, []string{"B1 ×1: 6 = 1, re-roll 2 = 0 → 1", "PDS ×2: 4 6 = 3, re-roll 5 = 1 → 4", "PDL 5, band 4-6"}},
		{"pdl dice missing", "/odds/ft/pdl?b1=1&pds=2&dice=6", 200, []string{"Not enough dice", "for B1 re-roll", "for PDS"}},
		{"pdl bad field", "/odds/ft/pdl?b1=x", 422, []string{`class="field invalid"`, "a whole number from 0 to 200"}},
		{"pdl scatterguns mixed", "/odds/ft/pdl?scatterguns=1&pds=1", 422, []string{"scatterguns cannot be mixed"}},
		{"jovian pool odds", "/odds/jovian/pool?n=4&flex=1&macro=2", 200, []string{"P([D", "[N]", "/odds/jovian/pool/chart.svg?"}},
		{"jovian pool dice", "/odds/jovian/pool?n=3&dice=2+2+5", 200, []string{"rolled 2,2,5", "Result <b>[D2]"}},
		{"jovian pool missing", "/odds/jovian/pool?n=3&dice=2", 200, []string{"Not enough dice"}},
		{"sf shot odds", "/odds/spacefleet/shot?weapon=missile&range=3&target=light+cruiser&shields=1", 200, []string{"needs <b>", "shields only", "Damage table"}},
		{"sf shot dice", "/odds/spacefleet/shot?weapon=plasma&range=2&target=heavy+cruiser&shields=1&dice=5+3", 200, []string{"rolled 5, hit", "= 3: major damage"}},
		{"sf shot bad class", "/odds/spacefleet/shot?target=frigate", 422, []string{"one of destroyer"}},
		{"sf shot too far", "/odds/spacefleet/shot?range=12&firer=destroyer&target=destroyer", 422, []string{`class="field invalid"`}},
		{"strike odds", "/odds/ft/strike?example=lone-escort", 200, []string{"Escort: P(destroyed)", "Escort: points scored", "Escort: point defence level"}},
		{"strike classic", "/odds/ft/strike?example=lone-escort&rules=classic", 200, []string{"Escort: P(destroyed)"}},
		{"strike seeded", "/odds/ft/strike?example=lone-escort&roll=1&seed=1", 200, []string{"Escort, point defence level: PDS ×1", "Result <b>Escort:"}},
		{"strike dice missing", "/odds/ft/strike?example=lone-escort&dice=4", 200, []string{"Not enough dice", "Red 1"}},
		{"strike pasted", "/odds/ft/strike?yaml=" + url.QueryEscape("ships:\n  - {name: A, hull: 4, pds: 1}\nraids:\n  - target: A\n    salvos: 1\n"), 200, []string{"A: P(destroyed)"}},
		{"strike bad yaml", "/odds/ft/strike?yaml=ships%3A+%5B1", 422, []string{`class="field invalid"`, "pasted:"}},
		{"jovian attack odds", "/odds/jovian/attack?pool=6&missile=1&defense=5&supporters=2", 200, []string{"P(crippled)", "point defence", "Structure boxes lost", "Outcomes"}},
		{"jovian squadron", "/odds/jovian/attack?pool=3&kind=squadron&defense=2&structure=4", 200, []string{"P(destroyed)"}},
		{"jovian attack dice", "/odds/jovian/attack?pool=2&defense=4&sensors=3&thrusters=1&dice=5+5", 200, []string{"Result <b>"}},
		{"jovian attack missing", "/odds/jovian/attack?pool=2&dice=5", 200, []string{"Not enough dice"}},
		{"jovian bad marked", "/odds/jovian/attack?pool=2&marked=hull%3D2", 422, []string{`class="field invalid"`}},
		{"bad seed", "/odds/ft/pdl?roll=1&seed=xyz", 422, []string{"the seed is 1 to 16 hexadecimal digits"}},
		{"dice that do not read", "/odds/ft/pdl?dice=4+x", 422, []string{"Nothing was adjudicated"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target)
			if w.Code != tc.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tc.status, w.Body)
			}
			body := w.Body.String()
			for _, want := range tc.want {
				if !strings.Contains(body, want) {
					t.Errorf("page lacks %q", want)
				}
			}
		})
	}
}

func TestMechanicRollWithoutSeedRedirects(t *testing.T) {
	s := newTestServer(t, Config{})
	w := get(s, "/odds/ft/pdl?pds=2&roll=1")
	if w.Code != http.StatusSeeOther || !strings.Contains(w.Header().Get("Location"), "seed=") {
		t.Fatalf("status %d, location %q", w.Code, w.Header().Get("Location"))
	}
	w = get(s, "/odds/ft/pdl?pds=2&roll=1", "HX-Request", "true")
	if w.Code != http.StatusOK || !strings.Contains(w.Header().Get("HX-Push-Url"), "seed=") {
		t.Fatalf("htmx: status %d, push %q", w.Code, w.Header().Get("HX-Push-Url"))
	}
}

func TestMechanicCharts(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		name, target string
		status       int
	}{
		{"pdl", "/odds/ft/pdl/chart.svg?b1=2&pds=3&part=0", 200},
		{"pool, labelled bars", "/odds/jovian/pool/chart.svg?n=4&part=0", 200},
		{"shot hits", "/odds/spacefleet/shot/chart.svg?weapon=missile&target=destroyer&part=1", 200},
		{"no such part", "/odds/ft/pdl/chart.svg?pds=1&part=7", 404},
		{"bad field", "/odds/ft/pdl/chart.svg?pds=-1", 422},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target)
			if w.Code != tc.status {
				t.Fatalf("status %d, want %d: %.200s", w.Code, tc.status, w.Body)
			}
			if tc.status == 200 && (w.Header().Get("Content-Type") != "image/svg+xml" || !strings.Contains(w.Body.String(), "<svg")) {
				t.Fatalf("not an SVG: %q", w.Header().Get("Content-Type"))
			}
		})
	}
}

// TestMechanicAPIs checks that the odds API answers the command line's
// JSON, the roll API the adjudication or the dice missing, and the Full
// Thrust movement page's reach API the JSON of "ft reach --json".
func TestMechanicAPIs(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		name, target string
		status       int
		keys         []string
	}{
		{"pdl odds", "/api/ft/pdl/odds?b1=2&pds=3&exact=1", 200, []string{"mean", "sd", "tail", "dist"}},
		{"pool odds", "/api/jovian/pool/odds?n=5", 200, []string{"mean", "dist"}},
		{"shot odds", "/api/spacefleet/shot/odds?weapon=beam&range=6&target=destroyer", 200, []string{"need", "p_hit", "hits", "damage_per_hit", "outcome"}},
		{"pdl seeded roll", "/api/ft/pdl/roll?pds=2&seed=1", 200, []string{"seed", "result"}},
		{"pdl table dice", "/api/ft/pdl/roll?pds=1&dice=4", 200, []string{"pdl", "band", "log"}},
		{"pdl dice missing", "/api/ft/pdl/roll?pds=1&dice=6", 422, []string{"error", "needs"}},
		{"shot table dice", "/api/spacefleet/shot/roll?weapon=beam&range=1&target=destroyer&dice=1", 200, []string{"need", "to_hit", "outcome", "steps"}},
		{"strike odds", "/api/ft/strike/odds?example=lone-escort", 200, []string{"file", "rules", "raids"}},
		{"strike roll", "/api/ft/strike/roll?example=lone-escort&seed=1", 200, []string{"seed", "result"}},
		{"jovian attack odds", "/api/jovian/attack/odds?pool=3", 200, []string{"kind", "pool", "crippled", "destroyed", "structure", "outcomes"}},
		{"jovian attack roll", "/api/jovian/attack/roll?pool=2&dice=5+5", 200, []string{"kind", "loss", "target", "steps"}},
		{"bad field", "/api/jovian/pool/odds?n=99", 422, []string{"error"}},
		{"bad seed", "/api/jovian/pool/roll?n=2&seed=zz", 422, []string{"error"}},
		{"ft move odds", "/api/ft/move/odds?thrust=4&velocity=6&order=ET+P3%2B3", 200, []string{"legal", "problems", "thrust_used", "et_dice", "et_success_chance", "et_clean_chance", "dice_at_least"}},
		{"ft move odds without dice", "/api/ft/move/odds?thrust=4&velocity=6&order=P2%2B2", 200, []string{"result"}},
		{"ft move seeded roll", "/api/ft/move/roll?thrust=4&velocity=6&order=ET+P3%2B3&seed=1", 200, []string{"seed", "result"}},
		{"ft move table dice", "/api/ft/move/roll?thrust=4&velocity=6&order=ET+P3%2B3&dice=5+2", 200, []string{"written", "order", "legal", "x", "y", "course", "facing", "velocity", "thrust_used", "thrust_available", "et_dice", "et_success_chance", "et", "checks", "drive", "path", "warnings", "log"}},
		{"ft move dice missing", "/api/ft/move/roll?thrust=4&velocity=6&order=ET+P3%2B3&dice=5", 422, []string{"error", "needs"}},
		{"ft move reach", "/api/ft/move/reach?thrust=4&velocity=6&reach-et=1", 200, []string{"from", "modes", "counts", "ends"}},
		{"ft move bad order", "/api/ft/move/odds?order=P3+%26+2", 422, []string{"error"}},
		{"ft move reach bad field", "/api/ft/move/reach?heading=13", 422, []string{"error"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target)
			if w.Code != tc.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tc.status, w.Body)
			}
			var m map[string]any
			if err := json.Unmarshal(w.Body.Bytes(), &m); err != nil {
				t.Fatal(err)
			}
			for _, k := range tc.keys {
				if _, ok := m[k]; !ok {
					t.Errorf("no %q in %s", k, w.Body)
				}
			}
		})
	}
}

// TestMechanicRollMatchesAPI checks that a seed gives the same dice on the
// page and through the API.
func TestMechanicRollMatchesAPI(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	var out struct {
		Result struct {
			PDL int `json:"pdl"`
		} `json:"result"`
	}
	if err := json.Unmarshal(get(s, "/api/ft/pdl/roll?b1=3&pds=4&seed=7").Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	page := get(s, "/odds/ft/pdl?b1=3&pds=4&roll=1&seed=7").Body.String()
	if want := "Result <b>PDL " + strconv.Itoa(out.Result.PDL) + ","; !strings.Contains(page, want) {
		t.Fatalf("page lacks %q", want)
	}
}

// TestMechanicToolsRoll checks that the mechanic of every tool that offers
// rolls can roll, and that a tool without dice offers none.
func TestMechanicToolsRoll(t *testing.T) {
	for _, tool := range mechTools {
		t.Run(tool.Key, func(t *testing.T) {
			f := newForm(url.Values{})
			m := tool.read(f)
			if m == nil && f.waiting != "" && f.ok() {
				// A form that asks nothing yet: try the first example.
				u, err := url.Parse(tool.Examples[0].URL)
				if err != nil {
					t.Fatal(err)
				}
				f = newForm(u.Query())
				m = tool.read(f)
			}
			if m == nil {
				t.Fatalf("the form does not read: %s", f.firstError())
			}
			if _, rolls := m.(roller); rolls == tool.NoDice {
				t.Fatalf("NoDice is %v, but the mechanic %T rolls: %v", tool.NoDice, m, rolls)
			}
		})
	}
}
