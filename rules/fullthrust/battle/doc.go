// Package battle is a whole Full Thrust battle: sides of ships with full
// record sheets on a table, played turn by turn under the rules of the two
// Full Thrust texts, ft-new-point-defence.txt (the 2015 "Test - New Point
// Defence", whose procedure package pointdefence resolves, with the classic
// one it replaces) and ft-advanced-manoeuvres.txt (the NIFT manoeuvres
// archive, which package manoeuvre moves ships by), and the core rules
// RULINGS.md part A fills in around them.
//
// [Setup] is a battle before its first turn: the table, the turn limit, the
// victory conditions, the sides and each [Ship] with its record sheet
// (package fullthrust), its weapon mounts beyond the sheet's own systems
// ([Mount]: salvo racks and launchers, heavy missiles, plasma bolt
// launchers, pulse torpedoes), its fighter bays ([Bay]) and where it starts
// or arrives by FTL ([Start]). [Setup.Validate] checks every value, so that
// a setup from a file, from code or from a record's JSON can be trusted;
// its errors are [*SetupError] values that name the ship and the field at
// fault.
//
// [Rules] play a setup on the game kernel as a [game.Collector]: each turn
// every side writes its movement orders (book notation, "attack SHIP" or
// "hold" for its fighter groups, "SHIP salvo: X Y", "SHIP missile: X Y" and
// "SHIP plasma: X Y" for its ordnance, "SHIP pd: b1" and "SHIP cover:
// OTHER" for its point defence, "SHIP eclipse: OTHER" for Eclipsing) and,
// once ships and fighters have moved and
// the strike of fighters, missiles and plasma bolts has been resolved
// through package pointdefence, its fire orders ("SHIP: TARGET", or
// "SHIP: TARGET [B3 K2], OTHER [PT]" to split beams, K-guns and pulse
// torpedoes among as many targets as the ship has fire controls, and
// "SHIP repair: B3 2" for its damage control at the end of the turn, and
// "SHIP em: call" for discretionary Extreme Manoeuvres);
// every side's orders stay sealed until all have written.
// [State.View] is what one side sees. The turn sequence, what is done and
// what remains are in docs/fullthrust-battle.md, the readings of unclear
// rules in docs/rulings/fullthrust-battle.md.
//
// Values of this package are plain data; nothing in it is safe for
// concurrent mutation, and nothing mutates a value it is given.
package battle
