package web

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// ftReadyJS is true once a battle page has loaded and its script is
// installed.
const ftReadyJS = `(() => document.readyState === "complete" && document.documentElement.dataset.ftboard === "ready" && !!document.getElementById("ftgame"))()`

// ftMarkJS identifies the position a battle page shows: version, phase,
// whether the seat is to write orders, whether the report is shown.
const ftMarkJS = `(() => { const g = document.getElementById("ftgame"); return g ? g.dataset.version + "/" + g.dataset.phase + "/" + !!document.getElementById("ft-orders") + "/" + !!document.getElementById("report") : "none"; })()`

// waitFT waits until the battle page shows another position than mark,
// with its script installed. A submission loads a new page, which may
// replace the page under the poll; the poll is then repeated.
func waitFT(ctx context.Context, mark string) error {
	js := `(() => { const m = ` + ftMarkJS + `; return m !== ` + jsString(mark) + ` && ` + ftReadyJS + `; })()`
	return pollAcross(ctx, js, 30*time.Second)
}

// ftFireJS chooses, for every ship, the nearest target its fire select
// offers, and says how many ships fire.
const ftFireJS = `(() => { let n = 0; document.querySelectorAll("#ft-orders select[name^=ship-]").forEach(s => { if (s.options.length > 1) { s.value = s.options[1].value; n++; } }); return n; })()`

// startFT starts a battle from the new battle form, with the form's fields
// set to values (element ID, value, ...), and waits for its page.
func startFT(t *testing.T, ctx context.Context, base string, values ...string) {
	t.Helper()
	steps := []chromedp.Action[chromedp.Void]{chromedp.Navigate(base + "/games/fullthrust"), chromedp.WaitVisible(chromedp.ID("ft-start"))}
	for i := 0; i+1 < len(values); i += 2 {
		steps = append(steps, chromedp.SetValue(chromedp.ID(values[i]), values[i+1]))
	}
	do(t, ctx, "starting a battle", append(steps, chromedp.Click(chromedp.ID("ft-start")))...)
	if err := waitFT(ctx, "none"); err != nil {
		t.Fatalf("the battle page did not open: %v", err)
	}
}

// TestBrowserFTBattleAgainstComputer starts the cruiser action against the
// computer from the new battle form and plays it to its end as a newcomer
// would: in the movement round it writes an order for the first ship and
// waits for the live check to read it, and leaves the others straight on;
// in the fire round it fires every ship at the nearest target offered. It
// checks the results shown phase by phase with their dice, the report at
// the end, and the page at phone width, taking screenshots.
func TestBrowserFTBattleAgainstComputer(t *testing.T) {
	ctx, console := browser(t, chromedp.WindowSize(1280, 900))
	ts := newGameTestServer(t)

	startFT(t, ctx, ts.URL, "ft-turns", "6")
	screenshot(t, ctx, "ft-new-battle.png")
	var fired, moved, diced bool
	mark := "none"
	for round := 0; round < 40; round++ {
		mark = evaluate[string](t, ctx, ftMarkJS)
		if evaluate[bool](t, ctx, `!!document.getElementById("report")`) {
			break
		}
		if !evaluate[bool](t, ctx, `!!document.getElementById("ft-orders")`) {
			t.Fatalf("round %d: the page offers no orders form and no report: %s", round, text(t, ctx, "#turn-line"))
		}
		if strings.HasSuffix(strings.Split(mark, "/")[1], "orders") {
			do(t, ctx, "writing a movement order",
				chromedp.SendKeys(chromedp.CSS("#ft-orders input[name^=ship-]"), "P1"),
			)
			if err := pollAcross(ctx, `(() => { const o = document.querySelector("#ft-orders output.check"); return !!o && o.textContent.includes("P1: thrust 1 of") && !!document.querySelector("svg.ftboard .plans polyline"); })()`, 10*time.Second); err != nil {
				t.Fatalf("round %d: the live check did not read the order: %v (%s)", round, err, text(t, ctx, "#ft-orders output.check"))
			}
			if round == 0 {
				screenshot(t, ctx, "ft-movement-orders.png")
			}
			moved = true
		} else {
			if evaluate[int](t, ctx, ftFireJS) > 0 {
				fired = true
				if round < 6 {
					screenshot(t, ctx, "ft-fire-orders.png")
				}
			}
		}
		do(t, ctx, "submitting the orders", chromedp.Click(chromedp.ID("ft-submit")))
		if err := waitFT(ctx, mark); err != nil {
			t.Fatalf("round %d: the page did not move on after the orders: %v", round, err)
		}
		if evaluate[bool](t, ctx, `!!document.querySelector("#results .dice")`) {
			diced = true
		}
		if round == 1 {
			screenshot(t, ctx, "ft-results.png")
		}
	}
	if !evaluate[bool](t, ctx, `!!document.getElementById("report")`) {
		t.Fatalf("the battle did not end: %s", evaluate[string](t, ctx, ftMarkJS))
	}
	if !moved || !fired || !diced {
		t.Errorf("moved %v, fired %v, dice shown %v", moved, fired, diced)
	}
	if got := text(t, ctx, "#report-result"); !strings.Contains(got, "turn") {
		t.Errorf("the report reads %q", got)
	}
	if n := evaluate[int](t, ctx, `document.querySelectorAll("#log details").length`); n < 2 {
		t.Errorf("the log shows %d turns", n)
	}
	screenshot(t, ctx, "ft-report.png")

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
	screenshot(t, ctx, "ft-report-phone.png")
	for _, m := range console() {
		if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException || m.Type == chromedp.ConsoleWarning {
			t.Errorf("console %s", m)
		}
	}
}

// TestBrowserFTPhone writes a movement round on a phone-sized screen: the
// new battle form and the battle page fit its width, the orders form is
// usable and the table can be zoomed with its buttons.
func TestBrowserFTPhone(t *testing.T) {
	ctx, _ := browser(t)
	ts := newGameTestServer(t)
	do(t, ctx, "opening the form on a phone",
		chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile),
		chromedp.Navigate(ts.URL+"/games/fullthrust"),
		chromedp.WaitVisible(chromedp.ID("ft-start")),
	)
	if !evaluate[bool](t, ctx, `document.documentElement.scrollWidth <= 390 && window.innerWidth <= 390`) {
		t.Errorf("the new battle form is %d px wide on a 390 px phone", evaluate[int](t, ctx, `document.documentElement.scrollWidth`))
	}
	screenshot(t, ctx, "ft-new-phone.png")
	do(t, ctx, "starting a battle", chromedp.Click(chromedp.ID("ft-start")))
	if err := waitFT(ctx, "none"); err != nil {
		t.Fatalf("the battle page did not open: %v", err)
	}
	before := evaluate[string](t, ctx, `document.querySelector("svg.ftboard").getAttribute("viewBox")`)
	do(t, ctx, "zooming in", chromedp.Click(chromedp.CSS(".ft-zoom-in")))
	if after := evaluate[string](t, ctx, `document.querySelector("svg.ftboard").getAttribute("viewBox")`); after == before {
		t.Errorf("the zoom button left the view at %s", after)
	}
	do(t, ctx, "writing an order",
		chromedp.SendKeys(chromedp.CSS("#ft-orders input[name^=ship-]"), "ET P3+3"),
	)
	if err := pollAcross(ctx, `document.querySelector("#ft-orders output.check").textContent.includes("Emergency Thrust rolls")`, 10*time.Second); err != nil {
		t.Fatalf("the live check did not show the Emergency Thrust: %v", err)
	}
	if !evaluate[bool](t, ctx, `document.documentElement.scrollWidth <= 390 && window.innerWidth <= 390`) {
		t.Errorf("the battle page is %d px wide on a 390 px phone", evaluate[int](t, ctx, `document.documentElement.scrollWidth`))
	}
	screenshot(t, ctx, "ft-orders-phone.png")
}

// TestBrowserFTPlaceSalvo places a salvo by a click on the table in the
// missile boats battle: the line is written into the further orders, the
// rules check it, and a marker shows where it goes.
func TestBrowserFTPlaceSalvo(t *testing.T) {
	ctx, _ := browser(t, chromedp.WindowSize(1280, 900))
	ts := newGameTestServer(t)
	startFT(t, ctx, ts.URL, "ft-scenario", "battle-missile-boats")
	do(t, ctx, "choosing to place Viper's salvo", chromedp.Click(chromedp.CSS(`.ft-place[data-name="Viper"][data-kind="salvo"]`)))
	// The table point (-12, 0), 30 MU dead ahead of Viper, on the screen.
	xy := evaluate[[]float64](t, ctx, `(() => { const svg = document.querySelector("svg.ftboard"); const p = new DOMPoint(-12, 0).matrixTransform(svg.getScreenCTM()); return [p.x, p.y]; })()`)
	do(t, ctx, "clicking the table", chromedp.MouseClickXY(xy[0], xy[1]))
	if err := pollAcross(ctx, `document.getElementById("ft-extra").value.startsWith("Viper salvo: -12 0") && document.getElementById("ft-verdict").textContent === "These orders are valid." && !!document.querySelector("svg.ftboard .salvo.draft")`, 10*time.Second); err != nil {
		t.Fatalf("the salvo was not placed: %v (extra %q, verdict %q)", err,
			evaluate[string](t, ctx, `document.getElementById("ft-extra").value`), text(t, ctx, "#ft-verdict"))
	}
	screenshot(t, ctx, "ft-salvo-placed.png")
	mark := evaluate[string](t, ctx, ftMarkJS)
	do(t, ctx, "submitting", chromedp.Click(chromedp.ID("ft-submit")))
	if err := waitFT(ctx, mark); err != nil {
		t.Fatal(err)
	}
	if err := pollAcross(ctx, `document.getElementById("results") && document.getElementById("results").textContent.includes("salvo")`, 10*time.Second); err != nil {
		t.Errorf("the results do not mention the salvo: %v", err)
	}
	screenshot(t, ctx, "ft-salvo-results.png")
}
