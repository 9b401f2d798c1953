package scenario

import (
	"fmt"
	"io"
	"io/fs"
)

// readFS is [Read] of the file name of fsys.
func readFS(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(name, f)
}

// Read reads a setup file for Decode from r, named name in messages,
// reading at most one byte past [MaxFileSize] so that a huge file (or a
// device that never ends) is refused without being read whole.
func Read(name string, r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, &Error{File: name, Msg: fmt.Sprintf("file is larger than %d bytes, the limit", MaxFileSize)}
	}
	return data, nil
}
