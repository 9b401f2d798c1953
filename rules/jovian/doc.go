// Package jovian implements the attacks and damage of Jovian Wars: the
// rule texts jovian-attacks.txt (v1.2.1, Types of Attacks) and
// jovian-damage.txt (v1.2.3, Damage), with the gaps filled as RULINGS.md
// Part C proposes (v1.2.3 damage with v1.2.1 attack steps, RULINGS C5.3).
// docs/rulings/jovian.md lists every reading the package makes of an
// unclear rule and the [Options] that switch it.
//
// Dice. Every roll is a pool of d6 read as matching sets (RULINGS C1): each
// face two or more dice show is a set, [D], [T] or [Q+] by how many, with
// the face as its Value; no set at all is [N]. A [dice.Code] holds such a
// Result. A [Pool] adds flex dice (roll extra, then remove them, by the
// best-choice policy of [Pool.BestRemoval] or by hand), macro dice (raise,
// or with a negative pool lower, the sets whose Value they show) and the
// Beam re-roll. [dice.Code.Diminish] lowers one set one step, keeping its Value.
//
// Models. A [Card] is the printed profile of a capital ship or a squadron:
// Defense, Sensors, Thrusters and Structure as box [Track]s, Fire Control,
// [Armor] by arc, Systems and [Weapon]s with AC and AS ratings and
// [Traits]. A [Status] is what changes in play, a plain value. A [Unit]
// places a card on the table: positions and base sizes are in inches.
//
// Attacks. [Resolve] makes one [Shot]: a Normal, Missile or Point Defense
// Attack, with the point-defence pool, supporters within 3" of the line
// between the bases ([Supporters]), the defender's diminishing by its
// policy ([DefencePolicy]) or by hand ([DiminishAttack]), the attacker's choice
// of Values ([ChooseValues]) and the damage ([Damage]): squadrons by
// magnitude, capital ships by magnitude and Value, in the rulings' order,
// with critical hits, crippling and the Catastrophic Damage Table. Every
// resolution function is a pure function of its inputs and an
// [rng.Source]; with scripted dice that run out, the caller discards the
// result and reports the script's error, so nothing is half applied.
//
// Odds. [PoolOdds] gives the exact distribution of a pool's Result and
// [Odds] the exact outcome of an attack on a target, with the same rules
// code enumerated over every branch of the damage dice. Whole engagements,
// two sides trading attacks round after round, are the engine's own
// invention and live with the computer players in package agent/jovian.
//
// Concurrency: cards and options are read-only once built and may be
// shared; a [Log] belongs to one goroutine.
package jovian
