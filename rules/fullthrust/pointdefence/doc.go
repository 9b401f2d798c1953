// Package pointdefence implements the missile and fighter combat of Full
// Thrust under two point-defence procedures, on the record sheet of package
// fullthrust:
//
//   - the 2015 "Test - New Point Defence" text (ft-new-point-defence.txt),
//     resolved ship by ship as written: area defence allocation, the point
//     defence level (PDL) and its bands, heavy missiles and plasma bolts,
//     fighter attacks with screens, attack types and assistance, casualties,
//     salvo missiles at the adjusted level, CEF;
//   - the classic Fleet Book / Cross Dimensions / Continuum procedure the
//     2015 text replaces (RULINGS.md part A7), on the same inputs: point
//     defence systems allocated to single groups and salvos, kills before
//     the attack, salvo lock-on.
//
// A [Strike] describes one turn of missile and fighter combat around a group
// of ships: each defending ship, its area-defence (ADFC) allocations and
// screening fighters, and the attackers aimed at each ship. [Resolve] rolls it
// from an rng.Source with a step-by-step [Log] a table can follow die by die;
// [Odds] computes the exact distribution of every step and of the total
// damage to each ship, and its probability of destruction, under either
// procedure ([Compare] does both); [NewSampler] resolves it fast for Monte
// Carlo runs; [PDLOdds] and [RollPDL] are the point defence level alone.
// [ScalingStudy] runs the study the 2015 text was written for: how the
// damage done and the fighters lost grow with the number of fighter groups.
//
// Every die is defined once, as data (dice.Die), and both rolled and read by
// the exact odds; single pools come from dice.Pool.Dist, and the damage of a
// strike from a small exact layer of this package (kernel.go) that keeps
// points on armour and on the hull apart.
//
// Resolution functions are pure functions of their inputs and the dice: they
// never modify a Strike or a Ship, and every effect of an action (damage,
// casualties, CEF) is applied together at its end. When scripted dice run out
// the result must be discarded and the script's error reported. Readings of
// unclear rules are in docs/rulings/fullthrust.md, switched by
// fullthrust.Options.
package pointdefence
