package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// postgresEnv names the environment variable holding the DSN of a PostgreSQL
// server the tests may use (.ci/run's postgres step starts one and sets it).
const postgresEnv = "BROADSIDE_TEST_POSTGRES"

// backend is a database the tests run against.
type backend struct {
	name string
	// dsn returns the DSN of a fresh, empty database for one test; cleanup
	// is registered on t.
	dsn func(t *testing.T) string
}

// backends returns SQLite, and PostgreSQL when postgresEnv is set.
func backends() []backend {
	bs := []backend{{name: "sqlite", dsn: func(t *testing.T) string { return sqliteDSN(t) }}}
	if os.Getenv(postgresEnv) != "" {
		bs = append(bs, backend{name: "postgres", dsn: postgresDSN})
	}
	return bs
}

// sqliteDSN returns the path of a new SQLite file in a temporary directory.
func sqliteDSN(t testing.TB) string {
	return filepath.Join(t.TempDir(), "broadside.db")
}

// postgresDSN creates an empty schema on the test server and returns a DSN
// whose connections use it; the schema is dropped when the test ends.
func postgresDSN(t *testing.T) string {
	t.Helper()
	base := os.Getenv(postgresEnv)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	db, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("%s: %v", postgresEnv, err)
	}
	defer db.Close()
	schema := "t_" + newID()
	if _, err := db.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("creating schema on %s: %v", postgresEnv, err)
	}
	t.Cleanup(func() {
		db, err := sql.Open("pgx", base)
		if err != nil {
			t.Errorf("dropping schema %s: %v", schema, err)
			return
		}
		defer db.Close()
		if _, err := db.Exec("DROP SCHEMA " + schema + " CASCADE"); err != nil {
			t.Errorf("dropping schema %s: %v", schema, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("%s: %v", postgresEnv, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// eachBackend runs f as a subtest on a freshly opened store of each backend.
func eachBackend(t *testing.T, f func(t *testing.T, s *Store)) {
	t.Helper()
	for _, b := range backends() {
		t.Run(b.name, func(t *testing.T) {
			f(t, openStore(t, b.dsn(t)))
		})
	}
}

// openStore opens dsn and closes the store when the test ends.
func openStore(t *testing.T, dsn string) *Store {
	t.Helper()
	s, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return s
}

// TestPostgresConfigured says whether the PostgreSQL half of the tests runs.
// Under CI the server must be there: .ci/run starts one before the tests.
func TestPostgresConfigured(t *testing.T) {
	if os.Getenv(postgresEnv) != "" {
		return
	}
	msg := fmt.Sprintf("%s is not set: the store tests ran on SQLite only (\".ci/run postgres test\" starts a server and runs them on PostgreSQL too)", postgresEnv)
	if os.Getenv("CI") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}

// newTestGame creates a game with a human seat 0 and a computer seat 1 and
// returns it with seat 0's token.
func newTestGame(t *testing.T, s *Store) (Game, string) {
	t.Helper()
	g, tokens, err := s.CreateGame(context.Background(), NewGame{
		Ruleset: "spacefleet", RulesVersion: "1", Seed: 0x1234,
		Seats: []NewSeat{{Name: "Red"}, {Name: "Blue", Kind: Computer}},
	})
	if err != nil {
		t.Fatalf("CreateGame: %v", err)
	}
	return g, tokens[0]
}

// actionJSON is the action document the tests append as number seq.
func actionJSON(seq int64) []byte {
	return fmt.Appendf(nil, `{"n":%d}`, seq)
}

// sameJSON reports whether two JSON documents are equal after removing
// insignificant spaces (PostgreSQL returns text as stored, so this is
// strict enough).
func sameJSON(a, b []byte) bool {
	return strings.TrimSpace(string(a)) == strings.TrimSpace(string(b))
}
