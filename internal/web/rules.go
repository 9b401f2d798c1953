package web

import (
	"fmt"
	"html/template"
	"net/http"
	"slices"

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
}

// rulesetView is one ruleset of the page: its description, and whether
// its options table needs a group column.
type rulesetView struct {
	rules.Ruleset
	Grouped bool // some option belongs to a named group
}

// rulesPage answers GET /rules with the rulesets of the registry, in its
// order. The rulings are named by their paths in the repository, since the
// server does not serve documents.
func (s *Server) rulesPage(w http.ResponseWriter, r *http.Request) {
	all := rules.All()
	views := make([]rulesetView, len(all))
	for i, rs := range all {
		views[i] = rulesetView{Ruleset: rs, Grouped: slices.ContainsFunc(rs.Options, func(o rules.Option) bool { return o.Group != "" })}
	}
	s.render(w, r, http.StatusOK, "rules", "Rulesets", views)
}
