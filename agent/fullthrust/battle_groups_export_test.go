package fullthrust

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// GroupOrdersBoth returns side p's fighter group orders as groupOrders
// writes them with a nil pick (the early stop) and with a pick of the first
// option after every option is checked.
func GroupOrdersBoth(st *battle.State, p game.Player, v battle.View) (quick, full []string) {
	first := func(options []string) string { return options[0] }
	return groupOrders(st, p, v, nil, nil), groupOrders(st, p, v, first, nil)
}
