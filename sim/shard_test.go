package sim

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestParseShard(t *testing.T) {
	tests := []struct {
		text string
		want Shard
		err  string
	}{
		{"0/4", Shard{0, 4}, ""},
		{" 3/4 ", Shard{3, 4}, ""},
		{"0/1", Shard{0, 1}, ""},
		{"4/4", Shard{}, "shard 4 does not exist in 4"},
		{"-1/4", Shard{}, "shard -1 does not exist"},
		{"0/0", Shard{}, "into 0 shards"},
		{"1", Shard{}, "not of the form i/n"},
		{"a/b", Shard{}, "not of the form i/n"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := ParseShard(tt.text)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("got %v, %v; want error %q", got, err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("got %v, %v; want %v", got, err, tt.want)
			}
			if got.String() != strings.TrimSpace(tt.text) {
				t.Fatalf("String() = %q", got.String())
			}
		})
	}
}

func TestShardRangesCoverEveryTrialOnce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		total := rapid.IntRange(0, 1<<40).Draw(t, "total")
		n := rapid.IntRange(1, 5000).Draw(t, "n")
		at := 0
		small, big := total, 0
		for i := range n {
			from, to := Shard{i, n}.Range(total)
			if from != at || to < from {
				t.Fatalf("shard %d/%d of %d: [%d, %d) after %d", i, n, total, from, to, at)
			}
			small, big = min(small, to-from), max(big, to-from)
			at = to
		}
		if at != total || big-small > 1 {
			t.Fatalf("%d shards of %d end at %d, sizes %d to %d", n, total, at, small, big)
		}
	})
}
