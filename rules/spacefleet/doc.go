// Package spacefleet implements "Space Fleet - Rules for Fleet Actions in
// Space" (rules/space-fleet.txt) as a complete game for the [game] kernel:
// the five ship classes, ship design and campaign costs, hex movement with
// facings, both initiative systems, firing class by class, the to-hit and
// damage tables, shields, damage points, repair and surrender, asteroids,
// planets and debris, and every additional rule of the text as an option
// (shield regenerators, damage capacity, advanced armour, limited sensors
// with dummy counters, electronic warfare, mines, short- and long-range
// missiles and plasma cannon). Where the text is silent or unclear the
// package follows RULINGS.md part D; docs/rulings/spacefleet.md lists every
// reading with the alternative it rejects and the [Options] field that
// switches to it.
//
// # The turn
//
// A turn runs: moving terrain moves (asteroids and planets, then debris
// fields); initiative is rolled; ships with long-range missiles may launch
// them; ships move, slowest first, one at a time in alternation (or squadron
// by squadron with squadron initiative), setting off minefields they enter,
// and a beam-armed ship that keeps to its hex may sweep a minefield there;
// under limited sensors the players then move their dummy counters; missile
// salvoes move; salvoes strike, after the defenders' chance to shoot them
// down; then each class fires in turn, destroyers first and dreadnoughts
// last, every ship of a class at the same time; finally shields regenerate
// and damage is repaired. A battle ends when only one side has ships left on
// the map, when a side breaks, or at the scenario's turn limit.
//
// [New] already rolls the first turn's initiative (and numbers the counters
// under limited sensors); its events belong to the start of the battle, not
// to the first action: [State.Opening] returns them, stamped with
// [game.OpeningAction], and [game.Replay] and [game.Match.Opening] pass them
// on before the events of the first action.
//
// # Positions
//
// The map is a flat-topped hex grid of Width columns and Height rows, in the
// "odd-q" offset layout (odd columns sit half a hex lower). Scenarios, views
// and action text use offset coordinates (column, row) counted from 0; the
// engine works in the axial coordinates of [geom.Hex] (see [Board]).
// Ships face one of the six hex sides, [geom.Dir], North being straight up
// the map.
//
// # Speed
//
// A [State] is a compact value: cloning it copies a few slices of small
// structs, the board and the designs being shared. Listing actions appends
// to a caller's slice and allocates nothing, and Apply builds no event text
// when nobody listens, so that computer players can play hundreds of fleet
// actions a second on one core.
//
// # Concurrency
//
// A State belongs to one goroutine while it changes; its read-only methods
// may be called concurrently. Designs, Options and Setup are plain values.
package spacefleet
