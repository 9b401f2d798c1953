// Package scenario turns YAML scenario, fleet and strike files into the typed
// setups of the rulesets, and reports every problem as
// "file:line:column: what is wrong".
//
// [Decode] reads a document strictly (unknown fields, duplicate keys and
// wrong types are errors) and then lets the value check itself through
// [Validator]; a [Check] records problems by YAML path, and Decode turns each
// path into the line and column of the offending node. The per-ruleset
// loaders in this package build on it.
package scenario
