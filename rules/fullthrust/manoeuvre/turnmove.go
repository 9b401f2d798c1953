package manoeuvre

import (
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// TurnMove is one ship's whole turn of movement as a table assistant plays
// it: the move, the thrust it held used after movement, the discretionary
// Extreme Manoeuvres called on when asked, and the end of the turn. It is
// what "broadside ft move" and the web app's movement page show.
type TurnMove struct {
	Moved Moved   // the movement phase, after-movement thrust and called EM included
	End   TurnEnd // the end of the turn: Option 1 checks, the Corkscrew's die
	// ETDice is the number of Emergency Thrust dice the order as written
	// rolls: 0 when it needs none or is impossible.
	ETDice int
	// ETSuccess and ETClean are the exact chances, from 0 to 1, that those
	// dice let the Emergency Thrust succeed, and succeed without harming
	// the drive; both are 1 when no dice are rolled.
	ETSuccess, ETClean float64
}

// PlayTurn moves the ship with [Move], uses its held thrust with
// [Moved.AfterMovement], calls on discretionary Extreme Manoeuvres with
// [Moved.CallEM] when callEM is set, and ends the turn with [EndTurn], in
// that order of dice. Like Move it is a pure function of its inputs and the
// dice: when scripted dice run out, discard the result.
func PlayTurn(s fullthrust.Ship, m Motion, o Order, opt ManoeuvreOptions, callEM bool, src rng.Source) TurnMove {
	mv := Move(s, m, o, opt, src)
	mv = mv.AfterMovement(opt, src)
	if callEM {
		mv = mv.CallEM(opt, src)
	}
	t := TurnMove{Moved: mv, End: EndTurn(mv.Ship, mv.Motion, mv.Deferred, mv.Corkscrew, src), ETSuccess: 1, ETClean: 1}
	if written := PlanOrder(s, m, o, opt); written.Legal() {
		t.ETDice = written.Thrust.ETDice
	}
	if t.ETDice > 0 {
		t.ETSuccess, t.ETClean = etChances(t.ETDice)
	}
	return t
}
