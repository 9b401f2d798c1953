package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" database/sql driver
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Errors that callers tell apart with errors.Is.
var (
	// ErrNotFound reports a game, campaign or seat that does not exist.
	ErrNotFound = errors.New("store: not found")
	// ErrStale reports a write against a version that is no longer the
	// current one: another action was accepted first. Reload and retry.
	ErrStale = errors.New("store: stale version")
	// ErrFinished reports an action sent to a game that has finished.
	ErrFinished = errors.New("store: game finished")
)

// Dialect is the kind of database a [Store] uses.
type Dialect string

// The databases a Store can use.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Store is a connection pool to the database of saved games. Create one with
// [Open] and release it with [Store.Close]. A Store is safe for concurrent
// use.
type Store struct {
	db      *sql.DB
	dialect Dialect
	// writeMu serialises the writes of this process on SQLite, which has one
	// writer at a time anyway: waiting on a mutex is fairer and faster than
	// SQLite's busy loop. It is unused on PostgreSQL.
	writeMu sync.Mutex
	now     func() time.Time // the clock for created and updated times
}

// sqliteParams are the connection settings of a SQLite file: wait up to ten
// seconds for another writer, write-ahead logging with a full sync on every
// commit (an acknowledged commit survives a crash or a power cut), foreign
// keys enforced, and write transactions that take the write lock when they
// begin (so two of them never deadlock upgrading a read lock).
const sqliteParams = "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=foreign_keys(1)&_txlock=immediate"

// Open connects to the database that dsn names and brings its schema up to
// date. A dsn that starts with "postgres://" or "postgresql://" is a
// PostgreSQL connection URL (see the pgx documentation for its parameters);
// anything else is the path of a SQLite file, created when missing. A path
// may not contain "?", and ":memory:" is refused, since each connection would
// see a different database. ctx bounds the connection and the migrations.
func Open(ctx context.Context, dsn string) (*Store, error) {
	dialect, driver, source, err := parseDSN(dsn)
	if err != nil {
		return nil, err
	}
	db, err := sql.Open(driver, source)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	if dialect == Postgres {
		db.SetMaxOpenConns(16)
		db.SetMaxIdleConns(4)
	}
	db.SetConnMaxIdleTime(5 * time.Minute)
	s := &Store{db: db, dialect: dialect, now: time.Now}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// parseDSN tells the dialect of dsn and returns the database/sql driver name
// and data source to open.
func parseDSN(dsn string) (dialect Dialect, driver, source string, err error) {
	switch {
	case strings.HasPrefix(dsn, "postgres://"), strings.HasPrefix(dsn, "postgresql://"):
		return Postgres, "pgx", dsn, nil
	case dsn == "":
		return "", "", "", errors.New("store: no database: give a SQLite file path or a postgres:// URL")
	case dsn == ":memory:" || strings.HasPrefix(dsn, "file:"):
		return "", "", "", fmt.Errorf("store: %q: give the path of a SQLite file", dsn)
	case strings.Contains(dsn, "?"):
		return "", "", "", fmt.Errorf("store: %q: a SQLite file path may not contain \"?\"", dsn)
	}
	return SQLite, "sqlite", dsn + "?" + sqliteParams, nil
}

// migrate applies the embedded migrations that the database lacks. On
// PostgreSQL an advisory lock keeps two servers from migrating at once.
func (s *Store) migrate(ctx context.Context) error {
	sub, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return fmt.Errorf("store: migrations: %w", err)
	}
	opts := []goose.ProviderOption{goose.WithDisableGlobalRegistry(true), goose.WithLogger(goose.NopLogger())}
	dialect := goose.DialectSQLite3
	if s.dialect == Postgres {
		dialect = goose.DialectPostgres
		locker, err := lock.NewPostgresSessionLocker()
		if err != nil {
			return fmt.Errorf("store: migrations: %w", err)
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	p, err := goose.NewProvider(dialect, s.db, sub, opts...)
	if err != nil {
		return fmt.Errorf("store: migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("store: migrating the schema: %w", err)
	}
	return nil
}

// Close closes the database. Calls in progress finish first; later calls
// fail.
func (s *Store) Close() error {
	if err := s.db.Close(); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	return nil
}

// Dialect returns the kind of database the store uses.
func (s *Store) Dialect() Dialect { return s.dialect }

// Ping checks that the database answers, for health checks.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.db.PingContext(ctx); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	return nil
}

// write runs f in a read-write transaction and commits it; f's error or a
// failed commit rolls it back. The error is returned as f gave it.
func (s *Store) write(ctx context.Context, f func(tx *sql.Tx) error) error {
	if s.dialect == SQLite {
		s.writeMu.Lock()
		defer s.writeMu.Unlock()
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	if err := f(tx); err != nil {
		_ = tx.Rollback() // f's error says what went wrong; a failed rollback ends the transaction all the same
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: commit: %w", err)
	}
	return nil
}

// read runs f in a read-only transaction that sees one consistent state of
// the database.
func (s *Store) read(ctx context.Context, f func(tx *sql.Tx) error) error {
	opts := &sql.TxOptions{ReadOnly: true}
	if s.dialect == Postgres {
		opts.Isolation = sql.LevelRepeatableRead
	}
	tx, err := s.db.BeginTx(ctx, opts)
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	defer tx.Rollback()
	return f(tx)
}

// timestamp returns the current time rounded to the microsecond that the
// database keeps, in UTC.
func (s *Store) timestamp() time.Time {
	return s.now().UTC().Truncate(time.Microsecond)
}

// fromMicros converts a stored time back.
func fromMicros(us int64) time.Time { return time.UnixMicro(us).UTC() }

// newID returns a fresh random identifier of 26 lowercase letters and digits
// (130 bits), for games and campaigns. Identifiers appear in links; they are
// hard to guess but not secret: tokens are.
func newID() string { return strings.ToLower(rand.Text()) }

// isConflict reports whether err is a uniqueness violation: a second row
// with the same key.
func isConflict(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		code := se.Code()
		return code == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY || code == sqlite3.SQLITE_CONSTRAINT_UNIQUE
	}
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == "23505"
}

// dbError wraps an error from the database driver with what was being done.
func dbError(doing string, err error) error {
	return fmt.Errorf("store: %s: %w", doing, err)
}
