-- Seat links and rematches (the web's "games people keep").

-- +goose Up
-- A seat link moves a human seat to another browser: it holds the SHA-256 of
-- its secret, as 64 hexadecimal digits, and is used up when opened. A seat
-- has at most one link at a time.
CREATE TABLE seat_links (
	link_hash  TEXT PRIMARY KEY,
	game_id    TEXT NOT NULL,
	seat       INTEGER NOT NULL,
	created_at BIGINT NOT NULL,
	UNIQUE (game_id, seat),
	FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat) ON DELETE CASCADE
);

-- A rematch is the game that followed another, with the same setup and the
-- seats swapped; a game has at most one.
CREATE TABLE rematches (
	game_id    TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
	rematch_id TEXT NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE
);

-- The seats of a rematch still to be claimed by whoever holds the seat
-- from_seat of the game it follows.
CREATE TABLE rematch_claims (
	rematch_id TEXT NOT NULL,
	seat       INTEGER NOT NULL,
	from_seat  INTEGER NOT NULL,
	PRIMARY KEY (rematch_id, seat),
	FOREIGN KEY (rematch_id, seat) REFERENCES seats (game_id, seat) ON DELETE CASCADE
);

-- +goose Down
DROP TABLE rematch_claims;
DROP TABLE rematches;
DROP TABLE seat_links;
