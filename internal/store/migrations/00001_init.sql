-- The first schema of Broadside's saved games. The SQL is portable: the same
-- file runs on SQLite and PostgreSQL. Times are Unix microseconds (UTC);
-- JSON documents are stored as text; a seed is its 16 hexadecimal digits.

-- +goose Up
CREATE TABLE campaigns (
	id         TEXT PRIMARY KEY,
	ruleset    TEXT NOT NULL,
	name       TEXT NOT NULL,
	state      TEXT NOT NULL,
	version    BIGINT NOT NULL CHECK (version >= 1),
	created_at BIGINT NOT NULL,
	updated_at BIGINT NOT NULL
);

CREATE TABLE games (
	id            TEXT PRIMARY KEY,
	ruleset       TEXT NOT NULL,
	rules_version TEXT NOT NULL,
	options       TEXT NOT NULL,
	seed          TEXT NOT NULL,
	setup         TEXT NOT NULL,
	status        TEXT NOT NULL CHECK (status IN ('active', 'finished')),
	version       BIGINT NOT NULL CHECK (version >= 0),
	campaign_id   TEXT REFERENCES campaigns (id),
	created_at    BIGINT NOT NULL,
	updated_at    BIGINT NOT NULL
);
CREATE INDEX games_by_update ON games (updated_at, id);
CREATE INDEX games_by_campaign ON games (campaign_id);

-- A seat is one player's place in a game. A human seat holds the SHA-256 of
-- its secret token, as 64 hexadecimal digits; a computer seat has none.
CREATE TABLE seats (
	game_id    TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	seat       INTEGER NOT NULL CHECK (seat >= 0),
	name       TEXT NOT NULL,
	kind       TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
	token_hash TEXT UNIQUE,
	PRIMARY KEY (game_id, seat)
);

-- The record of a game: append-only, numbered from 1 without gaps. The
-- primary key refuses a second action with the same number, so an action is
-- accepted only against the version it was chosen for.
CREATE TABLE actions (
	game_id    TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	seq        BIGINT NOT NULL CHECK (seq >= 1),
	player     INTEGER NOT NULL,
	action     TEXT NOT NULL,
	created_at BIGINT NOT NULL,
	PRIMARY KEY (game_id, seq),
	FOREIGN KEY (game_id, player) REFERENCES seats (game_id, seat)
);

CREATE TABLE reports (
	game_id    TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
	summary    TEXT NOT NULL,
	report     TEXT NOT NULL,
	created_at BIGINT NOT NULL
);

-- +goose Down
DROP TABLE reports;
DROP TABLE actions;
DROP TABLE seats;
DROP TABLE games;
DROP TABLE campaigns;
