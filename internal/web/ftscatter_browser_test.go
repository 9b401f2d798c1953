package web

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// scatterBattleFile is a Full Thrust battle file in which the Union's Kra,
// with scatterguns and a B1, stands 3 MU from the League's slow Foe: in the
// first fire round its scatterguns reach Foe whatever Foe's orders.
const scatterBattleFile = `name: Scatterguns at close range
table: [48, 48]
turns: 3
victory: destroy
sides: [Union, League]
ships:
  - {name: Kra, side: Union, mass: 30, hull: 9, drive: 4, firecon: 1, b1: 1, scatterguns: 2, at: [0, 0], heading: 12}
  - {name: Foe, side: League, mass: 40, hull: 12, drive: 1, firecon: 1, b1: 1, at: [0, 3], heading: 6}
`

// TestBrowserFTScattergunChoice starts a pasted battle with scatterguns
// against the computer, leaves the movement round straight on, and checks
// that the fire round offers Kra's scatterguns by name ("Foe [SG]",
// reading W119) beside its beams and the ships table says how many are
// ready, at desktop and at phone width, taking screenshots of both.
func TestBrowserFTScattergunChoice(t *testing.T) {
	for _, phone := range []bool{false, true} {
		ctx, _ := browser(t, chromedp.WindowSize(1280, 900))
		name := "ft-scatterguns.png"
		if phone {
			do(t, ctx, "a phone's screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
			name = "ft-scatterguns-phone.png"
		}
		ts := newGameTestServer(t)
		startFT(t, ctx, ts.URL, "ft-file", scatterBattleFile)
		mark := evaluate[string](t, ctx, ftMarkJS)
		do(t, ctx, "submitting the movement orders", chromedp.Click(chromedp.ID("ft-submit")))
		if err := waitFT(ctx, mark); err != nil {
			t.Fatal(err)
		}
		const options = `Array.from(document.querySelectorAll("#ft-orders select[name=ship-0] option")).map(o => o.value + "=" + o.textContent)`
		got := evaluate[[]string](t, ctx, options)
		var beams, scatter bool
		for _, o := range got {
			beams = beams || strings.HasPrefix(o, "Foe=fire at Foe")
			scatter = scatter || strings.HasPrefix(o, "Foe [SG]=fire the scatterguns")
		}
		if !beams || !scatter {
			t.Errorf("Kra's fire choices %q: want Foe by its beams and by its scatterguns", got)
		}
		const kraRow = `document.querySelector("table.ftships tr[data-name=Kra]").textContent`
		if row := evaluate[string](t, ctx, kraRow); !strings.Contains(row, "2 scatterguns ready") {
			t.Errorf("Kra's row in the ships table %q: want its 2 scatterguns ready", row)
		}
		screenshot(t, ctx, name)
	}
}
