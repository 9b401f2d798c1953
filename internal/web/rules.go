package web

import (
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"slices"
	"strings"

	"github.com/broadside/broadside/docs"

	"github.com/broadside/broadside/rules"
)

// rulesRoutes adds the page of the rulesets to mux:
//
//	GET /rules    every ruleset with its rule texts, rulings and options
//
// It also adds the page's template to the parsed pages. It panics if the
// embedded template does not parse, a mistake the package's tests catch.
func (s *Server) rulesRoutes(mux *http.ServeMux) {
	t, err := template.New("rules").Funcs(templateFuncs).ParseFS(templateFiles, "templates/layout.html", "templates/rules.html")
	if err != nil {
		panic(fmt.Sprintf("web: templates: %v", err))
	}
	s.pages.byName["rules"] = t
	mux.HandleFunc("GET /rules", s.rulesPage)
	mux.HandleFunc("GET /rules/docs/{name}", s.rulingsDoc)
}

// rulingsDoc answers GET /rules/docs/NAME.md with the rulings document
// docs/rulings/NAME.md as plain text (Markdown reads as it is), and 404 for
// any other name.
func (s *Server) rulingsDoc(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if !strings.HasSuffix(name, ".md") || strings.ContainsAny(name, `/\`) {
		s.notFound(w, r)
		return
	}
	data, err := fs.ReadFile(docs.Rulings, "rulings/"+name)
	if err != nil {
		s.notFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	if _, err := w.Write(data); err != nil {
		s.log.Debug("write", "err", err)
	}
}

// rulingsLink is a rulings document of a ruleset with the address the
// server shows it at; URL is "" for a document it does not hold.
type rulingsLink struct {
	Path, URL string
}

// rulingsLinks returns the links of a ruleset's rulings documents, named
// by their paths in the repository.
func rulingsLinks(paths []string) []rulingsLink {
	out := make([]rulingsLink, len(paths))
	for i, p := range paths {
		out[i] = rulingsLink{Path: p}
		name := path.Base(p)
		if _, err := fs.Stat(docs.Rulings, "rulings/"+name); err == nil && p == "docs/rulings/"+name {
			out[i].URL = "/rules/docs/" + name
		}
	}
	return out
}

// rulesetView is one ruleset of the page: its description, and whether
// its options table needs a group column.
type rulesetView struct {
	rules.Ruleset
	Grouped bool // some option belongs to a named group
	// Docs are the rulings documents, with the addresses that show them.
	Docs []rulingsLink
}

// rulesPage answers GET /rules with the rulesets of the registry, in its
// order. The rulings documents are links to the server's copies, named by
// their paths in the repository; the rule texts are the publishers' and
// are not distributed, so they are named only.
func (s *Server) rulesPage(w http.ResponseWriter, r *http.Request) {
	all := rules.All()
	views := make([]rulesetView, len(all))
	for i, rs := range all {
		views[i] = rulesetView{Ruleset: rs, Grouped: slices.ContainsFunc(rs.Options, func(o rules.Option) bool { return o.Group != "" }),
			Docs: rulingsLinks(rs.Rulings)}
	}
	s.render(w, r, http.StatusOK, "rules", "Rulesets", views)
}
