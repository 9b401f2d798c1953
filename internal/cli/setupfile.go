package cli

import (
	"fmt"
	"io"
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

// maxRecordSize is the largest record file replay reads, in bytes: a
// setup within scenario.MaxFileSize, as JSON, and thousands of actions of
// at most a few hundred bytes each fit four times over.
const maxRecordSize = 4 * scenario.MaxFileSize

// readRecordFile reads the record file at path, refusing it past
// maxRecordSize: a regular file by its size, before reading anything, and
// anything else (a pipe, a device that never ends) after reading at most
// one byte past the limit.
func readRecordFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	tooLarge := fmt.Errorf("%s: record file is larger than %d bytes, the limit", path, maxRecordSize)
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() > maxRecordSize {
		return nil, tooLarge
	}
	data, err := io.ReadAll(io.LimitReader(f, maxRecordSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxRecordSize {
		return nil, tooLarge
	}
	return data, nil
}
