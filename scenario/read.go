package scenario

import (
	"fmt"
	"io"
	"io/fs"
	"os"
)

// readFS is [ReadFile] for a file of fsys.
func readFS(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readBounded(name, f)
}

// ReadFile reads the setup file at path for Decode, reading at most one
// byte past [MaxFileSize] so that a huge file (or a device that never
// ends) is refused without being read whole.
func ReadFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readBounded(path, f)
}

// readBounded reads r, named name in messages, refusing it past
// [MaxFileSize] bytes.
func readBounded(name string, r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, &Error{File: name, Msg: fmt.Sprintf("file is larger than %d bytes, the limit", MaxFileSize)}
	}
	return data, nil
}
