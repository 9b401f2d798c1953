// Package geom is the table geometry shared by the Broadside rulesets: plane
// vectors, 12-point clock headings and fire arcs for Full Thrust, distances
// between round bases and lines for Jovian Wars, and an axial hex grid with
// six facings for Space Fleet.
//
// # The plane
//
// A [Vec] is a point or displacement on the table in the ruleset's own unit
// (MU for Full Thrust, inches for Jovian Wars, hexes or any drawing unit for
// Space Fleet); the package never converts units. +X points to the right
// (3 o'clock) and +Y points up the table (12 o'clock), as on a map seen from
// above.
//
// Every angle is in degrees and is a bearing: measured clockwise from +Y,
// the way a clock face or a compass reads, never anticlockwise from +X as in
// a mathematics textbook. Functions that return a bearing normalise it to
// [0, 360). [Vec.Rotate] turns clockwise for positive angles, so rotating a
// heading's vector by 30 degrees gives the next clock point to starboard.
// To draw on a screen where y grows downwards, negate Y.
//
// # Headings and arcs
//
// A [Heading] is one of the twelve clock points; positive turns go to
// starboard (clockwise), negative ones to port. The six Full Thrust fire arcs
// ([Arc]) are 60-degree wedges relative to a ship's facing; a bearing exactly
// on the border between two arcs lies in both ([ArcsAt] reports every arc that
// contains it, [ArcAt] picks the more forward one). A [Sector] is a general
// arc of any whole number of clock points, such as the front 180 degrees of a
// fighter group. Bearings within 1e-9 degrees of an arc border count as on
// the border, so that rounding in trigonometry does not decide a shot.
//
// # The hex grid
//
// A [Hex] is a cell of a flat-topped hex grid in axial coordinates (q, r), as
// in Amit Patel's well-known guide at redblobgames.com: the six neighbours lie
// across the six flat sides at 12, 2, 4, 6, 8 and 10 o'clock, so a ship that
// faces a hex side faces one of the six directions [Dir] and straight up the
// map is [North]. q grows to the south-east (the column index) and r grows to
// the south. [Hex.Distance], [Line], [Ring] and [Spiral] work on integers;
// [Hex.Center] and [HexAt] convert to and from the plane for drawing, and
// [InRearArc] decides Space Fleet's rear blind arc from the centres.
// [Line] traces one chain of cells between two centres; [Cover] and
// [Touches] find, exactly, every cell the straight segment between the
// centres meets, outline included (clipped corners, sides it runs along and
// corners it passes through), for rules where a line passes "anywhere"
// through a cell.
//
// # Concurrency
//
// Every type here is a small immutable value and every function is pure, so
// all of them are safe for concurrent use. Functions that return slices
// return fresh ones; the Append variants append to a caller's slice instead.
package geom
