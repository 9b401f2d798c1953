// Package agent holds Broadside's computer players and the loop that lets
// them play a game to its end.
//
// An [Agent] chooses one action at a time for the player the game waits
// for. [Random] is the baseline: it picks uniformly among the legal actions
// that the game lists, in any ruleset. [Tactical] plays Space Fleet the way
// a sensible admiral would: it closes to its best range, keeps enemies out
// of its blind rear arc and stands in theirs, concentrates fire on the
// enemy nearest to dying, fires missiles when they count, keeps clear of
// asteroids, debris and known minefields, lets terrain block the enemy's
// fire, and pulls crippled ships out of the battle. Measured over mirrored
// battles (each fleet played once by each player), the tactical player wins
// far more than 90% of battles against the baseline (see the package
// tests).
//
// Each agent draws its choices from its own random stream, seeded when it
// is made (conventionally seed.Derive("agent", player)), so computer choices
// never consume the game's dice (DESIGN.md, core idea 1) and the same seeds
// give the same game.
//
// [Play] runs a game to its end, rolling the dice of action i from
// seed.Derive("action", i) exactly as a [game.Match] does, so a game played
// by Play can be recorded and replayed; [PlayMatch] plays through a Match and
// records as it goes.
//
// # Concurrency
//
// An agent keeps scratch memory between calls and belongs to one goroutine;
// give each simulation worker its own agents.
package agent
