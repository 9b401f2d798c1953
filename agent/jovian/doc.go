// Package jovian holds Broadside's Jovian Wars engagement: two forces of
// models (package rules/jovian) at fixed positions trading attacks round
// after round, and the choice of target it makes for each weapon.
//
// The rule texts (jovian-attacks, jovian-damage) cover attacks and damage
// only; they have no turn sequence, no movement and no computer player.
// An engagement is this engine's own invention, not a game of Jovian
// Wars, which is why it lives among the computer players and not in the
// rules package. How a round runs and how targets are chosen is set out
// on [Engagement] and in docs/rulings/jovian.md, "Engagements"; every
// attack is resolved by the rules package ([jovian.Resolve]).
//
// An [Engagement] is built by hand or loaded from a file
// (scenario.LoadJovianEngagement) and checked with [Engagement.Validate].
// [Engagement.NewFight] makes the scratch state of a [Fight], whose
// [Fight.Run] fights it once from a random stream or the table's own dice,
// optionally narrating every step; lab.Engagements fights it many times
// and summarises the odds.
//
// Concurrency: an Engagement is read-only once built and may be shared;
// a Fight belongs to one goroutine.
package jovian
