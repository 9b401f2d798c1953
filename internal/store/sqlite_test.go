package store

import (
	"context"
	"testing"
)

// TestSQLiteSettings checks the durability settings every connection gets:
// they are what the crash test relies on.
func TestSQLiteSettings(t *testing.T) {
	s := openStore(t, sqliteDSN(t))
	ctx := context.Background()
	for _, tc := range []struct {
		pragma, want string
	}{
		{"journal_mode", "wal"},
		{"synchronous", "2"}, // FULL
		{"foreign_keys", "1"},
		{"busy_timeout", "10000"},
	} {
		t.Run(tc.pragma, func(t *testing.T) {
			var got string
			if err := s.db.QueryRowContext(ctx, "PRAGMA "+tc.pragma).Scan(&got); err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("PRAGMA %s = %s, want %s", tc.pragma, got, tc.want)
			}
		})
	}
}
