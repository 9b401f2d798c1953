package cli

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

// modulePath is the Go module of Broadside, reported when the binary carries
// no build information.
const modulePath = "github.com/broadside/broadside"

// versionInfo describes the running binary. Its JSON form is the output of
// "broadside version --json".
type versionInfo struct {
	Module   string `json:"module"`             // module path
	Version  string `json:"version"`            // module version, "(devel)" for a build from a source tree
	Go       string `json:"go"`                 // Go release that built the binary, such as "go1.26.0"
	OS       string `json:"os"`                 // GOOS
	Arch     string `json:"arch"`               // GOARCH
	Revision string `json:"revision,omitempty"` // version control revision, when the build recorded one
	Time     string `json:"time,omitempty"`     // commit time of Revision, RFC 3339
	Modified bool   `json:"modified,omitempty"` // the source tree had uncommitted changes
}

// String formats the information on one line, such as
// "broadside v0.1.0 (3f2a9c1d0b7e, modified) go1.26.0 linux/amd64".
func (v versionInfo) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "broadside %s", v.Version)
	if v.Revision != "" {
		rev := v.Revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if v.Modified {
			rev += ", modified"
		}
		fmt.Fprintf(&b, " (%s)", rev)
	}
	fmt.Fprintf(&b, " %s %s/%s", v.Go, v.OS, v.Arch)
	return b.String()
}

// readVersion describes the binary from the build information that read
// returns (normally [debug.ReadBuildInfo]); missing information falls back to
// the module path, "(devel)" and the running Go release.
func readVersion(read func() (*debug.BuildInfo, bool)) versionInfo {
	v := versionInfo{
		Module:  modulePath,
		Version: "(devel)",
		Go:      runtime.Version(),
		OS:      runtime.GOOS,
		Arch:    runtime.GOARCH,
	}
	info, ok := read()
	if !ok || info == nil {
		return v
	}
	if info.Main.Path != "" {
		v.Module = info.Main.Path
	}
	if info.Main.Version != "" {
		v.Version = info.Main.Version
	}
	if info.GoVersion != "" {
		v.Go = info.GoVersion
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "GOOS":
			v.OS = s.Value
		case "GOARCH":
			v.Arch = s.Value
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

// newVersionCmd returns "broadside version".
func newVersionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print the version of broadside and of the Go release that built it",
		Example: `  broadside version
  broadside version --json`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			v := readVersion(debug.ReadBuildInfo)
			return writeResult(cmd.OutOrStdout(), asJSON, v, func(w io.Writer) error {
				_, err := fmt.Fprintln(w, v)
				return err
			})
		},
	}
	addJSONFlag(cmd, &asJSON)
	return cmd
}
