// Package manoeuvre implements Full Thrust's cinematic movement and the
// advanced manoeuvres of ft-advanced-manoeuvres.txt on the record sheet of
// package fullthrust: [Motion] is a ship's place and movement; [ParseOrder]
// reads written orders, [PlanOrder] checks them against the drive, [Move]
// carries them out with Emergency Thrust, Hard About, Redlined Engines,
// Extreme Manoeuvres, the Corkscrew, the Roll, Eclipsing, Grav Backfire and
// the Short-Range Jump, [EndTurn] rolls what is left for the end of the turn
// and [PlayTurn] does a whole turn; [FireBeams] resolves beam fire with the
// record sheet's beam die, and [Reach] lists every end state one turn's legal
// orders reach.
//
// Readings of unclear rules are in docs/rulings/fullthrust-manoeuvres.md and
// switched by [ManoeuvreOptions]. Functions never modify the ships and
// motions they are given; they return changed copies.
package manoeuvre
