// Package broadside_test holds the architecture test: it reads the import
// graph with "go list" and enforces the dependency rules of DESIGN.md, so that
// imports keep pointing downwards as the module grows. The repository root
// has no other Go files.
package broadside_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// modulePath is the module whose packages the rules govern.
const modulePath = "github.com/broadside/broadside"

// pkg is what the rules need to know of one package of the module.
type pkg struct {
	Path    string   // relative to the module root: "rng", "internal/cli"; "." for the root
	Imports []string // full import paths of its non-test files' direct imports
	Deps    []string // full import paths of everything its non-test files need, directly or not
}

// rule is one import rule: the packages it applies to must not import (or,
// when transitive, depend on) what it forbids.
type rule struct {
	name       string
	applies    func(pkg string) bool      // whether the rule covers this package (a relative path)
	forbids    func(pkg, imp string) bool // whether pkg may not import imp (a full import path)
	transitive bool                       // check Deps, indirect imports too, rather than Imports
}

// rules are the import rules of DESIGN.md. A rule about packages that do not
// exist yet holds trivially.
var rules = []rule{
	{
		// Randomness enters through one door.
		name:    "only rng uses math/rand",
		applies: func(p string) bool { return p != "rng" },
		forbids: func(_, imp string) bool { return imp == "math/rand" || imp == "math/rand/v2" },
	},
	{
		// Only the front ends touch files, the environment and the network.
		name:    "libraries use no os or net/http",
		applies: library,
		forbids: func(_, imp string) bool {
			return imp == "os" || imp == "os/exec" || imp == "os/signal" || imp == "net/http"
		},
	},
	{
		// internal/ holds front ends built on the library, never below it.
		name:    "libraries use no internal package",
		applies: library,
		forbids: func(_, imp string) bool { return within(imp, "internal") },
	},
	{
		// The kernel is ruleset-neutral.
		name:       "game depends on no ruleset",
		applies:    func(p string) bool { return under(p, "game") },
		forbids:    func(_, imp string) bool { return within(imp, "rules") },
		transitive: true,
	},
	{
		// A mechanic two rulesets share moves down into dice, prob or geom.
		name:    "rulesets do not import each other",
		applies: func(p string) bool { return ruleset(p) != "" },
		forbids: func(p, imp string) bool {
			rel, ok := relative(imp)
			return ok && ruleset(rel) != "" && ruleset(rel) != ruleset(p)
		},
		transitive: true,
	},
	{
		// Computer players sit above the rules they play, never below.
		name:       "rules never depend on agent",
		applies:    func(p string) bool { return under(p, "rules") },
		forbids:    func(_, imp string) bool { return within(imp, "agent") },
		transitive: true,
	},
	{
		// What every ruleset's players share is ruleset-neutral.
		name:       "agent depends on no ruleset",
		applies:    func(p string) bool { return p == "agent" },
		forbids:    func(_, imp string) bool { return within(imp, "rules") },
		transitive: true,
	},
	{
		// The players of one ruleset know that ruleset and the core only.
		name:    "agent/X imports only rules/X and the core",
		applies: func(p string) bool { return player(p) != "" },
		forbids: func(p, imp string) bool {
			rel, ok := relative(imp)
			if !ok || rel == "agent" || under(rel, player(p)) {
				return false
			}
			if slices.ContainsFunc(core, func(dir string) bool { return under(rel, dir) }) {
				return false
			}
			return !under(rel, "rules/"+strings.TrimPrefix(player(p), "agent/"))
		},
	},
	{
		// The bottom layer.
		name:    "prob and geom import nothing of the module",
		applies: func(p string) bool { return under(p, "prob") || under(p, "geom") },
		forbids: func(p, imp string) bool {
			rel, ok := relative(imp)
			return ok && !under(rel, strings.SplitN(p, "/", 2)[0])
		},
	},
}

// relative returns the path of a module package relative to the module root
// ("." for the root), and false for a package of another module or the
// standard library.
func relative(imp string) (string, bool) {
	if imp == modulePath {
		return ".", true
	}
	rel, ok := strings.CutPrefix(imp, modulePath+"/")
	return rel, ok
}

// library reports whether p is a library package: one outside internal/ and
// cmd/.
func library(p string) bool { return !under(p, "internal") && !under(p, "cmd") }

// under reports whether the relative path p is dir or a package below it.
func under(p, dir string) bool { return p == dir || strings.HasPrefix(p, dir+"/") }

// within reports whether the full import path imp is the module's package dir
// or one below it.
func within(imp, dir string) bool {
	rel, ok := relative(imp)
	return ok && under(rel, dir)
}

// ruleset returns the ruleset that the relative path p belongs to
// ("rules/jovian" for "rules/jovian/damage"), or "" when it belongs to none;
// the registry "rules" itself is no ruleset.
func ruleset(p string) string {
	parts := strings.Split(p, "/")
	if len(parts) < 2 || parts[0] != "rules" {
		return ""
	}
	return "rules/" + parts[1]
}

// core lists the ruleset-neutral packages (with the packages below them)
// that the players of any ruleset may use besides agent itself.
var core = []string{"game", "dice", "prob", "geom", "rng", "sim"}

// player returns the players' package that the relative path p belongs to
// ("agent/fullthrust" for "agent/fullthrust/doctrine"), or "" when p is no
// ruleset's players: the neutral "agent" itself or a package outside agent.
func player(p string) string {
	parts := strings.Split(p, "/")
	if len(parts) < 2 || parts[0] != "agent" {
		return ""
	}
	return "agent/" + parts[1]
}

// check applies every rule to the packages and returns one line per broken
// rule and offending import, in a stable order.
func check(pkgs []pkg) []string {
	var broken []string
	for _, r := range rules {
		broken = append(broken, r.check(pkgs)...)
	}
	return broken
}

// check applies the rule to the packages.
func (r rule) check(pkgs []pkg) []string {
	var broken []string
	for _, p := range pkgs {
		if !r.applies(p.Path) {
			continue
		}
		imports, how := p.Imports, "imports"
		if r.transitive {
			imports, how = p.Deps, "depends on"
		}
		for _, imp := range imports {
			if r.forbids(p.Path, imp) {
				broken = append(broken, fmt.Sprintf("%s: %s %s %s", r.name, p.Path, how, imp))
			}
		}
	}
	slices.Sort(broken)
	return broken
}

// listed is the part of "go list -json" output that the rules read.
type listed struct {
	ImportPath string
	Imports    []string
	Deps       []string
	Module     *struct {
		Path string
		Main bool
	}
	Error *struct {
		Err string
	}
}

// load lists the module's packages with "go list" run in the repository
// root, the test's working directory.
func load(t *testing.T) []pkg {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is needed to read the import graph: %v", err)
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(goTool, "list", "-e", "-json=ImportPath,Imports,Deps,Module,Error", "./...")
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.Bytes())
	}
	pkgs, err := decode(&stdout)
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// decode reads the JSON stream of "go list -json" and keeps the packages of
// the main module. A package that cannot be loaded is an error, except the
// repository root, which holds only this test.
func decode(r io.Reader) ([]pkg, error) {
	var pkgs []pkg
	dec := json.NewDecoder(r)
	for {
		var l listed
		err := dec.Decode(&l)
		if errors.Is(err, io.EOF) {
			return pkgs, nil
		}
		if err != nil {
			return nil, fmt.Errorf("reading go list output: %w", err)
		}
		if l.Module == nil || !l.Module.Main {
			continue
		}
		if l.Module.Path != modulePath {
			return nil, fmt.Errorf("go list reports module %s, want %s", l.Module.Path, modulePath)
		}
		rel, _ := relative(l.ImportPath)
		if l.Error != nil && rel != "." {
			return nil, fmt.Errorf("package %s cannot be loaded: %s", rel, l.Error.Err)
		}
		pkgs = append(pkgs, pkg{Path: rel, Imports: l.Imports, Deps: l.Deps})
	}
}

// TestImportRules checks the module's packages against each rule.
func TestImportRules(t *testing.T) {
	pkgs := load(t)
	if len(pkgs) == 0 {
		t.Fatal("go list found no packages of the module")
	}
	for _, r := range rules {
		t.Run(r.name, func(t *testing.T) {
			covered := 0
			for _, p := range pkgs {
				if r.applies(p.Path) {
					covered++
				}
			}
			t.Logf("%d of %d packages covered", covered, len(pkgs))
			for _, line := range r.check(pkgs) {
				t.Error(line)
			}
		})
	}
}

// TestRulesCatchViolations feeds the checker made-up packages, one broken
// rule at a time.
func TestRulesCatchViolations(t *testing.T) {
	const m = modulePath + "/"
	tests := []struct {
		name string
		pkgs []pkg
		want []string
	}{
		{"a clean module", []pkg{
			{Path: "rng", Imports: []string{"math/rand/v2", "crypto/rand"}},
			{Path: "prob", Imports: []string{"math/big", "io"}, Deps: []string{"os", "math/big"}},
			{Path: "geom/hex", Imports: []string{m + "geom"}},
			{Path: "dice", Imports: []string{m + "prob", m + "rng"}},
			{Path: "game", Imports: []string{m + "rng"}, Deps: []string{m + "rng", "math/rand/v2"}},
			{Path: "rules", Imports: []string{m + "rules/jovian", m + "rules/fullthrust"}},
			{Path: "rules/jovian", Imports: []string{m + "game", m + "dice", m + "rules/jovian/tables"}},
			{Path: "agent", Imports: []string{m + "game", m + "rng"}, Deps: []string{m + "game", m + "rng"}},
			{Path: "agent/jovian", Imports: []string{m + "agent", m + "rules/jovian", m + "geom"}},
			{Path: "internal/cli", Imports: []string{"os", m + "internal/chart", m + "rules"}},
			{Path: "cmd/broadside", Imports: []string{"os", m + "internal/cli"}},
			{Path: ".", Imports: nil},
		}, nil},
		{"math/rand outside rng", []pkg{
			{Path: "sim", Imports: []string{"math/rand"}},
			{Path: "internal/web", Imports: []string{"math/rand/v2"}},
		}, []string{
			"only rng uses math/rand: internal/web imports math/rand/v2",
			"only rng uses math/rand: sim imports math/rand",
		}},
		{"os and net/http in a library", []pkg{
			{Path: "scenario", Imports: []string{"os"}},
			{Path: "agent", Imports: []string{"net/http", "os/exec"}},
			{Path: "internal/store", Imports: []string{"os"}},
		}, []string{
			"libraries use no os or net/http: agent imports net/http",
			"libraries use no os or net/http: agent imports os/exec",
			"libraries use no os or net/http: scenario imports os",
		}},
		{"a library on top of internal", []pkg{
			{Path: "sim", Imports: []string{m + "internal/chart"}},
		}, []string{"libraries use no internal package: sim imports " + m + "internal/chart"}},
		{"game reaching a ruleset", []pkg{
			{Path: "game/replay", Imports: []string{m + "dice"}, Deps: []string{m + "dice", m + "rules/fullthrust"}},
		}, []string{"game depends on no ruleset: game/replay depends on " + m + "rules/fullthrust"}},
		{"rulesets importing each other", []pkg{
			{Path: "rules/spacefleet", Deps: []string{m + "rules/fullthrust/beam"}},
			{Path: "rules/jovian/tables", Deps: []string{m + "rules/jovian", m + "dice"}},
		}, []string{"rulesets do not import each other: rules/spacefleet depends on " + m + "rules/fullthrust/beam"}},
		{"rules on top of a player", []pkg{
			{Path: "rules/jovian", Imports: []string{m + "dice"}, Deps: []string{m + "dice", m + "agent/jovian"}},
			{Path: "rules", Deps: []string{m + "rules/spacefleet", m + "agent"}},
		}, []string{
			"rules never depend on agent: rules depends on " + m + "agent",
			"rules never depend on agent: rules/jovian depends on " + m + "agent/jovian",
		}},
		{"the neutral agent reaching a ruleset", []pkg{
			{Path: "agent", Imports: []string{m + "game", m + "rng"}, Deps: []string{m + "game", m + "rules/spacefleet"}},
		}, []string{"agent depends on no ruleset: agent depends on " + m + "rules/spacefleet"}},
		{"players of one ruleset and the core", []pkg{
			{Path: "agent/fullthrust", Imports: []string{"fmt", m + "agent", m + "game", m + "dice", m + "prob", m + "geom",
				m + "rng", m + "sim", m + "rules/fullthrust", m + "rules/fullthrust/pointdefence",
				m + "rules/fullthrust/manoeuvre", m + "agent/fullthrust/doctrine"}},
			{Path: "agent/fullthrust/doctrine", Imports: []string{m + "rules/fullthrust", m + "agent/fullthrust"}},
			{Path: "agent/jovian", Imports: []string{m + "rules/jovian", m + "geom"}},
		}, nil},
		{"players reaching beyond their ruleset", []pkg{
			{Path: "agent/jovian", Imports: []string{m + "rules/jovian", m + "rules/spacefleet", m + "rules"}},
			{Path: "agent/spacefleet", Imports: []string{m + "agent/jovian", m + "scenario", m + "lab"}},
			{Path: "agent/full", Imports: []string{m + "rules/fullthrust"}},
			{Path: "agent/fullthrust/doctrine", Imports: []string{m + "rules/jovian/tables"}},
		}, []string{
			"agent/X imports only rules/X and the core: agent/full imports " + m + "rules/fullthrust",
			"agent/X imports only rules/X and the core: agent/fullthrust/doctrine imports " + m + "rules/jovian/tables",
			"agent/X imports only rules/X and the core: agent/jovian imports " + m + "rules",
			"agent/X imports only rules/X and the core: agent/jovian imports " + m + "rules/spacefleet",
			"agent/X imports only rules/X and the core: agent/spacefleet imports " + m + "agent/jovian",
			"agent/X imports only rules/X and the core: agent/spacefleet imports " + m + "lab",
			"agent/X imports only rules/X and the core: agent/spacefleet imports " + m + "scenario",
		}},
		{"prob and geom on top of the module", []pkg{
			{Path: "prob", Imports: []string{m + "rng", "math/big"}},
			{Path: "geom/hex", Imports: []string{m + "geom", m + "prob"}},
		}, []string{
			"prob and geom import nothing of the module: geom/hex imports " + m + "prob",
			"prob and geom import nothing of the module: prob imports " + m + "rng",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := check(tt.pkgs)
			if !slices.Equal(got, tt.want) {
				t.Errorf("check found\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(tt.want, "\n\t"))
			}
		})
	}
}

func TestDecode(t *testing.T) {
	const stream = `{"ImportPath": "github.com/broadside/broadside", "Module": {"Path": "github.com/broadside/broadside", "Main": true},
	 "Error": {"Err": "no non-test Go files"}}
	{"ImportPath": "github.com/broadside/broadside/rng", "Imports": ["math/rand/v2"], "Deps": ["math/rand/v2"],
	 "Module": {"Path": "github.com/broadside/broadside", "Main": true}}
	{"ImportPath": "fmt", "Imports": ["os"]}
	{"ImportPath": "github.com/spf13/cobra", "Module": {"Path": "github.com/spf13/cobra"}}`
	tests := []struct {
		name, stream, want, wantErr string
	}{
		{"module packages only", stream, ". rng", ""},
		{"broken package", `{"ImportPath": "github.com/broadside/broadside/dice", "Error": {"Err": "syntax error"},
			"Module": {"Path": "github.com/broadside/broadside", "Main": true}}`, "", "package dice cannot be loaded: syntax error"},
		{"other main module", `{"ImportPath": "example.com/x", "Module": {"Path": "example.com/x", "Main": true}}`,
			"", "go list reports module example.com/x, want github.com/broadside/broadside"},
		{"not JSON", `{"ImportPath": `, "", "reading go list output: unexpected EOF"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkgs, err := decode(strings.NewReader(tt.stream))
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Errorf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var paths []string
			for _, p := range pkgs {
				paths = append(paths, p.Path)
			}
			if got := strings.Join(paths, " "); got != tt.want {
				t.Errorf("packages %q, want %q", got, tt.want)
			}
		})
	}
}
