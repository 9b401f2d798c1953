package fullthrust

import "github.com/broadside/broadside/rules/fullthrust/battle"

// What a drive hit costs a battle ship. Emergency Thrust, a Hard About
// and the other manoeuvres that risk the drive roll for hits on it
// (RULINGS A5, A10), and each hit halves its thrust until damage control
// repairs it: a heavy cruiser of thrust 4 left with 2 turns one point a
// turn and can neither come about nor close with a ship it has passed.
// The duel prices a hit at DefaultDriveRisk points of damage whatever the
// turn; in a battle the loss lasts for the rest of it, so the battle
// player prices a hit at driveTurnRisk points of damage for each turn
// left, never less than the duel's price. In 60 carrier battles as the
// gunline against the random player (seeds 101-160), at the duel's price
// its ships made 151 Emergency Thrusts, their drives were hit 95 times and
// disabled 15 times, mostly in turning back after a charge through the
// carrier's screen, which left them racing away from the fight; at the
// battle's price, 24, 18 and 4 (P(win) over 1,200 battles, seeds 1-6,
// 0.856 to 0.873; docs/fullthrust-battle.md).

// driveTurnRisk is what a drive hit costs, in points of damage, for each
// turn left in the battle.
const driveTurnRisk = 5

// battleDriveRisk returns the price of a drive hit in a battle of turns
// turns (0: no limit) in turn turn: driveTurnRisk for each turn after
// this one, at least DefaultDriveRisk; a battle without a turn limit is
// priced as if ten turns were left.
func battleDriveRisk(turn, turns int) float64 {
	left := turns - turn
	if turns <= 0 {
		left = 10
	}
	return max(DefaultDriveRisk, driveTurnRisk*float64(left))
}

// battleDoctrine returns doc for the battle as view v shows it: with the
// battle's price of a drive hit unless doc sets one.
func battleDoctrine(doc Doctrine, v battle.View) Doctrine {
	if doc.DriveRisk == 0 {
		doc.DriveRisk = battleDriveRisk(v.Turn, v.Turns)
	}
	return doc
}
