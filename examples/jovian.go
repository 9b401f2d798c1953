package examples

import "embed"

// Jovian holds the Jovian Wars files as jovian/NAME.yaml: card files (for
// "broadside jovian attack --cards" and the web app's attack page) and
// engagement files. It is read-only and safe for concurrent use.
//
//go:embed jovian/*.yaml
var Jovian embed.FS
