package cli_test

import (
	"flag"
	"os"
	"testing"

	"github.com/broadside/broadside/internal/cli"
	"github.com/rogpeppe/go-internal/testscript"
)

var update = flag.Bool("update", false, "rewrite the expected output in testdata/script/*.txtar")

// TestMain lets the test binary act as the broadside command inside the
// scripts of testdata/script.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"broadside": func() {
			os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
		},
	})
}

// TestScripts runs the command-line scripts in testdata/script; -update
// rewrites their expected output.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		RequireExplicitExec: true,
		UpdateScripts:       *update,
	})
}
