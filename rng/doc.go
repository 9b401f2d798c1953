// Package rng is the one door through which randomness enters Broadside.
//
// A [Seed] is a 64-bit value that prints as 16 hexadecimal digits and parses
// back from them. Streams are never shared between independent consumers:
// [Seed.Derive] gives a fresh, statistically independent seed for a label and
// an index (one per action, per Monte Carlo trial, per computer player), so
// that an extra roll in one place never moves the dice of another and results
// do not depend on the number of workers.
//
// Dice are drawn through the [Source] interface. A [Stream] is a seeded PCG
// generator; a [Script] replays dice a person rolled at the table and, when it
// runs out, records exactly what is still needed so that the caller can refuse
// to apply a half-resolved action.
//
// Only this package may import math/rand; the architecture test enforces it.
package rng
