// Package agent holds what Broadside's computer players share, whatever
// the ruleset: the [Agent] interface, the baseline player and the loop
// that lets players play a game to its end. The players of each ruleset
// live below it, in agent/spacefleet (the tactical Space Fleet player) and
// agent/jovian (the Jovian Wars engagement and its target choice); this
// package imports no ruleset.
//
// An [Agent] chooses one action at a time for the player the game waits
// for. [Random] is the baseline: it picks uniformly among the legal actions
// that the game lists, in any ruleset.
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
