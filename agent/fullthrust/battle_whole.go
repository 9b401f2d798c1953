package fullthrust

import (
	"slices"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// wholeOrders returns side p's movement-phase lines as the rules accept
// them together. The writers check each line alone, but some rules judge
// the lines as a whole: a carrier with launch tubes launches at most one
// group a tube each turn, and only from catapults while it applies thrust
// (readings W59-W60). While the whole is refused, wholeOrders drops the
// launch of the last group written that is in its bay, which then stays
// there; should the lines still be refused with no launch left, it keeps
// only the ships' movement lines, which were each accepted alone.
func wholeOrders(st *battle.State, p game.Player, v battle.View, lines []string) []string {
	// Checked as CheckOrders checks the orders Write hands in (Accepts
	// reads the lines the same), so that the state remembers what it read
	// for the kernel's check and the resolution (rules/fullthrust/battle,
	// checked.go).
	accepted := func(ls []string) bool { return st.CheckOrders(p, game.Orders{Text: strings.Join(ls, "\n")}) == nil }
	if accepted(lines) {
		return lines
	}
	inBay := map[string]bool{}
	for _, f := range v.Fighters {
		if f.Side == int(p) && f.Status == "in bay" {
			inBay[f.Name] = true
		}
	}
	for i := len(lines) - 1; i >= 0; i-- {
		if name, _, _ := strings.Cut(lines[i], ":"); !inBay[name] {
			continue
		}
		lines = slices.Delete(lines, i, i+1)
		if accepted(lines) {
			return lines
		}
	}
	ships := map[string]bool{}
	for _, s := range v.Ships {
		if s.Side == int(p) {
			ships[s.Name] = true
		}
	}
	return slices.DeleteFunc(lines, func(l string) bool {
		name, _, _ := strings.Cut(l, ":")
		return !ships[name]
	})
}
