package examples

import "embed"

// FullThrust holds the Full Thrust files as fullthrust/NAME.yaml: strike
// files (for "broadside ft strike" and the web app's strike page) and duel
// files. It is read-only and safe for concurrent use.
//
//go:embed fullthrust/*.yaml
var FullThrust embed.FS
