package web

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// reactionRows fills the form of the reaction round (battle reading W94):
// a row per ship of seat p that may react, offering its held factors or
// each number of its unallocated ones, with what the query wrote in them.
func (data *ftPage) reactionRows(st *battle.State, p game.Player, ships []battle.ShipState, q url.Values) {
	for _, r := range st.Reactors(p) {
		i := slices.IndexFunc(ships, func(sh battle.ShipState) bool { return sh.Sheet.Name == r.Ship })
		if i < 0 {
			continue
		}
		about := "fired at by " + strings.Join(r.By, ", ")
		if len(r.Targets) > 0 {
			about += "; its own fire at " + strings.Join(r.Targets, ", ")
		}
		row := ftOrderRow{Index: i, Name: r.Ship, Value: q.Get("em-" + strconv.Itoa(i)), About: about}
		sheet := ships[i].Sheet
		if r.Held > 0 {
			row.Reacts = append(row.Reacts, ftChoice{Value: "call", Label: fmt.Sprintf("its %s held: %s", factors(r.Held), reactRisk(sheet, r.Held))})
		}
		for n := 1; n <= r.Free; n++ {
			row.Reacts = append(row.Reacts, ftChoice{Value: strconv.Itoa(n), Label: fmt.Sprintf("%s unallocated: %s", factors(n), reactRisk(sheet, n))})
		}
		row.Risk = failedReaction(sheet)
		data.Ships = append(data.Ships, row)
	}
	data.Extra = q.Get("extra")
	text := ordersOf(st, p, q)
	data.Check = checkFTOrders(st, p, text, st.CheckOrders(p, game.Orders{Text: text}))
}

// factors writes n factors, "1 factor" or "2 factors".
func factors(n int) string {
	if n == 1 {
		return "1 factor"
	}
	return fmt.Sprintf("%d factors", n)
}

// reactRisk says what a reaction of n factors does for ship s and what it
// risks: 6 MU of effective range a factor, and the faces of a D6 that fail
// its main-drive check at +n (+1 a factor after the first and the optional
// rule's further +1).
func reactRisk(s fullthrust.Ship, n int) string {
	if f := manoeuvre.FailingFaces(s, n); f < 6 {
		return fmt.Sprintf("+%d MU, check fails on %d-6 (%d in 6)", 6*n, 7-f, f)
	}
	return fmt.Sprintf("+%d MU, check fails on any roll", 6*n)
}

// failedReaction says what a failed check of any reaction of ship s costs:
// its drive halved, or disabled when already damaged, not repaired that
// turn, and no evasion, whatever factors the reaction spends (battle
// readings W94, W96).
func failedReaction(s fullthrust.Ship) string {
	drive := "its drive is halved"
	if s.Drive.Hits > 0 {
		drive = "its drive, already damaged, is disabled"
	}
	return "If the check fails, " + drive + ", damage control cannot repair it this turn, and the ship does not evade."
}
