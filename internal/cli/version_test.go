package cli

import (
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReadVersion(t *testing.T) {
	base := versionInfo{Module: modulePath, Version: "(devel)", Go: runtime.Version(), OS: runtime.GOOS, Arch: runtime.GOARCH}
	tests := []struct {
		name     string
		info     *debug.BuildInfo
		want     versionInfo
		wantLine string
	}{
		{"no build information", nil, base,
			"broadside (devel) " + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH},
		{"released with revision", &debug.BuildInfo{
			GoVersion: "go1.26.0",
			Main:      debug.Module{Path: modulePath, Version: "v0.1.0"},
			Settings: []debug.BuildSetting{
				{Key: "GOOS", Value: "linux"}, {Key: "GOARCH", Value: "arm64"},
				{Key: "vcs.revision", Value: "3f2a9c1d0b7e44aa55bb66cc77dd88ee99ff0011"},
				{Key: "vcs.time", Value: "2026-01-02T03:04:05Z"},
				{Key: "vcs.modified", Value: "true"},
			},
		}, versionInfo{
			Module: modulePath, Version: "v0.1.0", Go: "go1.26.0", OS: "linux", Arch: "arm64",
			Revision: "3f2a9c1d0b7e44aa55bb66cc77dd88ee99ff0011", Time: "2026-01-02T03:04:05Z", Modified: true,
		}, "broadside v0.1.0 (3f2a9c1d0b7e, modified) go1.26.0 linux/arm64"},
		{"test binary without main module", &debug.BuildInfo{GoVersion: "go1.26.1"},
			versionInfo{Module: modulePath, Version: "(devel)", Go: "go1.26.1", OS: runtime.GOOS, Arch: runtime.GOARCH},
			"broadside (devel) go1.26.1 " + runtime.GOOS + "/" + runtime.GOARCH},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := readVersion(func() (*debug.BuildInfo, bool) { return tt.info, tt.info != nil })
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("readVersion (-want +got):\n%s", diff)
			}
			if line := got.String(); line != tt.wantLine {
				t.Errorf("String() = %q, want %q", line, tt.wantLine)
			}
		})
	}
}
