// Package lab summarises Monte Carlo runs of whole fights and strikes for
// the front ends: the command line and the web app ask it the same
// questions and print the same numbers.
//
// Each entry point runs [sim.Run] with the caller's [sim.Config] and names
// its metrics, so trial i draws its dice from cfg.Seed.Derive("trial", i)
// and a result depends on the seed and the trial count, never on
// cfg.Workers. cfg.Progress, when set, is told of the trials done, as
// [sim.Run] describes.
//
//   - [StrikeSamples] resolves a Full Thrust strike many times and sets
//     each raid's sampled damage, destruction and fighter losses beside its
//     exact odds.
//   - [Duels] fights a Full Thrust duel of computer players many times:
//     each side's chance to win, the draws, the turns and what each ship
//     dealt, took and risked.
//   - [Engagements] fights a Jovian Wars engagement (package
//     agent/jovian) many times: each side's chance to win, the rounds and
//     how often each model survives.
//   - [Battles] fights a Space Fleet battle between computer players
//     (package agent/spacefleet) many times: each side's chance to win,
//     the draws, the turns and the ships and campaign points each side
//     lost.
//
// Cancelling the context stops a run between trials: the entry points
// then return what the finished trials came to, with the context's error.
// Everything here is safe to call from several goroutines at once.
package lab
