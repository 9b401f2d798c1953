package cli_test

import (
	"os"
	"strings"

	"github.com/broadside/broadside/internal/cli"
)

// "broadside rules" lists the rulesets of the registry; "broadside rules
// NAME" prints one ruleset's texts and options.
func ExampleMain_rules() {
	cli.Main([]string{"rules"}, strings.NewReader(""), os.Stdout, os.Stdout)
	// Output:
	// NAME        TITLE        RULE TEXTS
	// fullthrust  Full Thrust  ft-new-point-defence.txt, ft-advanced-manoeuvres.txt
	// jovian      Jovian Wars  jovian-attacks.txt, jovian-damage.txt
	// spacefleet  Space Fleet  space-fleet.txt
	//
	// See 'broadside rules NAME' for a ruleset's options.
}
