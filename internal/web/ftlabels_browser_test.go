package web

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// crowdedBattleFile is a Full Thrust battle file with four ships 2 MU
// apart, two of each side, as ships stand once they close to beam range,
// and the Union's carrier Hermes 20 MU off with two standard groups.
const crowdedBattleFile = `name: Close quarters
table: [48, 48]
turns: 3
victory: destroy
sides: [Union, League]
ships:
  - {name: Indomitable, side: Union, mass: 40, hull: 12, drive: 4, firecon: 1, b1: 1, at: [0, 0], heading: 12}
  - {name: Warspite, side: Union, mass: 40, hull: 12, drive: 4, firecon: 1, b1: 1, salvo_racks: [{arcs: [F]}], at: [2, 0], heading: 12}
  - {name: Resolute, side: League, mass: 40, hull: 12, drive: 4, firecon: 1, b1: 1, at: [0, 2], heading: 6}
  - {name: Valiant, side: League, mass: 40, hull: 12, drive: 4, firecon: 1, b1: 1, at: [2, 2], heading: 6}
  - name: Hermes
    side: Union
    mass: 60
    hull: 18
    drive: 4
    bays: [{name: Kite, type: standard}, {name: Hawk, type: standard}]
    at: [0, -20]
    heading: 12
`

// ftLabelsOnOrdnanceJS returns the ship names and fighter group tags on
// the table whose drawn boxes overlap a placed salvo's square or letter.
const ftLabelsOnOrdnanceJS = `(() => {
	const marks = Array.from(document.querySelectorAll("svg.ftboard .salvo rect, svg.ftboard .salvo text")).map(m => m.getBoundingClientRect());
	return Array.from(document.querySelectorAll("svg.ftboard .ftship text, svg.ftboard .fighter text.tag")).filter(t => {
		const a = t.getBoundingClientRect();
		return marks.some(b => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom);
	}).map(t => t.textContent);
})()`

// ftLabelOverlapsJS returns the pairs of ship names and fighter group
// tags on the table whose drawn boxes, as the browser lays the text out,
// overlap.
const ftLabelOverlapsJS = `(() => {
	const ts = Array.from(document.querySelectorAll("svg.ftboard .ftship text, svg.ftboard .fighter text.tag")).map(t => [t.textContent, t.getBoundingClientRect()]);
	const out = [];
	for (let i = 0; i < ts.length; i++) for (let j = 0; j < i; j++) {
		const a = ts[i][1], b = ts[j][1];
		if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) out.push(ts[i][0] + "/" + ts[j][0]);
	}
	return out;
})()`

// TestBrowserFTCrowdedLabels opens a battle with four ships 2 MU apart at
// desktop and at phone width and checks, as the browser draws them, that
// no two ship names overlap, on the whole table and zoomed in on the
// ships, taking screenshots of both. It then launches both of Hermes's
// groups at Resolute: they end the movement on one place, so each has its
// name and strength written beside the marks, clear of each other and of
// the ships' names, and neither yet shows a facing it has not (they have
// moved: each shows one). Warspite's salvo, placed at Valiant in the same
// orders, is drawn in the fire round among the four ships, and no name
// covers its square or letter.
func TestBrowserFTCrowdedLabels(t *testing.T) {
	for _, phone := range []bool{false, true} {
		ctx, _ := browser(t, chromedp.WindowSize(1280, 900))
		size := "desktop"
		if phone {
			do(t, ctx, "a phone's screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
			size = "phone"
		}
		ts := newGameTestServer(t)
		startFT(t, ctx, ts.URL, "ft-file", crowdedBattleFile)
		if n := evaluate[int](t, ctx, `document.querySelectorAll("svg.ftboard .ftship text").length`); n != 5 {
			t.Fatalf("%s: %d ship labels drawn, want 5", size, n)
		}
		if got := evaluate[[]string](t, ctx, ftLabelOverlapsJS); len(got) > 0 {
			t.Errorf("%s: labels overlap: %q", size, got)
		}
		screenshot(t, ctx, "ft-labels-"+size+".png")
		do(t, ctx, "zooming in on the ships", chromedp.Click(chromedp.CSS(".ft-mine")),
			chromedp.Click(chromedp.CSS(".ft-zoom-in")), chromedp.Click(chromedp.CSS(".ft-zoom-in")), chromedp.Click(chromedp.CSS(".ft-zoom-in")))
		if got := evaluate[[]string](t, ctx, ftLabelOverlapsJS); len(got) > 0 {
			t.Errorf("%s, zoomed in: labels overlap: %q", size, got)
		}
		do(t, ctx, "scrolling to the table", chromedp.Evaluate[chromedp.Void](`document.querySelector("svg.ftboard").scrollIntoView()`))
		screenshot(t, ctx, "ft-labels-"+size+"-zoomed.png")
		screenshotOf(t, ctx, "ft-labels-"+size+"-zoomed-table.png", "svg.ftboard")

		mark := evaluate[string](t, ctx, ftMarkJS)
		do(t, ctx, "launching Kite and Hawk at Resolute",
			chromedp.SetValue(chromedp.ID("group-Kite"), "attack Resolute"),
			chromedp.SetValue(chromedp.ID("group-Hawk"), "attack Resolute"),
			chromedp.SetValue(chromedp.ID("ft-extra"), "Warspite salvo: Valiant"),
			chromedp.Click(chromedp.ID("ft-submit")))
		if err := waitFT(ctx, mark); err != nil {
			t.Fatal(err)
		}
		tags := evaluate[[]string](t, ctx, `Array.from(document.querySelectorAll("svg.ftboard .fighter text.tag")).map(t => t.textContent + (t.parentNode.querySelector("line.facing") ? " facing" : ""))`)
		if strings.Join(tags, ", ") != "Kite 6 facing, Hawk 6 facing" {
			t.Errorf("%s: the groups' tags read %q, want Kite's and Hawk's, each with its facing stroke", size, tags)
		}
		if got := evaluate[[]string](t, ctx, ftLabelOverlapsJS); len(got) > 0 {
			t.Errorf("%s, groups launched: labels overlap: %q", size, got)
		}
		if n := evaluate[int](t, ctx, `document.querySelectorAll("svg.ftboard .salvo rect").length`); n != 1 {
			t.Errorf("%s: %d placed salvos drawn, want Warspite's", size, n)
		}
		if got := evaluate[[]string](t, ctx, ftLabelsOnOrdnanceJS); len(got) > 0 {
			t.Errorf("%s: labels cover the salvo: %q", size, got)
		}
		do(t, ctx, "zooming in on the groups", chromedp.Evaluate[chromedp.Void](`(() => { const s = document.querySelector("svg.ftboard"); s.setAttribute("viewBox", "-16 -9 32 24"); s.scrollIntoView(); })()`))
		screenshot(t, ctx, "ft-labels-"+size+"-groups.png")
		screenshotOf(t, ctx, "ft-labels-"+size+"-groups-table.png", "svg.ftboard")
	}
}
