package scenario

import (
	"encoding"
	"reflect"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
)

// firstUnknownField walks node against the Go type t and returns the first
// mapping key, in file order, that names no field of the struct it fills, or
// nil when every key is known. The YAML library finds unknown fields too, but
// reports one of them picked from a Go map, so the same file gave a
// different message on each run; this walk makes the answer the first one
// a reader meets. Field names follow the library's rules: the yaml tag, else
// the json tag, else the lower-cased field name; ",inline" fields lend their
// keys to the struct that holds them. Types that decode themselves
// (UnmarshalText, the library's unmarshalers) are not looked into.
func firstUnknownField(node ast.Node, t reflect.Type) ast.Node {
	node = unwrap(node)
	if node == nil || t == nil {
		return nil
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if decodesItself(t) {
		return nil
	}
	switch t.Kind() {
	case reflect.Struct:
		fields := map[string]reflect.Type{}
		structKeys(t, fields)
		for _, mv := range mappingValues(node) {
			key := keyText(mv.Key)
			if key == "<<" {
				continue // a merge key brings an anchor's keys, checked where the anchor stands
			}
			ft, ok := fields[key]
			if !ok {
				return mv.Key
			}
			if bad := firstUnknownField(mv.Value, ft); bad != nil {
				return bad
			}
		}
	case reflect.Slice, reflect.Array:
		if seq, ok := node.(*ast.SequenceNode); ok {
			for _, v := range seq.Values {
				if bad := firstUnknownField(v, t.Elem()); bad != nil {
					return bad
				}
			}
		}
	case reflect.Map:
		for _, mv := range mappingValues(node) {
			if bad := firstUnknownField(mv.Value, t.Elem()); bad != nil {
				return bad
			}
		}
	}
	return nil
}

// structKeys adds to fields the YAML key of every field of the struct type
// t, with the type it decodes into; inline fields add their own keys.
func structKeys(t reflect.Type, fields map[string]reflect.Type) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("yaml")
		if tag == "" {
			tag = f.Tag.Get("json")
		}
		if (f.PkgPath != "" && !f.Anonymous) || tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if strings.Contains(","+opts+",", ",inline,") {
			ft := f.Type
			for ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				structKeys(ft, fields)
			}
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		fields[name] = f.Type
	}
}

// decodesItself reports whether values of t (or *t) decode through their
// own method rather than field by field.
func decodesItself(t reflect.Type) bool {
	p := reflect.PointerTo(t)
	for _, u := range []reflect.Type{
		reflect.TypeFor[encoding.TextUnmarshaler](),
		reflect.TypeFor[yaml.BytesUnmarshaler](),
		reflect.TypeFor[yaml.InterfaceUnmarshaler](),
		reflect.TypeFor[yaml.NodeUnmarshaler](),
		reflect.TypeFor[yaml.BytesUnmarshalerContext](),
		reflect.TypeFor[yaml.InterfaceUnmarshalerContext](),
		reflect.TypeFor[yaml.NodeUnmarshalerContext](),
	} {
		if t.Implements(u) || p.Implements(u) {
			return true
		}
	}
	return t.Kind() == reflect.Interface
}

// unwrap returns the node an anchor or a tag stands on; an alias gives nil,
// since its anchor is checked where it stands.
func unwrap(node ast.Node) ast.Node {
	for {
		switch n := node.(type) {
		case *ast.AnchorNode:
			node = n.Value
		case *ast.TagNode:
			node = n.Value
		case *ast.AliasNode:
			return nil
		default:
			return node
		}
	}
}

// mappingValues returns the key-value pairs of a mapping node, in file
// order, or nil for any other node.
func mappingValues(node ast.Node) []*ast.MappingValueNode {
	switch n := node.(type) {
	case *ast.MappingNode:
		return n.Values
	case *ast.MappingValueNode:
		return []*ast.MappingValueNode{n}
	}
	return nil
}

// keyText is a mapping key as the library matches it against field names.
func keyText(key ast.MapKeyNode) string {
	if s, ok := key.(*ast.StringNode); ok {
		return s.Value
	}
	if tk := key.GetToken(); tk != nil {
		return tk.Value
	}
	return key.String()
}
