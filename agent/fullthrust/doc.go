// Package fullthrust is the computer player of Full Thrust: [Duel] is a beam
// duel of two or three ships over several turns on the rules of
// rules/fullthrust/manoeuvre, with every order chosen by a [Planner] within
// each ship's [Doctrine] (which manoeuvres beyond the standard limits it may
// use, and how much risk it takes). [Duel.Fight] fights it once with a log;
// [Duel.Trial] and [Duel.Metrics] serve the Monte Carlo runs of package lab.
//
// The planner draws no dice: only the rules roll, from the duel's stream, so
// a planner change never moves the dice of the fight, only the orders. The
// golden logs in testdata/duels show any change in its choices.
package fullthrust
