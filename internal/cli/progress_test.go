package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestProgressSilentOffTerminal(t *testing.T) {
	file, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	tests := []struct {
		name string
		p    *progress
	}{
		{"buffer", newProgress(new(bytes.Buffer), 10, "trials")},
		{"regular file", newProgress(file, 10, "trials")},
		{"nil", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.p.Report(3, 10)
			tt.p.Add(2)
			tt.p.Finish()
			if tt.p != nil && tt.p.bar != nil {
				t.Error("a bar was made for a writer that is not a terminal")
			}
		})
	}
	if info, err := file.Stat(); err != nil || info.Size() != 0 {
		t.Errorf("the file got %d bytes (%v), want none", info.Size(), err)
	}
}

func TestIsTerminal(t *testing.T) {
	file, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	tests := []struct {
		name string
		w    io.Writer
	}{
		{"buffer", new(bytes.Buffer)},
		{"regular file", file},
		{"nil file", (*os.File)(nil)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if isTerminal(tt.w) {
				t.Error("isTerminal = true, want false")
			}
		})
	}
}

// TestProgressDrawsOnTerminal draws into a buffer standing in for a terminal.
func TestProgressDrawsOnTerminal(t *testing.T) {
	var b syncBuffer
	p := newProgressOn(&b, true, 100, "trials")
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 25 {
				p.Add(1)
			}
		})
	}
	wg.Wait()
	p.Report(100, 200)
	if got := p.bar.GetMax64(); got != 200 {
		t.Errorf("total %d after Report(100, 200), want 200", got)
	}
	p.Finish()
	if out := b.String(); !strings.Contains(out, "trials") {
		t.Errorf("terminal output %q does not show the description", out)
	}
}

// syncBuffer is a bytes.Buffer safe for concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
