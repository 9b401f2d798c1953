package scenario

import (
	"fmt"
	"io"
	"os"
)

// ReadFile reads the setup file at path for Decode, reading at most one
// byte past [MaxFileSize] so that a huge file (or a device that never
// ends) is refused without being read whole.
func ReadFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, &Error{File: path, Msg: fmt.Sprintf("file is larger than %d bytes, the limit", MaxFileSize)}
	}
	return data, nil
}
