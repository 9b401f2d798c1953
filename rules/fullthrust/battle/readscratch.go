package battle

import (
	"sync"

	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// readScratch is the storage of the ships' own lines that a check of
// orders (CheckOrders, Accepts) reads into and then drops, kept in
// scratchPool between checks: the players check thousands of candidate
// lines a battle.
type readScratch struct {
	ships  []shipOrder
	shipAt []int
	// texts and orders are the last movement orders read well (parseOrder),
	// n of them, the next to replace at next: the writers check each
	// candidate line with the lines already written, whose orders would
	// otherwise be read again every time.
	texts   [orderMemo]string
	orders  [orderMemo]manoeuvre.Order
	n, next int
}

// orderMemo is how many movement orders a readScratch remembers: more
// than the ships of a side in the examples.
const orderMemo = 16

// parseOrder is manoeuvre.ParseOrder, remembering in sc, when it is not
// nil, the orders read well. ParseOrder depends on the text alone; the
// orders returned share their legs with the remembered ones, which read's
// checks only read.
func (sc *readScratch) parseOrder(text string) (manoeuvre.Order, error) {
	if sc == nil {
		return manoeuvre.ParseOrder(text)
	}
	for k, t := range sc.texts[:sc.n] {
		if t == text {
			return sc.orders[k], nil
		}
	}
	o, err := manoeuvre.ParseOrder(text)
	if err != nil {
		return o, err
	}
	sc.texts[sc.next], sc.orders[sc.next] = text, o
	sc.next = (sc.next + 1) % orderMemo
	sc.n = min(sc.n+1, orderMemo)
	return o, nil
}

// scratchPool holds the readScratch of checks not under way.
var scratchPool = sync.Pool{New: func() any { return new(readScratch) }}

// take returns room for n ships' lines, empty, and their index by ship
// for units ships, all 0.
func (sc *readScratch) take(n, units int) ([]shipOrder, []int) {
	if cap(sc.ships) < n {
		sc.ships = make([]shipOrder, 0, n)
	}
	if cap(sc.shipAt) < units {
		sc.shipAt = make([]int, units)
	}
	sc.shipAt = sc.shipAt[:units]
	clear(sc.shipAt)
	return sc.ships[:0], sc.shipAt
}
