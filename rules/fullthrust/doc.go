// Package fullthrust is the Full Thrust record sheet, the part every rule
// text of the game shares: a ship's armour layers, hull rows and systems and
// its main drive ([Ship]), damage and how armour and hull take it
// ([Ship.Take], [Damage]), threshold checks ([Check], [RowsLost],
// [ThresholdLevel]; Fleet Book and Continuum as RULINGS.md part A reads
// them), the beam die that beam batteries, fighters and Emergency Thrust all
// roll ([BeamDie]), and the rules options with their named values
// ([Options], [OptionValue]).
//
// The two rule texts the engine implements sit in packages of their own on
// top of this one:
//
//   - rules/fullthrust/pointdefence: ft-new-point-defence.txt (the 2015
//     "Test - New Point Defence") and the classic point defence it replaces:
//     strikes of fighters and missiles, resolved die by die, their exact odds
//     and the fighter-scaling study;
//   - rules/fullthrust/manoeuvre: ft-advanced-manoeuvres.txt and cinematic
//     movement: written orders, every advanced manoeuvre, FTL, Grav Backfire,
//     beam fire and the end of the turn.
//
// The computer player of Full Thrust duels lives in agent/fullthrust.
//
// Every reading of an unclear rule is listed in docs/rulings/fullthrust.md
// (and docs/rulings/fullthrust-manoeuvres.md) with the option that switches
// it; the zero Options value is the set of default rulings.
//
// Values in this package are plain data: a Ship is never modified by the
// functions that damage it (they return a changed copy), and may be read
// from several goroutines.
package fullthrust
