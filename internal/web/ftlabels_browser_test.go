package web

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// crowdedBattleFile is a Full Thrust battle file with four ships 2 MU
// apart, two of each side, as ships stand once they close to beam range.
const crowdedBattleFile = `name: Close quarters
table: [48, 48]
turns: 3
victory: destroy
sides: [Union, League]
ships:
  - {name: Indomitable, side: Union, mass: 40, hull: 12, drive: 4, firecon: 1, b1: 1, at: [0, 0], heading: 12}
  - {name: Warspite, side: Union, mass: 40, hull: 12, drive: 4, firecon: 1, b1: 1, at: [2, 0], heading: 12}
  - {name: Resolute, side: League, mass: 40, hull: 12, drive: 4, firecon: 1, b1: 1, at: [0, 2], heading: 6}
  - {name: Valiant, side: League, mass: 40, hull: 12, drive: 4, firecon: 1, b1: 1, at: [2, 2], heading: 6}
`

// ftLabelOverlapsJS returns the pairs of ship names on the table whose
// drawn labels' boxes, as the browser lays the text out, overlap.
const ftLabelOverlapsJS = `(() => {
	const ts = Array.from(document.querySelectorAll("svg.ftboard .ftship text")).map(t => [t.textContent, t.getBoundingClientRect()]);
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
// ships, taking screenshots of both.
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
		if n := evaluate[int](t, ctx, `document.querySelectorAll("svg.ftboard .ftship text").length`); n != 4 {
			t.Fatalf("%s: %d ship labels drawn, want 4", size, n)
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
	}
}
