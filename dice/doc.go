// Package dice defines dice once, as data, and gives each definition three
// interpretations from that one definition: a fast Score for Monte Carlo
// (no allocation on an *rng.Stream), a logged Roll whose [Rolled] record
// lists every face and explains itself in one line, and an exact Dist, a
// [prob.Dist] with big-integer weights.
//
// The pieces:
//
//   - [Die]: a scored die whose faces may re-roll, possibly into another die
//     ([Die.Again]), such as the Full Thrust beam die (1-3 score 0, 4-5 score
//     1, a 6 scores 2 and re-rolls). [Plain] and [Success] build the common
//     cases; [Die.WithScores] builds modified dice, such as a beam die
//     against screens, whose re-rolls still use the unmodified die.
//   - [Pool]: dice of mixed kinds rolled together and summed. Its exact
//     distribution handles unlimited re-roll chains by power-series division
//     of rational generating functions (the method is the project lead's; see
//     chain.go), listing scores until the unlisted mass, reported as the
//     distribution's tail, is at most 10^-15.
//   - [Keep]: the K highest or lowest of N plain dice, exact by an
//     order-statistics recurrence.
//   - [Expr]: the dice notation of the command line ("3d6", "2d6+1",
//     "8d6>=5", "4d6kh3"), read by [Parse] with positioned errors and written
//     back canonically by [Expr.String].
//   - Matching sets for Jovian Wars live in the sets*.go files ([Sets]).
//
// Scored dice are rolled term by term and round by round, as at the table:
// all the dice of a term, then together the re-rolls they call for, and so
// on. Score and Roll draw the same faces in the same order from any
// [rng.Source], so a scripted source (*rng.Script) replays dice a person
// rolled, and a script that runs out ends re-rolls at once and says what
// it still needs.
//
// Every exported value is immutable once built (slices inside dice and
// expressions are shared by copies and must not be modified), and every
// function is safe for concurrent use; sources are not, so give each
// goroutine its own. Programmer errors (an invalid die in a pool, a tail
// bound outside (0, 1)) panic, as documented on each method; mistakes in
// user input (notation) are errors.
package dice
