package examples

import (
	"embed"
	"io/fs"
	"strings"
)

// Sweeps holds the sweep files (and the bases only they use) as
// sweeps/NAME.yaml. It is read-only and safe for concurrent use.
//
//go:embed sweeps/*.yaml
var Sweeps embed.FS

// All is every embedded example under its directory (spacefleet/,
// fullthrust/, jovian/, sweeps/), so that a sweep file's base, such as
// ../jovian/skirmish.yaml beside sweeps/, is found as on disk. It is
// read-only and safe for concurrent use.
var All fs.FS = union{}

// union serves each top directory from its own embedded FS.
type union struct{}

// Open implements fs.FS.
func (union) Open(name string) (fs.File, error) {
	top, _, _ := strings.Cut(name, "/")
	switch top {
	case "spacefleet":
		return SpaceFleet.Open(name)
	case "fullthrust":
		return FullThrust.Open(name)
	case "jovian":
		return Jovian.Open(name)
	case "sweeps":
		return Sweeps.Open(name)
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}
