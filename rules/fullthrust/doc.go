// Package fullthrust implements Full Thrust: the ship record sheet (armour
// layers, hull rows, systems, the main drive), damage and threshold checks,
// and missile and fighter combat under two point-defence procedures:
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
// procedure. [Scaling] runs the study the 2015 text was written for: how the
// damage done and the fighters lost grow with the number of fighter groups.
//
// Every reading this package makes of an unclear rule is listed in
// docs/rulings/fullthrust.md with the option in [Options] that switches it;
// the zero Options value is the set of default rulings.
//
// Resolution functions are pure functions of their inputs and the dice: they
// never modify a Strike or a Ship, and every effect of an action (damage,
// casualties, CEF) is applied together at its end. When scripted dice run out
// the result must be discarded and the script's error reported.
//
// Values in this package are plain data. A Strike or Ship may be read from
// several goroutines; results hold no references into their inputs.
//
// Movement: [Motion] is a ship's place and movement; [ParseOrder] reads written
// orders, [PlanOrder] checks them, [Move] carries them out with every advanced
// manoeuvre of ft-advanced-manoeuvres.txt, [EndTurn] rolls what is left for the
// end of the turn, [FireBeams] resolves beam fire, [Reach] lists reachable end
// states and [Duel] fights computer-played duels; readings are in
// docs/rulings/fullthrust-manoeuvres.md and [ManoeuvreOptions].
package fullthrust
