package web

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/broadside/broadside/rules/spacefleet"
)

// fieldHTML returns the unescaped markup of the form field name on a page:
// its label, input, help and error; "" when the page lacks it.
func fieldHTML(body, name string) string {
	at := strings.Index(body, `id="f-`+name+`"`)
	if at < 0 {
		return ""
	}
	start := strings.LastIndex(body[:at], `<div class="field`)
	end := strings.Index(body[at:], "</div>")
	if start < 0 || end < 0 {
		return ""
	}
	return html.UnescapeString(body[start : at+end])
}

// TestSFDesignPage checks the page of a heavy cruiser with armour: its
// hull points, damage capacity and campaign cost are those of
// rules/spacefleet, its breakdown lists the armour, and it has no roll.
func TestSFDesignPage(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/odds/spacefleet/design?class=heavy+cruiser&speed=3&shots=2&shields=4&armour=1")
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	d := spacefleet.Design{Class: spacefleet.HeavyCruiser, Speed: 3, Beams: 2, Shields: 4, Armour: true}
	body := html.UnescapeString(w.Body.String())
	for _, want := range []string{
		"heavy cruiser 3-2-4 (speed-shots-shields) <b>valid</b>",
		"hull points <b>" + d.Hull().String() + " of 9 to 10</b>",
		"damage capacity <b>6</b>",
		"campaign cost <b>" + d.CampaignCost().String() + "</b>",
		"Campaign cost " + d.CostFormula() + ":",
		`<th scope="row">armour</th><td>1</td><td>` + d.ArmourPoints().String() + "</td>",
		`<th scope="row">shields</th><td>4</td><td>2</td>`,
		`<th scope="row">total</th><td></td><td>9.5 of 9 to 10</td>`,
		"<title>Space Fleet design: heavy cruiser 3-2-4",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if got := d.Capacity(spacefleet.Options{Armour: true}); got != 6 {
		t.Errorf("the library gives capacity %d; the page's 6 is stale", got)
	}
	if d.Hull().String() != "9.5" || d.CampaignCost().String() != "16.25" {
		t.Errorf("the library gives hull %s, cost %s", d.Hull(), d.CampaignCost())
	}
	for _, unwanted := range []string{"Roll it", `id="roll-button"`, `id="dice-button"`, "I rolled these", "exact fractions", `id="seed"`} {
		if strings.Contains(body, unwanted) {
			t.Errorf("page has %q, but a design rolls no dice", unwanted)
		}
	}
}

// TestSFDesignDefaultPage checks that the page opens on the standard
// destroyer, the text's own example, valid and costing 8.
func TestSFDesignDefaultPage(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/odds/spacefleet/design")
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	body := html.UnescapeString(w.Body.String())
	for _, want := range []string{"destroyer 5-1-2 (speed-shots-shields) <b>valid</b>", "hull points <b>7 of 6 to 7</b>", "campaign cost <b>8</b>", "8 = payload 2 x factor 3 + 2", ">Check the design</button>"} {
		if !strings.Contains(body, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if home := get(s, "/").Body.String(); !strings.Contains(home, `href="/odds/spacefleet/design`) {
		t.Error("the home page does not link the design page")
	}
}

// TestSFDesignInvalid checks that each limit a design breaks is shown
// beside the field the rules name, with 422, on the page and through the
// API.
func TestSFDesignInvalid(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		name, query string
		want        map[string]string // field: its error
	}{
		{"too fast and too big", "class=destroyer&speed=6&shots=4&shields=2", map[string]string{
			"speed": "speed 6 is above the destroyer's top speed of 5",
			"shots": "4 shots (beams, launchers and plasma cannon) are more than a destroyer's 3",
			"class": "the design uses 11 hull points, but a destroyer hull holds 6 to 7",
		}},
		{"no speed", "class=destroyer&speed=0&shots=3&shields=8", map[string]string{"speed": "a ship needs a speed of at least 1"}},
		{"regenerator on a light cruiser", "class=light+cruiser&speed=4&shots=2&shields=2&regenerator=1", map[string]string{
			"regenerator": "a light cruiser cannot fit a shield regenerator",
		}},
		{"ammunition and arc", "class=heavy+cruiser&speed=3&shots=1&shields=6&srm=1&srm-ammo=5&plasma=1&plasma-arc=3", map[string]string{
			"srm-ammo":   "short-range missile launchers carry 2 to 4 salvoes, not 5",
			"plasma-arc": "plasma arc 3 is not a hex side 0 to 5 other than the rear (3)",
		}},
		{"long-range ammunition", "class=battleship&speed=2&shots=4&shields=8&lrm=1&lrm-ammo=3", map[string]string{
			"lrm-ammo": "long-range missile launchers carry 1 or 2 salvoes, not 3",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, "/odds/spacefleet/design?"+tc.query)
			if w.Code != http.StatusUnprocessableEntity {
				t.Fatalf("status %d, want 422", w.Code)
			}
			body := w.Body.String()
			for name, msg := range tc.want {
				fd := fieldHTML(body, name)
				if !strings.HasPrefix(fd, `<div class="field invalid"`) || !strings.Contains(fd, msg) {
					t.Errorf("field %s lacks the error %q: %s", name, msg, fd)
				}
			}
			if strings.Contains(body, `id="odds"`) {
				t.Error("an invalid design shows figures")
			}
			a := get(s, "/api/spacefleet/design/odds?"+tc.query)
			var out apiError
			if err := json.Unmarshal(a.Body.Bytes(), &out); err != nil {
				t.Fatal(err)
			}
			if a.Code != http.StatusUnprocessableEntity || out.Error == "" {
				t.Errorf("API: status %d, error %q", a.Code, out.Error)
			}
		})
	}
}

// TestSFDesignUnnamedLimit checks that a limit naming no field of the form
// becomes a page-level error, and that one naming a field lands beside it.
func TestSFDesignUnnamedLimit(t *testing.T) {
	f := newForm(nil)
	f.number("speed", "Speed", "", 5, 0, 9)
	broken := markDesignErrors(f, []*spacefleet.DesignError{{Field: "hull", Msg: "too big"}, {Field: "speed", Msg: "too fast"}, {Field: "speed", Msg: "too slow"}})
	if len(broken) != 1 || broken[0] != "too big" {
		t.Errorf("unplaced %q, want [too big]", broken)
	}
	if got := f.Fields[0].Error; got != "too fast; too slow" {
		t.Errorf("speed error %q", got)
	}
	if _, err := sfBrokenDesign(broken).odds(context.Background(), false); err == nil || err.Error() != "invalid design: too big" {
		t.Errorf("page-level error %v", err)
	}
}

// TestSFDesignAPIMatchesCLI checks that the odds API answers, byte for
// byte, the JSON of "spacefleet design --json", which the command builds
// with spacefleet.NewDesignReport.
func TestSFDesignAPIMatchesCLI(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		query        string
		d            spacefleet.Design
		capacityRule bool
	}{
		{"class=destroyer&speed=5&shots=1&shields=2", spacefleet.StandardDesign(spacefleet.Destroyer), false},
		{"class=heavy+cruiser&speed=3&shots=2&shields=4&armour=1&capacity-rule=1",
			spacefleet.Design{Class: spacefleet.HeavyCruiser, Speed: 3, Beams: 2, Shields: 4, Armour: true}, true},
		{"class=dreadnought&speed=2&shots=6&shields=12&plasma=2&plasma-arc=1&regenerator=1&ew=1",
			spacefleet.Design{Class: spacefleet.Dreadnought, Speed: 2, Beams: 6, Shields: 12, Plasma: 2, PlasmaArc: 1, Regenerator: true, EW: true}, false},
		{"class=battleship&speed=2&shots=3&shields=6&srm=1&srm-ammo=3&lrm=1&lrm-ammo=2&warhead=directed-energy&mines=3",
			spacefleet.Design{Class: spacefleet.Battleship, Speed: 2, Beams: 3, Shields: 6, SRM: 1, SRMAmmo: 3, LRM: 1, LRMAmmo: 2, Warhead: spacefleet.DirectedEnergy, Mines: 3}, false},
	} {
		w := get(s, "/api/spacefleet/design/odds?"+tc.query)
		if w.Code != http.StatusOK {
			t.Fatalf("%s: status %d: %s", tc.query, w.Code, w.Body)
		}
		want := spacefleet.NewDesignReport(tc.d, tc.capacityRule)
		b, err := json.MarshalIndent(want, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(w.Body.Bytes(), append(b, '\n')) {
			t.Errorf("%s: API answered\n%s\nwant\n%s", tc.query, w.Body, b)
		}
		var got spacefleet.DesignReport
		if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		if !got.Valid || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %+v, want %+v", tc.query, got, want)
		}
	}
}

// TestSFDesignBadFields checks that numbers out of the form's ranges and
// unknown choices are field errors with 422, and that the design page
// refuses the roll API.
func TestSFDesignBadFields(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		query, field, want string
	}{
		{"speed=-1", "speed", "a whole number from 0 to 99"},
		{"shots=100", "shots", "a whole number from 0 to 99"},
		{"shields=two", "shields", "a whole number from 0 to 99"},
		{"mines=1000", "mines", "a whole number from 0 to 99"},
		{"plasma=1&plasma-arc=6", "plasma-arc", "a whole number from 0 to 5"},
		{"class=frigate", "class", "one of destroyer, light cruiser"},
		{"warhead=nuclear", "warhead", "one of contact, directed-energy"},
	} {
		w := get(s, "/odds/spacefleet/design?"+tc.query)
		if w.Code != http.StatusUnprocessableEntity {
			t.Errorf("%s: status %d, want 422", tc.query, w.Code)
			continue
		}
		if fd := fieldHTML(w.Body.String(), tc.field); !strings.HasPrefix(fd, `<div class="field invalid"`) || !strings.Contains(fd, tc.want) {
			t.Errorf("%s: field %s lacks %q: %s", tc.query, tc.field, tc.want, fd)
		}
		if a := get(s, "/api/spacefleet/design/odds?"+tc.query); a.Code != http.StatusUnprocessableEntity || !strings.Contains(a.Body.String(), tc.field+": "+tc.want) {
			t.Errorf("%s: API status %d: %s", tc.query, a.Code, a.Body)
		}
	}
	if w := get(s, "/api/spacefleet/design/roll?seed=1"); w.Code != http.StatusNotFound || !strings.Contains(w.Body.String(), "rolls no dice") {
		t.Errorf("roll API: status %d: %s", w.Code, w.Body)
	}
}
