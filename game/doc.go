// Package game is the ruleset-neutral kernel of Broadside: what every game
// played through the engine has in common, whatever its rules.
//
// A game is its record (DESIGN.md, core idea 5). A [Record] holds the rules
// and their version, the options, the seed, the setup and the actions in the
// order they were played; loading a game is replaying its record, and the
// events a game produces (every die face, every choice) are derived output
// for logs and screens, never stored state.
//
// A ruleset plugs into the kernel through two interfaces. Its [Rules] build
// the starting [State] from options and a setup in its own JSON. A State
// answers who is to act ([State.Waiting]), whether an action is allowed
// ([State.Legal], which never sees dice), what may be done
// ([State.Actions], for computer players and user interfaces) and carries
// out an action ([State.Apply], the only place dice enter). Each player sees
// the game through [State.View], which hides what the rules hide from that
// player (DESIGN.md, core idea 7).
//
// A [Match] ties a state to its record. [Match.Play] derives the dice of
// action i from the seed with Derive("action", i), so one extra roll in one
// action never moves the dice of another (core idea 1); [Match.PlayDice]
// takes dice rolled at the table instead, applies nothing unless the dice
// sufficed (core idea 2), and keeps them in the record so that replay gives
// the same game. [Match.PlayAt] refuses an action sent against an older
// version of the game with [ErrStale], which is how a server turns away a
// stale click; a table step since (a draw offered, say) does not make it
// stale ([Match.Stale]). [Replay] rebuilds a match from its record. A
// ruleset whose start already produces events (the first turn's initiative
// roll, say) implements [Opener]; [Match.Opening] returns those events,
// stamped with [OpeningAction], and Replay sends them before those of the
// first action.
//
// Some rules have every player write orders at the same time and in
// secret, to be revealed together (Full Thrust's written orders). Such a
// State implements [Collector]: while it is collecting, each player sends
// one set of [Orders] (text in the ruleset's notation, structured JSON, or
// both) with [Match.Submit]. The Match keeps each submission sealed, out of
// the state and so out of every view, until the last one arrives; then the
// state resolves them all together with the dice of that last submission's
// action index. [Match.SubmitAt] refuses orders written before the last
// resolution with [ErrStale], but not orders written in the same round as
// another player's; [Match.SubmitDice] takes the resolution's dice from
// the table. Each submission is a [Step] with its Orders, and Replay seals
// and resolves them as live play did.
//
// Some steps belong to no ruleset: the table steps ([Match.Table]) by which
// a player resigns, or offers, accepts or declines a draw. They are kept in
// the record like actions (a [Step] with Table set), so that replaying a
// game that ended by a resignation or an agreed draw ends it again;
// [Match.Outcome] then reports that ending. [Match.PlayStep] plays any step
// of a record, as Replay does.
//
// Actions are small values ([Action]: a player, a kind and four small
// integers whose meaning the ruleset defines), so that listing and choosing
// them allocates nothing; the ruleset turns them into text and back for
// records and people.
//
// Errors wrap one of the sentinels [ErrIllegal], [ErrNotYourTurn], [ErrOver]
// and [ErrStale] in an [*ActionError] that says which action failed and why.
//
// # Concurrency
//
// Values of this package are not safe for concurrent mutation: a Match or a
// State belongs to one goroutine at a time (a server serialises the actions
// of one game). Cloning a State gives an independent copy that another
// goroutine may use.
package game
