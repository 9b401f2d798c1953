package battle

import "github.com/broadside/broadside/rules/fullthrust"

// fires reports whether sys, one of a ship's systems read in record-sheet
// order, is a working system of kind that may fire in the ship-fire
// phase: skip counts down the first systems of class 1 its orders
// committed to point defence this turn, which may not (a B1 or a K-1 so
// used fires at no ship; RULINGS A7, reading W11).
func fires(sys *fullthrust.System, kind fullthrust.SystemKind, skip *int) bool {
	if sys.Kind != kind || sys.Destroyed {
		return false
	}
	if sys.Class == 1 && *skip > 0 {
		*skip--
		return false
	}
	return true
}
