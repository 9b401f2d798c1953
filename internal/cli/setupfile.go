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
	return readBounded(path, "record file", maxRecordSize)
}

// maxPartialSize is the largest partial result merge reads, in bytes: a
// sweep's most points, each a few kilobytes of histograms, fit several
// times over.
const maxPartialSize = 256 << 20

// readPartialFile reads the partial result file at path, refusing it past
// maxPartialSize as readRecordFile does.
func readPartialFile(path string) ([]byte, error) {
	return readBounded(path, "partial result file", maxPartialSize)
}

// readBounded reads the file at path, what in messages, refusing it past
// limit bytes: a regular file by its size, before reading anything, and
// anything else after reading at most one byte past the limit.
func readBounded(path, what string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	tooLarge := fmt.Errorf("%s: %s is larger than %d bytes, the limit", path, what, limit)
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() > limit {
		return nil, tooLarge
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, tooLarge
	}
	return data, nil
}
