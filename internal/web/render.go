package web

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"strings"
)

//go:embed templates/*.html
var templateFiles embed.FS

// pages holds one parsed template set per page, each the layout plus the
// page's own blocks. It is read-only once parsed.
type pages struct {
	byName map[string]*template.Template
}

// pageNames are the page templates under templates/, without ".html".
var pageNames = []string{"home", "error", "labtool", "lab"}

// templateFuncs are the functions the templates use.
var templateFuncs = template.FuncMap{
	"percent":    percent,
	"number":     number,
	"faces":      strconvFaces,
	"statusText": http.StatusText,
	"degrees":    degrees,
}

// parsePages parses every page with the layout.
func parsePages() (*pages, error) {
	p := &pages{byName: make(map[string]*template.Template, len(pageNames))}
	for _, name := range pageNames {
		t, err := template.New(name).Funcs(templateFuncs).ParseFS(templateFiles, "templates/layout.html", "templates/parts.html", "templates/"+name+".html")
		if err != nil {
			return nil, fmt.Errorf("web: templates: %w", err)
		}
		p.byName[name] = t
	}
	return p, nil
}

// page is what the layout needs besides the page's own data.
type page struct {
	Title string // the page's title, before " · Broadside"
	Data  any    // the page's own data
}

// render writes the page name with data, or a plain 500 if the template
// fails (it is executed into a buffer first, so nothing half-written is
// sent).
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, name, title string, data any) {
	var b bytes.Buffer
	if err := s.pages.byName[name].ExecuteTemplate(&b, "layout", page{Title: title, Data: data}); err != nil {
		s.log.Error("template", slog.String("page", name), slog.Any("err", err), slog.String("path", loggedPath(r.URL.Path)))
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if w.Header().Get("Cache-Control") == "" { // a page with a secret asks for no-store
		w.Header().Set("Cache-Control", "no-cache")
	}
	w.WriteHeader(status)
	if _, err := w.Write(b.Bytes()); err != nil {
		s.log.Debug("write", slog.Any("err", err))
	}
}

// errorPage is the data of the error page.
type errorPage struct {
	Status  int
	Message string
}

// fail answers with an error: JSON {"error": message} under /api/, a page
// otherwise.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, status int, message string) {
	if strings.HasPrefix(r.URL.Path, "/api/") {
		s.writeJSON(w, status, map[string]string{"error": message})
		return
	}
	s.render(w, r, status, "error", http.StatusText(status), errorPage{Status: status, Message: message})
}

// notFound answers any path no route matches.
func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	s.fail(w, r, http.StatusNotFound, "there is no page at "+r.URL.Path)
}

// writeJSON writes v as indented JSON with the given status.
func (s *Server) writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		s.log.Error("json", slog.Any("err", err))
		http.Error(w, `{"error": "internal error"}`, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(status)
	if _, err := w.Write(append(b, '\n')); err != nil {
		s.log.Debug("write", slog.Any("err", err))
	}
}

// percent formats a probability from 0 to 1 as a percentage with enough
// digits to tell small values apart: "16.667%", "0.46296%", "1.2e-10%".
func percent(p float64) string {
	pc := p * 100
	switch {
	case p == 0:
		return "0%"
	case p == 1:
		return "100%"
	case pc >= 1:
		return strconv.FormatFloat(pc, 'f', 3, 64) + "%"
	case pc >= 1e-4:
		return strconv.FormatFloat(pc, 'g', 5, 64) + "%"
	}
	return strconv.FormatFloat(pc, 'e', 2, 64) + "%"
}

// number formats a mean or standard deviation with up to four decimals and
// no trailing zeros: "10.5", "2.958".
func number(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "–"
	}
	s := strconv.FormatFloat(x, 'f', 4, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}
