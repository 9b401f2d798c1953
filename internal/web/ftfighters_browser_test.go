package web

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// ftCentreJS scrolls the table into view and returns the screen centre of
// the hit area of the table's ship named by the %q placeholder.
const ftCentreJS = `(() => { document.querySelector("svg.ftboard").scrollIntoView({ block: "nearest" }); const s = Array.from(document.querySelectorAll("svg.ftboard .ftship")).find(s => s.dataset.name === %q); const r = s.querySelector(".hit").getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`

// TestBrowserFTFighterOrders orders a fighter group on the table in the
// carrier battle: selecting the group from its row says what a click does,
// a click on an enemy ship sets its select to attack that ship and draws a
// dashed line from its carrier, a click on an own ship is refused (the
// rules offer no screen order there), Escape deselects, every hit area is
// at least 24 px across, and the page fits a 390 px phone.
func TestBrowserFTFighterOrders(t *testing.T) {
	ctx, console := browser(t, chromedp.WindowSize(1280, 900))
	ts := newGameTestServer(t)
	startFT(t, ctx, ts.URL, "ft-scenario", "battle-carrier-gunline")

	const sel = `document.getElementById("group-Falcon 1")`
	do(t, ctx, "selecting Falcon 1 from its row", chromedp.Evaluate[chromedp.Void](sel+`.focus()`))
	if got := evaluate[string](t, ctx, `document.getElementById("ft-fighter").textContent`); !strings.HasPrefix(got, "Falcon 1 selected: click an enemy ship to attack it") {
		t.Errorf("the status line reads %q after selecting Falcon 1", got)
	}
	if !evaluate[bool](t, ctx, `document.querySelector('.ftrow.selected[data-group="Falcon 1"]') !== null`) {
		t.Error("Falcon 1's row is not highlighted")
	}

	xy := evaluate[[]float64](t, ctx, strings.Replace(ftCentreJS, "%q", `"Thunderer"`, 1))
	do(t, ctx, "clicking Thunderer", chromedp.MouseClickXY(xy[0], xy[1]))
	if err := pollAcross(ctx, sel+`.value === "attack Thunderer" && !!document.querySelector('svg.ftboard .plans .groupline[data-group="Falcon 1"]') && document.getElementById("ft-verdict").textContent === "These orders are valid."`, 10*time.Second); err != nil {
		t.Fatalf("the click did not order the attack: %v (select %q, status %q, verdict %q)", err,
			evaluate[string](t, ctx, sel+`.value`), evaluate[string](t, ctx, `document.getElementById("ft-fighter").textContent`), text(t, ctx, "#ft-verdict"))
	}
	// The line runs from the carrier, Indomitable at (0, -30), to
	// Thunderer at (0, 30): the drawing's y is the table's negated.
	if got := evaluate[string](t, ctx, `(() => { const l = document.querySelector("svg.ftboard .groupline"); return [l.getAttribute("x1"), l.getAttribute("y1"), l.getAttribute("x2"), l.getAttribute("y2")].join(" "); })()`); got != "0 30 0 -30" {
		t.Errorf("the line runs %s, want 0 30 0 -30", got)
	}
	screenshot(t, ctx, "ft-fighter-attack.png")

	do(t, ctx, "selecting Falcon 1 again", chromedp.Evaluate[chromedp.Void](`document.getElementById("ft-extra").focus()`), chromedp.Evaluate[chromedp.Void](sel+`.focus()`))
	xy = evaluate[[]float64](t, ctx, strings.Replace(ftCentreJS, "%q", `"Warden"`, 1))
	do(t, ctx, "clicking Warden", chromedp.MouseClickXY(xy[0], xy[1]))
	// A standard group may screen a ship of its own side (W17): the
	// panel offers it, so the click orders it.
	if err := pollAcross(ctx, sel+`.value === "screen Warden"`, 10*time.Second); err != nil {
		t.Errorf("after a click on an own ship the select reads %q and the status line %q", evaluate[string](t, ctx, sel+`.value`), evaluate[string](t, ctx, `document.getElementById("ft-fighter").textContent`))
	}
	do(t, ctx, "selecting Falcon 1 once more", chromedp.Evaluate[chromedp.Void](`document.getElementById("ft-extra").focus()`), chromedp.Evaluate[chromedp.Void](sel+`.focus()`))
	do(t, ctx, "pressing Escape", chromedp.KeyEvent("\x1b"))
	if evaluate[bool](t, ctx, `document.querySelector(".ftrow.selected[data-group]") !== null || !document.getElementById("ft-fighter").hidden`) {
		t.Error("Escape left the group selected")
	}
	if small := evaluate[int](t, ctx, `Array.from(document.querySelectorAll("svg.ftboard .hit")).filter(c => { const r = c.getBoundingClientRect(); return r.width < 23.5 || r.height < 23.5; }).length`); small > 0 {
		t.Errorf("%d hit areas are under 24 px", small)
	}

	loc, err := chromedp.Run(ctx, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "opening the battle on a phone",
		chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile),
		chromedp.Navigate(loc),
		chromedp.WaitVisible(chromedp.CSS("svg.ftboard")),
	)
	if !evaluate[bool](t, ctx, `document.documentElement.scrollWidth <= 390 && window.innerWidth <= 390`) {
		t.Errorf("the battle page is %d px wide on a 390 px phone", evaluate[int](t, ctx, `document.documentElement.scrollWidth`))
	}
	if small := evaluate[int](t, ctx, `Array.from(document.querySelectorAll("svg.ftboard .hit")).filter(c => { const r = c.getBoundingClientRect(); return r.width < 23.5 || r.height < 23.5; }).length`); small > 0 {
		t.Errorf("on a phone %d hit areas are under 24 px", small)
	}
	screenshot(t, ctx, "ft-fighter-phone.png")
	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException || m.Type == chromedp.ConsoleWarning {
			t.Errorf("console %s", m)
		}
	}
}

// TestBrowserFTFighterMarker plays the carrier battle until one of the
// carrier's groups is in space, then selects its marker on the table with
// the keyboard (focus and Enter) and orders it, by a click, to attack an
// enemy ship.
func TestBrowserFTFighterMarker(t *testing.T) {
	ctx, _ := browser(t, chromedp.WindowSize(1280, 900))
	ts := newGameTestServer(t)
	startFT(t, ctx, ts.URL, "ft-scenario", "battle-carrier-gunline")
	do(t, ctx, "launching Falcon 1 at Thunderer", chromedp.Evaluate[chromedp.Void](`(() => { const s = document.getElementById("group-Falcon 1"); s.value = "attack Thunderer"; s.dispatchEvent(new Event("change", { bubbles: true })); })()`))
	for round := 0; round < 8 && !evaluate[bool](t, ctx, `!!document.querySelector("svg.ftboard .fighter.own") && !!document.getElementById("ft-orders") && !!document.querySelector("#ft-orders select[name^=group-]")`); round++ {
		if evaluate[bool](t, ctx, `!!document.getElementById("report") || !document.getElementById("ft-orders")`) {
			t.Fatalf("round %d: the battle offers no orders", round)
		}
		mark := evaluate[string](t, ctx, ftMarkJS)
		do(t, ctx, "submitting", chromedp.Click(chromedp.ID("ft-submit")))
		if err := waitFT(ctx, mark); err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
	}
	name := evaluate[string](t, ctx, `(() => { const f = Array.from(document.querySelectorAll("svg.ftboard .fighter.own")).find(f => document.getElementById("group-" + f.dataset.group)); return f ? f.dataset.group : ""; })()`)
	if name == "" {
		t.Fatal("no group of the carrier is in space and to be ordered")
	}
	do(t, ctx, "focusing the group's marker and pressing Enter",
		chromedp.Evaluate[chromedp.Void](`Array.from(document.querySelectorAll("svg.ftboard .fighter.own")).find(f => f.dataset.group === `+jsString(name)+`).focus()`),
		chromedp.KeyEvent("\r"))
	if got := evaluate[string](t, ctx, `document.getElementById("ft-fighter").textContent`); !strings.HasPrefix(got, name+" selected:") {
		t.Fatalf("Enter on %s's marker: the status line reads %q", name, got)
	}
	if !evaluate[bool](t, ctx, `Array.from(document.querySelectorAll("svg.ftboard .fighter.selected")).some(f => f.dataset.group === `+jsString(name)+`)`) {
		t.Errorf("%s's marker is not highlighted", name)
	}
	xy := evaluate[[]float64](t, ctx, strings.Replace(ftCentreJS, "%q", `"Hammer"`, 1))
	do(t, ctx, "clicking Hammer", chromedp.MouseClickXY(xy[0], xy[1]))
	sel := `document.getElementById("group-" + ` + jsString(name) + `)`
	if err := pollAcross(ctx, sel+`.value === "attack Hammer" && Array.from(document.querySelectorAll("svg.ftboard .groupline")).some(l => l.dataset.group === `+jsString(name)+`)`, 10*time.Second); err != nil {
		t.Fatalf("the click did not order %s to attack Hammer: %v (select %q, status %q)", name, err,
			evaluate[string](t, ctx, sel+`.value`), evaluate[string](t, ctx, `document.getElementById("ft-fighter").textContent`))
	}
	screenshot(t, ctx, "ft-fighter-marker.png")
}
