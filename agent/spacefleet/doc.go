// Package spacefleet holds the computer players of Space Fleet (package
// rules/spacefleet), the hex-grid game of space-fleet.txt.
//
// [Tactical] plays the way a sensible admiral would: it closes to its best
// range, keeps enemies out of its blind rear arc and stands in theirs,
// concentrates fire on the enemy nearest to dying, fires missiles when they
// count, keeps clear of asteroids, debris and known minefields, lets
// terrain block the enemy's fire, and pulls crippled ships out of the
// battle. It sees only what its side's sensors show. Measured over mirrored
// battles (each fleet played once by each player), it wins far more than
// 90% of battles against the baseline [agent.Random] (see the package
// tests).
//
// [ParseKinds] reads the players a user asks for by name ("tactical" or
// "random", one per side or one for all) and [Players] makes them, each
// with its own stream seed.Derive("agent", p), so that their choices never
// consume the battle's dice. [agent.Play] and [agent.PlayMatch] fight the
// battle; lab.Battles fights it many times and summarises the odds.
//
// A player keeps scratch memory between calls and belongs to one
// goroutine; give each simulation worker its own players.
package spacefleet
