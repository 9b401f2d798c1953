package cli

import (
	"os"

	"github.com/broadside/broadside/scenario"
)

// readSetupFile reads the setup file at path, refusing it past
// scenario.MaxFileSize without reading it whole.
func readSetupFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return scenario.Read(path, f)
}
