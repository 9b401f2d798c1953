package scenario

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
)

// MaxFileSize is the largest scenario document Decode accepts, in bytes.
const MaxFileSize = 4 << 20

// Error is one problem at a position in a named document. Line and Col
// count from 1; they are 0 when the problem has no place in the file (an
// empty document, say).
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

// Error prints "file:line:col: message", the message cut short when it
// quotes a long stretch of the file (see [shorten]).
func (e *Error) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s", e.File, shorten(e.Msg))
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, shorten(e.Msg))
}

// maxMessage is the longest message an Error prints, in characters.
const maxMessage = 200

// shorten cuts msg to its first maxMessage characters, saying how long it
// was: a message that quotes a 10 KB key stays readable, and the position
// says where the rest is.
func shorten(msg string) string {
	n := utf8.RuneCountInString(msg)
	if n <= maxMessage {
		return msg
	}
	i := 0
	for k := range msg {
		if i == maxMessage {
			return fmt.Sprintf("%s… (%d characters in all)", msg[:k], n)
		}
		i++
	}
	return msg
}

// List is every problem found in a document, in file order of discovery.
type List []*Error

// Error prints one problem per line.
func (l List) Error() string {
	s := make([]string, len(l))
	for i, e := range l {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// Validator is implemented by setup types that check their own values after
// decoding. Validate reports each problem to c under the YAML path of the
// offending value, such as "$.ships[0].shields".
type Validator interface {
	Validate(c *Check)
}

// Check collects validation problems by YAML path. The zero value is ready
// to use.
type Check struct {
	problems []problem
}

type problem struct {
	path string
	msg  string
}

// Errorf records a problem at path ("$" is the document root).
func (c *Check) Errorf(path, format string, args ...any) {
	c.problems = append(c.problems, problem{path, fmt.Sprintf(format, args...)})
}

// Field records err, if it is not nil, at path. An error that names the
// field it concerns (a method FieldName() string, which the rulesets'
// validation errors have) is placed at that field under path.
func (c *Check) Field(path string, err error) {
	if err == nil {
		return
	}
	var named interface{ FieldName() string }
	if errors.As(err, &named) && named.FieldName() != "" {
		path += "." + named.FieldName()
	}
	c.Errorf(path, "%s", err.Error())
}

// OK reports whether no problem was recorded.
func (c *Check) OK() bool { return len(c.problems) == 0 }

// Decode reads the YAML document data, named name in messages, into v (a
// pointer) and then runs v's Validate if it has one. It is the only place
// Broadside reads YAML: before any value is built it refuses a document
// larger than [MaxFileSize], nested deeper than [MaxDepth], with more than
// [MaxTokens] tokens or [MaxAliases] aliases, or expanding through its
// aliases to more than [MaxNodes] nodes, so that no document costs more
// than milliseconds and a few megabytes to refuse. It returns nil or a
// [List] of positioned problems; v must not be used when it returns an error.
// A panic inside the YAML library (goccy/go-yaml v1.19.2 has one on a tag
// over an empty sequence, found by fuzzing) is reported as a problem with
// the file, never passed on.
func Decode(name string, data []byte, v any) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = List{{File: name, Msg: fmt.Sprintf("the YAML reader failed on this file: %v", r)}}
		}
	}()
	if len(data) > MaxFileSize {
		return List{{File: name, Msg: fmt.Sprintf("file is %d bytes; the limit is %d", len(data), MaxFileSize)}}
	}
	if e := prescan(name, data); e != nil {
		return List{e}
	}
	file, err := parser.ParseBytes(data, 0)
	if err != nil {
		return List{positioned(name, err)}
	}
	if len(file.Docs) == 0 || file.Docs[0].Body == nil {
		return List{{File: name, Msg: "empty document"}}
	}
	if e := expansion(name, file); e != nil {
		return List{e}
	}
	detach(file)
	if bad := firstUnknownField(file.Docs[0].Body, reflect.TypeOf(v)); bad != nil {
		e := &Error{File: name, Msg: fmt.Sprintf("unknown field %q", keyText(bad.(ast.MapKeyNode)))}
		if tk := bad.GetToken(); tk != nil && tk.Position != nil {
			e.Line, e.Col = tk.Position.Line, tk.Position.Column
		}
		return List{e}
	}
	if err := yaml.NodeToValue(file.Docs[0].Body, v, yaml.Strict(), yaml.DisallowUnknownField()); err != nil {
		return List{positioned(name, err)}
	}
	val, ok := v.(Validator)
	if !ok {
		return nil
	}
	var c Check
	val.Validate(&c)
	if c.OK() {
		return nil
	}
	list := make(List, len(c.problems))
	for i, p := range c.problems {
		line, col := locate(file, p.path)
		list[i] = &Error{File: name, Line: line, Col: col, Msg: p.msg}
	}
	return list
}

// positioned converts a YAML library error into an Error with its position
// and a one-line message.
func positioned(name string, err error) *Error {
	var ye yaml.Error
	if errors.As(err, &ye) {
		e := &Error{File: name, Msg: strings.TrimSpace(ye.GetMessage())}
		if tk := ye.GetToken(); tk != nil && tk.Position != nil {
			e.Line, e.Col = tk.Position.Line, tk.Position.Column
		}
		return e
	}
	return &Error{File: name, Msg: firstLine(err.Error())}
}

// locate finds the line and column of the node at path, falling back to the
// nearest enclosing node that exists (a missing field is reported at its
// parent).
func locate(file *ast.File, path string) (line, col int) {
	for p := path; p != ""; p = parent(p) {
		yp, err := yaml.PathString(p)
		if err != nil {
			continue
		}
		node, err := yp.FilterFile(file)
		if err != nil || node == nil {
			continue
		}
		if tk := start(node).GetToken(); tk != nil && tk.Position != nil {
			return tk.Position.Line, tk.Position.Column
		}
	}
	return 0, 0
}

// start returns the node whose token marks where node begins in the text: a
// mapping is reported at its first key rather than at its first colon.
func start(node ast.Node) ast.Node {
	switch n := node.(type) {
	case *ast.MappingNode:
		if len(n.Values) > 0 {
			return n.Values[0].Key
		}
	case *ast.MappingValueNode:
		return n.Key
	}
	return node
}

// parent strips the last ".field" or "[index]" from a YAML path; the parent
// of "$" is "".
func parent(path string) string {
	i := strings.LastIndexAny(path, ".[")
	if i <= 0 {
		return ""
	}
	return path[:i]
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}
