package cli

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is a bytes.Buffer safe for one writer and one reader at once.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestServe starts "broadside serve" on a free port with a new SQLite file,
// asks it for its health, then interrupts it: it must stop cleanly.
func TestServe(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	cmd := newServeCmd()
	var out, errOut lockedBuffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetArgs([]string{"--addr", "127.0.0.1:0", "--db", db})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- cmd.ExecuteContext(ctx) }()

	serving := regexp.MustCompile(`serving on (http://127\.0\.0\.1:\d+) \(saved games: ` + regexp.QuoteMeta(db) + `\)`)
	var base string
	for deadline := time.Now().Add(20 * time.Second); base == ""; time.Sleep(10 * time.Millisecond) {
		if m := serving.FindStringSubmatch(out.String()); m != nil {
			base = m[1]
		}
		select {
		case err := <-done:
			t.Fatalf("serve ended early: %v\n%s%s", err, out.String(), errOut.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("serve did not say where it serves:\n%s%s", out.String(), errOut.String())
		}
	}
	resp, err := http.Get(base + "/api/health")
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != 200 || !strings.Contains(string(body), `"status": "ok"`) {
		t.Fatalf("health: %d %s %v", resp.StatusCode, body, err)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve after an interrupt = %v, want nil", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not stop after an interrupt")
	}
	if !strings.HasSuffix(out.String(), "stopped\n") {
		t.Errorf("output:\n%s", out.String())
	}
	if log := errOut.String(); !strings.Contains(log, "path=/api/health") || !strings.Contains(log, "status=200") {
		t.Errorf("the request log lacks the health check:\n%s", log)
	}
}

func TestServeRefuses(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"bad database", []string{"--db", filepath.Join(dir, "missing", "dir", "x.db"), "--addr", "127.0.0.1:0"}, "store:"},
		{"bad address", []string{"--db", filepath.Join(dir, "ok.db"), "--addr", "127.0.0.1:notaport"}, "serve:"},
		{"arguments", []string{"extra"}, "takes no arguments"},
		{"bad proxy", []string{"--db", filepath.Join(dir, "ok.db"), "--addr", "127.0.0.1:0", "--trusted-proxy", "proxy.example"}, "serve: --trusted-proxy: web: trusted proxy"},
		{"bad proxy header", []string{"--db", filepath.Join(dir, "ok.db"), "--addr", "127.0.0.1:0", "--trusted-proxy", "10.0.0.2", "--proxy-header", "X-Real-IP"}, "X-Real-IP"},
		{"proxy header alone", []string{"--db", filepath.Join(dir, "ok.db"), "--addr", "127.0.0.1:0", "--proxy-header", "Forwarded"}, "needs --trusted-proxy"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := newServeCmd()
			cmd.SetOut(io.Discard)
			cmd.SetErr(io.Discard)
			cmd.SetArgs(tc.args)
			err := cmd.ExecuteContext(context.Background())
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("serve %v = %v, want an error mentioning %q", tc.args, err, tc.want)
			}
		})
	}
}
