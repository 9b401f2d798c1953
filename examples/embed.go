// Package examples embeds the example scenario files of this directory, so
// that programs such as "broadside serve" offer them without reading the
// disk. The files themselves are the documentation: each begins with a
// comment saying what the battle is about.
package examples

import "embed"

// SpaceFleet holds the Space Fleet scenarios as spacefleet/NAME.yaml. It is
// read-only and safe for concurrent use.
//
//go:embed spacefleet/*.yaml
var SpaceFleet embed.FS
