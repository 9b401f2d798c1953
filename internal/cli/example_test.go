package cli_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/broadside/broadside/internal/cli"
)

// Main prints an error as one line on stderr and returns the exit status; a
// mistyped command is a usage error, status 2.
func ExampleMain() {
	code := cli.Main([]string{"verison"}, strings.NewReader(""), os.Stdout, os.Stdout)
	fmt.Println("exit status", code)
	// Output:
	// broadside: unknown command "verison" (did you mean "version"?); see 'broadside --help'
	// exit status 2
}
