// Package store keeps Broadside's saved games and campaigns in a SQL
// database: a SQLite file by default, or PostgreSQL when given a
// postgres:// URL. The schema is created and upgraded by embedded goose
// migrations when the store opens.
//
// The schema knows no ruleset. A game is what DESIGN.md calls its record:
// the ruleset, the rules version, the options and setup as JSON, the seed,
// and its actions in order, each an opaque JSON document numbered from 1.
// Loading a game returns that record; the caller replays it with the
// ruleset. A game's version is the number of actions it holds, so
// [Store.AppendAction] takes the version the caller saw and refuses a stale
// action with [ErrStale]: of several players who act on the same state, the
// first wins and the others must reload.
//
// Seats are the players' places in a game. A human seat has a secret token,
// created once and returned only by [Store.CreateGame]; the store keeps only
// its SHA-256, and [Store.SeatByToken] finds the seat a token opens.
//
// Durability: every write is one transaction that has committed when the
// method returns nil. SQLite runs in WAL mode with synchronous=FULL, so an
// acknowledged action survives the process being killed at any moment (and
// a power cut); writes from one process are serialised in the process and
// writes from several wait for each other up to ten seconds.
//
// A Store is safe for concurrent use by many goroutines.
package store
