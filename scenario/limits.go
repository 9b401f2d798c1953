package scenario

import (
	"fmt"
	"io"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/scanner"
	"github.com/goccy/go-yaml/token"
)

// The limits every YAML document passes before it is turned into values.
// They are far above what a real setup needs (the largest example file
// has under 1,000 tokens; 400 Space Fleet ships take about 10,000) and low
// enough that a hostile
// document is refused in milliseconds and a few megabytes, whatever it is.
const (
	// MaxDepth is the deepest nesting of collections (block or flow) a
	// document may have.
	MaxDepth = 64
	// MaxTokens is the most YAML tokens (scalars, indicators, anchors,
	// aliases) a document may have before aliases are expanded.
	MaxTokens = 50_000
	// MaxAliases is the most aliases (*name and <<: *name) a document may use.
	MaxAliases = 1_000
	// MaxNodes is the most nodes a document may have once every alias is
	// replaced by what it names: the size of the values decoding builds.
	MaxNodes = 100_000
)

// prescan checks the bounds that do not need a syntax tree on the token
// stream, before the parser runs: the parser's memory grows with the
// square of the nesting depth, so depth and token count must be known
// first. The lexer it uses is linear in the document's length.
func prescan(name string, data []byte) *Error {
	var (
		sc      scanner.Scanner
		n       int          // tokens so far
		prev    *token.Token // the token before tk
		flow    int          // open [ and { brackets
		block   []int        // columns of the open block collections
		aliases int
	)
	sc.Init(string(data))
	for {
		tokens, err := sc.Scan()
		if err == io.EOF {
			return nil
		}
		for _, tk := range tokens {
			n++
			if n > MaxTokens {
				return at(name, tk, fmt.Sprintf("document has more than %d YAML tokens; the limit is %d", MaxTokens, MaxTokens))
			}
			if e := depth(name, tk, prev, &flow, &block, &aliases); e != nil {
				return e
			}
			prev = tk
		}
	}
}

// depth follows one token: it counts aliases and tracks the open flow and
// block collections, reporting the first token past a limit. It also
// refuses NaN and infinities (.nan, .inf), which no setup field may hold
// and which would otherwise pass every range check.
func depth(name string, tk, prev *token.Token, flow *int, block *[]int, aliases *int) *Error {
	switch tk.Type {
	case token.SequenceStartType, token.MappingStartType:
		*flow++
	case token.SequenceEndType, token.MappingEndType:
		if *flow > 0 {
			*flow--
		}
	case token.AliasType:
		*aliases++
		if *aliases > MaxAliases {
			return at(name, tk, fmt.Sprintf("document uses more than %d aliases; the limit is %d", MaxAliases, MaxAliases))
		}
	case token.NanType, token.InfinityType:
		return at(name, tk, fmt.Sprintf("%s is not a number a setup may hold; write a finite number", tk.Value))
	case token.SequenceEntryType, token.MappingValueType:
		if *flow > 0 || tk.Position == nil {
			break
		}
		col := tk.Position.Column
		if tk.Type == token.MappingValueType && prev != nil && prev.Position != nil && prev.Position.Line == tk.Position.Line {
			col = prev.Position.Column // a mapping starts at its key
		}
		b := *block
		for len(b) > 0 && b[len(b)-1] > col {
			b = b[:len(b)-1]
		}
		if len(b) == 0 || b[len(b)-1] < col {
			b = append(b, col)
		}
		*block = b
	}
	if len(*block)+*flow > MaxDepth {
		return at(name, tk, fmt.Sprintf("document nests deeper than %d levels; the limit is %d", MaxDepth, MaxDepth))
	}
	return nil
}

// expansion checks, on the parsed tree, how many nodes the document holds
// once its aliases are expanded, without expanding them: each anchor's
// size is counted once and an alias adds the size of what it names.
func expansion(name string, file *ast.File) *Error {
	c := &sizer{anchors: map[string]int64{}}
	for _, doc := range file.Docs {
		if doc.Body == nil {
			continue
		}
		c.size(doc.Body)
		if c.over != nil {
			return at(name, c.over, fmt.Sprintf("document expands to more than %d nodes through its aliases; the limit is %d", MaxNodes, MaxNodes))
		}
	}
	return nil
}

// sizer counts nodes with aliases expanded, saturating past MaxNodes.
type sizer struct {
	anchors map[string]int64 // expanded size of each anchor defined so far
	total   int64
	over    *token.Token // the token at which the total passed MaxNodes
}

// size adds node's expanded size to the running total and returns it.
func (c *sizer) size(node ast.Node) int64 {
	before := c.total
	ast.Walk(c, node)
	return c.total - before
}

// Visit counts one node; an anchor is sized on its own so that later
// aliases can add its size, and an alias adds the size of its anchor.
func (c *sizer) Visit(n ast.Node) ast.Visitor {
	if c.over != nil {
		return nil
	}
	c.add(1, n)
	switch n := n.(type) {
	case *ast.AnchorNode:
		if n.Value != nil {
			s := c.size(n.Value)
			if n.Name != nil {
				c.anchors[n.Name.String()] = s
			}
		}
		return nil
	case *ast.AliasNode:
		if n.Value != nil {
			c.add(c.anchors[n.Value.String()], n)
		}
		return nil
	}
	return c
}

func (c *sizer) add(k int64, n ast.Node) {
	c.total += k
	if c.total > MaxNodes && c.over == nil {
		c.over = n.GetToken()
	}
}

// at positions msg at tk.
func at(name string, tk *token.Token, msg string) *Error {
	e := &Error{File: name, Msg: msg}
	if tk != nil && tk.Position != nil {
		e.Line, e.Col = tk.Position.Line, tk.Position.Column
	}
	return e
}

// detach unlinks every scalar's token from its neighbours. The YAML
// library turns a scalar into text for a type with UnmarshalText by
// formatting it, and its formatter first walks every token of the file:
// once per enum field, which made a file of 1,000 Space Fleet ships take
// seconds to decode. Detached, a scalar formats from its own token alone.
// Only scalars may then be decoded through UnmarshalText, which is true of
// every setup type.
func detach(file *ast.File) {
	for _, doc := range file.Docs {
		if doc.Body != nil {
			ast.Walk(detacher{}, doc.Body)
		}
	}
}

type detacher struct{}

func (d detacher) Visit(n ast.Node) ast.Visitor {
	if _, ok := n.(ast.ScalarNode); ok {
		if tk := n.GetToken(); tk != nil {
			tk.Prev, tk.Next = nil, nil
		}
	}
	return d
}
