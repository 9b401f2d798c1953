// Package docs embeds the rulings documents of docs/rulings, so that
// "broadside serve" can show them beside the options they explain without
// reading the disk.
package docs

import "embed"

// Rulings holds the rulings documents as rulings/NAME.md. It is read-only
// and safe for concurrent use.
//
//go:embed rulings/*.md
var Rulings embed.FS
