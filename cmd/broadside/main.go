// Command broadside adjudicates tabletop space-fleet wargames, computes exact
// odds and simulates battles. Run "broadside --help" for the commands.
package main

import (
	"os"

	"github.com/broadside/broadside/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
