package store

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/broadside/broadside/rng"
)

// Environment of the writer child that TestKilledWriterLosesNothing starts:
// the database and the game to append to.
const (
	crashDSNEnv  = "BROADSIDE_CRASH_DSN"
	crashGameEnv = "BROADSIDE_CRASH_GAME"
)

// TestKilledWriterLosesNothing starts a child process (this test binary,
// running TestCrashWriter) that appends actions to one game as fast as it
// can and prints "ack N" after action N is acknowledged; the parent kills it
// with SIGKILL at a random moment, a few times over on the same database.
// After each kill the database must pass an integrity check, hold every
// acknowledged action, and hold the actions 1 to its version with no gap.
func TestKilledWriterLosesNothing(t *testing.T) {
	const kills = 3
	for _, b := range backends() {
		t.Run(b.name, func(t *testing.T) {
			ctx := context.Background()
			dsn := b.dsn(t)
			s := openStore(t, dsn)
			g, _ := newTestGame(t, s)
			random := rng.New(0x5eed_c4a5)
			acked := int64(0)
			for kill := range kills {
				delay := time.Duration(30+random.IntN(150)) * time.Millisecond
				last := runAndKill(t, dsn, g.ID, delay)
				if last <= acked {
					t.Fatalf("kill %d: the writer acknowledged no new action in %v", kill+1, delay)
				}
				acked = last
				checkIntact(t, s)
				r, err := s.LoadGame(ctx, g.ID) // LoadGame also checks there is no gap
				if err != nil {
					t.Fatalf("kill %d: %v", kill+1, err)
				}
				if r.Game.Version < acked {
					t.Fatalf("kill %d: %d actions were acknowledged, the game holds %d", kill+1, acked, r.Game.Version)
				}
				for _, a := range r.Actions {
					if !sameJSON(a.Data, actionJSON(a.Seq)) {
						t.Fatalf("kill %d: action %d holds %s", kill+1, a.Seq, a.Data)
					}
				}
				t.Logf("kill %d after %v: %d acknowledged, %d stored", kill+1, delay, acked, r.Game.Version)
				acked = r.Game.Version
			}
		})
	}
}

// runAndKill runs the writer child on game id, kills it delay after its
// first acknowledgement and returns the last action number it acknowledged.
func runAndKill(t *testing.T, dsn, id string, delay time.Duration) int64 {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashWriter$", "-test.count=1")
	cmd.Env = append(os.Environ(), crashDSNEnv+"="+dsn, crashGameEnv+"="+id)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var last int64
	var timer *time.Timer
	lines := bufio.NewScanner(out)
	for lines.Scan() {
		n, ok := strings.CutPrefix(lines.Text(), "ack ")
		if !ok {
			continue // the test framework's own output
		}
		seq, err := strconv.ParseInt(n, 10, 64)
		if err != nil {
			t.Fatalf("writer printed %q", lines.Text())
		}
		last = seq
		if timer == nil {
			timer = time.AfterFunc(delay, func() { cmd.Process.Kill() })
		}
	}
	// Everything the child printed before it died has now been read.
	err = cmd.Wait()
	if timer == nil {
		t.Fatalf("the writer acknowledged nothing: %v", err)
	}
	if timer.Stop() {
		t.Fatalf("the writer ended before it was killed: %v", err)
	}
	return last
}

// checkIntact runs the database's own consistency check.
func checkIntact(t *testing.T, s *Store) {
	t.Helper()
	if s.Dialect() != SQLite {
		return // PostgreSQL recovers from a dead client by aborting its transaction
	}
	var result string
	if err := s.db.QueryRow(`PRAGMA integrity_check`).Scan(&result); err != nil || result != "ok" {
		t.Fatalf("integrity_check = %q, %v", result, err)
	}
}

// TestCrashWriter is the child of TestKilledWriterLosesNothing; run alone it
// does nothing. It appends actions until it is killed (or for at most ten
// seconds), printing "ack N" once action N has been committed.
func TestCrashWriter(t *testing.T) {
	dsn, id := os.Getenv(crashDSNEnv), os.Getenv(crashGameEnv)
	if dsn == "" || id == "" {
		return
	}
	ctx := context.Background()
	s, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.Game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	for v, end := g.Version, time.Now().Add(10*time.Second); time.Now().Before(end); v++ {
		if _, err := s.AppendAction(ctx, id, v, 0, actionJSON(v+1)); err != nil {
			t.Fatal(err)
		}
		if _, err := fmt.Fprintf(os.Stdout, "ack %d\n", v+1); err != nil {
			t.Fatal(err)
		}
	}
}
